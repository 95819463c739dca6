"""Figures for the rules core (not a test): the cost of the calls a move
makes, per game, as medians and 95th percentiles in milliseconds.

    python benchmarks/core_speed.py [--growth] [--moves N] [--seed S --deals D] [game ...]

Without ``--growth``: the moves of random games (up to 200 each; ``--deals``
games from deal and seed ``--seed`` on), each measured
as the table uses it: ``play`` a move, the end-of-game ``check``
after it (``is_won`` and ``is_lost``, fresh on the new position), ``hint``,
``undo`` (and redo, not timed).

With ``--growth``: the same figures over the 25 moves after move 10, 1000,
2000 and ``N`` (4000) of one random game, plus the hint on the same
positions with no history (``hint0``: what the position alone costs), and
the time to load the game so far from its save (``core.loads``, best of 3).
Times are CPU times of the calling thread (see ``timed``).
A game whose random game ends sooner is measured over its last 25 moves.
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

WINDOW = 25
REPEAT = 3  # tries per figure; the least is kept (a busy machine only adds time)
Figures = dict[str, list[float]]


def timed(fn: Callable[[], object]) -> tuple[float, object]:
    """Milliseconds of CPU time ``fn`` takes: the calls are single-threaded
    and CPU-bound, and CPU time leaves out the time the process waits for a
    core on a busy machine (which would swamp the 95th percentiles)."""
    began = time.thread_time()
    result = fn()
    return (time.thread_time() - began) * 1000, result


def random_game(game_id: str, length: int, seed: int = 1, deal: int = 1) -> list[core.Move]:
    """The moves of a random game of up to ``length`` moves (fewer if it ends)."""
    session = core.Session.new(game_id, deal)
    rng = random.Random(seed)
    while session.moves_made < length and not session.is_won():
        moves = session.legal_moves()
        if not moves:
            break
        session.play(rng.choice(moves))
    if hasattr(rules, "forget_positions"):
        rules.forget_positions()  # the game measured must not find its positions known
    return [step.move for step in session.done]


def _copy(stores: dict[str, rules._IdleCaches]) -> dict[str, rules._IdleCaches]:
    copies = {}
    for game_id, caches in stores.items():
        copy = copies[game_id] = rules._IdleCaches()
        copy.real, copy.twin, copy.moves = dict(caches.real), dict(caches.twin), dict(caches.moves)
        copy.closed = set(caches.closed)
    return copies


def remembered() -> dict[str, rules._IdleCaches]:
    """A copy of what the rules remember by position (see rules._caches;
    nothing for a version of the rules without these caches)."""
    return _copy(getattr(rules, "_idle_caches", {}))


def recall(saved: dict[str, rules._IdleCaches]) -> None:
    """Put back what ``remembered`` copied, so a call is timed again as it
    first ran: fresh on the new position, with what play so far left."""
    if hasattr(rules, "_idle_caches"):
        rules._idle_caches.clear()
        rules._idle_caches.update(_copy(saved))


def best(fn: Callable[[], object], setup: Callable[[], object] | None = None) -> float:
    """The least of ``REPEAT`` timings of ``fn`` (``setup`` runs before each
    but the first, untimed)."""
    times = []
    for attempt in range(REPEAT):
        if setup is not None and attempt:
            setup()
        times.append(timed(fn)[0])
    return min(times)


def measure(session: core.Session, moves: list[core.Move], figures: Figures) -> None:
    """Play ``moves``, timing play, the end-of-game check after each (as it
    first runs on the new position: what the rules remember is put back
    between tries), the hint, undo (redo is not timed) and, with a ``hint0``
    list, the hint on the same position without a history. Each is the best
    of ``REPEAT`` tries."""
    for move in moves:
        figures["play"].append(best(lambda: session.play(move), session.undo))  # noqa: B023
        saved = remembered()
        figures["check"].append(best(lambda: session.is_won() or session.is_lost(), lambda: recall(saved)))  # noqa: B023
        figures["hint"].append(best(session.hint))  # after the check, as on the table
        figures["undo"].append(best(session.undo, session.redo))
        session.redo()
        if "hint0" in figures:
            fresh = core.Session(session.game, session.state.copy(), session.deal)
            fresh.is_lost()
            figures["hint0"].append(best(fresh.hint))


def summary(values: list[float]) -> str:
    if not values:
        return f"{'-':>15}"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"{statistics.median(ordered):7.2f} {p95:7.2f}"


def header(first: str) -> str:
    names = ["play", "check", "hint", "undo"]
    return f"{'game':28} {first:>6} " + " ".join(f"{n + ' med/p95':>15}" for n in names)


def plain(game_ids: list[str], seeds: list[int]) -> None:
    print(header("moves"))
    for game_id in game_ids:
        figures: Figures = {"play": [], "check": [], "hint": [], "undo": []}
        moves = []
        for seed in seeds:  # deal and random play both follow the seed
            played = random_game(game_id, 200, seed, seed)
            measure(core.Session.new(game_id, seed), played, figures)
            moves += played
        row = " ".join(summary(figures[k]) for k in ("play", "check", "hint", "undo"))
        print(f"{game_id:28} {len(moves):6} {row}", flush=True)


def growth(game_ids: list[str], target: int, seed: int = 1) -> None:
    print(header("move") + f" {'hint0 med/p95':>15} {'load ms':>8}")
    for game_id in game_ids:
        moves = random_game(game_id, target + WINDOW, seed, seed)
        last = max(0, len(moves) - WINDOW)
        marks = sorted({min(m, last) for m in (10, 1000, 2000, target)})
        session = core.Session.new(game_id, seed)
        for mark in marks:
            if mark < session.moves_made:
                continue  # a short game: its windows would overlap
            for move in moves[session.moves_made : mark]:
                session.play(move)
            figures: Figures = {"play": [], "check": [], "hint": [], "undo": [], "hint0": []}
            measure(session, moves[mark : mark + WINDOW], figures)
            text = core.dumps(session)
            load = best(lambda: core.loads(text))  # noqa: B023
            row = " ".join(summary(figures[k]) for k in ("play", "check", "hint", "undo", "hint0"))
            print(f"{game_id:28} {mark:6} {row} {load:8.1f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--growth", action="store_true", help="figures against the length of the game")
    parser.add_argument("--moves", type=int, default=4000, help="longest history measured with --growth")
    parser.add_argument("games", nargs="*", default=core.game_ids())
    parser.add_argument("--seed", type=int, default=1, help="first deal and random seed (--growth: of its one game)")
    parser.add_argument("--deals", type=int, default=1, help="random games measured per game (deals seed, seed+1...)")
    args = parser.parse_args()
    if args.growth:
        growth(args.games, args.moves, args.seed)
    else:
        plain(args.games, list(range(args.seed, args.seed + args.deals)))


if __name__ == "__main__":
    main()
