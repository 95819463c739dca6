"""Where the app keeps its settings and the game in progress.

``CADOGAN_CONFIG_DIR`` and ``CADOGAN_DATA_DIR`` override the platform's
folders (the tests point them at temporary directories, so they never touch a
player's files).

A settings file that cannot be read (not a plain file, far too big, not
readable as settings, or not readable at all: its permissions) is set aside
and the defaults are used; one that cannot be written is reported once, and
the choices made still hold until Cadogan closes. Each is said once, naming
the file. :func:`take_problem` hands such a report to the window. The
settings are the player's own: their folder is made 0700, the file 0600.
"""

from __future__ import annotations

import base64
import contextlib
import os
import stat
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from ...core import AUTO_SAFE
from ...core.autoplay import MODES
from ...fileio import make_private, private_folder, read_limited
from .. import i18n
from .wording import set_aside, translate

ORGANIZATION = "Cadogan"
APPLICATION = "cadogan"
MAX_SETTINGS_BYTES = 1024 * 1024  # a settings file of ours is a few hundred bytes

_stores: dict[str, QSettings] = {}  # one per file: choices that could not be written still hold
_problems: list[str] = []
_write_reported: set[str] = set()


def settings_file() -> Path | None:
    """The settings file, where settings are a file we can check (None where
    the platform keeps them elsewhere, such as the Windows registry)."""
    override = os.environ.get("CADOGAN_CONFIG_DIR")
    if override:
        return Path(override) / "cadogan.ini"
    if sys.platform.startswith(("win", "darwin")):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config or Path.home() / ".config") / ORGANIZATION / f"{APPLICATION}.conf"


def settings() -> QSettings:
    path = settings_file()
    key = str(path) if path is not None else ""
    store = _stores.get(key)
    if store is None:
        if path is not None:
            with contextlib.suppress(OSError):  # a folder that cannot be made is said when writing
                private_folder(path.parent)
            _check_file(path)
            store = QSettings(str(path), QSettings.Format.IniFormat)
            if store.status() == QSettings.Status.FormatError:
                del store
                _report_damaged(path, "it is not a settings file")
                store = QSettings(str(path), QSettings.Format.IniFormat)
        else:
            store = QSettings(ORGANIZATION, APPLICATION)
        _stores[key] = store
    return store


def _check_file(path: Path) -> None:
    """Set aside a settings file Qt must not read: not a plain file (a named
    pipe would hang the start), far too big, or not text."""
    try:
        info = path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return  # no file (a file in its folder's way is said when writing)
    except OSError as exc:  # its folder cannot be entered, say
        _report_unreadable(path, exc)
        return
    if not stat.S_ISREG(info.st_mode):
        _report_damaged(path, translate("Storage", "it is not a plain file"))
    elif info.st_size > MAX_SETTINGS_BYTES:
        _report_damaged(path, i18n.fill(translate("Storage", "it is far too big (%1 KB)"), info.st_size // 1024))
    else:
        try:
            read_limited(path, MAX_SETTINGS_BYTES).decode("utf-8")
        except UnicodeDecodeError:
            _report_damaged(path, translate("Storage", "it is not UTF-8 text"))
        except FileNotFoundError:
            pass
        except OSError as exc:
            _report_unreadable(path, exc)


def _report_damaged(path: Path, why: str) -> None:
    _problems.append(
        i18n.fill(
            translate("Storage", "The settings file %1 could not be read (%2); %3. Defaults are used."),
            path,
            why,
            set_aside(path),
        )
    )


def _report_unreadable(path: Path, exc: OSError) -> None:
    """A settings file that cannot be read at all (its permissions): set
    aside if it can be, so that a readable one replaces it; said once."""
    _report_damaged(path, exc.strerror or str(exc))
    if path.exists() or path.is_symlink():  # still there: writing fails too, and is not said again
        _write_reported.add(str(path))


def _store(key: str, value: object) -> None:
    """Set and write one setting; a failure to write is reported once per file."""
    store = settings()
    if store.contains(key) and store.value(key) == value:
        return  # unchanged: no write (the start-up path sets the game it opens)
    store.setValue(key, value)
    if _held is not None:
        _held[store.fileName()] = store  # written at release_writes
        return
    _write(store)


_held: dict[str, QSettings] | None = None  # the stores changed while writes are held


def hold_writes() -> None:
    """Keep the settings changed from now on in memory until
    :func:`release_writes` (the start-up holds them until the first frame:
    a write and its sync are time the player would wait for)."""
    global _held
    if _held is None:
        _held = {}


def release_writes() -> None:
    """Write the settings changed while writes were held."""
    global _held
    held, _held = _held, None
    for store in (held or {}).values():
        _write(store)


def _write(store: QSettings) -> None:
    store.sync()
    if store.status() == QSettings.Status.AccessError:
        if store.fileName() not in _write_reported:
            _write_reported.add(store.fileName())
            _problems.append(
                i18n.fill(
                    translate(
                        "Storage", "The settings could not be saved to %1; your choices hold until Cadogan closes."
                    ),
                    store.fileName(),
                )
            )
    elif settings_file() is not None:
        make_private(Path(store.fileName()))


def take_problem() -> str | None:
    """What went wrong with the settings file since last asked, or None."""
    if not _problems:
        settings()  # reading the settings is what finds a damaged file
    text = " ".join(_problems) or None
    _problems.clear()
    return text


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
    _store("autoplay", mode)


def last_game() -> str | None:
    value = settings().value("last_game")
    return value if isinstance(value, str) and value and len(value) < 100 else None


def set_last_game(game_id: str) -> None:
    _store("last_game", game_id)


def language() -> str:
    """The language the player chose ("" for the system's own)."""
    value = settings().value("language", "")
    return value if isinstance(value, str) and len(value) < 16 else ""


def set_language(code: str) -> None:
    _store("language", code)


def game_options(game_id: str) -> dict[str, bool]:
    """The options the player chose for ``game_id`` (keys of Game.options)."""
    store = settings()
    store.beginGroup(f"options/{game_id}")
    try:
        return {key: str(store.value(key)).lower() in ("true", "1") for key in store.childKeys()}
    finally:
        store.endGroup()


def set_game_option(game_id: str, key: str, on: bool) -> None:
    _store(f"options/{game_id}/{key}", on)


# -- the look of the table (Settings: card back, table colour, card size, motion) --
def card_back() -> str | None:
    value = settings().value("look/card_back")
    return str(value) if value else None


def set_card_back(key: str) -> None:
    _store("look/card_back", key)


def table_colour() -> str | None:
    value = settings().value("look/table_colour")
    return str(value) if value else None


def set_table_colour(key: str) -> None:
    _store("look/table_colour", key)


def card_zoom() -> float | None:
    """The fixed card size chosen (1.0 = 100%), or None: fit the window."""
    try:
        value = float(settings().value("look/card_zoom", "fit"))
    except (TypeError, ValueError):
        return None
    return value if 0.1 <= value <= 4.0 else None


def set_card_zoom(zoom: float | None) -> None:
    _store("look/card_zoom", "fit" if zoom is None else zoom)


def reduced_motion() -> bool:
    return str(settings().value("look/reduced_motion", False)).lower() in ("true", "1")


def set_reduced_motion(on: bool) -> None:
    _store("look/reduced_motion", on)


def window_geometry() -> bytes | None:
    """The main window's place, size and state (maximised, full screen) as
    Qt saved it when it last closed, or None."""
    value = settings().value("window/geometry")
    if isinstance(value, str) and 0 < len(value) < 4096:
        try:
            return base64.b64decode(value.encode("ascii"), validate=True)
        except ValueError:
            return None
    return None


def set_window_geometry(data: bytes) -> None:
    _store("window/geometry", base64.b64encode(data).decode("ascii"))


def card_deck() -> str:
    """The deck the cards are drawn with: ``builtin`` or an SVG deck's file."""
    value = settings().value("deck", "builtin")
    return value if isinstance(value, str) and 0 < len(value) < 4096 else "builtin"


def set_card_deck(key: str) -> None:
    _store("deck", key)


def deck_folders() -> list[str]:
    """Folders of card decks the player added (besides the installed ones)."""
    value = settings().value("deck_folders", "")
    if not isinstance(value, str) or len(value) > 65536:
        return []
    return [line for line in value.split("\n") if line]


def set_deck_folders(folders: list[str]) -> None:
    _store("deck_folders", "\n".join(dict.fromkeys(folders)))


def winnable_only() -> bool:
    """Deal only games the solver proves winnable (Settings, for New deal)."""
    return str(settings().value("solver/winnable_only", False)).lower() in ("true", "1")


def set_winnable_only(on: bool) -> None:
    _store("solver/winnable_only", on)
