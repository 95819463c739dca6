"""The Sultan (rules card: rulebook/games/the_sultan.md).

Two packs. Eight kings and one A♥ form a square; the middle K♥ is the
Sultan and takes nothing. The other seven kings build in suit from the ace
to the queen (the king wraps round to its ace), the A♥ from the two to the
queen. Eight single cards, the Divan, flank the square; a Divan vacancy is
refilled at once from the talon, or from the pack when there is no talon.
The pack is turned one card at a time into the hand (``blocks.TurnedCard``):
a card no foundation takes goes on to the talon, a card one foundation takes
is played there, and a card two foundations take waits in the hand for the
player to choose; only unsuitable cards ever lie on the talon. Twice the
talon becomes the pack again, shuffled.
"""

from __future__ import annotations

from typing import ClassVar

from ..blocks import (
    FoundationRule,
    PackToTalon,
    TurnedCard,
    fill_from_talon,
    lay_pack,
    lay_withdrawn,
    shuffle_pile,
    top_card_only,
)
from ..cards import ACE, KING, Card, Suit
from ..moves import DEAL, MOVE, REDEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, OUT, RESERVE, STOCK, TABLEAU, WASTE, Game
from ..state import State

# The square, row by row as the plate lays it, the Sultan (a pile of its own) in the middle.
SQUARE_BASES = {
    "f1": (Suit.CLUBS, KING),
    "f2": (Suit.HEARTS, ACE),
    "f3": (Suit.CLUBS, KING),
    "f4": (Suit.DIAMONDS, KING),
    "f5": (Suit.DIAMONDS, KING),
    "f6": (Suit.SPADES, KING),
    "f7": (Suit.HEARTS, KING),
    "f8": (Suit.SPADES, KING),
}
FOUNDATIONS = tuple(SQUARE_BASES)
PLACES = {
    "f1": "top left",
    "f2": "top middle",
    "f3": "top right",
    "f4": "left middle",
    "f5": "right middle",
    "f6": "bottom left",
    "f7": "bottom middle",
    "f8": "bottom right",
}
SULTAN = "sultan"
DIVAN = tuple(f"d{n}" for n in range(1, 9))  # d1-d4 down the left side, d5-d8 down the right
# A king takes its ace, then 2 .. Q (13 cards in all); the A♥ takes 2 .. Q (12).
ON_A_KING = FoundationRule(direction=1, first=None, length=13, wrap=True)
ON_THE_ACE = FoundationRule(direction=1, first=None, length=12)
TALON = PackToTalon()  # its re-deal: the talon taken up as the pack
HAND = TurnedCard(hand="hand")  # the card just turned, while two foundations take it


class TheSultan(Game):
    id = "the_sultan"
    title = "The Sultan"
    packs = 2
    redeals = 2
    foundation_piles = FOUNDATIONS
    action_help = (
        ("deal", "turn the top card of the pack: it is played if it fits a foundation, else laid on the talon"),
        ("redeal", "take up the talon, shuffle it and deal it again as the pack"),
    )
    description = "Two packs: the Sultan in a square of kings; build to the queens from the Divan and the talon."
    # Saves of the older rule (every turned card laid on the talon) have no hand: they are refused, saying why.
    gained_piles: ClassVar[dict[str, str]] = {
        HAND.hand: "every turned card was laid on the talon, even one a foundation wanted"
    }

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles[SULTAN] = OUT
        roles.update({d: TABLEAU for d in DIVAN})
        roles.update(stock=STOCK, waste=WASTE)
        roles[HAND.hand] = RESERVE
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in PLACES:
            return f"the {PLACES[pile]} foundation"
        if pile == SULTAN:
            return "the Sultan"
        if pile in DIVAN:
            return f"Divan card {pile[1:]}"
        if pile == HAND.hand:
            return "the card just turned"
        return super().pile_title(pile)

    def waiting_pile(self, state: State) -> str | None:
        return HAND.waiting(state)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        rest = self.shuffled_deck(deal)
        lay_withdrawn(state, rest, (SULTAN, *SQUARE_BASES), [(Suit.HEARTS, KING), *SQUARE_BASES.values()])
        for pile in DIVAN:
            state.piles[pile].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    def settle(self, state: State, tx: Tx) -> None:
        """A Divan vacancy is filled at once: from the talon, else the pack."""
        for pile in DIVAN:
            if not state.piles[pile]:
                fill_from_talon(tx, pile)

    def accepts(self, state: State, foundation: str, card: Card) -> Verdict:
        rule = ON_THE_ACE if state.piles[foundation][0].rank == ACE else ON_A_KING
        return rule.accepts(state.piles[foundation], card)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == SULTAN:
            return no("The Sultan stays alone in the middle")
        if pile == "stock":
            return no("Click the pack to turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst == SULTAN:
            return no("Nothing is ever played on the Sultan")
        if dst in FOUNDATIONS:
            return self.accepts(state, dst, card)
        if src == HAND.hand:
            return no("The card just turned fits a foundation: it is played there, not laid aside")
        if dst in DIVAN:
            if state.piles[dst]:
                return no("Nothing is built on the Divan: cards go only to the foundations")
            return no("A place in the Divan is filled by itself, from the talon or the pack")
        if dst == "waste":
            return no("Only cards turned from the pack that no foundation takes go to the talon")
        if dst == HAND.hand:
            return HAND.receives(dst)
        return no("Cards cannot be put back on the pack")

    # -- the pack ---------------------------------------------------------------
    def homes(self, state: State, card: Card) -> list[str]:
        """The foundations that take ``card`` now."""
        return [f for f in FOUNDATIONS if self.accepts(state, f, card)]

    def placed(self, state: State, card: Card) -> str | None:
        """Where a card just turned goes by itself: the talon if no foundation
        takes it, the foundation if one does; None (it waits in the hand for
        the player) when two do."""
        homes = self.homes(state, card)
        if not homes:
            return "waste"
        return homes[0] if len(homes) == 1 else None

    def actions(self, state: State) -> list[Move]:
        if HAND.can_turn(state):
            return HAND.actions(state)
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def can_redeal(self, state: State) -> Verdict:
        if HAND.waiting(state):
            return no("First play the card just turned on a foundation")
        return TALON.can_redeal(state)

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and move not in self.actions(state) and HAND.waiting(state):
            return no("First play the card just turned on a foundation")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            HAND.turn(tx, self.placed)
        elif move.kind == REDEAL:  # the talon is shuffled before it is dealt again
            TALON.perform(state, move, tx)
            shuffle_pile(tx, "stock", self.id, f"redeal-{state.counters['redeals_left']}")
        else:
            super().perform(state, move, tx)

    # -- advice ----------------------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """Nothing is built off the foundations, so every play to one is safe;
        but the card just turned waits for the player's own choice."""
        return move.kind == MOVE and move.dst in FOUNDATIONS and move.src != HAND.hand
