"""Screen readers hear the table: as the keyboard's focus moves, the pile and
its cards are described through Qt's accessibility interface, and refusals,
hints and the end of a game are announced."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtTest import QTest

from cadogan.core import MOVE, Move, Session, get_game
from cadogan.core.cards import Card, Suit
from cadogan.ui.table import speech
from cadogan.ui.table.speech import describe_pile, pile_name
from tests.core.helpers import position, suit_up_to
from tests.ui.helpers import open_window, settle


@pytest.fixture
def events(monkeypatch):
    """The accessibility events the table raises: (type, text) pairs."""
    raised: list[tuple[QAccessible.Event, str]] = []

    def record(event) -> None:
        text = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        raised.append((event.type(), text))

    monkeypatch.setattr(speech.Speech, "_raise", staticmethod(record))
    return raised


def test_a_pile_is_described_as_a_player_would_read_it():
    session = Session.new("canfield_or_klondike", 1)
    state = session.state
    assert pile_name(session, "t3") == "Column 3"
    assert pile_name(session, "stock") == "Pack"
    assert pile_name(session, "f2") == "Foundation 2"
    top, under = state.piles["t3"][-1], state.piles["t3"][-2]
    assert describe_pile(session, "t3") == f"Column 3: {top.label}, 2 cards face down"
    assert not state.is_up(under)
    assert describe_pile(session, "f1") == "Foundation 1: empty"
    assert describe_pile(session, "stock") == "Pack: 24 cards face down"


def test_a_face_up_run_names_the_card_underneath():
    game = get_game("la_belle_lucie")
    state = position(game, {"p1": "8S 7H", "p2": "5C"}, rest="p3", redeals_left=2)
    session = Session(game, state, 1)
    assert describe_pile(session, "p1") == f"Packet 1: {Card(Suit.HEARTS, 7).label} on {Card(Suit.SPADES, 8).label}"


def test_the_focus_moving_is_described_and_announced(qtbot, events):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    assert window.view.accessibleName() == "Card table: Canfield or Klondike"
    events.clear()
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)  # the first key shows the focus
    QTest.keyClick(view, Qt.Key.Key_Right)
    focus = window.picker.focus
    expected = describe_pile(window.session, focus)
    assert view.accessibleDescription() == expected
    assert (QAccessible.Event.DescriptionChanged, "") in events
    assert (QAccessible.Event.Announcement, expected) in events


def test_a_refusal_is_announced(qtbot, events):
    game = get_game("canfield_or_klondike")
    session = Session.new("canfield_or_klondike", 1)
    window = open_window(qtbot, session)
    events.clear()
    refused = next(
        Move(MOVE, src, dst, 1)
        for src in ("t1", "t2", "t3", "t4", "t5", "t6", "t7")
        for dst in ("t1", "t2", "t3", "t4", "t5", "t6", "t7")
        if src != dst and session.check(Move(MOVE, src, dst, 1)) is not None
    )
    reason = session.check(refused)
    assert not window.play(refused)
    assert (QAccessible.Event.Announcement, reason) in events
    assert game.title


def test_the_end_of_a_game_is_announced(qtbot, events):
    game = get_game("la_belle_lucie")
    piles = {"f1": suit_up_to("H", 12), "f2": suit_up_to("S", 13), "f3": suit_up_to("D", 13), "f4": suit_up_to("C", 13)}
    state = position(game, {**piles, "p1": "KH"}, redeals_left=2)
    session = Session(game, state, 1)
    window = open_window(qtbot, session)
    settle(qtbot, window)
    if not session.is_won():
        window.play(next(m for m in session.legal_moves()))
        settle(qtbot, window)
    assert session.is_won()
    assert any(kind == QAccessible.Event.Announcement and text.startswith("Solved") for kind, text in events)
