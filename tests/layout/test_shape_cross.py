"""The cross shape: a centre and four equal arms, in reading order."""

from __future__ import annotations

import pytest

from tests.layout.test_loader import error, load

CROSS = """
[[shape]]
kind = "cross"
ids = ["top", "left", "centre", "right", "bottom"]
centre = [5, 6]
step = [1.6, 2.0]
spread = { kind = "fan", outward = 0.3 }
"""


def test_a_cross_of_five_in_reading_order(tmp_path):
    layout = load(tmp_path, CROSS)
    where = {p.id: (p.x, p.y) for p in layout.piles.values()}
    assert where == {"top": (5, 4), "left": (3.4, 6), "centre": (5, 6), "right": (6.6, 6), "bottom": (5, 8)}
    assert list(layout.piles) == ["top", "left", "centre", "right", "bottom"]
    # Spreads run outward along each arm; the centre's runs down.
    spreads = {p.id: (p.spread.dx, p.spread.dy) for p in layout.piles.values()}
    assert spreads["top"] == pytest.approx((0, -0.3), abs=1e-9)
    assert spreads["left"] == pytest.approx((-0.3, 0), abs=1e-9)
    assert spreads["right"] == pytest.approx((0.3, 0), abs=1e-9)
    assert spreads["centre"] == pytest.approx((0, 0.3), abs=1e-9)
    assert spreads["bottom"] == pytest.approx((0, 0.3), abs=1e-9)
    assert {p.rotation for p in layout.piles.values()} == {0}


def test_longer_arms_and_orientation_along(tmp_path):
    body = '[[shape]]\nkind = "cross"\nids = "c{n}"\ncount = 9\ncentre = [10, 10]\nstep = [1, 2]\n'
    body += 'orientation = "along"\n'
    layout = load(tmp_path, body)
    where = [(p.x, p.y, p.rotation) for p in layout.piles.values()]
    assert where == [
        (10, 6, 0), (10, 8, 0),  # the upper arm, tip first
        (8, 10, 90), (9, 10, 90),  # the left arm, tip first: crossways
        (10, 10, 0),  # the centre
        (11, 10, 90), (12, 10, 90),
        (10, 12, 0), (10, 14, 0),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (CROSS.replace('"bottom"', '"bottom", "extra"'), "field 'count': a cross has 1 + 4 × (arm length) items"),
        (CROSS.replace("step = [1.6, 2.0]\n", ""), "shape #1 (cross): field 'step': missing"),
        (CROSS.replace("step = [1.6, 2.0]", "step = 1.6"), "field 'step': expected a point [x, y], got 1.6"),
        (CROSS + "radius = 2\n", "field 'radius': unknown field"),
    ],
)
def test_cross_errors(tmp_path, body, expected):
    assert expected in error(tmp_path, body)
