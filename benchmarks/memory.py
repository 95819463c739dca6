"""Memory figures (not a test): RSS of the table window once settled, and
after sweeping the window through many sizes (as a player dragging its
corner does), with the number of card pictures the face cache then holds.

    python benchmarks/memory.py [--sizes 600] [game ...]

Each game runs in a fresh process, offscreen unless QT_QPA_PLATFORM says
otherwise.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import os, sys, tempfile, time
tmp = tempfile.mkdtemp()
os.environ["CADOGAN_DATA_DIR"] = tmp
os.environ["CADOGAN_CONFIG_DIR"] = tmp
from PySide6.QtTest import QTest
from cadogan.ui.app import _application
from cadogan.core import Session
from cadogan.ui.table.scene import shared_faces
from cadogan.ui.window.window.window import MainWindow

def rss():
    with open("/proc/self/status") as status:
        return next(int(l.split()[1]) / 1024 for l in status if l.startswith("VmRSS:"))

def settle(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()

def pictures():
    faces = shared_faces()
    return faces.cached() if hasattr(faces, "cached") else len(faces._pixmaps)

app = _application(sys.argv[:1])
window = MainWindow(Session.new(sys.argv[1], 1), restore=False)
window.resize(1280, 800)
window.show()
QTest.qWaitForWindowExposed(window)
settle(1.5)
print(f"{rss():.0f} {pictures()}")
sizes = int(sys.argv[2])
for k in range(sizes):
    window.resize(700 + (k * 7) % 900, 500 + (k * 5) % 500)
    app.processEvents()
window.resize(1280, 800)
settle(1.5)
print(f"{rss():.0f} {pictures()}")
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, default=600)
    parser.add_argument("games", nargs="*", default=["canfield_or_klondike", "the_house_in_the_wood"])
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["PYTHONPATH"] = ROOT
    print(f"{'game':<24} {'settled RSS MiB':>15} {'pictures':>8} {'after sweep RSS':>15} {'pictures':>8}")
    for game_id in args.games:
        out = subprocess.run(
            [sys.executable, "-c", CHILD, game_id, str(args.sizes)], env=env, capture_output=True, text=True, check=True
        ).stdout.split()
        print(f"{game_id:<24} {out[0]:>15} {out[1]:>8} {out[2]:>15} {out[3]:>8}")


if __name__ == "__main__":
    main()
