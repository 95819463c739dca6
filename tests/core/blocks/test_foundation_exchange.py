"""Blocks: the rising and falling foundations of a suit trading top cards, and
leaving a two-way choice to the player (blocks.FoundationExchange, only_home)."""

from __future__ import annotations

from cadogan import core
from cadogan.core.blocks import AcesUpKingsDown, FoundationExchange, exchange_opens, only_home, shift_leads_nowhere
from cadogan.core.moves import DEAL, Move, move
from tests.core.helpers import cards, foundations_meeting, position

GAME = core.get_game("la_nivernaise")  # two packs, a1-a4 rising, k1-k4 falling
PILES = AcesUpKingsDown(up=("a1", "a2", "a3", "a4"), down=("k1", "k2", "k3", "k4"))
EXCHANGE = FoundationExchange(PILES)
FALLING_TO_8 = "KH/1 QH/1 JH/1 10H/1 9H/1 8H/1"


def test_the_top_card_goes_over_when_the_other_pile_wants_it():
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H 7H", "k2": FALLING_TO_8})
    assert EXCHANGE.check(state, "a1", "k2")  # 7♥ onto the 8♥
    assert EXCHANGE.check(state, "k2", "a1")  # and the 8♥ onto the 7♥
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H", "k2": FALLING_TO_8})
    assert EXCHANGE.check(state, "a1", "k2").reason == "This foundation needs the 7 next"


def test_both_ways_when_the_piles_overlap():
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H", "k2": FALLING_TO_8 + " 7H/1"})
    assert EXCHANGE.check(state, "a1", "k2") and EXCHANGE.check(state, "k2", "a1")


def test_only_between_the_two_piles_of_one_suit():
    state = position(GAME, {"a1": "AH 2H", "a2": "AS", "k1": "KS QS", "k2": "KH/1 QH/1 JH/1"})
    assert EXCHANGE.partner(state, "a1") == "k2" and EXCHANGE.partner(state, "k1") == "a2"
    one_suit = "Cards are exchanged only between the two foundations of one suit"
    assert EXCHANGE.check(state, "k1", "a1").reason == one_suit
    two_ways = "Cards are exchanged only between a rising and a falling foundation"
    assert EXCHANGE.check(state, "a1", "a2").reason == two_ways
    assert EXCHANGE.partner(state, "a3") is None


def test_a_pile_keeps_its_first_card():
    state = position(GAME, {"a1": "AH", "k2": "KH/1 QH/1 JH/1 10H/1 9H/1 8H/1 7H/1 6H/1 5H/1 4H/1 3H/1 2H/1"})
    assert EXCHANGE.check(state, "a1", "k2").reason == "A foundation's first card stays where it is"
    assert not EXCHANGE.can_lift(state, "a1", 1)
    assert EXCHANGE.can_lift(state, "k2", 1)


def test_is_exchange():
    assert EXCHANGE.is_exchange(move("a1", "k3"))
    assert not EXCHANGE.is_exchange(move("p1", "k3"))
    assert not EXCHANGE.is_exchange(Move(DEAL, "stock"))


def test_an_exchange_is_idle_unless_it_can_lead_somewhere():
    full = {p: "9S" for p in ("l1", "l2", "l3", "l4", "r1", "r2", "r3", "r4")}
    falling = "KH/1 QH/1 JH/1 10H/1 9H/1 8H/1 7H/1 6H/1 5H/1 4H/1"
    stuck = position(GAME, {**full, "p1": "9C", "a1": "AH 2H 3H", "k1": falling}, redeals_left=0)
    assert EXCHANGE.is_idle(GAME, stuck, move("a1", "k1"))
    useful = position(GAME, {**full, "p1": "2H/1", "a1": "AH 2H 3H", "k1": falling}, redeals_left=0)
    assert not EXCHANGE.is_idle(GAME, useful, move("a1", "k1"))
    assert not EXCHANGE.is_idle(GAME, stuck, move("p1", "a2"))  # not an exchange


def test_only_home_leaves_a_two_way_choice_alone():
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H", "k2": FALLING_TO_8})
    seven = cards("7H/1")[0]
    assert not only_home(state, PILES.piles, lambda pile: PILES.accepts(state, pile, seven))
    five = cards("9H")[0]
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H", "k2": "KH/1 QH/1 JH/1 10H/1"})
    assert only_home(state, PILES.piles, lambda pile: PILES.accepts(state, pile, five))
    ace = cards("AS")[0]
    assert only_home(state, PILES.piles, lambda pile: PILES.accepts(state, pile, ace))  # none begun


def test_exchange_opens_any_rank_where_the_piles_meet():
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H 7H", "k2": FALLING_TO_8})
    for rank in ("AH/1", "3H/1", "7H/1", "QH/1", "KH"):
        assert exchange_opens(EXCHANGE, state, cards(rank)[0]), rank
    assert not exchange_opens(EXCHANGE, state, cards("3C")[0])  # another suit
    before = state.copy()
    exchange_opens(EXCHANGE, state, cards("3H/1")[0])
    assert state == before  # the position is left as it was


def test_exchange_opens_nothing_where_the_piles_do_not_meet():
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H", "k2": FALLING_TO_8})
    assert not exchange_opens(EXCHANGE, state, cards("3H/1")[0])
    assert not exchange_opens(EXCHANGE, state, cards("6H/1")[0])  # it fits as it is: no trade needed to say so
    alone = position(GAME, {"a1": "AH 2H 3H 4H 5H"})
    assert not exchange_opens(EXCHANGE, alone, cards("3H/1")[0])  # no falling pile of the suit yet


def meeting(suits: str) -> dict[str, str]:
    """Foundations where the suits named meet (see ``foundations_meeting``)."""
    return foundations_meeting(suits, "HSDC", "a", "k")


FLANK_PLACES = ("l1", "l2", "l3", "l4", "r1", "r2", "r3", "r4")
CLUBS_ON_THE_FLANKS = dict(zip(FLANK_PLACES, ["3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C"], strict=True))


def test_arrangements_move_the_meeting_point_of_one_suit_only():
    state = position(GAME, meeting("HS"))
    arranged = EXCHANGE.arrangements(GAME, state, "a1")
    assert arranged[0].key() == state.key()
    assert sorted(s.size("a1") for s in arranged) == list(range(1, 13))  # A … Q on the rising pile
    assert all(s.piles["a2"] == state.piles["a2"] and s.piles["k2"] == state.piles["k2"] for s in arranged)
    assert all(s.size("a1") + s.size("k1") == 13 for s in arranged)
    assert len(EXCHANGE.arrangements(GAME, state, "a3")) == 1  # the diamonds do not meet


def test_progress_is_found_suit_by_suit_past_the_blind_search_bound():
    """Three suits meeting make over a thousand positions by exchanges alone:
    a blind search gives up (and calls every exchange useful); taken suit by
    suit the answer is exact."""
    dead = position(GAME, {**meeting("HSD"), **CLUBS_ON_THE_FLANKS, "p1": "9H 9C/1"}, redeals_left=0)
    assert not EXCHANGE.progress_reachable(GAME, dead)
    assert EXCHANGE.is_idle(GAME, dead, move("a1", "k1"))
    alive = position(GAME, {**meeting("HSD"), **CLUBS_ON_THE_FLANKS, "p1": "9C/1 9H"}, redeals_left=0)
    assert EXCHANGE.progress_reachable(GAME, alive)  # the hearts meeting at 8 and 10 take the 9♥
    assert not EXCHANGE.is_idle(GAME, alive, move("a1", "k1"))


LOUIS = core.get_game("the_louis_patience")  # marriages between letters; up1-up4 rising, down1-down4 falling
LOUIS_PILES = AcesUpKingsDown(up=("up1", "up2", "up3", "up4"), down=("down1", "down2", "down3", "down4"))
LOUIS_EXCHANGE = FoundationExchange(LOUIS_PILES)


def louis_meeting(suits: str, **letters: str) -> dict[str, str]:
    """:func:`meeting` on the Louis's foundations, with cards on its letters."""
    names = {"a": "up", "k": "down"}
    return {names[p[0]] + p[1:]: cards for p, cards in meeting(suits).items()} | letters


def test_a_marriage_leads_nowhere_judged_suit_by_suit():
    """A shift that is not an exchange (a marriage between the Louis's
    letters) is judged by the same suit-by-suit search: with three suits
    meeting, the blind search gives up and calls the marriage useful."""
    marry = move("c", "b")  # the 4♣ onto the 3♣
    dead = position(LOUIS, louis_meeting("HSD", a="9C", b="3C", c="4C"), redeals_left=0)
    assert LOUIS_EXCHANGE.leads_nowhere(LOUIS, dead, marry)
    assert LOUIS_EXCHANGE.leads_nowhere(LOUIS, dead, move("up1", "down1"))  # an exchange too
    assert not shift_leads_nowhere(LOUIS, dead, marry)  # blind: past its bound
    alive = position(LOUIS, louis_meeting("HSD", a="9C", b="3C", c="3H/1 4C"), redeals_left=0)
    assert not LOUIS_EXCHANGE.leads_nowhere(LOUIS, alive, marry)  # it frees the 3♥ for the falling hearts
    free = position(LOUIS, louis_meeting("HSD", a="2C"), redeals_left=0)
    assert not LOUIS_EXCHANGE.leads_nowhere(LOUIS, free, move("a", "up4"))  # progress itself


def test_drop_judges_every_move_onto_or_off_a_foundation():
    state = position(GAME, {"a1": "AH 2H 3H 4H 5H 6H 7H", "k2": FALLING_TO_8, "l1": "8H/1", "l2": "3C"})
    assert EXCHANGE.drop(state, "l1", "a1")  # a table card home
    assert not EXCHANGE.drop(state, "l2", "a1")  # one that does not fit
    assert EXCHANGE.drop(state, "a1", "k2")  # an exchange
    reason = EXCHANGE.drop(state, "a1", "l2").reason
    assert reason == "Cards on a foundation go only to the other foundation of their suit"
    assert EXCHANGE.drop(state, "l1", "l2") is None  # not the foundations' business
