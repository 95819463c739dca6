import subprocess
import sys
from pathlib import Path

import pytest

from cadogan import core
from cadogan.core import AUTO_ALL, AUTO_OFF, AUTO_SAFE, MOVE, IllegalMove, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import position

LUCIE = core.get_game("la_belle_lucie")


def test_illegal_moves_raise_with_the_reason_and_change_nothing():
    s = Session(LUCIE, position(LUCIE, {"p1": "7S", "p2": "8H"}, redeals_left=2))
    before = s.state.copy()
    with pytest.raises(IllegalMove, match="Marriages must follow suit"):
        s.play(move("p1", "p2"))
    assert s.state == before and not s.done


def test_undo_redo_and_labels():
    s = Session(LUCIE, position(LUCIE, {"p1": "7H", "p2": "8H", "f1": ""}, redeals_left=2))
    step = s.play(move("p1", "p2"))
    assert step.label == "7♥ to packet 2"
    assert s.undo() is step
    assert s.state.piles["p1"] and s.undo() is None
    assert s.redo() is step and s.redo() is None


def test_a_new_move_clears_redo():
    s = Session(LUCIE, position(LUCIE, {"p1": "7H", "p2": "8H", "p3": "AS"}, redeals_left=2))
    s.play(move("p1", "p2"))
    s.undo()
    s.play(move("p3", "f1"))
    assert s.redo() is None


def test_autoplay_settings_and_never_after_undo():
    piles = {"p1": "AS", "p2": "2S", "p3": "AH"}
    for mode, expected in ((AUTO_OFF, 0), (AUTO_SAFE, 3), (AUTO_ALL, 3)):
        s = Session(LUCIE, position(LUCIE, piles, redeals_left=2))
        steps = s.autoplay(mode)
        assert len(steps) == expected
        assert all(step.auto for step in steps)
    s = Session(LUCIE, position(LUCIE, {"p1": "AS", "p2": "5H", "p3": "6H"}, redeals_left=2))
    s.play(move("p2", "p3"))
    s.undo()
    assert s.autoplay(AUTO_SAFE) == []  # right after an undo: nothing
    s.play(move("p2", "p3"))
    assert len(s.autoplay(AUTO_SAFE)) == 1


def test_safe_mode_skips_unsafe_moves_that_all_mode_plays():
    wood = core.get_game("the_house_in_the_wood")
    piles = {"f1": "AD 2D 3D 4D", "p1": "5D", "p2": "4D/1 9C"}
    s = Session(wood, position(wood, piles, redeals_left=2))
    assert s.autoplay(AUTO_SAFE) == []
    assert len(s.autoplay(AUTO_ALL)) == 1


def test_hint_prefers_foundation_then_release_and_never_undoes():
    s = Session(LUCIE, position(LUCIE, {"p1": "5D AC 9S", "p2": "10S", "p3": "7H", "p4": "8H"}, redeals_left=2))
    # 9♠ onto 10♠ releases the ace; 7♥ onto 8♥ releases nothing.
    assert s.hint() == move("p1", "p2")
    s.play(move("p1", "p2"))
    assert s.hint() == move("p1", "f1")  # the ace to a foundation
    s.play(move("p3", "p4"))
    assert s.hint() != move("p4", "p3")


def test_hint_is_the_same_for_the_same_position():
    a, b = Session.new("the_house_in_the_wood", 8), Session.new("the_house_in_the_wood", 8)
    assert a.hint() == b.hint() is not None


def test_no_useful_move_gives_none():
    s = Session(LUCIE, position(LUCIE, {"p1": "9H", "p2": "5C"}, redeals_left=0))
    assert s.hint() is None


def test_nothing_under_the_core_imports_qt():
    root = Path(__file__).resolve().parents[2]
    code = (
        "import sys, cadogan.core as c\n"
        "[c.get_game(g) for g in c.game_ids()]\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    for path in (root / "cadogan" / "core").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "PySide6" not in text and "shiboken" not in text, path


def test_list_games_prints_ids_and_titles():
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-m", "cadogan", "--list-games"], cwd=root, capture_output=True, text=True, check=True
    ).stdout
    lines = out.strip().splitlines()
    assert [line.split("\t")[0] for line in lines] == core.game_ids()
    assert "la_belle_lucie\tLa Belle Lucie" in lines


def test_moves_scored_alike_are_told_apart_by_their_cards_not_by_pile_order():
    """The same position laid out in other piles gets the same hint."""
    piles = {
        "f1": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
        "f2": "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
        "f3": "AH 2H",
        "f4": "AS 2S",
        "p5": "3H 3S 7H 8H 9H 10H JH QH",
        "p6": "7S 8S 9S 10S JS QS",
    }
    one = Session.from_position(
        "la_belle_lucie",
        {**piles, "p1": "KH 4H", "p2": "KS 4S", "p3": "6H 5H", "p4": "6S 5S"},
        counters={"redeals_left": 0},
    )
    other = Session.from_position(
        "la_belle_lucie",
        {**piles, "p1": "KS 4S", "p2": "KH 4H", "p3": "6S 5S", "p4": "6H 5H"},
        counters={"redeals_left": 0},
    )
    assert one.hint() == Move(MOVE, "p1", "p3")
    assert other.hint() == Move(MOVE, "p2", "p4")  # the 4♥ both times, not the first pile's card
