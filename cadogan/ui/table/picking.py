"""Moves without dragging: pick cards up with a click (or Enter/Space on the
keyboard's pile) and put them down with another; the arrow keys move a
visible focus between the piles in the layout's reading order.

Nothing here judges a move: picking up asks the game whether the cards may be
lifted, the marked targets are the session's legal moves, and putting down
asks ``Session.check`` and plays through the window like a drop. A card put
down (or dropped) on another card may join it in a group or a swap where the
game has one (``joined_move``): a pair is made by clicking one card and then
its partner, or by dragging one onto the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

from ...core import MOVE, Move, Session
from ...core.moves import COMBINED
from ...layout.model import CARD_HEIGHT, Layout
from .. import i18n
from ..core_texts import pile_name

if TYPE_CHECKING:
    from ..window.window import MainWindow

ROW = CARD_HEIGHT / 2  # piles closer in height than half a card read as one row
KEYS_NEXT = {Qt.Key.Key_Right: 1, Qt.Key.Key_Left: -1}
KEYS_ACROSS = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1}
KEYS_ACT = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


def partners(session: Session, pile: str) -> set[str]:
    """The piles whose top card the top card of ``pile`` may be dropped on
    to make a legal group or swap of the two (a pair, Cæsar's swap)."""
    return {
        other
        for m in session.legal_moves()
        if m.kind in COMBINED and len(m.sources) == 2 and pile in m.sources
        for other in m.sources
        if other != pile
    }


def targets(session: Session, pile: str, count: int) -> set[str]:
    """Where the top ``count`` cards of ``pile`` may be dropped: the legal
    moves' places, and (one card) the partners it may join."""
    found = {m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == pile and m.count == count}
    return found | partners(session, pile) if count == 1 else found


def joined_move(session: Session, src: str, dst: str, count: int) -> Move:
    """What a drop (or a put-down) of the top ``count`` cards of ``src`` on
    ``dst`` means: where a single card lands on another and the game has
    groups or swaps taking the two (``Game.joining``), the first legal one,
    else the first (so the player hears why not); otherwise the cards
    carried onto ``dst``."""
    if count == 1 and session.state.piles.get(dst):
        candidates = session.game.joining(session.state, src, dst)
        for move in candidates:
            if session.check(move) is None:
                return move
        if candidates:
            return candidates[0]
    return Move(MOVE, src, dst, count)


def reading_order(layout: Layout) -> list[str]:
    """The drawn piles row by row, top to bottom, each row left to right (a
    row may arch: each pile joins the row of the one just above it)."""
    piles = sorted((p for p in layout.piles.values() if not p.hidden), key=lambda p: (p.y, p.x))
    rows: list[list] = []
    for pile in piles:
        if rows and pile.y - rows[-1][-1].y < ROW:
            rows[-1].append(pile)
        else:
            rows.append([pile])
    return [p.id for row in rows for p in sorted(row, key=lambda p: p.x)]


class Picker(QObject):
    """The cards held by a click, and the keyboard's pile, for one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.held: tuple[str, int] | None = None  # (pile, count) picked up
        self.focus: str | None = None  # the keyboard's pile, once the keyboard is used
        window.view.installEventFilter(self)
        window.view.drag_started.connect(self.drop_held)

    # -- picking up and putting down ----------------------------------------------------
    def pick_up(self, pile: str, count: int) -> bool:
        """Hold the top ``count`` cards of ``pile`` if the game lets them be lifted."""
        session, scene = self.window.session, self.window.scene
        cards = session.state.piles[pile]
        if count <= 0 or count > len(cards):
            return False
        verdict = session.game.can_lift(session.state, pile, count)
        if not verdict:
            self.window.say(verdict.reason)
            return False
        self.held = (pile, count)
        held = cards[-count:]
        scene.lift(held)
        places = targets(session, pile, count)
        scene.show_targets(places)
        if places and places <= partners(session, pile):
            where = QCoreApplication.translate("Table", "choose the card it goes with")
        else:
            where = QCoreApplication.translate("Table", "choose where to put it")
        if count > 1:
            text = i18n.fill(
                QCoreApplication.translate("Table", "%1 and %2 more picked up: %3 (Esc puts it back)"),
                held[0].label,
                count - 1,
                where,
            )
        else:
            text = i18n.fill(
                QCoreApplication.translate("Table", "%1 picked up: %2 (Esc puts it back)"), held[0].label, where
            )
        self.window.say(text, 0)
        self.show_focus()
        return True

    def waiting(self) -> str | None:
        """The pile whose top card waits for the player to place it (the card
        just turned, ``Game.waiting_pile``), if any."""
        session = self.window.session
        pile = session.game.waiting_pile(session.state)
        return pile if pile is not None and session.state.piles[pile] else None

    def lift_waiting(self) -> None:
        """Before the table shows a new position: a card waiting for its
        place is drawn picked up, so it glides straight to its raised place."""
        pile = self.waiting()
        if pile is not None:
            self.window.scene.lifted = {self.window.session.state.piles[pile][-1]}

    def hold_waiting(self) -> None:
        """Hold the card waiting for its place, as if the player had picked it
        up: its legal places are marked, and a click on one (or a drop) places it."""
        pile = self.waiting()
        if pile is None or self.held is not None:
            return
        session, scene = self.window.session, self.window.scene
        card = session.state.piles[pile][-1]
        self.held = (pile, 1)
        scene.lifted = {card}
        scene.cast_shadow(scene.cards[c] for c in scene.lifted | scene.pinned)
        if not scene.animating:
            scene.sync(animate=False)
        scene.show_targets(m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == pile and m.count == 1)
        self.window.say(
            i18n.fill(QCoreApplication.translate("Table", "%1 turned: choose where to put it"), card.label), 0
        )

    def put_down(self, pile: str, count: int = 0) -> None:
        """Play the held cards onto ``pile``; an illegal place says why and keeps them.
        Their own pile puts them back (or, clicked lower, picks up from there);
        a card waiting for its place stays held."""
        src, held = self.held
        if pile == src and src == self.waiting():
            self.window.say(
                i18n.fill(
                    QCoreApplication.translate("Table", "Choose a place for the %1"),
                    self.window.session.state.top(src).label,
                )
            )
            return
        if pile == src:
            self.drop_held()
            if count and count != held:
                self.pick_up(pile, count)
            else:
                self.window.say(QCoreApplication.translate("Table", "Put back"))
            return
        move = joined_move(self.window.session, src, pile, held)
        reason = self.window.session.check(move)
        if reason is not None:
            self.window.say(reason)
            return
        self.drop_held()
        self.window.play(move)

    def drop_held(self) -> None:
        """Put the held cards back where they lie (no move)."""
        if self.held is None:
            return
        self.held = None
        scene = self.window.scene
        scene.hide_targets()
        scene.lift(())
        self.show_focus()

    def forget(self) -> None:
        """The position changed (or another deal is on the table): hold nothing."""
        self.held = None
        scene = self.window.scene
        if scene is not None:
            scene.lifted = set()
            scene.hide_targets()
            scene.cast_shadow(())

    # -- the keyboard --------------------------------------------------------------------
    def show_focus(self) -> None:
        scene = self.window.scene
        if scene is None:
            return
        if self.focus is not None and self.focus not in scene.layout.piles:
            self.focus = None  # another game
        scene.show_focus(self.focus)
        if self.focus is not None:
            self.window.view.reveal(self.focus)  # a scrolled table scrolls to it

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Arrows and Enter may come from the keypad; any other modifier is a shortcut's.
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            return self.key(Qt.Key(event.key()))
        return False

    def key(self, key: Qt.Key) -> bool:
        """Act on a key; True if it was one of ours."""
        if key == Qt.Key.Key_Escape:
            if self.held is None:
                return False
            self.drop_held()
            self.window.say(QCoreApplication.translate("Table", "Put back"))
            return True
        if key not in KEYS_NEXT and key not in KEYS_ACROSS and key not in KEYS_ACT:
            return False
        order = reading_order(self.window.scene.layout)
        if not order:
            return False
        if self.focus not in order:  # the first key shows where the focus is
            self.focus = self.held[0] if self.held else order[0]
        elif key in KEYS_NEXT:
            self.focus = order[(order.index(self.focus) + KEYS_NEXT[key]) % len(order)]
        elif key in KEYS_ACROSS:
            self.focus = self._across(self.focus, KEYS_ACROSS[key]) or self.focus
        else:
            self.act(self.focus)
        self.show_focus()
        if key not in KEYS_ACT:  # (acting says what it did, or why not)
            self.window.speech.focus_moved(self.window.session, self.focus)
        return True

    def _across(self, pile: str, direction: int) -> str | None:
        """The nearest drawn pile in the row below (1) or above (-1)."""
        piles = self.window.scene.layout.piles
        here = piles[pile]
        best: tuple[float, str] | None = None
        for other in piles.values():
            rise = (other.y - here.y) * direction
            if other.hidden or rise < ROW:
                continue
            score = rise + 2 * abs(other.x - here.x)
            if best is None or score < best[0]:
                best = (score, other.id)
        return best[1] if best else None

    def act(self, pile: str) -> None:
        """Enter or Space on ``pile``: put down what is held, play the pile's
        own click (the pack), or pick up its cards."""
        if self.held is not None:
            self.put_down(pile)
            return
        window = self.window
        if window.selection.click(pile):  # a card chosen for a group, or put back
            return
        if window.click_move(pile) is not None:
            window.on_click(pile, 0)
            return
        count = self._count(pile)
        if count:
            self.pick_up(pile, count)
        else:
            window.say(
                i18n.fill(
                    QCoreApplication.translate("Table", "Nothing to pick up from the %1"),
                    pile_name(window.session.game.pile_title(pile)),
                )
            )

    def _count(self, pile: str) -> int:
        """How many cards the keyboard picks up: the most that some legal move
        carries, else the fewest the game lets be lifted."""
        session = self.window.session
        counts = [m.count for m in session.legal_moves() if m.kind == MOVE and m.src == pile]
        if counts:
            return max(counts)
        size = session.state.size(pile)
        for count in range(1, size + 1):
            if session.game.can_lift(session.state, pile, count):
                return count
        return min(1, size)
