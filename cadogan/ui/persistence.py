"""The game in progress on disk: written atomically after every move,
restored on start, set aside (never deleted) when it cannot be read."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QSaveFile

from ..core import Session, dumps, loads
from ..core.savefile import extra_of
from .settings import data_dir

FILENAME = "current-game.json"


def save_path() -> Path:
    return data_dir() / FILENAME


def write_game(
    session: Session, elapsed: float, flags: dict[str, bool] | None = None, path: Path | None = None
) -> None:
    """Write the game atomically (to ``path``, by default the game in
    progress): a reader sees the old save or the new one. ``flags`` are the
    window's own marks (e.g. the deal was counted as played)."""
    path = path or save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = dumps(session, extra={"elapsed": round(elapsed, 1), **(flags or {})})
    out = QSaveFile(str(path))
    if not out.open(QSaveFile.OpenModeFlag.WriteOnly):
        raise OSError(f"cannot write {path}: {out.errorString()}")
    out.write(text.encode("utf-8"))
    if not out.commit():
        raise OSError(f"cannot write {path}: {out.errorString()}")


class Restored:
    """The outcome of reading the save: a session, or a problem to report."""

    def __init__(
        self,
        session: Session | None = None,
        elapsed: float = 0.0,
        problem: str | None = None,
        flags: dict[str, bool] | None = None,
    ) -> None:
        self.session = session
        self.elapsed = elapsed
        self.problem = problem
        self.flags = flags or {}


def read_game(path: Path | None = None) -> Restored:
    path = path or save_path()
    if not path.exists():
        return Restored()
    try:
        text = path.read_text(encoding="utf-8")
        session = loads(text)
    except Exception as exc:  # any unreadable save is set aside, whatever went wrong
        return Restored(problem=f"The saved game could not be restored ({exc}); {set_aside(path)}.")
    extra = extra_of(text)
    elapsed = extra.get("elapsed", 0)
    if not isinstance(elapsed, int | float) or isinstance(elapsed, bool) or elapsed < 0:
        elapsed = 0
    flags = {key: value for key, value in extra.items() if isinstance(value, bool)}
    return Restored(session, float(elapsed), flags=flags)


def set_aside(path: Path) -> str:
    """Rename a file that cannot be read to ``<name>.damaged-<time>`` (never
    over an earlier one) so nothing is lost; say where it went."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
        n += 1
    try:
        path.rename(aside)
    except OSError as rename_error:
        return f"it could not be set aside ({rename_error})"
    return f"it was kept as {aside}"


def discard_game() -> None:
    path = save_path()
    if path.exists():
        path.unlink()
