"""Blocks: ``twin_has_room`` and ``still_wants``, the one test a two-pack
game's safe move home makes so that a card never takes the place its twin
needs (the Shah, the Clock, Red and Black, and ``sent_home_alone``'s games)."""

from __future__ import annotations

import random

from cadogan.core.blocks import (
    DOWN_FROM_KING,
    UP_FROM_ACE,
    AcesUpKingsDown,
    FoundationRule,
    still_wants,
    twin_has_room,
    wants_by_cards,
)
from cadogan.core.cards import Card, Suit
from cadogan.core.state import State
from tests.core.helpers import cards, suit_up_to

BASE_LAID = FoundationRule(direction=1, first=None, length=13)  # Red and Black's piles: the ace laid by the deal
HOUR = FoundationRule(direction=1, first=None, length=4, wrap=True)  # a Clock pile: four cards, on past the king


def table(**piles: str) -> State:
    state = State.empty(["f1", "f2", "f3", "t1"])
    for pile, text in piles.items():
        state.piles[pile] = cards(text)
    return state


def test_a_pile_wants_the_faces_still_to_come_in_its_suit():
    pile = cards("AH 2H 3H")
    assert still_wants(UP_FROM_ACE, pile, Card(Suit.HEARTS, 4))
    assert still_wants(UP_FROM_ACE, pile, Card(Suit.HEARTS, 13, 1))  # later, and either copy
    assert not still_wants(UP_FROM_ACE, pile, Card(Suit.HEARTS, 2, 1))  # it has had its copy
    assert not still_wants(UP_FROM_ACE, pile, Card(Suit.SPADES, 4))  # another suit's pile
    assert not still_wants(DOWN_FROM_KING, cards("KS QS"), Card(Suit.SPADES, 13, 1))


def test_an_empty_pile_wants_what_could_begin_it_and_a_pile_ending_short_does_not():
    assert still_wants(UP_FROM_ACE, [], Card(Suit.CLUBS, 9))  # begun by any ace, it climbs to the 9
    assert not still_wants(BASE_LAID, [], Card(Suit.CLUBS, 9))  # a pile whose base was never laid
    quarter_past = cards("QD")  # a pile of four cards from the queen: Q K A 2
    assert still_wants(HOUR, quarter_past, Card(Suit.DIAMONDS, 13))
    assert still_wants(HOUR, quarter_past, Card(Suit.DIAMONDS, 2))
    assert not still_wants(HOUR, quarter_past, Card(Suit.DIAMONDS, 3))  # the hour is reached first
    assert not still_wants(HOUR, cards("QD KD AD 2D"), Card(Suit.DIAMONDS, 3))  # full


def test_a_turning_pile_wants_the_second_king_and_the_cards_back_down():
    turning = FoundationRule(direction=1, first=1, turn=True)
    up = cards(suit_up_to("S", 13))
    assert still_wants(turning, up, Card(Suit.SPADES, 13, 1))
    assert still_wants(turning, up, Card(Suit.SPADES, 5, 1))
    assert still_wants(turning, cards(suit_up_to("S", 12)), Card(Suit.SPADES, 12, 1))  # on the way back down
    back_to_five = cards(suit_up_to("S", 13) + " KS/1 QS/1 JS/1 10S/1 9S/1 8S/1 7S/1 6S/1 5S/1")
    assert still_wants(turning, back_to_five, Card(Suit.SPADES, 1, 1))
    assert not still_wants(turning, back_to_five, Card(Suit.SPADES, 6, 1))  # had both its sixes


def test_the_other_pile_of_the_suit_must_take_the_card_now_or_have_had_it():
    rule = lambda _pile: BASE_LAID  # noqa: E731
    three = Card(Suit.HEARTS, 3)
    # The other heart pile still lacks its deuce: the 3 sent to f1 could take the place its twin needs.
    assert not twin_has_room(table(f1="AH 2H", f2="AH/1", f3="AS"), three, "f1", ("f1", "f2", "f3"), rule)
    # Both take it now: either copy serves either pile.
    assert twin_has_room(table(f1="AH 2H", f2="AH/1 2H/1", f3="AS"), three, "f1", ("f1", "f2", "f3"), rule)
    # The other pile has had its copy.
    assert twin_has_room(table(f1="AH 2H", f2="AH/1 2H/1 3H/1 4H/1", f3="AS"), three, "f1", ("f1", "f2", "f3"), rule)


def test_an_empty_pile_counts_only_if_the_suit_may_still_begin_it():
    piles = AcesUpKingsDown(up=("f1", "f2"), down=("f3",))
    five = Card(Suit.HEARTS, 5)
    state = table(f1=suit_up_to("H", 4), f3="KS")  # f2 could begin any suit, but the hearts have their rising pile

    def may_begin(pile: str) -> bool:
        kin = piles.up if pile in piles.up else piles.down
        return not any(state.piles[other] and state.piles[other][0].suit == five.suit for other in kin)

    assert not twin_has_room(state, five, "f1", piles.piles, piles.rule)  # f2 taken for a heart pile
    assert twin_has_room(state, five, "f1", piles.piles, piles.rule, may_begin=may_begin)
    state.piles["f3"] = []  # the hearts' falling pile is still to come: it wants the other 5
    assert not twin_has_room(state, five, "f1", piles.piles, piles.rule, may_begin=may_begin)


def test_agrees_with_the_pile_heights_of_two_rising_piles_of_a_suit():
    """Two piles of a suit from laid aces: the card may go up to one when the
    other is at least one card below it (it takes it too, or had it)."""
    rng = random.Random(17)
    for _ in range(300):
        high, other = rng.randint(1, 12), rng.randint(1, 13)
        state = table(f1=suit_up_to("C", high), f2=suit_up_to("C", other, 1), f3=suit_up_to("D", rng.randint(1, 13)))
        card = Card(Suit.CLUBS, high + 1, 1)
        expected = other >= high
        assert twin_has_room(state, card, "f1", ("f1", "f2", "f3"), lambda _pile: BASE_LAID) == expected


def test_still_wants_in_ranks_alone_agrees_with_the_pile_built_card_by_card():
    # The common case is answered from ranks (no card made); every rule and
    # pile below must get the answer the card-by-card build gives.
    rng = random.Random(17)
    rules = [
        FoundationRule(direction=direction, first=first, suit=suit, length=length, wrap=wrap)
        for direction in (1, -1)
        for first in (None, 1, 13)
        for suit in (None, Suit.HEARTS)
        for length in (None, 4, 13)
        for wrap in (False, True)
    ]
    checked = 0
    for rule in rules:
        for _ in range(40):
            pile: list[Card] = []
            base = rng.randint(1, 13)
            suit = rule.suit or rng.choice(list(Suit))
            pile.append(Card(suit, base))
            for _ in range(rng.randint(0, 12)):
                wanted = rule.next_card(pile)
                if wanted is None:
                    break
                pile.append(Card(suit, wanted[1], rng.randint(0, 1)))
            card = Card(rng.choice((suit, suit, Suit.SPADES)), rng.randint(1, 13), rng.randint(0, 1))
            assert still_wants(rule, pile, card) == wants_by_cards(rule, pile, card), (rule, pile, card)
            checked += 1
    assert checked == len(rules) * 40
