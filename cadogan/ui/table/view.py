"""The view over the table: fits the whole tableau to the window and turns
mouse gestures into requests (drag a card, click a pile, double-click a card).

Every question goes to the rules core: a drag starts only if the game lets the
cards be lifted, the highlighted targets are the destinations of the session's
legal moves for those cards, and the drop is decided by the window, which
plays the move through the session.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QPointF,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QCursor, QHelpEvent, QPainter, QTransform
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QToolTip, QWidget

from ...core import MOVE, Move
from ...layout.extent import Box, contains, union
from .. import i18n
from ..core_texts import sentence
from .picking import targets
from .scene import MARGIN, Z_DRAGGED, CardItem, TableScene, animations_enabled

if TYPE_CHECKING:  # (annotations only: not imported at start)
    from PySide6.QtGui import QMouseEvent, QResizeEvent

REFIT_MS = 220
COMFORTABLE = 90  # card width (px) at a fixed zoom of 100%
# A table fitted to every place its game will use from the deal keeps cards
# at least this wide (px; a twelfth of the view's height within these bounds),
# else it is fitted to what the position shows and grows as it must.
FLOOR_MIN, FLOOR_MAX = 40, 60


def pixel_step(dpr: float) -> int:
    """The fewest logical pixels (at most 8) that come closest to a whole
    number of device pixels at ``dpr``: 1 at 100% and 200%, 2 at 150%, 4 at
    125%. (The denominator of dpr's nearest fraction over at most 8.)"""
    best, step = math.inf, 1
    for q in range(1, 9):
        miss = abs(dpr * q - round(dpr * q)) / q
        if miss < best - 1e-12:
            best, step = miss, q
    return step


class Drag:
    """Cards held by the mouse: the pile they came from and their offsets."""

    def __init__(self, src: str, count: int, items: list[CardItem], press: QPointF) -> None:
        self.src = src
        self.count = count
        self.items = items
        self.press = press
        self.starts = [item.pos() for item in items]
        self.targets: set[str] = set()


class TableView(QGraphicsView):
    move_requested = Signal(object)  # Move: the player dropped cards on a pile
    pile_clicked = Signal(str, int)  # the pile, and how many cards lie from the clicked one up (0: none)
    pile_double_clicked = Signal(str)
    felt_clicked = Signal()  # a click on no pile at all
    message = Signal(str)  # a reason for the status bar
    drag_started = Signal()
    pile_hovered = Signal(object)  # str | None: the pile under the pointer (no button held)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # The viewport is made here, in Python: asked for one Qt made, PySide
        # would look through every widget class it knows to name the object's
        # type (about a tenth of an empty window's start).
        self.setViewport(QWidget())
        self.setFrameShape(QFrame.Shape.NoFrame)
        # The table is the plate's figure: never mirrored, even where the
        # window's chrome is laid out right to left (Arabic).
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMouseTracking(True)  # hovering the pack tells what a click does
        self.hovered: str | None = None  # the pile under the pointer
        self.click_tip = ""  # what a click on the hovered pile does ("" if nothing)
        self._hover_point: QPointF | None = None  # the pointer's last place (viewport)
        self._press: QPointF | None = None  # scene point of a pending press
        self._press_pile: str | None = None
        self._press_item: CardItem | None = None
        self.drag: Drag | None = None
        self._box: Box | None = None  # the part of the table fitted to the window
        self._fitting = False
        self._refit: QVariantAnimation | None = None
        self._refit_whole = False  # the next change fits the position afresh (after a re-deal)
        self._box_fresh = False  # the box is the one chosen for the position (not grown since)
        self.zoom: float | None = None  # None: fit the window; else a fixed card size, with scrolling
        self._edge_scroll = QTimer(self)  # a drag held near the edge of a scrolled table scrolls it
        self._edge_scroll.setInterval(30)
        self._edge_scroll.timeout.connect(self._scroll_at_edge)
        self._drag_point: QPointF | None = None  # the pointer during a drag (viewport)

    def table(self) -> TableScene | None:
        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    # -- fitting -------------------------------------------------------------------
    def set_zoom(self, zoom: float | None) -> None:
        """Fit the table to the window (None), or show cards ``zoom`` times
        :data:`COMFORTABLE` wide, with scroll bars when the table is larger."""
        self.zoom = zoom
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if zoom is None else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)
        self._box = None
        self.fit()

    def _apply_fixed(self, box: Box) -> None:
        """Cards at the fixed zoom; the scene rect is ``box``, or the viewport
        when that is larger (the table centred, its corner on whole pixels)."""
        table = self.table()
        assert table is not None and self.zoom is not None
        unit = max(8.0, float(round(COMFORTABLE * self.zoom)))
        left, top, right, bottom = box
        viewport = self.viewport().size()
        width = max(math.ceil((right - left) * unit), viewport.width())
        height = max(math.ceil((bottom - top) * unit), viewport.height())
        step = pixel_step(self.devicePixelRatioF())
        x0 = math.floor((((left + right) / 2 + MARGIN) * unit - width / 2) / step) * step
        y0 = math.floor((((top + bottom) / 2 + MARGIN) * unit - height / 2) / step) * step
        self._fitting = True
        try:
            table.set_unit(unit, self.devicePixelRatioF())
            self.resetTransform()
            self.setSceneRect(QRectF(x0, y0, width, height))
        finally:
            self._fitting = False

    def fit(self) -> None:
        """Scale the table so what the position shows, with room for its
        packets to grow (``ROOM`` cards each), fills the window. The box kept
        from the last fit is reused while the position still fits in it, so
        the cards do not jump on every move; see :meth:`_content_changed`."""
        table = self.table()
        if table is None or self.window().isHidden():
            return  # fitted when the window shows (its size is not known before)
        self._stop_refit()
        if self._box is None:
            self._box = self._start_box()
            self._box_fresh = True
        if self.zoom is not None:
            self._apply_fixed(self._box)
            return
        self._apply_box(self._box)

    def _start_box(self) -> Box:
        """The box a position is fitted to when it is put on the table: every
        place the game will use (rows and circles still to deal) when the
        cards stay at least the floor wide, so the table need not move while
        the player deals; else what the position shows, with room to grow.
        The table is first drawn in the plate's own arrangement if its
        layout has one and the window has room for it (TableScene.arrange_for)."""
        table = self.table()
        assert table is not None
        if self.zoom is None:  # the plate's own arrangement where the window has room for it
            table.arrange_for(lambda box: self._fitted(box)[0])
        else:
            table.use_layout(table.base_layout)
        whole = table.content_box(None, places=True)
        if self.zoom is not None:
            return whole
        floor = min(FLOOR_MAX, max(FLOOR_MIN, self.viewport().height() / 12))
        if self._fitted(whole)[0] >= floor:
            return whole
        return table.content_box(None)

    def _fitted(self, box: Box) -> tuple[float, QRectF]:
        """The card width and the view's scene rect that show ``box`` centred
        (the corner on a whole device pixel, so the cards stay crisp)."""
        table = self.table()
        assert table is not None
        left, top, right, bottom = box
        viewport = self.viewport().size()
        unit = max(8.0, min(viewport.width() / (right - left), viewport.height() / (bottom - top)) - 0.5)
        unit = max(8.0, float(round(unit)))
        # The view scrolls by whole logical pixels: the corner must be a whole
        # logical pixel that is also a whole device pixel (a multiple of 2 at
        # 150%), or every card would be drawn half a pixel off.
        step = pixel_step(self.devicePixelRatioF())
        cx = ((left + right) / 2 + MARGIN) * unit
        cy = ((top + bottom) / 2 + MARGIN) * unit
        x0 = math.floor((cx - viewport.width() / 2) / step) * step
        y0 = math.floor((cy - viewport.height() / 2) / step) * step
        return unit, QRectF(x0, y0, viewport.width(), viewport.height())

    def _apply_box(self, box: Box) -> None:
        table = self.table()
        if table is None:
            return
        self._fitting = True
        try:
            unit, rect = self._fitted(box)
            table.set_unit(unit, self.devicePixelRatioF())
            self.resetTransform()
            self.setSceneRect(rect)
        finally:
            self._fitting = False

    def refit_after_redeal(self) -> None:
        """A re-deal gathers the packets and lays them out again (or an undo
        took back what made the table grow): the next change fits the
        position afresh, smaller or larger, so the cards grow back."""
        self._refit_whole = True

    def _content_changed(self) -> None:
        """After a move: if a pile has grown out of the fitted box, fit a
        larger one, zooming smoothly. The box never shrinks between moves
        (cards would jump), only after a re-deal."""
        table = self.table()
        if self._fitting or table is None or self._box is None:
            return
        if self._refit_whole:
            self._refit_whole = False
            box = self._start_box()
            if box == self._box:
                return
            self._box_fresh = True
        elif contains(self._box, table.content_box(0)):
            return
        else:
            box = union(self._box, table.content_box(None))
            self._box_fresh = False
        if self.zoom is not None:  # a fixed size: only the scrolled area changes
            self._box = box
            self.fit()
            return
        old_unit, old_rect = self._fitted(self._box)
        self._box = box
        new_unit, new_rect = self._fitted(self._box)
        if not animations_enabled() or self._refit is not None:
            self.fit()
            return
        # Zoom the current picture (cheap), then draw the faces at the new size.
        ratio = new_unit / table.unit
        target = QRectF(new_rect.x() / ratio, new_rect.y() / ratio, new_rect.width() / ratio,
                        new_rect.height() / ratio)  # fmt: skip
        start = QRectF(old_rect) if abs(old_unit - table.unit) < 0.5 else self.mapToScene(
            self.viewport().rect()).boundingRect()  # fmt: skip
        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(REFIT_MS)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(value: float) -> None:
            rect = QRectF(
                start.x() + (target.x() - start.x()) * value,
                start.y() + (target.y() - start.y()) * value,
                start.width() + (target.width() - start.width()) * value,
                start.height() + (target.height() - start.height()) * value,
            )
            self.setSceneRect(rect)
            scale = self.viewport().width() / rect.width()
            self.setTransform(QTransform.fromScale(scale, scale))

        anim.valueChanged.connect(step)
        anim.finished.connect(self.fit)
        self._refit = anim
        anim.start()

    @property
    def refitting(self) -> bool:
        return self._refit is not None

    def _stop_refit(self) -> None:
        if self._refit is not None:
            anim, self._refit = self._refit, None
            anim.stop()
            anim.deleteLater()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._box_fresh:
            self._box = None  # chosen for the old size: choose again for this one
        self.fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.fit()  # moved to a screen of another density: re-render the faces for it

    def setScene(self, scene) -> None:
        self.cancel_drag()
        super().setScene(scene)
        self._box = None  # a new table: fit what it shows
        if isinstance(scene, TableScene):
            scene.settled.connect(self.refresh_hover)
            # Queued: the view re-fits after the scene has finished placing the cards.
            scene.changed.connect(self._content_changed, Qt.ConnectionType.QueuedConnection)
        self.fit()

    # -- the mouse -------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        table = self.table()
        if table is None or event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        if self.drag is not None:  # a press while dragging (lost release): drop back
            self.cancel_drag()
        # Cards still gliding land now, so the press finds them where they
        # belong (a glide leaving the pack must not catch the next click).
        table.finish_animation()
        point = self.mapToScene(event.position().toPoint())
        self._press = point
        self._press_item = table.card_at(point)
        self._press_pile = table.pile_at(point)
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        table = self.table()
        if table is not None and self._press is None and self.drag is None:
            self._hover_point = event.position()
            self._set_hovered(table.pile_at(self.mapToScene(event.position().toPoint())))
            return super().mouseMoveEvent(event)
        if table is None or self._press is None:
            return super().mouseMoveEvent(event)
        point = self.mapToScene(event.position().toPoint())
        if self.drag is None:
            distance = (point - self._press).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            if not self._begin_drag():
                self._press = None
                return
        self._follow(point)
        self._drag_point = event.position()
        if self.zoom is not None and not self._edge_scroll.isActive():
            self._scroll_at_edge()
            self._edge_scroll.start()
        event.accept()

    def reveal(self, pile_id: str) -> None:
        """Scroll a table larger than the window so ``pile_id``'s top card
        (or its place) is in sight (the keyboard's focus went there)."""
        table = self.table()
        if table is None or self.zoom is None:
            return
        pos, _rotation = table.rest_place(pile_id)
        width, height = table.card_size
        side = max(width, height)  # whichever way it lies
        self.ensureVisible(QRectF(pos.x() - side / 2, pos.y() - side / 2, side, side), 8, 8)

    def _scroll_at_edge(self) -> None:
        """While cards are held near an edge of a table larger than the
        window, scroll that way (the cards go along)."""
        point = self._drag_point
        if self.drag is None or point is None:
            self._edge_scroll.stop()
            return
        edge = max(12, self.viewport().width() // 20)
        step = max(4, edge // 2)
        dx = -step if point.x() < edge else step if point.x() > self.viewport().width() - edge else 0
        dy = -step if point.y() < edge else step if point.y() > self.viewport().height() - edge else 0
        bars = self.horizontalScrollBar(), self.verticalScrollBar()
        before = [bar.value() for bar in bars]
        bars[0].setValue(before[0] + dx)
        bars[1].setValue(before[1] + dy)
        if [bar.value() for bar in bars] == before:
            self._edge_scroll.stop()
            return
        self._follow(self.mapToScene(point.toPoint()))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        table = self.table()
        if table is None or event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        point = self.mapToScene(event.position().toPoint())
        if self.drag is not None:
            self._follow(point)
            self._drop()
        elif self._press is not None and self._press_pile is not None:
            self.pile_clicked.emit(self._press_pile, self._clicked_count())
        elif self._press is not None:
            self.felt_clicked.emit()
        self._press = None
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        table = self.table()
        if table is None or event.button() != Qt.MouseButton.LeftButton:
            return super().mouseDoubleClickEvent(event)
        table.finish_animation()
        point = self.mapToScene(event.position().toPoint())
        pile = table.pile_at(point)
        self._press = None
        covered = self._covered_card_reason(table, point, pile)
        if covered is not None:
            self.message.emit(covered)
        elif pile is not None:
            self.pile_double_clicked.emit(pile)
        event.accept()

    @staticmethod
    def _covered_card_reason(table: TableScene, point: QPointF, pile: str | None) -> str | None:
        """Why a double-click on a card under the top one sends nothing home
        (the rules' reason it cannot be lifted, or that only a top card goes
        home this way); None when the top card or no card was hit."""
        item = table.card_at(point)
        if item is None or pile is None:
            return None
        cards = table.session.state.piles[pile]
        if item.card not in cards or cards[-1] == item.card:
            return None
        count = len(cards) - cards.index(item.card)
        verdict = table.session.game.can_lift(table.session.state, pile, count)
        if not verdict:
            return sentence(verdict)
        return i18n.fill(
            QCoreApplication.translate("Table", "A double-click sends only the top card home, not the %1"),
            item.card.label,
        )

    def _clicked_count(self) -> int:
        """How many cards lie from the pressed card to the top of its pile."""
        table, item = self.table(), self._press_item
        if table is None or item is None:
            return 0
        cards = table.session.state.piles.get(item.pile, [])
        return len(cards) - cards.index(item.card) if item.card in cards else 0

    # -- hovering --------------------------------------------------------------------------
    def _set_hovered(self, pile: str | None, force: bool = False) -> None:
        if pile != self.hovered or force:
            self.hovered = pile
            self.pile_hovered.emit(pile)

    def refresh_hover(self) -> None:
        """The position changed under a still pointer: ask again what lies there."""
        table = self.table()
        if table is None or self._hover_point is None or self.drag is not None:
            return
        if table.animating:  # ask once the cards have landed (the scene says so)
            return
        self._set_hovered(table.pile_at(self.mapToScene(self._hover_point.toPoint())), force=True)

    def show_click_tip(self, tip: str) -> None:
        """Say what a click on the hovered pile does: a pointing hand and a
        tooltip when it does something, the ordinary arrow otherwise."""
        changed = tip != self.click_tip
        self.click_tip = tip
        if tip:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            if changed and QToolTip.isVisible():  # the old tip is still up: say the new one
                QToolTip.showText(QCursor.pos(), tip, self.viewport())
        else:
            self.viewport().unsetCursor()
            QToolTip.hideText()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            if self.click_tip:
                QToolTip.showText(event.globalPos(), self.click_tip, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        if event.type() == QEvent.Type.Leave:
            self._hover_point = None
            self._set_hovered(None)
        return super().viewportEvent(event)

    # -- dragging ----------------------------------------------------------------------
    def _begin_drag(self) -> bool:
        table = self.table()
        item = self._press_item
        if table is None or item is None or not item.isVisible():
            return False
        session = table.session
        state = session.state
        pile = item.pile
        cards = state.piles[pile]
        if item.card not in cards:
            return False
        count = len(cards) - cards.index(item.card)
        verdict = session.game.can_lift(state, pile, count)
        if not verdict:
            self.message.emit(sentence(verdict))
            return False
        table.finish_animation()
        items = [table.cards[card] for card in cards[-count:]]
        self.drag = Drag(pile, count, items, self._press)
        table.pinned = {i.card for i in items}
        for index, dragged in enumerate(items):
            dragged.setZValue(Z_DRAGGED + index)
        # The same legal moves serve drags, hints and auto-play.
        self.drag.targets = targets(session, pile, count)  # (and partners a card may join)
        self.drag_started.emit()  # (a card picked up by a click is put down)
        table.clear_highlights()
        # The targets stay marked and the cards cast a shadow until they are let go.
        table.show_targets(self.drag.targets)
        table.cast_shadow(items)
        return True

    def _follow(self, point: QPointF) -> None:
        drag = self.drag
        shift = point - drag.press
        for item, start in zip(drag.items, drag.starts, strict=True):
            item.setPos(start + shift)

    def drop_target(self) -> str | None:
        """The pile the held cards are over: the legal target they cover most,
        else the pile they cover most (so the player hears why not)."""
        table, drag = self.table(), self.drag
        lead = drag.items[0]
        polygon = lead.mapToScene(lead.boundingRect())
        best_legal, best_any = (0.0, None), (0.0, None)
        for pile in table.layout.piles:
            if pile == drag.src:
                continue
            area = table.overlap(pile, polygon)
            if area <= 0:
                continue
            if pile in drag.targets and area > best_legal[0]:
                best_legal = (area, pile)
            if area > best_any[0]:
                best_any = (area, pile)
        return best_legal[1] or best_any[1]

    def _drop(self) -> None:
        table, drag = self.table(), self.drag
        target = self.drop_target()
        self.drag = None
        self._let_go(table)
        if target is None:
            table.sync(animate=True)  # glide back
            return
        self.move_requested.emit(Move(MOVE, drag.src, target, drag.count))

    def cancel_drag(self) -> None:
        table = self.table()
        self._press = None
        if self.drag is None:
            return
        self.drag = None
        if table is not None:
            self._let_go(table)
            table.sync(animate=True)

    def _let_go(self, table: TableScene) -> None:
        table.pinned = set()
        table.hide_targets()
        table.cast_shadow(table.cards[c] for c in table.lifted)

    @property
    def dragging(self) -> bool:
        return self.drag is not None
