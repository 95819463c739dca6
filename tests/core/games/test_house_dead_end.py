"""The House in the Wood's and the House on the Hill's dead end for the solver
(solver_dead_end, from blocks.tangled): in the last deal the fans are never
taken up again, their top cards leave home or married onto another fan's top
card (the Wood: one rank down in suit; the Hill: up or down), and an emptied
fan takes nothing; cards that wait on one another across the fans are lost.

Every position so judged is proved lost by the plain exhaustive search, on
hand-made examples and on many small random positions (three suits home,
the spades left on the fans); careless versions (the Wood's marriages left
out, the Hill's counted one way only) are caught calling won positions dead.
The Wood's dead end also calls dead every position ``buried_for_good`` (its
dead end before) called dead, so the search loses none of them."""

from __future__ import annotations

import random
from functools import cache

import pytest

from cadogan import core
from cadogan.core.blocks import (
    ACE_TO_KING,
    buried_for_good,
    face_number,
    in_order,
    next_places,
    nothing_onto,
    one_above,
    rising_and_falling,
    tangled,
)
from cadogan.core.cards import Card, Suit
from cadogan.core.games.la_belle_lucie import HILL_FOUNDATIONS
from cadogan.core.rules import Game
from cadogan.core.state import State
from tests.core.helpers import exhaustive_win, random_spade_packets, settled_endings, spade, three_suits_home

WOOD = core.get_game("the_house_in_the_wood")
HILL = core.get_game("the_house_on_the_hill")
OTHER_SUITS = [(suit, pack) for pack in (0, 1) for suit in "CDH"]


def wood(fans: list[list[Card]], first: int, second: int, redeals_left: int = 0) -> State:
    """Every suit but the spades home on f1-f6; pack 0's spades up to
    ``first`` on f7 and pack 1's up to ``second`` on f8 (0: not begun, the
    pile empty); ``fans`` the first fans, bottom first."""
    state = WOOD.empty_state(1, redeals_left=redeals_left)
    for number, (suit, pack) in enumerate(OTHER_SUITS, 1):
        state.piles[f"f{number}"] = [Card(Suit(suit), rank, pack) for rank in range(1, 14)]
    state.piles["f7"] = [spade(rank, 0) for rank in range(1, first + 1)]
    state.piles["f8"] = [spade(rank, 1) for rank in range(1, second + 1)]
    for number, cards in enumerate(fans, 1):
        state.piles[f"p{number}"] = list(cards)
    return state


def hill(fans: list[list[Card]], up: int, down: int, redeals_left: int = 0) -> State:
    """Every suit but the spades home (up in pack 0, down in pack 1); the
    spades' rising pile up to ``up``, their falling pile down to ``down``."""
    state = HILL.empty_state(1, redeals_left=redeals_left)
    three_suits_home(state, HILL_FOUNDATIONS.up, HILL_FOUNDATIONS.down, up, down)
    for number, cards in enumerate(fans, 1):
        state.piles[f"p{number}"] = list(cards)
    return state


# -- hand-made positions --------------------------------------------------------------


def test_wood_two_threes_each_above_a_four_and_the_others_two_is_lost() -> None:
    # Each 3♠ lies above a 4♠ (the card it could marry onto) and above a 2♠
    # (which a foundation wants before it), the two fans holding between them
    # both copies of each: neither three can leave first. buried_for_good,
    # reading one fan at a time, sees no card above both copies of anything.
    fans = [[spade(2, 0), spade(4, 0), spade(3, 0)], [spade(2, 1), spade(4, 1), spade(3, 1)]]
    fans.append([spade(rank, pack) for rank in range(13, 4, -1) for pack in (0, 1)])
    state = wood(fans, 1, 1)
    assert not buried_for_good(state, WOOD.fans, WOOD.packs)
    assert WOOD.solver_dead_end(state)
    assert exhaustive_win(WOOD, state) is False


def test_wood_a_free_two_unties_it_and_wins() -> None:
    fans = [[spade(4, 0), spade(3, 0)], [spade(2, 1), spade(4, 1), spade(3, 1)], [spade(2, 0)]]
    fans.append([spade(rank, pack) for rank in range(13, 4, -1) for pack in (0, 1)])
    state = wood(fans, 1, 1)
    assert not WOOD.solver_dead_end(state)
    assert exhaustive_win(WOOD, state)


def test_wood_not_asked_while_a_redeal_is_left() -> None:
    fans = [[spade(2, 0), spade(4, 0), spade(3, 0)], [spade(2, 1), spade(4, 1), spade(3, 1)]]
    fans.append([spade(rank, pack) for rank in range(13, 4, -1) for pack in (0, 1)])
    assert not WOOD.solver_dead_end(wood(fans, 1, 1, redeals_left=1))


def test_hill_a_six_above_both_fives_and_both_sevens_is_lost() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [spade(rank, 0) for rank in range(8, 14)] + [spade(rank, 1) for rank in range(1, 5)]
    state = hill([stuck, rest], up=4, down=8)
    assert HILL.solver_dead_end(state)
    assert exhaustive_win(HILL, state) is False


def test_hill_a_free_five_lets_the_six_marry_down_and_wins() -> None:
    stuck = [spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rising = [spade(rank, 0) for rank in range(13, 7, -1)]
    falling = [spade(rank, 1) for rank in range(1, 5)]
    state = hill([stuck, rising, falling, [spade(6, 1), spade(5, 0)]], up=4, down=8)
    assert not HILL.solver_dead_end(state)
    assert exhaustive_win(HILL, state)


def test_hill_not_asked_while_a_redeal_is_left() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    rest = [spade(rank, 0) for rank in range(8, 14)] + [spade(rank, 1) for rank in range(1, 5)]
    assert not HILL.solver_dead_end(hill([stuck, rest], up=4, down=8, redeals_left=1))


# -- random positions -------------------------------------------------------------------


def random_wood(seed: int) -> State:
    """The loose spades of both packs in an order that sends each home in
    turn, dealt onto three to five fans (the card played first on top), a
    few pairs then swapped: some positions won, some lost."""
    rng = random.Random(seed)
    first, second = rng.randint(3, 8), rng.randint(3, 8)
    runs = [[spade(rank, 0) for rank in range(first + 1, 14)], [spade(rank, 1) for rank in range(second + 1, 14)]]
    order = []
    while any(runs):
        order.append(rng.choice([run for run in runs if run]).pop(0))
    fans: list[list[Card]] = [[] for _ in range(rng.randint(3, 5))]
    for card in reversed(order):
        rng.choice(fans).append(card)
    places = [(fan, index) for fan in fans for index in range(len(fan))]
    for _ in range(rng.randint(1, 4)):
        (a, i), (b, j) = rng.sample(places, 2)
        a[i], b[j] = b[j], a[i]
    return wood(fans, first, second)


def random_hill(seed: int) -> State:
    rng = random.Random(seed)
    up, down = rng.randint(4, 7), rng.randint(7, 10)
    fans, _ = random_spade_packets(rng, up, down, rng.randint(3, 5))
    return hill(fans, up, down)


@cache
def settled(game_id: str) -> list[tuple[State, bool]]:
    """Random positions with the plain search's answer, those it settles
    within 1,500 positions."""
    game, make = (WOOD, random_wood) if game_id == WOOD.id else (HILL, random_hill)
    endings = ((seed, make(seed)) for seed in range(200))
    return [(state, answer) for _seed, state, answer in settled_endings(game, endings, cap=1_500)]


@pytest.mark.parametrize("game", [WOOD, HILL], ids=["wood", "hill"])
def test_random_positions_judged_dead_are_lost(game: Game) -> None:
    dead = won = 0
    for index, (state, answer) in enumerate(settled(game.id)):
        if game.solver_dead_end(state):
            assert answer is False, index
            dead += 1
        won += answer
    assert len(settled(game.id)) >= 150 and dead >= 20 and won >= 20


def test_wood_calls_dead_all_buried_for_good_did_and_more() -> None:
    before = after = 0
    for state, _answer in settled(WOOD.id):
        buried = buried_for_good(state, WOOD.fans, WOOD.packs)
        assert WOOD.solver_dead_end(state) or not buried
        before += buried
        after += WOOD.solver_dead_end(state)
    assert after > before


def careless_wood(state: State) -> bool:
    """The deliberately careless knots: a card married onto nothing (as if
    the fans' cards went only home)."""
    home = in_order(next_places((state.piles[f] for f in WOOD.homes), 2), ACE_TO_KING)
    return tangled([state.piles[fan] for fan in WOOD.fans], (), face_number, home, nothing_onto)


def careless_hill(state: State) -> bool:
    """The deliberately careless knots: a card marries only onto the card
    one above it (as if marriages went down alone, as in the Wood)."""
    piles = state.piles
    home = rising_and_falling((piles[f] for f in HILL_FOUNDATIONS.up), (piles[f] for f in HILL_FOUNDATIONS.down))
    return tangled([piles[fan] for fan in HILL.fans], (), face_number, home, one_above)


def test_the_careless_knots_are_caught() -> None:
    assert any(answer and careless_wood(state) for state, answer in settled(WOOD.id))
    assert any(answer and careless_hill(state) for state, answer in settled(HILL.id))
