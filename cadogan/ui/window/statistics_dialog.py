"""The Statistics window: one row per game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QTableWidget, QTableWidgetItem, QVBoxLayout

from ...core import all_games
from ..storage.statistics import Statistics, format_seconds
from .screen import resize_to_fit

COLUMNS = ("Game", "Played", "Won", "Won %", "Best time", "Fewest moves", "Streak", "Best streak")


class StatisticsDialog(QDialog):
    def __init__(self, stats: Statistics, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Statistics")
        games = all_games()
        self.table = QTableWidget(len(games), len(COLUMNS), self)
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for row, game in enumerate(games):
            rec = stats.record(game.id) if game.id in stats.records else None
            values = [game.title]
            if rec is None:
                values += ["0", "0", "—", "—", "—", "0", "0"]
            else:
                values += [
                    str(rec.played),
                    str(rec.won),
                    f"{rec.win_rate:.0%}" if rec.played else "—",
                    format_seconds(rec.best_seconds),
                    "—" if rec.fewest_moves is None else str(rec.fewest_moves),
                    str(rec.streak),
                    str(rec.best_streak),
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
