"""The grid's ``checker`` option: a board laid like a chessboard (the Carpet)."""

from __future__ import annotations

import pytest

from cadogan.layout.shapes import checkered
from tests.layout.test_loader import error, load

BOARD = """
[[shape]]
kind = "grid"
ids = "c{n}"
count = 9
columns = 3
start = [1, 1]
step = [1.2, 1.2]
checker = true
"""


def test_upright_and_crossways_alternate_along_rows_and_columns(tmp_path):
    layout = load(tmp_path, BOARD)
    rotations = [p.rotation for p in layout.piles.values()]
    assert rotations == [0, 90, 0, 90, 0, 90, 0, 90, 0]
    where = [(p.x, p.y) for p in layout.piles.values()]
    assert where[4] == pytest.approx((2.2, 2.2))  # the places are the grid's own


def test_an_even_row_length_still_alternates_down_each_column(tmp_path):
    assert checkered(2, 4) == [0, 90, 90, 0]
    assert checkered(8, 64)[8:10] == [90, 0]  # row 2 starts crossways


def test_checker_adds_to_the_shapes_rotation(tmp_path):
    layout = load(tmp_path, BOARD + "rotation = 90\n")
    assert [p.rotation for p in layout.piles.values()][:3] == [90, 180, 90]


def test_checker_off_leaves_every_item_as_the_shape_lays_it(tmp_path):
    layout = load(tmp_path, BOARD.replace("checker = true", "checker = false"))
    assert {p.rotation for p in layout.piles.values()} == {0}


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (BOARD.replace("checker = true", 'checker = "yes"'), "field 'checker': expected true or false, got 'yes'"),
        (
            '[[shape]]\nkind = "row"\nids = "c{n}"\ncount = 2\nstart = [1, 1]\nstep = 1.0\nchecker = true\n',
            "field 'checker': unknown field",
        ),
    ],
)
def test_checker_errors(tmp_path, body, expected):
    assert expected in error(tmp_path, body)
