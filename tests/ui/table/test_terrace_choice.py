"""The Terrace's choice of foundation on the table: the status bar says what
to do, a click on one of the three turned cards makes it the first
foundation, and no button stands in for that click."""

from __future__ import annotations

import pytest

from cadogan.core import Session
from tests.ui.helpers import click, open_window, settle, visible_point

pytestmark = pytest.mark.gui


def test_a_click_on_a_turned_card_chooses_it(qtbot) -> None:
    window = open_window(qtbot, Session.new("the_terrace", 1))
    state = window.session.state
    assert "choose" not in window._action_buttons
    assert window.redeals_label.text() == "Foundation rank: click one of the turned cards"
    chosen = state.top("v3")
    click(window, visible_point(window.scene, window.scene.cards[chosen]))
    settle(qtbot, window)
    state = window.session.state
    assert state.piles["f1"][0] == chosen and state.counters["base_rank"] == chosen.rank
    assert all(state.piles[f"v{n}"] for n in range(1, 10))
    assert window.redeals_label.text().startswith("Foundations from: ")  # in the book's words (wording.TERMS)
