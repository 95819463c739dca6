"""A layout's ``[plate]`` table: the plate's own arrangement of the same
piles, drawn instead of the layout in a window with room for it (the Wheel's
cushion under the wheel)."""

from __future__ import annotations

import json

import pytest

from cadogan.core import game_ids, get_game
from cadogan.layout import LayoutError, card_corners, card_placements, load_layout, read_layout
from cadogan.layout.compiled import compile_layout, layout_from_json
from tests.layout.test_layouts import OVERLAPPING, _overlap
from tests.layout.test_variants import BASE, error, load

PLATE = """
[plate]
height = 7

[[plate.shape]]
kind = "grid"
ids = "p{n}"
count = 4
start = [1, 1]
step = [1.2, 1.6]
columns = 2

[plate.override.stock]
x = 4
"""


def test_the_plate_table_places_the_piles_anew_and_keeps_the_others(tmp_path):
    layout = load(tmp_path, PLATE)
    plate = layout.plate
    assert plate is not None and plate.plate is None and plate.variants == {}
    assert (plate.width, plate.height) == (10, 7)
    assert (plate.piles["p3"].x, plate.piles["p3"].y) == (1, 2.6)
    assert (plate.piles["stock"].x, plate.piles["stock"].y) == (4, 3)
    assert set(plate.piles) == set(layout.piles)
    assert [d.text for d in plate.decorations] == ["plain"]
    assert (layout.piles["p3"].x, layout.piles["p3"].y) == (3.4, 1)  # the layout itself unchanged


def test_a_layout_without_one_has_none(tmp_path):
    assert load(tmp_path, "").plate is None


def test_the_plate_table_is_checked_like_a_variant(tmp_path):
    assert error(tmp_path, "\n[plate]\ngame = 'demo'\n").startswith(
        "layouts/demo.toml: plate: field 'game': unknown field"
    )
    assert error(tmp_path, '\n[plate]\n[[plate.pile]]\nid = "zz"\nx = 1\ny = 1\n') == (
        "layouts/demo.toml: plate: pile 'zz': field 'id': a variant places only the layout's own piles"
    )
    assert error(tmp_path, "\n[plate]\nheight = -1\n").startswith("layouts/demo.toml: plate: field 'height'")
    path = tmp_path / "layouts" / "demo.toml"
    path.write_text("plate = 3\n" + BASE, encoding="utf-8")
    with pytest.raises(LayoutError) as caught:
        read_layout(path, "demo")
    assert str(caught.value).startswith("layouts/demo.toml: field 'plate': expected a table ([plate])")


def test_the_plate_table_survives_compiling(tmp_path):
    load(tmp_path, PLATE)
    path = tmp_path / "layouts" / "demo.toml"
    entry = json.loads(compile_layout(path))
    again = layout_from_json(entry["layout"], path)
    assert again.plate is not None and again.plate.piles == read_layout(path, "demo").plate.piles
    load(tmp_path, "")
    assert "plate" not in json.loads(compile_layout(path))["layout"]  # only the layouts that have one say so


@pytest.mark.parametrize("game_id", [g for g in game_ids() if load_layout(g).plate is not None])
def test_every_plate_table_holds_the_games_piles_on_it_apart(game_id):
    plate = load_layout(game_id).plate
    assert plate is not None
    assert set(plate.piles) == set(get_game(game_id).pile_roles())
    state = get_game(game_id).deal(1)
    shown = [pile for pile in plate.piles.values() if not pile.hidden]
    cards = {}
    for pile in shown:
        cards[pile.id] = [card_corners(*place) for place in card_placements(pile, max(len(state.piles[pile.id]), 1))]
        for place in card_placements(pile, 26):
            for x, y in card_corners(*place):
                assert 0 <= x <= plate.width and 0 <= y <= plate.height, pile.id
    allowed = OVERLAPPING.get(game_id, set())  # as in the layout (the Empress's rows, each card over the one before)
    clashes = [
        (a.id, b.id)
        for i, a in enumerate(shown)
        for b in shown[i + 1 :]
        if not (a.id in allowed and b.id in allowed) and any(_overlap(x, y) for x in cards[a.id] for y in cards[b.id])
    ]
    assert clashes == []


def _extent(layout, ids):
    corners = [c for i in ids for c in card_corners(layout.piles[i].x, layout.piles[i].y, layout.piles[i].rotation)]
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    return min(xs), min(ys), max(xs), max(ys)


def test_the_wheel_on_its_plate_has_the_cushion_centred_under_the_wheel():
    layout = load_layout("the_wheel")
    plate = layout.plate
    assert plate is not None
    wheel = [f"w{n}" for n in range(1, 25)]
    cushion = [f"c{n}" for n in range(1, 13)]
    left, _, right, bottom = _extent(plate, wheel)
    c_left, c_top, c_right, _ = _extent(plate, cushion)
    assert c_top > bottom  # beneath the wheel
    assert abs((c_left + c_right) / 2 - (left + right) / 2) < 1e-6  # and centred under it
    rows = sorted({round(plate.piles[c].y, 6) for c in cushion})
    assert len(rows) == 2 and [plate.piles[f"c{n}"].y for n in (1, 7)] == rows  # c1-c6 over c7-c12
    assert plate.piles["stock"].x - 0.5 > c_right  # the pack beside the cushion
    # In the layout for smaller windows the cushion lies beside the wheel.
    assert _extent(layout, cushion)[0] > _extent(layout, wheel)[2]


@pytest.mark.parametrize(("plate", "smallest"), [(False, 5.0), (True, 5.5)])
def test_the_hemispheres_ring_and_cross_keep_the_plates_proportions(plate, smallest):
    layout = load_layout("the_hemispheres")
    piles = (layout.plate if plate else layout).piles
    centre = piles["kn"].x, piles["kw"].y

    def out(pile_id: str) -> float:
        return ((piles[pile_id].x - centre[0]) ** 2 + (piles[pile_id].y - centre[1]) ** 2) ** 0.5

    ring = out("bn")
    assert ring >= smallest  # the plate's is 5.5 card widths; 4.8 read too small
    assert all(abs(out(p) - ring) < 1e-6 for p in ["bw", "be", "bs", *(f"c{n}" for n in range(1, 13))])
    # On the plate the kings lie 0.32 of the ring's radius out, the aces 0.68.
    assert all(abs(out(f"k{d}") / ring - 0.32) < 0.02 and abs(out(f"a{d}") / ring - 0.68) < 0.02 for d in "nesw")


@pytest.mark.parametrize(("plate", "corner_gap"), [(False, 0.02), (True, -0.01)])
def test_the_empress_of_indias_figure_lies_apart_as_on_the_plate(plate, corner_gap):
    layout = load_layout("the_empress_of_india")
    piles = (layout.plate if plate else layout).piles
    figure = ["empress", *(f"{k}{n}" for k in "gak" for n in range(1, 9))]
    rotation = {p: piles[p].rotation % 180 for p in figure}
    # The side arms lie crossways, the upper and lower ones upright.
    assert all(rotation[p] == 90 for p in ("g3", "g4", "g5", "g6", "a3", "a4", "a5", "a6", "k2", "k4"))
    assert all(rotation[p] == 0 for p in ("g1", "g2", "g7", "g8", "a1", "a2", "a7", "a8", "k1", "k3"))
    shown = {p: card_corners(piles[p].x, piles[p].y, piles[p].rotation) for p in figure}
    # No two of its cards touch: felt between every group and within every pair
    # (at least 0.15 card widths), the guard's pairs meeting only corner to corner.
    corners = {("g1", "g3"), ("g2", "g5"), ("g4", "g7"), ("g6", "g8")}
    near = [(a, b) for i, a in enumerate(figure) for b in figure[i + 1 :] if _overlap(shown[a], shown[b], -0.15)]
    assert set(near) == corners
    assert not any(_overlap(shown[a], shown[b], -corner_gap) for a, b in corners)


@pytest.mark.parametrize(("plate", "rows", "below"), [(False, 1.19, 0.15), (True, 1.4, 0.5)])
def test_nestors_rows_lie_apart_with_the_reserve_centred_below(plate, rows, below):
    layout = load_layout("nestor")
    layout = layout.plate if plate else layout
    column = layout.piles["c1"]
    (_, y0, _), (_, y1, _) = card_placements(column, 2)
    assert (y1 - y0) / 1.4 >= rows  # card heights apart (the plate's 1.4; 1.15 was too close)
    bottom = max(y for p in card_placements(column, 6) for _, y in card_corners(*p))
    reserve = layout.piles["reserve"]
    assert (reserve.y - 0.7 - bottom) / 1.4 >= below  # card heights below the last row (the plate's half)
    assert abs(reserve.x - (layout.piles["c4"].x + layout.piles["c5"].x) / 2) < 1e-6
