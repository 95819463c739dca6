"""The command line: --screenshot says why it cannot write (and never opens
a window instead); a saved game named on the command line is opened."""

from __future__ import annotations

import pytest

from cadogan.cli import main
from cadogan.core import Session, dumps


@pytest.mark.parametrize(
    "target,message",
    [
        ("", "--screenshot needs a file name"),
        ("   ", "--screenshot needs a file name"),
        ("{tmp}", "it is a folder"),
        ("{tmp}/no/such/folder/x.png", "does not exist"),
    ],
)
def test_a_screenshot_that_cannot_be_written_says_why(tmp_path, capsys, monkeypatch, target, message):
    monkeypatch.setattr("cadogan.ui.app.run", lambda args: pytest.fail("the app was started"))
    assert main(["--game", "the_clock", "--screenshot", target.format(tmp=tmp_path)]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("name,message", [("table.xyz", "the image type 'xyz' is unknown"), ("table", "no image type")])
def test_an_unknown_image_type_is_refused_before_rendering(qtbot, tmp_path, capsys, name, message):
    assert main(["--game", "the_clock", "--screenshot", str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert message in err and "png" in err
    assert not (tmp_path / name).exists()


def test_a_saved_game_on_the_command_line_is_opened(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from cadogan.ui.window.window import MainWindow

    session = Session.new("the_shah", 9)
    session.play(session.legal_moves()[0])
    path = tmp_path / "shah.cadogan"
    path.write_text(dumps(session, extra={"elapsed": 30}))
    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)  # return at once instead of running
    assert main([str(path)]) == 0
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())
    qtbot.addWidget(window)
    assert (window.session.game.id, window.session.deal, len(window.session.done)) == ("the_shah", 9, 1)
    assert window.elapsed() >= 30


def _run(argv, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from cadogan.ui.window.window import MainWindow

    monkeypatch.setattr(QApplication, "exec", lambda *args: 0)
    assert main(argv) == 0
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible())


def _in_progress(game_id="the_clock", deal=7, moves=3) -> Session:
    from cadogan.ui.storage import persistence

    session = Session.new(game_id, deal)
    for _ in range(moves):
        session.play(session.legal_moves()[0])
    persistence.write_game(session, 50.0, {"counted": True})
    return session


def test_another_game_on_the_command_line_shelves_the_game_in_progress(qtbot, monkeypatch, private_folders):
    kept = _in_progress()
    window = _run(["--game", "the_shah", "--deal", "3"], monkeypatch)
    qtbot.addWidget(window)
    assert (window.session.game.id, window.session.deal) == ("the_shah", 3)
    assert "The Clock was kept" in window.statusBar().currentMessage()
    window.switch_game("the_clock")  # back to the Clock: its game resumes exactly
    assert window.session.state == kept.state and len(window.session.done) == 3


def test_another_deal_of_the_same_game_is_an_undoable_new_deal(qtbot, monkeypatch, private_folders):
    from cadogan.ui.storage import settings

    settings.set_last_game("the_clock")
    kept = _in_progress()
    window = _run(["--game", "the_clock", "--deal", "9"], monkeypatch)
    qtbot.addWidget(window)
    assert (window.session.game.id, window.session.deal) == ("the_clock", 9)
    assert "Undo brings it back" in window.statusBar().currentMessage()
    window.undo_stack.undo()
    assert window.session.state == kept.state and len(window.session.done) == 3


@pytest.mark.parametrize("argv", [["--game", "the_clock"], ["--game", "the_clock", "--deal", "7"], ["--deal", "7"]])
def test_asking_for_the_game_in_progress_resumes_it(qtbot, monkeypatch, private_folders, argv):
    from cadogan.ui.storage import settings

    settings.set_last_game("the_clock")
    kept = _in_progress()
    window = _run(argv, monkeypatch)
    qtbot.addWidget(window)
    assert window.session.state == kept.state and len(window.session.done) == 3
    assert "resumed where it was left" in window.statusBar().currentMessage()
