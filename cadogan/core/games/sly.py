"""Sly (rules card: rulebook/games/sly.md).

Two packs. Twenty cards are dealt to the promenade, then deal after deal of
twenty are laid on its packets wherever the player chooses; only between
deals may the packets' top cards be played. The first ace and the first king
of each suit found the foundations at once; the aces build up in suit to the
kings, the kings down to the aces. Each turned card waits in the hand
(``blocks.TurnedCard``) until the player places it.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..blocks import (
    AcesUpKingsDown,
    TurnedCard,
    begins_foundation,
    in_pile_order,
    lay_pack,
    moving,
    never_home,
    sent_home_alone,
    top_card_only,
    wanting,
)
from ..cards import Card
from ..moves import DEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import move_text, status_text

ACE_PILES = ("a1", "a2", "a3", "a4")  # left on the plate
KING_PILES = ("k1", "k2", "k3", "k4")
FOUNDATIONS = AcesUpKingsDown(up=ACE_PILES, down=KING_PILES)
PROMENADE = tuple(f"p{n}" for n in range(1, 21))  # row by row, left to right
PROMENADE_SET = frozenset(PROMENADE)
DEAL_SIZE = 20
HAND = TurnedCard(hand="hand", exclusive=True)
LAID = "laid"  # cards laid on the promenade in the deal going on; absent between deals
ROUND = "round"  # which deal of twenty: 1 is the first
FOUR_ROWS = "opt_four_rows"
MAX_ROUNDS = 6  # 104 cards, less the 8 that found, make at most five deals of twenty and a short one


class Sly(Game):
    id = "sly"
    title = "Sly"
    packs = 2
    description = "Two packs; deals of twenty laid on the promenade where you choose, played only between deals."
    action_help = ((DEAL, "begin the next deal of twenty: each card is turned as the one before is placed"),)
    options = (
        Option(
            FOUR_ROWS,
            "Promenade in four rows of five",
            "The promenade is laid in four rows of five instead of two rows of ten; the rules are the same.",
        ),
    )

    # -- shape of the table -------------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in FOUNDATIONS.piles}
        roles.update({p: TABLEAU for p in PROMENADE})
        roles.update(stock=STOCK, hand=RESERVE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in ACE_PILES:
            return "an ace foundation"
        if pile in KING_PILES:
            return "a king foundation"
        if pile in PROMENADE_SET:
            return f"packet {pile[1:]}"
        return "the card just turned" if pile == HAND.hand else "pack"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), LAID: (0, DEAL_SIZE - 1), ROUND: (1, MAX_ROUNDS)}

    def waiting_pile(self, state: State) -> str | None:
        return HAND.waiting(state)

    # -- the deal ---------------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{ROUND: 1, LAID: 0})
        lay_pack(state, self.shuffled_deck(deal))
        self.settle(state, Tx(state))  # the first deal, up to the player's first choice
        return state

    def dealing(self, state: State) -> bool:
        """Is a deal of twenty going on?"""
        return LAID in state.counters

    def next_place(self, state: State) -> str:
        """The first deal's next open position."""
        return PROMENADE[state.counters[LAID]]

    def compelled(self, state: State, card: Card) -> str | None:
        """The first ace and king of a suit go to their foundations at once."""
        return begins_foundation(state, card, FOUNDATIONS.piles, FOUNDATIONS.accepts)

    def settle(self, state: State, tx: Tx) -> None:
        while True:
            if self.dealing(state):
                if HAND.waiting(state):
                    if state.counters[ROUND] > 1 or self.may_play(state, HAND.hand):
                        return  # the player places it
                    tx.move(HAND.hand, self.next_place(state))  # nothing else the first deal allows
                    self.count_laid(tx)
                elif state.counters[LAID] >= DEAL_SIZE or not state.piles["stock"]:
                    tx.set(LAID, None)  # the deal is complete
                else:
                    HAND.turn(tx, self.compelled)
                continue
            # Between deals a packet emptied is filled at once from the pack.
            empty = next((p for p in PROMENADE if not state.piles[p]), None)
            if empty is None or not state.piles["stock"]:
                return
            tx.move("stock", empty, 1, face_up=True)
            home = self.compelled(state, state.top(empty))
            if home is not None:
                tx.move(empty, home)

    def count_laid(self, tx: Tx) -> None:
        laid = tx.state.counters[LAID] + 1
        tx.set(LAID, laid)

    def may_play(self, state: State, pile: str) -> bool:
        """May the top card of ``pile`` go to some foundation?"""
        card = state.top(pile)
        return card is not None and any(FOUNDATIONS.accepts(state, f, card) for f in FOUNDATIONS.piles)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A suit's first ace begins whichever ace pile is next empty, its
        # first king whichever king pile; each then builds alone, and no rule
        # names one. (Not the promenade: the first deal fills it in order.)
        return (ACE_PILES, KING_PILES)

    # -- the two questions ------------------------------------------------------------
    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        return (1,) if state.piles[pile] and pile not in FOUNDATIONS.piles and pile != "stock" else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in PROMENADE_SET and self.dealing(state):
            return no("Until the deal of twenty is complete, only the card just turned can be played")
        verdict = HAND.available(state, pile)
        return verdict if not verdict else top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS.piles:
            return FOUNDATIONS.accepts(state, dst, card)
        if dst in PROMENADE_SET:
            if src != HAND.hand:
                return no("Cards are never moved from one packet to another")
            if state.counters[ROUND] == 1 and self.dealing(state) and dst != self.next_place(state):
                return no("In the first deal each card goes to the next open place")
            return YES
        if dst == "stock":
            if src == HAND.hand:
                return no("First put the card just turned on a packet: the next one is then turned")
            return no("Cards cannot be put back on the pack")
        return HAND.receives(dst)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the promenade for the card just turned."""
        homes = wanting(state, FOUNDATIONS.piles, FOUNDATIONS.rule, state.piles[src][-1])
        return in_pile_order(state, [*homes, *PROMENADE] if src == HAND.hand else homes)

    # -- the pack ------------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if self.dealing(state):
            return []  # the deal turns its cards itself, one as each is placed
        return HAND.actions(state)

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and move not in self.actions(state):
            if self.dealing(state):
                return no("Put the card just turned in its place: the next one is then turned")
            return HAND.can_turn(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            tx.set(ROUND, state.counters[ROUND] + 1)
            tx.set(LAID, 0)  # settle turns the deal's first card
            return
        super().perform(state, move, tx)
        if move.src == HAND.hand and move.dst in PROMENADE_SET and self.dealing(state):
            self.count_laid(tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Begin deal %1 of twenty", state.counters[ROUND] + 1)
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        number = state.counters[ROUND]
        if self.dealing(state):
            return {"deal": status_text("%1, %2 of %3 laid", number, state.counters[LAID], DEAL_SIZE)}
        return {"deal": status_text("%1 complete", number)}

    # -- advice ----------------------------------------------------------------------------
    def hint_bonus(self, state: State, move: Move) -> int:
        # Where to lay the card just turned: on the packet whose top card is
        # wanted last, so the cards wanted soon stay uncovered.
        if move.src != HAND.hand or move.dst not in PROMENADE_SET or not state.piles[move.dst]:
            return 0
        return FOUNDATIONS.cards_before(state, state.piles[move.dst][-1])

    def is_safe(self, state: State, move: Move) -> bool:
        return sent_home_alone(self, state, move, FOUNDATIONS)

    def solver_dead_end(self, state: State) -> bool:
        """A packet's cards leave only from its top and only for home (cards
        laid on it only cover them more): a card above every loose copy of a
        card its suit's rising pile needs before it, and of one its falling
        pile needs, can go home neither way (blocks.never_home)."""
        piles = state.piles
        return never_home(state, (piles[p] for p in PROMENADE), FOUNDATIONS, self.packs)
