"""A player's move, the answer to "may I?", and a played step."""

from __future__ import annotations

from operator import itemgetter

import attrs

from .ops import Op
from .text import REFUSALS, Text

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


class Verdict(tuple):
    """Whether something is allowed, and if not, a reason a player understands.

    The reason is kept as a template and its arguments (see
    :mod:`cadogan.core.text`) and formatted only when read (``reason``, a
    :class:`~cadogan.core.text.Text`, so a plain ``str`` in English): the
    solver asks millions of times and reads no reason. Immutable (a tuple:
    ``ok``, ``template``, ``args``)."""

    __slots__ = ()

    def __new__(cls, ok: bool, template: str = "", args: tuple = ()) -> Verdict:
        return tuple.__new__(cls, (ok, template, args))

    ok = property(itemgetter(0), doc="True when allowed")
    template = property(itemgetter(1), doc='the reason\'s template ("Only the %1 can go on the %2"), or ""')
    args = property(itemgetter(2), doc="the template's arguments (cards, pile names, numbers, words)")

    def __bool__(self) -> bool:
        return self[0]

    @property
    def reason(self) -> str:
        """The reason in English ("" when there is none), a Text carrying its template and arguments."""
        return Text(REFUSALS, self[1], self[2]) if self[1] else ""

    def __repr__(self) -> str:
        return f"Verdict({self[0]!r}, {self[1]!r}, {self[2]!r})"


YES = Verdict(True)
_REFUSED: dict[str, Verdict] = {}
_tuple_new = tuple.__new__


def no(template: str, *args: object) -> Verdict:
    """A refusal: ``template`` a string literal with ``%1``, ``%2``… for
    ``args`` (cards, :class:`~cadogan.core.text.PileName`, numbers, words or
    nested texts). Nothing is formatted here; a refusal without arguments is
    made once per template."""
    if args:
        return _tuple_new(Verdict, (False, template, args))  # (Verdict(False, template, args) without its call)
    verdict = _REFUSED.get(template)
    if verdict is None:
        verdict = _REFUSED[template] = Verdict(False, template)
    return verdict


def yes_but(template: str, *args: object) -> Verdict:
    """Allowed, with a note for the player (what a packet in the making still
    needs): ``template`` and ``args`` as for :func:`no`."""
    return Verdict(True, template, args)


@attrs.define
class Step:
    """One undoable step: the player's (or auto-play's) move and every op it caused.

    ``label`` names the move for the Undo menu. A step replayed from a save
    is named only when it comes next to the present (``Session.name_last``,
    or as it is undone): until then its label is None. Nothing but the
    session sets it."""

    move: Move
    ops: tuple[Op, ...]
    label: str | None
    auto: bool = False


class IllegalMove(ValueError):
    """Raised when a move is not allowed; ``str()`` is the player's reason
    (``reason``: the same as a :class:`~cadogan.core.text.Text`, for the window to translate)."""

    @property
    def reason(self) -> str:
        return self.args[0] if self.args else ""
