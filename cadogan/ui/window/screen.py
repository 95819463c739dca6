"""Window sizes that fit the screen (a small or high-DPI screen has fewer
logical pixels than the sizes the windows would like)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.9  # at most this much of the screen's free area


def resize_to_fit(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` × ``height`` logical pixels, or less so
    it fits the screen it opens on."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        free = screen.availableGeometry()
        width = min(width, int(free.width() * SCREEN_SHARE))
        height = min(height, int(free.height() * SCREEN_SHARE))
    widget.resize(width, height)
