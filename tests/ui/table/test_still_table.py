"""The table stays still under the pointer: a game that deals rows or
circles is fitted from the deal to every place it will use (when the cards
stay large enough), so a pile the player clicks stays where it is, and the
Shah's whole star is on screen and centred from the deal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from cadogan.core import DEAL, REDEAL, Session
from cadogan.ui.window.window import MainWindow

SIZES = [((1280, 800), 60), ((800, 600), 40)]


def _window(qtbot, session: Session, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(session, restore=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.view.viewport().width() > size[0] // 2)
    _settle(qtbot, window)
    return window


def _settle(qtbot, window: MainWindow) -> None:
    qtbot.wait(20)  # the view re-fits (if it must) once the scene has placed the cards
    qtbot.waitUntil(
        lambda: not window.scene.animating and not window._autoplay_timer.isActive() and not window.view.refitting,
        timeout=30000,
    )


def _on_screen(window: MainWindow, pile: str) -> QPointF:
    """Where the pile's place is in the view (viewport pixels)."""
    centre, _rotation = window.scene.rest_place(pile)
    return QPointF(window.view.mapFromScene(centre))


def _visible(window: MainWindow) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)


@pytest.mark.parametrize(("size", "narrowest"), SIZES)
def test_the_shahs_whole_star_is_on_screen_and_centred_at_the_deal(qtbot, size, narrowest):
    window = _window(qtbot, Session.new("the_shah", 1), size)
    scene = window.scene
    assert scene.card_size[0] >= narrowest
    visible = _visible(window)
    rays = [pile for pile in scene.layout.piles if pile.startswith("r")]
    assert len(rays) == 24
    for pile in [*rays, "shah", "stock", "waste", *(f"f{n}" for n in range(1, 9))]:
        holder = scene.placeholders[pile]
        assert visible.contains(holder.sceneBoundingRect()), pile  # every place, dealt or still to deal
    viewport = window.view.viewport().rect()
    shah = _on_screen(window, "shah")
    assert abs(shah.x() - viewport.width() / 2) <= 2 and abs(shah.y() - viewport.height() / 2) <= 2


@pytest.mark.parametrize(("size", "narrowest"), SIZES)
@pytest.mark.parametrize("game_id", ["babette", "the_shah"])
def test_dealing_rows_or_circles_leaves_the_pack_where_it_was(qtbot, game_id, size, narrowest):
    session = Session.new(game_id, 3)
    window = _window(qtbot, session, size)
    pack = _on_screen(window, "stock")
    unit = window.scene.unit
    dealt = 0
    for _ in range(6):  # rows of Babette; the Shah's second and third circles, then cards turned
        click = window.click_move("stock")
        if click is None:
            break
        assert window.play(click)
        _settle(qtbot, window)
        dealt += 1
        assert _on_screen(window, "stock") == pack  # the next click finds the pack where the last one did
        assert window.scene.unit == unit
    assert dealt >= 2
    assert window.scene.card_size[0] >= narrowest


def test_babettes_cards_are_not_small_after_a_redeal(qtbot):
    session = Session.new("babette", 5)
    window = _window(qtbot, session, (1280, 800))
    unit = window.scene.unit
    while session.game.actions(session.state) and session.game.actions(session.state)[0].kind == DEAL:
        window.play(session.game.actions(session.state)[0])
    _settle(qtbot, window)
    redeal = next((m for m in session.game.actions(session.state) if m.kind == REDEAL), None)
    assert redeal is not None
    assert window.play(redeal)
    _settle(qtbot, window)
    assert window.scene.unit == unit
    assert window.scene.card_size[0] >= 60


def test_the_table_grows_back_when_what_outgrew_it_is_undone(qtbot):
    session = Session.new("la_belle_lucie", 1)
    window = _window(qtbot, session, (1280, 800))
    view = window.view
    at_the_deal = window.scene.unit
    left, top, right, bottom = view._box
    view._box = (left - 4, top - 2, right + 4, bottom + 2)  # as a packet that outgrew the table left it
    view._box_fresh = False
    view.fit()
    assert window.scene.unit < at_the_deal
    assert window.play(next(m for m in session.legal_moves() if m.kind == "move"))
    _settle(qtbot, window)
    window.undo_stack.undo()
    _settle(qtbot, window)
    assert window.scene.unit == at_the_deal
