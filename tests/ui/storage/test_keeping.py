"""A game in progress is never thrown away: each game keeps its own, new
deals are undoable, and only a played deal that is left counts as lost."""

from __future__ import annotations

from PySide6.QtWidgets import QInputDialog

from cadogan.core import MOVE, Session
from cadogan.ui.storage import settings, shelf
from cadogan.ui.storage.statistics import Statistics
from cadogan.ui.window.window import MainWindow
from tests.ui.helpers import assert_scene_follows, open_window, settle


def _play(window: MainWindow, n: int) -> None:
    for _ in range(n):
        window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))


def test_switching_games_and_back_resumes_the_game_exactly(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("the_clock", 42))
    _play(window, 4)
    window.undo_action.trigger()  # one step waits in the redo history
    clock = window.session
    key, labels, undone = clock.state.key(), [s.label for s in clock.done], len(clock.undone)
    window._elapsed_before = 200.0  # four minutes of play, say
    window.switch_game("la_belle_lucie")
    assert window.session.game.id == "la_belle_lucie"
    assert shelf.shelf_path("the_clock").exists()
    _play(window, 1)

    window.switch_game("the_clock")
    session = window.session
    assert (session.game.id, session.deal) == ("the_clock", 42)
    assert session.state.key() == key
    # (a resumed game's older steps are named on demand: name_last names them all)
    assert [s.label for s in session.name_last(len(session.done))] == labels and len(session.undone) == undone
    assert window.elapsed() >= 200.0
    assert window.undo_stack.index() == len(labels) and window.redo_action.isEnabled()
    assert_scene_follows(window)
    window.redo_action.trigger()
    assert len(session.done) == len(labels) + 1
    # and La Belle Lucie kept its one move
    window.switch_game("la_belle_lucie")
    assert len(window.session.done) == 1


def test_a_kept_game_survives_a_restart_of_the_app(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("the_clock", 7))
    _play(window, 3)
    key = window.session.state.key()
    window.switch_game("la_belle_lucie")
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.session.game.id == "la_belle_lucie"
    again.switch_game("the_clock")
    assert again.session.deal == 7 and again.session.state.key() == key and len(again.session.done) == 3


def test_choosing_a_game_never_played_deals_afresh(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 3))
    window.switch_game("margarethe")
    assert window.session.game.id == "margarethe" and not [s for s in window.session.done if not s.auto]
    assert window.undo_stack.index() == len(window.session.done)  # no undo back into another game


def test_new_deal_restart_and_deal_by_number_are_undoable(qtbot, monkeypatch):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    _play(window, 2)
    first = window.session
    key, labels = first.state.key(), [s.label for s in first.done]

    window.restart_action.trigger()
    assert window.session is not first and window.session.deal == 5 and not window.session.done
    assert window.undo_action.isEnabled() and window.undo_action.text() == "Undo Restart deal"
    window.undo_action.trigger()
    assert window.session is first and first.state.key() == key
    assert [s.label for s in first.done] == labels
    assert_scene_follows(window)
    window.undo_action.trigger()  # and further back, within the first deal
    assert len(first.done) == 1
    window.redo_action.trigger()
    window.redo_action.trigger()  # the restart again
    assert window.session is not first and window.session.deal == 5

    window.new_action.trigger()
    assert window.session.deal != 5 or window.session.done == []
    window.undo_action.trigger()
    assert window.session.deal == 5 and not window.session.done  # the restarted deal

    monkeypatch.setattr(QInputDialog, "getInt", lambda *args, **kwargs: (1234, True))
    window.deal_by_number()
    assert window.session.deal == 1234
    window.undo_action.trigger()
    assert window.session.deal == 5


def test_undo_right_after_a_new_deal_brings_the_last_deal_back_even_after_auto_play(qtbot):
    settings.set_autoplay_mode("safe")
    deal = next(d for d in range(1, 300) if Session.new("la_belle_lucie", d).autoplay_next("safe"))
    window = open_window(qtbot, Session.new("la_belle_lucie", 77))
    settle(qtbot, window)
    settings.set_autoplay_mode("off")
    _play(window, 1)
    first, key = window.session, window.session.state.key()
    settings.set_autoplay_mode("safe")
    window.replace_deal(Session.new("la_belle_lucie", deal), "New deal")
    settle(qtbot, window)
    second = window.session
    assert second.done and all(step.auto for step in second.done)
    window.undo_action.trigger()  # one Ctrl+Z: the deal before, as it was
    assert window.session is first and first.state.key() == key
    window.redo_action.trigger()  # and back to the new deal, its auto-play with it
    assert window.session is second and second.done and all(step.auto for step in second.done)
    assert_scene_follows(window)


def test_only_a_played_deal_left_and_not_brought_back_is_lost(qtbot):
    settings.set_autoplay_mode("off")
    stats = Statistics()
    stats.played("la_belle_lucie")
    stats.won("la_belle_lucie", 100, 90)  # a streak of one
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    window.new_deal()  # untouched: counts for nothing
    rec = window.stats.record("la_belle_lucie")
    assert (rec.played, rec.streak) == (1, 1)
    _play(window, 1)
    assert rec.played == 2
    window.new_deal()  # played and left: the streak ends ...
    assert (rec.played, rec.won, rec.streak) == (2, 1, 0)
    window.undo_action.trigger()  # ... unless the deal is brought back
    assert (rec.played, rec.streak) == (2, 1)
    window.redo_action.trigger()
    assert rec.streak == 0
    window.undo_action.trigger()
    window.switch_game("the_clock")  # another game: kept, not lost
    assert Statistics().record("la_belle_lucie").streak == 1
    assert Statistics().record("la_belle_lucie").played == 2
