import json
import random
import re

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


def _pattern(message: str) -> str:
    """``message`` as a regular expression in which only ``.*`` is special."""
    return ".*".join(re.escape(part) for part in message.split(".*"))


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
        (lambda d: d.pop("deal"), "the field 'deal' is missing (save)"),
        (lambda d: d.update(deal="seven"), "'deal' should be a whole number, not text (save.deal)"),
        (lambda d: d["start"]["piles"].pop("p3"), "pile 'p3' is missing (save.start)"),
        (lambda d: d["start"]["piles"].update(p99=[]), "La Belle Lucie has no pile 'p99'"),
        (
            lambda d: d["start"]["piles"]["p1"].append("ZZ.0"),
            "'ZZ.0' is not a card code such as '7H.0' (save.start.piles.p1)",
        ),
        (lambda d: d["start"]["piles"]["p1"].append(d["start"]["piles"]["p2"][0]), "card .* appears more than once"),
        (lambda d: d["start"]["piles"]["p1"].pop(), "is missing"),
        (lambda d: d["start"]["counters"].update(redeals_left="two"), "the counter 'redeals_left' must be a whole"),
        (lambda d: d["start"]["counters"].pop("redeals_left"), "the counter 'redeals_left' is missing"),
        (lambda d: d.update(deal=0), "the deal number must be between 1 and"),
        (lambda d: d.update(deal=2**31), "the deal number must be between 1 and"),
        (
            lambda d: d["moves"].append({"kind": "move", "src": "f1", "dst": "p1"}),
            "move 31 is not allowed: .* (save.moves[30])",
        ),
        (
            lambda d: d["moves"].insert(0, {"kind": "fly"}),
            "move 1 is not allowed: That is not allowed now (save.moves[0])",
        ),
        (
            lambda d: d["moves"].insert(0, {"kind": "move", "src": "p1", "dst": "p2", "x": 1}),
            "a move has an unknown field 'x' (save.moves[0])",
        ),
        (lambda d: d["moves"].insert(0, {"kind": "move", "src": "p1", "dst": "p2", "count": 0}), "count"),
        # A move read once is remembered by its fields: the same fields later are judged again where they are.
        (lambda d: d["moves"].append(dict(d["moves"][0])), "move 31 is not allowed: .* (save.moves[30])"),
        (
            lambda d: d["redo"].insert(0, {"kind": "move", "src": "f1", "dst": "p1"}),
            "undone move 1 is not allowed: .* (save.redo[0])",
        ),
        (lambda d: d["moves"].append({**d["moves"][0], "count": True}), "count"),
        (lambda d: d["moves"].append({**d["moves"][0], "auto": "yes"}), "'auto' should be true or false"),
        (lambda d: d["moves"].append({**d["moves"][0], "srcs": "p2"}), "'srcs' should be a list of piles"),
    ],
)
def test_broken_saves_name_what_is_wrong(change, message):
    with pytest.raises(SaveError, match=_pattern(message)):
        core.loads(corrupt(change))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", '"save"', '{"format": "cadogan-save"}'])
def test_garbage_is_refused_with_a_message(text):
    with pytest.raises(SaveError):
        core.loads(text)


@pytest.mark.parametrize(
    "code,message",
    [
        (".0", "'.0' is not a card code"),
        ("AH.9", "card AH.9 does not belong to the pack of La Belle Lucie"),
        ("\u0663H.0", "is not a card code"),
        ("+3H.0", "'+3H.0' is not a card code"),
        ("3H.+0", "is not a card code"),
        (7, "a card should be a text code such as '7H.0', not a whole number"),
    ],
)
def test_card_codes_are_read_strictly(code, message):
    def swap(d):
        d["start"]["piles"]["p1"][0] = code

    with pytest.raises(SaveError, match=_pattern(message)):
        core.loads(corrupt(swap))


def test_the_start_must_be_the_deal_itself():
    def swap_two(d):
        piles = d["start"]["piles"]
        piles["p1"][0], piles["p2"][0] = piles["p2"][0], piles["p1"][0]

    with pytest.raises(SaveError, match=_pattern("the starting position is not deal 2 of La Belle Lucie")):
        core.loads(corrupt(swap_two))


def test_a_margarethe_court_card_swapped_out_of_the_m_is_refused():
    data = json.loads(core.dumps(Session.new("margarethe", 5)))
    piles = data["start"]["piles"]
    full = [p for p, cards in piles.items() if cards]
    a, b = full[0], full[-1]
    piles[a][-1], piles[b][-1] = piles[b][-1], piles[a][-1]
    with pytest.raises(SaveError, match="is not deal 5 of Margarethe"):
        core.loads(json.dumps(data))


@pytest.mark.parametrize("value,message", [(-5, "is -5; it must be between"), (10**6, "must be between")])
def test_counters_out_of_their_range_are_refused(value, message):
    data = json.loads(core.dumps(Session.new("the_shah", 3)))
    key = next(iter(data["start"]["counters"]))
    data["start"]["counters"][key] = value
    with pytest.raises(SaveError, match=message):
        core.loads(json.dumps(data))


def test_an_unknown_counter_is_refused():
    data = json.loads(core.dumps(played()))
    data["start"]["counters"]["lives"] = 3
    with pytest.raises(SaveError, match="keeps no counter 'lives'"):
        core.loads(json.dumps(data))


def test_options_are_part_of_the_deal():
    game = next(g for g in core.all_games() if g.options)
    session = Session.new(game.id, 4, {o.key: not o.default for o in game.options})
    loaded = core.loads(core.dumps(session))
    assert loaded.options() == session.options()


@pytest.mark.parametrize(
    "text,message",
    [
        ("[" * 5000 + "]" * 5000, "nested too deeply"),
        ('{"format": "cadogan-save", "version": 1' + "1" * 5000 + "}", "digits is far too big"),
        ('{"deal": 1e999}', "too big"),
        ('{"deal": NaN}', "NaN is not allowed"),
        ('{"deal": -Infinity}', "is not allowed"),
        (b"\xff\xfe{}", "not in UTF-8"),
        ("x" * (core.savefile.MAX_SAVE_BYTES + 1), "too big to be a saved game"),
    ],
)
def test_hostile_text_gives_a_sentence(text, message):
    with pytest.raises(SaveError, match=message):
        core.loads(text)


def test_a_deal_number_of_thousands_of_digits_is_refused():
    data = corrupt(lambda d: d.update(deal=7)).replace('"deal": 7', '"deal": ' + "9" * 4500)
    with pytest.raises(SaveError, match="far too big"):
        core.loads(data)


def test_a_save_error_keeps_its_template_and_arguments() -> None:
    """The message is English as str(), and a Text the window can translate:
    the file's own field names are shown as they are, words translated."""
    import pickle

    from cadogan.core.text import SAVES, Verbatim

    with pytest.raises(SaveError) as caught:
        core.loads('{"format": "cadogan-save", "version": 1, "game": "the_clock", "deal": 0}')
    error = caught.value
    assert str(error).startswith("the deal number must be between 1 and ") and str(error).endswith(" (save.deal)")
    assert error.text.context == SAVES
    assert error.text.template == "the deal number must be between 1 and %1 (save.deal)"
    with pytest.raises(SaveError) as caught:
        core.loads('{"format": "cadogan-save", "version": 1, "game": "the_clock", "deal": 1, "start": []}')
    text = caught.value.text
    assert text.template == "%1 should be %2, not %3 (%4)"
    assert [type(a) for a in text.args[::3]] == [Verbatim, Verbatim]  # 'start' and save.start, as they are
    assert text.args[1].template == "an object" and text.args[2].template == "a list"  # words, translatable
    again = pickle.loads(pickle.dumps(caught.value))
    assert str(again) == str(caught.value) and again.text.template == text.template


@pytest.mark.parametrize("game_id", ["caesar", "the_queens", "canfield_or_klondike", "the_shah"])
def test_a_loaded_game_names_its_moves_as_they_come_next_to_the_present(game_id):
    # A save replays its moves unnamed (naming thousands is most of a long
    # load); each is named when Undo or Redo would show it, exactly as play
    # named it.
    rng = random.Random(7)
    played = Session.new(game_id, 3)
    for _ in range(60):
        moves = played.legal_moves()
        if not moves:
            break
        played.play(rng.choice(moves), auto=rng.random() < 0.2)
    for _ in range(5):
        played.undo()
    labels = [step.label for step in played.done]
    undone = [step.label for step in played.undone]
    loaded = core.loads(core.dumps(played))
    assert loaded.done[-1].label == labels[-1]  # the move Undo would take
    assert [step.label for step in loaded.undone] == undone  # named as the load took them back
    assert any(step.label is None for step in loaded.done[:-1])
    key, zkey, steps = loaded.state.key(), loaded.state.zkey, list(loaded.done)
    assert [step.label for step in loaded.name_last(10)] == labels[-10:]
    assert loaded.state.key() == key and loaded.state.zkey == zkey and loaded.done == steps
    assert all(a is b for a, b in zip(loaded.done, steps, strict=True))
    assert loaded.done[-11].label is None  # only what was asked
    for expected in reversed(labels[-20:]):
        assert loaded.undo().label == expected  # an undone step is named on its way back
    assert [step.label for step in loaded.name_last(len(loaded.done))] == labels[:-20]
    while loaded.undo():
        pass
    assert loaded.state.key() == played.start.key()
