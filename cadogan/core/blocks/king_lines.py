"""Lines headed by kings: a pack dealt card by card, each king that turns up
heading a new line to the right of the last, every other card going to the
foot of the line of the king that came last; foundation cards (and others a
game names) set aside at once as they appear. The kings stay where they are;
once the deal is complete a bare king takes a card.

Used by: spensers_fairie_queen, the_salic_law.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import attrs

from ..cards import KING, Card
from ..moves import YES, Verdict, no
from ..ops import Tx
from ..state import State
from .moving import top_card_only

Playable = Callable[[State], Iterable[tuple[str, Card]]]  # the cards that could go home now, by pile


@attrs.frozen
class KingLines:
    """The lines ``lines`` (pile ids, left to right): each pile holds its
    king at the bottom and the cards dealt under it above, so the pile's
    top card is the line's lowest card. The first king is taken out of the
    shuffled pack before the deal (:meth:`lay_first_king`); the rest of the
    pack is dealt by the player (:meth:`deal_on`)."""

    lines: tuple[str, ...]
    stock: str = "stock"
    available: Callable[[State, str, int], Verdict] = top_card_only  # which of a line's cards may be taken

    def lay_first_king(self, state: State, cards: list[Card]) -> list[Card]:
        """Take the first king of ``cards`` (the shuffled pack) to head the
        first line; returns the cards left, in order."""
        king = next(card for card in cards if card.rank == KING)
        state.piles[self.lines[0]].append(king)
        return [card for card in cards if card is not king]

    def dealing(self, state: State) -> bool:
        """Is the deal still going on (cards left in the pack)?"""
        return bool(state.piles[self.stock])

    def current(self, state: State) -> str:
        """The line of the king that turned up last."""
        return [line for line in self.lines if state.piles[line]][-1]

    def is_bare(self, state: State, line: str) -> bool:
        """A king with no card under it (a "single king")."""
        return state.size(line) == 1

    def place_for(self, state: State, card: Card) -> str:
        """Where the deal puts ``card``: a king heads the next line, any
        other card goes to the foot of the current line."""
        if card.rank == KING:
            return next(line for line in self.lines if not state.piles[line])
        return self.current(state)

    def deal_one(self, tx: Tx, set_aside: Callable[[State, Card], str | None]) -> str:
        """Deal the pack's top card face up: to the place ``set_aside(state,
        card)`` names (an ace to its foundation, "as it appears"), else by
        :meth:`place_for`. Returns the place."""
        card = tx.state.top(self.stock)
        place = set_aside(tx.state, card) or self.place_for(tx.state, card)
        tx.move(self.stock, place, 1, face_up=True)
        return place

    def deal_on(self, tx: Tx, set_aside: Callable[[State, Card], str | None], playable: Playable) -> None:
        """One click of the pack: deal a card, and go on dealing until the
        player has something new to decide, a card that could go home and
        could not before the click (the card just dealt, or one an ace just
        set aside lets go home), or until the pack is used up. A card the
        player chose to leave where it is does not stop the deal again."""
        before = set(playable(tx.state))
        while self.dealing(tx.state):
            self.deal_one(tx, set_aside)
            if not set(playable(tx.state)) <= before:
                return

    def not_while_dealing(self, state: State) -> Verdict:
        """Transfers between the lines wait until the deal is complete."""
        if self.dealing(state):
            return no("Until the deal is complete, cards go only to the foundations")
        return YES

    def lift(self, state: State, line: str, count: int) -> Verdict:
        """May the top ``count`` cards of ``line`` be taken? The game's
        ``available`` rule, and never the king."""
        verdict = self.available(state, line, count)
        if verdict and self.is_bare(state, line):
            return no("The kings stay where they are")
        return verdict

    def onto(self, state: State, line: str) -> Verdict | None:
        """The verdict on a card moved onto ``line``: nothing on a place no
        king has reached, nothing before the deal is complete; once it is, a
        bare king takes a card (YES: a game adds its own limits). None when
        cards lie under the king: the game's own building decides."""
        if not state.piles[line]:
            return no("No king has come to this place yet")
        verdict = self.not_while_dealing(state)
        if not verdict:
            return verdict
        return YES if self.is_bare(state, line) else None
