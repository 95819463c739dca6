"""Declarative table layouts: one TOML file per game in ``layouts/``.

See ``docs/layout-format.md`` for the format. Pure Python, no Qt.
"""

from .loader import LayoutError, load_layout, parse_layout, read_layout
from .model import CARD_HEIGHT, Decoration, Layout, PileLayout, Spread, card_corners, card_placements, pile_bounds

__all__ = [
    "CARD_HEIGHT",
    "Decoration",
    "Layout",
    "LayoutError",
    "PileLayout",
    "Spread",
    "card_corners",
    "card_placements",
    "load_layout",
    "parse_layout",
    "pile_bounds",
    "read_layout",
]
