"""Card faces and the back, drawn by the project with QPainter.

Every face is drawn afresh at the exact pixel size it is shown at (so it is
crisp at any zoom and on high-DPI screens) and cached. The design favours
reading at small sizes, where a two-pack tableau puts cards at about 60 px
wide: a big rank and suit side by side in the top-left corner (the part a
fan or a column leaves showing), repeated upside down in the bottom-right;
pips on the numeral cards, a large central pip on the aces, and on the court
cards a coloured panel with a large letter, the suit and a drawn emblem
(crown for the king, coronet for the queen, cap for the knave).

Suit symbols are drawn as paths of our own; ranks and letters are taken
from the system's serif or sans font as paths scaled to fixed boxes, so they
keep their size and place whichever font is found.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Colour, Suit, rank_code
from ...layout.model import CARD_HEIGHT
from ..i18n import QT_TRANSLATE_NOOP
from . import decks

RED = QColor("#c8102e")
BLACK = QColor("#161616")
PAPER = QColor("#fffdf7")
EDGE = QColor("#7d7d7d")

# Panel colours of the court cards (none of them reads as "red": the red
# test of a black card must not trip on them).
_COURT = {
    KING: (QColor("#f3d37a"), QColor("#b8860b")),  # gold
    QUEEN: (QColor("#e9d3f0"), QColor("#8e5ea2")),  # lilac
    JACK: (QColor("#cfe3f2"), QColor("#3f74a3")),  # blue
}

_BACK = QColor("#7b1423")
_BACK_LINE = QColor("#c9a24d")

# Below this width (px) the numeral cards show a simplified centre.
_SMALL = 56


def card_height_px(width_px: int) -> int:
    return round(width_px * CARD_HEIGHT)


def _suit_colour(suit: Suit) -> QColor:
    return RED if suit.colour is Colour.RED else BLACK


_suit_paths: dict[Suit, QPainterPath] = {}


def suit_path(suit: Suit) -> QPainterPath:
    """The suit symbol in the unit square (0..1 both ways); made once per
    suit (a face draws up to a dozen)."""
    if suit not in _suit_paths:
        _suit_paths[suit] = _make_suit_path(suit)
    return _suit_paths[suit]


def _make_suit_path(suit: Suit) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    if suit is Suit.DIAMONDS:
        path.moveTo(0.5, 0.0)
        path.quadTo(0.66, 0.3, 0.9, 0.5)
        path.quadTo(0.66, 0.7, 0.5, 1.0)
        path.quadTo(0.34, 0.7, 0.1, 0.5)
        path.quadTo(0.34, 0.3, 0.5, 0.0)
    elif suit is Suit.HEARTS:
        path.moveTo(0.5, 0.24)
        path.cubicTo(0.46, 0.0, 0.02, -0.04, 0.02, 0.32)
        path.cubicTo(0.02, 0.6, 0.36, 0.76, 0.5, 1.0)
        path.cubicTo(0.64, 0.76, 0.98, 0.6, 0.98, 0.32)
        path.cubicTo(0.98, -0.04, 0.54, 0.0, 0.5, 0.24)
    elif suit is Suit.SPADES:
        path.moveTo(0.5, 0.0)
        path.cubicTo(0.64, 0.24, 0.98, 0.4, 0.98, 0.62)
        path.cubicTo(0.98, 0.9, 0.62, 0.92, 0.52, 0.72)
        path.quadTo(0.56, 0.92, 0.72, 1.0)
        path.lineTo(0.28, 1.0)
        path.quadTo(0.44, 0.92, 0.48, 0.72)
        path.cubicTo(0.38, 0.92, 0.02, 0.9, 0.02, 0.62)
        path.cubicTo(0.02, 0.4, 0.36, 0.24, 0.5, 0.0)
    else:  # clubs
        radius = 0.235
        for cx, cy in ((0.5, 0.26), (0.25, 0.6), (0.75, 0.6)):
            path.addEllipse(QPointF(cx, cy), radius, radius)
        path.addEllipse(QPointF(0.5, 0.55), 0.14, 0.14)
        stem = QPainterPath()
        stem.moveTo(0.47, 0.55)
        stem.quadTo(0.46, 0.9, 0.28, 1.0)
        stem.lineTo(0.72, 1.0)
        stem.quadTo(0.54, 0.9, 0.53, 0.55)
        stem.closeSubpath()
        path.addPath(stem)
    return path


def _font(serif: bool = False) -> QFont:
    font = QFont()
    if serif:
        font.setFamilies(["DejaVu Serif", "Liberation Serif", "Nimbus Roman", "Times New Roman", "Georgia", "serif"])
        font.setStyleHint(QFont.StyleHint.Serif)
    else:
        font.setFamilies(["DejaVu Sans", "Liberation Sans", "Nimbus Sans", "Arial", "Helvetica", "sans-serif"])
        font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(100)
    return font


_path_cache: dict[tuple[str, bool], QPainterPath] = {}


def _text_path(text: str, serif: bool = False) -> QPainterPath:
    """``text`` as an outline, its ink box moved to the origin."""
    key = (text, serif)
    if key not in _path_cache:
        path = QPainterPath()
        path.addText(0, 0, _font(serif), text)
        box = path.boundingRect()
        _path_cache[key] = path.translated(-box.left(), -box.top())
    return _path_cache[key]


def _fill_fitted(painter: QPainter, path: QPainterPath, box: QRectF, colour: QColor, keep_aspect: bool = True) -> None:
    """Fill ``path`` scaled into ``box`` (centred; aspect kept unless told)."""
    bounds = path.boundingRect()
    if bounds.width() <= 0 or bounds.height() <= 0:
        return
    sx = box.width() / bounds.width()
    sy = box.height() / bounds.height()
    if keep_aspect:
        sx = sy = min(sx, sy)
    transform = QTransform()
    transform.translate(
        box.center().x() - bounds.center().x() * sx,
        box.center().y() - bounds.center().y() * sy,
    )
    transform.scale(sx, sy)
    painter.fillPath(transform.map(path), colour)


def _fill_text(painter: QPainter, text: str, box: QRectF, colour: QColor, serif: bool = False) -> None:
    """Text filling the height of ``box``, narrowed if too wide."""
    path = _text_path(text, serif)
    bounds = path.boundingRect()
    scale = box.height() / bounds.height()
    width = min(bounds.width() * scale, box.width())
    sx = width / bounds.width()
    transform = QTransform()
    transform.translate(box.left(), box.top())
    transform.scale(sx, scale)
    painter.fillPath(transform.map(path), colour)


def _pip(painter: QPainter, suit: Suit, cx: float, cy: float, size: float, flip: bool = False) -> None:
    box = QRectF(cx - size / 2, cy - size / 2, size, size)
    if flip:
        painter.save()
        painter.translate(cx, cy)
        painter.rotate(180)
        painter.translate(-cx, -cy)
        _fill_fitted(painter, suit_path(suit), box, _suit_colour(suit))
        painter.restore()
    else:
        _fill_fitted(painter, suit_path(suit), box, _suit_colour(suit))


# Pip positions: (column, row) with columns 0 left, 1 middle, 2 right and
# rows as fractions of the pip area's height.
_PIPS: dict[int, list[tuple[int, float]]] = {
    2: [(1, 0.0), (1, 1.0)],
    3: [(1, 0.0), (1, 0.5), (1, 1.0)],
    4: [(0, 0.0), (2, 0.0), (0, 1.0), (2, 1.0)],
    5: [(0, 0.0), (2, 0.0), (1, 0.5), (0, 1.0), (2, 1.0)],
    6: [(0, 0.0), (2, 0.0), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)],
    7: [(0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1.0), (2, 1.0)],
    8: [(0, 0.0), (2, 0.0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1.0), (2, 1.0)],
    9: [(0, 0.0), (2, 0.0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1.0), (2, 1.0)],
    10: [
        (0, 0.0),
        (2, 0.0),
        (1, 1 / 6),
        (0, 1 / 3),
        (2, 1 / 3),
        (0, 2 / 3),
        (2, 2 / 3),
        (1, 5 / 6),
        (0, 1.0),
        (2, 1.0),
    ],
}


class _Geometry:
    """Proportions of a card ``w`` px wide."""

    def __init__(self, w: float, h: float):
        self.w, self.h = w, h
        self.margin = max(1.5, w * 0.05)
        self.radius = max(2.0, w * 0.07)
        self.rank_h = w * 0.23  # cap height of the corner rank
        self.index_top = w * 0.055
        self.index_left = w * 0.06
        self.strip = self.index_top + self.rank_h + w * 0.06  # height of the corner strip


def _paint_body(painter: QPainter, g: _Geometry) -> QRectF:
    rect = QRectF(0.5, 0.5, g.w - 1, g.h - 1)
    painter.setPen(QPen(EDGE, 1))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, g.radius, g.radius)
    return rect


# 6 and 9 are underlined, as printed packs do, so a card lying upside down
# (the top of the Clock, a fan's far side) cannot be misread.
UNDERLINED = (6, 9)


def underline_box(rank_box: QRectF, g: _Geometry) -> QRectF:
    """The bar under a 6 or a 9 in the corner index."""
    return QRectF(rank_box.left(), rank_box.bottom() + g.w * 0.012, rank_box.width(), max(1.0, g.w * 0.022))


def _paint_index(painter: QPainter, card: Card, g: _Geometry) -> None:
    """Rank and suit side by side at the top left, and upside down at the
    bottom right."""
    colour = _suit_colour(card.suit)
    code = rank_code(card.rank)
    rank_w = g.rank_h * (1.25 if len(code) == 2 else 0.72)
    suit_size = g.rank_h * 0.95
    for flip in (False, True):
        painter.save()
        if flip:
            painter.translate(g.w, g.h)
            painter.rotate(180)
        rank_box = QRectF(g.index_left, g.index_top, rank_w, g.rank_h)
        _fill_text(painter, code, rank_box, colour)
        if card.rank in UNDERLINED:
            painter.fillRect(underline_box(rank_box, g), colour)
        suit_box = QRectF(rank_box.right() + g.w * 0.035, g.index_top + (g.rank_h - suit_size) / 2, suit_size,
                          suit_size)  # fmt: skip
        _fill_fitted(painter, suit_path(card.suit), suit_box, colour)
        painter.restore()


def _paint_numeral(painter: QPainter, card: Card, g: _Geometry) -> None:
    # The pip area reaches up beside the corner index: the top-left pip sits
    # just under it, the top-right one beside its suit.
    top = g.index_top + g.rank_h + g.w * 0.03
    bottom = g.h - top
    pip = g.w * (0.17 if card.rank >= 9 else 0.19)
    columns = (g.w * 0.28, g.w * 0.5, g.w * 0.72)
    flip_pips = g.w >= _SMALL  # lower pips upside down, as printed; not worth it when tiny
    for column, row in _PIPS[card.rank]:
        # The middle column keeps clear of the index's suit symbol.
        inset = g.w * 0.07 if column == 1 else 0.0
        y0, y1 = top + inset + pip / 2, bottom - inset - pip / 2
        cy = y0 + (y1 - y0) * row
        _pip(painter, card.suit, columns[column], cy, pip, flip=flip_pips and row > 0.5)


def _paint_ace(painter: QPainter, card: Card, g: _Geometry) -> None:
    size = g.w * 0.56
    cx, cy = g.w / 2, g.h / 2 + g.w * 0.02
    _pip(painter, card.suit, cx, cy, size)
    if card.suit is Suit.SPADES and g.w >= _SMALL:  # the traditional ornate ace of spades, simply
        painter.setPen(QPen(BLACK, max(1.0, g.w * 0.012)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(cx, cy), size * 0.66, size * 0.66)


def _crown(painter: QPainter, rank: int, box: QRectF, ink: QColor, jewel: QColor) -> None:
    """A simple emblem in ``box``: crown (king), coronet (queen), cap (knave)."""
    x, y, w, h = box.left(), box.top(), box.width(), box.height()
    path = QPainterPath()
    if rank == KING:
        path.moveTo(x, y + h)
        path.lineTo(x, y + h * 0.25)
        path.lineTo(x + w * 0.25, y + h * 0.6)
        path.lineTo(x + w * 0.5, y)
        path.lineTo(x + w * 0.75, y + h * 0.6)
        path.lineTo(x + w, y + h * 0.25)
        path.lineTo(x + w, y + h)
        path.closeSubpath()
    elif rank == QUEEN:
        path.moveTo(x + w * 0.05, y + h)
        path.lineTo(x, y + h * 0.45)
        for i in range(5):
            left = x + w * i / 5
            path.quadTo(left + w * 0.1, y - h * 0.05, left + w * 0.2, y + h * 0.45)
        path.lineTo(x + w * 0.95, y + h)
        path.closeSubpath()
    else:
        path.moveTo(x + w * 0.1, y + h)
        path.cubicTo(x + w * 0.05, y + h * 0.2, x + w * 0.6, y - h * 0.1, x + w * 0.9, y + h * 0.45)
        path.lineTo(x + w * 0.9, y + h)
        path.closeSubpath()
        # a feather
        feather = QPainterPath()
        feather.moveTo(x + w * 0.55, y + h * 0.3)
        feather.quadTo(x + w * 0.95, y - h * 0.4, x + w * 1.05, y - h * 0.05)
        feather.quadTo(x + w * 0.85, y + h * 0.1, x + w * 0.55, y + h * 0.3)
        painter.fillPath(feather, ink)
    painter.fillPath(path, jewel)
    painter.setPen(QPen(ink, max(1.0, w * 0.05)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    if rank == KING:
        r = w * 0.07
        for jx, jy in ((0, 0.25), (0.5, 0.0), (1, 0.25)):
            painter.setBrush(ink)
            painter.drawEllipse(QPointF(x + w * jx, y + h * jy), r, r)


def _paint_court(painter: QPainter, card: Card, g: _Geometry) -> None:
    fill, frame = _COURT[card.rank]
    colour = _suit_colour(card.suit)
    panel = QRectF(g.w * 0.15, g.strip + g.w * 0.01, g.w * 0.7, g.h - 2 * (g.strip + g.w * 0.01))
    gradient = QLinearGradient(panel.topLeft(), panel.bottomLeft())
    gradient.setColorAt(0.0, fill.lighter(112))
    gradient.setColorAt(1.0, fill)
    painter.setPen(QPen(frame, max(1.0, g.w * 0.025)))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(panel, g.w * 0.04, g.w * 0.04)
    inner = panel.adjusted(g.w * 0.045, g.w * 0.045, -g.w * 0.045, -g.w * 0.045)
    if g.w >= _SMALL:
        painter.setPen(QPen(frame, max(1.0, g.w * 0.01)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(inner)
    # emblem, letter, suit from top to bottom of the panel
    emblem_h = panel.height() * 0.2
    emblem = QRectF(panel.center().x() - panel.width() * 0.28, inner.top() + panel.height() * 0.05,
                    panel.width() * 0.56, emblem_h)  # fmt: skip
    _crown(painter, card.rank, emblem, frame.darker(140), frame.lighter(150))
    letter_h = panel.height() * 0.36
    letter = QRectF(panel.left(), emblem.bottom() + panel.height() * 0.06, panel.width(), letter_h)
    _fill_fitted(painter, _text_path(rank_code(card.rank), serif=True), letter, colour)
    suit_size = panel.height() * 0.2
    suit_box = QRectF(panel.center().x() - suit_size / 2, letter.bottom() + panel.height() * 0.05, suit_size,
                      suit_size)  # fmt: skip
    _fill_fitted(painter, suit_path(card.suit), suit_box, colour)


def _back_panel(painter: QPainter, g: _Geometry, colour: QColor) -> QRectF:
    """The paper edge and the coloured panel of a back; the panel's rect.
    The painter is left clipped to the panel (restore() to undo)."""
    rect = QRectF(0.5, 0.5, g.w - 1, g.h - 1)
    painter.setPen(QPen(EDGE, 1))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(rect, g.radius, g.radius)
    inner = rect.adjusted(g.margin, g.margin, -g.margin, -g.margin)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(inner, g.radius * 0.6, g.radius * 0.6)
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(inner, g.radius * 0.6, g.radius * 0.6)
    painter.setClipPath(clip)
    return inner


def _back_frame(painter: QPainter, g: _Geometry, inner: QRectF, colour: QColor) -> None:
    painter.setPen(QPen(colour, max(1.0, g.w / 45)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    frame = inner.adjusted(g.w * 0.04, g.w * 0.04, -g.w * 0.04, -g.w * 0.04)
    painter.drawRoundedRect(frame, g.radius * 0.4, g.radius * 0.4)


def _paint_back(painter: QPainter, g: _Geometry) -> None:
    """Wine red with a gold lattice."""
    inner = _back_panel(painter, g, _BACK)
    step = max(4.0, g.w / 7)
    painter.setPen(QPen(_BACK_LINE, max(1.0, g.w / 70)))
    span = g.w + g.h
    k = -span
    while k < span:
        painter.drawLine(QPointF(k, 0), QPointF(k + g.h, g.h))
        painter.drawLine(QPointF(k + g.h, 0), QPointF(k, g.h))
        k += step
    # small diamonds at the crossings of the lattice
    dot = step * 0.16
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_BACK_LINE.lighter(120))
    j = -span
    while j < span:
        i = -span
        while i < span:
            cx, cy = (i + j) / 2 + g.h / 2, (j - i) / 2 + g.h / 2
            if -step < cx < g.w + step and -step < cy < g.h + step:
                painter.drawPolygon([QPointF(cx, cy - dot), QPointF(cx + dot, cy), QPointF(cx, cy + dot),
                                     QPointF(cx - dot, cy)])  # fmt: skip
            i += step
        j += step
    painter.restore()
    _back_frame(painter, g, inner, _BACK_LINE)


def _paint_back_rosette(painter: QPainter, g: _Geometry) -> None:
    """Navy blue, a field of small rings and a rosette in an oval medallion."""
    ink = QColor("#d8e2f0")
    inner = _back_panel(painter, g, QColor("#1d3561"))
    step = max(4.0, g.w / 6)
    painter.setPen(QPen(QColor(216, 226, 240, 150), max(1.0, g.w / 90)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    row = 0
    y = inner.top()
    while y < inner.bottom() + step:
        x = inner.left() + (step / 2 if row % 2 else 0.0)
        while x < inner.right() + step:
            painter.drawEllipse(QPointF(x, y), step * 0.25, step * 0.25)
            x += step
        y += step * 0.6
        row += 1
    centre = inner.center()
    rx, ry = inner.width() * 0.3, inner.height() * 0.22
    painter.setPen(QPen(ink, max(1.0, g.w / 60)))
    painter.setBrush(QColor("#1d3561"))
    painter.drawEllipse(centre, rx, ry)
    petal = QPainterPath()
    petal.moveTo(0, 0)
    petal.cubicTo(ry * 0.25, -ry * 0.3, ry * 0.2, -ry * 0.7, 0, -ry * 0.8)
    petal.cubicTo(-ry * 0.2, -ry * 0.7, -ry * 0.25, -ry * 0.3, 0, 0)
    painter.setPen(Qt.PenStyle.NoPen)
    for turn in range(8):
        painter.fillPath(QTransform().translate(centre.x(), centre.y()).rotate(turn * 45).map(petal), ink)
    painter.setBrush(QColor("#c9a24d"))
    painter.drawEllipse(centre, ry * 0.14, ry * 0.14)
    painter.restore()
    _back_frame(painter, g, inner, ink)


def _paint_back_stripes(painter: QPainter, g: _Geometry) -> None:
    """Forest green with fine diagonal stripes and a cream diamond."""
    cream = QColor("#efe6c8")
    inner = _back_panel(painter, g, QColor("#1f4d3a"))
    painter.setPen(QPen(QColor(239, 230, 200, 110), max(1.0, g.w / 80)))
    step = max(3.0, g.w / 11)
    k = -g.h
    while k < g.w + g.h:
        painter.drawLine(QPointF(k, 0), QPointF(k + g.h, g.h))
        k += step
    centre = inner.center()
    dx, dy = inner.width() * 0.3, inner.height() * 0.28
    diamond = [QPointF(centre.x(), centre.y() - dy), QPointF(centre.x() + dx, centre.y()),
               QPointF(centre.x(), centre.y() + dy), QPointF(centre.x() - dx, centre.y())]  # fmt: skip
    painter.setPen(QPen(cream, max(1.0, g.w / 50)))
    painter.setBrush(QColor("#1f4d3a"))
    painter.drawPolygon(diamond)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(cream)
    small = [centre + (point - centre) * 0.45 for point in diamond]
    painter.drawPolygon(small)
    painter.restore()
    _back_frame(painter, g, inner, cream)
    painter.setPen(QPen(cream, max(1.0, g.w / 90)))
    painter.drawRoundedRect(inner.adjusted(g.w * 0.07, g.w * 0.07, -g.w * 0.07, -g.w * 0.07), g.radius * 0.3,
                            g.radius * 0.3)  # fmt: skip


# The backs a player may choose (Settings > Card back): key, name, painter.
BACKS = {
    "lattice": (QT_TRANSLATE_NOOP("Appearance", "Red lattice"), _paint_back),
    "rosette": (QT_TRANSLATE_NOOP("Appearance", "Blue rosette"), _paint_back_rosette),
    "stripes": (QT_TRANSLATE_NOOP("Appearance", "Green stripes"), _paint_back_stripes),
}
DEFAULT_BACK = "lattice"
_back = DEFAULT_BACK


def back_design() -> str:
    """The key of the back that face-down cards show."""
    return _back


def set_back_design(key: str) -> None:
    """Show face-down cards with the back ``key`` (one of BACKS) from now on."""
    global _back
    if key not in BACKS:
        raise ValueError(f"no card back {key!r}")
    _back = key


def paint_card(painter: QPainter, card: Card | None, width: float, height: float) -> None:
    """Draw ``card`` (None: the back) filling 0..width × 0..height, with the
    deck chosen (:mod:`.decks`; the built-in design unless another is chosen)."""
    deck = decks.current()
    if deck is not None:
        deck.paint(painter, card, width, height)
        return
    paint_builtin(painter, card, width, height)


def paint_builtin(painter: QPainter, card: Card | None, width: float, height: float) -> None:
    """Draw ``card`` (None: the back) with the built-in design."""
    g = _Geometry(width, height)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if card is None:
        BACKS[_back][1](painter, g)
        return
    _paint_body(painter, g)
    if card.rank == ACE:
        _paint_ace(painter, card, g)
    elif card.rank in (JACK, QUEEN, KING):
        _paint_court(painter, card, g)
    else:
        _paint_numeral(painter, card, g)
    _paint_index(painter, card, g)


def paint_placeholder(
    painter: QPainter,
    rect: QRectF,
    text: str = "",
    colour: QColor | None = None,
    radius: float | None = None,
    line: float = 1 / 40,
    fill_alpha: int = 30,
) -> None:
    """An empty space: a rounded outline in ``rect`` with optional text
    (e.g. "A" for a foundation that takes an ace, "K" for a space only a
    king may fill). ``line`` is the outline's width as a fraction of the
    card's; a faint place uses a thinner, paler line."""
    colour = colour or QColor(255, 255, 255, 120)
    radius = rect.width() * 0.07 if radius is None else radius
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(colour, max(1.0, rect.width() * line))
    painter.setPen(pen)
    painter.setBrush(QColor(0, 0, 0, fill_alpha))
    painter.drawRoundedRect(rect.adjusted(pen.widthF() / 2, pen.widthF() / 2, -pen.widthF() / 2, -pen.widthF() / 2),
                            radius, radius)  # fmt: skip
    if text:
        height = rect.width() * (0.45 if len(text) == 1 else 0.3)
        box = QRectF(rect.left() + rect.width() * 0.1, rect.center().y() - height / 2, rect.width() * 0.8, height)
        _fill_fitted(painter, _text_path(text, serif=True), box, colour)
    painter.restore()


def _face_key(card: Card | None) -> tuple[str, int] | str:
    deck = decks.current_key()
    if card is None:
        return f"back:{_back}" if deck == decks.BUILTIN else f"back:{deck}"
    return (f"{deck}:{card.suit.value}", card.rank)


class CardFaces:
    """Card pictures at exact pixel sizes, cached per face, size and pixel
    ratio (both packs' copies of a card share one picture). Only the
    ``keep`` sizes used last are kept (the table's, and the one it is being
    resized to): a window dragged through many sizes leaves no trail of
    pictures behind. Items showing a picture keep it alive themselves."""

    def __init__(self, keep: int = 2) -> None:
        self.keep = keep
        # (width, dpr) -> face -> picture; the size used last is the last key
        self._sizes: dict[tuple[int, float], dict[tuple[str, int] | str, QPixmap]] = {}

    def image(self, card: Card | None, width_px: int, dpr: float = 1.0) -> QImage:
        """A fresh image of ``card`` (None: the back), ``width_px`` logical
        pixels wide and ``round(width_px * CARD_HEIGHT)`` high."""
        if width_px < 1:
            raise ValueError(f"card width must be at least 1 px, not {width_px}")
        height_px = card_height_px(width_px)
        image = QImage(round(width_px * dpr), round(height_px * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        try:
            paint_card(painter, card, image.width() / dpr, image.height() / dpr)
        finally:
            painter.end()
        return image

    def pixmap(self, card: Card | None, width_px: int, dpr: float = 1.0) -> QPixmap:
        size = (width_px, dpr)
        faces = self._sizes.pop(size, None)
        if faces is None:
            faces = {}
            while len(self._sizes) >= self.keep:
                del self._sizes[next(iter(self._sizes))]  # the size used longest ago
        self._sizes[size] = faces  # now the size used last
        key = _face_key(card)
        pixmap = faces.get(key)
        if pixmap is None:
            pixmap = faces[key] = QPixmap.fromImage(self.image(card, width_px, dpr))
        return pixmap

    def cached(self) -> int:
        """How many pictures the cache holds."""
        return sum(len(faces) for faces in self._sizes.values())

    def clear(self) -> None:
        """Forget cached pictures."""
        self._sizes.clear()
