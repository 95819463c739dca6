"""A window with room for it draws the plate's own arrangement of a table
(the layout's ``[plate]``: the Wheel's cushion under the wheel) as long as
its cards stay 60 pixels wide; a smaller window draws the layout's compact
one, and a resize chooses again."""

from __future__ import annotations

import pytest

from cadogan.core import Session
from cadogan.layout import load_layout
from cadogan.ui.table.render import fitted_scene
from cadogan.ui.table.scene import PLATE_FLOOR
from tests.ui.table.test_fit import _off_table, _settle, _window

pytestmark = pytest.mark.gui


def _placeholder_at(window, pile_id: str) -> tuple[float, float]:
    pos = window.scene.placeholders[pile_id].pos()
    return pos.x(), pos.y()


def test_a_large_window_draws_the_wheel_as_its_plate_and_a_small_one_compactly(qtbot):
    layout = load_layout("the_wheel")
    window = _window(qtbot, Session.new("the_wheel", 1), (1280, 800))
    assert window.scene.layout is layout  # stacked, the cards would be 51 pixels wide
    assert window.scene.card_size[0] >= 60
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: window.scene.layout is layout.plate, timeout=5000)
    _settle(qtbot, window)
    assert window.scene.card_size[0] >= PLATE_FLOOR
    assert _off_table(window) == []
    # The cushion's places are drawn under the wheel's lowest place.
    assert _placeholder_at(window, "c1")[1] > _placeholder_at(window, "w13")[1]
    assert window.scene.content_box(None, places=True) == window.view._box
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.scene.layout is layout, timeout=5000)
    _settle(qtbot, window)
    assert _placeholder_at(window, "c1")[0] > _placeholder_at(window, "w7")[0]  # beside the wheel again
    assert window.scene.card_size[0] >= 60 and _off_table(window) == []


def test_a_game_played_on_the_plate_keeps_its_cards_and_places(qtbot):
    session = Session.new("the_wheel", 1)
    window = _window(qtbot, session, (1920, 1200))
    assert window.scene.layout is load_layout("the_wheel").plate
    assert window.play(session.legal_moves()[0])
    _settle(qtbot, window)
    assert set(window.scene.placeholders) == set(session.state.piles)
    assert _off_table(window) == []


def test_a_screenshot_shows_the_plate_when_its_cards_are_large_enough(qapp):
    layout = load_layout("the_wheel")
    large, _ = fitted_scene(Session.new("the_wheel", 1), 1600, 1000)
    small, _ = fitted_scene(Session.new("the_wheel", 1), 800, 600)
    assert large.layout is layout.plate and large.unit >= PLATE_FLOOR
    assert small.layout is layout
    plain, _ = fitted_scene(Session.new("the_clock", 1), 1600, 1000)  # a layout with no plate table
    assert load_layout("the_clock").plate is None and plain.layout is load_layout("the_clock")


@pytest.mark.parametrize("game_id", ["the_hemispheres", "nestor", "the_empress_of_india"])
def test_the_tables_take_the_plates_sizes_in_a_large_window(qtbot, game_id):
    layout = load_layout(game_id)
    window = _window(qtbot, Session.new(game_id, 1), (1280, 800))
    assert window.scene.layout is layout
    window.resize(1920, 1200)
    qtbot.waitUntil(lambda: window.scene.layout is layout.plate, timeout=5000)
    _settle(qtbot, window)
    assert window.scene.card_size[0] >= PLATE_FLOOR and _off_table(window) == []
