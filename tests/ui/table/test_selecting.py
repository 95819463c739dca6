"""Groups chosen card by card with clicks (Game.select_by_click: the Wheel):
chosen cards rise and glow, the status bar says what is missing or wrong,
the packet goes as soon as it is legal, a click elsewhere, Esc, a second
click on a card or a new position clears the choice; hints show the whole
combination; a game played through with the mouse."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from cadogan.core import DEAL, GROUP, Move, Session
from cadogan.ui.storage import settings
from cadogan.ui.table.scene import HINT_TARGET, LIFT
from tests.ui.helpers import assert_scene_follows, click, open_window, settle, visible_point

pytestmark = pytest.mark.gui

ACES = {"a1": "AC", "a2": "AD", "a3": "AH", "a4": "AS", "a5": "AC.1", "a6": "AD.1", "a7": "AH.1", "a8": "AS.1"}


def _wheel(qtbot, cushion: dict[int, str]):
    """The Wheel after its first deal with the given cushion places (the
    other cards in the pack)."""
    settings.set_autoplay_mode("off")
    piles = {**ACES, **{f"c{n}": card for n, card in cushion.items()}}
    session = Session.from_position("the_wheel", piles, rest="stock")
    return session, open_window(qtbot, session)


def _card(window, pile: str) -> QPointF:
    cards = window.session.state.piles[pile]
    return visible_point(window.scene, window.scene.cards[cards[-1]])


def _bar(window) -> str:
    return window.statusBar().currentMessage()


CUSHION = {1: "2C", 2: "7H", 3: "9S", 4: "KD", 5: "QS", 6: "7D", 7: "10C", 8: "8C", 9: "5H", 10: "5S"}


def test_chosen_cards_rise_and_glow_and_the_bar_says_what_is_missing(qtbot):
    session, window = _wheel(qtbot, CUSHION)
    scene = window.scene
    seven = session.state.top("c2")
    rest = scene.targets()[seven].pos
    click(window, _card(window, "c2"))
    assert window.selection.piles == ["c2"]
    assert scene.selected == [seven] and seven in scene.lifted and seven in scene.shadowed
    assert (scene.cards[seven].pos() - rest).manhattanLength() >= LIFT * scene.unit * 0.9
    assert len(scene._selected_marks) == 1
    click(window, _card(window, "c1"))
    assert _bar(window) == "7♥ 2♣ chosen: a 9 and a court card to complete the packet"
    # A wrong card is shown chosen, with what is wrong; a second click puts it back.
    click(window, _card(window, "c6"))
    assert _bar(window).startswith("7♥ 2♣ 7♦: No two cards of a packet may have the same value")
    click(window, _card(window, "c6"))
    assert window.selection.piles == ["c2", "c1"] and session.state.top("c6") not in scene.lifted
    assert not session.done
    assert_scene_follows(window)


def test_the_packet_goes_as_soon_as_it_is_legal(qtbot):
    session, window = _wheel(qtbot, CUSHION)
    refills = session.state.piles["stock"][-4:]
    for pile in ("c4", "c3", "c1", "c2"):  # the court card first: any order will do
        click(window, _card(window, pile))
    assert len(session.done) == 1
    assert session.done[0].move.kind == GROUP and set(session.done[0].move.sources) == {"c1", "c2", "c3", "c4"}
    settle(qtbot, window)
    assert [c.label for c in session.state.piles["w1"]] == ["2♣", "7♥", "9♠", "K♦"]
    assert [session.state.top(f"c{n}") for n in (1, 2, 3, 4)] == list(reversed(refills))  # refilled at once
    assert window.selection.piles == [] and not window.scene.selected and not window.scene.lifted
    assert_scene_follows(window)
    window.undo_stack.undo()
    settle(qtbot, window)
    assert session.state.is_empty("w1") and session.state.top("c4").label == "K♦"
    assert_scene_follows(window)


def test_a_click_elsewhere_or_escape_clears_the_choice(qtbot):
    _session, window = _wheel(qtbot, CUSHION)
    click(window, _card(window, "c2"))
    click(window, window.scene.placeholders["w5"].pos())  # an empty place of the circle
    assert window.selection.piles == [] and not window.scene.lifted
    click(window, _card(window, "c2"))
    assert window.selection.piles == ["c2"]
    click(window, QPointF(window.scene.sceneRect().right() - 5, window.scene.sceneRect().top() + 5))  # the felt
    assert window.selection.piles == [] and not window.scene.lifted and not window.scene._selected_marks
    click(window, _card(window, "c2"))
    click(window, _card(window, "c1"))
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert window.selection.piles == [] and _bar(window) == "Put back"
    assert not window.scene.lifted
    assert_scene_follows(window)


def test_cards_of_the_cross_cannot_be_chosen(qtbot):
    _session, window = _wheel(qtbot, CUSHION)
    click(window, _card(window, "a1"))
    assert window.selection.piles == [] and _bar(window) == "Only the top cards of the cushion make packets"


def test_a_drag_is_refused_with_the_way_to_choose(qtbot):
    from tests.ui.helpers import drag

    session, window = _wheel(qtbot, CUSHION)
    start = _card(window, "c1")
    drag(window, start, window.scene.placeholders["w1"].pos())
    settle(qtbot, window)
    assert not session.done
    assert _bar(window).startswith("Cards leave the cushion only as packets")


def test_the_hint_shows_the_whole_combination(qtbot):
    session, window = _wheel(qtbot, CUSHION)
    window.hint()
    move = session.hint()
    assert move.kind == GROUP
    cards = {session.state.top(p) for p in move.sources}
    assert window.scene.highlighted_cards == cards and len(cards) == 4
    assert "w1" in window.scene._hint_piles
    assert any(item.pen().color() == HINT_TARGET for item in window.scene.highlights)


def test_deal_1_played_with_the_mouse_to_its_end(qtbot):
    settings.set_autoplay_mode("off")
    session = Session.new("the_wheel", 1)
    window = open_window(qtbot, session)
    for _ in range(60):
        if session.is_won() or session.is_lost():
            break
        hint = session.hint()
        done = len(session.done)
        if hint.kind == GROUP:
            for pile in reversed(hint.sources):
                click(window, _card(window, pile))
        else:
            assert hint == Move(DEAL, "stock")
            click(window, window.scene.placeholders["stock"].pos() if not session.state.piles["stock"] else
                  _card(window, "stock"))  # fmt: skip
        settle(qtbot, window)
        assert len(session.done) == done + 1, _bar(window)
    assert session.is_lost() or session.is_won()
    assert sum(1 for n in range(1, 25) if session.state.piles[f"w{n}"]) == 19  # as the hint plays it
    assert_scene_follows(window)


def test_the_keyboard_chooses_cards_too(qtbot):
    session, window = _wheel(qtbot, CUSHION)
    for pile in ("c1", "c2", "c3", "c4"):
        window.picker.focus = pile
        QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(session.done) == 1 and session.state.top("w1").label == "K♦"
