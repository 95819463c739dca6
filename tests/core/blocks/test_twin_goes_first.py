"""blocks.twin_goes_first: once the Duchess's pack is dealt, with both
copies of a card free and a foundation taking it, the search tries only the
two moves sending a copy there. Hand-made positions, then random endings
(before the re-deal and after it): the plain exhaustive search, with and
without the pruning, answers alike; a careless version (the free copy
alone, its twin anywhere) is caught turning won endings into lost ones."""

from __future__ import annotations

import random

from cadogan.core.blocks import twin_goes_first
from cadogan.core.games.duchess_de_luynes import ACE_PILES, FOUNDATIONS, KING_PILES, PACKETS, SPREAD
from cadogan.core.moves import MOVE, Move, move
from cadogan.core.state import State
from tests.core.games.test_duchess_dead_end import GAME, duchess, spread_out
from tests.core.helpers import exhaustive_win, spade, winnable, winnable_pruned


def test_both_fives_free_only_they_go_up() -> None:
    # Spades up to the 4, down to the 9: the 5s, one on a packet's top and
    # one spread out, are the rising pile's; the 8 may wait.
    state = duchess([[spade(7, 0), spade(5, 0)], [spade(6, 0), spade(8, 1)]], up=4, down=9, spread=[spade(5, 1)])
    assert twin_goes_first(GAME, state, PACKETS + SPREAD, FOUNDATIONS) == (ACE_PILES[3], "p1", "s1")
    kept = [m for m in GAME.legal_moves(state) if not GAME.solver_prunes(state, m)]
    assert kept == [move("p1", ACE_PILES[3]), move("s1", ACE_PILES[3])]
    assert move("p2", KING_PILES[3]) in GAME.legal_moves(state)


def test_both_first_kings_free_begin_the_falling_pile() -> None:
    # The spades' falling pile not begun: a king begins it, whichever.
    state = duchess([[spade(7, 0), spade(13, 0)], [spade(6, 0)]], up=5, down=14, spread=[spade(13, 1)])
    assert not state.piles[KING_PILES[3]]
    assert twin_goes_first(GAME, state, PACKETS + SPREAD, FOUNDATIONS) == (KING_PILES[3], "p1", "s1")
    kept = [m for m in GAME.legal_moves(state) if not GAME.solver_prunes(state, m)]
    assert kept == [move("p1", KING_PILES[3]), move("s1", KING_PILES[3])]


def test_a_twin_covered_leaves_every_move() -> None:
    state = duchess([[spade(5, 1), spade(7, 0), spade(5, 0)], [spade(6, 0), spade(8, 1)]], up=4, down=9)
    assert twin_goes_first(GAME, state, PACKETS + SPREAD, FOUNDATIONS) is None
    assert not any(GAME.solver_prunes(state, m) for m in GAME.legal_moves(state))


def test_while_the_pack_lasts_the_next_round_waits() -> None:
    state = duchess([[spade(5, 0)], [spade(5, 1)], [spade(8, 1)]], up=4, down=9)
    state.piles["stock"] = [spade(6, 0)]
    kept = [m for m in GAME.legal_moves(state) if not GAME.solver_prunes(state, m)]
    assert kept == [move("p1", ACE_PILES[3]), move("p2", ACE_PILES[3])]


# -- random endings --------------------------------------------------------------------------


def ending(seed: int) -> State:
    """test_duchess_dead_end's endings with cards spread out, before the
    re-deal (the packets and the spread to be taken up and dealt again) or
    after it; one in three taken back to the last rounds of a deal (the
    spread's cards in the pack and the reserve, face down)."""
    rng = random.Random(seed)
    state = spread_out(seed)
    state.counters["redeals_left"] = rng.randint(0, 1)
    if rng.random() < 1 / 3:
        aside = [card for pile in SPREAD for card in state.piles[pile]]
        for pile in SPREAD:
            state.piles[pile] = []
        rng.shuffle(aside)
        cut = rng.randint(1, max(1, len(aside)))
        state.piles["stock"], state.piles["reserve"] = aside[:cut], aside[cut:]
        state.face_down = set(aside)
    return state


def test_the_pruned_search_wins_what_the_plain_one_wins() -> None:
    pruning = won = 0
    for seed in range(170):
        state = ending(seed)
        found, skipped = winnable_pruned(GAME, state)
        answer = winnable(GAME, state)
        assert found == answer, seed
        pruning += skipped > 0
        won += answer
    assert pruning >= 100 and 20 <= won <= 150, (pruning, won)


def wrongly_first(state: State, played: Move) -> bool:
    """The careless pruning: the first card free on top that a foundation
    takes, its twin anywhere still on the table, alone sent there."""
    if state.piles["stock"]:
        return False
    for pile in PACKETS + SPREAD:
        card = state.top(pile)
        if card is None:
            continue
        twin_out = any(
            other.suit == card.suit and other.rank == card.rank and other != card
            for p in PACKETS + SPREAD
            for other in state.piles[p]
        )
        homes = [f for f in FOUNDATIONS.piles if GAME.can_drop(state, pile, 1, f)]
        if twin_out and homes:
            return played.kind != MOVE or played.src != pile or played.dst != homes[0]
    return False


def test_the_careless_pruning_is_caught() -> None:
    lost = 0
    for seed in range(170):
        state = ending(seed)
        if winnable(GAME, state) and not exhaustive_win(GAME, state, skip=wrongly_first):
            lost += 1
    assert lost
