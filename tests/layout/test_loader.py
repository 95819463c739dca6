"""The layout format: shapes place piles where they should, and every
mistake in a file is reported with the file, the entry and the field."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from cadogan.layout import (
    CARD_HEIGHT,
    LayoutError,
    PileLayout,
    Spread,
    card_placements,
    load_layout,
    pile_bounds,
    read_layout,
)

HEADER = 'game = "demo"\nwidth = 20\nheight = 20\n'


def write(tmp_path: Path, body: str, header: str = HEADER) -> Path:
    folder = tmp_path / "layouts"
    folder.mkdir(exist_ok=True)
    path = folder / "demo.toml"
    path.write_text(header + body, encoding="utf-8")
    return path


def load(tmp_path: Path, body: str, header: str = HEADER):
    return read_layout(write(tmp_path, body, header), "demo")


def error(tmp_path: Path, body: str, header: str = HEADER) -> str:
    with pytest.raises(LayoutError) as caught:
        load(tmp_path, body, header)
    message = str(caught.value)
    assert message.startswith("layouts/demo.toml: ")
    return message


def approx(value: float) -> object:
    return pytest.approx(value, abs=1e-6)


# -- what files describe --------------------------------------------------------


def test_single_pile_with_every_field(tmp_path):
    layout = load(
        tmp_path,
        """
[[pile]]
id = "stock"
x = 1.5
y = 2
rotation = 90
spread = { kind = "fan", dx = 0.2, dy = -0.1, turn = 5, max_extent = 3 }
z = 4
label = "Pack"
placeholder = "K"
hidden = true
""",
    )
    assert layout.game == "demo" and layout.width == 20 and layout.height == 20
    assert layout.piles == {
        "stock": PileLayout("stock", 1.5, 2.0, 90.0, Spread("fan", 0.2, -0.1, 5.0, 3.0), 4.0, "Pack", "K", True)
    }
    assert layout.source.name == "demo.toml"


def test_defaults_of_a_pile(tmp_path):
    pile = load(tmp_path, '[[pile]]\nid = "w"\nx = 1\ny = 1\n').piles["w"]
    assert (pile.rotation, pile.spread, pile.z, pile.label, pile.placeholder, pile.hidden) == (
        0.0, Spread("stack"), 0.0, None, "outline", False,
    )  # fmt: skip


def test_row_column_and_grid_with_id_patterns(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "row"
ids = "r{n}"
count = 3
start = [1, 2]
step = 1.5

[[shape]]
kind = "column"
ids = "c{n}"
first = 0
count = 2
start = [5, 1]
step = 2

[[shape]]
kind = "grid"
ids = ["g1", "g2", "g3"]
start = [10, 10]
step = [2, 3]
columns = 2
""",
    )
    where = {pile.id: (pile.x, pile.y) for pile in layout.piles.values()}
    assert where == {
        "r1": (1, 2), "r2": (2.5, 2), "r3": (4, 2),
        "c0": (5, 1), "c1": (5, 3),
        "g1": (10, 10), "g2": (12, 10), "g3": (10, 13),
    }  # fmt: skip
    assert list(layout.piles) == ["r1", "r2", "r3", "c0", "c1", "g1", "g2", "g3"]


def test_circle_places_clockwise_from_the_start_angle_and_orients_along_the_radius(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "circle"
ids = "f{n}"
count = 12
centre = [10, 10]
radius = 4
start_angle = 30
orientation = "along"
""",
    )
    f3, f6, f9, f12 = (layout.piles[f"f{h}"] for h in (3, 6, 9, 12))
    assert (f12.x, f12.y) == (approx(10), approx(6))  # XII at the top
    assert (f3.x, f3.y) == (approx(14), approx(10))  # III to the right
    assert (f6.x, f6.y) == (approx(10), approx(14))
    assert (f9.x, f9.y) == (approx(6), approx(10))
    # Long axis along the radius, never upside down: upright at XII and VI,
    # crossways at III and IX, tilted at the others.
    rotations = {h: layout.piles[f"f{h}"].rotation for h in range(1, 13)}
    assert rotations[12] == 0 and rotations[6] == 0
    assert rotations[3] == 90 and rotations[9] == 90
    assert rotations[1] == approx(30) and rotations[5] == approx(-30)
    assert rotations[7] == approx(30) and rotations[11] == approx(-30)


def test_circle_anticlockwise_with_step_and_other_orientations(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "circle"
ids = ["a", "b"]
centre = [10, 10]
radius = 2
start_angle = 90
angle_step = 45
direction = "anticlockwise"
orientation = "across"

[[shape]]
kind = "circle"
ids = ["u", "v"]
centre = [10, 10]
radius = 5
start_angle = 180
orientation = "outward"
""",
    )
    a, b, u = layout.piles["a"], layout.piles["b"], layout.piles["u"]
    assert (a.x, a.y, a.rotation) == (approx(12), approx(10), approx(0))
    assert (b.x, b.y) == (approx(10 + 2 * math.sin(math.radians(45))), approx(10 - 2 * math.cos(math.radians(45))))
    assert b.rotation == approx(-45)
    assert (u.x, u.y, u.rotation) == (approx(10), approx(15), approx(180))  # top points outward: upside down


def test_ray_and_line(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "ray"
ids = "r{n}"
count = 3
origin = [10, 10]
angle = 90
start = 2
step = 1.5
orientation = "along"

[[shape]]
kind = "line"
ids = "m{n}"
count = 3
from = [0, 4]
to = [2, 0]
orientation = "along"

[[shape]]
kind = "line"
ids = ["mid"]
from = [0, 0]
to = [4, 2]
""",
    )
    ray = [(p.x, p.y, p.rotation) for p in (layout.piles[f"r{i}"] for i in (1, 2, 3))]
    assert ray == [(12, 10, 90), (13.5, 10, 90), (15, 10, 90)]
    line = [layout.piles[f"m{i}"] for i in (1, 2, 3)]
    assert [(p.x, p.y) for p in line] == [(0, 4), (1, 2), (2, 0)]
    # The stroke rises to the right: each card's top leans right, along it.
    assert line[0].rotation == approx(math.degrees(math.atan2(2, 4)))
    assert (layout.piles["mid"].x, layout.piles["mid"].y, layout.piles["mid"].rotation) == (2, 1, 0)


def test_per_item_lists_outward_spread_and_z_step(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "circle"
ids = "p{n}"
count = 4
centre = [10, 10]
radius = 3
rotation = 5
rotations = [0, 1, 2, 3]
nudge = [[0, 0], [0.5, 0], [0, 0], [0, -0.5]]
labels = ["I", "II", "III", "IV"]
placeholders = ["A", "none", "outline", "K"]
spread = { kind = "fan", outward = 0.5, max_extent = 2 }
z = 3
z_step = 2
""",
    )
    p1, p2, p4 = layout.piles["p1"], layout.piles["p2"], layout.piles["p4"]
    assert p1.spread == Spread("fan", 0.0, -0.5, 0.0, 2.0)  # the top one fans upward
    assert p2.spread == Spread("fan", 0.5, 0.0, 0.0, 2.0)  # the right one to the right
    assert (p2.x, p2.y) == (approx(13.5), approx(10))
    assert (p4.x, p4.y) == (approx(7), approx(9.5))
    assert [layout.piles[f"p{n}"].rotation for n in range(1, 5)] == [5, 6, 7, 8]  # upright + 5 + own
    assert [layout.piles[f"p{n}"].z for n in range(1, 5)] == [3, 5, 7, 9]
    assert [layout.piles[f"p{n}"].label for n in range(1, 5)] == ["I", "II", "III", "IV"]
    assert [layout.piles[f"p{n}"].placeholder for n in range(1, 5)] == ["A", "none", "outline", "K"]


def test_texts_and_decorations(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "circle"
texts = ["XII", "III", "VI", "IX"]
centre = [10, 10]
radius = 2
orientation = "outward"
size = 0.5

[[decoration]]
kind = "text"
x = 1
y = 2
text = "No. 1"
rotation = 10

[[decoration]]
kind = "circle"
x = 10
y = 10
radius = 3

[[decoration]]
kind = "line"
x = 0
y = 0
x2 = 5
y2 = 5
""",
    )
    assert layout.piles == {}
    texts = [d for d in layout.decorations if d.kind == "text"]
    assert [(d.text, round(d.x, 6), round(d.y, 6), d.rotation % 360, d.size) for d in texts[:4]] == [
        ("XII", 10, 8, 0, 0.5), ("III", 12, 10, 90, 0.5), ("VI", 10, 12, 180, 0.5), ("IX", 8, 10, 270, 0.5),
    ]  # fmt: skip
    assert (texts[4].text, texts[4].size, texts[4].rotation) == ("No. 1", 0.4, 10)
    circle = layout.decorations[5]
    line = layout.decorations[6]
    assert (circle.kind, circle.radius) == ("circle", 3)
    assert (line.kind, line.x2, line.y2) == ("line", 5, 5)


def test_override_changes_only_the_named_fields(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "row"
ids = "p{n}"
count = 2
start = [1, 1]
step = 2
placeholder = "A"

[override.p2]
y = 5
spread = "fan"
hidden = true
""",
    )
    assert layout.piles["p2"] == PileLayout("p2", 3.0, 5.0, spread=Spread("fan"), placeholder="A", hidden=True)
    assert layout.piles["p1"] == PileLayout("p1", 1.0, 1.0, placeholder="A")


def test_card_placements_fan_and_squeeze():
    fan = PileLayout("p", 1, 2, rotation=10, spread=Spread("fan", dx=0.5, turn=3, max_extent=1.0))
    assert card_placements(fan, 0) == []
    assert card_placements(fan, 2) == [(1, 2, 10), (1.5, 2, 13)]
    squeezed = card_placements(fan, 5)
    assert [round(x, 6) for x, _, _ in squeezed] == [1, 1.25, 1.5, 1.75, 2]  # 4 x 0.5 squeezed to 1.0
    assert squeezed[-1][2] == 22
    stack = PileLayout("s", 3, 4)
    assert card_placements(stack, 3) == [(3, 4, 0)] * 3


def test_card_placements_close_up_face_down_cards():
    column = PileLayout("t", 1, 1, spread=Spread("fan", dy=0.5, down_step=0.4))
    down = [True, True, False, False]
    assert [round(y, 6) for _, y, _ in card_placements(column, 4, down)] == [1, 1.2, 1.4, 1.9]
    # Without the flags (or with none face down) every offset is the normal one.
    assert [round(y, 6) for _, y, _ in card_placements(column, 4)] == [1, 1.5, 2, 2.5]
    assert card_placements(column, 4, [False] * 4) == card_placements(column, 4)
    # The top card's flag never matters: nothing lies after it.
    assert card_placements(column, 2, [False, True]) == card_placements(column, 2)
    with pytest.raises(ValueError, match="3 face-down flags for 4 cards"):
        card_placements(column, 4, down[:3])


def test_card_placements_squeeze_counts_the_shorter_steps():
    # Four face-down steps of 0.2 and two face-up steps of 0.5: 1.8 in all,
    # squeezed to 0.9, every step halved.
    column = PileLayout("t", 0, 0, spread=Spread("fan", dy=0.5, down_step=0.4, max_extent=0.9))
    places = card_placements(column, 7, [True] * 4 + [False] * 3)
    assert [round(y, 6) for _, y, _ in places] == [0, 0.1, 0.2, 0.3, 0.4, 0.65, 0.9]
    # Within max_extent nothing is squeezed.
    assert round(card_placements(column, 4, [True, True, True, False])[-1][1], 6) == 0.6


def test_down_step_is_read_and_defaults_to_one(tmp_path):
    layout = load(
        tmp_path,
        """
[[pile]]
id = "t1"
x = 1
y = 1
spread = { kind = "fan", dy = 0.4, down_step = 0.25, max_extent = 5 }

[[pile]]
id = "t2"
x = 3
y = 1
spread = { kind = "fan", dy = 0.4 }
""",
    )
    assert layout.piles["t1"].spread == Spread("fan", 0.0, 0.4, 0.0, 5.0, 0.25)
    assert layout.piles["t2"].spread.down_step == 1.0


def test_card_placements_wrap_a_long_line_into_the_next():
    # Three cards a line: the fourth begins a second line one card width and
    # a step off the first, each line spread (and squeezed) on its own.
    line = PileLayout("t", 1, 1, spread=Spread("fan", dy=0.5, max_extent=0.6, wrap_after=3, wrap=(1.0, 0.5)))
    places = card_placements(line, 7, [False] * 7)
    assert [(round(x, 6), round(y, 6)) for x, y, _ in places] == [
        (1, 1), (1, 1.3), (1, 1.6),  # 1.0 of offsets squeezed to 0.6
        (2, 1.5), (2, 1.8), (2, 2.1),
        (3, 2.0),
    ]  # fmt: skip
    assert card_placements(line, 3) == card_placements(
        PileLayout("t", 1, 1, spread=Spread("fan", dy=0.5, max_extent=0.6)), 3
    )


def test_wrap_is_read_and_comes_with_wrap_after(tmp_path):
    layout = load(
        tmp_path,
        """
[[pile]]
id = "t1"
x = 1
y = 1
spread = { kind = "fan", dy = 0.4, wrap_after = 12, wrap = [1.05, 0.7] }
""",
    )
    assert layout.piles["t1"].spread.wrap_after == 12 and layout.piles["t1"].spread.wrap == (1.05, 0.7)
    with pytest.raises(LayoutError, match="give wrap_after and wrap together"):
        load(tmp_path, '[[pile]]\nid = "t1"\nx = 1\ny = 1\nspread = { kind = "fan", dy = 0.4, wrap_after = 12 }\n')


def test_faint_placeholders_are_read(tmp_path):
    layout = load(tmp_path, ROW + 'placeholders = ["faint", "outline", "K"]\n')
    assert [pile.placeholder for pile in layout.piles.values()] == ["faint", "outline", "K"]


def test_pile_bounds_of_a_turned_card():
    left, top, right, bottom = pile_bounds(PileLayout("p", 5, 5, rotation=90), 0)
    assert (left, right) == (approx(5 - CARD_HEIGHT / 2), approx(5 + CARD_HEIGHT / 2))
    assert (top, bottom) == (approx(4.5), approx(5.5))


def test_load_layout_reads_from_a_folder_and_caches(tmp_path):
    write(tmp_path, '[[pile]]\nid = "w"\nx = 1\ny = 1\n')
    first = load_layout("demo", tmp_path / "layouts")
    assert first is load_layout("demo", tmp_path / "layouts")
    assert list(first.piles) == ["w"]


# -- errors ------------------------------------------------------------------------

PILE = '[[pile]]\nid = "p3"\nx = 1\ny = 1\n'
ROW = '[[shape]]\nkind = "row"\nids = "p{n}"\ncount = 3\nstart = [1, 1]\nstep = 1.5\n'


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # unknown keys, anywhere
        ("colour = 1\n", "field 'colour': unknown field"),
        (PILE + "rotate = 3\n", "pile 'p3': field 'rotate': unknown field"),
        (ROW + "radius = 3\n", "shape #1 (row 'p{n}'): field 'radius': unknown field"),
        (PILE + 'spread = { kind = "fan", dz = 1 }\n', "pile 'p3': field 'spread': field 'dz': unknown field"),
        (
            '[[decoration]]\nkind = "line"\nx = 0\ny = 0\nx2 = 1\ny2 = 1\ntext = "a"\n',
            "decoration #1 (line): field 'text': unknown field",
        ),
        (PILE + "[override.p3]\nid = 'q'\n", "override 'p3': field 'id': unknown field"),
        # wrong types
        (PILE + 'rotation = "abc"\n', "pile 'p3': field 'rotation': expected a number, got 'abc'"),
        (PILE + "hidden = 1\n", "pile 'p3': field 'hidden': expected true or false, got 1"),
        ('[[pile]]\nid = "p3"\nx = true\ny = 1\n', "pile 'p3': field 'x': expected a number, got True"),
        ("[[pile]]\nid = 7\nx = 1\ny = 1\n", "pile #1: field 'id': expected a non-empty string, got 7"),
        (PILE + 'placeholder = "KING"\n', "pile 'p3': field 'placeholder': expected 'outline', 'faint', 'none' or"),
        (PILE + 'spread = "wide"\n', "pile 'p3': field 'spread': expected one of 'stack', 'fan', got 'wide'"),
        (PILE + 'spread = { kind = "fan", max_extent = 0 }\n', "field 'max_extent': expected a number above 0"),
        (PILE + 'spread = { kind = "fan", down_step = 0 }\n', "field 'down_step': expected a number above 0 and at"),
        (PILE + 'spread = { kind = "fan", down_step = 1.5 }\n', "field 'down_step': expected a number above 0 and at"),
        (ROW.replace("[1, 1]", "[1]"), "shape #1 (row 'p{n}'): field 'start': expected a point [x, y], got [1]"),
        (ROW.replace("count = 3", "count = 0"), "field 'count': expected a whole number from 1 to 1000, got 0"),
        ('pile = { id = "a" }\n', "field 'pile': expected an array of tables ([[pile]])"),
        ("override = 3\n", "field 'override': expected a table of tables"),
        ("[[pile]]\n[[pile]]\n" + "", "pile #1: field 'id': missing"),
        # missing fields
        ('[[pile]]\nid = "p3"\nx = 1\n', "pile 'p3': field 'y': missing"),
        (
            '[[shape]]\nkind = "circle"\nids = "f{n}"\ncount = 2\ncentre = [1, 1]\n',
            "shape #1 (circle 'f{n}'): field 'radius': missing",
        ),
        ('[[shape]]\nids = "f{n}"\ncount = 2\n', "shape #1: field 'kind': missing"),
        (PILE + "spread = { dx = 1 }\n", "pile 'p3': field 'spread': field 'kind': missing"),
        ('[[decoration]]\nkind = "text"\nx = 1\ny = 1\n', "decoration #1 (text): field 'text': missing"),
        # duplicate ids
        (PILE + PILE, "pile 'p3': field 'id': duplicate pile id 'p3'"),
        (PILE + ROW, "shape #1: pile 'p3': field 'id': duplicate pile id 'p3'"),
        (ROW.replace('"p{n}"', '["a", "b", "a"]').replace("count = 3\n", ""), "duplicate pile id 'a'"),
        # bad shapes
        (
            '[[shape]]\nkind = "spiral"\nids = "x{n}"\ncount = 2\n',
            "shape #1 (spiral 'x{n}'): field 'kind': expected one of 'row', 'column', 'grid', 'circle', 'ray', 'line'",
        ),
        (ROW.replace('"p{n}"', '"p"'), "field 'ids': expected a list of strings or, for ids, a pattern"),
        (ROW.replace("count = 3\n", ""), "field 'count': missing (needed with an id pattern)"),
        (ROW.replace('"p{n}"', '["a", "b"]'), "field 'count': is 3 but ids lists 2"),
        (ROW + 'texts = ["I"]\n', "field 'ids': give either ids (piles) or texts (decorations)"),
        (ROW.replace('ids = "p{n}"\n', ""), "field 'ids': give either ids (piles) or texts (decorations)"),
        (ROW + "rotations = [1, 2]\n", "field 'rotations': expected 3 items (one per id), got 2"),
        (ROW + "nudge = [[1, 2], [3], [4, 5]]\n", "field 'nudge': expected a point [x, y] in every item"),
        (ROW + 'labels = ["a", "b", "c"]\nlabel = "x"\n', "field 'labels': give either label or labels"),
        (ROW + 'orientation = "sideways"\n', "field 'orientation': expected one of 'upright', 'along'"),
        (ROW + "size = 1\n", "field 'size': only used with texts"),
        (
            ROW.replace('ids = "p{n}"', 'texts = ["I", "II", "III"]').replace("count = 3\n", "") + "z = 1\n",
            "field 'z': not used with texts",
        ),
        (
            ROW.replace('"p{n}"', '["a", "b", "c"]').replace("count = 3\n", "") + "first = 2\n",
            "field 'first': only used with an id pattern",
        ),
        (
            '[[shape]]\nkind = "circle"\nids = "f{n}"\ncount = 2\ncentre = [1, 1]\nradius = 1\ndirection = "up"\n',
            "field 'direction': expected one of 'clockwise', 'anticlockwise', got 'up'",
        ),
        (PILE + 'spread = { kind = "fan", outward = 1 }\n', "field 'outward': only shapes have an outward direction"),
        (ROW + 'spread = { kind = "fan", outward = 1, dx = 1 }\n', "field 'outward': give either outward or dx/dy"),
        # overrides and decorations
        ("[override.p9]\nx = 1\n", "override 'p9': no pile with that id"),
        (PILE + "[override.p3]\nrotation = 'x'\n", "override 'p3': field 'rotation': expected a number, got 'x'"),
        ('[[decoration]]\nkind = "star"\nx = 1\ny = 1\n', "decoration #1: field 'kind': expected one of"),
        # TOML itself
        ("x = = 1\n", "not valid TOML"),
    ],
)
def test_errors_name_the_file_the_entry_and_the_field(tmp_path, body, expected):
    assert expected in error(tmp_path, body)


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ('game = "demo"\nwidth = 20\n', "layouts/demo.toml: field 'height': missing"),
        ('game = "other"\nwidth = 20\nheight = 1\n', "field 'game': expected 'demo' (the file's game), got 'other'"),
        ('game = "demo"\nwidth = -2\nheight = 1\n', "field 'width': expected a number above 0, got -2"),
    ],
)
def test_errors_in_the_header(tmp_path, header, expected):
    assert expected in error(tmp_path, "", header)


def test_the_example_message_of_the_api(tmp_path):
    message = error(tmp_path, PILE + 'rotation = "abc"\n')
    assert message == "layouts/demo.toml: pile 'p3': field 'rotation': expected a number, got 'abc'"


def test_missing_file(tmp_path):
    with pytest.raises(LayoutError, match=r"nothere\.toml: cannot be read"):
        load_layout("nothere", tmp_path)


def test_wings_place_rows_growing_away_from_the_centre(tmp_path):
    layout = load(
        tmp_path,
        """
[[shape]]
kind = "wings"
ids = ["l1", "l2", "l3", "r1", "r2", "r3"]
centre = [10, 8]
gap = 1.5
step = 1.4
spread = { kind = "fan", outward = 1.0, max_extent = 5 }
""",
    )
    left = [layout.piles[f"l{i}"] for i in (1, 2, 3)]
    right = [layout.piles[f"r{i}"] for i in (1, 2, 3)]
    assert [(p.x, p.y) for p in left] == [(8.5, approx(6.6)), (8.5, 8), (8.5, approx(9.4))]
    assert [(p.x, p.y) for p in right] == [(11.5, approx(6.6)), (11.5, 8), (11.5, approx(9.4))]
    assert {p.rotation for p in left + right} == {0}  # upright by default
    assert left[0].spread == Spread("fan", -1.0, 0.0, 0.0, 5.0)  # outward: to the left
    assert right[0].spread == Spread("fan", 1.0, 0.0, 0.0, 5.0)  # and to the right
    xs = [x for x, _, _ in card_placements(left[0], 3)]
    assert xs == [8.5, 7.5, 6.5]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        (
            '[[shape]]\nkind = "wings"\nids = "w{n}"\ncount = 3\ncentre = [5, 5]\ngap = 1\nstep = 1\n',
            "shape #1 (wings 'w{n}'): field 'count': expected an even number (half the rows on each side), got 3",
        ),
        (
            '[[shape]]\nkind = "wings"\nids = "w{n}"\ncount = 2\ncentre = [5, 5]\nstep = 1\n',
            "shape #1 (wings 'w{n}'): field 'gap': missing",
        ),
        (
            '[[shape]]\nkind = "wings"\nids = "w{n}"\ncount = 2\ncentre = [5, 5]\ngap = -1\nstep = 1\n',
            "field 'gap': expected a number not below 0, got -1",
        ),
    ],
)
def test_wings_errors(tmp_path, body, expected):
    assert expected in error(tmp_path, body)


# -- hostile files: every fault is a LayoutError naming file, entry and field ----------


@pytest.mark.parametrize(
    "body,message",
    [
        (PILE.replace("x = 1", "x = 1e308"), "pile 'p3': field 'x': expected a number between -10000 and 10000"),
        (ROW.replace("count = 3", "count = 100000000"), "field 'count': expected a whole number from 1 to 1000"),
        (ROW.replace('kind = "row"', 'kind = ["row"]'), "shape #1: field 'kind': expected one of 'row'"),
        (ROW.replace('kind = "row"', "kind = { a = 1 }"), "shape #1: field 'kind': expected one of 'row'"),
        ('[[decoration]]\nkind = ["text"]\nx = 1\ny = 1\n', "decoration #1: field 'kind': expected one of"),
        (ROW.replace("[1, 1]", "[[1, 2], [3, 4]]"), "field 'start': expected a number"),
        ("a = " + "[" * 3000 + "]" * 3000 + "\n", "nested too deeply"),
        (ROW.replace("step = 1.5", "step = 1e300"), "field 'step': expected a number between"),
        (
            '[[shape]]\nkind = "grid"\nids = "p{n}"\ncount = 3\nstart = [1, 1]\nstep = [1, 1]\ncolumns = 10000000\n',
            "field 'columns': expected a whole number from 1 to 1000",
        ),
    ],
)
def test_hostile_values_are_reported_not_crashed_on(tmp_path, body, message):
    assert message in error(tmp_path, body)


def test_a_file_that_is_not_utf8_is_reported(tmp_path):
    path = write(tmp_path, "")
    path.write_bytes(HEADER.encode() + b'[[pile]]\nid = "\xff\xfe"\nx = 1\ny = 1\n')
    with pytest.raises(LayoutError, match=r"layouts/demo.toml: not UTF-8 text"):
        read_layout(path, "demo")


def test_a_named_pipe_is_refused_without_waiting(tmp_path):
    import os

    folder = tmp_path / "layouts"
    folder.mkdir()
    os.mkfifo(folder / "demo.toml")
    with pytest.raises(LayoutError, match=r"layouts/demo\.toml: cannot be read: it is not a plain file"):
        read_layout(folder / "demo.toml", "demo")


def test_a_huge_file_is_refused_before_reading(tmp_path):
    path = write(tmp_path, "# " + "x" * (2 * 1024 * 1024) + "\n")
    with pytest.raises(LayoutError, match="too big"):
        read_layout(path, "demo")


def test_piles_are_checked_against_the_game(tmp_path):
    from cadogan.layout.loader import check_piles

    layout = load(tmp_path, PILE)
    check_piles(layout, ["p3"])
    with pytest.raises(LayoutError, match=r"layouts/demo.toml: pile 'q1': missing \(the game has this pile"):
        check_piles(layout, ["p3", "q1"])
    with pytest.raises(LayoutError, match=r"layouts/demo.toml: pile 'p3': field 'id': the game has no pile"):
        check_piles(layout, [])
