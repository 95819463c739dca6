"""Block: a stack giving up its cards only for home, top first
(``never_home_in_stack_order``, the Queens' key). The block brings a pile
up to a card only when the card is played; checked here against the plain
relaxed search that raises any pile by one free copy at any time, on
thousands of random suits (the game's own positions are proved lost by the
plain search of the game in tests/core/games/test_the_queens_key_order.py)."""

from __future__ import annotations

import random

from cadogan.core.blocks import never_home_in_stack_order
from cadogan.core.cards import KING, QUEEN, Card, Suit

ORDER = (KING, *range(1, QUEEN + 1))


def spades(*ranks: int) -> list[Card]:
    """Spades, bottom first (the pack told apart by repeats)."""
    seen: dict[int, int] = {}
    cards = []
    for rank in ranks:
        cards.append(Card(Suit.SPADES, rank, seen.get(rank, 0)))
        seen[rank] = seen.get(rank, 0) + 1
    return cards


def piles(*tops: int) -> list[list[Card]]:
    """Spade foundations built from the king to the ranks ``tops``."""
    return [[Card(Suit.SPADES, rank, pack) for rank in ORDER[: ORDER.index(top) + 1]] for pack, top in enumerate(tops)]


def test_a_nine_above_an_eight_over_the_last_ace() -> None:
    # Key, bottom first: A♠, 8♠, 9♠; both piles at their kings.
    assert never_home_in_stack_order(spades(1, 8, 9), piles(KING, KING), ORDER, 2)
    assert not never_home_in_stack_order(spades(8, 9), piles(KING, KING), ORDER, 2)
    assert not never_home_in_stack_order(spades(1, 9, 8), piles(KING, KING), ORDER, 2)
    # Unbegun piles want a king first: a king under the card is not at hand.
    assert never_home_in_stack_order(spades(KING, KING, 3), [], ORDER, 2)
    assert not never_home_in_stack_order(spades(KING, 3), [], ORDER, 2)


def test_other_suits_and_the_other_piles_count() -> None:
    # A heart between changes nothing for the spades.
    key = [*spades(1, 8), Card(Suit.HEARTS, 5, 0), Card(Suit.SPADES, 9, 0)]
    assert never_home_in_stack_order(key, piles(KING, KING), ORDER, 2)
    # A pile already past the card's place cannot take it.
    assert never_home_in_stack_order(spades(5), piles(6, 7), ORDER, 2)
    assert not never_home_in_stack_order(spades(5), piles(6, 2), ORDER, 2)


def plain_relaxed(tops: tuple[int, int], places: list[int]) -> bool:
    """The relaxation searched step by step: at any time raise either pile
    by one place with a copy neither on a pile nor still in the stack, or
    send the stack's top card onto a pile one place below it."""
    seen = set()
    todo = [(tops, 0)]
    while todo:
        (a, b), i = todo.pop()
        if i == len(places):
            return True
        if ((a, b), i) in seen:
            continue
        seen.add(((a, b), i))
        rest = places[i:]
        for top, other in ((a, b), (b, a)):
            if top == places[i] - 1:
                todo.append(((places[i], other), i + 1))
            q = top + 1
            if q < len(ORDER) and (other >= q) + rest.count(q) < 2:
                todo.append(((q, other), i))
    return False


def test_the_block_agrees_with_the_plain_relaxed_search() -> None:
    rng = random.Random(17)
    dead = alive = 0
    for _ in range(3000):
        cards = [(rank, pack) for rank in ORDER for pack in (0, 1)]
        tops = [rng.randint(-1, 6), rng.randint(-1, 6)]
        placed = [(ORDER[q], pack) for pack, top in enumerate(tops) for q in range(top + 1)]
        loose = [card for card in cards if card not in placed]
        key = rng.sample(loose, rng.randint(1, min(9, len(loose))))
        stack = [Card(Suit.SPADES, rank, pack) for rank, pack in key]
        homes = [[Card(Suit.SPADES, rank, pack) for rank, pack in placed if pack == p] for p in (0, 1)]
        places = [ORDER.index(card.rank) for card in reversed(stack)]
        truth = plain_relaxed((tops[0], tops[1]), places)
        assert never_home_in_stack_order(stack, homes, ORDER, 2) == (not truth), (tops, key)
        dead += not truth
        alive += truth
    assert dead > 300 and alive > 300
