"""Fortress: the rules card's checks, the book's example, deal, play, saves.

Rows are piles whose bottom card lies at the inner end (by the foundations)
and whose top card is the row's outside card."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import Session
from cadogan.core.blocks import reversal, reversal_moves
from cadogan.core.games.fortress import FOUNDATIONS, LEFT, RIGHT, ROWS
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("fortress")
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def session(piles: dict[str, str]) -> Session:
    return Session(GAME, position(GAME, piles))


def suit_run(suit: str, upto: int) -> str:
    """A foundation of ``suit`` from the ace to rank ``upto``."""
    return " ".join(f"{rank}{suit}" for rank in RANKS[:upto])


# -- the rules card's checks -------------------------------------------------------


def test_check_1_ten_rows_the_bottom_ones_of_six():
    state = GAME.deal(1)
    assert [state.size(row) for row in LEFT] == [5, 5, 5, 5, 6]
    assert [state.size(row) for row in RIGHT] == [5, 5, 5, 5, 6]
    assert not state.face_down
    assert all(state.is_empty(f) for f in FOUNDATIONS)
    assert_same_cards(GAME, state)


def test_the_deal_goes_in_rounds_down_the_levels_left_before_right():
    deck = GAME.shuffled_deck(1)
    state = GAME.deal(1)
    # The first round lays each row's inner card: l1, r1, l2, r2, ...
    assert [state.piles[row][0] for row in ("l1", "r1", "l2", "r2", "l3")] == deck[:5]
    # Each later card goes at the outer end, so the last dealt lie outside.
    assert state.top("l5") == deck[50] and state.top("r5") == deck[51]
    assert state.piles["l1"][1] == deck[10]


def test_check_2_only_the_outside_card_is_available():
    s = session({"l1": "KC 4S 9D", "r1": "10D", "f1": suit_run("S", 3)})
    assert s.check(move("l1", "r1")) is None  # 9♦, the outside card
    assert s.check(move("l1", "f1", 2)) == "Only the outside card of a row can be moved, one at a time"
    assert s.check(move("l1", "f1")) == "This foundation takes spades only"
    assert [m for m in s.legal_moves() if m.dst == "f1"] == []  # the 4♠ waits


def test_check_3_marriages_go_up_or_down_in_suit_across_the_groups():
    s = session({"r2": "5C", "l3": "6C", "l4": "6H"})
    assert s.check(move("r2", "l3")) is None
    assert s.check(move("l3", "r2")) is None
    assert s.check(move("l4", "r2")) == "Marriages must follow suit"
    s.play(move("r2", "l3"))
    assert s.state.top("l3") == cards("5C")[0]  # the new outside card


def test_a_marriage_must_be_one_rank_apart():
    s = session({"l1": "5C", "r1": "8C"})
    assert s.check(move("l1", "r1")) == "A marriage must be one rank above or below"


def test_check_4_an_ace_inside_its_row_cannot_be_played():
    s = session({"l2": "AS 7D"})
    assert s.check(move("l2", "f1")) == "A foundation here starts with an ace"
    assert all(m.dst not in FOUNDATIONS for m in s.legal_moves())


def test_an_outside_ace_starts_a_foundation():
    s = session({"r4": "7D AS"})
    assert s.check(move("r4", "f3")) is None


def test_check_5_a_foundation_showing_three_takes_only_the_four():
    s = session({"f1": suit_run("S", 3), "l1": "4S", "l2": "5S", "l3": "4H"})
    assert s.check(move("l1", "f1")) is None
    assert s.check(move("l2", "f1")) == "This foundation needs the 4 next"
    assert s.check(move("l3", "f1")) == "This foundation takes spades only"


def test_check_6_a_lane_takes_any_card_then_marriages():
    s = session({"l1": "2D KS", "r3": "9H QS", "r5": ""})
    assert s.check(move("l1", "r5")) is None
    s.play(move("l1", "r5"))
    assert s.check(move("r3", "r5")) is None
    s.play(move("r3", "r5"))
    assert s.state.piles["r5"] == cards("KS QS")


def test_check_7_the_books_example_reversed_through_a_lane():
    # "Supposing you have placed upon a deuce a sequence ending with eight":
    # 2♥ … 8♥ with the 8♥ outside; the lane reverses it card by card.
    run = "2H 3H 4H 5H 6H 7H 8H"
    s = session({"l3": f"10C {run}", "r2": ""})
    assert reversal(GAME, s.state, "l3", "r2", 7)
    for step in reversal_moves("l3", "r2", 7):
        s.play(step)
    assert s.state.piles["r2"] == cards("8H 7H 6H 5H 4H 3H 2H")
    assert s.state.top("r2") == cards("2H")[0]  # the deuce is now outside
    assert s.state.piles["l3"] == cards("10C")


def test_check_8_two_cards_never_move_together():
    s = session({"l1": "8H 7H", "r1": ""})
    assert s.check(move("l1", "r1", 2)) == "Only the outside card of a row can be moved, one at a time"
    assert move("l1", "r1", 2) not in s.legal_moves()


def test_foundation_cards_never_come_back():
    s = session({"f1": "AS 2S", "l1": "3S"})
    assert s.check(move("f1", "l1")) == "Cards on a foundation stay there"


# -- end of game ---------------------------------------------------------------------


def test_a_won_game_reached_through_the_api():
    # Spades need the knave buried under the queen: marry the queen onto the
    # king, then the three go up.
    s = Session.from_position(
        "fortress",
        {
            "f1": suit_run("S", 10),
            "f2": suit_run("H", 13),
            "f3": suit_run("D", 13),
            "f4": suit_run("C", 13),
            "l2": "JS QS",
            "r4": "KS",
        },
    )
    assert not s.is_won() and not s.is_lost()
    s.play(move("l2", "r4"))
    s.autoplay("safe")
    assert s.is_won() and not s.is_lost()
    assert all(s.state.is_empty(row) for row in ROWS)


CLUBS_HOP = {
    # Nothing reaches a foundation, though the 4♣, 5♣ and 6♣ can marry on
    # one another for ever; the 9s under them have no partners and no row
    # can be emptied, so no lane ever opens.
    "f1": "AC 2C",
    "f2": "AD",
    "f3": "AH",
    "f4": "AS",
    "l1": "3C 9D 6C",
    "l2": "2D 9H 4C",
    "l3": "2H 9S 5C",
    "l4": "KD",
    "l5": "KH",
    "r1": "KS",
    "r2": "7D",
    "r3": "7H",
    "r4": "7S",
    "r5": "JD",
}


def test_lost_when_cards_can_only_shift_for_ever():
    s = session(CLUBS_HOP)
    assert s.legal_moves()  # the clubs can still hop
    assert s.is_lost()
    assert s.hint() is None


def test_not_lost_while_a_shift_leads_to_a_foundation():
    piles = dict(CLUBS_HOP, l1="9D 3C 6C")  # moving the 6♣ frees the 3♣
    s = session(piles)
    assert not any(m.dst in FOUNDATIONS for m in s.legal_moves())
    assert not s.is_lost()
    s.play(s.hint())
    assert s.check(move("l1", "f1")) is None


def test_not_lost_while_a_lane_is_open():
    piles = dict(CLUBS_HOP, r5="")  # the J♦ gone: a lane to reverse through
    piles["l2"] = "JD 9H 4C"
    piles["l1"] = "2D 9D 6C"
    piles["l3"] = "3C 9S 5C"
    s = session(piles)
    assert not s.is_lost()


def test_every_foundation_move_is_safe():
    s = session({"f1": "AS", "l1": "2S"})
    assert GAME.is_safe(s.state, move("l1", "f1"))
    assert not GAME.is_safe(s.state, move("l1", "r1"))


def test_titles():
    assert GAME.pile_title("l3") == "left row 3"
    assert GAME.pile_title("r5") == "right row 5"
    assert GAME.pile_title("f2") == "foundation"
    assert GAME.describe(GAME.deal(1), move("l1", "r1")).endswith("to right row 1")


# -- random play, saves --------------------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 5), (77, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("fortress", deal, seed, steps=200)


def test_save_load_round_trip_mid_game():
    for seed in (2, 9):
        check_save_round_trip("fortress", 4, seed)
