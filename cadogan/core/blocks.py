"""Shared building blocks: the book's recurring rules, written once.

Games compose these instead of restating them: "only the uppermost card is
available" (or a row's outside card), marriages, sequences in alternate
colours or regardless of suit, lanes (emptied rows that take any card, or
one rank only, or one card from the places a game names), foundations that
build up or down in suit or regardless of it (with a fixed first card, a
length, wrap-around, or turning at the king to come back down), laying the
pack and turning it onto the talon (with or without re-deals), refilling from
the pack, spaces due to be filled, gathering and re-dealing (packets taken up
in order), the deal as the player's own action (nothing but the card just
dealt may be played until the deal is complete), reversing a sequence card by
card, telling when no card can ever reach a foundation, and foundations whose
first rank the deal chose.
Every check returns a :class:`~cadogan.core.moves.Verdict` whose reason is
written for the player.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from itertools import pairwise
from typing import ClassVar

import attrs

from .cards import Card, Suit, next_rank, rank_name
from .moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from .ops import Tx, revert_all
from .rules import FOUNDATION, Game
from .shuffle import SplitMix64, seed_for
from .state import State

# -- availability ------------------------------------------------------------


def top_card_only(state: State, pile: str, count: int) -> Verdict:
    """Rule: only the uppermost card of a packet is available."""
    if not state.piles[pile]:
        return no("There is no card there")
    if count != 1:
        return no("Only the uppermost card can be moved")
    return YES


def moving(state: State, src: str, count: int) -> list[Card]:
    """The cards a move of ``count`` from ``src`` carries, lowest first."""
    return state.piles[src][-count:]


def outside_card_only(state: State, pile: str, count: int) -> Verdict:
    """Rule: in a row growing outward (Fortress, the Kings), only the outside
    card, the row's top card, is available, and one at a time."""
    if state.piles[pile] and count != 1:
        return no("Only the outside card of a row can be moved, one at a time")
    return top_card_only(state, pile, count)


def lowest_card_only(state: State, pile: str, count: int) -> Verdict:
    """Rule: in a column, only the lowest card is available (the uppermost of
    its packet), until its removal frees the one above."""
    verdict = top_card_only(state, pile, count)
    return verdict if verdict or count == 1 else no("Only the lowest card of a column can be moved")


# -- building on the tableau ------------------------------------------------------


def marriage(card: Card, onto: Card, steps: Sequence[int] = (-1,)) -> Verdict:
    """A marriage: same suit, and ``card`` one rank from ``onto`` in one of the
    allowed directions (-1: the card below in value, the book's "descending
    line"; +1: ascending)."""
    if card.suit != onto.suit:
        return no("Marriages must follow suit")
    if card.rank - onto.rank not in steps:
        if tuple(steps) == (-1,) and onto.rank == 1:
            return no(f"No card can be married onto the {onto.label}")  # nothing lies below an ace
        if tuple(steps) == (-1,):
            return no(f"Only the {rank_name(onto.rank - 1)} of {onto.suit.noun} can go on the {onto.label}")
        return no("A marriage must be one rank above or below")
    return YES


def alternate_sequence(card: Card, onto: Card) -> Verdict:
    """Descending sequence in alternate colours (red on black, black on red)."""
    if card.colour == onto.colour:
        return no("Red and black must alternate")
    if card.rank != onto.rank - 1:
        return no("The sequence must descend by one")
    return YES


def one_apart(card: Card, onto: Card) -> Verdict:
    """Building regardless of suit: ``card`` one rank above or below ``onto``
    (no wrap from king to ace)."""
    if abs(card.rank - onto.rank) != 1:
        return no("A card goes on one a rank higher or lower")
    return YES


def lane_takes(card: Card, only: int | None = None, place: str = "space") -> Verdict:
    """What an emptied row or pile (the book's "lane", a "space") takes: any
    card, or with ``only`` that rank alone (13: only a king). ``place`` names
    it in the reason ("column", "row")."""
    if only is None or card.rank == only:
        return YES
    return no(f"Only {_article(only)} {rank_name(only)} can fill an empty {place}")


def descending_sequence(card: Card, onto: Card) -> Verdict:
    """Descending sequence regardless of suit: any card one rank lower."""
    if card.rank == onto.rank - 1:
        return YES
    if onto.rank == 1:
        return no(f"No card can be placed on the {onto.label}")
    below = onto.rank - 1
    return no(f"Only {_article(below)} {rank_name(below)} can go on the {onto.label}")


def rank_swap(state: State, move: Move, piles: Collection[str]) -> bool:
    """Does ``move`` carry one card between two of ``piles`` from a card of
    some rank onto another card of that same rank? Where building ignores
    suit, such a move only trades one card's place for another's (like a twin
    swap): games that build regardless of suit count it as idle-looking
    (see ``Game.looks_idle``)."""
    if move.kind != MOVE or move.count != 1 or move.src not in piles or move.dst not in piles:
        return False
    pile, onto = state.piles[move.src], state.top(move.dst)
    if onto is None or len(pile) < 2:
        return False
    below = pile[-2]
    return below.rank == onto.rank and state.is_up(below) and below.rank == pile[-1].rank + 1


# Marriages up or down, the direction free from card to card: ``marriage``
# judges each card only against the one it goes onto, so a line may turn
# (9♠ 8♠ 9♠) whenever a player likes.
EITHER_WAY: tuple[int, int] = (-1, 1)


def lane_or_marriage(card: Card, onto: Card | None, steps: Sequence[int] = EITHER_WAY) -> Verdict:
    """A column's lowest card takes a marriage (``steps`` as in ``marriage``);
    an emptied column, a lane, takes any one available card."""
    if onto is None:
        return lane_takes(card, place="column")
    return marriage(card, onto, steps)


@attrs.frozen
class SpaceFill:
    """Rule: a space (a tableau pile emptied of all its cards) is filled by
    one card, taken only from piles whose role is in ``sources``: any
    available card (tableau and talon roles), or the talon's top alone (the
    card just turned lies there too). Filling is never compulsory.
    ``refusal`` tells the player where the card must come from ("A space is
    filled only from the talon"). See also :func:`lane_takes`, for spaces
    that take one rank only."""

    sources: frozenset[str]
    refusal: str

    def accepts(self, source_role: str, count: int) -> Verdict:
        if count != 1:
            return no("A space is filled with one card")
        if source_role not in self.sources:
            return no(self.refusal)
        return YES


# -- foundations -------------------------------------------------------------


@attrs.frozen
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
    """

    direction: int = 1
    first: int | None = 1
    suit: Suit | None = None
    length: int | None = None
    wrap: bool = False
    any_suit: bool = False
    turn: bool = attrs.field(default=False)

    @turn.validator
    def _turn_needs_an_end(self, _attribute: object, value: bool) -> None:
        if value and self.wrap:
            raise ValueError("a foundation that wraps round never reaches an end to turn at")

    def next_card(self, pile: Sequence[Card]) -> tuple[Suit | None, int] | None:
        """The (suit, rank) the pile wants next, or None when it is full."""
        if not pile:
            return None if self.first is None else (None if self.any_suit else self.suit, self.first)
        if self.length is not None and len(pile) >= self.length:
            return None
        top = pile[-1]
        suit = None if self.any_suit else self.suit or pile[0].suit
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

    def accepts(self, pile: Sequence[Card], card: Card) -> Verdict:
        wanted = self.next_card(pile)
        if wanted is None:
            if not pile:
                return no("This foundation cannot be started with that card")
            return no("This foundation is complete")
        suit, rank = wanted
        if not pile and card.rank != rank:
            return no(f"A foundation here starts with {_article(rank)} {rank_name(rank)}")
        if suit is not None and card.suit != suit:
            return no(f"This foundation takes {suit.noun} only")
        if card.rank != rank:
            if self.turns_next(pile):
                return no(f"This foundation needs the second {rank_name(rank)} next, to turn")
            return no(f"This foundation needs the {rank_name(rank)} next")
        return YES


def _article(rank: int) -> str:
    return "an" if rank in (1, 8) else "a"


def on_foundations(state: State, foundations: Iterable[str]) -> set[Card]:
    return {card for pile in foundations for card in state.piles[pile]}


def all_played(state: State, foundations: Iterable[str], wanted: Iterable[tuple[Suit, int]], packs: int) -> bool:
    """Are all copies of each (suit, rank) in ``wanted`` already on foundations?"""
    played = on_foundations(state, foundations)
    return all(Card(suit, rank, pack) in played for suit, rank in wanted for pack in range(packs))


DropCheck = Callable[[State, str, int, str], Verdict]  # Game.can_drop


def any_suit_safe(state: State, move: Move, foundations: Sequence[str], packs: int, can_drop: DropCheck) -> bool:
    """``is_safe`` where the table builds down regardless of suit: there a card
    is wanted only to take a card one rank lower, so a legal move of a table
    card to a foundation costs nothing once every card of that lower rank is
    home (or the card is an ace)."""
    if move.kind != MOVE or move.dst not in foundations or move.src in foundations:
        return False
    if not can_drop(state, move.src, move.count, move.dst):
        return False
    lower = state.top(move.src).rank - 1
    return lower == 0 or all_played(state, foundations, [(suit, lower) for suit in Suit], packs)


BASE_RANK = "base_rank"  # the counter holding a deal's foundation rank


def base_rank(state: State) -> int:
    """The foundation rank this deal chose (a card turned after the layout)."""
    return state.counters[BASE_RANK]


def base_rank_rule(state: State, direction: int = 1) -> FoundationRule:
    """A foundation whose first rank the deal chose: in the suit of its base,
    up (or down), turning the corner from king to ace, thirteen cards."""
    return FoundationRule(direction=direction, first=base_rank(state), length=13, wrap=True)


BASE_RANK_RANGE: dict[str, tuple[int, int]] = {BASE_RANK: (1, 13)}  # for Game.counter_ranges


def base_rank_shown(state: State) -> dict[str, str]:
    """The foundation rank by name, for the status bar."""
    return {BASE_RANK: rank_name(base_rank(state))} if BASE_RANK in state.counters else {}


UP_FROM_ACE = FoundationRule(direction=1, first=1)
DOWN_FROM_KING = FoundationRule(direction=-1, first=13)


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
                kind = "ace" if rule is UP_FROM_ACE else "king"
                return no(f"The {card.suit.noun} already have their {kind} foundation")
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


def no_partner_left(state: State, card: Card, steps: Sequence[int], foundations: Iterable[str], packs: int) -> bool:
    """Is every card that could be married onto ``card`` (``steps`` as in
    ``marriage``) already on a foundation? Then sending ``card`` up costs
    nothing: the usual test for a safe foundation move."""
    wanted = [(card.suit, card.rank + step) for step in steps]
    return all_played(state, foundations, [(suit, rank) for suit, rank in wanted if 1 <= rank <= 13], packs)


def any_drop(can_drop: DropCheck, state: State, sources: Iterable[str], targets: Sequence[str]) -> bool:
    """Can the top card of some pile of ``sources`` go onto a pile of ``targets``?
    (E.g. "no card can be played to a foundation" before a re-deal.)"""
    return any(state.piles[src] and can_drop(state, src, 1, dst) for src in sources for dst in targets if dst != src)


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


# -- the pack, the talon, refills and re-deals -----------------------------------------


def turn_card(tx: Tx, stock: str, waste: str) -> None:
    """Turn the top card of the pack face up onto the talon."""
    tx.move(stock, waste, 1, face_up=True)


def talon_redeal(state: State, stock: str = "stock", waste: str = "waste") -> Verdict:
    """The book's "the talon may be re-dealt": once the pack is used up,
    while re-deals are left (``redeals_left``), and when there is a talon."""
    if state.piles[stock]:
        return no("The talon is re-dealt only when the pack is used up")
    if state.counters.get("redeals_left", 0) <= 0:
        return no("No re-deals are left")
    if not state.piles[waste]:
        return no("The talon is empty: there is nothing to re-deal")
    return YES


def turn_talon_over(tx: Tx, waste: str, stock: str) -> None:
    """Make the talon the new pack without shuffling: the first card laid on
    the talon is the first dealt again."""
    count = tx.state.size(waste)
    if count:
        tx.move(waste, stock, count, reverse=True, face_up=False)


def gather(tx: Tx, piles: Iterable[str], into: str, face_up: bool | None = None) -> None:
    """Take up every card of ``piles`` onto ``into``, pile by pile, in order."""
    for pile in piles:
        count = tx.state.size(pile)
        if count:
            tx.move(pile, into, count, face_up=face_up)


def shuffle_pile(tx: Tx, pile: str, game_id: str, salt: str) -> None:
    """Shuffle a pile reproducibly: the seed is the game, the deal and ``salt``
    (e.g. ``"redeal-1"``), so replaying a game gives the same re-deal."""
    tx.shuffle(pile, SplitMix64(seed_for(game_id, tx.state.deal, salt)))


def refill(tx: Tx, stock: str, piles: Iterable[str], upto: int = 1, face_up: bool = True) -> None:
    """Bring each pile, in order, up to ``upto`` cards from the pack while it lasts."""
    for pile in piles:
        while tx.state.size(pile) < upto and tx.state.piles[stock]:
            tx.move(stock, pile, 1, face_up=face_up)


def deal_round(state: State, cards: list[Card], piles: Sequence[str], counts: Sequence[int]) -> None:
    """Deal ``counts[i]`` cards from the front of ``cards`` onto ``piles[i]``
    (used when building a state, before any op exists)."""
    for pile, count in zip(piles, counts, strict=True):
        state.piles[pile].extend(cards[:count])
        del cards[:count]


def lay_pack(state: State, cards: list[Card], stock: str = "stock") -> None:
    """Lay the cards left after the deal face down as the pack, so that the
    next card of the shuffled deck is the first one turned (used when
    building a state)."""
    state.piles[stock] = list(reversed(cards))
    state.face_down.update(cards)


@attrs.frozen
class PackToTalon:
    """The pack turned one card at a time onto the talon (a click on the
    pack). Once it is out, the talon is turned over, unshuffled, as a new pack
    while re-deals are left (``redeals_left``); a game without re-deals never
    keeps that counter, so its pack is gone through once."""

    stock: str = "stock"
    waste: str = "waste"

    def can_redeal(self, state: State) -> Verdict:
        return talon_redeal(state, self.stock, self.waste)

    def actions(self, state: State) -> list[Move]:
        if state.piles[self.stock]:
            return [Move(DEAL, self.stock, self.waste)]
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def perform(self, state: State, move: Move, tx: Tx) -> bool:
        """Turn a card or re-deal; False (nothing done) for any other move."""
        if move.kind == DEAL:
            turn_card(tx, self.stock, self.waste)
        elif move.kind == REDEAL:
            turn_talon_over(tx, self.waste, self.stock)
            tx.set("redeals_left", state.counters["redeals_left"] - 1)
        else:
            return False
        return True


class PackGame:
    """A game whose pack is one block, ``pack`` (a :class:`PackToTalon` or a
    :class:`TurnedCard`): the pack's click and its re-deal are the block's
    actions, and the block carries them out; every other move the game
    carries out itself. Mixed in before ``Game``: ``class X(PackGame, Game)``."""

    pack: ClassVar[PackToTalon | TurnedCard]

    def actions(self, state: State) -> list[Move]:
        return self.pack.actions(state)

    def can_redeal(self, state: State) -> Verdict:
        return self.pack.can_redeal(state)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if not self.pack.perform(state, move, tx):
            super().perform(state, move, tx)  # type: ignore[misc]  (the Game it is mixed into)


def packets_of(total: int, size: int, packets: int) -> list[int]:
    """Sizes when ``total`` cards are dealt in packets of ``size`` into at most
    ``packets`` places, the last holding what is left."""
    sizes = []
    while total > 0 and len(sizes) < packets:
        sizes.append(min(size, total))
        total -= sizes[-1]
    return sizes


def tableau_redeal(
    state: State,
    can_drop: DropCheck,
    piles: Sequence[str],
    foundations: Sequence[str],
    any_time: bool = False,
) -> Verdict:
    """The book's "when no card can be played, take up the tableau and deal
    it again": while re-deals are left (``redeals_left``), when ``piles``
    still hold cards, and, unless ``any_time``, when none of their top cards
    can go to a foundation."""
    if state.counters.get("redeals_left", 0) <= 0:
        return no("No re-deals are left")
    if not any(state.piles[pile] for pile in piles):
        return no("No cards are left to re-deal")
    if not any_time and any_drop(can_drop, state, piles, foundations):
        return no("A card can still be played to a foundation")
    return YES


def space_to_fill(state: State, places: Iterable[str], sources: Iterable[str] = ("stock", "waste")) -> str | None:
    """The first empty place of ``places`` (in their order), while one of
    ``sources`` (the pack, the talon) still holds a card to fill it."""
    if not any(state.piles[source] for source in sources):
        return None
    return next((place for place in places if not state.piles[place]), None)


def take_up(tx: Tx, packets: Sequence[str], stock: str = "stock") -> None:
    """Take the packets up in order, without shuffling, to be the new pack:
    the first packet is gathered under the next, and the whole is turned over,
    so the bottom card of the first packet is the first dealt again."""
    gather(tx, packets[1:], packets[0])
    turn_talon_over(tx, packets[0], stock)


def spend_redeal(tx: Tx) -> None:
    """Count one re-deal used (``redeals_left``)."""
    tx.set("redeals_left", tx.state.counters["redeals_left"] - 1)


def fill_from_talon(tx: Tx, pile: str, stock: str = "stock", waste: str = "waste") -> None:
    """Fill ``pile`` with the talon's top card, or, when there is no talon,
    with the next card of the pack (the Sultan's Divan, the Shah's lanes);
    when both are used up, it stays as it is."""
    source = waste if tx.state.piles[waste] else stock
    if tx.state.piles[source]:
        tx.move(source, pile, 1, face_up=True)


# -- sequences reversed, and dead ends ---------------------------------------------


def reversal_moves(src: str, dst: str, count: int) -> list[Move]:
    """The book's way of reversing a sequence: the top ``count`` cards of
    ``src`` carried to ``dst`` (a lane, or another packet) by ordinary
    single-card moves, the outside card first, so the deepest card of the
    sequence ends outside. There is no multi-card move for it."""
    return [Move(MOVE, src, dst, 1) for _ in range(count)]


def reversal(game: Game, state: State, src: str, dst: str, count: int) -> Verdict:
    """May the top ``count`` cards of ``src`` be reversed onto ``dst``? Each of
    :func:`reversal_moves` must be legal where the one before left the cards.
    ``state`` is left as it was."""
    work = state.copy()
    for move in reversal_moves(src, dst, count):
        verdict = game.check(work, move)
        if not verdict:
            return verdict
        tx = Tx(work)
        game.perform(work, move, tx)
        game.settle(work, tx)
    return YES


PROGRESS_SEARCH_LIMIT = 400  # positions progress_reachable may visit
_progress_seen: dict[tuple, bool] = {}


def is_progress(game: Game, state: State, move: Move) -> bool:
    """A move that gets the game on: a card to a foundation, or a click (the
    pack, a re-deal)."""
    if move.kind != MOVE:
        return True
    roles = game.pile_roles()
    return roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION


def progress_reachable(game: Game, state: State, limit: int = PROGRESS_SEARCH_LIMIT, alike: str | None = None) -> bool:
    """Can the game get on (:func:`is_progress`) now, or after some series of
    other legal moves? Games whose cards may shift back and forth for ever
    (marriages up and down, lanes that take any card) call a position lost
    only when this is false. The search is breadth-first and bounded: past
    ``limit`` positions the answer is yes, so a game is never called lost
    while it might not be. Answers are remembered per position. ``alike``
    names a role whose piles the rules treat all alike (columns that marry
    and take any card when empty): positions that differ only in which of
    those piles holds what count as one, so emptied piles do not multiply
    the positions to search."""
    key = (game.id, limit, alike, state.key())
    if key not in _progress_seen:
        if len(_progress_seen) > 256:
            _progress_seen.clear()
        _progress_seen[key] = _search_progress(game, state, limit, alike)
    return _progress_seen[key]


def _position_key(roles: dict[str, str], state: State, alike: str | None) -> tuple:
    if alike is None:
        return state.key()
    piles = frozenset(Counter(tuple(cards) for pile, cards in state.piles.items() if roles[pile] == alike).items())
    others = tuple((pile, tuple(cards)) for pile, cards in state.piles.items() if roles[pile] != alike)
    return piles, others, frozenset(state.face_down), tuple(sorted(state.counters.items()))


def _search_progress(game: Game, state: State, limit: int, alike: str | None = None) -> bool:
    if game.is_won(state):
        return False
    roles = game.pile_roles()
    work = state.copy()
    seen = {_position_key(roles, work, alike)}
    frontier = [work]
    while frontier:
        next_frontier = []
        for current in frontier:
            for move in game.legal_moves(current):
                if is_progress(game, current, move):
                    return True
                whole_pile = current.is_empty(move.dst) and move.count == current.size(move.src)
                if whole_pile and roles[move.src] == roles[move.dst]:
                    continue  # the same position, mirrored
                tx = Tx(current)
                game.perform(current, move, tx)
                game.settle(current, tx)
                key = _position_key(roles, current, alike)
                if key not in seen:
                    seen.add(key)
                    next_frontier.append(current.copy())
                revert_all(current, tx.ops)
                if len(seen) > limit:
                    return True
        frontier = next_frontier
    return False


def shift_leads_nowhere(game: Game, state: State, move: Move) -> bool:
    """For games whose cards may shift for ever (marriages up and down,
    building regardless of suit, lanes): a move that is not progress is idle
    when no series of moves can bring progress (:func:`progress_reachable`).
    A game's ``is_idle`` adds this to the base class's idle moves."""
    return not is_progress(game, state, move) and not progress_reachable(game, state)


class MarriedBothWays:
    """Advice for a game whose packets marry up and down in suit (The Four
    Corners, The Square); mix it in before :class:`Game`, which names its
    foundations in ``foundation_piles``. A play is safe once every card that
    could be married onto the card is home; a shift is idle when it leads
    nowhere (:func:`shift_leads_nowhere`)."""

    foundation_piles: ClassVar[tuple[str, ...]] = ()
    packs: ClassVar[int]

    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or move.dst not in self.foundation_piles or move.src in self.foundation_piles:
            return False
        return no_partner_left(state, state.top(move.src), EITHER_WAY, self.foundation_piles, self.packs)

    def is_idle(self, state: State, move: Move) -> bool:
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)  # type: ignore[misc]


# -- the deal as the player's own action ------------------------------------------

DEAL_TO = "deal_to"  # 1 + index (in the deal's order) of the place the next card goes to
JUST_DEALT = "just_dealt"  # 1 + index of the place whose top card is the card just dealt; 0: none


@attrs.frozen
class PlayerDeal:
    """The book's "deal the pack in rounds" where the player deals and may
    play as the cards fall: each card of the pack goes face up onto the next
    place of ``order``, round after round. Until the pack is used up the deal
    is not complete, and nothing may be played but the card just dealt
    (others' "no play until the deal is complete").

    Two counters keep the deal's progress: ``deal_to`` (absent: the first
    place) and ``just_dealt`` (0 or absent: no card is waiting); both go
    once the deal is complete. ``refill_same``:
    a card withdrawn as it falls is replaced by the next card on the same
    place ("the next card in the pack is placed in its stead").
    """

    order: tuple[str, ...]
    stock: str = "stock"
    refill_same: bool = True

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {DEAL_TO: (1, len(self.order)), JUST_DEALT: (0, len(self.order))}

    def dealing(self, state: State) -> bool:
        """Is the deal still going on (cards left in the pack)?"""
        return bool(state.piles[self.stock])

    def just_dealt(self, state: State) -> str | None:
        """The place whose top card is the card just dealt, if it still waits there."""
        index = state.counters.get(JUST_DEALT, 0)
        return self.order[index - 1] if index and self.dealing(state) else None

    def available(self, state: State, pile: str) -> Verdict:
        """May the top card of ``pile`` be played now?"""
        if self.dealing(state) and pile != self.just_dealt(state):
            return no("Until the deal is complete, only the card just dealt can be played")
        return YES

    def next_place(self, state: State) -> str:
        return self.order[state.counters.get(DEAL_TO, 1) - 1]

    def deal_one(self, tx: Tx) -> str:
        """Deal the pack's top card to the next place; returns the place."""
        index = tx.state.counters.get(DEAL_TO, 1)
        place = self.order[index - 1]
        tx.move(self.stock, place, 1, face_up=True)
        if self.dealing(tx.state):
            tx.set(DEAL_TO, index % len(self.order) + 1)
            tx.set(JUST_DEALT, index)
        else:  # the deal is complete: the card is an ordinary top card
            self.restart(tx)
        return place

    def withdrawn(self, tx: Tx, pile: str) -> None:
        """The card just dealt has left ``pile``: it waits no longer, and the
        next card goes to the same place (with ``refill_same``)."""
        if pile != self.just_dealt(tx.state):
            return
        tx.set(JUST_DEALT, 0)
        if self.refill_same:
            tx.set(DEAL_TO, self.order.index(pile) + 1)

    def restart(self, tx: Tx) -> None:
        """A new deal starts at the first place, with no card waiting."""
        tx.set(DEAL_TO, None)
        tx.set(JUST_DEALT, None)

    def deal_on(
        self,
        tx: Tx,
        compelled: Callable[[State, str], str | None],
        choice: Callable[[State], bool],
    ) -> None:
        """Deal card after card until the player has a choice or the pack is
        used up. After each card, ``compelled(state, place)`` names where the
        rules send the card just dealt at once (a foundation card "played as
        it appears"), if anywhere; ``choice(state)`` says whether the player
        may now play the card just dealt, which stops the dealing (it is not
        asked after the last card: the deal is then complete)."""
        while self.dealing(tx.state):
            place = self.deal_one(tx)
            dst = compelled(tx.state, place)
            if dst is not None:
                tx.move(place, dst)
                self.withdrawn(tx, place)
            elif self.dealing(tx.state) and choice(tx.state):
                return


# -- rows dealt one under another ------------------------------------------------------


@attrs.frozen
class CellGrid:
    """Rows dealt one under another, so the table forms columns of cells
    named ``r{row}c{column}``; each row blocks the one above it (The
    Blockade, Babette). A cell is free when every lower cell of its column
    is empty: a hole left higher up does not matter, nor one lower down."""

    rows: int
    columns: int

    @staticmethod
    def cell(row: int, column: int) -> str:
        return f"r{row}c{column}"

    @staticmethod
    def row_of(pile: str) -> int:
        return int(pile[1 : pile.index("c")])

    @staticmethod
    def column_of(pile: str) -> int:
        return int(pile[pile.index("c") + 1 :])

    @property
    def cells(self) -> list[str]:
        """Every cell, row by row, left to right."""
        return [self.cell(r, c) for r in range(1, self.rows + 1) for c in range(1, self.columns + 1)]

    def row(self, row: int) -> list[str]:
        return [self.cell(row, c) for c in range(1, self.columns + 1)]

    def column(self, column: int) -> list[str]:
        """A column's cells, top row first."""
        return [self.cell(r, column) for r in range(1, self.rows + 1)]

    def below(self, pile: str) -> list[str]:
        """The lower cells of the same column."""
        return list(_lanes(self, pile)[1])

    def is_free(self, state: State, pile: str) -> bool:
        """Nothing lies below the cell in its column."""
        piles = state.piles
        return not any(piles[lower] for lower in _lanes(self, pile)[1])

    # -- lanes along a line of cells (appended: the Labyrinth, the Carpet) --------

    def above(self, pile: str) -> list[str]:
        """The higher cells of the same column, top row first."""
        return list(_lanes(self, pile)[0])

    def left_of(self, pile: str) -> list[str]:
        """The cells of the same row to the left, leftmost first."""
        return list(_lanes(self, pile)[2])

    def right_of(self, pile: str) -> list[str]:
        """The cells of the same row to the right."""
        return list(_lanes(self, pile)[3])

    def open_in_column(self, state: State, pile: str) -> bool:
        """Free from the top or from the bottom: every higher cell of its
        column is empty, or every lower one (the Labyrinth; an upright card
        of the Carpet, whose narrow ends face up and down)."""
        piles = state.piles
        above, below, _, _ = _lanes(self, pile)
        return not any(piles[p] for p in below) or not any(piles[p] for p in above)

    def open_in_row(self, state: State, pile: str) -> bool:
        """Free from the left or from the right: a clear lane from the cell
        to one edge of its row (a crossways card of the Carpet)."""
        piles = state.piles
        _, _, left, right = _lanes(self, pile)
        return not any(piles[p] for p in left) or not any(piles[p] for p in right)

    @staticmethod
    def checkered(pile: str) -> bool:
        """On a board laid like a chessboard (the Carpet), is the cell one of
        the crossways ones? Row 1, column 1 is upright, and the kinds alternate
        along every row and column."""
        return (CellGrid.row_of(pile) + CellGrid.column_of(pile)) % 2 == 1


@functools.cache
def _lanes(grid: CellGrid, pile: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """A cell's four lanes to the edges of its grid, worked out once (the
    free tests ask them for every cell of every position): the cells above
    it (top row first), below it, to its left (leftmost first) and to its right."""
    row, column = grid.row_of(pile), grid.column_of(pile)
    lane, line = grid.column(column), grid.row(row)
    return tuple(lane[: row - 1]), tuple(lane[row:]), tuple(line[: column - 1]), tuple(line[column:])


# -- foundations begun as their first cards appear -------------------------------------


FoundationAccepts = Callable[[State, str, Card], Verdict]  # e.g. AcesUpKingsDown.accepts


def begins_foundation(state: State, card: Card, piles: Iterable[str], accepts: FoundationAccepts) -> str | None:
    """The empty foundation, first in ``piles``' order, that ``card`` begins,
    if it begins one: the book's "place them at once, as they appear" for a
    foundation's first card (Sly's first ace and king of a suit, Anna's
    knaves). A later copy that no empty pile takes is an ordinary card."""
    return next((pile for pile in piles if not state.piles[pile] and accepts(state, pile, card)), None)


# -- the card just turned, in a place of its own ---------------------------------------

PASS_MOVED = "pass_moved"  # 1 once a card has been played in this pass through the pack


@attrs.frozen
class TurnedCard:
    """The pack turned one card at a time into a place of its own, the
    ``hand``, face up, so the card just turned is told apart from the rest.
    Two kinds:

    - **It waits to be placed** (no ``waste``: Sly's later deals, on any
      packet; Anna, on a foundation, a help, a space or the talon). A click on
      the pack turns it; a placement the rules compel (a foundation's first
      card) is made in the same step (:meth:`turn`), so undo takes the turn
      back whole, and the player's placement is a step of its own. While a
      card waits no other is turned, and with ``exclusive`` nothing else may
      be played either (Sly: "each deal of twenty cards must be complete
      before any can be played"). A game answers :meth:`Game.waiting_pile`
      with :meth:`waiting`: the table shows the card picked up, its places
      marked, and a click or a drop places it.
    - **It lies beside the talon** (``waste`` names the talon: the Zodiac):
      the next turn first lays the waiting card face up on the talon, so the
      card just turned and the talon's top are both in play and the rules may
      tell them apart (:meth:`talon_first`). Re-deals are unlimited: once the
      pack is used up, the turned card goes to the talon and the talon is
      turned over, unshuffled, as the new pack, but only after a pass through
      the pack in which some card was played (``pass_moved``): re-dealing is
      not shuffling, so a pass without a play would only repeat itself.

    Nothing is ever put into the hand but the pack's card."""

    stock: str = "stock"
    hand: str = "hand"
    waste: str | None = None
    exclusive: bool = False

    # -- both kinds
    def waiting(self, state: State) -> str | None:
        """The hand, while a card waits in it."""
        return self.hand if state.piles[self.hand] else None

    def can_turn(self, state: State) -> Verdict:
        if not state.piles[self.stock]:
            return no("The pack is used up")
        if self.waste is None and state.piles[self.hand]:
            return no("First put the card just turned in its place")
        return YES

    def turn(self, tx: Tx, compelled: Callable[[State, Card], str | None] | None = None) -> str | None:
        """Turn the pack's top card into the hand (the card waiting there first
        to the talon, if there is one); if ``compelled(state, card)`` names a
        place, the card goes there at once. Returns that place."""
        if self.waste is not None and tx.state.piles[self.hand]:
            tx.move(self.hand, self.waste)
        turn_card(tx, self.stock, self.hand)
        place = compelled(tx.state, tx.state.top(self.hand)) if compelled is not None else None
        if place is not None:
            tx.move(self.hand, place, 1)
        return place

    def actions(self, state: State) -> list[Move]:
        """The pack's click: a turn, or (beside a talon) the re-deal."""
        if self.can_turn(state):
            return [Move(DEAL, self.stock, self.hand)]
        if self.waste is not None and self.can_redeal(state):
            return [Move(REDEAL)]
        return []

    def available(self, state: State, pile: str) -> Verdict:
        """May the top card of ``pile`` be played now? (With ``exclusive``,
        only the waiting card, while one waits.)"""
        if self.exclusive and pile != self.hand and state.piles[self.hand]:
            return no("First put the card just turned in its place")
        return YES

    def receives(self, dst: str) -> Verdict:
        """Nothing is put into the hand but the pack's card."""
        return no("Only the pack's card goes there, as it is turned") if dst == self.hand else YES

    # -- beside a talon, with unlimited re-deals
    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {PASS_MOVED: (0, 1)}

    def in_hand(self, state: State) -> bool:
        """Is a card of the pack, the turned card or the talon still in hand?"""
        return any(state.piles[pile] for pile in (self.stock, self.hand, self.waste) if pile is not None)

    def can_redeal(self, state: State) -> Verdict:
        if self.waste is None:
            return no("There is no re-deal")
        if state.piles[self.stock]:
            return no("The talon is re-dealt only when the pack is used up")
        if not state.piles[self.hand] and not state.piles[self.waste]:
            return no("There is nothing left to re-deal")
        if not state.counters.get(PASS_MOVED):
            return no("No card was played in this pass through the pack, so another pass cannot help")
        return YES

    def perform(self, state: State, move: Move, tx: Tx) -> bool:
        """Turn a card or re-deal; for any other move note that a card was
        played in this pass and return False (the game carries it out)."""
        if move.kind == DEAL:
            self.turn(tx)
        elif move.kind == REDEAL and self.waste is not None:
            if state.piles[self.hand]:
                tx.move(self.hand, self.waste)
            turn_talon_over(tx, self.waste, self.stock)
            tx.set(PASS_MOVED, 0)
        else:
            tx.set(PASS_MOVED, 1)
            return False
        return True

    def talon_first(self, state: State, src: str) -> Verdict:
        """The book's "from the talon, or, where there is no talon, from the
        pack", as a choice: may the top card of ``src`` fill a space?"""
        if src == self.waste:
            return YES
        if src == self.hand:
            return YES if not state.piles[self.waste] else no("While there is a talon, a space takes its top card")
        return no("A space is filled from the talon, or from the pack when there is no talon")


# -- foundations through a fixed order, or through whole families ----------------------


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
# -- two foundations of a suit that trade top cards ------------------------------------


@attrs.frozen
class FoundationExchange:
    """Rule: the rising and the falling foundation of one suit (an
    :class:`AcesUpKingsDown` pair) may trade top cards, one card at a time:
    the top card of either goes onto the other when that pile wants it next
    (La Nivernaise; the "Louis" in its re-deals). A pile's base card stays,
    so both piles of the suit must have been begun. The exchange is a move
    between two foundations; a game lets it through ``can_lift`` and hands it
    to :meth:`check` in ``can_drop``."""

    foundations: AcesUpKingsDown

    def is_exchange(self, move: Move) -> bool:
        piles = self.foundations.piles
        return move.kind == MOVE and move.src in piles and move.dst in piles

    def partner(self, state: State, pile: str) -> str | None:
        """The begun pile of the other direction in the suit of ``pile``'s base."""
        cards = state.piles[pile]
        if not cards:
            return None
        others = self.foundations.down if pile in self.foundations.up else self.foundations.up
        return next((o for o in others if state.piles[o] and state.piles[o][0].suit == cards[0].suit), None)

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        """May the top card of the foundation ``pile`` leave it for an exchange?"""
        if state.size(pile) < 2:
            return no("A foundation's first card stays where it is")
        return top_card_only(state, pile, count)

    def drop(self, state: State, src: str, dst: str) -> Verdict | None:
        """The verdict on a drop that touches the foundations: onto one (a
        card from the table, or an exchange), or off one (only to its
        partner); None when neither ``src`` nor ``dst`` is a foundation."""
        piles = self.foundations.piles
        if dst in piles:
            if src in piles:
                return self.check(state, src, dst)
            return self.foundations.accepts(state, dst, state.piles[src][-1])
        if src in piles:
            return no("Cards on a foundation go only to the other foundation of their suit")
        return None

    def check(self, state: State, src: str, dst: str) -> Verdict:
        """May the top card of foundation ``src`` go onto foundation ``dst``?"""
        verdict = self.can_lift(state, src, 1)
        if not verdict:
            return verdict
        if (src in self.foundations.up) == (dst in self.foundations.up):
            return no("Cards are exchanged only between a rising and a falling foundation")
        if self.partner(state, src) != dst:
            return no("Cards are exchanged only between the two foundations of one suit")
        return self.foundations.rule(dst).accepts(state.piles[dst], state.piles[src][-1])

    def is_idle(self, game: Game, state: State, move: Move) -> bool:
        """An exchange (which can be undone by the next) changes nothing that
        matters unless some series of moves from here gets the game on
        (:meth:`progress_reachable`)."""
        return self.is_exchange(move) and not self.progress_reachable(game, state)

    def leads_nowhere(self, game: Game, state: State, move: Move) -> bool:
        """:func:`shift_leads_nowhere` judged by :meth:`progress_reachable`:
        for a game whose cards also shift elsewhere (the Louis's marriages),
        any move that is not progress, an exchange or a shift, is idle when
        no series of moves gets the game on. (Judged blindly, a marriage
        would outgrow the search as soon as several suits meet.)"""
        return not is_progress(game, state, move) and not self.progress_reachable(game, state)

    def arrangements(self, game: Game, state: State, pile: str) -> list[State]:
        """Every way the two piles of ``pile``'s suit can stand after
        exchanges between them alone, ``state`` as it is first: the point
        where the rising and the falling pile meet moves up or down, a dozen
        places at most."""
        partner = self.partner(state, pile)
        found = [state.copy()]
        if partner is None:
            return found
        seen = {state.key()}
        for current in found:
            for m in (Move(MOVE, pile, partner, 1), Move(MOVE, partner, pile, 1)):
                if game.check(current, m):
                    work = current.copy()
                    tx = Tx(work)
                    game.perform(work, m, tx)
                    game.settle(work, tx)
                    if work.key() not in seen:
                        seen.add(work.key())
                        found.append(work)
        return found

    def fits_somewhere(self, game: Game, state: State, pile: str) -> bool:
        """Would a card from outside the foundations fit ``pile`` or its
        partner after some exchanges between the two?"""
        roles = game.pile_roles()
        sources = [p for p, cards in state.piles.items() if cards and roles[p] != FOUNDATION]
        pair = [pile, self.partner(state, pile)]
        return any(
            game.check(arranged, Move(MOVE, src, dst, 1))
            for arranged in self.arrangements(game, state, pile)[1:]
            for src in sources
            for dst in pair
        )

    def progress_reachable(self, game: Game, state: State, limit: int = PROGRESS_SEARCH_LIMIT) -> bool:
        """:func:`progress_reachable` for a game whose foundations exchange:
        exchanges in several suits at once make more positions than a blind
        search may visit, but the suits are independent (a card fits only the
        piles of its own suit, and no other move depends on where two piles
        meet), so each suit's arrangements are tried on their own at every
        position the other moves reach. Answers are remembered per position."""
        key = ("exchange", game.id, limit, state.key())
        if key not in _progress_seen:
            if len(_progress_seen) > 256:
                _progress_seen.clear()
            _progress_seen[key] = self._search(game, state, limit)
        return _progress_seen[key]

    def _search(self, game: Game, state: State, limit: int) -> bool:
        if game.is_won(state):
            return False
        seen = {state.key()}
        frontier = [state.copy()]
        while frontier:
            next_frontier = []
            for current in frontier:
                if any(self.fits_somewhere(game, current, pile) for pile in self.foundations.up):
                    return True
                for move in game.legal_moves(current):
                    if is_progress(game, current, move):
                        return True
                    if self.is_exchange(move):
                        continue  # tried above, suit by suit
                    tx = Tx(current)
                    game.perform(current, move, tx)
                    game.settle(current, tx)
                    if current.key() not in seen:
                        seen.add(current.key())
                        next_frontier.append(current.copy())
                    revert_all(current, tx.ops)
                    if len(seen) > limit:
                        return True
            frontier = next_frontier
        return False


def deal_next_row(tx: Tx, grid: CellGrid, counter: str = "rows_dealt", stock: str = "stock") -> int:
    """Deal the next row of ``grid`` (``counter`` counts the rows begun) face
    up, left to right, while the pack lasts: a short last row fills from the
    first column. Returns the row's number."""
    row = tx.state.counters[counter] + 1
    tx.set(counter, row)
    for place in grid.row(row):
        if tx.state.piles[stock]:
            tx.move(stock, place, 1, face_up=True)
    return row


def withdraw(cards: list[Card], wanted: Iterable[tuple[Suit, int]]) -> list[Card]:
    """Take out of ``cards`` (a shuffled deck) the first copy of each (suit,
    rank) wanted, in that order: the book's "withdraw from the pack four aces
    and four kings of different suits" before the deal."""
    taken = []
    for suit, rank in wanted:
        card = next(c for c in cards if c.suit == suit and c.rank == rank)
        cards.remove(card)
        taken.append(card)
    return taken


def only_home(state: State, foundations: Iterable[str], accepts: Callable[[str], Verdict]) -> bool:
    """Has the card just one place to go among ``foundations`` (those whose
    ``accepts(pile)`` says yes)? Where nothing is built off the foundations,
    a card sent home costs nothing, unless two foundations (a suit's rising
    and falling piles) could both take it: then the player chooses. Empty
    piles that would each begin with it are all alike: one place."""
    homes = [pile for pile in foundations if accepts(pile)]
    return len(homes) == 1 or (bool(homes) and all(not state.piles[pile] for pile in homes))


def sent_home_alone(game: Game, state: State, move: Move, foundations: AcesUpKingsDown) -> bool:
    """Safe auto-play where nothing builds off the foundations: ``move`` is a
    legal move of a card from the table (not from another foundation) to one
    of ``foundations``, and :func:`only_home` says it has no other place to
    go (the Labyrinth, Babette, Sly, the Duchess, La Nivernaise, the Carpet)."""
    if move.kind != MOVE or move.dst not in foundations.piles or move.src in foundations.piles:
        return False
    if not game.check(state, move):
        return False
    card = state.top(move.src)
    return only_home(state, foundations.piles, lambda pile: foundations.accepts(state, pile, card))


# -- the talon laid aside until the re-deal ------------------------------------------

JUST_TURNED = "just_turned"  # 1 while the talon's top card is the card just turned


@attrs.frozen
class DeadTalon:
    """A reading some rules cards offer as an option (``option``): the talon
    is laid aside until the re-deal. The card just turned onto it may be
    played while it is still the talon's top card (``just_turned``); once it
    is covered by the next card, the talon's cards wait for the re-deal.

    The game asks ``can_lift`` for every lift, calls ``after`` once it has
    carried out any move (a turn makes the top card live; a re-deal, or a card
    taken off the talon, ends that) and ``used`` whenever its own rules take
    a card off the talon (an ace sent to its packet, a space refilled)."""

    option: str = "opt_dead_talon"
    waste: str = "waste"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {JUST_TURNED: (1, 1)}

    def can_lift(self, game: Game, state: State, pile: str) -> Verdict:
        if pile == self.waste and game.option(state, self.option) and not state.counters.get(JUST_TURNED):
            return no("The talon's cards wait for the re-deal")
        return YES

    def after(self, game: Game, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            tx.set(JUST_TURNED, 1 if game.option(state, self.option) else None)
        elif move.kind == REDEAL or move.src == self.waste:
            self.used(tx)

    def used(self, tx: Tx) -> None:
        tx.set(JUST_TURNED, None)


def exchange_opens(exchange: FoundationExchange, state: State, card: Card) -> bool:
    """Could ``card`` go to a foundation of its suit after the suit's rising
    and falling piles have traded some top cards (:class:`FoundationExchange`)?
    The piles trade only where they meet, so this asks whether a card that
    fits neither pile now would fit one of them further along the trade, in
    either direction (the Louis: a deal that stops for such a card)."""
    rule = exchange.foundations.rule
    for up in exchange.foundations.up:
        cards = state.piles[up]
        if not cards or cards[0].suit != card.suit:
            continue
        down = exchange.partner(state, up)
        if down is None:
            continue
        for src, dst in ((up, down), (down, up)):
            work = state.copy()
            tx = Tx(work)
            while exchange.check(work, src, dst):
                tx.move(src, dst)
                if any(rule(pile).accepts(work.piles[pile], card) for pile in (up, down)):
                    return True
    return False
