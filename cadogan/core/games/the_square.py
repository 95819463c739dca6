"""The Square (rules card: rulebook/games/the_square.md).

Two packs. Sixteen piles form the Square; four foundations at its corners
are started by the first ace of each suit as it appears, build up in suit to
the king, take the second king and come back down to the second ace
(``FoundationRule(turn=True)``). Marriages go up or down in suit on the
Square only; a space in the Square must be filled, from the pack or the
talon, before anything else. No re-deal.
"""

from __future__ import annotations

from ..blocks import (
    EITHER_WAY,
    FoundationRule,
    MarriedBothWays,
    SpaceFill,
    empty_among,
    face_number,
    foundation_started,
    in_order,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    next_places,
    one_either_side,
    space_to_fill,
    tangled,
    top_card_only,
    topped_by,
    turn_card,
    wanting,
)
from ..cards import ACE, Card
from ..moves import DEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import PileName, move_text, refusal

SQUARE = tuple(f"q{n}" for n in range(1, 17))  # row by row, left to right
# The corners, filled by the first aces in this order (a guess; see the card).
FOUNDATIONS = ("f1", "f2", "f3", "f4")
CORNER_NAMES = {"f1": "top left", "f2": "top right", "f3": "bottom left", "f4": "bottom right"}
UP_AND_DOWN = FoundationRule(direction=1, first=ACE, turn=True)
UP_AND_BACK = (*range(1, 14), *range(13, 0, -1))  # a foundation's ranks in turn
FROM_PACK_OR_TALON = SpaceFill(frozenset({WASTE}), refusal("A space is filled from the pack or the talon"))


class TheSquare(MarriedBothWays, Game):
    id = "the_square"
    title = "The Square"
    packs = 2
    foundation_piles = FOUNDATIONS
    action_help = (("deal", "turn the next card of the pack onto the talon, or into the space in the Square"),)
    description = "Sixteen cards in a square; four aces climb to the kings and come back down to the aces."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {q: TABLEAU for q in SQUARE}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in CORNER_NAMES:
            return f"the {CORNER_NAMES[pile]} foundation"
        if pile in SQUARE:
            return f"pile {pile[1:]} of the Square"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        lay_pack(state, self.shuffled_deck(deal))
        tx = Tx(state)
        for pile in SQUARE:  # a first ace goes to its corner; the next card takes its place
            while not state.piles[pile] and state.piles["stock"]:
                tx.move("stock", pile, 1, face_up=True)
                self.settle(state, tx)
        return state

    def ace_corner(self, state: State, card: Card) -> str | None:
        """The corner a first ace of its suit goes to, if ``card`` is one."""
        if card.rank != ACE or foundation_started(state, FOUNDATIONS, card.suit, ACE):
            return None
        return next(f for f in FOUNDATIONS if not state.piles[f])

    def settle(self, state: State, tx: Tx) -> None:
        """A first ace goes to its corner as soon as it shows."""
        for pile in ("waste", *SQUARE):
            top = state.top(pile)
            corner = None if top is None else self.ace_corner(state, top)
            if corner is not None:
                tx.move(pile, corner)

    @staticmethod
    def space(state: State) -> str | None:
        """The space in the Square to be filled before anything else, if any."""
        return space_to_fill(state, SQUARE)

    # -- the solver ---------------------------------------------------------------
    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # The sixteen piles marry alike; while the pack or the talon holds a
        # card no more than one of them is ever empty (a space is filled
        # before anything else), and once both are used up a space takes
        # nothing: which pile holds what never decides a move. A first ace
        # takes whichever corner is free, and the corners build alike.
        return (SQUARE, FOUNDATIONS)

    def solver_dead_end(self, state: State) -> bool:
        """Square cards move one at a time, home or onto the card one above
        or below them in suit, never into a space (spaces take the pack's or
        the talon's card); the pack's and the talon's cards may come
        anywhere. Each foundation takes its suit up to the king and back
        down. Cards that wait on one another across the piles are lost
        (blocks.tangled: a card above both copies of a lower card of its
        suit and of each card it could marry, the simplest case)."""
        piles = state.piles
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), 1), UP_AND_BACK)
        others = [*piles["stock"], *piles["waste"]]
        return tangled([piles[pile] for pile in SQUARE], others, face_number, home, one_either_side)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        verdict = top_card_only(state, pile, count)
        if verdict and pile != "waste" and self.space(state):
            return no("Fill the space in the Square first, from the pack or the talon")
        return verdict

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in SQUARE and not state.piles[dst]:
            if src != "waste" and not self.space(state):
                return no("The space stays empty: the pack and the talon are used up")
            return FROM_PACK_OR_TALON.accepts(self.pile_roles()[src], count)
        if self.space(state):
            return no("Fill the space in the Square first")
        if dst in FOUNDATIONS:
            if not state.piles[dst]:
                return no("The first ace of each suit takes a free corner by itself")
            return UP_AND_DOWN.accepts(state.piles[dst], card)
        if dst in SQUARE:
            return marriage(card, state.top(dst), EITHER_WAY)
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The corners wanting the card, the Square's cards it may marry, and
        the space."""
        card = state.piles[src][-1]
        square = [*topped_by(state, SQUARE, marriage_onto(card, EITHER_WAY)), *empty_among(state, SQUARE)]
        return in_pile_order(state, [*square, *wanting(state, FOUNDATIONS, UP_AND_DOWN, card)])

    # -- the pack ---------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"]:
            return []
        return [Move(DEAL, "stock", self.space(state) or "waste")]

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and move not in self.actions(state):
            if not state.piles["stock"]:
                return no("The pack is used up")
            if move.dst == "waste":
                return no("Fill the space in the Square first")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL and move.dst == "waste":
            turn_card(tx, "stock", "waste")
        elif move.kind == DEAL:
            tx.move("stock", move.dst, 1, face_up=True)
        else:
            super().perform(state, move, tx)

    # -- what the player reads ------------------------------------------------------------
    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL and move.dst != "waste":
            return move_text("Fill %1 from the pack", PileName(self.pile_title(move.dst)))
        return super().describe(state, move)
