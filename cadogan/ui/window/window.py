"""The main window: the table, menus, toolbar, status bar, undo history,
hints, auto-play, the end of a game, and saving the game in progress."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from ...core import AUTO_ALL, AUTO_OFF, AUTO_SAFE, DEAL, FOUNDATION, GROUP, MOVE, REDEAL, STOCK, WASTE, Move, Session
from ...core.moves import IllegalMove
from ...core.shuffle import MAX_DEAL
from .. import i18n
from ..core_texts import game_title, sentence
from ..core_texts import text as core_text
from ..firstpaint import after_first_paint
from ..storage import persistence, settings, shelf
from ..storage.statistics import Statistics, format_seconds
from ..table.commands import DealCommand, Sitting, StepCommand, name_around
from ..table.picking import Picker, joined_move
from ..table.scene import ANIMATION_MS, TableScene
from ..table.selecting import Selection
from ..table.speech import Speech
from ..table.stages import stages
from ..table.tablelayout import layout_of, layout_problem
from ..table.view import TableView
from . import language
from .appearance import Appearance
from .focus import FocusKeeper
from .icons import action_icon, game_action_icon
from .named_file import NamedFile
from .placement import is_full_screen, keep_placement, restore_placement
from .screen import resize_to_fit
from .solving import Solving
from .statusbar import StatusItems
from .wording import button_label, shown_title

if TYPE_CHECKING:  # (annotations only: not imported at start)
    from PySide6.QtGui import QCloseEvent

    from .endpanel import EndPanel

HINT_MS = 1500
translate = QCoreApplication.translate
AUTOPLAY_DELAY_MS = ANIMATION_MS + 30
DEFAULT_GAME = "la_belle_lucie"
# Started by the app (not a test): the first save waits until the table is
# painted (its fsyncs are not in the way of the first frame).
DEFER_FIRST_SAVE = False


def random_deal() -> int:
    return random.randint(1, 1_000_000)


class MainWindow(QMainWindow):
    def __init__(self, session: Session | None = None, elapsed: float = 0.0, restore: bool = True) -> None:
        super().__init__()
        self.stats = Statistics()
        # Marks of the deal on the table: counted as played, its win recorded.
        self._counted = False
        self._untimed = False  # the time played is unknown (a file saved without it)
        self._won_recorded = False
        self.setWindowTitle(translate("MainWindow", "Cadogan"))
        resize_to_fit(self, 1200, 800)
        restore_placement(self)  # where, how large, maximised or full screen, as it was left
        self.session: Session | None = None
        self.scene: TableScene | None = None
        self.undo_stack = QUndoStack(self)
        self.named = NamedFile(self, self.undo_stack)  # the file the game came from (Save), in the title
        self.view = TableView(self)
        self.setCentralWidget(self.view)
        self.speech = Speech(self.view)  # what a screen reader is told (the focus, refusals, the end)
        self._banner: EndPanel | None = None  # the end-of-game panel, made when first shown (banner)
        self.picker = Picker(self)
        self.selection = Selection(self)  # (its filter, installed last, hears Esc first)
        self.view.move_requested.connect(self.on_drop)
        self.view.pile_clicked.connect(self.on_click)
        self.view.pile_double_clicked.connect(self.on_double_click)
        self.view.message.connect(self.say)
        self.view.pile_hovered.connect(self.on_hover)
        self._hover_tip = ""  # the status-bar tip shown for the hovered pile
        self._elapsed_before = 0.0  # seconds played before this sitting
        self._started = time.monotonic()
        self._clock_running = True
        self._action_buttons: dict[str, QAction] = {}
        self._autoplay_timer = QTimer(self)
        self._autoplay_timer.setSingleShot(True)
        self._autoplay_timer.timeout.connect(self.autoplay_step)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._clear_hint)
        self._tick = QTimer(self)
        self._tick.timeout.connect(self.update_status)
        self._tick.start(1000)
        self.solving = Solving(self)  # the solver: its menu entries, worker, hint, play to the finish
        self._build_actions()
        self._build_status()
        self.view.setFocus()  # the keyboard plays on the table
        self.focus = FocusKeeper(self, lambda: self.view)  # and goes back to it after every dialog
        # damaged files, reported once the window shows
        self.problem: str | None = " ".join(p for p in (settings.take_problem(), self.stats.problem) if p) or None
        self.save_problem: str | None = None  # why the game in progress cannot be written now
        self._save_held = DEFER_FIRST_SAVE  # see DEFER_FIRST_SAVE
        if self._save_held:
            after_first_paint(self.view.viewport(), self._release_save)
        flags: dict[str, bool] = {}
        restored = None
        if session is None and restore:
            restored = persistence.read_game()
            self.problem = " ".join(p for p in (self.problem, restored.problem) if p) or None
            session, elapsed, flags = restored.session, restored.elapsed, restored.flags
        self.needs_chooser = False
        if session is None:
            game_id = settings.last_game()
            self.needs_chooser = game_id is None
            session = new_session_or_default(game_id or DEFAULT_GAME, random_deal())
        self._start_first(session, elapsed, flags, restored)
        if self.problem:
            self.say(self.problem, 0)

    @property
    def banner(self) -> EndPanel:
        """The panel that says the end of a game (made the first time one ends:
        the start does not wait for a widget it will not show)."""
        if self._banner is None:
            from .endpanel import EndPanel

            self._banner = EndPanel(self.view)
            self._banner.new_deal.connect(self.new_deal)
            self._banner.undo.connect(self.undo_stack.undo)
            self._banner.statistics.connect(self.show_statistics)
        return self._banner

    # -- building the window ---------------------------------------------------------
    def _build_actions(self) -> None:
        game_menu = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        self.new_action = game_menu.addAction(
            translate("MainWindow", "&New deal"), QKeySequence.StandardKey.New, self.new_deal
        )
        self.new_action.setIcon(action_icon("new-deal"))
        self.restart_action = game_menu.addAction(translate("MainWindow", "&Restart deal"), self.restart_deal)
        self.restart_action.setIcon(action_icon("restart"))
        game_menu.addAction(translate("MainWindow", "Deal by &number…"), self.deal_by_number).setIcon(
            action_icon("deal-by-number")
        )
        self.choose_action = game_menu.addAction(
            translate("MainWindow", "&Choose game…"), QKeySequence("Ctrl+G"), self.choose_game
        )
        self.choose_action.setIcon(action_icon("choose-game"))
        self.stats_action = game_menu.addAction(translate("MainWindow", "&Statistics…"), self.show_statistics)
        self.stats_action.setIcon(action_icon("statistics"))
        self._build_file_actions(game_menu)
        game_menu.addSeparator()
        self.actions_menu_anchor = game_menu.addSeparator()
        self.quit_action = game_menu.addAction(
            translate("MainWindow", "&Quit"), QKeySequence.StandardKey.Quit, self.close
        )
        self.quit_action.setShortcut(QKeySequence("Ctrl+Q"))
        self.quit_action.setIcon(action_icon("quit"))
        self.game_menu = game_menu

        edit = self.menuBar().addMenu(translate("MainWindow", "&Edit"))
        self.undo_action = self.undo_stack.createUndoAction(self, translate("MainWindow", "Undo"))
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.undo_action.setIcon(action_icon("undo"))
        self.redo_action = self.undo_stack.createRedoAction(self, translate("MainWindow", "Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.setIcon(action_icon("redo"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        self.hint_action = edit.addAction(translate("MainWindow", "&Hint"), QKeySequence("H"), self.hint)
        self.hint_action.setIcon(action_icon("hint"))

        settings_menu = self.menuBar().addMenu(translate("MainWindow", "&Settings"))
        auto_menu = settings_menu.addMenu(translate("MainWindow", "&Auto-play to foundations"))
        group = QActionGroup(self)
        self.autoplay_actions: dict[str, QAction] = {}
        current = settings.autoplay_mode()
        for mode, text in (
            (AUTO_OFF, translate("MainWindow", "&Off")),
            (AUTO_SAFE, translate("MainWindow", "&Safe moves only")),
            (AUTO_ALL, translate("MainWindow", "&All moves")),
        ):
            action = auto_menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(mode == current)
            action.triggered.connect(lambda _checked=False, m=mode: self.set_autoplay(m))
            group.addAction(action)
            self.autoplay_actions[mode] = action
        self.options_menu = settings_menu.addMenu(translate("MainWindow", "Game &options"))
        self._options_filled = False  # filled when first opened (see filled_options_menu)
        self.options_menu.aboutToShow.connect(self.filled_options_menu)
        self.fullscreen_action = settings_menu.addAction(
            translate("MainWindow", "&Full screen"), QKeySequence("F11"), self.toggle_fullscreen
        )
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.setIcon(action_icon("full-screen"))
        self.fullscreen_action.setChecked(is_full_screen(self))
        self.appearance = Appearance(self, settings_menu)  # card back, table colour, card size, motion
        self.language_menu = language.build_menu(self, settings_menu)

        help_menu = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        self.rules_action = help_menu.addAction(
            translate("MainWindow", "&Rules of this game"), QKeySequence("F1"), self.show_rules
        )
        self.rules_action.setIcon(action_icon("rules"))
        self.rules_action.setIconText(translate("MainWindow", "Rules"))  # the toolbar's label; the menu says it in full
        self.rules_action.setToolTip(translate("MainWindow", "The rules of this game (F1)"))
        self.choose_action.setToolTip(
            translate("MainWindow", "Choose another game (Ctrl+G); the game in progress is kept")
        )
        help_menu.addAction(translate("MainWindow", "&About Cadogan"), self.about).setIcon(action_icon("about"))
        self.solving.add_actions(game_menu, settings_menu)

        self.toolbar = QToolBar(translate("MainWindow", "Table"), self)
        self.toolbar.setObjectName("table-toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setMovable(False)
        self.addToolBar(self.toolbar)
        self.toolbar.addAction(self.new_action)
        self.toolbar.addAction(self.undo_action)
        self.toolbar.addAction(self.redo_action)
        self.toolbar.addAction(self.hint_action)
        self.toolbar.addSeparator()
        self.toolbar_actions_anchor = self.toolbar.addSeparator()
        self.toolbar.addAction(self.choose_action)
        self.toolbar.addAction(self.rules_action)
        # On the toolbar: "Undo" and "Redo", the move they take back or play again in their tooltips.
        self.undo_action.setIconText(translate("MainWindow", "Undo"))
        self.redo_action.setIconText(translate("MainWindow", "Redo"))
        self.undo_stack.indexChanged.connect(self._name_around)
        self.undo_stack.undoTextChanged.connect(self._name_undo)
        self.undo_stack.redoTextChanged.connect(self._name_redo)
        self._name_undo("")
        self._name_redo("")
        for action in (self.undo_action, self.redo_action, self.hint_action):
            self.addAction(action)  # shortcuts work in full screen too

    def _name_around(self, _index: int) -> None:
        with suppress(RuntimeError):  # (the window is being taken down)
            name_around(self.undo_stack)

    def _name_undo(self, text: str) -> None:
        _name_history(
            self.undo_action, translate("MainWindow", "Undo: %1"), translate("MainWindow", "Nothing to undo"), text
        )

    def _name_redo(self, text: str) -> None:
        _name_history(
            self.redo_action, translate("MainWindow", "Redo: %1"), translate("MainWindow", "Nothing to redo"), text
        )

    def _build_status(self) -> None:
        bar = self.statusBar()
        self.status_items = StatusItems(bar)  # each item says what it counts in its tooltip
        self.game_label = self.status_items.game
        self.moves_label = self.status_items.moves
        self.pack_label = self.status_items.pack
        self.redeals_label = self.status_items.counters  # the game's counters, in the book's words
        self.time_label = self.status_items.time
        # A message too long for the bar is read whole in its tooltip.
        bar.messageChanged.connect(lambda text: bar.setToolTip(text))

    # -- starting a game ---------------------------------------------------------------
    def start(self, session: Session, elapsed: float = 0.0, flags: dict[str, bool] | None = None) -> None:
        """Put ``session`` on the table with its own undo history (a game
        restored, or another game chosen: the one before is kept, not lost)."""
        self.named.path = None  # a game from a file is named by open_file once it is on the table
        self._seat(Sitting.of(session, elapsed, flags))
        self._rebuild_undo_stack()
        self._after_seating()

    def _seat(self, sitting: Sitting) -> None:
        """Put a deal on the table (scene, clock, marks); the undo stack is the caller's."""
        self._autoplay_timer.stop()
        self.solving.seated()
        self._clear_hint()
        self.picker.forget()
        self.selection.forget()
        if self._banner is not None:
            self._banner.hide()
        self._counted, self._won_recorded, self._untimed = sitting.counted, sitting.won_recorded, sitting.untimed
        old = self.scene
        session = self.session = sitting.session
        self.scene = TableScene(session, layout_of(session), parent=self)
        self.view.setScene(self.scene)
        if old is not None:
            old.deleteLater()
        self._elapsed_before = sitting.elapsed
        self._started = time.monotonic()
        # The clock starts with the player's first move (as in Aisleriot): a
        # deal looked over, its rules read, the chooser open costs no time.
        self._clock_running = not session.is_won() and player_moves(session) > 0
        self.named.show(shown_title(session.game))
        self.speech.table(game_title(session.game))
        settings.set_last_game(session.game.id)
        self._rebuild_game_actions()

    def _after_seating(self) -> None:
        self.after_change(animate=False)
        # Cards the deal leaves ready for the foundations go there as after any move.
        self._autoplay_timer.start(AUTOPLAY_DELAY_MS)
        problem = layout_problem(self.session.game.id)
        if problem:
            self.say(problem, 0)

    def sitting(self) -> Sitting:
        """The deal on the table, with its time and marks."""
        return Sitting(self.session, self.elapsed(), self._counted, self._won_recorded, self._untimed)

    def _swap_deal(self, sitting: Sitting, back: bool) -> Sitting:
        """Undo or redo of a new deal: put ``sitting`` on the table; return the
        deal it replaces. A played, unsolved deal left ends the winning streak;
        brought back, it was not lost after all."""
        leaving = self._leave_deal()
        self.stats.brought_back(sitting.session.game.id, sitting.ended_streak)
        sitting.ended_streak = 0
        self._seat(sitting)
        self.after_change(animate=False)
        return leaving

    def _leave_deal(self) -> Sitting:
        leaving = self.sitting()
        if leaving.counted and not leaving.won_recorded:
            leaving.ended_streak = self.stats.abandoned(leaving.session.game.id)
        return leaving

    def replace_deal(
        self, session: Session, text: str, elapsed: float = 0.0, flags: dict[str, bool] | None = None
    ) -> None:
        """Deal ``session`` in place of the deal on the table, as an undo step:
        Undo brings the deal before back, its history with it. A session with
        a history of its own (a game opened from a file) keeps it: its moves
        are undone one by one, then the deal before comes back."""
        leaving = self._leave_deal()
        leaving.session.undone.clear()  # the stack drops the redo steps with the push below
        self.named.path = None  # a new deal is no file's game (open_file names it again)
        redo = len(session.undone)
        for _ in range(redo):
            session.redo()
        leading_auto = next((i for i, step in enumerate(session.done) if not step.auto), len(session.done))
        if len(session.done) - redo < leading_auto:  # undone steps would merge into the deal's own: forgotten
            for _ in range(redo):
                session.undo()
            session.undone.clear()
            redo = 0
        self._seat(Sitting.of(session, elapsed, flags))
        with self._whole_history():
            self.undo_stack.push(DealCommand(text, leaving, session, self._swap_deal))
            for step in session.done:
                self.undo_stack.push(StepCommand(session, step, self._history_changed, named=False))
            self.undo_stack.setIndex(self.undo_stack.index() - redo)
        self._after_seating()

    @contextmanager
    def _whole_history(self) -> Iterator[None]:
        """Push a game's whole history at once: the commands go in unnamed
        (``name_around`` names the two Undo and Redo would take), the stack
        tells its listeners (the Undo and Redo actions and their tooltips,
        the title's unsaved mark) once at the end instead of at every push,
        and the session, already where the stack ends, is not redrawn for
        each step the stack steps back. A save of 4000 moves opens in a
        tenth of the time."""
        stack = self.undo_stack
        stack.blockSignals(True)
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False
            stack.blockSignals(False)
            stack.indexChanged.emit(stack.index())
            stack.canUndoChanged.emit(stack.canUndo())
            stack.undoTextChanged.emit(stack.undoText())
            stack.canRedoChanged.emit(stack.canRedo())
            stack.redoTextChanged.emit(stack.redoText())
            stack.cleanChanged.emit(stack.isClean())

    def _rebuild_undo_stack(self) -> None:
        session = self.session
        self.undo_stack.clear()
        # Re-apply the undone steps so every step can be pushed, then step
        # the stack back to where the session was.
        redo = len(session.undone)
        for _ in range(redo):
            session.redo()
        boundary = len(session.done) - redo  # where the session stood: an undo step must start there
        index = 0
        with self._whole_history():
            for number, step in enumerate(session.done):
                if number == boundary:
                    index = self.undo_stack.count()
                command = StepCommand(session, step, self._history_changed, merges=number != boundary, named=False)
                self.undo_stack.push(command)
            if boundary == len(session.done):
                index = self.undo_stack.count()
            self.undo_stack.setIndex(index)

    _quiet = False

    def new_deal(self) -> None:
        if self.solving.deal_winnable():
            return  # only winnable deals: the solver looks for one, then deals it
        self.replace_deal(new_session(self.session.game.id, random_deal()), translate("MainWindow", "New deal"))

    def restart_deal(self) -> None:
        self.replace_deal(new_session(self.session.game.id, self.session.deal), translate("MainWindow", "Restart deal"))

    def deal_by_number(self) -> None:
        from PySide6.QtWidgets import QInputDialog

        number, ok = QInputDialog.getInt(
            self,
            translate("MainWindow", "Deal by number"),
            translate("MainWindow", "Deal number:"),
            self.session.deal,
            1,
            MAX_DEAL,
        )
        if ok:
            self.replace_deal(
                new_session(self.session.game.id, number), i18n.fill(translate("MainWindow", "Deal %1"), number)
            )

    def choose_game(self) -> None:
        from .chooser import ChooserDialog

        dialog = ChooserDialog(self.session.game.id if self.session else None, self)
        if dialog.exec() and dialog.selected_game():
            self.switch_game(dialog.selected_game())
        self.focus.back_to_table()

    def switch_game(self, game_id: str) -> None:
        """Leave the game on the table for ``game_id``: the one left is kept on
        the shelf, and the one chosen resumes where it was left (a new deal
        if it was never played)."""
        if game_id == self.session.game.id:
            self.say(
                i18n.fill(
                    translate("MainWindow", "%1 is on the table: New deal deals again"), game_title(self.session.game)
                )
            )
            return
        if not self._shelve():
            return
        kept = self._kept(game_id)
        if kept.session is not None:
            self.start(kept.session, kept.elapsed, kept.flags)
            self.say(
                i18n.fill(
                    translate("MainWindow", "%1: deal %2 resumed where it was left"),
                    game_title(kept.session.game),
                    kept.session.deal,
                )
            )
        else:
            self.start(new_session_or_default(game_id, random_deal()))
        if kept.problem:
            self.say(kept.problem, 0)

    def _shelve(self) -> bool:
        """Keep the game on the table on the shelf, for its game; False (and
        said) when it cannot be kept."""
        self._autoplay_timer.stop()
        try:
            shelf.put(self.session, self.elapsed(), self.sitting().flags())
        except (OSError, ValueError) as exc:
            self.say(i18n.fill(translate("MainWindow", "The game left could not be kept: %1"), exc), 0)
            return False
        return True

    @staticmethod
    def _kept(game_id: str) -> persistence.Restored:
        try:
            return shelf.take(game_id)
        except ValueError:
            return persistence.Restored()

    def _report_stats_problem(self) -> None:
        if self.stats.problem:
            self.say(self.stats.problem, 0)
            self.stats.problem = None

    def show_statistics(self) -> None:
        from .statistics_dialog import StatisticsDialog

        dialog = self.focus.watch(StatisticsDialog(self.stats, self))
        dialog.show()
        self.statistics_dialog = dialog

    def show_rules(self) -> None:
        from .rules import RulesDialog

        dialog = self.focus.watch(RulesDialog(self.session.game, self))
        dialog.show()
        self.rules_dialog = dialog

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from ... import __version__

        QMessageBox.about(
            self,
            translate("MainWindow", "About Cadogan"),
            i18n.fill(
                translate(
                    "MainWindow",
                    "Cadogan %1\n\nThe games of patience of Lady Cadogan's illustrated book, on a card table.",
                ),
                __version__,
            ),
        )

    # -- playing -------------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Play a player's move; True if it was allowed."""
        reason = self.session.check(move)
        if reason is not None:
            self.say(reason)
            self.picker.lift_waiting()
            self.scene.sync(animate=True)
            self.picker.hold_waiting()
            return False
        try:
            step = self.session.play(move)
        except IllegalMove as exc:
            self.say(exc.reason)
            self.scene.sync(animate=True)
            return False
        self._push(step)
        if move.kind == REDEAL:
            self.view.refit_after_redeal()
        if not self._counted:
            self._counted = True
            self.stats.played(self.session.game.id)
        self.after_change(animate=True, step=step)
        self._report_stats_problem()
        self._autoplay_timer.start(AUTOPLAY_DELAY_MS)
        return True

    def _push(self, step) -> None:
        self.undo_stack.push(StepCommand(self.session, step, self._history_changed))

    def _history_changed(self) -> None:
        """Undo or redo went through the session: show it without animation."""
        if self._quiet:
            return
        self._autoplay_timer.stop()
        self.view.cancel_drag()
        self.view.refit_after_redeal()  # a table that grew for what was undone grows its cards back
        self.after_change(animate=False)

    def on_drop(self, move: Move) -> None:
        """Cards dropped on a pile: carried there, or (one card on another)
        joined with it in a group or swap where the game has one."""
        if move.kind == MOVE:
            move = joined_move(self.session, move.src, move.dst, move.count)
        self.play(move)

    def click_move(self, pile: str) -> Move | None:
        """What a click on ``pile`` plays: the action the game offers from it
        (turning the pack), or on an empty pack a re-deal when one is offered."""
        actions = self.session.game.actions(self.session.state)
        for move in actions:
            if move.src == pile:
                return move
        if self.session.game.pile_roles().get(pile) == STOCK:
            for move in actions:
                if move.kind == REDEAL:
                    return move
        return None

    def on_click(self, pile: str, count: int = 0) -> None:
        """A click on ``pile`` (``count`` cards from the clicked one up): put
        down the cards held, play the pile's own click (the pack), or pick
        up the cards clicked."""
        if self.picker.held is not None:
            self.picker.put_down(pile, count)
            return
        if self.selection.click(pile):  # a card chosen for a group (the Wheel), or put back
            return
        move = self.click_move(pile)
        if move is not None:
            self.play(move)
        elif self.session.game.pile_roles().get(pile) == STOCK:
            self.say(self.session.check(Move(DEAL, pile)) or "")
        else:
            self.picker.pick_up(pile, count)

    def on_hover(self, pile: str | None) -> None:
        """The pointer is over ``pile``: if a click there plays something,
        say what (tooltip and status bar) and show a pointing hand."""
        # (while cards are held, a click puts them down: nothing else to tell)
        move = self.click_move(pile) if pile is not None and self.picker.held is None else None
        tip = sentence(self.session.game.describe(self.session.state, move)) if move is not None else ""
        self.view.show_click_tip(tip)
        bar = self.statusBar()
        if self._hover_tip and bar.currentMessage() == i18n.fill(translate("MainWindow", "Click: %1"), self._hover_tip):
            bar.clearMessage()  # only our own old tip; a reason being shown stays
        if tip and not bar.currentMessage():
            bar.showMessage(i18n.fill(translate("MainWindow", "Click: %1"), tip))
        self._hover_tip = tip if bar.currentMessage() == i18n.fill(translate("MainWindow", "Click: %1"), tip) else ""

    def on_double_click(self, pile: str) -> None:
        """Send the top card to a foundation that accepts it (or, where cards
        leave in pairs, with its one partner), or say why not. On a pile that
        a click plays (the pack), the second click of a quick pair is one more
        click: turning cards fast must not lose every other one."""
        roles = self.session.game.pile_roles()
        if self.selection.enabled and self.click_move(pile) is None:
            return  # the first click chose the card; a second would only put it back
        self.picker.drop_held()  # the first click of the pair picked the card up
        if self.click_move(pile) is not None or roles.get(pile) == STOCK:
            self.on_click(pile)
            return
        if roles.get(pile) == FOUNDATION or not self.session.state.piles.get(pile):
            return
        for move in self.session.legal_moves():
            if move.kind == MOVE and move.src == pile and move.count == 1 and roles[move.dst] == FOUNDATION:
                self.play(move)
                return
        legal = self.session.legal_moves()
        groups = [m for m in legal if m.kind == GROUP and pile in m.sources and roles[m.dst] == FOUNDATION]
        if len(groups) == 1:  # a card with one partner: the pair goes
            self.play(groups[0])
            return
        label = self.session.state.top(pile).label
        if groups:
            self.say(
                i18n.fill(
                    translate("MainWindow", "The %1 goes with more than one card: drop it on the one you choose"), label
                )
            )
        elif any(kind == GROUP for kind, _ in self.session.game.combo_help):
            self.say(i18n.fill(translate("MainWindow", "Nothing goes with the %1 now"), label))
        elif self.session.game.piles_with(FOUNDATION):
            self.say(i18n.fill(translate("MainWindow", "No foundation takes the %1 now"), label))

    def autoplay_step(self) -> None:
        """Play one obvious foundation move, then come back for the next, so
        each is seen and is its own undo step."""
        held = self.picker.held is not None and self.picker.held[0] != self.picker.waiting()
        if self.solving.playing:
            return  # the solver's line is being played to the finish, its own safe moves too
        if self.view.dragging or held or self.scene.animating:
            self._autoplay_timer.start(AUTOPLAY_DELAY_MS)  # after the cards held, or gliding
            return
        step = self.session.autoplay_next(settings.autoplay_mode())
        if step is None:
            return
        self._push(step)
        self.after_change(animate=True, step=step)
        self._autoplay_timer.start(AUTOPLAY_DELAY_MS)

    def set_autoplay(self, mode: str) -> None:
        settings.set_autoplay_mode(mode)
        self.autoplay_actions[mode].setChecked(True)
        if mode != AUTO_OFF:
            self._autoplay_timer.start(AUTOPLAY_DELAY_MS)

    def hint(self) -> None:
        self.solving.hint()  # the solver's winning move, the way back from a lost position, or the ranking's

    def show_hint(self, move: Move | None, note: str = "") -> None:
        """Show ``move`` on the table (with ``note``), or ``note`` alone."""
        self._clear_hint()
        if move is None:
            self.say(note or translate("MainWindow", "No useful move"), 8000 if note else 4000)
            return
        self.scene.highlight_move(move)
        text = i18n.fill(
            translate("MainWindow", "Hint: %1"), sentence(self.session.game.describe(self.session.state, move))
        )
        self.say(i18n.fill(translate("MainWindow", "%1 (%2)"), text, note) if note else text, HINT_MS + 1000)
        self._hint_timer.start(HINT_MS)

    def _clear_hint(self) -> None:
        self._hint_timer.stop()
        if self.scene is not None and not self.view.dragging:
            self.scene.clear_highlights()

    def say(self, text: str, ms: int = 4000) -> None:
        """Show ``text`` in the status bar and announce it; a sentence of the
        rules core (a refusal's reason) in the language spoken."""
        text = sentence(text)
        self.statusBar().showMessage(text, ms)
        self.speech.announce(text)

    # -- after every change ----------------------------------------------------------------
    def after_change(self, animate: bool, step=None) -> None:
        """Show the new position (``step`` is the one just played, if any):
        what was said of the position before no longer holds."""
        self.statusBar().clearMessage()
        self._clear_hint()
        self.picker.forget()
        self.selection.forget()
        via = stages(self.session.state, step) if step is not None else []
        self.picker.lift_waiting()
        self.scene.sync(animate=animate, via=via)
        self.picker.hold_waiting()  # a card waiting for its place is shown picked up
        self.picker.show_focus()
        self._update_game_actions()
        self.update_status()
        self.save()
        self._check_end()
        self.view.refresh_hover()  # what a click under the pointer does may have changed

    def _check_end(self) -> None:
        session = self.session
        if session.is_won():
            self._elapsed_before = self.elapsed()  # the clock stops (a first move that wins: 0:00)
            self._clock_running = False
            if not self._won_recorded:
                if not self._counted:  # solved without a move of the player's (auto-play)
                    self._counted = True
                    self.stats.played(session.game.id)
                self._won_recorded = True
                seconds = None if self._untimed else self._elapsed_before
                self.stats.won(session.game.id, seconds, player_moves(session))
                self._report_stats_problem()
                self.save()
            self.scene.celebrate()
            self.banner.show_result(
                translate("MainWindow", "Solved!"),
                i18n.fill(
                    translate("MainWindow", "%1, deal %2: %3."), shown_title(session.game), session.deal, self._result()
                ),
                True,
            )
            self.say(translate("MainWindow", "Solved! Well played."), 0)
        elif session.is_lost():
            self.banner.show_result(
                translate("MainWindow", "No more moves"),
                i18n.fill(translate("MainWindow", "%1. Undo, or try a new deal."), self._result()),
                self.undo_stack.canUndo(),
            )
            self.say(translate("MainWindow", "No more moves"), 0)
        else:
            if not self._clock_running and player_moves(session) > 0:
                self._started = time.monotonic()
                self._clock_running = True
            if self._banner is not None and self._banner.isVisible():
                self._banner.hide()
                self.statusBar().clearMessage()

    def _result(self) -> str:
        """The moves (auto-play's apart) and the time, for the end panel."""
        session = self.session
        moves, auto = player_moves(session), len(session.done) - player_moves(session)
        text = i18n.plural(translate("MainWindow", "%Ln move(s)", None, moves), moves)
        if auto:
            more = i18n.plural(translate("MainWindow", "%Ln more by auto-play", None, auto), auto)
        else:
            more = translate("MainWindow", "no help from auto-play")
        if self._untimed:  # (a file saved without its time)
            return i18n.fill(translate("MainWindow", "%1, %2"), text, more)
        return i18n.fill(
            translate("MainWindow", "%1, %2, in %3"), text, more, i18n.digits(format_seconds(self.elapsed()))
        )

    def elapsed(self) -> float:
        if not self._clock_running:
            return self._elapsed_before
        return self._elapsed_before + time.monotonic() - self._started

    def _release_save(self) -> None:
        if self._save_held:
            self._save_held = False
            self.save()

    def save(self) -> None:
        if self._save_held:
            return  # saved once the table is painted
        try:
            persistence.write_game(self.session, self.elapsed(), self.sitting().flags())
        except OSError as exc:
            self._saving_failed(exc)
        else:
            self._saving_works()
        self._report_settings_problem()

    def update_status(self) -> None:
        session = self.session
        if session is None:
            return
        state = session.state
        roles = session.game.pile_roles()
        self.game_label.setText(
            i18n.fill(translate("MainWindow", "%1 · deal %2"), game_title(session.game), session.deal)
        )
        moves, auto = player_moves(session), len(session.done) - player_moves(session)
        if auto:
            self.moves_label.setText(i18n.fill(translate("MainWindow", "Moves: %1, %2 by auto-play"), moves, auto))
        else:
            self.moves_label.setText(i18n.fill(translate("MainWindow", "Moves: %1"), moves))
        parts = []
        for role, name in ((STOCK, translate("MainWindow", "Pack: %1")), (WASTE, translate("MainWindow", "Talon: %1"))):
            if role == WASTE and session.game.talons_counted_apart:
                continue
            piles = [p for p, r in roles.items() if r == role]
            if piles:
                parts.append(i18n.fill(name, sum(state.size(p) for p in piles)))
        self.pack_label.setText("  ".join(parts))
        self.pack_label.setVisible(bool(parts))
        self.redeals_label.show_items(session.game.id, session.game.counters_shown(state))
        self.time_label.setText(
            i18n.fill(translate("MainWindow", "Time: %1"), i18n.digits(format_seconds(self.elapsed())))
        )
        self.time_label.setVisible(not self._untimed)  # (a file saved without its time: no clock to show)
        self.status_items.fit()

    # -- the game's own buttons (re-deal, …) ---------------------------------------------------
    def _rebuild_options_menu(self) -> None:
        """Name the menu of this game's options; its entries are made when it
        is opened (not before the first paint, nor at every new deal)."""
        self.options_menu.setTitle(i18n.fill(translate("MainWindow", "%1 &options"), game_title(self.session.game)))
        self._options_filled = False

    def filled_options_menu(self) -> QMenu:
        """The menu of the readings of this game the player may switch (rules
        card options), its entries made now if they are not yet (Qt asks
        when the menu opens; tests ask to read it)."""
        if not self._options_filled:
            self._fill_options_menu()
        return self.options_menu

    def filled_language_menu(self) -> QMenu:
        """The Language menu with its entries (made when it first opens)."""
        return language.filled(self.language_menu, self)

    def _fill_options_menu(self) -> None:
        self._options_filled = True
        self.options_menu.clear()
        game = self.session.game
        chosen = self.session.options()
        for option in game.options:
            action = self.options_menu.addAction(core_text(option.title))
            action.setCheckable(True)
            action.setChecked(chosen[option.key])
            action.setToolTip(core_text(option.description))
            action.setStatusTip(core_text(option.description))
            action.toggled.connect(lambda on, key=option.key: self.set_option(key, on))
        if not game.options:
            self.options_menu.addAction(translate("MainWindow", "This game has no options")).setEnabled(False)

    def set_option(self, key: str, on: bool) -> None:
        """Remember the choice and deal this deal again with it (once the
        menu's signal is over: restarting rebuilds the menu)."""
        settings.set_game_option(self.session.game.id, key, on)
        title = next(core_text(o.title) for o in self.session.game.options if o.key == key)

        def again() -> None:
            self.restart_deal()
            self.say(
                i18n.fill(
                    translate("MainWindow", "Deal %1 started again: %2 on")
                    if on
                    else translate("MainWindow", "Deal %1 started again: %2 off"),
                    self.session.deal,
                    title,
                )
            )

        QTimer.singleShot(0, again)

    def _rebuild_game_actions(self) -> None:
        self._rebuild_options_menu()
        for action in self._action_buttons.values():
            self.game_menu.removeAction(action)
            self.toolbar.removeAction(action)
            action.deleteLater()
        self._action_buttons = {}
        if self.session.game.redeals:
            self._game_action(REDEAL, translate("MainWindow", "Re-deal"))

    def _game_action(self, kind: str, text: str) -> QAction:
        action = self._action_buttons.get(kind)
        if action is None:
            action = QAction(text, self)
            action.setIcon(game_action_icon(kind))
            action.triggered.connect(lambda _checked=False, k=kind: self.play_action(k))
            self.game_menu.insertAction(self.actions_menu_anchor, action)
            self.toolbar.insertAction(self.toolbar_actions_anchor, action)
            self._action_buttons[kind] = action
        return action

    def _update_game_actions(self) -> None:
        """Offer the game's clicks that are not a click on the pack."""
        roles = self.session.game.pile_roles()
        offered: dict[str, Move] = {}
        for move in self.session.game.actions(self.session.state):
            if move.src is not None and (roles.get(move.src) == STOCK or move.kind in self.session.game.click_only):
                continue
            if offered.setdefault(move.kind, move) is not move:
                continue  # the button plays the first move of its kind: name that one
            said = sentence(self.session.game.describe(self.session.state, move))
            action = self._game_action(move.kind, button_label(move.kind, said))
            action.setText(button_label(move.kind, said))  # short; the sentence is the tooltip
            action.setData(said)
        for kind, action in self._action_buttons.items():
            action.setEnabled(kind in offered)
            # A greyed button says why not (its tooltip shows even when disabled).
            reason = None if kind in offered else self.session.check(Move(kind))
            said = action.data() or action.text()
            action.setToolTip(i18n.fill(translate("MainWindow", "%1: %2"), said, sentence(reason)) if reason else said)
            action.setStatusTip(action.toolTip())
        self.fit_toolbar()

    def play_action(self, kind: str) -> None:
        for move in self.session.game.actions(self.session.state):
            if move.kind == kind:
                self.play(move)
                return

    # -- the window ----------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._banner is not None:
            self._banner.place()
        self.status_items.make_room()
        self.fit_toolbar()

    def fit_toolbar(self) -> None:
        """Words beside the toolbar's icons while they fit the window (a
        longer language, a narrow window); else the icons alone, their
        words in the tooltips, rather than buttons pushed into the overflow."""
        toolbar = self.toolbar
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        needed = 24  # the toolbar's margins and handle
        for action in toolbar.actions():
            if action.isSeparator():
                needed += 8
            elif action.isVisible() and (button := toolbar.widgetForAction(action)) is not None:
                needed += button.sizeHint().width() + toolbar.layout().spacing()
        if needed > self.width():
            toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._autoplay_timer.stop()
        self.solving.shutdown()
        self._save_held = False
        self.save()
        if self.save_problem and not self._close_unsaved():
            event.ignore()
            return
        keep_placement(self)
        super().closeEvent(event)

    # -- files: named saves, saving that fails, restoring ---------------------------------------
    def _start_first(self, session: Session, elapsed: float, flags: dict, restored) -> None:
        """Put the first game on the table. Restoring is all or nothing: a
        restored game the table cannot take is kept aside, reported, and a
        fresh deal starts."""
        if restored is None or restored.session is not session:
            self.start(session, elapsed, flags)
            return
        try:
            self.start(session, elapsed, flags)
        except Exception as exc:
            self.problem = " ".join(p for p in (self.problem, persistence.keep_damaged(restored, exc)) if p)
            self.start(new_session_or_default(session.game.id, random_deal()))

    def _build_file_actions(self, menu) -> None:
        self.open_action = menu.addAction(
            translate("MainWindow", "&Open…"), QKeySequence.StandardKey.Open, self.open_saved
        )
        self.save_action = menu.addAction(translate("MainWindow", "&Save"), QKeySequence("Ctrl+S"), self.save_to_file)
        self.save_action.setToolTip(translate("MainWindow", "Save the game to the file it came from (or choose one)"))
        self.save_as_action = menu.addAction(
            translate("MainWindow", "Save &As…"), QKeySequence.StandardKey.SaveAs, self.save_as
        )
        self.open_action.setIcon(action_icon("open"))
        self.save_action.setIcon(action_icon("save"))
        self.save_as_action.setIcon(action_icon("save"))

    def _saving_failed(self, exc: OSError) -> None:
        self.save_problem = i18n.fill(translate("MainWindow", "The game could not be saved: %1"), exc.strerror or exc)
        self.say(self.save_problem, 0)

    def _saving_works(self) -> None:
        if self.save_problem is not None:
            if self.statusBar().currentMessage() == self.save_problem:
                self.statusBar().clearMessage()
            self.save_problem = None

    def _report_settings_problem(self) -> None:
        problem = settings.take_problem()
        if problem:
            self.say(problem, 0)

    def _close_unsaved(self) -> bool:
        """Closing while the game cannot be saved: say so, and offer to save
        it elsewhere. True if the window may close."""
        answer = self._ask_unsaved()
        if answer == "save":
            return self.save_as()
        return answer == "discard"

    def _ask_unsaved(self) -> str:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, translate("MainWindow", "The game cannot be kept"), "", parent=self)
        box.setText(
            translate("MainWindow", "The game in progress could not be saved, so the play since then would be lost.")
        )
        box.setInformativeText(
            i18n.fill(translate("MainWindow", "%1.\n\nSave it to another place before closing?"), self.save_problem)
        )
        save = box.addButton(translate("MainWindow", "Save &Elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(
            translate("MainWindow", "&Close Without Saving"), QMessageBox.ButtonRole.DestructiveRole
        )
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        box.exec()
        return {save: "save", discard: "discard"}.get(box.clickedButton(), "cancel")

    def save_as(self) -> bool:
        """Save the game to a ``.cadogan`` file the player names; True if saved."""
        path = self._choose_save_path()
        if not path:
            return False
        if not path.endswith(persistence.SUFFIX):
            path += persistence.SUFFIX
        return self._write_file(Path(path), translate("MainWindow", "Save As"))

    def save_to_file(self) -> bool:
        """Save (Ctrl+S): write the game to the file it came from, or ask
        where as Save As does; True if saved."""
        if self.named.path is None:
            return self.save_as()
        return self._write_file(self.named.path, translate("MainWindow", "Save"))

    def _write_file(self, path: Path, what: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        try:
            persistence.write_named(path, self.session, None if self._untimed else self.elapsed())
        except OSError as exc:
            QMessageBox.warning(
                self,
                what,
                i18n.fill(translate("MainWindow", "The game could not be saved to %1: %2."), path, exc.strerror or exc),
            )
            return False
        self.named.came_from(path)
        self.say(i18n.fill(translate("MainWindow", "Saved to %1"), path))
        return True

    def open_saved(self) -> None:
        """Open a ``.cadogan`` file; a file that cannot be read changes nothing."""
        path = self._choose_open_path()
        if path:
            self.open_file(Path(path))

    def open_file(self, path: Path) -> bool:
        """Put a saved game on the table; True if opened. The game in
        progress is never lost: the game opened replaces it as an undo step
        (Undo brings it back), and one of another game is first kept on the
        shelf for its game, as choosing another game keeps it."""
        from PySide6.QtWidgets import QMessageBox

        restored = persistence.read_named(path)
        opened = restored.session
        if opened is None:
            QMessageBox.warning(
                self,
                translate("MainWindow", "Open"),
                restored.problem or i18n.fill(translate("MainWindow", "%1 cannot be opened."), path),
            )
            return False
        # The file's game counts for this player from their first move in it;
        # one already won is theirs who won it (never counted here).
        won = opened.is_won()
        flags = {**restored.flags, "counted": won, "won_recorded": won}
        left = self.session.game
        # Only a game the player has begun and not finished is worth a word when it is set aside.
        in_progress = player_moves(self.session) > 0 and not self.session.is_won()
        if opened.game.id != left.id:
            if not self._shelve():
                return False
            kept = self._kept(opened.game.id)
            if kept.session is None:
                self.start(opened, restored.elapsed, flags)
                self.named.came_from(path)
                if in_progress:
                    said = translate("MainWindow", "Opened %1; %2 was kept: choose it again to go on")
                else:
                    said = translate("MainWindow", "Opened %1")
                self.say(i18n.fill(said, path.name, game_title(left)), 0)
                return True
            self.start(kept.session, kept.elapsed, kept.flags)
        self.replace_deal(opened, i18n.fill(translate("MainWindow", "Open %1"), path.name), restored.elapsed, flags)
        self.named.came_from(path)
        if opened.game.id == left.id or not in_progress:
            self.say(i18n.fill(translate("MainWindow", "Opened %1: Undo brings back the deal before"), path.name), 0)
        else:
            self.say(
                i18n.fill(
                    translate("MainWindow", "Opened %1: Undo brings back the deal kept before; %2 was kept too"),
                    path.name,
                    game_title(left),
                ),
                0,
            )
        return True

    def _choose_save_path(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        suggested = Path(self._file_folder()) / f"{self.session.game.id}-deal-{self.session.deal}{persistence.SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Save game as"), str(suggested), file_filter()
        )
        return path

    def _choose_open_path(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open a saved game"), self._file_folder(), file_filter()
        )
        return path

    @staticmethod
    def _file_folder() -> str:
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return documents if documents and Path(documents).is_dir() else str(Path.home())


def _name_history(action: QAction, doing: str, nothing: str, text: str) -> None:
    """The tooltip of Undo or Redo: the move it takes back or plays again."""
    try:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        what = i18n.fill(doing, text) if text else nothing
        action.setToolTip(i18n.fill(translate("MainWindow", "%1 (%2)"), what, keys) if keys else what)
    except RuntimeError:  # the window is being taken down
        pass


def player_moves(session: Session) -> int:
    """The moves the player made (auto-play's are counted apart)."""
    return sum(1 for step in session.done if not step.auto)


def new_session(game_id: str, deal: int) -> Session:
    """Deal ``deal`` of a game, with the options the player chose for it."""
    return Session.new(game_id, deal, settings.game_options(game_id))


def new_session_or_default(game_id: str, deal: int) -> Session:
    try:
        return new_session(game_id, deal)
    except Exception:  # a game that cannot be loaded (e.g. a stale setting)
        return new_session(DEFAULT_GAME, deal)


def file_filter() -> str:
    """The file dialogs' filter for saved games."""
    return translate("MainWindow", "Cadogan games (*.cadogan);;All files (*)")
