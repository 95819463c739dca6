"""The card table as a QGraphicsScene: felt, decorations, placeholders and
one item per physical card.

Scene coordinates are device-independent pixels: the view tells the scene how
many pixels a card width is (:meth:`TableScene.set_unit`) and the scene places
everything from the layout (in card widths) and draws the cards from pixmaps
rendered at exactly that size, so they stay crisp at any window size. The
scene only shows the position; it never changes it (the window plays moves
through the session and then calls :meth:`TableScene.sync`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsDropShadowEffect,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...core import MOVE, Card, Move, Session, State
from ...core.moves import COMBINED
from ...layout.extent import Box, content_box
from ...layout.model import CARD_HEIGHT, FAINT, NO_PLACEHOLDER, OUTLINE, Decoration, Layout, PileLayout, card_placements
from ..core_texts import table_word
from .cardfaces import CardFaces, paint_placeholder

if TYPE_CHECKING:  # (annotations only: not imported at start)
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

MARGIN = 0.15  # felt around the table, in card widths
ANIMATION_MS = 150
STAGE_MS = 240  # each glide of a re-deal (gather, shuffle, deal): a little slower, to be followed
FELT = QColor("#2f6b3b")
FELT_LIGHT = QColor("#3c8149")
INK = QColor(235, 240, 225, 200)  # decorations and placeholders
FAINT_INK = QColor(235, 240, 225, 90)  # faint placeholders
HIGHLIGHT = QColor(255, 214, 64)
HINT = QColor(120, 220, 255)  # the cards a hint would move
HINT_TARGET = QColor(150, 255, 150)  # where they would go
SELECTED = QColor(255, 190, 70)  # cards chosen one by one for a group (the Wheel's packet)
FOCUS = QColor(255, 255, 255)  # the keyboard's pile
# The plate's own arrangement of a layout ([plate]) is drawn when it keeps cards at least this wide (pixels).
PLATE_FLOOR = 60
LIFT = 0.12  # how far a picked-up card rises, in card widths

# z bands: decorations < placeholders < cards < highlights < moving < dragged
Z_DECORATION = -1e7
Z_PLACEHOLDER = -1e6
Z_HIGHLIGHT = 5e6
Z_MOVING = 6e6
Z_DRAGGED = 8e6

_faces: CardFaces | None = None
_animations = True


def animations_enabled() -> bool:
    """False when the player asked for reduced motion (Settings)."""
    return _animations


def set_animations(on: bool) -> None:
    global _animations
    _animations = on


_felt = (FELT, FELT_LIGHT)


def felt() -> tuple[QColor, QColor]:
    """The table's colour: its edge and its lighter centre (Settings)."""
    return _felt


def set_felt(edge: QColor, centre: QColor) -> None:
    """Colour tables from now on (an open one: :meth:`TableScene.paint_felt`)."""
    global _felt
    _felt = (QColor(edge), QColor(centre))


def shared_faces() -> CardFaces:
    """One CardFaces for the whole app, so its pixmap cache is shared."""
    global _faces
    if _faces is None:
        _faces = CardFaces()
    return _faces


class Target:
    """Where a card should be: centre (scene px), rotation, z, face, shown."""

    __slots__ = ("pile", "pos", "rotation", "shown", "up", "z")

    def __init__(self, pile: str, pos: QPointF, rotation: float, z: float, up: bool, shown: bool) -> None:
        self.pile = pile
        self.pos = pos
        self.rotation = rotation
        self.z = z
        self.up = up
        self.shown = shown


class CardItem(QGraphicsPixmapItem):
    """One physical card. Its position is the card's centre; it rotates about it."""

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card
        self.face_up = True
        self.pile = ""
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse

    def set_pixmap_centred(self, pixmap) -> None:
        size = pixmap.deviceIndependentSize()
        self.setPixmap(pixmap)
        self.setOffset(-size.width() / 2, -size.height() / 2)


class PlaceholderItem(QGraphicsItem):
    """The place of a pile: an outline (or a letter) drawn when it is empty,
    and the pile's hit area when it has no cards."""

    def __init__(self, pile: PileLayout) -> None:
        super().__init__()
        self.pile_id = pile.id
        self.style = pile.placeholder
        self.text: str | None = None  # the rules' text for the empty place (Game.place_text), if any
        self.rect = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Drawn once per size (antialiased outline and letter), not on every paint of the table.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(-width / 2, -height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.style == NO_PLACEHOLDER:
            return
        faint = self.style == FAINT
        text = "" if self.style in (OUTLINE, FAINT, "") else self.style
        if self.text is not None:
            text = self.text
        paint_placeholder(
            painter,
            self.rect,
            text,
            FAINT_INK if faint else INK,
            line=0.012 if faint else 0.025,
            fill_alpha=12 if faint else 28,
        )


class ArrowItem(QGraphicsPathItem):
    """An arrow from a hint's cards to where they would go."""

    def __init__(self, start: QPointF, end: QPointF, width: float) -> None:
        super().__init__()
        length = math.hypot(end.x() - start.x(), end.y() - start.y())
        path = QPainterPath()
        if length > 1:
            ux, uy = (end.x() - start.x()) / length, (end.y() - start.y()) / length
            head = width * 0.35
            tip = QPointF(end.x() - ux * width * 0.25, end.y() - uy * width * 0.25)
            path.moveTo(start)
            path.lineTo(tip)
            for side in (1, -1):
                path.moveTo(tip)
                path.lineTo(tip.x() - head * (ux + side * uy * 0.6), tip.y() - head * (uy - side * ux * 0.6))
        self.setPath(path)
        pen = QPen(HINT_TARGET, max(2.0, width * 0.07))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.setPen(pen)
        self.setZValue(Z_HIGHLIGHT + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class HighlightItem(QGraphicsPathItem):
    """A glowing outline over a card or an empty place."""

    def __init__(self, colour: QColor, width: float, height: float, pos: QPointF, rotation: float) -> None:
        super().__init__()
        path = QPainterPath()
        radius = width * 0.08
        path.addRoundedRect(QRectF(-width / 2, -height / 2, width, height), radius, radius)
        self.setPath(path)
        fill = QColor(colour)
        fill.setAlpha(60)
        self.setBrush(fill)
        self.setPen(QPen(colour, max(2.0, width * 0.06)))
        self.setPos(pos)
        self.setRotation(rotation)
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)


class TableScene(QGraphicsScene):
    """Draws one session's position from its layout."""

    settled = Signal()  # the cards that were gliding have landed
    changed = Signal()  # the cards were put where a new position says (the view may re-fit)

    def __init__(self, session: Session, layout: Layout, faces: CardFaces | None = None, parent=None) -> None:
        super().__init__(parent)
        self.session = session
        self.base_layout = layout  # the layout as given; self.layout may be its plate arrangement (arrange_for)
        self.layout = layout
        self.faces = faces or shared_faces()
        self.unit = 0.0  # pixels per card width
        self.dpr = 1.0
        self.cards: dict[Card, CardItem] = {}
        self.placeholders: dict[str, PlaceholderItem] = {}
        self.labels: list[tuple[QGraphicsSimpleTextItem, float, float, float]] = []
        self.decorations: list[QGraphicsItem] = []
        self.live_texts: dict[str, tuple[QGraphicsSimpleTextItem, Decoration]] = {}
        self.highlights: list[HighlightItem] = []
        self._hint_piles: set[str] = set()
        self.highlighted_cards: set[Card] = set()
        self.target_piles: set[str] = set()  # where the held cards may go (drag or pick)
        self._target_marks: list[HighlightItem] = []
        self.lifted: set[Card] = set()  # cards picked up by a click: they rise and cast a shadow
        self.selected: list[Card] = []  # cards chosen for a group, in the order chosen: they rise and glow
        self._selected_marks: list[HighlightItem] = []
        self.focus_pile: str | None = None  # the keyboard's pile
        self._focus_mark: QGraphicsPathItem | None = None
        self._stages: list[State] = []  # positions still to show before the session's own
        self._at_final = True  # the cards are (or glide) where the session's position puts them
        self._glide_ms = ANIMATION_MS
        self._anim: QVariantAnimation | None = None
        self._anim_items: list[tuple[CardItem, QPointF, float, QPointF, float, float]] = []
        self._celebration: QVariantAnimation | None = None
        self.pinned: set[Card] = set()  # cards being dragged: sync leaves them alone
        self._add_places()
        for card in session.game.deck():
            item = CardItem(card)
            self.addItem(item)
            self.cards[card] = item
        # A provisional size until the view fits the table (or a render sets
        # one): the faces are drawn once, at the first size set after this.
        self._faces_wanted = self._faces_current = False
        self.set_unit(60.0)
        self._faces_wanted = True

    def _add_places(self) -> None:
        """The layout's empty places (outlines) and pile labels, as items."""
        for pile in self.layout.piles.values():
            holder = PlaceholderItem(pile)
            holder.setZValue(Z_PLACEHOLDER + pile.z)
            self.addItem(holder)
            self.placeholders[pile.id] = holder
            if pile.label:
                text = QGraphicsSimpleTextItem(table_word(pile.label))
                text.setBrush(INK)
                text.setZValue(Z_DECORATION)
                self.addItem(text)
                self.labels.append((text, pile.x, pile.y, pile.rotation))

    def use_layout(self, layout: Layout) -> None:
        """Draw the table from ``layout`` (the given layout or its plate
        arrangement: the same piles, placed otherwise) from now on."""
        if layout is self.layout:
            return
        self.finish_animation()
        for holder in self.placeholders.values():
            self.removeItem(holder)
        for text, *_ in self.labels:
            self.removeItem(text)
        self.placeholders, self.labels = {}, []
        self.layout = layout
        self._add_places()
        if self.unit:
            self._place_table(faces=False)

    def arrange_for(self, unit_for: Callable[[Box], float]) -> None:
        """Draw the plate's own arrangement (``[plate]`` in the layout file)
        when it shows every place the game will use with cards at least
        :data:`PLATE_FLOOR` pixels wide, ``unit_for`` giving the card width a
        box (in card widths) would be shown at; else the given layout."""
        plate = self.base_layout.plate
        if plate is not None and unit_for(self.content_box(None, places=True, layout=plate)) >= PLATE_FLOOR:
            self.use_layout(plate)
        else:
            self.use_layout(self.base_layout)

    # -- geometry -------------------------------------------------------------
    @property
    def card_size(self) -> tuple[int, int]:
        width = max(8, round(self.unit))
        return width, round(width * CARD_HEIGHT)

    def content_box(self, room: int | None = 0, places: bool = False, layout: Layout | None = None) -> Box:
        """What the position shows, in card widths, with the felt margin and
        ``room`` more cards on each spread pile (None: the layout's own room;
        ``places``: every place the game will use; see layout.extent), drawn
        from ``layout`` (None: the one in use)."""
        state = self.session.state
        counts = {pile: [not state.is_up(card) for card in cards] for pile, cards in state.piles.items()}
        left, top, right, bottom = content_box(layout or self.layout, counts, room, places)
        return left - MARGIN, top - MARGIN, right + MARGIN, bottom + MARGIN

    def table_size(self) -> tuple[float, float]:
        """The table's extent in card widths, felt margin included."""
        return self.layout.width + 2 * MARGIN, self.layout.height + 2 * MARGIN

    def to_scene(self, x: float, y: float) -> QPointF:
        return QPointF((x + MARGIN) * self.unit, (y + MARGIN) * self.unit)

    def set_unit(self, unit: float, dpr: float = 1.0) -> None:
        """Scale the table so a card is ``unit`` pixels wide; re-render faces."""
        unit = max(8.0, float(round(unit)))
        if unit == self.unit and dpr == self.dpr and self._faces_current:
            return
        self.finish_animation()
        self.unit, self.dpr = unit, dpr
        self._place_table(faces=True)

    def _place_table(self, faces: bool) -> None:
        """Size the felt and put every place, label, decoration and card where
        the layout and the unit say (with ``faces``, the cards drawn afresh)."""
        unit = self.unit
        width, height = self.table_size()
        self.setSceneRect(0, 0, width * unit, height * unit)
        self.paint_felt()
        card_w, card_h = self.card_size
        for pile_id, holder in self.placeholders.items():
            pile = self.layout.piles[pile_id]
            holder.set_size(card_w, card_h)
            holder.setPos(self.to_scene(pile.x, pile.y))
            holder.setRotation(pile.rotation)
            holder.setVisible(not pile.hidden)
        font = QFont()
        font.setPixelSize(max(7, round(unit * 0.22)))
        for text, x, y, _rotation in self.labels:
            text.setFont(font)
            rect = text.boundingRect()
            centre = self.to_scene(x, y + CARD_HEIGHT / 2 + 0.18)
            text.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
        self._build_decorations()
        if faces:
            for item in self.cards.values():
                self._render_face(item)
            self._faces_current = self._faces_wanted
        self.clear_highlights()
        self.sync(animate=False)
        self.show_targets(self.target_piles)  # held cards keep their targets through a resize
        self._mark_selected()  # and chosen cards their glow
        self.show_focus(self.focus_pile)

    def paint_felt(self) -> None:
        """Lay the felt in the current table colour (see :func:`set_felt`)."""
        width, height = self.table_size()
        gradient = QRadialGradient(self.sceneRect().center(), max(width, height) * self.unit * 0.7)
        edge, centre = _felt
        gradient.setColorAt(0.0, centre)
        gradient.setColorAt(1.0, edge)
        self.setBackgroundBrush(QBrush(gradient))

    def refresh_faces(self) -> None:
        """Draw every card again (the card back was changed)."""
        for item in self.cards.values():
            self._render_face(item)

    def _build_decorations(self) -> None:
        for item in self.decorations:
            self.removeItem(item)
        self.decorations = []
        unit = self.unit
        pen = QPen(INK, max(1.0, unit * 0.03))
        self.live_texts = {}
        live = self.session.game.table_texts(self.session.state)
        for deco in self.layout.decorations:
            item: QGraphicsItem
            if deco.kind == "text":
                item = QGraphicsSimpleTextItem(live.get(deco.key, deco.text) if deco.key else table_word(deco.text))
                if deco.key:
                    self.live_texts[deco.key] = (item, deco)
                font = QFont("serif")
                font.setPixelSize(max(7, round(deco.size * unit)))
                font.setBold(True)
                item.setFont(font)
                item.setBrush(INK)
                rect = item.boundingRect()
                item.setTransformOriginPoint(rect.center())
                centre = self.to_scene(deco.x, deco.y)
                item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)
                item.setRotation(deco.rotation)
            elif deco.kind == "circle":
                path = QPainterPath()
                centre = self.to_scene(deco.x, deco.y)
                path.addEllipse(centre, deco.radius * unit, deco.radius * unit)
                item = QGraphicsPathItem(path)
                item.setPen(pen)
            elif deco.kind == "line":
                path = QPainterPath(self.to_scene(deco.x, deco.y))
                path.lineTo(self.to_scene(deco.x2, deco.y2))
                item = QGraphicsPathItem(path)
                item.setPen(pen)
            else:
                continue
            item.setZValue(Z_DECORATION)
            self.addItem(item)
            self.decorations.append(item)

    def update_live_texts(self) -> None:
        """Show the game's current texts (Game.table_texts) in the layout's
        keyed text decorations, each kept centred on its place."""
        live = self.session.game.table_texts(self.session.state)
        for key, (item, deco) in self.live_texts.items():
            text = live.get(key, deco.text)
            if item.text() == text:
                continue
            item.setText(text)
            rect = item.boundingRect()
            item.setTransformOriginPoint(rect.center())
            centre = self.to_scene(deco.x, deco.y)
            item.setPos(centre.x() - rect.width() / 2, centre.y() - rect.height() / 2)

    def _render_face(self, item: CardItem) -> None:
        if not self._faces_wanted:
            return
        width, _height = self.card_size
        item.set_pixmap_centred(self.faces.pixmap(item.card if item.face_up else None, width, self.dpr))

    # -- following the position -----------------------------------------------------
    def targets(self, state: State | None = None) -> dict[Card, Target]:
        """Where every card belongs in ``state`` (the session's position by default)."""
        if state is None:
            state = self.session.state
        result: dict[Card, Target] = {}
        for pile_id, cards in state.piles.items():
            pile = self.layout.piles[pile_id]
            places = card_placements(pile, len(cards), [not state.is_up(card) for card in cards])
            for index, (card, (x, y, rotation)) in enumerate(zip(cards, places, strict=True)):
                z = pile.z * 1000 + index
                place = self._on_pixels(self.to_scene(x, y), rotation)
                result[card] = Target(pile_id, place, rotation, z, state.is_up(card), not pile.hidden)
        return result

    def _on_pixels(self, centre: QPointF, rotation: float) -> QPointF:
        """Nudge an upright or crossways card so its edges fall on whole device
        pixels: its face is then drawn pixel for pixel, not blurred by half a
        pixel. (The view keeps the scene's origin on a whole pixel too.)"""
        quarter = rotation / 90
        if abs(quarter - round(quarter)) > 1e-6:
            return centre
        w, h = (round(size * self.dpr) for size in self.card_size)  # the face's device pixels
        if round(quarter) % 2:
            w, h = h, w
        x = (round(centre.x() * self.dpr - w / 2) + w / 2) / self.dpr
        y = (round(centre.y() * self.dpr - h / 2) + h / 2) / self.dpr
        return QPointF(x, y)

    def sync(self, animate: bool = True, via: Sequence[State] = ()) -> None:
        """Move every card item to where the position says; animate the ones
        that moved (briefly, without blocking input) when ``animate``, first
        through the positions ``via`` (a re-deal's gathered cards), one
        glide after another."""
        if self._celebration is not None:
            self._celebration.stop()
            self._celebration = None
        self._stop_animation()
        animate = animate and _animations
        self._stages = list(via) if animate else []
        self._glide_ms = STAGE_MS if self._stages else ANIMATION_MS
        self._next_stage(animate)
        self._write_place_texts()
        self.update_live_texts()
        self.changed.emit()

    def _write_place_texts(self) -> None:
        """The texts the rules write on empty places (Game.place_text)."""
        game, state = self.session.game, self.session.state
        for pile_id, holder in self.placeholders.items():
            text = game.place_text(state, pile_id) if not state.piles[pile_id] else None
            if text != holder.text:
                holder.text = text
                holder.update()

    def _next_stage(self, animate: bool = True) -> None:
        """Glide to the next stage (the session's position after the last);
        a stage where nothing moves is passed at once."""
        while True:
            state = self._stages.pop(0) if self._stages else None
            self._at_final = state is None
            self._sync_to(self.session.state if state is None else state, animate)
            if self._anim is not None or state is None:
                return

    def _sync_to(self, state: State, animate: bool) -> None:
        moving = []
        for card, target in self.targets(state).items():
            item = self.cards[card]
            item.pile = target.pile
            if card in self.pinned:
                continue
            if item.face_up != target.up:
                item.face_up = target.up
                self._render_face(item)
            item.setVisible(target.shown)
            here, turn = item.pos(), item.rotation()
            place, z = target.pos, target.z
            if card in self.lifted:
                place, z = place + self._lift_offset(target.rotation), Z_MOVING + z
            item.setData(0, target.z)
            if animate and target.shown and (_far(here, place) or abs(turn - target.rotation) > 0.5):
                moving.append((item, here, turn, place, target.rotation, z))
                item.setZValue(Z_MOVING + target.z)
            else:
                item.setPos(place)
                item.setRotation(target.rotation)
                item.setZValue(z)
        if moving:
            self._anim_items = moving
            anim = QVariantAnimation(self)
            anim.setStartValue(0.0)
            anim.setEndValue(1.0)
            anim.setDuration(self._glide_ms)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.valueChanged.connect(self._animate)
            anim.finished.connect(self._stage_done)
            self._anim = anim
            anim.start()

    def _stage_done(self) -> None:
        self._land()
        if not self._at_final:
            self._next_stage()
        if self._anim is None:
            self.settled.emit()

    @property
    def animating(self) -> bool:
        return self._anim is not None

    def _animate(self, value: float) -> None:
        for item, start, turn, end, rotation, _z in self._anim_items:
            item.setPos(start + (end - start) * value)
            item.setRotation(turn + (rotation - turn) * value)

    def _stop_animation(self) -> None:
        """Stop a running animation where it is (the next sync starts from there)."""
        if self._anim is not None:
            self._anim.stop()
            self._anim.deleteLater()
            self._anim = None
        for item, *_rest, z in self._anim_items:
            item.setZValue(z)
        self._anim_items = []

    def _land(self) -> bool:
        """Put the gliding cards where they are going; True if any was gliding."""
        items = self._anim_items
        self._stop_animation()
        for item, _start, _turn, end, rotation, z in items:
            item.setPos(end)
            item.setRotation(rotation)
            item.setZValue(z)
        return bool(items)

    def finish_animation(self) -> None:
        """Put every animating card where it is going, now (past any stage)."""
        landed = self._land()
        if not self._at_final:
            self._stages = []
            self._at_final = True
            self._sync_to(self.session.state, animate=False)
        if landed:
            self.settled.emit()

    # -- reading the table (hit tests, drop targets) ----------------------------------
    def card_at(self, point: QPointF) -> CardItem | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item.isVisible():
                return item
        return None

    def pile_at(self, point: QPointF) -> str | None:
        """The pile under ``point``: its topmost card there, else its place."""
        card = self.card_at(point)
        if card is not None:
            return card.pile
        for item in self.items(point):
            if isinstance(item, PlaceholderItem) and item.isVisible():
                return item.pile_id
        return None

    def pile_polygons(self, pile_id: str) -> list:
        """The scene polygons a pile covers: its place and each visible card."""
        shapes = [self.placeholders[pile_id].mapToScene(self.placeholders[pile_id].rect)]
        for card in self.session.state.piles[pile_id]:
            item = self.cards[card]
            if item.isVisible() and card not in self.pinned:
                shapes.append(item.mapToScene(item.boundingRect()))
        return shapes

    def overlap(self, pile_id: str, polygon) -> float:
        """How much of ``polygon`` (scene) lies over the pile (area, px²)."""
        if self.layout.piles[pile_id].hidden:
            return 0.0
        best = 0.0
        for shape in self.pile_polygons(pile_id):
            best = max(best, _area(shape.intersected(polygon)))
        return best

    def top_place(self, pile_id: str) -> tuple[QPointF, float]:
        """Centre and rotation of the pile's top card, or of its place when empty."""
        cards = self.session.state.piles[pile_id]
        if cards:
            item = self.cards[cards[-1]]
            return item.pos(), item.rotation()
        holder = self.placeholders[pile_id]
        return holder.pos(), holder.rotation()

    def rest_place(self, pile_id: str) -> tuple[QPointF, float]:
        """Like :meth:`top_place`, but where the top card comes to rest (it
        may still be gliding there)."""
        state = self.session.state
        cards = state.piles[pile_id]
        if cards:  # as targets() places it, for this pile alone (a drag marks many piles)
            places = card_placements(self.layout.piles[pile_id], len(cards), [not state.is_up(c) for c in cards])
            x, y, rotation = places[-1]
            return self._on_pixels(self.to_scene(x, y), rotation), rotation
        holder = self.placeholders[pile_id]
        return holder.pos(), holder.rotation()

    # -- highlights ------------------------------------------------------------------
    @property
    def highlighted_piles(self) -> set[str]:
        """The piles marked now: a hint's, and the held cards' targets."""
        return self._hint_piles | self.target_piles

    def clear_highlights(self) -> None:
        """Take away a hint's marks (the held cards' targets stay)."""
        for item in self.highlights:
            self.removeItem(item)
        self.highlights = []
        self._hint_piles = set()
        self.highlighted_cards = set()

    def _pile_mark(self, pile_id: str, colour: QColor, at_rest: bool = False) -> HighlightItem:
        width, height = self.card_size
        pos, rotation = self.rest_place(pile_id) if at_rest else self.top_place(pile_id)
        return HighlightItem(colour, width, height, pos, rotation)

    def highlight_piles(self, piles: Iterable[str], colour: QColor = HIGHLIGHT) -> None:
        for pile_id in piles:
            if self.layout.piles[pile_id].hidden:
                continue
            self._add_highlight(self._pile_mark(pile_id, colour))
            self._hint_piles.add(pile_id)

    def show_targets(self, piles: Iterable[str]) -> None:
        """Mark where the held cards may go; the marks stay until :meth:`hide_targets`."""
        piles = {p for p in piles if not self.layout.piles[p].hidden}
        self.hide_targets()
        self.target_piles = piles
        for pile_id in sorted(piles):
            mark = self._pile_mark(pile_id, HIGHLIGHT, at_rest=True)  # (a card may still glide there)
            self.addItem(mark)
            self._target_marks.append(mark)

    def hide_targets(self) -> None:
        for item in self._target_marks:
            self.removeItem(item)
        self._target_marks = []
        self.target_piles = set()

    # -- held cards and the keyboard's focus -------------------------------------------
    def _lift_offset(self, rotation: float) -> QPointF:
        """Up the card's own face (a rotated card rises along its own length)."""
        angle = math.radians(rotation)
        rise = LIFT * self.unit
        return QPointF(math.sin(angle) * rise, -math.cos(angle) * rise)

    def lift(self, cards: Iterable[Card]) -> None:
        """Show ``cards`` picked up (raised, with a shadow); the others put down."""
        self.lifted = set(cards)
        self.cast_shadow(self.cards[c] for c in self.lifted | self.pinned)
        self.sync(animate=False)

    def show_selected(self, cards: Sequence[Card]) -> None:
        """Show ``cards`` chosen for a group (see ui.table.selecting): raised,
        with a shadow and a glow; the others put down."""
        self.selected = list(cards)
        self.lift(self.selected)
        self._mark_selected()

    def forget_selected(self) -> None:
        """Nothing is chosen any more (the position changed): the next sync
        puts the cards down, so a move's glide is not cut short."""
        if self.selected:
            self.lifted -= set(self.selected)
            self.selected = []
            self.cast_shadow(self.cards[c] for c in self.lifted | self.pinned)
        self._mark_selected()

    def _mark_selected(self) -> None:
        for item in self._selected_marks:
            self.removeItem(item)
        self._selected_marks = []
        width, height = self.card_size
        grow = max(4.0, width * 0.08)  # a halo round the card, not only its edge
        for card in self.selected:
            item = self.cards[card]
            mark = HighlightItem(SELECTED, width + grow, height + grow, item.pos(), item.rotation())
            mark.setPen(QPen(SELECTED, max(3.0, width * 0.08)))
            glow = QColor(SELECTED)
            glow.setAlpha(45)
            mark.setBrush(glow)
            self.addItem(mark)
            self._selected_marks.append(mark)

    def cast_shadow(self, items: Iterable[CardItem]) -> None:
        """A shadow under ``items`` (held cards), none under the others."""
        held = set(items)
        for item in self.cards.values():
            if item in held and item.graphicsEffect() is None:
                shadow = QGraphicsDropShadowEffect()
                shadow.setBlurRadius(max(6.0, self.unit * 0.25))
                shadow.setOffset(self.unit * 0.06, self.unit * 0.09)
                shadow.setColor(QColor(0, 0, 0, 150))
                item.setGraphicsEffect(shadow)
            elif item not in held and item.graphicsEffect() is not None:
                item.setGraphicsEffect(None)

    @property
    def shadowed(self) -> set[Card]:
        return {card for card, item in self.cards.items() if item.graphicsEffect() is not None}

    def show_focus(self, pile_id: str | None) -> None:
        """A dashed frame round the keyboard's pile (its top card, or its place)."""
        if self._focus_mark is not None:
            self.removeItem(self._focus_mark)
            self._focus_mark = None
        self.focus_pile = pile_id
        if pile_id is None:
            return
        width, height = self.card_size
        pos, rotation = self.rest_place(pile_id)
        margin = max(3.0, width * 0.06)
        path = QPainterPath()
        path.addRoundedRect(
            QRectF(-width / 2 - margin, -height / 2 - margin, width + 2 * margin, height + 2 * margin), 6, 6
        )
        mark = QGraphicsPathItem(path)
        pen = QPen(FOCUS, max(3.0, width * 0.06), Qt.PenStyle.DashLine)
        mark.setPen(pen)
        mark.setPos(pos)
        mark.setRotation(rotation)
        mark.setZValue(Z_HIGHLIGHT + 2)
        mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(mark)
        self._focus_mark = mark

    def highlight_cards(self, cards: Iterable[Card], colour: QColor = HINT) -> None:
        width, height = self.card_size
        for card in cards:
            item = self.cards[card]
            if not item.isVisible():
                continue
            self._add_highlight(HighlightItem(colour, width, height, item.pos(), item.rotation()))
            self.highlighted_cards.add(card)

    def highlight_move(self, move: Move) -> None:
        """Show a hint: the cards that would move and where they would go."""
        self.clear_highlights()
        state = self.session.state
        if move.kind == MOVE:
            self.highlight_cards(state.piles[move.src][-move.count :])
            self.highlight_piles([move.dst], HINT_TARGET)
            start = self.cards[state.piles[move.src][-move.count]].pos()
            end, _ = self.top_place(move.dst)
            self._add_highlight(ArrowItem(start, end, self.card_size[0]))
        elif move.kind in COMBINED:
            # Every card of the combination; an arrow from the first card to
            # the second (drop one on the other), or, for a larger group,
            # the place the cards go to.
            for src in move.sources:
                self.highlight_cards(state.piles[src][-move.count :])
            if len(move.sources) == 2:
                first, second = (self.cards[state.piles[p][-move.count]].pos() for p in move.sources)
                self._add_highlight(ArrowItem(first, second, self.card_size[0]))
            else:
                self.highlight_piles([move.dst], HINT_TARGET)
        elif move.src is not None:
            self.highlight_piles([move.src], HINT)

    def _add_highlight(self, item: QGraphicsPathItem) -> None:
        self.addItem(item)
        self.highlights.append(item)

    # -- end of game -----------------------------------------------------------------
    def celebrate(self) -> None:
        """Cards leap off the foundations one after another and bounce along
        the felt; the position itself is untouched (undo still restores it).
        (The window says the result on a panel the cards fly behind.) With
        reduced motion the cards stay put."""
        self.finish_animation()
        if not _animations:
            return
        items = sorted((i for i in self.cards.values() if i.isVisible()), key=lambda i: i.zValue(), reverse=True)
        rect = self.sceneRect()
        floor = rect.bottom() - self.card_size[1] / 2
        paths = []
        for index, item in enumerate(items):
            start = item.pos()
            speed = (1 if index % 2 else -1) * (0.15 + 0.1 * ((index * 7) % 5)) * rect.width()
            paths.append((item, start, speed, index * 0.035))
        total = 2.5 + len(items) * 0.035
        gravity = rect.height() * 3.0

        def step(value: float) -> None:
            now = value * total
            for item, start, speed, delay in paths:
                t = now - delay
                if t <= 0:
                    continue
                x = start.x() + speed * t
                # bounce: a parabola that loses a third of its height each time
                fall = floor - start.y()
                y = start.y() + 0.5 * gravity * t * t
                if y > floor:
                    t_hit = math.sqrt(2 * max(fall, 1.0) / gravity)
                    v = gravity * t_hit * 0.6
                    tt = t - t_hit
                    period = 2 * v / gravity
                    while tt > period and period > 0.02:
                        tt -= period
                        v *= 0.6
                        period = 2 * v / gravity
                    y = floor - max(0.0, v * tt - 0.5 * gravity * tt * tt)
                x = rect.left() + (x - rect.left()) % rect.width()
                item.setPos(x, y)
                item.setZValue(Z_MOVING + delay * 1000)

        anim = QVariantAnimation(self)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(int(total * 1000))
        anim.valueChanged.connect(step)
        self._celebration = anim
        anim.start()

    def stop_motion(self) -> None:
        """Land gliding cards and end a celebration now (reduced motion was chosen)."""
        self.finish_animation()
        if self._celebration is not None:
            self.sync(animate=False)  # ends the celebration, every card in its place

    @property
    def celebrating(self) -> bool:
        return self._celebration is not None


def _far(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) > 0.5 or abs(a.y() - b.y()) > 0.5


def _area(polygon) -> float:
    """Area of a (closed) QPolygonF by the shoelace formula."""
    points = [polygon.at(i) for i in range(polygon.size())]
    if len(points) < 3:
        return 0.0
    total = 0.0
    for a, b in zip(points, points[1:] + points[:1], strict=True):
        total += a.x() * b.y() - b.x() * a.y()
    return abs(total) / 2
