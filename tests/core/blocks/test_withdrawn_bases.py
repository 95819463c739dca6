"""Bases withdrawn from the pack before the deal (blocks.withdraw, blocks.lay_withdrawn)."""

from __future__ import annotations

import pytest

from cadogan.core.blocks import lay_withdrawn, withdraw
from cadogan.core.cards import ACE, KING, Suit
from cadogan.core.state import State
from tests.core.helpers import cards


def test_withdraw_takes_the_first_copy_of_each_in_order() -> None:
    pack = cards("5C AH/1 KS AH 9D")
    assert withdraw(pack, [(Suit.HEARTS, ACE), (Suit.SPADES, KING)]) == cards("AH/1 KS")
    assert pack == cards("5C AH 9D")


def test_lay_withdrawn_puts_each_on_its_pile() -> None:
    state = State.empty({"a": "foundation", "b": "foundation", "stock": "stock"}, 1)
    pack = cards("5C AH/1 KS AH 9D")
    lay_withdrawn(state, pack, ("a", "b"), [(Suit.SPADES, KING), (Suit.HEARTS, ACE)])
    assert state.piles["a"] == cards("KS") and state.piles["b"] == cards("AH/1")
    assert pack == cards("5C AH 9D")
    assert not state.face_down


def test_lay_withdrawn_wants_a_pile_for_each_card() -> None:
    state = State.empty({"a": "foundation", "stock": "stock"}, 1)
    with pytest.raises(ValueError):
        lay_withdrawn(state, cards("AH KS"), ("a",), [(Suit.HEARTS, ACE), (Suit.SPADES, KING)])
