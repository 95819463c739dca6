"""The sentences the rules core builds stay translatable: templates with
typed arguments, formatted in English only when read, every template a
literal the catalogue's generator finds (cadogan.core.text)."""

from __future__ import annotations

import ast
import copy
import pickle
import random
from pathlib import Path

import pytest

from cadogan.core import Move, Session
from cadogan.core.cards import Card, Suit, parse
from cadogan.core.moves import YES, IllegalMove, Verdict, no, yes_but
from cadogan.core.registry import all_games
from cadogan.core.text import MOVES, REFUSALS, STATUS, WORDS, PileName, Text, move_text, status_text
from cadogan.ui import gen_core_texts

CORE = Path(__file__).resolve().parents[2] / "cadogan" / "core"
# Rule blocks' fields holding a refusal's template, given where the block is made.
TEMPLATE_FIELDS = {"refusal", "waiting"}


def _core_modules() -> list[tuple[Path, ast.Module]]:
    return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(CORE.rglob("*.py"))]


def _marked_constants(tree: ast.Module) -> set[str]:
    """Module-level names bound to ``refusal("...")``."""
    names = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and gen_core_texts.maker(node.value):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def test_every_template_in_the_core_is_a_literal() -> None:
    """No ``no(f"...")``, no template built by code: each is a string literal
    where it is made (or a constant, or a rule block's field, marked with
    ``refusal("...")`` where it is written), so the generator lists them all."""
    wrong = []
    for path, tree in _core_modules():
        constants = _marked_constants(tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and (name := gen_core_texts.maker(node))):
                continue
            where = f"{path.relative_to(CORE)}:{node.lineno}"
            if not node.args:
                if path.name != "text.py":
                    wrong.append(f"{where}: {name}() without a template")
                continue
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                continue
            if name in ("no", "yes_but"):
                if isinstance(first, ast.Name) and first.id in constants:
                    continue
                if isinstance(first, ast.Attribute) and first.attr in TEMPLATE_FIELDS:
                    continue
            if path.name in ("moves.py", "text.py") and isinstance(first, ast.Name):
                continue  # the makers themselves
            if path.name == "savefile.py" and isinstance(first, ast.Name) and first.id == "template":
                continue  # SaveError remade from its pickled template
            wrong.append(f"{where}: {name}({ast.unparse(first)})")
    assert not wrong, "templates must be literals:\n" + "\n".join(wrong)


def test_rule_blocks_template_fields_are_marked() -> None:
    """Where a block keeps a refusal's template (SpaceFill, Vacancy), the
    text given it is marked for extraction."""
    wrong = []
    for path, tree in _core_modules():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and ast.unparse(node.func) in ("SpaceFill", "Vacancy")):
                continue
            index = 1 if ast.unparse(node.func) == "SpaceFill" else 2
            given = [node.args[index]] if len(node.args) > index else []
            given += [k.value for k in node.keywords if k.arg in TEMPLATE_FIELDS]
            for value in given:
                if not (isinstance(value, ast.Call) and gen_core_texts.maker(value) == "refusal"):
                    wrong.append(f"{path.relative_to(CORE)}:{node.lineno}: {ast.unparse(value)}")
    assert not wrong, "\n".join(wrong)


def test_sentence_sites_return_no_built_strings() -> None:
    """A move's name and a status value are made with move_text/status_text,
    never an f-string or a bare literal (which no one could translate)."""
    wrong = []
    for path, tree in _core_modules():
        for node in ast.walk(tree):
            if not (isinstance(node, ast.FunctionDef) and node.name in ("describe", "counters_shown", "shown")):
                continue
            if not node.args.args or node.args.args[0].arg != "self":
                continue  # reference.describe: the docs' page, not the player's
            for sub in ast.walk(node):
                value = sub.value if isinstance(sub, (ast.Return, ast.Assign)) else None
                if isinstance(value, ast.IfExp):
                    value = value.body
                if isinstance(value, ast.JoinedStr) or (
                    isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value
                ):
                    wrong.append(f"{path.relative_to(CORE)}:{sub.lineno}: {ast.unparse(value)}")
                if isinstance(sub, ast.Dict):
                    wrong += [
                        f"{path.relative_to(CORE)}:{sub.lineno}: {ast.unparse(v)}"
                        for v in sub.values
                        if isinstance(v, ast.JoinedStr) or (isinstance(v, ast.Constant) and isinstance(v.value, str))
                    ]
    assert not wrong, "\n".join(wrong)


# -- the Verdict -------------------------------------------------------------------------


def test_a_refusal_keeps_its_template_and_arguments_and_reads_in_english() -> None:
    card, onto = parse("6H"), parse("7S")
    verdict = no("Only the %1 of %2 can go on the %3", "6", "hearts", onto)
    assert not verdict and not verdict.ok
    assert verdict.template == "Only the %1 of %2 can go on the %3"
    assert verdict.args == ("6", "hearts", onto)
    assert verdict.reason == "Only the 6 of hearts can go on the 7♠"
    assert isinstance(verdict.reason, Text) and verdict.reason.context == REFUSALS
    assert verdict.reason.args == ("6", "hearts", onto)
    assert no("%1 and %2 make %3, not %4", card, onto, 13, 11).reason == "6♥ and 7♠ make 13, not 11"
    assert no("Here %1 swaps with %2", card, card).reason == "Here 6♥ swaps with 6♥"
    assert no("The %1 takes %2 only", onto, Suit.HEARTS).reason == "The 7♠ takes hearts only"


def test_allowed_has_no_reason_and_a_note_may_go_with_yes() -> None:
    assert YES and YES.reason == "" and YES.template == ""
    note = yes_but("%1 to complete the packet", "a 5")
    assert note and note.reason == "a 5 to complete the packet"


def test_a_refusal_formats_nothing_when_made() -> None:
    """The solver asks can_drop millions of times: no() neither formats nor
    reads a card's label; a refusal without arguments is made once."""
    calls = []
    original = Card.label

    class Counting:
        def __get__(self, card, owner=None):
            calls.append(card)
            return original.__get__(card, owner)

    card = parse("QD")
    try:
        Card.label = Counting()  # type: ignore[method-assign,assignment]
        verdicts = [no("The %1 is blocked by the card below it", card) for _ in range(1000)]
        assert calls == []
        assert verdicts[0].reason == "The Q♦ is blocked by the card below it"
        assert len(calls) == 1
    finally:
        Card.label = original  # type: ignore[method-assign]
    assert no("A space is filled with one card") is no("A space is filled with one card")


def test_a_verdict_is_immutable_and_compares_by_value() -> None:
    verdict = no("The %1 cannot begin a foundation", parse("5C"))
    with pytest.raises(AttributeError):
        verdict.ok = True  # type: ignore[misc]
    with pytest.raises(AttributeError):
        verdict.extra = 1  # type: ignore[attr-defined]
    assert verdict == no("The %1 cannot begin a foundation", parse("5C"))
    assert verdict != no("The %1 cannot begin a foundation", parse("6C"))
    assert Verdict(True) == YES and hash(verdict) == hash(no("The %1 cannot begin a foundation", parse("5C")))


# -- texts ---------------------------------------------------------------------------------


def test_a_text_is_its_english_sentence_and_survives_copies() -> None:
    text = move_text("%1 to %2", parse("10C"), PileName("column 3"))
    assert text == "10♣ to column 3" and str(text) == "10♣ to column 3"
    assert (text.context, text.template) == (MOVES, "%1 to %2")
    for again in (copy.copy(text), copy.deepcopy(text), pickle.loads(pickle.dumps(text))):
        assert again == text and isinstance(again, Text)
        assert (again.context, again.template, again.args) == (text.context, text.template, text.args)
    nested = status_text("row %1 of %2", 3, PileName("river 2"))
    assert move_text("Fill %1 from the pack", nested) == "Fill row 3 of river 2 from the pack"
    assert status_text("%1 of %2", 2, 8).context == STATUS


def test_the_english_api_reads_plain_strings() -> None:
    """Session.check and IllegalMove give the reason as before; a step's
    label is the move's name (docs/engine.md)."""
    session = Session.new("canfield_or_klondike", 1)
    wrong = next(
        Move("move", src, dst)
        for src in session.state.piles
        for dst in session.state.piles
        if src.startswith("t") and dst.startswith("t") and src != dst and session.check(Move("move", src, dst))
    )
    reason = session.check(wrong)
    assert isinstance(reason, str) and reason and "%" not in reason
    with pytest.raises(IllegalMove) as raised:
        session.play(wrong)
    assert str(raised.value) == reason and raised.value.reason == reason
    assert isinstance(raised.value.reason, Text)
    move = session.legal_moves()[0]
    step = session.play(move)
    assert isinstance(step.label, str) and isinstance(step.label, Text) and "%" not in step.label


# -- the catalogue holds every template the game actually says -------------------------------


def _catalogue() -> dict[str, set[str]]:
    return {context: {t for t, _note in entries} for context, entries in gen_core_texts.sentence_entries().items()}


def _check_text(text: object, catalogue: dict[str, set[str]], missing: set) -> None:
    if isinstance(text, Text):
        if text.template not in catalogue[text.context]:
            missing.add((text.context, text.template))
        for arg in text.args:
            _check_text(arg, catalogue, missing)


@pytest.mark.parametrize("game_id", [game.id for game in all_games()])
def test_every_sentence_said_in_play_is_in_the_catalogue(game_id: str) -> None:
    """Along a random game, every refusal of every one-card drag, every
    move's name and every status value has its template in the catalogue
    (so also those reached through constants and rule blocks' fields)."""
    catalogue = _catalogue()
    missing: set = set()
    session = Session.new(game_id, 1)
    rng = random.Random(7)
    piles = list(session.state.piles)
    for _turn in range(12):
        state = session.state
        for src in piles:
            if state.piles[src]:
                _check_text(session.game.can_lift(state, src, 1).reason, catalogue, missing)
                for dst in piles:
                    if dst != src:
                        _check_text(session.game.verdict(state, Move("move", src, dst)).reason, catalogue, missing)
        for value in session.game.counters_shown(state).values():
            _check_text(value, catalogue, missing)
        moves = session.legal_moves()
        for move in moves:
            _check_text(session.game.describe(state, move), catalogue, missing)
        if not moves:
            break
        session.play(rng.choice(moves))
    assert not missing, "not in the catalogue (python -m cadogan.ui.gen_core_texts):\n" + "\n".join(map(str, missing))


def test_the_words_filled_in_are_listed() -> None:
    words = _catalogue()[WORDS]
    assert {"ace", "knave", "7", "an ace", "an 8", "a king", "hearts", "column", "northern"} <= words


def test_english_fills_placeholders_in_any_order_and_leaves_missing_ones() -> None:
    from cadogan.core.cards import Card
    from cadogan.core.text import english

    seven = Card.from_code("7H.0")
    assert english("%2 then %1", ("a", "b")) == "b then a"
    assert english("%1 on %1", (seven,)) == "7♥ on 7♥"
    assert english("%1 and %3", ("x",)) == "x and %3"  # an argument short: the placeholder stays
    assert english("100%1", ("%2",)) == "100%2"  # an argument is not filled again


def test_a_moves_name_is_made_once_and_told_apart_by_its_arguments_kinds():
    from cadogan.core.cards import Card, Suit
    from cadogan.core.text import PileName, move_text

    card = Card(Suit.HEARTS, 7)
    first = move_text("%1 to %2", card, PileName("foundation"))
    assert move_text("%1 to %2", card, PileName("foundation")) is first  # shared, not made again
    word = move_text("%1 to %2", card, "foundation")  # the same letters as a plain word
    assert word == first and word is not first
    assert isinstance(first.args[1], PileName) and not isinstance(word.args[1], PileName)
    assert move_text("%1 to %2", Card(Suit.HEARTS, 7, pack=1), PileName("foundation")).args[0].pack == 1
