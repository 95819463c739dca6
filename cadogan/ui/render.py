"""Render a table to an image, without a window (screenshots, thumbnails,
tests and the self-test). A QGuiApplication (or QApplication) must exist."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from ..core import Session
from .scene import FELT, TableScene
from .tablelayout import layout_for


def render_table_image(session: Session, width: int = 1600, height: int = 1000) -> QImage:
    """The session's position drawn at ``width`` × ``height`` pixels, the
    whole tableau fitted and centred on the felt."""
    if QGuiApplication.instance() is None:
        raise RuntimeError("render_table_image needs a QGuiApplication")
    scene = TableScene(session, layout_for(session.game))
    table_w, table_h = scene.table_size()
    scene.set_unit(min(width / table_w, height / table_h))
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    source = scene.sceneRect()
    # Centre the table; the felt fills the rest.
    left = (width - source.width()) / 2
    top = (height - source.height()) / 2
    painter.translate(left, top)
    painter.fillRect(QRectF(-left, -top, width, height), scene.backgroundBrush())
    scene.render(painter, QRectF(0, 0, source.width(), source.height()), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.deleteLater()
    return image
