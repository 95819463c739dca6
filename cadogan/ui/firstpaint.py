"""Work that can wait until the window has been painted once: the first
frame comes sooner, and the player does not wait for what they cannot see
yet (the window icon, the single-instance listener, the first save,
garbage collection)."""

from __future__ import annotations

import gc
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.widget = widget
        self.waiting: list[Callable[[], None]] = []
        self.painted = False
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self.painted:
            self.painted = True
            self.widget.removeEventFilter(self)
            QTimer.singleShot(0, self.run)  # once this paint is on the screen
        return False

    def run(self) -> None:
        waiting, self.waiting = self.waiting, []
        for job in waiting:
            job()


_watchers: dict[int, _FirstPaint] = {}


def after_first_paint(widget: QWidget, job: Callable[[], None]) -> None:
    """Run ``job`` once ``widget`` has been painted the first time (at once
    if it already has been)."""
    key = id(widget)
    watcher = _watchers.get(key)
    if watcher is None:
        watcher = _watchers[key] = _FirstPaint(widget)
        watcher.destroyed.connect(lambda *_args: _watchers.pop(key, None))
    if watcher.painted and not watcher.waiting:
        QTimer.singleShot(0, job)
    else:
        watcher.waiting.append(job)


def hold_garbage_collection() -> None:
    """No collection until the first paint (the start-up makes many objects
    that live on; collecting them early is wasted time)."""
    gc.disable()


def release_garbage_collection() -> None:
    gc.enable()


class FontWarmer:
    """Reads the system's fonts on a second thread while the start goes on.

    The first text laid out (the menus, the status bar) has Qt read every
    font the system has (fontconfig's configuration and caches): about 15 ms
    in which the start could import and build the table instead. Qt's font
    database is thread-safe, and PySide lets go of Python's lock while Qt
    works, so a thread that asks for the font families first does that
    reading on the other core; the table then finds it done (or waits for
    what is left). Start it once the QApplication exists; ``join`` before
    the application goes (``run`` does, however it ends)."""

    def __init__(self) -> None:
        import threading

        from PySide6.QtGui import QFontDatabase

        self.thread = threading.Thread(target=QFontDatabase.families, name="fonts", daemon=True)
        self.thread.start()

    def join(self) -> None:
        self.thread.join()
