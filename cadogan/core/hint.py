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
swap counts as any other move (7).

Moves the table scores alike are told apart, in this order, by:

- the game's own ``hint_bonus`` (where its rules tell good from bad: Sly
  says which packet the turned card had best cover; Cæsar, which swap
  brings the square nearer a magic one; the Terrace, which turned card to
  choose as the first foundation);
- the cards, never the piles' order, so the same position gets the same
  hint in every game that lays it out (Babette and the Duchess): a move
  from the pile with more face-down cards under the moved ones first, then
  the lower card (then ♣ ♦ ♥ ♠), then onto a card rather than into a space,
  onto the lower card;
- only where all of that is equal (two empty places alike), the first move
  in the game's fixed order, so the same position always gets the same hint.

Moves are never hinted when they lead back to a position already seen in
this game (so never a move that only undoes the previous one, nor cards
shuffled back and forth), nor idle ones (a whole pile carried to an empty
pile of the same role).

The same ranking orders the solver's search (:mod:`solver`).
"""

from __future__ import annotations

from collections.abc import Container

from .cards import Suit
from .moves import DEAL, GROUP, MOVE, REDEAL, Move
from .ops import Tx, revert_all
from .rules import FOUNDATION, TABLEAU, Game
from .state import State

_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}


def score(game: Game, state: State, move: Move, roles: dict[str, str] | None = None) -> int:
    """The table's points for ``move`` plus the game's ``hint_bonus``."""
    roles = roles or game.pile_roles()
    return base_score(game, state, move, roles) + game.hint_bonus(state, move)


def base_score(game: Game, state: State, move: Move, roles: dict[str, str]) -> int:
    """The table's points for ``move`` (before the +200 for a card it uncovers
    that can go home, which needs the move tried: see ranked_moves)."""
    if move.kind == DEAL:
        return 20
    if move.kind == REDEAL:
        return 10
    if move.kind not in (MOVE, GROUP):  # a game's own click (the Terrace's choice of foundation)
        return 30
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
    return max(points, 30)


def tie_break(state: State, move: Move) -> tuple[int, ...]:
    """How the cards tell apart moves scored alike (higher is better), never
    by the piles' names or order: more face-down cards under the moved ones,
    the lower card, the suit (♣ first), onto a card rather than a space,
    onto the lower card."""
    if move.kind != MOVE:
        return ()
    pile = state.piles[move.src]
    left = len(pile) - move.count
    down = state.face_down
    hidden = sum(1 for card in pile[:left] if card in down) if down else 0
    card = pile[left]
    onto = state.top(move.dst)
    return (
        hidden,
        -card.rank,
        -_SUIT_ORDER[card.suit],
        onto is not None,
        -onto.rank if onto is not None else 0,
    )


def ranking_key(
    game: Game, state: State, move: Move, index: int, roles: dict[str, str], extra: int = 0
) -> tuple[int, int, tuple[int, ...], int]:
    """The sort key of the ranking (higher is better): the table's points
    (plus ``extra``), the game's bonus, the cards' tie-break, then the
    earlier move in the game's order."""
    return (
        base_score(game, state, move, roles) + extra,
        game.hint_bonus(state, move),
        tie_break(state, move),
        -index,
    )


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
        key = ranking_key(game, state, move, index, roles)
        tx = Tx(state)
        game.perform(state, move, tx)
        game.settle(state, tx)
        repeated = state.current_key() in seen
        if move.kind in (MOVE, GROUP) and any(
            roles[src] != FOUNDATION and playable_after(game, state, src) for src in move.sources
        ):
            key = (key[0] + 200, *key[1:])
        revert_all(state, tx.ops)
        if not repeated:
            ranked.append((key, move))
    ranked.sort(key=lambda item: item[0], reverse=True)
    return [(key[0] + key[1], move) for key, move in ranked]


def best_move(game: Game, state: State, seen: Container[int]) -> Move | None:
    ranked = ranked_moves(game, state, seen)
    return ranked[0][1] if ranked else None
