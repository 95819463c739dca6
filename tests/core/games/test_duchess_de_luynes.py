"""Duchess de Luynes: the rules card's checks, the deal in rounds, the reserve,
the re-deal, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.duchess_de_luynes import ACE_PILES, KING_PILES, PACKETS, SPREAD, TWO_REDEALS
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
)

GAME = core.get_game("duchess_de_luynes")
ROUND = Move(DEAL, "stock")
REDEAL_MOVE = Move(REDEAL)


def at(piles: dict[str, str], stock: str = "", reserve: str = "", redeals_left: int = 1) -> Session:
    """A hand-made position holding only the cards named; ``stock`` lists
    the pack's cards in the order they will be dealt, ``reserve`` the face-down
    reserve from its first card laid aside."""
    dealt = " ".join(reversed(stock.split()))
    piles = {**piles, "stock": dealt, "reserve": reserve}
    return Session(GAME, position(GAME, piles, down=f"{dealt} {reserve}", redeals_left=redeals_left))


def labels(state, pile: str) -> list[str]:
    return [card.label for card in state.piles[pile]]


def test_check_1_the_first_round() -> None:
    state = GAME.deal(1)
    assert all(state.size(p) == 1 and state.is_up(state.top(p)) for p in PACKETS)
    assert state.size("reserve") == 2 and set(state.piles["reserve"]) <= state.face_down
    assert state.size("stock") == 98
    assert state.counters == {"redeals_left": 1}
    assert GAME.counters_shown(state) == {"reserve": 2, "redeals_left": 1}
    assert_same_cards(GAME, state)


def test_a_round_is_one_undoable_step() -> None:
    s = at({"p1": "9C"}, stock="2H 3H 4H 5H 6H 7H 8H")
    s.play(ROUND)
    assert [labels(s.state, p) for p in PACKETS] == [["9♣", "2♥"], ["3♥"], ["4♥"], ["5♥"]]
    assert s.state.size("reserve") == 2 and s.state.face_down == set(s.state.piles["reserve"]) | {s.state.top("stock")}
    s.undo()
    assert labels(s.state, "p1") == ["9♣"] and s.state.size("stock") == 7


def test_check_2_no_reserve_card_before_the_pack_is_used_up() -> None:
    s = at({"p1": "9C"}, stock="2H 3H", reserve="AS 7D")
    assert s.check(move("reserve", "a1")) == "The reserve may be used only when the whole pack has been dealt"
    assert not [m for m in s.legal_moves() if m.src == "reserve"]


def test_check_3_a_covered_card_is_freed_when_the_card_above_goes() -> None:
    s = at({"p1": "5H 9C", "a1": "AH 2H 3H 4H", "a2": "AC 2C 3C 4C 5C 6C 7C 8C"}, stock="KD KD KD KD")
    assert s.check(move("p1", "a1")) == "This foundation takes hearts only"
    s.play(move("p1", "a2"))
    assert s.check(move("p1", "a1")) is None


def test_check_4_an_emptied_packet_stays_empty_until_the_next_row() -> None:
    s = at({"p1": "AH", "p2": "9C", "p3": "5S"}, stock="2D 3D 4D 5D 6D 7D 8D")
    s.play(move("p1", "a1"))
    assert s.state.is_empty("p1")
    assert s.check(move("p2", "p1")) == "Cards go only to the foundations"
    s.play(ROUND)
    assert labels(s.state, "p1") == ["2♦"]


def test_check_5_the_first_ace_starts_a_foundation_the_second_ends_a_king_one() -> None:
    s = at({"p1": "AS", "p2": "AS/1", "k1": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S"}, stock="9D 9D")
    assert s.check(move("p1", "a2")) == "A new foundation takes the leftmost free place of its row"
    s.play(move("p1", "a1"))
    assert s.check(move("p2", "a2")) == "The spades already have their ace foundation"
    assert s.check(move("p2", "k1")) == "This foundation needs the 2 next"
    s2 = at({"p2": "AS/1", "a1": "AS", "k1": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"}, stock="9D")
    s2.play(move("p2", "k1"))
    assert s2.state.size("k1") == 13


def test_check_6_the_end_of_the_first_deal() -> None:
    s = Session.new("duchess_de_luynes", 2)
    received = {p: 1 for p in PACKETS}
    while s.state.piles["stock"]:
        while (due := GAME.play_due(s.state)) is not None:
            s.play(due)  # the plays due first
        before = {p: s.state.size(p) for p in PACKETS}
        s.play(ROUND)
        for p in PACKETS:
            received[p] += s.state.size(p) - before[p]
    # What each packet received, counted round by round (no play happens within a round).
    assert received == {"p1": 18, "p2": 18, "p3": 17, "p4": 17}
    assert sum(s.state.size(p) for p in SPREAD) == 34 and s.state.is_empty("reserve")
    assert not s.state.face_down


def test_the_last_two_cards_go_to_packets_1_and_2_and_the_reserve_is_spread() -> None:
    s = at({"p3": "9C"}, stock="2H 3H", reserve="QS 7D 5C")
    s.play(ROUND)
    assert labels(s.state, "p1") == ["2♥"] and labels(s.state, "p2") == ["3♥"]
    assert [s.state.top(p).label for p in SPREAD[:3]] == ["Q♠", "7♦", "5♣"]  # in the order laid aside
    assert not s.state.face_down


def test_check_7_any_reserve_card_may_be_played_at_the_end() -> None:
    s = at({"p1": "9C", "s1": "QS", "s2": "AD", "s3": "5C"}, stock="")
    assert s.check(move("s2", "a1")) is None
    s.play(move("s2", "a1"))
    assert s.check(move("s3", "a2")) == "A foundation here starts with an ace"


def test_plays_due_come_before_the_next_round() -> None:
    s = at({"p1": "9C", "p2": "AH", "p3": "AH/1"}, stock="2D 3D 4D 5D 6D 7D")
    assert s.check(ROUND) == "Play every packet card that fits a foundation first (the A♥)"
    assert ROUND not in s.legal_moves()
    s.play(move("p2", "a1"))
    # the second A♥ can no longer go anywhere: the round may be dealt
    assert s.check(ROUND) is None


def test_either_of_two_fitting_foundations_is_the_players_choice() -> None:
    s = at({"p1": "KH", "a1": "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"}, stock="2D")
    assert s.check(move("p1", "a1")) is None and s.check(move("p1", "k1")) is None
    assert not GAME.is_safe(s.state, move("p1", "a1"))
    s2 = at({"p1": "KH"}, stock="2D")
    assert not GAME.is_safe(s2.state, move("p1", "k1"))  # the other king of hearts may need this place more
    s3 = at({"p1": "KH", "a1": "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"}, stock="2D")
    assert GAME.is_safe(s3.state, move("p1", "k1"))  # its twin is home: the one place left is its own


def test_re_deal_order_packets_then_the_reserve() -> None:
    s = at({"p1": "3S 4S", "p2": "5S", "p4": "6S 7S", "s2": "8S", "s5": "9S"}, stock="")
    assert s.check(REDEAL_MOVE) is None
    s.play(REDEAL_MOVE)
    # the new pack is 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠: a round of four, two to the reserve
    assert [labels(s.state, p) for p in PACKETS] == [["3♠"], ["4♠"], ["5♠"], ["6♠"]]
    assert labels(s.state, "reserve") == ["7♠", "8♠"] and labels(s.state, "stock") == ["9♠"]
    s.play(ROUND)  # the last card goes to packet 1, and the reserve is spread
    assert labels(s.state, "p1") == ["3♠", "9♠"]
    assert [s.state.top(p).label for p in SPREAD[:2]] == ["7♠", "8♠"]
    assert s.state.counters["redeals_left"] == 0


def test_re_deal_only_when_nothing_can_be_played() -> None:
    s = at({"p1": "AS", "p2": "5S"}, stock="")
    assert s.check(REDEAL_MOVE) == "A card can still be played to a foundation"
    s = at({"p1": "3S"}, stock="5D")
    assert s.check(REDEAL_MOVE) == "The packets are taken up only when the whole pack has been dealt"


def test_check_8_one_re_deal_only() -> None:
    s = at({"p1": "3S", "p2": "5S"}, stock="")
    s.play(REDEAL_MOVE)
    assert s.check(REDEAL_MOVE) == "No re-deals are left"
    assert s.legal_moves() == [] and s.is_lost()


def test_option_two_re_deals() -> None:
    s = Session.new("duchess_de_luynes", 3, {TWO_REDEALS: True})
    assert s.state.counters["redeals_left"] == 2
    assert Session.new("duchess_de_luynes", 3).state.counters["redeals_left"] == 1


def test_lost_and_not_lost() -> None:
    s = at({"p1": "3S", "s1": "4S", "a1": "AS"}, stock="", redeals_left=0)
    assert s.is_lost()
    s = at({"p1": "3S", "s1": "2S", "a1": "AS"}, stock="", redeals_left=0)
    assert not s.is_lost()  # the 2♠ can still go up, from the reserve
    s = at({"p1": "3S", "a1": "AS"}, stock="7D", redeals_left=0)
    assert not s.is_lost()  # a round is left to deal


def test_won_through_the_api() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate("SHDC"):
        piles[ACE_PILES[i]] = " ".join(f"{r}{suit}" for r in ranks[:-1])
        piles[KING_PILES[i]] = " ".join(f"{r}{suit}.1" for r in reversed(ranks))
    table = {"p1": "KS", "p2": "KH", "s4": "KD", "s9": "KC"}
    s = Session.from_position("duchess_de_luynes", piles={**piles, **table})
    for src, dst in [("p1", "a1"), ("p2", "a2"), ("s4", "a3"), ("s9", "a4")]:
        assert not s.is_won()
        s.play(move(src, dst))
    assert s.is_won() and not s.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 5), (7, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("duchess_de_luynes", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("duchess_de_luynes", 4, seed, max_moves=80)


def test_the_first_deal_conserves_cards_after_hinted_play() -> None:
    s = Session.new("duchess_de_luynes", 5)
    play_hints_to_the_end(s, 200, autoplay="safe")
    assert s.is_won() or s.is_lost()
    assert_same_cards(GAME, s.state)
