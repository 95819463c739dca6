"""A player's move, the answer to "may I?", and a played step."""

from __future__ import annotations

import attrs

from .ops import Op

# Kinds of move. "move" carries cards from one pile to another (a drag);
# "group" carries cards from several piles together to one (a pair, a
# packet); "swap" exchanges two piles' cards; the others are clicks the game
# offers (see Game.actions).
MOVE = "move"
GROUP = "group"  # the top ``count`` cards of src and of each of srcs, together onto dst
SWAP = "swap"  # the top ``count`` cards of src and dst change places
DEAL = "deal"  # turn or deal cards from the pack
REDEAL = "redeal"  # gather cards and deal them again
COMBINED = (GROUP, SWAP)  # the kinds judged by Game.can_combine


@attrs.frozen
class Move:
    kind: str = MOVE
    src: str | None = None
    dst: str | None = None
    count: int = 1
    srcs: tuple[str, ...] = attrs.field(default=(), converter=tuple)  # a group's further sources

    @property
    def sources(self) -> tuple[str, ...]:
        """Every pile cards leave: a group's sources, both piles of a swap,
        a move's or click's ``src`` (none for a click without one)."""
        if self.kind == SWAP:
            return (self.src, self.dst)  # type: ignore[return-value]
        if self.src is None:
            return ()
        return (self.src, *self.srcs)

    def to_json(self) -> dict:
        data: dict = {"kind": self.kind}
        if self.src is not None:
            data["src"] = self.src
        if self.dst is not None:
            data["dst"] = self.dst
        if self.count != 1:
            data["count"] = self.count
        if self.srcs:
            data["srcs"] = list(self.srcs)
        return data


def move(src: str, dst: str, count: int = 1) -> Move:
    return Move(MOVE, src, dst, count)


def group(sources: tuple[str, ...] | list[str], dst: str, count: int = 1) -> Move:
    """Cards from several piles leaving together for ``dst`` (a pair, a packet)."""
    return Move(GROUP, sources[0], dst, count, tuple(sources[1:]))


def swap(a: str, b: str, count: int = 1) -> Move:
    """The top ``count`` cards of piles ``a`` and ``b`` change places."""
    return Move(SWAP, a, b, count)


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
