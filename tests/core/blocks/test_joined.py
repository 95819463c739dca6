"""Blocks: two cards joined into one unit that then plays as one step
(blocks.JoinedPairs, module joined: the Empress of India's Army and Navy)."""

from __future__ import annotations

from cadogan.core.blocks import JoinedPairs
from cadogan.core.cards import Card
from cadogan.core.moves import YES, no
from cadogan.core.ops import Tx, revert_all
from cadogan.core.state import State
from tests.core.helpers import cards

ROLES = {"p1": "tableau", "p2": "tableau", "p3": "tableau", "red": "foundation", "black": "foundation"}


def home(state: State, card: Card) -> str | None:
    """A toy rule: a red card goes home when it is one above the red pile's top, a black likewise."""
    pile = "red" if card.colour.value == "red" else "black"
    top = state.top(pile)
    return pile if top is not None and card.rank == top.rank + 1 else None


PAIRS = JoinedPairs(
    places=("p1", "p2", "p3"),
    partners=lambda card, onto: YES if card.colour != onto.colour else no("One red and one black"),
    home=home,
)


def state(piles: dict[str, str]) -> State:
    s = State.empty(ROLES, 1)
    for pile, text in piles.items():
        s.piles[pile] = cards(text)
    return s


def test_a_card_joins_a_single_card_of_the_other_colour():
    s = state({"p1": "9H", "p2": "5C", "p3": "4D", "red": "AH", "black": "AC"})
    assert PAIRS.can_join(s, "p1", "p2")
    assert PAIRS.can_join(s, "p1", "p3").reason == "One red and one black"
    tx = Tx(s)
    PAIRS.join(tx, "p1", "p2")
    assert s.piles["p2"] == cards("5C 9H") and not s.piles["p1"]
    assert PAIRS.joined(s, "p2") and not PAIRS.joined(s, "p3")
    revert_all(s, tx.ops)
    assert s.piles["p1"] == cards("9H") and s.piles["p2"] == cards("5C")


def test_a_pair_is_never_joined_again():
    s = state({"p1": "5C 9H", "p2": "4D", "p3": "7S", "red": "AH", "black": "AC"})
    refusal = "Each card is paired once only, and a pair is never parted"
    assert PAIRS.can_join(s, "p1", "p3").reason == refusal
    assert PAIRS.can_join(s, "p2", "p1").reason == refusal


def test_two_cards_that_both_go_home_go_at_once_when_joined():
    s = state({"p1": "2H", "p2": "2C", "red": "AH", "black": "AC"})
    assert PAIRS.goes_home_together(s, cards("2H")[0], cards("2C")[0])
    PAIRS.join(Tx(s), "p1", "p2")
    assert s.piles["red"] == cards("AH 2H") and s.piles["black"] == cards("AC 2C")
    assert not s.piles["p1"] and not s.piles["p2"]


def test_a_pair_goes_home_whole_in_one_step_or_not_at_all():
    s = state({"p1": "3C 2H", "red": "AH", "black": "AC"})
    assert PAIRS.unit_plays(s, "p1", YES).reason == "The 3♣ paired with it cannot go home yet"
    s = state({"p1": "2C 2H", "red": "AH", "black": "AC"})
    assert PAIRS.unit_plays(s, "p1", YES)
    assert PAIRS.unit_plays(s, "p1", no("Not that foundation")).reason == "Not that foundation"
    tx = Tx(s)
    PAIRS.send_home(tx, "p1", "red")
    assert s.piles["red"] == cards("AH 2H") and s.piles["black"] == cards("AC 2C") and not s.piles["p1"]
    revert_all(s, tx.ops)
    assert s.piles["p1"] == cards("2C 2H")


def test_a_single_card_never_goes_home_alone():
    s = state({"p1": "2H", "red": "AH", "black": "AC"})
    assert PAIRS.unit_plays(s, "p1", YES).reason == (
        "No card goes home alone: pair it with one of the other colour that goes at the same time"
    )
    assert PAIRS.singles(s, ("p1", "p2")) == ["p1"]
