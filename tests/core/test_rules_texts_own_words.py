"""The in-app rules texts are our own words: no run of eight words is copied
from the book (checked where the rulebook's text is at hand)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cadogan.core import game_ids, get_game
from cadogan.rules import rules_text

# The rulebook beside the checkout (as CI lays it), or where sessions keep it.
BOOKS = [Path(__file__).resolve().parents[3] / "shared" / "rulebook" / "book", Path("/work/shared/rulebook/book")]
BOOK = next((place for place in BOOKS if place.is_dir()), BOOKS[0])
RUN = 8


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower().replace("’", "'"))


@pytest.mark.parametrize("game_id", game_ids())
def test_no_run_of_eight_words_is_the_books(game_id):
    book_file = BOOK / f"{get_game(game_id).variant_of or game_id}.md"  # a variant's text is in its game's
    if not book_file.is_file():
        pytest.skip("the book's text is not at hand")
    book = _words(book_file.read_text(encoding="utf-8"))
    runs = {tuple(book[i : i + RUN]) for i in range(len(book) - RUN + 1)}
    ours = _words(rules_text(game_id, "en").text)
    copied = [" ".join(ours[i : i + RUN]) for i in range(len(ours) - RUN + 1) if tuple(ours[i : i + RUN]) in runs]
    assert copied == []
