"""The Kings (rules card: rulebook/games/the_kings.md).

Two packs. The eight aces stand in two columns, the two aces of one suit side
by side in each of four rows; every foundation builds up to the king
regardless of suit. Columns of four are dealt alternately left and right,
moving outward, so each row has a left and a right row-line: a pile whose
bottom card lies at its inner end, by the aces, and whose top card is the
outside card. While the pack lasts a card may go only to a foundation of its
own row (one turning up that fits is played at once and its place refilled);
afterwards outside cards go to any foundation or onto one another, one rank
up or down in any suit, and an emptied row-line is a lane for any card.
"""

from __future__ import annotations

from ..blocks import (
    FoundationRule,
    all_played,
    empty_among,
    in_pile_order,
    lane_takes,
    lay_pack,
    moving,
    one_apart,
    one_apart_onto,
    outside_card_only,
    shift_leads_nowhere,
    topped_by,
    wanting,
)
from ..cards import ACE, Card, Suit
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, Game, Option
from ..state import State

ROWS = (1, 2, 3, 4)
ROW_SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)  # the aces' rows, top down, as the plate
SIDES = ("l", "r")
LINES = [f"{side}{row}" for side in SIDES for row in ROWS]  # l1..l4, r1..r4
FOUNDATIONS = [f"f{n}" for n in range(1, 9)]  # f1 f2 in row 1, f3 f4 in row 2, ...
UP_REGARDLESS_OF_SUIT = FoundationRule(direction=1, first=ACE, length=13, any_suit=True)
MOST_COLUMNS = 24  # 96 cards in columns of four; played cards are replaced from the pack
COLUMNS = "columns_dealt"
WHOLE_ROW = "opt_lane_whole_row"  # rules card, reading 3's option


def row_of(pile: str) -> int:
    """The horizontal line a row-line or foundation lies in."""
    number = int(pile[1:])
    return (number + 1) // 2 if pile in FOUNDATIONS else number


def row_foundations(row: int) -> list[str]:
    return [f"f{2 * row - 1}", f"f{2 * row}"]


def side_columns(state: State, side: str) -> int:
    """Columns dealt so far on ``side``: L1, R1, L2, R2, ..."""
    dealt = state.counters[COLUMNS]
    return (dealt + 1) // 2 if side == "l" else dealt // 2


def other_side(line: str) -> str:
    return ("r" if line.startswith("l") else "l") + line[1:]


def dealing(state: State) -> bool:
    """Is the deal still going on (the pack not yet exhausted)?"""
    return bool(state.piles["stock"])


class TheKings(Game):
    id = "the_kings"
    title = "The Kings"
    packs = 2
    action_help = (
        (
            "deal",
            "deal the next column of four, one card to each row, left and right in turn; a card that fits a "
            "foundation of its own row goes there at once and the next card takes its place",
        ),
    )
    options = (
        Option(
            WHOLE_ROW,
            "A lane needs the whole row empty",
            "An emptied line takes a card only when the line on the other side of the aces is empty too.",
        ),
    )
    description = "Two packs: eight aces in the centre build to kings regardless of suit; rows grow out on both sides."

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), COLUMNS: (0, MOST_COLUMNS)}

    def pile_roles(self) -> dict[str, str]:
        roles = {line: TABLEAU for line in LINES}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in FOUNDATIONS:
            return f"a foundation of row {row_of(pile)}"
        if pile in LINES:
            side = "left" if pile.startswith("l") else "right"
            return f"{side} row {row_of(pile)}"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """The aces by rows as the plate shows them; the other 96 cards,
        shuffled, make the pack. No column is dealt yet."""
        state = self.empty_state(deal, **{COLUMNS: 0})
        for row, suit in zip(ROWS, ROW_SUITS, strict=True):
            for pack, pile in enumerate(row_foundations(row)):
                state.piles[pile].append(Card(suit, ACE, pack))
        rest = [card for card in self.shuffled_deck(deal) if card.rank != ACE]
        lay_pack(state, rest)
        return state

    def actions(self, state: State) -> list[Move]:
        return [Move(DEAL, "stock")] if dealing(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not dealing(state):
            return no("The pack is used up: the deal is complete")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            tx.set(COLUMNS, state.counters[COLUMNS] + 1)  # settle lays its four cards
            return
        super().perform(state, move, tx)

    def settle(self, state: State, tx: Tx) -> None:
        """While the pack lasts, every place of the newest columns holds a
        card: a new column's four, top row first, and a place emptied by a
        play are dealt at once. A card that fits a foundation of its own row
        as it turns up is played there at once."""
        for side in SIDES:
            wanted = side_columns(state, side)
            for row in ROWS:
                line = f"{side}{row}"
                while state.size(line) < wanted and dealing(state):
                    tx.move("stock", line, 1, face_up=True)
                    card = state.top(line)
                    home = next((f for f in row_foundations(row) if self.accepts(state, f, card)), None)
                    if home is not None:
                        tx.move(line, home)

    def accepts(self, state: State, foundation: str, card: Card) -> Verdict:
        return UP_REGARDLESS_OF_SUIT.accepts(state.piles[foundation], card)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "stock":
            return no("Click the pack to deal the next column")
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        return outside_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst == "stock":
            return no("Cards cannot be put back on the pack")
        if dst in FOUNDATIONS:
            if dealing(state) and row_of(src) != row_of(dst):
                return no("During the deal a card may go only to a foundation of its own row")
            return self.accepts(state, dst, card)
        if dealing(state):
            return no("No cards are placed on the rows until the deal is complete")
        onto = state.top(dst)
        if onto is None:
            if self.option(state, WHOLE_ROW) and not state.is_empty(other_side(dst)):
                return no("A lane opens only when both sides of its row are empty")
            return lane_takes(card, place="row")
        return one_apart(card, onto)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the rows whose outside card is one
        rank from it, and the empty rows."""
        card = state.piles[src][-1]
        rows = [*topped_by(state, LINES, one_apart_onto(card)), *empty_among(state, LINES)]
        return in_pile_order(state, [*rows, *wanting(state, FOUNDATIONS, UP_REGARDLESS_OF_SUIT, card)])

    # -- advice -------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """Safe once all eight cards a rank lower are up: nothing else could
        want to rest on the card, and a card a rank higher can follow it."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src not in LINES:
            return False
        card = state.top(move.src)
        if card is None or not self.can_drop(state, move.src, 1, move.dst):
            return False
        lower = [(suit, card.rank - 1) for suit in Suit]
        return card.rank == 2 or all_played(state, FOUNDATIONS, lower, self.packs)

    def is_idle(self, state: State, move: Move) -> bool:
        """Building up and down in any suit lets cards shift for ever: a shift
        is idle when no series of them can bring a card to a foundation."""
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            side = "left" if side_columns(state, "l") == side_columns(state, "r") else "right"
            return f"Deal a column on the {side}"
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {COLUMNS: state.counters[COLUMNS]} if dealing(state) else {}
