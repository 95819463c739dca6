"""The Duchess de Luynes's dead end for the solver (solver_dead_end, from
blocks.never_home_as_dealt; with the pack out it finds every knot
blocks.never_home does): in the last deal the packets give up only their top
cards, only for home, and the cards dealt later only cover them more, so a
card above every loose copy of a card its suit's rising pile needs first,
and of one its falling pile needs first, is there for good. Every position
so judged is proved lost by the plain exhaustive search, on hand-made
examples and on many small random positions (three suits home, the spades
left); a weaker test that counts one copy of each card is caught calling
won positions dead, and nothing is judged while the re-deal is left."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.blocks import never_home
from cadogan.core.cards import Card
from cadogan.core.games.duchess_de_luynes import ACE_PILES, FOUNDATIONS, KING_PILES, PACKETS, SPREAD
from cadogan.core.state import State
from tests.core.helpers import (
    dead_ends_proved_lost,
    loose_spades,
    random_spade_packets,
    spade,
    three_suits_home,
    weaker_dead_end_caught,
    winnable,
)

GAME = core.get_game("duchess_de_luynes")


def duchess(packets: list[list[Card]], up: int, down: int, spread: list[Card] = (), redeals_left: int = 0) -> State:
    """Clubs, diamonds and hearts home; the spades' ace pile up to ``up``,
    their king pile down to ``down`` (14: not begun); ``packets`` bottom
    first; the pack dealt out, ``spread`` the reserve laid out."""
    state = GAME.empty_state(1, redeals_left=redeals_left)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for pile, cards in zip(PACKETS, packets, strict=False):
        state.piles[pile] = list(cards)
    for pile, card in zip(SPREAD, spread, strict=False):
        state.piles[pile] = [card]
    return state


def test_a_six_above_both_fives_and_both_sevens_is_lost() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    state = duchess([stuck], up=4, down=8, spread=rest)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_a_seven_in_the_spread_reserve_is_not_judged_dead_and_is_won() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    state = duchess([stuck], up=4, down=8, spread=rest)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_nothing_is_judged_while_the_redeal_is_left() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    assert not GAME.solver_dead_end(duchess([stuck], up=4, down=8, spread=rest, redeals_left=1))


def random_duchess(seed: int) -> State:
    """The loose spades in a winning order of play (the rising and falling
    runs interleaved at random), dealt onto the four packets so that each
    packet's top card is played first (a few to the spread reserve), then a
    few pairs of cards swapped: some positions stay won, some are lost."""
    rng = random.Random(seed)
    up, down = rng.randint(2, 7), rng.randint(8, 14)
    packets, spread = random_spade_packets(rng, up, down, len(PACKETS), aside=0.1)
    return duchess(packets, up, down, spread=spread)


def wrongly_dead(state: State) -> bool:
    """The deliberately weaker test: one pack's copies counted, so a card
    is called stuck with one copy of a card it waits for under it (the
    other may yet come home)."""
    return never_home(state, (state.piles[p] for p in PACKETS), FOUNDATIONS, 1)


def test_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(GAME, (random_duchess(seed) for seed in range(160))) >= 20


def test_the_weaker_test_is_caught() -> None:
    assert weaker_dead_end_caught(GAME, (random_duchess(seed) for seed in range(160)), wrongly_dead)


# -- the safe move home at the end: a twin lying free in the spread reserve ------------


def after(state: State, played) -> State:
    from cadogan.core.ops import Tx

    state = state.copy()
    tx = Tx(state)
    GAME.perform(state, played, tx)
    GAME.settle(state, tx)
    return state


def test_with_its_twin_free_in_the_spread_a_card_goes_up_whichever_pile_takes_it() -> None:
    from cadogan.core.moves import move

    # Spades up to the 4 and down to the 6: both piles take a 5. One 5 tops a packet, the other
    # lies alone in the spread: either may go to either pile, the other follows.
    rising = [spade(rank, 0) for rank in range(13, 5, -1)]  # the king lowest
    falling = [spade(rank, 1) for rank in range(1, 5)]  # the ace lowest
    state = duchess([rising, [*falling, spade(5, 0)]], up=4, down=6, spread=[spade(5, 1)])
    assert winnable(GAME, state)
    assert GAME.is_safe(state, move("p2", ACE_PILES[3]))
    assert GAME.is_safe(state, move("p2", KING_PILES[3]))
    assert winnable(GAME, after(state, move("p2", KING_PILES[3])))
    assert winnable(GAME, after(state, move("p2", ACE_PILES[3])))
    # While the re-deal is left, the spread is taken up again: the player chooses.
    state.counters["redeals_left"] = 1
    assert not GAME.is_safe(state, move("p2", ACE_PILES[3]))


def spread_out(seed: int) -> State:
    """:func:`random_duchess` with about a fifth of the packets' cards laid
    out in the spread reserve instead."""
    rng = random.Random(seed)
    state = random_duchess(seed)
    for pile in PACKETS:
        kept = []
        for card in state.piles[pile]:
            spare = next((p for p in SPREAD if not state.piles[p]), None)
            if spare is not None and rng.random() < 0.2:
                state.piles[spare] = [card]
            else:
                kept.append(card)
        state.piles[pile] = kept
    return state


def safe_moves_keep_wins(is_safe, positions: int) -> bool:
    """Over random endings until ``positions`` with a safe move could be won:
    does every move ``is_safe`` allows keep the position won?"""
    checked = 0
    for seed in range(1000):
        state = spread_out(seed)
        safe = [m for m in GAME.legal_moves(state) if is_safe(state, m)]
        if not safe or not winnable(GAME, state):
            continue
        if not all(winnable(GAME, after(state, played)) for played in safe):
            return False
        checked += 1
        if checked == positions:
            return True
    raise AssertionError("too few positions")


def test_at_the_end_a_safe_move_never_turns_a_won_position_into_a_lost_one() -> None:
    """Random endings with cards in the spread reserve: wherever a move home
    is called safe and the position can be won, it can still be won after it
    (the plain exhaustive search)."""
    assert safe_moves_keep_wins(GAME.is_safe, 150)


def test_a_twin_anywhere_loose_is_caught() -> None:
    """The deliberately wrong rule: a card may go up whenever its twin is
    loose anywhere (not only free in the spread)."""

    def wrongly_safe(state: State, played) -> bool:
        if GAME.is_safe(state, played):
            return True
        card = state.top(played.src)
        return bool(GAME.check(state, played)) and any(
            state.piles[p]
            and state.piles[p][-1] != card
            and state.piles[p][-1].rank == card.rank
            and state.piles[p][-1].suit == card.suit
            for p in PACKETS
        )

    assert not safe_moves_keep_wins(wrongly_safe, 150)
