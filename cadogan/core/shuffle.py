"""Reproducible shuffling: the same game id and deal number give the same
deal on every machine and Python version.

The generator is SplitMix64 (Steele, Lea & Flood, 2014), written out here so
that no library's implementation can change under us. Its seed is the first
eight bytes, big-endian, of SHA-256 over the UTF-8 text ``"<game id>:<deal>"``
(``"<game id>:<deal>:<salt>"`` for later shuffles in the same game, such as a
re-deal). Cards are shuffled by Fisher–Yates from the last position down; a
bounded draw below ``n`` rejects raw values at or above the largest multiple
of ``n`` below 2**64, so every permutation is equally likely.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from ..digest import sha256

T = TypeVar("T")
_MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n


def seed_for(game_id: str, deal: int, salt: str = "") -> int:
    text = f"{game_id}:{deal}" + (f":{salt}" if salt else "")
    return int.from_bytes(sha256(text.encode("utf-8")).digest()[:8], "big")


def shuffle(items: MutableSequence[T], rng: SplitMix64) -> None:
    """Fisher–Yates in place, from the last position down."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def shuffled(items: list[T], game_id: str, deal: int, salt: str = "") -> list[T]:
    result = list(items)
    shuffle(result, SplitMix64(seed_for(game_id, deal, salt)))
    return result


MAX_DEAL = 2**31 - 1  # deal numbers run from 1 to this
