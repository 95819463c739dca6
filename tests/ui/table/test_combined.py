"""Groups and swaps on the table: a pair made by dragging one card onto its
partner or by clicking one and then the other; Cæsar's swap, both cards
gliding to their new places; the line totals kept current; hints showing
every card of a combination; a refused pairing says why."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from cadogan.core import Session, group, swap
from cadogan.ui.storage import settings
from cadogan.ui.table.scene import set_animations
from tests.ui.helpers import assert_scene_follows, click, drag, drag_move, open_window, settle, to_view, visible_point

pytestmark = pytest.mark.gui


def _point(window, pile: str):
    scene = window.scene
    return visible_point(scene, scene.cards[window.session.state.piles[pile][-1]])


def test_a_pair_by_dragging_one_card_onto_its_partner(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("nestor", 1)
    pair = group(("c1", "c6"), "discard")
    assert pair in session.legal_moves()
    window = open_window(qtbot, session)
    cards = [session.state.top(p) for p in pair.sources]
    drag_move(window, pair)
    qtbot.waitUntil(lambda: len(session.done) == 1)
    assert session.done[0].move == pair
    settle(qtbot, window)
    assert session.state.piles["discard"][-2:] == cards
    assert all(window.scene.cards[c].pile == "discard" for c in cards)
    assert_scene_follows(window)


def test_a_pair_by_clicking_one_card_then_the_other(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("nestor", 1)
    window = open_window(qtbot, session)
    click(window, _point(window, "c2"))
    assert window.picker.held == ("c2", 1)
    assert window.scene.target_piles == {"c3"}  # its one partner is marked
    assert "choose the card it goes with" in window.statusBar().currentMessage()
    # A card of another value says why and keeps the first held.
    click(window, _point(window, "c1"))
    assert window.statusBar().currentMessage() == "Drop the card on another of the same value to pair them"
    assert window.picker.held == ("c2", 1) and not session.done
    click(window, _point(window, "c3"))
    assert [s.move for s in session.done] == [group(("c2", "c3"), "discard")]
    settle(qtbot, window)
    assert window.picker.held is None
    assert_scene_follows(window)


def test_a_double_click_on_a_card_with_one_partner_pairs_it(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("nestor", 1)
    window = open_window(qtbot, session)
    QTest.mouseDClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        to_view(window, _point(window, "c6")),
    )
    assert [s.move for s in session.done] == [group(("c1", "c6"), "discard")]


def test_caesars_swap_glides_both_cards_and_updates_the_totals(qtbot):
    set_animations(True)
    session = Session.new("caesar", 1)
    window = open_window(qtbot, session)
    scene = window.scene
    texts = {key: item.text() for key, (item, _deco) in scene.live_texts.items()}
    assert texts["row1"] == "18" and texts["row2"] == "15 ✓" and texts["diag2"] == "18 ↙"
    first, last = session.state.top("c1"), session.state.top("c9")
    start = visible_point(scene, scene.cards[first])
    drag(window, start, start + (scene.cards[last].pos() - scene.cards[first].pos()))
    assert [s.move for s in session.done] == [swap("c1", "c9")]
    # Both glide: the 2 from the corner it left, the 7 from where it was dropped.
    assert scene.animating
    moving = {item.card for item, *_rest in scene._anim_items}
    assert last in moving
    settle(qtbot, window)
    assert scene.cards[first].pile == "c9" and scene.cards[last].pile == "c1"
    assert_scene_follows(window)
    assert scene.live_texts["row1"][0].text() == "13" and scene.live_texts["col3"][0].text() == "14"
    window.undo_action.trigger()
    assert scene.live_texts["row1"][0].text() == "18"


def test_a_hint_shows_every_card_of_the_pair(qtbot):
    session = Session.new("the_fourteenth", 1)
    window = open_window(qtbot, session)
    hint = session.hint()
    window.hint_action.trigger()
    assert window.scene.highlighted_cards == {session.state.top(p) for p in hint.sources}
    assert window.statusBar().currentMessage().startswith("Hint: ")


def test_the_fourteenth_says_why_two_cards_do_not_pair(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("the_fourteenth", 1)
    window = open_window(qtbot, session)
    # r1c1 8♣ and r2c2 4♣: not in one line.
    click(window, _point(window, "r1c1"))
    click(window, _point(window, "r2c2"))
    assert window.statusBar().currentMessage() == "The two cards must lie in one row or one column"
    assert not session.done


def test_a_double_click_says_why_nothing_goes(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("nestor", 1)
    window = open_window(qtbot, session)
    QTest.mouseDClick(
        window.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        to_view(window, _point(window, "c4")),
    )
    assert not session.done
    assert window.statusBar().currentMessage() == f"Nothing goes with the {session.state.top('c4').label} now"


def test_the_hemispheres_exchange_by_dragging_one_misplaced_card_onto_another(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("the_hemispheres", 1)
    exchange = swap("c2", "c7")
    assert exchange in session.legal_moves()
    window = open_window(qtbot, session)
    north, south = session.state.top("c2"), session.state.top("c7")
    drag_move(window, exchange)
    qtbot.waitUntil(lambda: len(session.done) == 1)
    assert session.done[0].move == exchange
    settle(qtbot, window)
    assert window.scene.cards[north].pile == "c7" and window.scene.cards[south].pile == "c2"
    assert_scene_follows(window)
