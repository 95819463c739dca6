"""Block: shifts that lead nowhere are idle (``shift_leads_nowhere``), the
lost test of games whose cards may shift for ever."""

from __future__ import annotations

from cadogan import core
from cadogan.core import DEAL, Move
from cadogan.core.blocks import shift_leads_nowhere
from cadogan.core.moves import move
from tests.core.blocks.test_lanes import _full_rows
from tests.core.helpers import position

FORTRESS = core.get_game("fortress")


def test_a_shift_is_idle_only_when_no_series_of_moves_brings_progress():
    # Moving the 6♣ onto the 5♣ frees the 3♣ for its foundation.
    open_ = position(FORTRESS, {"f1": "AC 2C", "l1": "3C 6C", "l2": "5C"})
    assert not shift_leads_nowhere(FORTRESS, open_, move("l1", "l2"))
    # The 6♣ and the 5♣ may trade places for ever; the 3♣ stays under the 8♦.
    shut = position(FORTRESS, {"f1": "AC 2C", "l1": "3C 8D 6C", "l2": "KH 5C", **_full_rows("l3 l4 l5 r1 r2 r3")})
    assert shift_leads_nowhere(FORTRESS, shut, move("l1", "l2"))
    assert FORTRESS.is_idle(shut, move("l1", "l2"))


def test_plays_and_clicks_are_never_idle_shifts():
    shut = position(FORTRESS, {"f1": "AC 2C", "l1": "3C 8D 6C", "l2": "KH 5C", **_full_rows("l3 l4 l5 r1 r2 r3")})
    assert not shift_leads_nowhere(FORTRESS, shut, move("l1", "f1"))
    assert not shift_leads_nowhere(FORTRESS, shut, Move(DEAL, "stock"))


def test_married_both_ways_gives_safe_plays_and_idle_shifts():
    from cadogan.core.blocks import MarriedBothWays

    square = core.get_game("the_square")
    assert isinstance(square, MarriedBothWays) and isinstance(core.get_game("the_four_corners"), MarriedBothWays)
    # 5♥ onto the hearts at 4♥: a 4♥ or a 6♥ could still marry onto it.
    state = position(square, {"f1": "AH 2H 3H 4H", "q1": "5H", "q2": "6H"}, rest="stock")
    assert not square.is_safe(state, move("q1", "f1"))
    assert not square.is_safe(state, move("q1", "q2"))  # not a play
    # The pack can still be turned: no shift leads nowhere.
    assert not square.is_idle(state, move("q1", "q2"))
