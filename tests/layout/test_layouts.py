"""Every game's layout file loads, names exactly the game's piles and keeps
every card on the table."""

from __future__ import annotations

import itertools
import math

import pytest

from cadogan.core import STOCK, WASTE, game_ids, get_game
from cadogan.layout import Layout, LayoutError, card_corners, card_placements, load_layout
from cadogan.layout.compiled import FOLDER, compile_layout, compiled_layout, layout_json
from cadogan.layout.loader import read_layout
from cadogan.resources import layouts_dir

# The most cards a pile can plausibly hold (a Klondike column of six face-down
# cards and a run from king to two has 19; a two-pack foundation 26). Fans
# must bound their length with max_extent to stay on the table.
LARGEST = 26

# Piles whose cards lie over one another by design: the herring-bone's cards
# overlap like the plate's (each spine card covers half of the one above).
OVERLAPPING = {
    "babette": {f"r{r}c{c}" for r in range(1, 14) for c in range(1, 9)},  # each row over the one above
    "the_herring_bone": {f"h{n}" for n in range(1, 29)},
    "the_blockade": {f"r{r}c{c}" for r in range(1, 10) for c in range(1, 13)},  # each row over the one above
    "duchess_de_luynes": {"reserve", *(f"s{n}" for n in range(1, 35))},  # the reserve spread where it lay
    "the_fish_bone": {f"j{n}" for n in range(1, 9)},  # each knave over the foot of the one above
    # each ray's cards along the ray, over the ace (checked ray by ray below)
    "the_shah": {f"f{n}" for n in range(1, 9)} | {f"r{n}_{c}" for n in range(1, 9) for c in range(1, 4)},
    "the_empress_of_india": {f"{side}{n}" for side in "rn" for n in range(1, 25)},  # each card over the one before
    "the_constitution": {f"{row}{n}" for row in ("privy", "lords", "commons", "people") for n in range(1, 9)},
}


def test_one_layout_file_per_game():
    assert sorted(path.stem for path in layouts_dir().glob("*.toml")) == sorted(game_ids())


@pytest.mark.parametrize("game_id", game_ids())
def test_layout_loads_and_names_exactly_the_games_piles(game_id):
    layout = load_layout(game_id)
    assert layout.game == game_id
    assert set(layout.piles) == set(get_game(game_id).pile_roles())


def _on_table(layout: Layout, pile_id: str, count: int) -> None:
    pile = layout.piles[pile_id]
    for place in card_placements(pile, count):
        for x, y in card_corners(*place):
            assert -1e-9 <= x <= layout.width + 1e-9, f"{pile_id} with {count} cards: x={x:.2f} off the table"
            assert -1e-9 <= y <= layout.height + 1e-9, f"{pile_id} with {count} cards: y={y:.2f} off the table"


@pytest.mark.parametrize("game_id", game_ids())
def test_nothing_lies_off_the_table(game_id):
    layout = load_layout(game_id)
    for pile_id in layout.piles:
        for count in (1, 3, LARGEST):
            _on_table(layout, pile_id, count)


def _overlap(a: list[tuple[float, float]], b: list[tuple[float, float]], tolerance: float = 0.02) -> bool:
    """Do two convex quadrilaterals overlap by more than ``tolerance``?
    (Separating axes: the edge normals of both.)"""
    for poly in (a, b):
        for i in range(4):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % 4]
            nx, ny = y2 - y1, x1 - x2
            length = (nx * nx + ny * ny) ** 0.5
            pa = [(x * nx + y * ny) / length for x, y in a]
            pb = [(x * nx + y * ny) / length for x, y in b]
            if max(pa) - tolerance <= min(pb) or max(pb) - tolerance <= min(pa):
                return False
    return True


@pytest.mark.parametrize("game_id", game_ids())
def test_no_two_piles_overlap_in_the_opening_position(game_id):
    layout = load_layout(game_id)
    state = get_game(game_id).deal(1)
    allowed = OVERLAPPING.get(game_id, set())
    shown = [pile for pile in layout.piles.values() if not pile.hidden]
    cards = {
        pile.id: [card_corners(*place) for place in card_placements(pile, max(len(state.piles[pile.id]), 1))]
        for pile in shown
    }
    clashes = []
    for i, first in enumerate(shown):
        for second in shown[i + 1 :]:
            if first.id in allowed and second.id in allowed:
                continue
            if any(_overlap(a, b) for a in cards[first.id] for b in cards[second.id]):
                clashes.append((first.id, second.id))
    assert clashes == []


@pytest.mark.parametrize("game_id", game_ids())
def test_fans_keep_every_card_visible(game_id):
    """A fanned pile of 13 cards still shows a strip of each card."""
    for pile in load_layout(game_id).piles.values():
        if pile.spread.kind == "fan":
            places = card_placements(pile, 13)
            (x0, y0, _), (x1, y1, _) = places[0], places[1]
            assert ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 >= 0.1, pile.id


def test_the_clock_numerals_and_the_shahs_hidden_kings():
    clock = load_layout("the_clock")
    numerals = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"]
    assert [d.text for d in clock.decorations] == numerals
    shah = load_layout("the_shah")
    assert [pile.id for pile in shah.piles.values() if pile.hidden] == ["kings"]
    # The star: ray 3 runs to the right, its cards crossways; ray 1 upright.
    assert {shah.piles[f"r3_{c}"].rotation for c in (1, 2, 3)} == {90}
    assert {shah.piles[f"r1_{c}"].rotation for c in (1, 2, 3)} == {0}
    assert {abs(shah.piles[f"r2_{c}"].rotation) for c in (1, 2, 3)} == {45}


def test_the_overlap_check_itself():
    assert _overlap(card_corners(0, 0, 0), card_corners(0.5, 0.5, 0))
    assert not _overlap(card_corners(0, 0, 0), card_corners(1.0, 0, 0))  # touching edges
    assert not _overlap(card_corners(0, 0, 0), card_corners(1.4, 0, 45))
    assert _overlap(card_corners(0, 0, 0), card_corners(1.0, 0, 45))


@pytest.mark.parametrize("game_id", game_ids())
def test_the_pack_and_talon_show_their_places_when_empty(game_id):
    """An empty pack or talon is still a place the player looks for (the
    pack is clicked, the talon receives the turned cards): a full outline."""
    layout = load_layout(game_id)
    roles = get_game(game_id).pile_roles()
    for pile_id, role in roles.items():
        if role in (STOCK, WASTE) and not layout.piles[pile_id].hidden:
            assert layout.piles[pile_id].placeholder == "outline", pile_id


# -- closer to the plates -------------------------------------------------------


def test_la_belle_lucie_tilts_every_fan_along_its_arch():
    layout = load_layout("la_belle_lucie")
    for row in range(3):
        piles = [layout.piles[f"p{row * 5 + i}"] for i in range(1, 6)]
        rotations = [p.rotation for p in piles]
        assert rotations[0] < rotations[1] < rotations[2] == 0 < rotations[3] < rotations[4]
        heights = [p.y for p in piles]
        assert heights[0] > heights[1] > heights[2] < heights[3] < heights[4]  # an arch: the ends lower
        for pile in piles:  # each fan opens along its own tilt
            dx, dy = pile.spread.dx, pile.spread.dy
            assert abs(math.degrees(math.atan2(dy, dx)) - pile.rotation) < 0.5
    xs = [layout.piles[f"p{i}"].x for i in range(1, 6)]
    assert xs[0] < 1.8 and xs[-1] > layout.width - 3.5  # spread over the table, not bunched in the middle


def test_margarethes_letters_are_drawn_with_cards_touching():
    layout = load_layout("margarethe")
    strokes = [["k1", "k2", "k3", "k4"], ["q1", "q2", "q3", "q4"], ["j1", "j2"], ["j4", "j3"],
               ["a1", "a2", "a3", "a4"], ["a5", "a6", "a7", "a8"]]  # fmt: skip
    for stroke in strokes:
        for a, b in itertools.pairwise(stroke):
            gap = math.dist((layout.piles[a].x, layout.piles[a].y), (layout.piles[b].x, layout.piles[b].y))
            assert 1.4 <= gap <= 1.55, (a, b, gap)  # a card's height and a hair


def test_the_herring_bones_spine_closes_up_leaving_no_empty_places():
    layout = load_layout("the_herring_bone")
    assert {layout.piles[f"h{n}"].placeholder for n in range(1, 29)} == {"none"}


def test_the_shahs_rays_overlap_only_along_themselves():
    """The star is brought in by laying each ray's cards over one another
    along the ray: a card touches only its neighbours on its own ray (the
    ace, the circle inside and outside), never another ray's, nor the Shah."""
    layout = load_layout("the_shah")
    ray = {f"f{n}": (n, 0) for n in range(1, 9)} | {f"r{n}_{c}": (n, c) for n in range(1, 9) for c in range(1, 4)}
    corners = {pile: card_corners(*card_placements(layout.piles[pile], 1)[0]) for pile in [*ray, "shah"]}
    clashes = []
    for first, second in itertools.combinations(corners, 2):
        if not _overlap(corners[first], corners[second]):
            continue
        if (
            first in ray
            and second in ray
            and ray[first][0] == ray[second][0]
            and abs(ray[first][1] - ray[second][1]) == 1
        ):
            continue
        clashes.append((first, second))
    assert clashes == []
    # Outer cards lie over inner ones, so each ray reads from the Shah outward.
    for n in range(1, 9):
        zs = [layout.piles[f"f{n}"].z] + [layout.piles[f"r{n}_{c}"].z for c in (1, 2, 3)]
        assert zs == sorted(zs) and len(set(zs)) == 4


def test_the_louis_letters_each_read_as_their_own_piles():
    """Each letter a-m lies against its own pile, and at least three times as
    far from any other pile (a letter between a king and its pile would read
    as the king's)."""
    layout = load_layout("the_louis_patience")
    letters = {d.text: d for d in layout.decorations if d.kind == "text" and len(d.text) == 1}
    assert sorted(letters) == sorted("abcdefghiklm")

    def gap(deco, pile_id: str) -> float:
        corners = card_corners(*card_placements(layout.piles[pile_id], 1)[0])
        left, right = min(x for x, _ in corners), max(x for x, _ in corners)
        top, bottom = min(y for _, y in corners), max(y for _, y in corners)
        dx = max(left - deco.x, 0.0, deco.x - right)
        dy = max(top - deco.y, 0.0, deco.y - bottom)
        return math.hypot(dx, dy)

    for letter, deco in letters.items():
        own = gap(deco, letter)
        others = min(gap(deco, pile) for pile in layout.piles if pile != letter and not layout.piles[pile].hidden)
        assert own <= 0.25, (letter, own)
        assert others >= 3 * own, (letter, own, others)
    assert not any(pile.label for pile in layout.piles.values())  # one style of letter for all twelve


@pytest.mark.parametrize("game_id", game_ids())
def test_the_compiled_layout_is_current_and_is_the_checked_file(game_id):
    """layouts/compiled/<game>.json (what the app reads at start instead of
    parsing and checking the TOML) is the file checked in full, now; rebuild
    with ``python -m cadogan.layout.compile``."""
    path = layouts_dir() / f"{game_id}.toml"
    compiled_text = (layouts_dir() / FOLDER / f"{game_id}.json").read_text(encoding="utf-8")
    assert compiled_text == compile_layout(path), "stale: run python -m cadogan.layout.compile"
    compiled = compiled_layout(game_id, layouts_dir(), path.read_bytes())
    assert compiled is not None and compiled.source == path
    assert layout_json(compiled) == layout_json(read_layout(path, game_id))
    assert layout_json(load_layout(game_id)) == layout_json(compiled)


def test_a_changed_layout_file_is_read_and_checked_in_full(tmp_path):
    source = layouts_dir() / "the_clock.toml"
    (tmp_path / FOLDER).mkdir()
    (tmp_path / FOLDER / "the_clock.json").write_text(compile_layout(source), encoding="utf-8")
    text = source.read_text(encoding="utf-8").replace("width = ", "width = -", 1)
    (tmp_path / "the_clock.toml").write_text(text, encoding="utf-8")
    assert compiled_layout("the_clock", tmp_path, text.encode()) is None  # the digest no longer fits
    with pytest.raises(LayoutError, match=r"the_clock\.toml.*width"):
        load_layout("the_clock", tmp_path)


def test_the_constitutions_divisions_lie_under_the_star_as_on_the_plate():
    # The plate draws the four divisions under the star, the Privy Council on
    # top; each row may lie over the foot of the one above, but every card's
    # corner (its rank and suit) stays in sight.
    layout = load_layout("the_constitution")

    def extent(pile_id: str) -> tuple[float, float, float, float]:
        corners = card_corners(*card_placements(layout.piles[pile_id], 1)[0])
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return min(xs), min(ys), max(xs), max(ys)

    star = ["sovereign", *(f"g{n}" for n in range(1, 9)), *(f"k{n}" for n in range(1, 9))]
    rows = [[f"{row}{n}" for n in range(1, 9)] for row in ("privy", "lords", "commons", "people")]
    star_left = min(extent(p)[0] for p in star)
    star_right = max(extent(p)[2] for p in star)
    star_foot = max(extent(p)[3] for p in star)
    tops = [min(extent(p)[1] for p in row) for row in rows]
    assert star_foot <= tops[0]
    assert tops == sorted(tops)
    assert all(0.45 <= below - above <= 1.4 for above, below in itertools.pairwise(tops))  # corners in sight
    left = min(extent(p)[0] for row in rows for p in row)
    right = max(extent(p)[2] for row in rows for p in row)
    assert abs((left + right) / 2 - (star_left + star_right) / 2) < 0.3  # the star centred over them


def test_spensers_long_lines_go_on_beside_their_king_unsqueezed():
    # A long line (the plate twists its longest back up) goes on in a second
    # column beside the first, every card keeping the half-card step, and no
    # card of one line lies over another line's.
    layout = load_layout("spensers_fairie_queen")
    places = {pile: card_placements(layout.piles[pile], 28) for pile in ("c1", "c2")}
    for pile, cards in places.items():
        columns: dict[float, list[float]] = {}
        for x, y, _ in cards:
            columns.setdefault(round(x, 6), []).append(y)
        assert len(columns) == 2, pile
        for ys in columns.values():
            assert all(below - above >= 0.69 for above, below in itertools.pairwise(ys))
    assert not any(_overlap(card_corners(*a), card_corners(*b)) for a in places["c1"] for b in places["c2"])
