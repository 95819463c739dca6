"""Checking a position against its game, and building one by hand.

A position from outside the rules (a save's start, a test's hand-made
table) must hold the game's own cards, each exactly once, and only the
counters the game declares (:meth:`Game.counter_ranges`), each within its
range. :func:`check_position` says what is wrong in a sentence;
:func:`build_position` turns plain data (pile id -> card codes) into a
checked :class:`State`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from .cards import Card, parse
from .rules import Game
from .state import State


class PositionError(ValueError):
    """A position that cannot belong to its game; the message says why."""


def check_position(game: Game, state: State) -> None:
    """Raise :class:`PositionError` unless ``state`` can be a position of ``game``."""
    expected = list(game.pile_roles())
    missing = [p for p in expected if p not in state.piles]
    unknown = [p for p in state.piles if p not in expected]
    if missing:
        raise PositionError(f"pile {missing[0]!r} is missing")
    if unknown:
        raise PositionError(f"{game.title} has no pile {unknown[0]!r}")
    found = Counter(card for cards in state.piles.values() for card in cards)
    wanted = Counter(game.deck())
    stranger = next((card for card in found if card not in wanted), None)
    if stranger is not None:
        raise PositionError(f"card {stranger.code} does not belong to the pack of {game.title}")
    twice = next((card for card, n in found.items() if n > wanted[card]), None)
    if twice is not None:
        raise PositionError(f"card {twice.code} appears more than once")
    lost = next((card for card in wanted if found[card] < wanted[card]), None)
    if lost is not None:
        raise PositionError(f"card {lost.code} is missing")
    if not state.face_down <= set(found):
        raise PositionError("a face-down card is not on the table")
    ranges = game.counter_ranges()
    for key, value in state.counters.items():
        if key not in ranges:
            raise PositionError(f"{game.title} keeps no counter {key!r}")
        if not isinstance(value, int) or isinstance(value, bool):
            raise PositionError(f"counter {key!r} must be a whole number")
        low, high = ranges[key]
        if not low <= value <= high:
            raise PositionError(f"counter {key!r} is {value}; it must be between {low} and {high}")


def to_card(value: Card | str) -> Card:
    """A card from a :class:`Card`, a save code (``7H.1``) or a short name
    (``7H``, ``10♠``: pack 0)."""
    if isinstance(value, Card):
        return value
    if not isinstance(value, str):
        raise PositionError(f"{value!r} is not a card")
    try:
        return Card.from_code(value) if "." in value else parse(value)
    except (ValueError, KeyError, IndexError):
        raise PositionError(f"{value!r} is not a card") from None


def build_position(
    game: Game,
    piles: Mapping[str, Iterable[Card | str] | str],
    *,
    deal: int = 1,
    face_down: Iterable[Card | str] | str = (),
    counters: Mapping[str, int] | None = None,
    options: Mapping[str, bool] | None = None,
    rest: str | None = None,
) -> State:
    """A checked position of ``game``.

    ``piles`` maps pile ids to cards, bottom first (a list, or one string of
    names separated by spaces); piles not named are empty. ``rest`` names a
    pile that receives every card not placed, face down, in the pack's sorted
    order. Counters start as deal ``deal`` starts them (with ``options``), and
    ``counters`` overrides them.
    """
    state = game.empty_state(deal)
    roles = game.pile_roles()
    for pile, cards in piles.items():
        if pile not in roles:
            raise PositionError(f"{game.title} has no pile {pile!r}")
        state.piles[pile] = [to_card(c) for c in (cards.split() if isinstance(cards, str) else cards)]
    if rest is not None:
        if rest not in roles:
            raise PositionError(f"{game.title} has no pile {rest!r}")
        left = Counter(game.deck()) - Counter(state.all_cards())
        others = [card for card in game.deck() if left[card] > 0]
        state.piles[rest].extend(others)
        state.face_down.update(others)
    down = face_down.split() if isinstance(face_down, str) else face_down
    state.face_down.update(to_card(c) for c in down)
    state.counters = dict(game.new_state(deal, options).counters)
    state.counters.update(counters or {})
    check_position(game, state)
    return state
