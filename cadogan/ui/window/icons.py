"""The app's own icons for its actions (SVG files under
``assets/icons/actions``), so no desktop icon theme is needed and none can
draw as a broken image."""

from __future__ import annotations

import functools

from PySide6.QtGui import QIcon

from ...resources import assets_dir

ACTIONS = (
    "about",
    "card-deck",
    "choose-game",
    "deal-by-number",
    "fill",
    "full-screen",
    "hint",
    "new-deal",
    "open",
    "quit",
    "redeal",
    "redo",
    "restart",
    "rules",
    "save",
    "statistics",
    "undo",
)

# The icon of a game's own button, by the kind of move it plays.
GAME_ACTION_ICONS = {"fill": "fill", "refill": "fill", "deal_row": "new-deal", "deal": "new-deal"}


def icon_path(name: str):
    return _actions_folder() / f"{name}.svg"


@functools.cache
def _actions_folder():
    """Found once (the toolbar asks for a dozen icons before the first frame)."""
    return assets_dir() / "icons" / "actions"


@functools.cache
def action_icon(name: str) -> QIcon:
    """The icon named ``name`` (one of :data:`ACTIONS`); drawn when first shown."""
    return QIcon(str(icon_path(name)))


def game_action_icon(kind: str) -> QIcon:
    return action_icon(GAME_ACTION_ICONS.get(kind, "redeal"))
