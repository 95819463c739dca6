"""The status bar's items: the game, the moves, the pack, the game's own
counters (each with its tooltip, see :mod:`.wording`) and the time; and room
for a message: a message too long for what the items leave hides the least
needed items (the game's name is in the title bar) while it shows, so it is
read whole, never cut."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QStatusBar, QWidget

from .wording import STATUS_TIPS, status_item, wording

PAD = 6  # each item's margin either side (px)


def _label(tip: str = "") -> QLabel:
    label = QLabel()
    label.setContentsMargins(PAD, 0, PAD, 0)
    label.setToolTip(tip)
    return label


class CounterStrip(QWidget):
    """The game's counters, one label each with its own tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(0)
        self.labels: list[QLabel] = []

    def show_items(self, game_id: str, counters: dict[str, object]) -> None:
        items = [status_item(game_id, key, value) for key, value in counters.items()]
        while len(self.labels) < len(items):
            label = _label()
            self.row.addWidget(label)
            self.labels.append(label)
        for label, (text, tip) in zip(self.labels, items, strict=False):
            label.setText(text)
            label.setToolTip(tip)
            label.show()
        for label in self.labels[len(items) :]:
            label.hide()
        self.setVisible(bool(items))

    def texts(self) -> list[str]:
        return [label.text() for label in self.labels if not label.isHidden()]

    def text(self) -> str:
        return "  ".join(self.texts())


class StatusItems:
    """The permanent items of ``bar``, and room made for its messages."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.game = _label(wording(STATUS_TIPS["game"]))
        self.moves = _label(wording(STATUS_TIPS["moves"]))
        self.pack = _label(wording(STATUS_TIPS["pack"]))
        self.counters = CounterStrip()
        self.time = _label(wording(STATUS_TIPS["time"]))
        for item in (self.game, self.moves, self.pack, self.counters, self.time):
            bar.addPermanentWidget(item)
        self._made_room: list[QWidget] = []  # items hidden for the message showing
        bar.messageChanged.connect(self.make_room)

    def fit(self) -> None:
        """Keep every item whole: when they do not all fit the bar (a longer
        language, a narrow window), the game's name goes first (the window's
        title says it too), then the moves, before any item is squeezed."""
        for item in (self.game, self.moves):
            if item not in self._made_room:  # (else hidden for a message; make_room brings it back)
                item.setVisible(True)
        for item in (self.game, self.moves):
            if self.room_left() >= 0:
                break
            item.setVisible(False)

    def make_room(self, message: str | None = None) -> None:
        """Show ``message`` whole: hide the game's name, then the moves, while
        it would not fit beside them; show them again once it is gone."""
        message = self.bar.currentMessage() if message is None else message
        for item in self._made_room:
            item.show()
        self._made_room = []
        self.fit()
        if not message:
            return
        needed = self.bar.fontMetrics().horizontalAdvance(message) + 24  # the message's own margins
        for item in (self.game, self.moves):
            if needed <= self.room_left():
                break
            if item.isVisible():
                item.hide()
                self._made_room.append(item)

    def room_left(self) -> int:
        """The width the permanent items leave for a message (px)."""
        used = 0
        for item in (self.game, self.moves, self.pack, self.counters, self.time):
            if not item.isHidden():
                used += item.sizeHint().width()
        return self.bar.width() - used - 20  # the size grip and spacing
