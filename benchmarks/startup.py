"""Start-up figures (not a test): how long from launch until the window is
mapped and until the table has settled, and the memory then, for Cadogan
and, when it is installed, GNOME Aisleriot on the same X display.

    DISPLAY=:N python benchmarks/startup.py [--runs 7] [game ...]

Each run is a fresh process (imports count; after one launch of each app
that is not counted, so both start from compiled modules and a warm file
cache, as an installed app does). "Mapped" is the X server's
MapNotify for the app's top-level window (watched through Xlib, no
polling); "settled" is the last moment the process used CPU before it went
quiet for 0.4 s (read from /proc every 5 ms); RSS is read then. Runs of the
apps are interleaved, so both see the same load; medians and the 95th
percentile are printed. Pairs: Klondike with Aisleriot's Klondike, and
Cadogan's two-pack games with Aisleriot's Spider (two packs).

``--bundle DIR`` measures the installed app (the unpacked bundle from
``packaging/build``, whose modules are compiled into its archive) instead of
``python -m cadogan`` from the source tree.

``--floor`` adds the toolkit's own floor: a Python process that imports
PySide6's QtCore, QtGui and QtWidgets and maps an empty main window holding a
graphics view, doing nothing else. No PySide6 app can start faster or smaller
than that on the same machine, so it shows how much of the gap to Aisleriot
(a C program) is Cadogan's own work and how much is Python and Qt.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import select
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUIET = 0.4  # seconds without CPU use that count as settled
LIMIT = 15.0  # give up on a run after this long
PEER = {"canfield_or_klondike": "klondike"}  # Aisleriot's game for ours; two-pack games: spider
MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY = 1 << 19


class MapWatch:
    """Reports top-level windows mapped on the X display (through Xlib)."""

    def __init__(self, display: str) -> None:
        self.x = ctypes.CDLL("libX11.so.6")
        self.x.XOpenDisplay.restype = ctypes.c_void_p
        self.x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        for name in ("XDefaultRootWindow",):
            getattr(self.x, name).restype = ctypes.c_ulong
            getattr(self.x, name).argtypes = [ctypes.c_void_p]
        self.x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        self.x.XPending.argtypes = [ctypes.c_void_p]
        self.x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.x.XFlush.argtypes = [ctypes.c_void_p]
        self.x.XConnectionNumber.argtypes = [ctypes.c_void_p]
        self.x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_void_p]
        self.dpy = self.x.XOpenDisplay(display.encode())
        if not self.dpy:
            raise SystemExit(f"cannot open X display {display!r}")
        self.x.XSelectInput(self.dpy, self.x.XDefaultRootWindow(self.dpy), SUBSTRUCTURE_NOTIFY)
        self.x.XFlush(self.dpy)
        self.fd = self.x.XConnectionNumber(self.dpy)
        self.event = ctypes.create_string_buffer(256)

    def mapped(self) -> bool:
        """Has a large, ordinary top-level window been mapped since the last call?"""
        found = False
        while self.x.XPending(self.dpy):
            self.x.XNextEvent(self.dpy, self.event)
            kind = int.from_bytes(self.event.raw[0:4], "little")
            override = int.from_bytes(self.event.raw[48:52], "little")
            if kind == MAP_NOTIFY and not override:
                window = int.from_bytes(self.event.raw[40:48], "little")
                attrs = ctypes.create_string_buffer(256)
                if self.x.XGetWindowAttributes(self.dpy, window, attrs):
                    width = int.from_bytes(attrs.raw[8:12], "little")
                    found = found or width >= 300
        return found


def cpu_seconds(pid: int) -> float | None:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def run(watch: MapWatch, command: list[str], env: dict[str, str]) -> tuple[float, float, float]:
    """(mapped s, settled s, RSS MiB) of one launch."""
    watch.mapped()  # forget earlier windows
    began = time.perf_counter()
    proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    mapped = settled = None
    last_cpu, last_change = 0.0, began
    try:
        while time.perf_counter() - began < LIMIT:
            select.select([watch.fd], [], [], 0.005)
            now = time.perf_counter()
            if mapped is None and watch.mapped():
                mapped = now - began
            cpu = cpu_seconds(proc.pid)
            if cpu is None:
                raise RuntimeError(f"{command[0]} ended early")
            if cpu != last_cpu:
                last_cpu, last_change = cpu, now
            elif mapped is not None and now - last_change >= QUIET:
                settled = last_change - began
                break
        rss = rss_mib(proc.pid)
    finally:
        proc.terminate()
        proc.wait(5)
    if mapped is None or settled is None:
        raise RuntimeError(f"{command} did not settle within {LIMIT} s")
    return mapped, max(settled, mapped), rss


def cadogan_command(game_id: str, bundle: str | None = None) -> tuple[list[str], dict[str, str]]:
    env = dict(os.environ)
    tmp = tempfile.mkdtemp(prefix="cadogan-bench-")
    env.update(CADOGAN_DATA_DIR=tmp, CADOGAN_CONFIG_DIR=tmp)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app starts from compiled modules
    if bundle is not None:
        env.pop("PYTHONPATH", None)
        return [os.path.join(bundle, "cadogan"), "--game", game_id, "--deal", "1"], env
    env["PYTHONPATH"] = ROOT
    return [sys.executable, "-m", "cadogan", "--game", game_id, "--deal", "1"], env


FLOOR = r"""
import sys
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QGraphicsView(QGraphicsScene()))
window.resize(1200, 800)
window.show()
sys.exit(app.exec())
"""


def floor_command() -> tuple[list[str], dict[str, str]]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return [sys.executable, "-c", FLOOR], env


def aisleriot_command(game_id: str) -> tuple[list[str], dict[str, str]] | None:
    sol = shutil.which("sol") or ("/usr/games/sol" if os.path.exists("/usr/games/sol") else None)
    if sol is None:
        return None
    env = dict(os.environ)
    env["HOME"] = tempfile.mkdtemp(prefix="aisleriot-bench-")  # a fresh profile each time, like ours
    return [sol, "--variation", PEER.get(game_id, "spider")], env


def summary(values: list[float], scale: float = 1.0) -> str:
    ordered = sorted(v * scale for v in values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return f"{statistics.median(ordered):7.0f} {p95:7.0f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-peer", action="store_true", help="measure Cadogan only")
    parser.add_argument("--bundle", metavar="DIR", help="run the unpacked app bundle in DIR")
    parser.add_argument("--floor", action="store_true", help="also measure an empty PySide6 window")
    parser.add_argument("games", nargs="*", default=["canfield_or_klondike", "the_house_in_the_wood"])
    args = parser.parse_args()
    if "DISPLAY" not in os.environ:
        raise SystemExit("set DISPLAY to an X server (e.g. Xvfb :99 -screen 0 1280x800x24)")
    watch = MapWatch(os.environ["DISPLAY"])
    print(f"{'app':<40} {'mapped ms med/p95':>17} {'settled ms med/p95':>19} {'RSS MiB med/p95':>16}")
    for game_id in args.games:
        apps = {f"cadogan {game_id}": cadogan_command(game_id, args.bundle)}
        peer = None if args.no_peer else aisleriot_command(game_id)
        if peer is not None:
            apps[f"aisleriot {peer[0][-1]}"] = peer
        if args.floor:
            apps["empty PySide6 window (floor)"] = floor_command()
        figures: dict[str, list[tuple[float, float, float]]] = {name: [] for name in apps}
        for command, env in apps.values():
            run(watch, command, env)  # a first launch, not counted: compiled modules, warm file cache
        for _ in range(args.runs):
            for name, (command, env) in apps.items():
                figures[name].append(run(watch, command, env))
        for name, runs in figures.items():
            mapped, settled, rss = zip(*runs, strict=True)
            print(f"{name:<40} {summary(mapped, 1000):>17} {summary(settled, 1000):>19} {summary(rss):>16}")
        medians = {name: [statistics.median(r[i] for r in runs) for i in range(3)] for name, runs in figures.items()}
        ours = medians.pop(f"cadogan {game_id}")
        for name, theirs in medians.items():
            label = f"  ratio (Cadogan / {name.split()[0] if 'aisleriot' in name else 'floor'})"
            print(f"{label:<40} {ours[0] / theirs[0]:>17.2f} {ours[1] / theirs[1]:>19.2f} {ours[2] / theirs[2]:>16.2f}")


if __name__ == "__main__":
    main()
