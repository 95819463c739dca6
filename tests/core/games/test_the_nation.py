"""The Nation: the rules card's checks, the book's example, re-deals, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import REDEAL, IllegalMove, Move, Session
from cadogan.core.moves import move
from cadogan.core.ops import Tx
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_nation")
COLUMNS = [f"c{i}" for i in range(1, 13)]
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
BASES = {"f1": "AD", "f2": "AC", "f3": "AH", "f4": "AS", "f5": "KD", "f6": "KC", "f7": "KH", "f8": "KS"}
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def session(piles, redeals_left=2):
    return Session(GAME, position(GAME, {**BASES, **piles}, redeals_left=redeals_left))


def deal_from(order: str):
    """A position with the eight bases up and the pack about to deal
    ``order`` (first card first); the columns are then dealt."""
    state = position(GAME, {**BASES, "pack": " ".join(reversed(order.split()))}, redeals_left=2)
    GAME.deal_columns(state, Tx(state))
    return state


# -- checks of the rules card ------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3, 4])
def test_check_1_eight_bases_and_ninety_six_cards_counted(deal):
    state = GAME.deal(deal)
    assert [state.piles[f][0].rank for f in FOUNDATIONS] == [1] * 4 + [13] * 4
    assert len({state.piles[f][0].suit for f in FOUNDATIONS[:4]}) == 4
    assert len({state.piles[f][0].suit for f in FOUNDATIONS[4:]}) == 4
    assert state.is_empty("pack") and not state.face_down
    played = sum(state.size(f) - 1 for f in FOUNDATIONS)
    assert sum(state.size(c) for c in COLUMNS) + played == 96
    assert all(state.size(c) <= 8 for c in COLUMNS)
    assert_same_cards(GAME, state)


def test_check_1_when_nothing_fits_every_column_holds_eight():
    middle = [f"{r}{s}/{p}" for p in (0, 1) for s in "CDHS" for r in RANKS[4:10]]  # 5 to 10
    state = deal_from(" ".join(middle * 2))  # 96 cards, none of them a 2 or a queen
    assert [state.size(c) for c in COLUMNS] == [8] * 12


def test_check_2_a_card_played_as_it_is_dealt_keeps_its_number():
    # Column 1 counts: 1 9C, 2 9D, 3 9S, 4 2H (played), 5 10C, 6 10D, 7 3H (played), 8 10S.
    middle = "5C 5D 5S 6C 6D 6S 7C 7D 7S 8C 8D 8S"
    state = deal_from(f"9C 9D 9S 2H 10C 10D 3H 10S JC {middle}")
    assert state.piles["f3"] == cards("AH 2H 3H")
    assert state.piles["c1"] == cards("9C 9D 9S 10C 10D 10S")
    assert state.piles["c2"][0] == cards("JC")[0]


def test_check_3_a_card_placed_earlier_waits_for_the_deal_to_end():
    state = deal_from("3H 9C 2H 9D 9S 10C 10D 10S JC")
    assert state.piles["f3"] == cards("AH 2H")
    assert state.piles["c1"] == cards("3H 9C 9D 9S 10C 10D 10S")
    assert state.piles["c2"] == cards("JC")


def test_check_4_marriages_go_up_or_down_in_suit():
    s = session({"c3": "2D 8S", "c7": "3D 9S", "c8": "4D 9H"})
    assert s.check(move("c3", "c7")) is None
    assert s.check(move("c7", "c3")) is None
    assert s.check(move("c8", "c3")) == "Marriages must follow suit"


def test_marriage_direction_is_free_from_card_to_card():
    s = session({"c1": "2D 9S 8S", "c2": "9S/1", "c3": "8S/1"})
    s.play(move("c2", "c1"))  # 9♠ up onto the 8♠
    s.play(move("c3", "c1"))  # 8♠ down onto that 9♠
    assert s.state.piles["c1"] == cards("2D 9S 8S 9S/1 8S/1")


def test_check_5_a_covered_card_cannot_move():
    s = session({"c1": "2H 9C", "c2": "10C"})
    assert s.check(move("c1", "f3", 2)) == "Only the lowest card of a column can be moved"
    assert s.check(move("c1", "f3")) == "This foundation takes hearts only"  # the 9♣ is what moves
    assert move("c1", "f3") not in s.legal_moves()


def test_check_6_an_empty_column_takes_any_card_then_marriages():
    s = session({"c1": "3S JD", "c2": "10D", "c3": "QD", "c4": "9C"})
    assert s.check(move("c1", "c5")) is None
    s.play(move("c1", "c5"))
    assert s.check(move("c2", "c5")) is None and s.check(move("c3", "c5")) is None
    assert s.check(move("c4", "c5")) == "Marriages must follow suit"


def stuck_columns():
    # Twelve columns, no card fits a foundation (no 2 and no queen is free).
    ranks = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "3", "4", "5"]
    return {c: f"{r}C/{i // 9} {r}D/{i // 9}" for i, (c, r) in enumerate(zip(COLUMNS, ranks, strict=True))}


def test_check_7_a_redeal_deals_column_twelve_first():
    piles = stuck_columns()
    piles.update({"c10": "4H 5H", "c11": "6H 7H", "c12": "8H 9H"})
    s = session(piles)
    assert s.check(Move(REDEAL)) is None
    before = {c: list(s.state.piles[c]) for c in COLUMNS}
    s.play(Move(REDEAL))
    order = [card for c in reversed(COLUMNS) for card in before[c]]
    assert s.state.piles["c1"] == order[:8]
    assert s.state.piles["c1"][0] == before["c12"][0]
    assert s.state.piles["c2"] == order[8:16]
    assert s.state.piles["c3"] == order[16:]
    assert all(s.state.is_empty(c) for c in COLUMNS[3:])
    assert s.state.counters["redeals_left"] == 1
    s.undo()
    assert {c: s.state.piles[c] for c in COLUMNS} == before


def test_a_redeal_plays_cards_that_fit_as_they_come():
    s = session({"c1": "9C 10C", "c2": "JC", "c12": "2H 5S"})
    s.play(Move(REDEAL))
    assert s.state.piles["f3"] == cards("AH 2H")
    assert s.state.piles["c1"] == cards("5S JC 9C 10C")


def test_check_8_no_third_redeal():
    s = session(stuck_columns(), redeals_left=0)
    assert Move(REDEAL) not in s.legal_moves()
    assert s.check(Move(REDEAL)) == "No re-deals are left"
    with pytest.raises(IllegalMove):
        s.play(Move(REDEAL))


def test_redeal_waits_while_a_card_can_go_up():
    s = session({"c1": "2H", "c2": "9C"})
    assert s.check(Move(REDEAL)) == "A card can still be played to a foundation"


# -- end of game ---------------------------------------------------------------------


def test_won_through_the_api():
    piles = {}
    for i, suit in enumerate("DCHS"):
        piles[f"f{i + 1}"] = " ".join(f"{r}{suit}.0" for r in RANKS[:11])
        piles[f"f{i + 5}"] = " ".join(f"{r}{suit}.1" for r in reversed(RANKS[2:]))
    piles.update({"c1": "KD.0 QD.0 2D.1 AD.1", "c2": "QC.0 KC.0", "c3": "AC.1 2C.1"})
    piles.update({"c4": "QH.0 KH.0 AH.1 2H.1", "c5": "QS.0 2S.1", "c6": "KS.0 AS.1"})
    s = Session.from_position("the_nation", piles)
    assert not s.is_won() and not s.is_lost()
    while not s.is_won():
        s.play(s.hint())
    assert s.is_won() and not s.is_lost()


def test_lost_when_nothing_useful_is_left():
    s = session({"c1": "5H", "c2": "9C"}, redeals_left=0)
    assert all(GAME.is_idle(s.state, m) for m in s.legal_moves())
    assert s.is_lost() and s.hint() is None
    assert not session({"c1": "5H", "c2": "9C"}, redeals_left=1).is_lost()  # a re-deal is left
    swapping = session({"c1": "5H", "c2": "6H", "c3": "9C"}, redeals_left=0)
    assert swapping.legal_moves() and swapping.is_lost()  # 5♥ and 6♥ only change places
    alive = session({"c1": "2H 9C", "c2": "8C", "c3": "10C"}, redeals_left=0)
    assert not alive.is_lost()  # the 9♣ can go onto a neighbour and free the 2♥


def test_safe_only_when_no_card_could_marry_onto_it():
    s = session({"c1": "2H", "c2": "3H/1"})
    assert not GAME.is_safe(s.state, move("c1", "f3"))


# -- random play, saves ------------------------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (99, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("the_nation", deal, seed, steps=250)


def test_save_load_round_trip_mid_game():
    for seed in (3, 4):
        check_save_round_trip("the_nation", 3, seed)
