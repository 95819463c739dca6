"""Babette's dead end in its last deal while the pack still holds rows
(blocks.never_home_as_dealt): the pack's rows fall on the columns in a known
order, so a card that cannot go home before a row covers it waits under
that row's card. Every position so judged is proved lost by the plain
exhaustive search, on hand-made examples and on 160 small random positions
(three suits home, the spades left in the garden and the pack); a
deliberately over-eager version, which counts the pack's cards as lying on
their columns already (as if nothing could go home before they come), is
caught calling won positions dead; and with the pack out it catches every
position blocks.never_home does."""

from __future__ import annotations

import random

from cadogan.core.blocks import never_home, never_home_as_dealt
from cadogan.core.cards import Card
from cadogan.core.games.babette import ACE_PILES, COLUMNS, FOUNDATIONS, GRID, KING_PILES
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import (
    dead_ends_proved_lost,
    loose_spades_by_rank,
    spade,
    spade_play_order,
    swap_a_few,
    three_suits_home,
    weaker_dead_end_caught,
    winnable,
)

BABETTE = get_game("babette")


def babette(columns: list[list[Card]], pack: list[Card], up: int, down: int, redeals_left: int = 0) -> State:
    """Clubs, diamonds and hearts home; the spades' rising pile at ``up``,
    their falling pile at ``down`` (14: not begun); ``columns`` the garden's
    first columns, each from its top row down; ``pack`` the cards still to
    be dealt, the next one first."""
    state = BABETTE.empty_state(1, rows_dealt=max(map(len, columns), default=0), redeals_left=redeals_left)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for column, cards in enumerate(columns, 1):
        for row, card in enumerate(cards, 1):
            state.piles[f"r{row}c{column}"] = [card]
    state.piles["stock"] = pack[::-1]
    state.face_down.update(pack)
    return state


# Rising pile at the four, falling pile at the eight: both sixes lie in the
# garden and can go home only after a five or a seven, and all four of those
# come in the pack's second row; the first row lays the eight and the nine
# (which wait on a six) on the sixes.
LATER = [spade(10, 0), spade(11, 0), spade(12, 0), spade(13, 0), spade(1, 1), spade(2, 1)]
SHUT_IN = [spade(6, 0)], [spade(6, 1)]
FIRST_ROW = [spade(8, 0), spade(9, 0), *LATER]
SECOND_ROW = [spade(5, 0), spade(5, 1), spade(7, 0), spade(7, 1), spade(3, 1), spade(4, 1)]


def test_a_row_that_covers_the_sixes_before_a_five_or_seven_comes_is_lost() -> None:
    state = babette(list(SHUT_IN), FIRST_ROW + SECOND_ROW, up=4, down=8)
    assert sorted(map(repr, FIRST_ROW + SECOND_ROW + [spade(6, 0), spade(6, 1)])) == sorted(
        map(repr, loose_spades_by_rank(4, 8))
    )
    assert BABETTE.solver_dead_end(state)
    assert not winnable(BABETTE, state)


def test_near_miss_a_five_in_the_first_row_is_won() -> None:
    # The first row lays a five on a six: the five goes down after a seven,
    # the sixes after it, before the nine that covers the other six is wanted.
    first = [spade(5, 1), *FIRST_ROW[1:]]
    second = [spade(5, 0), spade(8, 0), *SECOND_ROW[2:]]
    state = babette(list(SHUT_IN), first + second, up=4, down=8)
    assert not BABETTE.solver_dead_end(state)
    assert winnable(BABETTE, state)


def test_the_old_test_of_the_table_alone_misses_it() -> None:
    # No card lies over every loose copy of a card both its piles need
    # first: only the time order shows the knot.
    state = babette(list(SHUT_IN), FIRST_ROW + SECOND_ROW, up=4, down=8)
    stacks = ([state.piles[cell][0] for cell in column if state.piles[cell]] for column in COLUMNS)
    assert not never_home(state, stacks, FOUNDATIONS, 2)


def test_nothing_is_judged_while_a_redeal_is_left() -> None:
    state = babette(list(SHUT_IN), FIRST_ROW + SECOND_ROW, up=4, down=8, redeals_left=1)
    assert not BABETTE.solver_dead_end(state)


def random_babette(seed: int) -> State:
    """The loose spades in a winning order of play: the first ones in the
    garden (the first played lowest in its column), the rest in the pack in
    order (each row's cards are all free when it comes); then a few pairs of
    cards swapped, across the garden and the pack: some positions stay won,
    some are lost."""
    rng = random.Random(seed)
    up = rng.randint(2, 7)
    down = rng.randint(up + 1, up + 4)
    order = spade_play_order(rng, up, down, loose_spades_by_rank(up, down))
    laid = rng.randint(3, 9)
    columns: list[list[Card]] = [[] for _ in range(8)]
    for card in order[:laid]:
        rng.choice(columns[:4]).insert(0, card)
    pack = order[laid:]
    swap_a_few(
        rng, [(column, i) for column in columns for i in range(len(column))] + [(pack, i) for i in range(len(pack))]
    )
    return babette(columns, pack, up, down)


def eager(state: State) -> bool:
    """The over-eager version: every pack card counted on its column now."""
    piles = state.piles
    pack = piles["stock"][::-1]
    stacks = [[piles[cell][0] for cell in column if piles[cell]] for column in COLUMNS]
    for at, card in enumerate(pack):
        stacks[at % GRID.columns].append(card)
    return never_home_as_dealt(state, stacks, (), FOUNDATIONS)


POSITIONS = [random_babette(seed) for seed in range(160)]


def test_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(BABETTE, POSITIONS) >= 20


def test_some_random_positions_are_won() -> None:
    assert sum(winnable(BABETTE, state) for state in POSITIONS) >= 20


def test_the_over_eager_version_is_caught() -> None:
    assert weaker_dead_end_caught(BABETTE, POSITIONS, eager)


def test_with_the_pack_out_every_knot_of_never_home_is_caught() -> None:
    caught = 0
    for seed in range(300):
        state = random_babette(seed)
        stacks = [[state.piles[cell][0] for cell in column if state.piles[cell]] for column in COLUMNS]
        for at, card in enumerate(state.piles["stock"][::-1]):
            stacks[at % GRID.columns].append(card)
        if never_home(state, stacks, FOUNDATIONS, 2):
            caught += 1
            assert never_home_as_dealt(state, stacks, (), FOUNDATIONS), seed
    assert caught >= 20
