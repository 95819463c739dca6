"""The Besieged City (rules card: rulebook/games/the_besieged_city.md).

Two packs. Twelve cards in four rows of three are the Reserve; fourteen
cards crossways round it, one at each end of every row and column, are the
Ramparts. Four aces of different suits build, in suit, along the zig-zag
A, K, 2, Q … 7, 7 … Q, 2, K, A: both copies of every card of the suit.
Rampart packets take a card of their suit one rank apart, or next to it in
the zig-zag; a Reserve card goes only onto the Ramparts at the ends of its
own row and column. An emptied Rampart is filled at once from its line of
the Reserve, an emptied Reserve place from the talon (or the pack). The pack
is turned one card at a time: the card just turned may go home, otherwise
it goes to the talon, whose cards reach play only through the Reserve.
When pack and talon are spent, Reserve cards may be transposed to bring them
in line with a Rampart that takes them. There is no re-deal.
"""

from __future__ import annotations

from ..blocks import (
    ACE_TO_KING,
    EITHER_WAY,
    SUIT,
    ZIGZAG,
    FoundationRule,
    TurnedCard,
    Vacancy,
    face_number,
    foundation_started,
    in_order,
    in_pile_order,
    lay_pack,
    neighbours_in,
    next_places,
    remembered,
    sequence_onto,
    shift_leads_nowhere,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import ACE, Card
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import PileName, refusal

ROWS, COLUMNS = 4, 3
RESERVE_PLACES = tuple(f"r{row}c{col}" for row in range(1, ROWS + 1) for col in range(1, COLUMNS + 1))
NORTH = tuple(f"n{col}" for col in range(1, COLUMNS + 1))  # above the columns
EAST = tuple(f"e{row}" for row in range(1, ROWS + 1))  # right of the rows
SOUTH = tuple(f"s{col}" for col in range(1, COLUMNS + 1))  # below the columns
WEST = tuple(f"w{row}" for row in range(1, ROWS + 1))  # left of the rows
# Clockwise from the top left, the order of the deal.
RAMPARTS = (*NORTH, *EAST, *reversed(SOUTH), *reversed(WEST))
FOUNDATIONS = ("f1", "f2", "f3", "f4")  # the four corners: top left, top right, bottom left, bottom right
ZIGZAG_HOME = FoundationRule(order=ZIGZAG)
PACK = TurnedCard(waste="waste")
SUMS_OF_14 = "opt_sums_of_14"


def line_of(rampart: str) -> tuple[str, ...]:
    """The Reserve places of the row or column at whose end ``rampart`` lies."""
    return _LINES[rampart]


def ends_of(place: str) -> tuple[str, ...]:
    """The four Ramparts at the ends of a Reserve place's row and column."""
    return _ENDS[place]


def _line(rampart: str) -> tuple[str, ...]:
    index = int(rampart[1:])
    if rampart[0] in "ns":
        return tuple(f"r{row}c{index}" for row in range(1, ROWS + 1))
    return tuple(f"r{index}c{col}" for col in range(1, COLUMNS + 1))


def _ends(place: str) -> tuple[str, ...]:
    row, col = place[1:].split("c")
    return (f"w{row}", f"e{row}", f"n{col}", f"s{col}")


# (Made once: every drop asks.)
_LINES = {rampart: _line(rampart) for rampart in RAMPARTS}
_ENDS = {place: _ends(place) for place in RESERVE_PLACES}


def _onto(sums: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """For each face (blocks.face_number), the faces a Rampart card of it
    may be laid on: its suit, one rank apart or adding up to ``sums``."""
    table: dict[int, tuple[int, ...]] = {}
    for suit in range(4):
        for rank in ACE_TO_KING:
            ranks = sorted(other for other in ACE_TO_KING if abs(other - rank) == 1 or other + rank in sums)
            table[suit * 16 + rank] = tuple(suit * 16 + other for other in ranks)
    return table


# ``onto`` for blocks.tangled, by the option: zig-zag neighbours adding up to 14 or 15, or 14 only.
_ONTO_ZIGZAG = _onto((14, 15)).__getitem__
_ONTO_SUMS_OF_14 = _onto((14,)).__getitem__


class TheBesiegedCity(Game):
    id = "the_besieged_city"
    title = "The Besieged City"
    packs = 2
    foundation_piles = FOUNDATIONS
    options = (
        Option(
            SUMS_OF_14,
            "Zig-zag neighbours adding up to fourteen only",
            "On the Ramparts, besides cards one apart, only pairs adding up to fourteen go on each other "
            "(Q on 2, J on 3 … 7 on 7, A on K), not those adding up to fifteen (K on 2, Q on 3 …).",
        ),
    )
    action_help = (("deal", "turn the top card of the pack (the card turned before goes to the talon)"),)
    hint_looks_ahead = True  # Rampart cards and Reserve transpositions shift about without end
    description = "Two packs: a Reserve walled in by fourteen Ramparts; foundations zig-zag from ace to ace."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {place: RESERVE for place in RESERVE_PLACES}
        roles.update({rampart: TABLEAU for rampart in RAMPARTS})
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles.update(stock=STOCK, hand=WASTE, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in RESERVE_PLACES:
            row, col = pile[1:].split("c")
            return f"the Reserve (row {row}, column {col})"
        if pile in RAMPARTS:
            side = {"n": "above column", "s": "below column", "w": "left of row", "e": "right of row"}[pile[0]]
            return f"the Rampart {side} {pile[1:]}"
        if pile == "hand":
            return "the card just turned"
        if pile in FOUNDATIONS:
            return "a foundation"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        for place in (*RESERVE_PLACES, *RAMPARTS):
            state.piles[place].append(cards.pop(0))
        lay_pack(state, cards)
        return state

    def actions(self, state: State) -> list[Move]:
        return [Move(DEAL, "stock", "hand")] if state.piles["stock"] and not self.vacancy(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        due = self.vacancy(state)
        if move.kind == DEAL and due is not None:
            return no(due.refusal, *due.refusal_args)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            PACK.turn(tx)
        elif move.src in RESERVE_PLACES and move.dst in RESERVE_PLACES and state.piles[move.dst]:
            tx.move(move.src, move.dst)  # a transposition: the two cards change places
            tx.move(move.dst, move.src, 2)
            tx.move(move.src, move.dst)
        else:
            super().perform(state, move, tx)

    def settle(self, state: State, tx: Tx) -> None:
        """Every vacancy is filled at once: a Reserve place from the talon
        (or, when there is none, the card just turned or the pack); a
        Rampart from its line of the Reserve, by the player's choice, made
        here only when a single card could fill it."""
        while True:
            empty = next((p for p in RESERVE_PLACES if not state.piles[p] and self.refill_source(state)), None)
            if empty is not None:
                tx.move(self.refill_source(state), empty, 1, face_up=True)
                continue
            due = self.vacancy(state)
            if due is not None and due.only_choice is not None:
                tx.move(due.only_choice, due.place)
                continue
            return

    def refill_source(self, state: State) -> str | None:
        return next((pile for pile in ("waste", "hand", "stock") if state.piles[pile]), None)

    def vacancy(self, state: State) -> Vacancy | None:
        """The first empty Rampart (clockwise) whose line still holds Reserve cards."""
        for rampart in RAMPARTS:
            if not state.piles[rampart]:
                sources = tuple(place for place in line_of(rampart) if state.piles[place])
                if sources:
                    return Vacancy(
                        rampart, sources, refusal("First fill %1 from its line"), (PileName(self.pile_title(rampart)),)
                    )
        return None

    def pack_spent(self, state: State) -> bool:
        """Pack, card just turned and talon all used up: transposing may begin."""
        return not any(state.piles[pile] for pile in ("stock", "hand", "waste"))

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile == "waste":
            return no("The talon's cards come into play only through the Reserve")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        due = remembered(state, (self.id, "vacancy"), lambda: self.vacancy(state))
        if due is not None:
            return due.allows(src, dst)
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            if src in RESERVE_PLACES:
                return no("Reserve cards must pass through the Ramparts before they go home")
            return self.home(state, dst, card)
        if src == "hand":
            return no("The card just turned may only go to a foundation; turn the next card to lay it on the talon")
        if dst in RAMPARTS:
            if src in RESERVE_PLACES and dst not in ends_of(src):
                return no("A Reserve card goes only to the Ramparts at the ends of its own row and column")
            onto = state.top(dst)
            if onto is None:
                return no("An empty Rampart is filled from its line of the Reserve")
            return self.rampart_takes(state, card, onto)
        if dst in RESERVE_PLACES:
            return self.transposition(state, src, dst)
        if dst == "stock":
            return no("Cards cannot be put back on the pack")
        return no("Only cards turned from the pack go there")

    def home(self, state: State, pile: str, card: Card) -> Verdict:
        if not state.piles[pile] and card.rank == ACE:
            begun = foundation_started(state, FOUNDATIONS, card.suit, ACE)
            if begun is not None:
                return no("The %1 already have their foundation", card.suit.noun)
        return ZIGZAG_HOME.accepts(state.piles[pile], card)

    def rampart_takes(self, state: State, card: Card, onto: Card) -> Verdict:
        """The Rampart rule: in suit, one rank apart or next in the zig-zag."""
        if card.suit != onto.suit:
            return no("Cards on the Ramparts must follow suit")
        if card.rank in neighbours_in(ACE_TO_KING, onto.rank, EITHER_WAY):  # (sequence_in's test, suits alike)
            return YES
        if card.rank in neighbours_in(ZIGZAG, onto.rank, EITHER_WAY):  # Q on 2, 2 on K, 7 on 7 …
            if self.option(state, SUMS_OF_14) and card.rank + onto.rank != 14:
                return no("Only cards adding up to fourteen, or one apart, go on each other here")
            return YES
        return no("The %1 is neither one apart from the %2 nor next to it in the zig-zag", card, onto)

    def transposition(self, state: State, src: str, dst: str) -> Verdict:
        """Once pack and talon are spent, a Reserve card may change places
        with another, or move to an empty place, to bring a card in line
        with a Rampart that will take it."""
        if src not in RESERVE_PLACES:
            return no("A Reserve place is filled from the talon or the pack")
        if not self.pack_spent(state):
            return no("Reserve cards may be transposed only when the pack and the talon are used up")
        moved = [(state.top(src), dst)]
        if state.piles[dst]:
            moved.append((state.top(dst), src))
        for card, place in moved:
            if any(self._takes_at(state, card, rampart) for rampart in ends_of(place)):
                return YES
        return no("Transposing here brings no card in line with a Rampart that will take it")

    def _takes_at(self, state: State, card: Card, rampart: str) -> bool:
        """Would ``rampart`` take ``card`` (an empty one fills from its line)?"""
        onto = state.top(rampart)
        if onto is None:
            return True
        return bool(self.rampart_takes(state, card, onto))

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The vacancy due, if one is; else the foundations wanting the card
        (not from the Reserve), the Ramparts whose card it may go on (a
        Reserve card's own ends alone), and once the pack is spent, for a
        Reserve card, the other Reserve places."""
        due = remembered(state, (self.id, "vacancy"), lambda: self.vacancy(state))
        if due is not None:
            return [due.place]
        card = state.piles[src][-1]
        found = [] if src in RESERVE_PLACES else wanting(state, FOUNDATIONS, ZIGZAG_HOME, card)
        if src == "hand":
            return found
        faces = sequence_onto(card, ACE_TO_KING, SUIT, EITHER_WAY) | sequence_onto(card, ZIGZAG, SUIT, EITHER_WAY)
        ramparts = topped_by(state, RAMPARTS, faces)
        if src in RESERVE_PLACES:
            ends = ends_of(src)
            found = [rampart for rampart in ramparts if rampart in ends]
            if remembered(state, (self.id, "pack spent"), lambda: self.pack_spent(state)):
                found += self._transposable(state, src)
        else:
            found = [*found, *ramparts]
        return in_pile_order(state, found)

    def _transposable(self, state: State, src: str) -> list[str]:
        """The Reserve places ``src``'s card may change places with (see
        transposition): where it comes in line with a Rampart that takes it,
        or whose card comes so in line at ``src``."""
        takers = remembered(state, (self.id, "takers"), lambda: self._takers(state))
        mine, ends, none = takers.get(src, frozenset()), ends_of(src), frozenset()
        return [
            place
            for place in RESERVE_PLACES
            if place != src and (not mine.isdisjoint(ends_of(place)) or not takers.get(place, none).isdisjoint(ends))
        ]

    def _takers(self, state: State) -> dict[str, frozenset[str]]:
        """Each Reserve card's place with the Ramparts that would take the
        card (an empty one fills from its line): asked once a position, not
        once a pair of places."""
        return {
            place: frozenset(rampart for rampart in RAMPARTS if self._takes_at(state, cards[-1], rampart))
            for place in RESERVE_PLACES
            if (cards := state.piles[place])
        }

    # -- the solver ------------------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """A Rampart packet gives up only its top card, home or onto
        another Rampart's top card (of its suit, one apart or next in the
        zig-zag), never into a space: an emptied Rampart takes only a
        Reserve card. The Reserve's, the talon's and the pack's cards may
        come to lie on any Rampart and are counted free to go anywhere.
        Each suit has one foundation, taking its cards along the zig-zag.
        Cards that wait on one another across the Ramparts are lost
        (blocks.tangled)."""
        piles = state.piles
        others = [card for pile in (*RESERVE_PLACES, "stock", "hand", "waste") for card in piles[pile]]
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), 1), ZIGZAG)
        onto = _ONTO_SUMS_OF_14 if self.option(state, SUMS_OF_14) else _ONTO_ZIGZAG
        return tangled([piles[rampart] for rampart in RAMPARTS], others, face_number, home, onto)

    # -- advice and the end -------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """An ace beginning its suit's foundation costs nothing."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or state.piles[move.dst]:
            return False
        return bool(self.check(state, move))

    def is_idle(self, state: State, move: Move) -> bool:
        if super().is_idle(state, move):
            return True
        if move.kind != MOVE or move.dst in FOUNDATIONS or self.vacancy(state) is not None:
            return False
        return shift_leads_nowhere(self, state, move)
