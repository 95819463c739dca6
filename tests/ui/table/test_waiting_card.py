"""A card waiting for the player to choose its place (``Game.waiting_pile``:
Sly's deals, Anna's turned card) is shown picked up, its legal places
marked; a click on a place or a drag puts it there; undo brings it back."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from cadogan.core import DEAL, MOVE, Move, Session
from cadogan.ui.storage import settings
from cadogan.ui.table.scene import LIFT
from tests.ui.helpers import assert_scene_follows, click, drag_move, open_window, settle, visible_point


def _place(window, pile: str) -> QPointF:
    cards = window.session.state.piles[pile]
    scene = window.scene
    return visible_point(scene, scene.cards[cards[-1]]) if cards else scene.placeholders[pile].pos()


def _places(session: Session, pile: str) -> set[str]:
    return {m.dst for m in session.legal_moves() if m.kind == MOVE and m.src == pile}


def _turned_sly(qtbot):
    """Sly, deal 1, the first deal over: begin the next deal (a click on the pack)."""
    settings.set_autoplay_mode("off")
    session = Session.new("sly", 1)
    window = open_window(qtbot, session)
    assert window.picker.held is None  # nothing waits between deals
    click(window, _place(window, "stock"))
    settle(qtbot, window)
    return session, window


def test_the_turned_card_is_shown_picked_up_with_its_places_marked(qtbot):
    session, window = _turned_sly(qtbot)
    assert session.game.waiting_pile(session.state) == "hand"
    card = session.state.top("hand")
    item = window.scene.cards[card]
    assert window.picker.held == ("hand", 1)
    assert card in window.scene.lifted and card in window.scene.shadowed
    rest = window.scene.targets()[card].pos
    assert (item.pos() - rest).manhattanLength() >= LIFT * window.scene.unit * 0.9  # it rises
    assert window.scene.target_piles == _places(session, "hand")
    assert {f"p{n}" for n in range(1, 21)} <= window.scene.target_piles
    assert window.statusBar().currentMessage() == f"{card.label} turned: choose where to put it"
    assert_scene_follows(window)


def test_a_click_on_a_place_puts_it_there_and_the_next_card_waits(qtbot):
    session, window = _turned_sly(qtbot)
    card = session.state.top("hand")
    before = len(session.done)
    # A foundation that does not take it says why; the card stays held.
    wrong = next(f for f in ("a1", "a2", "a3", "a4", "k1", "k2", "k3", "k4") if f not in _places(session, "hand"))
    click(window, _place(window, wrong))
    assert window.statusBar().currentMessage() == session.check(Move(MOVE, "hand", wrong))
    assert window.picker.held == ("hand", 1) and len(session.done) == before
    # Clicking the card itself keeps it held: it must be placed.
    click(window, visible_point(window.scene, window.scene.cards[card]))
    assert window.picker.held == ("hand", 1)
    click(window, _place(window, "p7"))
    assert session.done[before].move == Move(MOVE, "hand", "p7")
    assert session.state.top("p7") == card
    # The next card waits at once; the marks lie on its places, the one the
    # card just placed is still gliding to among them.
    marks = {(round(m.pos().x()), round(m.pos().y())) for m in window.scene._target_marks}
    rest = window.scene.rest_place("p7")[0]
    assert (round(rest.x()), round(rest.y())) in marks
    hand = window.scene.rest_place("hand")[0]
    assert (round(hand.x()), round(hand.y())) not in marks
    settle(qtbot, window)
    nxt = session.state.top("hand")
    assert nxt is not None and window.picker.held == ("hand", 1) and window.scene.lifted == {nxt}
    assert_scene_follows(window)
    # Undo takes the placement back: the card waits again, picked up.
    window.undo_stack.undo()
    settle(qtbot, window)
    assert session.state.top("hand") == card and window.picker.held == ("hand", 1)
    assert window.scene.lifted == {card}
    assert_scene_follows(window)


def test_a_drag_places_it_too(qtbot):
    session, window = _turned_sly(qtbot)
    card = session.state.top("hand")
    before = len(session.done)
    drag_move(window, Move(MOVE, "hand", "p12"))
    assert session.done[before].move == Move(MOVE, "hand", "p12") and session.state.top("p12") == card
    settle(qtbot, window)
    assert window.picker.held == ("hand", 1)
    assert_scene_follows(window)


def test_anna_other_cards_may_be_dragged_while_one_waits(qtbot):
    settings.set_autoplay_mode("off")
    for deal in range(1, 60):
        session = Session.new("anna", deal)
        session.play(Move(DEAL, "stock", "hand"))
        if session.game.waiting_pile(session.state) is None:
            continue
        other = next((m for m in session.legal_moves() if m.kind == MOVE and m.src.startswith("h")), None)
        if other is not None:
            break
    else:
        raise AssertionError("no deal with a help move while a card waits")
    window = open_window(qtbot, session)
    assert window.picker.held == ("hand", 1)
    assert window.scene.target_piles == _places(session, "hand") and "talon" in window.scene.target_piles
    before = len(session.done)
    drag_move(window, other)
    assert session.done[before].move == other
    settle(qtbot, window)
    assert window.picker.held == ("hand", 1)  # still waiting, held again
    click(window, _place(window, "talon"))
    assert session.done[before + 1].move == Move(MOVE, "hand", "talon")
    settle(qtbot, window)
    assert window.picker.held is None and not window.scene.lifted and not window.scene.target_piles
    assert_scene_follows(window)
