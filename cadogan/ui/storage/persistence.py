"""The game in progress on disk, and named saves (``.cadogan`` files).

The game in progress is a snapshot (``current-game.json``, a save in the
documented format) and a journal beside it (``current-game.journal``): after
each move only what changed is appended to the journal, and the snapshot is
rewritten once the journal is as long as the game's history, so saving costs
about the same at every move of a long game (docs/save-format.md).

Restoring is all or nothing: a save that cannot be read, or whose journal,
time or marks are wrong, is set aside byte for byte (never deleted), the
player is told which file and why, and a fresh deal starts.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
from pathlib import Path
from typing import Any

from ...core import SaveError, Session, dumps
from ...core.moves import Step
from ...core.savefile import (
    JOURNAL,
    JOURNAL_LINE,
    MAX_SAVE_BYTES,
    apply_journal_record,
    chained,
    check_journal_header,
    journal_header,
    journal_record,
    loads_with_extra,
    move_json,
    parse_json,
    unchain,
)
from ...fileio import append_durable, aside_path, atomic_write, read_limited, remove_stale_temps
from .. import core_texts, i18n
from .settings import data_dir
from .wording import kept_as, not_kept, set_aside, translate

FILENAME = "current-game.json"
SUFFIX = ".cadogan"  # named saves
MAX_ELAPSED = 366 * 24 * 3600.0  # a year at the table: more is a damaged number
JOURNAL_MIN_LINES = 256  # the journal may grow to this many lines, or the history's length


def save_path() -> Path:
    return data_dir() / FILENAME


def journal_path(path: Path | None = None) -> Path:
    """The journal beside a snapshot (``current-game.json`` -> ``current-game.journal``)."""
    path = path or save_path()
    return path.with_suffix(".journal") if path.suffix == ".json" else path.with_name(f"{path.name}.journal")


class Restored:
    """The outcome of reading a save: a session, or a problem to report."""

    def __init__(
        self,
        session: Session | None = None,
        elapsed: float = 0.0,
        problem: str | None = None,
        flags: dict[str, bool] | None = None,
        raw: dict[Path, bytes] | None = None,
    ) -> None:
        self.session = session
        self.elapsed = elapsed
        self.problem = problem
        self.flags = flags or {}
        self.raw = raw or {}  # the files read, byte for byte (to keep aside if the table refuses them)


# -- writing the game in progress ------------------------------------------------------------


class GameWriter:
    """Keeps one game on disk as a snapshot plus a journal of changes.

    It remembers what it wrote (the steps done and undone, by identity), so
    the next write appends only the difference: moves undone, redone and
    played since. Anything it cannot express that way (another session, a
    failed write) makes it write a fresh snapshot."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self._session: Session | None = None
        self._path: Path | None = None
        self._done: list[Step] = []
        self._undone: list[Step] = []
        self._lines = 0
        self._link = ""  # the last line's link (the snapshot's token before any line)

    def write(self, session: Session, extra: dict[str, Any], path: Path) -> None:
        """Write ``session`` (with the app's ``extra`` fields); OSError when
        it cannot be written."""
        limit = max(JOURNAL_MIN_LINES, len(session.done) + len(session.undone))
        if session is self._session and path == self._path and self._lines < limit:
            plan = self._plan(session, extra)
            if plan is not None:
                record, done, undone = plan
                line, link = chained(record, self._link)
                try:
                    append_durable(journal_path(path), (json.dumps(line, ensure_ascii=False) + "\n").encode())
                except OSError:
                    self._reset()
                    raise
                self._done, self._undone = done, undone
                self._lines += 1
                self._link = link
                return
        self.snapshot(session, extra, path)

    def snapshot(self, session: Session, extra: dict[str, Any], path: Path) -> None:
        """Rewrite the whole game, and start an empty journal after it."""
        self._reset()
        token = os.urandom(8).hex()  # (not secrets: it loads OpenSSL, see cadogan.digest)
        atomic_write(path, dumps(session, extra={**extra, "journal": token}).encode("utf-8"))
        # A crash here leaves the old journal, which names the old snapshot: it is ignored.
        atomic_write(journal_path(path), (json.dumps(journal_header(token)) + "\n").encode())
        self._session, self._path, self._link = session, path, token
        self._done, self._undone = list(session.done), list(session.undone)

    def _plan(self, session: Session, extra: dict[str, Any]) -> tuple[dict, list[Step], list[Step]] | None:
        """The journal record taking what was written to ``session``, and the
        steps done and undone after it; None if no record can say it."""
        written, done = self._done, session.done
        # Steps are never re-created: the same object at the same depth means
        # the same history up to there (the undo stack is a stack).
        k = min(len(written), len(done))
        while k and written[k - 1] is not done[k - 1]:
            k -= 1
        undone = self._undone + list(reversed(written[k:]))
        i = k
        while i < len(done) and undone and undone[-1] is done[i]:
            undone.pop()
            i += 1
        redo = i - k
        plays = done[i:]
        if plays:
            undone = []  # a new move forgets the redo history
        clear = False
        actual = session.undone
        if len(undone) != len(actual) or any(a is not b for a, b in zip(undone, actual, strict=True)):
            if actual:
                return None
            clear, undone = True, []  # Restart forgets the redo history
        record = journal_record(
            undo=len(written) - k,
            redo=redo,
            clear_redo=clear,
            plays=[move_json(step.move, step.auto) for step in plays],
            extra=extra,
        )
        return record, written[:k] + done[k:], undone


_writer = GameWriter()
# Why this copy must not write the game in progress (another copy owns it), or None.
read_only: str | None = None


def write_game(
    session: Session, elapsed: float, flags: dict[str, bool] | None = None, path: Path | None = None
) -> None:
    """Keep the game in progress (after every move). ``flags`` are the
    window's own marks (e.g. the deal was counted as played). OSError when
    the game cannot be written; the next write then rewrites it whole."""
    if read_only:
        raise OSError(read_only)
    _writer.write(session, {"elapsed": round(elapsed, 1), **(flags or {})}, path or save_path())


# -- reading it back -------------------------------------------------------------------------


def read_game(path: Path | None = None) -> Restored:
    """The game in progress, with its journal replayed; a damaged save is
    set aside (with its journal) and reported. A journal that cannot be read
    at all (its permissions, say) is set aside alone and reported: the game
    is restored as its snapshot holds it."""
    path = path or save_path()
    journal = journal_path(path)
    for file in (path, journal):
        remove_stale_temps(file)
    if not (path.exists() or path.is_symlink()):
        return Restored()
    raw: dict[Path, bytes] = {}
    unread = None
    try:
        raw[path] = read_limited(path, MAX_SAVE_BYTES)
        session, extra = loads_with_extra(raw[path])
        try:
            extra = _replay_journal(session, extra, journal, raw)
        except _Unreadable as exc:
            unread = exc.error
        elapsed, flags = check_extra(extra)
    except Exception as exc:  # whatever is wrong, the save is set aside whole
        return Restored(problem=_damaged(path, exc, [f for f in (path, journal) if f in raw or f == path]))
    problem = None
    if unread is not None:
        problem = i18n.fill(
            translate(
                "Storage",
                "The journal %1 of the saved game could not be read (%2): the game is restored as it was last saved whole, without the moves since. %3.",  # noqa: E501
            ),
            journal,
            _reason(unread),
            sentence(set_aside(journal)),
        )
    return Restored(session, elapsed, problem=problem, flags=flags, raw=raw)


class _Unreadable(Exception):
    """The journal is there but cannot be read at all."""

    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _replay_journal(session: Session, extra: dict[str, Any], journal: Path, raw: dict[Path, bytes]) -> dict:
    token = extra.get("journal")
    if not isinstance(token, str) or not (journal.exists() or journal.is_symlink()):
        return extra
    try:
        raw[journal] = read_limited(journal, MAX_SAVE_BYTES)
    except FileNotFoundError:
        return extra  # gone since (another copy wrote a fresh snapshot): the snapshot holds everything
    except OSError as exc:
        raise _Unreadable(exc) from None
    lines = raw[journal].split(b"\n")
    lines.pop()  # after the last newline: nothing, or a line a crash cut short
    if not lines:
        return extra
    header = parse_json(lines[0], JOURNAL)
    if not check_journal_header(header, token):
        del raw[journal]
        return extra  # the journal of an older snapshot: already in this one
    link = token if header.get("version") != 1 else None  # version 1 lines are not chained
    for number, line in enumerate(lines[1:], start=2):
        where = f"journal line {number}"
        try:
            record = parse_json(line, JOURNAL_LINE)
        except SaveError as exc:
            raise SaveError("%1 (%2)", exc.text, where) from None
        if link is not None:
            record, link = unchain(record, link, where)
        new_extra = apply_journal_record(session, record, where)
        if new_extra is not None:
            extra = new_extra
    return extra


def check_extra(extra: dict[str, Any]) -> tuple[float, dict[str, bool]]:
    """The time played and the window's marks kept in a save's ``extra``;
    SaveError when they are not sensible."""
    elapsed = extra.get("elapsed", 0)
    if (
        isinstance(elapsed, bool)
        or not isinstance(elapsed, int | float)
        or not math.isfinite(elapsed)
        or not 0 <= elapsed <= MAX_ELAPSED
    ):
        raise SaveError(
            i18n.fill(
                translate("Storage", "the time played (%1) is not a sensible number of seconds (save.extra)"),
                str(elapsed)[:30],
            )
        )
    for key in ("counted", "won_recorded"):
        if key in extra and not isinstance(extra[key], bool):
            raise SaveError(
                i18n.fill(translate("Storage", "the mark %1 should be true or false (save.extra)"), repr(key))
            )
    return float(elapsed), {key: value for key, value in extra.items() if isinstance(value, bool)}


def _damaged(path: Path, exc: Exception, files: list[Path]) -> str:
    where = "; ".join(set_aside(file) for file in files if file.exists() or file.is_symlink())
    return i18n.fill(
        translate("Storage", "The saved game %1 could not be restored: %2. %3."), path, _reason(exc), sentence(where)
    )


def sentence(text: str) -> str:
    """``text`` begun with a capital, the rest as it is (paths keep their case)."""
    return text[:1].upper() + text[1:]


def _reason(exc: Exception) -> str:
    if isinstance(exc, SaveError):
        return core_texts.sentence(exc.text)
    if isinstance(exc, OSError):
        if exc.errno == errno.ELOOP:
            return translate("Storage", "it is a symbolic link that leads round in a loop, to no file")
        return exc.strerror or str(exc)
    return f"{type(exc).__name__}: {exc}"


def keep_damaged(restored: Restored, exc: Exception) -> str:
    """A restored game that the table could not take: keep the files it came
    from aside byte for byte (they may have been rewritten since), remove
    them, and say so."""
    _writer._reset()
    places = []
    for file, data in restored.raw.items():
        aside = aside_path(file)
        try:
            atomic_write(aside, data)
            places.append(kept_as(aside))
        except OSError as error:
            places.append(not_kept(error))
    discard_game()
    first = next(iter(restored.raw), save_path())
    return i18n.fill(
        translate("Storage", "The saved game %1 could not be put on the table: %2. %3."),
        first,
        _reason(exc),
        sentence("; ".join(places)),
    )


def discard_game(path: Path | None = None) -> None:
    path = path or save_path()
    _writer._reset()
    for file in (path, journal_path(path)):
        with contextlib.suppress(FileNotFoundError):
            file.unlink()


# -- named saves ---------------------------------------------------------------------------------


def write_named(path: Path, session: Session, elapsed: float | None) -> None:
    """Save the game to a file the player named (one self-contained save),
    with its time played (None: unknown, left out); OSError when it cannot
    be written."""
    extra = {} if elapsed is None else {"elapsed": round(elapsed, 1)}
    data = dumps(session, extra=extra).encode("utf-8")
    atomic_write(Path(path), data, private=False)  # the player's own document, where they chose


def read_named(path: Path) -> Restored:
    """A game from a file the player chose. A file that cannot be read is
    left where it is, untouched; the problem says why."""
    try:
        session, extra = loads_with_extra(read_limited(Path(path), MAX_SAVE_BYTES))
        elapsed, _flags = check_extra(extra)
    except Exception as exc:
        return Restored(
            problem=i18n.fill(translate("Storage", "%1 cannot be opened: %2."), Path(path).name, _reason(exc))
        )
    # The file's own marks are another table's; a file without its time
    # played (written by the engine's dumps, say) leaves the time unknown.
    return Restored(session, elapsed, flags={} if "elapsed" in extra else {"untimed": True})
