"""The language the app speaks: Qt's own translators, for our strings
(``translations/cadogan_<lang>.qm``) and for Qt's standard dialogs
(``qtbase_<lang>.qm``), and the layout direction that goes with it.

The table (the plate's figure) is never mirrored; only the window's chrome
follows a right-to-left language.
"""

from __future__ import annotations

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
