"""Each game's in-app rules, as Markdown data files: ``<language>/<game id>.md``.

The texts are ours, written from the book; English (``en``) is the reference
every translation follows, heading for heading. Reading them needs no Qt.
"""

from __future__ import annotations

from pathlib import Path

import attrs

FOLDER = Path(__file__).resolve().parent
REFERENCE = "en"


@attrs.frozen
class RulesText:
    """A game's rules text and the language it is actually in."""

    text: str
    language: str

    def fell_back(self, wanted: str) -> bool:
        """Was English shown because ``wanted`` has no text for this game?"""
        return self.language != wanted


def path_for(game_id: str, language: str = REFERENCE) -> Path:
    return FOLDER / language / f"{game_id}.md"


def languages() -> list[str]:
    """The languages with a folder of rules texts, English first."""
    found = sorted(p.name for p in FOLDER.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
    return sorted(found, key=lambda name: name != REFERENCE)


def rules_text(game_id: str, language: str = REFERENCE) -> RulesText:
    """The rules of ``game_id`` in ``language``, or in English where that
    language has no text for it (an empty text if even English has none)."""
    for lang in dict.fromkeys((language, REFERENCE)):
        try:
            return RulesText(path_for(game_id, lang).read_text(encoding="utf-8"), lang)
        except (OSError, UnicodeDecodeError):
            continue
    return RulesText("", REFERENCE)
