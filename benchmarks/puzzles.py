"""Figures for the puzzles (not a test): ``legal_moves``, ``hint`` and
``is_lost`` on every position of random games, each measured cold (the
caches by position emptied first), as medians and 95th percentiles in
milliseconds of CPU time. The aim: under 20 ms at the 95th percentile.

    python benchmarks/puzzles.py [--deals D] [--seed S] [--moves N] [game ...]

Random games pick among the legal moves, so they reach the positions a
player meets: pairs being made, the Fourteenth's exchange when blocked
(both its swaps), Nestor's reserve taken up, and the ends.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cadogan import core
from cadogan.core import rules

GAMES = ["caesar", "nestor", "the_fourteenth", "the_wheel", "the_great_thirteen"]
CALLS = ("legal_moves", "hint", "is_lost")


def timed(fn: Callable[[], object]) -> float:
    """Milliseconds of CPU time ``fn`` takes (CPU time leaves out waiting for
    a core on a busy machine)."""
    began = time.thread_time()
    fn()
    return (time.thread_time() - began) * 1000


def measure(game_id: str, deals: int, seed: int, moves: int) -> dict[str, list[float]]:
    figures: dict[str, list[float]] = {call: [] for call in CALLS}
    for deal in range(1, deals + 1):
        session = core.Session.new(game_id, deal)
        rng = random.Random(seed + deal)
        for _ in range(moves):
            for call in CALLS:
                rules.forget_positions()
                figures[call].append(timed(getattr(session, call)))
            legal = session.legal_moves()
            if not legal or session.is_won():
                break
            session.play(rng.choice(legal))
    return figures


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=GAMES)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=200, help="moves per game at most")
    args = parser.parse_args()
    print(f"{'game':<20} {'call':<12} {'positions':>9} {'median ms':>10} {'p95 ms':>8} {'max ms':>8}")
    for game_id in args.games:
        figures = measure(game_id, args.deals, args.seed, args.moves)
        for call in CALLS:
            values = figures[call]
            print(
                f"{game_id:<20} {call:<12} {len(values):>9} {statistics.median(values):>10.2f}"
                f" {p95(values):>8.2f} {max(values):>8.2f}"
            )


if __name__ == "__main__":
    main()
