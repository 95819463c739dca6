"""The Four Corners' and The Square's tables follow their plates."""

from __future__ import annotations

import math

from cadogan.layout import card_corners, card_placements, load_layout
from tests.layout.test_layouts import _overlap


def test_the_four_corners_packets_sit_at_the_corners_and_sides():
    layout = load_layout("the_four_corners")
    piles = layout.piles
    sides = [piles[f"p{n}"] for n in (2, 3, 4, 5, 8, 9, 10, 11)]
    left, right = min(p.x for p in sides), max(p.x for p in sides)
    top, bottom = min(p.y for p in sides), max(p.y for p in sides)
    # Packet 1 the left top corner, 6 the left bottom one, 7 and 12 on the right.
    corners = {"p1": (True, True), "p6": (True, False), "p7": (False, True), "p12": (False, False)}
    for corner, (west, north) in corners.items():
        place = piles[corner]
        assert (place.x < left) if west else (place.x > right), corner
        assert (place.y < top) if north else (place.y > bottom), corner
        # Tilted 45 degrees, the long axis pointing at the centre of the block.
        centre = ((left + right) / 2, (top + bottom) / 2)
        bearing = math.degrees(math.atan2(centre[0] - place.x, -(centre[1] - place.y)))
        off = (bearing - place.rotation) % 180  # a card's long axis lies along its rotation
        assert abs(place.rotation) == 45 and min(off, 180 - off) < 15, corner
    # Each side packet is level with the foundation it adjoins; the aces on
    # the left of the kings, both columns between the side columns.
    for k in range(4):
        assert piles[f"p{2 + k}"].y == piles[f"f{1 + k}"].y == piles[f"p{8 + k}"].y == piles[f"f{5 + k}"].y
        assert piles[f"p{2 + k}"].x < piles[f"f{1 + k}"].x < piles[f"f{5 + k}"].x < piles[f"p{8 + k}"].x


def test_the_four_corners_long_packets_never_touch():
    """Every packet at once holding fifteen cards (more than a deal gives)."""
    layout = load_layout("the_four_corners")
    shown = list(layout.piles.values())
    cards = {p.id: [card_corners(*place) for place in card_placements(p, 15)] for p in shown}
    clashes = [
        (a.id, b.id)
        for i, a in enumerate(shown)
        for b in shown[i + 1 :]
        if any(_overlap(x, y) for x in cards[a.id] for y in cards[b.id])
    ]
    assert clashes == []


def test_the_square_is_four_rows_of_four_with_a_foundation_outside_each_corner():
    piles = load_layout("the_square").piles
    square = [piles[f"q{n}"] for n in range(1, 17)]
    xs = sorted({round(p.x, 6) for p in square})
    ys = sorted({round(p.y, 6) for p in square})
    assert len(xs) == 4 and len(ys) == 4
    assert [(round(p.x, 6), round(p.y, 6)) for p in square] == [(x, y) for y in ys for x in xs]
    for pile, x_out, y_out in (("f1", -1, -1), ("f2", 1, -1), ("f3", -1, 1), ("f4", 1, 1)):
        place = piles[pile]
        assert (place.x < xs[0]) if x_out < 0 else (place.x > xs[-1]), pile
        assert (place.y < ys[0]) if y_out < 0 else (place.y > ys[-1]), pile
    assert piles["stock"].y > ys[-1] and abs(piles["stock"].x - (xs[0] + xs[-1]) / 2) < 1e-6
