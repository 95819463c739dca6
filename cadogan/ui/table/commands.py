"""Undo commands that wrap the rules core's steps.

The session has already played the step when its command is pushed, so the
command's first ``redo()`` (which QUndoStack.push calls) does nothing; later
redos and undos go through the session, which keeps its own history in step
with the stack.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...core import Session, Step
from .. import i18n
from ..core_texts import sentence

# Auto-play's steps merge into the command before them: into the player's
# move that set them off (one Undo takes back the move and the cards
# auto-play sent home after it, one Redo plays them all again), or into a
# new deal's own command, so that Undo right after a new deal brings the
# previous deal back at once.
DEAL_ID = 1009


def group_text(steps: list[Step]) -> str:
    """What one undo step is called: the player's move, and what auto-play
    did after it ("10♣ to column 3, then 2 cards home")."""
    lead, auto = steps[0], steps[1:]
    if not auto:
        return sentence(lead.label)
    if len(auto) == 1:
        return i18n.fill(
            QCoreApplication.translate("Table", "%1, then %2"), sentence(lead.label), sentence(auto[0].label)
        )
    return i18n.fill(
        QCoreApplication.translate("Table", "%1, then %2 cards by auto-play"), sentence(lead.label), len(auto)
    )


class StepCommand(QUndoCommand):
    """One undo step: a move (the player's, or auto-play's when nothing came
    before it) and the auto-play steps that followed it."""

    def __init__(
        self, session: Session, step: Step, changed: Callable[[], None], merges: bool = True, named: bool = True
    ) -> None:
        super().__init__(sentence(step.label) if named else "")
        self.session = session
        self.step = step
        self.steps = [step]  # the move, then auto-play's steps after it
        self.changed = changed  # told after an undo/redo, to redraw and save
        self.merges = merges  # False: starts an undo step of its own whatever it is
        self.named = named  # False: its text is made when Undo or Redo would take it (name_around)
        self._played = True

    def id(self) -> int:
        return DEAL_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if follows_from(other, self.session):
            self.steps.append(other.step)
            if self.named:
                self.setText(group_text(self.steps))
            return True
        return False

    def name(self) -> None:
        """Give the command its text; its steps, if the session played them
        unnamed (a replayed save), are named first: they are the session's
        last ones when Undo would take this command, and were named as they
        were undone when Redo would."""
        if not self.named:
            self.named = True
            if any(step.label is None for step in self.steps):
                named = self.session.name_last(len(self.steps))
                if any(a is not b for a, b in zip(named, self.steps, strict=True)):
                    raise RuntimeError("undo history out of step with the session")
            self.setText(group_text(self.steps))

    def redo(self) -> None:
        if self._played:
            self._played = False
            return
        redo_all(self.session, self.steps)
        self.changed()

    def undo(self) -> None:
        undo_all(self.session, self.steps)
        self.changed()


class Sitting:
    """One deal on the table with what the window knows of it: the session,
    the time played, whether it was counted as played and as won, and
    whether its time is unknown (``untimed``: a file saved without one; its
    end names no time and sets no best time)."""

    __slots__ = ("counted", "elapsed", "ended_streak", "session", "untimed", "won_recorded")

    def __init__(
        self,
        session: Session,
        elapsed: float = 0.0,
        counted: bool = False,
        won_recorded: bool = False,
        untimed: bool = False,
    ):
        self.session = session
        self.elapsed = elapsed
        self.counted = counted
        self.won_recorded = won_recorded
        self.untimed = untimed
        self.ended_streak = 0  # the winning streak that leaving this deal ended

    @classmethod
    def of(cls, session: Session, elapsed: float = 0.0, flags: dict[str, bool] | None = None) -> Sitting:
        """A sitting from the marks a save keeps (see :meth:`flags`)."""
        flags = flags or {}
        return cls(
            session,
            elapsed,
            flags.get("counted", False),
            flags.get("won_recorded", False),
            flags.get("untimed", False),
        )

    def flags(self) -> dict[str, bool]:
        """The marks a save keeps (``untimed`` only when set)."""
        marks = {"counted": self.counted, "won_recorded": self.won_recorded}
        if self.untimed:
            marks["untimed"] = True
        return marks


class DealCommand(QUndoCommand):
    """A new deal (or a restart, or a deal by number) as an undo step: undo
    puts the previous deal back on the table, its history with it (the steps
    below this command on the stack are that deal's). Auto-play's steps
    at the deal are part of it."""

    def __init__(self, text: str, before: Sitting, session: Session, seat: Callable[[Sitting, bool], Sitting]) -> None:
        super().__init__(text)
        self.before = before  # the deal to bring back on undo
        self.after: Sitting | None = None  # the deal to put back on redo
        self.session = session  # the new deal
        self.seat = seat  # seat(sitting, back) puts it on the table, returns the one it replaced
        self.auto_steps: list[Step] = []
        self._played = True

    def id(self) -> int:
        return DEAL_ID

    def mergeWith(self, other: QUndoCommand) -> bool:
        if follows_from(other, self.session):
            self.auto_steps.append(other.step)
            return True
        return False

    def redo(self) -> None:
        if self._played:
            self._played = False
            return
        redo_all(self.session, self.auto_steps)
        self.before = self.seat(self.after, False)

    def undo(self) -> None:
        undo_all(self.session, self.auto_steps)
        self.after = self.seat(self.before, True)


def name_around(stack: QUndoStack) -> None:
    """Name the commands Undo and Redo would take now. A whole history
    pushed at once (a game opened with thousands of moves) is pushed
    unnamed: the player sees only these two names, and naming every move
    (translated, filled in) would cost more than replaying them. Connected to
    the stack's ``indexChanged``, which it emits before the texts it reads."""
    index = stack.index()
    for number in (index - 1, index):
        if 0 <= number < stack.count():
            command = stack.command(number)
            if isinstance(command, StepCommand):
                command.name()


def follows_from(other: QUndoCommand, session: Session) -> bool:
    """Is ``other`` auto-play's step set off by the command before it (and
    so to be undone and redone with it)?"""
    return isinstance(other, StepCommand) and other.step.auto and other.merges and other.session is session


def redo_all(session: Session, steps: list[Step]) -> None:
    for step in steps:
        if session.redo() is not step:
            raise RuntimeError("undo history out of step with the session")


def undo_all(session: Session, steps: list[Step]) -> None:
    for step in reversed(steps):
        if session.undo() is not step:
            raise RuntimeError("undo history out of step with the session")
