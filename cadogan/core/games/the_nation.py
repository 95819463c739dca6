"""The Nation (rules card: rulebook/games/the_nation.md).

Two packs. Four aces and four kings of different suits are taken out as
foundations; the rest is dealt in twelve columns, eight counts to a column,
a card that fits a foundation as it turns up going there at once (its count
is used all the same). Lowest cards are free; they marry up or down in suit,
the direction free from card to card. Twice the tableau is taken up, column
after column, and dealt again the same way.
"""

from __future__ import annotations

from ..blocks import (
    EITHER_WAY,
    FoundationRule,
    empty_among,
    in_pile_order,
    lane_or_marriage,
    lowest_card_only,
    marriage_onto,
    moving,
    no_partner_left,
    progress_reachable,
    tableau_redeal,
    topped_by,
    wanting,
)
from ..cards import ACE, KING, Card, Suit
from ..moves import MOVE, REDEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, OUT, TABLEAU, Game
from ..state import State

COLUMNS = [f"c{i}" for i in range(1, 13)]
COUNTS = 8  # cards counted to each column
ACES = ["f1", "f2", "f3", "f4"]
KINGS = ["f5", "f6", "f7", "f8"]
FOUNDATIONS = ACES + KINGS
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)  # the plate's order, left to right
PACK = "pack"  # the cards being dealt; empty between moves, so never drawn
UP = FoundationRule(direction=1, first=None)
DOWN = FoundationRule(direction=-1, first=None)


class TheNation(Game):
    id = "the_nation"
    title = "The Nation"
    packs = 2
    redeals = 2
    action_help = (("redeal", "take up the columns, the first on top, and deal them again counting eight to a column"),)
    description = "Two packs in twelve columns counted to eight; aces build up, kings down; two re-deals."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({c: TABLEAU for c in COLUMNS})
        roles[PACK] = OUT
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in ACES:
            return "an ace foundation"
        if pile in KINGS:
            return "a king foundation"
        if pile == PACK:
            return "the pack"
        return f"column {pile[1:]}"

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        cards = self.shuffled_deck(deal)  # cards[0] is dealt first
        for piles, rank in ((ACES, ACE), (KINGS, KING)):
            for pile, suit in zip(piles, SUITS, strict=True):
                base = next(card for card in cards if card.suit == suit and card.rank == rank)
                cards.remove(base)
                state.piles[pile] = [base]
        state.piles[PACK] = list(reversed(cards))
        self.deal_columns(state, Tx(state))
        return state

    def deal_columns(self, state: State, tx: Tx) -> None:
        """Deal the pack column by column, counting eight cards to each; a
        card that fits a foundation goes there and still uses its count."""
        for column in COLUMNS:
            for _count in range(COUNTS):
                card = state.top(PACK)
                if card is None:
                    return
                tx.move(PACK, self.home_for(state, card) or column, 1)

    def home_for(self, state: State, card: Card) -> str | None:
        """The first foundation that takes ``card``, if any."""
        return next((f for f in FOUNDATIONS if self.accepts(state, f, card)), None)

    def accepts(self, state: State, pile: str, card: Card) -> Verdict:
        return (UP if pile in ACES else DOWN).accepts(state.piles[pile], card)

    # -- the two questions ----------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == PACK:
            return no("The pack is dealt by the rules")
        return lowest_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS:
            return self.accepts(state, dst, card)
        if dst == PACK:
            return no("Cards cannot be put there")
        return lane_or_marriage(card, state.top(dst), EITHER_WAY)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the columns whose card it may
        marry, and the empty columns."""
        card = state.piles[src][-1]
        homes = [*wanting(state, ACES, UP, card), *wanting(state, KINGS, DOWN, card)]
        columns = [*topped_by(state, COLUMNS, marriage_onto(card, EITHER_WAY)), *empty_among(state, COLUMNS)]
        return in_pile_order(state, [*homes, *columns])

    # -- re-deals -------------------------------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        return tableau_redeal(state, self.can_drop, COLUMNS, FOUNDATIONS)

    def actions(self, state: State) -> list[Move]:
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind != REDEAL:
            return super().perform(state, move, tx)
        # Column 1 is taken up first and each later column goes under it, each
        # kept in order; turned over, the pack deals column 12's first card first.
        for column in COLUMNS:
            if state.piles[column]:
                tx.move(column, PACK, state.size(column), reverse=True)
        self.deal_columns(state, tx)
        tx.set("redeals_left", state.counters["redeals_left"] - 1)

    # -- advice ---------------------------------------------------------------------
    def is_idle(self, state: State, move: Move) -> bool:
        """Marriages either way let cards shift for ever: a shift is idle when
        no series of them can bring a card to a foundation (or a re-deal)."""
        if move.kind == MOVE and move.dst in FOUNDATIONS:
            return False
        return super().is_idle(state, move) or not progress_reachable(self, state, alike=TABLEAU)

    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or move.dst not in FOUNDATIONS:
            return False
        return no_partner_left(state, state.top(move.src), EITHER_WAY, FOUNDATIONS, self.packs)
