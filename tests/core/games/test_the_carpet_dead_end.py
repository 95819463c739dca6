"""The Carpet's dead end in its last deal (solver_dead_end, from
blocks.never_home_as_dealt): the talon is never gathered again, its cards
leave from the top and only for home, and the pack's cards come onto it one
by one in a known order, each carpet card counted free to go home whenever
its piles could take it. Every position so judged is proved lost by the
plain exhaustive search, on hand-made examples and on 160 small random
positions (three suits home, the spades left on the carpet, the talon and
the pack); a deliberately over-eager version, which counts the pack's cards
as lying on the talon already, is caught calling won positions dead."""

from __future__ import annotations

import functools
import random

from cadogan.core.blocks import never_home, never_home_as_dealt
from cadogan.core.cards import Card
from cadogan.core.games.the_carpet import ACE_PILES, FOUNDATIONS, KING_PILES
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import (
    loose_spades,
    settled_endings,
    spade,
    spade_play_order,
    swap_a_few,
    three_suits_home,
    winnable,
)

CARPET = get_game("the_carpet")
# A few places at the carpet's top left: row 1's uprights are always free,
# (1, 2) and (1, 4) crossways wait for a lane along row 1.
PLACES = ("r1c1", "r1c2", "r1c3", "r1c4", "r2c1")


def carpet(
    cells: dict[str, Card], talon: list[Card], pack: list[Card], up: int, down: int, redeals_left: int = 0
) -> State:
    """Clubs, diamonds and hearts home; the spades' rising pile at ``up``,
    their falling pile at ``down``; ``cells`` the carpet's cards left,
    ``talon`` bottom first, ``pack`` the next card turned first."""
    state = CARPET.empty_state(1, redeals_left=redeals_left)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for cell, card in cells.items():
        state.piles[cell] = [card]
    state.piles["waste"] = list(talon)
    state.piles["stock"] = pack[::-1]
    state.face_down.update(pack)
    return state


# Rising pile at the four, falling pile at the eight: both sixes lie on the
# talon and go home only after a five or a seven. The first card turned, a
# nine, covers them before any five or seven comes, and waits on a six.
TALON = [spade(6, 0), spade(6, 1)]
CELLS = {"r1c1": spade(13, 0), "r1c3": spade(1, 1)}
LATER = [spade(rank, 0) for rank in (8, 10, 11, 12)] + [spade(rank, 1) for rank in (4, 3, 2)]
NINE_FIRST = [spade(9, 0), spade(5, 0), spade(5, 1), spade(7, 0), spade(7, 1), *LATER]


def test_a_turned_card_that_covers_the_sixes_before_a_five_or_seven_comes_is_lost() -> None:
    assert sorted(map(repr, [*TALON, *CELLS.values(), *NINE_FIRST])) == sorted(map(repr, loose_spades(4, 8)))
    state = carpet(CELLS, TALON, NINE_FIRST, up=4, down=8)
    assert CARPET.solver_dead_end(state)
    assert not winnable(CARPET, state)
    # The talon alone shows no knot: the cards the sixes wait for are loose.
    assert not never_home(state, (state.piles["waste"],), FOUNDATIONS, 2)


def test_near_miss_a_seven_turned_first_is_won() -> None:
    # The seven goes down at once, the sixes after it, before the nine comes.
    pack = [spade(7, 0), spade(5, 0), spade(5, 1), spade(9, 0), spade(7, 1), *LATER]
    state = carpet(CELLS, TALON, pack, up=4, down=8)
    assert not CARPET.solver_dead_end(state)
    assert winnable(CARPET, state)


def test_nothing_is_judged_while_a_redeal_is_left() -> None:
    assert not CARPET.solver_dead_end(carpet(CELLS, TALON, NINE_FIRST, up=4, down=8, redeals_left=1))


def random_carpet(seed: int) -> State:
    """The loose spades in a winning order of play: the first few on the
    carpet or the talon (the first played on top), the rest in the pack in
    order; then a few pairs of cards swapped across the carpet, the talon
    and the pack: some positions stay won, some are lost."""
    rng = random.Random(seed)
    up = rng.randint(3, 9)
    down = rng.randint(up - 2, up + 3)  # the piles past each other at times: fewer loose cards
    order = spade_play_order(rng, up, down)
    early = len(order) - rng.randint(3, 6)  # the pack's cards (the plain search's time grows with them)
    places = rng.sample(PLACES, rng.randint(1, len(PLACES)))
    cells = dict(zip(places, order[: len(places)], strict=True))
    talon = order[len(places) : early][::-1]
    pack = order[early:]
    slots: list[tuple[list, int | str]] = [(pack, i) for i in range(len(pack))]
    slots += [(talon, i) for i in range(len(talon))]
    holder: dict = cells
    slots += [(holder, cell) for cell in cells]
    swap_a_few(rng, slots)
    return carpet(cells, talon, pack, up, down)


def eager(state: State) -> bool:
    """The over-eager version: the pack's cards counted on the talon now."""
    piles = state.piles
    talon = [*piles["waste"], *reversed(piles["stock"])]
    stacks = [talon, *([piles[cell][-1]] for cell in PLACES if piles[cell])]
    return never_home_as_dealt(state, stacks, (), FOUNDATIONS)


@functools.cache
def endings() -> list[tuple[int, State, bool]]:
    """The random positions the plain search settles, each with its seed and
    whether it is won (searched once for the three tests below)."""
    return list(settled_endings(CARPET, ((seed, random_carpet(seed)) for seed in range(160)), cap=800))


def test_random_positions_judged_dead_are_lost() -> None:
    dead = [seed for seed, state, _ in endings() if CARPET.solver_dead_end(state)]
    wrong = [seed for seed, state, won in endings() if won and CARPET.solver_dead_end(state)]
    assert len(endings()) >= 150 and len(dead) >= 20 and not wrong, (len(endings()), len(dead), wrong)


def test_some_random_positions_are_won() -> None:
    assert sum(won for _, _, won in endings()) >= 20


def test_the_over_eager_version_is_caught() -> None:
    assert any(won and eager(state) and not CARPET.solver_dead_end(state) for _, state, won in endings())
