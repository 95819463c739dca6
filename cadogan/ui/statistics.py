"""Statistics per game: deals played and won, best time, fewest moves,
winning streaks. Kept as JSON beside the game in progress (the platform's
data folder), written atomically; a damaged file is set aside and reported.

A deal counts as played once the player makes a move in it; it counts as won
once, however often it is undone and solved again; leaving a played deal
unsolved for a new deal ends the winning streak, unless the deal is brought
back (undo). A deal left untouched counts for nothing; a game left for
another game is kept, not lost.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import attrs

from .persistence import set_aside
from .settings import data_dir

FILENAME = "statistics.json"
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
        return self.won / self.played if self.played else 0.0


def stats_path() -> Path:
    return data_dir() / FILENAME


class Statistics:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.records: dict[str, GameRecord] = {}
        self.problem: str | None = None
        self._load()

    def record(self, game_id: str) -> GameRecord:
        return self.records.setdefault(game_id, GameRecord())

    # -- what happens at the table -------------------------------------------------------
    def played(self, game_id: str) -> None:
        self.record(game_id).played += 1
        self.save()

    def won(self, game_id: str, seconds: float, moves: int) -> None:
        rec = self.record(game_id)
        rec.won += 1
        rec.streak += 1
        rec.best_streak = max(rec.best_streak, rec.streak)
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
        window to report; it never interrupts play."""
        data = {"version": VERSION, "games": {gid: attrs.asdict(rec) for gid, rec in sorted(self.records.items())}}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temp = tempfile.mkstemp(prefix=".statistics-", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(data, out, indent=1)
            os.replace(temp, self.path)
        except OSError as exc:
            self.problem = f"The statistics could not be saved: {exc}"

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            self.records = _parse(json.loads(self.path.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError) as exc:
            self.problem = f"The statistics could not be read ({exc}); {set_aside(self.path)}."


def _parse(data: object) -> dict[str, GameRecord]:
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), dict):
        raise ValueError("not a statistics file of version 1")
    records = {}
    fields = {f.name for f in attrs.fields(GameRecord)}
    for game_id, values in data["games"].items():
        if not isinstance(values, dict) or set(values) - fields:
            raise ValueError(f"games.{game_id}: unexpected fields")
        for name, value in values.items():
            optional = name in ("best_seconds", "fewest_moves")
            if (value is None and optional) or (isinstance(value, int | float) and not isinstance(value, bool)):
                if value is not None and value < 0:
                    raise ValueError(f"games.{game_id}.{name}: negative")
                continue
            raise ValueError(f"games.{game_id}.{name}: not a number")
        records[game_id] = GameRecord(**values)
    return records


def format_seconds(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    whole = int(seconds)
    if whole >= 3600:
        return f"{whole // 3600}:{whole // 60 % 60:02d}:{whole % 60:02d}"
    return f"{whole // 60}:{whole % 60:02d}"
