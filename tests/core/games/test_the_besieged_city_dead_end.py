"""The Besieged City's dead end for the solver (TheBesiegedCity.solver_dead_end,
from blocks.tangled): a Rampart packet gives up only its top card, home or
onto another Rampart's top card of its suit (one apart, or next in the
zig-zag), never into a space; cards that wait on one another across the
Ramparts are lost.

Every position so judged is proved lost by the plain exhaustive search, on
hand-made endings and near misses and on 150 or more small random endings
(clubs, diamonds and hearts home, the spades left on the Ramparts, a few in
the Reserve or the pack: 169 of 180 settled, 15 judged dead); a careless
version (the zig-zag's neighbours forgotten) is caught calling won
positions dead, and the option's narrower neighbours are read only where
it is chosen."""

from __future__ import annotations

import random
from functools import cache

from cadogan import core
from cadogan.core.blocks import ZIGZAG, face_number, in_order, next_places, one_either_side, tangled
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_besieged_city import (
    _ONTO_ZIGZAG,
    FOUNDATIONS,
    RAMPARTS,
    RESERVE_PLACES,
    SUMS_OF_14,
    ends_of,
)
from cadogan.core.ops import Tx
from cadogan.core.state import State
from tests.core.helpers import exhaustive_win, settled_endings

GAME = core.get_game("the_besieged_city")


def zigzag_cards(suit: Suit, start: int = 0, stop: int = len(ZIGZAG)) -> list[Card]:
    """The suit's cards along the zig-zag from ``start`` to ``stop`` (a
    rank's first turn pack 0's copy, its second pack 1's)."""
    cards, seen = [], set()
    for rank in ZIGZAG[:stop]:
        cards.append(Card(suit, rank, 1 if rank in seen else 0))
        seen.add(rank)
    return cards[start:]


def ending(
    home: int, ramparts: dict[str, list[Card]], reserve: dict[str, Card] | None = None, pack: list[Card] | None = None
) -> State:
    """Clubs, diamonds and hearts home, the spades' foundation holding the
    first ``home`` cards of the zig-zag, the other spades where given (the
    pack's last card on top); settled (vacancies filled where one card can)."""
    state = GAME.empty_state(1)
    for pile, suit in zip(FOUNDATIONS, (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS), strict=False):
        state.piles[pile] = zigzag_cards(suit)
    state.piles[FOUNDATIONS[3]] = zigzag_cards(Suit.SPADES, 0, home)
    for pile, cards in ramparts.items():
        state.piles[pile] = list(cards)
    for place, card in (reserve or {}).items():
        state.piles[place] = [card]
    state.piles["stock"] = list(pack or [])
    state.face_down.update(pack or [])
    GAME.settle(state, Tx(state))
    return state


def spades(text: str) -> list[Card]:
    """``"10 3"`` -> the loose spades of those ranks, bottom first (the
    endings below leave one copy of each, pack 1's)."""
    ranks = {"A": 1, "J": 11, "Q": 12, "K": 13}
    return [Card(Suit.SPADES, ranks.get(word) or int(word), 1) for word in text.split()]


# 18 cards home: the ten of spades is wanted next, then 4 J 3 Q 2 K A.
HOME = 18


def test_a_three_on_the_ten_with_everything_it_takes_under_it_is_lost() -> None:
    state = ending(HOME, {"w1": spades("2 4 J Q 10 3"), "n1": spades("K"), "e1": spades("A")})
    assert GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state) is False


def test_the_three_laid_on_a_free_queen_is_not_judged_dead() -> None:
    # 3 on Q: they add up to fifteen, next to each other in the zig-zag.
    state = ending(HOME, {"w1": spades("2 4 J 10 3"), "n1": spades("Q"), "e1": spades("K"), "s1": spades("A")})
    assert not GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state)


def test_with_sums_of_fourteen_only_the_queen_does_not_take_the_three() -> None:
    state = ending(HOME, {"w1": spades("2 4 J 10 3"), "n1": spades("Q"), "e1": spades("K"), "s1": spades("A")})
    state.counters[SUMS_OF_14] = 1
    assert GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state) is False


def test_a_card_in_the_reserve_is_counted_free() -> None:
    # The 4♠ in the Reserve (row 2, column 2, every end of its lines taken)
    # could go on the 10♠ below its column, and the 3♠ onto it.
    stuck = {"w2": spades("2 J Q 5 3"), "n2": spades("K"), "e2": spades("A"), "s2": spades("10")}
    state = ending(17, {**stuck, "w2": spades("2 4 J Q 5 3")})
    assert GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state) is False
    state = ending(17, stuck, {"r2c2": spades("4")[0]})
    assert state.piles["r2c2"]
    assert not GAME.solver_dead_end(state)


def random_ending(seed: int) -> State:
    """The spades left in a winning order of play, dealt onto a few Ramparts
    so that each one's top card is played first (now and then one to the
    Reserve or the pack), then a few pairs of cards swapped: some endings
    stay won, some are lost."""
    rng = random.Random(seed)
    home = rng.randint(17, 22)
    loose = zigzag_cards(Suit.SPADES, home)
    ramparts = rng.sample(RAMPARTS, rng.randint(2, 3))
    if rng.random() < 0.4:  # a Reserve place whose four ends are all taken keeps its card
        ramparts = list(dict.fromkeys([*ends_of(rng.choice(RESERVE_PLACES)), *ramparts[:1]]))
    dealt: dict[str, list[Card]] = {rampart: [] for rampart in ramparts}
    reserve: dict[str, Card] = {}
    pack: list[Card] = []
    for card in reversed(loose):
        roll = rng.random()
        if roll < 0.12 and len(reserve) < 2:
            reserve[rng.choice([p for p in RESERVE_PLACES if p not in reserve])] = card
        elif roll < 0.14:
            pack.insert(0, card)
        else:
            dealt[rng.choice(ramparts)].append(card)
    places = [(pile, i) for pile, cards in dealt.items() for i in range(len(cards))]
    for _ in range(rng.randint(1, 4)):
        if len(places) < 2:
            break
        (a, i), (b, j) = rng.sample(places, 2)
        dealt[a][i], dealt[b][j] = dealt[b][j], dealt[a][i]
    state = ending(home, {pile: cards for pile, cards in dealt.items() if cards}, reserve, pack)
    if rng.random() < 0.3:
        state.counters[SUMS_OF_14] = 1
    return state


@cache
def settled() -> list[tuple[State, bool]]:
    """Random endings with the plain search's answer, those it settles
    within 500 positions."""
    endings = ((seed, random_ending(seed)) for seed in range(180))
    return [(state, answer) for _, state, answer in settled_endings(GAME, endings, cap=500)]


def test_random_endings_judged_dead_are_lost() -> None:
    dead = [index for index, (state, _) in enumerate(settled()) if GAME.solver_dead_end(state)]
    assert [index for index in dead if settled()[index][1]] == []
    assert len(settled()) >= 150 and len(dead) >= 12 and sum(answer for _, answer in settled()) >= 20


def careless(state: State) -> bool:
    """Deliberately careless: a Rampart card goes only onto a card one rank
    apart (the zig-zag's neighbours forgotten)."""
    piles = state.piles
    home = in_order(next_places((piles[f] for f in FOUNDATIONS), 1), ZIGZAG)
    others = [card for pile in (*RESERVE_PLACES, "stock", "hand", "waste") for card in piles[pile]]
    return tangled([piles[r] for r in RAMPARTS], others, face_number, home, one_either_side)


def test_the_careless_knots_are_caught() -> None:
    assert any(answer and careless(state) for state, answer in settled())


def test_the_options_sums_of_fourteen_only_where_it_is_chosen() -> None:
    # With the option off the wider neighbours must be used: the game's own
    # table calls the near miss above alive, the narrower one dead.
    state = ending(HOME, {"w1": spades("2 4 J 10 3"), "n1": spades("Q"), "e1": spades("K"), "s1": spades("A")})
    piles = state.piles
    home = in_order(next_places((piles[f] for f in FOUNDATIONS), 1), ZIGZAG)
    stacks = [piles[r] for r in RAMPARTS]
    assert not tangled(stacks, (), face_number, home, _ONTO_ZIGZAG)
