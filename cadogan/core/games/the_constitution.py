"""The Constitution (rules card: rulebook/games/the_constitution.md).

Two packs. The kings, queens and aces are taken out: the Q♦, the
Sovereign, stands in the middle of a star, the eight aces (the Government,
the foundations) round her, the eight kings (Bishops and Judges) crossways
round them; the other seven queens are laid aside. The other 80 cards: 32
are dealt in four rows of eight, from the People at the bottom up through
the Commons and the Lords to the Privy Council. A card climbs one division
at a time, placed on the top card of a packet in the division above one
rank higher and of the other colour; only Privy Council cards go home,
building up in suit to the knave. Every vacancy is filled at once from the
division below, the player choosing the card; the People's from the talon
or the pack. The pack is turned onto the talon when the player likes.
"""

from __future__ import annotations

from itertools import pairwise

from ..blocks import (
    ACE_TO_KING,
    ALTERNATE,
    FoundationRule,
    PackToTalon,
    Vacancy,
    all_played,
    fill_from_talon,
    in_pile_order,
    lay_pack,
    rank_run,
    remembered,
    sequence_in,
    sequence_onto,
    stuck_for_good,
    top_card_only,
    topped_by,
    wanting,
    withdraw,
)
from ..cards import ACE, KING, QUEEN, Card, Suit
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, OUT, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import refusal, word

COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
# The Government: aces at the eight points, clockwise from the north (the
# plate shows clubs north and south, diamonds north-west and south-east).
GOVERNMENT = {
    f"g{n}": suit
    for n, suit in enumerate(
        (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS),
        start=1,
    )
}
# The Judges (red kings) north, east, south and west; the Bishops (black) between.
OUTER_RING = {
    f"k{n}": suit
    for n, suit in enumerate(
        (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES),
        start=1,
    )
}
FOUNDATIONS = tuple(GOVERNMENT)
DIVISIONS = ("privy", "lords", "commons", "people")  # from the top down
DIVISION_NAMES = {
    "privy": word("the Privy Council"),
    "lords": word("the House of Lords"),
    "commons": word("the House of Commons"),
    "people": word("the People"),
}
ROW = {division: tuple(f"{division}{col}" for col in range(1, 9)) for division in DIVISIONS}
PACKETS = tuple(packet for division in DIVISIONS for packet in ROW[division])
DIVISION_OF = {packet: division for division in DIVISIONS for packet in ROW[division]}
ACE_TO_KNAVE = FoundationRule(first=None, order=rank_run(1, 11))
PACK = PackToTalon()


def _face(card: Card) -> tuple[Suit, int]:
    return card.suit, card.rank


def _lower_of_its_suit_below(cards: list[Card]) -> bool:
    """Does some card lie above a lower card of its own suit?"""
    lowest: dict[Suit, int] = {}
    for card in cards:
        low = lowest.get(card.suit)
        if low is not None and low < card.rank:
            return True
        if low is None or card.rank < low:
            lowest[card.suit] = card.rank
    return False


def below(division: str) -> str | None:
    index = DIVISIONS.index(division)
    return DIVISIONS[index + 1] if index + 1 < len(DIVISIONS) else None


ABOVE = {lower: upper for upper, lower in pairwise(DIVISIONS)}  # each division's upper one


class TheConstitution(Game):
    id = "the_constitution"
    title = "The Constitution"
    packs = 2
    foundation_piles = FOUNDATIONS
    action_help = (("deal", "turn the top card of the pack onto the talon"),)
    description = "Two packs: cards climb from the People through Commons and Lords to the Privy Council, then home."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {"sovereign": OUT}
        roles.update({g: FOUNDATION for g in FOUNDATIONS})
        roles.update({k: OUT for k in OUTER_RING})
        roles["aside"] = OUT
        roles.update({packet: TABLEAU for packet in PACKETS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in GOVERNMENT:
            return f"the {COMPASS[int(pile[1:]) - 1]} foundation"
        if pile in DIVISION_OF:
            return f"{DIVISION_NAMES[DIVISION_OF[pile]]}, packet {pile[-1]}"
        if pile == "sovereign":
            return "the Sovereign"
        if pile in OUTER_RING:
            return "a Judge" if OUTER_RING[pile].colour.value == "red" else "a Bishop"
        if pile == "aside":
            return "the queens laid aside"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        rest = self.shuffled_deck(deal)
        state.piles["sovereign"] = withdraw(rest, [(Suit.DIAMONDS, QUEEN)])
        for pile, card in zip(FOUNDATIONS, withdraw(rest, [(s, ACE) for s in GOVERNMENT.values()]), strict=True):
            state.piles[pile].append(card)
        for pile, card in zip(OUTER_RING, withdraw(rest, [(s, KING) for s in OUTER_RING.values()]), strict=True):
            state.piles[pile].append(card)
        state.piles["aside"] = [card for card in rest if card.rank == QUEEN]
        rest = [card for card in rest if card.rank != QUEEN]
        for division in reversed(DIVISIONS):  # "beginning with the lowest"
            for packet in ROW[division]:
                state.piles[packet].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    def vacancy(self, state: State) -> Vacancy | None:
        """The highest vacancy that a card of the division below can fill
        (the People's are filled by themselves, from the talon or the pack)."""
        for division in DIVISIONS[:-1]:
            lower = below(division)
            sources = tuple(packet for packet in ROW[lower] if state.piles[packet])
            empty = next((packet for packet in ROW[division] if not state.piles[packet]), None)
            if empty is not None and sources:
                names = (DIVISION_NAMES[division], DIVISION_NAMES[lower])
                return Vacancy(empty, sources, refusal("First fill the vacancy in %1 from %2"), names)
        return None

    def settle(self, state: State, tx: Tx) -> None:
        """Rule V, at once: a vacancy with one card to fill it is filled
        here, the People's from the talon, or the pack when there is no
        talon; where the player may choose, the game waits for the choice."""
        while True:
            people = next((p for p in ROW["people"] if not state.piles[p]), None)
            if people is not None and (state.piles["waste"] or state.piles["stock"]):
                fill_from_talon(tx, people)
                continue
            due = self.vacancy(state)
            if due is not None and due.only_choice is not None:
                tx.move(due.only_choice, due.place)
                continue
            return

    def actions(self, state: State) -> list[Move]:
        return PACK.actions(state) if self.vacancy(state) is None else []

    def check(self, state: State, move: Move) -> Verdict:
        due = self.vacancy(state)
        if move.kind == DEAL and due is not None:
            return no(due.refusal, *due.refusal_args)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if not PACK.perform(state, move, tx):
            super().perform(state, move, tx)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # The Government's piles each hold an ace from the deal and build up
        # alike; within a division every packet takes the same cards from the
        # division below, and a vacancy is filled the same way whichever
        # packet it is (the next one along, from any packet below).
        return (FOUNDATIONS, *(ROW[division] for division in DIVISIONS))

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on the Government stay there")
        if pile in OUTER_RING or pile in ("sovereign", "aside"):
            return no("The Sovereign, the Bishops and the Judges never move")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile == "waste":
            return no("The talon's cards come in only to fill a vacancy among the People")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        due = self.vacancy(state)
        if due is not None:
            return due.allows(src, dst)
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            if DIVISION_OF.get(src) != "privy":
                return no("Only cards of the Privy Council go to the Government")
            return ACE_TO_KNAVE.accepts(state.piles[dst], card)
        if dst in DIVISION_OF:
            division = DIVISION_OF[dst]
            if DIVISION_OF[src] == "privy":
                return no("Privy Council cards go only to the Government")
            if below(division) != DIVISION_OF[src]:
                return no("A card climbs to the division just above its own, one at a time")
            onto = state.top(dst)
            if onto is None:
                return no("A vacancy is filled from the division below")
            return sequence_in(card, onto, rank_run(), ALTERNATE)
        return no("Nothing may be placed there")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The vacancy due, if one is; else for a Privy Council card the
        foundations wanting it, for another the packets of the division
        above whose cards it may go on."""
        due = remembered(state, (self.id, "vacancy"), lambda: self.vacancy(state))
        if due is not None:
            return [due.place]
        card = state.piles[src][-1]
        division = DIVISION_OF.get(src)
        if division == "privy":
            return wanting(state, FOUNDATIONS, ACE_TO_KNAVE, card)
        upper = ABOVE.get(division)
        if upper is None:
            return []
        return in_pile_order(state, topped_by(state, ROW[upper], sequence_onto(card, ACE_TO_KING, ALTERNATE)))

    # -- advice and the end ------------------------------------------------------------
    def looks_idle(self, state: State, move: Move) -> bool:
        """No move here is idle: every card that moves climbs a division (or
        goes home) and never comes down, so the game cannot go round in
        circles, and a card carried onto its twin, or a packet into a
        vacancy, has still climbed."""
        return False

    def solver_dead_end(self, state: State) -> bool:
        """A Privy Council card goes nowhere but home, and cards laid on it
        only cover it more: one lying above every copy not yet home of a
        card each foundation of its suit needs first can never go home
        (stuck_for_good)."""
        piles = state.piles
        stacks = [piles[packet] for packet in ROW["privy"] if len(piles[packet]) > 1]
        if not any(_lower_of_its_suit_below(cards) for cards in stacks):
            return False  # (the common case, seen cheaply)
        wants = []
        loose: dict[tuple[Suit, int], int] = {}
        for pile, suit in GOVERNMENT.items():
            top = piles[pile][-1].rank if piles[pile] else 0
            wants.append([(suit, rank) for rank in range(top + 1, len(ACE_TO_KNAVE.order) + 1)])
            for rank in range(top + 1, len(ACE_TO_KNAVE.order) + 1):
                loose[(suit, rank)] = loose.get((suit, rank), 0) + 1
        return stuck_for_good(stacks, wants, loose, _face)

    def is_safe(self, state: State, move: Move) -> bool:
        """Sending a card home costs nothing once every card that could be
        placed on it (one rank lower, either colour) is home, and a card
        stays under it in its packet. A card alone in its packet leaves a
        vacancy that must be filled at once, from the division below and
        on down to the People (from the talon or the pack): filled now, the
        chain takes the cards on top now, where the player could first deal
        from the pack, or build a packet that would stop the chain, and send
        the card home later."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or not self.check(state, move):
            return False
        if len(state.piles[move.src]) < 2:
            return False
        lower = state.top(move.src).rank - 1
        return lower == ACE or all_played(state, FOUNDATIONS, [(suit, lower) for suit in Suit], self.packs)
