"""Withdrawn bases: foundation cards taken out of the pack before the deal.

Used by: light_and_shade, mount_olympus, red_and_black, the_carpet,
the_constitution, the_empress_of_india, the_fifteen, the_hemispheres,
the_labyrinth, the_sultan, the_wheel.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..cards import Card, Suit
from ..state import State


def withdraw(cards: list[Card], wanted: Iterable[tuple[Suit, int]]) -> list[Card]:
    """Take out of ``cards`` (a shuffled deck) the first copy of each (suit,
    rank) wanted, in that order: the book's "withdraw from the pack four aces
    and four kings of different suits" before the deal."""
    taken = []
    for suit, rank in wanted:
        card = next(c for c in cards if c.suit == suit and c.rank == rank)
        cards.remove(card)
        taken.append(card)
    return taken


def lay_withdrawn(state: State, cards: list[Card], piles: Iterable[str], wanted: Iterable[tuple[Suit, int]]) -> None:
    """:func:`withdraw` the cards ``wanted`` from ``cards`` and lay each face
    up on its pile of ``piles``, in order (one pile a card)."""
    for pile, card in zip(piles, withdraw(cards, wanted), strict=True):
        state.piles[pile].append(card)
