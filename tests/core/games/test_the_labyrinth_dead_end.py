"""The Labyrinth's dead end while the pack still holds cards
(TheLabyrinth.solver_dead_end, blocks.tangled_but_for_one with the pack's
cards counted free): a row dealt, or a card turned into a hole of the last
row, only lays cards at a column's lower end, covering more, and the grace
comes later; so cards across the columns that wait on one another whichever
card the grace sets aside are lost already.

Every position so judged is proved lost by the plain exhaustive search (the
rows still to deal, the turns into the holes and the grace among its moves)
on random endings: three suits home, the spades in a few columns, the pack
and the talon; careless versions (the pack's cards left out; the grace
forgotten while the pack is in) are caught calling won positions dead."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from cadogan.core.blocks import face_number, tangled_both_ends, tangled_but_for_one
from cadogan.core.games.the_labyrinth import ACE_PILES, COLUMN_CELLS, GRID, KING_PILES
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import cards, judge_dead_end, random_spade_packets, settled_endings, three_suits_home

GAME = get_game("the_labyrinth")
CAP = 3000


def with_pack(seed: int) -> State:
    """Three suits home; the loose spades in three to five columns from the
    top row down, in a winning order of play with a few pairs swapped, a
    few of them in the pack (one to eight) and the talon; the rows dealt
    down to the longest column, the last row full to its tenth place (its
    holes may take the talon's or the pack's cards), the grace to come."""
    rng = random.Random(seed)
    up, down = rng.randint(7, 9), rng.randint(5, 7)
    packets, aside = random_spade_packets(rng, up, down, rng.randint(2, 3), aside=0.1)
    places = [(p, i) for p, packet in enumerate(packets) for i in range(len(packet))]
    for _ in range(rng.randint(6, 14)):
        (p, i), (q, j) = rng.sample(places, 2)
        packets[p][i], packets[q][j] = packets[q][j], packets[p][i]
    if not aside:  # the pack holds one card at least
        aside = [max(packets, key=len).pop()]
    rows = max(1, *(len(packet) for packet in packets))
    assert rows < GRID.rows  # (a row left to deal the pack into)
    state = GAME.empty_state(1, rows_dealt=rows, row_length=10, graces_left=1)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for column, packet in zip(rng.sample(range(10), len(packets)), packets, strict=False):
        line = packet if rng.random() < 0.5 else packet[::-1]
        for cell, card in zip(COLUMN_CELLS[column], reversed(line), strict=False):
            state.piles[cell] = [card]
    cut = rng.randint(1, min(3, len(aside)))
    state.piles["stock"] = aside[:cut]  # (its last card is turned or dealt first)
    state.piles["waste"] = aside[cut:]
    state.face_down = set(state.piles["stock"])
    return state


@cache
def endings() -> list[tuple[int, State]]:
    return [(seed, with_pack(seed)) for seed in range(200)]


@cache
def settled() -> list[tuple[object, State, bool]]:
    """The endings the plain search settles within CAP positions, with its answers."""
    return list(settled_endings(GAME, endings(), CAP))


def wrongly_dead(dead_end: Callable[[State], bool]) -> tuple[int, list[object]]:
    """How many settled endings ``dead_end`` calls dead, and those of them that are won."""
    dead = [(label, answer) for label, state, answer in settled() if dead_end(state)]
    return len(dead), [label for label, answer in dead if answer]


def test_the_endings_are_the_labyrinths_with_the_pack_in() -> None:
    for _, state in endings()[:40]:
        assert state.piles["stock"]
        assert 1 <= state.counters["rows_dealt"] < GRID.rows


def test_a_knot_no_card_set_aside_unties_is_dead_with_the_pack_in() -> None:
    # Spades rising at 4, falling at 6: each 5 is shut in by two cards on
    # either side; the pack's 6 is free, and whatever is dealt under the
    # columns only covers them more.
    state = GAME.empty_state(1, rows_dealt=5, row_length=10, graces_left=1)
    three_suits_home(state, ACE_PILES, KING_PILES, 4, 6)
    for column, line in enumerate(("7S/0 11S/0 5S/0 8S/0 12S/0", "9S/0 11S/1 5S/1 10S/0 12S/1")):
        for cell, card in zip(COLUMN_CELLS[column], cards(line), strict=False):
            state.piles[cell] = [card]
    state.piles["stock"] = cards("13S/0 6S/0")
    state.face_down = set(state.piles["stock"])
    assert GAME.solver_dead_end(state)
    assert judge_dead_end(GAME, [("hand-made", state)], GAME.solver_dead_end, 20_000) == (1, 1, 0, [])


def test_the_labyrinth_calls_dead_only_lost_endings_with_the_pack_in() -> None:
    dead, wrong = wrongly_dead(GAME.solver_dead_end)
    assert not wrong
    won = sum(answer for _, _, answer in settled())
    assert len(settled()) >= 150 and dead >= 20 and won >= 100, (len(settled()), dead, won)


def test_careless_versions_are_caught() -> None:
    def pack_left_out(state: State) -> bool:
        lines, others, home = GAME.knot_parts(state)
        others = [card for card in others if card not in state.piles["stock"]]
        return tangled_but_for_one(lines, others, face_number, home)

    def grace_forgotten(state: State) -> bool:
        return tangled_both_ends(*GAME.knot_parts(state)[:2], face_number, GAME.knot_parts(state)[2])

    for careless in (pack_left_out, grace_forgotten):
        assert wrongly_dead(careless)[1], careless.__name__
