"""How far the solver gets (figures, not a test): per game, the share of the
first deals decided (won or lost) within the per-deal budget, the median and
95th percentile of the time a deal took, and the 95th percentile of the
solver-backed hint's answer time (``Advisor.advise`` with its budget,
solver.HINT_SECONDS, at the deal's start and after a few random moves).

    python benchmarks/solver.py [--deals 1000] [--seconds 10] [--nodes N] [--jobs 2] [--hints 3]
                                [--odds cadogan/data/winnability.json] [--table FILE.md] [game ...]
    python benchmarks/solver.py --hints-only [--hints 5] [game ...]

The deals are solved by ``cadogan survey``'s pool (``--jobs`` processes);
``--nodes`` also bounds each search in positions entered, the same on any
machine and under any load: compare two versions of the solver with it
(the positions each deal took are printed with ``--nodes``);
``--odds`` also writes the figures the chooser shows, so one run serves both.
The issue's goal is 1000 deals a game at 10 s each; a run on a small shared
machine takes a sample (say ``--deals 20 --seconds 2``): say so beside the
figures.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cadogan import survey
from cadogan.core import Session, game_ids, get_game
from cadogan.core.solver import HINT_SECONDS, Advisor


def hint_times(game_id: str, count: int, seed: int = 1) -> list[float]:
    """Seconds the solver-backed hint took: at the start of deals 1, 2, …
    and after a few random moves of each."""
    times = []
    rng = random.Random(seed)
    for deal in range(1, count + 1):
        session = Session.new(game_id, deal)
        for moves in (0, rng.randint(5, 25)):
            for _ in range(moves):
                legal = session.legal_moves()
                if not legal or session.is_won():
                    break
                session.play(rng.choice(legal))
            started = time.perf_counter()
            Advisor(session.game).advise(session, seconds=HINT_SECONDS)
            times.append(time.perf_counter() - started)
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--nodes", type=int, help="also stop each search after this many positions")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--hints", type=int, default=3, help="deals whose hint is timed (two positions each)")
    parser.add_argument("--odds", help="also write the chooser's odds file here")
    parser.add_argument("--table", help="also write the table (Markdown) here")
    parser.add_argument("--hints-only", action="store_true", help="time the hint alone (no deals solved)")
    args = parser.parse_args()
    ids = args.games or game_ids()
    if args.hints_only:
        print("| game | hint p50 s | hint p95 s | hint max s |\n|---|---:|---:|---:|")
        for game_id in ids:
            hints = hint_times(game_id, args.hints)
            p50, p95 = survey.percentile(hints, 0.5), survey.percentile(hints, 0.95)
            print(f"| {get_game(game_id).title} | {p50:.2f} | {p95:.2f} | {max(hints):.2f} |", flush=True)
        return 0
    tasks = [survey.Task(g, d, args.seconds, args.nodes) for g in ids for d in range(1, args.deals + 1)]
    started = time.perf_counter()
    outcomes = survey.run(tasks, args.jobs, progress=survey.progress_bar())
    if args.nodes:
        for o in sorted(outcomes, key=lambda o: (ids.index(o.game_id), o.deal)):
            print(f"{o.game_id} deal {o.deal}: {o.status}, {o.nodes} positions, {o.seconds:.2f} s", flush=True)
    solving = time.perf_counter() - started
    figures = survey.summarize(outcomes)
    lines = [
        f"{args.deals} deals a game, {args.seconds:g} s each, {args.jobs} processes; "
        f"hint timed at {2 * args.hints} positions a game",
        "",
        "| game | deals | decided % | won % | lost % | median s | p95 s | hint p95 s |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for game_id in ids:
        f = figures[game_id]
        n = f["deals"]
        hints = hint_times(game_id, args.hints) if args.hints else []
        hint = f"{survey.percentile(hints, 0.95):.2f}" if hints else "–"
        lines.append(
            f"| {get_game(game_id).title} | {n} | {100 * (f['won'] + f['lost']) / n:.0f} | {100 * f['won'] / n:.0f} "
            f"| {100 * f['lost'] / n:.0f} | {f['median_seconds']:.2f} | {f['p95_seconds']:.2f} | {hint} |"
        )
        print(lines[-1], flush=True)
    decided = sum(f["won"] + f["lost"] for f in figures.values())
    total = sum(f["deals"] for f in figures.values())
    lines.append("")
    lines.append(f"All games: {100 * decided / total:.0f}% decided; solving took {solving:.0f} s of wall time.")
    text = "\n".join(lines) + "\n"
    print(text)
    if args.table:
        Path(args.table).write_text(text, encoding="utf-8")
    if args.odds:
        for f in figures.values():
            f["seconds_per_deal"] = args.seconds
        known = survey.read_odds(Path(args.odds))
        known.update(figures)
        survey.write_odds(known, Path(args.odds), args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
