"""Opening a saved game never costs the game in progress (issue 19): a game
of the same kind replaces it as an undo step, one of another kind is played
as a game switch, the game left kept on the shelf for its game; the same
through Game > Open…, ``cadogan file.cadogan`` and a second start's request.
A symbolic link loop given as the file is refused with a message."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cadogan.core import MOVE, Session
from cadogan.ui import app
from cadogan.ui.storage import persistence, settings, shelf
from cadogan.ui.storage.instance import OPEN, request_for
from cadogan.ui.window.window import MainWindow
from tests.ui.helpers import open_window

ROOT = Path(__file__).parents[3]


def _play(window: MainWindow, n: int) -> None:
    for _ in range(n):
        window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))


def _file(tmp_path: Path, game_id: str, deal: int, moves: int = 2) -> Path:
    session = Session.new(game_id, deal)
    for _ in range(moves):
        session.play(next(m for m in session.legal_moves() if m.kind == MOVE))
    session.undo()  # a redo history comes along too
    path = tmp_path / f"{game_id}-{deal}.cadogan"
    persistence.write_named(path, session, 33.0)
    return path


@pytest.fixture
def playing(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 21))
    _play(window, 3)
    return window


def test_a_file_of_the_same_game_opens_as_an_undo_step(playing, tmp_path):
    before, key = playing.session, playing.session.state.key()
    path = _file(tmp_path, "la_belle_lucie", 8, moves=3)
    assert playing.open_file(path)
    opened = playing.session
    assert (opened.game.id, opened.deal, len(opened.done), len(opened.undone)) == ("la_belle_lucie", 8, 2, 1)
    assert playing.elapsed() >= 33.0
    assert "Undo brings back the deal before" in playing.statusBar().currentMessage()
    playing.redo_action.trigger()  # the file's own redo history
    assert len(opened.done) == 3
    for _ in range(4):  # the file's moves, one by one, then the deal before
        playing.undo_action.trigger()
    assert playing.session is before and playing.session.state.key() == key and len(before.done) == 3
    playing.redo_action.trigger()
    assert playing.session is opened


def test_a_file_of_another_game_keeps_the_game_in_progress_on_the_shelf(playing, tmp_path):
    key = playing.session.state.key()
    path = _file(tmp_path, "the_clock", 4)
    assert playing.open_file(path)
    assert (playing.session.game.id, playing.session.deal) == ("the_clock", 4)
    kept = shelf.take("la_belle_lucie")
    assert kept.session.state.key() == key and len(kept.session.done) == 3
    assert "La Belle Lucie was kept" in playing.statusBar().currentMessage()
    playing.switch_game("la_belle_lucie")  # and it comes back as a game switch brings it
    assert playing.session.state.key() == key


def test_a_kept_game_of_the_file_s_game_comes_back_with_undo(playing, tmp_path):
    clock = Session.new("the_clock", 9)
    clock.play(next(m for m in clock.legal_moves() if m.kind == MOVE))
    persistence.write_game(clock, 12.0, {}, shelf.shelf_path("the_clock"))
    path = _file(tmp_path, "the_clock", 4)
    assert playing.open_file(path)
    assert playing.session.deal == 4
    for _ in range(2):
        playing.undo_action.trigger()
    assert (playing.session.deal, len(playing.session.done)) == (9, 1)
    assert shelf.take("la_belle_lucie").session.deal == 21


def test_a_file_that_cannot_be_kept_for_changes_nothing(playing, tmp_path, monkeypatch):
    before = playing.session
    monkeypatch.setattr(shelf, "put", lambda *args: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    assert not playing.open_file(_file(tmp_path, "the_clock", 4))
    assert playing.session is before
    assert "could not be kept" in playing.statusBar().currentMessage()


@pytest.mark.qt_log_ignore("does not support raise", "propagateSizeHints")
def test_a_second_start_s_file_opens_the_same_way(playing, tmp_path):
    before = playing.session
    app.answer(playing, f"{OPEN}{_file(tmp_path, 'la_belle_lucie', 8)}")
    assert playing.session.deal == 8
    while playing.undo_action.isEnabled() and playing.session is not before:
        playing.undo_action.trigger()
    assert playing.session is before


def test_the_command_line_s_file_keeps_the_game_in_progress(qtbot, private_folders, tmp_path):
    """``cadogan file.cadogan`` opens the file in the window that restored the game in progress."""
    current = Session.new("la_belle_lucie", 21)
    current.play(next(m for m in current.legal_moves() if m.kind == MOVE))
    persistence.write_game(current, 5.0)
    window = MainWindow()
    qtbot.addWidget(window)
    key = window.session.state.key()
    assert window.open_file(_file(tmp_path, "the_clock", 4))
    assert shelf.take("la_belle_lucie").session.state.key() == key


def test_a_symlink_loop_is_refused_with_a_message(playing, tmp_path, monkeypatch):
    loop = tmp_path / "loop.cadogan"
    os.symlink(loop, loop)
    assert request_for(str(loop)) == f"{OPEN}{loop}"  # no RuntimeError on the way to the first copy
    warnings = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: warnings.append(args[2]))
    before = playing.session
    assert not playing.open_file(loop)
    assert warnings == ["loop.cadogan cannot be opened: it is a symbolic link that leads round in a loop, to no file."]
    assert playing.session is before


def test_a_symlink_loop_on_the_command_line_ends_with_a_message_not_a_traceback(private_folders, tmp_path):
    loop = tmp_path / "loop.cadogan"
    os.symlink(loop, loop)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    code = (
        "import sys; from PySide6.QtCore import QTimer; from PySide6.QtWidgets import QApplication;"
        "from cadogan.ui.window import window as w;"
        "from PySide6.QtWidgets import QMessageBox;"
        "QMessageBox.warning = lambda *a: print('WARNING', a[2]) or QTimer.singleShot(0, QApplication.quit);"
        "from cadogan import cli; sys.exit(cli.main([sys.argv[1]]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(loop)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert "Traceback" not in result.stderr, result.stderr
    assert "WARNING loop.cadogan cannot be opened: it is a symbolic link" in result.stdout
