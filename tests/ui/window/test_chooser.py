"""The game chooser shows every game; the rules dialog shows the rules."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from cadogan.core import Session, game_ids, get_game
from cadogan.ui.window import thumbnails
from cadogan.ui.window.chooser import ChooserDialog
from cadogan.ui.window.rules import RulesDialog
from cadogan.ui.window.thumbnails import thumbnail
from tests.ui.helpers import assert_scene_follows, open_window


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


def test_the_chooser_opens_before_any_picture_is_drawn_then_draws_them_all(qtbot):
    thumbnails.forget()
    before = thumbnails.drawn
    dialog = ChooserDialog("the_clock")
    qtbot.addWidget(dialog)
    dialog.show()
    assert thumbnails.drawn == before  # nothing drawn while opening
    assert dialog.pictures_pending() == len(game_ids())
    qtbot.waitUntil(lambda: dialog.pictures_pending() == 0, timeout=60_000)
    assert thumbnails.drawn == before + len(game_ids())
    keys = {dialog.items[g].icon().cacheKey() for g in game_ids()}
    assert len(keys) == len(game_ids())  # each game has its own picture now


def test_pictures_are_kept_on_disk_for_the_next_run(qtbot, private_folders):
    game = get_game("the_shah")
    thumbnails.forget()
    first = thumbnail(game, 1.0).toImage()
    cached = list((private_folders / "data" / "cache" / "thumbnails").glob("the_shah-*.png"))
    assert len(cached) == 1
    thumbnails.forget()
    before = thumbnails.drawn
    again = thumbnail(game, 1.0).toImage()
    assert thumbnails.drawn == before  # read, not drawn
    assert again.size() == first.size()
    assert again.convertToFormat(first.format()) == first


def test_typing_filters_the_games_by_name(qtbot):
    dialog = ChooserDialog("la_belle_lucie")
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.search, "house")
    assert dialog.visible_games() == ["the_house_in_the_wood", "the_house_on_the_hill"]
    assert dialog.selected_game() == "the_house_in_the_wood"  # the hidden choice moved to a shown one
    dialog.search.setText("hill HOUSE")
    assert dialog.visible_games() == ["the_house_on_the_hill"]
    dialog.search.setText("no such game")
    assert dialog.visible_games() == []
    assert dialog.selected_game() is None
    assert not dialog.play_button.isEnabled()
    assert dialog.empty_note.isVisibleTo(dialog)
    dialog.search.clear()
    assert dialog.visible_games() == game_ids()


def test_the_packs_box_filters_by_number_of_packs(qtbot):
    dialog = ChooserDialog()
    qtbot.addWidget(dialog)
    dialog.packs.setCurrentIndex(dialog.packs.findData("One pack"))
    shown = dialog.visible_games()
    assert shown and all(get_game(g).packs == 1 for g in shown)
    assert "la_belle_lucie" in shown and "the_clock" not in shown
    dialog.packs.setCurrentIndex(dialog.packs.findData("Two packs"))
    assert all(get_game(g).packs == 2 for g in dialog.visible_games())


def test_the_books_order_is_the_default_and_by_name_sorts_without_the(qtbot):
    dialog = ChooserDialog("the_shah")
    qtbot.addWidget(dialog)
    assert dialog.visible_games() == game_ids()
    dialog.order.setCurrentIndex(dialog.order.findData("name"))
    titles = [get_game(g).title.removeprefix("The ") for g in dialog.visible_games()]
    assert titles == sorted(titles, key=str.casefold)
    assert dialog.selected_game() == "the_shah"


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
    from cadogan.ui.storage import settings
    from cadogan.ui.window.window import MainWindow

    window = open_window(qtbot, Session.new("the_house_in_the_wood", 2))
    assert settings.last_game() == "the_house_in_the_wood"
    window.close()
    from cadogan.ui.storage import persistence

    persistence.discard_game()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.session.game.id == "the_house_in_the_wood"
    assert not again.needs_chooser


def test_the_chooser_opens_on_the_first_start(qtbot):
    from cadogan.ui.window.window import MainWindow

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


def test_the_packs_are_not_said_twice(qtbot):
    from cadogan.ui.window.chooser import about

    hill = get_game("the_house_on_the_hill")
    assert hill.description.startswith("Two packs:")
    assert about(hill) == "Four aces build up, four kings build down; marry up or down."
    dialog = ChooserDialog("the_house_on_the_hill")
    qtbot.addWidget(dialog)
    assert dialog.description.text().count("Two packs") == 1
    assert about(get_game("la_belle_lucie")) == get_game("la_belle_lucie").description
