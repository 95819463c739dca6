"""The game chooser: every registered game with a small picture of its
opening tableau, its title, its packs and a line about it.

It opens at once however many games there are: the list is filled with
titles and a plain card-back icon, and the pictures follow a few at a time
from the event loop (those in view first). Each picture is drawn once and
kept on disk (:mod:`cadogan.ui.window.window.thumbnails`), so later runs show them at once.
Typing filters by name; a box filters by the number of packs; the book's
order is the default, by name the other.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...core import Game, book_games, game_ids, get_game
from .. import i18n
from ..core_texts import game_title
from ..core_texts import text as core_text
from .focus import activate_on_show
from .screen import resize_to_fit
from .thumbnails import THUMB, thumbnail
from .wording import shown_title

BOOK_ORDER, BY_NAME = "book", "name"
ANY_PACKS = "any"
translate = QCoreApplication.translate
THUMBS_PER_TICK = 1  # pictures drawn per turn of the event loop (keeps typing smooth)


def available_games() -> list[Game]:
    """Every registered game whose module loads (others are reported)."""
    games = []
    for game_id in game_ids():
        try:
            games.append(get_game(game_id))
        except Exception as exc:  # a game module that fails must not hide the others
            print(f"cadogan: game {game_id!r} cannot be loaded: {exc}", file=sys.stderr)
    return games


def packs_text(game: Game) -> str:
    packs = game.packs  # (lupdate reads a plain name as the count, not an attribute)
    if len(game.ranks) != 13:
        return i18n.plural(translate("Chooser", "%Ln piquet pack(s)", None, packs), packs)
    if game.packs == 1:
        return translate("Chooser", "One pack")
    if game.packs == 2:
        return translate("Chooser", "Two packs")
    return i18n.plural(translate("Chooser", "%Ln pack(s)", None, packs), packs)


def about(game: Game) -> str:
    """The game's one line, without the packs when it starts by naming them
    (the chooser shows the packs on a line of their own)."""
    text = core_text(game.description)
    packs = packs_text(game)
    if text.casefold().startswith(packs.casefold()) and text[len(packs) : len(packs) + 1] in (":", ","):
        text = text[len(packs) + 1 :].strip()
        text = text[:1].upper() + text[1:]
    return text


_odds: dict[str, dict] | None = None


def odds_of(game_id: str) -> str:
    """The game's odds from the solver's survey ("about 1 deal in 5 can be
    won, knowing every card"), or "" when it was not surveyed."""
    global _odds
    if _odds is None:
        from ...survey import read_odds

        _odds = read_odds()
    figures = _odds.get(game_id)
    if not isinstance(figures, dict):
        return ""
    from ...survey import odds_text

    try:
        text = odds_text(figures)
    except (KeyError, TypeError, ZeroDivisionError):
        return ""
    return f"{text}, knowing every card" if text else ""


def _waiting_icon() -> QIcon:
    """A quiet felt-coloured tile shown until a game's picture is drawn."""
    screen = QGuiApplication.primaryScreen()
    dpr = screen.devicePixelRatio() if screen is not None else 1.0
    pixmap = QPixmap(THUMB * dpr)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor(30, 90, 50))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(0, 0, THUMB.width(), THUMB.height(), 8, 8)
    painter.end()
    return QIcon(pixmap)


class ChooserDialog(QDialog):
    def __init__(self, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Chooser", "Choose a game"))
        resize_to_fit(self, 960, 680)
        column = QVBoxLayout(self)
        filters = QHBoxLayout()
        filters.addWidget(
            QLabel(
                i18n.fill(
                    translate("Chooser", "The book's %1 games and their variants. Choose one:"), len(book_games())
                )
            )
        )
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(translate("Chooser", "Type to filter by name…"))
        self.search.setClearButtonEnabled(True)
        filters.addWidget(self.search, 1)
        self.packs = QComboBox(self)
        self.packs.setToolTip(translate("Chooser", "Show only games played with this many packs"))
        filters.addWidget(self.packs)
        self.order = QComboBox(self)
        self.order.addItem(translate("Chooser", "The book's order"), BOOK_ORDER)
        self.order.addItem(translate("Chooser", "By name"), BY_NAME)
        filters.addWidget(self.order)
        column.addLayout(filters)
        self.list = QListWidget(self)
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setIconSize(THUMB)
        self.list.setGridSize(QSize(THUMB.width() + 40, THUMB.height() + 100))
        self.list.setWordWrap(True)
        self.list.setSpacing(8)
        self.list.setUniformItemSizes(True)
        column.addWidget(self.list)
        self.empty_note = QLabel(translate("Chooser", "No game matches."), self)
        self.empty_note.hide()
        column.addWidget(self.empty_note)
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        column.addWidget(self.description)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.play_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.play_button.setText(translate("Chooser", "Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)

        self.games = available_games()
        self.packs.addItem(translate("Chooser", "Any packs"), ANY_PACKS)
        for text in dict.fromkeys(packs_text(game) for game in self.games):
            self.packs.addItem(text, text)
        waiting = _waiting_icon()
        self.items: dict[str, QListWidgetItem] = {}
        for game in self.games:
            item = QListWidgetItem(waiting, f"{shown_title(game)}\n{packs_text(game)}\n{about(game)}")
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            item.setToolTip(core_text(game.description))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.list.addItem(item)
            self.items[game.id] = item
            if game.id == current:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.list.currentItemChanged.connect(self._describe)
        self.list.itemActivated.connect(lambda _item: self.accept())
        self.search.textChanged.connect(self._filter)
        self.packs.currentIndexChanged.connect(self._filter)
        self.order.currentIndexChanged.connect(self._sort)
        self._describe()
        if self.list.currentItem() is not None:
            self.list.scrollToItem(self.list.currentItem())
        self._pending = [game.id for game in self.games]
        self._painter = QTimer(self)
        self._painter.setInterval(0)
        self._painter.timeout.connect(self._draw_some)  # started when shown

    # -- pictures, a few at a time ---------------------------------------------
    def pictures_pending(self) -> int:
        return len(self._pending)

    def _draw_some(self) -> None:
        """Draw the next pictures, those in view first."""
        if not self._pending:
            self._painter.stop()
            return
        viewport = self.list.viewport().rect()
        visible = [g for g in self._pending if self.list.visualItemRect(self.items[g]).intersects(viewport)]
        for game_id in (visible or self._pending)[:THUMBS_PER_TICK]:
            self._pending.remove(game_id)
            try:
                self.items[game_id].setIcon(QIcon(thumbnail(get_game(game_id))))
            except Exception as exc:  # a picture that cannot be drawn leaves the plain tile
                print(f"cadogan: no picture for {game_id!r}: {exc}", file=sys.stderr)

    def hideEvent(self, event) -> None:
        self._painter.stop()  # a closed chooser draws nothing more
        super().hideEvent(event)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        activate_on_show(self, self.search)  # typing filters the list, never plays on the table behind
        if self._pending:
            self._painter.start()

    def finish_pictures(self) -> None:
        """Draw every picture still pending now (tests, and before closing)."""
        while self._pending:
            self._draw_some()

    # -- filtering and order ------------------------------------------------------
    def matches(self, game: Game) -> bool:
        words = self.search.text().casefold().split()
        haystack = f"{game.title} {game_title(game)} {game.id.replace('_', ' ')}".casefold()
        packs = self.packs.currentData()
        return all(w in haystack for w in words) and packs in (ANY_PACKS, packs_text(game))

    def _filter(self, *_args) -> None:
        shown = 0
        for game in self.games:
            hide = not self.matches(game)
            self.items[game.id].setHidden(hide)
            shown += not hide
        current = self.list.currentItem()
        if current is None or current.isHidden():
            first = next((self.items[g.id] for g in self._ordered() if not self.items[g.id].isHidden()), None)
            self.list.setCurrentItem(first)
        self.empty_note.setVisible(shown == 0)
        self.play_button.setEnabled(shown > 0)
        self._describe()

    def _ordered(self) -> list[Game]:
        if self.order.currentData() == BY_NAME:
            return sorted(self.games, key=lambda g: _sort_title(g.title))
        return list(self.games)

    def _sort(self, *_args) -> None:
        current = self.selected_game()
        for game in self._ordered():
            item = self.list.takeItem(self.list.row(self.items[game.id]))
            self.list.addItem(item)
        if current is not None:
            self.list.setCurrentItem(self.items[current])

    def visible_games(self) -> list[str]:
        """The ids shown now, in their order on screen."""
        rows = (self.list.item(i) for i in range(self.list.count()))
        return [item.data(Qt.ItemDataRole.UserRole) for item in rows if not item.isHidden()]

    def _describe(self, *_args) -> None:
        game_id = self.selected_game()
        if game_id is None:
            self.description.clear()
            return
        game = get_game(game_id)
        text = i18n.fill(translate("Chooser", "<b>%1</b> — %2. %3"), shown_title(game), packs_text(game), about(game))
        odds = odds_of(game_id)
        self.description.setText(f"{text}<br><i>{odds[:1].upper()}{odds[1:]}.</i>" if odds else text)

    def selected_game(self) -> str | None:
        item = self.list.currentItem()
        if item is None or item.isHidden():
            return None
        return item.data(Qt.ItemDataRole.UserRole)


def _sort_title(title: str) -> str:
    """Sort "The Clock" under C, as a book's index would."""
    lowered = title.casefold()
    return lowered[4:] if lowered.startswith("the ") else lowered
