"""The end of a game, said on a solid panel over the table: what happened
(solved, or no move left), the result (moves, auto-play's share, time) and
what the player may do next (New deal, Undo, Statistics).

The panel is a widget over the view, so the cards of the celebration, which
fly in the scene, always pass behind it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:  # (annotations only: not imported at start)
    from PySide6.QtGui import QHideEvent, QPaintEvent

PANEL = QColor(22, 40, 28)  # opaque: the table never shows through the text
BORDER = QColor("#e8d27a")
TEXT = "#fff4c2"
RADIUS = 12.0


class EndPanel(QWidget):
    new_deal = Signal()
    undo = Signal()
    statistics = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        for label in (self.title, self.detail):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self.new_button = QPushButton(QCoreApplication.translate("EndPanel", "New deal"))
        self.undo_button = QPushButton(QCoreApplication.translate("EndPanel", "Undo"))
        self.stats_button = QPushButton(QCoreApplication.translate("EndPanel", "Statistics"))
        self.new_button.clicked.connect(self.new_deal)
        self.undo_button.clicked.connect(self.undo)
        self.stats_button.clicked.connect(self.statistics)
        buttons = QHBoxLayout()
        buttons.addStretch()
        for button in (self.new_button, self.undo_button, self.stats_button):
            buttons.addWidget(button)
        buttons.addStretch()
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 16, 24, 16)
        column.setSpacing(10)
        column.addWidget(self.title)
        column.addWidget(self.detail)
        column.addLayout(buttons)
        self.hide()

    # Kept for callers of the old banner: its one button started a new deal.
    @property
    def button(self) -> QPushButton:
        return self.new_button

    def show_result(self, title: str, detail: str, can_undo: bool) -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.undo_button.setEnabled(can_undo)
        self.detail.setMinimumWidth(min(420, max(200, self.parentWidget().width() - 120)))
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        """Centred across the table, in its upper third, inside the view."""
        parent = self.parentWidget()
        width = min(self.sizeHint().width(), max(160, parent.width() - 16))
        self.resize(width, self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height())
        x = (parent.width() - self.width()) // 2
        y = max(8, min(parent.height() // 4 - self.height() // 2, parent.height() - self.height() - 8))
        self.move(QPoint(x, max(8, y)))

    def hideEvent(self, event: QHideEvent) -> None:
        # A button of the panel had the keyboard: give it back to the table.
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            self.parentWidget().setFocus()
        super().hideEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(BORDER, 2))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), RADIUS, RADIUS)
