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


def test_lanes_to_the_edges_and_the_open_tests() -> None:
    """above/below/left_of/right_of (worked out once per cell) name the
    cells between a cell and each edge, nearest the edge first for above and
    left_of; open_in_column/open_in_row look along them."""
    grid = CellGrid(rows=4, columns=3)
    assert grid.above("r3c2") == ["r1c2", "r2c2"]
    assert grid.below("r3c2") == ["r4c2"]
    assert grid.left_of("r3c2") == ["r3c1"]
    assert grid.right_of("r3c2") == ["r3c3"]
    assert grid.above("r1c1") == [] and grid.left_of("r1c1") == []
    grid.above("r3c2").append("x")  # a caller's list is its own
    assert grid.above("r3c2") == ["r1c2", "r2c2"]
    state = position(Babette(), {"r1c2": "5H", "r3c2": "6H", "r4c2": "7H", "r3c1": "8H"})
    assert not grid.open_in_column(state, "r3c2")  # r1c2 above (past a hole), r4c2 below
    assert grid.open_in_column(state, "r1c2") and grid.open_in_column(state, "r4c2")
    assert grid.open_in_row(state, "r3c2")  # nothing to its right
    assert grid.open_in_row(state, "r3c1")
    state.piles["r3c3"] = state.piles.pop("r3c3", []) + list(state.piles["r1c2"])
    assert not grid.open_in_row(state, "r3c2")  # r3c1 left, r3c3 right
