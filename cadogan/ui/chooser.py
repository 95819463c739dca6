"""The game chooser: every registered game with a small picture of its
opening tableau, its title, its packs and a line about it."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core import Game, Session, game_ids, get_game
from .render import render_table_image
from .screen import resize_to_fit

THUMB = QSize(256, 160)
THUMBNAIL_DEAL = 1
_thumbnails: dict[tuple[str, float], QPixmap] = {}


def thumbnail(game: Game, dpr: float | None = None) -> QPixmap:
    """The opening tableau of a fixed deal, small (rendered once per run),
    ``THUMB`` logical pixels at ``dpr`` device pixels to one (default: the
    primary screen's, so it is sharp on a high-DPI screen)."""
    if dpr is None:
        screen = QGuiApplication.primaryScreen()
        dpr = screen.devicePixelRatio() if screen is not None else 1.0
    key = (game.id, dpr)
    if key not in _thumbnails:
        # Drawn at twice the size and scaled down: smoother than drawn small.
        image = render_table_image(Session.new(game.id, THUMBNAIL_DEAL), THUMB.width() * 2, THUMB.height() * 2, dpr)
        scaled = image.scaled(
            THUMB * dpr, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        scaled.setDevicePixelRatio(dpr)
        _thumbnails[key] = QPixmap.fromImage(scaled)
    return _thumbnails[key]


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
    if len(game.ranks) != 13:
        return f"{game.packs} piquet pack" + ("s" if game.packs > 1 else "")
    return {1: "One pack", 2: "Two packs"}.get(game.packs, f"{game.packs} packs")


class ChooserDialog(QDialog):
    def __init__(self, current: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Choose a game")
        resize_to_fit(self, 960, 680)
        column = QVBoxLayout(self)
        column.addWidget(QLabel("Choose a game of patience:"))
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
        self.description = QLabel(self)
        self.description.setWordWrap(True)
        column.addWidget(self.description)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Play")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.games = available_games()
        for game in self.games:
            item = QListWidgetItem(QIcon(thumbnail(game)), f"{game.title}\n{packs_text(game)}\n{game.description}")
            item.setData(Qt.ItemDataRole.UserRole, game.id)
            item.setToolTip(game.description)
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.list.addItem(item)
            if game.id == current:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self.list.currentItemChanged.connect(self._describe)
        self.list.itemActivated.connect(lambda _item: self.accept())
        self._describe()

    def _describe(self, *_args) -> None:
        game_id = self.selected_game()
        if game_id is None:
            self.description.clear()
            return
        game = get_game(game_id)
        self.description.setText(f"<b>{game.title}</b> — {packs_text(game)}. {game.description}")

    def selected_game(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)
