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


def test_sent_home_alone_is_a_legal_move_home_with_no_other_place():
    """``sent_home_alone``: judged through the game's own check (the Labyrinth)."""
    from cadogan.core import get_game
    from cadogan.core.blocks import sent_home_alone
    from cadogan.core.games.the_labyrinth import FOUNDATIONS
    from cadogan.core.moves import move
    from tests.core.helpers import position

    game = get_game("the_labyrinth")
    state = position(
        game,
        {"r1c1": "7H", "r1c2": "2S", "r1c3": "5D", "a1": "AH 2H 3H 4H 5H 6H", "k1": "KH QH JH 10H 9H 8H", "a2": "AS"},
        rows_dealt=1,
    )
    # Only the spade ace's pile takes the 2, but the spade king's pile will want the other 2: the
    # player chooses which copy goes up first.
    assert not sent_home_alone(game, state, move("r1c2", "a2"), FOUNDATIONS)
    twin_home = position(
        game,
        {"r1c2": "2S", "a2": "AS", "k2": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "a1": "AH", "k1": "KH"},
        rows_dealt=1,
    )
    assert sent_home_alone(game, twin_home, move("r1c2", "a2"), FOUNDATIONS)  # its twin is home: no choice left
    assert not sent_home_alone(game, state, move("r1c1", "a1"), FOUNDATIONS)  # either heart pile takes the 7
    assert not sent_home_alone(game, state, move("r1c3", "a3"), FOUNDATIONS)  # not a legal move
    assert not sent_home_alone(game, state, move("a2", "k1"), FOUNDATIONS)  # from a foundation
