"""The Olga (rules card: rulebook/games/the_olga.md).

Four piquet packs (128 cards: ace, seven to king). Forty-nine cards are
dealt in seven rows of seven, the flower-bed: rows 1, 3, 5 and 7 face up,
rows 2, 4 and 6 face down, so each of the seven columns is a packet whose
lowest card is available; a face-down card is turned up as soon as it
becomes the lowest. The sixteen aces go to the foundations as they come
and build up in suit through the piquet ranks: ace, seven, eight … king.
On the flower-bed cards are built down in alternate colours in that same
order (a black ace on a red seven), from the flower-bed, the pack or the
talon. An emptied column takes a card from the flower-bed only. The pack
is turned once onto one talon.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable

from ..blocks import (
    ALTERNATE,
    PIQUET_ORDER,
    FoundationRule,
    PackGame,
    PackToTalon,
    all_played,
    empty_among,
    in_pile_order,
    later_space,
    lay_pack,
    rising_in_suit,
    run_length,
    sequence_in,
    sequence_onto,
    shift_leads_nowhere,
    stranded,
    top_card_only,
    topped_by,
    wanting,
    whole_run,
)
from ..cards import ACE, PIQUET_RANKS, Card, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State

COLUMNS = tuple(f"c{n}" for n in range(1, 8))  # the flower-bed, left to right; each column's lowest card is its top
ROWS = 7
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 17))  # f1-f8 down the left edge, f9-f16 down the right
# Up in suit from the ace through the piquet ranks: A, 7, 8 … K.
PIQUET_UP = FoundationRule(order=PIQUET_ORDER)
PACK = PackToTalon()
NO_ACE_ON_SEVEN = "opt_no_ace_on_seven"
RUNS = "opt_runs"


PLACE = {rank: place for place, rank in enumerate(PIQUET_ORDER)}  # a rank's place in A, 7, 8 … K


def _in_suit(card: Card) -> tuple[Suit, int]:
    return card.suit, card.rank


def home_blocked(state: State) -> Callable[[Card, Collection[Hashable]], bool]:
    """When a card can never go home (blocks.rising_in_suit): the piles each
    suit has begun rise from their top cards, and an empty foundation may
    yet take an ace of any suit (four of each at most)."""
    tops: dict[Suit, list[int]] = {suit: [] for suit in Suit}
    empty = 0
    for pile in FOUNDATIONS:
        cards = state.piles[pile]
        if cards:
            tops[cards[0].suit].append(PLACE[cards[-1].rank])
        else:
            empty += 1
    for places in tops.values():
        places.extend([-1] * min(empty, len(FOUNDATIONS) // 4 - len(places)))
    return rising_in_suit(tops, PIQUET_ORDER)


def _onto(card: Card) -> list[tuple[Suit, int]]:
    """The faces a card may be built on: the next rank up in A, 7, 8 … K, of
    the other colour (a king on none)."""
    place = PLACE[card.rank] + 1
    if place == len(PIQUET_ORDER):
        return []
    return [(suit, PIQUET_ORDER[place]) for suit in Suit if suit.colour != card.colour]


def _onto_but_sevens(card: Card) -> list[tuple[Suit, int]]:
    return [] if card.rank == ACE else _onto(card)


class TheOlga(PackGame, Game):
    pack = PACK
    id = "the_olga"
    title = "The Olga"
    packs = 4
    ranks = PIQUET_RANKS
    description = (
        "Four piquet packs; a flower-bed of seven rows, built down red and black, sixteen aces up to the kings."
    )
    action_help = ((DEAL, "turn the next card of the pack onto the talon"),)
    options = (
        Option(NO_ACE_ON_SEVEN, "No card on a seven", "An ace may not be placed on a seven in the flower-bed."),
        Option(RUNS, "Move whole runs", "A run of red and black in descending order moves from column to column."),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({c: TABLEAU for c in COLUMNS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in COLUMNS:
            return f"column {pile[1:]} of the flower-bed"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """Row by row, left to right: odd rows face up, even rows face down."""
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        for row in range(1, ROWS + 1):
            for column in COLUMNS:
                card = cards.pop(0)
                state.piles[column].append(card)
                if row % 2 == 0:
                    state.face_down.add(card)
        lay_pack(state, cards)
        return state

    def settle(self, state: State, tx: Tx) -> None:
        """A face-down card is turned up the moment it is a column's lowest."""
        for column in COLUMNS:
            card = state.top(column)
            if card is not None and not state.is_up(card):
                tx.turn(card)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any empty column takes a flower-bed card and any empty foundation
        # an ace; no rule names a column or a foundation.
        return (tuple(COLUMNS), tuple(FOUNDATIONS))

    # -- the two questions --------------------------------------------------
    def builds_on(self, state: State, card: Card, onto: Card) -> Verdict:
        """Down in alternate colours along A, 7, 8 … K (a black ace on a red
        seven, unless the option forbids it)."""
        if self.option(state, NO_ACE_ON_SEVEN) and card.rank == ACE:
            return no("No card is placed on a seven")
        return sequence_in(card, onto, PIQUET_ORDER, ALTERNATE)

    def run(self, state: State, column: str) -> int:
        return run_length(state, column, lambda card, onto: self.builds_on(state, card, onto))

    def lift_counts(self, state: State, pile: str) -> range | tuple[int, ...]:
        if pile in COLUMNS and self.option(state, RUNS):
            return range(1, self.run(state, pile) + 1)
        return super().lift_counts(state, pile)

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if count > 1 and pile in COLUMNS and self.option(state, RUNS):
            return whole_run(state, pile, count, lambda card, onto: self.builds_on(state, card, onto))
        if count > 1 and pile in COLUMNS:
            return no("Only the lowest card of a column can be moved")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-count]
        if dst in FOUNDATIONS:
            if count != 1:
                return no("Cards go to a foundation one at a time")
            return PIQUET_UP.accepts(state.piles[dst], card)
        if dst in COLUMNS:
            onto = state.top(dst)
            if onto is None:
                if src not in COLUMNS:
                    return no("An empty column is filled only from the flower-bed")
                return YES
            return self.builds_on(state, card, onto)
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the columns it may go on, and the
        empty columns."""
        card = state.piles[src][-count]
        columns = [
            *topped_by(state, COLUMNS, sequence_onto(card, PIQUET_ORDER, ALTERNATE)),
            *empty_among(state, COLUMNS),
        ]
        return in_pile_order(state, [*wanting(state, FOUNDATIONS, PIQUET_UP, card), *columns])

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """A card is wanted off the foundations only to take the card one
        place lower in A, 7, 8 … K of the other colour: once all sixteen
        copies of those are home (or there are none: the ace), sending it up
        costs nothing. Piles of its suit that could take it are alike (the
        same top card), and so are the empty spaces an ace could begin."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src in FOUNDATIONS or not self.check(state, move):
            return False
        card = state.top(move.src)
        place = PIQUET_ORDER.index(card.rank)
        if place == 0 or (card.rank == PIQUET_ORDER[1] and self.option(state, NO_ACE_ON_SEVEN)):
            return True
        lower = PIQUET_ORDER[place - 1]
        others = [suit for suit in Suit if suit.colour != card.colour]
        return all_played(state, FOUNDATIONS, [(suit, lower) for suit in others], self.packs)

    def solver_dead_end(self, state: State) -> bool:
        """The talon is never re-dealt and its cards leave from the top, only
        for home or for a column's lowest card (never for an empty column):
        a card above every loose copy of a card each pile of its suit needs
        before it, with every copy of each card it could be built on under it
        too or home, is there for good (blocks.stranded)."""
        onto = _onto_but_sevens if self.option(state, NO_ACE_ON_SEVEN) else _onto
        foundations = (state.piles[f] for f in FOUNDATIONS)
        return stranded((state.piles["waste"],), _in_suit, self.packs, home_blocked(state), onto, foundations)

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: cards laid in an empty column other than
        the first (the columns are alike, blocks.later_space)."""
        if move.kind == MOVE and later_space(state, move.dst, COLUMNS):
            return True
        return super().solver_prunes(state, move)

    def is_idle(self, state: State, move: Move) -> bool:
        # A card may hop for ever between two columns whose lowest cards are
        # of one rank and colour: such shifts are idle once the pack is out
        # and no series of moves brings a card home.
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)
