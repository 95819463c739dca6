"""One Undo takes back the player's move together with the cards auto-play
sent home after it, and Redo plays them all again; the Undo action names
the move."""

from __future__ import annotations

from cadogan.core import AUTO_SAFE, MOVE, Move, Session, dumps, loads
from cadogan.ui.storage import settings
from cadogan.ui.table.commands import group_text
from tests.ui.helpers import open_window, settle


def _move_setting_off_autoplay(game_id: str) -> tuple[int, Move]:
    """A deal and a player's move after which auto-play sends cards home
    (the deal's own auto-play done first)."""
    for deal in range(1, 300):
        session = Session.new(game_id, deal)
        session.autoplay(AUTO_SAFE)
        for move in session.legal_moves():
            if move.kind != MOVE or move.dst in session.game.foundation_ids():
                continue
            session.play(move)
            sent = session.autoplay(AUTO_SAFE)
            for _ in range(len(sent) + 1):
                session.undo()
            if sent:
                return deal, move
    raise AssertionError("no deal found")


def test_one_undo_takes_back_the_move_and_its_autoplay_and_redo_plays_both(qtbot):
    settings.set_autoplay_mode(AUTO_SAFE)
    deal, move = _move_setting_off_autoplay("canfield_or_klondike")
    session = Session.new("canfield_or_klondike", deal)
    window = open_window(qtbot, session)
    before = list(session.done)
    commands = window.undo_stack.count()
    label = session.game.describe(session.state, move)
    assert window.play(move)
    settle(qtbot, window)
    after = list(session.done)
    assert len(after) >= len(before) + 2  # the move and at least one card sent home
    assert all(step.auto for step in after[len(before) + 1 :])
    assert window.undo_stack.count() == commands + 1  # one undo step for all of them
    undo_text = window.undo_action.text()
    assert undo_text.startswith(f"Undo {label}") and "then" in undo_text
    assert label in window.undo_action.toolTip()
    window.undo_action.trigger()
    settle(qtbot, window)
    assert session.done == before  # the move and its auto-play, taken back at once
    assert window.redo_action.text().startswith(f"Redo {label}")
    window.redo_action.trigger()
    settle(qtbot, window)
    assert session.done == after  # both again


def test_group_text_names_the_move():
    class S:
        def __init__(self, label):
            self.label = label

    assert group_text([S("10♣ to column 3")]) == "10♣ to column 3"
    assert group_text([S("10♣ to column 3"), S("A♣ home")]) == "10♣ to column 3, then A♣ home"
    assert group_text([S("10♣ to column 3"), S("A♣ home"), S("2♣ home")]) == (
        "10♣ to column 3, then 2 cards by auto-play"
    )


def test_a_restored_game_keeps_its_undo_steps_grouped(qtbot):
    settings.set_autoplay_mode(AUTO_SAFE)
    deal, move = _move_setting_off_autoplay("canfield_or_klondike")
    session = Session.new("canfield_or_klondike", deal)
    window = open_window(qtbot, session)
    window.play(move)
    settle(qtbot, window)
    done = list(session.done)
    window.close()
    again = open_window(qtbot, loads(dumps(session)))
    assert [s.label for s in again.session.name_last(len(done))] == [s.label for s in done]
    again.undo_action.trigger()
    settle(qtbot, again)
    assert len(again.session.done) < len(done) - 1  # the move and auto-play's cards went back together
