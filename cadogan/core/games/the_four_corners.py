"""The Four Corners (rules card: rulebook/games/the_four_corners.md).

Two packs. Twelve packets, a corner and four side packets down each side of
eight foundations: one ace of each suit builds up to its king, one king of
each suit down to its ace. The player deals the pack in rounds of twelve and
may play each card only as it falls, under the corner and side restrictions
(a :class:`~cadogan.core.blocks.PlayerDeal`). Once the deal is complete the
packet tops play freely and marry up or down in suit. Two re-deals take the
packets up in order, without shuffling.
"""

from __future__ import annotations

from ..blocks import (
    EITHER_WAY,
    FoundationRule,
    MarriedBothWays,
    PlayerDeal,
    face_number,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    one_either_side,
    rising_and_falling,
    spend_redeal,
    tableau_redeal,
    take_up,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import ACE, KING, Card, Suit
from ..moves import DEAL, REDEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, Game
from ..state import State
from ..text import move_text, status_text

PACKETS = tuple(f"p{n}" for n in range(1, 13))  # the deal's order: left side top down, then right
CORNERS = ("p1", "p6", "p7", "p12")
# Foundations: f1-f4 the aces (left column), f5-f8 the kings (right column),
# each column in the book's suit order from the top (a guess: the plate
# marks no suits).
SUITS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))
RULES = {f"f{n + 1}": FoundationRule(direction=1, first=ACE, suit=suit) for n, suit in enumerate(SUITS)} | {
    f"f{n + 5}": FoundationRule(direction=-1, first=KING, suit=suit) for n, suit in enumerate(SUITS)
}
# Each side packet adjoins the foundation on its level: 2-5 the aces, 8-11 the kings.
ADJOINS = {f"p{n + 2}": f"f{n + 1}" for n in range(4)} | {f"p{n + 8}": f"f{n + 5}" for n in range(4)}
DEALER = PlayerDeal(order=PACKETS)


class TheFourCorners(MarriedBothWays, Game):
    id = "the_four_corners"
    title = "The Four Corners"
    packs = 2
    foundation_piles = FOUNDATIONS
    redeals = 2
    spaces_fillable = False
    action_help = (
        ("deal", "deal the pack on, card by card, until a card falls that may be played as it falls"),
        ("redeal", "take the packets up in order, without shuffling, and deal them again"),
    )
    description = "Twelve packets at the corners and sides; play only as the cards fall until the deal is done."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in PACKETS}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles["stock"] = STOCK
        return roles

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **DEALER.counter_ranges()}

    def pile_title(self, pile: str) -> str:
        if pile in RULES:
            rule = RULES[pile]
            return f"the {Card(rule.suit, rule.first).label} foundation"
        if pile in CORNERS:
            return f"corner packet {pile[1:]}"
        if pile in ADJOINS:
            return f"side packet {pile[1:]}"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        lay_pack(state, self.shuffled_deck(deal))
        # The opening position: the pack dealt up to the player's first choice.
        self.deal_on(Tx(state))
        return state

    def deal_on(self, tx: Tx) -> None:
        DEALER.deal_on(tx, self.compelled, self.may_play_dealt)

    def compelled(self, state: State, place: str) -> str | None:
        """A first ace or king goes to its foundation as it appears."""
        card = state.top(place)
        return next((f for f in FOUNDATIONS if not state.piles[f] and RULES[f].accepts([], card)), None)

    def may_play_dealt(self, state: State) -> bool:
        """May the card just dealt go to a foundation (the player's choice)?"""
        place = DEALER.just_dealt(state)
        return place is not None and any(self.can_drop(state, place, 1, f) for f in FOUNDATIONS)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in RULES:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to deal")
        verdict = top_card_only(state, pile, count)
        return DEALER.available(state, pile) if verdict else verdict

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in RULES:
            verdict = RULES[dst].accepts(state.piles[dst], card)
            if verdict and DEALER.dealing(state) and src in ADJOINS and ADJOINS[src] != dst:
                return no("A card dealt to a side packet may go only to the foundation beside it")
            return verdict
        if dst == "stock":
            return no("Cards cannot be put back on the pack")
        if DEALER.dealing(state):
            return no("No marriages until the deal is complete")
        onto = state.top(dst)
        if onto is None:
            return no("An empty packet takes no card until the next deal")
        return marriage(card, onto, EITHER_WAY)

    # -- the deal and the re-deals ------------------------------------------------
    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the packets whose top card it may marry."""
        card = state.piles[src][-1]
        homes = wanting(state, FOUNDATIONS, RULES.__getitem__, card)
        return in_pile_order(state, [*topped_by(state, PACKETS, marriage_onto(card, EITHER_WAY)), *homes])

    def can_redeal(self, state: State) -> Verdict:
        if DEALER.dealing(state):
            return no("Finish the deal first")
        return tableau_redeal(state, self.can_drop, PACKETS, FOUNDATIONS)

    def actions(self, state: State) -> list[Move]:
        if DEALER.dealing(state):
            return [Move(DEAL, "stock")]
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not DEALER.dealing(state):
            return no("The deal is complete")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            self.deal_on(tx)
        elif move.kind == REDEAL:
            take_up(tx, PACKETS)
            spend_redeal(tx)
            DEALER.restart(tx)
            self.deal_on(tx)
        else:
            super().perform(state, move, tx)
            DEALER.withdrawn(tx, move.src)

    # -- the solver ------------------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """In the last deal the packets are never taken up again: a packet's
        cards leave from the top, one at a time, home or married onto another
        packet's top card, up or down in suit, and an emptied packet takes
        nothing. Cards still in the pack only come to lie on the packets
        (covering them) and are counted free to go anywhere. Each suit's ace
        pile rises and its king pile falls (blocks.rising_and_falling).
        Cards that wait on one another across the packets are lost
        (blocks.tangled)."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        piles = state.piles
        home = rising_and_falling((piles[f] for f in FOUNDATIONS[:4]), (piles[f] for f in FOUNDATIONS[4:]))
        return tangled([piles[p] for p in PACKETS], piles["stock"], face_number, home, one_either_side)

    # -- what the player reads ------------------------------------------------------------
    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Deal on")
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        number = self.redeals - state.counters.get("redeals_left", 0) + 1
        if DEALER.dealing(state):
            progress = status_text("%1 of %2, dealing", number, self.redeals + 1)
        else:
            progress = status_text("%1 of %2, complete", number, self.redeals + 1)
        return {"deal": progress, **super().counters_shown(state)}
