"""The table is fitted to what the position shows, with room to grow: cards
are as large as the window allows, and no card ever leaves the visible table
however long its packet grows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF

from cadogan.core import MOVE, REDEAL, Session, game_ids
from cadogan.ui.window.window import MainWindow

# (window size, the narrowest card allowed there)
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
    """Until no card glides, no auto-play is due and the table is not zooming."""
    qtbot.waitUntil(
        lambda: not window.scene.animating and not window._autoplay_timer.isActive() and not window.view.refitting,
        timeout=30000,
    )


def _off_table(window: MainWindow) -> list[str]:
    """Visible cards not wholly inside the view's visible area (a won game's
    flying cards are put back first)."""
    if window.scene.celebrating:
        window.scene.sync(animate=False)
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    off = []
    for card, item in window.scene.cards.items():
        if item.isVisible() and not visible.contains(item.sceneBoundingRect()):
            off.append(f"{card.label} in {item.pile}")
    return off


@pytest.mark.parametrize(("size", "narrowest"), SIZES)
@pytest.mark.parametrize("game_id", game_ids())
def test_cards_are_large_and_on_the_table_at_the_deal(qtbot, game_id, size, narrowest):
    window = _window(qtbot, Session.new(game_id, 1), size)
    assert window.scene.card_size[0] >= narrowest, window.scene.card_size
    assert _off_table(window) == []
    status = window.statusBar().geometry()
    view = window.view.geometry()
    assert view.bottom() < status.top()  # the table never runs under the status bar


@pytest.mark.parametrize("game_id", game_ids())
def test_no_card_leaves_the_table_when_packets_grow(qtbot, game_id):
    session = Session.new(game_id, 2)
    window = _window(qtbot, session, (1280, 800))
    rng = random.Random(7)
    # Play random moves that pile cards up (drops onto tableau piles and the talon).
    for _ in range(250):
        moves = session.legal_moves()
        if not moves:
            break
        growing = [m for m in moves if m.kind != "move" or session.state.size(m.dst) >= session.state.size(m.src)]
        window.play(rng.choice(growing or moves))
    _settle(qtbot, window)
    assert _off_table(window) == []
    assert window.scene.card_size[0] >= 30  # still readable after growing


def test_the_table_zooms_out_smoothly_when_a_packet_outgrows_it(qtbot):
    session = Session.new("la_belle_lucie", 1)
    window = _window(qtbot, session, (1280, 800))
    view = window.view
    before = window.scene.unit
    box = view._box
    # Hand-build growth: fifteen cards piled on one fan grow past the room left.
    state = session.state
    pile = state.piles["p3"]
    for other in ("p1", "p2", "p4", "p5"):
        pile.extend(state.piles[other])
        state.piles[other].clear()
    window.scene.sync(animate=False)
    qtbot.waitUntil(lambda: view.refitting)  # zooming, not jumping
    _settle(qtbot, window)
    assert view._box != box
    assert window.scene.unit <= before
    assert _off_table(window) == []
    assert QRectF(view.sceneRect()).width() == view.viewport().width()


def test_a_redeal_fits_the_table_afresh(qtbot):
    """The table zoomed out for a packet that grew, never shrinking back
    between moves; a re-deal lays the cards out again, and the table zooms
    back in to what the new position shows."""
    session = Session.new("la_belle_lucie", 1, options={"opt_redeal_any_time": True})
    window = _window(qtbot, session, (1280, 800))
    view = window.view
    at_the_deal = window.scene.unit
    left, top, right, bottom = view._box
    view._box = (left - 4, top - 2, right + 4, bottom + 2)  # as a packet that outgrew the table left it
    view.fit()
    zoomed_out = window.scene.unit
    assert zoomed_out < at_the_deal
    assert window.play(next(m for m in session.legal_moves() if m.kind == MOVE))  # an ordinary move keeps the box
    _settle(qtbot, window)
    assert window.scene.unit == zoomed_out
    assert window.play(next(m for m in session.legal_moves() if m.kind == REDEAL))
    qtbot.waitUntil(lambda: view.refitting)  # zooming back in, not jumping
    _settle(qtbot, window)
    assert view._box == view.table().content_box(None)
    assert window.scene.unit > zoomed_out
    assert _off_table(window) == []
