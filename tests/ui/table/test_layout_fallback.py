"""A broken layout file: the game still opens, on a plain layout, and the
player is told which file and field are wrong."""

from __future__ import annotations

import pytest

from cadogan.core import Session
from cadogan.layout import LayoutError
from cadogan.ui.table import tablelayout
from tests.ui.helpers import assert_scene_follows, open_window, settle

MESSAGE = "layouts/the_clock.toml: pile 'p3': field 'rotation': expected a number, got 'abc'"


@pytest.fixture
def broken_clock_layout(monkeypatch):
    real = tablelayout.load_layout

    def load(game_id):
        if game_id == "the_clock":
            raise LayoutError(MESSAGE)
        return real(game_id)

    monkeypatch.setattr(tablelayout, "load_layout", load)
    tablelayout.layout_for.cache_clear()
    yield
    tablelayout.layout_for.cache_clear()
    tablelayout.PROBLEMS.clear()


def test_a_broken_layout_is_reported_and_the_game_stays_playable(qtbot, broken_clock_layout, capsys):
    window = open_window(qtbot, Session.new("the_clock", 4))
    assert MESSAGE in window.statusBar().currentMessage()
    assert MESSAGE in capsys.readouterr().err
    layout = window.scene.layout
    assert set(layout.piles) == set(window.session.game.pile_roles())
    move = next(m for m in window.session.legal_moves())
    assert window.play(move)
    settle(qtbot, window)
    assert_scene_follows(window)
