"""Read and strictly check a game's layout file (``layouts/<game>.toml``).

The format is documented in ``docs/layout-format.md``. Every mistake raises
:class:`LayoutError` naming the file, the entry (pile, shape, decoration or
override) and the field, so a layout author can find it at once.
"""

from __future__ import annotations

import functools
import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from ..fileio import FileRefused, read_limited
from . import shapes
from .compiled import compiled_layout
from .model import (
    DECORATION_KINDS,
    FAINT,
    LINE,
    NO_PLACEHOLDER,
    OUTLINE,
    SPREAD_KINDS,
    TEXT,
    Decoration,
    Layout,
    PileLayout,
    Spread,
)


class LayoutError(ValueError):
    """A layout file is missing or wrong; the message says where."""


_TOP_KEYS = {"game", "width", "height", "room", "centre", "pile", "shape", "override", "decoration", "variant", "plate"}
_VARIANT_KEYS = {"width", "height", "room", "pile", "shape", "override", "decoration"}
_PILE_LOOK = {"rotation", "spread", "z", "label", "placeholder", "hidden"}
_PILE_KEYS = {"id", "x", "y"} | _PILE_LOOK
_OVERRIDE_KEYS = {"x", "y"} | _PILE_LOOK
_SPREAD_KEYS = {"kind", "dx", "dy", "turn", "max_extent", "outward", "down_step", "wrap_after", "wrap"}
_SHAPE_COMMON = {
    "kind", "ids", "texts", "first", "count", "orientation", "rotation", "rotations", "nudge",
    "spread", "z", "z_step", "label", "labels", "placeholder", "placeholders", "hidden", "size",
}  # fmt: skip
_SHAPE_GEOMETRY = {
    shapes.ROW: ({"start", "step"}, set()),
    shapes.COLUMN: ({"start", "step"}, set()),
    shapes.GRID: ({"start", "step", "columns"}, {"checker"}),
    shapes.CIRCLE: ({"centre", "radius"}, {"start_angle", "angle_step", "direction"}),
    shapes.RAY: ({"origin", "angle", "step"}, {"start"}),
    shapes.LINE: ({"from", "to"}, set()),
    shapes.WINGS: ({"centre", "gap", "step"}, set()),
    shapes.CROSS: ({"centre", "step"}, set()),
    shapes.OVAL: ({"centre", "radii"}, {"start_angle", "angle_step", "direction"}),
}
_DECORATION_FIELDS = {
    TEXT: ({"kind", "x", "y", "text"}, {"size", "rotation", "key"}),
    "circle": ({"kind", "x", "y", "radius"}, set()),
    LINE: ({"kind", "x", "y", "x2", "y2"}, set()),
}
_MAX_PLACEHOLDER_TEXT = 3
DEFAULT_ROOM = 3  # see Layout.room
# Far beyond any table (a few dozen card widths, a few hundred piles), and
# small enough that nothing computed from them overflows or takes long.
MAX_NUMBER = 10_000
MAX_ITEMS = 1_000
MAX_FILE_BYTES = 1024 * 1024


def _show(value: Any) -> str:
    return repr(value) if not isinstance(value, dict) else "a table"


class _Entry:
    """Reads the fields of one table, naming the file and entry in errors."""

    def __init__(self, file: str, where: str, table: Any, allowed: set[str], required: set[str] = frozenset()):
        self.file = file
        self.where = where
        if not isinstance(table, dict):
            raise self.error(None, f"expected a table, got {_show(table)}")
        self.table: dict[str, Any] = table
        for key in table:
            if key not in allowed:
                raise self.error(key, f"unknown field (allowed: {', '.join(sorted(allowed))})")
        for key in sorted(required):
            if key not in table:
                raise self.error(key, "missing")

    def error(self, field: str | None, message: str) -> LayoutError:
        parts = [self.file]
        if self.where:
            parts.append(self.where)
        if field is not None:
            parts.append(f"field {field!r}")
        return LayoutError(": ".join([*parts, message]))

    def has(self, key: str) -> bool:
        return key in self.table

    def get(self, key: str, check: Callable[[Any], Any], default: Any = None) -> Any:
        if key not in self.table:
            return default
        value = self.table[key]
        try:
            return check(value)
        except _Bad as bad:
            raise self.error(key, f"{bad}, got {_show(value)}") from None


class _Bad(Exception):
    pass


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise _Bad("expected a number")
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise _Bad(f"expected a number between {-MAX_NUMBER} and {MAX_NUMBER}")
    return float(value)


def _positive(value: Any) -> float:
    number = _number(value)
    if number <= 0:
        raise _Bad("expected a number above 0")
    return number


def _non_negative(value: Any) -> float:
    number = _number(value)
    if number < 0:
        raise _Bad("expected a number not below 0")
    return number


def _fraction(value: Any) -> float:
    number = _number(value)
    if not 0 < number <= 1:
        raise _Bad("expected a number above 0 and at most 1")
    return number


def _count(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_ITEMS:
        raise _Bad(f"expected a whole number from 1 to {MAX_ITEMS}")
    return value


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise _Bad(f"expected a whole number between {-MAX_NUMBER} and {MAX_NUMBER}")
    return value


def _room(value: Any) -> int:
    number = _whole(value)
    if not 0 <= number <= 20:
        raise _Bad("expected a whole number from 0 to 20")
    return number


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value:
        raise _Bad("expected a non-empty string")
    return value


def _boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Bad("expected true or false")
    return value


def _point(value: Any) -> tuple[float, float]:
    if not isinstance(value, list) or len(value) != 2:
        raise _Bad("expected a point [x, y]")
    return _number(value[0]), _number(value[1])


def _choice(*options: str) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in options:
            raise _Bad(f"expected one of {', '.join(map(repr, options))}")
        return value

    return check


def _placeholder(value: Any) -> str:
    text = _text(value)
    if text not in (OUTLINE, FAINT, NO_PLACEHOLDER) and len(text) > _MAX_PLACEHOLDER_TEXT:
        raise _Bad(f"expected 'outline', 'faint', 'none' or a text of at most {_MAX_PLACEHOLDER_TEXT} characters")
    return text


def _list_of(check: Callable[[Any], Any]) -> Callable[[Any], list[Any]]:
    def check_list(value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise _Bad("expected a list")
        try:
            return [check(item) for item in value]
        except _Bad as bad:
            raise _Bad(f"{bad} in every item") from None

    return check_list


def _spread(entry: _Entry, key: str, bearing: float | None) -> Spread:
    """A spread field: ``"stack"``/``"fan"`` or a table. ``outward`` (shapes
    only) offsets each card along the shape's bearing at that pile."""
    value = entry.table[key]
    if isinstance(value, str):
        kind = entry.get(key, _choice(*SPREAD_KINDS))
        return Spread(kind=kind)
    where = f"{entry.where}: field {key!r}" if entry.where else f"field {key!r}"
    sub = _Entry(entry.file, where, value, _SPREAD_KEYS, {"kind"})
    kind = sub.get("kind", _choice(*SPREAD_KINDS))
    dx = sub.get("dx", _number, 0.0)
    dy = sub.get("dy", _number, 0.0)
    if sub.has("outward"):
        if bearing is None:
            raise sub.error("outward", "only shapes have an outward direction; use dx and dy")
        if sub.has("dx") or sub.has("dy"):
            raise sub.error("outward", "give either outward or dx/dy, not both")
        distance = sub.get("outward", _number)
        ux, uy = shapes.unit(bearing)
        dx, dy = round(distance * ux, 9) + 0.0, round(distance * uy, 9) + 0.0
    if sub.has("wrap_after") != sub.has("wrap"):
        raise sub.error("wrap_after" if sub.has("wrap_after") else "wrap", "give wrap_after and wrap together")
    return Spread(
        kind, dx, dy, sub.get("turn", _number, 0.0), sub.get("max_extent", _positive),
        sub.get("down_step", _fraction, 1.0), sub.get("wrap_after", _count, None), sub.get("wrap", _point, (0.0, 0.0)),
    )  # fmt: skip


def _pile(file: str, index: int, table: Any) -> PileLayout:
    pile_id = table.get("id") if isinstance(table, dict) else None
    where = f"pile {pile_id!r}" if isinstance(pile_id, str) else f"pile #{index + 1}"
    entry = _Entry(file, where, table, _PILE_KEYS, {"id", "x", "y"})
    entry.get("id", _text)
    return PileLayout(
        id=pile_id,
        x=entry.get("x", _number),
        y=entry.get("y", _number),
        rotation=entry.get("rotation", _number, 0.0),
        spread=_spread(entry, "spread", None) if entry.has("spread") else Spread(),
        z=entry.get("z", _number, 0.0),
        label=entry.get("label", _text),
        placeholder=entry.get("placeholder", _placeholder, OUTLINE),
        hidden=entry.get("hidden", _boolean, False),
    )


def _shape_positions(entry: _Entry, kind: str, count: int) -> list[tuple[float, float, float]]:
    if kind == shapes.ROW:
        return shapes.row(entry.get("start", _point), entry.get("step", _number), count)
    if kind == shapes.COLUMN:
        return shapes.column(entry.get("start", _point), entry.get("step", _number), count)
    if kind == shapes.GRID:
        return shapes.grid(entry.get("start", _point), entry.get("step", _point), entry.get("columns", _count), count)
    if kind in (shapes.CIRCLE, shapes.OVAL):
        step = entry.get("angle_step", _number, 360.0 / count)
        if entry.get("direction", _choice("clockwise", "anticlockwise"), "clockwise") == "anticlockwise":
            step = -step
        if kind == shapes.OVAL:
            radii = entry.get("radii", _point)
            if min(radii) <= 0:
                raise entry.error("radii", f"expected two radii [across, down] above 0, got {list(radii)}")
            return shapes.oval(entry.get("centre", _point), radii, count, entry.get("start_angle", _number, 0.0), step)
        return shapes.circle(
            entry.get("centre", _point), entry.get("radius", _non_negative), count,
            entry.get("start_angle", _number, 0.0), step,
        )  # fmt: skip
    if kind == shapes.RAY:
        return shapes.ray(
            entry.get("origin", _point), entry.get("angle", _number), entry.get("start", _number, 0.0),
            entry.get("step", _number), count,
        )  # fmt: skip
    if kind == shapes.WINGS:
        if count % 2:
            raise entry.error("count", f"expected an even number (half the rows on each side), got {count}")
        centre, gap = entry.get("centre", _point), entry.get("gap", _non_negative)
        return shapes.wings(centre, gap, entry.get("step", _number), count)
    if kind == shapes.CROSS:
        if count % 4 != 1:
            raise entry.error("count", f"a cross has 1 + 4 × (arm length) items (5, 9, ...), got {count}")
        return shapes.cross(entry.get("centre", _point), entry.get("step", _point), count)
    return shapes.line(entry.get("from", _point), entry.get("to", _point), count)


def _shape(file: str, index: int, table: Any) -> tuple[list[PileLayout], list[Decoration]]:
    """The piles (or texts) one shape entry places."""
    if not isinstance(table, dict):
        raise LayoutError(f"{file}: shape #{index + 1}: expected a table, got {_show(table)}")
    kind = table.get("kind")
    names = table.get("ids", table.get("texts"))
    where = f"shape #{index + 1}"
    if isinstance(kind, str):
        where += f" ({kind}"
        where += f" {names[:40]!r})" if isinstance(names, str) else ")"
    if not isinstance(kind, str) or kind not in _SHAPE_GEOMETRY:
        probe = _Entry(file, where, table, _SHAPE_COMMON | {k for r, o in _SHAPE_GEOMETRY.values() for k in r | o})
        probe.get("kind", _choice(*shapes.SHAPE_KINDS))
        raise probe.error("kind", "missing")
    required, optional = _SHAPE_GEOMETRY[kind]
    entry = _Entry(file, where, table, _SHAPE_COMMON | required | optional, {"kind"} | required)

    # Which items: pile ids (a pattern with {n} or a list) or decoration texts.
    if entry.has("ids") == entry.has("texts"):
        raise entry.error("ids", "give either ids (piles) or texts (decorations)")
    key = "ids" if entry.has("ids") else "texts"
    count = entry.get("count", _count)
    first = entry.get("first", _whole, 1)
    raw = entry.table[key]
    if isinstance(raw, str):
        if key == "texts" or "{n}" not in raw:
            raise entry.error(key, "expected a list of strings or, for ids, a pattern containing {n}, got " + repr(raw))
        if count is None:
            raise entry.error("count", "missing (needed with an id pattern)")
        names = [raw.replace("{n}", str(first + i)) for i in range(count)]
    else:
        names = entry.get(key, _list_of(_text))
        if not names:
            raise entry.error(key, "expected at least one item")
        if count is not None and count != len(names):
            raise entry.error("count", f"is {count} but {key} lists {len(names)}")
        if entry.has("first"):
            raise entry.error("first", "only used with an id pattern")
        count = len(names)

    def per_item(field: str, check: Callable[[Any], Any]) -> list[Any] | None:
        values = entry.get(field, _list_of(check))
        if values is not None and len(values) != count:
            raise entry.error(field, f"expected {count} items (one per {key[:-1]}), got {len(values)}")
        return values

    rotations = per_item("rotations", _number) or [0.0] * count
    if entry.get("checker", _boolean, False):  # a grid laid like a chessboard
        extra = shapes.checkered(entry.get("columns", _count), count)
        rotations = [r + e for r, e in zip(rotations, extra, strict=True)]
    nudges = per_item("nudge", _point) or [(0.0, 0.0)] * count
    labels = per_item("labels", _text)
    if labels is not None and entry.has("label"):
        raise entry.error("labels", "give either label or labels, not both")
    placeholders = per_item("placeholders", _placeholder)
    if placeholders is not None and entry.has("placeholder"):
        raise entry.error("placeholders", "give either placeholder or placeholders, not both")
    orientation = entry.get("orientation", _choice(*shapes.ORIENTATIONS), shapes.UPRIGHT)
    rotation = entry.get("rotation", _number, 0.0)
    positions = _shape_positions(entry, kind, count)

    if key == "texts":
        for field in ("spread", "z", "z_step", "label", "labels", "placeholder", "placeholders", "hidden"):
            if entry.has(field):
                raise entry.error(field, "not used with texts")
        size = entry.get("size", _positive, 0.4)
        decorations = [
            Decoration(
                TEXT, x + nx, y + ny, text=text, size=size, rotation=shapes.orient(orientation, b) + rotation + r
            )
            for (x, y, b), (nx, ny), r, text in zip(positions, nudges, rotations, names, strict=True)
        ]
        return [], decorations
    if entry.has("size"):
        raise entry.error("size", "only used with texts")
    z = entry.get("z", _number, 0.0)
    z_step = entry.get("z_step", _number, 0.0)  # z of item i is z + i * z_step
    label = entry.get("label", _text)
    placeholder = entry.get("placeholder", _placeholder, OUTLINE)
    hidden = entry.get("hidden", _boolean, False)
    piles = []
    for i, ((x, y, bearing), (nx, ny), extra) in enumerate(zip(positions, nudges, rotations, strict=True)):
        piles.append(
            PileLayout(
                id=names[i],
                x=round(x + nx, 9) + 0.0,
                y=round(y + ny, 9) + 0.0,
                rotation=round(shapes.orient(orientation, bearing) + rotation + extra, 9) + 0.0,
                spread=_spread(entry, "spread", bearing) if entry.has("spread") else Spread(),
                z=z + i * z_step,
                label=labels[i] if labels is not None else label,
                placeholder=placeholders[i] if placeholders is not None else placeholder,
                hidden=hidden,
            )
        )
    return piles, []


def _decoration(file: str, index: int, table: Any) -> Decoration:
    where = f"decoration #{index + 1}"
    kind = table.get("kind") if isinstance(table, dict) else None
    if not isinstance(kind, str) or kind not in _DECORATION_FIELDS:
        entry = _Entry(file, where, table, {k for r, o in _DECORATION_FIELDS.values() for k in r | o}, {"kind"})
        entry.get("kind", _choice(*DECORATION_KINDS))
    required, optional = _DECORATION_FIELDS[kind]
    entry = _Entry(file, f"{where} ({kind})", table, required | optional, required)
    return Decoration(
        kind=kind,
        x=entry.get("x", _number),
        y=entry.get("y", _number),
        text=entry.get("text", _text, ""),
        size=entry.get("size", _positive, 0.4),
        radius=entry.get("radius", _positive, 0.0),
        x2=entry.get("x2", _number, 0.0),
        y2=entry.get("y2", _number, 0.0),
        rotation=entry.get("rotation", _number, 0.0),
        key=entry.get("key", _text, ""),
    )


def _override(file: str, pile: PileLayout, table: Any) -> PileLayout:
    entry = _Entry(file, f"override {pile.id!r}", table, _OVERRIDE_KEYS)
    changes: dict[str, Any] = {}
    for key, check in (("x", _number), ("y", _number), ("rotation", _number), ("z", _number), ("label", _text),
                       ("placeholder", _placeholder), ("hidden", _boolean)):  # fmt: skip
        if entry.has(key):
            changes[key] = entry.get(key, check)
    if entry.has("spread"):
        changes["spread"] = _spread(entry, "spread", None)
    return attrs.evolve(pile, **changes)


def _display_name(path: Path) -> str:
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


def parse_layout(text: str, path: Path, game_id: str | None = None) -> Layout:
    """Check and build a layout from the text of a layout file."""
    import tomllib  # (here: the shipped layouts come compiled, see compiled.py)

    file = _display_name(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LayoutError(f"{file}: not valid TOML: {exc}") from None
    except RecursionError:
        raise LayoutError(f"{file}: nested too deeply to be read") from None
    top = _Entry(file, "", data, _TOP_KEYS, {"game", "width", "height"})
    game = top.get("game", _text)
    if game_id is not None and game != game_id:
        raise top.error("game", f"expected {game_id!r} (the file's game), got {game!r}")
    width = top.get("width", _positive)
    height = top.get("height", _positive)
    room = top.get("room", _room, DEFAULT_ROOM)
    centre = top.get("centre", _point)
    if centre is not None and not (0 <= centre[0] <= width and 0 <= centre[1] <= height):
        raise top.error("centre", f"{list(centre)} lies outside the table ({width} x {height})")

    piles, decorations = _placed(file, top, data, {})
    layout = Layout(
        game=game,
        width=width,
        height=height,
        piles=piles,
        decorations=tuple(decorations),
        source=path,
        room=room,
        centre=centre,
    )
    variants = data.get("variant", {})
    if not isinstance(variants, dict) or not all(isinstance(v, dict) for v in variants.values()):
        raise top.error("variant", f"expected a table of tables ([variant.<option key>]), got {_show(variants)}")
    for key, table in variants.items():
        layout.variants[key] = _variant(file, layout, key, table)
    plate = data.get("plate")
    if plate is not None:
        if not isinstance(plate, dict):
            raise top.error("plate", f"expected a table ([plate]), got {_show(plate)}")
        layout = attrs.evolve(layout, plate=_variant(file, layout, None, plate))
    return layout


def _placed(
    file: str, top: _Entry, data: dict, base: dict[str, PileLayout]
) -> tuple[dict[str, PileLayout], list[Decoration]]:
    """The piles and decorations of a file's (or a variant's) entries. With
    ``base`` (a variant's), the piles placed are the base's piles placed anew:
    each must be one of them, and the others keep their places."""
    where_from = top.where.strip() or None
    piles: dict[str, PileLayout] = {}
    decorations: list[Decoration] = []

    def add(pile: PileLayout, where: str) -> None:
        if pile.id in piles:
            raise LayoutError(f"{file}: {where}: field 'id': duplicate pile id {pile.id!r}")
        if base and pile.id not in base:
            raise LayoutError(f"{file}: {where}: field 'id': a variant places only the layout's own piles")
        piles[pile.id] = pile

    for key, reader in (("pile", _pile), ("shape", _shape), ("decoration", _decoration)):
        items = data.get(key, [])
        if not isinstance(items, list):
            raise top.error(key, f"expected an array of tables ([[{key}]]), got {_show(items)}")
        for index, table in enumerate(items):
            prefix = f"{where_from}: " if where_from else ""
            if key == "pile":
                pile = reader(file, index, table)
                add(pile, f"{prefix}pile {pile.id!r}")
            elif key == "shape":
                new_piles, new_texts = reader(file, index, table)
                for pile in new_piles:
                    add(pile, f"{prefix}shape #{index + 1}: pile {pile.id!r}")
                decorations.extend(new_texts)
            else:
                decorations.append(reader(file, index, table))

    if base:
        piles = {**base, **piles}
    overrides = data.get("override", {})
    if not isinstance(overrides, dict):
        raise top.error("override", f"expected a table of tables ([override.<pile id>]), got {_show(overrides)}")
    for pile_id, table in overrides.items():
        if pile_id not in piles:
            raise LayoutError(f"{file}: override {pile_id!r}: no pile with that id")
        piles[pile_id] = _override(file, piles[pile_id], table)
    return piles, decorations


def _variant(file: str, layout: Layout, key: str | None, table: dict) -> Layout:
    """The table drawn when the option ``key`` is on (None: the plate's own
    arrangement, ``[plate]``): the layout with the variant's width, height and
    room (where given), its piles placed anew and overridden, and its
    decorations instead of the layout's (if it has any)."""
    entry = _Entry(file, "plate" if key is None else f"variant {key!r}", table, _VARIANT_KEYS)
    piles, decorations = _placed(file, entry, table, layout.piles)
    return attrs.evolve(
        layout,
        width=entry.get("width", _positive, layout.width),
        height=entry.get("height", _positive, layout.height),
        room=entry.get("room", _room, layout.room),
        piles=piles,
        decorations=tuple(decorations) if "decoration" in table or decorations else layout.decorations,
        variants={},
        plate=None,
    )


def read_layout(path: Path, game_id: str | None = None) -> Layout:
    """Load a layout file from ``path`` (not cached)."""
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except FileRefused as exc:
        raise LayoutError(f"{_display_name(path)}: cannot be read: {str(exc).replace(str(path), 'it')}") from None
    except OSError as exc:
        raise LayoutError(f"{_display_name(path)}: cannot be read: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise LayoutError(f"{_display_name(path)}: not UTF-8 text (byte {exc.start})") from None
    return parse_layout(text, path, game_id)


def check_piles(layout: Layout, pile_ids: list[str]) -> None:
    """Raise LayoutError unless ``layout`` places exactly the piles ``pile_ids``
    (a game's piles): a pile left out could not be drawn, an extra one could
    not be played."""
    file = _display_name(layout.source)
    missing = [p for p in pile_ids if p not in layout.piles]
    if missing:
        raise LayoutError(f"{file}: pile {missing[0]!r}: missing (the game has this pile; add a [[pile]] or shape)")
    extra = [p for p in layout.piles if p not in pile_ids]
    if extra:
        raise LayoutError(f"{file}: pile {extra[0]!r}: field 'id': the game has no pile with this id")


@functools.cache
def _load(game_id: str, directory: Path) -> Layout:
    path = directory / f"{game_id}.toml"
    try:
        text = read_limited(path, MAX_FILE_BYTES)
    except (FileRefused, OSError):
        text = None  # read_layout says what is wrong
    layout = compiled_layout(game_id, directory, text) if text is not None else None
    return layout if layout is not None else read_layout(path, game_id)


def load_layout(game_id: str, directory: Path | None = None) -> Layout:
    """The layout of ``game_id`` from ``directory`` (default: the installed
    ``layouts`` folder), checked and cached."""
    if directory is None:
        from ..resources import layouts_dir

        directory = os.environ.get("CADOGAN_LAYOUTS_DIR") or layouts_dir()
    return _load(game_id, Path(directory).resolve())
