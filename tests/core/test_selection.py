"""Game.selection's default: cards chosen one by one are judged by the legal
groups (a game whose groups are chosen by clicks may say more: the Wheel)."""

from __future__ import annotations

from cadogan.core import group
from cadogan.core.moves import YES, Verdict, no
from cadogan.core.rules import FOUNDATION, TABLEAU, Game
from cadogan.core.state import State

from .helpers import cards

PLACES = ("p1", "p2", "p3", "p4")


class Threes(Game):
    """Three cards of one rank, from three places, leave together."""

    id = "threes_for_tests"
    title = "Threes"
    select_by_click = True

    def pile_roles(self) -> dict[str, str]:
        return {**{p: TABLEAU for p in PLACES}, "out": FOUNDATION}

    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        for place, card in zip(PLACES, cards("5S 5H 9C 5D"), strict=True):
            state.piles[place] = [card]
        return state

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        return no("Cards leave in threes")

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        return no("Cards leave in threes")

    def combos(self, state: State):
        fives = [p for p in PLACES if state.piles[p] and state.top(p).rank == 5]
        return [group(fives, "out")] if len(fives) == 3 else []

    def can_combine(self, state: State, move) -> Verdict:
        ranks = {state.top(p).rank for p in move.sources}
        return YES if len(move.sources) == 3 and len(ranks) == 1 else no("Three of a kind")


def test_default_selection_follows_the_legal_groups() -> None:
    game = Threes()
    state = game.deal(1)
    move, verdict = game.selection(state, ["p4"])
    assert move is None and verdict  # it may still grow into a group
    move, verdict = game.selection(state, ["p4", "p1"])
    assert move is None and verdict
    move, verdict = game.selection(state, ["p4", "p2", "p1"])  # in any order
    assert move == group(("p1", "p2", "p4"), "out") and verdict
    move, verdict = game.selection(state, ["p3"])
    assert move is None and not verdict and verdict.reason == "These cards do not leave together now"
    move, verdict = game.selection(state, ["p1", "p3"])
    assert move is None and not verdict
