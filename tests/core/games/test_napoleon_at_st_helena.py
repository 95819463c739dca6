"""Napoleon at St. Helena: the rules card's checks and the book's rules."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, MOVE, REDEAL, IllegalMove, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
    suit_up_to,
)

GAME = core.get_game("napoleon_at_st_helena")
COLUMNS = [f"c{i}" for i in range(1, 11)]
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
TURN = Move(DEAL, "stock", "waste")
TALON_ONLY = {"opt_talon_only": True}


def session(piles: dict[str, str], down: str = "", **counters: int) -> Session:
    return Session(GAME, position(GAME, piles, down=down, **counters))


# -- checks of the rules card ------------------------------------------------------


def test_check_1_the_deal():
    state = GAME.deal(1)
    assert [state.size(c) for c in COLUMNS] == [4] * 10
    assert all(state.is_up(card) for c in COLUMNS for card in state.piles[c])
    assert state.size("stock") == 64 and all(card in state.face_down for card in state.piles["stock"])
    assert not state.piles["waste"] and not any(state.piles[f] for f in FOUNDATIONS)
    assert_same_cards(GAME, state)


def test_the_deal_lays_four_rows_of_ten_left_to_right_top_row_first():
    deck = GAME.shuffled_deck(1)
    state = GAME.deal(1)
    for row in range(4):
        assert [state.piles[c][row] for c in COLUMNS] == deck[10 * row : 10 * row + 10]
    assert state.top("stock") == deck[40]  # the next card is the first turned


def test_check_2_an_ace_with_a_card_below_it_cannot_be_played():
    s = session({"c1": "KS 7H AD 5C", "f1": ""})
    assert s.check(move("c1", "f1", 2)) == "Only the lowest card of a column can be moved"
    assert all(not (m.kind == MOVE and m.src == "c1" and m.dst == "f1") for m in s.legal_moves())


def test_check_3_marriages_descend_in_suit():
    s = session({"c1": "9C", "c2": "8C", "c3": "8H"})
    assert s.check(move("c2", "c1")) is None
    assert s.check(move("c1", "c2")) == "Only the 7 of clubs can go on the 8♣"
    assert s.check(move("c3", "c1")) == "Marriages must follow suit"
    s.play(move("c2", "c1"))
    assert s.state.piles["c1"] == cards("9C 8C")


def test_check_4_only_the_lowest_card_moves():
    s = session({"c1": "KD 5H 9C 8C", "c2": "10C", "c3": "9C/1"})
    assert s.check(move("c1", "c2", 2)) == "Only the lowest card of a column can be moved"
    assert list(GAME.lift_counts(s.state, "c1")) == [1]
    assert s.check(move("c1", "c3")) is None  # 8♣ alone is free
    assert s.check(move("c1", "c2")) == "Only the 9 of clubs can go on the 10♣"


def test_check_5_an_empty_column_takes_any_available_card_or_none():
    piles = {"c1": "QD 3H", "c4": "", "waste": "5C JS", "stock": "2D"}
    s = session(piles, down="2D")
    assert s.check(move("waste", "c4")) is None
    assert s.check(move("c1", "c4")) is None
    # Leaving it empty is legal too: other moves (turning the pack) remain open.
    s.play(TURN)
    assert s.state.piles["c4"] == []
    s.play(move("c1", "c4"))
    assert s.state.piles["c4"] == cards("3H")
    # The card placed there heads the column and takes marriages.
    assert s.check(move("waste", "c4")) == "Marriages must follow suit"

    s = session(piles, down="2D", opt_talon_only=1)
    assert s.check(move("waste", "c4")) is None
    assert s.check(move("c1", "c4")) == "A space is filled only from the talon"


def test_check_6_a_card_just_turned_may_be_married_at_once():
    s = session({"c1": "6H", "stock": "5H", "waste": "KC"}, down="5H")
    s.play(TURN)
    assert s.check(move("waste", "c1")) is None
    s.play(move("waste", "c1"))
    assert s.state.piles["c1"] == cards("6H 5H") and s.state.piles["waste"] == cards("KC")


def test_check_7_only_the_top_card_of_the_talon_is_free():
    s = session({"waste": "3S 7D", "c1": "4S", "c2": "8D", "f1": suit_up_to("S", 2)})
    assert s.check(move("waste", "f1", 2)) == "Only the uppermost card can be moved"
    assert s.check(move("waste", "c1", 2)) == "Only the uppermost card can be moved"
    assert [m for m in s.legal_moves() if m.src == "waste" and m.dst in ("c1", "c2", "f1")] == [move("waste", "c2")]


def test_check_8_no_redeal_when_the_pack_is_out():
    s = session({"stock": "9H", "waste": "5C 4D", "c1": "KS"}, down="9H")
    s.play(TURN)
    assert s.state.piles["stock"] == []
    assert Move(REDEAL) not in s.legal_moves() and TURN not in s.legal_moves()
    assert s.check(Move(REDEAL)) == "This game has no re-deal"
    with pytest.raises(IllegalMove):
        s.play(TURN)


# -- the book's other rules ------------------------------------------------------------


def test_foundations_start_with_either_ace_and_rise_in_suit():
    s = session({"c1": "AH/1", "c2": "2H", "c3": "2D", "c4": "3H/1", "f1": "", "f2": suit_up_to("H", 2)})
    assert s.check(move("c2", "f1")) == "A foundation here starts with an ace"
    assert s.check(move("c1", "f1")) is None
    s.play(move("c1", "f1"))
    assert s.check(move("c3", "f1")) == "This foundation takes hearts only"
    assert s.check(move("c2", "f1")) is None
    assert s.check(move("c4", "f2")) is None  # either copy goes on either foundation of its suit


def test_nothing_goes_back_to_the_pack_or_the_talon_and_foundations_keep_their_cards():
    s = session({"c1": "5S", "c2": "6D", "f1": "AS", "stock": "9D", "waste": "4C"}, down="9D")
    assert s.check(move("c1", "waste")) == "Only cards turned from the pack go to the talon"
    assert s.check(move("c1", "stock")) == "Cards cannot be put back on the pack"
    assert s.check(move("f1", "c2")) == "Cards on a foundation stay there"
    assert s.check(move("stock", "c1")) == "Click the pack to turn a card"


def test_the_pack_may_be_turned_at_any_time_one_card_at_a_time():
    s = Session.new("napoleon_at_st_helena", 1)
    assert TURN in s.legal_moves()
    first = s.state.top("stock")
    s.play(TURN)
    assert s.state.piles["waste"] == [first] and s.state.is_up(first) and s.state.size("stock") == 63


def test_safe_foundation_moves():
    # The 5♥ is safe once both 4♥ are up; aces always are.
    s = session({"f1": suit_up_to("H", 4), "f2": suit_up_to("H", 3, 1), "c1": "5H", "c2": "AS", "f3": ""})
    assert not GAME.is_safe(s.state, move("c1", "f1"))
    assert GAME.is_safe(s.state, move("c2", "f3"))
    s = session({"f1": suit_up_to("H", 4), "f2": suit_up_to("H", 4, 1), "c1": "5H"})
    assert GAME.is_safe(s.state, move("c1", "f1"))
    assert not GAME.is_safe(s.state, TURN)


def test_lost_when_the_pack_is_out_and_nothing_useful_is_left():
    # The 3♥ could only hop between empty columns: that is no way out. But
    # the K♦ may fill a column and free the 2♠ under it for its foundation.
    s = session({"c1": "3H", "c2": "", "c3": "9C", "waste": "2S KD", "f1": "AS"})
    assert GAME.is_idle(s.state, move("c1", "c2"))
    assert not s.is_lost() and s.hint() is not None
    s.play(move("waste", "c2"))
    s.play(move("waste", "f1"))
    assert s.legal_moves() and s.is_lost() and s.hint() is None
    # A card with another above it may still go to a space: that frees a card.
    s = session({"c1": "2S 3H", "c2": "", "f1": "AS"})
    assert not s.is_lost() and s.hint() == move("c1", "c2")


def test_a_card_hopping_between_a_space_and_its_partner_is_no_way_out():
    s = session({"c1": "6H/1 5H/1", "c2": "", "c3": "9S", "f1": "AC"})
    assert s.legal_moves()
    assert s.is_lost() and s.hint() is None
    s.play(move("c1", "c2"))  # and back again: still lost
    assert s.is_lost() and GAME.is_idle(s.state, move("c2", "c1"))


def test_carrying_a_card_off_its_partner_is_real_when_it_frees_the_partner():
    # The 6♥ under the 5♥ is wanted on the first hearts foundation.
    s = session({"c1": "6H/1 5H/1", "c2": "", "f1": suit_up_to("H", 5), "f2": "AH/1"})
    assert not s.is_lost()
    assert s.hint() == move("c1", "c2")
    s.play(s.hint())
    s.play(move("c1", "f1"))
    assert s.state.top("f1") == cards("6H/1")[0]


def test_not_lost_while_the_pack_holds_cards():
    s = session({"c1": "7C", "stock": "2D"}, down="2D")
    assert not s.is_lost()


def test_win_through_the_api():
    # Every foundation up to the queen; the kings lie in the columns, on the
    # talon and in the pack.
    piles = {f"f{2 * i - 1}": suit_up_to(suit, 12) for i, suit in enumerate("CDHS", 1)}
    piles.update({f"f{2 * i}": suit_up_to(suit, 12, 1) for i, suit in enumerate("CDHS", 1)})
    piles.update(c1="KC KD", c3="KH/1", waste="KS", stock="KH KS/1 KC/1 KD/1")
    s = session(piles, down="KH KS/1 KC/1 KD/1")
    assert_same_cards(GAME, s.state)
    play_hints_to_the_end(s, 40)
    assert s.is_won() and not s.is_lost()


# -- random play, reproducibility, saves, options ----------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (5, 3), (99, 11)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("napoleon_at_st_helena", deal, seed, steps=300)


def test_random_play_with_the_talon_only_option():
    check_random_play("napoleon_at_st_helena", 3, 4, steps=300, options=TALON_ONLY)


def test_the_option_is_kept_in_the_state():
    s = Session.new("napoleon_at_st_helena", 1, TALON_ONLY)
    assert s.options() == {"opt_talon_only": True}
    assert Session.new("napoleon_at_st_helena", 1).options() == {"opt_talon_only": False}


def test_recorded_deal():
    state = GAME.deal(1)
    assert [state.top(c).label for c in COLUMNS] == ["8♣", "Q♥", "7♣", "A♠", "Q♥", "J♦", "5♣", "5♠", "8♣", "K♥"]


def test_deals_are_reproducible():
    assert GAME.deal(77) == GAME.deal(77)
    assert GAME.deal(77) != GAME.deal(78)


@pytest.mark.parametrize("deal,seed", [(1, 1), (11, 2), (12, 3), (7, 5)])
def test_save_load_round_trip_at_random_points(deal, seed):
    check_save_round_trip("napoleon_at_st_helena", deal, seed)


def test_pile_titles():
    assert GAME.pile_title("c10") == "column 10"
    assert GAME.pile_title("f3") == "foundation"
    assert GAME.describe(GAME.deal(1), move("c4", "f1")) == "A♠ to foundation"
