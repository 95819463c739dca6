"""La Nivernaise: rules card checks, the book's rules, deal, re-deal, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.la_nivernaise import FILL, FLANKS, LINE
from cadogan.core.moves import move
from cadogan.core.ops import Tx
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    foundations_meeting,
    position,
)

GAME = core.get_game("la_nivernaise")
ROUND = Move(DEAL, "stock")


def at(piles: dict[str, str], stock: str = "", redeals_left: int = 1, **counters: int) -> Session:
    """A hand-made position holding only the cards named; ``stock`` lists the
    pack's cards in the order they will be dealt (then packets not named hold
    a 10♠, since an empty packet takes pack cards at once). Line faces are
    settled as the rules show them."""
    dealt = " ".join(reversed(stock.split()))
    if stock:
        piles = {**{p: "10S/1" for p in LINE}, **piles, "stock": dealt}
    state = position(GAME, piles, down=dealt, redeals_left=redeals_left, **counters)
    GAME.settle(state, Tx(state))
    return Session(GAME, state)


def shown(s: Session, pile: str) -> list[str]:
    """The face-up cards of a packet, top first."""
    return [c.label for c in reversed(s.state.piles[pile]) if s.state.is_up(c)]


def test_check_1_the_deal() -> None:
    """Check 1: 8 Flank cards, 6 Line packets of 4, 72 cards in the pack."""
    state = GAME.deal(1)
    assert all(state.size(p) == 1 and state.is_up(state.top(p)) for p in FLANKS)
    assert all(state.size(p) == 4 for p in LINE)
    assert state.size("stock") == 72 and set(state.piles["stock"]) <= state.face_down
    assert state.counters == {"redeals_left": 1}
    assert_same_cards(GAME, state)
    deck = GAME.shuffled_deck(1)
    assert [state.top(p) for p in FLANKS] == deck[:8]  # left column down, then right
    assert state.piles["p1"] == deck[8:12] and state.piles["p6"] == deck[28:32]
    assert [c for c in state.piles["p1"] if state.is_up(c)] == [deck[11]]  # only the top is seen


def test_check_2_the_second_card_waits_for_the_top() -> None:
    s = at({"p1": "2H 9C", "a1": "AH", **{p: "QS" for p in FLANKS[1:]}})
    assert s.check(move("p1", "a1", 2)) == "Only the uppermost card can be moved"
    assert s.check(move("p1", "a1")) == "This foundation takes hearts only"  # the 9♣ is what plays
    assert move("p1", "a1") not in s.legal_moves()
    s.play(move("p1", "l1"))  # its removal releases the 2♥
    assert s.check(move("p1", "a1")) is None


def test_check_3_examining_as_many_as_the_vacancies() -> None:
    flanks = {p: "QS" for p in FLANKS[2:]}
    s = at({"p1": "5D 4D 3D 2D 9C", "p2": "7S 8S", **flanks})
    assert shown(s, "p1") == ["9♣", "2♦", "3♦"]  # two vacancies: two beneath the top
    assert shown(s, "p2") == ["8♠", "7♠"]
    full = at({"p1": "5D 4D 3D 2D 9C", **{p: "QS" for p in FLANKS}})
    assert shown(full, "p1") == ["9♣"]
    s.play(move("p1", "l1"))  # filling a vacancy shows one card fewer
    assert shown(s, "p1") == ["2♦", "3♦"]


def test_check_3_option_counts_the_top_card() -> None:
    flanks = {p: "QS" for p in FLANKS[2:]}
    s = at({"p1": "5D 4D 3D 2D 9C", **flanks}, opt_count_top=1)
    assert shown(s, "p1") == ["9♣", "2♦"]
    full = at({"p1": "5D 4D 3D 2D 9C", **{p: "QS" for p in FLANKS}}, opt_count_top=1)
    assert shown(full, "p1") == ["9♣"]


def test_check_4_filling_a_flank_vacancy() -> None:
    """Check 4: from Line packet 3 or the pack, or left empty; never Flank to Flank."""
    s = at({"p3": "4C 8D", "l2": "5H", "r1": "6S"}, stock="JH 2S")
    assert s.check(move("r1", "l1")) == "A Flank card cannot move to another Flank place"
    assert s.check(move("p3", "l2")) == "A Flank place holds one card"
    assert Move(FILL, "l1") in s.legal_moves()
    s.play(move("p3", "l1"))
    assert s.state.top("l1").label == "8♦"
    s.play(Move(FILL, "l3"))
    assert s.state.top("l3").label == "J♥" and s.state.is_up(s.state.top("l3"))
    s.undo()
    assert s.state.is_empty("l3") and s.state.size("stock") == 2
    assert s.check(Move(FILL, "l2")) == "Only an empty Flank place is filled from the pack"
    assert s.check(move("p3", "p1")) == "Nothing is built on the Line: cards go to the foundations or the Flanks"


def test_check_5_an_emptied_packet_gets_four_at_once() -> None:
    s = at({"p2": "3S", "a1": "AS 2S", **{p: "QH" for p in FLANKS}}, stock="4C 5C 6C 7C 8C")
    s.play(move("p2", "a1"))
    assert [c.label for c in s.state.piles["p2"]] == ["4♣", "5♣", "6♣", "7♣"]
    assert s.state.size("stock") == 1
    s.undo()
    assert s.state.piles["p2"] == cards("3S") and s.state.size("stock") == 5


def test_check_6_exchanges_between_the_two_piles_of_a_suit() -> None:
    up = "AH 2H 3H 4H 5H 6H"
    down = "KH/1 QH/1 JH/1 10H/1 9H/1 8H/1 7H/1"
    s = at({"a2": up, "k3": down, "a1": "AS 2S", "k1": "KS"})
    assert s.check(move("k3", "a2")) is None  # 7♥ onto the ascending pile
    assert s.check(move("a2", "k3")) is None  # 6♥ onto the descending pile
    assert s.check(move("a2", "a1")) == "Cards are exchanged only between a rising and a falling foundation"
    assert s.check(move("a1", "k3")) == "Cards are exchanged only between the two foundations of one suit"
    assert s.check(move("k1", "a1")) == "A foundation's first card stays where it is"
    s.play(move("k3", "a2"))
    assert s.state.top("a2").label == "7♥" and s.state.top("k3").label == "8♥"
    s.play(move("a2", "k3"))  # one card at a time, back again
    assert s.state.top("k3").label == "7♥"
    assert s.check(move("a2", "l1")) == "Cards on a foundation go only to the other foundation of their suit"


def test_check_7_pack_cards_never_go_straight_to_a_foundation() -> None:
    s = at({"a1": "AH"}, stock="2H 9C")
    assert s.check(move("stock", "a1")) == (
        "Click the pack to deal a round, or click an empty Flank place to fill it from the pack"
    )
    assert all(m.src != "stock" for m in s.legal_moves() if m.kind == "move")


def test_check_8_the_one_re_deal() -> None:
    piles = {"p1": "2C 3C 4C", "p2": "5D 6D", "p4": "7S", "l1": "KH", "r4": "QH", "a1": "AS"}
    s = at(piles)
    s.play(Move(REDEAL))
    assert [c.label for c in s.state.piles["p1"]] == ["2♣", "3♣", "4♣", "5♦"]  # packet 1's bottom first
    assert [c.label for c in s.state.piles["p2"]] == ["6♦", "7♠"]
    assert all(s.state.is_empty(p) for p in LINE[2:])
    assert s.state.top("l1").label == "K♥" and s.state.top("r4").label == "Q♥"  # the Flanks stay
    assert s.state.piles["a1"] == cards("AS")
    assert s.check(Move(REDEAL)) == "There is only one re-deal"
    assert Move(REDEAL) not in s.legal_moves()


def test_re_deal_only_when_the_pack_is_used_up() -> None:
    s = at({"p1": "2C"}, stock="3C")
    assert s.check(Move(REDEAL)) == "The Line is re-dealt only when the pack is used up"


def test_a_round_deals_four_together_on_each_packet() -> None:
    stock = " ".join(["2C"] * 4 + ["3D"] * 4 + ["4H"] * 4 + ["5S"] * 4 + ["6C"] * 4 + ["7D"] * 3)
    s = at({p: "KS" for p in LINE}, stock=stock)
    s.play(ROUND)
    assert [s.state.size(p) for p in LINE] == [5, 5, 5, 5, 5, 4]  # the last round runs short
    assert s.state.top("p2").label == "3♦" and s.state.top("p6").label == "7♦"
    assert s.check(ROUND) == "The pack is used up"
    s.undo()
    assert all(s.state.size(p) == 1 for p in LINE)


def test_book_first_ace_and_king_begin_the_piles() -> None:
    s = at({"l1": "AH", "l2": "AH/1", "l3": "2H", "r1": "KH"})
    s.play(move("l1", "a4"))
    assert s.check(move("l2", "a1")) == "The hearts already have their ace foundation"
    s.play(move("r1", "k2"))
    s.play(move("l3", "a4"))
    assert s.state.top("a4").label == "2♥"


def test_lost_and_not_lost() -> None:
    full = {p: "9S" for p in FLANKS}
    flanks = {p: "9S" for p in FLANKS[1:]}
    s = at({**full, "p1": "3C 4D", "a1": "AH 2H", "k1": "KH QH"}, redeals_left=0)
    assert s.game.is_lost(s.state)  # the exchanges lead nowhere
    s = at({**flanks, "p1": "3H 4D", "a1": "AH 2H", "k1": "KH QH"}, redeals_left=0)
    assert not s.game.is_lost(s.state)  # an empty Flank place could take the 4♦ off the 3♥
    s = at({**full, "p1": "3C 3H", "a1": "AH 2H", "k1": "KH QH"}, redeals_left=0)
    assert not s.game.is_lost(s.state)
    s = at({**full, "p1": "3C 4D", "a1": "AH 2H", "k1": "KH QH"})
    assert not s.game.is_lost(s.state)  # the re-deal is still open
    falling = "KH/1 QH/1 JH/1 10H/1 9H/1 8H/1 7H/1 6H/1 5H/1 4H/1"
    s = at({**full, "p1": "2H/1", "a1": "AH 2H 3H", "k1": falling}, redeals_left=0)
    assert not s.game.is_lost(s.state)  # once the 3♥ goes over, the falling pile wants the 2♥
    s = at({**full, "p1": "9C", "a1": "AH 2H 3H", "k1": falling}, redeals_left=0)
    assert s.game.is_lost(s.state)


def meeting(suits: str) -> dict[str, str]:
    """Foundations where the suits named meet (see ``foundations_meeting``)."""
    return foundations_meeting(suits, "HSDC", "a", "k")


def test_lost_when_only_exchanges_of_three_suits_are_left() -> None:
    """Exchanges in three suits at once make more positions than a blind
    search may visit, yet no card of the Flanks or the Line fits any of
    them: lost, and no hint to shuffle cards between foundations for ever."""
    flanks = dict(zip(FLANKS, ["3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"], strict=True))
    s = at({**meeting("HSD"), **flanks, "p1": "9H 9C/1"}, redeals_left=0)
    assert s.is_lost()
    assert s.hint() is None
    s = at({**meeting("HSD"), **flanks, "p1": "9C/1 9H"}, redeals_left=0)
    assert not s.is_lost()  # the 9♥ fits once the hearts have gone over to 8 and 10
    assert s.hint() is not None


def test_won_through_the_api() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate("HSDC"):
        piles[f"a{i + 1}"] = " ".join(f"{r}{suit}" for r in ranks[:-1])
        piles[f"k{i + 1}"] = " ".join(f"{r}{suit}.1" for r in reversed(ranks))
    piles["k1"] = " ".join(f"{r}H.1" for r in reversed(ranks[2:]))  # K♥ … 3♥
    rest = {"l1": "KH", "p1": "AH.1 2H.1", "r1": "KS", "l4": "KD", "p6": "KC"}
    s = Session.from_position("la_nivernaise", piles={**piles, **rest}, counters={"redeals_left": 0})
    for src, dst in [("p1", "k1"), ("p1", "k1"), ("l1", "a1"), ("r1", "a2"), ("l4", "a3"), ("p6", "a4")]:
        assert not s.is_won()
        s.play(move(src, dst))
    assert s.is_won()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 5), (7, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("la_nivernaise", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("la_nivernaise", 4, seed)
