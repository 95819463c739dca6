"""Blocks for lanes, building regardless of suit, reversing sequences and
telling a dead end: lane_takes, one_apart, FoundationRule(any_suit=True),
reversal_moves/reversal, progress_reachable."""

from __future__ import annotations

from cadogan import core
from cadogan.core.blocks import (
    FoundationRule,
    is_progress,
    lane_takes,
    one_apart,
    outside_card_only,
    progress_reachable,
    reversal,
    reversal_moves,
)
from cadogan.core.moves import DEAL, MOVE, Move, move
from tests.core.helpers import cards, position


def card(text: str):
    return cards(text)[0]


# -- availability --------------------------------------------------------------------


def test_only_the_outside_card_of_a_row_one_at_a_time():
    fortress = core.get_game("fortress")
    state = position(fortress, {"l1": "4S 9D", "l2": ""})
    assert outside_card_only(state, "l1", 1)
    assert outside_card_only(state, "l1", 2).reason == "Only the outside card of a row can be moved, one at a time"
    assert outside_card_only(state, "l2", 1).reason == "There is no card there"


# -- lanes ---------------------------------------------------------------------------


def test_a_lane_takes_any_card_by_default():
    for name in ("AS", "7H", "KD"):
        assert lane_takes(card(name))


def test_a_lane_for_kings_only():
    assert lane_takes(card("KS"), only=13, place="column")
    verdict = lane_takes(card("QS"), only=13, place="column")
    assert not verdict and verdict.reason == "Only a king can fill an empty column"
    assert lane_takes(card("7S"), only=1, place="row").reason == "Only an ace can fill an empty row"


def test_klondike_uses_the_kings_only_lane():
    klondike = core.get_game("canfield_or_klondike")
    state = position(klondike, {"t1": "", "t2": "QS", "t3": "KH"})
    assert klondike.can_drop(state, "t2", 1, "t1").reason == "Only a king can fill an empty column"
    assert klondike.can_drop(state, "t3", 1, "t1")


# -- building regardless of suit -----------------------------------------------------------


def test_one_apart_goes_up_or_down_in_any_suit():
    assert one_apart(card("7S"), card("8D"))
    assert one_apart(card("7S"), card("6H"))
    assert one_apart(card("7S"), card("9D")).reason == "A card goes on one a rank higher or lower"
    assert not one_apart(card("7S"), card("7D"))
    assert not one_apart(card("AS"), card("KD"))  # no wrap


def test_foundation_regardless_of_suit():
    rule = FoundationRule(direction=1, first=1, length=13, any_suit=True)
    assert rule.accepts(cards("AH 2C 3S 4D 5H 6D"), card("7S"))
    assert rule.accepts(cards("AH 2C 3S 4D 5H 6D"), card("8S")).reason == "This foundation needs the 7 next"
    assert rule.accepts([], card("AS"))
    assert rule.next_card(cards("AH 2C")) == (None, 3)


def test_foundation_in_suit_is_unchanged():
    rule = FoundationRule(direction=1, first=1)
    assert rule.accepts(cards("AH 2H"), card("3S")).reason == "This foundation takes hearts only"
    assert rule.accepts(cards("AH 2H"), card("3H"))


# -- reversing a sequence --------------------------------------------------------------


def test_reversal_is_a_series_of_single_card_moves():
    assert reversal_moves("l1", "r2", 3) == [Move(MOVE, "l1", "r2", 1)] * 3


def test_reversal_checks_every_step_and_leaves_the_state():
    fortress = core.get_game("fortress")
    state = position(fortress, {"l1": "9C 2H 3H 4H", "r2": "", "r3": "5S"})
    before = state.copy()
    assert reversal(fortress, state, "l1", "r2", 3)
    assert state == before
    # Onto another packet, the first card must marry: the 4♥ cannot go on the 5♠.
    assert reversal(fortress, state, "l1", "r3", 3).reason == "Marriages must follow suit"
    # The 9♣ does not follow the 2♥.
    assert reversal(fortress, state, "l1", "r2", 4).reason == "Marriages must follow suit"


# -- dead ends -----------------------------------------------------------------------------


def test_progress_is_a_card_to_a_foundation_or_a_click():
    kings = core.get_game("the_kings")
    state = kings.deal(1)
    assert is_progress(kings, state, Move(DEAL, "stock"))
    assert is_progress(kings, state, move("l1", "f1"))
    assert not is_progress(kings, state, move("l1", "r1"))


def test_progress_reachable_looks_past_shifts():
    fortress = core.get_game("fortress")
    # Moving the 6♣ onto the 5♣ frees the 3♣ for its foundation.
    open_ = position(fortress, {"f1": "AC 2C", "l1": "3C 6C", "l2": "5C"})
    assert progress_reachable(fortress, open_)
    # The 6♣ and 5♣ may trade places for ever; the 3♣ stays under the 8♦.
    shut = position(fortress, {"f1": "AC 2C", "l1": "3C 8D 6C", "l2": "KH 5C", **_full_rows("l3 l4 l5 r1 r2 r3")})
    assert not progress_reachable(fortress, shut)
    assert [m for m in fortress.legal_moves(shut)] == [move("l1", "l2"), move("l2", "l1")]


def test_progress_reachable_says_yes_past_its_limit():
    fortress = core.get_game("fortress")
    shut = position(fortress, {"f1": "AC 2C", "l1": "3C 8D 6C", "l2": "KH 5C", **_full_rows("l3 l4 l5 r1 r2 r3")})
    assert not progress_reachable(fortress, shut, limit=10)
    assert progress_reachable(fortress, shut, limit=1)  # gave up: not called a dead end


def _full_rows(rows: str) -> dict[str, str]:
    """Rows whose single cards marry nothing (no lane opens)."""
    fillers = ["KS", "QD", "10H", "8S", "2D", "4H", "6S", "JC"]
    ids = [*rows.split(), "r4", "r5"]
    return dict(zip(ids, fillers, strict=True))
