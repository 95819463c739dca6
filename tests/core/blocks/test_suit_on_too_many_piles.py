"""blocks.suit_on_too_many_piles, the Fifteen's second dead end: with both
packs on the table the eight piles must each end with thirteen cards of one
suit, so a suit begun on three piles leaves the others too few. Every
position judged dead is proved lost by the plain exhaustive search
(tests.core.helpers.exhaustive_win), on hand-made cases and on 150 or more
random endings holding the whole of both packs; a deliberately wrong test (a
suit on two piles called dead) is caught by the same endings.

A suit begun on three piles leaves thirteen cards and more out, too many
for the plain search to shift through the columns; the endings are searched
with each card not home alone in a column (at most fifteen), where only
moves home matter: every card is free already, and a move between columns
only covers one, so the position is won if and only if some order of moves
home wins, which the plain search limited to them finds. And since the
dead end reads the foundations alone, it judges alike every position with
the same foundations, whose cards not home can at best all be free: lost
alone in the columns, lost however they lie."""

from __future__ import annotations

import random
from collections import Counter

from cadogan.core.blocks import suit_on_too_many_piles
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_fifteen import COLUMNS, FOUNDATIONS, WITHDRAWN
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import exhaustive_win, winnable

GAME = get_game("the_fifteen")
CAP = 4_000  # positions the plain search may visit before an ending is left out


def ending(piles: dict[str, tuple[Suit, int]], columns: list[list[Card]]) -> State:
    """Both packs on the table: each named pile begun with its suit and
    built that high (rising from the ace, falling from the king), and the
    columns as given (lowest card last), holding exactly the cards not home."""
    state = GAME.empty_state(1)
    state.counters[WITHDRAWN] = 3  # (the opening exception spent)
    used: Counter = Counter()
    for pile, (suit, height) in piles.items():
        ranks = range(1, height + 1) if pile in FOUNDATIONS.up else range(13, 13 - height, -1)
        for rank in ranks:
            state.piles[pile].append(Card(suit, rank, used[(suit, rank)]))
            used[(suit, rank)] += 1
    for column, stack in zip(COLUMNS, columns, strict=False):
        state.piles[column] = list(stack)
    assert Counter(card for pile in state.piles.values() for card in pile) == Counter(GAME.deck())
    return state


def ranks_of(pile: str, height: int) -> range:
    return range(1, height + 1) if pile in FOUNDATIONS.up else range(13, 13 - height, -1)


def loose_cards(piles: dict[str, tuple[Suit, int]]) -> list[Card]:
    used: Counter = Counter()
    for pile, (suit, height) in piles.items():
        ranks = range(1, height + 1) if pile in FOUNDATIONS.up else range(13, 13 - height, -1)
        used.update((suit, rank) for rank in ranks)
    assert all(copies <= 2 for copies in used.values()), used
    return [Card(suit, rank, pack) for suit in Suit for rank in range(1, 14) for pack in range(used[(suit, rank)], 2)]


def home_only(state: State) -> bool | None:
    """The plain search, moves home only (exact where each card not home
    lies alone in a column)."""
    assert all(len(state.piles[column]) <= 1 for column in COLUMNS)
    return exhaustive_win(GAME, state, cap=CAP, skip=lambda _state, move: move.dst not in FOUNDATIONS.piles)


def random_ending(rng: random.Random) -> State:
    """The eight piles begun: each suit on two (half the endings one suit on
    three, another on one), built to random heights; the cards not home (1
    to 15) each alone in a column."""
    while True:
        suits = [suit for suit in Suit for _ in range(2)]
        if rng.random() < 0.5:
            three, one = rng.sample(list(Suit), 2)
            suits.remove(one)
            suits.append(three)
        rng.shuffle(suits)
        piles: dict[str, tuple[Suit, int]] = {}
        used: Counter = Counter()
        for pile, suit in zip(FOUNDATIONS.piles, suits, strict=True):
            fits = [height for height in range(1, 14) if all(used[(suit, rank)] < 2 for rank in ranks_of(pile, height))]
            if not fits:
                break
            height = fits[-1] if rng.random() < 0.7 else rng.choice(fits)  # (mostly as high as it goes)
            used.update((suit, rank) for rank in ranks_of(pile, height))
            piles[pile] = (suit, height)
        if len(piles) < 8:
            continue
        loose = loose_cards(piles)
        if not 1 <= len(loose) <= len(COLUMNS):
            continue
        rng.shuffle(loose)
        return ending(piles, [[card] for card in loose])


def test_a_suit_on_three_piles_is_lost():
    # The diamonds on three piles (up to the king, up to the ace, down to
    # the 2: all 26 home); the hearts' two piles are full, the clubs' two
    # too; the spades have one pile, up to the queen, and one king of spades
    # down on the other side is all: the second suit of spades has no pile.
    piles = {"f1": (Suit.DIAMONDS, 13), "f2": (Suit.DIAMONDS, 1), "f3": (Suit.CLUBS, 13), "f4": (Suit.SPADES, 12)}
    piles |= {"f5": (Suit.DIAMONDS, 12), "f6": (Suit.HEARTS, 13), "f7": (Suit.CLUBS, 13), "f8": (Suit.HEARTS, 13)}
    loose = loose_cards(piles)
    assert len(loose) == 14  # the king of spades and the thirteen of the other pack
    state = ending(piles, [[card] for card in loose])
    assert suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 2)
    assert GAME.solver_dead_end(state)
    assert home_only(state) is False


def test_near_miss_two_piles_a_suit_is_won():
    piles = {"f1": (Suit.DIAMONDS, 13), "f2": (Suit.SPADES, 1), "f3": (Suit.CLUBS, 13), "f4": (Suit.SPADES, 12)}
    piles |= {"f5": (Suit.DIAMONDS, 13), "f6": (Suit.HEARTS, 13), "f7": (Suit.CLUBS, 13), "f8": (Suit.HEARTS, 13)}
    loose = loose_cards(piles)
    state = ending(piles, [loose[: len(loose) // 2], loose[len(loose) // 2 :]])
    assert not suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 2)
    assert suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 1)  # (the wrong test below calls it dead)
    assert winnable(GAME, state)


def wrongly_dead(state: State) -> bool:
    """The deliberately wrong test: a suit on two piles called dead."""
    return suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 1)


def test_random_endings_judged_dead_are_lost():
    rng = random.Random(23)
    searched = dead = won = caught = 0
    for _ in range(3000):
        state = random_ending(rng)
        answer = home_only(state)
        if answer is None:
            continue
        searched += 1
        won += answer
        if suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 2):
            dead += 1
            assert answer is False
            assert GAME.solver_dead_end(state)
        caught += answer and wrongly_dead(state)
        if searched >= 160 and dead >= 40:
            break
    assert searched >= 150 and dead >= 30 and won >= 30, (searched, dead, won)
    assert caught  # the wrong test calls some won ending dead: these endings would catch it
