"""Lines of cells: rows dealt one under another into cells, with lanes along
rows and columns.

Used by: babette, the_blockade, the_carpet, the_labyrinth.
"""

from __future__ import annotations

import attrs

from ..ops import Tx
from ..state import State


@attrs.frozen
class CellGrid:
    """Rows dealt one under another, so the table forms columns of cells
    named ``r{row}c{column}``; each row blocks the one above it (The
    Blockade, Babette). A cell is free when every lower cell of its column
    is empty: a hole left higher up does not matter, nor one lower down."""

    rows: int
    columns: int
    # Each cell's four lanes, worked out when first asked (the free tests ask
    # them of every card of every position): kept with the grid, so a lookup
    # hashes the cell's name only, not the grid.
    _lanes: dict[str, tuple[tuple[str, ...], ...]] = attrs.field(
        init=False, factory=dict, eq=False, hash=False, repr=False
    )

    @staticmethod
    def cell(row: int, column: int) -> str:
        return f"r{row}c{column}"

    @staticmethod
    def row_of(pile: str) -> int:
        return int(pile[1 : pile.index("c")])

    @staticmethod
    def column_of(pile: str) -> int:
        return int(pile[pile.index("c") + 1 :])

    @property
    def cells(self) -> list[str]:
        """Every cell, row by row, left to right."""
        return [self.cell(r, c) for r in range(1, self.rows + 1) for c in range(1, self.columns + 1)]

    def row(self, row: int) -> list[str]:
        return [self.cell(row, c) for c in range(1, self.columns + 1)]

    def column(self, column: int) -> list[str]:
        """A column's cells, top row first."""
        return [self.cell(r, column) for r in range(1, self.rows + 1)]

    def below(self, pile: str) -> list[str]:
        """The lower cells of the same column."""
        return list(self.lanes(pile)[1])

    def lanes(self, pile: str) -> tuple[tuple[str, ...], ...]:
        """The cell's four lanes to the edges of the grid: the cells above it
        (top row first), below it, to its left (leftmost first) and to its right."""
        lanes = self._lanes.get(pile)
        if lanes is None:
            row, column = self.row_of(pile), self.column_of(pile)
            lane, line = self.column(column), self.row(row)
            lanes = tuple(lane[: row - 1]), tuple(lane[row:]), tuple(line[: column - 1]), tuple(line[column:])
            self._lanes[pile] = lanes
        return lanes

    def is_free(self, state: State, pile: str) -> bool:
        """Nothing lies below the cell in its column."""
        piles = state.piles
        for lower in self.lanes(pile)[1]:  # noqa: SIM110 - (no generator: asked of every card on the table)
            if piles[lower]:
                return False
        return True

    # -- lanes along a line of cells (appended: the Labyrinth, the Carpet) --------

    def above(self, pile: str) -> list[str]:
        """The higher cells of the same column, top row first."""
        return list(self.lanes(pile)[0])

    def left_of(self, pile: str) -> list[str]:
        """The cells of the same row to the left, leftmost first."""
        return list(self.lanes(pile)[2])

    def right_of(self, pile: str) -> list[str]:
        """The cells of the same row to the right."""
        return list(self.lanes(pile)[3])

    def open_in_column(self, state: State, pile: str) -> bool:
        """Free from the top or from the bottom: every higher cell of its
        column is empty, or every lower one (the Labyrinth; an upright card
        of the Carpet, whose narrow ends face up and down)."""
        piles = state.piles
        above, below, _, _ = self.lanes(pile)
        return not any(piles[p] for p in below) or not any(piles[p] for p in above)

    def open_in_row(self, state: State, pile: str) -> bool:
        """Free from the left or from the right: a clear lane from the cell
        to one edge of its row (a crossways card of the Carpet)."""
        piles = state.piles
        _, _, left, right = self.lanes(pile)
        return not any(piles[p] for p in left) or not any(piles[p] for p in right)

    @staticmethod
    def checkered(pile: str) -> bool:
        """On a board laid like a chessboard (the Carpet), is the cell one of
        the crossways ones? Row 1, column 1 is upright, and the kinds alternate
        along every row and column."""
        return (CellGrid.row_of(pile) + CellGrid.column_of(pile)) % 2 == 1


def deal_next_row(tx: Tx, grid: CellGrid, counter: str = "rows_dealt", stock: str = "stock") -> int:
    """Deal the next row of ``grid`` (``counter`` counts the rows begun) face
    up, left to right, while the pack lasts: a short last row fills from the
    first column. Returns the row's number."""
    row = tx.state.counters[counter] + 1
    tx.set(counter, row)
    for place in grid.row(row):
        if tx.state.piles[stock]:
            tx.move(stock, place, 1, face_up=True)
    return row
