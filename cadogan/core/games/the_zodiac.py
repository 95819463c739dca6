"""The Zodiac (rules card: rulebook/games/the_zodiac.md).

Two packs. Eight cards in a row, the Equator, inside a circle of
twenty-four, the Zodiac. Cards from the Equator, the card just turned and
the talon's top card marry onto the Zodiac's packets, up or down in suit;
spaces in the Equator take the talon's top card (the card just turned
while there is no talon). The talon is re-dealt, unshuffled, until every
card lies in the Zodiac or the Equator: only then are the eight
foundations built, an ace up and a king down for each suit.
"""

from __future__ import annotations

from ..blocks import (
    EITHER_WAY,
    PASS_MOVED,
    AcesUpKingsDown,
    PackGame,
    TurnedCard,
    empty_among,
    face_number,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    no_split_both_ways,
    nothing_onto,
    rising_and_falling,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import Card, Suit
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import refusal, status_text

ZODIAC = tuple(f"z{n}" for n in range(1, 25))  # clockwise from 12 o'clock
EQUATOR = tuple(f"e{n}" for n in range(1, 9))  # left to right
ACE_PILES = tuple(f"a{n}" for n in range(1, 5))  # above the Equator
KING_PILES = tuple(f"k{n}" for n in range(1, 5))  # below it
FOUNDATIONS = AcesUpKingsDown(up=ACE_PILES, down=KING_PILES)
PACK = TurnedCard(waste="waste")
HAND, TALON = PACK.hand, PACK.waste
NOT_YET = refusal("The foundations are begun only when every card lies in the Zodiac or the Equator")


class TheZodiac(PackGame, Game):
    pack = PACK
    id = "the_zodiac"
    title = "The Zodiac"
    packs = 2
    foundation_piles = FOUNDATIONS.piles
    action_help = (
        ("deal", "lay the card just turned on the talon and turn the next card of the pack"),
        ("redeal", "lay the card just turned on the talon and turn the talon over, unshuffled, as the pack"),
    )
    description = "Two packs: marry every card into a circle of 24 round an Equator of 8, then build eight foundations."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS.piles}
        roles.update({z: TABLEAU for z in ZODIAC})
        roles.update({e: TABLEAU for e in EQUATOR})
        roles.update(stock=STOCK, hand=WASTE, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in ACE_PILES:
            return "an ace's foundation"
        if pile in KING_PILES:
            return "a king's foundation"
        if pile in ZODIAC:
            return f"Zodiac packet {pile[1:]}"
        if pile in EQUATOR:
            return f"Equator place {pile[1:]}"
        if pile == HAND:
            return "the card just turned"
        return super().pile_title(pile)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **PACK.counter_ranges()}

    def counters_shown(self, state: State) -> dict[str, int | str]:
        if not PACK.in_hand(state):
            return {}
        return {
            "this_pass": status_text("a card played")
            if state.counters.get(PASS_MOVED)
            else status_text("nothing played yet")
        }

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{PASS_MOVED: 0})
        rest = self.shuffled_deck(deal)
        for pile in (*EQUATOR, *ZODIAC):
            state.piles[pile].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    def placing(self, state: State) -> bool:
        """Is the game still placing cards (pack, turned card or talon not empty)?"""
        return PACK.in_hand(state)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A suit's first ace begins any empty ace pile, its first king any
        # empty king pile; each then builds alone, and no rule names one.
        # The Zodiac's packets take marriages and give up their top cards
        # alike, wherever they lie in the circle, and any Equator space takes
        # the talon's card: no rule names a packet or a place either.
        return (ACE_PILES, KING_PILES, ZODIAC, EQUATOR)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in ZODIAC and self.placing(state):
            return no("Zodiac cards stay where they are until every card is placed")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in FOUNDATIONS.piles:
            if self.placing(state):
                return no(NOT_YET)
            return FOUNDATIONS.accepts(state, dst, card)
        if dst in ZODIAC:
            return self._marries(state, src, card, dst)
        if dst in EQUATOR:
            if state.piles[dst]:
                return no("Nothing is laid on an Equator card")
            if src in ZODIAC:
                return no("Zodiac cards never fill a space in the Equator")
            if src in EQUATOR:
                return no("Equator cards never move to another place in the Equator")
            return PACK.talon_first(state, src)
        if dst in (HAND, TALON):
            return no("Only cards turned from the pack go there")
        return no("Cards cannot be put back on the pack")

    def _marries(self, state: State, src: str, card: Card, dst: str) -> Verdict:
        if src in ZODIAC:
            return no("Zodiac cards never marry each other")
        onto = state.top(dst)
        if onto is None:
            return no("An emptied Zodiac place stays empty")
        return marriage(card, onto, EITHER_WAY)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and for a card in hand or in the
        Equator the Zodiac cards it may marry, and for a card in hand the
        Equator's spaces."""
        card = state.piles[src][-1]
        found = wanting(state, FOUNDATIONS.piles, FOUNDATIONS.rule, card)
        if src not in ZODIAC:
            found = [*found, *topped_by(state, ZODIAC, marriage_onto(card, EITHER_WAY))]
            if src not in EQUATOR:
                found += empty_among(state, EQUATOR)
        return in_pile_order(state, found)

    # -- the pack ---------------------------------------------------------------
    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:  # a click on the empty pack
            if not PACK.in_hand(state):
                return no("Every card is placed: the pack is used up")
            redeal = PACK.can_redeal(state)
            return redeal if not redeal else no("The pack is used up: click it to turn the talon over")
        return super().check(state, move)

    # -- advice ----------------------------------------------------------------------------
    def could_place(self, state: State) -> bool:
        """Could any card still be placed, the tableau as it is? Placing is
        the only thing that changes the Zodiac or the Equator, so if no card
        in hand marries a Zodiac top card and the Equator has no space, turning
        and re-dealing can never help."""
        if any(not state.piles[e] for e in EQUATOR):
            return True
        tops = [state.top(z) for z in ZODIAC]
        hand = [*state.piles["stock"], *state.piles[HAND], *state.piles[TALON], *(state.top(e) for e in EQUATOR)]
        return any(top is not None and marriage(card, top, EITHER_WAY) for card in hand for top in tops)

    def is_idle(self, state: State, move: Move) -> bool:
        """Besides the base class's idle moves: in the placing phase, turning
        and re-dealing when no card could ever be placed; in the end phase, an
        Equator card married onto the Zodiac (it only buries a card that was
        free, and nothing is gained: every Equator card is free already)."""
        if super().is_idle(state, move):
            return True
        if self.placing(state):
            return move.kind != MOVE and not self.could_place(state)
        return move.kind == MOVE and move.dst in ZODIAC

    # -- the solver ---------------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """A Zodiac packet's cards never move but home, from the top down (a
        card married on it only covers them; in the placing phase nothing
        leaves it at all), and cards only ever come onto it: the order of
        the cards in it now holds to the end. Every other card (the
        Equator's, the pack's, the talon's, the card just turned) is counted
        free to go home whenever a foundation could take it: it lies in the
        Equator at the end, or covers a packet, which only holds it longer.
        Cards that wait on one another across the packets are lost
        (blocks.tangled: each suit's rising pile, then its falling pile,
        blocks.rising_and_falling; a card above every loose copy of a card
        each pile needs first is the simplest case), and so are packets whose
        cards cannot be shared out between each suit's two piles, one copy
        of each face up and the other down (blocks.no_split_both_ways).
        While cards are still to be placed, more of them that can never
        marry onto the Zodiac than the Equator has places mean the placing
        never ends (never_placed)."""
        piles = state.piles
        loose = [*piles["stock"], *piles[HAND], *piles[TALON], *(card for e in EQUATOR for card in piles[e])]
        if self.placing(state) and self.never_placed(state, loose) > len(EQUATOR):
            return True
        stacks = [piles[z] for z in ZODIAC]
        if no_split_both_ways(stacks, loose, (piles[f] for f in ACE_PILES)):  # the likelier: asked first
            return True
        home = rising_and_falling((piles[f] for f in ACE_PILES), (piles[f] for f in KING_PILES))
        return tangled(stacks, loose, face_number, home, nothing_onto)

    @staticmethod
    def never_placed(state: State, loose: list[Card]) -> int:
        """How many of the ``loose`` cards (the Equator's, the pack's, the
        talon's, the card just turned) can never marry onto the Zodiac? A
        face can come to top a packet only if it tops one now, or a loose card
        of it could marry onto a face that can (cards only ever come onto the
        packets in the placing phase); a loose card marries some time only
        if a face one above or below it in its suit can. Each of the others
        must lie in the Equator at the end of the placing phase, for good:
        more than its eight places, and the placing phase never ends."""
        present: dict[Suit, int] = {}  # suit: the ranks of its loose cards (bit r for rank r)
        for card in loose:
            present[card.suit] = present.get(card.suit, 0) | 1 << card.rank
        tops: dict[Suit, int] = {}  # suit: the ranks that can ever top a packet
        for z in ZODIAC:
            top = state.top(z)
            if top is not None:
                tops[top.suit] = tops.get(top.suit, 0) | 1 << top.rank
        stuck = 0
        for suit, ranks in present.items():
            reach = tops.get(suit, 0)
            while True:
                more = ranks & (reach << 1 | reach >> 1) & ~reach
                if not more:
                    break
                reach |= more
            marries = reach << 1 | reach >> 1
            stuck += sum(1 for card in loose if card.suit == suit and not marries >> card.rank & 1)
        return stuck

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: in the end phase, an Equator card married
        onto the Zodiac. It could do from the Equator all it can do from
        there (go home), no card can fill its place any more, and it only
        covers the card it lands on."""
        if move.kind == MOVE and move.src in EQUATOR and move.dst in ZODIAC and not self.placing(state):
            return True
        return super().solver_prunes(state, move)

    def is_safe(self, state: State, move: Move) -> bool:
        """A foundation play is safe unless the suit's other pile wants the
        same rank too (then the player chooses which pile takes it)."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS.piles or not self.check(state, move):
            return False
        other_way = KING_PILES if move.dst in ACE_PILES else ACE_PILES
        return not any(self.can_drop(state, move.src, 1, f) for f in other_way)
