"""Frame time while dragging a card across a full two-pack tableau (figures,
not a test): the median and the 95th percentile of the time from a mouse move
to the repainted frame.

    python benchmarks/drag.py [game] [moves]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
tmp = tempfile.mkdtemp()
os.environ["CADOGAN_DATA_DIR"] = tmp
os.environ["CADOGAN_CONFIG_DIR"] = tmp
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from cadogan.core import MOVE, Session  # noqa: E402
from cadogan.ui.window import MainWindow  # noqa: E402


def main() -> None:
    game_id = sys.argv[1] if len(sys.argv) > 1 else "the_house_in_the_wood"
    steps = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    app = QApplication.instance() or QApplication([])
    window = MainWindow(Session.new(game_id, 1), restore=False)
    window.resize(1600, 1000)
    window.show()
    QTest.qWaitForWindowExposed(window)
    app.processEvents()
    session, scene, view = window.session, window.scene, window.view
    move = next(m for m in session.legal_moves() if m.kind == MOVE)
    cards = session.state.piles[move.src]
    item = scene.cards[cards[-1]]
    viewport = view.viewport()
    start = view.mapFromScene(item.pos())
    rect = scene.sceneRect()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    frames = []
    for k in range(steps):
        # Sweep across the whole table and back.
        t = k / steps
        x = rect.left() + rect.width() * (0.05 + 0.9 * abs(2 * t - 1))
        y = rect.top() + rect.height() * (0.2 + 0.6 * t)
        point = view.mapFromScene(QPointF(x, y))
        began = time.perf_counter()
        QTest.mouseMove(viewport, point)
        viewport.repaint()  # paint the frame now, as the screen would
        frames.append((time.perf_counter() - began) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    frames.sort()
    p95 = frames[int(len(frames) * 0.95) - 1]
    print(f"{game_id}: {len(session.game.deck())} cards, {len(frames)} frames while dragging at 1600x1000")
    print(f"frame time: median {statistics.median(frames):.2f} ms, p95 {p95:.2f} ms, max {frames[-1]:.2f} ms")
    window.close()


if __name__ == "__main__":
    main()
