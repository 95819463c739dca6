"""Where the start-up's work goes (figures, not a test): the instructions a
start has run when it reaches each stage, counted by valgrind's callgrind
(deterministic, unlike milliseconds on a shared machine), beside the same
count for the toolkit's own steps and for the floor of
``benchmarks/startup.py`` (an empty PySide6 window, painted once).

    DISPLAY=:N python benchmarks/startup_stages.py [--seed 0] [game]

Needs valgrind. Each figure is a fresh process that stops (``os._exit``) at
its stage; counts move by a few per cent with PYTHONHASHSEED, so one seed is
used throughout. Stages: ``app`` (cadogan.ui.app imported: the rules core,
the layouts' loader, the settings), ``qapp`` (the QApplication made, the
translations loaded), ``window-modules`` (the window's modules imported),
``built`` (the main window made, the deal on its table), ``shown`` (after
``show()``), ``painted`` (the first paint of the table done).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from startup import FLOOR  # noqa: E402  (the floor measured beside Cadogan)

# A start stopped at a stage: argv[1] names the stage, the rest is Cadogan's command line.
STAGED = r"""
import os, sys
stage = sys.argv.pop(1)
sys.argv = ["cadogan"] + sys.argv[1:]
import cadogan.ui.app as app
if stage == "app": os._exit(0)
make_application = app._application
def _application(*a, **k):
    made = make_application(*a, **k)
    if stage == "qapp": os._exit(0)
    return made
app._application = _application
run_window = app._run_window
def _run_window(qapp, args):
    from cadogan.ui.window import window as module
    if stage == "window-modules": os._exit(0)
    init = module.MainWindow.__init__
    def __init__(self, *a, **k):
        init(self, *a, **k)
        if stage == "built": os._exit(0)
        show = self.show
        def shown():
            show()
            if stage == "shown": os._exit(0)
        self.show = shown
        from cadogan.ui.firstpaint import after_first_paint
        after_first_paint(self.view.viewport(), lambda: os._exit(0))
    module.MainWindow.__init__ = __init__
    return run_window(qapp, args)
app._run_window = _run_window
from cadogan import cli
cli.main()
"""

STAGES = ("app", "qapp", "window-modules", "built", "shown", "painted")
# The toolkit's own steps, for scale.
REFERENCES = {
    "python, nothing imported": "pass",
    "import attrs": "import attrs",
    "import cadogan.core (attrs with it)": "import cadogan.core",
    "import PySide6.QtCore": "import PySide6.QtCore",
    "from PySide6.QtCore import Qt": "from PySide6.QtCore import Qt",
    "import PySide6.QtWidgets": "import PySide6.QtWidgets",
    "the floor, painted once": FLOOR.replace(
        "sys.exit(app.exec())", "from PySide6.QtCore import QTimer\nQTimer.singleShot(0, app.quit)\napp.exec()"
    ),
}


def instructions(argv: list[str], seed: int) -> float:
    """Millions of instructions the process ran (callgrind's count)."""
    with tempfile.TemporaryDirectory(prefix="cadogan-stages-") as folder:
        env = dict(os.environ, CADOGAN_DATA_DIR=folder, CADOGAN_CONFIG_DIR=folder, PYTHONHASHSEED=str(seed))
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app starts from compiled modules
        env["PYTHONPATH"] = ROOT
        out = os.path.join(folder, "callgrind.out")
        done = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, *argv],
            env=env,
            capture_output=True,
            text=True,
            timeout=600,
        )
        found = re.findall(r"Collected : (\d+)", done.stderr)
        if not found:
            raise SystemExit(f"callgrind counted nothing for {argv[:2]}: {done.stderr[-500:]}")
        return int(found[-1]) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=0, help="PYTHONHASHSEED for every run")
    parser.add_argument("game", nargs="?", default="canfield_or_klondike")
    args = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        raise SystemExit("startup_stages: needs an X display (DISPLAY=:N, e.g. Xvfb)")
    warm = [sys.executable, "-c", "import cadogan.ui.app"]  # compiled modules, as an installed app has
    subprocess.run(warm, env=dict(os.environ, PYTHONPATH=ROOT), check=True, capture_output=True)
    print(f"{'reference':40s} {'M instr':>9s}")
    for name, code in REFERENCES.items():
        print(f"{name:40s} {instructions(['-c', code], args.seed):9.1f}", flush=True)
    print(f"\n{'Cadogan, ' + args.game + ', stopped at':40s} {'M instr':>9s}")
    staged = ["-c", STAGED]
    for stage in STAGES:
        print(f"{stage:40s} {instructions([*staged, stage, '--game', args.game, '--deal', '1'], args.seed):9.1f}")


if __name__ == "__main__":
    main()
