"""Atomic reversible changes, and the transaction that records them.

Every change to a :class:`State` is made through an op that knows how to undo
itself; a player's step is the list of ops it caused (the move itself and
whatever the rules force after it). Undo runs the ops backwards; redo runs
them again.
"""

from __future__ import annotations

from typing import Protocol

import attrs

from .cards import Card
from .shuffle import SplitMix64, shuffle
from .state import State

_NONE: frozenset[Card] = frozenset()


class Op(Protocol):
    def apply(self, state: State) -> None: ...
    def revert(self, state: State) -> None: ...


@attrs.frozen
class MoveCards:
    """Move the top ``count`` cards of ``src`` onto ``dst``.

    ``reverse`` turns the group over as a whole (dealing a packet one card at a
    time, or turning the talon over to make a new pack). ``face_up`` sets every
    moved card face up (True) or down (False); None leaves them as they were.
    ``was_down`` records which moved cards lay face down, for undo.
    """

    src: str
    dst: str
    count: int
    reverse: bool = False
    face_up: bool | None = None
    was_down: frozenset[Card] = frozenset()

    def apply(self, state: State) -> None:
        source = state.piles[self.src]
        if self.count > len(source) or self.count <= 0:
            raise ValueError(f"cannot move {self.count} cards from {self.src}")
        start = len(source) - self.count
        group = source[start:]
        state.toggle_cards(self.src, start, group)
        del source[start:]
        if self.reverse:
            group.reverse()
        if self.face_up is True:
            state.face_down.difference_update(group)
        elif self.face_up is False:
            state.face_down.update(group)
        target = state.piles[self.dst]
        state.toggle_cards(self.dst, len(target), group)
        target.extend(group)

    def revert(self, state: State) -> None:
        target = state.piles[self.dst]
        start = len(target) - self.count
        group = target[start:]
        state.toggle_cards(self.dst, start, group)
        del target[start:]
        if self.reverse:
            group.reverse()
        if self.face_up is not None:
            state.face_down.difference_update(group)
            state.face_down.update(self.was_down)
        source = state.piles[self.src]
        state.toggle_cards(self.src, len(source), group)
        source.extend(group)


@attrs.frozen
class Swap:
    """The top ``count`` cards of piles ``a`` and ``b`` change places (faces
    kept). Its own inverse."""

    a: str
    b: str
    count: int = 1

    def apply(self, state: State) -> None:
        first, second = state.piles[self.a], state.piles[self.b]
        if self.count > min(len(first), len(second)) or self.count <= 0:
            raise ValueError(f"cannot swap {self.count} cards of {self.a} and {self.b}")
        i, j = len(first) - self.count, len(second) - self.count
        top_a, top_b = first[i:], second[j:]
        state.toggle_cards(self.a, i, top_a)
        state.toggle_cards(self.b, j, top_b)
        first[i:], second[j:] = top_b, top_a
        state.toggle_cards(self.a, i, top_b)
        state.toggle_cards(self.b, j, top_a)

    def revert(self, state: State) -> None:
        self.apply(state)


@attrs.frozen
class Turn:
    """Turn one card face up or face down."""

    card: Card
    up: bool

    def apply(self, state: State) -> None:
        _turn(state, self.card, self.up)

    def revert(self, state: State) -> None:
        _turn(state, self.card, not self.up)


def _turn(state: State, card: Card, up: bool) -> None:
    if (card in state.face_down) == up:  # it changes
        state.toggle_down(card)
        if up:
            state.face_down.discard(card)
        else:
            state.face_down.add(card)


@attrs.frozen
class SetCounter:
    name: str
    value: int | None
    old: int | None

    def apply(self, state: State) -> None:
        _set(state, self.name, self.value)

    def revert(self, state: State) -> None:
        _set(state, self.name, self.old)


def _set(state: State, name: str, value: int | None) -> None:
    state.toggle_counter(name, state.counters.get(name), value)
    if value is None:
        state.counters.pop(name, None)
    else:
        state.counters[name] = value


@attrs.frozen
class Permute:
    """Reorder a pile: position i receives the card that was at ``order[i]``."""

    pile: str
    order: tuple[int, ...]

    def apply(self, state: State) -> None:
        cards = state.piles[self.pile]
        _replace(state, self.pile, [cards[i] for i in self.order])

    def revert(self, state: State) -> None:
        cards = state.piles[self.pile]
        restored: list[Card] = [cards[0]] * len(cards)
        for position, origin in enumerate(self.order):
            restored[origin] = cards[position]
        _replace(state, self.pile, restored)


def _replace(state: State, pile: str, cards: list[Card]) -> None:
    state.toggle_cards(pile, 0, state.piles[pile])
    state.piles[pile] = cards
    state.toggle_cards(pile, 0, cards)


class Tx:
    """Applies ops to a state as they are made, and keeps them in order."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.ops: list[Op] = []

    def do(self, op: Op) -> None:
        op.apply(self.state)
        self.ops.append(op)

    def move(self, src: str, dst: str, count: int = 1, *, reverse: bool = False, face_up: bool | None = None) -> None:
        # (do() written out: the solver moves cards here for every move it tries)
        state = self.state
        down = state.face_down
        if down and count:
            cards = state.piles[src][-count:]
            was_down = _NONE if down.isdisjoint(cards) else frozenset(down.intersection(cards))
        else:
            was_down = _NONE
        op = MoveCards(src, dst, count, reverse, face_up, was_down)
        op.apply(state)
        self.ops.append(op)

    def swap(self, a: str, b: str, count: int = 1) -> None:
        self.do(Swap(a, b, count))

    def turn(self, card: Card, up: bool = True) -> None:
        if self.state.is_up(card) != up:
            self.do(Turn(card, up))

    def set(self, name: str, value: int | None) -> None:
        old = self.state.counters.get(name)
        if old != value:
            self.do(SetCounter(name, value, old))

    def shuffle(self, pile: str, rng: SplitMix64) -> None:
        order = list(range(len(self.state.piles[pile])))
        shuffle(order, rng)
        if order != sorted(order):
            self.do(Permute(pile, tuple(order)))


def revert_all(state: State, ops: list[Op] | tuple[Op, ...]) -> None:
    for op in reversed(ops):
        op.revert(state)


def apply_all(state: State, ops: list[Op] | tuple[Op, ...]) -> None:
    for op in ops:
        op.apply(state)
