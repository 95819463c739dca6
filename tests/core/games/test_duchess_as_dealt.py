"""The Duchess de Luynes's dead end in its last deal while the pack still
holds rounds (blocks.never_home_as_dealt): each round lays a row on the four
packets in a known order, so a card that cannot go home before a row covers
it waits under that row's card; the cards laid aside to the reserve count as
free from the start. Every position so judged is proved lost by the plain
exhaustive search, on hand-made examples and on 160 small random positions
(three suits home, the spades left in the packets, the pack and the
reserve); a deliberately over-eager version, which counts each round's row
on its packets already, is caught calling won positions dead."""

from __future__ import annotations

import random

from cadogan.core.blocks import never_home, never_home_as_dealt
from cadogan.core.cards import Card
from cadogan.core.games.duchess_de_luynes import ACE_PILES, FOUNDATIONS, KING_PILES, PACKETS, ROUND, TO_RESERVE
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import (
    dead_ends_proved_lost,
    loose_spades,
    spade,
    spade_play_order,
    swap_a_few,
    three_suits_home,
    weaker_dead_end_caught,
    winnable,
)

DUCHESS = get_game("duchess_de_luynes")


def duchess(packets: list[list[Card]], rounds: list[list[Card]], up: int, down: int, redeals_left: int = 0) -> State:
    """Clubs, diamonds and hearts home; the spades' rising pile at ``up``,
    their falling pile at ``down``; ``packets`` bottom first; ``rounds``
    the pack still to deal, a round at a time (four cards for the packets,
    then two for the reserve), the next one first."""
    state = DUCHESS.empty_state(1, redeals_left=redeals_left)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for pile, cards in zip(PACKETS, packets, strict=False):
        state.piles[pile] = list(cards)
    pack = [card for one in rounds for card in one]
    state.piles["stock"] = pack[::-1]
    state.face_down.update(pack)
    return state


def round_of(row: list[Card], aside: list[Card] = ()) -> list[Card]:
    return [*row, *aside]


# Rising pile at the four, falling pile at the eight: both sixes lie on the
# packets and can go home only after a five or a seven, and all four of those
# come in the second round; the first round lays the eight and the nine
# (which wait on a six) on the sixes.
SIXES = [[spade(6, 0)], [spade(6, 1)]]
FIRST = round_of([spade(8, 0), spade(9, 0), spade(10, 0), spade(11, 0)], [spade(12, 0), spade(13, 0)])
SECOND = round_of([spade(5, 0), spade(5, 1), spade(7, 0), spade(7, 1)], [spade(1, 1), spade(2, 1)])
LAST = [spade(3, 1), spade(4, 1)]


def test_a_round_that_covers_the_sixes_before_a_five_or_seven_comes_is_lost() -> None:
    state = duchess(SIXES, [FIRST, SECOND, LAST], up=4, down=8)
    assert sorted(map(repr, [*FIRST, *SECOND, *LAST, spade(6, 0), spade(6, 1)])) == sorted(
        map(repr, loose_spades(4, 8))
    )
    assert DUCHESS.solver_dead_end(state)
    assert not winnable(DUCHESS, state)
    # The table alone shows no knot: only the order in time does.
    assert not never_home(state, (state.piles[p] for p in PACKETS), FOUNDATIONS, 2)


def test_near_miss_a_five_on_the_table_frees_a_six_before_the_round_and_is_won() -> None:
    packets = [[spade(6, 0)], [spade(6, 1)], [spade(5, 0)]]
    second = round_of([spade(7, 0), spade(7, 1), spade(5, 1), spade(1, 1)], [spade(2, 1), spade(3, 1)])
    state = duchess(packets, [FIRST, second, [spade(4, 1)]], up=4, down=8)
    assert not DUCHESS.solver_dead_end(state)
    assert winnable(DUCHESS, state)


def test_a_five_laid_aside_to_the_reserve_comes_too_late_and_is_lost() -> None:
    # The same five laid aside in the first round: the reserve opens only
    # once the pack is out, after the rows have covered both sixes.
    first = round_of(FIRST[:4], [spade(5, 0), FIRST[5]])
    second = round_of([spade(7, 0), spade(7, 1), spade(5, 1), spade(1, 1)], [spade(2, 1), spade(3, 1)])
    state = duchess(SIXES, [first, second, [spade(4, 1), spade(12, 0)]], up=4, down=8)
    assert not winnable(DUCHESS, state)


def test_nothing_is_judged_while_the_redeal_is_left() -> None:
    assert not DUCHESS.solver_dead_end(duchess(SIXES, [FIRST, SECOND, LAST], up=4, down=8, redeals_left=1))


def random_duchess(seed: int) -> State:
    """The loose spades in a winning order of play: the first ones on the
    packets (the first played on top), the rest in the pack in order; then
    a few pairs of cards swapped, across the packets and the pack: some
    positions stay won, some are lost."""
    rng = random.Random(seed)
    up = rng.randint(2, 7)
    down = rng.randint(up + 1, up + 4)
    order = spade_play_order(rng, up, down)
    laid = rng.randint(2, 7)
    packets: list[list[Card]] = [[] for _ in PACKETS]
    for card in order[:laid]:
        rng.choice(packets).insert(0, card)
    pack = order[laid:]
    swap_a_few(
        rng, [(packet, i) for packet in packets for i in range(len(packet))] + [(pack, i) for i in range(len(pack))]
    )
    return duchess(packets, [pack], up, down)


def eager(state: State) -> bool:
    """The over-eager version: every round's row counted on its packets now
    (as if nothing could go home before it comes)."""
    piles = state.piles
    pack = piles["stock"][::-1]
    stacks = [list(piles[p]) for p in PACKETS]
    aside = []
    for at in range(0, len(pack), ROUND):
        for stack, card in zip(stacks, pack[at : at + len(PACKETS)], strict=False):
            stack.append(card)
        aside += pack[at + len(PACKETS) : at + len(PACKETS) + TO_RESERVE]
    return never_home_as_dealt(state, [*stacks, *([card] for card in aside)], (), FOUNDATIONS)


POSITIONS = [random_duchess(seed) for seed in range(160)]


def test_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(DUCHESS, POSITIONS) >= 20


def test_some_random_positions_are_won() -> None:
    assert sum(winnable(DUCHESS, state) for state in POSITIONS) >= 20


def test_the_over_eager_version_is_caught() -> None:
    assert weaker_dead_end_caught(DUCHESS, POSITIONS, eager)


def test_leaving_the_reserve_out_is_caught() -> None:
    """Another wrong version: the cards laid aside never counted (the
    reserve opens only at the end, but it does open)."""

    def without_reserve(state: State) -> bool:
        pack = state.piles["stock"][::-1]
        rows = [pack[at : at + len(PACKETS)] for at in range(0, len(pack), ROUND)]
        return never_home_as_dealt(state, [state.piles[p] for p in PACKETS], rows, FOUNDATIONS)

    assert weaker_dead_end_caught(DUCHESS, POSITIONS, without_reserve)


def test_it_finds_more_than_the_table_alone() -> None:
    # 44 of the 160 judged dead (all lost, above), 16 by blocks.never_home on the packets alone.
    dead = sum(DUCHESS.solver_dead_end(state) for state in POSITIONS)
    table_only = sum(never_home(state, (state.piles[p] for p in PACKETS), FOUNDATIONS, 2) for state in POSITIONS)
    assert dead >= table_only + 20
