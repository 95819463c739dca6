"""Small pictures of each game's opening tableau, for the chooser.

A picture is drawn once per run and kept in memory, and also written to the
cache folder as a PNG whose name carries everything it depends on (the app's
version, the game, the layout file's contents, the screen density, the
player's card back and table colour), so a
later run reads it instead of drawing it, and a changed layout or a new
version draws it afresh. A cache that cannot be read or written only costs
the drawing.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QSize, QStandardPaths, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPixmap

from ... import __version__
from ...core import Game, Session
from ...digest import sha256
from ...fileio import atomic_write
from ...resources import layouts_dir
from ..table.cardfaces import back_design
from ..table.scene import felt

THUMB = QSize(256, 160)
THUMBNAIL_DEAL = 1
DRAWING = 2  # bump when the way pictures are drawn changes
_memory: dict[tuple[str, float, str], QPixmap] = {}
drawn = 0  # pictures drawn (not read from the cache) in this run, for tests


def cache_dir() -> Path:
    """``CADOGAN_CACHE_DIR``, else ``<CADOGAN_DATA_DIR>/cache`` when that is
    set (tests), else the platform's cache folder."""
    override = os.environ.get("CADOGAN_CACHE_DIR")
    if override:
        return Path(override)
    data = os.environ.get("CADOGAN_DATA_DIR")
    if data:
        return Path(data) / "cache"
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location or Path.home() / ".cache" / "cadogan")


def _cache_file(game: Game, dpr: float) -> Path:
    digest = sha256(f"{__version__}:{DRAWING}:{game.id}:{dpr}:{look_key()}".encode())
    try:
        digest.update((layouts_dir() / f"{game.id}.toml").read_bytes())
    except OSError:
        digest.update(b"no layout")
    return cache_dir() / "thumbnails" / f"{game.id}-{digest.hexdigest()[:16]}.png"


def look_key() -> str:
    """The player's look that a picture shows (Settings: back and colour)."""
    return f"{back_design()}:{felt()[0].name()}"


def thumbnail(game: Game, dpr: float | None = None) -> QPixmap:
    """The opening tableau of a fixed deal, ``THUMB`` logical pixels at
    ``dpr`` device pixels to one (default: the primary screen's)."""
    if dpr is None:
        screen = QGuiApplication.primaryScreen()
        dpr = screen.devicePixelRatio() if screen is not None else 1.0
    key = (game.id, dpr, look_key())
    if key not in _memory:
        path = _cache_file(game, dpr)
        image = QImage(str(path)) if path.is_file() else QImage()
        if image.isNull():
            image = _draw(game, dpr)
            _store(image, path)
        image.setDevicePixelRatio(dpr)
        _memory[key] = QPixmap.fromImage(image)
    return _memory[key]


def _draw(game: Game, dpr: float) -> QImage:
    global drawn
    from ..table.render import render_table_image

    drawn += 1
    # Drawn at twice the size and scaled down: smoother than drawn small.
    image = render_table_image(Session.new(game.id, THUMBNAIL_DEAL), THUMB.width() * 2, THUMB.height() * 2, dpr)
    return image.scaled(THUMB * dpr, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)


def _store(image: QImage, path: Path) -> None:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, bytes(data.data()))  # as every file the app writes
    except OSError:
        pass  # no cache: the picture is drawn again next run


def forget() -> None:
    """Drop the pictures kept in memory (tests)."""
    _memory.clear()
