"""The solver at the table: "Can this deal be won?", "Play to the finish",
the hint that wins, and "Deal only winnable games".

Searches run in a worker thread (:class:`SolveWorker`), so the table stays
in play; the status bar shows their progress with a Cancel button. The
solver knows every card, the face-down ones and the pack's order included,
and the answers say so: a deal it wins may still be hard to win by sight.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, QThread, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QToolButton,
    QWidget,
)

from ...core import Session
from ...core.shuffle import MAX_DEAL
from .. import i18n
from ..core_texts import game_title
from ..i18n import QT_TRANSLATE_NOOP
from ..storage import settings
from .icons import action_icon

if TYPE_CHECKING:
    from types import ModuleType

    from PySide6.QtWidgets import QMessageBox

    from ...core.solver import Advice, Advisor, DealSearch, Solution

translate = QCoreApplication.translate


def _solver() -> ModuleType:
    """The solver, imported on first use: the table is drawn without it."""
    from ...core import solver

    return solver


def lost_text(advice: Advice) -> str:
    """What the status bar says when no move wins from here (the English is
    ``Advice.text``), in the language spoken."""
    if advice.status != _solver().LOST:
        return ""
    if advice.deal_lost:
        return translate("Solving", "No move wins from here: no sequence of moves wins this deal")
    if advice.undo is None:
        return translate("Solving", "No move wins from here: undo moves to find a winnable position")
    n = advice.undo
    text = translate("Solving", "No move wins from here: undo %Ln move(s) to the last winnable position", None, n)
    return i18n.plural(text, n)


QUESTION_SECONDS = 30.0  # how long "Can this deal be won?" and "Play to the finish" may search
WINNABLE_SECONDS = 2.0  # how long New deal may look for a winnable deal
WINNABLE_PER_DEAL = 0.5  # ... and spend on one deal
FINISH_STEP_MS = 550  # the pace of "Play to the finish", one move each
KNOWING = QT_TRANSLATE_NOOP(
    "Solving",
    "The solver plays knowing every card, the face-down ones and the order of the pack included, so a deal it can win may still be hard to win by sight.",  # noqa: E501
)


class SolveWorker(QThread):
    """Runs ``job(cancel, report)`` in its own thread: ``report(n, seconds)``
    is heard as ``progressed``, the job's answer as ``answered``."""

    progressed = Signal(int, float)
    answered = Signal(object)

    def __init__(self, job: Callable[[threading.Event, Callable[[int, float], None]], object], parent: QObject):
        super().__init__(parent)
        self.cancel = threading.Event()
        self._job = job

    def run(self) -> None:
        self.answered.emit(self._job(self.cancel, self.progressed.emit))


class Solving(QObject):
    """The window's solver: its menu entries, its worker, its status-bar
    indicator, the solver-backed hint and the player of "Play to the finish"."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.worker: SolveWorker | None = None
        self.task = ""  # "question", "finish" or "deal" while a worker runs
        self._advisor: Advisor | None = None
        self._advised: Session | None = None
        self.last_advice: Advice | None = None
        self.answer_box: QMessageBox | None = None
        self._indicator: QWidget | None = None  # made when first shown (the start does not wait for it)
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._end_notice)
        self._pace = QTimer(self)
        self._pace.setInterval(FINISH_STEP_MS)
        self._pace.timeout.connect(self._finish_step)
        self._swallow: set[QEvent.Type] = set()  # the rest of the click or key that stopped the play

    # -- the window's menus ------------------------------------------------------------
    def add_actions(self, game_menu, settings_menu) -> None:
        self.question_action = QAction(translate("Solving", "Can this deal be &won?"), self.window)
        self.question_action.setStatusTip(
            translate("Solving", "Ask the solver, which knows every card, whether this deal can be won")
        )
        self.question_action.setIcon(action_icon("can-it-be-won"))
        self.question_action.triggered.connect(self.ask)
        self.finish_action = QAction(translate("Solving", "&Play to the finish"), self.window)
        self.finish_action.setStatusTip(
            translate("Solving", "Play the solver's winning line from here; any click or key stops it")
        )
        self.finish_action.setIcon(action_icon("play-to-finish"))
        self.finish_action.triggered.connect(self.play_to_finish)
        # In a section of their own, after the deals and files, before the game's own actions.
        before = next((a for a in game_menu.actions() if a.isSeparator()), None)
        game_menu.insertSeparator(before) if before is not None else game_menu.addSeparator()
        game_menu.insertActions(before, [self.question_action, self.finish_action])
        self.winnable_action = QAction(translate("Solving", "Deal only &winnable games"), self.window)
        self.winnable_action.setIcon(action_icon("winnable-deals"))
        self.winnable_action.setCheckable(True)
        self.winnable_action.setChecked(settings.winnable_only())
        self.winnable_action.setStatusTip(
            translate(
                "Solving",
                "New deal tries deal numbers until the solver proves one can be won (a second or two at most)",
            )
        )
        self.winnable_action.toggled.connect(settings.set_winnable_only)
        settings_menu.addAction(self.winnable_action)

    @property
    def indicator(self) -> QWidget:
        """The status bar's corner where a search shows its progress and Cancel."""
        if self._indicator is None:
            self._build_indicator()
        return self._indicator

    @property
    def progress_label(self) -> QLabel:
        return self.indicator.findChild(QLabel, "progress")

    @property
    def progress_bar(self) -> QProgressBar:
        return self.indicator.findChild(QProgressBar, "busy")

    @property
    def cancel_button(self) -> QToolButton:
        return self.indicator.findChild(QToolButton, "cancel")

    def _build_indicator(self) -> None:
        indicator = QWidget()
        layout = QHBoxLayout(indicator)
        layout.setContentsMargins(6, 0, 6, 0)
        label = QLabel(objectName="progress")
        bar = QProgressBar(objectName="busy")
        bar.setRange(0, 0)  # busy: a search has no known end
        bar.setMaximumSize(90, 14)
        bar.setTextVisible(False)
        cancel = QToolButton(objectName="cancel")
        cancel.setText(translate("Solving", "Cancel"))
        cancel.clicked.connect(self.cancel)
        cancel.setAutoRaise(True)
        # No taller than the bar's own text: the bar keeps its height, and so
        # the table above it keeps its size and place while a search runs.
        cancel.setMaximumHeight(label.sizeHint().height())
        for widget in (label, bar, cancel):
            layout.addWidget(widget)
        self.window.statusBar().insertPermanentWidget(0, indicator)
        indicator.hide()
        self._indicator = indicator

    def notice(self, text: str, ms: int = 8000) -> None:
        """Say ``text`` in the indicator's place for a while: unlike the
        status bar's message, auto-play's moves after a new deal do not wipe it."""
        self.progress_label.setText(text)
        self.progress_bar.hide()
        self.cancel_button.hide()
        self.indicator.show()
        self._notice_timer.start(ms)

    def _end_notice(self) -> None:
        if self.worker is None and self._indicator is not None:
            self.indicator.hide()

    def _show_progress(self, text: str) -> None:
        self._notice_timer.stop()
        self.progress_label.setText(text)
        self.progress_bar.show()
        self.cancel_button.show()
        self.indicator.show()

    # -- what the solver knows of the deal on the table -----------------------------------
    def advisor(self) -> Advisor:
        session = self.window.session
        if self._advisor is None or self._advised is not session:
            self._advisor, self._advised = _solver().Advisor(session.game), session
        return self._advisor

    def seated(self) -> None:
        """Another deal is on the table: what was running for the last one stops."""
        self.stop_playing(quiet=True)
        if self.task in ("question", "finish"):
            self._stop_worker()

    def shutdown(self) -> None:
        self.stop_playing(quiet=True)
        self._stop_worker()

    # -- the hint --------------------------------------------------------------------------
    def hint(self) -> None:
        """The solver's move if a winning line is known or found within half a
        second; if the game can no longer be won, how far back it could;
        otherwise the ranking's hint."""
        window = self.window
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            advice = self.last_advice = self.advisor().advise(window.session, _solver().HINT_SECONDS)
        finally:
            QApplication.restoreOverrideCursor()
        if advice.status == _solver().LOST:
            window.show_hint(None, lost_text(advice))
        elif advice.status == _solver().WON:
            moves = advice.solution_length
            window.show_hint(
                advice.move,
                i18n.plural(translate("Solving", "it wins: %Ln move(s) to go, knowing every card", None, moves), moves),
            )
        else:
            window.show_hint(advice.move)

    # -- Can this deal be won? -------------------------------------------------------------
    def ask(self) -> None:
        """Solve the deal on the table from its start, in the background."""
        session = self.window.session
        game, start, advisor = session.game, session.start.copy(), self.advisor()
        known = advisor.known(start)
        if known is not None and known.decided and (known.moves or known.status == _solver().LOST):
            self._answer_question(session, known)
            return
        dead = frozenset(advisor.lost)

        def job(cancel: threading.Event, report: Callable[[int, float], None]) -> tuple[Solution, set]:
            visited: set = set()
            found = _solver().solve(
                game,
                start,
                max_seconds=QUESTION_SECONDS,
                cancel=cancel,
                progress=lambda p: report(p.nodes, p.seconds),
                dead=dead,
                visited=visited,
            )
            return found, visited

        def answered(result: tuple[Solution, set]) -> None:
            found, visited = result
            if self._advised is session:
                advisor.record(start, found, visited)
            if found.stopped == "cancelled":
                self.window.say(translate("Solving", "The question was left undecided"))
                return
            self._answer_question(session, found)

        self._start("question", job, answered, translate("Solving", "Solving the deal"))

    def _answer_question(self, session: Session, found: Solution) -> None:
        title = i18n.fill(translate("Solving", "%1, deal %2"), game_title(session.game), session.deal)
        if found.status == _solver().WON:
            moves = len(found.moves)
            text = i18n.plural(translate("Solving", "Yes, in %Ln move(s).", None, moves), moves)
        elif found.status == _solver().LOST:
            text = translate("Solving", "No: no sequence of moves wins this deal.")
        else:
            text = translate("Solving", "Not decided within the time allowed.")
        from PySide6.QtWidgets import QMessageBox  # (a dialog's class made when first needed)

        box = QMessageBox(
            QMessageBox.Icon.Information, translate("Solving", "Can this deal be won?"), text, parent=self.window
        )
        detail = translate("Solving", KNOWING)
        if found.status == _solver().UNKNOWN:
            seconds = round(found.seconds)
            detail = i18n.fill(
                i18n.plural(
                    translate(
                        "Solving",
                        "The solver tried %1 positions in %Ln second(s), knowing every card, and neither found a win nor ran out of moves to try.",  # noqa: E501
                        None,
                        seconds,
                    ),
                    seconds,
                ),
                QLocale().toString(found.nodes),
            )
        box.setInformativeText(i18n.fill(translate("Solving", "%1. %2"), title, detail))
        play = None
        if found.status == _solver().WON and session is self.window.session and not session.is_won():
            play = box.addButton(translate("Solving", "&Play to the finish"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.buttonClicked.connect(lambda button: self.play_to_finish() if button is play else None)
        self.answer_box = box
        box.open()

    # -- Play to the finish ------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._pace.isActive()

    def play_to_finish(self) -> None:
        """Play the solver's winning line from the position on the table, one
        move at a time; solve first (in the background) if none is known."""
        window = self.window
        session = window.session
        if session.is_won():
            window.say(translate("Solving", "The game is won already"))
            return
        advisor = self.advisor()
        known = advisor.known(session.state)
        if known is not None and known.status == _solver().WON:
            self._start_playing()
            return
        if known is not None and known.status == _solver().LOST:
            window.say(lost_text(advisor.advise(session, _solver().HINT_SECONDS)), 8000)
            return
        game, state, dead = session.game, session.state.copy(), frozenset(advisor.lost)

        def job(cancel: threading.Event, report: Callable[[int, float], None]) -> tuple[Solution, set]:
            visited: set = set()
            progress = lambda p: report(p.nodes, p.seconds)  # noqa: E731
            found = _solver().solve(
                game, state, max_seconds=QUESTION_SECONDS, cancel=cancel, progress=progress, dead=dead, visited=visited
            )
            return found, visited

        def answered(result: tuple[Solution, set]) -> None:
            found, visited = result
            if self._advised is not session:
                return
            advisor.record(state, found, visited)
            if found.status == _solver().WON:
                if advisor.known(session.state) is not None:
                    self._start_playing()
                else:
                    window.say(
                        translate("Solving", "The cards moved while the solver worked: ask again to play to the finish")
                    )
            elif found.status == _solver().LOST:
                window.say(lost_text(advisor.advise(session, _solver().HINT_SECONDS)), 8000)
            elif found.stopped != "cancelled":
                window.say(translate("Solving", "Not decided within the time allowed: no winning line to play"), 8000)

        self._start("finish", job, answered, translate("Solving", "Looking for a winning line"))

    def _start_playing(self) -> None:
        self.window.say(translate("Solving", "Playing to the finish: click or press a key to stop"), 0)
        QApplication.instance().installEventFilter(self)
        self._pace.start()

    def _finish_step(self) -> None:
        window = self.window
        if window.scene.animating or window.view.dragging:
            return  # the move before is still gliding
        session = window.session
        if session.is_won():
            self.stop_playing(quiet=True)
            return
        known = self.advisor().known(session.state)
        if known is None or known.status != _solver().WON or not known.moves:
            known = self.advisor().solve(session.state, max_seconds=_solver().HINT_SECONDS)
        if known.status != _solver().WON or not known.moves:
            self.stop_playing(quiet=True)
            window.say(translate("Solving", "No winning line is known from here"))
            return
        if not window.play(known.moves[0]):
            self.stop_playing(quiet=True)
            return
        if session.is_won():
            self.stop_playing(quiet=True)
        else:
            window.say(translate("Solving", "Playing to the finish: click or press a key to stop"), 0)

    def stop_playing(self, quiet: bool = False) -> None:
        if not self.playing:
            return
        self._pace.stop()
        QApplication.instance().removeEventFilter(self)
        if not quiet:
            self.window.say(translate("Solving", "Stopped playing to the finish"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in self._swallow:
            if kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.KeyRelease):
                self._swallow.clear()
                if not self.playing:
                    QApplication.instance().removeEventFilter(self)
                    QTimer.singleShot(0, self.window.autoplay_step)  # auto-play goes on as after any move
            return True
        if not self.playing:
            return False
        if kind == QEvent.Type.MouseButtonPress:
            self._swallow = {QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick}
        elif kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            self._swallow = {QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.KeyRelease}
            event.accept()  # a shortcut key stops the play and does nothing else
        else:
            return False
        self._pace.stop()  # the filter stays until the rest of the click or key is swallowed
        self.window.say(translate("Solving", "Stopped playing to the finish"))
        return True

    # -- Deal only winnable games ----------------------------------------------------
    def deal_winnable(self) -> bool:
        """New deal, when only winnable deals are wanted: look for one in the
        background (True); False when the setting is off."""
        if not settings.winnable_only():
            return False
        window = self.window
        game = window.session.game
        options = settings.game_options(game.id)
        seed = random.randrange(MAX_DEAL)

        def numbers() -> Iterator[int]:
            rng = random.Random(seed)
            while True:
                yield rng.randint(1, 1_000_000)

        def job(cancel: threading.Event, report: Callable[[int, float], None]) -> DealSearch:
            return _solver().find_winnable_deal(
                game,
                numbers(),
                seconds=WINNABLE_SECONDS,
                per_deal=WINNABLE_PER_DEAL,
                options=options,
                cancel=cancel,
                progress=lambda tried: report(tried, 0.0),
            )

        def answered(found: DealSearch) -> None:
            from .window import new_session, random_deal

            if self.worker is not None and self.worker.cancel.is_set():
                window.say(translate("Solving", "No new deal: the search was cancelled"))
                return
            if found.deal is None:
                window.replace_deal(new_session(game.id, random_deal()), translate("MainWindow", "New deal"))
                self.notice(
                    i18n.fill(
                        translate(
                            "Solving", "No deal was proved winnable within %1 seconds (%2 tried): this one may not be"
                        ),
                        f"{WINNABLE_SECONDS:g}",
                        found.tried,
                    )
                )
                return
            session = new_session(game.id, found.deal)
            start = session.state.copy()
            window.replace_deal(session, translate("MainWindow", "New deal"))
            self.advisor().record(start, _solver().Solution(_solver().WON, found.moves))
            self.notice(
                i18n.fill(
                    translate("Solving", "Deal %1: the solver, knowing every card, has found a way to win it"),
                    found.deal,
                )
            )

        self._start("deal", job, answered, translate("Solving", "Looking for a winnable deal"))
        return True

    # -- the worker ------------------------------------------------------------------------
    def _start(self, task: str, job, answered: Callable[[object], None], label: str) -> None:
        self._stop_worker()
        worker = SolveWorker(job, self)
        self.worker, self.task = worker, task

        def progressed(count: int, seconds: float) -> None:
            if worker is self.worker:
                if task == "deal":
                    what = translate("Solving", "%Ln tried", None, count)
                else:
                    what = i18n.plural(translate("Solving", "%Ln position(s)", None, count), count)
                self.progress_label.setText(i18n.fill(translate("Solving", "%1… %2"), label, what))

        def done(result: object) -> None:
            if worker is not self.worker:
                return  # cancelled and replaced: its answer is not wanted
            self.indicator.hide()
            try:
                answered(result)
            finally:
                if worker is self.worker:
                    self.worker, self.task = None, ""

        worker.progressed.connect(progressed)
        worker.answered.connect(done)
        worker.finished.connect(worker.deleteLater)
        self._show_progress(i18n.fill(translate("Solving", "%1…"), label))
        worker.start(QThread.Priority.LowPriority)

    def cancel(self) -> None:
        """The Cancel button: stop the search; its answer says it was cancelled."""
        if self.worker is not None:
            self.worker.cancel.set()
            self.progress_label.setText(translate("Solving", "Cancelling…"))

    def _stop_worker(self) -> None:
        worker = self.worker
        if worker is None:
            return
        self.worker, self.task = None, ""
        worker.cancel.set()
        worker.wait(5000)
        self.indicator.hide()

    @property
    def busy(self) -> bool:
        return self.worker is not None
