"""Undo commands that wrap the rules core's steps.

The session has already played the step when its command is pushed, so the
command's first ``redo()`` (which QUndoStack.push calls) does nothing; later
redos and undos go through the session, which keeps its own history in step
with the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from ..core import Session, Step


class StepCommand(QUndoCommand):
    def __init__(self, session: Session, step: Step, changed: Callable[[], None]) -> None:
        super().__init__(step.label)
        self.session = session
        self.step = step
        self.changed = changed  # told after an undo/redo, to redraw and save
        self._played = True

    def redo(self) -> None:
        if self._played:
            self._played = False
            return
        step = self.session.redo()
        if step is not self.step:
            raise RuntimeError("undo history out of step with the session")
        self.changed()

    def undo(self) -> None:
        step = self.session.undo()
        if step is not self.step:
            raise RuntimeError("undo history out of step with the session")
        self.changed()
