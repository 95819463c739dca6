"""blocks.targets and the building rules' inverses: each inverse names
exactly the faces its rule lets a card go onto; the indexes find the piles
by their tops and the foundations by the face they want, kept per keyed
position and never stale."""

from __future__ import annotations

import pytest

from cadogan.core.blocks import (
    ACE_TO_KING,
    ALTERNATE,
    ANY_SUIT,
    EITHER_WAY,
    PIQUET_ORDER,
    SUIT,
    UP_FROM_ACE,
    ZIGZAG,
    AcesUpKingsDown,
    descending_onto,
    descending_sequence,
    empty_among,
    in_pile_order,
    marriage,
    marriage_onto,
    one_apart,
    one_apart_onto,
    remembered,
    sequence_in,
    sequence_onto,
    topped_by,
    wanting,
)
from cadogan.core.cards import RANKS, Card, Suit
from cadogan.core.ops import Tx
from cadogan.core.state import State
from tests.core.helpers import cards

EVERY_CARD = [Card(suit, rank) for suit in Suit for rank in RANKS]


def faces_taking(card: Card, rule) -> set:
    return {(onto.suit, onto.rank) for onto in EVERY_CARD if rule(card, onto)}


@pytest.mark.parametrize("steps", [(-1,), (1,), EITHER_WAY])
def test_marriage_onto_names_the_faces_marriage_allows(steps) -> None:
    for card in EVERY_CARD:
        assert faces_taking(card, lambda c, o: marriage(c, o, steps)) <= marriage_onto(card, steps)
        assert {f for f in marriage_onto(card, steps) if 1 <= f[1] <= 13} == faces_taking(
            card, lambda c, o: marriage(c, o, steps)
        )


@pytest.mark.parametrize(
    ("order", "colours", "steps"),
    [
        (ACE_TO_KING, ALTERNATE, (-1,)),
        (ACE_TO_KING, SUIT, (-2,)),
        (PIQUET_ORDER, ALTERNATE, (-1,)),
        (ACE_TO_KING, SUIT, EITHER_WAY),
        (ZIGZAG, SUIT, EITHER_WAY),
        (ACE_TO_KING, ANY_SUIT, (-1,)),
    ],
)
def test_sequence_onto_names_the_faces_sequence_in_allows(order, colours, steps) -> None:
    for card in EVERY_CARD:
        allowed = faces_taking(card, lambda c, o: sequence_in(c, o, order, colours, steps))
        assert sequence_onto(card, order, colours, steps) == allowed


def test_descending_and_one_apart_onto() -> None:
    for card in EVERY_CARD:
        assert {f for f in descending_onto(card) if f[1] <= 13} == faces_taking(card, descending_sequence)
        assert {f for f in one_apart_onto(card) if 1 <= f[1] <= 13} == faces_taking(card, one_apart)


def table(**piles: str) -> State:
    return State(piles={name: cards(text) for name, text in piles.items()})


def test_topped_by_finds_piles_by_their_top_card() -> None:
    state = table(a="5H 9S", b="10S", c="", d="KD 10S", f="")
    assert sorted(topped_by(state, ("a", "b", "c", "d"), marriage_onto(cards("9S")[0]))) == ["b", "d"]
    assert topped_by(state, ("a", "b"), marriage_onto(cards("KS")[0])) == []
    assert empty_among(state, ("a", "c", "f")) == ["c", "f"]
    assert in_pile_order(state, ["f", "a", "d", "a"]) == ["a", "d", "f"]


def test_wanting_finds_the_foundations_wanting_the_face() -> None:
    homes = AcesUpKingsDown(up=("u1", "u2"), down=("d1", "d2"))
    state = table(u1="AS 2S", u2="", d1="KH", d2="", t="3S AC KC QH")
    assert wanting(state, homes.piles, homes.rule, cards("3S")[0]) == ["u1"]
    assert wanting(state, homes.piles, homes.rule, cards("AC")[0]) == ["u2"]
    assert wanting(state, homes.piles, homes.rule, cards("KC")[0]) == ["d2"]
    assert wanting(state, homes.piles, homes.rule, cards("QH")[0]) == ["d1"]
    assert wanting(state, ("u1", "u2"), UP_FROM_ACE, cards("4S")[0]) == []


def test_indexes_follow_a_keyed_position_as_it_changes() -> None:
    state = table(a="5H 9S", b="10S 8D", c="")
    state.zkey  # noqa: B018 - keyed: the indexes are kept
    nine = marriage_onto(cards("9D")[0])
    assert topped_by(state, ("a", "b", "c"), nine) == []
    tx = Tx(state)
    tx.move("b", "c", 1)  # 10S now on top of b
    assert topped_by(state, ("a", "b", "c"), marriage_onto(cards("9S")[0])) == ["b"]
    calls = []
    assert remembered(state, ("test", "x"), lambda: calls.append(1) or 7) == 7
    assert remembered(state, ("test", "x"), lambda: calls.append(1) or 8) == 7
    tx.move("c", "b", 1)
    assert remembered(state, ("test", "x"), lambda: calls.append(1) or 9) == 9
    assert len(calls) == 2
