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
from cadogan.core.cards import Card
from cadogan.core.games.sly import ACE_PILES, FOUNDATIONS, KING_PILES, PROMENADE, ROUND
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

GAME = core.get_game("sly")


def sly(packets: list[list[Card]], up: int, down: int, stock: list[Card] = ()) -> State:
    """Clubs, diamonds and hearts home; the spades' ace pile up to ``up``,
    their king pile down to ``down`` (14: not begun); ``packets`` the first
    packets of the promenade, bottom first; between deals, the pack holding
    ``stock`` (its last card turned first)."""
    state = GAME.empty_state(1, **{ROUND: 5})
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for pile, cards in zip(PROMENADE, packets, strict=False):
        state.piles[pile] = list(cards)
    state.piles["stock"] = list(stock)
    state.face_down = set(stock)
    return state


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
    packets, _ = random_spade_packets(rng, up, down, 3)
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
