"""Where the app's data files (layouts, assets) live.

Three ways of running are supported: a source checkout or editable install
(the folders sit next to the ``cadogan`` package), a wheel install (the data
files go to ``<prefix>/share/cadogan``, see pyproject.toml), and a PyInstaller
bundle (the folders are unpacked under ``sys._MEIPASS``).
"""

from __future__ import annotations

import functools
import site
import sys
import sysconfig
from pathlib import Path


def _candidates(name: str) -> list[Path]:
    places = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        places.append(Path(bundle) / name)
    places.append(_HERE.parent / name)  # source checkout
    for prefix in (sys.prefix, *_install_prefixes()):
        if prefix:
            places.append(Path(prefix) / "share" / "cadogan" / name)
    return places


_HERE = Path(__file__).resolve().parent


@functools.cache
def _install_prefixes() -> tuple[str, ...]:
    """The data prefix of this install and the user's base: asked once (each
    asks the install scheme, which costs milliseconds, and the toolbar's
    icons look for the assets a dozen times before the first paint)."""
    return (sysconfig.get_path("data"), site.getuserbase())


def _find(name: str) -> Path:
    places = _candidates(name)
    for place in places:
        if place.is_dir():
            return place
    raise FileNotFoundError(f"cadogan's {name} folder was not found (looked in {', '.join(map(str, places))})")


def layouts_dir() -> Path:
    """The folder holding ``<game id>.toml`` layout files."""
    return _find("layouts")


def assets_dir() -> Path:
    """The folder holding images and other assets."""
    return _find("assets")


def translations_dir() -> Path | None:
    """The folder holding the compiled translations (``cadogan_<lang>.qm``,
    built from ``translations/*.ts`` by .ci/setup and packaging/build), or
    None where there is none: the app then speaks English."""
    try:
        return _find("translations")
    except FileNotFoundError:
        return None
