"""General Sedgewick (rules card: rulebook/games/general_sedgewick.md).

Five cards form a cross; the card turned next is the first foundation and
fixes the foundation rank F for the deal. The four foundations (the corners)
build up in suit from F, wrapping from king to ace. Cross packets build down
regardless of suit; an emptied packet is filled from the pack or the talon.
"""

from __future__ import annotations

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
    rank_swap,
    top_card_only,
    topped_by,
    turn_card,
    wanting,
)
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State

CROSS = ["top", "left", "centre", "right", "bottom"]  # the deal's order
CORNERS = ["f1", "f2", "f3", "f4"]  # upper left, upper right, lower left, lower right
FROM_PACK_OR_TALON = SpaceFill(frozenset({WASTE}), "An empty packet is filled only from the pack or the talon")
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
            return f"{state.top(move.src).label} starts {self.pile_title(move.dst)}"
        return super().describe(state, move)
