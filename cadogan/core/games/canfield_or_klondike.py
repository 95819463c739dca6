"""Canfield or Klondike: the game now called Klondike, one card at a time,
played for counters (rules card: rulebook/games/canfield_or_klondike.md)."""

from __future__ import annotations

from collections.abc import Iterable

from ..blocks import (
    ACE_TO_KING,
    ALTERNATE,
    FoundationRule,
    PackGame,
    PackToTalon,
    alternate_sequence,
    empty_among,
    in_pile_order,
    lane_takes,
    lay_pack,
    moving,
    never_all_home,
    on_foundations,
    sequence_onto,
    topped_by,
    wanting,
)
from ..cards import ACE, KING, Card, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State

UP_FROM_ACE = FoundationRule(direction=1, first=ACE)
COLUMNS = 7
PRICE = 52  # counters paid for the pack
PAY = 5  # counters received for each card on a foundation
PACK = PackToTalon()  # gone through once: no re-deal
FOUNDATIONS = ("f1", "f2", "f3", "f4")
COLUMN_IDS = tuple(f"t{i}" for i in range(1, COLUMNS + 1))


# For blocks.never_all_home, by a card's ident (Card.ident): the two cards
# it may be laid on (one rank higher, the other colour; a king: none), and
# the card that goes home before it (one rank lower in suit; an ace: none).
ONTO_IDENTS: dict[int, tuple[int, ...]] = {
    Card(suit, rank).ident: tuple(Card(other, rank + 1).ident for other in Suit if other.colour != suit.colour)
    if rank < KING
    else ()
    for suit in Suit
    for rank in range(1, KING + 1)
}
AFTER_IDENTS: dict[int, int] = {
    Card(suit, rank).ident: Card(suit, rank - 1).ident if rank > ACE else -1 for suit in Suit for rank in range(1, 14)
}


def _kings_take_spaces(card: Card, _from_talon: bool) -> bool:
    return card.rank == KING


def never_all_home_here(state: State) -> bool:
    """blocks.never_all_home for Klondike: the waste and the pack, the seven
    columns (their face-down cards under the face-up run), spaces taking
    kings from anywhere."""
    piles, down = state.piles, state.face_down
    columns = []
    for column in COLUMN_IDS:
        cards = piles[column]
        hidden = 0
        for card in cards:
            if card not in down:
                break
            hidden += 1
        columns.append((cards, hidden))
    homes = [card for foundation in FOUNDATIONS for card in piles[foundation]]
    return never_all_home(
        piles["waste"], piles["stock"], columns, homes, ONTO_IDENTS, AFTER_IDENTS, _kings_take_spaces, 52
    )


class CanfieldOrKlondike(PackGame, Game):
    pack = PACK
    id = "canfield_or_klondike"
    action_help = (("deal", "turn the top card of the pack onto the talon"),)
    title = "Canfield or Klondike"
    description = "Seven columns, red on black; turn the stock once, one card at a time, and play for counters."

    def column_ids(self) -> list[str]:
        return list(COLUMN_IDS)

    def foundation_ids(self) -> list[str]:
        return list(FOUNDATIONS)

    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in self.foundation_ids()}
        roles.update({t: TABLEAU for t in self.column_ids()})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any column takes a king into a space and any foundation an ace, and
        # no rule names a column or foundation: the solver counts positions
        # that differ only in which column (foundation) holds what as one.
        return (tuple(self.column_ids()), tuple(self.foundation_ids()))

    def solver_pack_turn(self) -> Move:
        # The columns' and foundations' rules never look at the stock or the
        # waste, and nothing settles from them: a turn commutes with every
        # move that does not take the waste's card.
        return Move(DEAL, PACK.stock, PACK.waste)

    def pile_title(self, pile: str) -> str:
        if pile.startswith("f"):
            return "foundation"
        if pile.startswith("t"):
            return f"column {pile[1:]}"
        return "stock" if pile == "stock" else "waste"

    # -- the deal ---------------------------------------------------------------
    def deal_layout(self, deal: int) -> State:
        """The layout as dealt, before the aces showing are moved (Check 1)."""
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        columns = self.column_ids()
        # Row r: one card face up on column r, then face down to its right.
        for row in range(COLUMNS):
            for col in range(row, COLUMNS):
                card = cards.pop(0)
                state.piles[columns[col]].append(card)
                if col != row:
                    state.face_down.add(card)
        lay_pack(state, cards)
        return state

    def deal(self, deal: int) -> State:
        state = self.deal_layout(deal)
        self.move_opening_aces(state, Tx(state))
        return state

    def move_opening_aces(self, state: State, tx: Tx) -> None:
        """Pick out every ace showing, turning up the card beneath each, until
        no ace shows (an ace turned up this way is showing too)."""
        moved = True
        while moved:
            moved = False
            for column in self.column_ids():
                top = state.top(column)
                if top is not None and top.rank == ACE and state.is_up(top):
                    empty = next(f for f in self.foundation_ids() if not state.piles[f])
                    tx.move(column, empty)
                    self.settle(state, tx)
                    moved = True

    # -- availability -------------------------------------------------------------
    def face_up_run(self, state: State, pile: str) -> int:
        """How many face-up cards lie at the bottom of a column."""
        count = 0
        for card in reversed(state.piles[pile]):
            if card in state.face_down:
                break
            count += 1
        return count

    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        if pile.startswith("t"):
            run = self.face_up_run(state, pile)
            return sorted({1, run}) if run else ()
        if pile == "waste" and state.piles[pile]:
            return (1,)
        return ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile.startswith("f"):
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the stock to turn a card")
        if not state.piles[pile]:
            return no("There is no card there")
        if pile == "waste":
            return YES if count == 1 else no("Only the top card of the waste can be used")
        run = self.face_up_run(state, pile)
        if count > run:
            return no("Face-down cards cannot be moved")
        if count not in (1, run):
            return no("The face-up cards of a column move all together or not at all")
        return YES

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        if dst in ("stock", "waste"):
            return no("Cards cannot be put back on the stock or the waste")
        group = moving(state, src, count)
        head = group[0]
        if dst.startswith("f"):
            if count != 1:
                return no("Foundations take one card at a time")
            return UP_FROM_ACE.accepts(state.piles[dst], head)
        if src.startswith("t") and count != self.face_up_run(state, src):
            return no("The face-up cards of a column move all together or not at all")
        if head.rank == ACE:
            return no("Aces go only to the foundations")
        onto = state.top(dst)
        if onto is None:
            return lane_takes(head, only=KING, place="column")
        return alternate_sequence(head, onto)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the columns whose card it may go
        on, and the empty columns."""
        head = state.piles[src][-count]
        columns = [
            *topped_by(state, COLUMN_IDS, sequence_onto(head, ACE_TO_KING, ALTERNATE)),
            *empty_among(state, COLUMN_IDS),
        ]
        return in_pile_order(state, [*wanting(state, FOUNDATIONS, UP_FROM_ACE, head), *columns])

    def settle(self, state: State, tx: Tx) -> None:
        # The moment a column's face-up cards are gone, its next card turns up.
        piles, down = state.piles, state.face_down  # (asked after every move: kept lean)
        for column in COLUMN_IDS:
            cards = piles[column]
            if cards and cards[-1] in down:
                tx.turn(cards[-1])

    # -- end of game and advice -----------------------------------------------------------
    def counters(self, state: State) -> int:
        """The player's counters: 5 for each card on a foundation, less 52."""
        return PAY * len(on_foundations(state, self.foundation_ids())) - PRICE

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {"counters": self.counters(state)}

    def is_safe(self, state: State, move: Move) -> bool:
        """Safe when nothing could ever want to be built on the card (aces
        and twos always): both cards of the other colour one rank lower are
        already up; or both of the other colour two ranks lower, and the
        other suit of the card's colour three lower. (Then each card of the
        other colour one rank lower can go up as soon as it is free, and
        never needs to hold anything: the cards of the card's colour two
        lower can go up too.)"""
        if move.kind != MOVE or not move.dst.startswith("f"):
            return False
        card = state.top(move.src)
        if card is None or card.rank <= 2:
            return True
        played = on_foundations(state, self.foundation_ids())
        other = [suit for suit in Suit if suit.colour != card.colour]
        if all(Card(suit, card.rank - 1) in played for suit in other):
            return True
        same = [suit for suit in Suit if suit.colour == card.colour and suit != card.suit]
        return all(Card(suit, card.rank - 2) in played for suit in other) and all(
            card.rank <= 3 or Card(suit, card.rank - 3) in played for suit in same
        )

    def solver_dead_end(self, state: State) -> bool:
        """The talon, never re-dealt, gives up its top card alone, and only
        home, onto a column or (a king) to a space; a column's face-down
        cards and its deepest face-up card leave it only home or at the head
        of a run laid on a card one higher of the other colour (a king: into
        a space), the cards of a run only home. Cards may hold one another,
        in one stack (a card above the card below it in suit, with both
        cards it could be laid on under it too or home) or across the
        columns and the talon: some card may never go home whatever is
        played (blocks.never_all_home)."""
        return never_all_home_here(state)

    def is_idle(self, state: State, move: Move) -> bool:
        """Besides the usual idle moves: once the stock is out, carrying a
        whole column onto another column gains nothing unless a king is
        waiting for the space (it turns nothing up and exposes no card)."""
        if super().is_idle(state, move):
            return True
        if move.kind != MOVE or state.piles["stock"]:
            return False
        if not (move.src.startswith("t") and move.dst.startswith("t")):
            return False
        if move.count != state.size(move.src):
            return False
        return not self.king_waiting(state)

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the default: carrying a whole column (nothing face down
        under it) onto another column, unless a king is waiting for the
        space. Until a king goes into the space, playing the carry later
        does as well: every other move of the line can be played first
        (the carried cards' top is as open where they lie, the covered
        card takes nothing meanwhile, and the carried run keeps its head),
        and the carry is still legal when the king comes."""
        if super().solver_prunes(state, move):
            return True
        if move.kind != MOVE or move.count != len(state.piles[move.src]):
            return False
        if not (move.src.startswith("t") and move.dst.startswith("t")):
            return False
        return not self.king_waiting(state)

    def king_waiting(self, state: State) -> bool:
        """Could a king move into an empty column now and gain something?"""
        waste = state.top("waste")
        if waste is not None and waste.rank == KING:
            return True
        for column in self.column_ids():
            run = self.face_up_run(state, column)
            if run and run < state.size(column) and state.piles[column][-run].rank == KING:
                return True
        return False
