"""Every game's rules text is a data file, in our own words, and falls back to
English where a language lacks it."""

from __future__ import annotations

import re

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
