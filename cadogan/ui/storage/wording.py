"""The storage's words the player reads, translated (context "Storage"):
where a damaged file went. Paths are never translated nor changed in case:
they fill a ``%1``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from ...fileio import move_aside
from .. import i18n

translate = QCoreApplication.translate


def set_aside(path: Path) -> str:
    """Move a file that cannot be read aside (``fileio.move_aside``) and say
    where it went, in the language spoken: "it was kept as <path>"."""
    moved = move_aside(path)
    if isinstance(moved, OSError):
        return i18n.fill(translate("Storage", "it could not be set aside (%1)"), moved.strerror or moved)
    return kept_as(moved)


def kept_as(aside: Path) -> str:
    return i18n.fill(translate("Storage", "it was kept as %1"), aside)


def not_kept(error: OSError) -> str:
    return i18n.fill(translate("Storage", "it could not be kept aside (%1)"), error.strerror or error)
