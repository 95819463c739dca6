"""The window starts over every damaged file of the corpus: it says what was
wrong (naming the right file), keeps the damaged file aside byte for byte,
and a game is ready to play. Layouts that cannot be used fall back to the
plain layout, in the window, in --screenshot and in --self-test. Journals
whose lines were moved about are found out; the previous version's journal
and statistics of games unknown here are kept; a journal that cannot be read
leaves its snapshot's game; a file where the data folder should be, and a
symbolic link loop given as a file, are said, never a traceback."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cadogan.core import MOVE, Session
from cadogan.resources import layouts_dir

pytestmark = pytest.mark.gui

CORPUS = Path(__file__).parent / "corpus"
ROOT = Path(__file__).parents[2]


def _files(folder: str) -> list[Path]:
    return sorted((CORPUS / folder).iterdir())


@pytest.fixture
def window_factory(qtbot):
    from PySide6.QtCore import QStandardPaths

    from cadogan.ui.storage import settings

    QStandardPaths.setTestModeEnabled(True)
    settings._stores.clear()

    def start(**kwargs):
        from cadogan.ui.window.window import MainWindow

        window = MainWindow(**kwargs)
        qtbot.addWidget(window)
        return window

    yield start
    settings._stores.clear()


def _playable(window) -> None:
    move = next((m for m in window.session.legal_moves() if m.kind == MOVE), None)
    if move is not None:
        assert window.play(move)


def _kept_aside(folder: Path, name: str, original: bytes) -> None:
    aside = list(folder.glob(f"{name}.damaged-*"))
    assert [p.read_bytes() for p in aside] == [original]


@pytest.mark.parametrize("damaged", _files("saves"), ids=lambda p: p.name)
def test_a_damaged_save(window_factory, private_folders, damaged):
    data = private_folders / "data"
    data.mkdir()
    shutil.copy(damaged, data / "current-game.json")
    window = window_factory()
    assert window.problem and f"The saved game {data / 'current-game.json'} could not be restored" in window.problem
    _kept_aside(data, "current-game.json", damaged.read_bytes())
    _playable(window)


def _start_over(window_factory, place: Path, damaged: Path, what: str):
    """Put ``damaged`` at ``place``, open the window; it says so, keeps the
    file aside byte for byte, and plays."""
    place.parent.mkdir()
    shutil.copy(damaged, place)
    window = window_factory(session=Session.new("la_belle_lucie", 2), restore=False)
    assert window.problem and f"The {what} {place} could not be read" in window.problem
    _kept_aside(place.parent, place.name, damaged.read_bytes())
    _playable(window)
    return window


@pytest.mark.parametrize("damaged", _files("statistics"), ids=lambda p: p.name)
def test_damaged_statistics(window_factory, private_folders, damaged):
    window = _start_over(window_factory, private_folders / "data" / "statistics.json", damaged, "statistics file")
    assert "saved game" not in window.problem.lower()
    from cadogan.ui.window.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(window.stats, window)  # opens on the fresh statistics
    assert dialog.cell(0, 1) in ("0", "1")


@pytest.mark.parametrize("damaged", _files("settings"), ids=lambda p: p.name)
def test_damaged_settings(window_factory, private_folders, damaged):
    _start_over(window_factory, private_folders / "config" / "cadogan.ini", damaged, "settings file")


@pytest.mark.parametrize("kind", ["fifo", "folder", "too-big"])
def test_a_save_that_is_not_a_plain_file_or_is_huge_is_refused_at_once(window_factory, private_folders, kind):
    data = private_folders / "data"
    data.mkdir()
    path = data / "current-game.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        with path.open("wb") as out:
            out.truncate(200 * 1024 * 1024)  # sparse: 200 MB on paper, nothing on disk
    window = window_factory()  # would hang on a pipe, or read 200 MB, if not refused first
    assert window.problem and ("not a plain file" in window.problem or "too big" in window.problem)
    assert list(data.glob("current-game.json.damaged-*"))
    _playable(window)


@pytest.fixture
def broken_clock(private_folders, monkeypatch):
    """A copy of the layouts folder whose the_clock.toml is replaced."""
    from cadogan.layout import loader
    from cadogan.ui.table import tablelayout

    folder = private_folders / "layouts"
    shutil.copytree(layouts_dir(), folder)
    monkeypatch.setenv("CADOGAN_LAYOUTS_DIR", str(folder))

    def use(damaged: Path) -> Path:
        shutil.copy(damaged, folder / "the_clock.toml")
        loader._load.cache_clear()
        tablelayout.layout_for.cache_clear()
        tablelayout.PROBLEMS.clear()
        return folder

    yield use
    loader._load.cache_clear()
    tablelayout.layout_for.cache_clear()
    tablelayout.PROBLEMS.clear()


@pytest.mark.parametrize("damaged", _files("layouts"), ids=lambda p: p.name)
def test_a_damaged_layout_in_the_window_and_the_self_test(window_factory, broken_clock, damaged, capsys):
    from cadogan import selftest
    from cadogan.core import get_game
    from cadogan.ui.table.tablelayout import plain_layout

    broken_clock(damaged)
    window = window_factory(session=Session.new("the_clock", 3), restore=False)
    message = window.statusBar().currentMessage()
    assert "layouts/the_clock.toml" in message and "a plain layout is used" in message
    assert set(window.scene.layout.piles) == set(plain_layout(get_game("the_clock")).piles)
    for _ in range(3):  # drops and clicks work on the plain layout
        move = next(iter(window.session.legal_moves()), None)
        if move is not None:
            assert window.play(move)
    out = io.StringIO()
    assert selftest.run_self_test(["the_clock"], out=out) == 1
    assert "FAIL  the_clock: The table's layout could not be read (layouts/the_clock.toml" in out.getvalue()


@pytest.mark.parametrize(
    "damaged",
    [CORPUS / "layouts" / "extra-pile-zz.toml", CORPUS / "layouts" / "count-10-to-the-8.toml"],
    ids=lambda p: p.name,
)
def test_a_damaged_layout_in_a_screenshot(broken_clock, private_folders, damaged):
    folder = broken_clock(damaged)
    shot = private_folders / "clock.png"
    env = {**os.environ, "CADOGAN_LAYOUTS_DIR": str(folder), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-m", "cadogan", "--game", "the_clock", "--deal", "2", "--screenshot", str(shot)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "layouts/the_clock.toml" in result.stderr and "plain layout" in result.stderr
    assert shot.stat().st_size > 1000


def _folders(folder: str) -> list[Path]:
    return sorted(p for p in (CORPUS / folder).iterdir() if p.is_dir())


def _copy_pair(case: Path, data: Path) -> None:
    data.mkdir(exist_ok=True)
    for file in case.iterdir():
        shutil.copy(file, data / file.name)


@pytest.mark.parametrize("case", _folders("journals"), ids=lambda p: p.name)
def test_a_journal_whose_lines_were_moved_about(window_factory, private_folders, case):
    data = private_folders / "data"
    _copy_pair(case, data)
    window = window_factory()
    assert window.problem and f"The saved game {data / 'current-game.json'} could not be restored" in window.problem
    assert "journal line" in window.problem
    _kept_aside(data, "current-game.journal", (case / "current-game.journal").read_bytes())
    _kept_aside(data, "current-game.json", (case / "current-game.json").read_bytes())
    _playable(window)


def test_the_previous_version_s_journal_is_read(window_factory, private_folders):
    data = private_folders / "data"
    _copy_pair(CORPUS / "journals-read" / "version-1-unchained", data)
    window = window_factory()
    assert window.problem is None
    assert window.session.moves_made == 5
    _playable(window)


def test_a_journal_that_cannot_be_read_leaves_the_snapshot_s_game(window_factory, private_folders, monkeypatch):
    from cadogan.ui.storage import persistence

    data = private_folders / "data"
    case = CORPUS / "journals-read" / "good-made-unreadable-by-the-test"
    _copy_pair(case, data)
    real = persistence.read_limited

    def read(path, limit):  # journal permissions (root reads a 0000 file, so the read itself fails)
        if Path(path).name == "current-game.journal":
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, limit)

    monkeypatch.setattr(persistence, "read_limited", read)
    window = window_factory()
    assert "could not be read (Permission denied)" in window.problem
    assert window.session.deal == 3 and window.session.moves_made == 0  # the snapshot's game
    _kept_aside(data, "current-game.journal", (case / "current-game.journal").read_bytes())
    monkeypatch.undo()
    _playable(window)
    assert persistence.read_game().problem is None  # replaced by a readable journal: said once


@pytest.mark.parametrize("damaged", _files("statistics-kept"), ids=lambda p: p.name)
def test_statistics_of_games_unknown_here_are_kept(window_factory, private_folders, damaged):
    import json

    data = private_folders / "data"
    data.mkdir()
    shutil.copy(damaged, data / "statistics.json")
    window = window_factory(session=Session.new("la_belle_lucie", 2), restore=False)
    assert window.problem is None
    _playable(window)
    games = json.loads((data / "statistics.json").read_text())["games"]
    for game_id, record in json.loads(damaged.read_text())["games"].items():
        if game_id == "la_belle_lucie":
            assert games[game_id]["played"] == record["played"] + 1
        else:
            assert games[game_id] == record


@pytest.mark.parametrize("where", ["the-data-folder", "its-parent"])
def test_a_file_where_the_data_folder_should_be(private_folders, where):
    blocker = private_folders / "data"
    blocker.write_text("a file, not a folder")
    folder = blocker if where == "the-data-folder" else blocker / "cadogan"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CADOGAN_DATA_DIR": str(folder)}
    code = (  # the app starts, shows its window, and is closed at once
        "import sys; from PySide6.QtCore import QTimer; from PySide6.QtWidgets import QApplication;"
        "from cadogan.ui.window import window as w; show = w.MainWindow.show;"
        "w.MainWindow.show = lambda self: show(self) or QTimer.singleShot(300, QApplication.quit);"
        "w.MainWindow._ask_unsaved = lambda self: 'discard';"
        "from cadogan import cli; sys.exit(cli.main(['--game', 'the_clock', '--deal', '3']))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in result.stderr, result.stderr
    assert f"cadogan: {blocker} is a file where" in result.stderr and "this copy saves nothing" in result.stderr
    assert blocker.read_text() == "a file, not a folder"


def test_a_symlink_loop_given_as_a_file(window_factory, private_folders, monkeypatch):
    loop = CORPUS / "named" / "symlink-loop.cadogan"
    assert loop.is_symlink()
    window = window_factory(session=Session.new("la_belle_lucie", 2), restore=False)
    warnings = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda *args: warnings.append(args[2]))
    assert not window.open_file(loop)
    assert warnings == [
        "symlink-loop.cadogan cannot be opened: it is a symbolic link that leads round in a loop, to no file."
    ]
    _playable(window)
