"""La Nivernaise (rules card: rulebook/games/la_nivernaise.md).

Two packs. Two Flanks of four single cards stand either side of eight
foundations: the first ace of each suit begins its rising pile, the first
king its falling one, and the two piles of a suit may trade top cards. Below
lies the Line, six packets dealt four cards at a time, round after round on
the player's word; only a packet's uppermost card plays, and as many cards
beneath it may be looked at as there are empty Flank places. One re-deal.
"""

from __future__ import annotations

from ..blocks import (
    AcesUpKingsDown,
    FoundationExchange,
    empty_among,
    in_pile_order,
    later_space,
    lay_pack,
    packets_of,
    sent_home_alone,
    spend_redeal,
    take_up,
    top_card_only,
)
from ..moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import PileName, move_text

LEFT = ("l1", "l2", "l3", "l4")  # the left Flank, top to bottom
RIGHT = ("r1", "r2", "r3", "r4")
FLANKS = LEFT + RIGHT
FLANK_SET = frozenset(FLANKS)
LINE = ("p1", "p2", "p3", "p4", "p5", "p6")  # the Line, left to right
LINE_SET = frozenset(LINE)
PACKET = 4  # cards dealt together onto a packet
FOUNDATIONS = AcesUpKingsDown(up=("a1", "a2", "a3", "a4"), down=("k1", "k2", "k3", "k4"))
FOUNDATION_SET = frozenset(FOUNDATIONS.piles)
EXCHANGE = FoundationExchange(FOUNDATIONS)
FILL = "fill"  # an empty Flank place takes the next card of the pack
FLANKS_FIRST = 600  # the hint's bonus for a Flank card played home (the book's advice): over any Line card's points
COUNT_TOP = "opt_count_top"  # reading 1's other way: the top card is one of those looked at


class LaNivernaise(Game):
    id = "la_nivernaise"
    title = "La Nivernaise"
    packs = 2
    redeals = 1
    description = "Two Flanks guard eight foundations; six Line packets grow by fours and only their tops play."
    advice_outranks = True  # the book: the Flanks' cards before the Line's (hint_bonus)
    action_help = (
        (DEAL, "deal the next round: four cards together onto each Line packet, left to right"),
        (FILL, "fill this empty Flank place with the next card of the pack"),
        (REDEAL, "take the Line up packet by packet from the left, turn it over and deal it again in fours"),
    )
    options = (
        Option(
            COUNT_TOP,
            "Examining counts the top card",
            "With k empty Flank places you see k cards of each Line packet, its top card among them, "
            "rather than k cards beneath the top.",
        ),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: RESERVE for p in FLANKS}
        roles.update({p: FOUNDATION for p in FOUNDATIONS.piles})
        roles.update({p: TABLEAU for p in LINE})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in FLANK_SET:
            side = "left" if pile in LEFT else "right"
            return f"the {side} Flank's place {pile[1]}"
        if pile in LINE_SET:
            return f"Line packet {pile[1]}"
        if pile in FOUNDATIONS.up:
            return "an ace foundation"
        if pile in FOUNDATIONS.down:
            return "a king foundation"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        cards = self.shuffled_deck(deal)  # cards[0] is dealt first
        for pile, card in zip(FLANKS, cards, strict=False):
            state.piles[pile].append(card)
        lay_pack(state, cards[len(FLANKS) :])
        # The opening round of the Line, as every round is dealt (ops on a
        # state whose key is not yet asked for).
        self.settle(state, Tx(state))
        return state

    def deal_round(self, tx: Tx) -> None:
        """Four cards together onto each packet, left to right, while the pack lasts."""
        sizes = packets_of(tx.state.size("stock"), PACKET, len(LINE))
        for pile, size in zip(LINE, sizes, strict=False):
            tx.move("stock", pile, size, reverse=True, face_up=False)

    def vacancies(self, state: State) -> int:
        return sum(1 for p in FLANKS if not state.piles[p])

    def seen(self, state: State) -> int:
        """How many cards of each Line packet may be looked at, its top included."""
        vacant = self.vacancies(state)
        return max(1, vacant) if self.option(state, COUNT_TOP) else 1 + vacant

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "stock":
            return no("Click the pack to deal a round, or click an empty Flank place to fill it from the pack")
        if pile in FOUNDATION_SET:
            return EXCHANGE.can_lift(state, pile, count)
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        verdict = EXCHANGE.drop(state, src, dst)
        if verdict is not None:
            return verdict
        if dst in FLANK_SET:
            if src in FLANK_SET:
                return no("A Flank card cannot move to another Flank place")
            if state.piles[dst]:
                return no("A Flank place holds one card")
            return YES
        if dst in LINE_SET:
            return no("Nothing is built on the Line: cards go to the foundations or the Flanks")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations that might take the card (an exchange's partner
        for a foundation's card), and but for a Flank card the empty Flank
        places."""
        found = EXCHANGE.targets(state, src)
        return in_pile_order(state, found if src in FLANK_SET else [*found, *empty_among(state, FLANKS)])

    # -- the pack and the re-deal ---------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        if state.piles["stock"]:
            return no("The Line is re-dealt only when the pack is used up")
        if state.counters.get("redeals_left", 0) <= 0:
            return no("There is only one re-deal")
        if not any(state.piles[p] for p in LINE):
            return no("No cards are left in the Line to re-deal")
        return YES

    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"]:
            return [Move(REDEAL)] if self.can_redeal(state) else []
        fills = [Move(FILL, p) for p in FLANKS if not state.piles[p]]
        return [Move(DEAL, "stock"), *fills]

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            return no("The pack is used up")
        if move.kind == FILL and move not in self.actions(state):
            if move.src not in FLANK_SET or state.piles[move.src]:
                return no("Only an empty Flank place is filled from the pack")
            return no("The pack is used up")
        if move.kind == REDEAL:
            return self.can_redeal(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            self.deal_round(tx)
        elif move.kind == FILL:
            tx.move("stock", move.src, 1, face_up=True)
        elif move.kind == REDEAL:
            take_up(tx, LINE)
            spend_redeal(tx)
        else:
            super().perform(state, move, tx)

    def settle(self, state: State, tx: Tx) -> None:
        # A packet played off entirely gets four cards from the pack at once
        # (after a re-deal every packet is empty: the first round).
        for pile in LINE:
            if not state.piles[pile] and state.piles["stock"]:
                tx.move("stock", pile, min(PACKET, state.size("stock")), reverse=True, face_up=False)
        # Rule II: as many cards may be looked at as there are vacancies.
        seen = self.seen(state)
        for pile in LINE:
            cards = state.piles[pile]
            for depth, card in enumerate(reversed(cards)):
                tx.turn(card, depth < seen)

    # -- advice ---------------------------------------------------------------
    def hint_bonus(self, state: State, move: Move) -> int:
        """The book's advice: of the cards that can go to the foundations,
        take the Flanks' first, since the places they leave let the player
        look further into the Line and take its cards."""
        if move.kind == MOVE and move.src in FLANK_SET and move.dst in FOUNDATION_SET:
            return FLANKS_FIRST
        return 0

    def is_safe(self, state: State, move: Move) -> bool:
        # Cards leave the table only for the foundations, so a card sent home
        # costs nothing, unless both piles of its suit would take it.
        return sent_home_alone(self, state, move, FOUNDATIONS)

    # -- the solver -------------------------------------------------------------
    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any empty Flank place takes a Line top card or the pack's next card,
        # and a Flank card goes home from any of them; a suit's first ace
        # begins any empty rising pile, its first king any empty falling one,
        # and an exchange finds its partner by the suit. No rule names one
        # Flank place or one foundation of a row (only the seen count of
        # empty places matters).
        return (FLANKS, FOUNDATIONS.up, FOUNDATIONS.down)

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: a card laid in an empty Flank place other
        than the first (the places are alike, blocks.later_space)."""
        if move.kind == FILL:
            return later_space(state, move.src, FLANKS)
        if move.kind == MOVE and later_space(state, move.dst, FLANKS):
            return True
        return super().solver_prunes(state, move)

    def is_idle(self, state: State, move: Move) -> bool:
        return EXCHANGE.is_idle(self, state, move) or super().is_idle(state, move)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Deal a round onto the Line")
        if move.kind == FILL:
            return move_text("Fill %1 from the pack", PileName(self.pile_title(move.src)))
        if move.kind == REDEAL:
            return move_text("Re-deal the Line")
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {"vacancies": self.vacancies(state), **super().counters_shown(state)}
