"""Save and load a game in progress (format: docs/save-format.md).

A save holds the deal, its starting position, the moves played and the
moves undone (for redo). Loading checks every field, checks that the start
is the game's own deal for that number and options, and replays each move
through the rules, so a loaded game has exactly the legal moves, undo and
redo of the original. Nothing is executed or unpickled: it is plain JSON.

Whatever the text, :func:`loads` either returns a session or raises
:class:`SaveError` with a sentence a player can read (what is wrong, then
where, in brackets). A journal (:func:`journal_record`,
:func:`apply_journal_record`) continues a save by appending what changed,
so that saving after every move costs the same at move 10 and move 10,000.
"""

from __future__ import annotations

import json
import math
from typing import Any

from ..digest import sha256
from .cards import Card
from .moves import IllegalMove, Move
from .position import PositionError, check_position
from .registry import UnknownGame, get_game
from .rules import Game
from .session import Session
from .shuffle import MAX_DEAL
from .state import State
from .text import GAMES, SAVES, Text, Verbatim, move_text, word_text

FORMAT = "cadogan-save"
VERSION = 1
JOURNAL_FORMAT = "cadogan-journal"
JOURNAL_VERSION = 2  # each line chained to the one before (version 1, without, is still read)
JOURNAL_VERSIONS = (1, JOURNAL_VERSION)
CHAIN = "chain"  # the field of a journal line that links it to the line before
MAX_SAVE_BYTES = 16 * 1024 * 1024  # far above any real game (20,000 moves take about 1.5 MB)
_MAX_DIGITS = 30  # a whole number in a save never needs more
# What parse_json reads, named in its messages.
SAVE = word_text("save")
JOURNAL = word_text("journal")
JOURNAL_LINE = word_text("journal line")
STATISTICS_FILE = word_text("statistics file")


class SaveError(ValueError):
    """A save that cannot be loaded; the message says what is wrong, and where.

    Made like a refusal (:func:`~cadogan.core.moves.no`): a template with
    ``%1``, ``%2``… and its arguments, so that ``str()`` is the English
    message and ``text`` (a :class:`~cadogan.core.text.Text` in the context
    ``Saves``) lets the window say it in the player's language. The places
    named in brackets ("save.moves[3]") are the file's own field names and
    stay as they are."""

    def __init__(self, template: str, *args: object) -> None:
        # Plain strings (fields, names, quoted values) are shown as they are;
        # words to translate come as Texts (word_text).
        args = tuple(Verbatim(a) if type(a) is str else a for a in args)
        self.text = Text(SAVES, template, args)
        super().__init__(str(self.text))

    def __reduce__(self):  # pickled with its template and arguments, not the English alone
        return (_save_error, (self.text.template, self.text.args))


def _save_error(template: str, args: tuple) -> SaveError:
    return SaveError(template, *args)


# -- writing ----------------------------------------------------------------------


def state_to_json(state: State) -> dict[str, Any]:
    return {
        "piles": {name: [card.code for card in cards] for name, cards in state.piles.items()},
        "face_down": sorted(card.code for card in state.face_down),
        "counters": dict(sorted(state.counters.items())),
    }


def to_json(session: Session, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": session.game.id,
        "deal": session.deal,
        "start": state_to_json(session.start),
        "moves": [move_json(step.move, step.auto) for step in session.done],
        "redo": [move_json(step.move, step.auto) for step in reversed(session.undone)],
    }
    if extra:
        data["extra"] = extra
    return data


def dumps(session: Session, extra: dict[str, Any] | None = None) -> str:
    return json.dumps(to_json(session, extra), ensure_ascii=False, indent=1)


def move_json(move: Move, auto: bool) -> dict[str, Any]:
    data = move.to_json()
    if auto:
        data["auto"] = True
    return data


# -- reading ----------------------------------------------------------------------


def loads(text: str | bytes) -> Session:
    """The game a save holds; SaveError (only) for anything else."""
    return loads_with_extra(text)[0]


def loads_with_extra(text: str | bytes) -> tuple[Session, dict[str, Any]]:
    """The game a save holds and its ``extra`` object (the app's own fields)."""
    data = parse_json(text, SAVE)
    return from_json(data), _extra(data)


def extra_of(text: str | bytes) -> dict[str, Any]:
    """The optional ``extra`` object of a save, or {} (never raises)."""
    try:
        return _extra(parse_json(text, SAVE))
    except SaveError:
        return {}


def _extra(data: Any) -> dict[str, Any]:
    extra = data.get("extra", {}) if isinstance(data, dict) else {}
    return extra if isinstance(extra, dict) else {}


def parse_json(text: str | bytes, what: str = SAVE) -> Any:
    """JSON text (or UTF-8 bytes) as Python data, refusing what no save of
    ours holds: too much text, non-finite or enormous numbers, nesting too
    deep to read. Raises SaveError only."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError("the %1 is too big to be a saved game (%2 MB)", what, len(text) // (1024 * 1024))
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError("the %1 is not text (it is not in UTF-8)", what) from None
    if not isinstance(text, str):
        raise SaveError("the %1 is not text", what)
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_int=_whole, parse_float=_real)
    except SaveError:
        raise
    except json.JSONDecodeError as exc:
        raise SaveError("the %1 is not a JSON document (%2, line %3)", what, exc.msg, exc.lineno) from None
    except RecursionError:
        raise SaveError("the %1 is nested too deeply to be read", what) from None
    except (ValueError, TypeError, MemoryError) as exc:
        raise SaveError("the %1 cannot be read (%2)", what, type(exc).__name__) from None


def _refuse_constant(name: str) -> Any:
    raise SaveError("the number %1 is not allowed in a save", name)


def _whole(text: str) -> int:
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise SaveError("a number of %1 digits is far too big for a save", len(text))
    return int(text)


def _real(text: str) -> float:
    if len(text) > _MAX_DIGITS + 10:
        raise SaveError("a number of %1 characters is far too long for a save", len(text))
    value = float(text)
    if not math.isfinite(value):
        raise SaveError("the number %1 is too big for a save", text)
    return value


_TYPE_NAMES = {
    str: word_text("text"),
    int: word_text("a whole number"),
    list: word_text("a list"),
    dict: word_text("an object"),
    bool: word_text("true or false"),
}


def _kind_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return word_text("true or false")
    if isinstance(value, float):
        return word_text("a fraction")
    return _TYPE_NAMES.get(type(value), type(value).__name__)


def _need(data: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise SaveError("the field %1 is missing (%2)", repr(key), where)
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(
            "%1 should be %2, not %3 (%4)", repr(key), _TYPE_NAMES[kind], _kind_name(value), f"{where}.{key}"
        )
    return value


def from_json(data: Any) -> Session:
    """The game a parsed save holds. Any failure, even one the checks did not
    foresee, is a SaveError: a save is restored whole or not at all."""
    try:
        return _from_json(data)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError("the save is nested too deeply to be read") from None
    except Exception as exc:  # a rule tripped over something no check caught
        raise SaveError("the save cannot be replayed (%1: %2)", type(exc).__name__, str(exc)) from None


def _from_json(data: Any) -> Session:
    if not isinstance(data, dict):
        raise SaveError("this is not a saved game of Cadogan (the top level must be an object) (save)")
    if data.get("format") != FORMAT:
        raise SaveError("this is not a saved game of Cadogan (the format should be %1) (save.format)", repr(FORMAT))
    version = _need(data, "version", int, "save")
    if version != VERSION:
        raise SaveError(
            "the save is of version %1, which this copy of Cadogan cannot read (it reads %2) (save.version)",
            version,
            VERSION,
        )
    game_id = _need(data, "game", str, "save")
    try:
        game = get_game(game_id)
    except UnknownGame:
        raise SaveError("there is no game %1 in this copy of Cadogan (save.game)", repr(game_id[:40])) from None
    deal = _need(data, "deal", int, "save")
    if not 1 <= deal <= MAX_DEAL:
        raise SaveError("the deal number must be between 1 and %1 (save.deal)", MAX_DEAL)
    if "extra" in data and not isinstance(data["extra"], dict):
        raise SaveError("'extra' should be an object (save.extra)")
    start = _state_from_json(game, _need(data, "start", dict, "save"), deal)
    session = Session(game, start, deal)
    read: dict[tuple, tuple[Move, bool]] = {}  # moves read so far, by their fields (see _read_move)
    moves = [_read_move(m, "moves", i, read) for i, m in enumerate(_need(data, "moves", list, "save"))]
    redo = [_read_move(m, "redo", i, read) for i, m in enumerate(_need(data, "redo", list, "save"))]
    for i, (move, auto) in enumerate(moves):
        _play(session, move, auto, i, undone=False)
    for i, (move, auto) in enumerate(redo):
        _play(session, move, auto, i, undone=True)
    for _ in redo:
        session.undo()  # (names each step it takes back)
    session.name_last(1)  # the move Undo would take; the older ones are named when they come next
    session.just_undid = False
    _check_reached(session, "save")
    return session


def _play(session: Session, move: Move, auto: bool, index: int, undone: bool) -> None:
    """Play the save's move ``index`` (of its undone ones if ``undone``),
    unnamed: a long save replays thousands of moves, and a move is named
    only when it comes next to the present (``Session.name_last``), as are
    the words of a refusal."""
    move = session.game.mended_move(session.state, move)
    try:
        session.play(move, auto=auto, named=False)  # checks the move once, through the rules
    except IllegalMove as exc:
        which, where = _which(index, undone), _where(index, undone)
        raise SaveError("%1 is not allowed: %2 (%3)", which, exc.reason, where) from None
    except Exception as exc:
        which, where = _which(index, undone), _where(index, undone)
        raise SaveError("%1 cannot be played (%2) (%3)", which, type(exc).__name__, where) from None


def _which(index: int, undone: bool) -> Text:
    return move_text("undone move %1", index + 1) if undone else move_text("move %1", index + 1)


def _where(index: int, undone: bool) -> str:
    return f"save.{'redo' if undone else 'moves'}[{index}]"


def _check_reached(session: Session, where: str) -> None:
    try:
        check_position(session.game, session.state)
    except PositionError as exc:
        raise SaveError("the game reaches a position it cannot have: %1 (%2)", str(exc), where) from None


def _state_from_json(game: Game, data: dict, deal: int) -> State:
    piles_json = _need(data, "piles", dict, "save.start")
    piles: dict[str, list[Card]] = {}
    for name, codes in piles_json.items():
        if not isinstance(codes, list):
            raise SaveError("a pile should be a list of cards (%1)", f"save.start.piles.{name[:40]}")
        piles[name] = [_card(code, f"save.start.piles.{name[:40]}") for code in codes]
    face_down = {_card(code, "save.start.face_down") for code in _need(data, "face_down", list, "save.start")}
    counters = _need(data, "counters", dict, "save.start")
    for key, value in counters.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise SaveError("the counter %1 must be a whole number (save.start.counters)", repr(key[:40]))
    older = [pile for pile in game.gained_piles if pile not in piles]
    if older:
        raise SaveError(
            "the save was made under an older rule of %1 (%2), "
            "and its moves cannot be replayed under the rule the game follows now (save.start)",
            Text(GAMES, game.title),
            game.gained_piles[older[0]],
        )
    state = State(piles=piles, face_down=face_down, counters=dict(counters), deal=deal)
    try:
        check_position(game, state)
    except PositionError as exc:
        raise SaveError("%1 (save.start)", str(exc)) from None
    options = {o.key: bool(counters.get(o.key, o.default)) for o in game.options}
    expected = game.new_state(deal, options)
    missing = [key for key in expected.counters if key not in counters]
    if missing:
        raise SaveError("the counter %1 is missing (save.start.counters)", repr(missing[0]))
    if (state.piles, state.face_down, state.counters) != (expected.piles, expected.face_down, expected.counters):
        raise SaveError("the starting position is not deal %1 of %2 (save.start)", deal, Text(GAMES, game.title))
    # Keep the deal's own pile order (the save's may differ; order matters to replays).
    return expected


def _card(code: Any, where: str) -> Card:
    if not isinstance(code, str):
        raise SaveError("a card should be a text code such as '7H.0', not %1 (%2)", _kind_name(code), where)
    try:
        return Card.from_code(code)
    except ValueError:
        raise SaveError("%1 is not a card code such as '7H.0' (%2)", repr(code[:40]), where) from None


_MOVE_FIELDS = frozenset({"kind", "src", "dst", "count", "srcs", "auto"})


def _read_move(data: Any, section: str, index: int, read: dict[tuple, tuple[Move, bool]]) -> tuple[Move, bool]:
    """:func:`_move_from_json` for ``save.<section>[index]``, remembered in
    ``read`` for a move whose fields are all texts (the common case: a save
    repeats the same few moves thousands of times). Only such moves are
    remembered: a text equals only the same text, so a move remembered
    stands for exactly the moves with the same fields, which the checks
    would pass alike (and a key found is one of those)."""
    if type(data) is dict:
        key = tuple(data.items())
        try:
            known = read.get(key)
        except TypeError:  # a list or an object among the fields: never remembered
            known = None
        else:
            if known is None and all(type(value) is str for _name, value in key):
                known = read[key] = _move_from_json(data, f"save.{section}[{index}]")
        if known is not None:
            return known
    return _move_from_json(data, f"save.{section}[{index}]")


def _move_from_json(data: Any, where: str) -> tuple[Move, bool]:
    # (Exact types, not isinstance: JSON gives no subclasses, and a save's
    # every move comes here, so the common case is kept to a few tests.)
    if type(data) is not dict:
        raise SaveError("a move should be an object (%1)", where)
    if not data.keys() <= _MOVE_FIELDS:
        unknown = set(data) - _MOVE_FIELDS
        raise SaveError("a move has an unknown field %1 (%2)", repr(sorted(unknown)[0][:40]), where)
    kind = data.get("kind")
    if type(kind) is not str:
        kind = _need(data, "kind", str, where)
    src = data.get("src")
    dst = data.get("dst")
    count = data.get("count", 1)
    auto = data.get("auto", False)
    if src is not None and type(src) is not str:
        raise SaveError("a move's 'src' should name a pile (%1)", f"{where}.src")
    if dst is not None and type(dst) is not str:
        raise SaveError("a move's 'dst' should name a pile (%1)", f"{where}.dst")
    if type(count) is not int or count < 1:
        raise SaveError("a move's 'count' should be a positive whole number (%1)", f"{where}.count")
    if type(auto) is not bool:
        raise SaveError("a move's 'auto' should be true or false (%1)", f"{where}.auto")
    srcs = data.get("srcs", ())
    if type(srcs) not in (list, tuple) or not all(type(p) is str for p in srcs):
        raise SaveError("a move's 'srcs' should be a list of piles (%1)", f"{where}.srcs")
    return Move(kind, src, dst, count, srcs), auto


# -- the journal --------------------------------------------------------------------


def journal_header(snapshot: str) -> dict[str, Any]:
    """The first line of a journal: it continues the save whose
    ``extra.journal`` is ``snapshot``."""
    return {"format": JOURNAL_FORMAT, "version": JOURNAL_VERSION, "snapshot": snapshot}


def journal_record(
    undo: int = 0, redo: int = 0, clear_redo: bool = False, plays: list[dict] | None = None, extra: dict | None = None
) -> dict[str, Any]:
    """One journal line: undo ``undo`` moves, redo ``redo``, forget the redo
    history if ``clear_redo``, play ``plays`` (move objects), then take
    ``extra`` as the app's fields. Fields at their default are left out."""
    record: dict[str, Any] = {}
    if undo:
        record["undo"] = undo
    if redo:
        record["redo"] = redo
    if clear_redo:
        record["clear_redo"] = True
    if plays:
        record["play"] = plays
    if extra is not None:
        record["extra"] = extra
    return record


def check_journal_header(data: Any, snapshot: str) -> bool:
    """True if ``data`` is the header of a journal continuing ``snapshot``;
    False for a journal of another (older) save; SaveError if not a header."""
    if not isinstance(data, dict) or data.get("format") != JOURNAL_FORMAT:
        raise SaveError("the journal does not begin with its header (journal line 1)")
    if data.get("version") not in JOURNAL_VERSIONS:
        raise SaveError("the journal is of a version this copy of Cadogan cannot read (journal line 1)")
    return data.get("snapshot") == snapshot


def chain_link(previous: str, record: dict[str, Any]) -> str:
    """The link of a journal line: a digest of the link before it (the
    snapshot's token for the first line) and of the line's own record, so a
    line moved, dropped or taken from another journal no longer fits."""
    text = json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return sha256(f"{previous}\n{text}".encode()).hexdigest()[:16]


def chained(record: dict[str, Any], previous: str) -> tuple[dict[str, Any], str]:
    """``record`` with its link to ``previous`` (a line of a version 2
    journal), and that link."""
    link = chain_link(previous, record)
    return {**record, CHAIN: link}, link


def unchain(data: Any, previous: str, where: str) -> tuple[Any, str]:
    """A version 2 journal line without its link, and the link; SaveError when
    the line does not follow ``previous`` (lines reordered, dropped or spliced)."""
    if not isinstance(data, dict):
        raise SaveError("a journal line should be an object (%1)", where)
    record = {key: value for key, value in data.items() if key != CHAIN}
    link = data.get(CHAIN)
    if not isinstance(link, str) or link != chain_link(previous, record):
        raise SaveError(
            "the journal's lines are out of order: this line does not follow the one before it; "
            "lines were moved, removed or taken from another journal (%1)",
            where,
        )
    return record, link


def apply_journal_record(session: Session, data: Any, where: str) -> dict[str, Any] | None:
    """Replay one journal line on ``session``; return its ``extra`` (or None).
    SaveError when the line is not a record or cannot be replayed."""
    try:
        return _apply_record(session, data, where)
    except SaveError:
        raise
    except Exception as exc:
        raise SaveError("the journal cannot be replayed (%1) (%2)", type(exc).__name__, where) from None


def _apply_record(session: Session, data: Any, where: str) -> dict[str, Any] | None:
    if not isinstance(data, dict):
        raise SaveError("a journal line should be an object (%1)", where)
    unknown = set(data) - {"undo", "redo", "clear_redo", "play", "extra"}
    if unknown:
        raise SaveError("a journal line has an unknown field %1 (%2)", repr(sorted(unknown)[0][:40]), where)
    for key in ("undo", "redo"):
        value = data.get(key, 0)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise SaveError("%1 should be a whole number not below 0 (%2)", repr(key), f"{where}.{key}")
    if not isinstance(data.get("clear_redo", False), bool):
        raise SaveError("'clear_redo' should be true or false (%1)", f"{where}.clear_redo")
    plays = data.get("play", [])
    if not isinstance(plays, list):
        raise SaveError("'play' should be a list of moves (%1)", f"{where}.play")
    extra = data.get("extra")
    if extra is not None and not isinstance(extra, dict):
        raise SaveError("'extra' should be an object (%1)", f"{where}.extra")
    moves = [_move_from_json(m, f"{where}.play[{i}]") for i, m in enumerate(plays)]
    for _ in range(data.get("undo", 0)):
        if session.undo() is None:
            raise SaveError("there are fewer moves to undo than the journal says (%1)", f"{where}.undo")
    for _ in range(data.get("redo", 0)):
        if session.redo() is None:
            raise SaveError("there are fewer moves to redo than the journal says (%1)", f"{where}.redo")
    if data.get("clear_redo", False):
        session.undone.clear()
    for i, (move, auto) in enumerate(moves):
        _play(session, move, auto, "a move of the journal", f"{where}.play[{i}]")
    session.just_undid = False  # as after loading a save
    return extra
