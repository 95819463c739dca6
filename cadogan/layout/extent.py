"""How much of a table a position needs: the window fits that, not the
layout's whole extent, so cards are as large as the position allows.

A layout leaves room for packets to grow (the Shah's rays, a long fan); a
table fitted to all of that room would show small cards round an empty
middle. :func:`content_box` measures what is on the table now: every pile
that shows (its cards, or its placeholder when empty, unless the placeholder
is only a faint place in the picture or none), pile labels and decorations,
plus ``room`` more cards on each spread pile that holds cards, so a few
moves fit before the table must be re-fitted.

With ``places=True`` it measures every place the game will use as well (the
Shah's circles still to deal, Babette's rows still to come, with room on
each spread place): a table fitted to that from the deal never has to move
while the player deals. The window uses it when the cards stay large enough.

A layout with a ``centre`` (a figure, such as the Shah's star) gets a box
symmetric about it, so the figure sits in the middle of the window.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .model import CARD_HEIGHT, FAINT, NO_PLACEHOLDER, Layout, pile_bounds

Box = tuple[float, float, float, float]  # left, top, right, bottom (card widths)
LABEL_GAP = 0.18  # a pile label's centre below the pile's bottom edge (see the scene)


def content_box(
    layout: Layout, counts: Mapping[str, Sequence[bool]], room: int | None = 0, places: bool = False
) -> Box:
    """The box round what a position shows. ``counts`` maps each pile id to
    one face-down flag per card, bottom first (its length is the pile's size).
    ``room=None`` takes the layout's own ``room``; ``places``: every place the
    game will use, filled or not (see above)."""
    room = layout.room if room is None else room
    boxes: list[Box] = []
    for pile_id, pile in layout.piles.items():
        flags = list(counts.get(pile_id, ()))
        # An empty faint place is part of the picture, not something to aim at
        # (the Shah's circles not dealt yet): only the whole extent counts it.
        if pile.hidden or (not flags and not places and pile.placeholder in (NO_PLACEHOLDER, FAINT)):
            continue
        grows = bool(pile.spread.dx or pile.spread.dy)
        if grows and room and (flags or places):
            flags = (flags or [False]) + [False] * room  # (an empty place grows once it is filled)
        boxes.append(pile_bounds(pile, len(flags), flags or None))
        if pile.label:
            y = pile.y + CARD_HEIGHT / 2 + LABEL_GAP
            boxes.append((pile.x - 0.6, y - 0.15, pile.x + 0.6, y + 0.15))
    for deco in layout.decorations:
        # text: about 0.6 of its height a letter, turned any way
        reach = max(deco.size / 2, len(deco.text) * deco.size * 0.32) if deco.kind == "text" else deco.radius
        boxes.append((deco.x - reach, deco.y - reach, deco.x + reach, deco.y + reach))
        if deco.kind == "line":
            boxes.append((deco.x2, deco.y2, deco.x2, deco.y2))
    if not boxes:
        return (0.0, 0.0, layout.width, layout.height)
    box = (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))
    if layout.centre is not None:
        cx, cy = layout.centre
        half_w = max(cx - box[0], box[2] - cx)
        half_h = max(cy - box[1], box[3] - cy)
        box = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
    return box


def contains(outer: Box, inner: Box, slack: float = 1e-6) -> bool:
    return (
        outer[0] <= inner[0] + slack
        and outer[1] <= inner[1] + slack
        and outer[2] >= inner[2] - slack
        and outer[3] >= inner[3] - slack
    )


def union(a: Box, b: Box) -> Box:
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
