"""The Turkish rules texts speak the glossary's words (translations/README.tr.md):
the card names Turkish players use, and the card indices and suit symbols as
printed in the English text."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from cadogan import rules

LANGUAGE = "tr"
GAMES = sorted(p.stem for p in (rules.FOLDER / LANGUAGE).glob("*.md"))

# Word-for-word renderings a Turkish player would not use for the cards and
# the game: the king is "papaz", the queen "kız", the knave "vale", the game
# "pasyans".
NOT_OURS = ("kral", "kraliçe", "bacak", "jack", "solitaire", "sabır oyunu", "atık")

CARD = re.compile(r"(?:10|[2-9AKQJ])[♣♦♥♠]")


@pytest.mark.parametrize("game_id", GAMES)
def test_turkish_card_words(game_id: str) -> None:
    text = rules.path_for(game_id, LANGUAGE).read_text(encoding="utf-8")
    lowered = text.lower()
    found = [w for w in NOT_OURS if re.search(rf"(?<!\w){w}", lowered)]
    assert not found, f"{game_id}: {found} (see translations/README.tr.md)"


@pytest.mark.parametrize("game_id", GAMES)
def test_card_indices_stay_as_printed(game_id: str) -> None:
    english = rules.rules_text(game_id).text
    turkish = rules.path_for(game_id, LANGUAGE).read_text(encoding="utf-8")
    assert Counter(CARD.findall(turkish)) == Counter(CARD.findall(english))
