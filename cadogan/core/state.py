"""A position: named piles of cards, which cards lie face down, counters."""

from __future__ import annotations

import random
import threading
from collections.abc import Iterable, Sequence

import attrs

from .cards import Card

# Zobrist hashing: every fact a position is made of (this card at this index
# of this pile, this card face down, this counter at this value) gets a random
# 64-bit number, and a position's key is the XOR of its facts' numbers. An op
# changes a few facts, so it updates the key in a few XORs (see ops.py), and
# "was this position seen before?" is a set lookup. The numbers are drawn on
# first use from a fixed seed; keys are compared within one process only.
_numbers: dict[tuple, int] = {}
_draw = random.Random(0x5EED_CAD0).getrandbits


_drawing = threading.Lock()  # a solver in another thread may draw too


def _number(fact: tuple) -> int:
    number = _numbers.get(fact)
    if number is None:
        with _drawing:
            number = _numbers.get(fact)
            if number is None:
                number = _numbers[fact] = _draw(64)
    return number


def _card_number(card: Card, pile: str, index: int) -> int:
    return _number((card.ident, pile, index))


def _down_number(card: Card) -> int:
    return _number((card.ident,))


# The numbers toggle_cards XORs in, by place: _zrows[pile][index][card.ident * 2
# + (1 if face down)] is the card's fact there (with its face-down fact). Filled
# by _toggled, which draws any number not drawn yet in the order first asked
# (so the keys do not depend on which path read them); read by toggle_cards.
_zrows: dict[str, list[dict[int, int]]] = {}


def _toggled(key: int, pile: str, start: int, cards: Sequence[Card], down: set[Card]) -> int:
    """``key`` with the facts of ``cards`` at ``start``… of ``pile`` toggled,
    their numbers drawn where new (and kept in _zrows)."""
    rows = _zrows.setdefault(pile, [])
    while len(rows) < start + len(cards):
        rows.append({})
    known = _numbers.get
    for index, card in enumerate(cards, start):
        fact = (card.ident, pile, index)
        number = known(fact) or _number(fact)
        turned = bool(down) and card in down
        if turned:
            fact = (card.ident,)
            number ^= known(fact) or _number(fact)
        rows[index][card.ident * 2 + turned] = number
        key ^= number
    return key


def drawn_numbers(rows: list[dict[int, int]], start: int, cards: Sequence[Card], down: set[Card]) -> int:
    """The XOR of the numbers already drawn in ``rows`` (a pile's _zrows) for
    ``cards`` at ``start``… with their faces; KeyError or IndexError where one
    is not drawn yet (:func:`_toggled` draws it). Every op of a search comes
    here twice: the numbers read by the card's ident and face, no fact's
    tuple made."""
    key = 0
    if down:
        for index, card in enumerate(cards, start):
            key ^= rows[index][card.ident * 2 + (card in down)]
    else:
        for index, card in enumerate(cards, start):
            key ^= rows[index][card.ident * 2]
    return key


def counter_number(name: str, value: int | None) -> int:
    """The key's part for a counter (0 when the counter is absent)."""
    return 0 if value is None else _number((name, value))


@attrs.define(eq=True)
class State:
    """Everything that changes during a game.

    ``piles`` maps each pile id to its cards, bottom first (the last card is
    the uppermost). ``face_down`` holds the cards lying face down; every other
    card is face up. ``counters`` hold whole numbers a game keeps, such as
    ``redeals_left``. ``deal`` is the deal number, which also seeds any later
    shuffle (a re-deal), so a replay is exact.
    """

    piles: dict[str, list[Card]]
    face_down: set[Card] = attrs.field(factory=set)
    counters: dict[str, int] = attrs.field(factory=dict)
    deal: int = 0
    # The Zobrist key, once asked for; the ops keep it up to date from then on.
    _zkey: int | None = attrs.field(default=None, init=False, eq=False, repr=False)

    def top(self, pile: str) -> Card | None:
        cards = self.piles[pile]
        return cards[-1] if cards else None

    def is_up(self, card: Card) -> bool:
        return card not in self.face_down

    def size(self, pile: str) -> int:
        return len(self.piles[pile])

    def is_empty(self, pile: str) -> bool:
        return not self.piles[pile]

    def all_cards(self) -> list[Card]:
        return [card for cards in self.piles.values() for card in cards]

    def where(self, card: Card) -> tuple[str, int]:
        """The pile and index of ``card``; raises KeyError if it is nowhere."""
        for name, cards in self.piles.items():
            for index, other in enumerate(cards):
                if other == card:
                    return name, index
        raise KeyError(card)

    def copy(self) -> State:
        state = State(
            piles={name: list(cards) for name, cards in self.piles.items()},
            face_down=set(self.face_down),
            counters=dict(self.counters),
            deal=self.deal,
        )
        state._zkey = self._zkey
        return state

    @property
    def zkey(self) -> int:
        """The position's 64-bit Zobrist key (piles, faces, counters; not the
        deal number): equal positions have equal keys, and different ones
        differ but for a 2^-64 chance. Computed in full on first use, then
        kept up to date by the ops, so a state must change only through ops
        once its key has been asked for (deals build theirs before)."""
        if self._zkey is None:
            self._zkey = self.full_zkey()
        return self._zkey

    @property
    def keyed(self) -> bool:
        """Is the key kept (asked for once, so the ops keep it up to date)?
        Caches by position serve only such states: a state still changed by
        hand (a test building a position) is never looked up by its key."""
        return self._zkey is not None

    def current_key(self) -> int:
        """The key, without starting to keep it on a state that is not keyed."""
        return self._zkey if self._zkey is not None else self.full_zkey()

    def full_zkey(self) -> int:
        """The key computed from scratch (tests compare it with ``zkey``)."""
        key = 0
        for name, cards in self.piles.items():
            for index, card in enumerate(cards):
                key ^= _card_number(card, name, index)
        for card in self.face_down:
            key ^= _down_number(card)
        for name, value in self.counters.items():
            key ^= counter_number(name, value)
        return key

    def toggle_cards(self, pile: str, start: int, cards: Sequence[Card]) -> None:
        """XOR the facts of ``cards`` lying at ``start``… of ``pile`` (with
        their faces) into the key, if it is kept: once to take them out,
        once more to put them in."""
        key = self._zkey
        if key is None:
            return
        down = self.face_down
        rows = _zrows.get(pile)
        if rows is not None:
            try:
                self._zkey = key ^ drawn_numbers(rows, start, cards, down)
                return
            except (KeyError, IndexError):  # a number not drawn yet: drawn below, in the order first asked
                pass
        self._zkey = _toggled(self._zkey, pile, start, cards, down)

    def toggle_down(self, card: Card) -> None:
        """XOR the fact "``card`` lies face down" into the key, if it is kept."""
        if self._zkey is not None:
            self._zkey ^= _down_number(card)

    def toggle_counter(self, name: str, old: int | None, new: int | None) -> None:
        if self._zkey is not None:
            self._zkey ^= counter_number(name, old) ^ counter_number(name, new)

    def key(self) -> tuple:
        """An exact, hashable fingerprint of the position (slower than
        ``zkey``: built from every card)."""
        return (
            tuple((name, tuple(cards)) for name, cards in self.piles.items()),
            frozenset(self.face_down),
            tuple(sorted(self.counters.items())),
        )

    @classmethod
    def empty(cls, pile_ids: Iterable[str], deal: int = 0, **counters: int) -> State:
        return cls(piles={name: [] for name in pile_ids}, counters=dict(counters), deal=deal)
