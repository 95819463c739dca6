"""The "Louis" Patience: rules card checks, the book's rules, deal, re-deals, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.the_louis_patience import DOWN, LETTERS, UP
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    foundations_meeting,
    position,
)

GAME = core.get_game("the_louis_patience")
DEAL_ON = Move(DEAL, "stock")
BASES = {"up1": "AD", "up2": "AC", "up3": "AH", "up4": "AS", "down1": "KD", "down2": "KC", "down3": "KH", "down4": "KS"}


def at(piles: dict[str, str], stock: str = "", redeals_left: int = 3, **counters: int) -> Session:
    """A hand-made position: the bases plus the cards named; ``stock`` lists
    the pack's cards in the order they will be dealt."""
    dealt = " ".join(reversed(stock.split()))
    piles = {**BASES, **piles, **({"stock": dealt} if stock else {})}
    return Session(GAME, position(GAME, piles, down=dealt, redeals_left=redeals_left, **counters))


def labels(s: Session, pile: str) -> list[str]:
    return [c.label for c in s.state.piles[pile]]


def test_check_1_setup_and_the_letters() -> None:
    """Check 1: 8 foundation cards, 96 in the pack; a first, m twelfth, no j."""
    state = GAME.deal(1)
    assert [state.piles[p] for p in UP + DOWN] == [[c] for c in cards("AD AC AH AS KD KC KH KS")]
    assert sum(state.size(p) for p in LETTERS) + state.size("stock") == 96
    assert "j" not in state.piles and len(LETTERS) == 12
    assert_same_cards(GAME, state)
    deck = [c for c in GAME.shuffled_deck(1) if c not in cards("AD AC AH AS KD KC KH KS")]
    assert state.piles["a"][0] == deck[0] and state.piles["m"][0] == deck[11]
    s = at({}, stock=" ".join(["9C"] * 13))
    s.play(DEAL_ON)
    assert [s.state.size(p) for p in LETTERS] == [2] + [1] * 11  # the circle, then a again


def test_check_2_a_card_played_as_it_turns_up_keeps_its_letter() -> None:
    s = at({}, stock="9C 5D 2H 7S 6S")
    s.play(DEAL_ON)
    assert labels(s, "c") == ["2♥"] and s.state.size("stock") == 2  # the deal waits
    assert s.legal_moves() == [move("c", "up3"), DEAL_ON]
    s.play(move("c", "up3"))
    s.play(DEAL_ON)
    assert labels(s, "c") == ["7♠"] and labels(s, "d") == ["6♠"]


def test_check_2_option_a_played_card_uses_up_its_letter() -> None:
    s = at({}, stock="9C 5D 2H 7S 6S", opt_skip_letter=1)
    s.play(DEAL_ON)
    s.play(move("c", "up3"))
    s.play(DEAL_ON)
    assert labels(s, "c") == [] and labels(s, "d") == ["7♠"] and labels(s, "e") == ["6♠"]


def test_check_3_each_circle_blocks_the_one_before() -> None:
    circle1 = "9C 9C 4H 9C 9C 9C 9C 9C 9C 9C 9C 9C"
    circle2 = "8C 8C 3H 8C 8C 8C 8C 8C 8C 8C 8C 8C"
    s = at({"up3": "AH 2H"}, stock=f"{circle1} {circle2} 10S")
    s.play(DEAL_ON)  # circle 1 holds nothing to play; the deal stops at the 3♥ on c in circle 2
    assert labels(s, "c") == ["4♥", "3♥"] and s.state.size("stock") == 10
    s.play(DEAL_ON)  # leave it: the deal goes on to the end of circle 2, where the 3♥ may still play
    assert s.state.size("stock") == 1
    s.play(move("c", "up3"))  # the circle-2 card on c
    reason = "Cards of earlier circles wait until the whole pack is dealt"
    assert labels(s, "c") == ["4♥"] and s.check(move("c", "up3")) == reason
    s.play(DEAL_ON)  # the last card: the pack is used up
    assert s.check(move("c", "up3")) is None


def test_check_4_marriages_only_after_the_deal() -> None:
    s = at({"e": "7C", "k": "8C", "b": "8S"}, stock="9D")
    reason = "Cards of earlier circles wait until the whole pack is dealt"
    assert s.check(move("e", "k")) == reason
    done = at({"e": "7C", "k": "8C", "b": "8S"})
    assert done.check(move("e", "k")) is None
    assert done.check(move("k", "e")) is None
    assert done.check(move("b", "e")) == "Marriages must follow suit"
    assert done.check(move("e", "c")) == "An empty letter takes its cards only from the deal"


def test_check_4_no_marriage_during_the_deal_even_for_a_free_card() -> None:
    s = at({"k": "8C"}, stock="9D 9D 7C 9D")
    s.play(DEAL_ON)  # stops nowhere for 7♣ (no foundation wants it): deals to the end
    s = at({"k": "8C", "up2": "AC 2C 3C 4C 5C 6C"}, stock="9D 9D 7C/1 9D")
    s.play(DEAL_ON)
    assert labels(s, "c") == ["7♣"]
    assert s.check(move("c", "k")) == "No marriages until the whole pack is dealt"
    reason = "While a circle is being dealt, only the card just dealt can be played"
    assert s.check(move("k", "up2")) == reason  # audit: the old reason was too long for the status bar


def test_check_5_the_re_deal_gathers_g_to_f() -> None:
    piles = {"f": "3C 4D", "e": "5S", "g": "9H", "a": "9S"}
    s = at(piles, redeals_left=3)
    s.play(Move(REDEAL))
    # f's bottom card first, then f upward, then e, ... a, then g last.
    assert labels(s, "a") == ["3♣"] and labels(s, "b") == ["4♦"] and labels(s, "c") == ["5♠"]
    assert labels(s, "d") == ["9♠"] and labels(s, "e") == ["9♥"]
    assert s.state.counters["redeals_left"] == 2


def test_option_g_first_the_re_deal_begins_with_g() -> None:
    """Reading 4's other gathering order: g's bottom card is dealt first, f's cards last."""
    piles = {"f": "3C 4D", "e": "5S", "g": "9H 8S", "a": "9S"}
    s = at(piles, redeals_left=3, opt_g_first=1)
    s.play(Move(REDEAL))
    # g from its bottom card, then a, then e, then f from its bottom card.
    assert labels(s, "a") == ["9♥"] and labels(s, "b") == ["8♠"] and labels(s, "c") == ["9♠"]
    assert labels(s, "d") == ["5♠"] and labels(s, "e") == ["3♣"] and labels(s, "f") == ["4♦"]
    plain = at(piles, redeals_left=3)
    plain.play(Move(REDEAL))
    assert labels(plain, "a") == ["3♣"]


def test_check_6_foundations_exchange_only_in_a_re_deal() -> None:
    hearts = {"up3": "AH 2H 3H 4H 5H 6H", "down3": "KH QH JH 10H 9H 8H", "b": "7H", "c": "2C"}
    s = at(hearts)
    s.play(move("b", "up3"))
    assert s.check(move("up3", "down3")) == "In the first deal, cards stay on the foundations"
    s = at(hearts, redeals_left=2)
    s.play(move("b", "up3"))
    assert s.check(move("up3", "down3")) is None
    s.play(move("up3", "down3"))
    assert labels(s, "down3")[-1] == "7♥"
    assert s.check(move("down3", "up2")) == "Cards are exchanged only between the two foundations of one suit"


def test_check_7_laying_aside_in_a_re_deal() -> None:
    hearts = {"up3": "AH 2H 3H 4H 5H 6H", "down3": "KH QH JH 10H 9H 8H", "up2": "AC 2C 3C 4C 5C 6C 7C 8C"}
    s = at(hearts, stock="7H 9C 4D", redeals_left=2)
    s.play(DEAL_ON)  # 7♥ turns up, fitting both
    assert labels(s, "a") == ["7♥"]
    assert s.check(move("a", "x3")) is None
    assert s.check(move("a", "x1")) == "This place keeps diamonds only"
    s.play(move("a", "x3"))
    s.play(DEAL_ON)
    assert labels(s, "a") == ["9♣"]
    assert s.check(move("a", "x2")) == "Only a card that fits both foundations of its suit may be laid aside"
    assert s.check(move("x3", "a")) == "A card laid aside goes only to a foundation"
    assert s.check(move("x3", "down3")) is None and s.check(move("x3", "up3")) is None
    first = at(hearts, stock="7H 9C 4D")
    first.play(DEAL_ON)
    assert first.check(move("a", "x3")) == "Cards may be laid aside only in a re-deal"
    assert first.check(move("a", "down3")) is None  # either foundation, even in the first deal


def test_in_a_re_deal_the_deal_stops_for_a_card_an_exchange_lets_home() -> None:
    """Audit: with the heart piles meeting (A…6, K…7), trading top cards lets
    any heart home, so the deal stops for a 3♥ as it turns up; in the first
    deal, where nothing is exchanged, it deals on."""
    hearts = {"up3": "AH 2H 3H 4H 5H 6H", "down3": "KH QH JH 10H 9H 8H 7H"}
    s = at(hearts, stock="9C 3H/1 10S 10S 10S", redeals_left=2)
    s.play(DEAL_ON)
    assert labels(s, "b") == ["3♥"] and s.state.size("stock") == 3  # the deal waits
    for _ in range(3):  # the 6♥, 5♥ and 4♥ go over to the king pile
        s.play(move("up3", "down3"))
    s.play(move("b", "down3"))
    assert labels(s, "down3")[-2:] == ["4♥", "3♥"]
    first = at(hearts, stock="9C 3H/1 10S 10S 10S")
    first.play(DEAL_ON)
    assert first.state.size("stock") == 0


def test_aside_cards_stay_aside_in_a_re_deal() -> None:
    s = at({"x3": "7H", "f": "3C"}, redeals_left=2)
    s.play(Move(REDEAL))
    assert labels(s, "x3") == ["7♥"]


def test_check_8_three_re_deals_only() -> None:
    s = at({"f": "3C", "e": "5S"}, redeals_left=0)
    assert s.check(Move(REDEAL)) == "No re-deals are left"
    assert Move(REDEAL) not in s.legal_moves()
    s = at({"f": "3C", "e": "5S"}, redeals_left=1)
    assert Move(REDEAL) in s.legal_moves()


def test_re_deal_only_when_the_deal_is_complete_and_stuck() -> None:
    assert at({"f": "3C"}, stock="4C").check(Move(REDEAL)) == "Finish the deal first"
    assert at({"f": "2C"}).check(Move(REDEAL)) == "A card can still be played to a foundation"


def test_lost_and_not_lost() -> None:
    s = at({"f": "3C", "e": "5S"}, redeals_left=0)
    assert s.game.is_lost(s.state)
    s = at({"f": "3C", "e": "5S", "g": "2C"}, redeals_left=0)
    assert not s.game.is_lost(s.state)
    s = at({"f": "2D 7C", "e": "6C"}, redeals_left=0)
    assert not s.game.is_lost(s.state)  # marrying the 7♣ onto the 6♣ frees the 2♦
    s = at({"f": "3D 7C", "e": "6C"}, redeals_left=0)
    assert s.game.is_lost(s.state)  # the marriage leads nowhere
    s = at({"f": "3C", "e": "5S"}, redeals_left=1)
    assert not s.game.is_lost(s.state)


def test_won_through_the_api() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate("DCHS"):
        piles[f"up{i + 1}"] = " ".join(f"{r}{suit}" for r in ranks)
        piles[f"down{i + 1}"] = " ".join(f"{r}{suit}.1" for r in reversed(ranks))
    piles["down1"] = " ".join(f"{r}D.1" for r in reversed(ranks[2:]))  # K♦ … 3♦
    s = Session.from_position("the_louis_patience", piles={**piles, "a": "AD.1 2D.1"}, counters={"redeals_left": 0})
    assert s.check(move("a", "down1")) is None
    s.play(move("a", "down1"))
    assert not s.is_won()
    s.play(move("a", "down1"))
    assert s.is_won()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 5), (7, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_louis_patience", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("the_louis_patience", 4, seed)


def meeting(suits: str) -> dict[str, str]:
    """Foundations where the suits named meet (see ``foundations_meeting``)."""
    return foundations_meeting(suits, "DCHS", "up", "down")


def test_lost_when_only_exchanges_of_three_suits_are_left() -> None:
    """Audit: exchanges in three suits at once make more positions than a
    blind search may visit, yet no letter's card fits any of them, and the
    marriage of the 3♠ and 4♠ leads nowhere: lost, and no hint to trade
    cards between foundations for ever. One suit meeting was already lost."""
    letters = {"a": "9S", "b": "3S", "c": "4S", "d": "10S"}
    for suits in ("D", "DCH"):
        s = at({**meeting(suits), **letters}, redeals_left=0)
        assert s.is_lost(), suits
        assert s.hint() is None, suits


def test_not_lost_while_an_exchange_lets_a_card_home() -> None:
    """Audit: with three suits meeting, a 9♥ on a letter fits once the
    hearts' rising pile has taken the 7♥ and 8♥ over from the falling one;
    and a 3♥ under a 4♠ fits once the 4♠ has married the 3♠ and the 6♥,
    5♥ and 4♥ have gone over to the falling hearts."""
    s = at({**meeting("DCH"), "a": "9S", "b": "3S", "c": "9H/1"}, redeals_left=0)
    assert not s.is_lost()
    assert s.hint() is not None
    s = at({**meeting("DCH"), "a": "9S", "b": "3S", "c": "3H/1 4S"}, redeals_left=0)
    assert not s.is_lost()
    assert s.hint() is not None
    s = at({**meeting("DCH"), "a": "9S", "b": "3S"}, redeals_left=1)
    assert not s.is_lost()  # the re-deal is open


def test_not_lost_while_the_deal_goes_on_with_a_card_to_lay_aside() -> None:
    """Exchanges never open a lay-aside (a card fits both piles of its suit
    only where they do not meet), and one is made only while the pack lasts,
    when the deal itself gets the game on."""
    spades = {"up4": "AS 2S 3S 4S 5S", "down4": "KS/1 QS/1 JS/1 10S/1 9S/1 8S/1 7S/1"}
    s = at({**meeting("DCH"), **spades}, stock="6S 9C 9C", redeals_left=1)
    s.play(DEAL_ON)
    assert labels(s, "a") == ["6♠"] and s.check(move("a", "x4")) is None
    assert not s.is_lost()
    assert not s.game.is_idle(s.state, move("a", "x4"))
