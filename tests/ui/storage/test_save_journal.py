"""The game in progress on disk: a snapshot plus an append-only journal.
Each write after a move appends one short line; the whole game is rewritten
only once the journal is as long as the history; whatever sequence of
moves, undos, redos and restarts, reading gives back the same game."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cadogan.core import Session
from cadogan.ui.storage import persistence


def _same(restored: persistence.Restored, session: Session) -> None:
    got = restored.session
    assert restored.problem is None
    assert got.state == session.state
    assert [s.move for s in got.done] == [s.move for s in session.done]
    assert [s.auto for s in got.done] == [s.auto for s in session.done]
    assert [s.move for s in got.undone] == [s.move for s in session.undone]


def _journal_lines() -> list[bytes]:
    return persistence.journal_path().read_bytes().splitlines()


@pytest.mark.parametrize("game_id", ["la_belle_lucie", "the_clock", "canfield_or_klondike"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_any_mix_of_moves_undos_redos_and_restarts_reads_back(game_id, seed):
    rng = random.Random(seed)
    session = Session.new(game_id, seed)
    persistence.write_game(session, 0.0)
    for step in range(120):
        roll = rng.random()
        if roll < 0.55 and session.legal_moves():
            session.play(rng.choice(session.legal_moves()))
            if rng.random() < 0.3:
                session.autoplay("safe")
        elif roll < 0.75:
            for _ in range(rng.randint(1, 4)):
                session.undo()
        elif roll < 0.95:
            for _ in range(rng.randint(1, 3)):
                session.redo()
        else:
            session.restart()
        persistence.write_game(session, float(step), {"counted": True})
        if step % 15 == 0:
            _same(persistence.read_game(), session)
    restored = persistence.read_game()
    _same(restored, session)
    assert restored.elapsed == 119.0 and restored.flags == {"counted": True}


def test_a_move_appends_one_short_line_and_leaves_the_snapshot_alone():
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    snapshot = persistence.save_path().read_bytes()
    sizes = []
    for _ in range(40):
        moves = session.legal_moves()
        if not moves:
            break
        session.play(moves[0])
        persistence.write_game(session, 1.0)
        sizes.append(len(_journal_lines()[-1]))
    assert persistence.save_path().read_bytes() == snapshot
    assert len(_journal_lines()) == 1 + len(sizes)
    assert max(sizes) < 200  # one move and the time, whatever the history's length
    _same(persistence.read_game(), session)


def test_the_journal_is_folded_into_a_new_snapshot_when_it_outgrows_the_history(monkeypatch):
    monkeypatch.setattr(persistence, "JOURNAL_MIN_LINES", 5)
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    for _ in range(3):
        session.play(session.legal_moves()[0])
        persistence.write_game(session, 1.0)
    for i in range(20):  # undo and redo, again and again: lines grow, the history does not
        session.undo() if i % 2 == 0 else session.redo()
        persistence.write_game(session, 1.0)
        assert len(_journal_lines()) <= 1 + max(5, 3)
    data = json.loads(persistence.save_path().read_text())
    assert len(data["moves"]) + len(data["redo"]) == 3  # the snapshot holds the whole game now
    _same(persistence.read_game(), session)


def test_a_line_cut_short_by_a_crash_is_dropped():
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    session.play(session.legal_moves()[0])
    persistence.write_game(session, 1.0)
    before = persistence.read_game().session.state
    with persistence.journal_path().open("ab") as out:
        out.write(b'{"play": [{"kind": "mo')
    restored = persistence.read_game()
    assert restored.problem is None and restored.session.state == before


def test_a_damaged_journal_line_sets_both_files_aside_byte_for_byte():
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    session.play(session.legal_moves()[0])
    persistence.write_game(session, 1.0)
    with persistence.journal_path().open("ab") as out:
        out.write(b'{"play": [{"kind": "move", "src": "f1", "dst": "p1"}]}\n')
    snapshot, journal = persistence.save_path().read_bytes(), persistence.journal_path().read_bytes()
    restored = persistence.read_game()
    assert restored.session is None and "journal line 3" in restored.problem
    folder = persistence.save_path().parent
    assert [p.read_bytes() for p in folder.glob("current-game.json.damaged-*")] == [snapshot]
    assert [p.read_bytes() for p in folder.glob("current-game.journal.damaged-*")] == [journal]


def test_a_journal_of_an_older_snapshot_is_ignored():
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    old_journal = persistence.journal_path().read_bytes()
    session.play(session.legal_moves()[0])
    persistence.write_game(session, 1.0)
    persistence.discard_game()
    persistence.write_game(session, 1.0)  # a fresh snapshot holding the move
    persistence.journal_path().write_bytes(old_journal + b'{"undo": 1}\n')
    _same(persistence.read_game(), session)


def test_a_failed_append_rewrites_the_game_whole_next_time():
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    journal = persistence.journal_path()
    journal.unlink()
    journal.mkdir()  # every append now fails
    session.play(session.legal_moves()[0])
    with pytest.raises(OSError):
        persistence.write_game(session, 1.0)
    journal.rmdir()
    session.play(session.legal_moves()[0])
    persistence.write_game(session, 2.0)
    _same(persistence.read_game(), session)


def test_a_failed_write_leaves_no_temporary_file():
    session = Session.new("la_belle_lucie", 8)
    persistence.save_path().mkdir(parents=True)  # a folder where the save goes: renaming fails
    for _ in range(3):
        with pytest.raises(OSError):
            persistence.write_game(session, 0.0)
    assert [p.name for p in persistence.save_path().parent.iterdir()] == ["current-game.json"]


@pytest.mark.parametrize("elapsed", [-1, 1e300, "soon", True, None])
def test_an_absurd_time_played_makes_the_save_damaged(elapsed):
    session = Session.new("la_belle_lucie", 8)
    text = persistence.dumps(session, extra={"elapsed": elapsed})
    persistence.save_path().parent.mkdir(parents=True)
    persistence.save_path().write_text(text)
    restored = persistence.read_game()
    assert restored.session is None and "time played" in restored.problem
    assert list(persistence.save_path().parent.glob("current-game.json.damaged-*"))


def test_named_saves_get_the_usual_permissions(tmp_path):
    import os

    from cadogan.fileio import atomic_write

    mask = os.umask(0o022)
    try:
        atomic_write(tmp_path / "a.cadogan", b"{}", private=False)
        assert (tmp_path / "a.cadogan").stat().st_mode & 0o777 == 0o644
        (tmp_path / "a.cadogan").chmod(0o600)
        atomic_write(tmp_path / "a.cadogan", b"{}", private=False)  # a file replaced keeps its permissions
        assert (tmp_path / "a.cadogan").stat().st_mode & 0o777 == 0o600
    finally:
        os.umask(mask)


@settings(
    max_examples=120, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture], deadline=None
)
@given(tail=st.binary(max_size=120) | st.text(max_size=120).map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_any_journal_tail_gives_a_game_or_a_problem(private_folders, tail):
    persistence.discard_game()
    for leftover in persistence.save_path().parent.glob("*.damaged-*"):
        leftover.unlink()
    session = Session.new("la_belle_lucie", 8)
    persistence.write_game(session, 0.0)
    with persistence.journal_path().open("ab") as out:
        out.write(tail)
    restored = persistence.read_game()
    assert (restored.session is None) != (restored.problem is None)
    if restored.problem:
        assert "could not be restored" in restored.problem and "\n" not in restored.problem
