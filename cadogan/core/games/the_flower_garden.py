"""The Flower-Garden (rules card: rulebook/games/the_flower_garden.md).

Six packets of six form the Garden; the sixteen cards left are the Bouquet,
every one of them free. The aces build up in suit; on the Garden, cards go
down one rank at a time whatever their suit. Bouquet cards are kept as
sixteen one-card places, so any of them can be taken and none can come back.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..blocks import (
    FoundationRule,
    any_suit_safe,
    deal_round,
    descending_onto,
    descending_sequence,
    empty_among,
    face_number,
    in_order,
    in_pile_order,
    moving,
    next_places,
    one_above_any_suit,
    progress_reachable,
    rank_swap,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import Card, Suit
from ..moves import MOVE, YES, Move, Verdict, no
from ..rules import FOUNDATION, RESERVE, TABLEAU, Game
from ..state import State

GARDEN = [f"g{i}" for i in range(1, 7)]
BOUQUET = [f"b{i}" for i in range(1, 17)]
FOUNDATIONS = [f"f{i}" for i in range(1, 5)]
PACKET_SIZE = 6
# Positions the dead-end search may visit: with a cleared packet and the
# Bouquet's free cards, a dead position can have several hundred.
SEARCH_LIMIT = 1500
UP_FROM_ACE = FoundationRule()
ACE_TO_KING = tuple(range(1, 14))
# The hint's tie-break (hint_bonus): a packet whose nearest card to going
# home is NEAR steps away or fewer (ranks still wanted before it, plus cards
# lying on it) is worth uncovering and not worth covering; an emptied packet
# is worth more still.
NEAR = 6
STEP_POINTS = 20
EMPTIED_POINTS = 100


def next_wanted(state: State) -> dict[Suit, int]:
    """The rank each suit's foundation takes next (an ace where none is begun)."""
    wanted = dict.fromkeys(Suit, 1)
    for pile in FOUNDATIONS:
        cards = state.piles[pile]
        if cards:
            wanted[cards[0].suit] = len(cards) + 1
    return wanted


def steps_home(cards: Sequence[Card], wanted: dict[Suit, int]) -> int:
    """How near a packet's cards (bottom first) are to going home: for its
    nearest card, the ranks of its suit still wanted before it plus the
    cards lying on it (a large number for an empty packet)."""
    last = len(cards) - 1
    return min((card.rank - wanted[card.suit] + last - index for index, card in enumerate(cards)), default=99)


class TheFlowerGarden(Game):
    id = "the_flower_garden"
    title = "The Flower-Garden"
    description = "Six flower-beds of six and a bouquet of sixteen free cards; build down in any suit."

    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in GARDEN}
        roles.update({p: RESERVE for p in BOUQUET})
        roles.update({p: FOUNDATION for p in FOUNDATIONS})
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in GARDEN:
            return f"packet {pile[1:]}"
        if pile in BOUQUET:
            return "the Bouquet"
        return "a foundation"

    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        # Each packet is dealt whole, its first card at the back.
        deal_round(state, cards, GARDEN, [PACKET_SIZE] * len(GARDEN))
        deal_round(state, cards, BOUQUET, [1] * len(BOUQUET))
        return state

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A cleared packet takes any free card, whichever packet it is; the
        # Bouquet's places only give; any foundation takes any ace. No rule
        # names a packet, a Bouquet place or a foundation, so the solver counts
        # positions that differ only in which of them holds what as one.
        return (tuple(GARDEN), tuple(BOUQUET), tuple(FOUNDATIONS))

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS:
            return UP_FROM_ACE.accepts(state.piles[dst], card)
        if dst in BOUQUET:
            if state.piles[dst]:
                return no("Nothing can be placed on a Bouquet card")
            return no("Cards never go back to the Bouquet")
        onto = state.top(dst)
        if onto is None:
            return YES  # a cleared packet begun again with any free card
        return descending_sequence(card, onto)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the packets whose top card is one
        rank above it, and the empty packets."""
        card = state.piles[src][-1]
        packets = [*topped_by(state, GARDEN, descending_onto(card)), *empty_among(state, GARDEN)]
        return in_pile_order(state, [*packets, *wanting(state, FOUNDATIONS, UP_FROM_ACE, card)])

    # -- the solver -------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """Garden cards move one at a time, home or onto a card one rank
        above them whatever its suit, or into a cleared packet; Bouquet
        cards go home or onto a packet. While no packet is empty, cards that
        wait on one another across the packets, each packet holding a card
        that cannot move so that none is cleared first, are lost
        (blocks.tangled); a Bouquet card then comes to the top of a packet
        only by being built there, so it counts as a card to build on only
        where a card one rank above it could be on top first."""
        piles = state.piles
        stacks = [piles[packet] for packet in GARDEN]
        if not all(stacks):
            return False
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), 1), ACE_TO_KING)
        others = [card for place in BOUQUET for card in piles[place]]
        every = range(len(stacks))
        return tangled(stacks, others, face_number, home, one_above_any_suit, holding=every, others_built_only=True)

    # -- advice ---------------------------------------------------------------
    # The book's advice: place cards in sequence with the greatest care, and
    # keep a card where it may serve to release others (hint_bonus), followed
    # even over the ranking's table.
    advice_outranks = True

    def hint_bonus(self, state: State, move: Move) -> int:
        """Among moves the ranking scores alike: uncover a packet whose card
        nearest to going home (see steps_home) is near, or empty a packet;
        do not cover one. A Bouquet card is free where it lies, so laying it
        on a packet only covers that packet."""
        if move.kind != MOVE or move.dst in FOUNDATIONS:
            return 0
        wanted = next_wanted(state)
        bonus = 0
        if move.src in GARDEN:
            rest = state.piles[move.src][:-1]
            bonus += STEP_POINTS * max(0, NEAR - steps_home(rest, wanted)) if rest else EMPTIED_POINTS
        if state.piles[move.dst]:
            bonus -= STEP_POINTS * max(0, NEAR - steps_home(state.piles[move.dst], wanted))
        return bonus

    def is_safe(self, state: State, move: Move) -> bool:
        return any_suit_safe(state, move, FOUNDATIONS, self.packs, self.can_drop)

    def looks_idle(self, state: State, move: Move) -> bool:
        # Suits do not matter in the Garden, so a card carried from one card
        # onto another of the same rank changes nothing that matters, unless
        # the card it uncovers can then do something (Game.is_idle looks).
        return super().looks_idle(state, move) or rank_swap(state, move, GARDEN)

    def is_idle(self, state: State, move: Move) -> bool:
        """A card can go into a cleared packet and back onto the card it left
        for ever: a shift is idle when no series of them can bring a card to
        a foundation."""
        if move.kind == MOVE and move.dst in FOUNDATIONS:
            return False
        return super().is_idle(state, move) or not progress_reachable(self, state, SEARCH_LIMIT)
