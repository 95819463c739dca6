"""Render assets/icons/cadogan.svg to the PNG sizes the desktop needs.

    QT_QPA_PLATFORM=offscreen python packaging/render_icons.py

Writes assets/icons/hicolor/<n>x<n>/cadogan.png for each size (committed, so
a build needs no rendering step), plus cadogan.ico for a Windows build.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICONS = Path(__file__).resolve().parent.parent / "assets" / "icons"


def render(svg: Path, size: int):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need a running app
    svg = ICONS / "cadogan.svg"
    for size in SIZES:
        target = ICONS / "hicolor" / f"{size}x{size}" / "cadogan.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        if not render(svg, size).save(str(target), "PNG"):
            raise SystemExit(f"render_icons: could not write {target}")
        print(target.relative_to(ICONS.parent.parent))
    write_ico(svg, ICONS / "cadogan.ico")
    return 0


def write_ico(svg: Path, target: Path) -> None:
    """A Windows .ico holding PNG images (Vista and later read these)."""
    import struct

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    blobs = []
    for size in ICO_SIZES:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        render(svg, size).save(buffer, "PNG")
        blobs.append((size, bytes(data.data())))
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = len(header) + 16 * len(blobs)
    entries = b""
    for size, blob in blobs:
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO format
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    target.write_bytes(header + entries + b"".join(blob for _, blob in blobs))
    print(target.relative_to(ICONS.parent.parent))


if __name__ == "__main__":
    sys.exit(main())
