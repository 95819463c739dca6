"""Each game's opening tableau drawn to an image: every pile on the table, no
two piles' cards over one another unless the layout lays them so, and the
``--screenshot`` command."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from cadogan.cli import main
from cadogan.core import Session, game_ids
from cadogan.layout import PileLayout
from cadogan.ui.table.render import fitted_scene, render_table_image
from cadogan.ui.table.scene import FELT, PlaceholderItem, _area

# Piles whose cards lie over one another on purpose: the herring-bone's
# cards overlap as on the plate (each spine card covers half the one above,
# the side cards tuck under it).
OVERLAPPING = {
    "babette": {f"r{r}c{c}" for r in range(1, 14) for c in range(1, 9)},  # each row over the one above
    "the_herring_bone": {f"h{n}" for n in range(1, 29)},
    "the_blockade": {f"r{r}c{c}" for r in range(1, 10) for c in range(1, 13)},  # each row over the one above
    # each ray's cards along the ray (tests/layout checks they touch only their own ray's)
    "the_shah": {f"f{n}" for n in range(1, 9)} | {f"r{n}_{c}" for n in range(1, 9) for c in range(1, 4)},
    "duchess_de_luynes": {"reserve", *(f"s{n}" for n in range(1, 35))},  # the reserve spread where it lay
    "the_fish_bone": {f"j{n}" for n in range(1, 9)},  # each knave over the foot of the one above
    "the_empress_of_india": {f"{side}{n}" for side in "rn" for n in range(1, 25)},  # each card over the one before
}
SIZE = (1600, 1000)


@pytest.mark.parametrize("game_id", game_ids())
def test_opening_tableau_fits_and_piles_do_not_overlap(qtbot, game_id):
    session = Session.new(game_id, 1)
    scene, _corner = fitted_scene(session, *SIZE)
    table = scene.sceneRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    polygons: dict[str, list] = {}
    for pile, cards in session.state.piles.items():
        place = scene.layout.piles[pile]
        if place.hidden:
            assert all(not scene.cards[c].isVisible() for c in cards)
            continue
        shapes = [scene.placeholders[pile].mapToScene(scene.placeholders[pile].rect)]
        for card in cards:
            item = scene.cards[card]
            assert item.isVisible() and item.pile == pile
            shapes.append(item.mapToScene(item.boundingRect()))
        for shape in shapes:
            for i in range(shape.size()):
                assert table.contains(shape.at(i)), f"{pile} reaches off the table"
        polygons[pile] = shapes
    allowed = OVERLAPPING.get(game_id, set())
    card_area = scene.card_size[0] * scene.card_size[1]
    piles = list(polygons)
    clashes = []
    for i, first in enumerate(piles):
        for second in piles[i + 1 :]:
            if first in allowed and second in allowed:
                continue
            worst = max(_area(a.intersected(b)) for a in polygons[first] for b in polygons[second])
            if worst > 0.01 * card_area:
                clashes.append((first, second))
    assert clashes == []
    scene.deleteLater()


@pytest.mark.parametrize("game_id", game_ids())
def test_rendered_image_shows_every_pile(qtbot, game_id):
    session = Session.new(game_id, 1)
    image = render_table_image(session, *SIZE)
    assert (image.width(), image.height()) == SIZE
    scene, corner = fitted_scene(session, *SIZE)
    felt = QColor(FELT)
    for pile, cards in session.state.piles.items():
        if scene.layout.piles[pile].hidden or not cards:
            continue
        centre = scene.cards[cards[-1]].pos() + corner
        pixel = image.pixelColor(int(centre.x()), int(centre.y()))
        # A card (face or back) is drawn there, not the felt.
        assert abs(pixel.green() - pixel.red()) < 60 or pixel.red() > 120, (pile, pixel.name(), felt.name())
    scene.deleteLater()


def test_screenshot_command(qtbot, tmp_path):
    out = tmp_path / "lucie.png"
    assert main(["--game", "la_belle_lucie", "--deal", "5", "--screenshot", str(out)]) == 0
    image = QImage(str(out))
    assert (image.width(), image.height()) == SIZE
    expected = render_table_image(Session.new("la_belle_lucie", 5), *SIZE)
    assert image.convertToFormat(expected.format()) == expected


def test_face_down_cards_of_a_klondike_column_sit_closer(qtbot):
    session = Session.new("canfield_or_klondike", 1)
    scene, _corner = fitted_scene(session, *SIZE)
    spread = scene.layout.piles["t7"].spread
    assert spread.down_step < 1
    column = session.state.piles["t7"]
    # Turn the upper three of its seven cards face up: four short steps
    # after the face-down cards, then two full ones.
    session.state.face_down.difference_update(column[4:])
    scene.sync(animate=False)
    ys = [scene.cards[card].pos().y() for card in column]
    steps = [b - a for a, b in itertools.pairwise(ys)]
    full = spread.dy * scene.unit
    # (within a pixel: cards are put on whole pixels so their faces stay crisp)
    assert steps[:4] == pytest.approx([full * spread.down_step] * 4, abs=1.0)
    assert steps[4:] == pytest.approx([full] * 2, abs=1.0)
    scene.deleteLater()


def _ink(item: PlaceholderItem) -> float:
    """How much a placeholder paints: the sum of its pixels' opacity."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-rect.left() + 1, -rect.top() + 1)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return sum(image.pixelColor(x, y).alphaF() for x in range(image.width()) for y in range(image.height()))


def test_a_faint_placeholder_is_fainter_than_an_outline(qtbot):
    amounts = {}
    for style in ("outline", "faint", "none"):
        item = PlaceholderItem(PileLayout("p", 0, 0, placeholder=style))
        item.set_size(80, 112)
        amounts[style] = _ink(item)
    assert amounts["none"] == 0
    assert 0 < amounts["faint"] < amounts["outline"] / 2


def test_the_shahs_empty_ray_places_are_faint(qtbot):
    session = Session.new("the_shah", 1)
    scene, _corner = fitted_scene(session, *SIZE)
    rays = [pile for pile in scene.layout.piles if pile.startswith("r")]
    assert len(rays) == 24
    assert {scene.placeholders[pile].style for pile in rays} == {"faint"}
    # The pack, talon and aces are places to aim for: full outlines.
    assert {scene.placeholders[pile].style for pile in ("stock", "waste")} == {"outline"}
    scene.deleteLater()
