"""The keyboard goes back to the table after every dialog, and a dialog
that opens takes what is typed (the chooser's filter, not the table)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from cadogan.core import Session
from cadogan.ui.window import chooser
from tests.ui.helpers import open_window


def _table_has_the_keyboard(window) -> bool:
    return window.isActiveWindow() and QApplication.focusWidget() is window.view


def _opened(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: _table_has_the_keyboard(window))
    return window


def test_the_rules_closing_gives_the_keyboard_back_to_the_table(qtbot):
    window = _opened(qtbot, open_window(qtbot, Session.new("canfield_or_klondike", 1)))
    window.show_rules()
    dialog = window.rules_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.close()
    qtbot.waitUntil(lambda: _table_has_the_keyboard(window))
    # and the keys play: H shows a hint
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith(("Hint", "No useful")))


def test_the_statistics_closing_gives_the_keyboard_back(qtbot):
    window = _opened(qtbot, open_window(qtbot, Session.new("la_belle_lucie", 1)))
    window.show_statistics()
    dialog = window.statistics_dialog
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.close()
    qtbot.waitUntil(lambda: _table_has_the_keyboard(window))


def test_a_message_box_closing_gives_the_keyboard_back(qtbot):
    window = _opened(qtbot, open_window(qtbot, Session.new("la_belle_lucie", 1)))
    box = QMessageBox(QMessageBox.Icon.Information, "Note", "A note", parent=window)
    QTimer.singleShot(200, box.accept)
    box.exec()
    qtbot.waitUntil(lambda: _table_has_the_keyboard(window))


def test_the_chooser_takes_what_is_typed_and_gives_the_keyboard_back(qtbot, monkeypatch):
    window = _opened(qtbot, open_window(qtbot, Session.new("la_belle_lucie", 1)))
    seen = {}

    def type_then_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, chooser.ChooserDialog)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.search)
        QTest.keyClicks(QApplication.focusWidget(), "shah")
        seen["filter"] = dialog.search.text()
        seen["shown"] = dialog.visible_games()
        dialog.reject()

    QTimer.singleShot(300, type_then_cancel)
    window.choose_game()
    assert seen["filter"] == "shah"
    assert seen["shown"] == ["the_shah"]
    assert window.session.game.id == "la_belle_lucie"  # typing did not play on the table
    assert not window.statusBar().currentMessage().startswith("Hint")
    qtbot.waitUntil(lambda: _table_has_the_keyboard(window))


def test_no_dialog_is_left_open(qtbot):
    window = _opened(qtbot, open_window(qtbot, Session.new("la_belle_lucie", 1)))
    assert not [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]
    assert _table_has_the_keyboard(window)
