"""The Four Corners' dead end for the solver (TheFourCorners.solver_dead_end,
from blocks.tangled with blocks.rising_and_falling): in the last deal the
packets are never taken up again, their top cards leave home or married onto
another packet's top card, up or down in suit, and an emptied packet takes
nothing; cards that wait on one another across the packets are lost.

Every position so judged is proved lost by the plain exhaustive search, on
hand-made examples and on many small random positions (three suits home,
the spades left on the packets); a careless version (marriages counted one
way only) is caught calling won positions dead."""

from __future__ import annotations

import random
from functools import cache

from cadogan import core
from cadogan.core.blocks import face_number, one_above, rising_and_falling, tangled
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_four_corners import FOUNDATIONS, PACKETS
from cadogan.core.state import State
from tests.core.helpers import exhaustive_win, loose_spades, random_spade_packets, settled_endings, spade

GAME = core.get_game("the_four_corners")
SUITS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)  # f1-f4 the aces, f5-f8 the kings


def last_deal(packets: list[list[Card]], up: int, down: int, redeals_left: int = 0) -> State:
    """The deal complete, no re-deal left: every suit but the spades home,
    their ace pile up to ``up``, their king pile down to ``down``;
    ``packets`` the first packets, bottom first."""
    state = GAME.empty_state(1, redeals_left=redeals_left)
    for number, suit in enumerate(SUITS):
        rising, falling = (up, down) if suit == Suit.SPADES else (13, 1)
        state.piles[FOUNDATIONS[number]] = [Card(suit, rank, 0) for rank in range(1, rising + 1)]
        state.piles[FOUNDATIONS[number + 4]] = [Card(suit, rank, 1) for rank in range(13, falling - 1, -1)]
    for pile, cards in zip(PACKETS, packets, strict=False):
        state.piles[pile] = list(cards)
    return state


def test_a_six_above_both_fives_and_both_sevens_with_nothing_to_marry_is_lost() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    state = last_deal([stuck, rest], up=4, down=8)
    assert GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state) is False


def test_the_six_marries_away_and_is_not_judged_dead() -> None:
    # The twin six on top of a packet of its own: the upper six marries a
    # seven... there is none free; a five is free instead, in a packet alone.
    stuck = [spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in (*stuck, spade(5, 0))]
    rising = sorted((card for card in rest if card.pack == 0), key=lambda card: -card.rank)
    falling = sorted((card for card in rest if card.pack == 1), key=lambda card: card.rank)
    state = last_deal([stuck, rising, falling, [spade(5, 0)]], up=4, down=8)
    assert not GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state)


def test_not_asked_while_a_redeal_is_left() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    assert not GAME.solver_dead_end(last_deal([stuck, rest], up=4, down=8, redeals_left=1))


def random_last_deal(seed: int) -> State:
    rng = random.Random(seed)
    up, down = rng.randint(0, 6), rng.randint(8, 14)
    packets, _ = random_spade_packets(rng, up, down, rng.randint(3, 5))
    return last_deal(packets, up, down)


@cache
def settled() -> list[tuple[State, bool]]:
    """Random positions with the plain search's answer, those it settles
    within 10,000 positions."""
    endings = ((seed, random_last_deal(seed)) for seed in range(200))
    return [(state, answer) for _seed, state, answer in settled_endings(GAME, endings, cap=10_000)]


def test_random_positions_judged_dead_are_lost() -> None:
    dead = won = 0
    for index, (state, answer) in enumerate(settled()):
        if GAME.solver_dead_end(state):
            assert answer is False, index
            dead += 1
        won += answer
    assert dead >= 12 and won >= 20


def careless(state: State) -> bool:
    """The deliberately careless knots: a card marries only onto the card
    one above it (as if marriages went down alone)."""
    piles = state.piles
    home = rising_and_falling((piles[f] for f in FOUNDATIONS[:4]), (piles[f] for f in FOUNDATIONS[4:]))
    return tangled([piles[p] for p in PACKETS], (), face_number, home, one_above)


def test_the_careless_knots_are_caught() -> None:
    assert any(answer and careless(state) for state, answer in settled())
