"""A click (any move but a drag, a group or a swap) is played only as one of the moves offered
now, exactly: a made-up count, or piles that are not the action's, are
refused in every game, and nothing changes (fuzzing found deals with a count
of 0 or piles of their own played in Anna, the Duchess, Sly, Babette and La
Nivernaise, and saved as files that could not be loaded)."""

from __future__ import annotations

import random

import attrs
import pytest

from cadogan.core import MOVE, IllegalMove, Move, Session, dumps, game_ids, loads
from cadogan.core.moves import COMBINED, DEAL, REDEAL

STEPS = 60


def _variants(move: Move, piles: list[str]) -> list[Move]:
    """Moves like ``move`` with one thing made up."""
    out = [attrs.evolve(move, count=c) for c in (0, -1, -5, move.count + 1, 10**6)]
    out += [attrs.evolve(move, src=None), attrs.evolve(move, dst=None)]
    out += [attrs.evolve(move, src=p) for p in piles[:6]] + [attrs.evolve(move, dst=p) for p in piles[:6]]
    out += [attrs.evolve(move, src="nowhere"), attrs.evolve(move, dst="nowhere")]
    return out


def _refused(session: Session, move: Move) -> None:
    before, done = session.state.copy(), len(session.done)
    assert session.check(move), move
    with pytest.raises(IllegalMove):
        session.play(move)
    assert session.state == before and len(session.done) == done


@pytest.mark.parametrize("game_id", game_ids())
def test_only_the_offered_clicks_are_played(game_id):
    rng = random.Random(game_id)
    tried = 0  # made-up clicks refused (games without clicks are checked for the kinds they lack)
    for deal in (1, 2):
        session = Session.new(game_id, deal)
        piles = list(session.state.piles)
        for _ in range(STEPS):
            legal = session.legal_moves()
            if not legal:
                break
            offered = set(legal)
            clicks = [m for m in legal if m.kind not in (MOVE, *COMBINED)]  # groups and swaps: check judges them
            for move in clicks:
                for made_up in _variants(move, piles):
                    if made_up not in offered:
                        _refused(session, made_up)
                        tried += 1
            for kind in (DEAL, REDEAL):  # asked for with nothing made up but the piles, when not offered
                for made_up in (Move(kind), Move(kind, piles[0]), Move(kind, None, piles[-1], 2)):
                    if made_up not in offered:
                        _refused(session, made_up)
            session.play(rng.choice(clicks) if clicks and rng.random() < 0.5 else rng.choice(legal))
        assert loads(dumps(session)).state == session.state  # whatever was played is saved and loaded back


@pytest.mark.parametrize("game_id", ["anna", "duchess_de_luynes", "sly", "babette", "la_nivernaise"])
def test_the_games_fuzzing_found(game_id):
    session = Session.new(game_id, 3)
    for _ in range(200):
        click = next((m for m in session.legal_moves() if m.kind in (DEAL, REDEAL)), None)
        if click is not None:
            break
        session.play(random.Random(0).choice(session.legal_moves()))
    assert click is not None
    for made_up in (attrs.evolve(click, count=0), attrs.evolve(click, count=-2), attrs.evolve(click, src="p1")):
        if made_up not in session.legal_moves():
            _refused(session, made_up)
    session.play(click)
    assert loads(dumps(session)).state == session.state
