"""Where a card might go: the piles whose top card a building rule lets it
go onto, found from an index of the tops built once per position, so a
game's ``drop_targets`` names a few piles instead of every one and the
search for legal drags asks ``can_drop`` about those alone. The faces a
card may go onto come from the building rule's own block (``marriage_onto``
beside ``marriage``, …); the rules are judged by ``can_drop`` as ever.

Used by: anna, babette, canfield_or_klondike, duchess_de_luynes, fortress,
general_sedgewick, la_belle_lucie, la_nivernaise, light_and_shade,
marriage_tableau, mount_olympus, red_and_black, sly, spensers_fairie_queen,
the_besieged_city, the_blockade, the_carpet, the_clock, the_congress,
the_constitution, the_empress_of_india, the_fifteen, the_fish_bone,
the_flower_garden, the_four_corners, the_great_thirteen, the_hemispheres,
the_herring_bone, the_kings, the_labyrinth, the_nation, the_olga,
the_queens, the_shah, the_square, the_terrace, the_zodiac.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Hashable, Iterable, Sequence
from typing import TypeVar

from ..cards import Card, Suit
from ..state import State
from .building import Face
from .foundations import FoundationRule

_T = TypeVar("_T")
_last = threading.local()  # the indexes of the latest position, per thread (a solver may run in a worker)


def _kept(state: State) -> dict | None:
    """The indexes kept for ``state``'s position (empty when it is new to
    them), or None for a state whose key is not kept (never looked up)."""
    zkey = state._zkey  # (State.keyed and zkey read at once: every source of a drag comes here)
    if zkey is None:
        return None
    try:
        deal, key, indexes = _last.kept
    except AttributeError:  # this thread's first position
        deal = key = indexes = None
    if key != zkey or deal != state.deal:
        indexes = {}
        _last.kept = (state.deal, zkey, indexes)
    return indexes


def remembered(state: State, key: Hashable, compute: Callable[[], _T]) -> _T:
    """``compute()``, asked once per keyed position for each ``key`` (what
    every source of a drag asks alike, such as a vacancy due; a key names
    its game, as ``(game.id, "vacancy")``, since positions are told apart
    by their Zobrist key alone)."""
    kept = _kept(state)
    if kept is None:
        return compute()
    if key not in kept:
        kept[key] = compute()
    return kept[key]


def _tops(state: State, piles: Sequence[str]) -> dict[Face, list[str]]:
    """The piles of ``piles`` by the face of their top card, in ``piles``'
    order. Kept for the latest keyed position (every source of a drag asks)."""
    kept = _kept(state)
    key = ("tops", piles if isinstance(piles, tuple) else tuple(piles))
    if kept is not None and key in kept:
        return kept[key]
    index: dict[Face, list[str]] = {}
    all_piles = state.piles
    for pile in piles:
        cards = all_piles[pile]
        if cards:
            card: Card = cards[-1]
            index.setdefault((card.suit, card.rank), []).append(pile)
    if kept is not None:
        kept[key] = index
    return index


def topped_by(state: State, piles: Sequence[str], faces: Collection[Face]) -> list[str]:
    """The piles of ``piles`` (a tuple kept by the game: the index is kept by
    it) whose top card has one of ``faces``, in no particular order."""
    index = _tops(state, piles)
    found: list[str] = []
    for face in faces:
        hits = index.get(face)
        if hits:
            found += hits
    return found


RuleOf = FoundationRule | Callable[[str], FoundationRule]  # one rule for every pile, or each pile's


def _wants(state: State, piles: Sequence[str], rule_of: RuleOf) -> dict[Face, list[str]]:
    """The foundations of ``piles`` by the face each wants next (see
    FoundationRule.next_card; a pile of free suit under every suit). Kept
    for the latest keyed position, like the tops."""
    kept = _kept(state)
    key = ("wants", piles if isinstance(piles, tuple) else tuple(piles), rule_of)
    if kept is not None and key in kept:
        return kept[key]
    index: dict[Face, list[str]] = {}
    for pile in piles:
        rule = rule_of if isinstance(rule_of, FoundationRule) else rule_of(pile)
        wanted = rule.next_card(state.piles[pile])
        if wanted is not None:
            suit, rank = wanted
            for one in Suit if suit is None else (suit,):
                index.setdefault((one, rank), []).append(pile)
    if kept is not None:
        kept[key] = index
    return index


def wanting(state: State, piles: Sequence[str], rule_of: RuleOf, card: Card) -> list[str]:
    """The foundations of ``piles`` (a tuple kept by the game) whose rule
    (``rule_of``, or ``rule_of(pile)``) wants ``card``'s face next: every one that might
    accept it (their own ``accepts`` still judges), in ``piles``' order."""
    return _wants(state, piles, rule_of).get((card.suit, card.rank), [])


def empty_among(state: State, piles: Iterable[str]) -> list[str]:
    """The empty piles of ``piles``, in their order."""
    return [pile for pile in piles if not state.piles[pile]]


def in_pile_order(state: State, chosen: Iterable[str]) -> list[str]:
    """``chosen`` in the state's pile order, each once (what ``drop_targets``
    returns)."""
    wanted = set(chosen)
    if len(wanted) <= 1:  # (most often: no pile to walk through)
        return [pile for pile in wanted if pile in state.piles]
    return [pile for pile in state.piles if pile in wanted]
