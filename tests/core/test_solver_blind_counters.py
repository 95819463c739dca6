"""Counters no rule of play looks at (Game.solver_blind_counters) are left out
of the solver's key: positions that differ in them alone must offer the
same moves, with the same effect on the cards, and end alike. Checked on
positions of random play, with each such counter changed; a counter the
rules do look at (the Herring-Bone's re-deals left) is caught by the same
check."""

from __future__ import annotations

import random

import pytest

from cadogan.core import Session
from cadogan.core.ops import Tx
from cadogan.core.registry import game_ids, get_game
from cadogan.core.rules import Game
from cadogan.core.state import State

BLIND = [game_id for game_id in game_ids() if get_game(game_id).solver_blind_counters]


def played(game: Game, state: State, move) -> State:
    after = state.copy()
    tx = Tx(after)
    game.perform(after, move, tx)
    game.settle(after, tx)
    return after


def without(state: State, names) -> tuple:
    counters = {k: v for k, v in state.counters.items() if k not in names}
    return state.piles, state.face_down, counters


def differences(game: Game, state: State, names, rng: random.Random) -> list[str]:
    """Where ``state`` and a copy with the counters ``names`` changed part."""
    ranges = game.counter_ranges()
    other = state.copy()
    for name in names:
        low, high = ranges.get(name, (0, 3))
        choices = [None, *range(low, high + 1)]
        choices.remove(state.counters.get(name))
        value = rng.choice(choices)
        if value is None:
            other.counters.pop(name, None)
        else:
            other.counters[name] = value
    other._zkey = None
    found = []
    moves = game.legal_moves(state)
    if moves != game.legal_moves(other):
        found.append("legal moves")
    if game.is_won(state) != game.is_won(other):
        found.append("end of game")
    for move in moves:
        if move in game.legal_moves(other) and without(played(game, state, move), names) != without(
            played(game, other, move), names
        ):
            found.append(f"effect of {move}")
    return found


def positions(game_id: str, deals: int = 3, steps: int = 400):
    """Positions of random play (a few hundred moves of each of a few deals)."""
    for deal in range(1, deals + 1):
        session = Session.new(game_id, deal)
        rng = random.Random(deal)
        for step in range(steps):
            moves = session.legal_moves()
            if not moves or session.is_won():
                break
            session.play(rng.choice(moves))
            if step % 10 == 0:
                yield session.state.copy()


def test_some_games_name_blind_counters():
    assert "the_queens" in BLIND


@pytest.mark.parametrize("game_id", BLIND)
def test_blind_counters_change_no_answer_of_the_rules(game_id):
    game = get_game(game_id)
    names = game.solver_blind_counters
    rng = random.Random(7)
    checked = seen = 0
    for state in positions(game_id):
        assert differences(game, state, names, rng) == []
        checked += 1
        seen += any(name in state.counters for name in names)
        other = state.copy()
        for name in names:
            other.counters[name] = 1 + other.counters.get(name, 0)
        other._zkey = None
        assert game.solver_key(other) == game.solver_key(state)
    assert checked >= 60 and seen >= 10  # the counters were there to change


def test_a_counter_the_rules_look_at_is_caught():
    game = get_game("the_herring_bone")
    rng = random.Random(7)
    caught = sum(bool(differences(game, state, {"redeals_left"}, rng)) for state in positions("the_herring_bone"))
    assert caught >= 1
