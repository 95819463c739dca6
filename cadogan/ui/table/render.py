"""Render a table to an image, without a window (screenshots, thumbnails,
tests and the self-test). A QApplication must exist; a bare QGuiApplication
is not enough for a graphics scene."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication

from ...core import Session
from .scene import MARGIN, TableScene, felt
from .tablelayout import layout_of


def fitted_scene(session: Session, width: int, height: int, dpr: float = 1.0) -> tuple[TableScene, QPointF]:
    """A scene of the session scaled so what its position shows (with room
    to grow, as in the window) fits ``width`` × ``height`` logical pixels,
    its cards drawn for ``dpr`` device pixels to a logical one, and the
    offset from scene to image coordinates (the table is centred)."""
    if not isinstance(QGuiApplication.instance(), QApplication):
        raise RuntimeError("rendering a table needs a QApplication")
    scene = TableScene(session, layout_of(session))
    scene.arrange_for(lambda box: min(width / (box[2] - box[0]), height / (box[3] - box[1])))
    left, top, right, bottom = scene.content_box(None)
    scene.set_unit(min(width / (right - left), height / (bottom - top)), dpr)
    unit = scene.unit
    box_left, box_top = (left + MARGIN) * unit, (top + MARGIN) * unit
    # A corner on a whole device pixel keeps the cards on whole pixels (crisp faces).
    x = math.floor(((width - (right - left) * unit) / 2 - box_left) * dpr) / dpr
    y = math.floor(((height - (bottom - top) * unit) / 2 - box_top) * dpr) / dpr
    return scene, QPointF(x, y)


def render_table_image(session: Session, width: int = 1600, height: int = 1000, dpr: float = 1.0) -> QImage:
    """The session's position drawn at ``width`` × ``height`` logical pixels,
    what it shows fitted and centred on the felt. With ``dpr`` above 1 the
    image has that many device pixels to a logical one (a high-DPI screen's
    picture), the cards drawn at their full device resolution."""
    scene, corner = fitted_scene(session, width, height, dpr)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(felt()[0])
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    source = QRectF(-corner.x(), -corner.y(), width, height)
    scene.render(painter, QRectF(0, 0, width, height), source, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.end()
    scene.deleteLater()
    return image
