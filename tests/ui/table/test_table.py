"""Playing on the table with the mouse: drags, refusals, undo/redo, hints,
clicks on the pack and double-clicks, for every game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip

from cadogan.core import FOUNDATION, GROUP, MOVE, STOCK, SWAP, Move, Session, game_ids, get_game, solver
from cadogan.core.solver import LOST, UNKNOWN
from cadogan.ui.storage import settings
from cadogan.ui.table.picking import joined_move, partners
from cadogan.ui.table.scene import HINT_TARGET, ArrowItem
from tests.core.helpers import position
from tests.ui.helpers import (
    assert_scene_follows,
    card_polygon,
    click,
    drag,
    drag_move,
    lead_item,
    open_window,
    playable_session,
    settle,
    to_view,
    visible_point,
)

# Every game whose cards are dragged or picked up; those whose groups are chosen
# card by card with clicks (the Wheel) are played in test_selecting.py.
GAMES = [g for g in game_ids() if not get_game(g).select_by_click]


@pytest.mark.parametrize("game_id", GAMES)
def test_drag_a_legal_card(qtbot, game_id):
    settings.set_autoplay_mode("off")  # auto-play has its own tests
    session, move = playable_session(game_id)
    window = open_window(qtbot, session)
    before = len(session.done)
    lead = lead_item(window, move)
    moving = session.state.piles[move.src][-move.count :]
    if move.kind == GROUP:  # a pair: both cards go
        moving = [card for pile in move.sources for card in session.state.piles[pile][-move.count :]]
    drag_move(window, move)
    qtbot.waitUntil(lambda: len(session.done) > before)
    assert session.done[before].move == move
    settle(qtbot, window)
    assert_scene_follows(window)
    # The card the player dragged now lies where the rules put it.
    assert lead.pile == move.dst
    assert session.state.piles[move.dst][-len(moving) :] == moving


@pytest.mark.parametrize("game_id", GAMES)
def test_drag_highlights_the_legal_targets(qtbot, game_id):
    settings.set_autoplay_mode("off")  # the deal as dealt
    session, move = playable_session(game_id)
    window = open_window(qtbot, session)
    lead = lead_item(window, move)
    start = visible_point(window.scene, lead)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, start))
    QTest.mouseMove(viewport, to_view(window, start + QPointF(40, 40)))
    expected = {m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == move.src and m.count == move.count}
    if move.count == 1:  # and the cards it may pair or swap with
        combined = [m for m in session.legal_moves() if m.kind in (GROUP, SWAP) and move.src in m.sources]
        expected |= {p for m in combined if len(m.sources) == 2 for p in m.sources if p != move.src}
    assert window.view.dragging
    assert window.scene.highlighted_piles == expected
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(window, start + QPointF(40, 40))
    )
    settle(qtbot, window)
    assert window.scene.highlighted_piles == set()


def _illegal_drop(window, move: Move) -> Move | None:
    """A pile the lead card may not go to, whose place no legal target
    overlaps (None where it may go everywhere: Cæsar's swaps)."""
    session, scene = window.session, window.scene
    lead = lead_item(window, move)
    legal = {m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == move.src and m.count == move.count}
    legal |= partners(session, move.src) if move.count == 1 else set()
    for pile, place in scene.layout.piles.items():
        if pile == move.src or pile in legal or place.hidden:
            continue
        centre, _rotation = scene.top_place(pile)
        polygon = card_polygon(scene, centre, lead.rotation())
        if all(scene.overlap(other, polygon) == 0 for other in legal):
            return Move(MOVE, move.src, pile, move.count)
    if session.game.combos(session.state):
        return None
    raise AssertionError("no illegal place to drop on")


@pytest.mark.parametrize("game_id", GAMES)
def test_drag_an_illegal_card_glides_back(qtbot, game_id):
    settings.set_autoplay_mode("off")  # the deal as dealt
    session, move = playable_session(game_id)
    window = open_window(qtbot, session)
    wrong = _illegal_drop(window, move)
    if wrong is None:
        return
    reason = session.check(joined_move(session, wrong.src, wrong.dst, wrong.count))
    assert reason
    key, done = session.state.key(), len(session.done)
    lead = lead_item(window, move)
    home = lead.pos()
    drag_move(window, wrong)
    assert window.statusBar().currentMessage() == reason
    settle(qtbot, window)
    assert session.state.key() == key and len(session.done) == done
    assert lead.pos() == home
    assert_scene_follows(window)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_and_redo_with_the_actions(qtbot, game_id, monkeypatch):
    settings.set_autoplay_mode("off")
    session, move = playable_session(game_id)
    window = open_window(qtbot, session)
    start = session.state.key()
    drag_move(window, move)
    qtbot.waitUntil(lambda: window.undo_stack.count() == len(session.done) and session.state.key() != start)
    settle(qtbot, window)
    after = session.state.key()
    label = session.done[-1].label
    assert window.undo_action.text() == f"Undo {label}"
    window.undo_action.trigger()
    assert session.state.key() == start
    assert not window.scene.animating  # undo restores without animation
    assert_scene_follows(window)
    assert window.redo_action.text() == f"Redo {label}"
    window.redo_action.trigger()
    assert session.state.key() == after
    assert_scene_follows(window)


@pytest.mark.parametrize("game_id", GAMES)
def test_hint_highlights_what_the_core_suggests(qtbot, game_id):
    session, _move = playable_session(game_id)
    window = open_window(qtbot, session)
    window.hint_action.trigger()
    # The hint names the solver's winning move when one is found in half a
    # second, says how far back to go when none wins, else the core's ranking.
    advice = window.solving.last_advice
    expected = advice.move
    if advice.status == UNKNOWN:
        assert expected == session.hint()
    scene = window.scene
    if advice.status == LOST:
        assert window.statusBar().currentMessage() == advice.text
        assert scene.highlighted_cards == set()
    elif expected is None:
        assert window.statusBar().currentMessage() == "No useful move"
        assert scene.highlighted_cards == set()
    elif expected.kind == MOVE:
        assert scene.highlighted_cards == set(session.state.piles[expected.src][-expected.count :])
        assert scene.highlighted_piles == {expected.dst}
        # An arrow runs from the cards to their target, in the target's colour.
        (arrow,) = [item for item in scene.highlights if isinstance(item, ArrowItem)]
        lead = scene.cards[session.state.piles[expected.src][-expected.count]]
        assert arrow.path().elementAt(0).x == lead.pos().x() and arrow.path().elementAt(0).y == lead.pos().y()
        assert arrow.pen().color() == HINT_TARGET
    elif expected.kind in (GROUP, SWAP):
        # Every card of the combination; for two, an arrow from one to the other.
        tops = [session.state.piles[p][-1] for p in expected.sources]
        assert scene.highlighted_cards == set(tops)
        if len(tops) == 2:
            (arrow,) = [item for item in scene.highlights if isinstance(item, ArrowItem)]
            start = scene.cards[tops[0]].pos()
            assert arrow.path().elementAt(0).x == start.x() and arrow.path().elementAt(0).y == start.y()
    else:
        assert scene.highlighted_piles == ({expected.src} if expected.src else set())
    qtbot.waitUntil(lambda: not scene.highlighted_cards and not scene.highlighted_piles, timeout=4000)


def test_no_useful_move_is_said(qtbot, monkeypatch):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    monkeypatch.setattr(window.session, "hint", lambda: None)
    monkeypatch.setattr(solver, "HINT_SECONDS", 0)  # the solver decides nothing: the ranking speaks
    window.hint_action.trigger()
    assert window.statusBar().currentMessage() == "No useful move"


# Games whose pack is clicked (the Fourteenth's refills its places by itself).
STOCK_GAMES = [g for g in GAMES if STOCK in get_game(g).pile_roles().values() and get_game(g).action_help]


@pytest.mark.parametrize("game_id", STOCK_GAMES)
def test_clicking_the_pack_plays_its_action(qtbot, game_id):
    settings.set_autoplay_mode("off")
    game = get_game(game_id)
    stocks = [p for p, r in game.pile_roles().items() if r == STOCK]
    session = Session.new(game_id, 1)
    for _ in range(60):  # follow the hints until the pack may be turned
        offered = [m for m in game.actions(session.state) if m.src in stocks]
        if offered or session.hint() is None:
            break
        session.play(session.hint())
    if not offered:
        pytest.fail("the game never offers a click on the pack")
    window = open_window(qtbot, session)
    pile = offered[0].src
    cards = session.state.piles[pile]
    scene = window.scene
    point = visible_point(scene, scene.cards[cards[-1]]) if cards else scene.placeholders[pile].pos()
    before = len(session.done)
    click(window, point)
    assert len(session.done) > before and session.done[before].move == offered[0]
    settle(qtbot, window)
    assert_scene_follows(window)


def test_double_click_sends_a_card_home(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    for deal in range(1, 60):
        session = Session.new("la_belle_lucie", deal)
        roles = game.pile_roles()
        home = [m for m in session.legal_moves() if m.kind == MOVE and roles[m.dst] == FOUNDATION]
        if home:
            break
    window = open_window(qtbot, session)
    move = home[0]
    item = lead_item(window, move)
    point = to_view(window, visible_point(window.scene, item))
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert session.done and session.done[0].move == move
    assert session.state.top(move.dst) == item.card


def test_double_click_on_a_card_no_foundation_takes_says_so(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    session = Session(game, position(game, {"p1": "9H", "p2": "5C"}, redeals_left=2))
    window = open_window(qtbot, session)
    item = window.scene.cards[session.state.top("p1")]
    point = to_view(window, visible_point(window.scene, item))
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert not session.done
    assert window.statusBar().currentMessage() == "No foundation takes the 9♥ now"


def test_double_click_on_a_covered_card_says_why_nothing_goes_home(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    # The A♥ lies under the 9♠: a double-click on the ace must not send the 9♠ anywhere.
    session = Session(game, position(game, {"p1": "5D AH 9S", "p2": "5C"}, redeals_left=2))
    window = open_window(qtbot, session)
    item = window.scene.cards[session.state.piles["p1"][1]]
    point = to_view(window, visible_point(window.scene, item))
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert not session.done
    assert window.statusBar().currentMessage() == "Only the uppermost card can be moved"


def test_autoplay_plays_a_safe_card(qtbot):
    """La Belle Lucie: marry the 4♣ onto the 5♣; the A♥ under it is then
    free and goes home by itself, in the same undo step as the move that
    freed it (one Undo takes both back, as in KPat and PySolFC)."""
    settings.set_autoplay_mode("safe")
    game = get_game("la_belle_lucie")
    state = position(game, {"p1": "AH 4C", "p2": "5C"}, rest="p3", redeals_left=2)
    session = Session(game, state, 1)
    window = open_window(qtbot, session)
    drag_move(window, Move(MOVE, "p1", "p2", 1))
    qtbot.waitUntil(lambda: len(session.done) == 2)
    settle(qtbot, window)
    ace = session.state.piles["f1"]
    assert [c.label for c in ace] == ["A♥"]
    assert session.done[1].auto
    assert window.undo_stack.count() == 1
    assert window.undo_action.text() == f"Undo {session.done[0].label}, then A♥ to foundation"
    assert_scene_follows(window)
    window.undo_action.trigger()
    assert [c.label for c in session.state.piles["p1"]] == ["A♥", "4♣"]
    window.autoplay_step()  # auto-play never runs right after an undo
    assert len(session.done) == 0


def test_autoplay_off_plays_nothing(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    state = position(game, {"p1": "AH 4C", "p2": "5C"}, rest="p3", redeals_left=2)
    session = Session(game, state, 1)
    window = open_window(qtbot, session)
    drag_move(window, Move(MOVE, "p1", "p2", 1))
    qtbot.waitUntil(lambda: len(session.done) == 1)
    window.autoplay_step()
    assert len(session.done) == 1


def test_a_card_that_may_not_be_lifted_does_not_move(qtbot):
    settings.set_autoplay_mode("off")  # the deal as dealt
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    session, scene = window.session, window.scene
    cards = session.state.piles["p2"]
    under = scene.cards[cards[0]]
    reason = session.game.can_lift(session.state, "p2", len(cards))
    assert not reason
    home = under.pos()
    start = visible_point(scene, under)
    drag(window, start, start + QPointF(200, 120))
    assert not window.view.dragging
    assert under.pos() == home
    assert window.statusBar().currentMessage() == reason.reason
    assert not session.done


def test_winning_shows_the_celebration_and_offers_a_new_deal(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    piles = {
        "f1": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
        "f2": "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
        "f3": "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
        "f4": "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS",
        "p1": "KS",
    }
    session = Session(game, position(game, piles, redeals_left=0), 7)
    window = open_window(qtbot, session)
    drag_move(window, Move(MOVE, "p1", "f4", 1))
    qtbot.waitUntil(lambda: session.is_won())
    assert window.scene.celebrating
    assert window.banner.isVisible() and window.banner.button.isVisible()
    window.undo_action.trigger()  # undo is still allowed after a win
    assert not session.is_won() and not window.scene.celebrating
    assert_scene_follows(window)
    window.redo_action.trigger()
    window.banner.button.click()
    assert window.session is not session and not window.session.done
    assert window.session.game.id == "la_belle_lucie"


def test_a_lost_game_says_no_more_moves_and_allows_undo(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    # Two fans, each holding what the other needs: no move once 3♣ is married.
    state = position(game, {"p1": "KC 2C 4C", "p2": "QC 5C"}, rest="p3", redeals_left=0)
    session = Session(game, state, 1)
    window = open_window(qtbot, session)
    moves = [m for m in session.legal_moves() if m.kind == MOVE]
    assert Move(MOVE, "p1", "p2", 1) in moves
    drag_move(window, Move(MOVE, "p1", "p2", 1))
    qtbot.waitUntil(lambda: len(session.done) == 1)
    assert session.is_lost()
    assert window.statusBar().currentMessage() == "No more moves"
    assert window.banner.isVisible()
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert not session.done


def test_status_bar_shows_the_game(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 4242))
    assert "La Belle Lucie" in window.game_label.text() and "4242" in window.game_label.text()
    assert window.moves_label.text() == "Moves: 0"
    assert window.redeals_label.text() == "Re-deals left: 2"
    assert window.time_label.text().startswith("Time: 0:0")


def test_menus_have_the_standard_shortcuts(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    assert window.undo_action.shortcut().toString() == "Ctrl+Z"
    assert window.redo_action.shortcut().toString() == "Ctrl+Shift+Z"
    assert window.new_action.shortcut().toString() == "Ctrl+N"
    assert window.hint_action.shortcut().toString() == "H"
    assert window.rules_action.shortcut().toString() == "F1"
    assert window.fullscreen_action.shortcut().toString() == "F11"
    assert window.quit_action.shortcut().toString() == "Ctrl+Q"


def test_new_and_restart_deal(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    move = next(m for m in window.session.legal_moves() if m.kind == MOVE)
    window.play(move)
    window.restart_action.trigger()
    assert window.session.deal == 5 and not window.session.done
    assert window.undo_action.text() == "Undo Restart deal"  # undoable: see test_keeping
    window.new_action.trigger()
    assert window.session.game.id == "la_belle_lucie" and not window.session.done
    assert_scene_follows(window)


def _pack_ready(game_id: str) -> tuple[Session, Move]:
    """A deal of ``game_id`` followed by its hints until a click on the pack plays something."""
    game = get_game(game_id)
    stocks = [p for p, r in game.pile_roles().items() if r == STOCK]
    session = Session.new(game_id, 1)
    for _ in range(60):
        offered = [m for m in game.actions(session.state) if m.src in stocks]
        if offered:
            return session, offered[0]
        if session.hint() is None:
            break
        session.play(session.hint())
    pytest.fail("the game never offers a click on the pack")


def _pile_point(window, pile: str) -> QPointF:
    scene = window.scene
    cards = window.session.state.piles[pile]
    return visible_point(scene, scene.cards[cards[-1]]) if cards else scene.placeholders[pile].pos()


def _hover(window, point: QPointF) -> None:
    # Come from a pixel away: a move to where the pointer already is is dropped.
    target = to_view(window, point)
    QTest.mouseMove(window.view.viewport(), target + QPoint(1, 1))
    QTest.mouseMove(window.view.viewport(), target)


@pytest.mark.parametrize("game_id", STOCK_GAMES)
@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the tooltip, offscreen
def test_hovering_the_pack_says_what_a_click_does(qtbot, game_id):
    settings.set_autoplay_mode("off")
    session, move = _pack_ready(game_id)
    window = open_window(qtbot, session)
    view = window.view
    tip = session.game.describe(session.state, move)
    _hover(window, _pile_point(window, move.src))
    assert view.hovered == move.src
    assert view.click_tip == tip
    assert view.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert window.statusBar().currentMessage() == f"Click: {tip}"
    # The tooltip names it too.
    QApplication.sendEvent(
        view.viewport(),
        QHelpEvent(QEvent.Type.ToolTip, to_view(window, _pile_point(window, move.src)), QPoint(10, 10)),
    )
    assert QToolTip.text() == tip
    # Over a card that a click does nothing with: the ordinary arrow, no tip.
    other = next(
        p for p, cards in session.state.piles.items()
        if cards and p != move.src and window.click_move(p) is None and not window.scene.layout.piles[p].hidden
    )  # fmt: skip
    _hover(window, _pile_point(window, other))
    assert view.hovered == other
    assert view.click_tip == ""
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
    assert window.statusBar().currentMessage() == ""


def test_the_pack_tip_follows_the_position(qtbot):
    """Klondike: the tip stays while cards remain to turn, and goes (with the
    pointing hand) once the pack is empty and no re-deal is offered."""
    settings.set_autoplay_mode("off")
    session = Session.new("canfield_or_klondike", 1)
    window = open_window(qtbot, session)
    view = window.view
    point = window.scene.placeholders["stock"].pos()
    _hover(window, point)
    assert view.click_tip == "Turn a card"
    while session.state.piles["stock"]:
        click(window, point)
        settle(qtbot, window)
    assert window.click_move("stock") is None
    assert view.hovered == "stock"
    assert view.click_tip == ""
    assert view.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor


def test_a_quick_double_click_on_the_pack_turns_two_cards(qtbot):
    """Klondike: clicking the pack fast must not lose the second click to
    the double-click (which on the pack sends nothing home)."""
    settings.set_autoplay_mode("off")
    session = Session.new("canfield_or_klondike", 1)
    window = open_window(qtbot, session)
    before = len(session.state.piles["stock"])
    point = to_view(window, window.scene.placeholders["stock"].pos())
    # What the window system sends: a click, then a double-click event in
    # place of the second press.
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    QTest.mouseDClick(window.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert len(session.state.piles["stock"]) == before - 2
    assert [step.move.src for step in session.done] == ["stock", "stock"]


@pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")  # the tooltip, offscreen
def test_the_pack_tip_changes_after_a_click(qtbot):
    """The Clock: after a play the pack refills the packets; once they are
    full the same pack turns a card, and the status bar says the new tip."""
    settings.set_autoplay_mode("off")
    session = Session.new("the_clock", 2)
    game = session.game
    for _ in range(60):
        refill = [m for m in game.actions(session.state) if m.src == "stock"]
        if refill and session.game.describe(session.state, refill[0]) != "Turn a card":
            break
        session.play(session.hint())
    window = open_window(qtbot, session)
    point = window.scene.placeholders["stock"].pos()
    _hover(window, point)
    first = window.view.click_tip
    assert window.statusBar().currentMessage() == f"Click: {first}"
    while window.view.click_tip == first:
        click(window, point)
        settle(qtbot, window)
    assert window.view.click_tip
    assert window.statusBar().currentMessage() == f"Click: {window.view.click_tip}"


def test_autoplay_runs_on_a_fresh_deal(qtbot):
    """A deal that leaves an ace on top sends it home without a move of the
    player's, as its own undo step."""
    settings.set_autoplay_mode("safe")
    for deal in range(1, 200):
        session = Session.new("la_belle_lucie", deal)
        if session.autoplay_next("safe") is not None:
            break
    session = Session.new("la_belle_lucie", deal)
    window = open_window(qtbot, session)
    assert session.done and all(step.auto for step in session.done)
    assert window.undo_stack.count() == len(session.done)
    assert_scene_follows(window)


def test_a_greyed_re_deal_says_why(qtbot):
    """La Belle Lucie: while a card can go home the re-deal is refused, and
    its button's tooltip gives the reason; once offered, the tip is its name."""
    settings.set_autoplay_mode("off")
    session = Session.new("la_belle_lucie", 1)
    window = open_window(qtbot, session)
    action = window._action_buttons["redeal"]
    reason = session.check(Move("redeal"))
    assert reason and not action.isEnabled()
    assert action.toolTip() == f"{action.text()}: {reason}"
    while session.check(Move("redeal")):
        window.play(session.hint())
    assert action.isEnabled()
    assert action.toolTip() == action.text()


def test_game_options_menu_restarts_the_deal_with_the_option(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("the_clock", 12))
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    (action,) = [a for a in window.filled_options_menu().actions() if a.isCheckable()]
    assert action.text().startswith("Strict order") and not action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: window.session.options() == {"opt_strict_order": True})
    assert window.session.deal == 12 and not window.session.done
    assert "started again" in window.statusBar().currentMessage()
    assert settings.game_options("the_clock") == {"opt_strict_order": True}
    # the next deal keeps the choice; the menu shows it
    window.new_deal()
    assert window.session.options() == {"opt_strict_order": True}
    (action,) = [a for a in window.filled_options_menu().actions() if a.isCheckable()]
    assert action.isChecked()


def test_a_game_without_options_says_so(qtbot):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 2))
    (action,) = window.filled_options_menu().actions()
    assert action.text() == "This game has no options" and not action.isEnabled()


def test_the_options_and_language_menus_are_filled_when_first_opened(qtbot):
    window = open_window(qtbot, Session.new("the_clock", 3))
    assert not window.options_menu.actions() and not window.language_menu.actions()  # nothing before the first paint
    assert window.options_menu.title() == "The Clock &options"
    window.options_menu.aboutToShow.emit()
    window.language_menu.aboutToShow.emit()
    assert window.options_menu.actions()[0].text().startswith("Strict order")
    assert len(window.language_menu.actions()) == 5
    window.switch_game("canfield_or_klondike")  # another game: its own entries when opened again
    assert window.filled_options_menu().actions()[0].text() == "This game has no options"
