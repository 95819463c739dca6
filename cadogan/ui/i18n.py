"""The language the app speaks: Qt's own translators, for our strings
(``translations/cadogan_<lang>.qm``) and for Qt's standard dialogs
(``qtbase_<lang>.qm``), and the layout direction that goes with it.

The table (the plate's figure) is never mirrored; only the window's chrome
follows a right-to-left language.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator

from ..resources import translations_dir

# (code, name in its own language); "" is the system's language.
LANGUAGES: tuple[tuple[str, str], ...] = (("en", "English"), ("tr", "Türkçe"), ("ru", "Русский"), ("ar", "العربية"))
SUPPORTED = tuple(code for code, _name in LANGUAGES)
RIGHT_TO_LEFT = frozenset({"ar"})

_installed: list[QTranslator] = []  # kept alive while installed
_current = "en"


def resolve(choice: str, system: QLocale | None = None) -> str:
    """The language to speak for a setting: the chosen one, or the system's
    when none is chosen and we have it, else English."""
    if choice in SUPPORTED:
        return choice
    for name in (system or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED:
            return code
    return "en"


def install(app: QCoreApplication, choice: str) -> str:
    """Speak ``choice`` (or the system's language): load the translators,
    set the default locale for numbers and dates, and lay the chrome out
    right to left where the language is written so. Returns the language
    code in force (English where a translation file is missing)."""
    global _current
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    code = resolve(choice)
    if code != "en" and not _load(app, code):
        code = "en"
    _current = code
    QLocale.setDefault(QLocale(code))
    if hasattr(app, "setLayoutDirection"):
        direction = Qt.LayoutDirection.RightToLeft if code in RIGHT_TO_LEFT else Qt.LayoutDirection.LeftToRight
        app.setLayoutDirection(direction)
    return code


def _load(app: QCoreApplication, code: str) -> bool:
    folder = translations_dir()
    ours = QTranslator(app)
    if folder is None or not ours.load(f"cadogan_{code}", str(folder)):
        return False
    app.installTranslator(ours)
    _installed.append(ours)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return True


def current() -> str:
    """The language code in force ("en" until :func:`install` chose another)."""
    return _current


_PLACE = re.compile(r"%([1-9])")


def fill(text: str, *values: object) -> str:
    """``text`` (a translated string) with ``%1``, ``%2``… replaced by
    ``values`` in one pass, as QString.arg does: a value holding "%2" is
    never replaced again. Numbers are written the locale's way."""
    shown = [number(v) if isinstance(v, int) and not isinstance(v, bool) else str(v) for v in values]
    return _PLACE.sub(lambda m: shown[int(m.group(1)) - 1] if int(m.group(1)) <= len(shown) else m.group(0), text)


def plural(text: str, count: int) -> str:
    """A numerus string (``translate(ctx, "%n card(s)", None, n)``) as English
    says it when no catalogue gave its forms: "1 card", "2 cards"."""
    if "(s)" in text:
        text = text.replace("(s)", "" if count == 1 else "s")
    return text


def number(value: int) -> str:
    """A whole number in the locale's digits, without group separators
    (deal numbers are names as much as quantities)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale.toString(value)


def digits(text: str) -> str:
    """``text`` with its ASCII digits written in the locale's (a time "1:05")."""
    zero = QLocale().zeroDigit()
    if zero == "0":
        return text
    return "".join(chr(ord(zero) + ord(c) - 48) if "0" <= c <= "9" else c for c in text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for extraction under ``context``; it is translated
    where it is shown (``QCoreApplication.translate(context, text)``)."""
    return text
