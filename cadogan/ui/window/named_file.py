"""The file the game on the table came from: Save (Ctrl+S) writes it again,
and the title bar shows its name with a mark while the game has changed
since it was opened or saved (Qt's ``[*]`` and the undo stack's clean state).

A game not from a file (a new deal, another game chosen) has no file: Save
then asks where, as Save As does.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMainWindow


class NamedFile:
    def __init__(self, window: QMainWindow, stack: QUndoStack) -> None:
        self.window = window
        self.stack = stack
        self.path: Path | None = None
        self.game_title = ""
        stack.cleanChanged.connect(self._clean_changed)

    def show(self, game_title: str | None = None) -> None:
        """Title the window: the file's name and an unsaved mark, the game, the app."""
        if game_title is not None:
            self.game_title = game_title
        parts = [f"{self.path.name}[*]"] if self.path is not None else []
        app = QCoreApplication.translate("MainWindow", "Cadogan")
        parts += [self.game_title, app] if self.game_title else [app]
        self.window.setWindowTitle(" — ".join(parts))
        self.window.setWindowModified(self.path is not None and not self.stack.isClean())

    def came_from(self, path: Path) -> None:
        """The game on the table was just opened from, or saved to, ``path``."""
        self.path = path
        self.stack.setClean()
        self.show()

    def forget(self) -> None:
        """Another game is on the table: it has no file yet."""
        self.path = None
        self.show()

    @property
    def unsaved(self) -> bool:
        return self.path is not None and not self.stack.isClean()

    def _clean_changed(self, _clean: bool) -> None:
        with contextlib.suppress(RuntimeError):  # (the window is being taken down)
            self.show()
