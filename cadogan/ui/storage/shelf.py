"""Every game keeps its own game in progress: the one the player leaves for
another game is put on the shelf (one save per game id, in the data folder,
in the usual save format) and taken down again when the player comes back,
position, history and time exactly as they were."""

from __future__ import annotations

import re
from pathlib import Path

from ...core import Session
from . import persistence
from .settings import data_dir

FOLDER = "games"


def shelf_path(game_id: str) -> Path:
    if not re.fullmatch(r"[a-z0-9_]+", game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return data_dir() / FOLDER / f"{game_id}.json"


def put(session: Session, elapsed: float, flags: dict[str, bool]) -> None:
    """Keep ``session`` as its game's game in progress (raises OSError)."""
    persistence.write_game(session, elapsed, flags, shelf_path(session.game.id))


def take(game_id: str) -> persistence.Restored:
    """The game in progress kept for ``game_id`` (no session if none is kept;
    a damaged save is set aside and its problem told)."""
    return persistence.read_game(shelf_path(game_id))
