"""The dead ends Babette, the Clock and Napoleon's Square tell the solver
(Game.solver_dead_end, from blocks.never_home_as_dealt and blocks.buried_for_good):
every position so judged is proved lost by a plain exhaustive search, on
hand-made examples and on many small random positions (one suit left to
play, the others home); near misses are not judged dead and are won."""

from __future__ import annotations

import random

import pytest

from cadogan.core.blocks import buried_for_good
from cadogan.core.cards import Card, Suit
from cadogan.core.games.babette import ACE_PILES, KING_PILES
from cadogan.core.games.the_clock import BASES, HOURS, run_length
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import loose_spades_by_rank, spade, spade_play_order, three_suits_home, winnable

BABETTE = get_game("babette")
CLOCK = get_game("the_clock")
SQUARE = get_game("napoleons_square")
SINGLE = get_game("napoleons_square_single_card")
SPADES = Suit.SPADES
CLUBS = Suit.CLUBS


# -- Babette: each suit one pile up from its ace, one down from its king ------------------
def babette(columns: list[list[Card]], up: int, down: int) -> State:
    """Clubs, diamonds and hearts home; the spades' rising pile at ``up`` (0:
    not begun), their falling pile at ``down`` (14: not begun); the loose
    spades in the garden's first columns, each list from its top row down.
    The last deal: the pack used up, no re-deal left."""
    state = BABETTE.empty_state(1, rows_dealt=13, redeals_left=0)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    for column, cards in enumerate(columns, 1):
        for row, card in enumerate(cards, 1):
            state.piles[f"r{row}c{column}"] = [card]
    return state


def test_babette_a_six_above_both_fives_and_both_sevens_is_lost() -> None:
    # Rising pile at the four, falling pile at the eight: the six needs a five
    # or a seven home first, and every loose one lies under it.
    stuck = [spade(5, 0), spade(5, 1), spade(7, 0), spade(7, 1), spade(6, 0)]
    others = [c for c in loose_spades_by_rank(4, 8) if c not in stuck]
    state = babette([stuck, others], up=4, down=8)
    assert BABETTE.solver_dead_end(state)
    assert not winnable(BABETTE, state)


def test_babette_near_miss_a_five_elsewhere_is_won() -> None:
    stuck = [spade(5, 0), spade(7, 0), spade(7, 1), spade(6, 0)]
    # Played from the end: the five up, the six and a seven after it, the
    # other seven down, then every card down to the ace, and the rest up.
    others = [*(spade(rank, 0) for rank in range(13, 7, -1)), *(spade(rank, 1) for rank in (1, 2, 3, 4, 6, 5))]
    state = babette([stuck, others], up=4, down=8)
    assert sorted(stuck + others, key=repr) == sorted(loose_spades_by_rank(4, 8), key=repr)
    assert not BABETTE.solver_dead_end(state)
    assert winnable(BABETTE, state)


def test_babette_says_nothing_while_a_redeal_is_left() -> None:
    stuck = [spade(5, 0), spade(5, 1), spade(7, 0), spade(7, 1), spade(6, 0)]
    others = [c for c in loose_spades_by_rank(4, 8) if c not in stuck]
    state = babette([stuck, others], up=4, down=8)
    state.counters["redeals_left"] = 1
    assert not BABETTE.solver_dead_end(state)


def test_babette_random_positions_judged_dead_are_lost() -> None:
    rng = random.Random(17)
    dead = alive_won = 0
    for _ in range(150):
        up = rng.randint(2, 7)
        down = rng.randint(up + 1, up + 4)
        columns: list[list[Card]] = [[], [], []]
        for card in spade_play_order(rng, up, down, loose_spades_by_rank(up, down)):
            rng.choice(columns).insert(0, card)  # the first played lies lowest
        for _ in range(rng.randint(0, 3)):  # a few cards out of their places
            column = rng.choice([c for c in columns if len(c) > 1])
            i = rng.randrange(len(column) - 1)
            column[i], column[i + 1] = column[i + 1], column[i]
        state = babette(columns, up, down)
        if BABETTE.solver_dead_end(state):
            dead += 1
            assert not winnable(BABETTE, state), columns
        elif winnable(BABETTE, state):
            alive_won += 1
    assert dead >= 20 and alive_won >= 20, (dead, alive_won)


# -- the Clock: foundations from fixed bases, going round ------------------------------
def clock(built: dict[int, int], piles: dict[str, list[Card]]) -> State:
    """Every foundation complete but the clubs' (hours 1, 5 and 9), which
    hold ``built[hour]`` cards from their bases; ``piles`` holds the loose
    clubs; the pack used up."""
    state = CLOCK.empty_state(1)
    used: set[Card] = set()
    for hour in HOURS:
        suit, base = BASES[hour]
        length = built[hour] if suit is CLUBS else run_length(hour)
        cards = []
        for step in range(length):
            rank = (base - 1 + step) % 13 + 1
            card = next(Card(suit, rank, pack) for pack in (0, 1) if Card(suit, rank, pack) not in used)
            used.add(card)
            cards.append(card)
        state.piles[f"f{hour}"] = cards
    for pile, cards in piles.items():
        state.piles[pile] = list(cards)
    return state


def clock_loose(state: State) -> list[Card]:
    home = {card for hour in HOURS for card in state.piles[f"f{hour}"]}
    return [Card(CLUBS, rank, pack) for rank in range(1, 14) for pack in (0, 1) if Card(CLUBS, rank, pack) not in home]


def test_the_clock_a_card_above_both_copies_of_the_card_before_it_and_after_it_is_lost() -> None:
    built = {9: 1, 1: 3, 5: 5}  # 2; 6 7 8; 10 J Q K A
    state = clock(built, {})
    loose = clock_loose(state)
    stuck = [Card(CLUBS, 3, 0), Card(CLUBS, 3, 1), Card(CLUBS, 5, 0), Card(CLUBS, 5, 1), Card(CLUBS, 4, 0)]
    state.piles["p1"] = stuck
    state.piles["p2"] = [card for card in loose if card not in stuck]
    assert CLOCK.solver_dead_end(state)
    assert not winnable(CLOCK, state)


def test_the_clock_a_talon_card_above_both_copies_of_the_card_before_it_is_lost() -> None:
    built = {9: 1, 1: 3, 5: 5}  # 2; 6 7 8; 10 J Q K A
    state = clock(built, {})
    loose = clock_loose(state)
    state.piles["waste"] = [Card(CLUBS, 3, 0), Card(CLUBS, 3, 1), Card(CLUBS, 4, 0)]
    rest = [card for card in loose if card not in state.piles["waste"]]
    for index, card in enumerate(rest):  # the fives and every other card free to play
        state.piles[f"p{1 + index // 2}"].append(card)
    assert not buried_for_good(state, ("waste",), 2, previous_only=True)  # a five lies elsewhere
    assert CLOCK.solver_dead_end(state)
    assert not winnable(CLOCK, state)


def test_the_clock_a_card_above_a_card_far_below_it_is_not_judged_dead() -> None:
    # The eight lies above both threes and both nines, but it waits only for
    # a seven (on hour I, after the six laid there), so it is not buried for
    # good, as it would be where foundations rise from the aces.
    built = {9: 1, 1: 1, 5: 1}  # the bases alone: 2, 6, 10
    state = clock(built, {})
    over = [Card(CLUBS, 3, 0), Card(CLUBS, 3, 1), Card(CLUBS, 9, 0), Card(CLUBS, 9, 1), Card(CLUBS, 8, 0)]
    state.piles["p1"] = over
    rest = [card for card in clock_loose(state) if card not in over]
    for index, card in enumerate(rest):  # two cards a packet, the second played first
        state.piles[f"p{2 + index // 2}"].append(card)
    assert buried_for_good(state, ("p1",), 2)
    assert not CLOCK.solver_dead_end(state)
    assert winnable(CLOCK, state)


def test_the_clock_random_positions_judged_dead_are_lost() -> None:
    rng = random.Random(5)
    dead = alive_won = 0
    for _ in range(300):
        built = {9: rng.randint(1, 6), 1: rng.randint(1, 7), 5: rng.randint(1, 7)}
        state = clock(built, {})
        loose = clock_loose(state)
        rng.shuffle(loose)
        # Most of the time a card is laid over both copies of the cards before
        # and after it, where they are loose (and now and then one is not).
        planted = [c for c in loose if 1 < c.rank < 13 and sum(o.rank in (c.rank - 1, c.rank + 1) for o in loose) == 4]
        if planted and rng.random() < 0.7:
            card = planted[0]
            under = [o for o in loose if o.rank in (card.rank - 1, card.rank + 1)]
            if rng.random() < 0.3:
                under.pop()
            for other in [*under, card]:
                loose.remove(other)
            state.piles["p1"] = [*under, card]
        for card in loose:
            state.piles[rng.choice(("p1", "p2", "p3", "p4", "waste"))].append(card)
        if CLOCK.solver_dead_end(state):
            dead += 1
            assert not winnable(CLOCK, state), state.piles
        elif winnable(CLOCK, state):
            alive_won += 1
    assert dead >= 20 and alive_won >= 10, (dead, alive_won)


# -- Napoleon's Square: marriages down in suit, spaces from the pack or talon only ---------------
def square(game, spades: tuple[int, int], piles: dict[str, list[Card]], **counters: int) -> State:
    """Clubs, diamonds and hearts home; the spades' two foundations up to
    ``spades``; ``piles`` the loose spades; the pack used up."""
    state = game.empty_state(1, **counters)
    for index, suit in enumerate((Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)):
        for pack in (0, 1):
            state.piles[f"f{2 * index + pack + 1}"] = [Card(suit, rank, pack) for rank in range(1, 14)]
    for pack, top in enumerate(spades):
        state.piles[f"f{7 + pack}"] = [spade(rank, pack) for rank in range(1, top + 1)]
    for pile, cards in piles.items():
        state.piles[pile] = list(cards)
    return state


def square_loose(spades: tuple[int, int]) -> list[Card]:
    return [spade(rank, pack) for pack, top in enumerate(spades) for rank in range(top + 1, 14)]


@pytest.mark.parametrize("game", [SQUARE, SINGLE], ids=lambda game: game.id)
def test_napoleons_square_a_card_above_its_lower_suit_mates_and_partners_is_lost(game) -> None:
    # The eight needs a seven home first, or a nine to marry onto.
    stuck = [spade(7, 0), spade(7, 1), spade(9, 0), spade(9, 1), spade(8, 0)]
    spades = (6, 6)
    rest = [c for c in square_loose(spades) if c not in stuck]
    state = square(game, spades, {"p1": stuck, "p2": rest}, king_slipped=1)
    assert game.solver_dead_end(state)
    assert not winnable(game, state)


def test_napoleons_square_says_nothing_while_the_kings_check_is_due() -> None:
    spades = (7, 6)
    blocked = [spade(12, 0), spade(12, 1), spade(13, 0)]  # each king above a lower card of its suit
    other = [spade(11, 0), spade(13, 1)]
    rest = [c for c in square_loose(spades) if c not in blocked + other]
    state = square(SQUARE, spades, {"p1": blocked, "p2": other, "p3": rest})
    assert SQUARE.king_check_due(state)
    assert buried_for_good(state, SQUARE.tableau_ids(), 2)
    assert not SQUARE.solver_dead_end(state)


def test_napoleons_square_random_positions_judged_dead_are_lost() -> None:
    rng = random.Random(11)
    dead = alive_won = 0
    for _ in range(150):
        spades = (rng.randint(5, 9), rng.randint(5, 9))
        loose = square_loose(spades)
        rng.shuffle(loose)
        state = square(SINGLE, spades, {})
        for card in loose:
            state.piles[rng.choice(("p1", "p2", "p3"))].append(card)
        if SINGLE.solver_dead_end(state):
            dead += 1
            assert not winnable(SINGLE, state), state.piles
        elif winnable(SINGLE, state):
            alive_won += 1
    assert dead >= 20 and alive_won >= 10, (dead, alive_won)
