"""Where the app keeps its settings and the game in progress.

``CADOGAN_CONFIG_DIR`` and ``CADOGAN_DATA_DIR`` override the platform's
folders (the tests point them at temporary directories, so they never touch a
player's files).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from ..core import AUTO_SAFE
from ..core.autoplay import MODES

ORGANIZATION = "Cadogan"
APPLICATION = "cadogan"


def settings() -> QSettings:
    override = os.environ.get("CADOGAN_CONFIG_DIR")
    if override:
        return QSettings(str(Path(override) / "cadogan.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APPLICATION)


def data_dir() -> Path:
    override = os.environ.get("CADOGAN_DATA_DIR")
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".cadogan")


def autoplay_mode() -> str:
    value = settings().value("autoplay", AUTO_SAFE)
    return value if value in MODES else AUTO_SAFE


def set_autoplay_mode(mode: str) -> None:
    settings().setValue("autoplay", mode)


def last_game() -> str | None:
    value = settings().value("last_game")
    return str(value) if value else None


def set_last_game(game_id: str) -> None:
    settings().setValue("last_game", game_id)
