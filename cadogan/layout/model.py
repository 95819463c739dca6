"""What a layout file describes, once loaded: piles placed on a table.

Units are card widths: a card is 1.0 wide and :data:`CARD_HEIGHT` high. The
origin is the table's top-left corner and y grows downward. Rotations are in
degrees, clockwise, about the card's centre.

This module is pure Python (no Qt) so tests and the rules side may use it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from pathlib import Path

import attrs

CARD_HEIGHT = 1.4

STACK = "stack"
FAN = "fan"
SPREAD_KINDS = (STACK, FAN)

OUTLINE = "outline"  # an empty pile shows a rounded outline
FAINT = "faint"  # a thinner, fainter outline: a place in the picture, not a target to aim for
NO_PLACEHOLDER = "none"  # an empty pile shows nothing

TEXT = "text"
CIRCLE = "circle"
LINE = "line"
DECORATION_KINDS = (TEXT, CIRCLE, LINE)


@attrs.frozen
class Spread:
    """How a pile's cards lie on one another.

    ``dx``/``dy``: offset of each card from the one beneath, in table
    coordinates. ``turn``: extra rotation per card (a hand-like fan).
    ``max_extent``: if set, the offsets are squeezed so the top card's centre
    never lies further than this from the bottom card's centre.
    ``down_step``: the offset after a face-down card, as a fraction of the
    normal one (face-down cards of a Klondike column sit closer together,
    leaving the room for the face-up run).
    ``wrap_after``: if set, a pile longer than this goes on in a new line
    beside the first (a long line of Spenser's Fairie Queen): line *k*
    (from 0) holds cards ``k * wrap_after`` on and begins ``k * wrap`` from
    the bottom card; each line is spread, and squeezed, on its own.
    """

    kind: str = STACK
    dx: float = 0.0
    dy: float = 0.0
    turn: float = 0.0
    max_extent: float | None = None
    down_step: float = 1.0
    wrap_after: int | None = None
    wrap: tuple[float, float] = attrs.field(default=(0.0, 0.0), converter=tuple)  # (a JSON list too)


@attrs.frozen
class PileLayout:
    """Where one pile lies: ``x``/``y`` is the centre of its bottom card."""

    id: str
    x: float
    y: float
    rotation: float = 0.0
    spread: Spread = Spread()
    z: float = 0.0
    label: str | None = None
    placeholder: str = OUTLINE
    hidden: bool = False


@attrs.frozen
class Decoration:
    """A drawing on the felt: text, a circle or a line (plate ornaments)."""

    kind: str
    x: float
    y: float
    text: str = ""
    size: float = 0.4  # text height, card widths
    radius: float = 0.0
    x2: float = 0.0
    y2: float = 0.0
    rotation: float = 0.0
    key: str = ""  # a text the game keeps current (Game.table_texts); ``text`` shows until it says


@attrs.frozen(eq=False)
class Layout:
    """One game's table: its extent, its piles (by rules id) and decorations."""

    game: str
    width: float
    height: float
    piles: dict[str, PileLayout]
    decorations: tuple[Decoration, ...] = ()
    source: Path = Path()
    room: int = 3  # cards each spread pile may gain before the window re-fits the table
    # The point the window keeps in its middle (a figure such as the Shah's star), or None: the table's content.
    centre: tuple[float, float] | None = None
    # The table drawn when an option is on, by option key (``[variant.<key>]``), in file order.
    variants: dict[str, Layout] = attrs.field(factory=dict)
    # The plate's own arrangement (``[plate]``), drawn instead of this one in a
    # window with room for it (see docs/layout-format.md), or None.
    plate: Layout | None = None

    def for_options(self, on: Iterable[str]) -> Layout:
        """The layout to draw with the options ``on`` (their keys): the first
        variant, in file order, whose option is on; else this layout."""
        on = set(on)
        return next((variant for key, variant in self.variants.items() if key in on), self)


def card_placements(
    pile: PileLayout, count: int, face_down: Sequence[bool] | None = None
) -> list[tuple[float, float, float]]:
    """``(x, y, rotation)`` of each card centre of ``pile`` holding ``count``
    cards, bottom card first.

    ``face_down`` (one flag per card, bottom first) lets the spread's
    ``down_step`` shorten the offset after each face-down card; without it
    every card counts as face up.
    """
    spread = pile.spread
    if face_down is not None and len(face_down) != count:
        raise ValueError(f"{len(face_down)} face-down flags for {count} cards")
    if spread.wrap_after is not None and count > spread.wrap_after:
        places = []
        for start in range(0, count, spread.wrap_after):
            line = start // spread.wrap_after
            size = min(spread.wrap_after, count - start)
            flags = None if face_down is None else face_down[start : start + size]
            wx, wy = spread.wrap
            shifted = attrs.evolve(
                pile, x=pile.x + line * wx, y=pile.y + line * wy, spread=attrs.evolve(spread, wrap_after=None)
            )
            for x, y, rotation in card_placements(shifted, size, flags):
                places.append((x, y, rotation + start * spread.turn))
        return places
    dx, dy = spread.dx, spread.dy
    # steps[i]: the offset from card i to card i + 1, in normal offsets
    steps = [spread.down_step if face_down is not None and face_down[i] else 1.0 for i in range(count - 1)]
    length = math.hypot(dx, dy) * sum(steps)
    if spread.max_extent is not None and length > spread.max_extent:
        scale = spread.max_extent / length
        dx, dy = dx * scale, dy * scale
    places = []
    along = 0.0
    for i in range(count):
        places.append((pile.x + along * dx, pile.y + along * dy, pile.rotation + i * spread.turn))
        if i < count - 1:
            along += steps[i]
    return places


def card_corners(x: float, y: float, rotation: float) -> list[tuple[float, float]]:
    """The four corners of a card centred at ``x``, ``y`` turned ``rotation``
    degrees clockwise (y down)."""
    theta = math.radians(rotation)
    cos, sin = math.cos(theta), math.sin(theta)
    half_w, half_h = 0.5, CARD_HEIGHT / 2
    corners = []
    for cx, cy in ((-half_w, -half_h), (half_w, -half_h), (half_w, half_h), (-half_w, half_h)):
        corners.append((x + cx * cos - cy * sin, y + cx * sin + cy * cos))
    return corners


def pile_bounds(
    pile: PileLayout, count: int, face_down: Sequence[bool] | None = None
) -> tuple[float, float, float, float]:
    """Bounding box ``(left, top, right, bottom)`` of ``pile`` holding
    ``count`` cards (at least one: an empty pile shows its placeholder)."""
    flags = face_down if count > 0 else None
    points = [p for place in card_placements(pile, max(count, 1), flags) for p in card_corners(*place)]
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)
