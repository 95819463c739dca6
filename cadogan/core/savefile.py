"""Save and load a game in progress (format: docs/save-format.md).

A save holds the starting position, the moves played and the moves undone
(for redo). Loading checks every field, rebuilds the start, and replays each
move through the rules, so a loaded game has exactly the legal moves, undo
and redo of the original. Nothing is executed or unpickled: it is plain JSON.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from .cards import Card
from .moves import IllegalMove, Move
from .registry import UnknownGame, get_game
from .session import Session
from .shuffle import MAX_DEAL
from .state import State

FORMAT = "cadogan-save"
VERSION = 1


class SaveError(ValueError):
    """A save that cannot be loaded; the message names what is wrong."""


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
        "moves": [_move_json(step.move, step.auto) for step in session.done],
        "redo": [_move_json(step.move, step.auto) for step in reversed(session.undone)],
    }
    if extra:
        data["extra"] = extra
    return data


def dumps(session: Session, extra: dict[str, Any] | None = None) -> str:
    return json.dumps(to_json(session, extra), ensure_ascii=False, indent=1)


def _move_json(move: Move, auto: bool) -> dict[str, Any]:
    data = move.to_json()
    if auto:
        data["auto"] = True
    return data


def loads(text: str) -> Session:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SaveError(f"not a JSON document: {exc}") from exc
    return from_json(data)


def extra_of(text: str) -> dict[str, Any]:
    """The optional ``extra`` object (the app's own fields), or {}."""
    try:
        extra = json.loads(text).get("extra", {})
    except (json.JSONDecodeError, AttributeError):
        return {}
    return extra if isinstance(extra, dict) else {}


def _need(data: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise SaveError(f"{where}: missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(f"{where}.{key}: wrong type ({type(value).__name__})")
    return value


def from_json(data: Any) -> Session:
    if not isinstance(data, dict):
        raise SaveError("save: the top level must be an object")
    if data.get("format") != FORMAT:
        raise SaveError(f"save.format: expected {FORMAT!r}")
    version = _need(data, "version", int, "save")
    if version != VERSION:
        raise SaveError(f"save.version: version {version} is not supported (this app reads {VERSION})")
    game_id = _need(data, "game", str, "save")
    try:
        game = get_game(game_id)
    except UnknownGame as exc:
        raise SaveError(f"save.game: {exc}") from None
    deal = _need(data, "deal", int, "save")
    if not 1 <= deal <= MAX_DEAL:
        raise SaveError(f"save.deal: must be between 1 and {MAX_DEAL}")
    start = _state_from_json(game, _need(data, "start", dict, "save"), deal)
    session = Session(game, start, deal)
    moves = [_move_from_json(m, f"save.moves[{i}]") for i, m in enumerate(_need(data, "moves", list, "save"))]
    redo = [_move_from_json(m, f"save.redo[{i}]") for i, m in enumerate(_need(data, "redo", list, "save"))]
    for where, (move, auto) in [(f"save.moves[{i}]", m) for i, m in enumerate(moves)] + [
        (f"save.redo[{i}]", m) for i, m in enumerate(redo)
    ]:
        try:
            session.play(move, auto=auto)
        except IllegalMove as exc:
            raise SaveError(f"{where}: illegal move ({exc})") from None
        except (KeyError, ValueError, IndexError) as exc:
            raise SaveError(f"{where}: cannot be played ({exc})") from None
    for _ in redo:
        session.undo()
    session.just_undid = False
    return session


def _state_from_json(game: Any, data: dict, deal: int) -> State:
    piles_json = _need(data, "piles", dict, "save.start")
    expected = list(game.pile_roles())
    missing = [p for p in expected if p not in piles_json]
    extra = [p for p in piles_json if p not in expected]
    if missing:
        raise SaveError(f"save.start.piles: missing pile {missing[0]!r}")
    if extra:
        raise SaveError(f"save.start.piles: unknown pile {extra[0]!r}")
    piles: dict[str, list[Card]] = {}
    for name in expected:
        codes = piles_json[name]
        if not isinstance(codes, list):
            raise SaveError(f"save.start.piles.{name}: must be a list of cards")
        piles[name] = [_card(code, f"save.start.piles.{name}") for code in codes]
    found = Counter(card for cards in piles.values() for card in cards)
    wanted = Counter(game.deck())
    if found != wanted:
        lost = wanted - found
        dup = found - wanted
        if dup:
            problem = f"card {next(iter(dup)).code} appears too often"
        else:
            problem = f"card {next(iter(lost)).code} is missing"
        raise SaveError(f"save.start.piles: {problem}")
    down_codes = _need(data, "face_down", list, "save.start")
    face_down = {_card(code, "save.start.face_down") for code in down_codes}
    if not face_down <= set(found):
        raise SaveError("save.start.face_down: names a card that is not in play")
    counters = _need(data, "counters", dict, "save.start")
    for key, value in counters.items():
        if not isinstance(value, int) or isinstance(value, bool):
            raise SaveError(f"save.start.counters.{key}: must be a whole number")
    for key in game.deal(deal).counters:  # the counters every position of the game keeps
        if key not in counters:
            raise SaveError(f"save.start.counters: missing counter {key!r}")
    return State(piles=piles, face_down=face_down, counters=dict(counters), deal=deal)


def _card(code: Any, where: str) -> Card:
    if not isinstance(code, str):
        raise SaveError(f"{where}: a card must be a text code such as '7H.0'")
    try:
        return Card.from_code(code)
    except ValueError:
        raise SaveError(f"{where}: {code!r} is not a card") from None


def _move_from_json(data: Any, where: str) -> tuple[Move, bool]:
    if not isinstance(data, dict):
        raise SaveError(f"{where}: must be an object")
    unknown = set(data) - {"kind", "src", "dst", "count", "auto"}
    if unknown:
        raise SaveError(f"{where}: unknown field {sorted(unknown)[0]!r}")
    kind = _need(data, "kind", str, where)
    src = data.get("src")
    dst = data.get("dst")
    count = data.get("count", 1)
    auto = data.get("auto", False)
    if src is not None and not isinstance(src, str):
        raise SaveError(f"{where}.src: must be a pile id")
    if dst is not None and not isinstance(dst, str):
        raise SaveError(f"{where}.dst: must be a pile id")
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise SaveError(f"{where}.count: must be a positive whole number")
    if not isinstance(auto, bool):
        raise SaveError(f"{where}.auto: must be true or false")
    return Move(kind, src, dst, count), auto
