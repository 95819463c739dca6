"""Helpers for the table's tests: open a window, find a visible spot on a
card, drag with real mouse events over the view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPolygonF, QTransform
from PySide6.QtTest import QTest

from cadogan.core import MOVE, Move, Session
from cadogan.core.moves import COMBINED
from cadogan.ui.table.scene import CardItem, TableScene
from cadogan.ui.window.window import MainWindow


def open_window(qtbot, session: Session) -> MainWindow:
    window = MainWindow(session, restore=False)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    settle(qtbot, window)
    return window


def settle(qtbot, window: MainWindow) -> None:
    """Wait until no animation runs and no auto-play is pending."""
    qtbot.waitUntil(lambda: not window.scene.animating and not window._autoplay_timer.isActive(), timeout=30000)


def visible_point(scene: TableScene, item: CardItem) -> QPointF:
    """A scene point where ``item`` is the topmost card (nearest its centre)."""
    rect = item.boundingRect()
    best = None
    for i in range(1, 12):
        for j in range(1, 12):
            local = QPointF(rect.left() + rect.width() * i / 12, rect.top() + rect.height() * j / 12)
            point = item.mapToScene(local)
            if scene.card_at(point) is item:
                distance = (local - rect.center()).manhattanLength()
                if best is None or distance < best[0]:
                    best = (distance, point)
    assert best is not None, f"{item.card} is covered everywhere"
    return best[1]


def to_view(window: MainWindow, point: QPointF) -> QPoint:
    return window.view.mapFromScene(point)


def drag(window: MainWindow, start: QPointF, end: QPointF) -> None:
    """Press at ``start``, move in steps to ``end`` and release (scene points)."""
    viewport = window.view.viewport()
    a, b = to_view(window, start), to_view(window, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for k in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * (k / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(window: MainWindow, point: QPointF) -> None:
    QTest.mouseClick(
        window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, point)
    )


def lead_item(window: MainWindow, move: Move) -> CardItem:
    cards = window.session.state.piles[move.src]
    return window.scene.cards[cards[len(cards) - move.count]]


def partner(move: Move) -> str:
    """The pile a group or swap of two piles' cards is made by dropping on:
    the second source."""
    return move.sources[1]


def drag_move(window: MainWindow, move: Move) -> None:
    """Drag the cards of ``move`` so the lead card lands on the target's top
    place; for a group or swap of two piles (a pair), the first source's card
    onto the second's."""
    scene = window.scene
    lead = lead_item(window, move)
    start = visible_point(scene, lead)
    if move.kind in COMBINED:
        centre = scene.cards[window.session.state.piles[partner(move)][-1]].pos()
    else:
        centre, _rotation = scene.top_place(move.dst)
    drag(window, start, start + (centre - lead.pos()))


def card_polygon(scene: TableScene, centre: QPointF, rotation: float) -> QPolygonF:
    width, height = scene.card_size
    transform = QTransform().translate(centre.x(), centre.y()).rotate(rotation)
    return transform.map(
        QPolygonF.fromList(
            [
                QPointF(-width / 2, -height / 2),
                QPointF(width / 2, -height / 2),
                QPointF(width / 2, height / 2),
                QPointF(-width / 2, height / 2),
            ]
        )
    )


def assert_scene_follows(window: MainWindow) -> None:
    """Every card item is where the position puts it, face as it lies (a
    card picked up, such as one waiting for its place, raised above it)."""
    scene = window.scene
    for card, target in scene.targets().items():
        item = scene.cards[card]
        assert item.isVisible() == target.shown, card
        assert item.pile == target.pile, card
        assert item.face_up == target.up, card
        if target.shown:
            place = target.pos + (scene._lift_offset(target.rotation) if card in scene.lifted else QPointF())
            assert abs(item.pos().x() - place.x()) < 0.5 and abs(item.pos().y() - place.y()) < 0.5, card
            assert abs(item.rotation() - target.rotation) < 0.5, card


def playable_session(game_id: str, deals: range = range(1, 40)) -> tuple[Session, Move]:
    """A deal (turning the pack if need be) where a card can be dragged
    between two piles that are drawn."""
    from cadogan.ui.table.tablelayout import layout_for

    for deal in deals:
        session = Session.new(game_id, deal)
        layout = layout_for(session.game)
        for _ in range(8):
            moves = [
                m
                for m in session.legal_moves()
                if m.kind == MOVE and not layout.piles[m.src].hidden and not layout.piles[m.dst].hidden
            ]
            # A game whose cards only pair or swap: one card dropped on another.
            moves += [
                m
                for m in session.legal_moves()
                if m.kind in COMBINED and len(m.sources) == 2 and not any(layout.piles[p].hidden for p in m.sources)
            ]
            if moves:
                return session, moves[0]
            clicks = [m for m in session.legal_moves() if m.kind not in (MOVE, *COMBINED)]
            if not clicks:
                break
            session.play(clicks[0])
    raise AssertionError(f"no deal of {game_id} offers a drag")


def assert_toolbar_whole(window: MainWindow) -> None:
    """Every visible toolbar action shows as a button inside the bar, none pushed into the overflow menu."""
    toolbar = window.toolbar
    for action in toolbar.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        button = toolbar.widgetForAction(action)
        assert button is not None and button.isVisible(), action.text()  # not in the overflow menu
        assert toolbar.rect().contains(button.geometry()), action.text()
