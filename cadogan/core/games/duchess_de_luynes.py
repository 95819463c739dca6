"""Duchess de Luynes (rules card: rulebook/games/duchess_de_luynes.md).

Two packs. Each click on the pack deals a round: one card face up on each of
four packets, then two face down to the reserve. Between rounds every packet
card that fits a foundation must be played before the next round is dealt.
Four ace foundations build up in suit, four king foundations down, begun by
the first ace and king of each suit to come. When the pack is used up the
reserve is spread face up (each of its cards in a place of its own, so any
of them can be played). One re-deal: the packets, then the reserve, taken up
in order without shuffling.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..blocks import (
    AcesUpKingsDown,
    in_pile_order,
    lay_pack,
    moving,
    never_home_as_dealt,
    remembered,
    sent_home_alone,
    spend_redeal,
    take_up,
    top_card_only,
    twin_goes_first,
    wanting,
)
from ..moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import move_text

PACKETS = ("p1", "p2", "p3", "p4")
ACE_PILES = ("a1", "a2", "a3", "a4")  # above the packets
KING_PILES = ("k1", "k2", "k3", "k4")  # below them
FOUNDATIONS = AcesUpKingsDown(up=ACE_PILES, down=KING_PILES)
TO_RESERVE = 2  # cards laid aside face down after each row of four
ROUND = len(PACKETS) + TO_RESERVE  # the cards a round takes from the pack
SPREAD = tuple(f"s{n}" for n in range(1, 35))  # the reserve spread out: 104 cards lay 34 aside at most
SPREAD_SET = frozenset(SPREAD)
TWO_REDEALS = "opt_two_redeals"


class DuchessDeLuynes(Game):
    id = "duchess_de_luynes"
    title = "Duchess de Luynes"
    packs = 2
    redeals = 1
    spaces_fillable = False
    description = "Two packs dealt in rows of four with two laid aside each time; the reserve opens at the end."
    options = (
        Option(
            TWO_REDEALS,
            "Two re-deals",
            "The packets and the reserve may be taken up and dealt again twice instead of once.",
        ),
    )
    action_help = (
        (DEAL, "deal the next round: a card on each packet, then two face down to the reserve"),
        (REDEAL, "take up the packets in order with the reserve underneath and deal them again"),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in ACE_PILES + KING_PILES}
        roles.update({p: TABLEAU for p in PACKETS})
        roles["reserve"] = RESERVE
        roles.update({p: RESERVE for p in SPREAD})
        roles["stock"] = STOCK
        return roles

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), "redeals_left": (0, 2)}

    def pile_title(self, pile: str) -> str:
        if pile in ACE_PILES:
            return "an ace foundation"
        if pile in KING_PILES:
            return "a king foundation"
        if pile in PACKETS:
            return f"packet {pile[1:]}"
        if pile == "reserve" or pile in SPREAD_SET:
            return "the reserve"
        return "the pack"

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        lay_pack(state, self.shuffled_deck(deal))
        self.deal_round(Tx(state))
        return state

    def new_state(self, deal: int, options: Mapping[str, bool] | None = None) -> State:
        state = super().new_state(deal, options)
        if self.option(state, TWO_REDEALS):
            state.counters["redeals_left"] = 2
        return state

    def deal_round(self, tx: Tx) -> None:
        """A row of four face up, then two face down to the reserve, while the
        pack lasts; the reserve is spread once the pack is used up."""
        state = tx.state
        for packet in PACKETS:
            if state.piles["stock"]:
                tx.move("stock", packet, 1, face_up=True)
        for _ in range(TO_RESERVE):
            if state.piles["stock"]:
                tx.move("stock", "reserve", 1, face_up=False)
        if not state.piles["stock"]:
            self.spread_reserve(tx)

    def spread_reserve(self, tx: Tx) -> None:
        """Lay the reserve out face up, the first card laid aside in s1."""
        for n in range(tx.state.size("reserve"), 0, -1):
            tx.move("reserve", SPREAD[n - 1], 1, face_up=True)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A new foundation takes the leftmost free place of its row: the same
        # card whichever place that is; each then builds alone.
        return (ACE_PILES, KING_PILES)

    def solver_dead_end(self, state: State) -> bool:
        """In the last deal a packet's cards leave from the top, and only for
        home, and the pack's rows fall on the packets in a known order: a
        card the relaxed play of blocks.never_home_as_dealt leaves on the
        table (over a card its piles need first, or covered by a row before
        it could go) can never go home. The reserve's cards, those laid
        aside and those the pack will lay aside, count as free from the
        start (each is spread in a place of its own at the end: counting
        it free sooner only lets the relaxed play do more)."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        piles = state.piles
        pack = piles["stock"][::-1]  # the next card dealt first
        rows, aside = [], []
        for at in range(0, len(pack), ROUND):
            rows.append(pack[at : at + len(PACKETS)])
            aside += pack[at + len(PACKETS) : at + ROUND]
        free = [[card] for card in (*piles["reserve"], *aside)]
        free += [piles[place] for place in SPREAD if piles[place]]
        return never_home_as_dealt(state, [*(piles[packet] for packet in PACKETS), *free], rows, FOUNDATIONS)

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: with both copies of a card free (on top
        of a packet, or spread out) and a foundation taking it, every move
        but the two sending a copy there: one of them goes before the next
        round, the re-deal or the end, which all wait until no card lying
        free can go home (blocks.twin_goes_first)."""
        first = remembered(
            state, (self.id, "twin first"), lambda: twin_goes_first(self, state, PACKETS + SPREAD, FOUNDATIONS)
        )
        if first is not None:
            foundation, one, other = first
            return move.kind != MOVE or move.dst != foundation or move.src not in (one, other)
        return super().solver_prunes(state, move)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to deal the next round")
        if pile == "reserve":
            return no("The reserve may be used only when the whole pack has been dealt")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst not in FOUNDATIONS.piles:
            return no("Cards go only to the foundations")
        verdict = FOUNDATIONS.accepts(state, dst, card)
        if verdict and not state.piles[dst]:
            row = ACE_PILES if dst in ACE_PILES else KING_PILES
            if next(p for p in row if not state.piles[p]) != dst:
                return no("A new foundation takes the leftmost free place of its row")
        return verdict

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card (can_drop still asks which
        place of its row a new one takes)."""
        return in_pile_order(state, wanting(state, FOUNDATIONS.piles, FOUNDATIONS.rule, state.piles[src][-1]))

    # -- the pack and the re-deal ----------------------------------------------
    def play_due(self, state: State) -> Move | None:
        """A packet card that fits a foundation (it must be played before the next round)."""
        return next((m for m in self.drags(state) if m.src in PACKETS), None)

    def can_deal(self, state: State) -> Verdict:
        if not state.piles["stock"]:
            return no("The pack is used up")
        due = self.play_due(state)
        if due is not None:
            card = state.top(due.src)
            return no("Play every packet card that fits a foundation first (the %1)", card)
        return YES

    def can_redeal(self, state: State) -> Verdict:
        if state.counters.get("redeals_left", 0) <= 0:
            return no("No re-deals are left")
        if state.piles["stock"]:
            return no("The packets are taken up only when the whole pack has been dealt")
        if not any(state.piles[p] for p in PACKETS + SPREAD):
            return no("No cards are left to re-deal")
        if next(self.drags(state), None) is not None:
            return no("A card can still be played to a foundation")
        return YES

    def actions(self, state: State) -> list[Move]:
        if state.piles["stock"]:
            return [Move(DEAL, "stock")] if self.can_deal(state) else []
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL:
            return self.can_deal(state)
        if move.kind == REDEAL:
            return self.can_redeal(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            self.deal_round(tx)
        elif move.kind == REDEAL:
            take_up(tx, PACKETS + SPREAD)  # packet 1's bottom card is dealt first, the reserve last
            spend_redeal(tx)
            self.deal_round(tx)
        else:
            super().perform(state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Deal a round")
        if move.kind == REDEAL:
            return move_text("Re-deal the packets and reserve")
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        shown: dict[str, int | str] = {}
        if state.piles["stock"]:
            shown["reserve"] = state.size("reserve")  # face down: the count is all a player sees
        return {**shown, **super().counters_shown(state)}

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # Nothing builds outside the foundations, so a card sent up costs
        # nothing, unless another foundation could take it: then the player chooses.
        return sent_home_alone(self, state, move, FOUNDATIONS, free=self.free_for_good(state))

    def free_for_good(self, state: State) -> frozenset[str]:
        """The spread reserve's places once the pack is out and no re-deal is
        left: cards then go nowhere but home, and each of those cards lies
        alone, free to the end."""
        if state.piles["stock"] or state.counters.get("redeals_left", 0) > 0:
            return frozenset()
        return SPREAD_SET
