"""Sly's dead end for the solver (Sly.solver_dead_end, from blocks.never_home):
the promenade's packets give up only their top cards, only for home, and
cards laid on them only cover them more, so a card above every loose copy
of a card its suit's rising pile needs first, and of one its falling pile
needs first, is there for good. Every position so judged is proved lost by
the plain exhaustive search, on hand-made examples and on many small random
positions (three suits home, the spades left); a weaker test that counts
one copy of each card is caught calling won positions dead."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.blocks import never_home
from cadogan.core.cards import Card, Suit
from cadogan.core.games.sly import ACE_PILES, FOUNDATIONS, KING_PILES, PROMENADE, ROUND
from cadogan.core.state import State
from tests.core.helpers import dead_ends_proved_lost, weaker_dead_end_caught, winnable

GAME = core.get_game("sly")


def spade(rank: int, pack: int) -> Card:
    return Card(Suit.SPADES, rank, pack)


def sly(packets: list[list[Card]], up: int, down: int, stock: list[Card] = ()) -> State:
    """Clubs, diamonds and hearts home; the spades' ace pile up to ``up``,
    their king pile down to ``down`` (14: not begun); ``packets`` the first
    packets of the promenade, bottom first; between deals, the pack holding
    ``stock`` (its last card turned first)."""
    state = GAME.empty_state(1, **{ROUND: 5})
    for suit, ace_pile, king_pile in zip((Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS), ACE_PILES, KING_PILES, strict=False):
        state.piles[ace_pile] = [Card(suit, rank, 0) for rank in range(1, 14)]
        state.piles[king_pile] = [Card(suit, rank, 1) for rank in range(13, 0, -1)]
    state.piles[ACE_PILES[3]] = [spade(rank, 0) for rank in range(1, up + 1)]
    state.piles[KING_PILES[3]] = [spade(rank, 1) for rank in range(13, down - 1, -1)]
    for pile, cards in zip(PROMENADE, packets, strict=False):
        state.piles[pile] = list(cards)
    state.piles["stock"] = list(stock)
    state.face_down = set(stock)
    return state


def loose_spades(up: int, down: int) -> list[Card]:
    return [spade(rank, 0) for rank in range(up + 1, 14)] + [spade(rank, 1) for rank in range(1, down)]


def test_a_six_above_both_fives_and_both_sevens_is_lost() -> None:
    # Ace pile at the four, king pile at the eight: the six needs a five on
    # the way up and a seven on the way down, and all of them lie under it.
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    state = sly([stuck, rest], up=4, down=8)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_a_seven_elsewhere_is_not_judged_dead_and_is_won() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(6, 0)]
    rest = [card for card in loose_spades(4, 8) if card not in stuck]
    rising = sorted((card for card in rest if card.pack == 0), key=lambda card: -card.rank)  # the king lowest
    falling = sorted((card for card in rest if card.pack == 1), key=lambda card: card.rank)  # the ace lowest
    state = sly([stuck, rising, falling], up=4, down=8)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def random_sly(seed: int) -> State:
    """The loose spades in a winning order of play (the rising and falling
    runs interleaved at random), dealt onto three packets so that each
    packet's top card is played first, then a few pairs of cards swapped:
    some positions stay won, some are lost."""
    rng = random.Random(seed)
    up, down = rng.randint(2, 7), rng.randint(8, 14)
    rising = [spade(rank, 0) for rank in range(up + 1, 14)]
    falling = [spade(rank, 1) for rank in range(down - 1, 0, -1)]
    order = []
    while rising or falling:
        run = rng.choice([run for run in (rising, falling) if run])
        order.append(run.pop(0))
    packets: list[list[Card]] = [[] for _ in range(3)]
    for card in reversed(order):
        rng.choice(packets).append(card)
    for _ in range(rng.randint(0, 3)):
        first, second = rng.sample([(p, i) for p, packet in enumerate(packets) for i in range(len(packet))], 2)
        a, b = packets[first[0]][first[1]], packets[second[0]][second[1]]
        packets[first[0]][first[1]], packets[second[0]][second[1]] = b, a
    return sly(packets, up, down)


def wrongly_dead(state: State) -> bool:
    """The deliberately weaker test: one pack's copies counted, so a card
    is called stuck with one copy of a card it waits for under it (the
    other may yet come home)."""
    return never_home(state, (state.piles[p] for p in PROMENADE), FOUNDATIONS, 1)


def test_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(GAME, (random_sly(seed) for seed in range(160))) >= 20


def test_the_weaker_test_is_caught() -> None:
    assert weaker_dead_end_caught(GAME, (random_sly(seed) for seed in range(160)), wrongly_dead)
