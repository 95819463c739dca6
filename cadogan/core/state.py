"""A position: named piles of cards, which cards lie face down, counters."""

from __future__ import annotations

from collections.abc import Iterable

import attrs

from .cards import Card


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
        return State(
            piles={name: list(cards) for name, cards in self.piles.items()},
            face_down=set(self.face_down),
            counters=dict(self.counters),
            deal=self.deal,
        )

    def key(self) -> tuple:
        """A hashable fingerprint of the position (for repetition checks)."""
        return (
            tuple((name, tuple(cards)) for name, cards in self.piles.items()),
            frozenset(self.face_down),
            tuple(sorted(self.counters.items())),
        )

    @classmethod
    def empty(cls, pile_ids: Iterable[str], deal: int = 0, **counters: int) -> State:
        return cls(piles={name: [] for name in pile_ids}, counters=dict(counters), deal=deal)
