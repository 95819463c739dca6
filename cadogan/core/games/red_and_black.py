"""Red and Black (rules card: rulebook/games/red_and_black.md).

Two packs. The eight aces are taken out and laid in a row, the two of a
suit side by side and the pairs red and black in turn; each builds up in
suit to the king. Eight Volunteers are dealt below them. On a Volunteer's
top card goes a card one rank lower of the other colour, from the pack,
the talon or another Volunteer; an emptied Volunteer is refilled at once
from the pack. The pack is turned card by card onto one talon, which is
shuffled and dealt again once.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable

from ..blocks import (
    ACE_TO_KING,
    ALTERNATE,
    DeadTalon,
    FoundationRule,
    PackGame,
    PackToTalon,
    all_played,
    in_pile_order,
    lay_pack,
    refill,
    rising_in_suit,
    run_length,
    sequence_in,
    sequence_onto,
    shift_leads_nowhere,
    shuffle_pile,
    stranded,
    top_card_only,
    topped_by,
    twin_has_room,
    wanting,
    whole_run,
    withdraw,
)
from ..cards import ACE, Card, Suit
from ..moves import DEAL, MOVE, REDEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import move_text

# The aces in pairs of alternate colours, as the plate lays them.
ACE_SUITS = (Suit.DIAMONDS, Suit.DIAMONDS, Suit.CLUBS, Suit.CLUBS, Suit.HEARTS, Suit.HEARTS, Suit.SPADES, Suit.SPADES)
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))
VOLUNTEERS = tuple(f"v{n}" for n in range(1, 9))
IN_SUIT = FoundationRule(direction=1, first=None, length=13)  # the ace is laid by the deal
PACK = PackToTalon()
DEAD_TALON = DeadTalon()
RUNS = "opt_runs"
TURNED = "pack_turned"  # 1 once the first card has been turned from the pack


def builds_on(card: Card, onto: Card) -> Verdict:
    """A Volunteer takes a card one rank lower of the other colour."""
    return sequence_in(card, onto, ACE_TO_KING, ALTERNATE)


def in_suit(card: Card) -> tuple[Suit, int]:
    return card.suit, card.rank


RANKS_UP = tuple(range(1, 14))


def home_blocked(state: State) -> Callable[[Card, Collection[Hashable]], bool]:
    """When a card can never go home (blocks.rising_in_suit): each suit's two
    piles, begun by the deal, rise from their top cards."""
    tops: dict[Suit, list[int]] = {}
    for pile in FOUNDATIONS:
        cards = state.piles[pile]
        tops.setdefault(cards[0].suit, []).append(len(cards) - 1)
    return rising_in_suit(tops, RANKS_UP)


def _onto(card: Card) -> list[tuple[Suit, int]]:
    """The faces a card may be built on: one rank higher, the other colour."""
    if card.rank == 13:
        return []
    return [(suit, card.rank + 1) for suit in Suit if suit.colour != card.colour]


class RedAndBlack(PackGame, Game):
    pack = PACK
    id = "red_and_black"
    title = "Red and Black"
    packs = 2
    redeals = 1
    description = "Two packs; eight Volunteers built down red on black, the talon shuffled and dealt once more."
    action_help = (
        (DEAL, "turn the next card of the pack onto the talon"),
        (REDEAL, "shuffle the talon and deal it again as the pack (once)"),
    )
    options = (
        Option(
            DEAD_TALON.option,
            "Talon laid aside",
            "The talon's cards wait for the re-deal: only the card just turned may be played before it is covered.",
        ),
        Option(
            RUNS, "Move whole runs", "A run of red and black in descending order moves from Volunteer to Volunteer."
        ),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({v: TABLEAU for v in VOLUNTEERS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # No rule names a Volunteer (an emptied one is refilled from the pack
        # whichever it is) or a foundation (each is built on the ace it
        # holds): the solver counts positions that differ only in which
        # Volunteer, or which of a suit's two foundations, holds what as one.
        return (VOLUNTEERS, FOUNDATIONS)

    def pile_title(self, pile: str) -> str:
        if pile in VOLUNTEERS:
            return f"Volunteer {pile[1:]}"
        return super().pile_title(pile)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **DEAD_TALON.counter_ranges(), TURNED: (1, 1)}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        cards = self.shuffled_deck(deal)
        for pile, card in zip(FOUNDATIONS, withdraw(cards, [(suit, ACE) for suit in ACE_SUITS]), strict=True):
            state.piles[pile].append(card)
        for pile in VOLUNTEERS:
            state.piles[pile].append(cards.pop(0))
        lay_pack(state, cards)
        return state

    def settle(self, state: State, tx: Tx) -> None:
        """An emptied Volunteer is refilled at once from the pack."""
        refill(tx, "stock", VOLUNTEERS)

    # -- the two questions --------------------------------------------------
    def lift_counts(self, state: State, pile: str) -> range | tuple[int, ...]:
        if pile in VOLUNTEERS and self.option(state, RUNS):
            return range(1, run_length(state, pile, builds_on) + 1)
        return super().lift_counts(state, pile)

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        talon = DEAD_TALON.can_lift(self, state, pile)
        if not talon:
            return talon
        if count > 1 and pile in VOLUNTEERS and self.option(state, RUNS):
            return whole_run(state, pile, count, builds_on)
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-count]
        if dst in FOUNDATIONS:
            if count != 1:
                return no("Cards go to a foundation one at a time")
            return IN_SUIT.accepts(state.piles[dst], card)
        if dst in VOLUNTEERS:
            onto = state.top(dst)
            if onto is None:
                return no("An empty Volunteer is filled only from the pack")
            if src in VOLUNTEERS and not state.counters.get(TURNED) and self._a_volunteer_fits(state):
                return no("Play the Volunteers' cards to the foundations before forming sequences")
            return builds_on(card, onto)
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def _a_volunteer_fits(self, state: State) -> bool:
        """Can some Volunteer's top card go to a foundation now? (The opening:
        plays first, then sequences.)"""
        return any(
            state.piles[v] and IN_SUIT.accepts(state.piles[f], state.piles[v][-1])
            for v in VOLUNTEERS
            for f in FOUNDATIONS
        )

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the Volunteers it may go on."""
        card = state.piles[src][-count]
        volunteers = topped_by(state, VOLUNTEERS, sequence_onto(card, ACE_TO_KING, ALTERNATE))
        return in_pile_order(state, [*wanting(state, FOUNDATIONS, IN_SUIT, card), *volunteers])

    # -- the pack ---------------------------------------------------------------
    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            if state.counters.get("redeals_left", 0) <= 0:
                return no("The pack is used up and the re-deal has been made")
            return no("The pack is used up")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        super().perform(state, move, tx)
        if move.kind == REDEAL:  # the talon is shuffled before it is dealt again
            shuffle_pile(tx, "stock", self.id, "redeal-1")
        if move.kind == DEAL and not state.counters.get(TURNED):
            tx.set(TURNED, 1)
        DEAD_TALON.after(self, state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REDEAL:
            return move_text("Shuffle and re-deal")
        return super().describe(state, move)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """A card is wanted off the foundations only to take a card one lower
        of the other colour: once every such card is home, and the other pile
        of its suit takes it now too (either is then as good as the other)
        or has had its copy, sending it up costs nothing."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or not self.check(state, move):
            return False
        card = state.piles[move.src][-1]
        lower = card.rank - 1
        others = [suit for suit in Suit if suit.colour != card.colour]
        if not (lower <= ACE or all_played(state, FOUNDATIONS, [(suit, lower) for suit in others], self.packs)):
            return False
        return twin_has_room(state, card, move.dst, FOUNDATIONS, lambda _pile: IN_SUIT)

    def solver_dead_end(self, state: State) -> bool:
        """A Volunteer's cards leave from the top, one at a time, only for
        home or for another Volunteer (an emptied one is refilled from the
        pack), and so do the talon's once no re-deal is left: a card above
        every loose copy of a card each pile of its suit needs before it,
        with every card it could be built on under it too or home, is there
        for good (blocks.stranded).
        Not told when whole runs may move (a run carries a card off the
        cards under it)."""
        if self.option(state, RUNS):
            return False
        piles = state.piles
        stacks = [piles[v] for v in VOLUNTEERS]
        if state.counters.get("redeals_left", 0) <= 0:
            stacks.append(piles["waste"])
        homes = (piles[f] for f in FOUNDATIONS)
        return stranded(stacks, in_suit, self.packs, home_blocked(state), _onto, homes)

    def is_idle(self, state: State, move: Move) -> bool:
        # A card may hop for ever between two Volunteers topped by cards of
        # one rank and colour: such shifts are idle once the pack is out and
        # no series of moves brings a card home.
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)
