"""The Fish-Bone (rules card: rulebook/games/the_fish_bone.md).

Two packs. The eight knaves are the foundations, laid down a spine as they
appear and built down in suit to the aces; beside each knave lie a place
for the king and one for the queen of its suit, filled as those cards come
(a king or queen with no place open goes to the talon). Knaves, kings and
queens are placed by compulsion, inside the step that turned them. Six
gridiron piles on the left take ascending marriages from the pack or the
talon only, and an emptied gridiron pile is refilled from the pack or the
talon top. The talon is dealt again once, unshuffled.
"""

from __future__ import annotations

from ..blocks import (
    FoundationRule,
    PackToTalon,
    SpaceFill,
    empty_among,
    in_pile_order,
    is_progress,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    no_partner_left,
    parked_runs_overflow,
    progress_reachable,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import JACK, KING, QUEEN, Card, Suit
from ..moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import move_text, refusal

GRIDIRON = tuple(f"g{n}" for n in range(1, 7))  # three rows of two, left to right, top to bottom
SPINE = tuple(f"j{n}" for n in range(1, 9))  # the knaves, top to bottom
KINGS = tuple(f"k{n}" for n in range(1, 9))  # the bone on the left of each knave
QUEENS = tuple(f"q{n}" for n in range(1, 9))  # the bone on the right
BONES = {QUEEN: QUEENS, KING: KINGS}
FOUNDATIONS = SPINE + KINGS + QUEENS
DOWN_FROM_KNAVE = FoundationRule(direction=-1, first=JACK)
FILL = "fill"  # refill an empty gridiron pile from the pack
TALON = PackToTalon()
FROM_TALON = SpaceFill(frozenset({WASTE}), refusal("A space is filled only from the pack or the talon"))
ASCENDING = (1,)


def bone_for(state: State, card: Card) -> str | None:
    """The place beside a knave of ``card``'s suit still open for its rank
    (a king or a queen), the highest knave first."""
    for knave, bone in zip(SPINE, BONES[card.rank], strict=True):
        base = state.piles[knave]
        if base and base[0].suit == card.suit and not state.piles[bone]:
            return bone
    return None


def compelled(state: State, pile: str) -> str | None:
    """Where the rules send the top card of ``pile`` at once: a knave to the
    next place of the spine, a king or queen beside a knave of its suit,
    or, from the gridiron, a king or queen with no place open to the talon."""
    card = state.top(pile)
    if card is None:
        return None
    if card.rank == JACK:
        return next((j for j in SPINE if not state.piles[j]), None)
    if card.rank in BONES:
        bone = bone_for(state, card)
        return bone if bone is not None or pile == "waste" else "waste"
    return None


class TheFishBone(Game):
    id = "the_fish_bone"
    title = "The Fish-Bone"
    packs = 2
    redeals = 1
    description = "Eight knaves down a spine, each with its king and queen as bones; a gridiron marries upward."
    action_help = (
        (DEAL, "turn the next card of the pack; a knave, king or queen goes to its place at once"),
        (FILL, "fill this empty gridiron pile with the next card of the pack"),
        (REDEAL, "turn the talon over, unshuffled, as the pack for the one re-deal"),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in GRIDIRON}
        roles.update({p: FOUNDATION for p in FOUNDATIONS})
        roles["stock"] = STOCK
        roles["waste"] = WASTE
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in GRIDIRON:
            return f"gridiron pile {pile[1:]}"
        if pile in SPINE:
            return f"knave {pile[1:]}"
        if pile in KINGS:
            return f"the king beside knave {pile[1:]}"
        if pile in QUEENS:
            return f"the queen beside knave {pile[1:]}"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        lay_pack(state, self.shuffled_deck(deal))
        tx = Tx(state)
        for pile in GRIDIRON:
            while state.is_empty(pile) and state.piles["stock"]:
                self.fill(tx, pile)
        return state

    def fill(self, tx: Tx, pile: str) -> None:
        """Lay the pack's next card on ``pile``; the rules then send a knave,
        king or queen where it belongs."""
        tx.move("stock", pile, 1, face_up=True)
        self.settle(tx.state, tx)

    def settle(self, state: State, tx: Tx) -> None:
        """Place every knave, king and queen the rules compel, in the gridiron
        and on the talon, until none is left to place."""
        moved = True
        while moved:
            moved = False
            for pile in (*GRIDIRON, "waste"):
                dst = compelled(state, pile)
                if dst is not None:
                    tx.move(pile, dst)
                    moved = True

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any empty gridiron pile is filled from the pack (the player's
        # choice) or the talon, and marries alike; a knave, king or queen
        # leaves it the moment it arrives, so no two ever wait together and
        # the piles' order never decides where one goes. (Not the spine: a
        # knave's bones lie beside it.)
        return (GRIDIRON,)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on the fish-bone stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in SPINE:
            if not state.piles[dst]:
                return no("Knaves are laid down the spine as they appear")
            return DOWN_FROM_KNAVE.accepts(state.piles[dst], card)
        if dst in KINGS or dst in QUEENS:
            if card.rank not in BONES or dst not in BONES[card.rank]:
                return no("Beside a knave lie only a king (left) and a queen (right)")
            knave = SPINE[(KINGS if card.rank == KING else QUEENS).index(dst)]
            base = state.piles[knave]
            if not base or base[0].suit != card.suit or state.piles[dst]:
                return no("The %1 needs a place beside a knave of %2", card, card.suit.noun)
            return YES
        if dst in GRIDIRON:
            onto = state.top(dst)
            if onto is None:
                verdict = FROM_TALON.accepts(self.pile_roles()[src], count)
                if verdict and card.rank in BONES:
                    return no("A king or queen cannot fill a space")
                return verdict
            if src in GRIDIRON:
                return no("Gridiron cards marry only with cards from the pack or talon")
            return marriage(card, onto, ASCENDING)
        return no("Cards cannot be put there")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The spine's knaves wanting the card, for a king or queen the empty
        places beside the knaves, the gridiron's cards it may marry and its
        spaces."""
        card = state.piles[src][-1]
        found = [*wanting(state, SPINE, DOWN_FROM_KNAVE, card), *empty_among(state, GRIDIRON)]
        if card.rank in BONES:
            found += empty_among(state, BONES[card.rank])
        if src not in GRIDIRON:
            found += topped_by(state, GRIDIRON, marriage_onto(card, ASCENDING))
        return in_pile_order(state, found)

    # -- the pack, the spaces and the re-deal ----------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        return TALON.can_redeal(state)

    def actions(self, state: State) -> list[Move]:
        moves = TALON.actions(state)
        if state.piles["stock"]:
            moves += [Move(FILL, pile) for pile in GRIDIRON if state.is_empty(pile)]
        return moves

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == FILL and move not in self.actions(state):
            if not state.piles["stock"]:
                return no("The pack is used up")
            return no("Only an empty gridiron pile is filled from the pack")
        if move.kind == REDEAL:
            return self.can_redeal(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == FILL:
            tx.move("stock", move.src, 1, face_up=True)
        elif not TALON.perform(state, move, tx):
            super().perform(state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == FILL:
            return move_text("Fill gridiron pile %1 from the pack", int(move.src[1:]))
        if move.kind == REDEAL:
            return move_text("Re-deal the talon")
        return super().describe(state, move)

    # -- the solver -------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """In the last deal (re-deal used) with every knave on the spine,
        the talon only gives up its cards, from the top, and the pack's go
        home, to the talon or to the gridiron, whose piles are ascending runs
        of one suit (kings and queens go beside their knaves at once): when
        the cards that must be parked while the talon is dug down to some
        depth fill more runs than there are piles, the position is lost
        (blocks.parked_runs_overflow)."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        wants: dict[Suit, list[int]] = {}
        for knave in SPINE:
            pile = state.piles[knave]
            if not pile:
                return False
            wants.setdefault(pile[0].suit, []).append(pile[-1].rank - 1)
        pack = state.piles["stock"][::-1]  # (the next card first)
        parked = [state.piles[pile] for pile in GRIDIRON]
        return parked_runs_overflow(state.piles["waste"], wants, len(GRIDIRON), pack, parked)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # A card waits in play only to take its suit's next card up in a
        # marriage: once both copies of that are home, it may go.
        if move.kind != MOVE or move.dst not in SPINE or move.src in FOUNDATIONS:
            return False
        if not self.can_drop(state, move.src, move.count, move.dst):
            return False
        card = state.top(move.src)
        # a ten's partner would be a knave, and knaves are never married
        return card.rank == 10 or no_partner_left(state, card, ASCENDING, FOUNDATIONS, self.packs)

    def is_idle(self, state: State, move: Move) -> bool:
        # Once the pack is out for good, the talon's cards may still be laid
        # in spaces and married on the gridiron; such moves are idle when no
        # series of them can bring a card to the fish-bone.
        if super().is_idle(state, move):
            return True
        return not is_progress(self, state, move) and not progress_reachable(self, state, alike=TABLEAU)
