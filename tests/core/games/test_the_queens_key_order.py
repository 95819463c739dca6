"""The Queens' second dead end (blocks.never_home_in_stack_order): each
suit's key cards go home in the key's order, top first, onto the suit's two
foundations; when even every other card of the suit at hand whenever wanted
would not bring a foundation to each in turn, the position is lost. Every
position so judged is proved lost by the plain exhaustive search, on
hand-made examples (a nine above an eight, the one free ace sent home under
the nine) and their near misses, and on 160 small random positions (three
suits home, the spades left); a deliberately over-eager version (every copy
in the key counted out of reach to the end, those sent home from it
included) is caught calling won positions dead."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.blocks import never_home_in_stack_order, stranded
from cadogan.core.cards import QUEEN
from cadogan.core.games import the_queens
from cadogan.core.games.the_queens import FOUNDATIONS, KEY, KEY_PAYS_AGAIN, SHUTTER
from cadogan.core.state import State
from tests.core.games.test_the_queens_dead_end import ORDER, laid, loose, queens, spade
from tests.core.helpers import dead_ends_proved_lost, weaker_dead_end_caught, winnable

GAME = core.get_game("the_queens")


def key_order_dead(state: State) -> bool:
    return never_home_in_stack_order(state.piles[KEY], [state.piles[f] for f in FOUNDATIONS], ORDER, 2)


def stranded_dead(state: State) -> bool:
    """The Queens' first dead end alone (blocks.stranded), the option off."""
    homes = [state.piles[f] for f in FOUNDATIONS]
    blocked = the_queens._home_blocked(homes)
    return stranded((state.piles[KEY],), the_queens._in_suit, 2, blocked, the_queens._nowhere, homes)


def test_a_nine_above_an_eight_takes_the_ace_the_eight_waits_for() -> None:
    # Both spade piles hold their king. The nine (top) needs one pile
    # brought to the eight: the free ace goes there; the eight under it
    # then needs the other pile's ace, which lies under the eight.
    state = laid((0, 0), [spade(1, 1), spade(8, 0), spade(9, 0)])
    assert key_order_dead(state)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)
    # stranded, reading one card at a time, sees a free ace for the eight.
    assert not stranded_dead(state)


def test_near_misses_are_not_judged_dead_and_are_won() -> None:
    # The ace elsewhere: the eight's pile takes it.
    state = laid((0, 0), [spade(8, 0), spade(9, 0)])
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)
    # The eight above the nine: the nine follows it onto the same pile.
    state = laid((6, 0), [spade(1, 1), spade(9, 0), spade(8, 0)])
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_a_pile_at_the_seven_is_taken_past_the_eight_by_the_nine() -> None:
    # The nine (top) goes onto the pile at the seven by the free eight; the
    # eight under it then wants the other pile, still at its king, brought
    # up by the ace that lies under the eight.
    state = laid((7, 0), [spade(1, 1), spade(8, 0), spade(9, 0)])
    assert key_order_dead(state) and not stranded_dead(state)
    assert not winnable(GAME, state)


def test_a_copy_sent_home_from_the_key_is_out_of_the_way() -> None:
    # The ace (top) goes onto one pile, the three under it onto the same pile
    # by a free two; the other three then wants the other pile brought up by
    # the other ace, free now that the key's ace is home. The wrong version,
    # counting the key's ace as still in it, calls this won position dead.
    state = laid((0, 0), [spade(3, 1), spade(3, 0), spade(1, 0)])
    assert not key_order_dead(state)
    assert winnable(GAME, state)
    assert over_eager_dead(state)


def test_no_dead_end_when_the_key_pays_again() -> None:
    state = laid((0, 0), [spade(1, 1), spade(8, 0), spade(9, 0)])
    state.counters[KEY_PAYS_AGAIN] = 1
    assert not GAME.solver_dead_end(state)


def test_a_deal_the_first_dead_end_left_open_is_lost_at_once() -> None:
    # Deal 29: the key's top 5♥ takes one heart pile up from the king with
    # the free A♥; the 9♥ under it takes that pile on to the nine; the 8♥
    # under the 9♥ then wants the other pile's A♥, which lies deeper.
    state = GAME.deal(29)
    assert key_order_dead(state)
    assert not stranded_dead(state)


def over_eager_dead(state: State) -> bool:
    """The deliberately wrong version: the spades' key cards sent home in
    the key's order, but every copy in the key counted as out of reach to
    the end, the copies already sent home from it included."""
    place = {rank: index for index, rank in enumerate(ORDER)}
    places = [place[card.rank] for card in reversed(state.piles[KEY])]
    todo = [tuple(sorted(place[state.piles[f][-1].rank] if state.piles[f] else -1 for f in FOUNDATIONS[6:]))]
    for mine in places:
        reached = set()
        for low, high in todo:
            for top, other in ((low, high), (high, low)):
                if top < mine and all((other >= q) + places.count(q) < 2 for q in range(top + 1, mine)):
                    reached.add(tuple(sorted((other, mine))))
        todo = list(reached)
    return not todo


def random_key_order(seed: int) -> State:
    """Loose spades, some in the key (a few above lower cards of their
    suit), the rest laid at hand (queens and the lowest in the shutter, the
    others on the talon, the highest lowest; no queen on the talon, so no
    payment makes the plain search go round), or at random with some seeds."""
    rng = random.Random(seed)
    spades = (rng.randint(-1, 4), rng.randint(-1, 6))
    cards = [card for card in loose(spades)]
    rng.shuffle(cards)
    key = cards[: rng.randint(3, 6)]
    if seed % 3:
        return laid(spades, key)
    rest = cards[len(key) :]
    shutter = [card for card in rest if card.rank == QUEEN] + [card for card in rest if card.rank != QUEEN]
    talon = shutter[len(SHUTTER) :]
    rng.shuffle(talon)
    return queens(spades, key, shutter[: len(SHUTTER)], talon)


def test_random_positions_judged_dead_are_lost() -> None:
    # (two halves, to keep each test short)
    dead = dead_ends_proved_lost(GAME, (random_key_order(seed) for seed in range(80)))
    beyond = sum(key_order_dead(state) and not stranded_dead(state) for state in map(random_key_order, range(80)))
    assert dead >= 30 and beyond >= 20


def test_more_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(GAME, (random_key_order(seed) for seed in range(80, 160))) >= 30


def test_the_over_eager_version_is_caught() -> None:
    assert weaker_dead_end_caught(GAME, (random_key_order(seed) for seed in range(160)), over_eager_dead)
