"""The cost of saving against the length of the game (figures, not a test):
``core.dumps`` (a whole save) and ``persistence.write_game`` (what the
table does after every move) after each of 20 moves played from move 10,
1000, 2000 and 4000 of a random game, medians and 95th percentiles in
milliseconds, with the size of a whole save; and the time to load that save
(``core.loads``: every move replayed through the rules), 20 loads, in CPU
time of the thread (a busy machine only adds waiting to wall time).

    python benchmarks/save_growth.py [--moves 4000] [game ...]

Games whose random game ends sooner are measured where it ends.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("CADOGAN_DATA_DIR", tempfile.mkdtemp(prefix="cadogan-save-"))
os.environ.setdefault("CADOGAN_CONFIG_DIR", os.environ["CADOGAN_DATA_DIR"])

from core_speed import random_game

from cadogan import core
from cadogan.ui.storage import persistence

REPEAT = 20  # moves timed at each mark


def summary(times: list[float]) -> str:
    times = sorted(times)
    return f"{statistics.median(times):7.2f} {times[round(0.95 * (len(times) - 1))]:7.2f}"


def timed(fn) -> float:
    began = time.perf_counter()
    fn()
    return (time.perf_counter() - began) * 1000


def cpu_timed(fn) -> float:
    began = time.thread_time()
    fn()
    return (time.thread_time() - began) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=4000)
    parser.add_argument("games", nargs="*", default=["the_house_in_the_wood", "canfield_or_klondike"])
    args = parser.parse_args()
    print(f"{'game':28} {'move':>6} {'dumps med/p95':>15} {'write_game med/p95':>19} {'KiB':>6} {'loads med/p95':>15}")
    for game_id in args.games:
        moves = random_game(game_id, args.moves + REPEAT)
        last = max(0, len(moves) - REPEAT)
        session = core.Session.new(game_id, 1)
        for mark in sorted({min(m, last) for m in (10, 1000, 2000, args.moves)}):
            if mark < session.moves_made:
                continue  # a short game: its windows would overlap
            for move in moves[session.moves_made : mark]:
                session.play(move)
            persistence.write_game(session, 1.0)  # the save as it stands, before the moves timed
            dumps, writes = [], []
            for move in moves[mark : mark + REPEAT]:
                session.play(move)
                dumps.append(timed(lambda: core.dumps(session)))  # noqa: B023
                writes.append(timed(lambda: persistence.write_game(session, 1.0)))  # noqa: B023
            text = core.dumps(session)
            size = len(text.encode()) / 1024
            loads = [cpu_timed(lambda: core.loads(text)) for _ in range(REPEAT)]  # noqa: B023
            row = f"{summary(dumps):>15} {summary(writes):>19} {size:6.0f} {summary(loads):>15}"
            print(f"{game_id:28} {mark:6} {row}", flush=True)


if __name__ == "__main__":
    main()
