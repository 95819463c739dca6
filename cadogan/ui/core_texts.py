"""The rules core's texts the player reads, for the translators.

The texts themselves are listed for the translators in the generated
:mod:`cadogan.ui.core_texts_catalogue` (``python -m cadogan.ui.gen_core_texts``).
The core stays free of Qt; the window translates these texts when it shows
them (:func:`text`, :func:`game_title`, :func:`pile_name`). A pile's name has its numbers taken out ("column %1"),
so one entry serves every column.

The sentences the core builds (a refusal's reason, a move's name, a status
value: :class:`cadogan.core.text.Text`) keep their template and arguments;
:func:`sentence` says them in the language spoken, every argument
translated by its kind (see :mod:`cadogan.core.text`).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..core.cards import Card, Suit
from ..core.moves import Verdict
from ..core.text import WORDS, PileName, Text, Verbatim
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


def sentence(value: object, context: str | None = None) -> str:
    """A sentence of the rules core in the language spoken: a
    :class:`~cadogan.core.text.Text` (``Verdict.reason``, ``Game.describe``,
    ``Step.label``, a status value) by its template, translated in its
    context and filled with its arguments, each translated by its kind; a
    refusing :class:`~cadogan.core.moves.Verdict` by its reason; a pile's
    name as one. A plain string is looked up in ``context`` when one is
    given (a status value such as a rank's name: "Words"), else shown as it is."""
    if isinstance(value, Text):
        template = QCoreApplication.translate(value.context, value.template)
        return i18n.fill(template, *(_argument(a) for a in value.args)) if value.args else template
    if isinstance(value, Verdict):
        return sentence(value.reason)
    if isinstance(value, PileName):
        return pile_name(value)
    if isinstance(value, str):
        return QCoreApplication.translate(context, value) if context and value else value
    return str(value)


def _argument(value: object) -> object:
    """One argument of a sentence as the language spoken fills it in (numbers are left to i18n.fill)."""
    if isinstance(value, Card):
        return value.label  # indices stay as printed, suits as symbols
    if isinstance(value, (Text, PileName)):
        return sentence(value)
    if isinstance(value, Verbatim):
        return str(value)
    if isinstance(value, Suit):
        return QCoreApplication.translate(WORDS, value.noun)
    if isinstance(value, str):
        return QCoreApplication.translate(WORDS, value) if value else value
    if isinstance(value, bool):
        return str(value)
    return value


def is_table_word(text: str) -> bool:
    """Is a text the layout writes on the felt a word to translate? Not the
    plates' numerals and letters that name places (XII, 15 ✓, a–m)."""
    letters = [ch for ch in text if ch.isalpha()]
    return len(letters) >= 2 and not set(text) <= set("IVXLC ")


def table_word(text: str) -> str:
    """A word the layout writes on the felt (a plate's lettering, a pile's
    label) in the language spoken; numerals and place letters as printed."""
    return QCoreApplication.translate("Table", text) if is_table_word(text) else text
