"""CellGrid: rows dealt one under another, each blocking the row above."""

from __future__ import annotations

from cadogan.core.blocks import CellGrid
from cadogan.core.games.babette import Babette
from tests.core.helpers import position

GRID = CellGrid(rows=3, columns=2)


def test_names_and_order() -> None:
    assert GRID.cells == ["r1c1", "r1c2", "r2c1", "r2c2", "r3c1", "r3c2"]
    assert GRID.row(2) == ["r2c1", "r2c2"]
    assert GRID.column(2) == ["r1c2", "r2c2", "r3c2"]
    assert (GRID.row_of("r13c8"), GRID.column_of("r13c8")) == (13, 8)
    assert GRID.below("r1c1") == ["r2c1", "r3c1"]
    assert GRID.below("r3c1") == []


def test_a_cell_is_free_when_nothing_lies_lower_in_its_column() -> None:
    big = CellGrid(rows=13, columns=8)
    state = position(Babette(), {"r1c1": "5H", "r3c1": "6H", "r2c2": "7H"})
    assert not big.is_free(state, "r1c1")  # r3c1 blocks it, past the hole at r2c1
    assert big.is_free(state, "r3c1")
    assert big.is_free(state, "r2c2")
    assert big.is_free(state, "r1c3")  # an empty column
