"""Frame cost while dragging a card across the table (figures, not a test),
through the real event loop on an X server: ``xdotool`` presses on a card
and sweeps the pointer across the table and back at about 60 moves a
second, as a hand would; the app handles the X events as they come and
paints when Qt decides to. A frame's cost is the time the app spends
handling the pointer moves since the last frame plus the frame itself (the
window's update request: painting what changed and handing it to the X
server), in CPU time of the app's thread (so time spent waiting for a core
on a busy machine does not count). Medians, 95th and 99th percentiles, per
game.

    DISPLAY=:N python benchmarks/drag.py [--moves 300] [game ...]

Each game runs in a fresh process. Needs xdotool.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import os, subprocess, sys, tempfile, time
tmp = tempfile.mkdtemp()
os.environ["CADOGAN_DATA_DIR"] = tmp
os.environ["CADOGAN_CONFIG_DIR"] = tmp
from PySide6.QtCore import QEvent, QPointF, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from cadogan.core import MOVE, Session
from cadogan.ui.storage import settings

class Timed(QApplication):
    # Times the pointer moves to the table and the window's frames.
    def __init__(self, argv):
        super().__init__(argv)
        self.window = None
        self.pending = 0.0  # pointer handling since the last frame
        self.frames = []
        self.moves = 0

    def notify(self, receiver, event):
        kind = event.type()
        if self.window is None or kind not in (QEvent.Type.MouseMove, QEvent.Type.UpdateRequest):
            return super().notify(receiver, event)
        began = time.thread_time()  # CPU time: waiting for a busy machine's cores is not the app's cost
        result = super().notify(receiver, event)
        spent = time.thread_time() - began
        if kind == QEvent.Type.MouseMove and receiver is self.window.view.viewport():
            self.pending += spent
            self.moves += 1
        elif kind == QEvent.Type.UpdateRequest and receiver is self.window and self.window.view.dragging:
            self.frames.append((self.pending + spent) * 1000)
            self.pending = 0.0
        return result

app = Timed(sys.argv[:1])
from cadogan.ui.window.window import MainWindow
settings.set_autoplay_mode("off")
window = MainWindow(Session.new(sys.argv[1], 1), restore=False)
window.move(0, 0)
window.resize(1280, 800)
window.show()
QTest.qWaitForWindowExposed(window)
end = time.monotonic() + 1.0
while time.monotonic() < end:
    app.processEvents()
session, scene, view = window.session, window.scene, window.view
move = next((m for m in session.legal_moves() if m.kind == MOVE), None)
if move is None:  # nothing to drag in the opening position
    print(len(session.game.deck()), 0)
    sys.exit(0)
item = scene.cards[session.state.piles[move.src][-1]]
start = view.viewport().mapToGlobal(view.mapFromScene(item.pos()))
rect = scene.sceneRect()
steps = int(sys.argv[2])
script = ["mousemove", str(start.x()), str(start.y()), "mousedown", "1"]
for k in range(steps):
    t = k / steps
    x = rect.left() + rect.width() * (0.05 + 0.9 * abs(2 * t - 1))
    y = rect.top() + rect.height() * (0.2 + 0.6 * t)
    point = view.viewport().mapToGlobal(view.mapFromScene(QPointF(x, y)))
    script += ["sleep", "0.016", "mousemove", str(point.x()), str(point.y())]
script += ["sleep", "0.05", "mouseup", "1"]
app.window = window
driver = subprocess.Popen(["xdotool", *script])
timer = QTimer()
timer.timeout.connect(lambda: driver.poll() is not None and app.quit())
timer.start(50)
app.exec()
print(len(session.game.deck()), app.moves, " ".join(f"{f:.3f}" for f in app.frames))
"""


def percentile(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("games", nargs="*")
    args = parser.parse_args()
    if "DISPLAY" not in os.environ:
        raise SystemExit("set DISPLAY to an X server (e.g. Xvfb :99 -screen 0 1280x800x24)")
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", PYTHONPATH=ROOT)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.path.insert(0, ROOT)
    from cadogan.core import game_ids

    games = args.games or game_ids()
    print(f"{'game':<24} {'cards':>5} {'moves':>5} {'frames':>6} {'median ms':>9} {'p95':>6} {'p99':>6} {'max':>6}")
    for game_id in games:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, game_id, str(args.moves)], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
        cards, moves, frames = out[0], out[1], sorted(float(f) for f in out[2:])
        if not frames:
            print(f"{game_id:<24} {cards:>5} {moves:>5} {0:>6} (no frames: nothing to drag at the deal)")
            continue
        print(
            f"{game_id:<24} {cards:>5} {moves:>5} {len(frames):>6} {percentile(frames, 0.5):9.2f}"
            f" {percentile(frames, 0.95):6.2f} {percentile(frames, 0.99):6.2f} {frames[-1]:6.2f}"
        )


if __name__ == "__main__":
    main()
