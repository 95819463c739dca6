"""The translation catalogues: current with the code, complete in every
language (once the translators are done), and a pseudo-translation 40%
longer than English cuts nothing at 800x600."""

from __future__ import annotations

import math
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from cadogan.core import Session
from cadogan.ui import core_texts_catalogue, gen_core_texts, i18n
from tests.ui.helpers import assert_toolbar_whole, open_window, settle

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = {lang: ROOT / "translations" / f"cadogan_{lang}.ts" for lang in ("tr", "ru", "ar")}
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")
LITERAL = re.compile(r'(?:translate|QT_TRANSLATE_NOOP)\(\s*"(\w+)",\s*"((?:[^"\\]|\\.)*)"')
PLACES = re.compile(r"%L?n|%\d|&(?=\w)")


def messages(ts: Path) -> list[tuple[str, ET.Element]]:
    root = ET.parse(ts).getroot()
    return [(c.findtext("name") or "", m) for c in root.iter("context") for m in c.iter("message")]


def unfinished(ts: Path) -> int:
    count = 0
    for _context, message in messages(ts):
        translation = message.find("translation")
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(f and f.strip() for f in forms):
            count += 1
    return count


def test_core_texts_are_current() -> None:
    """cadogan/ui/core_texts_catalogue.py lists the registered games' texts as they are
    now (run ``python -m cadogan.ui.gen_core_texts`` after changing a game)."""
    assert Path(core_texts_catalogue.__file__).read_text(encoding="utf-8") == gen_core_texts.render()


@pytest.mark.parametrize("lang", sorted(CATALOGUES))
def test_every_string_of_the_code_is_in_the_catalogue(lang: str) -> None:
    """translations/extract was run after the last change of a string."""
    have = {(context, m.findtext("source")) for context, m in messages(CATALOGUES[lang])}
    missing = []
    for path in sorted((ROOT / "cadogan" / "ui").rglob("*.py")):
        if path.name == "gen_core_texts.py":
            continue
        for context, literal in LITERAL.findall(path.read_text(encoding="utf-8")):
            text = (
                literal.encode("latin-1", "backslashreplace").decode("unicode_escape") if "\\" in literal else literal
            )
            if (context, text) not in have:
                missing.append(f"{path.name}: {context}: {text}")
    assert not missing, "run translations/extract:\n" + "\n".join(missing)


def test_plurals_are_marked_as_such() -> None:
    for lang, ts in CATALOGUES.items():
        for _context, message in messages(ts):
            if re.search(r"%L?n", message.findtext("source") or ""):
                assert message.get("numerus") == "yes", (lang, message.findtext("source"))


@pytest.mark.parametrize("lang", sorted(CATALOGUES))
def test_every_string_is_translated(lang: str) -> None:
    assert unfinished(CATALOGUES[lang]) == 0


def _translations_keep_placeholders(lang: str) -> list[str]:
    wrong = []
    for _context, message in messages(CATALOGUES[lang]):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        wanted = sorted(p for p in PLACES.findall(source) if p.startswith("%") and not p.endswith("n"))
        for form in forms:
            if form and sorted(p for p in PLACES.findall(form) if p.startswith("%") and not p.endswith("n")) != wanted:
                wrong.append(f"{source!r} -> {form!r}")
    return wrong


@pytest.mark.parametrize("lang", sorted(CATALOGUES))
def test_translations_keep_the_placeholders(lang: str) -> None:
    """A translation made has every %1, %2… of its source, no more."""
    assert not _translations_keep_placeholders(lang)


# -- a pseudo-translation: every string 40% longer ------------------------------------------


def pseudo(text: str) -> str:
    """``text`` 40% longer, its placeholders and accelerator kept."""
    return text + " " + "Ŵ" * max(1, math.ceil(len(text) * 0.4) - 1) if text else text


def _install_pseudo(tmp_path, monkeypatch, qapp, lang: str, text) -> None:
    """Compile a catalogue of ``lang`` whose every translation is ``text(source)`` and speak it."""
    tree = ET.parse(CATALOGUES[lang])
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        translation.attrib.pop("type", None)
        forms = list(translation.iter("numerusform"))
        if forms:
            for form in forms:
                form.text = text(source)
        else:
            translation.text = text(source)
    folder = tmp_path / "translations"
    folder.mkdir()
    ts = folder / f"cadogan_{lang}.ts"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)
    monkeypatch.setattr(i18n, "translations_dir", lambda: folder)
    assert i18n.install(qapp, lang) == lang


@pytest.fixture
def speaking(tmp_path, monkeypatch, qapp):
    """Speak a language from a catalogue made for the test: ``speaking(lang, text)``."""
    before = QLocale()
    yield lambda lang, text: _install_pseudo(tmp_path, monkeypatch, qapp, lang, text)
    i18n.install(QApplication.instance(), "en")
    QLocale.setDefault(before)


@pytest.fixture
def pseudo_translated(speaking):
    speaking("tr", pseudo)


@pytest.mark.gui
@pytest.mark.parametrize("game_id", ["la_nivernaise", "canfield_or_klondike", "babette"])
def test_a_pseudo_translation_40_percent_longer_cuts_nothing_at_800_by_600(qtbot, pseudo_translated, game_id):
    window = open_window(qtbot, Session.new(game_id, 1))
    assert window.menuBar().actions()[0].text().endswith("Ŵ")  # the pseudo-translation is in force
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    settle(qtbot, window)
    qtbot.wait(50)  # (the bars lay themselves out again from the event loop)
    bar = window.menuBar()
    for action in bar.actions():
        geometry = bar.actionGeometry(action)
        assert not geometry.isEmpty() and bar.rect().contains(geometry), action.text()  # not in the overflow
    assert_toolbar_whole(window)
    items = window.status_items
    for label in (window.game_label, window.moves_label, window.pack_label, window.time_label, *items.counters.labels):
        if label.isVisible():
            assert label.width() >= label.sizeHint().width(), label.text()  # whole, not squeezed
            assert label.geometry().right() <= window.statusBar().width(), label.text()
    screen = window.screen().availableGeometry()
    for menu_action in bar.actions():
        menu = menu_action.menu()
        if menu is not None:
            assert menu.sizeHint().width() <= screen.width(), menu_action.text()


@pytest.mark.gui
def test_arabic_mirrors_the_menu_bar_and_status_bar_but_not_the_table(qtbot, speaking):
    speaking("ar", lambda source: source)
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    qtbot.wait(50)
    bar = window.menuBar()
    menus = [bar.actionGeometry(action).center().x() for action in bar.actions()]
    assert menus == sorted(menus, reverse=True)  # Game at the right, Help at the left
    game, time = window.game_label, window.time_label
    status = window.statusBar()
    assert game.mapTo(status, game.rect().center()).x() > time.mapTo(status, time.rect().center()).x()

    # The table is the plate's figure, never mirrored: the pack stays at the left of the foundations.
    def on_screen(pile: str) -> int:
        return window.view.mapFromScene(window.scene.placeholders[pile].sceneBoundingRect().center()).x()

    roles = window.session.game.pile_roles()
    stock = next(p for p, r in roles.items() if r == "stock")
    foundation = next(p for p, r in roles.items() if r == "foundation")
    assert on_screen(stock) < on_screen(foundation)
