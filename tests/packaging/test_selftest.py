"""cadogan.selftest, run in-process: it passes on the real games and says
clearly what broke when something does."""

from __future__ import annotations

import io

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from cadogan import cli, core, selftest
from cadogan.core import registry

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _qt(qapp, monkeypatch, tmp_path):
    """A QApplication exists (pytest-qt's), and no setting leaves the test."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return qapp


def run(ids=None) -> tuple[int, str]:
    out = io.StringIO()
    status = selftest.run_self_test(ids, out=out)
    return status, out.getvalue()


def test_every_game_passes_and_is_rendered():
    status, text = run()
    assert status == 0, text
    lines = text.splitlines()
    for game_id in core.game_ids():
        line = next(line for line in lines if line.startswith(f"ok    {game_id}:"))
        assert "undone" in line and "rendered 1600x1000" in line
    assert lines[-1] == f"self-test passed: {len(core.game_ids())} games"


def test_one_game_through_the_command_line(capsys):
    assert cli.main(["--self-test", "--game", "la_belle_lucie"]) == 0
    out = capsys.readouterr().out
    assert "ok    la_belle_lucie:" in out
    assert "the_clock" not in out


def test_a_game_that_cannot_load_fails_with_its_name(monkeypatch, capsys):
    monkeypatch.setitem(registry._GAMES, "no_such_module", "no_such_module:Nothing")
    status, text = run(["la_belle_lucie", "no_such_module"])
    assert status == 1
    assert "ok    la_belle_lucie:" in text
    assert "FAIL  no_such_module: ModuleNotFoundError" in text
    assert text.splitlines()[-1] == "self-test FAILED: 1 problem(s): no_such_module"
    assert "self-test failed (no_such_module)" in capsys.readouterr().err


def test_an_undo_that_does_not_restore_is_caught(monkeypatch):
    def forgetful_undo(session):  # drops the history without reverting the cards
        if not session.done:
            return None
        step = session.done.pop()
        session.undone.append(step)
        return step

    monkeypatch.setattr(core.Session, "undo", forgetful_undo)
    status, text = run(["la_belle_lucie"])
    assert status == 1
    assert "FAIL  la_belle_lucie: undoing 6 moves did not restore the opening position" in text


def test_an_illegal_offered_move_is_caught(monkeypatch):
    monkeypatch.setattr(core.Session, "check", lambda self, move: "not today")
    status, text = run(["la_belle_lucie"])
    assert status == 1
    assert "but check() refuses it: not today" in text


def test_a_blank_rendering_is_caught(monkeypatch):
    def blank(session, width=1600, height=1000):
        image = QImage(width, height, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.darkGreen)
        return image

    monkeypatch.setattr(selftest, "_load_renderer", lambda: (blank, ""))
    status, text = run(["la_belle_lucie"])
    assert status == 1
    assert "FAIL  la_belle_lucie: rendered image is nearly blank" in text


def test_a_wrong_size_rendering_is_caught(monkeypatch):
    def small(session, width=1600, height=1000):
        return QImage(10, 10, QImage.Format.Format_ARGB32)

    monkeypatch.setattr(selftest, "_load_renderer", lambda: (small, ""))
    status, text = run(["la_belle_lucie"])
    assert status == 1
    assert "rendered image is 10x10, expected 1600x1000" in text


def test_without_a_renderer_the_source_run_skips_rendering_but_a_bundle_fails(monkeypatch):
    monkeypatch.setattr(selftest, "_load_renderer", lambda: (None, "ImportError: gone"))
    status, text = run(["la_belle_lucie"])
    assert status == 0
    assert "skip  rendering" in text
    monkeypatch.setattr(selftest.sys, "frozen", True, raising=False)
    status, text = run(["la_belle_lucie"])
    assert status == 1
    assert "FAIL  renderer: cannot import cadogan.ui.table.render (ImportError: gone)" in text
