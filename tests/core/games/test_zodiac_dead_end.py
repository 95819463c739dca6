"""The Zodiac's dead ends for the solver (TheZodiac.solver_dead_end).

A Zodiac packet's order never changes (cards only come onto it, and leave
only for home at the end), so the packets are judged with every other card
counted free: blocks.tangled with each suit's rising then falling pile
(blocks.rising_and_falling), and blocks.no_split_both_ways (which copy of
each face goes up, as clauses of two choices). While cards are still to be
placed, more cards that can never marry onto the Zodiac than the Equator
has places mean the placing never ends (TheZodiac.never_placed).

Every position so judged is proved lost by the plain exhaustive search, on
hand-made examples and on many small random positions (three suits home,
the spades left in the Zodiac and the Equator; or, still placing, a few
cards in the pack); deliberately careless versions are caught calling won
positions dead."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.blocks import PASS_MOVED, face_number, no_split_both_ways, rising_and_falling, tangled
from cadogan.core.cards import Card
from cadogan.core.games.the_zodiac import ACE_PILES, EQUATOR, KING_PILES, ZODIAC
from cadogan.core.state import State
from tests.core.helpers import (
    dead_ends_proved_lost,
    exhaustive_win,
    loose_spades,
    random_spade_packets,
    spade,
    three_suits_home,
    weaker_dead_end_caught,
    winnable,
)

GAME = core.get_game("the_zodiac")


def zodiac(packets: list[list[Card]], equator: list[Card], up: int, down: int) -> State:
    """The end phase: clubs, diamonds and hearts home, the spades' ace pile
    up to ``up`` (0: not begun), their king pile down to ``down`` (14: not
    begun); ``packets`` the first Zodiac packets, bottom first, ``equator``
    the Equator's first places."""
    state = GAME.empty_state(1, **{PASS_MOVED: 0})
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for pile, cards in zip(ZODIAC, packets, strict=False):
        state.piles[pile] = list(cards)
    for pile, card in zip(EQUATOR, equator, strict=False):
        state.piles[pile] = [card]
    return state


def without(cards: list[Card], *out: Card) -> list[Card]:
    return [card for card in cards if card not in out]


# -- hand-made -------------------------------------------------------------------------------


def test_a_six_above_both_fives_and_both_sevens_is_lost() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(7, 1), spade(6, 0)]
    state = zodiac([stuck, without(loose_spades(4, 8), *stuck)], [], up=4, down=8)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_a_seven_in_the_equator_is_not_judged_dead_and_is_won() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(5, 1), spade(6, 0)]
    rest = without(loose_spades(4, 8), *stuck, spade(7, 1))
    rising = sorted((card for card in rest if card.pack == 0), key=lambda card: -card.rank)  # the king lowest
    falling = sorted((card for card in rest if card.pack == 1), key=lambda card: card.rank)  # the ace lowest
    state = zodiac([stuck, rising, falling], [spade(7, 1)], up=4, down=8)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


# -- random endings ----------------------------------------------------------------------------


def random_end(seed: int) -> State:
    """The loose spades in a winning order of play, dealt onto a few packets
    (some laid in the Equator), then a few pairs of cards swapped."""
    rng = random.Random(seed)
    up, down = rng.randint(0, 6), rng.randint(8, 14)
    packets, aside = random_spade_packets(rng, up, down, rng.randint(3, 5), aside=0.15)
    packets[0] += aside[len(EQUATOR) :]
    return zodiac(packets, aside[: len(EQUATOR)], up, down)


def careless_split(state: State) -> bool:
    """The deliberately careless clauses: each packet read upside down
    (its bottom card taken for the first to leave)."""
    piles = state.piles
    return no_split_both_ways([piles[z][::-1] for z in ZODIAC], [], (piles[f] for f in ACE_PILES))


def test_random_endings_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(GAME, (random_end(seed) for seed in range(200))) >= 30


def test_the_careless_split_is_caught() -> None:
    assert weaker_dead_end_caught(GAME, (random_end(seed) for seed in range(200)), careless_split)


def test_the_clauses_decide_endings_tangled_leaves_open() -> None:
    # Of each face one copy goes up and the other down: blocks.tangled, which
    # opens a rank to both piles once one copy of the rank below is free,
    # misses what the clauses see.
    decided = 0
    for seed in range(200):
        state = random_end(seed)
        piles = state.piles
        stacks = [piles[z] for z in ZODIAC]
        loose = [card for e in EQUATOR for card in piles[e]]
        home = rising_and_falling((piles[f] for f in ACE_PILES), (piles[f] for f in KING_PILES))
        if no_split_both_ways(stacks, loose, (piles[f] for f in ACE_PILES)) and not tangled(
            stacks, loose, face_number, home, lambda mine: ()
        ):
            assert exhaustive_win(GAME, state) is False, seed
            decided += 1
    assert decided >= 20


def careless_homes(state: State) -> bool:
    """The deliberately careless knots: the rising piles' cards read as the
    falling piles' and the other way round."""
    piles = state.piles
    home = rising_and_falling((piles[f] for f in KING_PILES), (piles[f] for f in ACE_PILES))
    loose = [card for e in EQUATOR for card in piles[e]]
    return tangled([piles[z] for z in ZODIAC], loose, face_number, home, lambda mine: ())


def test_the_careless_knots_are_caught() -> None:
    assert weaker_dead_end_caught(GAME, (random_end(seed) for seed in range(200)), careless_homes)


# -- still placing -------------------------------------------------------------------------------


def random_placing(seed: int) -> State:
    """As :func:`random_end`, with more cards laid aside: the first eight in
    the Equator, the next one to three still in the pack (turned in turn),
    the rest back on the packets. (The other suits lie home already: not a
    position of a real game, where nothing goes home before the placing is
    over, but the rules play it alike.)"""
    rng = random.Random(seed)
    up, down = rng.randint(0, 6), rng.randint(8, 14)
    packets, aside = random_spade_packets(rng, up, down, rng.randint(3, 5), aside=0.5)
    pack = aside[len(EQUATOR) : len(EQUATOR) + rng.randint(1, 3)]
    packets[0] += aside[len(EQUATOR) + len(pack) :]
    state = zodiac(packets, aside[: len(EQUATOR)], up, down)
    state.piles["stock"] = pack
    state.face_down = set(pack)
    return state


def test_random_placings_judged_dead_are_lost() -> None:
    dead = 0
    for seed in range(160):
        state = random_placing(seed)
        if GAME.solver_dead_end(state):
            answer = exhaustive_win(GAME, state, cap=10_000)
            assert answer is not True, seed
            dead += answer is False
    assert dead >= 20


def placing_ends(state: State, cap: int = 20_000) -> bool | None:
    """Can the placing phase end (every card in the Zodiac or the Equator)?
    A plain search of every legal move (None past ``cap`` positions)."""
    return exhaustive_win(GAME, state, cap=cap, goal=lambda current: not GAME.placing(current))


def random_full_equator(seed: int) -> State:
    """The spades shuffled; those nearest a rank picked at random (nine to
    eleven) are eight in the Equator and the rest in the pack; the others
    lie on one to three packets."""
    rng = random.Random(seed)
    spades = loose_spades(0, 14)
    rng.shuffle(spades)
    middle = rng.randint(1, 13)
    spades.sort(key=lambda card: abs(card.rank - middle))
    loose = spades[: rng.randint(9, 11)]
    rng.shuffle(loose)
    state = zodiac([[] for _ in range(3)], loose[: len(EQUATOR)], 0, 14)
    state.piles["stock"] = loose[len(EQUATOR) :]
    state.face_down = set(state.piles["stock"])
    rest = spades[len(loose) :]
    rng.shuffle(rest)
    packets = rng.randint(1, 3)
    for card in rest:
        state.piles[rng.choice(ZODIAC[:packets])].append(card)
    return state


def loose_of(state: State) -> list[Card]:
    return [*state.piles["stock"], *(card for e in EQUATOR for card in state.piles[e])]


def test_a_full_equator_of_low_cards_and_one_more_never_ends_the_placing() -> None:
    low = [spade(rank, pack) for rank in range(1, 5) for pack in (0, 1)]
    high = without(loose_spades(0, 14), *low, spade(5, 0))
    state = zodiac([high], low, 0, 14)  # the packet's top card the king
    state.piles["stock"] = [spade(5, 0)]
    assert GAME.never_placed(state, loose_of(state)) == 9
    assert GAME.solver_dead_end(state)
    assert placing_ends(state) is False
    # With a six on top of the packet the five marries, and the four onto it, ...
    state.piles[ZODIAC[0]] = [card for card in high if card != spade(6, 1)] + [spade(6, 1)]
    assert GAME.never_placed(state, loose_of(state)) == 0
    assert placing_ends(state)


def test_cards_that_can_never_marry_are_counted() -> None:
    never = 0
    for seed in range(150):
        state = random_full_equator(seed)
        if GAME.never_placed(state, loose_of(state)) > len(EQUATOR):
            assert placing_ends(state) is False, seed
            never += 1
    assert never >= 10


def careless_never_placed(state: State) -> bool:
    """The deliberately careless count: a card marries only onto a face
    topping a packet now (not onto one that a card married later brings)."""
    tops = {(top.suit, top.rank) for top in (state.top(z) for z in ZODIAC) if top is not None}
    stuck = [card for card in loose_of(state) if not {(card.suit, card.rank - 1), (card.suit, card.rank + 1)} & tops]
    return len(stuck) > len(EQUATOR)


def test_the_careless_count_is_caught() -> None:
    caught = 0
    for seed in range(150):
        state = random_full_equator(seed)
        if careless_never_placed(state) and GAME.never_placed(state, loose_of(state)) <= len(EQUATOR):
            caught += bool(placing_ends(state))
    assert caught
