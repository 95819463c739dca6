"""Save (Ctrl+S) writes the game back to the file it came from; the title
shows the file's name and a mark while there are unsaved changes. The
"was kept" note is given only when a game in progress was set aside."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from cadogan.core import MOVE, Session, dumps, loads
from cadogan.ui.storage import persistence
from tests.ui.helpers import open_window, settle


def _player_move(window):
    return next(m for m in window.session.legal_moves() if m.kind == MOVE)


def test_save_writes_back_to_the_file_opened_and_the_title_marks_changes(qtbot, tmp_path):
    session = Session.new("la_belle_lucie", 4)
    path = tmp_path / "lucie.cadogan"
    path.write_text(dumps(session, extra={"elapsed": 5}))
    window = open_window(qtbot, Session.new("the_clock", 1))
    assert window.open_file(path)
    settle(qtbot, window)
    window.named.came_from(path)  # (what auto-play did at the opening counts as the file's)
    assert window.windowTitle().startswith("lucie.cadogan[*] — La Belle Lucie")
    assert not window.isWindowModified()
    assert window.save_action.shortcut() == QKeySequence("Ctrl+S")
    window.play(_player_move(window))
    settle(qtbot, window)
    assert window.isWindowModified()  # the mark: changed since the file
    done = len(window.session.done)
    window.save_action.trigger()  # no dialog: straight back to the file
    assert not window.isWindowModified()
    saved = loads(path.read_text())
    assert len(saved.done) == done and saved.state == window.session.state
    window.undo_action.trigger()
    assert window.isWindowModified()
    window.redo_action.trigger()
    assert not window.isWindowModified()  # back where the file is


def test_save_without_a_file_asks_where_then_keeps_that_file(qtbot, tmp_path, monkeypatch):
    window = open_window(qtbot, Session.new("la_belle_lucie", 2))
    target = tmp_path / "mine.cadogan"
    asked = []
    monkeypatch.setattr(window, "_choose_save_path", lambda: asked.append(1) or str(target))
    assert window.save_to_file()
    assert asked == [1] and target.exists()
    assert window.windowTitle().startswith("mine.cadogan[*]")
    window.play(_player_move(window))
    settle(qtbot, window)
    assert window.save_to_file()
    assert asked == [1]  # the second Save went to the same file without asking
    assert loads(target.read_text()).state == window.session.state


def test_a_new_deal_has_no_file(qtbot, tmp_path):
    session = Session.new("la_belle_lucie", 4)
    path = tmp_path / "lucie.cadogan"
    path.write_text(dumps(session))
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    window.open_file(path)
    window.new_deal()
    assert window.named.path is None
    assert window.windowTitle() == "La Belle Lucie — Cadogan"


def _command_line(argv, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from cadogan.cli import main
    from cadogan.ui.window.window import MainWindow

    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    assert main(argv) == 0
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())


def test_no_was_kept_note_when_no_game_was_in_progress(qtbot, monkeypatch):
    persistence.write_game(Session.new("the_clock", 7), 3.0, {})  # dealt, never played
    window = _command_line(["--game", "the_shah"], monkeypatch)
    qtbot.addWidget(window)
    assert window.session.game.id == "the_shah"
    assert "was kept" not in window.statusBar().currentMessage()


def test_the_was_kept_note_when_a_game_in_progress_was_set_aside(qtbot, monkeypatch):
    session = Session.new("the_clock", 7)
    session.play(session.legal_moves()[0])
    persistence.write_game(session, 3.0, {"counted": True})
    window = _command_line(["--game", "the_shah"], monkeypatch)
    qtbot.addWidget(window)
    assert "The Clock was kept" in window.statusBar().currentMessage()


def _won_line(game_id: str, deal: int) -> tuple[Session, list]:
    """A deal and a line that wins it (from the solver)."""
    from cadogan.core.solver import WON, solve

    session = Session.new(game_id, deal)
    answer = solve(session.game, session.state, max_seconds=10)
    assert answer.status == WON
    return session, list(answer.moves)


def test_opening_a_won_file_counts_nothing_for_this_player(qtbot, tmp_path):
    from cadogan.ui.storage import settings
    from cadogan.ui.storage.statistics import Statistics

    settings.set_autoplay_mode("off")
    won, line = _won_line("margarethe", 1)
    for move in line:
        won.play(move)
    path = tmp_path / "won.cadogan"
    path.write_text(dumps(won, extra={"elapsed": 75}))
    window = open_window(qtbot, Session.new("the_clock", 1))
    for _ in range(3):  # opened again and again: still nobody's win here
        assert window.open_file(path)
        settle(qtbot, window)
    assert window.session.is_won() and window.banner.isVisible()
    assert "in 1:15" in window.banner.detail.text()  # the file's own time
    record = Statistics().record("margarethe")
    assert (record.played, record.won, record.best_seconds) == (0, 0, None)


def test_a_file_without_its_time_ends_with_no_time_and_sets_no_best(qtbot, tmp_path):
    from cadogan.ui.storage import settings
    from cadogan.ui.storage.statistics import Statistics

    settings.set_autoplay_mode("off")
    session, line = _won_line("margarethe", 1)
    for move in line[:-2]:
        session.play(move)
    path = tmp_path / "engine.cadogan"
    path.write_text(dumps(session))  # the engine's own save: no time played in it
    window = open_window(qtbot, Session.new("margarethe", 2))
    assert window.open_file(path)
    settle(qtbot, window)
    for move in line[-2:]:  # the player finishes it
        assert window.play(move)
        settle(qtbot, window)
    assert window.session.is_won()
    detail = window.banner.detail.text()
    assert "move" in detail and " in " not in detail and "0:00" not in detail
    record = Statistics().record("margarethe")
    assert (record.played, record.won, record.best_seconds) == (1, 1, None)
    window.save()  # the unknown time is kept with the game in progress
    restored = persistence.read_game()
    assert restored.flags.get("untimed") is True
    assert window.save_to_file()  # and the file gets no time it does not know
    assert persistence.read_named(path).flags == {"untimed": True}


def test_opening_a_file_over_an_untouched_deal_says_nothing_was_kept(qtbot, tmp_path):
    path = tmp_path / "clock.cadogan"
    path.write_text(dumps(Session.new("the_clock", 3), extra={"elapsed": 5}))
    window = open_window(qtbot, Session.new("la_belle_lucie", 2))  # dealt, no move made
    assert window.open_file(path)
    message = window.statusBar().currentMessage()
    assert message == "Opened clock.cadogan" and "kept" not in message


def test_a_game_without_its_time_shows_no_clock(qtbot, tmp_path):
    path = tmp_path / "engine.cadogan"
    path.write_text(dumps(Session.new("the_clock", 3)))
    window = open_window(qtbot, Session.new("the_clock", 1))
    window.update_status()
    assert not window.time_label.isHidden()
    assert window.open_file(path)
    window.update_status()
    assert window.time_label.isHidden()
    window.undo_action.trigger()  # the deal before, timed, comes back with its clock
    window.update_status()
    assert not window.time_label.isHidden()
