"""Start the app: the table window, or a screenshot of an opening tableau."""

from __future__ import annotations

import argparse
import sys

from .settings import APPLICATION, ORGANIZATION

SCREENSHOT_SIZE = (1600, 1000)


def _application(argv: list[str]):
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from ..resources import assets_dir

    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Cadogan")
    # Docks and task bars match the window to the menu entry by this name.
    app.setDesktopFileName("io.github.cadogan.Cadogan")
    app.setWindowIcon(QIcon(str(assets_dir() / "icons" / "cadogan.svg")))
    return app


def screenshot(game_id: str, deal: int, path: str) -> int:
    from ..core import Session
    from .render import render_table_image

    session = Session.new(game_id, deal)
    image = render_table_image(session, *SCREENSHOT_SIZE)
    if not image.save(path):
        print(f"cadogan: cannot write {path}", file=sys.stderr)
        return 1
    return 0


def run(args: argparse.Namespace) -> int:
    if args.screenshot:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is shown
        _application(sys.argv[:1])
        return screenshot(args.game or "la_belle_lucie", args.deal or 1, args.screenshot)
    app = _application(sys.argv[:1])
    from . import settings
    from .window import MainWindow, new_session, new_session_or_default, random_deal

    if args.game:
        window = MainWindow(new_session(args.game, args.deal or random_deal()))
    elif args.deal:
        window = MainWindow(new_session_or_default(settings.last_game() or "la_belle_lucie", args.deal))
    else:
        window = MainWindow()
    window.show()
    if window.problem:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, "Saved game", window.problem)
    if window.needs_chooser:
        window.choose_game()
    return app.exec()
