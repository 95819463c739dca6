"""Fortress (rules card: rulebook/games/fortress.md).

The whole pack lies face up in two groups of five rows, left and right of
four foundation spaces. Each row is a pile whose bottom card lies at its
inner end, next to the foundations, and whose top card is the row's outside
card, the only one available. Cards marry up or down in suit from row end to
row end; an emptied row is a lane that takes any card, and a lane is how a
sequence is reversed, one ordinary move at a time.
"""

from __future__ import annotations

from ..blocks import (
    FoundationRule,
    deal_round,
    empty_among,
    in_pile_order,
    lane_takes,
    marriage,
    marriage_onto,
    moving,
    outside_card_only,
    shift_leads_nowhere,
    topped_by,
    wanting,
)
from ..moves import MOVE, Move, Verdict, no
from ..rules import FOUNDATION, TABLEAU, Game
from ..state import State

LEFT = [f"l{i}" for i in range(1, 6)]  # the left group's rows, top to bottom
RIGHT = [f"r{i}" for i in range(1, 6)]
ROWS = LEFT + RIGHT
FOUNDATIONS = [f"f{i}" for i in range(1, 5)]
UP_FROM_ACE = FoundationRule(direction=1, first=1)
BOTH_WAYS = (-1, 1)  # marriages ascend or descend
ROUNDS = 5  # full rounds down the five levels; then one more card to each bottom row


class Fortress(Game):
    id = "fortress"
    title = "Fortress"
    description = "Two groups of rows round four aces; marry up or down in suit, and reverse runs through empty lanes."

    def pile_roles(self) -> dict[str, str]:
        roles = {row: TABLEAU for row in ROWS}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in FOUNDATIONS:
            return "foundation"
        side = "left" if pile in LEFT else "right"
        return f"{side} row {pile[1:]}"

    def deal(self, deal: int) -> State:
        """Rounds down the five levels, at each level one card to the left
        row and one to the right, each at the row's outer end; then two more
        to the bottom rows, which so hold six cards."""
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        levels = [row for pair in zip(LEFT, RIGHT, strict=True) for row in pair]
        for _ in range(ROUNDS):
            deal_round(state, cards, levels, [1] * len(levels))
        deal_round(state, cards, [LEFT[-1], RIGHT[-1]], [1, 1])
        return state

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        return outside_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS:
            return UP_FROM_ACE.accepts(state.piles[dst], card)
        onto = state.top(dst)
        if onto is None:
            return lane_takes(card)
        return marriage(card, onto, BOTH_WAYS)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the rows whose outside card it
        may marry, and the empty rows."""
        card = state.piles[src][-1]
        rows = [*topped_by(state, ROWS, marriage_onto(card, BOTH_WAYS)), *empty_among(state, ROWS)]
        return in_pile_order(state, [*wanting(state, FOUNDATIONS, UP_FROM_ACE, card), *rows])

    # -- advice -------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # One pack, in suit: the card below is already up, and the card above
        # can follow it to the foundation whenever it could be married to it.
        return move.kind == MOVE and move.dst in FOUNDATIONS and move.src not in FOUNDATIONS

    def is_idle(self, state: State, move: Move) -> bool:
        """Marriages both ways and lanes let cards shift for ever: a shift is
        idle when no series of them can bring a card to a foundation."""
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)
