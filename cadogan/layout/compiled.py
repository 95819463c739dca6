"""The shipped layouts, checked once when compiled rather than at every start.

``layouts/compiled/<game id>.json`` holds each shipped layout file already
parsed and checked, with the digest of the file's text. At start the layout of
the game on the table is taken from it when its file is unchanged (no TOML
to parse, no field to check: that was done when it was compiled), and read
and checked in full otherwise (a layout being edited, an older compiled
file, a player's own folder of layouts, which has none). A test keeps the
files current; rebuild them with ``python -m cadogan.layout.compile``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs

from ..digest import sha256
from .model import Decoration, Layout, PileLayout, Spread

FOLDER = "compiled"
FORMAT = "cadogan-layouts"
VERSION = 1


def digest(data: bytes) -> str:
    return sha256(data).hexdigest()[:32]


def layout_json(layout: Layout) -> dict[str, Any]:
    """A layout as plain JSON data (its source path left out)."""
    data = {
        "game": layout.game,
        "width": layout.width,
        "height": layout.height,
        "room": layout.room,
        "centre": list(layout.centre) if layout.centre is not None else None,
        "piles": [attrs.asdict(pile) for pile in layout.piles.values()],
        "decorations": [attrs.asdict(decoration) for decoration in layout.decorations],
        "variants": {key: layout_json(variant) for key, variant in layout.variants.items()},
    }
    if layout.plate is not None:
        data["plate"] = layout_json(layout.plate)
    return data


def layout_from_json(data: dict[str, Any], source: Path) -> Layout:
    piles = {}
    for pile in data["piles"]:
        piles[pile["id"]] = PileLayout(**{**pile, "spread": Spread(**pile["spread"])})
    return Layout(
        game=data["game"],
        width=data["width"],
        height=data["height"],
        piles=piles,
        decorations=tuple(Decoration(**decoration) for decoration in data["decorations"]),
        source=source,
        room=data["room"],
        centre=tuple(data["centre"]) if data["centre"] is not None else None,
        variants={key: layout_from_json(variant, source) for key, variant in data["variants"].items()},
        plate=layout_from_json(data["plate"], source) if data.get("plate") is not None else None,
    )


def compile_layout(path: Path) -> str:
    """The text of the compiled file for the layout file ``path`` (read and
    checked in full: a broken one raises LayoutError)."""
    from .loader import read_layout

    entry = {
        "format": FORMAT,
        "version": VERSION,
        "digest": digest(path.read_bytes()),
        "layout": layout_json(read_layout(path, path.stem)),
    }
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":")) + "\n"


def compiled_layout(game_id: str, directory: Path, text: bytes) -> Layout | None:
    """The compiled layout of ``game_id`` if ``directory`` has one for a file
    of exactly ``text``; else None (the file is then read in full)."""
    try:
        entry = json.loads((directory / FOLDER / f"{game_id}.json").read_bytes())
    except (OSError, ValueError):
        return None
    if not isinstance(entry, dict) or (entry.get("format"), entry.get("version")) != (FORMAT, VERSION):
        return None
    if entry.get("digest") != digest(text):
        return None
    try:
        return layout_from_json(entry["layout"], directory / f"{game_id}.toml")
    except (KeyError, TypeError, ValueError):
        return None
