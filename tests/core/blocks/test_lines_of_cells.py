"""CellGrid's lanes along a line of cells (the Labyrinth, the Carpet), and
the blocks that deal a row, withdraw the bases and tell a single home."""

from __future__ import annotations

from cadogan.core.blocks import CellGrid, deal_next_row, only_home, withdraw
from cadogan.core.cards import Suit, new_deck
from cadogan.core.games.babette import Babette
from cadogan.core.moves import YES, no
from cadogan.core.ops import Tx, revert_all
from tests.core.helpers import position

GRID = CellGrid(rows=4, columns=3)
GAME = Babette()  # any game whose piles include cells r1c1 … r4c3


def test_above_left_and_right() -> None:
    assert GRID.above("r3c2") == ["r1c2", "r2c2"]
    assert GRID.above("r1c2") == []
    assert GRID.left_of("r2c3") == ["r2c1", "r2c2"]
    assert GRID.right_of("r2c1") == ["r2c2", "r2c3"]
    assert GRID.right_of("r2c3") == []


def test_open_in_column_from_the_top_or_the_bottom() -> None:
    state = position(GAME, {"r1c1": "5H", "r2c1": "6H", "r3c1": "7H", "r4c1": "8H"})
    assert GRID.open_in_column(state, "r1c1") and GRID.open_in_column(state, "r4c1")
    assert not GRID.open_in_column(state, "r2c1") and not GRID.open_in_column(state, "r3c1")
    state.piles["r1c1"] = []
    assert GRID.open_in_column(state, "r2c1")  # free from the top now
    assert not GRID.open_in_column(state, "r3c1")  # a hole above is not a lane to the edge


def test_open_in_row_needs_a_lane_to_an_edge() -> None:
    state = position(GAME, {"r2c1": "5H", "r2c2": "6H", "r2c3": "7H"})
    assert GRID.open_in_row(state, "r2c1") and GRID.open_in_row(state, "r2c3")
    assert not GRID.open_in_row(state, "r2c2")
    state.piles["r2c3"] = []
    assert GRID.open_in_row(state, "r2c2")


def test_checkered_places() -> None:
    assert not CellGrid.checkered("r1c1") and CellGrid.checkered("r1c2") and CellGrid.checkered("r2c1")
    assert not CellGrid.checkered("r8c8")


def test_deal_next_row_left_to_right_and_short_at_the_end() -> None:
    state = position(GAME, {"stock": "9S 8S 7S 6S"}, rows_dealt=0)  # the 6♠ is the top card
    tx = Tx(state)
    assert deal_next_row(tx, GRID) == 1
    assert [state.top(p).label for p in GRID.row(1)] == ["6♠", "7♠", "8♠"]
    assert deal_next_row(tx, GRID) == 2
    assert [state.top(p).label if state.piles[p] else None for p in GRID.row(2)] == ["9♠", None, None]
    assert state.counters["rows_dealt"] == 2
    revert_all(state, tx.ops)
    assert state.size("stock") == 4 and state.counters["rows_dealt"] == 0


def test_withdraw_takes_the_first_copy_of_each() -> None:
    deck = new_deck(2)
    taken = withdraw(deck, [(Suit.HEARTS, 1), (Suit.SPADES, 13), (Suit.HEARTS, 1)])
    assert [(c.label, c.pack) for c in taken] == [("A♥", 0), ("K♠", 0), ("A♥", 1)]
    assert len(deck) == 101 and not set(taken) & set(deck)


def test_only_home() -> None:
    state = position(GAME, {"a1": "AH", "a2": "", "a3": ""})
    assert only_home(state, ["a1", "k1"], lambda pile: YES if pile == "a1" else no("no"))
    assert not only_home(state, ["a1", "k1"], lambda pile: YES)  # two places to choose from
    assert not only_home(state, ["a1", "k1"], lambda pile: no("no"))
    assert only_home(state, ["a2", "a3"], lambda pile: YES)  # empty piles alike: one place
    assert not only_home(state, ["a1", "a2"], lambda pile: YES)
