"""The hint: the most useful legal move, by a documented ranking.

Each legal move is tried on a copy of the position and scored:

1. a card (or a group: a pair, a packet) to a foundation the game calls safe 1000
2. a card or group to any other foundation .................. 600
3. turns a face-down card face up ........................... +300
4. uncovers a card that can then go to a foundation ........... +200
   or, in a game that looks ahead (``Game.hint_looks_ahead``) when no
   card can go to a foundation now and nothing scores above 60 here,
   begins the shortest series of moves that brings one there
   (breadth-first, at most LOOKAHEAD_LIMIT positions) ............ +200
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
  choose as the first foundation). Where that bonus is the book's own
  advice on what to play first (``Game.advice_outranks``: the Mill, talon
  cards before the wings'; La Nivernaise, the Flanks' cards before the
  Line's; Napoleon's Square, turning the pack before a marriage within the
  square that clears no space; the Flower-Garden, uncovering the packet
  whose card is nearest to going home, never covering it), it counts in
  the table's points too, so it is followed even where the table would
  score the other move higher;
- the cards, never the piles' order, so the same position gets the same
  hint in every game that lays it out (Babette and the Duchess): a move
  from the pile with more face-down cards under the moved ones first, then
  the lower card (then ♣ ♦ ♥ ♠), then onto a card rather than into a space,
  onto the lower card; a group or a swap likewise by its cards;
- only where all of that is equal (two empty places alike), the first move
  in the game's fixed order, so the same position always gets the same hint.

Moves are never hinted when they lead back to a position already seen in
this game (so never a move that only undoes the previous one, nor cards
shuffled back and forth), nor idle ones (a whole pile carried to an empty
pile of the same role). Where cards may shift about in more ways than
that rules out (the Besieged City's Ramparts and Reserve), new positions
never run out and a hint looking one move ahead wanders among them for
hundreds of moves; looking further ahead it heads for the nearest card it
can send home, so following it ends.

The same ranking orders the solver's search (:mod:`solver`).
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from .cards import Suit
from .moves import DEAL, GROUP, MOVE, REDEAL, SWAP, Move
from .ops import Tx, revert_all
from .rules import FOUNDATION, TABLEAU, Game
from .state import State

_SUIT_ORDER = {suit: index for index, suit in enumerate(Suit)}


def score(game: Game, state: State, move: Move, roles: dict[str, str] | None = None) -> int:
    """The table's points for ``move`` plus the game's ``hint_bonus``."""
    roles = roles or game.pile_roles()
    return base_score(game, state, move, roles) + game.hint_bonus(state, move)


def base_score(game: Game, state: State, move: Move, roles: dict[str, str], unsafe: bool = False) -> int:
    """The table's points for ``move`` (before the +200 for a card it uncovers
    that can go home, which needs the move tried: see ranked_moves).
    ``unsafe``: the caller knows a move of one card or run home is not
    safe (the solver has asked), so is_safe is not asked again."""
    if move.kind == DEAL:
        return 20
    if move.kind == REDEAL:
        return 10
    if move.kind not in (MOVE, GROUP):  # a game's own click (the Terrace's choice of foundation)
        return 30
    points = 0
    if roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION:
        points += 600 if unsafe and move.kind == MOVE else 1000 if game.is_safe(state, move) else 600
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
    onto the lower card. A group or swap is told by its cards the same way
    (the face-down cards under all of them, then its cards from the lowest,
    then what it goes onto); a click has no cards to tell it by."""
    if move.kind not in (MOVE, GROUP, SWAP):
        return ()
    down = state.face_down
    hidden = 0
    cards = []
    for src in move.sources:
        pile = state.piles[src]
        left = len(pile) - move.count
        if down:
            hidden += sum(1 for card in pile[:left] if card in down)
        cards.append(pile[left])
    onto = state.top(move.dst) if move.kind != SWAP else None
    faces = sorted((card.rank, _SUIT_ORDER[card.suit]) for card in cards)
    return (
        hidden,
        *(-number for face in faces for number in face),
        onto is not None,
        -onto.rank if onto is not None else 0,
    )


def ranking_key(
    game: Game, state: State, move: Move, index: int, roles: dict[str, str], extra: int = 0, unsafe: bool = False
) -> tuple[int, int, tuple[int, ...], int]:
    """The sort key of the ranking (higher is better): the table's points
    (plus ``extra``, and plus the game's bonus where the book's advice
    outranks the table: ``Game.advice_outranks``), the game's bonus, the
    cards' tie-break, then the earlier move in the game's order.
    ``unsafe``: see base_score."""
    bonus = game.hint_bonus(state, move)
    points = base_score(game, state, move, roles, unsafe) + extra
    return (
        points + bonus if game.advice_outranks else points,
        bonus,
        tie_break(state, move),
        -index,
    )


def ranking_keys(
    game: Game, state: State, moves: Sequence[Move], roles: dict[str, str], start: int = 0, unsafe: bool = False
) -> list[tuple[int, int, tuple[int, ...], int]]:
    """``ranking_key`` of each of ``moves`` (the first numbered ``start``),
    the same keys, found faster: the solver ranks every move of every
    position it enters, and most are single drags, scored here without a
    call per move (base_score and tie_break written out for them)."""
    bonus_of = game.hint_bonus if type(game).hint_bonus is not Game.hint_bonus else None
    outranks = game.advice_outranks
    fillable = game.spaces_fillable
    piles, down = state.piles, state.face_down
    suit_order = _SUIT_ORDER
    keys = []
    for index, move in enumerate(moves, start):
        if move.kind != MOVE or (not unsafe and roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION):
            keys.append(ranking_key(game, state, move, index, roles, unsafe=unsafe))
            continue
        src_role = roles[move.src]
        pile = piles[move.src]
        left = len(pile) - move.count
        points = 600 if roles[move.dst] == FOUNDATION and src_role != FOUNDATION else 0
        if left > 0:
            below = pile[left - 1]
            if below in down:
                points += 300
            elif src_role != FOUNDATION:
                points += 60
        elif src_role == TABLEAU and fillable:
            points += 150
        if points < 30:
            points = 30
        bonus = bonus_of(state, move) if bonus_of is not None else 0
        card = pile[left]
        target = piles[move.dst]
        hidden = len(down.intersection(pile[:left])) if down else 0  # (each card lies once: no generator)
        keys.append(
            (
                points + bonus if outranks else points,
                bonus,
                (
                    hidden,
                    -card.rank,
                    -suit_order[card.suit],
                    bool(target),
                    -target[-1].rank if target else 0,
                ),
                -index,
            )
        )
    return keys


def playable_after(game: Game, state: State, pile: str) -> bool:
    """Can the card now on top of ``pile`` go to a foundation?"""
    if not state.piles[pile] or not game.can_lift(state, pile, 1):
        return False
    return any(game.can_drop(state, pile, 1, f) for f in game.piles_with(FOUNDATION) if f != pile)


LOOKAHEAD_LIMIT = 80  # positions the search for the nearest card home may visit


def goes_home(roles: dict[str, str], move: Move) -> bool:
    return move.kind in (MOVE, GROUP) and roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION


def first_step_home(
    game: Game, state: State, firsts: list[tuple[int, State]], limit: int = LOOKAHEAD_LIMIT
) -> int | None:
    """Of the positions ``firsts`` (each reached by the move of that index),
    which begins the shortest series of legal moves after which a card can
    go to a foundation? Breadth-first, in the game's fixed order of moves,
    visiting at most ``limit`` positions; None when none is found."""
    roles = game.pile_roles()
    seen = {state.key()}
    frontier = []
    for index, after in firsts:
        key = after.key()
        if key not in seen:
            seen.add(key)
            frontier.append((index, after))
    while frontier:
        next_frontier = []
        for index, current in frontier:
            for move in game.legal_moves(current):
                if goes_home(roles, move):
                    return index
                tx = Tx(current)
                game.perform(current, move, tx)
                game.settle(current, tx)
                key = current.key()
                if key not in seen:
                    seen.add(key)
                    next_frontier.append((index, current.copy()))
                revert_all(current, tx.ops)
                if len(seen) > limit:
                    return None
        frontier = next_frontier
    return None


def ranked_moves(game: Game, state: State, seen: Container[int]) -> list[tuple[int, Move]]:
    """Useful legal moves with their scores, best first (stable order).
    ``seen`` holds the Zobrist keys (State.zkey) of the positions of the
    game so far. The idle test shares its twin-swap searches with the lost
    test through the game's cache, so a hint after a move pays none again."""
    ranked = []
    roles = game.pile_roles()
    firsts: list[tuple[int, State]] = []  # the positions after each move, kept only while none goes home
    home_now = False
    for index, move in enumerate(game.legal_moves(state)):
        if game.is_idle(state, move):
            continue
        key = ranking_key(game, state, move, index, roles)
        home_now = home_now or goes_home(roles, move)
        tx = Tx(state)
        game.perform(state, move, tx)
        game.settle(state, tx)
        repeated = state.current_key() in seen
        uncovers = move.kind in (MOVE, GROUP) and any(
            roles[src] != FOUNDATION and playable_after(game, state, src) for src in move.sources
        )
        if uncovers:
            key = (key[0] + 200, *key[1:])
        if game.hint_looks_ahead and not repeated and not home_now:
            firsts.append((index, state.copy()))
        revert_all(state, tx.ops)
        if not repeated:
            ranked.append([key, index, move, uncovers])
    counted = 0 if game.advice_outranks else 1  # the bonus is in key[0] already where advice outranks
    if (
        game.hint_looks_ahead
        and not home_now
        and firsts
        and ranked
        and max(i[0][0] + counted * i[0][1] for i in ranked) < 100
    ):
        nearest = first_step_home(game, state, firsts)
        for item in ranked:
            if item[1] == nearest and not item[3]:
                item[0] = (item[0][0] + 200, *item[0][1:])
    ranked.sort(key=lambda item: item[0], reverse=True)
    return [(key[0] + counted * key[1], move) for key, _, move, _ in ranked]


def best_move(game: Game, state: State, seen: Container[int]) -> Move | None:
    ranked = ranked_moves(game, state, seen)
    return ranked[0][1] if ranked else None
