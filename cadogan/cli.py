"""The ``cadogan`` command."""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

from . import __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cadogan",
        description="Lady Cadogan's games of patience on a desktop card table.",
        epilog="cadogan survey --help: how many deals of each game can be won (the solver's survey).",
    )
    parser.add_argument("--version", action="version", version=f"cadogan {__version__}")
    parser.add_argument("--list-games", action="store_true", help="print each game's id and title, then exit")
    parser.add_argument(
        "--describe",
        metavar="ID",
        help="print a game's reference (piles, clicks, counters, options, deal order); 'all' prints docs/games.md",
    )
    parser.add_argument("--game", metavar="ID", help="open this game (see --list-games)")
    parser.add_argument("--deal", metavar="N", type=int, help="open this deal number of the game")
    parser.add_argument(
        "--screenshot", metavar="FILE.png", help="render the opening tableau at 1600x1000 to FILE.png and exit"
    )
    parser.add_argument(
        "--self-test", action="store_true", help="open every game offscreen, play and undo moves, render, exit"
    )
    parser.add_argument("file", metavar="FILE.cadogan", nargs="?", help="open this saved game")
    return parser


def _describe(game_id: str) -> int:
    from .core import UnknownGame, get_game
    from .core.reference import describe, describe_all

    if game_id == "all":
        sys.stdout.write(describe_all())
        return 0
    try:
        sys.stdout.write(describe(get_game(game_id)))
    except UnknownGame as exc:
        print(f"cadogan: {exc}", file=sys.stderr)
        return 2
    return 0


def screenshot_problem(path: str) -> str | None:
    """Why a screenshot cannot be written to ``path`` (checked before any
    rendering), or None. The image type is checked where Qt is loaded."""
    if not path.strip():
        return "--screenshot needs a file name, such as table.png"
    target = Path(path)
    if target.is_dir():
        return f"cannot write the screenshot to {path}: it is a folder"
    folder = target.parent
    if not folder.is_dir():
        return f"cannot write the screenshot to {path}: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        return f"cannot write the screenshot to {path}: permission denied"
    return None


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["survey"]:  # cadogan survey --games all --deals N --jobs J (see cadogan/survey.py)
        from .survey import main as survey

        return survey(argv[1:])
    args = build_parser().parse_args(argv)
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test([args.game] if args.game else None)
    if args.list_games:
        from .core import all_games

        for game in all_games():
            print(f"{game.id}\t{game.title}")
        return 0
    if args.describe is not None:
        return _describe(args.describe)
    # The start makes many objects that live on: no collection until the
    # window is painted (cadogan.ui.firstpaint turns it back on), nor here.
    gc.disable()
    try:
        return _start(args)
    finally:
        gc.enable()


def _start(args: argparse.Namespace) -> int:
    """The window, or a screenshot, after the arguments are checked."""
    if args.game is not None:
        from .core import UnknownGame, get_game

        try:
            get_game(args.game)
        except UnknownGame as exc:
            print(f"cadogan: {exc}", file=sys.stderr)
            return 2
    from .core.shuffle import MAX_DEAL

    if args.deal is not None and not 1 <= args.deal <= MAX_DEAL:
        print(f"cadogan: --deal must be between 1 and {MAX_DEAL}", file=sys.stderr)
        return 2
    if args.screenshot is not None:
        problem = screenshot_problem(args.screenshot)
        if problem:
            print(f"cadogan: {problem}", file=sys.stderr)
            return 2
        if args.file:
            print("cadogan: --screenshot renders a deal; it does not open a saved game", file=sys.stderr)
            return 2
    from .ui.app import run

    return run(args)
