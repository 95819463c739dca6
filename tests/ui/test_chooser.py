"""The game chooser shows every game; the rules dialog shows the rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cadogan.core import Session, game_ids, get_game
from cadogan.ui.chooser import ChooserDialog, thumbnail
from cadogan.ui.rules import RulesDialog

from .helpers import assert_scene_follows, open_window


def test_the_chooser_lists_every_game(qtbot):
    dialog = ChooserDialog("the_clock")
    qtbot.addWidget(dialog)
    listed = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())]
    assert listed == game_ids()
    assert dialog.selected_game() == "the_clock"
    for i in range(dialog.list.count()):
        item = dialog.list.item(i)
        game = get_game(listed[i])
        assert game.title in item.text()
        assert not item.icon().isNull()


@pytest.mark.parametrize("game_id", game_ids())
def test_the_chooser_opens_every_game(qtbot, game_id):
    assert not thumbnail(get_game(game_id)).isNull()
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    dialog = ChooserDialog(window.session.game.id, window)
    qtbot.addWidget(dialog)
    row = [dialog.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(dialog.list.count())].index(game_id)
    dialog.list.setCurrentRow(row)
    assert dialog.selected_game() == game_id
    assert get_game(game_id).title in dialog.description.text()
    window.start(Session.new(dialog.selected_game(), 12))
    assert window.session.game.id == game_id
    assert window.windowTitle().startswith(get_game(game_id).title)
    assert_scene_follows(window)


def test_the_last_game_is_remembered(qtbot):
    from cadogan.ui import settings
    from cadogan.ui.window import MainWindow

    window = open_window(qtbot, Session.new("the_house_in_the_wood", 2))
    assert settings.last_game() == "the_house_in_the_wood"
    window.close()
    from cadogan.ui import persistence

    persistence.discard_game()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.session.game.id == "the_house_in_the_wood"
    assert not again.needs_chooser


def test_the_chooser_opens_on_the_first_start(qtbot):
    from cadogan.ui.window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    assert window.needs_chooser


@pytest.mark.parametrize("game_id", game_ids())
def test_the_rules_dialog_shows_the_games_rules(qtbot, game_id):
    game = get_game(game_id)
    dialog = RulesDialog(game)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert game.title in text
    first_words = game.rules_text.replace("*", "").split()[:3]
    assert " ".join(first_words) in " ".join(text.split())
