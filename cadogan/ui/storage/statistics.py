"""Statistics per game: deals played and won, best time, fewest moves,
winning streaks. Kept as JSON beside the game in progress (the platform's
data folder), written atomically; a damaged file is set aside and reported.

A deal counts as played once the player makes a move in it; it counts as won
once, however often it is undone and solved again; leaving a played deal
unsolved for a new deal ends the winning streak, unless the deal is brought
back (undo). A deal left untouched counts for nothing; a game left for
another game is kept, not lost.

Records of games this version does not know (written by a newer one) are
kept as they are, and written back with the others: going back to an older
version loses nothing.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import attrs

from ...core import game_ids
from ...core.savefile import STATISTICS_FILE, SaveError, parse_json
from ...fileio import atomic_write, read_limited, remove_stale_temps
from .. import core_texts, i18n
from .settings import data_dir
from .wording import set_aside, translate

FILENAME = "statistics.json"
READ_ONLY = False  # another copy of the app owns the statistics file
VERSION = 1


@attrs.define
class GameRecord:
    played: int = 0
    won: int = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None
    streak: int = 0
    best_streak: int = 0

    @property
    def win_rate(self) -> float:
        return min(1.0, self.won / self.played) if self.played else 0.0


def stats_path() -> Path:
    return data_dir() / FILENAME


class Statistics:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.records: dict[str, GameRecord] = {}
        self.unknown: dict[str, object] = {}  # records of games this version does not know, as they were read
        self.problem: str | None = None
        self._load()

    def record(self, game_id: str) -> GameRecord:
        return self.records.setdefault(game_id, GameRecord())

    # -- what happens at the table -------------------------------------------------------
    def played(self, game_id: str) -> None:
        self.record(game_id).played += 1
        self.save()

    def won(self, game_id: str, seconds: float | None, moves: int) -> None:
        """A win, in ``seconds`` (None: its time is not known, so it sets no best time)."""
        rec = self.record(game_id)
        rec.won += 1
        rec.streak += 1
        rec.best_streak = max(rec.best_streak, rec.streak)
        if seconds is not None:
            rec.best_seconds = seconds if rec.best_seconds is None else min(rec.best_seconds, seconds)
        rec.fewest_moves = moves if rec.fewest_moves is None else min(rec.fewest_moves, moves)
        self.save()

    def abandoned(self, game_id: str) -> int:
        """A played deal was left unsolved: the streak ends. Returns the
        streak it ended, for :meth:`brought_back`."""
        rec = self.record(game_id)
        ended = rec.streak
        if rec.streak:
            rec.streak = 0
            self.save()
        return ended

    def brought_back(self, game_id: str, streak: int) -> None:
        """The deal left was brought back (undo): it was not lost after all,
        so the streak it ended goes on, unless another deal was won meanwhile."""
        rec = self.record(game_id)
        if streak and not rec.streak:
            rec.streak = streak
            self.save()

    # -- the file ------------------------------------------------------------------------
    def save(self) -> None:
        """Write the file atomically. A failure is kept in ``problem`` for the
        window to report; it never interrupts play. A copy of the app that
        is not the first one running (``READ_ONLY``) writes nothing."""
        if READ_ONLY:
            return
        games = {**self.unknown, **{gid: attrs.asdict(rec) for gid, rec in self.records.items()}}
        data = {"version": VERSION, "games": dict(sorted(games.items()))}
        try:
            atomic_write(self.path, json.dumps(data, indent=1).encode("utf-8"))
        except OSError as exc:
            self.problem = i18n.fill(
                translate("Storage", "The statistics could not be saved to %1: %2"), self.path, exc.strerror or exc
            )

    def _load(self) -> None:
        remove_stale_temps(self.path)
        if not (self.path.exists() or self.path.is_symlink()):
            return
        try:
            self.records, self.unknown = _parse(parse_json(read_limited(self.path, MAX_BYTES), STATISTICS_FILE))
        except (OSError, SaveError, ValueError) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            if isinstance(exc, SaveError):
                why = core_texts.sentence(exc.text)
            self.problem = i18n.fill(
                translate("Storage", "The statistics file %1 could not be read (%2); %3."),
                self.path,
                why,
                set_aside(self.path),
            )


MAX_BYTES = 4 * 1024 * 1024  # a record per game: a few KB
MAX_COUNT = 10**9  # more deals than anyone plays
MAX_SECONDS = 366 * 24 * 3600.0
_COUNTS = ("played", "won", "streak", "best_streak")


def _parse(data: object) -> tuple[dict[str, GameRecord], dict[str, object]]:
    """The records of the games this version knows, checked, and the others
    as they are (a newer version's: kept, never judged by this one's rules)."""
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), dict):
        raise ValueError("not a statistics file of version 1")
    records, unknown = {}, {}
    known = set(game_ids())
    fields = {f.name for f in attrs.fields(GameRecord)}
    for game_id, values in data["games"].items():
        where = f"games.{game_id[:40]}"
        if game_id not in known:
            if not isinstance(values, dict):
                raise ValueError(f"{where}: not a record")
            unknown[game_id] = values
            continue
        if not isinstance(values, dict) or set(values) - fields:
            raise ValueError(f"{where}: unexpected fields")
        for name, value in values.items():
            if value is None and name in ("best_seconds", "fewest_moves"):
                continue
            if name == "best_seconds":
                ok = _is_number(value) and 0 <= value <= MAX_SECONDS
            else:
                ok = _is_whole(value) and 0 <= value <= MAX_COUNT
            if not ok:
                raise ValueError(f"{where}.{name}: {str(value)[:20]} is not a sensible value")
        record = GameRecord(**values)
        if record.won > record.played:
            raise ValueError(f"{where}: more deals won ({record.won}) than played ({record.played})")
        if record.best_streak > record.won:
            raise ValueError(f"{where}: the best streak is longer than the deals won")
        if record.streak > record.best_streak:
            raise ValueError(f"{where}: the streak is longer than the best streak")
        records[game_id] = record
    return records, unknown


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def format_seconds(seconds: float | None) -> str:
    if seconds is None or not math.isfinite(seconds) or seconds < 0:
        return "—"
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}"
