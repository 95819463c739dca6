"""Render a table to an image, without a window (screenshots, thumbnails,
tests and the self-test). A QGuiApplication (or QApplication) must exist."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter

from ..core import Session
from .scene import FELT, TableScene
from .tablelayout import layout_for


def fitted_scene(session: Session, width: int, height: int) -> tuple[TableScene, QPointF]:
    """A scene of the session scaled to fit ``width`` × ``height``, and where
    its top-left corner lands in the image (the table is centred)."""
    if QGuiApplication.instance() is None:
        raise RuntimeError("rendering a table needs a QGuiApplication")
    scene = TableScene(session, layout_for(session.game))
    table_w, table_h = scene.table_size()
    scene.set_unit(min(width / table_w, height / table_h))
    rect = scene.sceneRect()
    return scene, QPointF((width - rect.width()) / 2, (height - rect.height()) / 2)


def render_table_image(session: Session, width: int = 1600, height: int = 1000) -> QImage:
    """The session's position drawn at ``width`` × ``height`` pixels, the
    whole tableau fitted and centred on the felt."""
    scene, corner = fitted_scene(session, width, height)
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
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
