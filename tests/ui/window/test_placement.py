"""The window opens where it was left: size, place, maximised or full screen."""

from __future__ import annotations

from PySide6.QtCore import Qt

from cadogan.core import Session
from cadogan.ui.storage import settings
from cadogan.ui.window.window import MainWindow


def _window(qtbot) -> MainWindow:
    window = MainWindow(Session.new("la_belle_lucie", 1), restore=False)
    qtbot.addWidget(window)
    return window


def test_the_size_and_place_are_kept_between_starts(qtbot):
    window = _window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    window.resize(700, 500)
    window.move(40, 30)  # (the offscreen screen is 800 x 600: a window must fit it)
    qtbot.waitUntil(lambda: window.width() == 700 and window.height() == 500)
    window.close()
    assert settings.window_geometry()
    again = _window(qtbot)
    assert (again.width(), again.height()) == (700, 500)  # before it is even shown
    again.show()
    qtbot.waitExposed(again)
    assert (again.width(), again.height()) == (700, 500)
    assert abs(again.x() - window.x()) <= 1 and abs(again.y() - window.y()) <= 1


def test_maximised_is_kept(qtbot):
    window = _window(qtbot)
    window.showMaximized()
    qtbot.waitUntil(lambda: window.isMaximized())
    window.close()
    again = _window(qtbot)
    assert again.windowState() & Qt.WindowState.WindowMaximized
    again.show()
    qtbot.waitUntil(lambda: again.isMaximized())


def test_full_screen_is_kept_and_the_menu_says_so(qtbot):
    window = _window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    window.toggle_fullscreen()
    qtbot.waitUntil(lambda: window.isFullScreen())
    window.close()
    again = _window(qtbot)
    assert again.windowState() & Qt.WindowState.WindowFullScreen
    assert again.fullscreen_action.isChecked()
    again.show()
    qtbot.waitUntil(lambda: again.isFullScreen())
    again.toggle_fullscreen()
    qtbot.waitUntil(lambda: not again.isFullScreen())
    assert not again.fullscreen_action.isChecked()


def test_a_damaged_setting_is_ignored(qtbot):
    settings.settings().setValue("window/geometry", "not base64 at all!")
    window = _window(qtbot)
    assert window.width() > 300
