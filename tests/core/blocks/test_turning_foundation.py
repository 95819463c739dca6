"""Blocks: a foundation that builds up to the king and back down to the ace
(``FoundationRule(turn=True)``), and foundations started as their first
card appears (``foundation_started``)."""

from __future__ import annotations

import pytest

from cadogan.core.blocks import FoundationRule, foundation_started, has_turned
from cadogan.core.cards import Suit
from cadogan.core.state import State
from tests.core.helpers import cards

TURNING = FoundationRule(direction=1, first=1, turn=True)
UP = " ".join(f"{r}S" for r in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K"))


def test_climbs_from_the_ace_to_the_king():
    assert TURNING.accepts([], cards("AS")[0])
    assert TURNING.accepts(cards("AS 2S 3S"), cards("4S")[0])
    assert TURNING.accepts(cards("AS 2S 3S"), cards("4H")[0]).reason == "This foundation takes spades only"
    assert TURNING.accepts(cards("AS 2S 3S"), cards("2S/1")[0]).reason == "This foundation needs the 4 next"


def test_turns_on_the_second_king_then_comes_down_to_the_second_ace():
    climbed = cards(UP)
    assert not has_turned(climbed)
    assert TURNING.next_card(climbed) == (Suit.SPADES, 13)
    assert TURNING.turns_next(climbed)
    refused = TURNING.accepts(climbed, cards("QS/1")[0])
    assert refused.reason == "This foundation needs the second king next, to turn"
    assert TURNING.accepts(climbed, cards("KS/1")[0])
    turned = [*climbed, *cards("KS", pack=1)]
    assert has_turned(turned)
    assert not TURNING.turns_next(turned)
    assert TURNING.accepts(turned, cards("QS/1")[0])
    assert TURNING.accepts(turned, cards("KS")[0]).reason == "This foundation needs the queen next"
    down = turned + cards("QS/1")
    assert TURNING.next_card(down) == (Suit.SPADES, 11)


def test_complete_with_twenty_six_cards():
    full = cards(UP) + cards(" ".join(reversed(UP.split())), pack=1)
    assert len(full) == 26 and full[-1].rank == 1
    assert TURNING.next_card(full) is None
    assert TURNING.accepts(full, cards("AS")[0]).reason == "This foundation is complete"


def test_a_plain_foundation_does_not_turn():
    plain = FoundationRule(direction=1, first=1)
    assert plain.next_card(cards(UP)) is None
    assert not plain.turns_next(cards(UP))
    down = FoundationRule(direction=-1, first=13, turn=True)
    assert down.next_card(cards("KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH")) == (Suit.HEARTS, 1)


def test_a_wrapping_foundation_cannot_turn():
    with pytest.raises(ValueError, match="never reaches an end"):
        FoundationRule(wrap=True, turn=True)


def test_foundation_started_names_the_pile_of_a_base():
    state = State.empty(["f1", "f2", "f3"])
    state.piles["f1"] = cards("AH 2H")
    state.piles["f3"] = cards("KH")
    assert foundation_started(state, ["f1", "f2", "f3"], Suit.HEARTS, 1) == "f1"
    assert foundation_started(state, ["f1", "f2", "f3"], Suit.HEARTS, 13) == "f3"
    assert foundation_started(state, ["f1", "f2", "f3"], Suit.SPADES, 1) is None
    assert foundation_started(state, ["f2", "f3"], Suit.HEARTS, 1) is None  # only the piles named
