"""Time from process start to the first painted frame of a dealt table, and
the peak memory (figures, not a test).

    python benchmarks/startup.py [game ...]

Each game is measured in a fresh process (so imports count), offscreen
unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

CHILD = r"""
import os, resource, sys, tempfile, time
t0 = float(sys.argv[2])
tmp = tempfile.mkdtemp()
os.environ["CADOGAN_DATA_DIR"] = tmp
os.environ["CADOGAN_CONFIG_DIR"] = tmp
from PySide6.QtCore import QObject, QEvent, QTimer
from PySide6.QtWidgets import QApplication
from cadogan.ui.app import _application
from cadogan.core import Session
from cadogan.ui.window import MainWindow
app = _application(sys.argv[:1])
window = MainWindow(Session.new(sys.argv[1], 1), restore=False)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            elapsed = time.time() - t0
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"{elapsed * 1000:.0f} {peak:.0f}")
            QTimer.singleShot(0, app.quit)
            obj.removeEventFilter(self)
        return False

first = FirstPaint()
window.view.viewport().installEventFilter(first)
window.resize(1280, 860)
window.show()
app.exec()
"""


def measure(game_id: str) -> tuple[float, float]:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, game_id, repr(start)], env=env, capture_output=True, text=True, check=True
    ).stdout.split()
    return float(out[0]), float(out[1])


def main() -> None:
    games = sys.argv[1:] or ["la_belle_lucie", "the_house_in_the_wood"]
    print(f"{'game':<24} {'first frame (ms)':>17} {'peak RSS (MiB)':>15}")
    for game_id in games:
        runs = [measure(game_id) for _ in range(3)]
        best = min(runs)
        print(f"{game_id:<24} {best[0]:>17.0f} {max(r[1] for r in runs):>15.0f}")


if __name__ == "__main__":
    main()
