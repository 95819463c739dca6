"""The Queens' dead end for the solver (TheQueens.solver_dead_end, from
blocks.stranded): the key's cards go nowhere but home, top first, so a key
card above every loose copy of a card both foundations of its suit need
before it is there for good. Every position so judged is proved lost by
the plain exhaustive search, on hand-made examples and on many small random
positions (three suits home, the spades left); a weaker test that counts a
single copy under the card is caught calling won positions dead."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.blocks import stranded
from cadogan.core.cards import KING, QUEEN, Card, Suit
from cadogan.core.games import the_queens
from cadogan.core.games.the_queens import FOUNDATIONS, KEY, KEY_PAYS_AGAIN, SHUTTER
from cadogan.core.state import State
from tests.core.helpers import dead_ends_proved_lost, winnable

GAME = core.get_game("the_queens")
ORDER = (KING, *range(1, QUEEN + 1))  # a foundation's ranks: king, ace, two … queen


def spade(rank: int, pack: int) -> Card:
    return Card(Suit.SPADES, rank, pack)


def queens(spades: tuple[int, int], key: list[Card], shutter: list[Card], talon: list[Card] = ()) -> State:
    """Clubs, diamonds and hearts home, two piles each; the spades' two
    foundations built to the ``spades`` places in king, ace … queen (-1: not
    begun, its king loose); the loose spades in the key (bottom first), one
    to a shutter place, and on the talon; the pack used up."""
    state = GAME.empty_state(1)
    homes = iter(FOUNDATIONS)
    for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS):
        for pack in (0, 1):
            state.piles[next(homes)] = [Card(suit, rank, pack) for rank in ORDER]
    for pack, top in enumerate(spades):
        state.piles[next(homes)] = [spade(rank, pack) for rank in ORDER[: top + 1]]
    state.piles[KEY] = list(key)
    for place, card in zip(SHUTTER, shutter, strict=False):
        state.piles[place] = [card]
    state.piles["waste"] = list(talon)
    return state


def loose(spades: tuple[int, int]) -> list[Card]:
    return [spade(rank, pack) for pack, top in enumerate(spades) for rank in ORDER[top + 1 :]]


def laid(spades: tuple[int, int], key: list[Card]) -> State:
    """The loose spades not in the key: the queens and the lowest cards in
    the shutter, the others on the talon, the highest lowest (no queen on
    the talon, so no payment makes the plain search go round)."""
    rest = sorted((card for card in loose(spades) if card not in key), key=lambda card: (card.rank != QUEEN, card.rank))
    return queens(spades, key, rest[:7], sorted(rest[7:], key=lambda card: -card.rank))


def test_a_key_card_above_both_copies_of_a_card_its_suit_needs_first_is_lost() -> None:
    # Both spade piles stand at the four: each needs a five and a six before
    # the seven, and both sixes lie under it in the key.
    spades = (4, 4)
    key = [spade(6, 0), spade(6, 1), spade(7, 0)]
    state = laid(spades, key)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_a_card_above_both_kings_of_its_suit_is_lost_while_no_pile_of_the_suit_is_begun() -> None:
    # Neither spade pile begun: both need a king of spades first.
    spades = (-1, -1)
    key = [spade(KING, 0), spade(KING, 1), spade(2, 0)]
    state = queens(spades, key, [spade(1, 0), spade(1, 1)])
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_one_copy_elsewhere_is_not_judged_dead_and_is_won() -> None:
    spades = (4, 4)
    key = [spade(6, 0), spade(7, 0)]
    state = laid(spades, key)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_a_pile_further_on_is_not_kept_waiting() -> None:
    # One pile already at the six: it takes the seven next, whatever lies
    # under it (the other pile needs the five under it first).
    spades = (6, 4)
    key = [spade(5, 1), spade(7, 0)]
    state = laid(spades, key)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)
    # But a six above the only five left is stuck: the pile at the six is past it.
    assert GAME.solver_dead_end(laid(spades, [spade(5, 1), spade(6, 1)]))


def test_no_dead_end_when_the_key_pays_again() -> None:
    spades = (4, 4)
    key = [spade(6, 0), spade(6, 1), spade(7, 0)]
    state = laid(spades, key)
    state.counters[KEY_PAYS_AGAIN] = 1
    assert not GAME.solver_dead_end(state)


def random_queens(seed: int) -> State:
    """Loose spades dealt at random to the key, the shutter and the talon;
    no queen on the talon, so no payment makes the plain search go round."""
    rng = random.Random(seed)
    spades = (rng.randint(4, 9), rng.choice((-1, rng.randint(4, 9))))
    cards = loose(spades)
    rng.shuffle(cards)
    key_size = rng.randint(2, min(6, len(cards)))
    shutter_size = rng.randint(0, min(4, len(cards) - key_size))
    key, shutter = cards[:key_size], cards[key_size : key_size + shutter_size]
    talon = []
    for card in cards[key_size + shutter_size :]:
        if card.rank != QUEEN:
            talon.append(card)
        elif len(shutter) < len(SHUTTER):
            shutter.append(card)
        else:
            key.insert(rng.randrange(len(key) + 1), card)
    return queens(spades, key, shutter, talon)


def wrongly_dead(state: State) -> bool:
    """The deliberately weaker test: a card called stuck with a single copy
    of a card its suit needs under it (the other copy may yet come home)."""
    homes = [state.piles[f] for f in FOUNDATIONS]
    blocked = the_queens._home_blocked(homes)
    return stranded((state.piles[KEY],), the_queens._in_suit, 1, blocked, the_queens._nowhere, [])


def test_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(GAME, (random_queens(seed) for seed in range(160))) >= 20


def test_the_weaker_test_is_caught() -> None:
    caught = 0
    for seed in range(160):
        state = random_queens(seed)
        if wrongly_dead(state) and not GAME.solver_dead_end(state) and winnable(GAME, state):
            caught += 1
    assert caught
