"""Nestor: the rules card's checks, the dealing rule, pairs of equal value
from the lowest cards and the reserve taken up, the end."""

from __future__ import annotations

from collections import Counter

from cadogan import core
from cadogan.core import DEAL, GROUP, Move, Session, group
from cadogan.core.games.nestor import ANY_TIME, COLUMNS, deal_columns
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, play_hints_to_the_end

GAME = core.get_game("nestor")
TAKE_UP = Move(DEAL, "reserve", "a1")


def table(piles: dict[str, str], reserve: str = "", **counters: int) -> Session:
    """``piles`` as given, the reserve's cards (``reserve``, the next to be
    taken up first) face down, every other card in the discard."""
    placed = Counter(cards(" ".join([reserve, *piles.values()])))
    others = sorted((Counter(GAME.deck()) - placed).elements(), key=GAME.deck().index)
    setup = {**piles, "reserve": list(reversed(cards(reserve))), "discard": others}
    return Session.from_position(GAME.id, setup, face_down=reserve, counters=counters)


def test_check_1_eight_columns_of_six_without_a_repeated_value_and_a_reserve_of_four():
    for deal in range(1, 30):
        s = Session.new("nestor", deal)
        for column in COLUMNS:
            ranks = [c.rank for c in s.state.piles[column]]
            assert len(ranks) == 6 and len(set(ranks)) == 6
        assert s.state.size("reserve") == 4 and set(s.state.piles["reserve"]) <= s.state.face_down
        assert_same_cards(GAME, s.state)


def test_check_2_a_card_repeating_its_columns_value_goes_under_the_pack():
    # Column 3 holds 9♦ from row 1; in row 2 the 9♣ comes for column 3: it
    # goes under the pack and the following card (4♥) takes the place; the
    # 9♣ comes round again for the last place.
    pack = cards("AC 2C 9D 3C 4C 5C 6C 7C  8C 10C 9C 4H 5H 6H 7H 8H")
    piles, left = deal_columns(pack, 8, 2)
    assert [c.label for c in piles[2]] == ["9♦", "4♥"]
    assert [c.label for c in piles[3]] == ["3♣", "5♥"]
    assert [c.label for c in piles[7]] == ["7♣", "9♣"] and left == []


def test_a_deal_that_cannot_be_finished_is_refused():
    assert deal_columns(cards("AC AD"), 1, 2) is None


def test_check_3_only_the_lowest_cards_of_equal_value_pair():
    s = table({"c1": "5D 2C 5S", "c6": "5H", "c2": "6S"}, reserve="QH QC 8C KD")
    assert s.legal_moves() == [group(("c1", "c6"), "discard")]
    assert s.check(group(("c1", "c6"), "discard")) is None
    assert s.check(group(("c1", "c2"), "discard")) == "A pair is two cards of the same value"
    # The 5♦ lies under other cards of column 1: only the 5♠ is free.
    assert s.check(Move("move", "c1", "c6")) == "Drop the card on another of the same value to pair them"
    s.play(group(("c1", "c6"), "discard"))
    assert s.state.piles["discard"][-2:] == cards("5S 5H")
    assert s.state.top("c1").label == "2♣"


def test_check_4_no_reserve_card_while_a_pair_can_be_made():
    s = table({"c1": "5S", "c6": "5H"}, reserve="QH QC 8C KD")
    assert s.check(TAKE_UP) == "A pair can still be made: take up the reserve only when none is left"
    assert s.check(Move(DEAL, "reserve")) == "A pair can still be made: take up the reserve only when none is left"
    assert TAKE_UP not in s.legal_moves()
    option = Session.from_position(GAME.id, s.state.piles, face_down=s.state.face_down, options={ANY_TIME: True})
    assert TAKE_UP in option.legal_moves()


def test_check_5_a_reserve_card_pairs_later_with_a_card_newly_freed():
    s = table({"c1": "8D 3S", "c2": "7H"}, reserve="8C QH QC KD")
    assert s.legal_moves() == [TAKE_UP]
    s.play(TAKE_UP)
    assert s.state.piles["a1"] == cards("8C") and not (set(s.state.piles["a1"]) & s.state.face_down)
    assert s.legal_moves() == [Move(DEAL, "reserve", "a2")]
    s.play(Move(DEAL, "reserve", "a2"))  # Q♥: no pair yet
    s.play(Move(DEAL, "reserve", "a3"))  # Q♣: pairs with the Q♥ (check 6)
    assert s.legal_moves() == [group(("a2", "a3"), "discard")]
    s.play(group(("a2", "a3"), "discard"))
    assert s.legal_moves() == [Move(DEAL, "reserve", "a2")]


def test_check_6_two_reserve_cards_taken_up_pair_with_each_other():
    s = table({"c1": "2S"}, reserve="QH QC KD 8C")
    s.play(TAKE_UP)
    s.play(Move(DEAL, "reserve", "a2"))
    assert s.check(group(("a1", "a2"), "discard")) is None


def test_check_7_an_emptied_column_stays_empty():
    s = table({"c1": "9S", "c2": "9H 4D", "c3": "4C"}, reserve="QH QC KD 8C")
    s.play(group(("c2", "c3"), "discard"))
    s.play(group(("c1", "c2"), "discard"))
    assert not s.state.piles["c1"] and not s.state.piles["c2"]
    assert s.legal_moves() == [TAKE_UP]


def test_check_8_won_when_every_card_is_paired():
    s = table({"c1": "9S", "c2": "9H"})
    assert not s.is_won()
    s.play(group(("c1", "c2"), "discard"))
    assert s.is_won() and not s.is_lost()


def test_lost_only_when_no_pair_is_left_and_the_reserve_is_used_up():
    s = table({"c1": "9S", "c2": "8H"}, reserve="JD")
    assert not s.is_lost()
    s.play(TAKE_UP)
    assert s.is_lost() and s.check(Move(DEAL, "reserve")) == "The reserve is used up"


def test_refusals():
    s = table({"c1": "9S", "c2": "9H"}, reserve="JD")
    assert s.check(group(("c1", "reserve"), "discard")) == "Take up a reserve card by clicking the reserve"
    assert s.check(group(("c1", "c2"), "c3")) == "A pair goes to the discard together"
    assert s.check(group(("c1", "c3"), "discard")) == "There are not so many cards there"
    assert s.check(Move(GROUP, "c1", "discard", 1, ("c2", "a1"))) == "There are not so many cards there"


def test_the_last_two_of_a_value_pair_safely_by_auto_play():
    s = table({"c1": "9S", "c2": "9H", "c3": "4D", "c4": "4C", "c5": "4S"}, reserve="4H")
    steps = s.autoplay("safe")
    assert [step.move for step in steps] == [group(("c1", "c2"), "discard")]  # three fours: the player chooses


def test_a_won_game_by_following_the_hints():
    s = Session.new("nestor", 2)  # (pairs scored alike are told apart by their cards)
    play_hints_to_the_end(s, 60)
    assert s.is_won()


def test_random_play_and_exact_undo():
    for deal, seed in ((1, 1), (2, 7), (4, 3)):
        check_random_play("nestor", deal, seed)
    check_random_play("nestor", 3, 2, options={ANY_TIME: True})


def test_save_round_trip():
    check_save_round_trip("nestor", 1, seed=11)
    check_save_round_trip("nestor", 2, seed=12, options={ANY_TIME: True})
    s = Session.new("nestor", 1)
    s.play(s.legal_moves()[0])
    assert core.loads(core.dumps(s)).state == s.state
