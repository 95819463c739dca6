"""The rules text of every game exists in every language the app speaks,
laid out under the same headings as the English one (the same kinds, in
the same order: a Markdown heading of the same level, or a bold paragraph
head)."""

from __future__ import annotations

import re

import pytest

from cadogan import rules
from cadogan.core import registry

LANGUAGES = ("tr", "ru", "ar")


def shape(text: str) -> list[str]:
    """The headings' kinds in order: "#", "##"…, or "**" for a bold paragraph head."""
    return [m.group(1) or "**" for m in re.finditer(r"^(?:(#+) .*|\*\*[^*]+\*\*)", text, flags=re.M)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_has_rules_in_every_language(lang: str) -> None:
    absent = [g for g in registry.game_ids() if not rules.path_for(g, lang).exists()]
    assert not absent, f"{lang}: no rules text for {', '.join(absent)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translated_rules_have_the_english_headings(lang: str) -> None:
    """Every translation follows the English one, heading for heading."""
    wrong = []
    for game_id in registry.game_ids():
        path = rules.path_for(game_id, lang)
        if not path.exists():
            continue
        english = rules.rules_text(game_id).text
        if shape(path.read_text(encoding="utf-8")) != shape(english):
            wrong.append(game_id)
    assert not wrong, f"{lang}: headings differ from the English ones in {', '.join(wrong)}"


def test_no_rules_file_without_a_game_in_any_language() -> None:
    known = set(registry.game_ids())
    for lang in LANGUAGES:
        folder = rules.FOLDER / lang
        if folder.is_dir():
            strays = sorted(p.stem for p in folder.glob("*.md") if p.stem not in known)
            assert not strays, f"{lang}: {strays}"
