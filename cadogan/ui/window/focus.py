"""The keyboard goes back to the table after every dialog.

H, Ctrl+G and the arrow keys play on the table only while the main window
is active and the table holds the keyboard focus. When a dialog closes (the
chooser, Open, Save As, the rules, a message), the desktop does not always
hand the focus back, and without a window manager nothing does: the window
then looks ready and ignores the keys. :class:`FocusKeeper` hears when a
modal dialog stops blocking the main window (an event filter on that one
window only), when a dialog it watches closes, and which window has the
focus; then it activates the main window and gives the table the focus. A dialog
that opens is activated, so what is typed goes to it (the chooser's filter),
never to the table behind it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QApplication, QDialog, QWidget


class FocusKeeper(QObject):
    def __init__(self, window: QWidget, table: Callable[[], QWidget]) -> None:
        super().__init__(window)
        self.window = window
        self.table = table  # the widget that plays (the view)
        self._last: QWindow | None = None
        app = QGuiApplication.instance()
        app.focusWindowChanged.connect(self._focus_window_changed)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.WindowUnblocked:
            QTimer.singleShot(0, self.back_to_table)  # a modal dialog over the window closed
        return False

    def _focus_window_changed(self, focused: QWindow | None) -> None:
        last, self._last = self._last, focused
        if focused is None and last is not None and last is not self.window.windowHandle():
            QTimer.singleShot(0, self.back_to_table)  # a dialog of ours closed, leaving no window focused
        elif focused is not None and focused is self.window.windowHandle():
            QTimer.singleShot(0, self._focus_table_if_none)

    def _focus_table_if_none(self) -> None:
        focus = QApplication.focusWidget()
        if (focus is None or focus.window() is not self.window) and self.window.isActiveWindow():
            self.table().setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def back_to_table(self) -> None:
        """Activate the main window and give the table the keyboard, unless a
        dialog is still open over it (another dialog, or a modal one)."""
        if QApplication.activeModalWidget() is not None or not self.window.isVisible():
            return
        if any(isinstance(w, QDialog) and w.isVisible() and w.isWindow() for w in QApplication.topLevelWidgets()):
            return
        self.window.activateWindow()
        self.table().setFocus(Qt.FocusReason.OtherFocusReason)

    def watch(self, dialog: QDialog) -> QDialog:
        """A dialog shown without exec() (the rules, the statistics): its
        closing gives the keyboard back to the table."""
        dialog.finished.connect(lambda _result: QTimer.singleShot(0, self.back_to_table))
        activate_on_show(dialog)  # (shown right after this returns) Escape and the keys go to it
        return dialog


def activate_on_show(dialog: QWidget, focus: QWidget | None = None) -> None:
    """Make a dialog being shown the active window, ``focus`` in it (called
    from its showEvent): what is typed then goes to the dialog."""

    def activate() -> None:
        if dialog.isVisible():
            dialog.activateWindow()
            if focus is not None:
                focus.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    QTimer.singleShot(0, activate)
