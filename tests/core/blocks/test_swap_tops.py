"""Blocks: two single cards changing places as one undoable step (blocks.swap_tops)."""

from __future__ import annotations

from cadogan.core.blocks import swap_tops
from cadogan.core.ops import Tx, revert_all
from cadogan.core.state import State
from tests.core.helpers import cards


def state(piles: dict[str, str]) -> State:
    s = State.empty({name: "tableau" for name in piles}, 1)
    for pile, text in piles.items():
        s.piles[pile] = cards(text)
    return s


def test_the_top_cards_change_places_and_what_lies_under_stays():
    s = state({"a": "2C 5S", "b": "9D", "c": "KH"})
    before = s.copy()
    tx = Tx(s)
    swap_tops(tx, "a", "b")
    assert s.piles == {"a": cards("2C 9D"), "b": cards("5S"), "c": cards("KH")}
    revert_all(s, tx.ops)
    assert s == before


def test_swapping_back_restores_the_position():
    s = state({"a": "5S", "b": "3H 9D"})
    before = s.copy()
    swap_tops(Tx(s), "a", "b")
    assert s.piles == {"a": cards("9D"), "b": cards("3H 5S")}
    swap_tops(Tx(s), "b", "a")
    assert s == before
