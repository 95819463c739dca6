"""``cadogan survey``: deals solved in a process pool or on a Dask cluster,
figures per game, the table, and the odds the chooser shows."""

from __future__ import annotations

import json

import pytest

from cadogan import survey
from cadogan.cli import main
from cadogan.survey import Outcome, Task

# Deals of Margarethe the solver wins in a fraction of a second, and deals of
# the Fortress it proves lost as fast.
TASKS = [Task("margarethe", 4, 5.0), Task("margarethe", 5, 5.0), Task("fortress", 1, 5.0), Task("fortress", 2, 5.0)]


def check(outcomes: list[Outcome]) -> None:
    assert [(o.game_id, o.deal) for o in outcomes] == [(t.game_id, t.deal) for t in TASKS]
    assert [o.status for o in outcomes] == ["won", "won", "lost", "lost"]
    assert all(o.length > 10 for o in outcomes[:2]) and all(o.length == 0 for o in outcomes[2:])


def test_deals_are_solved_one_by_one_or_in_a_process_pool():
    heard = []
    check(survey.run(TASKS, jobs=1, progress=lambda done, total: heard.append((done, total))))
    assert heard == [(1, 4), (2, 4), (3, 4), (4, 4)]
    check(survey.run(TASKS, jobs=2))


def test_deals_are_solved_on_a_dask_cluster():
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        heard = []
        outcomes = survey.run(TASKS, scheduler=cluster.scheduler_address, progress=lambda d, t: heard.append(d))
    check(outcomes)
    assert sorted(heard) == [1, 2, 3, 4]


def test_the_figures_per_game():
    outcomes = [
        Outcome("a", 1, "won", 1.0, 100),
        Outcome("a", 2, "won", 3.0, 120),
        Outcome("a", 3, "lost", 2.0),
        Outcome("a", 4, "unknown", 10.0),
        Outcome("b", 1, "lost", 0.5),
    ]
    figures = survey.summarize(outcomes)
    assert figures["a"] == {
        "deals": 4,
        "won": 2,
        "lost": 1,
        "unknown": 1,
        "median_seconds": 2.5,
        "p95_seconds": 10.0,
        "average_length": 110.0,
    }
    assert figures["b"]["average_length"] is None and figures["b"]["lost"] == 1
    text = survey.table(figures, {"a": "Game A"})
    assert "| Game A | 4 | 50 | 25 | 25 | 2.50 | 10.00 | 110 |" in text
    assert "| b | 1 | 0 | 100 | 0 | 0.50 | 0.50 | – |" in text


@pytest.mark.parametrize(
    ("won", "lost", "unknown", "text"),
    [
        (20, 80, 0, "about 1 deal in 5 can be won"),
        (20, 50, 30, "at least 1 deal in 5 can be won"),
        (60, 40, 0, "about 6 deals in 10 can be won"),
        (97, 3, 0, "nearly every deal can be won"),
        (0, 100, 0, "none of 100 deals surveyed could be won"),
        (0, 70, 30, "no deal of 100 surveyed was proved winnable"),
        (10, 30, 60, ""),  # mostly undecided: nothing is said
    ],
)
def test_the_odds_in_words(won, lost, unknown, text):
    assert survey.odds_text({"deals": won + lost + unknown, "won": won, "lost": lost, "unknown": unknown}) == text


def test_the_command_writes_the_table_and_the_odds(tmp_path, capsys):
    odds = tmp_path / "odds.json"
    odds.write_text(json.dumps({"games": {"the_clock": {"deals": 3, "won": 1, "lost": 2, "unknown": 0}}}))
    table = tmp_path / "table.md"
    args = ["--games", "margarethe", "--deals", "2", "--first", "4", "--jobs", "1", "--seconds", "5"]
    code = main(["survey", *args, "--odds", str(odds), "--table", str(table), "--quiet"])
    assert code == 0
    out = capsys.readouterr().out
    assert "| Margarethe | 2 | 100 | 0 | 0 |" in out and table.read_text() == out
    games = survey.read_odds(odds)
    assert games["margarethe"]["won"] == 2 and games["margarethe"]["seconds_per_deal"] == 5.0
    assert games["the_clock"]["won"] == 1  # a survey of one game keeps the others' figures


def test_the_command_refuses_what_it_cannot_do(capsys):
    assert main(["survey", "--games", "no_such_game", "--no-odds"]) == 2
    assert "no_such_game" in capsys.readouterr().err
    assert main(["survey", "--deals", "0", "--no-odds"]) == 2
