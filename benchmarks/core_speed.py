"""Figures for the rules core: legal-move generation, hint and auto-play.

Run: .venv/bin/python benchmarks/core_speed.py
Prints the median and worst time per call over positions from random play.
"""

from __future__ import annotations

import random
import statistics
import time

from cadogan import core


def measure(game_id: str, deal: int = 1, steps: int = 60) -> dict[str, list[float]]:
    session = core.Session.new(game_id, deal)
    rng = random.Random(deal)
    times: dict[str, list[float]] = {"legal_moves": [], "hint": [], "autoplay": []}
    for _ in range(steps):
        t0 = time.perf_counter()
        moves = session.legal_moves()
        t1 = time.perf_counter()
        session.hint()
        t2 = time.perf_counter()
        times["legal_moves"].append(t1 - t0)
        times["hint"].append(t2 - t1)
        if not moves:
            break
        session.play(rng.choice(moves))
        t3 = time.perf_counter()
        session.autoplay("safe")
        times["autoplay"].append(time.perf_counter() - t3)
    return times


def main() -> None:
    print(f"{'game':28} {'what':12} {'median ms':>10} {'max ms':>8}")
    for game_id in core.game_ids():
        for what, values in measure(game_id).items():
            if values:
                print(f"{game_id:28} {what:12} {statistics.median(values) * 1000:10.2f} {max(values) * 1000:8.2f}")


if __name__ == "__main__":
    main()
