"""Settings > Language: the system's language or one the app speaks. The
choice takes effect at the next start (the whole window is built in it)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from .. import i18n
from ..storage import settings

translate = QCoreApplication.translate


def build_menu(parent: QWidget, settings_menu: QMenu) -> QMenu:
    """The Language menu, its entries made when it first opens (not before
    the first paint); :func:`filled` makes them at once."""
    menu = settings_menu.addMenu(translate("Language", "&Language"))
    menu.aboutToShow.connect(lambda: filled(menu, parent))
    return menu


def filled(menu: QMenu, parent: QWidget) -> QMenu:
    """``menu`` (made by build_menu) with its entries, made now if not yet;
    a choice is confirmed to the player over ``parent``."""
    if menu.actions():
        return menu
    group = QActionGroup(menu)
    chosen = settings.language()
    for code, name in (("", translate("Language", "The system's language")), *i18n.LANGUAGES):
        action = menu.addAction(name)
        action.setCheckable(True)
        action.setChecked(code == chosen)
        action.setData(code)
        group.addAction(action)
        action.triggered.connect(lambda _checked=False, code=code: choose(parent, code))
    return menu


def choose(parent: QWidget, code: str) -> None:
    if code == settings.language():
        return
    settings.set_language(code)
    name = dict(i18n.LANGUAGES).get(i18n.resolve(code), "English")
    from PySide6.QtWidgets import QMessageBox  # (a dialog's class made when first needed)

    QMessageBox.information(
        parent,
        translate("Language", "Language"),
        i18n.fill(translate("Language", "Cadogan will speak %1 from its next start."), name),
    )
