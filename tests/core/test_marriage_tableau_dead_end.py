"""MarriageTableau.solver_dead_end: where a space takes no tableau card
(Napoleon's Square; Napoleon at St. Helena with its option "empty columns
from the talon only"), a card above both copies of a lower card of its suit
and of the card it could marry can never leave; where spaces take any
available card (St. Helena as the book deals it), a card can always be set
aside, so nothing is called dead. Positions called dead are proved lost by
the plain exhaustive search; the same positions with spaces open to column
cards are won now and then, so a dead end that forgot the space rule would
be caught."""

from __future__ import annotations

import random

from cadogan.core.cards import Card
from cadogan.core.moves import MOVE, Move
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.blocks.test_dead_ends_for_the_solver import spade, square
from tests.core.blocks.test_dead_ends_for_the_solver import square_loose as loose
from tests.core.helpers import exhaustive_win

HELENA = get_game("napoleon_at_st_helena")
TALON_ONLY = "opt_talon_only"


def helena(spades: tuple[int, int], piles: dict[str, list[Card]], talon_only: int) -> State:
    """Clubs, diamonds and hearts home; the spades' foundations up to
    ``spades``; ``piles`` the loose spades in the columns; the pack used up."""
    return square(HELENA, spades, piles, **{TALON_ONLY: talon_only})


def test_talon_only_an_eight_above_both_sevens_and_both_nines_is_lost() -> None:
    stuck = [spade(7, 0), spade(7, 1), spade(9, 0), spade(9, 1), spade(8, 0)]
    rest = [card for card in loose((6, 6)) if card not in stuck]
    state = helena((6, 6), {"c1": stuck, "c2": rest}, talon_only=1)
    assert HELENA.solver_dead_end(state)
    assert not exhaustive_win(HELENA, state)


def test_as_the_book_deals_it_a_space_takes_the_eight() -> None:
    stuck = [spade(7, 0), spade(7, 1), spade(9, 0), spade(9, 1), spade(8, 0)]
    rest = [card for card in loose((6, 6)) if card not in stuck]
    state = helena((6, 6), {"c1": stuck, "c2": rest}, talon_only=0)
    assert not HELENA.solver_dead_end(state)
    assert Move(MOVE, "c1", "c3", 1) in HELENA.legal_moves(state)


def test_random_positions_called_dead_are_lost_and_spaces_open_to_columns_save_some() -> None:
    rng = random.Random(23)
    dead = saved = 0
    for _ in range(150):
        spades = (rng.randint(5, 9), rng.randint(5, 9))
        cards = loose(spades)
        rng.shuffle(cards)
        piles: dict[str, list[Card]] = {"c1": [], "c2": [], "c3": []}
        for card in cards:
            piles[rng.choice(("c1", "c2", "c3"))].append(card)
        state = helena(spades, piles, talon_only=1)
        if HELENA.solver_dead_end(state):
            dead += 1
            assert not exhaustive_win(HELENA, state), state.piles
            opened = helena(spades, piles, talon_only=0)
            assert not HELENA.solver_dead_end(opened)
            if saved < 2:  # (with seven empty columns open to any card, the plain search is long)
                saved += bool(exhaustive_win(HELENA, opened, cap=3_000))
    assert dead >= 20 and saved, (dead, saved)
