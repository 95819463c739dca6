"""The rules core's texts the player reads, for the translators.

The texts themselves are listed for the translators in the generated
:mod:`cadogan.ui.core_texts_catalogue` (``python -m cadogan.ui.gen_core_texts``).
The core stays free of Qt; the window translates these texts when it shows
them (:func:`text`, :func:`game_title`, :func:`pile_name`). A pile's name has its numbers taken out ("column %1"),
so one entry serves every column.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from . import i18n

_NUMBERS = re.compile(r"\d+")


def text(english: str) -> str:
    """A game's title, description or option text in the language spoken."""
    return QCoreApplication.translate("Games", english) if english else english


def game_title(game) -> str:
    """The game's title in the language spoken (the book's English one in English)."""
    return text(game.title)


def pile_name(english: str) -> str:
    """A pile's name (``Game.pile_title``) in the language spoken."""
    numbers = _NUMBERS.findall(english)
    pattern = pile_pattern(english)
    return i18n.fill(QCoreApplication.translate("Piles", pattern), *(int(n) for n in numbers))


def pile_pattern(english: str) -> str:
    """``column 3`` -> ``column %1``: one catalogue entry for every pile of a kind."""
    count = iter(range(1, 10))
    return _NUMBERS.sub(lambda _m: f"%{next(count)}", english)
