"""The pairs block: matching values, the pairs among places, refilling."""

from __future__ import annotations

from cadogan.core import GROUP, Move, group
from cadogan.core.blocks import Pairs, adding_to, equal_values, refill_in_order
from cadogan.core.moves import YES, no
from cadogan.core.ops import Tx, revert_all
from cadogan.core.state import State
from tests.core.helpers import cards

PLACES = ("p1", "p2", "p3", "p4")


def state(**piles: str) -> State:
    s = State.empty((*PLACES, "pack", "out"))
    for pile, text in piles.items():
        s.piles[pile] = cards(text)
    return s


def test_equal_values_and_sums():
    assert equal_values(*cards("7S 7D"))
    assert equal_values(*cards("7S 8S")).reason == "A pair is two cards of the same value"
    fourteen = adding_to(14)
    assert all(fourteen(*cards(pair)) for pair in ("AH KC", "2D QS", "3C JH", "4S 10D", "5H 9H", "6C 8D", "7H 7S"))
    assert fourteen(*cards("KH 2H")).reason == "K♥ and 2♥ make 15, not 14"


def test_pairs_in_the_places_order_and_only_where_the_places_allow():
    pairs = Pairs("out", equal_values)
    s = state(p1="9C 5S", p2="KD", p3="5H", p4="KS")
    assert list(pairs.moves(s, PLACES)) == [group(("p1", "p3"), "out"), group(("p2", "p4"), "out")]
    apart = Pairs("out", equal_values, together=lambda a, b: YES if {a, b} != {"p2", "p4"} else no("Too far"))
    assert list(apart.moves(s, PLACES)) == [group(("p1", "p3"), "out")]
    assert apart.check(s, group(("p2", "p4"), "out"), lambda p: YES).reason == "Too far"
    assert pairs.any(s, PLACES) and not pairs.any(s, ("p1", "p2"))


def test_a_pair_offered_is_judged():
    pairs = Pairs("out", equal_values)
    s = state(p1="5S", p2="KD", p3="5H")
    free = lambda pile: YES if pile != "p3" else no("Covered")  # noqa: E731
    assert pairs.check(s, group(("p1", "p3"), "out"), lambda p: YES)
    assert pairs.check(s, group(("p1", "p3"), "out"), free).reason == "Covered"
    assert pairs.check(s, group(("p1", "p2"), "out"), lambda p: YES).reason == "A pair is two cards of the same value"
    assert pairs.check(s, group(("p1", "p3"), "p4"), lambda p: YES).reason == "A pair goes to the discard together"
    three = Move(GROUP, "p1", "out", 1, ("p2", "p3"))
    assert pairs.check(s, three, lambda p: YES).reason == "Cards leave two at a time, one from each of two places"


def test_refill_in_order_fills_the_empty_places_first_to_last_while_the_pack_lasts():
    s = state(p2="KD", pack="3C 2C AC")  # AC is the pack's top
    s.face_down.update(cards("3C 2C AC"))
    tx = Tx(s)
    refill_in_order(s, tx, PLACES, "pack")
    assert s.piles["p1"] == cards("AC") and s.piles["p3"] == cards("2C") and s.piles["p4"] == cards("3C")
    assert not s.face_down and not s.piles["pack"]
    revert_all(s, tx.ops)
    assert s.piles["pack"] == cards("3C 2C AC") and not s.piles["p1"]
    tx = Tx(s)
    refill_in_order(s, tx, ("p1",), "out")  # an empty pack fills nothing
    assert not tx.ops
