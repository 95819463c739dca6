"""High-DPI screens: card faces are drawn at the screen's device pixels
(one pixmap pixel per device pixel, never an upscaled picture), windows fit a
screen with few logical pixels, thumbnails are sharp."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from cadogan.core import Session, get_game
from cadogan.ui.table.render import fitted_scene, render_table_image
from cadogan.ui.window.thumbnails import THUMB, thumbnail
from tests.ui.helpers import open_window

ROOT = Path(__file__).resolve().parents[3]


def _same_pixels(big: QImage, x0: int, y0: int, small: QImage, step: int = 2) -> bool:
    """Is ``small`` found unchanged in ``big`` with its top-left at ``x0``, ``y0``
    (device pixels; a margin as wide as the rounded corners is skipped)?"""
    margin = max(4, round(small.width() * 0.08))
    for y in range(margin, small.height() - margin, step):
        for x in range(margin, small.width() - margin, step):
            if big.pixel(x0 + x, y0 + y) != small.pixel(x, y):
                return False
    return True


@pytest.mark.parametrize(("game_id", "size", "dpr"), [
    ("canfield_or_klondike", (800, 500), 2),
    ("canfield_or_klondike", (1337, 871), 1),
    ("the_house_in_the_wood", (1021, 777), 1),
    ("margarethe", (999, 641), 1.5),
])  # fmt: skip
def test_an_offscreen_render_draws_upright_faces_pixel_for_pixel(qtbot, game_id, size, dpr):
    session = Session.new(game_id, 1)
    image = render_table_image(session, *size, dpr=dpr)
    expected = (round(size[0] * dpr), round(size[1] * dpr), dpr)
    assert (image.width(), image.height(), image.devicePixelRatio()) == expected
    scene, corner = fitted_scene(session, *size, dpr=dpr)
    width, height = scene.card_size
    checked = 0
    for pile, cards in session.state.piles.items():
        if not cards or scene.cards[cards[-1]].rotation() != 0 or not scene.cards[cards[-1]].isVisible():
            continue
        item = scene.cards[cards[-1]]
        pixmap = item.pixmap()
        assert pixmap.devicePixelRatio() == dpr
        assert (pixmap.width(), pixmap.height()) == (round(dpr * width), round(dpr * height))
        top_left = (item.pos() + item.offset() + corner) * dpr
        assert abs(top_left.x() - round(top_left.x())) < 1e-6 and abs(top_left.y() - round(top_left.y())) < 1e-6, pile
        face = pixmap.toImage().convertToFormat(image.format())
        assert _same_pixels(image, round(top_left.x()), round(top_left.y()), face), pile
        checked += 1
    assert checked >= 4
    scene.deleteLater()


def test_thumbnails_have_the_screens_density(qtbot):
    game = get_game("the_clock")
    sharp = thumbnail(game, 2.0)
    assert sharp.devicePixelRatio() == 2
    assert sharp.deviceIndependentSize().toSize() == thumbnail(game, 1.0).size()
    assert sharp.width() <= THUMB.width() * 2 and sharp.height() <= THUMB.height() * 2
    assert max(sharp.width() / THUMB.width(), sharp.height() / THUMB.height()) == pytest.approx(2, abs=0.01)


def test_the_window_fits_a_small_screen(qtbot):
    window = open_window(qtbot, Session.new("the_clock", 1))
    window.resize(100, 100)  # open_window's size is for the tests; start afresh
    from cadogan.ui.window.screen import resize_to_fit

    free = window.screen().availableGeometry()
    resize_to_fit(window, 10 * free.width(), 10 * free.height())
    assert window.width() <= free.width() and window.height() <= free.height()
    resize_to_fit(window, 300, 200)
    assert (window.width(), window.height()) == (300, 200)


# Run in a fresh process: Qt reads QT_SCALE_FACTOR when the application starts.
_WINDOW_SCRIPT = textwrap.dedent(
    """
    import sys
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from cadogan.core import Session
    from cadogan.ui.window.window import MainWindow

    factor = float(sys.argv[2])
    window = MainWindow(Session.new(sys.argv[1], 1), restore=False)
    window.resize(1000, 700)
    window.show()
    import time
    deadline = time.monotonic() + 20
    view = window.view
    calm = 0
    while time.monotonic() < deadline and calm < 10:  # the window has its size, the cards have landed
        app.processEvents()
        busy = view.refitting or window.scene.animating or window._autoplay_timer.isActive()
        calm = calm + 1 if view.viewport().width() >= 900 and not busy else 0
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()
    view, scene = window.view, window.scene
    if scene.celebrating:  # a deal that auto-play wins: put the flying cards back
        scene.sync(animate=False)
    assert view.devicePixelRatioF() == factor, view.devicePixelRatioF()
    assert scene.dpr == factor, scene.dpr
    grab = view.viewport().grab().toImage()
    width, height = scene.card_size
    checked = 0
    for card, item in scene.cards.items():
        if not item.isVisible():
            continue
        pixmap = item.pixmap()
        assert pixmap.devicePixelRatio() == factor, (card, pixmap.devicePixelRatio())
        assert (pixmap.width(), pixmap.height()) == (round(factor * width), round(factor * height)), card
        cards = scene.session.state.piles[item.pile]
        if item.rotation() % 360 or cards[-1] != card:
            continue
        own = item.mapToScene(item.boundingRect())
        over = [o.mapToScene(o.boundingRect()).intersected(own).boundingRect() for o in scene.cards.values()
                if o is not item and o.isVisible() and o.zValue() > item.zValue()]  # fmt: skip
        if any(r.width() > 2 and r.height() > 2 for r in over):
            continue  # a card lying over it (the Shah's rays overlap along the ray)
        corner = view.viewportTransform().map(item.mapToScene(item.offset())) * factor
        x0, y0 = round(corner.x()), round(corner.y())
        assert abs(corner.x() - x0) < 1e-6 and abs(corner.y() - y0) < 1e-6, (card, corner)  # on whole pixels
        face = pixmap.toImage().convertToFormat(grab.format())
        margin = max(4, round(face.width() * 0.08))  # the rounded corners
        for y in range(margin, face.height() - margin, 2):
            for x in range(margin, face.width() - margin, 2):
                assert grab.pixel(x0 + x, y0 + y) == face.pixel(x, y), (card, x, y)
        checked += 1
    assert checked >= 3, checked
    print("ok", checked)
    """
)


@pytest.mark.parametrize(
    ("game_id", "factor"),
    [("canfield_or_klondike", "2"), ("the_shah", "2"), ("the_house_in_the_wood", "1"), ("the_clock", "1.5")],
)
def test_the_window_shows_crisp_faces_at_any_density(tmp_path, game_id, factor):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": factor,
        "PYTHONPATH": str(ROOT),
        "CADOGAN_CONFIG_DIR": str(tmp_path / "config"),
        "CADOGAN_DATA_DIR": str(tmp_path / "data"),
    }
    run = subprocess.run(
        [sys.executable, "-c", _WINDOW_SCRIPT, game_id, factor],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("ok")


def test_the_pixel_step_is_the_nearest_fractions_denominator():
    from fractions import Fraction

    from cadogan.ui.table.view import pixel_step

    assert [pixel_step(d) for d in (1.0, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)] == [1, 4, 2, 4, 1, 2, 1]
    for i in range(50, 400):
        dpr = i / 100 + 0.0013 * (i % 7)
        assert pixel_step(dpr) == Fraction(dpr).limit_denominator(8).denominator, dpr
