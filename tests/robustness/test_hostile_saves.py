"""Whatever text is offered as a save, ``core.loads`` either restores a game
or raises SaveError with a sentence: never another exception."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cadogan import core
from cadogan.core import SaveError, Session

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def _valid_save(game_id: str, seed: int) -> dict:
    session = Session.new(game_id, 1 + seed % 50)
    rng = random.Random(seed)
    for _ in range(rng.randint(0, 25)):
        legal = session.legal_moves()
        if not legal:
            break
        session.play(rng.choice(legal))
    for _ in range(rng.randint(0, 2)):
        session.undo()
    return json.loads(core.dumps(session, extra={"elapsed": 3}))


def _paths(value, prefix=()):
    """Every place in a JSON value (as key paths)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _paths(item, (*prefix, index))


def _loads_or_save_error(text) -> None:
    try:
        session = core.loads(text)
    except SaveError as exc:
        message = str(exc)
        assert message.strip() and "\n" not in message and len(message) < 400  # one readable sentence
    else:
        assert isinstance(session, Session)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_a_game_or_a_save_error(text):
    _loads_or_save_error(text)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_give_a_game_or_a_save_error(data):
    _loads_or_save_error(data)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(
    game_id=st.sampled_from(core.game_ids()),
    seed=st.integers(0, 10_000),
    choice=st.integers(0, 10**6),
    action=st.sampled_from(["replace", "delete", "duplicate", "swap"]),
    value=json_values,
)
def test_mutated_valid_saves_give_a_game_or_a_save_error(game_id, seed, choice, action, value):
    data = _valid_save(game_id, seed)
    paths = [p for p in _paths(data) if p]
    path = paths[choice % len(paths)]
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    last = path[-1]
    if action == "replace":
        parent[last] = value
    elif action == "delete":
        del parent[last]
    elif action == "duplicate" and isinstance(parent, list):
        parent.insert(last, parent[last])
    elif action == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = (last + 1) % len(parent)
        parent[last], parent[other] = parent[other], parent[last]
    else:
        parent[last] = value
    _loads_or_save_error(json.dumps(data))


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(game_id=st.sampled_from(core.game_ids()), seed=st.integers(0, 1000), cut=st.integers(0, 10**6))
def test_truncated_and_flipped_saves_give_a_game_or_a_save_error(game_id, seed, cut):
    text = json.dumps(_valid_save(game_id, seed))
    _loads_or_save_error(text[: cut % (len(text) + 1)])
    data = bytearray(text.encode())
    data[cut % len(data)] ^= 1 << (cut % 8)
    _loads_or_save_error(bytes(data))
