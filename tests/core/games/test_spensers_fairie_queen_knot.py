"""Spenser's Fairie Queen once its deal is over: cards that wait on one
another across the lines are lost (blocks.tangled, with the lines built
down regardless of suit: blocks.one_above_any_suit). Round 6 wrote this
dead end and took it out again as too dear a position; round 7 made
blocks.tangled cheaper and brought it back. Every position judged dead is
proved lost by the plain exhaustive search (tests.core.helpers.exhaustive_win),
on hand-made cases and on 150 small random positions; a deliberately
careless version (one that forgets where a card could be built) is caught by
the same positions."""

from __future__ import annotations

import random

import pytest

from cadogan.core.blocks import one_above_any_suit
from cadogan.core.cards import rank_code
from cadogan.core.games import spensers_fairie_queen as spenser
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import dead_ends_proved_lost, exhaustive_win, position, suit_up_to, winnable

SPENSER = get_game("spensers_fairie_queen")
SEEDS = range(150)


def test_one_above_any_suit() -> None:
    assert one_above_any_suit(2 * 16 + 7) == (8, 16 + 8, 32 + 8, 48 + 8)
    assert one_above_any_suit(13) == ()


KINGS = [f"K{suit}/{pack}" for suit in "CDHS" for pack in (0, 1)]


def spenser_position(lines: list[list[str]], hearts: int = 8, spades: int = 8) -> State:
    """Clubs and diamonds home to the queens, hearts and spades to the ranks
    given; each line a king and the cards under it (the deal over)."""
    piles = {}
    tops = {"C": 12, "D": 12, "H": hearts, "S": spades}
    for index, (suit, pack) in enumerate([(suit, pack) for suit in "CDHS" for pack in (0, 1)], 1):
        piles[f"f{index}"] = suit_up_to(suit, tops[suit], pack)
    for index, (king, line) in enumerate(zip(KINGS, lines, strict=True), 1):
        piles[f"c{index}"] = " ".join([king, *line])
    return position(SPENSER, piles)


def test_spenser_lines_waiting_on_each_other_are_lost() -> None:
    # Hearts and spades home to the eights. Each nine lies under a ten that
    # waits for it, each jack under a queen that waits for it; the tens'
    # jacks are covered, and a queen goes on nothing but a single king.
    lines = [["9H/0", "10S/0"], ["9H/1", "10S/1"], ["9S/0", "10H/0"], ["9S/1", "10H/1"]]
    lines += [["JH/0", "QS/0"], ["JH/1", "QS/1"], ["JS/0", "QH/0"], ["JS/1", "QH/1"]]
    state = spenser_position(lines)
    assert SPENSER.solver_dead_end(state)
    assert not winnable(SPENSER, state)


def test_spenser_says_nothing_while_a_king_is_single() -> None:
    # The same knot with one queen and its jack moved under another line's
    # ten: the last king is single, a ten goes there, and all comes home.
    lines = [["9H/0", "10S/0"], ["9H/1", "10S/1"], ["9S/0", "10H/0"], ["9S/1", "10H/1", "JS/1", "QH/1"]]
    lines += [["JH/0", "QS/0"], ["JH/1", "QS/1"], ["JS/0", "QH/0"], []]
    state = spenser_position(lines)
    assert not SPENSER.solver_dead_end(state)
    assert winnable(SPENSER, state)


def test_spenser_says_nothing_during_the_deal() -> None:
    state = SPENSER.deal(1)
    assert not SPENSER.solver_dead_end(state)


def random_spenser(seed: int) -> State:
    """Hearts and spades home to the eights, their nines to queens dealt
    two to a line, no king single: the queens and tens mostly at the foot,
    the nines and jacks mostly under them (where knots are likely), in any
    pairing; a line in four turned the other way."""
    rng = random.Random(seed)
    faces = [(rank, suit, pack) for suit in "HS" for pack in (0, 1) for rank in (9, 10, 11, 12)]
    feet = [face for face in faces if face[0] in (10, 12)]
    under = [face for face in faces if face[0] in (9, 11)]
    rng.shuffle(feet)
    rng.shuffle(under)
    lines = []
    for low, foot in zip(under, feet, strict=True):
        line = [low, foot] if rng.random() < 0.75 else [foot, low]
        lines.append([f"{rank_code(rank)}{suit}/{pack}" for rank, suit, pack in line])
    return spenser_position(lines)


def test_spenser_random_knots_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(SPENSER, (random_spenser(seed) for seed in SEEDS)) >= 10


def test_spenser_a_dead_end_forgetting_building_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    positions = [random_spenser(seed) for seed in SEEDS]
    monkeypatch.setattr(spenser, "one_above_any_suit", lambda _face: ())
    assert any(SPENSER.solver_dead_end(state) and exhaustive_win(SPENSER, state) for state in positions)
