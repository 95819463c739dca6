"""Blocks: ``only_home``, a card that only one foundation takes (safe
auto-play where nothing builds off the foundations), judged through a
game's ``can_drop`` as the Duchess de Luynes does."""

from __future__ import annotations

from cadogan.core.blocks import UP_FROM_ACE, only_home
from cadogan.core.moves import no
from cadogan.core.state import State
from tests.core.helpers import cards


def drop(state: State, src: str, count: int, dst: str):
    if not dst.startswith("f"):
        return no("Cards go only to the foundations")
    return UP_FROM_ACE.accepts(state.piles[dst], state.top(src))


def table(**piles: str) -> State:
    state = State.empty(["f1", "f2", "t1", "t2"])
    for pile, text in piles.items():
        state.piles[pile] = cards(text)
    return state


def test_the_one_foundation_that_takes_the_card():
    state = table(f1="AH", f2="AS", t1="2S")
    assert only_home(state, ("f1", "f2"), lambda pile: drop(state, "t1", 1, pile))


def test_not_when_no_foundation_takes_it():
    state = table(f1="AH", f2="AS", t1="3S")
    assert not only_home(state, ("f1", "f2"), lambda pile: drop(state, "t1", 1, pile))


def test_not_when_the_player_has_a_choice():
    state = table(f1="AH 2H", f2="AH/1 2H/1", t1="3H")
    assert not only_home(state, ("f1", "f2"), lambda pile: drop(state, "t1", 1, pile))
