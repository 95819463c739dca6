"""Napoleon at St. Helena: four rows of ten make ten columns; marry down in
suit one card at a time, turn the pack once (rules card:
rulebook/games/napoleon_at_st_helena.md)."""

from __future__ import annotations

from ..blocks import SpaceFill, lay_pack, lowest_card_only
from ..marriage_tableau import MarriageTableau
from ..moves import Verdict
from ..rules import TABLEAU, WASTE, Option
from ..state import State

COLUMNS = 10
ROWS = 4
TALON_ONLY = "opt_talon_only"  # the book's note: spaces filled from the talon only
ANY_AVAILABLE = SpaceFill(frozenset({TABLEAU, WASTE}), "A space is filled only with an available card")
FROM_TALON = SpaceFill(frozenset({WASTE}), "A space is filled only from the talon")


class NapoleonAtStHelena(MarriageTableau):
    id = "napoleon_at_st_helena"
    title = "Napoleon at St. Helena"
    tableau_count = COLUMNS
    tableau_prefix = "c"
    tableau_noun = "column"
    description = "Two packs: ten columns of four; marry down in suit, fill empty columns, turn the pack once."
    options = (
        Option(
            TALON_ONLY,
            "Empty columns from the talon only",
            "An empty column may be filled only with the top card of the talon, never from another column.",
        ),
    )
    rules_text = """\
**Aim.** Build the eight aces up in suit to the kings.

**The table.** Forty cards are dealt face up in four rows of ten, which make
ten columns of four. Only the lowest card of each column is free; the card
above it is freed when it goes. The other 64 cards are the pack.

**Moves.** Play a free card onto a foundation: an ace starts one wherever it
comes from, and each foundation then rises in its suit to the king. Or marry
a free card below the lowest card of another column of the same suit and one
higher (the 6♠ below the 7♠). One card moves at a time.

**Empty columns.** When a whole column is cleared, you may fill it, whenever
you like, with any free card: the lowest card of a column or the top card of
the talon. That card heads the column as the old top card did.

**The pack.** Click the pack to turn its top card onto the talon. The talon's
top card may go to a foundation, be married onto a column or fill an empty
column. There is no re-deal.

*Readings chosen:* a married run is never moved as a unit; you may turn the
pack whenever you choose; only the talon's top card is free; only a wholly
empty column is a space.

*Option (Settings):* empty columns from the talon only (the book's note).
"""

    # -- the deal -----------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        columns = self.tableau_ids()
        # Four rows of ten, left to right, the top row first.
        for index, card in enumerate(cards[: ROWS * COLUMNS]):
            state.piles[columns[index % COLUMNS]].append(card)
        lay_pack(state, cards[ROWS * COLUMNS :])
        return state

    def free_card(self, state: State, pile: str, count: int) -> Verdict:
        return lowest_card_only(state, pile, count)

    def space_rule(self, state: State) -> SpaceFill:
        return FROM_TALON if self.option(state, TALON_ONLY) else ANY_AVAILABLE
