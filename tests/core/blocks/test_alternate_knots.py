"""Knots across stacks (blocks.tangled) in the Terrace (issue 17, round 6),
whose foundations rise red and black in turn from a chosen rank (faces by
base colour and place: blocks.alternate_face, alternate_places,
alternate_onto).
Every position judged dead is proved lost by the plain exhaustive search
(tests.core.helpers.exhaustive_win), on hand-made cases and on 150 small
random positions; a deliberately careless version (one that
forgets where a card could be built) is caught by the same positions."""

from __future__ import annotations

import random

import pytest

from cadogan.core.blocks import alternate_face, alternate_onto, alternate_places
from cadogan.core.cards import Card, Suit, rank_code
from cadogan.core.games import the_terrace
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import cards, dead_ends_proved_lost, exhaustive_win, position, terrace_foundations, winnable

TERRACE = get_game("the_terrace")
SPENSER = get_game("spensers_fairie_queen")
SEEDS = range(150)


# -- the faces ----------------------------------------------------------------------


def test_a_card_belongs_to_the_piles_of_one_base_colour() -> None:
    face = alternate_face(1)
    # From a red ace: black two, red three. From a black ace: red two.
    assert face(Card(Suit.HEARTS, 1)) == 1
    assert face(Card(Suit.SPADES, 2)) == 2
    assert face(Card(Suit.DIAMONDS, 3)) == 3
    assert face(Card(Suit.HEARTS, 2)) == 16 + 2
    assert face(Card(Suit.CLUBS, 13)) == 16 + 13
    # From the queens, turning the corner: a red king is second on a black queen's pile.
    face = alternate_face(12)
    assert face(Card(Suit.HEARTS, 13)) == 16 + 2
    assert face(Card(Suit.SPADES, 11)) == 16 + 13  # the black queen's pile ends with a black jack


def test_a_card_is_built_on_the_next_place_or_on_the_other_colours_base() -> None:
    onto = alternate_onto(12)
    face = alternate_face(12)
    # A red ten goes on a black jack; the black jack on a red queen, a base.
    assert onto(face(Card(Suit.HEARTS, 10))) == (face(Card(Suit.SPADES, 11)),)
    assert onto(face(Card(Suit.SPADES, 11))) == (face(Card(Suit.HEARTS, 12)),)
    assert face(Card(Suit.HEARTS, 12)) == 1
    # A queen goes on a king of the other colour; a king on nothing (no ace above it).
    assert onto(face(Card(Suit.HEARTS, 12))) == (face(Card(Suit.CLUBS, 13)),)
    assert onto(face(Card(Suit.CLUBS, 13))) == ()
    assert alternate_onto(1)(alternate_face(1)(Card(Suit.CLUBS, 13))) == ()


def test_places_count_the_piles_still_to_begin() -> None:
    homes = [cards("QH/0 KS/0"), cards("QD/0"), [], cards("QS/0 KH/0 AC/0"), []]
    assert alternate_places(homes, 4) == {0: [2, 1, 0, 0], 1: [3, 0, 0, 0]}


# -- the Terrace --------------------------------------------------------------------


def terrace(row: list[str], valley: list[str], waste: list[str], top: int = 11) -> State:
    piles = terrace_foundations(top)
    piles.update({f"t{index}": card for index, card in enumerate(row, 1)})
    piles.update({f"v{index}": " ".join(packet) for index, packet in enumerate(valley, 1)})
    piles["waste"] = " ".join(waste)
    return position(TERRACE, piles, base_rank=1)


def loose(ranks: tuple[int, ...]) -> list[str]:
    return [f"{rank_code(rank)}{suit}/{pack}" for rank in ranks for suit in "CDHS" for pack in (0, 1)]


def test_the_terrace_two_packets_waiting_on_each_other_are_lost() -> None:
    # Foundations at the jack: red-ace piles want black queens, then red
    # kings; black-ace piles red queens, then black kings. Each black queen
    # lies under a black king, each red queen under a red king, and the
    # kings cannot be built on anything: no card can go home first.
    valley = [["QS/0", "KC/0"], ["QS/1", "KC/1"], ["QC/0", "KS/0"], ["QC/1", "KS/1"]]
    valley += [["QH/0", "KH/0"], ["QH/1", "KH/1"], ["QD/0", "KD/0"], ["QD/1", "KD/1"]]
    state = terrace([], valley, [])
    assert TERRACE.solver_dead_end(state)
    assert not winnable(TERRACE, state)


def test_the_terrace_knot_is_what_finds_it(monkeypatch: pytest.MonkeyPatch) -> None:
    valley = [["QS/0", "KC/0"], ["QS/1", "KC/1"], ["QC/0", "KS/0"], ["QC/1", "KS/1"]]
    valley += [["QH/0", "KH/0"], ["QH/1", "KH/1"], ["QD/0", "KD/0"], ["QD/1", "KD/1"]]
    monkeypatch.setattr(the_terrace.TheTerrace, "knotted", lambda _self, _state: False)
    assert not TERRACE.solver_dead_end(terrace([], valley, []))


def test_the_terrace_near_miss_one_queen_free_wins() -> None:
    valley = [["KC/0", "QS/0"], ["QS/1", "KC/1"], ["QC/0", "KS/0"], ["QC/1", "KS/1"]]
    valley += [["QH/0", "KH/0"], ["QH/1", "KH/1"], ["QD/0", "KD/0"], ["QD/1", "KD/1"]]
    state = terrace([], valley, [])
    assert not TERRACE.solver_dead_end(state)
    assert winnable(TERRACE, state)


def random_terrace(seed: int) -> State:
    """Foundations at the ten; the jacks, queens and kings in the Terrace
    (a few), four valley packets and the talon."""
    rng = random.Random(seed)
    free = loose((11, 12, 13))
    rng.shuffle(free)
    row = free[: rng.randrange(0, 4)]
    valley: list[list[str]] = [[] for _ in range(9)]
    waste: list[str] = []
    for card in free[len(row) :]:
        where = rng.randrange(5)
        if where < 4:
            valley[where].append(card)
        else:
            waste.append(card)
    return terrace(row, valley, waste, top=10)


def test_the_terrace_random_knots_judged_dead_are_lost() -> None:
    positions = [random_terrace(seed) for seed in SEEDS]
    assert dead_ends_proved_lost(TERRACE, positions) >= 10
    assert sum(the_terrace.TheTerrace.knotted(TERRACE, state) for state in positions) >= 10


def test_the_terrace_a_dead_end_forgetting_building_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    positions = [random_terrace(seed) for seed in SEEDS]
    monkeypatch.setattr(the_terrace, "alternate_onto", lambda _first: lambda _face: ())
    assert any(TERRACE.solver_dead_end(state) and exhaustive_win(TERRACE, state) for state in positions)
