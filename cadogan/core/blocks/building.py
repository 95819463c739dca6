"""Building on the tableau: marriages (down, or up and down), sequences in
alternate colours or regardless of suit, cards one apart.

Used by: anna, canfield_or_klondike, fortress, general_sedgewick,
la_belle_lucie, light_and_shade, marriage_tableau, mount_olympus,
red_and_black, spensers_fairie_queen, the_besieged_city, the_blockade,
the_carpet, the_clock, the_congress, the_constitution, the_fifteen,
the_fish_bone, the_flower_garden, the_four_corners, the_hemispheres,
the_kings, the_louis_patience, the_nation, the_olga, the_queens, the_shah,
the_square, the_terrace, the_zodiac.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from ..cards import Card, Suit, a_rank_name, rank_code, rank_name
from ..moves import YES, Verdict, no
from .foundations import ACE_TO_KING


def marriage(card: Card, onto: Card, steps: Sequence[int] = (-1,)) -> Verdict:
    """A marriage: same suit, and ``card`` one rank from ``onto`` in one of the
    allowed directions (-1: the card below in value, the book's "descending
    line"; +1: ascending)."""
    if card.suit != onto.suit:
        return no("Marriages must follow suit")
    if card.rank - onto.rank not in steps:
        if tuple(steps) == (-1,) and onto.rank == 1:
            return no("No card can be married onto the %1", onto)  # nothing lies below an ace
        if tuple(steps) == (-1,):
            return no("Only the %1 of %2 can go on the %3", rank_name(onto.rank - 1), onto.suit.noun, onto)
        return no("A marriage must be one rank above or below")
    return YES


Face = tuple[Suit, int]  # a card's suit and rank, twins alike


def marriage_onto(card: Card, steps: Sequence[int] = (-1,)) -> frozenset[Face]:
    """The faces :func:`marriage` lets ``card`` go onto (for finding the
    piles that might take it, see ``blocks.targets``)."""
    return frozenset((card.suit, card.rank - step) for step in steps)


SUIT, ALTERNATE, ANY_SUIT = "suit", "alternate", "any"  # how colours go in a sequence_in


def alternate_sequence(card: Card, onto: Card) -> Verdict:
    """Descending sequence in alternate colours (red on black, black on red)."""
    return sequence_in(card, onto, ACE_TO_KING, ALTERNATE)


def neighbours_in(order: Sequence[int], rank: int, steps: Sequence[int] = (-1,)) -> frozenset[int]:
    """The ranks ``step`` places from ``rank`` along ``order`` (-1: the one
    before it), for every place ``rank`` holds in the order. (Remembered for
    orders and steps given as tuples: asked at every drop.)"""
    key = (order, rank, steps)
    try:
        found = _neighbours.get(key)
    except TypeError:  # a list: not remembered
        key, found = None, None
    if found is None:
        found = frozenset(
            order[i + step]
            for i, here in enumerate(order)
            if here == rank
            for step in steps
            if 0 <= i + step < len(order)
        )
        if key is not None and len(_neighbours) < 4096:
            _neighbours[key] = found
    return found


_neighbours: dict[tuple, frozenset[int]] = {}


def sequence_in(
    card: Card, onto: Card, order: Sequence[int], colours: str = SUIT, steps: Sequence[int] = (-1,)
) -> Verdict:
    """Building along a rank order (the foundations' own, such as the piquet
    ranks or steps of two): ``card`` lies one of ``steps`` places from
    ``onto`` in ``order`` (-1: the place before, a descending sequence), in
    suit (``SUIT``), in alternate colours (``ALTERNATE``) or regardless of
    suit (``ANY_SUIT``)."""
    if colours == SUIT and card.suit != onto.suit:
        return no("A sequence here must follow suit")
    if colours == ALTERNATE and card.colour == onto.colour:
        return no("Red and black must alternate")
    if card.rank not in neighbours_in(order, onto.rank, steps):
        if tuple(steps) == (-1,) and tuple(order) == ACE_TO_KING:
            return no("The sequence must descend by one")
        if len(steps) == 1 and steps[0] < -1 and tuple(order) == ACE_TO_KING:
            return no("Only a card %1 ranks below the %2 can go on it", -steps[0], onto)
        if tuple(steps) == (-1,):
            return no("The sequence must descend in the order %1", order_text(order))
        return no("The card must be next to the %1 in the order %2", onto, order_text(order))
    return YES


def sequence_onto(
    card: Card, order: Sequence[int], colours: str = SUIT, steps: Sequence[int] = (-1,)
) -> frozenset[Face]:
    """The faces :func:`sequence_in` lets ``card`` go onto."""
    return _sequence_onto(card.suit, card.rank, tuple(order), colours, tuple(steps))


@functools.lru_cache(maxsize=4096)
def _sequence_onto(
    suit: Suit, rank: int, order: tuple[int, ...], colours: str, steps: tuple[int, ...]
) -> frozenset[Face]:
    ranks = [onto for onto in set(order) if rank in neighbours_in(order, onto, steps)]
    if colours == SUIT:
        suits: Sequence[Suit] = (suit,)
    elif colours == ALTERNATE:
        suits = [other for other in Suit if other.colour != suit.colour]
    else:
        suits = tuple(Suit)
    return frozenset((one, onto) for one in suits for onto in ranks)


def order_text(order: Sequence[int]) -> str:
    """``A, 7, 8, … K`` for a player."""
    return _order_text(tuple(order))


@functools.lru_cache(maxsize=64)
def _order_text(order: tuple[int, ...]) -> str:  # (written once an order: a refusal names it, and the search asks)
    return ", ".join(rank_code(rank) for rank in order)


def one_apart(card: Card, onto: Card) -> Verdict:
    """Building regardless of suit: ``card`` one rank above or below ``onto``
    (no wrap from king to ace)."""
    if abs(card.rank - onto.rank) != 1:
        return no("A card goes on one a rank higher or lower")
    return YES


def descending_sequence(card: Card, onto: Card) -> Verdict:
    """Descending sequence regardless of suit: any card one rank lower."""
    if card.rank == onto.rank - 1:
        return YES
    if onto.rank == 1:
        return no("No card can be placed on the %1", onto)
    below = onto.rank - 1
    return no("Only %1 can go on the %2", a_rank_name(below), onto)


def one_apart_onto(card: Card) -> frozenset[Face]:
    """The faces :func:`one_apart` lets ``card`` go onto."""
    return frozenset((suit, card.rank + step) for suit in Suit for step in (-1, 1))


def descending_onto(card: Card) -> frozenset[Face]:
    """The faces :func:`descending_sequence` lets ``card`` go onto."""
    return frozenset((suit, card.rank + 1) for suit in Suit)


# Marriages up or down, the direction free from card to card: ``marriage``
# judges each card only against the one it goes onto, so a line may turn
# (9♠ 8♠ 9♠) whenever a player likes.
EITHER_WAY: tuple[int, int] = (-1, 1)
