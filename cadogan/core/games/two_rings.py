"""Two Rings (rules card: rulebook/games/two_rings.md).

Two packs. The eight sevens and the eight sixes are taken out and laid as
two linked rings: the sevens build up in suit to the kings, the sixes down
in suit to the aces. Eight single cards, the bracelet, lie below; a space
in it is refilled at once from the pack. The pack is turned one card at a
time onto the talon, whose top card may be played; the talon is turned
over, unshuffled, and dealt once more.
"""

from __future__ import annotations

from ..blocks import DeadTalon, FoundationRule, PackGame, PackToTalon, fill_from_talon, lay_pack, refill, top_card_only
from ..cards import Card, Suit
from ..moves import MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State

SEVENS = tuple(f"seven{n}" for n in range(1, 9))  # the left ring, in its order round the ring
SIXES = tuple(f"six{n}" for n in range(1, 9))  # the right ring
FOUNDATIONS = SEVENS + SIXES
BRACELET = tuple(f"b{n}" for n in range(1, 9))  # left to right
# Round each ring the suits alternate in colour; each ring holds one of each suit from each pack.
RING_SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS) * 2
SEVEN_UP = FoundationRule(direction=1, first=None, length=7)  # 7 (its base), 8 .. K
SIX_DOWN = FoundationRule(direction=-1, first=None, length=6)  # 6 (its base), 5 .. A
FROM_TALON = "opt_refill_from_talon"  # rules card, reading 2's other reading
DEAD_TALON = "opt_dead_talon"  # rules card, reading 1's other reading
PACK = PackToTalon()
DEAD = DeadTalon(DEAD_TALON)


def ring_cards(rank: int) -> list[Card]:
    """The eight cards of a ring, in its order: the first four of pack 0, the rest of pack 1."""
    return [Card(suit, rank, i // 4) for i, suit in enumerate(RING_SUITS)]


class TwoRings(PackGame, Game):
    pack = PACK
    id = "two_rings"
    title = "Two Rings"
    packs = 2
    redeals = 1
    foundation_piles = FOUNDATIONS
    action_help = (
        ("deal", "turn the top card of the pack onto the talon"),
        ("redeal", "turn the talon over, unshuffled, and deal it again as the pack (once)"),
    )
    options = (
        Option(
            FROM_TALON,
            "Bracelet refilled from the talon",
            "A bracelet space takes the talon's top card, or the pack's next card when there is no talon.",
        ),
        Option(
            DEAD_TALON,
            "Talon laid aside until the re-deal",
            "Only the card just turned may be played; once another card covers it, it waits for the re-deal.",
        ),
    )
    description = "Two packs: sevens build up and sixes down in two linked rings, fed from an eight-card bracelet."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({b: TABLEAU for b in BRACELET})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in SEVENS:
            return "the left ring"
        if pile in SIXES:
            return "the right ring"
        if pile in BRACELET:
            return f"bracelet card {pile[1:]}"
        return super().pile_title(pile)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **DEAD.counter_ranges()}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        for piles, rank in ((SEVENS, 7), (SIXES, 6)):
            for pile, card in zip(piles, ring_cards(rank), strict=True):
                state.piles[pile].append(card)
        rest = [card for card in self.shuffled_deck(deal) if card.rank not in (6, 7)]
        for pile in BRACELET:
            state.piles[pile].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    def settle(self, state: State, tx: Tx) -> None:
        """A bracelet space is filled at once: from the pack (with the option,
        from the talon, or the pack when there is no talon or it is laid aside)."""
        if self.option(state, FROM_TALON):
            for pile in BRACELET:
                if state.piles[pile]:
                    continue
                if state.piles["waste"] and not DEAD.can_lift(self, state, "waste"):
                    refill(tx, "stock", (pile,))  # the talon is laid aside: the pack fills the space
                    continue
                if state.piles["waste"]:
                    DEAD.used(tx)  # the card just turned is gone; the one below is laid aside
                fill_from_talon(tx, pile)
        else:
            refill(tx, "stock", BRACELET)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        dead = DEAD.can_lift(self, state, pile)
        if not dead:
            return dead
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in SEVENS:
            return SEVEN_UP.accepts(state.piles[dst], card)
        if dst in SIXES:
            return SIX_DOWN.accepts(state.piles[dst], card)
        if dst in BRACELET:
            if state.piles[dst]:
                return no("Nothing is built on the bracelet: cards go only to the rings")
            if self.option(state, FROM_TALON):
                return no("A space in the bracelet is filled by itself, from the talon or the pack")
            return no("A space in the bracelet is filled by itself, from the pack")
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    # -- the pack ---------------------------------------------------------------
    def perform(self, state: State, move: Move, tx: Tx) -> None:
        super().perform(state, move, tx)
        DEAD.after(self, state, move, tx)

    # -- advice ----------------------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """Nothing is built off the rings, so every play to one is safe."""
        return move.kind == MOVE and move.dst in FOUNDATIONS
