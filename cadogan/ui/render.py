"""Render a table to an image, without a window (screenshots, thumbnails,
tests and the self-test). A QApplication must exist; a bare QGuiApplication
is not enough for a graphics scene."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtWidgets import QApplication

from ..core import Session
from .scene import FELT, TableScene
from .tablelayout import layout_for


def fitted_scene(session: Session, width: int, height: int, dpr: float = 1.0) -> tuple[TableScene, QPointF]:
    """A scene of the session scaled to fit ``width`` × ``height`` logical
    pixels, its cards drawn for ``dpr`` device pixels to a logical one, and
    where its top-left corner lands in the image (the table is centred)."""
    if not isinstance(QGuiApplication.instance(), QApplication):
        raise RuntimeError("rendering a table needs a QApplication")
    scene = TableScene(session, layout_for(session.game))
    table_w, table_h = scene.table_size()
    scene.set_unit(min(width / table_w, height / table_h), dpr)
    rect = scene.sceneRect()
    # A corner on a whole device pixel keeps the cards on whole pixels (crisp faces).
    left = math.floor((width - rect.width()) / 2 * dpr) / dpr
    top = math.floor((height - rect.height()) / 2 * dpr) / dpr
    return scene, QPointF(left, top)


def render_table_image(session: Session, width: int = 1600, height: int = 1000, dpr: float = 1.0) -> QImage:
    """The session's position drawn at ``width`` × ``height`` logical pixels,
    the whole tableau fitted and centred on the felt. With ``dpr`` above 1 the
    image has that many device pixels to a logical one (a high-DPI screen's
    picture), the cards drawn at their full device resolution."""
    scene, corner = fitted_scene(session, width, height, dpr)
    image = QImage(round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    source = scene.sceneRect()
    painter.translate(corner)
    painter.fillRect(QRectF(-corner.x(), -corner.y(), width, height), scene.backgroundBrush())
    scene.render(painter, QRectF(0, 0, source.width(), source.height()), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.deleteLater()
    return image
