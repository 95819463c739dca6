"""blocks.tangled_both_ends: cards in lines free at either end (the
Labyrinth's columns once the pack and the grace are used) that wait on one
another. Hand-made lines, then random endings of the Labyrinth, every one
called dead proved lost by the plain exhaustive search; a careless version
(the lines read from one end only) is caught on the same endings."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cadogan.core.blocks import face_number, in_order, tangled, tangled_both_ends
from cadogan.core.games.the_labyrinth import ACE_PILES, COLUMN_CELLS, GRACE, GRACES_LEFT, KING_PILES, UP_AND_BACK
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import cards, judge_dead_end, random_spade_packets, three_suits_home

GAME = get_game("the_labyrinth")
SPADES = 3  # the spades' number in face_number (♣ ♦ ♥ ♠)


def spades_home(up: int, down: int):
    """in_order for the spades alone: their rising pile at ``up``, their falling one at ``down``."""
    return in_order({SPADES: [up, 27 - down]}, UP_AND_BACK)


def test_cards_shut_in_both_ways_by_cards_that_wait_for_them() -> None:
    # Spades rising at 4 and falling at 6: both piles want a 5, and each 5
    # lies between cards that wait for one, at either end of its line.
    lines = [cards("7S/0 5S/0 8S/0"), cards("9S/0 5S/1 10S/0")]
    assert tangled_both_ends(lines, cards("6S/0"), face_number, spades_home(4, 6))


def test_a_card_free_at_one_end_is_not_shut_in() -> None:
    for first in (cards("7S/0 8S/0 5S/0"), cards("5S/0 7S/0 8S/0")):
        lines = [first, cards("9S/0 5S/1 10S/0")]
        assert not tangled_both_ends(lines, cards("6S/0"), face_number, spades_home(4, 6))


def test_the_other_pile_can_open_a_line() -> None:
    # The falling pile at 9 takes the 8 at the line's end, then the 7 at the
    # other; the 5 comes free.
    lines = [cards("7S/0 5S/0 8S/1"), cards("9S/0 5S/1 10S/0")]
    assert not tangled_both_ends(lines, cards("6S/0"), face_number, spades_home(4, 9))


def test_a_talon_card_is_free_whenever_its_home_could_take_it() -> None:
    # A third 5 in the talon goes home: then the 6, and the lines open.
    lines = [cards("7S/0 5S/0 8S/0"), cards("9S/0 5S/1 10S/0")]
    assert not tangled_both_ends(lines, cards("6S/0 5S/2"), face_number, spades_home(4, 6))
    assert tangled_both_ends(lines, cards("6S/0 4S/2"), face_number, spades_home(4, 6))


# -- random endings of the Labyrinth ------------------------------------------------------


def ending(seed: int) -> State:
    """Three suits home; the spades' rising pile at 2 to 7 and falling pile
    at 8 to 12, the loose spades laid in three to five columns (each from
    either end, so that its first card played lies at one end), a few laid
    aside into the talon or the grace; pack and grace used."""
    rng = random.Random(seed)
    up, down = rng.randint(2, 7), rng.randint(8, 12)
    state = GAME.empty_state(1, rows_dealt=11, row_length=10, graces_left=0)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    packets, aside = random_spade_packets(rng, up, down, rng.randint(3, 5), aside=0.15)
    for column, packet in zip(rng.sample(range(10), len(packets)), packets, strict=False):
        line = packet if rng.random() < 0.5 else packet[::-1]  # its top card at the column's top or bottom
        for cell, card in zip(COLUMN_CELLS[column], reversed(line), strict=False):
            state.piles[cell] = [card]
    if aside:
        state.piles[GRACE] = aside[:1]
        state.piles["waste"] = aside[1:]
    return state


def judged(dead_end: Callable[[State], bool], seeds: Sequence[int]) -> tuple[int, int, int, list[object]]:
    """judge_dead_end on the endings of ``seeds`` (those the plain search
    cannot search through in 2,000 positions left out)."""
    return judge_dead_end(GAME, ((seed, ending(seed)) for seed in seeds), dead_end, cap=2000)


def test_the_labyrinth_calls_dead_only_lost_endings() -> None:
    searched, dead, won, wrong = judged(GAME.solver_dead_end, range(200))
    assert not wrong
    assert searched >= 150 and dead >= 25 and won >= 100, (searched, dead, won)


def test_a_careless_version_reading_one_end_only_is_caught() -> None:
    """Reading each column from its top alone (as if its lowest card were
    covered) calls won endings dead: the same endings would show it."""

    def from_the_top(state: State) -> bool:
        piles = state.piles
        stacks = [[piles[cell][-1] for cell in reversed(cells) if piles[cell]] for cells in COLUMN_CELLS]
        ups = [len(piles[p]) for p in ACE_PILES if piles[p][0].suit.value == "S"]
        downs = [piles[p][-1].rank for p in KING_PILES if piles[p][0].suit.value == "S"]
        others = [*piles["waste"], *piles[GRACE]]
        return tangled(stacks, others, face_number, spades_home(ups[0], downs[0]), lambda _face: ())

    assert judged(from_the_top, range(60))[3]


def test_the_grace_left_asks_more_of_a_knot() -> None:
    """With the grace still to take the Labyrinth asks tangled_but_for_one
    (tests/core/blocks/test_tangled_but_for_one.py): a knot one card set
    aside unties is no dead end then."""
    untied = 0
    for seed in range(40):
        state = ending(seed)
        if not GAME.solver_dead_end(state):
            continue
        state.counters[GRACES_LEFT] = 1
        untied += not GAME.solver_dead_end(state)
    assert untied
