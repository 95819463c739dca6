"""What waits for the first paint: garbage collection, the window icon, the
single-instance listener and the first save come after the first frame."""

from __future__ import annotations

import gc

from PySide6.QtWidgets import QWidget

from cadogan.core import Session
from cadogan.ui import firstpaint
from cadogan.ui.storage import persistence
from cadogan.ui.window import window as window_module
from cadogan.ui.window.window import MainWindow


def test_jobs_run_after_the_first_paint_and_at_once_later(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    ran = []
    firstpaint.after_first_paint(widget, lambda: ran.append("first"))
    qtbot.wait(20)
    assert ran == []  # not shown: not painted yet
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.waitUntil(lambda: ran == ["first"])
    firstpaint.after_first_paint(widget, lambda: ran.append("later"))
    qtbot.waitUntil(lambda: ran == ["first", "later"])


def test_garbage_collection_is_held_until_released():
    firstpaint.hold_garbage_collection()
    try:
        assert not gc.isenabled()
    finally:
        firstpaint.release_garbage_collection()
    assert gc.isenabled()


def test_the_first_save_waits_for_the_first_paint(qtbot, monkeypatch):
    monkeypatch.setattr(window_module, "DEFER_FIRST_SAVE", True)
    window = MainWindow(Session.new("la_belle_lucie", 3), restore=False)
    qtbot.addWidget(window)
    assert persistence.read_game().session is None  # nothing written before the table is painted
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: persistence.read_game().session is not None)
    assert persistence.read_game().session.deal == 3


def test_the_instance_listens_only_when_asked(tmp_path):
    from cadogan.ui.storage.instance import Instance

    instance = Instance(tmp_path / "data", listen=False)
    try:
        assert instance.state == "first" and instance.server is None
        instance.listen()
        assert instance.server is not None and instance.server.isListening()
    finally:
        instance.release()


def test_settings_changed_at_the_start_are_written_once_released():
    from cadogan.ui.storage import settings

    path = settings.settings_file()
    settings.hold_writes()
    try:
        settings.set_last_game("the_clock")
        assert settings.last_game() == "the_clock"  # in force at once
        assert not path.exists() or "the_clock" not in path.read_text()  # not yet on disk
    finally:
        settings.release_writes()
    assert "the_clock" in path.read_text()
    settings.set_last_game("babette")  # and written at once again afterwards
    assert "babette" in path.read_text()


def test_the_command_line_holds_collection_and_gives_it_back_on_an_early_return(capsys):
    from cadogan import cli

    seen = []
    real_start = cli._start

    def start(args):
        seen.append(gc.isenabled())
        return real_start(args)

    cli._start = start
    try:
        assert cli.main(["--game", "la_belle_lucie", "--deal", "0"]) == 2  # refused before any window
    finally:
        cli._start = real_start
    assert seen == [False]  # held from before the game's module is read
    assert gc.isenabled()  # and given back although nothing was painted
    assert "--deal must be between" in capsys.readouterr().err


def test_pyside_does_not_read_the_source_of_the_apps_modules():
    import sys

    from cadogan.ui.feature_checks import app_modules, spare_source_checks

    names = app_modules()
    assert {"cadogan.core.rules", "cadogan.ui.window.window", "cadogan.ui.feature_checks", "cadogan"} <= set(names)
    assert not any(name.startswith("cadogan.tests") or "__pycache__" in name for name in names)
    spare_source_checks()
    table = sys.modules["shibokensupport.feature"].pyside_feature_dict
    assert all(name in table for name in names)
    checked = []
    feature = sys.modules["shibokensupport.feature"]
    real = feature._mod_uses_pyside
    feature._mod_uses_pyside = lambda module: checked.append(module.__name__) or real(module)
    try:
        import cadogan.ui.window.deck_dialog  # noqa: F401  (imports Qt and our modules)
        from cadogan.ui.window import statistics_dialog  # noqa: F401
    finally:
        feature._mod_uses_pyside = real
    assert not [name for name in checked if name.startswith("cadogan")]


# Loaded only when first used: none of them is needed to draw the table.
NOT_AT_START = [
    "cadogan.core.solver",
    "cadogan.core.blocks.cells",
    "cadogan.core.blocks.pairs",
    "configparser",
    "fractions",
    "socket",
]

_FIRST_PAINT_MODULES = """
import sys
from cadogan.ui import firstpaint
def run(self):
    print("LOADED", " ".join(sorted(sys.modules)))
    from PySide6 import QtWidgets
    print("WIDGET_TYPES", " ".join(name for name in vars(QtWidgets) if name.startswith("Q")))
    from PySide6.QtWidgets import QApplication
    QApplication.instance().quit()
firstpaint._FirstPaint.run = run
started = []
warm = firstpaint.FontWarmer.__init__
def record(self):
    warm(self)
    started.append((self.thread, "cadogan.ui.window.window" in sys.modules))
firstpaint.FontWarmer.__init__ = record
from cadogan.cli import main
main(["--game", "canfield_or_klondike", "--deal", "1"])
import threading
print("FONTS", [(thread.name, before_window, thread.is_alive()) for thread, before_window in started])
print("THREADS", [thread.name for thread in threading.enumerate()])
"""


def test_the_start_loads_only_what_the_table_needs(tmp_path):
    import os
    import subprocess
    import sys

    env = dict(
        os.environ, CADOGAN_DATA_DIR=str(tmp_path), CADOGAN_CONFIG_DIR=str(tmp_path), QT_QPA_PLATFORM="offscreen"
    )
    done = subprocess.run(
        [sys.executable, "-c", _FIRST_PAINT_MODULES], env=env, capture_output=True, text=True, timeout=120
    )
    line = next((line for line in done.stdout.splitlines() if line.startswith("LOADED ")), None)
    assert line is not None, done.stderr
    loaded = set(line.split()[1:])
    assert "cadogan.core.games.canfield_or_klondike" in loaded and "cadogan.core.blocks.pack" in loaded
    assert not loaded & set(NOT_AT_START)
    # PySide makes a widget class's Python type when it is first named; it
    # names them all when it meets a widget Qt made without telling its type.
    types = next(line for line in done.stdout.splitlines() if line.startswith("WIDGET_TYPES ")).split()[1:]
    assert "QGraphicsView" in types and not {"QWizard", "QCalendarWidget", "QMdiArea"} & set(types)
    # The fonts are read on a second thread while the window's modules are
    # imported (not after), and the thread is over once the app has quit.
    lines = done.stdout.splitlines()
    assert next(line for line in lines if line.startswith("FONTS ")) == "FONTS [('fonts', False, False)]"
    assert next(line for line in lines if line.startswith("THREADS ")) == "THREADS ['MainThread']"
