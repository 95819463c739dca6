"""The Blockade (rules card: rulebook/games/the_blockade.md).

Two packs. Rows of twelve are dealt one under another, so the table forms
twelve columns of cells; each row blocks the one above it. A cell's top card
is free when nothing lies below it in its column. Free cards go to the eight aces
(up in suit) or marry down in suit onto another free card, laid squarely over
it in the same cell. Vacancies are refilled from the pack, higher rows first,
when the player ends a step or asks for the next row (``rows_dealt`` counts
the rows begun).
"""

from __future__ import annotations

from ..blocks import (
    CellGrid,
    FoundationRule,
    all_played,
    face_number,
    in_order,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    next_places,
    one_above,
    remembered,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..moves import MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import move_text

COLUMNS = 12
ROWS = 9  # 104 cards fill eight rows of twelve and part of a ninth, at most
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
UP_FROM_ACE = FoundationRule()
ACE_TO_KING = tuple(range(1, 14))
ROWS_DEALT = "rows_dealt"
DEAL_ROW = "deal_row"  # refill the vacancies, then deal the next row
REFILL = "refill"  # refill the vacancies (the player ends a step)
AT_ONCE = "opt_refill_at_once"  # rules card, reading 1's option
TO_VACANCY = no("A vacancy is filled only from the pack")  # asked of every empty cell: made once


GRID = CellGrid(rows=ROWS, columns=COLUMNS)
cell = GRID.cell
row_of = GRID.row_of
column_of = GRID.column_of
CELLS = GRID.cells
CELL_SET = frozenset(CELLS)
COLUMN_CELLS = tuple(tuple(GRID.column(c)) for c in range(1, COLUMNS + 1))  # each top row first
# (Worked out once, by the rows dealt: the solver asks for the vacancies, the
# free cells and the columns of every position it enters.)
DEALT_CELLS = tuple(tuple(p for p in CELLS if row_of(p) <= dealt) for dealt in range(ROWS + 1))
DEALT_COLUMNS = tuple(tuple(column[:dealt] for column in COLUMN_CELLS) for dealt in range(ROWS + 1))
BLOCKED = no("The card below blocks this one")


def is_cell(pile: str) -> bool:
    return pile in CELL_SET


class TheBlockade(Game):
    id = "the_blockade"
    action_help = (
        ("deal_row", "fill every vacancy from the pack, then deal the next row of twelve"),
        ("refill", "fill every vacancy from the pack, higher rows first"),
    )
    title = "The Blockade"
    packs = 2
    description = "Two packs dealt in rows of twelve, each row blocking the one above; marry down in suit."
    options = (
        Option(
            AT_ONCE,
            "Refill each vacancy at once",
            "Every vacancy is refilled from the pack straight after the move that made it, "
            "so no card above it is ever released while the pack lasts.",
        ),
    )

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), ROWS_DEALT: (0, ROWS)}

    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in CELLS}
        roles.update({p: FOUNDATION for p in FOUNDATIONS})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if is_cell(pile):
            return f"row {row_of(pile)}, column {column_of(pile)}"
        return "a foundation" if pile in FOUNDATIONS else "the pack"

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{ROWS_DEALT: 0})
        cards = self.shuffled_deck(deal)
        lay_pack(state, cards)  # the first card dealt is the top
        self.deal_row(Tx(state))
        return state

    def deal_row(self, tx: Tx) -> None:
        """Deal the next row, left to right; an ace goes up as it appears and
        the next card takes its place."""
        state = tx.state
        row = state.counters[ROWS_DEALT] + 1
        tx.set(ROWS_DEALT, row)
        for column in range(1, COLUMNS + 1):
            self.lay(tx, cell(row, column))

    def lay(self, tx: Tx, place: str) -> None:
        """Fill an empty cell from the pack. An ace goes up as it appears and
        the next card takes its place, whether a row is dealt or a vacancy
        refilled (else a refill could bury an ace before it could be played)."""
        state = tx.state
        while state.piles["stock"] and state.is_empty(place):
            tx.move("stock", place, 1, face_up=True)
            if state.top(place).rank == 1:
                home = next(f for f in FOUNDATIONS if state.is_empty(f))
                tx.move(place, home, 1)

    # -- vacancies ------------------------------------------------------------
    def vacancies(self, state: State) -> list[str]:
        """Empty cells of the rows dealt, highest row first, left to right."""
        piles = state.piles
        return [p for p in DEALT_CELLS[state.counters[ROWS_DEALT]] if not piles[p]]

    def refill_vacancies(self, tx: Tx) -> None:
        for place in self.vacancies(tx.state):
            self.lay(tx, place)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # An ace goes to the next empty foundation, whichever that is, and
        # every foundation then builds alike.
        return (tuple(FOUNDATIONS),)

    def solver_dead_end(self, state: State) -> bool:
        """A column's cells, read from the top row down, form one stack:
        only the lowest cell's top card is free, and every card laid there
        (a marriage, a refill, a new row) comes on top; a card leaves only
        home or onto the card one above it in suit, never into a vacancy,
        and the pack's cards may come anywhere. Cards that wait on one
        another across the columns (blocks.tangled: a card above both
        copies of a lower card of its suit and of the card it could marry,
        the simplest case) are lost."""
        piles = state.piles
        # (No card lies below the rows dealt: a row is dealt, or refilled, or married onto.)
        stacks = [[c for p in column for c in piles[p]] for column in DEALT_COLUMNS[state.counters[ROWS_DEALT]]]
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), self.packs), ACE_TO_KING)
        return tangled(stacks, piles["stock"], face_number, home, one_above)

    # -- the two questions --------------------------------------------------
    def is_free(self, state: State, pile: str) -> bool:
        """Nothing lies below the cell: every lower cell of its column is
        empty ("no others below them"), not just the next one."""
        return GRID.is_free(state, pile)

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in CELL_SET:  # (first: asked of every card on the table)
            if state.piles[pile] and not self.is_free(state, pile):
                return BLOCKED
            return top_card_only(state, pile, count)
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to deal the next row")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS:
            return UP_FROM_ACE.accepts(state.piles[dst], card)
        if not is_cell(dst):
            return no("Cards cannot be put there")
        onto = state.top(dst)
        if onto is None:
            return TO_VACANCY
        verdict = marriage(card, onto)
        if verdict and not self.is_free(state, dst):
            return no("The %1 is blocked by the card below it", onto)
        return verdict

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the free cells whose top card it may marry."""
        card = state.piles[src][-1]
        cells = topped_by(state, self.free_cells(state), marriage_onto(card))
        return in_pile_order(state, [*cells, *wanting(state, FOUNDATIONS, UP_FROM_ACE, card)])

    def free_cells(self, state: State) -> tuple[str, ...]:
        """The cells whose top card is free: each column's lowest cell
        holding a card (kept for the position: every free card asks)."""
        return remembered(state, (self.id, "free"), lambda: self._free_cells(state))

    @staticmethod
    def _free_cells(state: State) -> tuple[str, ...]:
        piles, free = state.piles, []
        for column in DEALT_COLUMNS[state.counters[ROWS_DEALT]]:
            for place in reversed(column):
                if piles[place]:
                    free.append(place)
                    break
        return tuple(free)

    # -- the pack -------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"]:
            return []
        moves = [Move(DEAL_ROW, "stock")]
        if self.vacancies(state):
            moves.append(Move(REFILL))
        return moves

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind in (DEAL_ROW, REFILL, "deal") and not state.piles["stock"]:
            return no("The pack is used up; vacancies stay empty")
        if move.kind == REFILL and not self.vacancies(state):
            return no("There are no vacancies to refill")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == REFILL:
            self.refill_vacancies(tx)
        elif move.kind == DEAL_ROW:
            self.refill_vacancies(tx)
            if state.piles["stock"]:
                self.deal_row(tx)
        else:
            super().perform(state, move, tx)

    def settle(self, state: State, tx: Tx) -> None:
        if self.option(state, AT_ONCE):
            self.refill_vacancies(tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REFILL:
            return move_text("Refill")
        if move.kind == DEAL_ROW:
            row = state.counters[ROWS_DEALT] + 1
            return (
                move_text("Refill, then deal row %1", row) if self.vacancies(state) else move_text("Deal row %1", row)
            )
        return super().describe(state, move)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # A card stays wanted on the table only as a partner for the card one
        # lower of its suit: once both copies of that are home, it may go up.
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src in FOUNDATIONS:
            return False
        if not self.can_drop(state, move.src, move.count, move.dst):
            return False
        card = state.top(move.src)
        return card.rank == 1 or all_played(state, FOUNDATIONS, [(card.suit, card.rank - 1)], self.packs)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        shown: dict[str, int | str] = {ROWS_DEALT: state.counters[ROWS_DEALT]}
        if state.piles["stock"] and self.vacancies(state):
            shown["vacancies"] = len(self.vacancies(state))
        return shown
