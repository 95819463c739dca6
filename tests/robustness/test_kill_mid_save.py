"""Killing the app (kill -9) at any moment while it saves never loses the
game: what is read back is the game as one of the last writes left it,
and no temporary file lingers in the way."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from cadogan.core import Session

pytestmark = pytest.mark.gui  # the app's persistence module needs Qt

ROOT = Path(__file__).parents[2]
GAME, DEAL, SEED = "la_belle_lucie", 14, 5

CHILD = textwrap.dedent(
    """
    import random, sys
    from cadogan.core import Session
    from cadogan.ui.storage import persistence
    from tests.robustness.test_kill_mid_save import _step
    persistence.JOURNAL_MIN_LINES = 6  # fold the journal often: snapshots are killed too
    session = Session.new(sys.argv[1], int(sys.argv[2]))
    rng = random.Random(int(sys.argv[3]))
    for count in range(100000):
        _step(session, rng)
        persistence.write_game(session, float(count))
        print(count, flush=True)
    """
)


def _step(session: Session, rng: random.Random) -> None:
    """One change of the game: mostly moves, some undos and redos, a restart."""
    roll = rng.random()
    moves = session.legal_moves()
    if roll < 0.6 and moves:
        session.play(moves[rng.randrange(len(moves))])
    elif roll < 0.8:
        session.undo()
    elif roll < 0.97:
        session.redo()
    else:
        session.restart()


def _history(count: int) -> list[tuple]:
    """The game after each write, as the child plays it."""
    session = Session.new(GAME, DEAL)
    rng = random.Random(SEED)
    keys = []
    for _ in range(count):
        _step(session, rng)
        keys.append((session.state.key(), len(session.done), len(session.undone)))
    return keys


@pytest.mark.parametrize("round_", range(5))
def test_a_kill_at_any_moment_of_saving_loses_nothing(tmp_path, round_):
    from cadogan.ui.storage import persistence

    env = {**os.environ, "CADOGAN_DATA_DIR": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, GAME, str(DEAL), str(SEED)],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    wait_for = random.Random(round_).randint(3, 120)
    last = -1
    for line in child.stdout:
        last = int(line)
        if last >= wait_for:
            break
    os.kill(child.pid, signal.SIGKILL)  # lands wherever the child is: often inside a write
    child.wait()
    child.stdout.close()
    assert last >= 0
    history = _history(last + 400)
    restored = persistence.read_game(tmp_path / persistence.FILENAME)
    assert restored.problem is None
    got = (restored.session.state.key(), len(restored.session.done), len(restored.session.undone))
    assert got in history[last:], "the game read back is older than the last finished write"
