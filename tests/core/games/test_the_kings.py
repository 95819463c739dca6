"""The Kings: the rules card's checks, the deal, play after it, saves.

Row-lines are piles whose bottom card lies at the inner end (by the aces)
and whose top card is the line's outside card. While the pack lasts, a
position is "during the deal"."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session, State
from cadogan.core.blocks import reversal, reversal_moves
from cadogan.core.cards import ACE, Card, Suit
from cadogan.core.games.the_kings import COLUMNS, FOUNDATIONS, LINES, WHOLE_ROW
from cadogan.core.moves import move
from cadogan.core.position import build_position
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_kings")
DEAL_COLUMN = Move(DEAL, "stock")
ACES = {
    "f1": "AD",
    "f2": "AD/1",
    "f3": "AC",
    "f4": "AC/1",
    "f5": "AH",
    "f6": "AH/1",
    "f7": "AS",
    "f8": "AS/1",
}


def during_deal(top: str, columns: int = 0, **piles: str) -> Session:
    """A position during the deal: the aces home, ``piles`` as given, and the
    rest in the pack with the cards of ``top`` (in dealing order) next."""
    laid = {pile: cards(text) for pile, text in {**ACES, **piles}.items()}
    state = build_position(GAME, laid, rest="stock", counters={COLUMNS: columns})
    first = cards(top)
    stock = state.piles["stock"]
    for card in first:
        stock.remove(card)
    stock.extend(reversed(first))
    return Session(GAME, state)


def after_deal(piles: dict[str, str], whole_row: bool = False) -> Session:
    """A position after the deal (the pack empty); not every card is placed."""
    return Session(GAME, position(GAME, {**ACES, **piles}, **{COLUMNS: 24, WHOLE_ROW: int(whole_row)}))


def up_to(rank: int, foundation: str, suit: str = "C", copy: int = 0) -> str:
    """A foundation built from its ace to ``rank`` with cards of one suit."""
    names = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    ace = ACES[foundation]
    return " ".join([ace] + [f"{names[r - 1]}{suit}/{copy}" for r in range(2, rank + 1)])


# -- the rules card's checks -------------------------------------------------------


def test_check_1_the_aces_in_rows_by_suit_and_the_pack():
    state = GAME.deal(1)
    suits = [Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES]
    for row, suit in enumerate(suits, 1):
        assert state.piles[f"f{2 * row - 1}"] == [Card(suit, ACE, 0)]
        assert state.piles[f"f{2 * row}"] == [Card(suit, ACE, 1)]
    assert state.size("stock") == 96
    assert set(state.piles["stock"]) == state.face_down
    assert all(state.is_empty(line) for line in LINES)
    assert state.counters[COLUMNS] == 0
    assert_same_cards(GAME, state)


def test_check_2_a_two_dealt_into_row_three_goes_on_a_heart_ace_at_once():
    s = during_deal("5D 6D 2C 9S 9H")
    s.play(DEAL_COLUMN)
    assert s.state.piles["f5"] == cards("AH 2C")  # regardless of suit, the first of the row
    assert s.state.piles["f6"] == cards("AH/1")
    assert [s.state.piles[line] for line in ("l1", "l2", "l3", "l4")] == [cards(c) for c in ("5D", "6D", "9S", "9H")]
    assert all(s.state.is_empty(line) for line in ("r1", "r2", "r3", "r4"))


def test_check_3_during_the_deal_a_card_plays_only_in_its_own_row():
    rows_at_three = {"f1": "AD 2S 3S", "f2": "AD/1 2S/1 3S/1"}
    s = during_deal("2C 8D 8H 8S", **rows_at_three)
    s.play(DEAL_COLUMN)
    assert s.state.piles["l1"] == cards("2C")  # not played on the row-3 ace
    assert s.check(move("l1", "f5")) == "During the deal a card may go only to a foundation of its own row"


def test_check_4_a_card_played_from_a_column_is_replaced_at_once():
    s = during_deal("9D", columns=1, l1="KD", l2="3S", l3="KH", l4="KS", f3="AC 2H")
    left = s.state.size("stock")
    s.play(move("l2", "f3"))
    assert s.state.piles["l2"] == cards("9D")
    assert s.state.size("stock") == left - 1


def test_check_5_a_card_inside_the_newest_column_is_not_available():
    s = during_deal("", columns=3, l1="2S 9D", l2="KD 9C", l3="KH 9H", l4="KS 9S", r1="QD", r2="QC", r3="QH", r4="QS")
    assert s.check(move("l1", "f1", 2)) == "Only the outside card of a row can be moved, one at a time"
    assert not [m for m in s.legal_moves() if m.kind == "move"]


def test_check_6_no_sequences_during_the_deal():
    s = during_deal("", columns=2, l1="7S", r1="8D", l2="KD", r2="KC", l3="KH", r3="QH", l4="KS", r4="QS")
    assert s.check(move("l1", "r1")) == "No cards are placed on the rows until the deal is complete"
    assert s.legal_moves() == [DEAL_COLUMN]


def test_check_7_after_the_deal_a_card_goes_to_any_row():
    s = after_deal({"l2": "9C 7S", "f7": up_to(6, "f7", "H")})
    assert s.check(move("l2", "f7")) is None


def test_check_8_after_the_deal_one_rank_up_or_down_in_any_suit():
    s = after_deal({"l2": "7S", "r1": "8D", "l3": "6H", "r4": "9D", "l4": "5C 10C"})
    assert s.check(move("l2", "r1")) is None
    assert s.check(move("l2", "l3")) is None
    assert s.check(move("l2", "r4")) == "A card goes on one a rank higher or lower"
    assert s.check(move("l4", "r4", 2)) == "Only the outside card of a row can be moved, one at a time"
    s.play(move("l2", "r1"))
    assert s.state.top("r1") == cards("7S")[0]  # the new outside card


def test_check_9_an_empty_line_takes_any_card_then_builds():
    s = after_deal({"l1": "QC", "l2": "JH", "l3": "KS", "r1": "5D"})
    assert s.check(move("l1", "r4")) is None
    s.play(move("l1", "r4"))
    assert s.check(move("l2", "r4")) is None
    assert s.check(move("l3", "r4")) is None


def test_option_a_lane_needs_the_whole_row_empty():
    piles = {"l1": "QC", "r3": "JH", "r1": "5D"}
    strict = after_deal(piles, whole_row=True)
    assert strict.check(move("l1", "r4")) is None  # l4 and r4 are both empty
    assert strict.check(move("l1", "l3")) == "A lane opens only when both sides of its row are empty"
    assert after_deal(piles).check(move("l1", "l3")) is None  # the default: one side is enough
    assert Session.new("the_kings", 1, {WHOLE_ROW: True}).options() == {WHOLE_ROW: True}


# -- the book's other rules and the readings -----------------------------------------


def test_the_book_reverses_a_run_by_moving_it_card_by_card():
    # 5, 6, 7 with the 7 outside: the 7 onto an 8, then the 6, then the 5.
    s = after_deal({"l1": "KH 5S 6D 7C", "r3": "8H"})
    assert reversal(GAME, s.state, "l1", "r3", 3)
    for step in reversal_moves("l1", "r3", 3):
        s.play(step)
    assert s.state.piles["r3"] == cards("8H 7C 6D 5S")
    assert s.state.top("r3") == cards("5S")[0]


def test_a_run_may_turn_up_and_down_card_by_card():
    s = after_deal({"l1": "6D", "r1": "7C", "r2": "8H"})
    s.play(move("r1", "r2"))  # 7 down on 8
    s.play(move("l1", "r2"))  # 6 down on 7
    s.play(move("r2", "r1"))  # the 6 back to the empty line
    assert s.check(move("r2", "r1")) is None  # 7 up on 6


def test_foundations_ignore_suit_and_end_at_the_king():
    s = after_deal({"l1": "7H", "l2": "KH", "f1": up_to(6, "f1", "S"), "f2": up_to(12, "f2", "S")})
    assert s.check(move("l1", "f1")) is None
    assert s.check(move("l2", "f2")) is None
    s.play(move("l2", "f2"))
    assert s.state.size("f2") == 13
    assert s.check(move("l1", "f2")) == "This foundation is complete"


def test_columns_go_left_then_right_moving_outward():
    s = during_deal("8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S")
    assert GAME.describe(s.state, DEAL_COLUMN) == "Deal a column on the left"
    s.play(DEAL_COLUMN)
    assert GAME.describe(s.state, DEAL_COLUMN) == "Deal a column on the right"
    s.play(DEAL_COLUMN)
    s.play(DEAL_COLUMN)
    assert s.state.piles["l1"] == cards("8C 10C")  # L2 lies outside L1
    assert s.state.piles["r4"] == cards("9S")
    assert s.state.counters[COLUMNS] == 3


def test_the_whole_deal_keeps_every_card_and_ends_the_restriction():
    s = Session.new("the_kings", 7)
    while DEAL_COLUMN in s.legal_moves():
        s.play(DEAL_COLUMN)
    assert s.state.is_empty("stock")
    assert s.state.counters[COLUMNS] <= 24
    assert_same_cards(GAME, s.state)
    assert s.check(DEAL_COLUMN) == "The pack is used up: the deal is complete"
    assert any(m.dst in LINES for m in s.legal_moves())  # building has begun


def test_no_card_goes_back_to_the_pack_or_leaves_a_foundation():
    s = during_deal("", columns=1, l1="9D", l2="KD", l3="KH", l4="KS", f1="AD 2C")
    assert s.check(move("l1", "stock")) == "Cards cannot be put back on the pack"
    assert s.check(move("f1", "l1")) == "Cards on a foundation stay there"
    assert s.check(move("stock", "l1")) == "Click the pack to deal the next column"


def test_twos_are_safe_and_higher_cards_once_their_rank_below_is_up():
    s = after_deal({"l1": "2C", "l2": "3C"})
    assert GAME.is_safe(s.state, move("l1", "f1"))
    s.play(move("l1", "f1"))
    assert not GAME.is_safe(s.state, move("l2", "f1"))  # seven other 2s could want the 3


def test_titles():
    assert GAME.pile_title("l3") == "left row 3"
    assert GAME.pile_title("r1") == "right row 1"
    assert GAME.pile_title("f6") == "a foundation of row 3"
    assert GAME.pile_title("stock") == "pack"


# -- end of game ---------------------------------------------------------------------


def near_won() -> State:
    """Seven foundations at their kings' queens, the eighth at its knave; the
    eight kings and the missing queen in the lines."""
    suits = "CDHS"
    piles = {}
    for n, f in enumerate(FOUNDATIONS):
        piles[f] = up_to(12 if f != "f8" else 11, f, suits[n % 4], n // 4)
    piles["l1"] = "KS/0 QS/1"  # the queen of f8's suit and copy lies outside a king
    piles["l2"] = "KC/0 KD/0"
    piles["r3"] = "KH/0 KC/1 KD/1"
    piles["r4"] = "KH/1 KS/1"
    return build_position(GAME, {pile: cards(text) for pile, text in piles.items()}, counters={COLUMNS: 24})


def test_a_won_game_reached_through_the_api():
    s = Session(GAME, near_won())
    assert not s.is_won() and not s.is_lost()
    s.autoplay("safe")
    assert s.is_won() and not s.is_lost()


STUCK = {"l1": "KD", "l2": "KC", "l3": "9H", "l4": "9S", "r1": "7D", "r2": "7C", "r3": "5H", "r4": "5S"}


def test_lost_when_no_card_can_ever_reach_a_foundation():
    s = after_deal(STUCK)
    assert s.is_lost()
    assert s.hint() is None


def test_not_lost_while_a_shift_frees_a_card():
    s = after_deal(dict(STUCK, l4="2S 6D"))  # the 6♦ onto a 7 or a 5 frees the 2♠
    assert not any(m.dst in FOUNDATIONS for m in s.legal_moves())
    assert not s.is_lost()
    s.play(s.hint())
    assert s.check(move("l4", "f1")) is None


def test_never_lost_during_the_deal():
    s = during_deal("", columns=2, **STUCK)
    assert not s.is_lost()


# -- random play, saves --------------------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 4), (50, 9)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("the_kings", deal, seed, steps=150)


def test_save_load_round_trip_mid_game():
    for seed in (1, 6):
        check_save_round_trip("the_kings", 3, seed, max_moves=40)
