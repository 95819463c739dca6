"""Spaces and lanes: emptied places that take any card, one rank only, or one
card from the places a game names; the vacancy due to be filled next; a
vacancy filled at once by the player's choice.

Used by: anna, canfield_or_klondike, fortress, general_sedgewick,
marriage_tableau, mount_olympus, napoleon_at_st_helena, napoleons_square,
the_besieged_city, the_constitution, the_fifteen, the_fish_bone, the_kings,
the_nation, the_shah, the_square.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from ..cards import Card, a_rank_name
from ..moves import YES, Verdict, no
from ..state import State
from ..text import refusal
from .building import EITHER_WAY, marriage


def lane_takes(card: Card, only: int | None = None, place: str = "space") -> Verdict:
    """What an emptied row or pile (the book's "lane", a "space") takes: any
    card, or with ``only`` that rank alone (13: only a king). ``place`` names
    it in the reason ("column", "row")."""
    if only is None or card.rank == only:
        return YES
    return no("Only %1 can fill an empty %2", a_rank_name(only), place)


def lane_or_marriage(card: Card, onto: Card | None, steps: Sequence[int] = EITHER_WAY) -> Verdict:
    """A column's lowest card takes a marriage (``steps`` as in ``marriage``);
    an emptied column, a lane, takes any one available card."""
    if onto is None:
        return lane_takes(card, place="column")
    return marriage(card, onto, steps)


@attrs.frozen
class SpaceFill:
    """Rule: a space (a tableau pile emptied of all its cards) is filled by
    one card, taken only from piles whose role is in ``sources``: any
    available card (tableau and talon roles), or the talon's top alone (the
    card just turned lies there too). Filling is never compulsory.
    ``refusal`` tells the player where the card must come from ("A space is
    filled only from the talon"). See also :func:`lane_takes`, for spaces
    that take one rank only."""

    sources: frozenset[str]
    refusal: str

    def accepts(self, source_role: str, count: int) -> Verdict:
        if count != 1:
            return no("A space is filled with one card")
        if source_role not in self.sources:
            return no(self.refusal)
        return YES


def space_to_fill(state: State, places: Iterable[str], sources: Iterable[str] = ("stock", "waste")) -> str | None:
    """The first empty place of ``places`` (in their order), while one of
    ``sources`` (the pack, the talon) still holds a card to fill it."""
    if not any(state.piles[source] for source in sources):
        return None
    return next((place for place in places if not state.piles[place]), None)


@attrs.frozen
class Vacancy:
    """A place the rules fill at once with a card the player chooses (the
    Besieged City's Ramparts, from their line of the Reserve): ``place``,
    and ``sources``, the piles whose top card may fill it. Until it is
    filled no other move is allowed (:meth:`allows`); where only one card
    could fill it, there is no choice and the game fills it itself
    (:meth:`only_choice`)."""

    place: str
    sources: tuple[str, ...]
    refusal: str = refusal("First fill the vacancy")
    refusal_args: tuple = ()  # the refusal's arguments (see cadogan.core.text)

    def allows(self, src: str, dst: str) -> Verdict:
        """Is this move the filling of the vacancy?"""
        if dst == self.place and src in self.sources:
            return YES
        return no(self.refusal, *self.refusal_args)

    @property
    def only_choice(self) -> str | None:
        """The one pile that can fill it, if there is only one."""
        return self.sources[0] if len(self.sources) == 1 else None
