"""Geometry of the shape entries: where each of a shape's ``count`` items
lies and which way the shape runs there.

Angles are compass bearings in degrees: 0 points up, 90 right, clockwise
(y grows downward).
"""

from __future__ import annotations

import math

UPRIGHT = "upright"
ALONG = "along"
ACROSS = "across"
OUTWARD = "outward"
ORIENTATIONS = (UPRIGHT, ALONG, ACROSS, OUTWARD)

ROW = "row"
COLUMN = "column"
GRID = "grid"
CIRCLE = "circle"
RAY = "ray"
LINE = "line"
WINGS = "wings"
CROSS = "cross"
OVAL = "oval"
SHAPE_KINDS = (ROW, COLUMN, GRID, CIRCLE, RAY, LINE, WINGS, CROSS, OVAL)


def unit(bearing: float) -> tuple[float, float]:
    """The unit vector of a compass bearing, in table coordinates."""
    theta = math.radians(bearing)
    return math.sin(theta), -math.cos(theta)


def bearing_of(dx: float, dy: float) -> float:
    return math.degrees(math.atan2(dx, -dy)) % 360


def readable(angle: float) -> float:
    """``angle`` turned by a multiple of 180° into (-90, 90], so a card lying
    along that axis is never drawn upside down."""
    angle = (angle + 90) % 180 - 90
    return 90.0 if angle == -90 else angle + 0.0


def orient(orientation: str, bearing: float) -> float:
    """A card's rotation for an orientation relative to the shape's bearing."""
    if orientation == UPRIGHT:
        return 0.0
    if orientation == ALONG:
        return readable(bearing)
    if orientation == ACROSS:
        return readable(bearing + 90)
    return bearing % 360  # OUTWARD: the top points along the bearing


def row(start: tuple[float, float], step: float, count: int) -> list[tuple[float, float, float]]:
    return [(start[0] + i * step, start[1], 90.0) for i in range(count)]


def column(start: tuple[float, float], step: float, count: int) -> list[tuple[float, float, float]]:
    return [(start[0], start[1] + i * step, 180.0) for i in range(count)]


def grid(
    start: tuple[float, float], step: tuple[float, float], columns: int, count: int
) -> list[tuple[float, float, float]]:
    """Row by row, ``columns`` to a row, left to right."""
    return [(start[0] + (i % columns) * step[0], start[1] + (i // columns) * step[1], 180.0) for i in range(count)]


def circle(
    centre: tuple[float, float], radius: float, count: int, start_angle: float, angle_step: float
) -> list[tuple[float, float, float]]:
    """Items on a circle; each item's bearing points away from the centre."""
    result = []
    for i in range(count):
        bearing = start_angle + i * angle_step
        ux, uy = unit(bearing)
        result.append((centre[0] + radius * ux, centre[1] + radius * uy, bearing % 360))
    return result


def ray(
    origin: tuple[float, float], angle: float, start: float, step: float, count: int
) -> list[tuple[float, float, float]]:
    ux, uy = unit(angle)
    distances = [start + i * step for i in range(count)]
    return [(origin[0] + d * ux, origin[1] + d * uy, angle % 360) for d in distances]


def line(start: tuple[float, float], end: tuple[float, float], count: int) -> list[tuple[float, float, float]]:
    """``count`` items evenly from ``start`` to ``end`` (both ends included;
    a single item lies midway)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    bearing = bearing_of(dx, dy)
    if count == 1:
        return [(start[0] + dx / 2, start[1] + dy / 2, bearing)]
    return [(start[0] + dx * i / (count - 1), start[1] + dy * i / (count - 1), bearing) for i in range(count)]


def wings(centre: tuple[float, float], gap: float, step: float, count: int) -> list[tuple[float, float, float]]:
    """Rows growing outward from a centre: the first half of the items lie
    ``gap`` left of the centre, top to bottom, ``step`` apart; the second
    half likewise on the right. Each group is centred on the centre's height,
    and each item's bearing points away from the centre (270 on the left, 90
    on the right), so an ``outward`` spread grows away from it."""
    per_side = count // 2
    top = centre[1] - (per_side - 1) * step / 2
    left = [(centre[0] - gap, top + i * step, 270.0) for i in range(per_side)]
    right = [(centre[0] + gap, top + i * step, 90.0) for i in range(per_side)]
    return left + right


def cross(centre: tuple[float, float], step: tuple[float, float], count: int) -> list[tuple[float, float, float]]:
    """A centre and four equal arms (``count`` = 1 + 4 × arm length), in
    reading order: the upper arm from its tip down, the left arm from its
    tip in, the centre, the right arm outward, the lower arm downward. Each
    arm item's bearing points away from the centre; the centre's points down."""
    arm = (count - 1) // 4
    (cx, cy), (sx, sy) = centre, step
    places = [(cx, cy - d * sy, 0.0) for d in range(arm, 0, -1)]
    places += [(cx - d * sx, cy, 270.0) for d in range(arm, 0, -1)]
    places.append((cx, cy, 180.0))
    places += [(cx + d * sx, cy, 90.0) for d in range(1, arm + 1)]
    places += [(cx, cy + d * sy, 180.0) for d in range(1, arm + 1)]
    return places


def oval(
    centre: tuple[float, float], radii: tuple[float, float], count: int, start_angle: float, angle_step: float
) -> list[tuple[float, float, float]]:
    """Items on an oval (an ellipse with radii ``rx`` across and ``ry`` down),
    placed like a circle's: item *i* at angle ``start_angle + i * angle_step``
    (a compass bearing on the circle the oval is squeezed from), at
    ``(cx + rx sin a, cy - ry cos a)``. Each item's bearing is the oval's
    outward normal there, so ``along`` points a card across the ring, at the
    centre when the radii are equal, and ``across`` lays it along the curve;
    with equal radii the oval is the circle."""
    (cx, cy), (rx, ry) = centre, radii
    result = []
    for i in range(count):
        angle = start_angle + i * angle_step
        ux, uy = unit(angle)
        # The outward normal of (rx·ux, ry·uy) is (ux / rx, uy / ry) (radii above 0).
        bearing = angle % 360 if rx == ry else bearing_of(ux / rx, uy / ry)
        result.append((cx + rx * ux, cy + ry * uy, bearing))
    return result


def checkered(columns: int, count: int) -> list[float]:
    """A grid laid like a chessboard (the Carpet): the extra rotation of each
    item, row by row, ``columns`` to a row. The first item lies as the shape
    lays it, and upright and crossways cards alternate along every row and
    column: 90 degrees where row + column is odd."""
    return [90.0 if (i // columns + i % columns) % 2 else 0.0 for i in range(count)]
