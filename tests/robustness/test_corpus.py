"""The window starts over every damaged file of the corpus: it says what was
wrong (naming the right file), keeps the damaged file aside byte for byte,
and a game is ready to play. Layouts that cannot be used fall back to the
plain layout, in the window, in --screenshot and in --self-test."""

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
