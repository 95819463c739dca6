"""Groups chosen card by card: in a game whose groups are made by clicking
their cards one after another (``Game.select_by_click``: the Wheel's packet
of three pip cards and a court card), each card clicked rises and glows;
a click on a chosen card puts it back; a click anywhere else, Esc, a drag
or any change of the position clears the choice. As soon as the cards
chosen make a legal group it is played; until then the status bar says what
is missing, or what is wrong.

Nothing here judges: ``Game.selection`` says what the chosen cards make,
and the move is played through the window like any other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from .. import i18n
from ..core_texts import sentence

if TYPE_CHECKING:
    from ..window.window import MainWindow


class Selection(QObject):
    """The piles whose top cards are chosen, in the order chosen, for one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.piles: list[str] = []
        window.view.installEventFilter(self)
        window.view.drag_started.connect(self.clear)
        window.view.felt_clicked.connect(self.clear)

    @property
    def enabled(self) -> bool:
        session = self.window.session
        return session is not None and session.game.select_by_click

    def click(self, pile: str) -> bool:
        """A click on ``pile``: choose its top card, or put it back. False
        when the click is not about choosing (the game chooses no cards
        this way, or the pile has a click of its own, such as the pack, or
        is empty): the choice is then cleared and the click goes on as usual."""
        if not self.enabled:
            return False
        window = self.window
        session = window.session
        if window.click_move(pile) is not None or not session.state.piles.get(pile):
            self.clear()
            return False
        if pile in self.piles:
            self.piles.remove(pile)
            self._judge()
            return True
        _move, alone = session.game.selection(session.state, [pile])
        if not alone:  # this card can never be chosen now
            window.say(alone.reason)
            return True
        self.piles.append(pile)
        self._judge()
        return True

    def _judge(self) -> None:
        window = self.window
        session = window.session
        if not self.piles:
            self.clear()
            window.say(QCoreApplication.translate("Table", "Nothing chosen"))
            return
        move, verdict = session.game.selection(session.state, self.piles)
        if move is not None:
            self.forget()
            window.play(move)
            return
        cards = [session.state.piles[p][-1] for p in self.piles]
        window.scene.show_selected(cards)
        chosen = " ".join(card.label for card in cards)
        if verdict:
            if verdict.reason:
                window.say(
                    i18n.fill(QCoreApplication.translate("Table", "%1 chosen: %2"), chosen, sentence(verdict)), 0
                )
            else:
                window.say(i18n.fill(QCoreApplication.translate("Table", "%1 chosen"), chosen), 0)
        else:
            window.say(
                i18n.fill(
                    QCoreApplication.translate("Table", "%1: %2 (click a chosen card to put it back)"),
                    chosen,
                    sentence(verdict),
                ),
                0,
            )

    def clear(self) -> None:
        """Put every chosen card back (a click elsewhere, Esc, a drag)."""
        if not self.piles:
            return
        self.piles = []
        scene = self.window.scene
        scene.show_selected([])
        self.window.statusBar().clearMessage()

    def forget(self) -> None:
        """The position changed (or another deal is on the table): nothing is chosen."""
        self.piles = []
        if self.window.scene is not None:
            self.window.scene.forget_selected()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
            and self.piles
        ):
            self.clear()
            self.window.say(QCoreApplication.translate("Table", "Put back"))
            return True
        return False
