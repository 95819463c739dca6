"""A game is named by the book's English title, its translation beside it,
wherever the window names it: the chooser, the rules dialog's heading and
title, the window's title bar and the end-of-game panel (issue 20)."""

from __future__ import annotations

import pytest

from cadogan.core import MOVE, Move, get_game
from cadogan.ui.storage import settings
from cadogan.ui.window.rules import RulesDialog
from cadogan.ui.window.wording import shown_title
from tests.ui.helpers import drag_move, open_window
from tests.ui.storage.test_statistics import almost_won
from tests.ui.test_translations import speaking  # noqa: F401  (the fixture)

pytestmark = pytest.mark.gui

LUCIE = "La Belle Lucie"
SAID = "Прекрасная Люси"  # a name of our own for the test, not the catalogue's


def _named(source: str) -> str:
    return SAID if source == LUCIE else source


@pytest.fixture
def russian(speaking):  # noqa: F811
    speaking("ru", _named)


def test_the_title_keeps_the_books_name_with_the_translation_beside(russian):
    game = get_game("la_belle_lucie")
    assert game.title == LUCIE
    assert shown_title(game) == f"{LUCIE} ({SAID})"


def test_in_english_the_title_is_the_books_alone():
    assert shown_title(get_game("la_belle_lucie")) == LUCIE


def test_the_rules_dialog_heads_the_rules_with_both_names(qtbot, russian):
    dialog = RulesDialog(get_game("la_belle_lucie"))
    qtbot.addWidget(dialog)
    both = f"{LUCIE} ({SAID})"
    assert dialog.browser.toPlainText().splitlines()[0] == both
    assert both in dialog.windowTitle()


def test_the_title_bar_and_the_end_panel_name_the_game_both_ways(qtbot, russian):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, almost_won())
    both = f"{LUCIE} ({SAID})"
    assert both in window.windowTitle()
    drag_move(window, Move(MOVE, "p1", "f4", 1))
    qtbot.waitUntil(window.session.is_won)
    assert window.banner.detail.text().startswith(both)
