"""blocks.parked_runs_overflow's count of a suit's parked runs
(dead_ends._fewest_runs) against a plain count: every choice of how far down
each foundation has come (a run down from the rank it wants, never taking
more copies of a rank than are out), and the fewest runs of one suit,
ascending one rank apart, the cards left fill, found by trying every run the
lowest card left can start. 3,000 random suits; a count that lets two
foundations through a rank with one copy out is caught."""

from __future__ import annotations

import random
from functools import cache
from itertools import product

from cadogan.core.blocks import dead_ends


@cache
def fewest_covering_runs(counts: tuple[int, ...]) -> int:
    """The fewest runs (ranks a..b, one card each) covering ``counts`` (copies
    of ranks 1, 2, ...): the lowest rank left starts one, as far up as it goes."""
    low = next((q for q, n in enumerate(counts) if n), None)
    if low is None:
        return 0
    best = None
    left = list(counts)
    for high in range(low, len(counts)):
        if not left[high]:
            break
        left[high] -= 1
        runs = 1 + fewest_covering_runs(tuple(left))
        best = runs if best is None else min(best, runs)
    return best


def plain_fewest(wants: tuple[int, ...], held: list[int], share: bool = False) -> int:
    out = [sum(w >= q for w in wants) - held[q - 1] for q in range(1, 11)]
    best = None
    for lengths in product(*(range(w + 1) for w in wants)):
        left = out[:]
        for want, length in zip(wants, lengths, strict=True):
            for q in range(want, want - length, -1):
                left[q - 1] -= 1
        if min(left) < 0 and not share:
            continue
        runs = fewest_covering_runs(tuple(max(0, n) for n in left))
        best = runs if best is None else min(best, runs)
    return best


def random_suit(rng: random.Random) -> tuple[tuple[int, ...], list[int], int]:
    wants = tuple(sorted(rng.randint(0, 10) for _ in range(rng.choice((1, 2, 2)))))
    held = [rng.randint(0, sum(w >= q for w in wants)) if rng.random() < 0.4 else 0 for q in range(1, 11)]
    code = sum(n << 2 * (q - 1) for q, n in enumerate(held, 1))
    return wants, held, code


def test_the_fewest_runs_agree_with_the_plain_count() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        wants, held, code = random_suit(rng)
        assert dead_ends._fewest_runs(wants, code) == plain_fewest(wants, held), (wants, held)


def test_two_foundations_through_one_copy_caught() -> None:
    rng = random.Random(6)
    differ = 0
    for _ in range(3000):
        wants, held, code = random_suit(rng)
        differ += plain_fewest(wants, held, share=True) < dead_ends._fewest_runs(wants, code)
    assert differ > 0
