"""The main window opens where it was left: its place and size, and whether
it was maximised or full screen (Qt's saveGeometry, kept in the settings)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QMainWindow

from ..storage import settings


def restore_placement(window: QMainWindow) -> bool:
    """Put ``window`` (not shown yet) where it was when it last closed; True
    if there was a place to restore (else it keeps its default size)."""
    data = settings.window_geometry()
    if not data:
        return False
    return bool(window.restoreGeometry(QByteArray(data)))


def keep_placement(window: QMainWindow) -> None:
    """Remember where ``window`` is, as it closes."""
    settings.set_window_geometry(bytes(window.saveGeometry().data()))


def is_full_screen(window: QMainWindow) -> bool:
    return bool(window.windowState() & Qt.WindowState.WindowFullScreen)
