"""The Mill (rules card: rulebook/games/the_mill.md).

Two packs. One ace in the centre builds four whole families regardless of
suit, ace to king and round again; the first four kings to appear go to the
four angles and build down regardless of suit to their aces. Eight single
cards, the wings, stand round the ace in a cross; all are available, and a
vacancy must be filled at once from the talon or the pack, as the player
chooses. The pack is turned once, one card at a time, onto the talon. The
top card of a king packet may go onto the ace packet when that brings
another card of the wings or the talon into play, one card of each packet
at a time.
"""

from __future__ import annotations

from ..blocks import (
    KING_DOWN_ANY_SUIT,
    families_regardless_of_suit,
    lay_pack,
    top_card_only,
    turn_card,
)
from ..cards import ACE, KING, Card
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import PileName, move_text, status_text

CENTRE = "ace"
ANGLES = ("k1", "k2", "k3", "k4")  # top left, top right, bottom right, bottom left
WINGS = tuple(f"w{n}" for n in range(1, 9))  # clockwise from the top arm's inner card
FOUNDATIONS = (CENTRE, *ANGLES)
ACE_PACKET = families_regardless_of_suit(4)
FILL = "fill"  # a vacancy in the wings filled with the next card of the pack
TALON_FIRST = 200  # the hint's bonus for a talon card played home (the book's advice), over a wing's
ANGLE_PLACES = {"k1": "top-left", "k2": "top-right", "k3": "bottom-right", "k4": "bottom-left"}
WING_PLACES = {
    "w1": "top arm, inner",
    "w2": "top arm, outer",
    "w3": "right arm, inner",
    "w4": "right arm, outer",
    "w5": "bottom arm, inner",
    "w6": "bottom arm, outer",
    "w7": "left arm, inner",
    "w8": "left arm, outer",
}


def locked(angle: str) -> str:
    """The counter that is 1 once a card was moved from ``angle`` to the ace
    packet, until a wing or talon card is next played on a foundation."""
    return f"locked_{angle}"


class TheMill(Game):
    id = "the_mill"
    title = "The Mill"
    packs = 2
    foundation_piles = FOUNDATIONS
    action_help = (
        ("deal", "turn the top card of the pack onto the talon (a king goes to an empty angle)"),
        ("fill", "fill the empty place in the wings with the next card of the pack"),
    )
    description = "Two packs: a windmill of eight cards round one ace; four kings in the angles build down."
    advice_outranks = True  # the book: talon cards before the wings' (hint_bonus)

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({w: TABLEAU for w in WINGS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile == CENTRE:
            return "the ace packet"
        if pile in ANGLE_PLACES:
            return f"the {ANGLE_PLACES[pile]} angle"
        if pile in WING_PLACES:
            return f"the wing ({WING_PLACES[pile]})"
        return super().pile_title(pile)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **{locked(angle): (0, 1) for angle in ANGLES}}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        rest = self.shuffled_deck(deal)
        ace = next(card for card in rest if card.rank == ACE)
        rest.remove(ace)
        state.piles[CENTRE].append(ace)
        for wing in WINGS:
            state.piles[wing].append(rest.pop(0))
        for wing in WINGS:  # kings to the angles, their places refilled from the pack
            while state.piles[wing] and state.piles[wing][-1].rank == KING and self.empty_angle(state):
                state.piles[self.empty_angle(state)].append(state.piles[wing].pop())
                if rest:
                    state.piles[wing].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    @staticmethod
    def empty_angle(state: State) -> str | None:
        """The first angle still waiting for its king."""
        return next((angle for angle in ANGLES if not state.piles[angle]), None)

    def king_to_angle(self, tx: Tx, pile: str) -> bool:
        """The first four kings go to the angles at once: move the top card
        of ``pile`` there if it is a king and an angle is empty."""
        card = tx.state.top(pile)
        angle = self.empty_angle(tx.state)
        if card is None or card.rank != KING or angle is None:
            return False
        tx.move(pile, angle, 1, face_up=True)
        return True

    def fill_from_pack(self, tx: Tx, wing: str) -> None:
        """Fill ``wing`` with the pack's next card; a king goes to its angle
        and the card after it fills the place."""
        while tx.state.piles["stock"] and not tx.state.piles[wing]:
            tx.move("stock", wing, 1, face_up=True)
            self.king_to_angle(tx, wing)

    def vacancy(self, state: State) -> str | None:
        """The wing the player must fill now, choosing the talon or the pack."""
        if not (state.piles["stock"] and state.piles["waste"]):
            return None
        return next((wing for wing in WINGS if not state.piles[wing]), None)

    def settle(self, state: State, tx: Tx) -> None:
        """A vacancy with only one source to fill it from is filled at once."""
        for wing in WINGS:
            if state.piles[wing]:
                continue
            if not state.piles["waste"]:
                self.fill_from_pack(tx, wing)
            elif not state.piles["stock"]:
                tx.move("waste", wing, 1, face_up=True)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # The wings are single cards, all available, never built on; a vacancy
        # is filled from the talon or the pack whichever wing it is. (Not the
        # angles: each keeps its own one-card-at-a-time counter.)
        return (tuple(WINGS),)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile == CENTRE:
            return no("Cards on the ace packet stay there")
        vacancy = self.vacancy(state)
        if vacancy is not None and pile != "waste":
            return no("First fill the empty place in the wings, from the talon or the pack")
        if pile in ANGLES:
            if state.size(pile) == 1 and state.piles[pile]:
                return no("The king stays in its angle")
            if state.counters.get(locked(pile)):
                return no("Only one card of this angle at a time: first play a wing or talon card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        vacancy = self.vacancy(state)
        if vacancy is not None:
            if dst != vacancy:
                return no("First fill the empty place in the wings, from the talon or the pack")
            return YES
        if dst == CENTRE:
            if card.rank == KING and self.empty_angle(state):
                return no("The first four kings go to the angles")
            verdict = ACE_PACKET.accepts(state.piles[CENTRE], card)
            if verdict and src in ANGLES:
                return self.brings_into_use(state, src)
            return verdict
        if dst in ANGLES:
            if src in ANGLES:
                return no("An angle's card can go only to the ace packet")
            return KING_DOWN_ANY_SUIT.accepts(state.piles[dst], card)
        if dst in WINGS:
            if state.piles[dst]:
                return no("Nothing is built on the wings: cards go only to the foundations")
            return no("A place in the wings is filled from the talon or the pack")
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def available_cards(self, state: State) -> list[Card]:
        """The wing cards and the talon's top card."""
        return [state.top(pile) for pile in (*WINGS, "waste") if state.piles[pile]]

    def fits_a_foundation(self, state: State, card: Card) -> bool:
        if ACE_PACKET.accepts(state.piles[CENTRE], card) and not (card.rank == KING and self.empty_angle(state)):
            return True
        return any(KING_DOWN_ANY_SUIT.accepts(state.piles[angle], card) for angle in ANGLES if state.piles[angle])

    def brings_into_use(self, state: State, angle: str) -> Verdict:
        """The privilege's condition: straight after the move, a wing or
        talon card that could not be played before fits the ace packet or
        the uncovered angle card."""
        moved = state.piles[angle][-1]
        centre = [*state.piles[CENTRE], moved]
        uncovered = state.piles[angle][:-1]
        for card in self.available_cards(state):
            if self.fits_a_foundation(state, card):
                continue
            if ACE_PACKET.accepts(centre, card) or KING_DOWN_ANY_SUIT.accepts(uncovered, card):
                return YES
        return no("An angle's card may go to the ace packet only to bring a wing or talon card into play")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The wing waiting to be filled, if one is; else the ace packet and
        the angles (the wings take nothing else)."""
        vacancy = self.vacancy(state)
        return [vacancy] if vacancy is not None else list(FOUNDATIONS)

    # -- the pack ---------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        vacancy = self.vacancy(state)
        if vacancy is not None:
            return [Move(FILL, "stock", vacancy)]
        if state.piles["stock"]:
            return [Move(DEAL, "stock", "waste")]
        return []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            return no("The pack is used up: it is gone through once only")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == FILL:
            self.fill_from_pack(tx, move.dst)
            return
        if move.kind == DEAL:
            turn_card(tx, "stock", "waste")
            self.king_to_angle(tx, "waste")
            return
        super().perform(state, move, tx)
        if move.dst in ANGLES or move.dst == CENTRE:
            if move.src in ANGLES:
                tx.set(locked(move.src), 1)
            else:
                for angle in ANGLES:
                    tx.set(locked(angle), None)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == FILL:
            return move_text("Fill %1 from the pack", PileName(self.pile_title(move.dst)))
        return super().describe(state, move)

    # -- advice ----------------------------------------------------------------------------
    def hint_bonus(self, state: State, move: Move) -> int:
        """The book's advice: play the talon's card rather than a wing's
        (a wing's place is refilled at once, so emptying it gains nothing,
        while the talon's card, once played, uncovers the next)."""
        if move.kind == MOVE and move.src == "waste" and move.dst in FOUNDATIONS:
            return TALON_FIRST
        return 0

    def is_safe(self, state: State, move: Move) -> bool:
        """A wing or talon card that fits one foundation alone: nothing is
        built elsewhere, and the foundations take any suit, so every copy of
        a rank serves alike and playing it costs nothing. Not onto an angle
        while the ace packet still takes cards: the card would cover the
        angle's top card, which the privilege may yet need to carry to the
        ace packet (the only card of its rank within reach), and it would
        have to wait there until the card played goes too."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src in FOUNDATIONS:
            return False
        if self.vacancy(state) is not None:
            return False
        if move.dst != CENTRE and ACE_PACKET.next_card(state.piles[CENTRE]) is not None:
            return False
        card = state.top(move.src)
        fits = [dst for dst in FOUNDATIONS if state.piles[dst] and self.can_drop(state, move.src, 1, dst)]
        return fits == [move.dst] and card is not None

    def counters_shown(self, state: State) -> dict[str, int | str]:
        vacancy = self.vacancy(state)
        return {"wings": status_text("fill the empty place (talon or pack)")} if vacancy else {}


__all__ = ["ANGLES", "CENTRE", "FILL", "FOUNDATIONS", "WINGS", "TheMill", "locked"]
