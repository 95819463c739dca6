"""The move model's groups (cards from several piles leaving together) and
swaps (two piles' cards changing places), on a small game made up here:
five single-card places; two cards of equal rank leave together for the
discard; with no pair left, any two places may swap."""

from __future__ import annotations

import json

import pytest

from cadogan import core
from cadogan.core import GROUP, MOVE, SWAP, Move, Session, group, swap
from cadogan.core.cards import new_deck
from cadogan.core.hint import best_move
from cadogan.core.moves import YES, Verdict, no
from cadogan.core.rules import FOUNDATION, TABLEAU, Game
from cadogan.core.savefile import apply_journal_record, journal_record, move_json
from cadogan.core.state import State

from .helpers import cards

PLACES = ("p1", "p2", "p3", "p4", "p5")


class Pairs(Game):
    id = "pairs_for_tests"
    title = "Pairs"

    def pile_roles(self) -> dict[str, str]:
        return {**{p: TABLEAU for p in PLACES}, "out": FOUNDATION}

    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        for place, card in zip(PLACES, cards("5S 9H 5D KC 9C"), strict=True):
            state.piles[place] = [card]
        return state

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        return no("Cards leave in pairs")

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        return no("Cards leave in pairs")

    def _pairs(self, state: State) -> list[Move]:
        full = [p for p in PLACES if state.piles[p]]
        return [
            group((a, b), "out")
            for i, a in enumerate(full)
            for b in full[i + 1 :]
            if state.top(a).rank == state.top(b).rank
        ]

    def combos(self, state: State):
        pairs = self._pairs(state)
        if pairs:
            return pairs
        full = [p for p in PLACES if state.piles[p]]
        return [swap(a, b) for i, a in enumerate(full) for b in full[i + 1 :]]

    def can_combine(self, state: State, move: Move) -> Verdict:
        if move.kind == SWAP:
            if move.dst == "out" or move.src == "out":
                return no("Only the places swap")
            return no("A pair can be made") if self._pairs(state) else YES
        if move.dst != "out" or len(move.sources) != 2 or "out" in move.sources:
            return no("A pair goes to the discard")
        a, b = (state.top(p) for p in move.sources)
        return YES if a.rank == b.rank else no("A pair is two cards of one rank")


def session() -> Session:
    game = Pairs()
    return Session(game, game.deal(1))


def test_a_group_names_every_source_and_goes_to_json_compatibly() -> None:
    pair = group(("p1", "p3"), "out")
    assert pair == Move(GROUP, "p1", "out", 1, ("p3",))
    assert pair.sources == ("p1", "p3")
    assert pair.to_json() == {"kind": "group", "src": "p1", "dst": "out", "srcs": ["p3"]}
    assert swap("p1", "p2").sources == ("p1", "p2")
    assert swap("p1", "p2").to_json() == {"kind": "swap", "src": "p1", "dst": "p2"}
    # A plain move's form is unchanged, so old saves read the same.
    assert Move(MOVE, "a", "b").to_json() == {"kind": "move", "src": "a", "dst": "b"}
    assert move_json(pair, True) == {**pair.to_json(), "auto": True}


def test_groups_are_listed_checked_played_and_undone() -> None:
    s = session()
    assert s.legal_moves() == [group(("p1", "p3"), "out"), group(("p2", "p5"), "out")]
    assert s.check(group(("p1", "p2"), "out")) == "A pair is two cards of one rank"
    assert s.check(group(("p1", "p1"), "out")) == "Each card must come from a place of its own"
    assert s.check(group(("p1", "p9"), "out")) == "There is no such place"
    assert s.check(Move(MOVE, "p1", "out")) == "Cards leave in pairs"
    start = s.state.copy()
    step = s.play(group(("p1", "p3"), "out"))
    assert step.label == "5♠ 5♦ to foundation"
    assert s.state.piles["out"] == cards("5S 5D") and not s.state.piles["p1"] and not s.state.piles["p3"]
    assert s.check(group(("p1", "p3"), "out")) == "There are not so many cards there"
    s.undo()
    assert s.state == start and s.state.zkey == s.state.full_zkey()


def test_a_swap_is_refused_while_a_pair_is_open_and_a_lone_card_is_lost() -> None:
    s = session()
    assert s.check(swap("p1", "p4")) == "A pair can be made"
    s.play(group(("p1", "p3"), "out"))
    s.play(group(("p2", "p5"), "out"))
    assert s.legal_moves() == []  # K♣ alone: nothing pairs, nothing to swap with
    assert s.is_lost()
    s.undo()
    assert s.legal_moves() == [group(("p2", "p5"), "out")] and not s.is_lost()


def test_swap_moves_both_cards_and_is_its_own_undo() -> None:
    game = Pairs()
    state = game.empty_state(1)
    state.piles.update({"p1": cards("5S"), "p2": cards("9H"), "p3": cards("KC")})
    rest = [c for c in new_deck(1) if c not in cards("5S 9H KC")]
    state.piles["out"] = rest
    s = Session(game, state)
    assert s.legal_moves() == [swap("p1", "p2"), swap("p1", "p3"), swap("p2", "p3")]
    assert s.check(swap("p1", "out")) == "Only the places swap"
    before = s.state.copy()
    step = s.play(swap("p1", "p3"))
    assert step.label == "Swap 5♠ and K♣"
    assert s.state.piles["p1"] == cards("KC") and s.state.piles["p3"] == cards("5S")
    assert s.state.zkey == s.state.full_zkey()
    s.undo()
    assert s.state == before
    s.redo()
    assert s.state.piles["p1"] == cards("KC")
    # Nothing but swaps: not lost while they are open (they change the position).
    assert not s.is_lost()


def test_the_hint_and_auto_play_take_groups_like_foundation_moves() -> None:
    s = session()
    assert best_move(s.game, s.state, ()) == group(("p1", "p3"), "out")
    s.game.is_safe = lambda state, move: move.kind == GROUP  # type: ignore[method-assign]
    try:
        steps = s.autoplay("safe")
    finally:
        del s.game.is_safe
    assert [step.move for step in steps] == [group(("p1", "p3"), "out"), group(("p2", "p5"), "out")]
    assert all(step.auto for step in steps)


def test_joining_finds_the_combination_of_two_piles() -> None:
    s = session()
    assert s.game.joining(s.state, "p3", "p1") == [group(("p1", "p3"), "out")]
    assert s.game.joining(s.state, "p1", "p2") == []


def test_groups_and_swaps_survive_a_save_and_a_journal_line() -> None:
    s = Session.new("nestor", 1)
    pair = s.legal_moves()[0]
    assert pair.kind == GROUP
    s.play(pair)
    text = core.dumps(s)
    assert json.loads(text)["moves"] == [{"kind": "group", "src": "c1", "dst": "discard", "srcs": ["c6"]}]
    loaded = core.loads(text)
    assert loaded.done[0].move == pair and loaded.state == s.state
    # A journal line carries a group like any move.
    base = Session.new("nestor", 1)
    apply_journal_record(base, journal_record(plays=[move_json(pair, False)]), "journal line 1")
    assert base.state == s.state
    caesar = Session.new("caesar", 1)
    caesar.play(swap("c1", "c9"))
    assert core.loads(core.dumps(caesar)).state == caesar.state


def test_a_save_with_a_bad_srcs_field_is_refused() -> None:
    s = Session.new("nestor", 1)
    s.play(s.legal_moves()[0])
    data = json.loads(core.dumps(s))
    data["moves"][0]["srcs"] = "c6"
    with pytest.raises(core.SaveError, match="'srcs' should be a list of piles"):
        core.loads(json.dumps(data))
    data["moves"][0]["srcs"] = ["c7"]
    with pytest.raises(core.SaveError, match="not allowed"):
        core.loads(json.dumps(data))
