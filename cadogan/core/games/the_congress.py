"""The Congress (rules card: rulebook/games/the_congress.md).

Two packs. The eight aces are taken out as foundations (up in suit to the
kings). Four help cards lie in a line; above them the rivers: eight columns,
dealt a row of eight at a time, each row covering the one before. Building
is done on the helps only, down in suit, with river cards or other helps'
top cards. While the pack lasts, vacancies are refilled from it in a fixed
order before the next row; once it is used up, up to eight helps may be
begun with river cards.
"""

from __future__ import annotations

from ..blocks import (
    FoundationRule,
    empty_among,
    in_pile_order,
    lowest_card_only,
    marriage,
    marriage_onto,
    moving,
    no_partner_left,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import ACE
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, Game
from ..state import State

FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
RIVERS = [f"r{i}" for i in range(1, 9)]
HELPS = [f"h{i}" for i in range(1, 9)]
FIRST_HELPS = HELPS[:4]  # the four dealt at the start; the others wait for the pack to be used up
UP_FROM_ITS_ACE = FoundationRule(direction=1, first=None)
DOWN_IN_SUIT = (-1,)
DEAL_ROW = "deal_row"
ROWS = "rows_dealt"  # counter: rows dealt on the rivers so far
MOST_ROWS = 12  # 84 cards after the first row: ten rows of eight and one of four


class TheCongress(Game):
    id = "the_congress"
    title = "The Congress"
    packs = 2
    action_help = (
        ("deal", "lay the top card of the pack in the next vacancy"),
        ("deal_row", "deal the next row of eight across the rivers"),
    )
    description = "Two packs; rivers dealt row on row feed four helps that build down; eight aces build up."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({r: TABLEAU for r in RIVERS})
        roles.update({h: RESERVE for h in HELPS})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in RIVERS:
            return f"river {pile[1:]}"
        if pile in HELPS:
            return f"help {pile[1:]}"
        if pile in FOUNDATIONS:
            return "foundation"
        return "pack"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), ROWS: (1, MOST_ROWS)}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{ROWS: 1})
        cards = self.shuffled_deck(deal)  # cards[0] is the top of the pack
        aces = [card for card in cards if card.rank == ACE]
        state.piles.update({f: [ace] for f, ace in zip(FOUNDATIONS, aces, strict=True)})
        rest = [card for card in cards if card.rank != ACE]
        for pile, card in zip(FIRST_HELPS + RIVERS, rest, strict=False):
            state.piles[pile] = [card]
        stock = rest[len(FIRST_HELPS) + len(RIVERS) :]
        state.piles["stock"] = list(reversed(stock))
        state.face_down.update(stock)
        return state

    # -- vacancies --------------------------------------------------------------
    @staticmethod
    def next_vacancy(state: State) -> str | None:
        """The place the pack fills next: river vacancies, the uppermost row
        first and left to right, then the first four helps; None when nothing
        is vacant or the pack is used up."""
        if not state.piles["stock"]:
            return None
        rows = state.counters[ROWS]
        gaps = [(state.size(r) + 1, i) for i, r in enumerate(RIVERS) if state.size(r) < rows]
        if gaps:
            return RIVERS[min(gaps)[1]]
        return next((h for h in FIRST_HELPS if state.is_empty(h)), None)

    def vacancy_title(self, state: State, pile: str) -> str:
        if pile in RIVERS:
            return f"row {state.size(pile) + 1} of {self.pile_title(pile)}"
        return self.pile_title(pile)

    # -- the two questions ----------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to deal from it")
        if pile in RIVERS:
            return lowest_card_only(state, pile, count)
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS:
            return UP_FROM_ITS_ACE.accepts(state.piles[dst], card)
        if dst in RIVERS:
            if src in HELPS:
                return no("Help cards may not go onto the rivers")
            return no("River cards marry only onto the helps")
        if dst not in HELPS:
            return no("Cards cannot be put there")
        onto = state.top(dst)
        if onto is not None:
            return marriage(card, onto, DOWN_IN_SUIT)
        if state.piles["stock"]:
            if dst in FIRST_HELPS:
                return no("While the pack lasts, an empty help is refilled from the pack")
            return no("More helps may be begun once the pack is used up")
        if src not in RIVERS:
            return no("A new help is begun with a card from the rivers")
        return YES

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the helps whose card it may
        marry, and the empty helps."""
        card = state.piles[src][-1]
        helps = [*topped_by(state, HELPS, marriage_onto(card, DOWN_IN_SUIT)), *empty_among(state, HELPS)]
        return in_pile_order(state, [*wanting(state, FOUNDATIONS, UP_FROM_ITS_ACE, card), *helps])

    # -- the pack -------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"]:
            return []
        due = self.next_vacancy(state)
        return [Move(DEAL, "stock", due)] if due else [Move(DEAL_ROW, "stock")]

    def check(self, state: State, move: Move) -> Verdict:
        verdict = super().check(state, move)
        if verdict or move.kind not in (DEAL, DEAL_ROW):
            return verdict
        if not state.piles["stock"]:
            return no("The pack is used up")
        due = self.next_vacancy(state)
        if move.kind == DEAL_ROW:
            return no(f"Fill the vacancies first: {self.vacancy_title(state, due)} comes next")
        if due is None:
            return no("Nothing is vacant: deal the next row")
        return no(f"Fill the vacancies in order: {self.vacancy_title(state, due)} comes first")

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            tx.move("stock", move.dst, 1, face_up=True)
        elif move.kind == DEAL_ROW:
            for river in RIVERS:
                if state.piles["stock"]:
                    tx.move("stock", river, 1, face_up=True)
            tx.set(ROWS, state.counters[ROWS] + 1)
        else:
            super().perform(state, move, tx)

    # -- advice ---------------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or move.dst not in FOUNDATIONS:
            return False
        return no_partner_left(state, state.top(move.src), DOWN_IN_SUIT, FOUNDATIONS, self.packs)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL and move.dst:
            return f"Fill {self.vacancy_title(state, move.dst)} from the pack"
        if move.kind == DEAL_ROW:
            return "Deal the next row of the rivers"
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {}
