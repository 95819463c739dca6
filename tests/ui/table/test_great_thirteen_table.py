"""The Great Thirteen on the table: each empty numeral shows the value it
waits for (Game.place_text), and deal 1 is played to a win with the mouse
alone: drags to the numerals, clicks on the packets for the third process."""

from __future__ import annotations

import pytest

from cadogan.core import MOVE, Session
from cadogan.ui.storage import settings
from tests.ui.helpers import assert_scene_follows, click, drag_move, open_window, settle, visible_point

pytestmark = pytest.mark.gui


def _texts(window) -> list[str | None]:
    return [window.scene.placeholders[f"n{c}"].text for c in range(1, 9)]


def test_empty_numerals_show_the_value_they_wait_for(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("the_great_thirteen", 1)
    window = open_window(qtbot, session)
    assert _texts(window) == ["A", "2", "6", "8", "5", "9", "Q", "4"]
    move = next(m for m in session.legal_moves() if m.dst == "n8")
    drag_move(window, move)
    settle(qtbot, window)
    assert session.state.size("n8") == 1
    assert _texts(window)[7] is None  # a begun numeral shows its cards instead
    window.undo_stack.undo()
    settle(qtbot, window)
    assert _texts(window)[7] == "4"


def test_deal_1_won_with_the_mouse(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("the_great_thirteen", 1)
    window = open_window(qtbot, session)
    for _ in range(200):
        if session.is_won():
            break
        hint = session.hint()
        assert hint is not None
        done = len(session.done)
        if hint.kind == MOVE:
            drag_move(window, hint)
        else:  # the third process: a click on the packet taken up next
            cards = session.state.piles[hint.src]
            click(window, visible_point(window.scene, window.scene.cards[cards[-1]]))
        settle(qtbot, window)
        assert len(session.done) == done + 1, window.statusBar().currentMessage()
        if hint.kind != MOVE:
            assert_scene_follows(window)  # the packet dealt round, card by card where it belongs
    assert session.is_won()
