"""Statistics: deals played and won, best time, fewest moves, streaks; kept
across restarts; a damaged file is set aside and reported."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from cadogan.core import MOVE, Move, Session, all_games, get_game
from cadogan.ui.storage import settings
from cadogan.ui.storage.statistics import Statistics, format_seconds, stats_path
from cadogan.ui.window.statistics_dialog import StatisticsDialog
from cadogan.ui.window.window import MainWindow
from tests.core.helpers import position
from tests.ui.helpers import drag_move, open_window

ALMOST_WON = {
    "f1": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC",
    "f2": "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD",
    "f3": "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
    "f4": "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS",
    "p1": "KS",
}


def almost_won() -> Session:
    game = get_game("la_belle_lucie")
    return Session(game, position(game, ALMOST_WON, redeals_left=0), 7)


def test_a_win_counts_once_with_its_time_and_moves(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, almost_won())
    window.elapsed = lambda: 61.0  # the clock, fixed: no test depends on the machine's speed
    drag_move(window, Move(MOVE, "p1", "f4", 1))
    qtbot.waitUntil(window.session.is_won)
    window.undo_action.trigger()
    window.redo_action.trigger()  # solved again: still one win
    rec = Statistics().record("la_belle_lucie")
    assert (rec.played, rec.won, rec.streak, rec.best_streak, rec.fewest_moves) == (1, 1, 1, 1, 1)
    assert rec.best_seconds == 61.0
    dialog = StatisticsDialog(window.stats, window)
    qtbot.addWidget(dialog)
    row = [g.id for g in all_games()].index("la_belle_lucie")
    assert [dialog.cell(row, c) for c in range(1, 8)] == ["1", "1", "100%", "1:01", "1", "1", "1"]


def test_leaving_a_played_deal_ends_the_streak_but_an_untouched_one_does_not(qtbot):
    settings.set_autoplay_mode("off")
    stats = Statistics()
    stats.played("la_belle_lucie")  # as the window counts a deal before its win
    stats.won("la_belle_lucie", 100, 90)
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    window.new_deal()  # nothing played: nothing counted
    assert window.stats.record("la_belle_lucie").streak == 1
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    assert window.stats.record("la_belle_lucie").played == 2
    window.new_deal()
    rec = Statistics().record("la_belle_lucie")
    assert (rec.played, rec.won, rec.streak, rec.best_streak) == (2, 1, 0, 1)


def test_a_restart_of_the_app_does_not_count_the_deal_twice(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.play(next(m for m in again.session.legal_moves() if m.kind == MOVE))
    assert Statistics().record("la_belle_lucie").played == 1


def test_a_damaged_statistics_file_is_set_aside_and_reported(qtbot):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "games": {"la_belle_lucie": {"played": "many"}}}))
    window = MainWindow(Session.new("la_belle_lucie", 1), restore=False)
    qtbot.addWidget(window)
    assert window.problem and "statistics file" in window.problem and "could not be read" in window.problem
    assert not path.exists()
    aside = list(path.parent.glob("statistics.json.damaged-*"))
    assert len(aside) == 1 and "many" in aside[0].read_text()


def test_statistics_that_cannot_be_written_never_break_a_move(qtbot):
    settings.set_autoplay_mode("off")
    window = open_window(qtbot, Session.new("la_belle_lucie", 5))
    stats_path().mkdir(parents=True)  # a folder where the file should be: every write fails
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    assert window.undo_stack.count() == 1 and window.undo_action.isEnabled()
    assert "statistics could not be saved" in window.statusBar().currentMessage()
    window.undo_action.trigger()
    assert not window.session.done


def test_format_seconds():
    assert format_seconds(None) == "—"
    assert format_seconds(61) == "1:01"
    assert format_seconds(3725) == "1:02:05"
    assert format_seconds(float("inf")) == format_seconds(float("nan")) == format_seconds(-1) == "—"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=10,
)


@hypothesis_settings(
    max_examples=150, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture], deadline=None
)
@given(field=st.sampled_from(["played", "won", "best_seconds", "fewest_moves", "streak", "best_streak", "x"]),
       value=json_values)  # fmt: skip
def test_any_value_in_a_statistics_file_is_read_or_set_aside(qtbot, field, value):
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    record = {"played": 4, "won": 2, "best_seconds": 30.0, "fewest_moves": 50, "streak": 1, "best_streak": 2}
    record[field] = value
    path.write_text(json.dumps({"version": 1, "games": {"la_belle_lucie": record}}))
    stats = Statistics()
    if stats.problem:
        assert "could not be read" in stats.problem and not path.exists()
        for aside in path.parent.glob("statistics.json.damaged-*"):
            aside.unlink()
        return
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    row = [g.id for g in all_games()].index("la_belle_lucie")
    shown = [dialog.cell(row, c) for c in range(1, 8)]
    assert not any(text in cell for cell in shown for text in ("inf", "nan", "e+"))
    assert shown[2] == "—" or 0 <= int(shown[2].rstrip("%")) <= 100


def test_records_of_games_this_version_does_not_know_are_kept(private_folders):
    """Going back to an older version loses none of a newer one's statistics."""
    future = {"played": 4, "won": 9, "lives": 3, "best_seconds": "soon"}  # a newer version's fields: not judged
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats_path().write_text(json.dumps({"version": 1, "games": {"a_newer_game": future}}))
    stats = Statistics()
    assert stats.problem is None and "a_newer_game" not in stats.records
    stats.played("la_belle_lucie")
    stats.won("la_belle_lucie", 50.0, 60)
    games = json.loads(stats_path().read_text())["games"]
    assert games["a_newer_game"] == future
    assert games["la_belle_lucie"]["won"] == 1
    assert Statistics().unknown == {"a_newer_game": future}


def test_more_deals_won_than_played_is_a_damaged_record(private_folders):
    stats_path().parent.mkdir(parents=True, exist_ok=True)
    bad = json.dumps({"version": 1, "games": {"la_belle_lucie": {"played": 2, "won": 5}}}).encode()
    stats_path().write_bytes(bad)
    stats = Statistics()
    assert stats.records == {}
    assert "more deals won (5) than played (2)" in stats.problem and str(stats_path()) in stats.problem
    assert [p.read_bytes() for p in stats_path().parent.glob("statistics.json.damaged-*")] == [bad]
