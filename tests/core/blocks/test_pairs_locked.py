"""blocks.pairs_locked, Nestor's dead end for the solver: peel the columns
from the top, a card going whenever another card of its value is in sight
(loose, or with no held card above it); a card held for good means the
game is lost. Every position so judged is proved lost by the plain
exhaustive search (tests.core.helpers.exhaustive_win: every legal move, the
reserve taken up only when no pair is left), on hand-made positions and on
200 random small ones (two to five values of two or four cards each, in the
columns, taken up and in the reserve); deliberately over-eager versions (a
partner must have left already, not merely be in sight; the reserve left
out of sight) are caught calling won positions dead, and a version that
never judges is caught by the count of positions judged dead."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from cadogan import core
from cadogan.core.blocks import pairs_locked
from cadogan.core.cards import Card, Suit
from cadogan.core.games.nestor import ASIDE, COLUMNS, DISCARD, RESERVE_PILE
from cadogan.core.state import State
from tests.core.helpers import (
    assert_solver_agrees,
    cards,
    dead_ends_proved_lost,
    judge_dead_end,
    weaker_dead_end_caught,
    winnable,
)

GAME = core.get_game("nestor")


def nestor(columns: Sequence[Sequence[Card]], reserve: Sequence[Card] = (), aside: Sequence[Card] = ()) -> State:
    """``columns`` (lowest card last), ``reserve`` (the next taken up
    first, face down) and ``aside`` (taken up); every other card discarded."""
    state = GAME.empty_state(1)
    for pile, stack in zip(COLUMNS, columns, strict=False):
        state.piles[pile] = list(stack)
    for pile, card in zip(ASIDE, aside, strict=False):
        state.piles[pile] = [card]
    state.piles[RESERVE_PILE] = list(reversed(reserve))
    state.face_down.update(reserve)
    placed = Counter(card for pile in state.piles.values() for card in pile)
    state.piles[DISCARD] = list((Counter(GAME.deck()) - placed).elements())
    return state


def test_two_pairs_crossed_in_two_columns_are_lost() -> None:
    # The fives wait on the nine above one of them, the nines on the five
    # above the other: each pair needs the other gone first.
    state = nestor([cards("5S 9H"), cards("9S 5H")])
    assert pairs_locked([state.piles["c1"], state.piles["c2"]], ())
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_a_third_and_fourth_five_free_the_knot() -> None:
    # Two more fives in the reserve: the 5♥ pairs with one of them, the
    # nines pair, then the 5♠ with the other.
    state = nestor([cards("5S 9H"), cards("9S 5H")], reserve=cards("5C 5D"))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_a_five_taken_up_frees_the_knot() -> None:
    state = nestor([cards("5S 9H"), cards("9S 5H")], aside=cards("5C 5D"))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_three_values_in_a_ring_are_lost() -> None:
    # The fives wait on a nine, the nines on a king, the kings on a five.
    state = nestor([cards("5S 9H"), cards("9S KH"), cards("KS 5H")], reserve=cards("QC QD"))
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_a_pair_on_top_frees_the_columns_below() -> None:
    state = nestor([cards("8H 7S"), cards("8S 7H")])
    assert not GAME.solver_dead_end(state)  # the sevens pair, then the eights
    assert winnable(GAME, state)


def random_position(rng: random.Random) -> State:
    """Two to five values, two or four cards of each, dealt at random among
    the columns (never two of one value in a column), the reserve and the
    cards taken up (four at most between them)."""
    loose: list[Card] = [Card(Suit.SPADES, 1)] * 5
    while len(loose) > 4:  # (the reserve and the cards taken up: four at most)
        values = rng.sample(range(1, 14), rng.randint(2, 5))
        loose = []
        columns: list[list[Card]] = [[] for _ in range(rng.randint(2, 5))]
        for value in values:
            for suit in rng.sample(list(Suit), rng.choice((2, 2, 4))):
                card = Card(suit, value)
                free = [c for c in columns if all(other.rank != value for other in c)]
                if free and (len(loose) >= 4 or rng.random() < 0.8):
                    rng.choice(free).append(card)
                else:
                    loose.append(card)
    rng.shuffle(loose)
    for column in columns:
        rng.shuffle(column)
    taken = rng.randint(0, len(loose))
    return nestor(columns, reserve=loose[taken:], aside=loose[:taken])


def positions(count: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    return [random_position(rng) for _ in range(count)]


def test_every_position_judged_dead_is_lost() -> None:
    searched, dead, won, wrong = judge_dead_end(GAME, enumerate(positions(200, 11)), GAME.solver_dead_end, cap=20_000)
    assert searched >= 190 and not wrong
    assert dead >= 30 and won >= 30 and searched - won >= dead  # (a test that never judges is caught here)
    assert dead_ends_proved_lost(GAME, positions(60, 12)) >= 5


def eager(stacks: Iterable[Sequence[Card]], loose: Iterable[Card], reserve_seen: bool = True) -> bool:
    """Over-eager: a card goes only when another of its value has left
    already (is loose or peeled), not when it merely tops its column."""
    piles = [list(stack) for stack in stacks if stack]
    seen: Counter = Counter(card.rank for card in loose) if reserve_seen else Counter()
    moved = True
    while moved:
        moved = False
        for stack in piles:
            while stack and seen[stack[-1].rank] > 0:
                seen[stack.pop().rank] += 1
                moved = True
    return any(piles)


def test_over_eager_versions_are_caught() -> None:
    def partner_gone(state: State) -> bool:
        return eager([state.piles[c] for c in COLUMNS], [*state.piles[RESERVE_PILE], *_aside(state)])

    def reserve_unseen(state: State) -> bool:
        piles = state.piles
        return pairs_locked([piles[c] for c in COLUMNS], _aside(state))

    assert weaker_dead_end_caught(GAME, positions(80, 13), partner_gone) >= 1
    assert weaker_dead_end_caught(GAME, positions(80, 13), reserve_unseen) >= 1


def _aside(state: State) -> list[Card]:
    return [card for pile in ASIDE for card in state.piles[pile]]


def test_the_solver_agrees_with_the_plain_search() -> None:
    assert_solver_agrees(GAME, enumerate(positions(200, 14)), least=150, each=20)
