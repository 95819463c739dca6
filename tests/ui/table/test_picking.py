"""Moves without dragging: click a card then its place, or play with the
keyboard; and while dragging, a shadow and the targets marked throughout."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cadogan.core import MOVE, Move, Session, game_ids, get_game
from cadogan.core.moves import COMBINED
from cadogan.ui.storage import settings
from cadogan.ui.table.picking import joined_move, partners, reading_order
from cadogan.ui.table.scene import LIFT
from tests.ui.helpers import (
    assert_scene_follows,
    click,
    lead_item,
    open_window,
    partner,
    playable_session,
    settle,
    visible_point,
)

# Every game whose cards are dragged or picked up; those whose groups are chosen
# card by card with clicks (the Wheel) are played in test_selecting.py.
GAMES = [g for g in game_ids() if not get_game(g).select_by_click]


def _pile_point(window, pile: str) -> QPointF:
    scene = window.scene
    cards = window.session.state.piles[pile]
    return visible_point(scene, scene.cards[cards[-1]]) if cards else scene.placeholders[pile].pos()


def _key(window, key: Qt.Key) -> None:
    QTest.keyClick(window.view, key)


def _goal(move: Move) -> str:
    """Where the cards of ``move`` are put down: its place, or for a pair or
    swap the card the first is joined with."""
    return partner(move) if move.kind in COMBINED else move.dst


def _illegal_place(window, move: Move) -> str | None:
    session = window.session
    legal = {m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == move.src and m.count == move.count}
    legal |= partners(session, move.src) if move.count == 1 else set()
    for pile, place in window.scene.layout.piles.items():
        if pile != move.src and pile not in legal and not place.hidden:
            return pile
    return None


@pytest.mark.parametrize("game_id", GAMES)
def test_click_a_card_then_its_place(qtbot, game_id):
    settings.set_autoplay_mode("off")
    session, move = playable_session(game_id)
    window = open_window(qtbot, session)
    before = len(session.done)
    lead = lead_item(window, move)
    rest = window.scene.targets()[lead.card].pos
    click(window, visible_point(window.scene, lead))
    assert window.picker.held == (move.src, move.count)
    assert lead.card in window.scene.lifted and lead.card in window.scene.shadowed
    assert (lead.pos() - rest).manhattanLength() >= LIFT * window.scene.unit * 0.9  # it rises
    assert _goal(move) in window.scene.target_piles
    # A wrong place says why, and the card stays picked up.
    wrong = _illegal_place(window, move)
    if wrong is not None:
        click(window, _pile_point(window, wrong))
        reason = session.check(joined_move(session, move.src, wrong, move.count))
        assert reason and window.statusBar().currentMessage() == reason
        assert window.picker.held == (move.src, move.count) and lead.card in window.scene.lifted
        assert len(session.done) == before
    click(window, _pile_point(window, _goal(move)))
    assert session.done[before].move == move
    settle(qtbot, window)
    assert window.picker.held is None and not window.scene.lifted and not window.scene.shadowed
    assert_scene_follows(window)


def test_escape_puts_the_card_back(qtbot):
    settings.set_autoplay_mode("off")
    session, move = playable_session("la_belle_lucie")
    window = open_window(qtbot, session)
    lead = lead_item(window, move)
    click(window, visible_point(window.scene, lead))
    assert window.picker.held is not None
    _key(window, Qt.Key.Key_Escape)
    assert window.picker.held is None and not window.scene.lifted and not window.scene.target_piles
    assert_scene_follows(window)
    assert not session.done


@pytest.mark.parametrize("game_id", GAMES)
def test_keyboard_play(qtbot, game_id):
    settings.set_autoplay_mode("off")
    session, _move = playable_session(game_id)
    window = open_window(qtbot, session)
    order = reading_order(window.scene.layout)
    _key(window, Qt.Key.Key_Right)  # the first key shows the focus, on the first pile
    assert window.picker.focus == order[0] and window.scene.focus_pile == order[0]
    _key(window, Qt.Key.Key_Right)
    assert window.picker.focus == order[1]
    _key(window, Qt.Key.Key_Left)
    _key(window, Qt.Key.Key_Left)
    assert window.picker.focus == order[-1]  # round the table
    # Walk to a pile the keyboard can pick up from, pick up, walk to a target, put down.
    count_of = window.picker._count
    move = next(
        m
        for m in session.legal_moves()
        if (m.kind == MOVE or (m.kind in COMBINED and len(m.sources) == 2))
        and m.src in order
        and _goal(m) in order
        and m.count == count_of(m.src)
    )
    while window.picker.focus != move.src:
        _key(window, Qt.Key.Key_Right)
    before = len(session.done)
    _key(window, Qt.Key.Key_Space)
    assert window.picker.held == (move.src, move.count)
    while window.picker.focus != _goal(move):
        _key(window, Qt.Key.Key_Right)
    _key(window, Qt.Key.Key_Return)
    assert session.done[before].move == move
    assert window.scene.focus_pile == _goal(move)  # the focus stays where the cards went


def test_up_and_down_move_between_rows(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    piles = window.scene.layout.piles
    _key(window, Qt.Key.Key_Down)
    first = window.picker.focus
    _key(window, Qt.Key.Key_Down)
    below = window.picker.focus
    assert piles[below].y > piles[first].y + 1
    _key(window, Qt.Key.Key_Up)
    assert window.picker.focus == first


def test_a_drag_casts_a_shadow_and_keeps_its_targets_marked(qtbot):
    settings.set_autoplay_mode("off")
    session, move = playable_session("la_belle_lucie")
    window = open_window(qtbot, session)
    lead = lead_item(window, move)
    start = visible_point(window.scene, lead)
    viewport = window.view.viewport()
    QTest.mousePress(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(start)
    )
    expected = {m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == move.src and m.count == 1}
    for step in range(1, 6):
        QTest.mouseMove(viewport, window.view.mapFromScene(start + QPointF(15 * step, 10 * step)))
        assert window.view.dragging
        assert window.scene.shadowed == {lead.card}
        assert window.scene.highlighted_piles == expected
    window.hint()  # a hint while dragging, and its timer running out
    window._clear_hint()
    window.resize(1000, 700)  # and a new size: the marks follow
    qtbot.waitUntil(lambda: window.scene.unit < 60 or window.view.viewport().width() <= 1000)
    assert window.scene.target_piles == expected and len(window.scene._target_marks) == len(expected)
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, window.view.mapFromScene(start)
    )
    settle(qtbot, window)
    assert not window.scene.shadowed and window.scene.highlighted_piles == set()


def test_the_keyboard_plays_on_after_the_end_panel_s_new_deal(qtbot):
    from tests.ui.storage.test_statistics import almost_won

    settings.set_autoplay_mode("off")
    window = open_window(qtbot, almost_won())
    window.activateWindow()
    window.play(Move(MOVE, "p1", "f4", 1))
    window.banner.new_button.setFocus()
    window.banner.new_button.click()
    assert not window.banner.isVisible()
    assert window.view.hasFocus() or window.focusWidget() is window.view


def test_the_keypad_s_enter_and_arrows_play_too(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    keypad = Qt.KeyboardModifier.KeypadModifier
    QTest.keyClick(window.view, Qt.Key.Key_Right, keypad)
    assert window.picker.focus == reading_order(window.scene.layout)[0]
    QTest.keyClick(window.view, Qt.Key.Key_Enter, keypad)
    assert window.picker.held is not None
    QTest.keyClick(window.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)  # someone else's shortcut
    assert window.picker.focus == reading_order(window.scene.layout)[0]
