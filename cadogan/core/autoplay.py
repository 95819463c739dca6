"""Auto-play of obvious foundation moves.

Three settings: ``off``; ``safe``, only the foundation moves (a card, or a
group such as a pair leaving together) the game calls safe (the card can
never be wanted anywhere else); ``all``, every legal foundation move. Each
auto-played move is its own undoable step, and the session never auto-plays
right after an undo.
"""

from __future__ import annotations

from .moves import GROUP, MOVE, Move
from .rules import FOUNDATION, Game
from .state import State

AUTO_OFF, AUTO_SAFE, AUTO_ALL = "off", "safe", "all"
MODES = (AUTO_OFF, AUTO_SAFE, AUTO_ALL)


def foundation_moves(game: Game, state: State) -> list[Move]:
    roles = game.pile_roles()
    return [
        m
        for m in game.legal_moves(state)
        if m.kind in (MOVE, GROUP) and roles[m.dst] == FOUNDATION and roles[m.src] != FOUNDATION
    ]


def autoplay_candidates(game: Game, state: State, mode: str) -> list[Move]:
    if mode == AUTO_OFF:
        return []
    moves = foundation_moves(game, state)
    if mode == AUTO_SAFE:
        moves = [m for m in moves if game.is_safe(state, m)]
    return moves
