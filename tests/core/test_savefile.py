import json
import random

import pytest

from cadogan import core
from cadogan.core import SaveError, Session
from tests.core.helpers import check_save_round_trip


def played(game_id="la_belle_lucie", deal=2, moves=30, seed=1):
    s = Session.new(game_id, deal)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = s.legal_moves()
        if not legal:
            break
        s.play(rng.choice(legal))
    return s


@pytest.mark.parametrize("game_id", core.game_ids())
@pytest.mark.parametrize("seed", [1, 2])
def test_round_trip_at_random_points_keeps_legal_moves_undo_and_redo(game_id, seed):
    check_save_round_trip(game_id, 11, seed)


def test_extra_fields_survive():
    text = core.dumps(played(), extra={"elapsed": 12})
    assert core.savefile.extra_of(text) == {"elapsed": 12}


def corrupt(change):
    data = json.loads(core.dumps(played()))
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "change,message",
    [
        (lambda d: d.update(format="other"), "save.format"),
        (lambda d: d.update(version=99), "save.version"),
        (lambda d: d.update(game="chess"), "save.game"),
        (lambda d: d.pop("deal"), "missing field 'deal'"),
        (lambda d: d.update(deal="seven"), "save.deal: wrong type"),
        (lambda d: d["start"]["piles"].pop("p3"), "missing pile 'p3'"),
        (lambda d: d["start"]["piles"].update(p99=[]), "unknown pile 'p99'"),
        (lambda d: d["start"]["piles"]["p1"].append("ZZ.0"), "'ZZ.0' is not a card"),
        (lambda d: d["start"]["piles"]["p1"].append(d["start"]["piles"]["p2"][0]), "appears too often"),
        (lambda d: d["start"]["piles"]["p1"].pop(), "is missing"),
        (lambda d: d["start"]["counters"].update(redeals_left="two"), "must be a whole number"),
        (lambda d: d["start"]["counters"].pop("redeals_left"), "missing counter 'redeals_left'"),
        (lambda d: d.update(deal=0), "save.deal: must be between 1 and"),
        (lambda d: d.update(deal=2**31), "save.deal: must be between 1 and"),
        (lambda d: d["moves"].append({"kind": "move", "src": "f1", "dst": "p1"}), "save.moves[30]: illegal move"),
        (lambda d: d["moves"].insert(0, {"kind": "fly"}), "save.moves[0]: illegal move"),
        (lambda d: d["moves"].insert(0, {"kind": "move", "src": "p1", "dst": "p2", "x": 1}), "unknown field 'x'"),
        (lambda d: d["moves"].insert(0, {"kind": "move", "src": "p1", "dst": "p2", "count": 0}), "count"),
    ],
)
def test_broken_saves_name_what_is_wrong(change, message):
    with pytest.raises(SaveError, match=message.replace("[", r"\[").replace("]", r"\]")):
        core.loads(corrupt(change))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "\"save\"", "{\"format\": \"cadogan-save\"}"])
def test_garbage_is_refused_with_a_message(text):
    with pytest.raises(SaveError):
        core.loads(text)
