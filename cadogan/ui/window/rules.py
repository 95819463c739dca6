"""The rules of the game in play (F1), in the language spoken: the data
file ``cadogan/rules/<lang>/<id>.md``, or the English one, with a note
saying so, where that language has none yet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...core import Game
from ...rules import rules_text
from .. import i18n
from .screen import resize_to_fit
from .wording import shown_title


class RulesDialog(QDialog):
    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        title = shown_title(game)  # the book's English title, its translation beside it
        self.setWindowTitle(i18n.fill(translate("Rules", "Rules — %1"), title))
        resize_to_fit(self, 560, 520)
        column = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        language = i18n.current()
        rules = rules_text(game.id, language)
        note = ""
        if rules.fell_back(language):
            name = dict(i18n.LANGUAGES).get(language, language)
            note = i18n.fill(
                translate("Rules", "*These rules are not yet written in %1: here they are in English.*"), name
            )
            note += "\n\n"
        self.fell_back = bool(note)
        body = rules.text or game.description
        self.browser.setMarkdown(f"# {title}\n\n{note}{body}")
        column.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        column.addWidget(buttons)
