"""Mount Olympus (rules card: rulebook/games/mount_olympus.md).

Two packs. The eight aces and eight twos are taken out and laid as a
pyramid, an inverted V; the aces climb in suit through the odd ranks to the
king (A, 3, 5 … J, K), the twos through the even ranks to the queen (2, 4 …
10, Q). Nine cards dealt inside the V form the battery, built down in suit
in steps of two (7♥ on 9♥). The pack is turned one card at a time onto the
talon, whose top card plays, builds and fills battery spaces; the talon is
turned over once, unshuffled, as a new pack.
"""

from __future__ import annotations

from ..blocks import (
    ACE_TO_KING,
    EVEN_FAMILY,
    ODD_FAMILY,
    SUIT,
    FoundationRule,
    PackGame,
    PackToTalon,
    SpaceFill,
    empty_among,
    in_pile_order,
    lay_pack,
    no_partner_left,
    sequence_in,
    sequence_onto,
    top_card_only,
    topped_by,
    wanting,
    withdraw,
)
from ..cards import Suit
from ..moves import MOVE, Move, Verdict, no
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State

# The pyramid, arm by arm from the apex down: the left arm reads A, 2, A, 2 …,
# the right arm 2, A, 2, A …, each row one suit (♥ ♠ ♦ ♣, twice round).
ROW_SUITS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS) * 2
LEFT_ARM = tuple(f"f{n}" for n in range(1, 9))
RIGHT_ARM = tuple(f"f{n}" for n in range(9, 17))
FOUNDATIONS = LEFT_ARM + RIGHT_ARM
BASES = {
    **{pile: (ROW_SUITS[row], 1 + row % 2) for row, pile in enumerate(LEFT_ARM)},
    **{pile: (ROW_SUITS[row], 2 - row % 2) for row, pile in enumerate(RIGHT_ARM)},
}
BATTERY = tuple(f"b{n}" for n in range(1, 10))  # rows of 1, 3 and 5, top to bottom, left to right
ON_AN_ACE = FoundationRule(first=None, order=ODD_FAMILY)
ON_A_TWO = FoundationRule(first=None, order=EVEN_FAMILY)
ACE_FAMILIES = tuple(pile for pile in FOUNDATIONS if BASES[pile][1] == 1)  # the piles the deal begins with an ace
TWO_FAMILIES = tuple(pile for pile in FOUNDATIONS if BASES[pile][1] == 2)
STEP = (-2,)  # the battery descends two ranks at a time
SPACE = SpaceFill(frozenset({WASTE}), "A space in the battery is filled from the pack or the talon")
PACK = PackToTalon()


class MountOlympus(PackGame, Game):
    pack = PACK
    id = "mount_olympus"
    title = "Mount Olympus"
    packs = 2
    redeals = 1
    foundation_piles = FOUNDATIONS
    action_help = (
        ("deal", "turn the top card of the pack onto the talon"),
        ("redeal", "turn the talon over, unshuffled, as the new pack (once)"),
    )
    description = "Two packs: a pyramid of aces and twos climbing in steps of two; a battery built down by twos."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({b: TABLEAU for b in BATTERY})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in BASES:
            suit, rank = BASES[pile]
            return f"the {'ace' if rank == 1 else 'two'} of {suit.noun} foundation"
        if pile in BATTERY:
            return f"battery pile {pile[1:]}"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        rest = self.shuffled_deck(deal)
        for pile, card in zip(FOUNDATIONS, withdraw(rest, BASES.values()), strict=True):
            state.piles[pile].append(card)
        for pile in BATTERY:
            state.piles[pile].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on the pyramid stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            rule = ON_AN_ACE if state.piles[dst][0].rank == 1 else ON_A_TWO
            return rule.accepts(state.piles[dst], card)
        if dst in BATTERY:
            onto = state.top(dst)
            if onto is None:
                return SPACE.accepts(self.pile_roles()[src], count)
            return sequence_in(card, onto, ACE_TO_KING, SUIT, STEP)
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the battery's cards it may go on,
        and the battery's spaces."""
        card = state.piles[src][-1]
        homes = [*wanting(state, ACE_FAMILIES, ON_AN_ACE, card), *wanting(state, TWO_FAMILIES, ON_A_TWO, card)]
        battery = [
            *topped_by(state, BATTERY, sequence_onto(card, ACE_TO_KING, SUIT, STEP)),
            *empty_among(state, BATTERY),
        ]
        return in_pile_order(state, [*homes, *battery])

    # -- advice ----------------------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """A card goes home safely once no card that could be built on it in
        the battery (the card two below, both copies) is still out."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or not self.check(state, move):
            return False
        return no_partner_left(state, state.top(move.src), STEP, FOUNDATIONS, self.packs)
