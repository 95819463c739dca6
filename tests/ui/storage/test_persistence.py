"""The game in progress survives a restart, undo history included; a damaged
save is set aside and reported, never lost."""

from __future__ import annotations

import json

from cadogan.core import MOVE, Session
from cadogan.ui.storage import persistence
from cadogan.ui.window.window import MainWindow
from tests.ui.helpers import assert_scene_follows, open_window


def _restart(qtbot, window: MainWindow) -> MainWindow:
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1000, 700)
    again.show()
    qtbot.waitExposed(again)
    return again


def test_save_and_restore_through_a_restart(qtbot, private_folders):
    from cadogan.ui.storage import settings

    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 77))
    for _ in range(3):
        window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    window.undo_action.trigger()  # one move waits in the redo history
    assert persistence.save_path().is_relative_to(private_folders)
    assert persistence.save_path().exists()
    state, done, undone = window.session.state.key(), len(window.session.done), len(window.session.undone)
    labels = [s.label for s in window.session.done]

    again = _restart(qtbot, window)
    session = again.session
    assert (session.game.id, session.deal) == ("la_belle_lucie", 77)
    assert session.state.key() == state
    assert [s.label for s in session.name_last(len(session.done))] == labels and len(session.undone) == undone
    assert again.undo_stack.count() == done + undone and again.undo_stack.index() == done
    assert again.redo_action.isEnabled()
    assert_scene_follows(again)
    again.redo_action.trigger()
    assert len(session.done) == done + 1
    again.undo_action.trigger()
    again.undo_action.trigger()
    assert len(session.done) == done - 1


def test_elapsed_time_is_kept(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 3))
    window._elapsed_before = 125.0
    window.save()
    again = _restart(qtbot, window)
    assert again.elapsed() >= 125.0


def test_a_damaged_save_is_set_aside_and_reported(qtbot):
    path = persistence.save_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "cadogan-save", "version": 1, "game": "la_belle_lucie", "deal": "x"}')
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.problem and "could not be restored" in window.problem
    aside = list(path.parent.glob("current-game.json.damaged-*"))
    assert len(aside) == 1 and '"deal": "x"' in aside[0].read_text()
    assert window.statusBar().currentMessage() == window.problem
    assert window.session.game.id == "la_belle_lucie"  # a fresh deal to play
    # The new game is saved in the usual place; the damaged one stays aside.
    assert json.loads(path.read_text())["format"] == "cadogan-save"
    assert aside[0].exists()


def test_not_json_at_all_is_set_aside(qtbot):
    path = persistence.save_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00\xff garbage")
    restored = persistence.read_game()
    assert restored.session is None and restored.problem
    assert not path.exists() and list(path.parent.glob("current-game.json.damaged-*"))


def test_the_save_is_written_after_every_move(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 9))
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    restored = persistence.read_game()
    assert restored.session.state == window.session.state
    assert len(restored.session.done) == len(window.session.done) >= 1
    assert not list(persistence.save_path().parent.glob("*.tmp"))
    assert not list(persistence.save_path().parent.glob(".*"))
