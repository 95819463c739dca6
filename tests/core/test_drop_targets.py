"""Every game that names its drop targets (Game.drop_targets) finds exactly
the legal moves the default (every pile) finds, in the same order, on many
positions reached by random play from several deals, options off and on."""

from __future__ import annotations

import random

import pytest

from cadogan.core.moves import MOVE, Move
from cadogan.core.registry import all_games, get_game
from cadogan.core.rules import Game, forget_positions
from cadogan.core.session import Session

NAMING = [game.id for game in all_games() if type(game).drop_targets is not Game.drop_targets]


def every_pile_drags(game: Game, state) -> list[Move]:
    """The drags as Game.drags finds them with the default drop_targets."""
    found = []
    for src in state.piles:
        for count in game.lift_counts(state, src):
            if not game.can_lift(state, src, count):
                continue
            for dst in state.piles:
                if dst != src and game.can_drop(state, src, count, dst):
                    found.append(Move(MOVE, src, dst, count))
    return found


def test_games_name_their_targets() -> None:
    assert len(NAMING) >= 20


@pytest.mark.parametrize("game_id", NAMING)
def test_named_targets_keep_the_legal_moves(game_id: str) -> None:
    forget_positions()
    game = get_game(game_id)
    settings = [None]
    if game.options:
        settings.append({option.key: True for option in game.options})
    positions = 0
    for options in settings:
        enough = positions + 240
        for deal in range(1, 31):
            if positions >= enough:
                break
            session = Session.new(game_id, deal, options)
            rng = random.Random(deal)
            for _ in range(60):
                state = session.state
                expected = [*every_pile_drags(game, state), *game.combos(state), *game.actions(state)]
                assert session.legal_moves() == expected, (deal, options, positions)
                positions += 1
                if not expected:
                    break
                session.play(rng.choice(expected))
    assert positions > 100
