"""A game with a long history put on the table at once (a save opened, a
game resumed): the undo stack is built without telling its listeners at
each push and without naming every move, yet Undo and Redo always name the
move they would take, and the title's unsaved mark is right."""

from __future__ import annotations

import random

import pytest

from cadogan.core import Session
from cadogan.ui.core_texts import sentence
from cadogan.ui.storage import persistence, settings
from cadogan.ui.table.commands import StepCommand
from tests.ui.helpers import open_window

pytestmark = pytest.mark.gui

MOVES = 300


def _long_game(game_id: str, deal: int, moves: int, undone: int) -> Session:
    session = Session.new(game_id, deal)
    rng = random.Random(deal)
    for _ in range(moves):
        choices = [m for m in session.legal_moves() if not session.game.is_idle(session.state, m)]
        if not choices:
            break
        session.play(rng.choice(choices))
    for _ in range(undone):
        session.undo()
    return session


def _expected(session: Session) -> tuple[str, str]:
    undo = sentence(session.done[-1].label) if session.done else ""
    redo = sentence(session.undone[-1].label) if session.undone else ""
    return undo, redo


@pytest.fixture
def window(qtbot):
    settings.set_autoplay_mode("off")
    return open_window(qtbot, Session.new("the_queens", 2))


def test_opening_a_long_game_tells_the_stack_s_listeners_once(window, tmp_path):
    path = tmp_path / "long.cadogan"
    persistence.write_named(path, _long_game("the_queens", 5, MOVES, undone=4), 10.0)
    told = {"undo": 0, "redo": 0, "index": 0}
    window.undo_stack.undoTextChanged.connect(lambda _text: told.__setitem__("undo", told["undo"] + 1))
    window.undo_stack.redoTextChanged.connect(lambda _text: told.__setitem__("redo", told["redo"] + 1))
    window.undo_stack.indexChanged.connect(lambda _index: told.__setitem__("index", told["index"] + 1))
    assert window.open_file(path)
    # Once by the stack built, once more by the file's name (marked clean): not once a move.
    assert max(told.values()) <= 2, told
    # Only the commands next to where the stack stands were named.
    stack = window.undo_stack
    named = [i for i in range(stack.count()) if isinstance(stack.command(i), StepCommand) and stack.command(i).named]
    assert named == [stack.index() - 1, stack.index()]


def test_undo_and_redo_name_their_move_all_along_a_long_history(window, tmp_path):
    path = tmp_path / "long.cadogan"
    persistence.write_named(path, _long_game("the_queens", 5, MOVES, undone=4), 10.0)
    assert window.open_file(path)
    session = window.session
    assert len(session.undone) == 4
    for _ in range(10):  # back through moves that were pushed unnamed
        undo, redo = _expected(session)
        assert window.undo_action.text() == f"Undo {undo}" and undo in window.undo_action.toolTip()
        assert window.redo_action.text() == f"Redo {redo}" and redo in window.redo_action.toolTip()
        window.undo_action.trigger()
    for _ in range(14):  # and forward again, past where the file stood
        undo, redo = _expected(session)
        assert window.undo_action.text() == f"Undo {undo}"
        assert (window.redo_action.text() == f"Redo {redo}") if redo else not window.redo_action.isEnabled()
        window.redo_action.trigger()
    assert not session.undone and not window.redo_action.isEnabled()


def test_a_long_game_opened_twice_keeps_the_title_and_undo_right(window, tmp_path):
    path = tmp_path / "long.cadogan"
    persistence.write_named(path, _long_game("the_queens", 7, MOVES, undone=0), 10.0)
    for _ in range(2):
        assert window.open_file(path)
        assert window.windowTitle().startswith("long.cadogan[*]") and not window.isWindowModified()
        assert window.undo_action.isEnabled() and window.undo_action.text() == f"Undo {_expected(window.session)[0]}"
    window.undo_action.trigger()
    assert window.isWindowModified()  # a move taken back: the file no longer holds the table


def test_a_game_resumed_with_a_long_history_names_its_undo(qtbot):
    settings.set_autoplay_mode("off")
    session = _long_game("napoleons_square", 3, MOVES, undone=2)
    window = open_window(qtbot, session)
    assert window.undo_action.text() == f"Undo {_expected(session)[0]}"
    assert window.redo_action.text() == f"Redo {_expected(session)[1]}"
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert window.undo_action.text() == f"Undo {_expected(session)[0]}" and not window.redo_action.isEnabled()
