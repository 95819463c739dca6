"""A player's move, the answer to "may I?", and a played step."""

from __future__ import annotations

import attrs

from .ops import Op

# Kinds of move. "move" carries cards from one pile to another (a drag);
# the others are clicks the game offers (see Game.actions).
MOVE = "move"
DEAL = "deal"  # turn or deal cards from the pack
REDEAL = "redeal"  # gather cards and deal them again


@attrs.frozen
class Move:
    kind: str = MOVE
    src: str | None = None
    dst: str | None = None
    count: int = 1

    def to_json(self) -> dict:
        data: dict = {"kind": self.kind}
        if self.src is not None:
            data["src"] = self.src
        if self.dst is not None:
            data["dst"] = self.dst
        if self.count != 1:
            data["count"] = self.count
        return data


def move(src: str, dst: str, count: int = 1) -> Move:
    return Move(MOVE, src, dst, count)


@attrs.frozen
class Verdict:
    """Whether something is allowed, and if not, a reason a player understands."""

    ok: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.ok


YES = Verdict(True)


def no(reason: str) -> Verdict:
    return Verdict(False, reason)


@attrs.frozen
class Step:
    """One undoable step: the player's (or auto-play's) move and every op it caused."""

    move: Move
    ops: tuple[Op, ...]
    label: str
    auto: bool = False


class IllegalMove(ValueError):
    """Raised when a move is not allowed; ``str()`` is the player's reason."""
