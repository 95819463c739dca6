"""stuck_for_good: a card that goes nowhere but home, lying above every copy
not yet home of a face each home wanting it needs first, can never go home
(the Constitution's Privy Council; the Great Thirteen's ground packets once
taken up for the last time). Hand-made cases, then random late positions of
both games: each one called dead is proved lost by the plain exhaustive
search, and a deliberately wrong test is caught by the same check."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable

from cadogan.core.blocks import stuck_for_good
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_constitution import GOVERNMENT, ROW
from cadogan.core.games.the_great_thirteen import COLUMNS, FULL, REDEAL_NEXT, wanted_after
from cadogan.core.registry import get_game
from cadogan.core.rules import Game
from cadogan.core.state import State
from tests.core.helpers import cards, exhaustive_win

CONSTITUTION = get_game("the_constitution")
THIRTEEN = get_game("the_great_thirteen")


def face(card: Card) -> tuple[Suit, int]:
    return card.suit, card.rank


def up_from(suit: Suit, top: int, last: int = 13) -> list[tuple[Suit, int]]:
    return [(suit, rank) for rank in range(top + 1, last + 1)]


def test_a_card_above_the_only_loose_copy_its_home_needs_first_is_stuck() -> None:
    # One spade home up to the 2: the 4 lies above the 3, the only 3 loose.
    assert stuck_for_good([cards("3S 4S")], [up_from(Suit.SPADES, 2)], {(Suit.SPADES, 3): 1}, face)


def test_a_copy_loose_elsewhere_frees_it() -> None:
    wants = [up_from(Suit.SPADES, 2), up_from(Suit.SPADES, 2)]
    loose = {(Suit.SPADES, 3): 2}
    assert not stuck_for_good([cards("3S/0 4S")], wants, loose, face)
    assert stuck_for_good([cards("3S/1 3S/0 4S")], wants, loose, face)


def test_a_home_that_needs_nothing_under_it_frees_it() -> None:
    # The second spade home is already at the 3: it takes the 4 next.
    wants = [up_from(Suit.SPADES, 2), up_from(Suit.SPADES, 3)]
    assert not stuck_for_good([cards("3S 4S")], wants, {(Suit.SPADES, 3): 1}, face)


def test_cards_under_it_that_its_homes_want_later_do_not_block() -> None:
    assert not stuck_for_good([cards("5S 4S")], [up_from(Suit.SPADES, 3)], {(Suit.SPADES, 5): 1}, face)


def test_a_face_wanted_twice_counts_at_its_first_turn() -> None:
    # Home order 7 7 8: an 8 above the one loose 7 is stuck; a 7 above the other 7 is not.
    wants = [[(Suit.SPADES, 7), (Suit.SPADES, 7), (Suit.SPADES, 8)]]
    assert stuck_for_good([cards("7S/0 8S")], wants, {(Suit.SPADES, 7): 2, (Suit.SPADES, 8): 1}, face) is False
    assert stuck_for_good([cards("7S/0 7S/1 8S")], wants, {(Suit.SPADES, 7): 2}, face)
    assert not stuck_for_good([cards("7S/0 7S/1")], wants, {(Suit.SPADES, 7): 2}, face)


# -- random late positions of the two games ------------------------------------------------


def constitution_position(seed: int) -> State:
    """Every foundation built to a random height near the knave; the cards
    left dealt at random over three packets of the Privy Council and one of
    the Lords (nothing else in play)."""
    rng = random.Random(seed)
    state = CONSTITUTION.empty_state(1)
    copies: dict[Suit, int] = defaultdict(int)
    left = []
    for pile, suit in GOVERNMENT.items():
        pack = copies[suit]
        copies[suit] += 1
        top = rng.choice([11, 10, 10, 9, 9, 8])
        state.piles[pile] = [Card(suit, rank, pack) for rank in range(1, top + 1)]
        left += [Card(suit, rank, pack) for rank in range(top + 1, 12)]
    rng.shuffle(left)
    for card in left:
        packets = ROW["lords"][:1] if rng.random() < 0.15 else ROW["privy"][:3]
        state.piles[rng.choice(packets)].append(card)
    return state


def thirteen_position(seed: int) -> State:
    """Every packet re-dealt; each numeral built some way under a random
    balcony card; the cards it still wants dealt at random over four ground
    packets."""
    rng = random.Random(seed)
    pool: dict[int, list[Card]] = defaultdict(list)
    for card in THIRTEEN.deck():
        pool[card.rank].append(card)
    for cards_ in pool.values():
        rng.shuffle(cards_)
    state = THIRTEEN.empty_state(1, **{REDEAL_NEXT: 9})
    wanted = []
    for column in COLUMNS:
        base = rng.choice([b for b in range(1, 13) if pool[b]])
        state.piles[f"b{column}"] = [pool[base].pop()]
        laid = rng.choice([9, 10, 11]) if column > 2 else FULL
        for count in range(FULL):
            value = wanted_after(base, count)
            (state.piles[f"n{column}"].append if count < laid else wanted.append)(pool[value].pop())
    rng.shuffle(wanted)
    for card in wanted:
        state.piles[f"g{rng.choice(COLUMNS[:4])}"].append(card)
    return state


def judge(game: Game, make: Callable[[int], State], dead_end: Callable[[State], bool]) -> tuple[int, int, list[int]]:
    """Positions called dead, positions won; the seeds of those called dead
    that the plain exhaustive search wins (positions it cannot search
    through in a few thousand positions are left out)."""
    dead = won = 0
    wrong = []
    for seed in range(200):
        state = make(seed)
        answer = exhaustive_win(game, state, cap=3000)
        if answer is None:
            continue
        if dead_end(state):
            dead += 1
            if answer:
                wrong.append(seed)
        won += bool(answer)
    return dead, won, wrong


def test_the_constitution_calls_dead_only_lost_positions() -> None:
    dead, won, wrong = judge(CONSTITUTION, constitution_position, CONSTITUTION.solver_dead_end)
    assert not wrong
    assert dead >= 15 and won >= 100, (dead, won)


def test_the_great_thirteen_calls_dead_only_lost_positions() -> None:
    dead, won, wrong = judge(THIRTEEN, thirteen_position, THIRTEEN.solver_dead_end)
    assert not wrong
    assert dead >= 15 and won >= 100, (dead, won)


def test_no_dead_end_before_the_packets_are_taken_up_for_good() -> None:
    for seed in range(40):
        state = thirteen_position(seed)
        state.counters[REDEAL_NEXT] = 0
        assert not THIRTEEN.solver_dead_end(state)
        state.counters[REDEAL_NEXT] = 1
        assert not THIRTEEN.solver_dead_end(state)


def test_a_wrong_dead_end_is_caught() -> None:
    """Calling dead any card above a lower card of its suit anywhere in the
    Privy Council (ignoring the copy loose elsewhere), or any ground card
    above a card of another value, is caught by the same checks."""

    def careless_privy(state: State) -> bool:
        return any(
            any(low.suit == high.suit and low.rank < high.rank for low in pile[:i] for high in pile[i:])
            for pile in (state.piles[p] for p in ROW["privy"])
            for i in range(1, len(pile))
        )

    def careless_ground(state: State) -> bool:
        return any(len({card.rank for card in state.piles[f"g{c}"]}) > 1 for c in COLUMNS)

    assert judge(CONSTITUTION, constitution_position, careless_privy)[2]
    assert judge(THIRTEEN, thirteen_position, careless_ground)[2]
