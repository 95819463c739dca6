"""Babette: rules card checks, the book's rules, deal, re-deals, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.babette import ACE_PILES, CELLS, GRID, KING_PILES
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("babette")
NEXT_ROW = Move(DEAL, "stock")
cell = GRID.cell


def at(piles: dict[str, str], rows: int, stock: str = "", redeals_left: int = 2) -> Session:
    """A hand-made position holding only the cards named; ``stock`` lists
    the pack's cards in the order they will be dealt."""
    dealt = " ".join(reversed(stock.split()))
    piles = {**piles, "stock": dealt} if stock else piles
    return Session(GAME, position(GAME, piles, down=dealt, rows_dealt=rows, redeals_left=redeals_left))


def test_opening_deal_is_row_one() -> None:
    state = GAME.deal(1)
    assert all(state.size(p) == 1 for p in GRID.row(1))
    assert all(state.is_empty(p) for p in CELLS[8:])
    assert state.size("stock") == 96 and set(state.piles["stock"]) == state.face_down
    assert state.counters == {"rows_dealt": 1, "redeals_left": 2}
    assert_same_cards(GAME, state)


def test_check_1_a_row_is_dealt_whole_by_one_click() -> None:
    s = Session.new("babette", 3)
    s.play(NEXT_ROW)
    assert all(s.state.size(p) == 1 for p in GRID.row(2))
    s.undo()
    assert all(s.state.is_empty(p) for p in GRID.row(2))  # one undoable step


def test_check_2_only_the_lowest_card_of_a_column_is_available() -> None:
    s = at({"r1c4": "5H", "r2c4": "3D", "r3c4": "2C", "a1": "AC", "a2": "AD 2D"}, rows=3)
    assert s.check(move("r2c4", "a2")) == "A card lower in this column blocks this one"
    s.play(move("r3c4", "a1"))
    s.play(move("r2c4", "a2"))
    assert s.state.top("a2").label == "3♦"


def test_check_3_a_new_row_keeps_its_place_below_a_hole() -> None:
    piles = {cell(r, 4): "5H" if r != 2 else "" for r in range(1, 7)}
    piles = {p: c for p, c in piles.items() if c}
    s = at({**piles}, rows=6, stock="9C 9C 9C 9C 9C 9C 9C 9C 9C")
    s.play(NEXT_ROW)
    assert s.state.is_empty(cell(2, 4))  # the hole stays open
    assert s.state.top(cell(7, 4)).label == "9♣"
    assert s.state.counters["rows_dealt"] == 7


def test_check_4_second_ace_ends_the_king_pile() -> None:
    s = at({"r1c1": "AS", "r1c2": "AS/1", "k1": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S"}, rows=1)
    s.play(move("r1c2", "a1"))
    assert s.check(move("r1c1", "a2")) == "The spades already have their ace foundation"
    assert s.check(move("r1c1", "k1")) == "This foundation needs the 2 next"
    s2 = at({"r1c1": "AS", "a1": "AS/1", "k1": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"}, rows=1)
    s2.play(move("r1c1", "k1"))
    assert len(s2.state.piles["k1"]) == 13


def test_check_5_foundations_follow_suit() -> None:
    s = at({"r1c1": "2H", "a1": "AD"}, rows=1)
    assert s.check(move("r1c1", "a1")) == "This foundation takes diamonds only"
    assert s.check(move("r1c1", "r1c2")) == "Cards go only to the foundations"


def test_check_6_the_first_deal_makes_thirteen_rows() -> None:
    state = GAME.deal(2)
    s = Session(GAME, state)
    for _ in range(12):
        s.play(NEXT_ROW)
    assert s.state.counters["rows_dealt"] == 13
    assert sum(s.state.size(p) for p in CELLS) == 104
    assert not s.state.piles["stock"]
    assert s.check(NEXT_ROW) == "The pack is used up"


def test_check_7_gathering_order() -> None:
    s = at({"r1c1": "3S", "r4c1": "9D", "r2c8": "5C", "a1": "AH"}, rows=13)
    s.play(Move(REDEAL))
    assert [s.state.top(p).label for p in GRID.row(1)[:3]] == ["5♣", "3♠", "9♦"]
    assert all(s.state.is_empty(p) for p in CELLS[3:])
    assert s.state.counters == {"rows_dealt": 1, "redeals_left": 1}
    assert s.state.piles["a1"] == cards("AH")  # foundations stay


def test_check_8_two_re_deals_only() -> None:
    s = at({"r1c1": "3S", "r1c2": "4S"}, rows=13, redeals_left=0)
    assert s.check(Move(REDEAL)) == "No re-deals are left"
    assert Move(REDEAL) not in s.legal_moves()


def test_re_deal_only_when_the_pack_is_out() -> None:
    s = at({"r1c1": "3S"}, rows=1, stock="4S")
    assert s.check(Move(REDEAL)) == "The garden is taken up only when the pack is used up"


def test_a_short_last_row() -> None:
    s = at({"r1c1": "3S"}, rows=1, stock="4S 5S 6S")
    s.play(NEXT_ROW)
    assert [s.state.top(p).label for p in GRID.row(2)[:3]] == ["4♠", "5♠", "6♠"]
    assert s.legal_moves() == [Move(REDEAL)]


def test_book_rule_iii_a_lower_card_released_frees_the_one_above() -> None:
    s = at({"r1c1": "2H", "r2c1": "QC", "a1": "AH", "k1": "KC"}, rows=2)
    assert s.check(move("r1c1", "a1")) == "A card lower in this column blocks this one"
    s.play(move("r2c1", "k1"))
    assert s.check(move("r1c1", "a1")) is None


def test_lost_and_not_lost() -> None:
    s = at({"r1c1": "3S", "r2c1": "4S", "a1": "AS"}, rows=2, redeals_left=0)
    assert s.game.is_lost(s.state)
    s = at({"r1c1": "3S", "r2c1": "2S", "a1": "AS"}, rows=2, redeals_left=0)
    assert not s.game.is_lost(s.state)
    s = at({"r1c1": "3S", "r2c1": "4S", "a1": "AS"}, rows=2, redeals_left=1)
    assert not s.game.is_lost(s.state)  # a re-deal is still open


def test_won_through_the_api() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate("SHDC"):
        piles[ACE_PILES[i]] = " ".join(f"{r}{suit}" for r in ranks[:-1])
        piles[KING_PILES[i]] = " ".join(f"{r}{suit}.1" for r in reversed(ranks))
    garden = {"r1c1": "KS", "r2c1": "KH", "r1c2": "KD", "r1c3": "KC"}
    s = Session.from_position("babette", piles={**piles, **garden}, counters={"rows_dealt": 2})
    assert s.check(move("r1c1", "a1")) == "A card lower in this column blocks this one"
    for src, dst in [("r2c1", "a2"), ("r1c1", "a1"), ("r1c2", "a3"), ("r1c3", "a4")]:
        assert not s.game.is_won(s.state)
        s.play(move(src, dst))
    assert s.game.is_won(s.state)


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 5), (7, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("babette", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("babette", 4, seed)
