"""How hard is each game? ``cadogan survey`` solves the first deals of each
game and tells, per game: won %, lost %, undecided %, the median and 95th
percentile of the time a deal took, and the average length of a win.

Deals are solved in parallel: a process pool on this machine by default
(``--jobs``), or the workers of a Dask cluster (``--scheduler
tcp://host:8786``, the optional extra ``cadogan[survey]``), through
dask.distributed's own executor. Every winning line is replayed through
``Session.play`` before it counts.

The figures are written as a Markdown table (stdout, or ``--table FILE``)
and as a data file the game chooser reads to show each game's odds
(:func:`odds_text`), ``cadogan/data/winnability.json`` unless ``--odds FILE``
says otherwise.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import attrs

ODDS_FILE = Path(__file__).parent / "data" / "winnability.json"


@attrs.frozen
class Task:
    game_id: str
    deal: int
    seconds: float
    max_nodes: int | None = None


@attrs.frozen
class Outcome:
    """One deal solved: its status, the time it took, the length of the win."""

    game_id: str
    deal: int
    status: str
    seconds: float
    length: int = 0
    nodes: int = 0


def solve_deal(task: Task) -> Outcome:
    """Solve one deal (in a worker process or on a Dask worker)."""
    from .core import Session
    from .core.solver import UNKNOWN, WON, replay_wins, solve

    session = Session.new(task.game_id, task.deal)
    found = solve(session.game, session.state, max_seconds=task.seconds, max_nodes=task.max_nodes)
    status = found.status
    if status == WON and not replay_wins(task.game_id, task.deal, found.moves):
        status = UNKNOWN  # never happens: a line that does not replay is not counted as a win
    return Outcome(task.game_id, task.deal, status, found.seconds, len(found.moves), found.nodes)


def run(
    tasks: Sequence[Task],
    jobs: int = 2,
    scheduler: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Outcome]:
    """Solve every task, ``jobs`` at a time in a process pool, or on the Dask
    cluster at ``scheduler``; ``progress(done, total)`` after each."""
    if scheduler is not None:
        from dask.distributed import Client

        with Client(scheduler) as client:
            return _collect(client.get_executor(), tasks, progress)
    if jobs <= 1:
        outcomes = []
        for task in tasks:
            outcomes.append(solve_deal(task))
            if progress is not None:
                progress(len(outcomes), len(tasks))
        return outcomes
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
        return _collect(pool, tasks, progress)


def _collect(
    executor: concurrent.futures.Executor, tasks: Sequence[Task], progress: Callable[[int, int], None] | None
) -> list[Outcome]:
    futures = [executor.submit(solve_deal, task) for task in tasks]
    outcomes = []
    for future in concurrent.futures.as_completed(futures):
        outcomes.append(future.result())
        if progress is not None:
            progress(len(outcomes), len(tasks))
    order = {(t.game_id, t.deal): i for i, t in enumerate(tasks)}
    return sorted(outcomes, key=lambda o: order[(o.game_id, o.deal)])


# -- figures ---------------------------------------------------------------------------


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    if not ordered:
        return 0.0
    index = min(len(ordered) - 1, max(0, round(fraction * len(ordered) + 0.5) - 1))
    return ordered[index]


def summarize(outcomes: Iterable[Outcome]) -> dict[str, dict]:
    """Per game: deals, won, lost, unknown (counts), median and p95 seconds,
    the average length of a winning line."""
    by_game: dict[str, list[Outcome]] = {}
    for outcome in outcomes:
        by_game.setdefault(outcome.game_id, []).append(outcome)
    figures = {}
    for game_id, rows in by_game.items():
        wins = [r.length for r in rows if r.status == "won"]
        times = [r.seconds for r in rows]
        figures[game_id] = {
            "deals": len(rows),
            "won": len(wins),
            "lost": sum(1 for r in rows if r.status == "lost"),
            "unknown": sum(1 for r in rows if r.status == "unknown"),
            "median_seconds": round(statistics.median(times), 3),
            "p95_seconds": round(percentile(times, 0.95), 3),
            "average_length": round(statistics.fmean(wins), 1) if wins else None,
        }
    return figures


def table(figures: dict[str, dict], titles: dict[str, str] | None = None) -> str:
    """The figures as a Markdown table."""
    titles = titles or {}
    lines = [
        "| game | deals | won % | lost % | undecided % | median s | p95 s | average win (moves) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for game_id, f in figures.items():
        n = f["deals"]
        length = "–" if f["average_length"] is None else f"{f['average_length']:.0f}"
        lines.append(
            f"| {titles.get(game_id, game_id)} | {n} | {100 * f['won'] / n:.0f} | {100 * f['lost'] / n:.0f} "
            f"| {100 * f['unknown'] / n:.0f} | {f['median_seconds']:.2f} | {f['p95_seconds']:.2f} | {length} |"
        )
    return "\n".join(lines) + "\n"


def odds_text(figures: dict) -> str:
    """What the chooser says of a game's odds, from its survey figures
    ("about 1 deal in 5 can be won"). Undecided deals may be winnable too,
    so where more than a tenth are undecided the wins are a floor ("at
    least"); where more than half are, nothing is said ("")."""
    n, won, unknown = figures["deals"], figures["won"], figures["unknown"]
    if not n or unknown / n > 0.5:
        return ""
    share = won / n
    floor = unknown / n > 0.1
    if won == 0:
        return f"no deal of {n} surveyed was proved winnable" if floor else f"none of {n} deals surveyed could be won"
    if share >= 0.95 and not floor:
        return "nearly every deal can be won"
    text = f"{round(share * 10)} deals in 10" if share >= 0.5 else f"1 deal in {round(1 / share)}"
    return f"{'at least' if floor else 'about'} {text} can be won"


def read_odds(path: Path = ODDS_FILE) -> dict[str, dict]:
    """The survey's figures by game id (empty if there is no survey yet)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    games = data.get("games") if isinstance(data, dict) else None
    return games if isinstance(games, dict) else {}


def write_odds(figures: dict[str, dict], path: Path, seconds: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"solver": {"seconds_per_deal": seconds, "convention": "thoughtful (every card known)"}, "games": figures}
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


# -- the command -------------------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cadogan survey",
        description="Solve the first deals of each game (knowing every card) and tell how many can be won.",
    )
    parser.add_argument("--games", default="all", help="game ids separated by commas, or 'all' (the default)")
    parser.add_argument("--deals", type=int, default=100, metavar="N", help="solve deals 1 to N of each game")
    parser.add_argument("--first", type=int, default=1, metavar="D", help="start at deal D instead of 1")
    parser.add_argument("--seconds", type=float, default=10.0, help="time allowed for each deal (default 10)")
    parser.add_argument("--jobs", type=int, default=2, metavar="J", help="deals solved at once on this machine")
    parser.add_argument(
        "--scheduler",
        metavar="tcp://HOST:PORT",
        help="solve on this Dask cluster instead (pip install cadogan[survey])",
    )
    parser.add_argument("--table", metavar="FILE.md", help="write the table to FILE.md as well as to stdout")
    parser.add_argument(
        "--odds",
        metavar="FILE.json",
        default=str(ODDS_FILE),
        help="the data file the chooser reads (default: %(default)s)",
    )
    parser.add_argument("--no-odds", action="store_true", help="do not write the chooser's data file")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def progress_bar(stream=sys.stderr) -> Callable[[int, int], None]:
    started = time.monotonic()

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        elapsed = time.monotonic() - started
        left = elapsed / done * (total - done) if done else 0
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals, {left:.0f} s to go ")
        if done == total:
            stream.write("\n")
        stream.flush()

    return show


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    from .core import UnknownGame, game_ids, get_game

    ids = game_ids() if args.games == "all" else [g.strip() for g in args.games.split(",") if g.strip()]
    try:
        titles = {game_id: get_game(game_id).title for game_id in ids}
    except UnknownGame as exc:
        print(f"cadogan survey: {exc}", file=sys.stderr)
        return 2
    if args.deals < 1 or args.jobs < 1 or args.seconds <= 0:
        print("cadogan survey: --deals, --jobs and --seconds must be positive", file=sys.stderr)
        return 2
    if args.scheduler is not None:
        try:
            import dask.distributed  # noqa: F401
        except ImportError:
            print("cadogan survey: --scheduler needs dask.distributed: pip install 'cadogan[survey]'", file=sys.stderr)
            return 2
    tasks = [Task(g, d, args.seconds) for g in ids for d in range(args.first, args.first + args.deals)]
    outcomes = run(tasks, args.jobs, args.scheduler, None if args.quiet else progress_bar())
    figures = summarize(outcomes)
    for game_figures in figures.values():
        game_figures["seconds_per_deal"] = args.seconds
    text = table(figures, titles)
    sys.stdout.write(text)
    if args.table:
        Path(args.table).write_text(text, encoding="utf-8")
    if not args.no_odds:
        path = Path(args.odds)
        known = read_odds(path)
        known.update(figures)  # a survey of some games keeps the others' figures
        write_odds(known, path, args.seconds)
    return 0
