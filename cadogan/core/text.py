"""Sentences the rules core builds for the player, kept translatable.

The core never imports Qt, yet the window speaks several languages. So a
sentence the core builds (a refusal's reason, a move's name, a status value)
is kept as a *template* with Qt-style placeholders (``"Only the %1 can go on
the %2"``) and its *arguments*; the English sentence is the template filled
in. The window translates the template in its context and fills in the
arguments translated by their type (:func:`cadogan.ui.core_texts.sentence`):

- a :class:`~cadogan.core.cards.Card`: its label, indices as printed ("7♥");
- a :class:`PileName`: a pile's name (``Game.pile_title``), translated as one;
- an ``int``: a number, in the locale's digits;
- a :class:`Text`: a nested sentence, translated in its own context;
- any other ``str``: a word (a rank's or suit's name, "column"), translated
  in the context ``Words`` (unchanged where the catalogue has no entry).

A :class:`Text` *is* its English sentence (a ``str``), so English users of
the API (``Session.check(...)``, ``Step.label``, ``Game.describe``) read
plain strings as before. Templates are string literals at their call sites
(``no("...")``, :func:`move_text`, :func:`status_text`, :func:`refusal`,
:func:`word`), so that ``python -m cadogan.ui.gen_core_texts`` finds them all
for the translators (a test walks the core's code to keep it so).
"""

from __future__ import annotations

import re

REFUSALS = "Refusals"  # why a move is not allowed (the status bar)
MOVES = "Moves"  # a move's name (the Undo menu, the hint)
STATUS = "Status"  # what the status bar and the table show as a game goes
WORDS = "Words"  # words filled into sentences: ranks, suits, places

_PLACE = re.compile(r"%([1-9])")


SAVES = "Saves"  # why a saved game cannot be restored
GAMES = "Games"  # a game's title, description, options


class Verbatim(str):
    """An argument shown exactly as it is in every language: a field of a
    file ("save.moves[3]"), a name from the program ("ValueError")."""

    __slots__ = ()


class PileName(str):
    """A pile's name (``Game.pile_title``) as an argument of a sentence: the
    window translates it as a pile name ("column %1")."""

    __slots__ = ()


def english_arg(value: object) -> str:
    """An argument as the English sentence shows it."""
    if isinstance(value, str):
        return value
    label = getattr(value, "label", None)  # a Card
    if label is not None:
        return label
    noun = getattr(value, "noun", None)  # a Suit
    return noun if isinstance(noun, str) else str(value)


def english(template: str, args: tuple = ()) -> str:
    """``template`` with ``%1``, ``%2``… replaced by ``args`` in one pass."""
    if not args:
        return template
    parts = _PARTS.get(template)
    if parts is None:
        parts = _PARTS[template] = _parts(template)
    shown = [english_arg(a) for a in args]
    count = len(shown)
    return "".join(
        part if part.__class__ is str else shown[part - 1] if part <= count else f"%{part}" for part in parts
    )


# A template split once into its text and its placeholders' numbers: every
# move played names itself (Game.describe), a long save's replay thousands of times.
_PARTS: dict[str, tuple[str | int, ...]] = {}


def _parts(template: str) -> tuple[str | int, ...]:
    pieces = _PLACE.split(template)  # text, number, text, number, …, text
    return tuple(int(piece) if i % 2 else piece for i, piece in enumerate(pieces) if piece or i % 2)


class Text(str):
    """An English sentence (the string itself) that keeps what the window
    needs to say it in another language: its ``context``, its ``template``
    and its ``args`` (see the module's docstring)."""

    context: str
    template: str
    args: tuple

    def __new__(cls, context: str, template: str, args: tuple = ()) -> Text:
        self = super().__new__(cls, english(template, args))
        self.context = context
        self.template = template
        self.args = tuple(args)
        return self

    def __getnewargs__(self) -> tuple:  # type: ignore[override]
        return (self.context, self.template, self.args)

    def __repr__(self) -> str:
        return f"Text({self.context!r}, {self.template!r}, {self.args!r})"


def move_text(template: str, *args: object) -> Text:
    """A move's name ("%1 to %2"), for the Undo menu and the hint. Names are
    made once and shared (a Text never changes): every move played is named,
    a long save's replay thousands of times, mostly the same few hundred."""
    # The arguments' classes are part of the key: a PileName and a plain word
    # with the same letters are translated differently.
    key = (template, args, tuple(map(type, args)))
    text = _MOVE_TEXTS.get(key)
    if text is None:
        if len(_MOVE_TEXTS) >= _MOVE_TEXTS_KEPT:
            _MOVE_TEXTS.clear()
        text = _MOVE_TEXTS[key] = Text(MOVES, template, args)
    return text


_MOVE_TEXTS: dict[tuple, Text] = {}
_MOVE_TEXTS_KEPT = 50_000  # far more than one game names (two packs: cards × places)


def status_text(template: str, *args: object) -> Text:
    """A status value or note the player reads as the game goes ("refill due")."""
    return Text(STATUS, template, args)


def refusal(template: str) -> str:
    """Mark a refusal's template kept in a constant or a rule block's field,
    for extraction; ``no(template)`` gives it to the player."""
    return template


def word_text(english_word: str) -> Text:
    """A word filled into a sentence ("a whole number"), marked for
    extraction and kept translatable where plain strings are shown verbatim
    (:class:`~cadogan.core.savefile.SaveError`'s arguments)."""
    return Text(WORDS, english_word)


def word(english_word: str) -> str:
    """Mark a word filled into sentences ("northern"), for extraction."""
    return english_word
