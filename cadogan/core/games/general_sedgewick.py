"""General Sedgewick (rules card: rulebook/games/general_sedgewick.md).

Five cards form a cross; the card turned next is the first foundation and
fixes the foundation rank F for the deal. The four foundations (the corners)
build up in suit from F, wrapping from king to ace. Cross packets build down
regardless of suit; an emptied packet is filled from the pack or the talon.
"""

from __future__ import annotations

import functools

from ..blocks import (
    BASE_RANK,
    BASE_RANK_RANGE,
    SpaceFill,
    any_suit_safe,
    base_rank,
    base_rank_rule,
    base_rank_shown,
    descending_onto,
    descending_sequence,
    empty_among,
    in_pile_order,
    lay_pack,
    moving,
    never_all_home,
    rank_swap,
    too_many_runs,
    top_card_only,
    topped_by,
    turn_card,
    wanting,
)
from ..cards import KING, Card, Suit
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import PileName, move_text, refusal

CROSS = ["top", "left", "centre", "right", "bottom"]  # the deal's order
CORNERS = ["f1", "f2", "f3", "f4"]  # upper left, upper right, lower left, lower right
FROM_PACK_OR_TALON = SpaceFill(frozenset({WASTE}), refusal("An empty packet is filled only from the pack or the talon"))
# For blocks.never_all_home, by a card's ident (Card.ident): the four cards
# one rank higher it may be laid on (a king: none, the cross never wraps).
ONTO_IDENTS: dict[int, tuple[int, ...]] = {
    Card(suit, rank).ident: tuple(Card(other, rank + 1).ident for other in Suit) if rank < KING else ()
    for suit in Suit
    for rank in range(1, KING + 1)
}


@functools.lru_cache(maxsize=13)
def after_idents(first: int) -> dict[int, int]:
    """The card that goes home before each card (one rank lower in suit,
    the ace after the king), none before a card of the foundation rank."""
    return {
        Card(suit, rank).ident: -1 if rank == first else Card(suit, rank - 1 if rank > 1 else KING).ident
        for suit in Suit
        for rank in range(1, KING + 1)
    }


def wanted_next(state: State) -> set[int]:
    """The cards that may go home next (by ident): each begun corner's next
    card in suit (none once it holds 13), and the foundation-rank card of
    each suit not begun."""
    first = base_rank(state)
    begun = {state.piles[corner][0].suit: state.piles[corner] for corner in CORNERS if state.piles[corner]}
    wanted = set()
    for suit in Suit:
        pile = begun.get(suit)
        if pile is None:
            wanted.add(Card(suit, first).ident)
        elif len(pile) < 13:
            wanted.add(Card(suit, pile[-1].rank % KING + 1).ident)
    return wanted


def _from_talon(_card: Card, from_talon: bool) -> bool:
    return from_talon


CORNER_NAMES = dict(zip(CORNERS, ["upper-left", "upper-right", "lower-left", "lower-right"], strict=True))


class GeneralSedgewick(Game):
    id = "general_sedgewick"
    action_help = (("deal", "turn the top card of the pack onto the talon (a card of the base rank goes to a corner)"),)
    title = "General Sedgewick"
    description = "A cross of five packets; the first card turned after it sets the foundation rank."

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **BASE_RANK_RANGE}

    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in CROSS}
        roles.update({p: FOUNDATION for p in CORNERS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in CROSS:
            return f"the {pile} packet"
        if pile in CORNERS:
            return f"the {CORNER_NAMES[pile]} foundation"
        return super().pile_title(pile)

    def deal(self, deal: int) -> State:
        cards = self.shuffled_deck(deal)
        first = cards[len(CROSS)]
        state = self.empty_state(deal, **{BASE_RANK: first.rank})
        for pile, card in zip(CROSS, cards, strict=False):
            state.piles[pile].append(card)
        state.piles["f1"].append(first)
        rest = cards[len(CROSS) + 1 :]
        lay_pack(state, rest)
        return state

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any empty packet of the cross is filled from the pack or the talon,
        # and a card of the foundation rank goes to whichever corner is next
        # empty: the corners' order decides only where, never what, so the
        # solver counts positions that differ only in which packet (corner)
        # holds what as one.
        return (tuple(CROSS), tuple(CORNERS))

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in CORNERS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in CORNERS:
            return base_rank_rule(state).accepts(state.piles[dst], card)
        if dst in CROSS:
            onto = state.top(dst)
            if onto is None:
                return FROM_PACK_OR_TALON.accepts(self.pile_roles()[src], count)
            return descending_sequence(card, onto)
        return no("Cards cannot be put there")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The corners wanting the card, the packets of the cross whose top
        card is one rank above it, and the empty packets."""
        card = state.piles[src][-1]
        cross = [*topped_by(state, CROSS, descending_onto(card)), *empty_among(state, CROSS)]
        return in_pile_order(state, [*cross, *wanting(state, CORNERS, base_rank_rule(state), card)])

    # -- the pack -------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        return [Move(DEAL, "stock", "waste")] if state.piles["stock"] else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            return no("The pack is used up")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind != DEAL:
            return super().perform(state, move, tx)
        turn_card(tx, "stock", "waste")
        # A card of the foundation rank goes to the next empty corner at once.
        card = state.top("waste")
        corner = next((c for c in CORNERS if state.is_empty(c)), None)
        if card.rank == base_rank(state) and corner is not None:
            tx.move("waste", corner, 1)

    # -- advice ---------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """The pack is gone through once; a packet's top card leaves it only
        home or onto a packet's top card one rank higher (spaces take the
        talon's cards alone), so cards may hold one another for good: some
        card may never go home whatever is played (blocks.never_all_home).
        Once the pack is used up, while every card wanted home next lies in
        the talon, the talon's cards above them must all go onto the cross
        first: too many runs for five packets (blocks.too_many_runs)."""
        piles = state.piles
        if not piles["stock"] and too_many_runs(piles["waste"], wanted_next(state), [piles[p] for p in CROSS], 5):
            return True
        columns = [(piles[packet], len(piles[packet]) - 1) for packet in CROSS]
        homes = [card for corner in CORNERS for card in piles[corner]]
        after = after_idents(base_rank(state))
        return never_all_home(piles["waste"], piles["stock"], columns, homes, ONTO_IDENTS, after, _from_talon, 52)

    def is_safe(self, state: State, move: Move) -> bool:
        return any_suit_safe(state, move, CORNERS, self.packs, self.can_drop)

    def looks_idle(self, state: State, move: Move) -> bool:
        # Suits do not matter on the cross: a card carried from one card onto
        # another of the same rank changes nothing, unless what it uncovers
        # can then move (Game.is_idle looks).
        return super().looks_idle(state, move) or rank_swap(state, move, CROSS)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return base_rank_shown(state)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == MOVE and move.dst in CORNERS and state.is_empty(move.dst):
            return move_text("%1 starts %2", state.top(move.src), PileName(self.pile_title(move.dst)))
        return super().describe(state, move)
