"""Positions per second, and a fingerprint of each search, at a node budget
(figures, not a test): to show that a change made the rules cheaper without
changing a single answer.

    python benchmarks/positions.py [--nodes 3000] [--deals 3] GAME ...

For each game and deal 1..N it solves with ``max_nodes`` and prints the
status, the positions entered, the winning line's length, and digests of
the line and of the set of positions proved lost; then the game's
positions per CPU second. Run it before and after a change, one game at a
time in a fresh process each (the position keys' random numbers are drawn
in the order first asked, so the digests are comparable between runs of
the same games in the same order): equal fingerprints mean the search
entered the same positions and proved the same ones lost.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cadogan.core import get_game
from cadogan.core.rules import forget_positions
from cadogan.core.solver import solve


def digest(value: object) -> str:
    return hashlib.md5(repr(value).encode(), usedforsecurity=False).hexdigest()[:8]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--nodes", type=int, default=3000)
    parser.add_argument("--deals", type=int, default=3)
    args = parser.parse_args()
    for game_id in args.games:
        game = get_game(game_id)
        nodes = seconds = 0.0
        for deal in range(1, args.deals + 1):
            forget_positions()
            lost: set = set()
            started = time.process_time()
            found = solve(game, game.new_state(deal), max_nodes=args.nodes, visited=lost)
            seconds += time.process_time() - started
            nodes += found.nodes
            print(
                f"{game_id} deal {deal}: {found.status}, {found.nodes} positions, line {len(found.moves)} "
                f"{digest(found.moves)}, {len(lost)} proved lost {digest(sorted(map(hash, lost)))}",
                flush=True,
            )
        print(f"{game_id}: {nodes / seconds:.0f} positions per CPU second", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
