"""The oval shape: a circle stretched across or down, its items tilted with the curve."""

from __future__ import annotations

import math

import pytest

from cadogan.layout import shapes
from tests.layout.test_loader import error, load

OVAL = """
[[shape]]
kind = "oval"
ids = "r{n}"
count = 4
centre = [10, 10]
radii = [3, 2]
"""


def test_four_items_at_the_ends_of_the_axes(tmp_path):
    layout = load(tmp_path, OVAL)
    where = [(p.x, p.y, p.rotation) for p in layout.piles.values()]
    assert where == [(10, 8, 0), (13, 10, 0), (10, 12, 0), (7, 10, 0)]


def test_along_and_across_tilt_with_the_curve(tmp_path):
    body = OVAL.replace("count = 4", 'count = 8\nstart_angle = 45\norientation = "across"')
    piles = list(load(tmp_path, body).piles.values())
    first = piles[0]
    assert (first.x, first.y) == pytest.approx((10 + 3 * math.sqrt(0.5), 10 - 2 * math.sqrt(0.5)))
    # The outward normal at angle 45 of a 3-by-2 oval points at bearing atan2(1/3, 1/2) from up.
    normal = math.degrees(math.atan2(1 / 3, 1 / 2))
    assert first.rotation == pytest.approx(normal + 90 - 180)  # lying along the curve, never upside down
    along = list(load(tmp_path, body.replace('"across"', '"along"')).piles.values())
    assert along[0].rotation == pytest.approx(normal)


def test_equal_radii_give_the_circle(tmp_path):
    oval = shapes.oval((5, 5), (2, 2), 12, 15, 30)
    circle = shapes.circle((5, 5), 2, 12, 15, 30)
    assert [list(item) for item in oval] == [pytest.approx(list(item)) for item in circle]


def test_anticlockwise_and_outward_spreads(tmp_path):
    body = OVAL + 'direction = "anticlockwise"\nspread = { kind = "fan", outward = 0.5 }\n'
    piles = list(load(tmp_path, body).piles.values())
    assert [(p.x, p.y) for p in piles] == [(10, 8), (7, 10), (10, 12), (13, 10)]
    assert [(p.spread.dx, p.spread.dy) for p in piles] == [(0, -0.5), (-0.5, 0), (0, 0.5), (0.5, 0)]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (OVAL.replace("radii = [3, 2]\n", ""), "shape #1 (oval 'r{n}'): field 'radii': missing"),
        (OVAL.replace("[3, 2]", "3"), "field 'radii': expected a point [x, y], got 3"),
        (OVAL.replace("[3, 2]", "[3, 0]"), "field 'radii': expected two radii [across, down] above 0, got [3.0, 0.0]"),
        (OVAL + "radius = 2\n", "field 'radius': unknown field"),
        (OVAL + 'direction = "widdershins"\n', "field 'direction': expected one of 'clockwise', 'anticlockwise'"),
    ],
)
def test_oval_errors(tmp_path, body, expected):
    assert expected in error(tmp_path, body)
