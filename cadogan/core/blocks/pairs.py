"""Pairs: two available cards that leave together for the discard, when
their values match (equal values, or values adding up to a total); the
places a pair leaves filled from the pack in a fixed order.

A pair is a group move (``core.group``) from the two cards' piles to the
discard pile. Values: the ace counts one, two to ten their pips, the knave
eleven, the queen twelve, the king thirteen.

Used by: nestor, the_constitution, the_fourteenth, the_great_thirteen,
the_wheel.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import attrs

from ..cards import Card
from ..moves import GROUP, YES, Move, Verdict, group, no
from ..ops import Tx
from ..state import State

# May these two cards (from these two piles) pair? A verdict with the player's reason.
Match = Callable[[Card, Card], Verdict]


def value(card: Card) -> int:
    """A card's value in the puzzles: ace 1 … ten 10, knave 11, queen 12, king 13."""
    return card.rank


def equal_values(a: Card, b: Card) -> Verdict:
    """Two cards of one value (two kings, two fives), suits ignored."""
    return YES if a.rank == b.rank else no("A pair is two cards of the same value")


def adding_to(total: int) -> Match:
    """Two cards whose values add up to ``total`` (fourteen: A+K, 2+Q … 7+7)."""

    def match(a: Card, b: Card) -> Verdict:
        if value(a) + value(b) == total:
            return YES
        return no("%1 and %2 make %3, not %4", a, b, value(a) + value(b), total)

    return match


@attrs.frozen
class Pairs:
    """Pairs of cards on top of ``places`` (single-card places, or the
    available card of a column), leaving for ``discard``. ``match`` judges
    the two cards; ``together`` (optional) judges the two places (the
    Fourteenth: one row or one column)."""

    discard: str
    match: Match
    together: Callable[[str, str], Verdict] | None = None

    def moves(self, state: State, places: Sequence[str]) -> Iterator[Move]:
        """Every legal pair among ``places`` (whose top cards are available),
        in the places' order: the first place's pairs first."""
        tops = [(p, state.piles[p][-1]) for p in places if state.piles[p]]
        for i, (a, card_a) in enumerate(tops):
            for b, card_b in tops[i + 1 :]:
                if self.match(card_a, card_b) and (self.together is None or self.together(a, b)):
                    yield group((a, b), self.discard)

    def any(self, state: State, places: Sequence[str]) -> bool:
        return next(self.moves(state, places), None) is not None

    def check(self, state: State, move: Move, available: Callable[[str], Verdict]) -> Verdict:
        """The verdict on a group offered as a pair: two cards, one each from
        two places ``available`` allows, going to the discard, that match."""
        if move.kind != GROUP or move.dst != self.discard:
            return no("A pair goes to the discard together")
        if len(move.sources) != 2 or move.count != 1:
            return no("Cards leave two at a time, one from each of two places")
        for pile in move.sources:
            verdict = available(pile)
            if not verdict:
                return verdict
        a, b = move.sources
        if self.together is not None:
            verdict = self.together(a, b)
            if not verdict:
                return verdict
        return self.match(state.piles[a][-1], state.piles[b][-1])


def refill_in_order(state: State, tx: Tx, places: Sequence[str], stock: str) -> None:
    """Fill every empty place of ``places``, in that order, with the next
    card of ``stock`` (its top), face up, while the stock lasts."""
    for place in places:
        if not state.piles[stock]:
            return
        if not state.piles[place]:
            tx.move(stock, place, 1, face_up=True)
