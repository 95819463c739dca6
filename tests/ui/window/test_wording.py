"""The status bar and the game's buttons explain themselves: every counter
in the book's words with a tooltip saying what it counts, short button
labels with the full sentence as tooltip, and nothing cut or pushed out of
sight at 800 x 600."""

from __future__ import annotations

import pytest

from cadogan.core import Session, game_ids
from cadogan.ui.window.wording import LONGEST_LABEL, button_label, status_item
from tests.ui.helpers import assert_toolbar_whole, open_window, settle


def _counters(window) -> dict[str, str]:
    strip = window.redeals_label
    return {label.text(): label.toolTip() for label in strip.labels if not label.isHidden()}


def test_klondike_shows_the_books_wager_and_says_what_it_is(qtbot):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    counters = _counters(window)
    text = next(t for t in counters if t.startswith("Counters"))
    assert text.endswith("\u221252") or text.endswith(f"\u2212{52 - 5 * _home(window)}")
    tip = counters[text]
    assert "52 counters" in tip and "5" in tip and "foundation" in tip


def _home(window) -> int:
    return sum(len(window.session.state.piles[f]) for f in window.session.game.foundation_ids())


@pytest.mark.parametrize(
    ("game_id", "label", "words"),
    [
        ("the_queens", "Key: ", ["32", "fourteen"]),
        ("the_shah", "Circles: 1 of 3", ["three circles", "click the pack"]),
        ("babette", "Garden rows: 1", ["garden", "blocks"]),
    ],
)
def test_each_counter_is_named_in_the_books_words_with_a_tooltip(qtbot, game_id, label, words):
    window = open_window(qtbot, Session.new(game_id, 1))
    counters = _counters(window)
    text = next((t for t in counters if t.startswith(label)), None)
    assert text is not None, counters
    assert "(" not in text  # the note went to the tooltip
    for word in words:
        assert word.casefold() in counters[text].casefold()


@pytest.mark.parametrize("game_id", game_ids())
def test_no_counter_shows_an_internal_name_or_lacks_a_tooltip(game_id):
    session = Session.new(game_id, 1)
    for key, value in session.game.counters_shown(session.state).items():
        text, tip = status_item(game_id, key, value)
        assert "_" not in text, text
        assert tip, key


def test_the_other_status_items_have_tooltips(qtbot):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    for label in (window.game_label, window.moves_label, window.pack_label, window.time_label):
        assert label.toolTip()


def test_game_buttons_are_short_with_the_sentence_as_tooltip(qtbot):
    session = Session.new("la_nivernaise", 1)
    window = open_window(qtbot, session)
    for _ in range(60):  # play until the game offers its fill button
        fill = window._action_buttons.get("fill")
        if fill is not None and fill.isEnabled():
            break
        moves = session.legal_moves()
        assert moves
        window.play(moves[0])
        settle(qtbot, window)
    buttons = list(window._action_buttons.values())
    assert buttons
    for action in buttons:
        assert len(action.text()) <= LONGEST_LABEL, action.text()
        assert action.toolTip().startswith(action.data() or action.text())
    assert button_label("fill", "Fill the right Flank's place 1 from the pack") == "Fill"
    assert len(button_label("mystery", "Do a long thing with many words in it")) <= LONGEST_LABEL


@pytest.mark.parametrize("game_id", ["la_nivernaise", "the_shah", "canfield_or_klondike", "the_queens", "babette"])
def test_nothing_is_cut_or_pushed_out_at_800_by_600(qtbot, game_id):
    window = open_window(qtbot, Session.new(game_id, 1))
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    settle(qtbot, window)
    assert_toolbar_whole(window)
    bar = window.statusBar()
    items = window.status_items
    for label in (window.game_label, window.moves_label, window.pack_label, window.time_label, *items.counters.labels):
        if label.isVisible():
            assert label.width() >= label.sizeHint().width(), label.text()  # whole, not squeezed
    message = "Hint: 10\u2663 to column 5, and this sentence goes on a little"
    bar.showMessage(message)
    qtbot.wait(10)
    assert items.room_left() >= bar.fontMetrics().horizontalAdvance(message)
    bar.clearMessage()
    qtbot.wait(10)
    assert window.game_label.isVisible() and window.moves_label.isVisible()


def test_the_empress_shows_each_talon_once(qtbot):
    # Her two talons are counted by colour; a third, summed "Talon" beside them said the same twice.
    window = open_window(qtbot, Session.new("the_empress_of_india", 1))
    assert window.pack_label.text().startswith("Pack: ")
    assert "Talon" not in window.pack_label.text()
    shown = " ".join(label.text() for label in window.status_items.counters.labels)
    assert "Red talon" in shown and "Black talon" in shown
    klondike = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    assert "Talon: " in klondike.pack_label.text()
