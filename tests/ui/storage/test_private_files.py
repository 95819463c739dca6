"""Nothing another user does, and nothing wrong with a file, costs a game
(issue 19): the player's files are private; the journal's lines are chained,
so lines moved or spliced are found; an unreadable journal is set aside
alone; a file in the data folder's way makes a read-only copy that names it;
settings that cannot be read or written are said once; messages keep the
case of the paths they name.

These run as root here, which reads and writes whatever the permissions say:
reading that fails is made to fail by replacing the read, and the checks
that need a real refusal are skipped for root."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from cadogan.core import MOVE, Session
from cadogan.core.savefile import CHAIN, JOURNAL_VERSION
from cadogan.ui import app
from cadogan.ui.storage import instance, persistence, settings, statistics
from cadogan.ui.storage.instance import Instance, folder_problem, peer_user, server_name
from cadogan.ui.storage.statistics import Statistics
from tests.ui.helpers import open_window

ROOT_USER = hasattr(os, "geteuid") and os.geteuid() == 0


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def _played(n: int, game_id: str = "la_belle_lucie", deal: int = 3) -> Session:
    session = Session.new(game_id, deal)
    for _ in range(n):
        session.play(next(m for m in session.legal_moves() if m.kind == MOVE))
    return session


def _journalled(moves: int = 4) -> Session:
    """A game in progress written as a snapshot and ``moves`` journal lines."""
    session = Session.new("la_belle_lucie", 3)
    persistence.write_game(session, 1.0)
    for i in range(moves):
        session.play(next(m for m in session.legal_moves() if m.kind == MOVE))
        persistence.write_game(session, 2.0 + i)
    return session


@pytest.fixture
def fresh_writer(monkeypatch):
    monkeypatch.setattr(persistence, "_writer", persistence.GameWriter())


@pytest.fixture
def quiet_settings(monkeypatch):
    monkeypatch.setattr(settings, "_problems", [])
    monkeypatch.setattr(settings, "_write_reported", set())
    monkeypatch.setattr(settings, "_stores", {})


# -- item 4: private files ---------------------------------------------------------------------


def test_the_data_and_settings_are_private(qtbot, private_folders, quiet_settings):
    mask = os.umask(0o022)  # the usual umask: files 0644 and folders 0755 unless the app says otherwise
    try:
        first = Instance(private_folders / "data")
        try:
            settings.set_autoplay_mode("all")
            window = open_window(qtbot, Session.new("la_belle_lucie", 3))
            window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
            window.switch_game("the_clock")
            window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
            assert _mode(first.folder / "cadogan.lock") == 0o600
        finally:
            first.release()
    finally:
        os.umask(mask)
    data = private_folders / "data"
    for folder in (data, data / "games", private_folders / "config"):
        assert _mode(folder) == 0o700, folder
    files = [data / "current-game.json", data / "current-game.journal", data / "statistics.json"]
    files += [data / "games" / "la_belle_lucie.json", data / "games" / "la_belle_lucie.journal"]
    files += [private_folders / "config" / "cadogan.ini"]
    for file in files:
        assert _mode(file) == 0o600, file


def test_files_an_older_version_left_open_are_closed(private_folders):
    data = private_folders / "data"
    (data / "games").mkdir(parents=True)
    for file in (data / "statistics.json", data / "games" / "the_clock.json"):
        file.write_text("{}")
        file.chmod(0o644)
    data.chmod(0o755)
    assert folder_problem(data) is None
    assert _mode(data) == 0o700
    assert _mode(data / "statistics.json") == _mode(data / "games" / "the_clock.json") == 0o600


# -- item 3: the single-instance socket ------------------------------------------------------


def test_the_socket_lives_in_a_folder_only_the_player_enters(qapp, private_folders, monkeypatch):
    runtime = private_folders / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    assert Path(server_name(private_folders / "data")).parent == runtime
    runtime.chmod(0o777)  # a runtime folder others may enter is not used
    name = Path(server_name(private_folders / "data"))
    assert name.parent != runtime and _mode(name.parent) == 0o700 and name.parent.stat().st_uid == os.getuid()
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    first = Instance(private_folders / "data")
    try:
        socket = Path(first.server.fullServerName())
        assert not socket.parent.stat().st_mode & 0o077 and socket.parent.stat().st_uid == os.getuid()
        assert not str(socket).startswith(("/tmp/cadogan-", "/var/tmp/cadogan-")) or socket.parent.name.endswith(
            str(os.getuid())
        )  # never a name in the shared temporary folder itself
    finally:
        first.release()


def test_a_socket_folder_of_another_user_is_refused(private_folders, monkeypatch):
    runtime = private_folders / "runtime"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    real_lstat = os.lstat

    def someone_elses(path, *args, **kwargs):
        info = real_lstat(path, *args, **kwargs)
        if Path(path) == runtime:
            return os.stat_result((info.st_mode, *info[1:4], info.st_uid + 1, *info[5:]))
        return info

    monkeypatch.setattr(instance.os, "lstat", someone_elses)
    assert Path(server_name(private_folders / "data")).parent != runtime


@pytest.mark.skipif(not hasattr(__import__("socket"), "SO_PEERCRED"), reason="SO_PEERCRED is Linux's")
def test_each_side_knows_the_other_s_user(qtbot, qapp):
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    server = QLocalServer()
    name = server_name(Path.cwd() / "peer-test")
    QLocalServer.removeServer(name)
    assert server.listen(name)
    client = QLocalSocket()
    client.connectToServer(name)
    assert client.waitForConnected(1000)
    qtbot.waitUntil(server.hasPendingConnections)
    accepted = server.nextPendingConnection()
    assert peer_user(client) == peer_user(accepted) == os.getuid()
    client.abort()
    server.close()


def test_a_peer_of_another_user_is_told_nothing(qtbot, private_folders, monkeypatch):
    from tests.ui.storage.test_instance import _second, _state

    first = Instance(private_folders / "data")
    received = []
    first.on_request = received.append
    try:
        monkeypatch.setattr(instance, "peer_user", lambda socket: os.getuid() + 1)
        assert _state(qtbot, _second(first.folder, "open /x.cadogan")) == "read-only"
        assert received == []
        assert not instance._send(server_name(first.folder), "raise")  # nor does a second start tell them
    finally:
        first.release()


# -- item 2: a request is answered once -----------------------------------------------------------


def test_a_stopped_copy_does_not_replay_a_request_read_late(qtbot, private_folders):
    import time

    from tests.ui.storage.test_instance import _second, _state

    first = Instance(private_folders / "data")
    received = []
    first.on_request = received.append
    try:
        child = _second(first.folder, "open /x.cadogan")
        deadline = time.monotonic() + 20
        while child.poll() is None and time.monotonic() < deadline:  # "stopped": no event is handled
            time.sleep(0.05)
        assert _state(qtbot, child) == "read-only"  # it gave up waiting, and opened the file itself
        qtbot.wait(500)  # continued: the queued request is read now
        assert received == []
        assert _state(qtbot, _second(first.folder, "raise")) == "handed-over"  # a live request is answered, once
        assert received == ["raise"]
    finally:
        first.release()


# -- item 7: a file where the data folder should be ----------------------------------------------


@pytest.mark.parametrize("where", ["folder", "parent"])
def test_a_file_in_the_data_folder_s_way_makes_a_read_only_copy_that_names_it(
    qtbot, private_folders, monkeypatch, where
):
    blocker = private_folders / "data"
    blocker.write_text("not a folder")
    folder = blocker if where == "folder" else blocker / "cadogan"
    monkeypatch.setenv("CADOGAN_DATA_DIR", str(folder))
    claim = Instance(folder)
    assert claim.state == "read-only"
    assert claim.problem.startswith(f"{blocker} is a file where")
    claim.release()
    monkeypatch.setattr(persistence, "read_only", None)
    monkeypatch.setattr(statistics, "READ_ONLY", False)
    app._read_only(claim.problem)
    window = open_window(qtbot, Session.new("la_belle_lucie", 3))
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    assert str(blocker) in window.statusBar().currentMessage()
    assert blocker.read_text() == "not a folder"
    monkeypatch.setattr(window, "_ask_unsaved", lambda: "discard")
    assert window.close()


# -- items 5 and 6: the journal -------------------------------------------------------------------


def _unreadable(monkeypatch, path: Path) -> None:
    real = persistence.read_limited

    def read(file, limit):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied", str(file))
        return real(file, limit)

    monkeypatch.setattr(persistence, "read_limited", read)


def test_an_unreadable_journal_is_said_once_and_replaced_the_snapshot_kept(fresh_writer, monkeypatch):
    _journalled(4)
    journal = persistence.journal_path()
    original = journal.read_bytes()
    with monkeypatch.context() as patch:
        _unreadable(patch, journal)
        restored = persistence.read_game()
    assert restored.session is not None and restored.session.deal == 3  # the snapshot's game
    assert len(restored.session.done) == 0  # the moves the journal held are not known
    assert f"The journal {journal} of the saved game could not be read (Permission denied)" in restored.problem
    asides = list(journal.parent.glob("current-game.journal.damaged-*"))
    assert [p.read_bytes() for p in asides] == [original] and str(asides[0]) in restored.problem
    assert persistence.save_path().exists()  # the snapshot stays
    persistence._writer._reset()
    persistence.write_game(restored.session, 9.0)  # the next save: a readable journal again
    assert _mode(journal) == 0o600
    again = persistence.read_game()
    assert again.problem is None and again.session.deal == 3


@pytest.mark.skipif(ROOT_USER, reason="root reads a file whatever its permissions (tested above by a failing read)")
def test_a_journal_of_mode_0000_is_set_aside_and_replaced(fresh_writer):
    _journalled(2)
    persistence.journal_path().chmod(0)
    restored = persistence.read_game()
    assert restored.session is not None and "Permission denied" in restored.problem
    persistence._writer._reset()
    persistence.write_game(restored.session, 3.0)
    assert _mode(persistence.journal_path()) == 0o600


def test_journal_lines_are_chained(fresh_writer):
    _journalled(3)
    lines = [json.loads(line) for line in persistence.journal_path().read_bytes().splitlines()]
    assert lines[0]["version"] == JOURNAL_VERSION == 2
    assert all(isinstance(line[CHAIN], str) and len(line[CHAIN]) == 16 for line in lines[1:])
    assert len({line[CHAIN] for line in lines[1:]}) == 3


@pytest.mark.parametrize("fault", ["swapped", "dropped", "spliced", "edited"])
def test_a_reordered_or_spliced_journal_is_found_set_aside_and_said(fresh_writer, private_folders, fault):
    _journalled(4)
    journal = persistence.journal_path()
    lines = journal.read_bytes().splitlines(keepends=True)
    if fault == "swapped":
        lines[2], lines[3] = lines[3], lines[2]
    elif fault == "dropped":
        del lines[2]
    elif fault == "edited":
        record = json.loads(lines[3])
        record["extra"]["elapsed"] = 1.5
        lines[3] = (json.dumps(record) + "\n").encode()
    else:  # a line of another journal of the same game, at the same place
        other = private_folders / "other.json"
        session = Session.new("la_belle_lucie", 3)
        persistence.write_game(session, 1.0, path=other)
        for i in range(2):
            session.play(next(m for m in session.legal_moves() if m.kind == MOVE))
            persistence.write_game(session, 2.0 + i, path=other)
        lines[2] = persistence.journal_path(other).read_bytes().splitlines(keepends=True)[2]
    damaged = b"".join(lines)
    journal.write_bytes(damaged)
    restored = persistence.read_game()
    assert restored.session is None
    assert "the journal's lines are out of order" in restored.problem and "journal line" in restored.problem
    assert [p.read_bytes() for p in journal.parent.glob("current-game.journal.damaged-*")] == [damaged]


def test_a_journal_of_the_previous_version_is_still_read(fresh_writer):
    session = _journalled(0)
    lines = persistence.journal_path().read_bytes().splitlines()
    header = json.loads(lines[0])
    header["version"] = 1
    records = []
    for _ in range(3):
        session.play(next(m for m in session.legal_moves() if m.kind == MOVE))
        move = session.done[-1].move.to_json()
        records.append(json.dumps({"play": [move], "extra": {"elapsed": 5.0}}))
    text = "\n".join([json.dumps(header), *records]) + "\n"
    persistence.journal_path().write_text(text)
    restored = persistence.read_game()
    assert restored.problem is None
    assert restored.session.state == session.state and restored.elapsed == 5.0


# -- item 12: paths keep their case ------------------------------------------------------------------


def test_a_damaged_file_message_keeps_the_path_s_case(private_folders, monkeypatch, fresh_writer):
    folder = private_folders / "Saved Games" / "Cadogan"
    monkeypatch.setenv("CADOGAN_DATA_DIR", str(folder))
    folder.mkdir(parents=True)
    (folder / "current-game.json").write_text("not a save")
    restored = persistence.read_game()
    aside = next(folder.glob("current-game.json.damaged-*"))
    assert f"It was kept as {aside}." in restored.problem
    session = _played(1)
    persistence.write_game(session, 1.0)
    kept = persistence.read_game()
    message = persistence.keep_damaged(kept, ValueError("no table"))
    assert f"It was kept as {folder}/current-game.json.damaged-" in message


# -- item 11: settings that cannot be read or written -----------------------------------------------


def test_settings_that_cannot_be_read_are_said_once_naming_the_file(private_folders, quiet_settings, monkeypatch):
    path = settings.settings_file()
    path.parent.mkdir(parents=True)
    path.write_text("[General]\nautoplay=all\n")
    real = settings.read_limited

    def read(file, limit):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied", str(file))
        return real(file, limit)

    monkeypatch.setattr(settings, "read_limited", read)
    assert settings.autoplay_mode() == "safe"  # the defaults
    problem = settings.take_problem()
    assert f"The settings file {path} could not be read (Permission denied)" in problem
    aside = next(path.parent.glob("cadogan.ini.damaged-*"))
    assert aside.read_text() == "[General]\nautoplay=all\n" and str(aside) in problem
    settings.set_autoplay_mode("off")
    settings.set_autoplay_mode("all")
    assert settings.take_problem() is None  # once
    assert "autoplay=all" in path.read_text() and _mode(path) == 0o600  # a readable one replaces it


def test_settings_that_cannot_be_written_are_said_once_naming_the_file(private_folders, quiet_settings, monkeypatch):
    blocker = private_folders / "config-file"
    blocker.write_text("in the way")
    monkeypatch.setenv("CADOGAN_CONFIG_DIR", str(blocker / "cadogan"))
    settings.set_autoplay_mode("off")
    settings.set_card_back("red")
    problem = settings.take_problem()
    assert problem == (
        f"The settings could not be saved to {blocker / 'cadogan' / 'cadogan.ini'}; "
        "your choices hold until Cadogan closes."
    )
    settings.set_autoplay_mode("all")
    assert settings.take_problem() is None
    assert settings.autoplay_mode() == "all"  # the choices hold


@pytest.mark.skipif(ROOT_USER, reason="root writes in a read-only folder (tested above with a file in the way)")
def test_settings_in_a_read_only_folder_are_said_once(private_folders, quiet_settings):
    folder = settings.settings_file().parent
    folder.mkdir(parents=True)
    folder.chmod(0o500)
    try:
        settings.set_autoplay_mode("off")
        settings.set_autoplay_mode("all")
        assert settings.take_problem().count("could not be saved") == 1
    finally:
        folder.chmod(0o700)


# -- item 10 in the window: statistics of a game of another version ------------------------------


def test_statistics_of_an_unknown_game_survive_the_window(qtbot, private_folders):
    statistics.stats_path().parent.mkdir(parents=True)
    statistics.stats_path().write_text(json.dumps({"version": 1, "games": {"gone_game": {"played": 2}}}))
    window = open_window(qtbot, Session.new("la_belle_lucie", 3))
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    assert window.problem is None
    assert json.loads(statistics.stats_path().read_text())["games"]["gone_game"] == {"played": 2}
    assert Statistics().record("la_belle_lucie").played == 1
