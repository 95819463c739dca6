"""Napoleon at St. Helena: four rows of ten make ten columns; marry down in
suit one card at a time, turn the pack once (rules card:
rulebook/games/napoleon_at_st_helena.md)."""

from __future__ import annotations

from ..blocks import SpaceFill, lay_pack, lowest_card_only
from ..marriage_tableau import MarriageTableau
from ..moves import Verdict
from ..rules import TABLEAU, WASTE, Option
from ..state import State
from ..text import refusal

COLUMNS = 10
ROWS = 4
TALON_ONLY = "opt_talon_only"  # the book's note: spaces filled from the talon only
ANY_AVAILABLE = SpaceFill(frozenset({TABLEAU, WASTE}), refusal("A space is filled only with an available card"))
FROM_TALON = SpaceFill(frozenset({WASTE}), refusal("A space is filled only from the talon"))


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

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A space takes an available card whichever column it is, any
        # foundation an ace, and nothing after the deal names a column: the
        # solver counts positions that differ only in which column
        # (foundation) holds what as one.
        return (tuple(self.tableau_ids()), tuple(self.foundation_ids()))

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
