"""Babette (rules card: rulebook/games/babette.md).

Two packs. The "garden" is dealt in rows of eight, one under another, each
card keeping its own (row, column) place: a played card leaves a hole that is
never refilled, and a later row's card is laid at its own row's height. In a
column only the lowest card is available. A row is dealt by one click, so
nothing is played while it is being dealt. Four ace piles build up in suit,
four king piles down. Twice, once the pack is out, the garden is taken up
column by column and dealt again.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TypeVar

from ..blocks import (
    AcesUpKingsDown,
    CellGrid,
    deal_next_row,
    in_pile_order,
    lay_pack,
    moving,
    never_home_across_redeal,
    never_home_as_dealt,
    sent_home_alone,
    spend_redeal,
    top_card_only,
    wanting,
)
from ..moves import DEAL, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, Game
from ..state import State
from ..text import move_text

GRID = CellGrid(rows=13, columns=8)  # 104 cards make thirteen rows of eight
CELLS = GRID.cells
CELL_SET = frozenset(CELLS)
KING_PILES = ("k1", "k2", "k3", "k4")  # left on the plate
ACE_PILES = ("a1", "a2", "a3", "a4")
FOUNDATIONS = AcesUpKingsDown(up=ACE_PILES, down=KING_PILES)
ROWS_DEALT = "rows_dealt"
T = TypeVar("T")
COLUMNS = tuple(tuple(GRID.column(c)) for c in range(1, GRID.columns + 1))  # each from its top row down


def gathered(columns: Sequence[Sequence[T]]) -> list[T]:
    """The garden's columns (each from its top row down) in the order they
    come out of the gathered garden: the last column first (reading 1)."""
    return [item for column in reversed(columns) for item in column]


def deal_order(state: State) -> list[str]:
    """The cells in the order their cards come out of the gathered garden."""
    return gathered([[p for p in column if state.piles[p]] for column in COLUMNS])


def in_rows(cards: Sequence[T]) -> list[Sequence[T]]:
    """A pack's cards (the next dealt first) as the rows they are dealt in."""
    return [cards[at : at + GRID.columns] for at in range(0, len(cards), GRID.columns)]


class Babette(Game):
    id = "babette"
    title = "Babette"
    packs = 2
    redeals = 2
    description = "Two packs dealt in rows of eight that keep their holes; only the lowest card of a column plays."
    action_help = (
        (DEAL, "deal the next row of eight under the garden"),
        (REDEAL, "take the garden up column by column and deal it again in rows"),
    )

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), ROWS_DEALT: (0, GRID.rows)}

    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in FOUNDATIONS.down + FOUNDATIONS.up}
        roles.update({p: TABLEAU for p in CELLS})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in CELL_SET:
            return f"row {GRID.row_of(pile)}, column {GRID.column_of(pile)}"
        if pile in KING_PILES:
            return "a king foundation"
        return "an ace foundation" if pile in ACE_PILES else "the pack"

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{ROWS_DEALT: 0, "redeals_left": self.redeals})
        cards = self.shuffled_deck(deal)
        lay_pack(state, cards)  # the first card dealt is the top
        self.deal_row(Tx(state))
        return state

    def deal_row(self, tx: Tx) -> None:
        """Lay the next row, left to right, while the pack lasts."""
        deal_next_row(tx, GRID, ROWS_DEALT)

    def gather(self, tx: Tx) -> None:
        """Take the garden up as the new pack, its first card on top."""
        for place in reversed(deal_order(tx.state)):
            tx.move(place, "stock", 1, face_up=False)
        tx.set(ROWS_DEALT, 0)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to deal the next row")
        if state.piles[pile] and not GRID.is_free(state, pile):
            return no("A card lower in this column blocks this one")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS.piles:
            return FOUNDATIONS.accepts(state, dst, card)
        return no("Cards go only to the foundations")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card."""
        return in_pile_order(state, wanting(state, FOUNDATIONS.piles, FOUNDATIONS.rule, state.piles[src][-1]))

    # -- the pack and the re-deal ----------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        if state.counters.get("redeals_left", 0) <= 0:
            return no("No re-deals are left")
        if state.piles["stock"]:
            return no("The garden is taken up only when the pack is used up")
        if not any(state.piles[p] for p in CELLS):
            return no("No cards are left to re-deal")
        return YES

    def actions(self, state: State) -> list[Move]:
        if state.piles["stock"]:
            return [Move(DEAL, "stock")]
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            return no("The pack is used up")
        if move.kind == REDEAL:
            return self.can_redeal(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            self.deal_row(tx)
        elif move.kind == REDEAL:
            self.gather(tx)
            spend_redeal(tx)
            self.deal_row(tx)
        else:
            super().perform(state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Deal row %1", state.counters[ROWS_DEALT] + 1)
        if move.kind == REDEAL:
            return move_text("Re-deal the garden")
        return super().describe(state, move)

    # -- the solver -------------------------------------------------------------
    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any ace pile takes a suit's first ace and any king pile its first
        # king; each then builds on its own, and no rule names one.
        return (ACE_PILES, KING_PILES)

    def solver_dead_end(self, state: State) -> bool:
        """In the last deal a column's cards leave from the lowest up, and
        only for home, and the pack's rows fall on the columns in a known
        order: a card the relaxed play of blocks.never_home_as_dealt leaves
        on the table (over a card its piles need first, or covered by a row
        before it could go) can never go home. With one re-deal left and
        the pack out, the garden is gathered in an order the play does not
        change: blocks.never_home_across_redeal tries the last deal for
        every set of cards that could go home before it."""
        redeals = state.counters.get("redeals_left", 0)
        if redeals > 1:
            return False
        piles = state.piles
        stacks = [[piles[cell][0] for cell in column if piles[cell]] for column in COLUMNS]
        rows = in_rows(piles["stock"][::-1])  # the next card dealt first
        if not redeals:
            return never_home_as_dealt(state, stacks, rows, FOUNDATIONS)
        if rows:
            # Judged while rows are still to come, the sets to try are many
            # and a position costs several times more: Babette's deal 7 at 2 s
            # was lost, and no deal more was decided at 20,000 positions.
            return False
        # One re-deal left, the pack out: each card keeps its column till
        # then, so the next pack is known but for the cards sent home first.
        pack = [card.ident for card in gathered(stacks)]

        def next_deal(gone: Collection[int]) -> tuple[list[list[int]], list[Sequence[int]]]:
            return [[] for _ in COLUMNS], in_rows([ident for ident in pack if ident not in gone])

        return never_home_across_redeal(state, stacks, rows, FOUNDATIONS, next_deal)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # Nothing builds in the garden, so a card sent home costs nothing,
        # unless both foundations of its suit could take it: then the player
        # chooses.
        return sent_home_alone(self, state, move, FOUNDATIONS)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {ROWS_DEALT: state.counters[ROWS_DEALT], "redeals_left": state.counters["redeals_left"]}
