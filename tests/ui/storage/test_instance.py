"""One copy of the app per data folder: a second start hands its request to
the first (which comes to the front, or opens the file) and ends; where the
first cannot be reached, the second works read-only and says so."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cadogan.core import MOVE, Session
from cadogan.ui import app
from cadogan.ui.storage import persistence, statistics
from cadogan.ui.storage.instance import OPEN, RAISE, Instance, request_for
from tests.ui.helpers import open_window

ROOT = Path(__file__).parents[3]


@pytest.fixture
def first(qapp, private_folders):
    instance = Instance(private_folders / "data")
    yield instance
    instance.release()


def test_the_first_copy_holds_the_folder(first):
    assert first.state == "first"
    assert (first.folder / "cadogan.lock").exists()


def _second(folder, request: str = RAISE) -> subprocess.Popen:
    """Start a second copy's claim in another process (as a second start of the app is)."""
    code = (
        "import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication;"
        "from cadogan.ui.storage.instance import Instance; app = QCoreApplication([]);"
        "print(Instance(Path(sys.argv[1]), request=sys.argv[2]).state)"
    )
    return subprocess.Popen(
        [sys.executable, "-c", code, str(folder), request], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )


def _state(qtbot, child: subprocess.Popen) -> str:
    qtbot.waitUntil(lambda: child.poll() is not None, timeout=20000)  # our event loop answers meanwhile
    out, _ = child.communicate()
    return out.strip()


def test_a_second_start_hands_its_request_to_the_first(qtbot, first, private_folders, tmp_path):
    received = []
    first.on_request = received.append
    child = _second(first.folder, request_for(str(tmp_path / "x.cadogan")))
    assert _state(qtbot, child) == "handed-over"
    assert received == [f"{OPEN}{tmp_path / 'x.cadogan'}"]
    assert _state(qtbot, _second(first.folder)) == "handed-over"
    assert received[1] == RAISE


def test_when_the_first_cannot_be_reached_the_second_is_read_only(qtbot, first):
    first.server.close()  # alive but deaf
    assert _state(qtbot, _second(first.folder)) == "read-only"
    assert (first.folder / "cadogan.lock").exists()  # the read-only copy never took the lock


def test_after_the_first_ends_the_next_start_is_first(qapp, private_folders):
    one = Instance(private_folders / "data")
    one.release()
    two = Instance(private_folders / "data")
    assert two.state == "first"
    two.release()


def test_a_read_only_copy_writes_nothing_and_says_so(qtbot, monkeypatch):
    monkeypatch.setattr(persistence, "read_only", None)
    monkeypatch.setattr(statistics, "READ_ONLY", False)
    app._read_only()
    window = open_window(qtbot, Session.new("la_belle_lucie", 3))
    window.play(next(m for m in window.session.legal_moves() if m.kind == MOVE))
    assert "Another copy of Cadogan is running" in window.statusBar().currentMessage()
    assert not persistence.save_path().exists()
    assert not statistics.stats_path().exists()
    monkeypatch.setattr(window, "_ask_unsaved", lambda: "discard")
    assert window.close()


# The offscreen platform cannot raise a window.
@pytest.mark.qt_log_ignore("does not support raise", "propagateSizeHints")
def test_the_running_window_answers_a_request(qtbot, tmp_path):
    window = open_window(qtbot, Session.new("la_belle_lucie", 3))
    path = tmp_path / "g.cadogan"
    persistence.write_named(path, Session.new("the_clock", 5), 10.0)
    app.answer(window, f"{OPEN}{path}")
    assert (window.session.game.id, window.session.deal) == ("the_clock", 5)
    app.answer(window, RAISE)
    assert window.isVisible()
