"""``cadogan --self-test``: prove an installed copy works, without a display.

Opens every registered game, plays a few legal moves, undoes and redoes them,
round-trips a save, and renders the table offscreen. One line per game;
exit status 0 when everything passed. Used by CI on the unpacked bundle, and
by players who want to check an install ("does it run on this machine?").
"""

from __future__ import annotations

import os
import random
import sys
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TextIO

from . import __version__, core

RENDER_SIZE = (1600, 1000)
MOVES = 6
DEALS = (1, 2, 3, 4, 5)  # the first of these with a legal move is played


class SelfTestFailure(Exception):
    """A check failed; the message says which."""


def _games(count: int) -> str:
    return f"{count} game" if count == 1 else f"{count} games"


def _frozen() -> bool:
    return bool(getattr(sys, "frozen", False))


def _load_renderer() -> tuple[Callable[..., Any] | None, str]:
    """The table renderer and a note; (None, why) when it cannot be imported."""
    try:
        from .ui.table.render import render_table_image
    except ImportError as exc:
        return None, f"{type(exc).__name__}: {exc}"
    return render_table_image, ""


_qt_app: Any = None  # the QApplication we made, kept alive for the whole run


def _ensure_qt_app() -> None:
    global _qt_app
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        _qt_app = QApplication([sys.argv[0] if sys.argv else "cadogan"])


def _check_image(image: Any) -> None:
    if image is None or image.isNull():
        raise SelfTestFailure("the renderer returned an empty image")
    size = (image.width(), image.height())
    if size != RENDER_SIZE:
        raise SelfTestFailure(f"rendered image is {size[0]}x{size[1]}, expected {RENDER_SIZE[0]}x{RENDER_SIZE[1]}")
    colours = {image.pixel(x, y) for x in range(0, size[0], 40) for y in range(0, size[1], 40)}
    if len(colours) < 3:
        raise SelfTestFailure(f"rendered image is nearly blank ({len(colours)} colours)")


def _play_and_undo(game_id: str) -> core.Session:
    """Play up to MOVES legal moves, undo them all, redo them; return the session
    at the position reached. Raises SelfTestFailure on any mismatch."""
    for deal in DEALS:
        session = core.Session.new(game_id, deal)
        if session.legal_moves():
            break
    else:
        raise SelfTestFailure(f"no legal move in the opening position of deals {DEALS[0]}-{DEALS[-1]}")
    start = session.state.copy()
    rng = random.Random(f"{game_id}:{deal}")  # the same moves on every run
    for _ in range(MOVES):
        moves = session.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        reason = session.check(move)
        if reason is not None:
            raise SelfTestFailure(f"legal_moves() offered {move}, but check() refuses it: {reason}")
        session.play(move)
    played = len(session.done)
    reached = session.state.copy()
    while session.undo() is not None:
        pass
    if session.state != start or session.state.key() != start.key():
        raise SelfTestFailure(f"undoing {played} moves did not restore the opening position")
    for _ in range(played):
        if session.redo() is None:
            raise SelfTestFailure("redo ran out before every undone move was replayed")
    if session.state != reached:
        raise SelfTestFailure(f"redoing {played} moves did not reach the same position")
    restored = core.loads(core.dumps(session))
    if restored.state != session.state or len(restored.done) != played:
        raise SelfTestFailure("a save of the game did not load back to the same position")
    return session


def _check_layout(game_id: str) -> None:
    """An installed layout file that cannot be used is a fault of the install
    (the table falls back to a plain layout, which the self-test reports)."""
    from .ui.table.tablelayout import layout_problem

    problem = layout_problem(game_id)
    if problem:
        raise SelfTestFailure(problem)


def _check_resources() -> str | None:
    """Where the layouts are, when cadogan.resources exists; raises if missing."""
    try:
        from . import resources
    except ImportError:
        return None
    found = []
    for name in ("layouts_dir", "assets_dir"):
        getter = getattr(resources, name, None)
        if getter is None:
            continue
        path = Path(getter())
        if not path.is_dir():
            raise SelfTestFailure(f"resources.{name}() is {path}, which is not a folder")
        found.append(f"{name.removesuffix('_dir')} {path}")
    return "; ".join(found)


def run_self_test(game_ids: Iterable[str] | None = None, out: TextIO | None = None) -> int:
    """Check every game (or the given ones); 0 when all pass, else 1."""
    out = out or sys.stdout
    # Before any QApplication exists: the self-test never needs a display.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    ids = list(game_ids) if game_ids is not None else core.game_ids()
    failures: list[str] = []

    def fail(what: str, message: str) -> None:
        failures.append(what)
        print(f"FAIL  {what}: {message}", file=out, flush=True)

    where = "bundle" if _frozen() else "Python package"
    print(f"cadogan {__version__} self-test ({where}, Python {sys.version.split()[0]}, {_games(len(ids))})", file=out)

    try:
        note = _check_resources()
        if note is not None:
            print(f"ok    resources: {note}", file=out)
    except Exception as exc:
        fail("resources", str(exc))

    render, why = _load_renderer()
    if render is None:
        if _frozen():
            fail("renderer", f"cannot import cadogan.ui.table.render ({why})")
        else:
            print(f"skip  rendering: cadogan.ui.table.render is not importable ({why})", file=out)
    else:
        try:
            _ensure_qt_app()
        except Exception as exc:
            fail("qt", f"cannot start Qt offscreen: {type(exc).__name__}: {exc}")
            render = None

    for game_id in ids:
        try:
            session = _play_and_undo(game_id)
            played = len(session.done)
            detail = f"deal {session.deal}: {played} moves played, undone, redone; save reloads"
            if render is not None:
                session.restart()
                _check_image(render(session, width=RENDER_SIZE[0], height=RENDER_SIZE[1]))
                detail += f"; rendered {RENDER_SIZE[0]}x{RENDER_SIZE[1]}"
                _check_layout(game_id)
            print(f"ok    {game_id}: {detail}", file=out, flush=True)
        except SelfTestFailure as exc:
            fail(game_id, str(exc))
        except Exception as exc:
            frames = traceback.extract_tb(exc.__traceback__)
            ours = [frame for frame in frames if "cadogan" in frame.filename]
            last = (ours or frames)[-1]
            fail(game_id, f"{type(exc).__name__}: {exc} (at {Path(last.filename).name}:{last.lineno})")

    if failures:
        print(f"self-test FAILED: {len(failures)} problem(s): {', '.join(failures)}", file=out, flush=True)
        if out is not sys.stderr:
            print(f"cadogan: self-test failed ({', '.join(failures)})", file=sys.stderr)
        return 1
    print(f"self-test passed: {_games(len(ids))}", file=out, flush=True)
    return 0
