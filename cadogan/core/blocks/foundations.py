"""Foundations: how a pile builds (direction, first card, suit or any suit,
length, wrap-around, the turn at the king), ranks the deal chose, a suit's
rising and falling piles, fixed orders and whole families, piles begun as
their first cards appear.

Used by: anna, babette, canfield_or_klondike, duchess_de_luynes, fortress,
general_sedgewick, la_belle_lucie, la_nivernaise, light_and_shade,
marriage_tableau, mount_olympus, red_and_black, sly, spensers_fairie_queen,
the_besieged_city, the_blockade, the_carpet, the_clock, the_congress,
the_constitution, the_empress_of_india, the_fifteen, the_fish_bone,
the_flower_garden, the_four_corners, the_hemispheres, the_herring_bone,
the_kings, the_labyrinth, the_louis_patience, the_mill, the_nation,
the_olga, the_queens, the_salic_law, the_shah, the_square, the_sultan,
the_terrace, the_zodiac, two_rings.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from itertools import pairwise

import attrs

from ..cards import Card, Suit, a_rank_name, next_rank, rank_name
from ..moves import YES, Verdict, no
from ..state import State


@attrs.frozen(cache_hash=True)  # (a rule keys the drop targets' indexes: hashed at every drag)
class FoundationRule:
    """How one foundation pile builds.

    ``direction``: +1 ascending, -1 descending. ``first``: the rank that may
    start an empty pile (None: the base is placed by the deal and an empty pile
    takes nothing). ``suit``: a fixed suit, or None for "the suit of its base".
    ``length``: the number of cards a full pile holds (None: until the rank
    runs out). ``wrap``: king is followed by ace (or ace by king, descending).
    ``any_suit``: the pile builds regardless of suit (any 7 on a 6).
    ``turn``: once the run reaches its end (a king, going up), the pile takes
    a second card of that rank and then builds back the other way (The
    Square: ace up to king, the other king, down to the other ace).
    ``order``: the ranks the pile climbs through, first card first, in place
    of ``direction``/``first``/``length`` (steps of two, the piquet ranks, a
    rank left out, an early end, the Besieged City's zig-zag; see
    :func:`rank_run`); an empty pile takes ``order[0]`` unless ``first`` is
    None. ``alternate``: colours alternate up the pile (red, black, red …),
    suits otherwise free.
    """

    direction: int = 1
    first: int | None = 1
    suit: Suit | None = None
    length: int | None = None
    wrap: bool = False
    any_suit: bool = False
    turn: bool = attrs.field(default=False)
    order: tuple[int, ...] | None = attrs.field(default=None)
    alternate: bool = False

    @turn.validator
    def _turn_needs_an_end(self, _attribute: object, value: bool) -> None:
        if value and self.wrap:
            raise ValueError("a foundation that wraps round never reaches an end to turn at")

    @order.validator
    def _order_alone(self, _attribute: object, value: tuple[int, ...] | None) -> None:
        if value is not None and (self.wrap or self.turn or self.length is not None or not value):
            raise ValueError("a foundation's order names every rank it takes: no wrap, turn or length besides")

    @property
    def free_suit(self) -> bool:
        """Does the pile take any suit (regardless of suit, or colours only)?"""
        return self.any_suit or self.alternate

    def next_card(self, pile: Sequence[Card]) -> tuple[Suit | None, int] | None:
        """The (suit, rank) the pile wants next, or None when it is full. (With
        ``alternate``, the colour is judged by :meth:`accepts`.)"""
        if self.order is not None:
            if not pile and self.first is None:
                return None
            if len(pile) >= len(self.order):
                return None
            suit = None if self.free_suit else self.suit or (pile[0].suit if pile else None)
            return (suit, self.order[len(pile)])
        if not pile:
            return None if self.first is None else (None if self.free_suit else self.suit, self.first)
        if self.length is not None and len(pile) >= self.length:
            return None
        top = pile[-1]
        suit = None if self.free_suit else self.suit or pile[0].suit
        direction = self.direction
        if self.turn and has_turned(pile):
            direction = -direction
        rank = next_rank(top.rank, direction, self.wrap)
        if rank is None:
            if self.turn and direction == self.direction:
                return (suit, top.rank)  # the turn: a second card of the last rank
            return None
        return (suit, rank)

    def turns_next(self, pile: Sequence[Card]) -> bool:
        """Does the pile want the second card of its last rank next (the turn)?"""
        wanted = self.next_card(pile)
        return self.turn and bool(pile) and wanted is not None and wanted[1] == pile[-1].rank

    def takes(self, pile: Sequence[Card], card: Card) -> bool:
        """``bool(self.accepts(pile, card))``, without the reason (for a rule
        that asks only whether a card could go home, at every move)."""
        wanted = self.next_card(pile)
        if wanted is None or card.rank != wanted[1] or (wanted[0] is not None and card.suit != wanted[0]):
            return False
        return not (self.alternate and pile and card.colour == pile[-1].colour)

    def accepts(self, pile: Sequence[Card], card: Card) -> Verdict:
        wanted = self.next_card(pile)
        if wanted is None:
            if not pile:
                return no("This foundation cannot be started with that card")
            return no("This foundation is complete")
        suit, rank = wanted
        if not pile and card.rank != rank:
            return no("A foundation here starts with %1", a_rank_name(rank))
        if suit is not None and card.suit != suit:
            return no("This foundation takes %1 only", suit.noun)
        if self.alternate and pile and card.colour == pile[-1].colour:
            return no("Red and black must alternate on this foundation")
        if card.rank != rank:
            if self.turn and pile and rank == pile[-1].rank:  # (turns_next, with the wanted card known)
                return no("This foundation needs the second %1 next, to turn", rank_name(rank))
            return no("This foundation needs the %1 next", rank_name(rank))
        return YES


def _article(rank: int) -> str:
    return "an" if rank in (1, 8) else "a"


def on_foundations(state: State, foundations: Iterable[str]) -> set[Card]:
    return {card for pile in foundations for card in state.piles[pile]}


def all_played(state: State, foundations: Iterable[str], wanted: Iterable[tuple[Suit, int]], packs: int) -> bool:
    """Are all copies of each (suit, rank) in ``wanted`` already on foundations?"""
    played = on_foundations(state, foundations)
    return all(Card(suit, rank, pack) in played for suit, rank in wanted for pack in range(packs))


BASE_RANK = "base_rank"  # the counter holding a deal's foundation rank


def base_rank(state: State) -> int:
    """The foundation rank this deal chose (a card turned after the layout)."""
    return state.counters[BASE_RANK]


def base_rank_rule(state: State, direction: int = 1, alternate: bool = False) -> FoundationRule:
    """A foundation whose first rank the deal (or the player) chose: in the
    suit of its base, up (or down), turning the corner from king to ace,
    thirteen cards; with ``alternate``, red and black in turn, suits free."""
    return _base_rank_rule(direction, base_rank(state), alternate)


@functools.lru_cache(maxsize=128)
def _base_rank_rule(direction: int, first: int, alternate: bool) -> FoundationRule:
    """(Made once for each rank: a rule is a value, and every drop asks for it.)"""
    return FoundationRule(direction=direction, first=first, length=13, wrap=True, alternate=alternate)


BASE_RANK_RANGE: dict[str, tuple[int, int]] = {BASE_RANK: (1, 13)}  # for Game.counter_ranges


def base_rank_shown(state: State) -> dict[str, str]:
    """The foundation rank by name, for the status bar."""
    return {BASE_RANK: rank_name(base_rank(state))} if BASE_RANK in state.counters else {}


UP_FROM_ACE = FoundationRule(direction=1, first=1)


DOWN_FROM_KING = FoundationRule(direction=-1, first=13)


def rank_run(first: int = 1, last: int = 13, step: int = 1, leaving_out: Iterable[int] = ()) -> tuple[int, ...]:
    """The ranks from ``first`` to ``last`` in steps of ``step`` (down when
    ``last`` is below ``first``), without those in ``leaving_out``: an order
    for :class:`FoundationRule` or for building (``sequence_in``)."""
    step = abs(step) if last >= first else -abs(step)
    skipped = set(leaving_out)
    return tuple(rank for rank in range(first, last + step // abs(step), step) if rank not in skipped)


ACE_TO_KING = rank_run()
ODD_FAMILY = rank_run(1, 13, 2)  # A 3 5 7 9 J K: an ace's pile climbing in steps of two
EVEN_FAMILY = rank_run(2, 12, 2)  # 2 4 6 8 10 Q: a deuce's pile
PIQUET_ORDER = (1, 7, 8, 9, 10, 11, 12, 13)  # a piquet pack's ranks, the ace below the seven
# Ace, king, two, queen … in to the sevens and out again, ending at the other
# ace: both copies of every card of a suit (the Besieged City).
_INWARD = tuple(rank for low in range(1, 7) for rank in (low, 14 - low))  # A K 2 Q … 6 8
ZIGZAG = (*_INWARD, 7, 7, *reversed(_INWARD))


@attrs.frozen
class AcesUpKingsDown:
    """Foundations begun as the cards come: an ace on an empty pile of ``up``
    builds up in suit to the king, a king on an empty pile of ``down`` builds
    down in suit to the ace. With ``one_per_suit`` a suit has one pile each
    way: its first ace begins its rising pile, its first king its falling
    one, and a second ace or king can only finish the other pile."""

    up: tuple[str, ...]
    down: tuple[str, ...]

    def rule(self, pile: str) -> FoundationRule:
        return UP_FROM_ACE if pile in self.up else DOWN_FROM_KING

    def accepts(self, state: State, pile: str, card: Card, one_per_suit: bool = True) -> Verdict:
        rule = self.rule(pile)
        verdict = rule.accepts(state.piles[pile], card)
        if verdict and one_per_suit and not state.piles[pile]:
            kin = self.up if rule is UP_FROM_ACE else self.down
            if any(state.piles[other] and state.piles[other][0].suit == card.suit for other in kin):
                if rule is UP_FROM_ACE:
                    return no("The %1 already have their ace foundation", card.suit.noun)
                return no("The %1 already have their king foundation", card.suit.noun)
        return verdict

    @property
    def piles(self) -> tuple[str, ...]:
        return self.up + self.down

    def cards_before(self, state: State, card: Card) -> int:
        """How many cards of its suit must still go home before ``card`` can
        (0: it could go now), by its suit's rising or falling pile, whichever
        is nearer; a pile not yet begun counts from its ace or king."""
        best = 13
        for kin, rule in ((self.up, UP_FROM_ACE), (self.down, DOWN_FROM_KING)):
            pile = next((p for p in kin if state.piles[p] and state.piles[p][0].suit == card.suit), None)
            wanted = rule.next_card(state.piles[pile] if pile is not None else ())
            if wanted is not None and (gap := (card.rank - wanted[1]) * rule.direction) >= 0:
                best = min(best, gap)
        return best


def has_turned(pile: Sequence[Card]) -> bool:
    """Has a turning foundation (``FoundationRule.turn``) turned yet? It has
    once two cards of one rank lie on each other."""
    return any(below.rank == above.rank for below, above in pairwise(pile))


def foundation_started(state: State, foundations: Iterable[str], suit: Suit, rank: int) -> str | None:
    """The foundation already started with the (suit, rank) base, if any: the
    later copies of a foundation card are ordinary cards (foundations started
    "as they appear")."""
    for pile in foundations:
        cards = state.piles[pile]
        if cards and cards[0].suit == suit and cards[0].rank == rank:
            return pile
    return None


FoundationAccepts = Callable[[State, str, Card], Verdict]  # e.g. AcesUpKingsDown.accepts


def begins_foundation(state: State, card: Card, piles: Iterable[str], accepts: FoundationAccepts) -> str | None:
    """The empty foundation, first in ``piles``' order, that ``card`` begins,
    if it begins one: the book's "place them at once, as they appear" for a
    foundation's first card (Sly's first ace and king of a suit, Anna's
    knaves). A later copy that no empty pile takes is an ordinary card."""
    return next((pile for pile in piles if not state.piles[pile] and accepts(state, pile, card)), None)


def families_regardless_of_suit(families: int) -> FoundationRule:
    """One pile that takes ``families`` whole runs, ace to king regardless of
    suit, each king followed by any ace (the Mill's centre ace: four
    families, 52 cards). Its base is laid by the deal."""
    return FoundationRule(direction=1, first=None, any_suit=True, wrap=True, length=13 * families)


# A king building up in suit through the ace to the queen: K, A, 2 … Q
# (the Queens' foundations, begun by the kings as they appear).
KING_THROUGH_ACE_TO_QUEEN = FoundationRule(direction=1, first=13, wrap=True, length=13)


# A king building down regardless of suit to the ace (the Mill's angles).
KING_DOWN_ANY_SUIT = FoundationRule(direction=-1, first=13, any_suit=True, length=13)
