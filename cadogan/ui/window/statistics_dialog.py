"""The Statistics window: one row per game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout

from ...core import all_games
from .. import i18n
from ..core_texts import game_title
from ..i18n import QT_TRANSLATE_NOOP
from ..storage.statistics import Statistics, format_seconds
from .screen import resize_to_fit

translate = QCoreApplication.translate

COLUMNS = (
    QT_TRANSLATE_NOOP("Statistics", "Game"),
    QT_TRANSLATE_NOOP("Statistics", "Played"),
    QT_TRANSLATE_NOOP("Statistics", "Won"),
    QT_TRANSLATE_NOOP("Statistics", "Won %"),
    QT_TRANSLATE_NOOP("Statistics", "Best time"),
    QT_TRANSLATE_NOOP("Statistics", "Fewest moves"),
    QT_TRANSLATE_NOOP("Statistics", "Streak"),
    QT_TRANSLATE_NOOP("Statistics", "Best streak"),
)


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Statistics", "Statistics"))
        games = all_games()
        self.table = QTableWidget(len(games), len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels([translate("Statistics", name) for name in COLUMNS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, game in enumerate(games):
            rec = stats.record(game.id) if game.id in stats.records else None
            values = [game_title(game)]
            if rec is None:
                values += [i18n.number(0), i18n.number(0), "—", "—", "—", i18n.number(0), i18n.number(0)]
            else:
                values += [
                    i18n.number(rec.played),
                    i18n.number(rec.won),
                    QLocale().toString(rec.win_rate * 100, "f", 0) + QLocale().percent() if rec.played else "—",
                    i18n.digits(format_seconds(rec.best_seconds)),
                    "—" if rec.fewest_moves is None else i18n.number(rec.fewest_moves),
                    i18n.number(rec.streak),
                    i18n.number(rec.best_streak),
                ]
            for column, value in enumerate(values):
                item = QTableWidgetItem(value)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        resize_to_fit(self, 820, 360)

    def cell(self, row: int, column: int) -> str:
        return self.table.item(row, column).text()
