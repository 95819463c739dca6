"""Figures for the largest game, the Empress of India (208 cards; not a test):
the hint and the end-of-game check (``is_won`` or ``is_lost``) on every
position of games played by the hint from the deal to their end, so the
figures cover the long end where the pack is used up and every pairing must
be judged. Each is timed cold (the caches by position emptied first), as CPU
time of the calling thread, best of three; medians, 95th and 99th
percentiles and the worst, in milliseconds. Its drag figures come from
``drag.py the_empress_of_india`` (needs an X server).

    python benchmarks/largest_game.py [--deals 3] [game ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from cadogan import core
from cadogan.core import rules
from cadogan.core.games import the_empress_of_india

REPEAT = 3


def cold(fn: Callable[[], object]) -> float:
    """Milliseconds of CPU time ``fn`` takes with nothing remembered, best of REPEAT."""
    times = []
    for _ in range(REPEAT):
        rules.forget_positions()
        the_empress_of_india._useful.clear()
        began = time.thread_time()
        fn()
        times.append((time.thread_time() - began) * 1000)
    return min(times)


def percentile(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def row(name: str, values: list[float]) -> str:
    ordered = sorted(values)
    return (
        f"{name:<8} {len(ordered):>6} {statistics.median(ordered):8.2f} {percentile(ordered, 0.95):7.2f}"
        f" {percentile(ordered, 0.99):7.2f} {ordered[-1]:7.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("games", nargs="*", default=["the_empress_of_india"])
    args = parser.parse_args()
    for game_id in args.games:
        hints: list[float] = []
        checks: list[float] = []
        for deal in range(1, args.deals + 1):
            session = core.Session.new(game_id, deal)
            while True:
                checks.append(cold(lambda: session.is_won() or session.is_lost()))  # noqa: B023
                hints.append(cold(session.hint))
                move = session.hint()
                if move is None:
                    break
                session.play(move)
                session.autoplay("safe")
        print(f"{game_id}: {args.deals} games played by the hint to their end")
        print(f"{'':<8} {'calls':>6} {'median':>8} {'p95':>7} {'p99':>7} {'max':>7}  (ms)")
        print(row("check", checks))
        print(row("hint", hints))


if __name__ == "__main__":
    main()
