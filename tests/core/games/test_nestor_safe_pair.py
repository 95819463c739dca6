"""Nestor's safe pairs for the solver (is_safe, safe_pair, solver_prunes): a
pair of a value whose every card left is available (the last two, or all
four) is played first and alone. Checked against the plain exhaustive
search (tests.core.helpers.winnable_pruned against winnable) on hand-made
positions and on 200 random small ones, with the reserve taken up only
when stuck and with the option to take it up at any time; a deliberately
over-eager version (three of the four cards of a value available called
safe) is caught losing won positions."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core import DEAL, Move, group
from cadogan.core.games.nestor import ANY_TIME, DISCARD, PLACES
from cadogan.core.state import State
from tests.core.blocks.test_pairs_locked import nestor, random_position
from tests.core.helpers import cards, winnable, winnable_pruned

GAME = core.get_game("nestor")


def test_all_four_of_a_value_in_sight_are_paired_first_and_alone() -> None:
    state = nestor([cards("9H 5S"), cards("9S 5H"), cards("5C"), cards("5D")], reserve=cards("KC KD"))
    assert GAME.safe_pair(state) == group(("c1", "c2"), DISCARD)
    kept = [move for move in GAME.legal_moves(state) if not GAME.solver_prunes(state, move)]
    assert kept == [group(("c1", "c2"), DISCARD)]
    answer, pruned = winnable_pruned(GAME, state)
    assert answer and winnable(GAME, state) and pruned >= 5


def test_three_of_four_in_sight_are_not_safe() -> None:
    # The 5♦ under the 9♦ must pair with one of the three: pairing two of
    # them first can lose, so every pair is tried.
    state = nestor([cards("5S"), cards("5H"), cards("5C"), cards("5D 9D")], reserve=cards("9C"))
    assert GAME.safe_pair(state) is None
    assert not any(GAME.is_safe(state, move) for move in GAME.legal_moves(state))


def test_the_last_two_of_a_value_are_safe_and_the_reserve_waits() -> None:
    state = nestor([cards("7S 8H"), cards("8S")], reserve=cards("7H"), **{})
    state.counters[ANY_TIME] = 1
    moves = GAME.legal_moves(state)
    assert Move(DEAL, "reserve", "a1") in moves
    kept = [move for move in moves if not GAME.solver_prunes(state, move)]
    assert kept == [group(("c1", "c2"), DISCARD)]
    assert winnable(GAME, state)


def positions(count: int, seed: int, any_time: bool) -> list[State]:
    rng = random.Random(seed)
    states = []
    for _ in range(count):
        state = random_position(rng)
        if any_time:
            state.counters[ANY_TIME] = 1
        states.append(state)
    return states


def test_the_pruned_search_wins_what_the_plain_search_wins() -> None:
    for any_time in (False, True):
        pruned_somewhere = won = 0
        for index, state in enumerate(positions(100, 21 + any_time, any_time)):
            truth = winnable(GAME, state)
            answer, pruned = winnable_pruned(GAME, state)
            assert answer == truth, (any_time, index)
            pruned_somewhere += pruned > 0
            won += truth
        assert pruned_somewhere >= 25 and 20 <= won <= 90


def three_of_four_too(state: State, move: Move) -> bool:
    """Over-eager: three cards of a value in sight out of four left called
    safe as well (the first two places' pair tried alone)."""
    held: dict[int, list[str]] = {}
    for place in PLACES:
        if state.piles[place]:
            held.setdefault(state.piles[place][-1].rank, []).append(place)
    for rank in sorted(held):
        places = held[rank]
        if len(places) >= 3 or GAME.all_in_sight(state, rank, len(places)):
            return move != group((places[0], places[1]), DISCARD)
    return False


def test_an_over_eager_safe_pair_is_caught() -> None:
    # The 5♣ must leave first (the 9♣ under it frees the 9♦ over the 5♦):
    # the 5♠ and 5♥ paired first lose.
    state = nestor([cards("5S"), cards("5H"), cards("9C 5C"), cards("5D 9D")])
    assert winnable(GAME, state) and not winnable_pruned(GAME, state, three_of_four_too)[0]
    caught = sum(
        1
        for state in positions(100, 23, False)
        if winnable(GAME, state) and not winnable_pruned(GAME, state, three_of_four_too)[0]
    )
    assert caught >= 1
