"""Opening a long saved game in the window (figures, not a test): Game >
Open of a save of a random game of 4000 moves, timed as the player waits
for it (``MainWindow.open_file`` and the events it leaves, in CPU time of
the thread), against ``core.loads`` of the same text (the rules replaying
every move). Each game's file is opened again and again into the same
window, so a cost that grows with the undo history shows too.

    QT_QPA_PLATFORM=offscreen python benchmarks/open_long_save.py [--moves 4000] [--runs 11] [game ...]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CADOGAN_DATA_DIR", tempfile.mkdtemp(prefix="cadogan-open-"))
os.environ.setdefault("CADOGAN_CONFIG_DIR", os.environ["CADOGAN_DATA_DIR"])

from core_speed import random_game


def cpu_ms(fn) -> float:
    began = time.thread_time()
    fn()
    return (time.thread_time() - began) * 1000


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    return f"{statistics.median(ordered):8.1f} {ordered[round(0.95 * (len(ordered) - 1))]:8.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=4000)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("games", nargs="*", default=["the_queens", "napoleons_square", "caesar"])
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication

    from cadogan import core
    from cadogan.ui.storage import persistence, settings
    from cadogan.ui.window.window import MainWindow

    app = QApplication.instance() or QApplication([])
    settings.set_autoplay_mode("off")
    folder = Path(tempfile.mkdtemp(prefix="cadogan-saves-"))
    print(f"{'game':24} {'moves':>6} {'loads med/p95 ms':>18} {'open_file med/p95 ms':>22}")
    for game_id in args.games:
        session = core.Session.new(game_id, 1)
        for move in random_game(game_id, args.moves):
            session.play(move)
        path = folder / f"{game_id}.cadogan"
        persistence.write_named(path, session, 1.0)
        text = path.read_text(encoding="utf-8")
        window = MainWindow(core.Session.new(game_id, 2), restore=False)
        app.processEvents()
        core.loads(text)  # (warm)
        loads = [cpu_ms(lambda: core.loads(text)) for _ in range(args.runs)]  # noqa: B023
        opens = [cpu_ms(lambda: (window.open_file(path), app.processEvents())) for _ in range(args.runs)]  # noqa: B023
        print(f"{game_id:24} {session.moves_made:6} {figures(loads):>18} {figures(opens):>22}", flush=True)
        window.close()
        window.deleteLater()
        app.processEvents()


if __name__ == "__main__":
    main()
