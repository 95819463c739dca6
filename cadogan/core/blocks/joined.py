"""Two cards joined into one unit, which then plays as one step.

A card dropped on a single card of a place joins it: the two lie together
in that place, cannot be parted, and neither is joined again. The unit goes
home whole: its top card to the foundation it is dropped on (or sent to by a
double-click) and the card under it, in the same step, to a foundation of
its own. Two single cards that could both go home may be sent together in
one step too, by joining them (Rule I of the Empress of India: no card goes
home unless one of the other colour goes at the same time).

Used by: the_empress_of_india.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from ..cards import Card
from ..moves import YES, Verdict, no
from ..ops import Tx
from ..state import State

Home = Callable[[State, Card], str | None]  # the foundation taking a card now, if any
Partners = Callable[[Card, Card], Verdict]  # may this card join that one?


@attrs.frozen
class JoinedPairs:
    """The rule of joined pairs over the places ``places``, each holding one
    card or one pair. ``partners(card, onto)`` says which cards may join
    (the Empress: one red and one black); ``home(state, card)`` names the
    foundation that takes a card now, if any."""

    places: tuple[str, ...]
    partners: Partners
    home: Home

    def joined(self, state: State, place: str) -> bool:
        """Does ``place`` hold a pair?"""
        return state.size(place) == 2

    def can_join(self, state: State, src: str, dst: str) -> Verdict:
        """May the single card of ``src`` join the single card of ``dst``?"""
        if self.joined(state, src) or self.joined(state, dst):
            return no("Each card is paired once only, and a pair is never parted")
        card, onto = state.top(src), state.top(dst)
        if card is None or onto is None:
            return no("A card is paired only with another card")
        return self.partners(card, onto)

    def goes_home_together(self, state: State, first: Card, second: Card) -> bool:
        """Can both cards go home at the same time? (Partners go to
        foundations of their own: the Empress pairs a red card with a black.)"""
        return self.home(state, first) is not None and self.home(state, second) is not None

    def unit_plays(self, state: State, place: str, verdict: Verdict) -> Verdict:
        """The verdict on sending the top card of the pair in ``place`` home
        (``verdict``: its foundation's answer): the card under it must have a
        home too. A single card never goes home alone."""
        if not self.joined(state, place):
            return no("No card goes home alone: pair it with one of the other colour that goes at the same time")
        if not verdict:
            return verdict
        if self.home(state, state.piles[place][0]) is None:
            return no("The %1 paired with it cannot go home yet", state.piles[place][0])
        return YES

    def join(self, tx: Tx, src: str, dst: str) -> None:
        """Join the card of ``src`` to the card of ``dst``; if both can go home
        now, they go at once, together (the same step)."""
        tx.move(src, dst)
        first, second = tx.state.piles[dst]
        if self.goes_home_together(tx.state, first, second):
            self.send_home(tx, dst, self.home(tx.state, second))

    def send_home(self, tx: Tx, place: str, dst: str | None) -> None:
        """The pair in ``place`` goes home: its top card to ``dst``, the card
        under it to its own foundation."""
        assert dst is not None
        tx.move(place, dst)
        under = tx.state.top(place)
        target = self.home(tx.state, under)
        assert target is not None
        tx.move(place, target)

    def singles(self, state: State, places: Iterable[str]) -> list[str]:
        """The places of ``places`` holding a single card."""
        return [p for p in places if state.size(p) == 1]
