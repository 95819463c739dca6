"""Named saves (Save As…, Open…), and what the window does when files fail:
saving that fails is said during play and again at closing, with an offer
to save elsewhere; a restored game the table cannot take is set aside."""

from __future__ import annotations

import json

import pytest

from cadogan.core import MOVE, Session, dumps
from cadogan.ui.storage import persistence, settings
from cadogan.ui.window.window import MainWindow
from tests.ui.helpers import open_window


def _play_some(window: MainWindow, n: int = 2) -> None:
    for _ in range(n):
        window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))


def test_save_as_then_open_brings_the_game_back(qtbot, tmp_path, monkeypatch):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 21))
    _play_some(window, 3)
    window.undo_action.trigger()
    state, done, undone = window.session.state.key(), len(window.session.done), len(window.session.undone)
    target = tmp_path / "mine"
    monkeypatch.setattr(window, "_choose_save_path", lambda: str(target))
    assert window.save_as()
    saved = tmp_path / "mine.cadogan"
    assert json.loads(saved.read_text())["format"] == "cadogan-save"
    window.new_deal()
    monkeypatch.setattr(window, "_choose_open_path", lambda: str(saved))
    window.open_saved()
    assert window.session.state.key() == state
    assert (len(window.session.done), len(window.session.undone)) == (done, undone)
    assert window.undo_action.isEnabled() and window.redo_action.isEnabled()


@pytest.mark.parametrize(
    "content", [b"not a save", b"\xff\xfe", json.dumps({"format": "cadogan-save", "version": 1}).encode()]
)
def test_opening_a_damaged_file_says_why_and_changes_nothing(qtbot, tmp_path, monkeypatch, content):
    window = open_window(qtbot, Session.new("the_clock", 4))
    before = (window.session, window.session.state.key())
    bad = tmp_path / "bad.cadogan"
    bad.write_bytes(content)
    warnings = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: warnings.append(args[2]))
    assert not window.open_file(bad)
    assert len(warnings) == 1 and "bad.cadogan cannot be opened" in warnings[0]
    assert (window.session, window.session.state.key()) == before
    assert bad.read_bytes() == content  # left where it is, untouched


def test_a_save_with_an_absurd_time_cannot_be_opened(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot, Session.new("the_clock", 4))
    bad = tmp_path / "inf.cadogan"
    bad.write_text(dumps(Session.new("the_shah", 2), extra={"elapsed": 1e300}))
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: None)
    assert not window.open_file(bad)
    assert window.session.game.id == "the_clock"


def test_saving_that_fails_is_said_and_cleared_when_it_works_again(qtbot, monkeypatch):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    failing = True

    def write(*args, **kwargs):
        if failing:
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(persistence, "write_game", write)
    _play_some(window, 1)
    assert "could not be saved: No space left on device" in window.statusBar().currentMessage()
    assert window.save_problem
    failing = False
    _play_some(window, 1)
    assert window.save_problem is None
    assert "could not be saved" not in window.statusBar().currentMessage()


@pytest.mark.parametrize("answer,closes", [("cancel", False), ("discard", True)])
def test_closing_while_saving_fails_warns(qtbot, monkeypatch, answer, closes):
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    monkeypatch.setattr(persistence, "write_game", lambda *a, **k: (_ for _ in ()).throw(OSError(30, "Read-only")))
    asked = []
    monkeypatch.setattr(window, "_ask_unsaved", lambda: asked.append(window.save_problem) or answer)
    assert window.close() is closes
    assert asked and "Read-only" in asked[0]


def test_closing_while_saving_fails_can_save_elsewhere(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    monkeypatch.setattr(persistence, "write_game", lambda *a, **k: (_ for _ in ()).throw(OSError(30, "Read-only")))
    monkeypatch.setattr(window, "_ask_unsaved", lambda: "save")
    monkeypatch.setattr(window, "_choose_save_path", lambda: str(tmp_path / "rescued.cadogan"))
    assert window.close()
    assert persistence.read_named(tmp_path / "rescued.cadogan").session.deal == 5


def test_closing_when_saving_works_asks_nothing(qtbot, monkeypatch):
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    monkeypatch.setattr(window, "_ask_unsaved", lambda: pytest.fail("asked"))
    assert window.close()


def test_a_restored_game_the_table_refuses_is_kept_aside_and_a_fresh_deal_starts(qtbot, monkeypatch):
    session = Session.new("the_shah", 6)
    persistence.write_game(session, 12.0)
    original = persistence.save_path().read_bytes()
    calls = []
    real_start = MainWindow.start

    def start(self, session, *args, **kwargs):
        calls.append(session)
        if len(calls) == 1:
            raise RuntimeError("the table broke")
        return real_start(self, session, *args, **kwargs)

    monkeypatch.setattr(MainWindow, "start", start)
    window = MainWindow()
    qtbot.addWidget(window)
    assert "could not be put on the table" in window.problem and "the table broke" in window.problem
    assert window.session is calls[1] and window.session.game.id == "the_shah"
    aside = list(persistence.save_path().parent.glob("current-game.json.damaged-*"))
    assert [p.read_bytes() for p in aside] == [original]


def test_unwritable_settings_are_reported_once(qtbot, monkeypatch):
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    path = settings.settings_file()
    settings._stores.clear()
    path.unlink(missing_ok=True)
    path.parent.rmdir()
    path.parent.write_text("")  # a file where the settings folder should be: every write fails
    messages = []
    monkeypatch.setattr(window, "say", lambda text, ms=4000: messages.append(text))
    window.set_autoplay("off")
    window.save()
    window.set_autoplay("all")
    window.save()
    reports = [m for m in messages if "settings could not be saved" in m]
    assert len(reports) == 1 and str(path) in reports[0]
    assert settings.autoplay_mode() == "all"  # the choice still holds


def test_a_settings_file_that_is_a_pipe_is_set_aside(qtbot):
    import os

    path = settings.settings_file()
    settings._stores.clear()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    window = MainWindow(Session.new("la_belle_lucie", 1), restore=False)
    qtbot.addWidget(window)
    assert "settings file" in window.problem and "not a plain file" in window.problem
    assert not path.exists() or path.is_file()  # a fresh settings file, written since
    assert [p.is_fifo() for p in path.parent.glob("cadogan.ini.damaged-*")] == [True]
