"""A vacancy filled at once by the player's choice (blocks.Vacancy)."""

from __future__ import annotations

from cadogan.core.blocks import Vacancy


def test_only_the_filling_is_allowed() -> None:
    due = Vacancy("e3", ("r3c1", "r3c2"), "First fill the Rampart")
    assert due.allows("r3c1", "e3")
    assert due.allows("r3c2", "e3")
    assert due.allows("r2c1", "e3").reason == "First fill the Rampart"
    assert due.allows("r3c1", "f1").reason == "First fill the Rampart"


def test_a_single_source_is_no_choice() -> None:
    assert Vacancy("e3", ("r3c1", "r3c2")).only_choice is None
    assert Vacancy("e3", ("r3c2",)).only_choice == "r3c2"
    assert Vacancy("e3", ("r3c2",)).allows("x", "y").reason == "First fill the vacancy"
