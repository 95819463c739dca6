"""Games whose tableau piles are built down in suit by marriages, one card at
a time, beside foundations rising in suit from the aces as they come, with
a pack turned once onto a talon and spaces that take one card (Napoleon at
St. Helena, Napoleon's Square). A game names its piles, deals, and says
where a space's card may come from; the rest is here, once, with the
solver's dead end where spaces take no tableau card."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cached_property
from typing import ClassVar

from .blocks import (
    UP_FROM_ACE,
    HomeOrder,
    PackToTalon,
    SpaceFill,
    empty_among,
    face_number,
    in_order,
    in_pile_order,
    marriage,
    marriage_onto,
    moving,
    next_places,
    no_partner_left,
    one_above,
    progress_reachable,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from .cards import Card
from .moves import MOVE, Move, Verdict, no
from .ops import Tx
from .rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from .state import State

ACE_TO_KING = tuple(range(1, 14))
PACK = PackToTalon()  # gone through once: no re-deal


class MarriageTableau(Game):
    packs = 2
    tableau_count: ClassVar[int]
    tableau_prefix: ClassVar[str]  # pile ids are the prefix and 1, 2, …
    tableau_noun: ClassVar[str]  # a pile's title: "column 3"
    space_fill: ClassVar[SpaceFill]
    action_help = (("deal", "turn the top card of the pack onto the talon"),)

    # -- shape of the table ------------------------------------------------------
    def tableau_ids(self) -> list[str]:
        return list(self._tableau_ids)  # a copy: a caller may change its list

    @cached_property
    def _tableau_ids(self) -> tuple[str, ...]:
        return tuple(f"{self.tableau_prefix}{i}" for i in range(1, self.tableau_count + 1))

    def foundation_ids(self) -> list[str]:
        return list(self._foundation_ids)

    @cached_property
    def _foundation_ids(self) -> tuple[str, ...]:
        return tuple(f"f{i}" for i in range(1, 4 * self.packs + 1))

    def pile_roles(self) -> dict[str, str]:
        return self._roles

    @cached_property
    def _roles(self) -> dict[str, str]:
        # Asked for every pair of piles while moves are listed: made once.
        roles = {t: TABLEAU for t in self.tableau_ids()}
        roles.update({f: FOUNDATION for f in self.foundation_ids()})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        role = self.pile_roles()[pile]
        if role == TABLEAU:
            return f"{self.tableau_noun} {pile[len(self.tableau_prefix) :]}"
        return super().pile_title(pile)

    def space_rule(self, state: State) -> SpaceFill:
        """Where the card that fills a space may come from."""
        return self.space_fill

    # -- the two questions ----------------------------------------------------------
    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        return (1,) if self.pile_roles()[pile] in (TABLEAU, WASTE) and state.piles[pile] else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        role = self.pile_roles()[pile]
        if role == FOUNDATION:
            return no("Cards on a foundation stay there")
        if role == STOCK:
            return no("Click the pack to turn a card")
        return self.free_card(state, pile, count) if role == TABLEAU else top_card_only(state, pile, count)

    def free_card(self, state: State, pile: str, count: int) -> Verdict:
        """May the top ``count`` cards of a tableau pile be lifted? Only its
        uppermost card is free."""
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        role = self.pile_roles()[dst]
        if role == FOUNDATION:
            return UP_FROM_ACE.accepts(state.piles[dst], card)
        if role == STOCK:
            return no("Cards cannot be put back on the pack")
        if role == WASTE:
            return no("Only cards turned from the pack go to the talon")
        onto = state.top(dst)
        if onto is None:
            return self.space_rule(state).accepts(self.pile_roles()[src], count)
        return marriage(card, onto)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the piles whose top card it may
        marry, and the spaces."""
        card = state.piles[src][-1]
        piles = self._tableau_ids
        homes = wanting(state, self._foundation_ids, UP_FROM_ACE, card)
        return in_pile_order(state, [*topped_by(state, piles, marriage_onto(card)), *empty_among(state, piles), *homes])

    # -- the pack ---------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        return PACK.actions(state)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if not PACK.perform(state, move, tx):
            super().perform(state, move, tx)

    # -- advice -------------------------------------------------------------------------
    def is_idle(self, state: State, move: Move) -> bool:
        """A card may hop for ever (between a space and the card it is married
        to, where spaces take tableau cards): a position is over when no
        series of moves leads to a foundation move or a click."""
        return super().is_idle(state, move) or not progress_reachable(self, state, alike=TABLEAU)

    def solver_dead_end(self, state: State) -> bool:
        """Tableau cards move one at a time, home or onto the card one above
        them in suit; where a space takes no tableau card (only the pack's
        or the talon's), cards that wait on one another across the piles
        are lost (blocks.tangled: a card above every copy of a lower card of
        its suit and of the card it could marry, the simplest case). The
        pack's cards may come anywhere. While no pile is empty the talon is
        a stack too, whose cards go only home or onto a pile (it is never
        re-dealt), each pile holding a card that cannot move so that no
        space opens first; then a card of the pack or the talon comes to the
        top of a pile only by being married there, so it counts as a card
        to marry onto only where a copy of the card above it could be on
        top first (the pack's cards read where they will land, the talon).
        With a space open and the pack out, the talon's top cards are the
        first to fill the spaces: the position with them laid there is
        judged so (see _spaces_filled_knot). Otherwise, with a space, the
        pack's and the talon's cards may come anywhere. Where spaces take
        tableau cards, never."""
        if TABLEAU in self.space_rule(state).sources:
            return False
        piles = state.piles
        home = in_order(next_places((piles[f] for f in self._foundation_ids), self.packs), ACE_TO_KING)
        stacks = [piles[pile] for pile in self._tableau_ids]
        if all(stacks):
            return self._knot_with_talon(stacks, piles["waste"], piles["stock"], home)
        if not piles["stock"] and self._spaces_filled_knot(stacks, piles["waste"], home):
            return True
        others = [*piles["stock"], *piles["waste"]]
        return tangled(stacks, others, face_number, home, one_above)

    @staticmethod
    def _knot_with_talon(
        stacks: list[Sequence[Card]], talon: Sequence[Card], pack: Sequence[Card], home: HomeOrder
    ) -> bool:
        """blocks.tangled over the piles, none empty, and the talon, a stack
        nothing is built on, each pile keeping a card that cannot move (so
        no space opens first); the pack's cards come to a pile's top only
        by being married there."""
        return tangled(
            [*stacks, talon],
            pack,
            face_number,
            home,
            one_above,
            holding=range(len(stacks)),
            built_only=(len(stacks),),
            others_built_only=True,
        )

    def _spaces_filled_knot(self, stacks: list[Sequence[Card]], talon: Sequence[Card], home: HomeOrder) -> bool:
        """With the pack out and spaces open: is the position with the
        talon's top cards laid one into each space a knot (see
        _knot_with_talon)? Then the position itself is lost. Only the
        talon's top card may fill a space, so the cards lying above the
        rest of the talon are the first to fill them. In the position with
        them laid there, each of them is judged a card that cannot move
        (its pile keeps one): it can go neither home nor onto another card
        before a card of the knot goes home, so from the position itself
        it leaves the talon only into a space, and stays there, until all
        of them fill all the spaces (no other pile empties: each keeps a
        card that cannot move). Until then none of the talon's cards below
        them comes up, and no card reaches a space but them: whatever is
        played, the knot holds as in the position with the spaces filled."""
        laid = spaces_filled_from_talon(stacks, talon)
        if laid is None:
            return False
        filled, rest, _spaces = laid
        return self._knot_with_talon(filled, rest, (), home)

    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or self.pile_roles()[move.dst] != FOUNDATION:
            return False
        return no_partner_left(state, state.top(move.src), (-1,), self.foundation_ids(), self.packs)


def spaces_filled_from_talon(
    stacks: list[Sequence[Card]], talon: Sequence[Card]
) -> tuple[list[Sequence[Card]], Sequence[Card], list[int]] | None:
    """The stacks with the talon's top cards laid one into each empty one
    (the talon's top into the first space), the talon left under them and
    the spaces' indices; None when the talon holds too few cards."""
    spaces = [index for index, cards in enumerate(stacks) if not cards]
    if len(talon) < len(spaces):
        return None
    filled = list(stacks)
    for index, card in zip(spaces, reversed(talon), strict=False):
        filled[index] = [card]
    return filled, talon[: len(talon) - len(spaces)], spaces
