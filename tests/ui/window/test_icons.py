"""Every action has the app's own icon (no desktop theme needed), and the
toolbar's Undo and Redo name the move in their tooltips."""

from __future__ import annotations

from PySide6.QtGui import QColor

from cadogan.core import MOVE, Session
from cadogan.ui.window.icons import ACTIONS, action_icon, icon_path
from tests.ui.helpers import open_window, settle


def _drawn(icon) -> bool:
    image = icon.pixmap(24, 24).toImage()
    if image.isNull():
        return False
    return any(QColor(image.pixel(x, y)).alpha() > 0 for x in range(0, 24, 2) for y in range(0, 24, 2))


def test_every_icon_is_shipped_and_draws(qtbot):
    for name in ACTIONS:
        assert icon_path(name).is_file(), name
        assert _drawn(action_icon(name)), name


def test_every_action_of_the_menus_and_toolbar_has_an_icon_that_draws(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))  # a game with a Re-deal button
    actions = [a for a in window.toolbar.actions() if not a.isSeparator()]
    for menu in (window.game_menu, *(m.menu() for m in window.menuBar().actions() if m.menu())):
        actions += [a for a in menu.actions() if not a.isSeparator() and a.menu() is None]
    skip = {"This game has no options"}
    checkable = [a for a in actions if a.isCheckable() and a is not window.fullscreen_action]
    for action in actions:
        if action.text() in skip or action in checkable:
            continue  # options and choices show a tick, not an icon
        assert not action.icon().isNull(), action.text()
        assert _drawn(action.icon()), action.text()


def test_the_toolbar_says_undo_and_redo_and_names_the_move(qtbot):
    session = Session.new("canfield_or_klondike", 3)
    window = open_window(qtbot, session)
    undo = window.toolbar.widgetForAction(window.undo_action)
    assert undo.text() == "Undo"
    assert window.undo_action.toolTip().startswith("Nothing to undo")
    move = next(m for m in session.legal_moves() if m.kind == MOVE)
    label = session.game.describe(session.state, move)
    window.play(move)
    settle(qtbot, window)
    assert window.undo_action.toolTip().startswith(f"Undo: {label}")
    assert "Ctrl+Z" in window.undo_action.toolTip()
    window.undo_action.trigger()
    settle(qtbot, window)
    assert window.redo_action.toolTip().startswith(f"Redo: {label}")
    assert window.toolbar.widgetForAction(window.redo_action).text() == "Redo"
