"""The end of a game is said on a solid panel over the table, with the
result and the next steps; the celebration's cards fly behind it."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage

from cadogan.core import MOVE, Move, Session, get_game
from cadogan.ui.storage import settings
from cadogan.ui.table.scene import Z_MOVING
from cadogan.ui.window.endpanel import PANEL, TEXT, EndPanel
from tests.core.helpers import position
from tests.ui.helpers import drag_move, open_window
from tests.ui.storage.test_statistics import almost_won


def _off_panel(image: QImage, rect: QRect) -> int:
    """How many pixels of ``rect`` are neither the panel's colour nor its
    text's (nor a blend of the two, at the letters' edges)."""
    text = QColor(TEXT)
    a = (PANEL.red(), PANEL.green(), PANEL.blue())
    b = (text.red(), text.green(), text.blue())
    span = [y - x for x, y in zip(a, b, strict=True)]
    length = sum(d * d for d in span)
    stray = 0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            c = image.pixelColor(x, y)
            p = (c.red(), c.green(), c.blue())
            t = max(0.0, min(1.0, sum((q - s) * d for q, s, d in zip(p, a, span, strict=True)) / length))
            if sum((q - (s + t * d)) ** 2 for q, s, d in zip(p, a, span, strict=True)) > 30**2:
                stray += 1
    return stray


def _panel_pixels(qtbot, window) -> tuple[QImage, QRect, QRect]:
    panel: EndPanel = window.banner
    image = window.view.grab().toImage()
    title = panel.title.geometry().translated(panel.pos())
    detail = panel.detail.geometry().translated(panel.pos())
    return image, title, detail


def test_a_win_is_said_on_a_solid_panel_the_cards_fly_behind(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, almost_won())
    drag_move(window, Move(MOVE, "p1", "f4", 1))
    qtbot.waitUntil(window.session.is_won)
    panel = window.banner
    assert panel.isVisible() and window.scene.celebrating
    assert panel.title.text() == "Solved!"
    assert "1 move" in panel.detail.text() and "auto-play" in panel.detail.text()
    assert [b.text() for b in (panel.new_button, panel.undo_button, panel.stats_button)] == [
        "New deal",
        "Undo",
        "Statistics",
    ]
    for moment in range(4):  # the panel stays whole while the cards fly ...
        image, title, detail = _panel_pixels(qtbot, window)
        for rect in (title, detail):
            assert rect.width() > 20 and rect.height() > 8
            assert _off_panel(image, rect) == 0, (moment, rect)
        assert image.pixelColor(panel.geometry().center().x(), panel.geometry().top() + 6) == PANEL
        qtbot.wait(300)
    # ... even with a flying card right behind its text
    flying = next(iter(window.scene.cards.values()))
    window.scene._celebration.stop()
    flying.setPos(window.view.mapToScene(panel.geometry().center()))
    flying.setZValue(Z_MOVING + 1000)
    image, title, detail = _panel_pixels(qtbot, window)
    assert _off_panel(image, title) == 0 and _off_panel(image, detail) == 0


def test_the_panel_buttons_undo_open_statistics_and_deal_again(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, almost_won())
    drag_move(window, Move(MOVE, "p1", "f4", 1))
    qtbot.waitUntil(window.session.is_won)
    window.banner.undo_button.click()
    assert not window.session.is_won() and not window.banner.isVisible()
    window.redo_action.trigger()
    assert window.banner.isVisible()
    window.banner.stats_button.click()
    assert window.statistics_dialog.isVisible()
    window.statistics_dialog.close()
    won = window.session
    window.banner.new_button.click()
    assert window.session is not won and not window.banner.isVisible()


def test_a_lost_game_says_so_on_the_panel_with_its_moves(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    state = position(game, {"p1": "KC 2C 4C", "p2": "QC 5C"}, rest="p3", redeals_left=0)
    window = open_window(qtbot, Session(game, state, 1))
    window.play(Move(MOVE, "p1", "p2", 1))
    panel = window.banner
    assert panel.isVisible() and panel.title.text() == "No more moves"
    assert panel.detail.text().startswith("1 move, no help from auto-play")
    assert panel.undo_button.isEnabled()
    image, title, detail = _panel_pixels(qtbot, window)
    assert _off_panel(image, title) == 0 and _off_panel(image, detail) == 0
