"""Settings > Card deck…: the built-in deck and every deck installed for
KDE's and GNOME's card games (see :mod:`cadogan.ui.table.decks`), plus the
decks in folders the player adds, each with a preview. The previews are
drawn a few at a time once the dialog shows, so it opens at once."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core.cards import ACE, KING, QUEEN, Card, Suit
from .. import i18n
from ..storage import settings
from ..table import decks
from ..table.cardfaces import paint_builtin
from .focus import activate_on_show
from .screen import resize_to_fit

PREVIEW_CARD = 60  # px: the width of each card in a preview
PREVIEW_CARDS = (Card(Suit.SPADES, ACE), Card(Suit.HEARTS, QUEEN), Card(Suit.CLUBS, KING), None)


def preview_pixmap(deck: decks.Deck) -> tuple[QPixmap | None, str | None]:
    """A preview of ``deck`` (an ace, a queen, a king and the back), or None
    and why it cannot be used."""
    if deck.builtin:
        step = round(PREVIEW_CARD * 0.55)
        height = round(PREVIEW_CARD * 1.4)
        pixmap = QPixmap(PREVIEW_CARD + step * (len(PREVIEW_CARDS) - 1), height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            for index, card in enumerate(PREVIEW_CARDS):
                painter.save()
                painter.translate(index * step, 0)
                paint_builtin(painter, card, PREVIEW_CARD, height)
                painter.restore()
        finally:
            painter.end()
        return pixmap, None
    try:
        image = decks.SvgDeck(deck).preview(PREVIEW_CARD, PREVIEW_CARDS)
    except decks.DeckError as exc:
        return None, str(exc)
    return QPixmap.fromImage(image), None


translate = QCoreApplication.translate


class DeckDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, kde_roots=decks.KDE_ROOTS, aisleriot_roots=decks.AISLERIOT_ROOTS):
        super().__init__(parent)
        self.setWindowTitle(translate("DeckDialog", "Card deck"))
        resize_to_fit(self, 720, 560)
        self.kde_roots, self.aisleriot_roots = kde_roots, aisleriot_roots
        column = QVBoxLayout(self)
        column.addWidget(
            QLabel(
                translate(
                    "DeckDialog",
                    "Draw the cards with the built-in deck, or with a deck installed for other card games:",
                )
            )
        )
        self.list = QListWidget(self)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setIconSize(QSize(PREVIEW_CARD + round(PREVIEW_CARD * 0.55) * 3, round(PREVIEW_CARD * 1.4)))
        self.list.setGridSize(QSize(self.list.iconSize().width() + 30, self.list.iconSize().height() + 50))
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(True)
        self.list.itemActivated.connect(lambda _item: self.accept())
        column.addWidget(self.list)
        self.add_button = QPushButton(translate("DeckDialog", "Add a &folder of decks…"), self)
        self.add_button.setToolTip(
            translate("DeckDialog", "Decks of KDE's kind (folders with index.desktop) or SVG files, where they lie")
        )
        self.add_button.clicked.connect(self.add_folder)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self._pending: list[QListWidgetItem] = []
        self._painter = QTimer(self)
        self._painter.setInterval(0)
        self._painter.timeout.connect(self._draw_one)
        self.fill(settings.card_deck())

    def fill(self, chosen: str) -> None:
        self.list.clear()
        self.items: dict[str, QListWidgetItem] = {}
        blank = QPixmap(self.list.iconSize())
        blank.fill(Qt.GlobalColor.transparent)
        for deck in decks.installed_decks(self.kde_roots, self.aisleriot_roots, settings.deck_folders()):
            item = QListWidgetItem(QIcon(blank), deck_name(deck))
            item.setData(Qt.ItemDataRole.UserRole, deck)
            item.setToolTip(str(deck.file) if deck.file else translate("DeckDialog", "Drawn by Cadogan itself"))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.list.addItem(item)
            self.items[deck.key] = item
        self.list.setCurrentItem(self.items.get(chosen) or self.list.item(0))
        self._pending = [self.list.item(i) for i in range(self.list.count())]
        if self.isVisible():
            self._painter.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        activate_on_show(self, self.list)
        if self._pending:
            self._painter.start()

    def hideEvent(self, event) -> None:
        self._painter.stop()
        super().hideEvent(event)

    def _draw_one(self) -> None:
        if not self._pending:
            self._painter.stop()
            return
        self.draw_preview(self._pending.pop(0))

    def draw_preview(self, item: QListWidgetItem) -> None:
        deck = item.data(Qt.ItemDataRole.UserRole)
        pixmap, problem = preview_pixmap(deck)
        if pixmap is not None:
            item.setIcon(QIcon(pixmap))
        else:
            item.setToolTip(problem)
            item.setText(i18n.fill(translate("DeckDialog", "%1\n(cannot be read)"), deck_name(deck)))
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)

    def finish_previews(self) -> None:
        while self._pending:
            self._draw_one()

    def add_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, translate("DeckDialog", "A folder of card decks"), str(Path.home())
        )
        if folder:
            self.add_folder_path(folder)

    def add_folder_path(self, folder: str) -> int:
        """Offer the decks in ``folder`` too (remembered); how many it holds."""
        found = decks.decks_in(Path(folder))
        if found:
            settings.set_deck_folders([*settings.deck_folders(), folder])
            self.fill(found[0].key)
        return len(found)

    def selected(self) -> decks.Deck | None:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None


def deck_name(deck: decks.Deck) -> str:
    """A deck's name as listed: the built-in deck's in the language spoken."""
    return translate("DeckDialog", deck.name) if deck.key == decks.BUILTIN else deck.name
