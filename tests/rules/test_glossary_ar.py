"""The Arabic rules texts keep to the glossary (translations/README.ar.md):
one word for each card, suit and patience term; card indices as printed,
kept left to right inside the right-to-left text; no slanted Arabic."""

from __future__ import annotations

import re

import pytest

from cadogan import rules

LRM = "\u200e"
CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
AR = sorted(p.stem for p in (rules.FOLDER / "ar").glob("*.md"))

# Forms the glossary names as alternatives: a text using them would mix words
# (matched as whole words, with or without the article).
AVOIDED = ["كرت", "كروت", "كوبة", "قلوب", "إكة", "إكّة", "آص", "شدة", "كوتشينة", "جنجفة", "شب"]


def text(game_id: str) -> str:
    return rules.path_for(game_id, "ar").read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", AR)
def test_glossary_words_only(game_id: str) -> None:
    found = [word for word in AVOIDED if re.search(rf"(?<!\w)(?:ال)?{word}(?!\w)", text(game_id))]
    assert not found, f"{game_id}: {found} (see translations/README.ar.md)"


@pytest.mark.parametrize("game_id", AR)
def test_heads_are_arabic_and_indices_as_printed(game_id: str) -> None:
    ar = text(game_id)
    heads = re.findall(r"^\*\*([^*]+)\*\*", ar, flags=re.M)
    assert heads and all(re.search("[\u0600-\u06ff]", h) for h in heads)
    # every card written with a suit symbol in English is written the same way in Arabic
    english = rules.path_for(game_id).read_text(encoding="utf-8")
    for card in set(re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", english)):
        assert card in ar, f"{game_id}: {card} missing"


@pytest.mark.parametrize("game_id", AR)
def test_cards_stay_left_to_right(game_id: str) -> None:
    """Bidi would show 7♥ as ♥7 and K♦ as ♦K in an Arabic line: every card,
    and every written-out run of cards (A، 2 … K), sits between two LRMs."""
    for line in text(game_id).splitlines():
        outside = re.sub(f"{LRM}[^{LRM}]*{LRM}", "", line)
        assert not CARD.search(outside), f"{game_id}: {line}"


@pytest.mark.parametrize("game_id", AR)
def test_no_slanted_arabic(game_id: str) -> None:
    """Arabic is not set in italics (and DejaVu's oblique has no Arabic
    glyphs): option names are quoted «…», the readings' label is plain."""
    for span in re.findall(r"(?<!\*)\*(?!\*)([^*]+)(?<!\*)\*(?!\*)", text(game_id)):
        assert not re.search("[\u0600-\u06ff]", span), f"{game_id}: *{span}*"
