"""The Labyrinth (rules card: rulebook/games/the_labyrinth.md).

Two packs. Four aces and four kings are taken out as foundations; the rest
is dealt in rows of ten, one under another, on the player's word, each card
keeping its own (row, column) place. A card is available when it is free
from the top or from the bottom of its column. Only the vacancies of the
row last dealt may be filled, from the talon or by turning the next card of
the pack; a turned card not wanted lies on the talon. Once the pack is out,
one card of the tableau may be taken as the "grace".
"""

from __future__ import annotations

from collections.abc import Mapping

from ..blocks import (
    AcesUpKingsDown,
    CellGrid,
    HomeOrder,
    deal_next_row,
    face_number,
    in_order,
    lay_pack,
    moving,
    remembered,
    sent_home_alone,
    tangled_both_ends,
    tangled_but_for_one,
    top_card_only,
    turn_card,
    untying_cards,
    wanting,
    withdraw,
)
from ..cards import Card, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import move_text

COLUMNS = 10
GRID = CellGrid(rows=11, columns=COLUMNS)  # 104 cards (Note 1's way) make at most eleven rows
CELLS = GRID.cells
CELL_SET = frozenset(CELLS)
SUITS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
ACE_PILES = ("a1", "a2", "a3", "a4")
KING_PILES = ("k1", "k2", "k3", "k4")
FOUNDATIONS = AcesUpKingsDown(up=ACE_PILES, down=KING_PILES)
GRACE = "grace"
ROWS_DEALT = "rows_dealt"
ROW_LENGTH = "row_length"  # cards dealt into the last row (a short last row's vacancies)
GRACES_LEFT = "graces_left"
NEXT_ROW = "deal_row"
AS_THEY_COME = "opt_bases_as_they_come"  # rules card, reading 5 (the book's Note 1)
NO_TALON = "opt_no_talon"  # rules card, reading 1's other reading: a turned card must fill a vacancy
FOUNDATIONS_IN_ORDER = ACE_PILES + KING_PILES  # as pile_roles lists them
BLOCKED = no("This card is covered above and below in its column")
# A foundation's ranks in turn, for blocks.in_order: a rising pile's next rank
# r + 1 at place r, a falling pile's d - 1 at place 27 - d (a rising pile read
# on past its king, and a pile not begun read from its ace or its king, take
# more than they can: which only makes the dead end fire less).
UP_AND_BACK = (*range(1, 14), *range(13, 0, -1))
COLUMN_CELLS = tuple(tuple(GRID.column(column)) for column in range(1, COLUMNS + 1))  # each column's, top row first


_HOME_ORDERS: dict[tuple, HomeOrder] = {}


def _home_order(places: dict[int, list[int]]) -> HomeOrder:
    """in_order of the foundations' next places, made once for each set of
    places (a search meets the same few again and again)."""
    key = tuple((suit, tuple(starts)) for suit, starts in places.items())
    home = _HOME_ORDERS.get(key)
    if home is None:
        if len(_HOME_ORDERS) > 5000:
            _HOME_ORDERS.clear()
        home = _HOME_ORDERS[key] = in_order(places, UP_AND_BACK)
    return home


def open_cells(state: State) -> frozenset[str]:
    """The cells whose card is free from the top or the bottom of its
    column (GRID.open_in_column of each): each column's highest and lowest
    card (the holes between do not matter)."""
    piles = state.piles
    found = []
    for cells in COLUMN_CELLS:
        full = [cell for cell in cells if piles[cell]]
        if full:
            found += (full[0], full[-1])
    return frozenset(found)


class TheLabyrinth(Game):
    id = "the_labyrinth"
    title = "The Labyrinth"
    packs = 2
    spaces_fillable = False  # a hole is filled only in the last row, from the talon or the pack
    description = "Two packs dealt in rows of ten that keep their holes; a card plays when free at either end."
    action_help = (
        (DEAL, "turn the next card of the pack onto the talon, to fill a vacancy of the last row"),
        (NEXT_ROW, "deal the next row of ten under the tableau"),
    )
    options = (
        Option(
            AS_THEY_COME,
            "Foundations as they come",
            "The aces and kings are not taken out first: the first ace and king of each suit to come "
            "free begin its foundations.",
        ),
        Option(
            NO_TALON,
            "No talon",
            "A card turned from the pack must go into a vacancy of the last row (or to a foundation) "
            "before another is turned or the next row dealt.",
        ),
    )

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {
            **super().counter_ranges(),
            ROWS_DEALT: (0, GRID.rows),
            ROW_LENGTH: (0, COLUMNS),
            GRACES_LEFT: (0, 1),
        }

    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in FOUNDATIONS_IN_ORDER}
        roles.update({p: TABLEAU for p in CELLS})
        roles.update({"stock": STOCK, "waste": WASTE, GRACE: RESERVE})
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in CELL_SET:
            return f"row {GRID.row_of(pile)}, column {GRID.column_of(pile)}"
        if pile in KING_PILES:
            return "a king foundation"
        if pile in ACE_PILES:
            return "an ace foundation"
        return "the grace" if pile == GRACE else super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        return self.lay_out(deal, withdrawn=True)

    def new_state(self, deal: int, options: Mapping[str, bool] | None = None) -> State:
        if not self.chosen_options(options)[AS_THEY_COME]:
            return super().new_state(deal, options)
        state = self.lay_out(deal, withdrawn=False)
        for key, on in self.chosen_options(options).items():
            state.counters[key] = int(on)
        return state

    def lay_out(self, deal: int, withdrawn: bool) -> State:
        state = self.empty_state(deal, **{ROWS_DEALT: 0, ROW_LENGTH: 0, GRACES_LEFT: 1})
        cards = self.shuffled_deck(deal)
        if withdrawn:
            bases = withdraw(cards, [(suit, rank) for rank in (1, 13) for suit in SUITS])
            for pile, card in zip(ACE_PILES + KING_PILES, bases, strict=True):
                state.piles[pile].append(card)
        lay_pack(state, cards)
        self.deal_row(Tx(state))
        return state

    def deal_row(self, tx: Tx) -> None:
        row = deal_next_row(tx, GRID)
        tx.set(ROW_LENGTH, sum(1 for p in GRID.row(row) if tx.state.piles[p]))

    # -- what is free -----------------------------------------------------------
    def is_available(self, state: State, pile: str) -> bool:
        """A cell's card is free at the top or the bottom of its column."""
        return pile in remembered(state, (self.id, "open"), lambda: open_cells(state))

    def lift_counts(self, state: State, pile: str) -> tuple[int, ...]:
        """A cell's card may be lifted when it is free, or as the grace (its
        candidates named without asking can_lift of every covered cell)."""
        if pile in CELL_SET and state.piles[pile] and not self.is_available(state, pile) and not self.grace_open(state):
            return ()
        return super().lift_counts(state, pile)

    def vacancies(self, state: State) -> list[str]:
        """The holes of the row dealt last (a short last row: of the places dealt)."""
        row = state.counters[ROWS_DEALT]
        if not row:
            return []
        return [p for p in GRID.row(row)[: state.counters[ROW_LENGTH]] if not state.piles[p]]

    def card_in_hand(self, state: State) -> bool:
        """With no talon: is a card turned from the pack still waiting to be placed?"""
        return self.option(state, NO_TALON) and bool(state.piles["waste"])

    def grace_open(self, state: State) -> Verdict:
        if state.piles["stock"]:
            return no("The grace is taken only once the pack is used up")
        if state.counters.get(GRACES_LEFT, 0) <= 0:
            return no("The grace has already been taken")
        return YES

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # The foundations are laid from the deal, or begun as the cards come on
        # any empty pile of their row; each builds alone, and no rule names an
        # ace pile or a king pile.
        return (ACE_PILES, KING_PILES)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card, or deal the next row")
        if pile in CELL_SET and state.piles[pile] and not self.is_available(state, pile) and not self.grace_open(state):
            return BLOCKED
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst == GRACE:
            if src not in CELL_SET:
                return no("The grace is a card of the tableau")
            return self.grace_open(state)
        if src in CELL_SET and not self.is_available(state, src):
            return BLOCKED
        if dst in FOUNDATIONS.piles:
            return FOUNDATIONS.accepts(state, dst, card)
        if dst in CELL_SET:
            if state.piles[dst]:
                return no("Nothing is built on the tableau: cards go only to the foundations")
            if src != "waste":
                return no("A vacancy is filled only from the talon or the pack")
            if dst not in self.vacancies(state):
                return no("Only the vacancies of the last row dealt can be filled")
            return YES
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """Cards go only to the foundations, the grace, and (from the talon)
        the vacancies of the last row: those, in the piles' order; of the
        foundations, only those wanting the card's face next (blocks.wanting),
        and the grace only while it may be taken."""
        homes = wanting(state, FOUNDATIONS_IN_ORDER, FOUNDATIONS.rule, state.piles[src][-1])
        holes = self.vacancies(state) if src == "waste" else []
        grace = [GRACE] if src in CELL_SET and self.grace_open(state) else []
        return [*homes, *holes, *grace]

    # -- the pack -------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"] or self.card_in_hand(state):
            return []
        turn = [Move(DEAL, "stock", "waste")] if self.vacancies(state) else []
        return [*turn, Move(NEXT_ROW)]

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind in (DEAL, NEXT_ROW) and not state.piles["stock"]:
            return no("The pack is used up")
        if move.kind in (DEAL, NEXT_ROW) and self.card_in_hand(state):
            return no("Put the card just turned into a vacancy of the last row first")
        if move.kind == DEAL and not self.vacancies(state):
            return no("A card is turned only to fill a vacancy of the last row: deal the next row")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            turn_card(tx, "stock", "waste")
        elif move.kind == NEXT_ROW:
            self.deal_row(tx)
        else:
            super().perform(state, move, tx)
            if move.dst == GRACE:
                tx.set(GRACES_LEFT, 0)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == NEXT_ROW:
            return move_text("Deal row %1", state.counters[ROWS_DEALT] + 1)
        if move.kind == MOVE and move.dst == GRACE:
            return move_text("Take the %1 as the grace", state.top(move.src))
        return super().describe(state, move)

    # -- the solver -------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """Once the pack and the grace are used, a card leaves its column
        only for home, from either end: cards across the columns that wait
        on one another are lost (blocks.tangled_both_ends; the talon's and
        the grace's cards counted free to go home). With the grace still to
        take, they are lost if they wait on one another whichever card is
        taken as the grace (blocks.tangled_but_for_one). While the pack
        holds cards, its cards are counted free too: a row dealt or a hole
        filled only lays cards at a column's lower end, covering more, and
        the grace comes later, so a knot now is a knot then."""
        lines, others, home = self.knot_parts(state)
        if state.counters.get(GRACES_LEFT, 0):
            return tangled_but_for_one(lines, others, face_number, home)
        return tangled_both_ends(lines, others, face_number, home)

    def knot_parts(self, state: State) -> tuple[list[list[Card]], list[Card], HomeOrder]:
        """What the knots are read from: the columns' cards, each from the
        top row down; the pack's, the talon's and the grace's; the
        foundations' order."""
        piles = state.piles
        places: dict[int, list[int]] = {suit: [] for suit in range(4)}
        for kin, fresh in ((ACE_PILES, 0), (KING_PILES, 12)):
            for pile in kin:
                cards = piles[pile]
                if not cards:
                    for starts in places.values():
                        starts.append(fresh)
                else:
                    places[face_number(cards[0]) // 16].append(
                        cards[-1].rank if kin is ACE_PILES else 27 - cards[-1].rank
                    )
        lines = [[piles[cell][-1] for cell in cells if piles[cell]] for cells in COLUMN_CELLS]
        return lines, [*piles["stock"], *piles["waste"], *piles[GRACE]], _home_order(places)

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: the grace taken on a card whose setting
        aside leaves the columns in a knot (blocks.untying_cards: the
        position it leads to is one solver_dead_end calls dead)."""
        if move.kind == MOVE and move.dst == GRACE:
            untying = remembered(state, (self.id, "untying"), lambda: self.untying(state))
            if untying is not None and state.top(move.src) not in untying:
                return True
        return super().solver_prunes(state, move)

    def untying(self, state: State) -> frozenset[Card] | None:
        lines, others, home = self.knot_parts(state)
        cards = untying_cards(lines, others, face_number, home)
        return None if cards is None else frozenset(cards)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """Nothing is built off the foundations: a card sent home with no
        other place to go, its twin home already, costs nothing
        (blocks.sent_home_alone)."""
        return sent_home_alone(self, state, move, FOUNDATIONS)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        shown: dict[str, int | str] = {ROWS_DEALT: state.counters[ROWS_DEALT]}
        if state.piles["stock"] and self.vacancies(state):
            shown["vacancies"] = len(self.vacancies(state))
        if not state.piles["stock"]:
            shown[GRACES_LEFT] = state.counters[GRACES_LEFT]
        return shown
