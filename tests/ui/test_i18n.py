"""The language the app speaks: Qt translators loaded for the chosen or
system language, right-to-left chrome for Arabic with the table unmirrored,
and Settings > Language."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from cadogan.core import Session
from cadogan.ui import i18n
from cadogan.ui.storage import settings
from tests.ui.helpers import open_window

LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="{lang}">
<context>
    <name>Probe</name>
    <message>
        <source>Hello</source>
        <translation>{text}</translation>
    </message>
</context>
</TS>
"""


@pytest.fixture
def compiled(tmp_path, monkeypatch):
    """A translations folder holding small compiled catalogues."""
    folder = tmp_path / "translations"
    folder.mkdir()
    for lang, text in (("ru", "Привет"), ("ar", "مرحبا")):
        ts = folder / f"cadogan_{lang}.ts"
        ts.write_text(TS.format(lang=lang, text=text), encoding="utf-8")
        subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    before = QLocale()
    yield folder
    i18n.install(QApplication.instance(), "en")
    QLocale.setDefault(before)


def test_resolve_prefers_the_choice_then_the_system_then_english() -> None:
    assert i18n.resolve("tr") == "tr"
    assert i18n.resolve("", QLocale("ru_RU")) == "ru"
    assert i18n.resolve("", QLocale("ar_EG")) == "ar"
    assert i18n.resolve("", QLocale("de_DE")) == "en"
    assert i18n.resolve("xx", QLocale("fr_FR")) == "en"


def test_a_chosen_language_translates_and_sets_the_locale(qapp, compiled) -> None:
    assert i18n.install(qapp, "ru") == "ru"
    assert QCoreApplication.translate("Probe", "Hello") == "Привет"
    assert QLocale().language() == QLocale.Language.Russian
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_back_to_english_removes_the_translators(qapp, compiled) -> None:
    i18n.install(qapp, "ru")
    assert i18n.install(qapp, "en") == "en"
    assert QCoreApplication.translate("Probe", "Hello") == "Hello"


def test_a_missing_translation_falls_back_to_english(qapp, compiled) -> None:
    assert i18n.install(qapp, "tr") == "en"
    assert QCoreApplication.translate("Probe", "Hello") == "Hello"
    assert qapp.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_arabic_mirrors_the_chrome_but_not_the_table(qtbot, qapp, compiled) -> None:
    assert i18n.install(qapp, "ar") == "ar"
    window = open_window(qtbot, Session.new("the_clock", 1))
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.menuBar().layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.statusBar().layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.view.layoutDirection() == Qt.LayoutDirection.LeftToRight

    # the twelve o'clock pile stays above the centre, three o'clock to its right
    def on_screen(pile: str) -> int:
        return window.view.mapFromScene(window.scene.placeholders[pile].sceneBoundingRect().center()).x()

    assert on_screen("p3") > on_screen("p9")


def test_the_language_menu_keeps_the_choice(qtbot, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(QMessageBox, "information", lambda *args: shown.append(args[2]))
    window = open_window(qtbot, Session.new("the_clock", 1))
    actions = {action.data(): action for action in window.filled_language_menu().actions()}
    assert set(actions) == {"", "en", "tr", "ru", "ar"}
    assert actions[""].isChecked()
    actions["ru"].trigger()
    assert settings.language() == "ru"
    assert shown and "Русский" in shown[0]
