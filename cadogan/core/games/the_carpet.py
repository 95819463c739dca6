"""The Carpet (rules card: rulebook/games/the_carpet.md).

Two packs. Four aces and four kings are taken out as foundations; 64 cards
are laid in eight rows of eight like a chessboard, upright and crossways in
turn (the "carpet"). A carpet card is available only when one of its narrow
ends is free: a clear lane runs from it to the carpet's edge along the
card's length. The rest of the pack is turned card by card onto one talon;
available carpet cards may be built on the talon's top card, up or down in
suit. The talon is shuffled and dealt again twice.
"""

from __future__ import annotations

from ..blocks import (
    EITHER_WAY,
    AcesUpKingsDown,
    CellGrid,
    PackGame,
    PackToTalon,
    in_pile_order,
    lay_pack,
    marriage,
    moving,
    never_home_as_dealt,
    no_partner_left,
    sent_home_alone,
    shuffle_pile,
    top_card_only,
    wanting,
    withdraw,
)
from ..cards import Suit
from ..moves import DEAL, REDEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import move_text

GRID = CellGrid(rows=8, columns=8)
CELLS = GRID.cells
CELL_SET = frozenset(CELLS)
SUITS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
ACE_PILES = ("a1", "a2", "a3", "a4")  # top left on the plate
KING_PILES = ("k1", "k2", "k3", "k4")  # top right
FOUNDATIONS = AcesUpKingsDown(up=ACE_PILES, down=KING_PILES)
PACK = PackToTalon()
HEMMED_IN = no("Neither narrow end of this card is free")
TALON_AND_CARPET = ("waste", *CELLS)  # the talon first: each pack card turned falls on it


def crossways(pile: str) -> bool:
    """Is this place of the carpet one of the crossways ones? (Row 1, column 1
    is upright; the two kinds alternate like a chessboard's squares.)"""
    return CellGrid.checkered(pile)


def is_available(state: State, pile: str) -> bool:
    """A clear lane runs from one of the card's narrow ends to the edge of
    the carpet: along its column for an upright card, along its row for a
    crossways one."""
    return GRID.open_in_row(state, pile) if crossways(pile) else GRID.open_in_column(state, pile)


class TheCarpet(PackGame, Game):
    pack = PACK
    id = "the_carpet"
    title = "The Carpet"
    packs = 2
    redeals = 2
    spaces_fillable = False  # an emptied place is never used again
    description = "Two packs; a carpet of 64 cards laid like a chessboard, freed by lanes to its narrow ends."
    action_help = (
        (DEAL, "turn the next card of the pack onto the talon"),
        (REDEAL, "shuffle the talon and deal it again as the pack"),
    )

    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in ACE_PILES + KING_PILES}
        roles.update({p: TABLEAU for p in CELLS})
        roles.update({"stock": STOCK, "waste": WASTE})
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in CELL_SET:
            return f"row {GRID.row_of(pile)}, column {GRID.column_of(pile)} of the carpet"
        if pile in KING_PILES:
            return "a king foundation"
        if pile in ACE_PILES:
            return "an ace foundation"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        cards = self.shuffled_deck(deal)
        bases = withdraw(cards, [(suit, rank) for rank in (1, 13) for suit in SUITS])
        for pile, card in zip(ACE_PILES + KING_PILES, bases, strict=True):
            state.piles[pile].append(card)
        for pile in CELLS:  # row by row, left to right
            state.piles[pile].append(cards.pop(0))
        lay_pack(state, cards)
        return state

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # The foundations are laid from the deal, each building on its own card
        # alone; no rule names an ace pile or a king pile.
        return (ACE_PILES, KING_PILES)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in CELL_SET and state.piles[pile] and not is_available(state, pile):
            return HEMMED_IN
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS.piles:
            return FOUNDATIONS.accepts(state, dst, card)
        if dst == "waste":
            if src not in CELL_SET:
                return no("Only carpet cards are built on the talon")
            onto = state.top("waste")
            if onto is None:
                return no("A carpet card goes on the talon only once the talon has a card")
            return marriage(card, onto, EITHER_WAY)
        if dst in CELL_SET:
            return no("Nothing is ever put on the carpet")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the talon for a carpet card."""
        homes = wanting(state, FOUNDATIONS.piles, FOUNDATIONS.rule, state.piles[src][-1])
        return in_pile_order(state, [*homes, "waste"] if src in CELL_SET else homes)

    # -- the pack -------------------------------------------------------------
    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            if state.counters.get("redeals_left", 0) <= 0:
                return no("The pack is used up and no re-deals are left")
            return no("The pack is used up")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        super().perform(state, move, tx)
        if move.kind == REDEAL:  # the talon is shuffled before it is dealt again
            shuffle_pile(tx, "stock", self.id, f"redeal-{self.redeals - state.counters['redeals_left']}")

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REDEAL:
            return move_text("Shuffle and re-deal")
        return super().describe(state, move)

    # -- the solver -----------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """In the last deal the talon is never gathered again, its cards
        leave from the top and only for home, and the pack's cards come onto
        it one by one in a known order: blocks.never_home_as_dealt, with the
        talon its one stack and each pack card a row of one. A carpet card
        counts as a stack of its own (free whenever its piles could take
        it: a lane it waits for only delays it, and one laid on the talon
        comes home from there no earlier), so a card the relaxed play leaves
        can never go home."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        piles = state.piles
        stacks = (piles[pile] for pile in TALON_AND_CARPET)  # a carpet place holds one card at most
        return never_home_as_dealt(state, stacks, ([card] for card in reversed(piles["stock"])), FOUNDATIONS)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # A card is wanted off the foundations only to build on the talon:
        # once every card one above or below it in its suit is home, and only
        # one foundation can take it, sending it home costs nothing.
        if not sent_home_alone(self, state, move, FOUNDATIONS):
            return False
        return no_partner_left(state, state.top(move.src), EITHER_WAY, FOUNDATIONS.piles, self.packs)
