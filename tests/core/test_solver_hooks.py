"""The solver's keys, hooks and restarts: the canonical key kept op by op
equals the one computed from scratch; alike piles (Game.interchangeable_piles)
count once in any order; a game's dead ends (Game.solver_dead_end) are never
entered; positions proved lost across restarts are lost; and answers with
restarts agree with a plain exhaustive search."""

from __future__ import annotations

import random

import pytest

from cadogan import core
from cadogan.core import solver
from cadogan.core.games.canfield_or_klondike import CanfieldOrKlondike
from cadogan.core.ops import Tx
from cadogan.core.rules import canonical_key, forget_positions
from cadogan.core.solver import LOST, UNKNOWN, WON, KeyedState, solve
from tests.core.helpers import exhaustive_win

from .test_solver import near_end_positions, replay


class AlikeKlondike(CanfieldOrKlondike):
    """Klondike whose seven columns and four foundations are named alike
    (its rules treat them so: any column takes a king into a space, any
    foundation an ace)."""

    id = "test_alike_klondike"

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        return (tuple(self.column_ids()), tuple(self.foundation_ids()))


class ApartKlondike(CanfieldOrKlondike):
    """Klondike with every pile told apart (the generic key)."""

    id = "test_apart_klondike"

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        return ()


def walk(game: core.Game, state: core.State, seed: int, steps: int):
    """Random legal moves from ``state`` (changed in place), yielding after each."""
    rng = random.Random(seed)
    for _ in range(steps):
        moves = game.legal_moves(state)
        if not moves:
            return
        tx = Tx(state)
        game.perform(state, rng.choice(moves), tx)
        game.settle(state, tx)
        yield


@pytest.mark.parametrize(
    "game_id",
    ["the_queens", "la_nivernaise", "the_mill", "napoleon_at_st_helena", "canfield_or_klondike", "red_and_black"],
)
def test_the_key_kept_op_by_op_equals_the_key_from_scratch(game_id):
    game = core.get_game(game_id)
    for deal in (1, 2):
        work = KeyedState.of(game, game.new_state(deal))
        assert work.canonical() == canonical_key(game, work) == game.solver_key(work)
        for _ in walk(game, work, deal, 150):
            assert work.canonical() == canonical_key(game, work)
            assert work.zkey == work.full_zkey()


def test_twins_swapped_count_once_and_a_face_turned_does_not():
    game = core.get_game("the_queens")
    state = game.new_state(3)
    twin = {(c.suit, c.rank, c.pack): c for cards in state.piles.values() for c in cards}
    swapped = state.copy()
    # exchange every card with its twin, wherever it lies
    swapped.piles = {name: [twin[(c.suit, c.rank, 1 - c.pack)] for c in cards] for name, cards in state.piles.items()}
    swapped.face_down = {twin[(c.suit, c.rank, 1 - c.pack)] for c in state.face_down}
    assert game.solver_key(swapped) == game.solver_key(state)
    turned = state.copy()
    up = next(c for cards in state.piles.values() for c in cards if c not in state.face_down)
    turned.face_down.add(up)
    assert game.solver_key(turned) != game.solver_key(state)


def test_alike_piles_in_another_order_count_once():
    game = AlikeKlondike()
    state = game.new_state(4)
    for _ in walk(game, state, 4, 60):
        pass
    columns, foundations = game.interchangeable_piles()
    shuffled = state.copy()
    rng = random.Random(1)
    for group in (columns, foundations):
        contents = [list(state.piles[p]) for p in group]
        rng.shuffle(contents)
        for pile, cards in zip(group, contents, strict=True):
            shuffled.piles[pile] = cards
    assert shuffled.piles != state.piles
    assert game.solver_key(shuffled) == game.solver_key(state)
    # the incremental key agrees, and telling the piles apart gives another key
    work = KeyedState.of(game, state)
    assert work.canonical() == game.solver_key(state)
    for _ in walk(game, work, 9, 80):
        assert work.canonical() == canonical_key(game, work)
    apart = ApartKlondike()
    assert apart.solver_key(shuffled) != apart.solver_key(state)
    assert core.get_game("canfield_or_klondike").solver_key(shuffled) == game.solver_key(state)


@pytest.mark.parametrize("game_id", ["the_house_on_the_hill", "the_shah", "anna", "the_fish_bone"])
def test_with_many_restarts_answers_agree_with_a_plain_exhaustive_search(game_id):
    """Tiny phases force restart after restart (each with ties shuffled):
    the positions proved lost are kept across them, and the answers still
    agree with a search of every legal move."""
    compared = set()
    for deal, session in near_end_positions(game_id):
        truth = exhaustive_win(session.game, session.state, 5000)
        if truth is None:
            continue
        search = solver._Search(session.game, session.state, 50_000, None, None, None, (), None, (3, 5, 8, 13, 21))
        found = search.run()
        assert found.status == (WON if truth else LOST)
        if found.status == WON:
            before = [step.move for step in session.done]
            assert replay(session.game.id, deal, [*before, *found.moves]).is_won()
        compared.add(found.status)
    assert compared


@pytest.mark.parametrize("game_id", ["the_house_on_the_hill", "the_shah"])
def test_positions_proved_lost_by_a_search_cut_short_are_lost(game_id):
    """A search stopped by its budget (after restarts) hands over the keys of
    the positions it proved lost: every position reachable near the end
    whose key is among them cannot be won."""
    game = core.get_game(game_id)
    checked = 0
    for _, session in near_end_positions(game_id, seeds=2):
        proved: set = set()
        search = solver._Search(game, session.state, 60, None, None, None, (), proved, (7, 11, 17))
        search.run()
        frontier = [session.state.copy()]
        seen = {game.solver_key(frontier[0])}
        while frontier and len(seen) < 300:
            current = frontier.pop()
            if game.solver_key(current) in proved:
                assert exhaustive_win(game, current, 20_000) is not True
                checked += 1
            for move in game.legal_moves(current):
                after = current.copy()
                tx = Tx(after)
                game.perform(after, move, tx)
                game.settle(after, tx)
                key = game.solver_key(after)
                if key not in seen:
                    seen.add(key)
                    frontier.append(after)
    assert checked


class Stuck(CanfieldOrKlondike):
    """Klondike that calls every position with a card on a foundation a dead
    end (not true: only to see that the solver heeds the hook)."""

    id = "test_stuck_klondike"

    def solver_dead_end(self, state: core.State) -> bool:
        return any(state.piles[f] for f in self.foundation_ids())


def test_dead_ends_are_never_entered():
    game = Stuck()
    state = game.new_state(2)
    for f in game.foundation_ids():
        state.piles[f].clear()  # (deal 2 may have moved an ace home)
    found = solve(game, state, max_nodes=3000)
    assert found.status in (LOST, UNKNOWN)
    with_one_home = game.new_state(2)
    with_one_home.piles["f1"].append(with_one_home.piles["t1"].pop())
    assert solve(game, with_one_home).status == LOST  # the root itself is a dead end


class SoundlyStuck(CanfieldOrKlondike):
    """Klondike whose dead ends are the positions from which no legal move
    is left and the game is not won: true, so answers must not change."""

    id = "test_soundly_stuck_klondike"

    def solver_dead_end(self, state: core.State) -> bool:
        return not self.legal_moves(state)


def test_a_sound_dead_end_test_leaves_the_answers_unchanged():
    plain, stuck = core.get_game("canfield_or_klondike"), SoundlyStuck()
    for deal in (1, 2, 3):
        state = plain.new_state(deal)
        for _ in walk(plain, state, deal, 40):
            pass
        first = solve(plain, state, max_nodes=20_000)
        second = solve(stuck, state, max_nodes=20_000)
        if first.decided and second.decided:
            assert first.status == second.status


@pytest.mark.parametrize("game_id", core.game_ids())
def test_the_safe_move_home_found_first_is_the_one_legal_moves_would_give(game_id):
    """The search looks for a safe move home before listing every move: it
    finds the same move as the first safe one among the legal moves, or
    none where they have none."""
    game = core.get_game(game_id)
    state = game.new_state(3)
    roles = game.pile_roles()
    for _ in walk(game, state, 3, 25):
        search = solver._Search(game, state, None, None, None, None, (), None)
        expected = next(
            (
                m
                for m in game.legal_moves(state)
                if m.kind == "move"
                and roles[m.dst] == core.FOUNDATION
                and roles[m.src] != core.FOUNDATION
                and game.is_safe(state, m)
            ),
            None,
        )
        assert search.safe_move_home() == expected


@pytest.mark.parametrize("game_id", core.game_ids())
def test_the_search_lists_the_legal_moves_or_the_safe_move_home(game_id):
    """The search's own walk of the drags (each question asked once, the
    foundations first) gives legal_moves' moves in their order where no
    move home is safe, and the first safe one where one is, however it
    looks first; a position listed before is read from legal_moves' memory."""
    game = core.get_game(game_id)
    state = game.new_state(4)
    roles = game.pile_roles()
    for _ in walk(game, state, 4, 25):
        legal = game.legal_moves(state)
        safe = [
            m
            for m in legal
            if m.kind == "move"
            and roles[m.dst] == core.FOUNDATION
            and roles[m.src] != core.FOUNDATION
            and game.is_safe(state, m)
        ]
        for safe_first in (True, False):
            for remembered in (True, False):
                forget_positions()
                search = solver._Search(game, state, None, None, None, None, (), None)
                if remembered:
                    game.legal_moves(search.work)
                found, moves = search.listed(safe_first)
                if safe:
                    assert (found, moves) == (safe[0], [])
                else:
                    assert (found, moves) == (None, legal)
