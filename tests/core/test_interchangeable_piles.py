"""Game.interchangeable_piles: the piles a game names as alike are treated
exactly alike by its rules. At positions met along random play, the contents
of each group's piles are dealt out to its piles in another order; the new
position is won (or not) alike, and its moves lead to the same positions up
to the order of each group's piles (the solver counts such positions once,
so this is what keeps its answers proofs)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cadogan.core import MOVE, Session
from cadogan.core.ops import Tx, revert_all
from cadogan.core.registry import game_ids, get_game
from cadogan.core.rules import FOUNDATION, Game
from cadogan.core.state import State


def groups_of(game: Game) -> tuple[tuple[str, ...], ...]:
    named = getattr(game, "interchangeable_piles", None)
    return named() if named is not None else ()


NAMING = [game_id for game_id in game_ids() if groups_of(get_game(game_id))]


def alike_key(game: Game, state: State) -> tuple:
    """The position with each group's piles taken in sorted order."""
    grouped = {pile for group in groups_of(game) for pile in group}
    down = state.face_down

    def contents(pile: str) -> tuple:
        return tuple((card, card in down) for card in state.piles[pile])

    told_apart = tuple((pile, contents(pile)) for pile in state.piles if pile not in grouped)
    alike = tuple(tuple(sorted((contents(pile) for pile in group), key=repr)) for group in groups_of(game))
    return told_apart, alike, tuple(sorted(state.counters.items()))


def next_positions(game: Game, state: State) -> Counter:
    work = state.copy()
    found: Counter = Counter()
    for move in game.legal_moves(work):
        tx = Tx(work)
        game.perform(work, move, tx)
        game.settle(work, tx)
        found[alike_key(game, work)] += 1
        revert_all(work, tx.ops)
    return found


def shuffled_groups(game: Game, state: State, rng: random.Random) -> State:
    piles = {name: list(cards) for name, cards in state.piles.items()}
    for group in groups_of(game):
        order = list(group)
        rng.shuffle(order)
        for pile, source in zip(group, order, strict=True):
            piles[pile] = list(state.piles[source])
    return State(piles=piles, face_down=set(state.face_down), counters=dict(state.counters), deal=state.deal)


def exempt(game: Game, state: State) -> bool:
    """Napoleon's Square while its kings' check is due (on the square as
    dealt): the check reads the packets in order, but no card moves then,
    and those positions form one chain, none an exchange of another (see
    test_the_kings_check_positions_are_one_chain)."""
    due = getattr(game, "king_check_due", None)
    return due is not None and due(state)


def test_the_kings_check_positions_are_one_chain() -> None:
    # Where the check is due only clicks are legal, and each re-deal counts
    # itself (SQUARE_DEALS, in the key), so no two positions where it is
    # due differ only in which packet holds what.
    game = get_game("napoleons_square")
    due = 0
    for deal in range(1, 200):
        state = game.deal(deal)
        seen = set()
        while game.king_check_due(state):
            assert all(move.kind != MOVE for move in game.legal_moves(state))
            seen.add(state.counters.get("square_deals", 0))
            redeal = next(move for move in game.legal_moves(state) if move.kind == "redeal_square")
            game.perform(state, redeal, Tx(state))
            assert state.counters["square_deals"] not in seen
        assert len(seen) < 10
        due += bool(seen)
    assert due >= 10  # (19 of these deals)


def test_some_games_name_alike_piles() -> None:
    assert NAMING


@pytest.mark.parametrize("game_id", NAMING)
def test_alike_piles_exchanged_keep_the_rules_answers(game_id: str) -> None:
    game = get_game(game_id)
    roles = game.pile_roles()
    for group in groups_of(game):
        assert len(group) > 1 and len({roles[pile] for pile in group}) == 1, group
    rng = random.Random(17)
    checked = 0
    for deal in (1, 2, 3):
        session = Session.new(game_id, deal)
        for step in range(120):
            state = session.state
            # (Where a position has hundreds of moves, the Empress's pairings,
            # every sixth position is compared: each comparison plays them all twice.)
            if exempt(game, state) or (step % 6 and len(session.legal_moves()) > 200):
                session.play(rng.choice(session.legal_moves()))
                continue
            other = shuffled_groups(game, state, rng)
            assert game.is_won(other) == game.is_won(state)
            assert next_positions(game, other) == next_positions(game, state)
            checked += 1
            moves = session.legal_moves()
            if not moves or session.is_won():
                break
            # Moves home first now and then, so the walk gets on.
            homeward = [m for m in moves if roles.get(m.dst) == FOUNDATION]
            session.play(rng.choice(homeward if homeward and rng.random() < 0.5 else moves))
    assert checked > 30
