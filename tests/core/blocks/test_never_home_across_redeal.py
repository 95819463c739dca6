"""Babette's dead end in its second deal, one re-deal left
(blocks.never_home_across_redeal): the garden is gathered column by column,
so the last deal's pack is the cards now out in a known order, less those
sent home before the re-deal. Every set of cards that could go home first
(runs on the piles, a column's cards from the lowest up) is tried, and the
position is dead when the last deal's relaxed play (never_home_as_dealt)
leaves a card for each. Every position so judged is proved lost by the
plain exhaustive search (which plays the game's own re-deal), on hand-made
examples and on 200 small random positions (three suits home, the spades
left in the garden and the pack); a deliberately over-eager version, which
reads the last deal as if nothing could go home before the re-deal, is
caught calling won positions dead, and so is one that gathers the garden
from its first column."""

from __future__ import annotations

import random

from cadogan.core.blocks import never_home_as_dealt, relaxed_table, suit_tops
from cadogan.core.cards import Card
from cadogan.core.games.babette import COLUMNS, FOUNDATIONS, gathered, in_rows
from cadogan.core.state import State
from tests.core.blocks.test_never_home_as_dealt import BABETTE, babette
from tests.core.helpers import (
    dead_ends_proved_lost,
    loose_spades_by_rank,
    spade,
    weaker_dead_end_caught,
    winnable,
)

# Rising pile at the four, falling pile at the eight. Gathered, the garden
# gives 8 5 6 10 J Q K A' (the last deal's first row: column 8), then 9 2'
# 3' 7 6' 5' 4' (column 7) and 7' (column 1): the 9, which wants the 8
# first, falls on the 8, which waits for a 7 the first row lacks (the other
# 8 is home). Before the re-deal the 7' can go home, the last card of the
# pack: the 8 is covered all the same.
KNOT = [spade(8, 0), spade(5, 0), spade(6, 0), spade(10, 0), spade(11, 0), spade(12, 0), spade(13, 0), spade(1, 1)]
LATER = [spade(9, 0), spade(2, 1), spade(3, 1), spade(7, 0), spade(6, 1), spade(5, 1), spade(4, 1)]


def garden(columns: dict[int, list[Card]], pack: list[Card] = ()) -> State:
    """The spades' position (up 4, down 8, one re-deal left): ``columns`` by
    number, each from its top row down."""
    laid = [columns.get(number, []) for number in range(1, 9)]
    return babette(laid, list(pack), up=4, down=8, redeals_left=1)


def test_a_knot_in_the_next_deal_whatever_goes_home_first_is_lost() -> None:
    state = garden({8: KNOT, 7: LATER, 1: [spade(7, 1)]})
    assert sorted(map(repr, KNOT + LATER + [spade(7, 1)])) == sorted(map(repr, loose_spades_by_rank(4, 8)))
    assert BABETTE.legal_moves(state)  # the 7' can go home now
    assert BABETTE.solver_dead_end(state)
    assert not winnable(BABETTE, state)


def test_near_miss_the_nine_gathered_elsewhere_is_won() -> None:
    # The 9 second in column 7: it falls on the 5, gone by then, and the 2'
    # on the 8 goes home once the 7' (sent home now or dealt last) has.
    state = garden({8: KNOT, 7: [LATER[1], LATER[0], *LATER[2:]], 1: [spade(7, 1)]})
    assert not BABETTE.solver_dead_end(state)
    assert winnable(BABETTE, state)


def test_nothing_is_judged_while_rows_are_still_to_come() -> None:
    # Babette asks only once the pack is out (the sets to try are fewer).
    state = garden({8: KNOT, 7: LATER[:-1]}, [LATER[-1], spade(7, 1)])
    assert not BABETTE.solver_dead_end(state)


def test_nothing_is_judged_while_two_redeals_are_left() -> None:
    state = garden({8: KNOT, 7: LATER, 1: [spade(7, 1)]})
    state.counters["redeals_left"] = 2
    assert not BABETTE.solver_dead_end(state)


def test_nothing_is_judged_where_this_deal_can_send_every_card_home() -> None:
    order = [spade(rank, 0) for rank in range(5, 14)] + [spade(rank, 1) for rank in range(7, 0, -1)]
    state = garden({1: order[::-1]})  # the first to go home lowest
    assert not BABETTE.solver_dead_end(state)
    assert winnable(BABETTE, state)


def random_garden(seed: int) -> State:
    """The loose spades shuffled: some in the pack (mostly none), the rest
    on the garden's columns at random; one re-deal left."""
    rng = random.Random(seed)
    up = rng.randint(1, 6)
    down = rng.randint(up + 3, min(14, up + 5))
    loose = loose_spades_by_rank(up, down)
    rng.shuffle(loose)
    in_pack = rng.choice([0, 0, 0, 2, 5, 8])
    columns: list[list[Card]] = [[] for _ in range(8)]
    for card in loose[in_pack:]:
        rng.choice(columns).append(card)
    return babette(columns, loose[:in_pack], up, down, redeals_left=1)


def last_deal_as_gathered(state: State, first: bool = False) -> bool:
    """The over-eager versions: the last deal read as if nothing went home
    before the re-deal (and, with ``first``, the garden gathered from its
    first column), when this deal cannot be won outright."""
    piles = state.piles
    stacks = [[piles[cell][0] for cell in column if piles[cell]] for column in COLUMNS]
    rows = in_rows(piles["stock"][::-1])
    up, down = suit_tops(state, FOUNDATIONS)
    if not any(relaxed_table(up, down, ([c.ident for c in s] for s in stacks), ([c.ident for c in r] for r in rows))):
        return False
    columns = [[*stack, *(row[at] for row in rows if at < len(row))] for at, stack in enumerate(stacks)]
    pack = gathered(columns[::-1] if first else columns)
    return never_home_as_dealt(state, [[] for _ in COLUMNS], in_rows(pack), FOUNDATIONS)


POSITIONS = [random_garden(seed) for seed in range(200)]


def test_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(BABETTE, POSITIONS) >= 15


def test_some_random_positions_are_won_and_some_lost() -> None:
    won = sum(winnable(BABETTE, state) for state in POSITIONS[:40])
    assert 10 <= won < 40


def test_reading_the_last_deal_as_if_nothing_went_home_first_is_caught() -> None:
    assert weaker_dead_end_caught(BABETTE, POSITIONS[:60], last_deal_as_gathered)


def test_gathering_from_the_first_column_is_caught() -> None:
    assert weaker_dead_end_caught(BABETTE, POSITIONS[:60], lambda state: last_deal_as_gathered(state, first=True))
