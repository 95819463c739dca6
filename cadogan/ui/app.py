"""Start the app: the table window, or a screenshot of an opening tableau."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# PySide6 reads the source text of every module imported after it (looking
# for its own name, for its "feature" switches). The pure-Python modules the
# table needs are imported first so that it does not read theirs: this spares
# time and memory when running from source (a bundle holds no source).
from .. import core, fileio  # noqa: F401  (isort: keep before PySide6)
from ..core import savefile  # noqa: F401
from ..layout import loader  # noqa: F401
from .feature_checks import spare_source_checks

spare_source_checks()  # (before the table's modules are imported)
from .storage.settings import APPLICATION, ORGANIZATION  # noqa: E402

SCREENSHOT_SIZE = (1600, 1000)


def _application(argv: list[str], icon: bool = True):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Cadogan")
    # Docks and task bars match the window to the menu entry by this name.
    app.setDesktopFileName("io.github.cadogan.Cadogan")
    if icon:
        _set_icon(app)
    from . import i18n
    from .storage import settings

    i18n.install(app, settings.language())
    return app


def _set_icon(app) -> None:
    from PySide6.QtGui import QIcon

    from ..resources import assets_dir

    app.setWindowIcon(QIcon(str(assets_dir() / "icons" / "cadogan.svg")))


def screenshot(game_id: str, deal: int, path: str) -> int:
    from PySide6.QtGui import QImageWriter

    from ..core import Session
    from .table.render import render_table_image

    kind = Path(path).suffix.lower().lstrip(".")
    known = sorted(bytes(f.data()).decode() for f in QImageWriter.supportedImageFormats())
    if kind not in known:
        why = f"no image type is given by its ending ({path})" if not kind else f"the image type {kind!r} is unknown"
        print(f"cadogan: cannot write the screenshot: {why}; use one of {', '.join(known)}", file=sys.stderr)
        return 2
    session = Session.new(game_id, deal)
    image = render_table_image(session, *SCREENSHOT_SIZE)
    writer = QImageWriter(path)
    if not writer.write(image):
        print(f"cadogan: cannot write the screenshot to {path}: {writer.errorString()}", file=sys.stderr)
        return 1
    return 0


def run(args: argparse.Namespace) -> int:
    if args.screenshot is not None:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window is shown
        _application(sys.argv[:1])
        return screenshot(args.game or "la_belle_lucie", args.deal or 1, args.screenshot)
    from .firstpaint import FontWarmer, hold_garbage_collection

    hold_garbage_collection()  # until the window is painted (nothing made before then is garbage)
    app = _application(sys.argv[:1], icon=False)  # the icon (an SVG to load) comes after the first frame
    fonts = FontWarmer()  # while the window's modules are imported
    try:
        return _run_window(app, args)
    finally:
        fonts.join()  # (the thread ends long before; never left inside Qt as the app goes)


def _run_window(app, args: argparse.Namespace) -> int:
    from .firstpaint import after_first_paint, release_garbage_collection
    from .storage import settings
    from .storage.instance import Instance, read_only_message, request_for
    from .window import window as window_module
    from .window.window import MainWindow

    window_module.DEFER_FIRST_SAVE = True  # the position on the table is saved once it is painted
    settings.hold_writes()  # so are the settings the start changes (the game opened, say)
    # The listener for later starts comes after the first frame too (they retry meanwhile).
    instance = Instance(request=request_for(getattr(args, "file", None)), listen=False)
    if instance.state == "handed-over":
        print("cadogan: Cadogan is already running; its window was brought to the front")
        return 0
    if instance.state == "read-only":
        _read_only(instance.problem)
        if instance.problem != read_only_message():
            print(f"cadogan: {instance.problem}", file=sys.stderr)

    note = None
    try:
        if args.game or args.deal:
            window, note = _requested_window(args.game or settings.last_game() or "la_belle_lucie", args.deal)
        else:
            window = MainWindow()
    finally:
        window_module.DEFER_FIRST_SAVE = False  # (only the first window of a start)
    window.show()
    window.activateWindow()  # the keys play at once, even where no window manager hands out the focus
    painted = window.view.viewport()
    after_first_paint(painted, release_garbage_collection)
    after_first_paint(painted, settings.release_writes)
    after_first_paint(painted, lambda: _set_icon(app))
    after_first_paint(painted, instance.listen)
    if note:
        window.say(note, 0)
    if instance.state == "read-only" and instance.problem != read_only_message():
        window.say(instance.problem, 0)
    if window.problem:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, QCoreApplication.translate("App", "Damaged file set aside"), window.problem)
    if window.appearance.deck_problem:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, QCoreApplication.translate("App", "Card deck"), window.appearance.deck_problem)
    if getattr(args, "file", None):
        window.open_file(Path(args.file))
    elif window.needs_chooser:
        window.choose_game()
    instance.on_request = lambda request: answer(window, request)
    try:
        return app.exec()
    finally:
        instance.release()
        settings.release_writes()  # (a loop that ended before any paint)
        release_garbage_collection()


def _requested_window(game_id: str, deal: int | None):
    """The window for ``--game``/``--deal``, and a note for the status bar.
    The game in progress is never replaced silently: it is resumed when it is
    the one asked for (that game, and that deal if one is named); another
    game's is put on the shelf as when switching games (and the game asked
    for resumes from the shelf unless a deal is named); another deal of the
    same game is dealt as an undoable new deal (Undo brings the old one back)."""
    from PySide6.QtCore import QCoreApplication

    from . import i18n
    from .core_texts import game_title
    from .storage import persistence
    from .window.window import MainWindow, new_session_or_default, player_moves, random_deal

    restored = persistence.read_game()
    current = restored.session
    if current is None:
        window = MainWindow(new_session_or_default(game_id, deal or random_deal()))
        if restored.problem:
            window.problem = " ".join(p for p in (restored.problem, window.problem) if p)
        return window, None
    if current.game.id == game_id and deal in (None, current.deal):
        return MainWindow(), i18n.fill(
            QCoreApplication.translate("App", "%1: deal %2 resumed where it was left"),
            game_title(current.game),
            current.deal,
        )
    window = MainWindow()
    note = None
    # Only a game the player has begun and not finished is worth a word when it is set aside.
    in_progress = player_moves(current) > 0 and not current.is_won()
    if current.game.id != game_id:
        window.switch_game(game_id)
        if window.session.game.id != game_id:  # the game left could not be kept: it stays
            return window, None
        if in_progress:
            note = i18n.fill(
                QCoreApplication.translate("App", "%1 was kept: choose it again to go on where you left it"),
                game_title(current.game),
            )
    if deal is not None and window.session.deal != deal:
        window.replace_deal(
            new_session_or_default(game_id, deal), i18n.fill(QCoreApplication.translate("App", "Deal %1"), deal)
        )
        if note is None and in_progress and window.session.game.id == current.game.id:
            note = i18n.fill(
                QCoreApplication.translate("App", "Deal %1 was put aside: Undo brings it back"), current.deal
            )
    return window, note


def _read_only(why: str | None = None) -> None:
    """This copy saves nothing: another copy owns the files, or ``why``."""
    from .storage import persistence, statistics
    from .storage.instance import read_only_message

    persistence.read_only = why or read_only_message()
    statistics.READ_ONLY = True


def answer(window, request: str) -> None:
    """Another start of the app asked this copy to come to the front (and
    perhaps to open a saved game)."""
    from .storage.instance import OPEN

    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    if request.startswith(OPEN):
        window.open_file(Path(request[len(OPEN) :]))
