"""The hint: the most useful legal move, by a documented ranking.

Each legal move is tried on a copy of the position and scored:

1. a card (or a group: a pair, a packet) to a foundation the game calls safe 1000
2. a card or group to any other foundation .................. 600
3. turns a face-down card face up ........................... +300
4. uncovers a card that can then go to a foundation ........... +200
5. empties a tableau pile where spaces can be filled ........... +150
6. uncovers another card of the pile it leaves ................. +60
7. any other move that changes the position .................... 30
8. turning the pack ............................................ 20
9. a re-deal ..................................................... 10

A group is scored once, with points 3 to 6 for each pile it leaves; a
swap counts as any other move (7). Plus the game's own ``hint_bonus``
(at most 13 points: Sly says which packet the turned card had best cover;
Cæsar, which swap brings the square nearer a magic one; the Terrace,
which turned card to choose as the first foundation).

Moves are never hinted when they lead back to a position already seen in
this game (so never a move that only undoes the previous one, nor cards
shuffled back and forth), nor idle ones (a whole pile carried to an empty
pile of the same role). Ties go to the first move in the game's fixed order,
so the same position always gets the same hint.
"""

from __future__ import annotations

from collections.abc import Container

from .moves import DEAL, GROUP, MOVE, REDEAL, Move
from .ops import Tx, revert_all
from .rules import FOUNDATION, TABLEAU, Game
from .state import State


def score(game: Game, state: State, move: Move, roles: dict[str, str] | None = None) -> int:
    roles = roles or game.pile_roles()
    if move.kind == DEAL:
        return 20
    if move.kind == REDEAL:
        return 10
    if move.kind not in (MOVE, GROUP):  # a game's own click (the Terrace's choice of foundation)
        return 30 + game.hint_bonus(state, move)
    points = 0
    if roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION:
        points += 1000 if game.is_safe(state, move) else 600
    for src in move.sources:
        left = state.size(src) - move.count
        if left > 0:
            below = state.piles[src][left - 1]
            if below in state.face_down:
                points += 300
            elif roles[src] != FOUNDATION:
                points += 60
        elif roles[src] == TABLEAU and game.spaces_fillable:
            points += 150
    return max(points, 30) + game.hint_bonus(state, move)


def playable_after(game: Game, state: State, pile: str) -> bool:
    """Can the card now on top of ``pile`` go to a foundation?"""
    if not state.piles[pile] or not game.can_lift(state, pile, 1):
        return False
    return any(game.can_drop(state, pile, 1, f) for f in game.piles_with(FOUNDATION) if f != pile)


def ranked_moves(game: Game, state: State, seen: Container[int]) -> list[tuple[int, Move]]:
    """Useful legal moves with their scores, best first (stable order).
    ``seen`` holds the Zobrist keys (State.zkey) of the positions of the
    game so far. The idle test shares its twin-swap searches with the lost
    test through the game's cache, so a hint after a move pays none again."""
    ranked = []
    roles = game.pile_roles()
    for index, move in enumerate(game.legal_moves(state)):
        if game.is_idle(state, move):
            continue
        points = score(game, state, move, roles)
        tx = Tx(state)
        game.perform(state, move, tx)
        game.settle(state, tx)
        repeated = state.current_key() in seen
        if move.kind in (MOVE, GROUP) and any(
            roles[src] != FOUNDATION and playable_after(game, state, src) for src in move.sources
        ):
            points += 200
        revert_all(state, tx.ops)
        if not repeated:
            ranked.append((points, -index, move))
    ranked.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [(points, move) for points, _, move in ranked]


def best_move(game: Game, state: State, seen: Container[int]) -> Move | None:
    ranked = ranked_moves(game, state, seen)
    return ranked[0][1] if ranked else None
