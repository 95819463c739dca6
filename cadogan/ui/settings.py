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


def game_options(game_id: str) -> dict[str, bool]:
    """The options the player chose for ``game_id`` (keys of Game.options)."""
    store = settings()
    store.beginGroup(f"options/{game_id}")
    try:
        return {key: str(store.value(key)).lower() in ("true", "1") for key in store.childKeys()}
    finally:
        store.endGroup()


def set_game_option(game_id: str, key: str, on: bool) -> None:
    settings().setValue(f"options/{game_id}/{key}", on)
