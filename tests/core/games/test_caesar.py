"""Cæsar: the rules card's checks, swaps anywhere, the magic squares, the
edge totals, the options, the hint that solves the square."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import GROUP, Move, Session, swap
from cadogan.core.games.caesar import CELLS, MAGIC, SHUFFLED, THREE_FIFTEENS, fifteens, swaps_to_magic, values
from tests.core.helpers import check_random_play, check_save_round_trip, play_hints_to_the_end

GAME = core.get_game("caesar")
# Cards by value in the plate's suits, so a square can be written as values.
SUIT = {1: "AC", 2: "2H", 3: "3D", 4: "4S", 5: "5C", 6: "6H", 7: "7H", 8: "8S", 9: "9D"}


def square(text: str) -> Session:
    """A square written as nine values, row by row ("2 7 6 9 5 1 4 3 8")."""
    cards = [SUIT[int(v)] for v in text.split()]
    return Session.from_position(GAME.id, dict(zip(CELLS, cards, strict=True)))


def test_check_1_the_deal_is_the_plates_square_of_ace_to_nine():
    s = Session.new("caesar", 1)
    tops = [s.state.piles[c] for c in CELLS]
    assert all(len(cards) == 1 for cards in tops)
    assert sorted(cards[0].rank for cards in tops) == list(range(1, 10))
    assert [c[0].label for c in tops] == ["7♥", "8♠", "3♦", "5♣", "6♥", "4♠", "9♦", "A♣", "2♥"]
    assert [c[0].label for c in Session.new("caesar", 77).state.piles.values()] == [c[0].label for c in tops]


def test_check_2_any_two_cards_swap_even_far_apart():
    s = Session.new("caesar", 1)
    assert s.check(swap("c1", "c9")) is None
    step = s.play(swap("c1", "c9"))
    assert step.label == "Swap 7♥ and 2♥"
    assert s.state.piles["c1"][0].label == "2♥" and s.state.piles["c9"][0].label == "7♥"
    assert len(s.legal_moves()) == 36 and all(m.kind == "swap" for m in s.legal_moves())


def test_nothing_but_swaps():
    s = Session.new("caesar", 1)
    assert s.check(Move("move", "c1", "c2")) == "Drop the card on another card to swap them"
    assert s.check(Move(GROUP, "c1", "c2", 1, ("c3",))) == "The only move is to swap two cards"
    assert s.check(swap("c1", "c1")) == "Each card must come from a place of its own"
    assert s.check(swap("c1", "c10")) == "There is no such place"


@pytest.mark.parametrize("text", ["2 7 6 9 5 1 4 3 8", "4 9 2 3 5 7 8 1 6"])
def test_checks_3_and_4_magic_squares_are_won(text):
    s = square(text)
    assert fifteens(values(s.state)) == 8 and s.is_won() and not s.is_lost()


@pytest.mark.parametrize(
    ("text", "count"),
    [("1 2 3 4 5 6 7 8 9", 4), ("7 8 3 5 6 4 9 1 2", 3), ("2 7 6 9 1 5 4 3 8", 4)],
)
def test_checks_5_7_8_squares_that_are_not_won(text, count):
    s = square(text)
    assert fifteens(values(s.state)) == count and not s.is_won() and not s.is_lost()


def test_check_6_suits_are_ignored():
    faces = ["2H", "7H", "6H", "9D", "5C", "AC", "4S", "3D", "8S"]  # 2 7 6 / 9 5 1 / 4 3 8
    s = Session.from_position(GAME.id, dict(zip(CELLS, faces, strict=True)))
    assert s.is_won()


def test_the_eight_magic_squares():
    assert len(set(MAGIC)) == 8
    for magic in MAGIC:
        assert magic[4] == 5 and {magic[0], magic[2], magic[6], magic[8]} == {2, 4, 6, 8}


def test_the_totals_along_the_edges_follow_the_swaps():
    s = Session.new("caesar", 1)
    texts = GAME.table_texts(s.state)
    assert texts == {
        "row1": "18", "row2": "15 ✓", "row3": "12",
        "col1": "21", "col2": "15 ✓", "col3": "9",
        "diag1": "↘ 15 ✓", "diag2": "18 ↙",
    }  # fmt: skip
    assert GAME.counters_shown(s.state) == {"fifteens": "3 of 8"}
    s.play(swap("c1", "c9"))
    assert GAME.table_texts(s.state)["row1"] == "13" and GAME.table_texts(s.state)["col3"] == "14"


def test_the_hint_solves_the_square_in_the_fewest_swaps():
    s = Session.new("caesar", 1)
    needed = swaps_to_magic(values(s.state))
    play_hints_to_the_end(s, 20)
    assert s.is_won() and s.moves_made == needed
    assert s.hint() is None


def test_a_won_game_through_the_api_from_a_shuffled_square():
    s = Session.new("caesar", 5, {SHUFFLED: True})
    assert not s.is_won()
    play_hints_to_the_end(s, 20)
    assert s.is_won() and s.moves_made <= 8


def test_the_options_shuffle_the_square():
    shuffled = {tuple(values(Session.new("caesar", d, {SHUFFLED: True}).state)) for d in range(1, 8)}
    assert len(shuffled) > 1
    for d in range(1, 8):
        assert fifteens(values(Session.new("caesar", d, {THREE_FIFTEENS: True}).state)) == 3
        assert not Session.new("caesar", d, {SHUFFLED: True}).is_won()


def test_random_play_and_exact_undo():
    check_random_play("caesar", 1, seed=3, steps=200)
    check_random_play("caesar", 2, seed=4, steps=200, options={SHUFFLED: True})


def test_save_round_trip():
    check_save_round_trip("caesar", 1, seed=5)
    check_save_round_trip("caesar", 3, seed=6, options={THREE_FIFTEENS: True})


def test_the_win_looked_up_agrees_with_the_lines_totals():
    """is_won looks the square up among the eight magic ones: every
    arrangement of ace to nine, and hand-made squares that repeat or leave
    out a value, are judged as their eight lines' totals judge them."""
    import itertools

    from cadogan.core.cards import Card, Suit
    from cadogan.core.games.caesar import line_sums
    from cadogan.core.state import State

    def judged(ranks) -> tuple[bool, bool]:
        piles = {c: ([Card(Suit.CLUBS, r)] if r else []) for c, r in zip(CELLS, ranks, strict=True)}
        return GAME.is_won(State(piles)), all(total == 15 for total in line_sums(tuple(ranks)))

    for ranks in itertools.islice(itertools.permutations(range(1, 10)), 0, None, 37):
        assert judged(ranks)[0] == judged(ranks)[1]
    for ranks in MAGIC:
        assert judged(ranks) == (True, True)
    assert judged((5,) * 9) == (True, True)  # a hand-made square of nine fives makes fifteen everywhere
    assert judged((2, 7, 6, 9, 5, 1, 4, 3, 0)) == (False, False)
