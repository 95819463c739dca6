"""The layout a game is drawn with: its file in ``layouts/``, or, for a game
whose file is missing or broken, a plain arrangement by pile role so the game
stays playable (the problem is printed, not hidden)."""

from __future__ import annotations

import functools
import sys

from ...core import FOUNDATION, OUT, STOCK, WASTE, Game, Session
from ...layout import Layout, LayoutError, PileLayout, Spread, load_layout
from ...layout.loader import check_piles

# Why a game is drawn with the plain layout, by game id (shown to the player).
PROBLEMS: dict[str, str] = {}


def layout_of(session: Session) -> Layout:
    """The layout a session is drawn with: its game's, in the variant its
    options choose (``[variant.<option key>]``, docs/layout-format.md)."""
    game = session.game
    return layout_for(game, frozenset(o.key for o in game.options if game.option(session.state, o.key)))


@functools.cache
def layout_for(game: Game, options: frozenset[str] = frozenset()) -> Layout:
    """The game's layout (in the variant of the options on, if it has one),
    checked against the game's piles; its plain layout when the file cannot
    be used, whatever is wrong with it."""
    try:
        layout = load_layout(game.id).for_options(options)
        check_piles(layout, list(game.pile_roles()))
        return layout
    except Exception as exc:  # a layout file never stops a game from opening
        why = str(exc) if isinstance(exc, LayoutError | OSError) else f"{type(exc).__name__}: {exc}"
        PROBLEMS[game.id] = f"The table's layout could not be read ({why}); a plain layout is used."
        print(f"cadogan: {why}; using a plain layout for {game.id}", file=sys.stderr)
        return plain_layout(game)


def layout_problem(game_id: str) -> str | None:
    return PROBLEMS.get(game_id)


def plain_layout(game: Game) -> Layout:
    """Foundations and the pack along the top; every other pile in rows below."""
    roles = game.pile_roles()
    top = [p for p, r in roles.items() if r in (STOCK, WASTE)] + [p for p, r in roles.items() if r == FOUNDATION]
    rest = [p for p, r in roles.items() if r not in (STOCK, WASTE, FOUNDATION, OUT)]
    out = [p for p, r in roles.items() if r == OUT]
    columns = max(8, min(len(top), 14))
    piles: dict[str, PileLayout] = {}
    row = 0
    for group, spread in ((top, Spread()), (rest, Spread("fan", dy=0.3, max_extent=2.0))):
        for index, pile in enumerate(group):
            r, c = divmod(index, columns)
            piles[pile] = PileLayout(
                pile, 0.8 + c * 1.2, 1.0 + (row + r) * (1.6 if spread.kind == "stack" else 3.8), spread=spread
            )
        row += (len(group) + columns - 1) // columns
    for pile in out:
        piles[pile] = PileLayout(pile, 0.8, 1.0, hidden=True)
    height = max(p.y for p in piles.values()) + 3.0
    return Layout(game.id, columns * 1.2 + 0.4, height, piles)
