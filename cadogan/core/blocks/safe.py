"""Safe auto-play: when a move home can cost the player nothing.

Used by: anna, babette, duchess_de_luynes, general_sedgewick,
la_belle_lucie, la_nivernaise, marriage_tableau, mount_olympus,
red_and_black, sly, spensers_fairie_queen, the_carpet, the_clock,
the_congress, the_fifteen, the_fish_bone, the_flower_garden,
the_four_corners, the_hemispheres, the_labyrinth, the_louis_patience,
the_nation, the_queens, the_shah, the_square.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from typing import ClassVar

from ..cards import Card, Suit, next_rank
from ..moves import MOVE, Move, Verdict
from ..rules import Game
from ..state import State
from .building import EITHER_WAY
from .dead_ends import shift_leads_nowhere
from .foundations import AcesUpKingsDown, FoundationRule, all_played

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


def only_home(state: State, foundations: Iterable[str], accepts: Callable[[str], Verdict]) -> bool:
    """Has the card just one place to go among ``foundations`` (those whose
    ``accepts(pile)`` says yes)? Where nothing is built off the foundations,
    a card sent home costs nothing, unless two foundations (a suit's rising
    and falling piles) could both take it: then the player chooses. Empty
    piles that would each begin with it are all alike: one place."""
    homes = [pile for pile in foundations if accepts(pile)]
    return len(homes) == 1 or (bool(homes) and all(not state.piles[pile] for pile in homes))


def sent_home_alone(
    game: Game, state: State, move: Move, foundations: AcesUpKingsDown, free: Collection[str] = ()
) -> bool:
    """Safe auto-play where nothing builds off the foundations: ``move`` is a
    legal move of a card from the table (not from another foundation) to one
    of ``foundations``, :func:`only_home` says it has no other place to go,
    and (two packs) it leaves its twin a place (:func:`twin_has_room`): the
    Labyrinth, Babette, Sly, the Duchess, La Nivernaise, the Carpet.
    ``free`` names piles whose lone card stays free for good (the game's end,
    where cards go nowhere but home and nothing covers those piles): with
    the twin lying there, the card may go up whichever pile takes it, as
    the twin can always follow to the other one (played the other way
    round, the two piles would hold the same faces)."""
    if move.kind != MOVE or move.dst not in foundations.piles or move.src in foundations.piles:
        return False
    if not game.check(state, move):
        return False
    card = state.top(move.src)
    if game.packs == 2 and any(
        len(state.piles[pile]) == 1 and _twins(state.piles[pile][0], card) for pile in free if pile != move.src
    ):
        return True
    if not only_home(state, foundations.piles, lambda pile: foundations.accepts(state, pile, card)):
        return False
    if game.packs == 1:
        return True

    def may_begin(pile: str) -> bool:  # one pile a suit each way: an empty one is the suit's if it has none
        kin = foundations.up if pile in foundations.up else foundations.down
        return not any(state.piles[other] and state.piles[other][0].suit == card.suit for other in kin)

    return twin_has_room(
        state,
        card,
        move.dst,
        foundations.piles,
        foundations.rule,
        takes=lambda pile: bool(foundations.accepts(state, pile, card)),
        may_begin=may_begin,
    )


def _twins(one: Card, other: Card) -> bool:
    return one.suit == other.suit and one.rank == other.rank and one != other


def still_wants(rule: FoundationRule, pile: Sequence[Card], card: Card) -> bool:
    """Could a foundation building by ``rule`` and holding ``pile`` still take
    a card of ``card``'s face (its suit and rank), now or later? Not once it
    has had its copy, nor when it is of another suit or ends short of it.
    (An empty pile whose first card is free wants any suit.)"""
    if pile and rule.order is None and not rule.turn and not rule.free_suit:
        # (The common case in ranks alone, no Card made: safe moves home ask
        # this of every foundation, and it was most of the Clock's search.)
        if (rule.suit or pile[0].suit) != card.suit:
            return False
        rank, direction, wrap = pile[-1].rank, rule.direction, rule.wrap
        for _ in range(2 * 13 + 1 if rule.length is None else rule.length - len(pile)):
            rank = next_rank(rank, direction, wrap)
            if rank is None:
                return False
            if rank == card.rank:
                return True
        return False
    return wants_by_cards(rule, pile, card)


def wants_by_cards(rule: FoundationRule, pile: Sequence[Card], card: Card) -> bool:
    """:func:`still_wants` for any rule: the pile built on card by card, as
    the rule asks (turns, orders, free suits and empty piles included)."""
    run = list(pile)
    for _ in range(2 * 13 + 1):  # a whole run, even one that turns at its end
        wanted = rule.next_card(run)
        if wanted is None:
            return False
        suit, rank = wanted
        if suit is not None and suit != card.suit:
            return False
        if rank == card.rank:
            return True
        run.append(Card(card.suit if suit is None else suit, rank))
    return False


def twin_has_room(
    state: State,
    card: Card,
    dst: str,
    foundations: Iterable[str],
    rule_of: Callable[[str], FoundationRule],
    *,
    takes: Callable[[str], bool] | None = None,
    may_begin: Callable[[str], bool] | None = None,
) -> bool:
    """The twin test of a two-pack game's safe move home: may ``card`` go to
    the foundation ``dst`` without taking the place its twin needs? Each
    foundation takes one copy of a face; sent to the one pile ready for it,
    a card may leave its twin, lying over cards another pile needs first,
    with nowhere to go, where the twin sent first would have freed them.
    So every other foundation that could still want the face (by its rule,
    ``rule_of(pile)``: :func:`still_wants`) must take it now as well
    (``takes``, by default the rule's answer); one that has had its copy
    wants it no more. ``may_begin(pile)`` says whether an empty pile could
    still be begun by the card's suit (by default: whenever its rule lets
    it). A game adds its own further conditions (what the card is wanted
    for on the table)."""
    for pile in foundations:
        if pile == dst:
            continue
        cards = state.piles[pile]
        rule = rule_of(pile)
        if not cards and may_begin is not None and not may_begin(pile):
            continue
        if still_wants(rule, cards, card) and not (takes(pile) if takes is not None else rule.takes(cards, card)):
            return False
    return True
