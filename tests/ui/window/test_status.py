"""The status bar says what is true now; moves are the player's, auto-play's
counted apart; a re-deal is seen gathered, then dealt; auto-play at the deal
does the same in La Belle Lucie and both Houses."""

from __future__ import annotations

import pytest

from cadogan.core import MOVE, REDEAL, Move, Session, get_game
from cadogan.ui.storage import settings
from cadogan.ui.table.stages import stages
from tests.core.helpers import position
from tests.ui.helpers import assert_scene_follows, drag_move, open_window, settle
from tests.ui.storage.test_statistics import almost_won


def test_a_reason_is_cleared_by_the_next_move(qtbot):
    settings.set_autoplay_mode("off")
    game = get_game("la_belle_lucie")
    window = open_window(qtbot, Session(game, position(game, {"p1": "7H", "p2": "8H", "p3": "7S"}, redeals_left=2)))
    assert not window.play(Move(MOVE, "p3", "p2", 1))
    assert window.statusBar().currentMessage() == "Marriages must follow suit"
    assert window.play(Move(MOVE, "p1", "p2", 1))
    assert window.statusBar().currentMessage() == ""
    window.statusBar().showMessage("Something said of the last position", 0)
    window.undo_action.trigger()  # an undo changes the position too
    assert window.statusBar().currentMessage() == ""


def test_solved_is_not_carried_into_the_next_deal(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, almost_won())
    drag_move(window, Move(MOVE, "p1", "f4", 1))
    qtbot.waitUntil(window.session.is_won)
    assert window.statusBar().currentMessage() == "Solved! Well played."
    window.new_deal()
    assert window.statusBar().currentMessage() == ""
    window.switch_game("the_clock")
    assert "Solved" not in window.statusBar().currentMessage()


def test_a_long_message_is_read_whole_in_the_tooltip(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    long = "Hint: " + "move the seven of hearts onto the eight of hearts, " * 6
    window.say(long)
    assert window.statusBar().toolTip() == long
    window.statusBar().clearMessage()
    assert window.statusBar().toolTip() == ""


def test_moves_are_the_players_and_auto_play_is_counted_apart(qtbot):
    settings.set_autoplay_mode("safe")
    game = get_game("la_belle_lucie")
    state = position(game, {"p1": "AH 4C", "p2": "5C"}, rest="p3", redeals_left=2)
    window = open_window(qtbot, Session(game, state, 1))
    assert window.moves_label.text() == "Moves: 0"
    drag_move(window, Move(MOVE, "p1", "p2", 1))
    qtbot.waitUntil(lambda: len(window.session.done) == 2)
    assert window.moves_label.text() == "Moves: 1, 1 by auto-play"


def test_a_redeal_is_seen_gathered_then_dealt(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 1, {"opt_redeal_any_time": True}))
    scene = window.scene
    assert window.play(Move(REDEAL))
    gathered, shuffled = stages(window.session.state, window.session.done[-1])
    assert gathered.size("p1") > 40  # every card of the fans in one pile
    assert sorted(shuffled.piles["p1"]) == sorted(gathered.piles["p1"]) != shuffled.piles["p1"]
    assert scene.animating and not scene._at_final  # first the cards glide together ...
    places = scene.targets(gathered)
    for item, _start, _turn, end, _rotation, _z in scene._anim_items:
        assert (end - places[item.card].pos).manhattanLength() < 1
    qtbot.waitUntil(lambda: scene._at_final)  # ... then out to the fans
    settle(qtbot, window)
    assert_scene_follows(window)


def test_a_press_during_a_redeal_lands_every_card_in_its_final_place(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 2, {"opt_redeal_any_time": True}))
    window.play(Move(REDEAL))
    window.scene.finish_animation()
    assert not window.scene.animating
    assert_scene_follows(window)


@pytest.mark.parametrize("game_id", ["la_belle_lucie", "the_house_in_the_wood", "the_house_on_the_hill"])
def test_auto_play_at_the_deal_starts_every_foundation_it_can(qtbot, game_id):
    settings.set_autoplay_mode("safe")
    game = get_game(game_id)
    deal = next(d for d in range(1, 100) if Session.new(game_id, d).autoplay_next("safe"))
    window = open_window(qtbot, Session.new(game_id, deal))
    settle(qtbot, window)
    session = window.session
    assert session.done and all(step.auto for step in session.done)
    empty = [f for f in game.foundation_ids() if not session.state.piles[f]]
    assert not [m for m in session.legal_moves() if m.dst in empty]


def test_the_clock_starts_with_the_players_first_move(qtbot, monkeypatch):
    from cadogan.ui.window import window as window_module

    now = [1000.0]
    monkeypatch.setattr(window_module.time, "monotonic", lambda: now[0])
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    now[0] += 30  # the deal looked over, its rules read: no time counted
    window.update_status()
    assert window.elapsed() == 0.0 and window.time_label.text() == "Time: 0:00"
    assert window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    now[0] += 12
    assert window.elapsed() == 12.0
    window.undo_action.trigger()  # the game goes on: so does its clock
    now[0] += 3
    assert window.elapsed() == 15.0
    window.new_deal()  # a new deal waits for its first move again
    now[0] += 40
    assert window.elapsed() == 0.0
