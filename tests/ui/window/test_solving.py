"""The solver at the table: "Can this deal be won?" in a worker thread with
progress and Cancel, "Play to the finish", the hint that wins or says how far
back to go, and "Deal only winnable games"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from cadogan.core import Session
from cadogan.core.solver import LOST, WON, solve
from cadogan.ui.storage import settings
from cadogan.ui.window import solving
from cadogan.ui.window.window import MainWindow
from tests.ui.helpers import open_window, settle

pytestmark = pytest.mark.gui


def wait_idle(qtbot, window, timeout=30000) -> None:
    qtbot.waitUntil(lambda: not window.solving.busy, timeout=timeout)


def answer_of(qtbot, window) -> QMessageBox:
    qtbot.waitUntil(
        lambda: window.solving.answer_box is not None and window.solving.answer_box.isVisible(), timeout=30000
    )
    return window.solving.answer_box


def test_the_menus_offer_the_solver(qtbot):
    window = open_window(qtbot, Session.new("margarethe", 4))
    texts = [a.text() for a in window.game_menu.actions()]
    assert "Can this deal be &won?" in texts and "&Play to the finish" in texts
    assert texts.index("Can this deal be &won?") < texts.index("&Quit")
    assert window.solving.winnable_action.isCheckable() and not window.solving.winnable_action.isChecked()


def test_a_winnable_deal_is_answered_yes_and_played_to_the_finish(qtbot, monkeypatch):
    monkeypatch.setattr(solving, "FINISH_STEP_MS", 20)
    window = open_window(qtbot, Session.new("margarethe", 4))
    window.solving.question_action.trigger()
    box = answer_of(qtbot, window)
    assert not window.solving.indicator.isVisible()
    found = solve(window.session.game, window.session.start)
    assert found.status == WON
    assert box.text() == f"Yes, in {len(found.moves)} moves."
    assert "knowing every card" in box.informativeText() and "Margarethe, deal 4" in box.informativeText()
    (play,) = [b for b in box.buttons() if b.text() == "&Play to the finish"]
    before, done = window.undo_stack.count(), len(window.session.done)
    play.click()
    assert window.solving.playing
    qtbot.waitUntil(lambda: window.session.is_won(), timeout=60000)
    assert not window.solving.playing
    # Every move of the line is its own step on the undo stack.
    played = [step for step in window.session.done[done:] if not step.auto]
    assert window.undo_stack.count() - before == len(played) > 10
    settle(qtbot, window)
    assert window.banner.isVisible()


def test_play_to_the_finish_stops_at_a_click_or_a_key(qtbot, monkeypatch):
    monkeypatch.setattr(solving, "FINISH_STEP_MS", 30)
    window = open_window(qtbot, Session.new("the_congress", 1))
    for stop in ("click", "key"):
        window.solving.finish_action.trigger()
        qtbot.waitUntil(lambda: window.solving.playing, timeout=30000)
        played = len(window.session.done)
        qtbot.waitUntil(lambda n=played: len(window.session.done) >= n + 3, timeout=30000)
        if stop == "click":
            QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton)
        else:
            QTest.keyClick(window.view, Qt.Key.Key_H)  # the hint's key: it only stops the play
        assert not window.solving.playing
        assert window.statusBar().currentMessage() == "Stopped playing to the finish"
        count = len(window.session.done)
        qtbot.wait(200)
        assert all(step.auto for step in window.session.done[count:])  # auto-play goes on; the line does not
        assert window.scene.highlighted_cards == set()  # the key gave no hint
        assert not window.session.is_won()
    assert window.undo_stack.canUndo()
    # Once stopped, clicks and keys play as ever: H asks for a hint.
    window.solving.last_advice = None
    QTest.keyClick(window.view, Qt.Key.Key_H)
    assert window.solving.last_advice is not None


def test_a_deal_that_cannot_be_won_is_answered_no(qtbot):
    window = open_window(qtbot, Session.new("fortress", 1))
    window.solving.question_action.trigger()
    box = answer_of(qtbot, window)
    assert box.text() == "No: no sequence of moves wins this deal."
    assert "knowing every card" in box.informativeText()
    assert [b.text() for b in box.buttons()] == ["&Close"] or all("finish" not in b.text() for b in box.buttons())


def test_an_undecided_deal_is_said_so(qtbot, monkeypatch):
    monkeypatch.setattr(solving, "QUESTION_SECONDS", 0.3)
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    window.solving.question_action.trigger()
    box = answer_of(qtbot, window)
    assert box.text() == "Not decided within the time allowed."
    assert "positions" in box.informativeText()


def test_the_search_runs_in_the_background_with_progress_and_cancel(qtbot):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    window.solving.question_action.trigger()
    assert window.solving.busy and window.solving.indicator.isVisible()
    # The table stays in play: progress arrives while the event loop runs.
    qtbot.waitUntil(lambda: "positions" in window.solving.progress_label.text(), timeout=10000)
    window.on_click("stock")
    assert window.session.moves_made >= 1
    window.solving.cancel_button.click()
    wait_idle(qtbot, window)
    assert not window.solving.indicator.isVisible()
    assert window.statusBar().currentMessage() == "The question was left undecided"
    assert window.solving.answer_box is None


def test_the_hint_names_the_winning_move(qtbot):
    window = open_window(qtbot, Session.new("margarethe", 4))
    window.hint_action.trigger()
    advice = window.solving.last_advice
    assert advice.status == WON and advice.move in window.session.legal_moves()
    assert (
        "it wins" in window.statusBar().currentMessage() and "knowing every card" in window.statusBar().currentMessage()
    )


def test_the_hint_says_when_no_move_wins(qtbot):
    window = open_window(qtbot, Session.new("fortress", 1))
    window.hint_action.trigger()
    assert window.solving.last_advice.status == LOST
    assert window.statusBar().currentMessage() == "No move wins from here: no sequence of moves wins this deal"
    assert window.scene.highlighted_cards == set()


def test_deal_only_winnable_games_finds_one(qtbot):
    window = open_window(qtbot, Session.new("margarethe", 4))
    window.solving.winnable_action.trigger()
    assert settings.winnable_only()
    old = window.session
    window.new_action.trigger()
    assert window.solving.busy and window.solving.indicator.isVisible()
    wait_idle(qtbot, window)
    assert window.session is not old
    notice = window.solving.progress_label
    assert "has found a way to win it" in notice.text() and notice.isVisible()
    qtbot.wait(1500)
    # auto-play's moves, which clear the status bar's message, leave it there
    assert "has found a way to win it" in notice.text() and notice.isVisible()
    assert not window.solving.cancel_button.isVisible()
    assert window.solving.advisor().known(window.session.start).status == WON
    window.undo_stack.undo()  # the new deal is an undo step like any other
    assert window.session is old


def test_deal_only_winnable_games_says_when_none_was_found(qtbot, monkeypatch):
    monkeypatch.setattr(solving, "WINNABLE_SECONDS", 0.4)
    monkeypatch.setattr(solving, "WINNABLE_PER_DEAL", 0)  # too short to prove any deal of Klondike winnable
    settings.set_winnable_only(True)
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    old = window.session
    window.new_deal()
    wait_idle(qtbot, window)
    assert window.session is not old  # dealt anyway
    assert window.solving.progress_label.text().startswith("No deal was proved winnable")


def test_the_chooser_shows_each_games_odds_from_the_survey(qtbot, monkeypatch):
    from cadogan.ui.window import chooser

    figures = {"the_clock": {"deals": 50, "won": 10, "lost": 40, "unknown": 0}}
    monkeypatch.setattr(chooser, "_odds", figures)
    dialog = chooser.ChooserDialog("the_clock")
    qtbot.addWidget(dialog)
    ids = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    dialog.list.setCurrentRow(ids.index("the_clock"))
    assert "About 1 deal in 5 can be won, knowing every card." in dialog.description.text()
    dialog.list.setCurrentRow(ids.index("la_belle_lucie"))  # not surveyed: nothing said
    assert "can be won" not in dialog.description.text()
    assert chooser.odds_of("la_belle_lucie") == ""


def test_the_lost_hint_is_said_as_the_core_says_it_in_english(qapp) -> None:
    """The window's own (translatable) wording of a lost position says in
    English exactly what Advice.text says, plurals included."""
    from cadogan.core.solver import LOST, Advice
    from cadogan.ui.window.solving import lost_text

    for advice in (
        Advice(LOST, undo=1),
        Advice(LOST, undo=4),
        Advice(LOST, undo=None),
        Advice(LOST, deal_lost=True),
    ):
        assert lost_text(advice) == advice.text
    assert lost_text(Advice("unknown")) == ""


def test_the_search_corner_of_the_status_bar_is_made_when_first_needed(qtbot):
    window = MainWindow(Session.new("the_clock", 1), restore=False)
    qtbot.addWidget(window)
    assert window.solving._indicator is None  # the start does not build what it does not show
    window.solving.notice("a note")
    assert window.solving.indicator.isVisibleTo(window) and window.solving.progress_label.text() == "a note"
    assert not window.solving.cancel_button.isVisibleTo(window)


def test_the_table_keeps_its_size_while_a_search_shows_its_progress(qtbot):
    # The Cancel button once made the status bar 4 px taller: the table
    # shrank and moved under the pointer for as long as the window lived.
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    bar, view = window.statusBar(), window.view
    before = (bar.height(), view.size())
    window.solving.question_action.trigger()
    qtbot.waitUntil(lambda: window.solving.cancel_button.isVisible(), timeout=10000)
    settle(qtbot, window)
    assert (bar.height(), view.size()) == before
    window.solving.cancel_button.click()
    wait_idle(qtbot, window)
    settle(qtbot, window)
    assert (bar.height(), view.size()) == before
