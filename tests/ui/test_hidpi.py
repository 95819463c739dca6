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
from cadogan.ui.chooser import THUMB, thumbnail
from cadogan.ui.render import fitted_scene, render_table_image

from .helpers import open_window

ROOT = Path(__file__).resolve().parents[2]


def _same_pixels(big: QImage, x0: int, y0: int, small: QImage, step: int = 2) -> bool:
    """Is ``small`` found unchanged in ``big`` with its top-left at ``x0``, ``y0``
    (device pixels; a margin of 4 pixels, the rounded corners, is skipped)?"""
    for y in range(4, small.height() - 4, step):
        for x in range(4, small.width() - 4, step):
            if big.pixel(x0 + x, y0 + y) != small.pixel(x, y):
                return False
    return True


def test_an_offscreen_render_at_twice_the_density_draws_faces_pixel_for_pixel(qtbot):
    session = Session.new("canfield_or_klondike", 1)
    image = render_table_image(session, 800, 500, dpr=2)
    assert (image.width(), image.height(), image.devicePixelRatio()) == (1600, 1000, 2)
    scene, corner = fitted_scene(session, 800, 500, dpr=2)
    width, height = scene.card_size
    for pile in ("t1", "t4", "t7", "stock"):
        item = scene.cards[session.state.piles[pile][-1]]
        pixmap = item.pixmap()
        assert pixmap.devicePixelRatio() == 2
        assert (pixmap.width(), pixmap.height()) == (2 * width, 2 * height)
        top_left = (item.pos() + item.offset() + corner) * 2
        face = pixmap.toImage().convertToFormat(image.format())
        assert _same_pixels(image, round(top_left.x()), round(top_left.y()), face), pile
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
    from cadogan.ui.screen import resize_to_fit

    free = window.screen().availableGeometry()
    resize_to_fit(window, 10 * free.width(), 10 * free.height())
    assert window.width() <= free.width() and window.height() <= free.height()
    resize_to_fit(window, 300, 200)
    assert (window.width(), window.height()) == (300, 200)


# Run in a fresh process: Qt reads QT_SCALE_FACTOR when the application starts.
_WINDOW_AT_DPR_2 = textwrap.dedent(
    """
    import sys
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from cadogan.core import Session
    from cadogan.ui.window import MainWindow

    window = MainWindow(Session.new(sys.argv[1], 1), restore=False)
    window.resize(1000, 700)
    window.show()
    for _ in range(20):
        app.processEvents()
    view, scene = window.view, window.scene
    assert view.devicePixelRatioF() == 2, view.devicePixelRatioF()
    assert scene.dpr == 2, scene.dpr
    grab = view.viewport().grab().toImage()
    width, height = scene.card_size
    checked = 0
    for card, item in scene.cards.items():
        if not item.isVisible():
            continue
        pixmap = item.pixmap()
        assert pixmap.devicePixelRatio() == 2, (card, pixmap.devicePixelRatio())
        assert (pixmap.width(), pixmap.height()) == (2 * width, 2 * height), (card, pixmap.size())
        cards = scene.session.state.piles[item.pile]
        if item.rotation() % 360 or cards[-1] != card:
            continue
        corner = view.viewportTransform().map(item.mapToScene(item.offset())) * 2
        face = pixmap.toImage().convertToFormat(grab.format())
        x0, y0 = round(corner.x()), round(corner.y())
        for y in range(4, face.height() - 4, 2):
            for x in range(4, face.width() - 4, 2):
                assert grab.pixel(x0 + x, y0 + y) == face.pixel(x, y), (card, x, y)
        checked += 1
    assert checked >= 3, checked
    print("ok", checked)
    """
)


@pytest.mark.parametrize("game_id", ["canfield_or_klondike", "margarethe"])
def test_the_window_at_twice_the_density_shows_crisp_faces(tmp_path, game_id):
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "QT_SCALE_FACTOR": "2",
        "PYTHONPATH": str(ROOT),
        "CADOGAN_CONFIG_DIR": str(tmp_path / "config"),
        "CADOGAN_DATA_DIR": str(tmp_path / "data"),
    }
    run = subprocess.run(
        [sys.executable, "-c", _WINDOW_AT_DPR_2, game_id],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("ok")
