"""The card just turned, in a place of its own: waiting to be placed, or beside
the talon.

Used by: anna, sly, the_besieged_city, the_sultan, the_zodiac.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from ..cards import Card
from ..moves import DEAL, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..state import State
from .pack import turn_card, turn_talon_over

PASS_MOVED = "pass_moved"  # 1 once a card has been played in this pass through the pack


@attrs.frozen
class TurnedCard:
    """The pack turned one card at a time into a place of its own, the
    ``hand``, face up, so the card just turned is told apart from the rest.
    Two kinds:

    - **It waits to be placed** (no ``waste``: Sly's later deals, on any
      packet; Anna, on a foundation, a help, a space or the talon). A click on
      the pack turns it; a placement the rules compel (a foundation's first
      card) is made in the same step (:meth:`turn`), so undo takes the turn
      back whole, and the player's placement is a step of its own. While a
      card waits no other is turned, and with ``exclusive`` nothing else may
      be played either (Sly: "each deal of twenty cards must be complete
      before any can be played"). The compelled place may be the talon: the
      Sultan's turned card goes to the talon when no foundation takes it, to
      the foundation when one does, and waits only when two do. A game answers :meth:`Game.waiting_pile`
      with :meth:`waiting`: the table shows the card picked up, its places
      marked, and a click or a drop places it.
    - **It lies beside the talon** (``waste`` names the talon: the Zodiac):
      the next turn first lays the waiting card face up on the talon, so the
      card just turned and the talon's top are both in play and the rules may
      tell them apart (:meth:`talon_first`). Re-deals are unlimited: once the
      pack is used up, the turned card goes to the talon and the talon is
      turned over, unshuffled, as the new pack, but only after a pass through
      the pack in which some card was played (``pass_moved``): re-dealing is
      not shuffling, so a pass without a play would only repeat itself.

    Nothing is ever put into the hand but the pack's card."""

    stock: str = "stock"
    hand: str = "hand"
    waste: str | None = None
    exclusive: bool = False

    # -- both kinds
    def waiting(self, state: State) -> str | None:
        """The hand, while a card waits in it."""
        return self.hand if state.piles[self.hand] else None

    def can_turn(self, state: State) -> Verdict:
        if not state.piles[self.stock]:
            return no("The pack is used up")
        if self.waste is None and state.piles[self.hand]:
            return no("First put the card just turned in its place")
        return YES

    def turn(self, tx: Tx, compelled: Callable[[State, Card], str | None] | None = None) -> str | None:
        """Turn the pack's top card into the hand (the card waiting there first
        to the talon, if there is one); if ``compelled(state, card)`` names a
        place, the card goes there at once. Returns that place."""
        if self.waste is not None and tx.state.piles[self.hand]:
            tx.move(self.hand, self.waste)
        turn_card(tx, self.stock, self.hand)
        place = compelled(tx.state, tx.state.top(self.hand)) if compelled is not None else None
        if place is not None:
            tx.move(self.hand, place, 1)
        return place

    def actions(self, state: State) -> list[Move]:
        """The pack's click: a turn, or (beside a talon) the re-deal."""
        if self.can_turn(state):
            return [Move(DEAL, self.stock, self.hand)]
        if self.waste is not None and self.can_redeal(state):
            return [Move(REDEAL)]
        return []

    def available(self, state: State, pile: str) -> Verdict:
        """May the top card of ``pile`` be played now? (With ``exclusive``,
        only the waiting card, while one waits.)"""
        if self.exclusive and pile != self.hand and state.piles[self.hand]:
            return no("First put the card just turned in its place")
        return YES

    def receives(self, dst: str) -> Verdict:
        """Nothing is put into the hand but the pack's card."""
        return no("Only the pack's card goes there, as it is turned") if dst == self.hand else YES

    # -- beside a talon, with unlimited re-deals
    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {PASS_MOVED: (0, 1)}

    def in_hand(self, state: State) -> bool:
        """Is a card of the pack, the turned card or the talon still in hand?"""
        piles, stock, hand, waste = state.piles, self.stock, self.hand, self.waste  # (no generator: every drag asks)
        return bool(
            (stock is not None and piles[stock])
            or (hand is not None and piles[hand])
            or (waste is not None and piles[waste])
        )

    def can_redeal(self, state: State) -> Verdict:
        if self.waste is None:
            return no("There is no re-deal")
        if state.piles[self.stock]:
            return no("The talon is re-dealt only when the pack is used up")
        if not state.piles[self.hand] and not state.piles[self.waste]:
            return no("There is nothing left to re-deal")
        if not state.counters.get(PASS_MOVED):
            return no("No card was played in this pass through the pack, so another pass cannot help")
        return YES

    def perform(self, state: State, move: Move, tx: Tx) -> bool:
        """Turn a card or re-deal; for any other move note that a card was
        played in this pass and return False (the game carries it out)."""
        if move.kind == DEAL:
            self.turn(tx)
        elif move.kind == REDEAL and self.waste is not None:
            if state.piles[self.hand]:
                tx.move(self.hand, self.waste)
            turn_talon_over(tx, self.waste, self.stock)
            tx.set(PASS_MOVED, 0)
        else:
            tx.set(PASS_MOVED, 1)
            return False
        return True

    def talon_first(self, state: State, src: str) -> Verdict:
        """The book's "from the talon, or, where there is no talon, from the
        pack", as a choice: may the top card of ``src`` fill a space?"""
        if src == self.waste:
            return YES
        if src == self.hand:
            return YES if not state.piles[self.waste] else no("While there is a talon, a space takes its top card")
        return no("A space is filled from the talon, or from the pack when there is no talon")
