"""The Carpet: rules card checks, lanes to the narrow ends, the talon, re-deals, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.the_carpet import ACE_PILES, CELLS, GRID, KING_PILES, crossways, is_available
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_carpet")
TURN = Move(DEAL, "stock", "waste")
cell = GRID.cell
BASES = {"a1": "AH", "a2": "AS", "a3": "AD", "a4": "AC", "k1": "KH", "k2": "KS", "k3": "KD", "k4": "KC"}
CROSSES = {
    (1, 1), (1, 3), (1, 5), (1, 7),  # above upright cards of row 1
    (8, 2), (8, 4), (8, 6), (8, 8),  # below upright cards of row 8
    (2, 1), (4, 1), (6, 1), (8, 1),  # left of crossways cards of column 1
    (1, 8), (3, 8), (5, 8), (7, 8),  # right of crossways cards of column 8
}  # fmt: skip


def full(missing: tuple[tuple[int, int], ...] = (), **piles: str) -> Session:
    """A carpet with every place filled (9♣ stands for any card) except
    ``missing``; other piles as named, over the eight bases."""
    carpet = {cell(r, c): "9C" for r in range(1, 9) for c in range(1, 9) if (r, c) not in missing}
    for name in list(piles):
        if name.startswith("r"):
            carpet[name] = piles.pop(name)
    return Session(GAME, position(GAME, {**BASES, **carpet, **piles}, redeals_left=2))


def available(session: Session) -> set[tuple[int, int]]:
    state = session.state
    return {(GRID.row_of(p), GRID.column_of(p)) for p in CELLS if state.piles[p] and is_available(state, p)}


def test_the_deal() -> None:
    state = GAME.deal(1)
    assert [state.top(p).label for p in ACE_PILES + KING_PILES] == ["A♥", "A♠", "A♦", "A♣", "K♥", "K♠", "K♦", "K♣"]
    assert all(state.size(p) == 1 for p in CELLS)
    assert state.size("stock") == 32 and set(state.piles["stock"]) == state.face_down
    assert state.is_empty("waste")
    assert state.counters == {"redeals_left": 2}
    assert_same_cards(GAME, state)


def test_check_1_after_the_deal_exactly_the_sixteen_crossed_cards_are_available() -> None:
    assert available(Session.new("the_carpet", 1)) == CROSSES
    assert available(full()) == CROSSES


def test_check_2_orientation_like_a_chessboard() -> None:
    assert not crossways(cell(1, 3)) and crossways(cell(1, 2)) and crossways(cell(2, 1))
    assert sum(crossways(p) for p in CELLS) == 32


def test_check_3_one_removal_frees_no_neighbour() -> None:
    s = full(missing=((1, 3),))
    assert available(s) == CROSSES - {(1, 3)}  # not (2,3), (1,2) nor (1,4)


def test_check_4_a_clear_lane_along_the_row_frees_a_crossways_card() -> None:
    s = full(missing=((1, 1),))
    assert (1, 2) in available(s)


def test_check_5_an_upright_card_needs_the_whole_column_above_clear() -> None:
    s = full(missing=((2, 3),))
    assert (3, 3) not in available(s)
    s = full(missing=((2, 3), (1, 3)))
    assert (3, 3) in available(s)


def test_a_lane_to_the_right_edge_and_to_the_bottom() -> None:
    s = full(missing=((4, 5), (4, 6), (4, 7), (4, 8)))
    assert (4, 4) not in available(s)  # upright: its column is full
    s = full(missing=((4, 6), (4, 7), (4, 8)))
    assert (4, 5) in available(s)  # crossways, its right end clear to the edge
    s = full(missing=((6, 2), (7, 2), (8, 2)))
    assert (5, 2) not in available(s)  # (5,2) is crossways: a lane below it does not free it
    s = full(missing=((7, 3), (8, 3)))
    assert (6, 3) not in available(s) and (6, 3) not in CROSSES  # crossways again
    s = full(missing=((8, 3), (7, 3), (6, 3)))
    assert (5, 3) in available(s)  # upright, its lower end clear


def test_check_6_building_on_the_talon_up_or_down_in_suit() -> None:
    s = full(r1c1="7H", r1c3="5H", r1c5="7D", r2c3="5H", waste="6H")
    assert s.check(move(cell(1, 1), "waste")) is None
    assert s.check(move(cell(1, 3), "waste")) is None
    assert s.check(move(cell(1, 5), "waste")) == "Marriages must follow suit"
    assert s.check(move(cell(2, 3), "waste")) == "Neither narrow end of this card is free"
    s.play(move(cell(1, 1), "waste"))
    assert s.check(move(cell(1, 3), "waste")) == "A marriage must be one rank above or below"


def test_the_direction_may_change_from_card_to_card() -> None:
    s = full(r1c1="7H", r1c3="6H", waste="6H")
    s.play(move(cell(1, 1), "waste"))
    s.play(move(cell(1, 3), "waste"))
    assert [c.label for c in s.state.piles["waste"]] == ["6♥", "7♥", "6♥"]


def test_check_7_nothing_goes_on_an_empty_talon() -> None:
    s = full(r1c1="7H")
    assert s.check(move(cell(1, 1), "waste")) == "A carpet card goes on the talon only once the talon has a card"


def test_check_8_a_turned_card_that_fits_may_stay_on_the_talon() -> None:
    s = full(stock="2S")
    s.play(TURN)
    assert s.state.top("waste").label == "2♠"
    assert s.check(move("waste", "a2")) is None  # it may go up, but need not
    assert s.legal_moves() == [move("waste", "a2"), Move(REDEAL)]


def test_check_9_two_re_deals_then_none() -> None:
    s = Session.new("the_carpet", 2)
    for redeal in range(3):
        while TURN in s.legal_moves():
            s.play(TURN)
        assert s.state.size("waste") == 32 and s.state.is_empty("stock")
        if redeal < 2:
            before = list(s.state.piles["waste"])
            s.play(Move(REDEAL))
            assert s.state.size("stock") == 32 and set(s.state.piles["stock"]) == set(before)
            assert list(reversed(s.state.piles["stock"])) != before  # shuffled, not just turned over
    assert Move(REDEAL) not in s.legal_moves()
    assert s.check(Move(REDEAL)) == "No re-deals are left"
    assert s.check(TURN) == "The pack is used up and no re-deals are left"


def test_a_re_deal_is_replayed_the_same_after_undo() -> None:
    s = Session.new("the_carpet", 3)
    while TURN in s.legal_moves():
        s.play(TURN)
    s.play(Move(REDEAL))
    first = list(s.state.piles["stock"])
    s.undo()
    s.play(Move(REDEAL))
    assert s.state.piles["stock"] == first


def test_nothing_is_put_on_the_carpet_and_talon_cards_never_go_back() -> None:
    s = full(missing=((1, 1),), r1c3="5H", waste="6H")
    assert s.check(move(cell(1, 3), cell(1, 1))) == "Nothing is ever put on the carpet"
    assert s.check(move("waste", cell(1, 1))) == "Nothing is ever put on the carpet"
    assert s.check(move("a1", "waste")) == "Cards on a foundation stay there"
    assert s.check(move("waste", "stock")) == "Cards cannot be put back on the pack"


def test_foundations_follow_suit() -> None:
    s = full(r1c1="2H", r1c3="QS", r1c5="QH")
    assert s.check(move(cell(1, 1), "a1")) is None
    assert s.check(move(cell(1, 3), "k2")) is None
    assert s.check(move(cell(1, 5), "k2")) == "This foundation takes spades only"


def test_lost_and_not_lost() -> None:
    carpet = {cell(1, 1): "9D", cell(2, 1): "5S"}
    lost = Session(GAME, position(GAME, {**BASES, **carpet, "waste": "7C"}, redeals_left=0))
    assert lost.game.is_lost(lost.state)
    # The same with a re-deal left: not lost.
    s = Session(GAME, position(GAME, {**BASES, **carpet, "waste": "7C"}, redeals_left=1))
    assert not s.game.is_lost(s.state)
    # A carpet card that can go on the talon: not lost.
    s = Session(GAME, position(GAME, {**BASES, **carpet, "waste": "10D"}, redeals_left=0))
    assert not s.game.is_lost(s.state)


def test_won_through_the_api() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate("HSDC"):
        piles[ACE_PILES[i]] = " ".join(f"{r}{suit}" for r in ranks[:-1])
        piles[KING_PILES[i]] = " ".join(f"{r}{suit}.1" for r in reversed(ranks))
    rest = {"r1c1": "KH", "r1c2": "KD", "r1c3": "KS", "waste": "KC"}
    s = Session.from_position("the_carpet", {**piles, **rest}, counters={"redeals_left": 0})
    assert s.check(move("r1c2", "a3")) == "Neither narrow end of this card is free"
    for src, dst in [("waste", "a4"), ("r1c1", "a1"), ("r1c2", "a3"), ("r1c3", "a2")]:
        assert not s.is_won()
        s.play(move(src, dst))
    assert s.is_won()


def test_is_safe() -> None:
    s = full(r1c1="2H", r1c3="3S", waste="2S/1")
    assert not GAME.is_safe(s.state, move(cell(1, 1), "a1"))  # the 3♥s are still out
    s.state.piles["a1"] = cards("AH")
    assert GAME.is_safe(s.state, move("waste", "a2")) is False  # 3♠ may still want it
    s = full(r1c1="KH/1")
    s.state.piles["a1"] = cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH")
    s.state.piles["k1"] = cards("KH QH/1")
    assert GAME.is_safe(s.state, move(cell(1, 1), "a1"))  # both queens home, one foundation wants it


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 5), (7, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_carpet", deal, seed, steps=400)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4), (8, 1)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_carpet", deal, seed, max_moves=120)
