"""The rules core's sentences (refusals, move names, status values) said in
the language spoken: the template translated in its context, the arguments
by their kind (a card's label as printed, a pile's name, a number, a word)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from cadogan.core import Move, Session
from cadogan.core.cards import parse
from cadogan.core.moves import no
from cadogan.core.text import PileName, move_text, status_text
from cadogan.ui import core_texts
from cadogan.ui.window import wording
from tests.ui.helpers import open_window, settle

FRENCH = {
    ("Refusals", "The %1 must start a foundation"): "Le %1 doit commencer une fondation",
    ("Refusals", "Only the %1 of %2 can go on the %3"): "Seul le %1 de %2 va sur le %3",
    ("Refusals", "Fill the vacancies first: %1 comes next"): "Remplissez d'abord : %1 vient ensuite",
    ("Moves", "%1 to %2"): "%1 vers %2",
    ("Moves", "Fill %1 from the pack"): "Remplir %1 depuis le talon",
    ("Status", "row %1 of %2"): "rang %1 de %2",
    ("Status", "%1 of %2, dealing"): "%2 donnes, la %1e en cours",
    ("Piles", "column %1"): "colonne %1",
    ("Piles", "river %1"): "rivière %1",
    ("Words", "hearts"): "cœurs",
    ("Words", "knave"): "valet",
}


class FakeTranslator(QTranslator):
    """A translator from a table, and a marked copy of every other
    refusal, move name and pile name (so a test sees which went through it)."""

    def translate(self, context, source, disambiguation=None, n=-1):
        if (context, source) in FRENCH:
            return FRENCH[(context, source)]
        if context in ("Refusals", "Moves"):
            return f"[{context[0]}] {source}"
        if context == "Piles":
            return f"<{source}>"
        return None  # not translated (a null string): Qt says the source

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def french(qapp):
    translator = FakeTranslator()
    assert qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


def test_a_refusal_is_said_with_its_card_and_words_translated(french) -> None:
    verdict = no("Only the %1 of %2 can go on the %3", "knave", "hearts", parse("QS"))
    assert verdict.reason == "Only the knave of hearts can go on the Q♠"  # English as ever
    assert core_texts.sentence(verdict) == "Seul le valet de cœurs va sur le Q♠"
    assert core_texts.sentence(verdict.reason) == "Seul le valet de cœurs va sur le Q♠"
    assert core_texts.sentence(no("The %1 must start a foundation", parse("10H"))) == (
        "Le 10♥ doit commencer une fondation"  # the card's index as printed
    )


def test_a_move_name_is_said_with_its_pile_name_translated(french) -> None:
    assert core_texts.sentence(move_text("%1 to %2", parse("7H"), PileName("column 3"))) == "7♥ vers colonne 3"
    nested = status_text("row %1 of %2", 2, PileName("river 4"))
    assert (
        core_texts.sentence(move_text("Fill %1 from the pack", nested)) == "Remplir rang 2 de rivière 4 depuis le talon"
    )
    assert core_texts.sentence(no("Fill the vacancies first: %1 comes next", nested)) == (
        "Remplissez d'abord : rang 2 de rivière 4 vient ensuite"
    )


def test_a_status_value_is_said_translated_and_plain_strings_pass(french) -> None:
    text, _tip = wording.status_item("the_four_corners", "deal", status_text("%1 of %2, dealing", 1, 2))
    assert text.endswith("2 donnes, la 1e en cours")
    assert core_texts.sentence("knave", "Words") == "valet"  # a rank's name as a status value
    assert core_texts.sentence("anything said by the table") == "anything said by the table"


@pytest.mark.gui
def test_the_window_says_refusals_and_names_undo_steps_in_the_language_spoken(qtbot, french) -> None:
    session = Session.new("canfield_or_klondike", 1)
    window = open_window(qtbot, session)
    piles = list(session.state.piles)
    wrong = next(
        Move("move", src, dst)
        for src in piles
        for dst in piles
        if src != dst and session.state.piles[src] and session.check(Move("move", src, dst))
    )
    reason = session.check(wrong)
    assert not window.play(wrong)
    said = window.statusBar().currentMessage()
    assert said == core_texts.sentence(reason) and said != reason
    assert said.startswith("[R] ") or said in FRENCH.values()

    move = next(m for m in session.legal_moves() if m.kind == "move")
    english = session.game.describe(session.state, move)
    assert window.play(move)
    settle(qtbot, window)
    undo_text = window.undo_stack.undoText()
    assert undo_text.startswith(core_texts.sentence(english))
    assert "vers" in undo_text and english not in undo_text


def test_the_plates_lettering_is_said_in_the_language_spoken(qtbot, french) -> None:
    """The words a layout writes on the felt go through the "Table" context;
    the plate's numerals stay as printed."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    FRENCH[("Table", "HEMISPHERE")] = "HÉMISPHÈRE"
    FRENCH[("Table", "XII")] = "never asked"
    try:
        hemispheres = open_window(qtbot, Session.new("the_hemispheres", 1))
        shown = [i.text() for i in hemispheres.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
        assert shown.count("HÉMISPHÈRE") == 2 and "HEMISPHERE" not in shown
        assert "EUROPEAN" in shown  # not in the table: the English stays
        clock = open_window(qtbot, Session.new("the_clock", 1))
        shown = [i.text() for i in clock.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
        assert "XII" in shown and "never asked" not in shown
    finally:
        del FRENCH[("Table", "HEMISPHERE")], FRENCH[("Table", "XII")]
