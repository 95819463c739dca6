"""What a screen reader says: the table tells Qt's accessibility interface
(QAccessible) what the keyboard's focus is on as it moves ("Column 3: 7♥ on
8♠, 4 cards face down"), and announces what the status bar says: a move
refused and why ("Red and black must alternate"), a hint, the end of a game.

The table view's accessible name is the table's (the game), its accessible
description the pile in focus; each change raises a NameChanged or
DescriptionChanged event and an Announcement, which screen readers (Orca,
NVDA, VoiceOver) speak.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from ...core import STOCK, WASTE, Session

_ROLE_NAMES = {STOCK: "Pack", WASTE: "Talon"}
_ARTICLES = ("a ", "an ", "the ")


def pile_name(session: Session, pile: str) -> str:
    """The pile as a player calls it ("Column 3", "Pack", "Foundation 2")."""
    game = session.game
    roles = game.pile_roles()
    title = _ROLE_NAMES.get(roles.get(pile, "")) or game.pile_title(pile)
    bare = title
    for article in _ARTICLES:
        if bare.casefold().startswith(article):
            bare = bare[len(article) :]
            break
    same = [p for p in roles if p != pile and game.pile_title(p) == game.pile_title(pile)]
    if same:  # several piles called alike: number them in the game's order
        number = [p for p in roles if game.pile_title(p) == game.pile_title(pile)].index(pile) + 1
        bare = f"{bare} {number}"
    return bare[:1].upper() + bare[1:]


def describe_pile(session: Session, pile: str) -> str:
    """The pile and what lies on it, top first: "Column 3: 7♥ on 8♠, 4 cards face down"."""
    state = session.state
    cards = state.piles.get(pile, [])
    name = pile_name(session, pile)
    if not cards:
        return f"{name}: empty"
    up = [card for card in cards if state.is_up(card)]
    down = len(cards) - len(up)
    parts = []
    if up and state.is_up(cards[-1]):
        run = [cards[-1].label]
        if len(cards) > 1 and state.is_up(cards[-2]):
            run.append(cards[-2].label)
        text = " on ".join(run)
        more = len(up) - len(run)
        if more:
            text += f", {more} more face up"
        parts.append(text)
    if down:
        parts.append(f"{down} card{'s' if down != 1 else ''} face down")
    return f"{name}: {', '.join(parts)}"


class Speech:
    """Tells the accessibility interface about one table view."""

    def __init__(self, view: QWidget) -> None:
        self.view = view
        self.last = ""  # what was said last (the tests read it too)

    def table(self, title: str) -> None:
        """A game is on the table: the view's name says which."""
        self.view.setAccessibleName(f"Card table: {title}")
        self._raise(QAccessibleEvent(self.view, QAccessible.Event.NameChanged))

    def focus_moved(self, session: Session, pile: str | None) -> None:
        """The keyboard's focus is on ``pile``: describe it and say it."""
        if pile is None:
            return
        text = describe_pile(session, pile)
        self.view.setAccessibleDescription(text)
        self._raise(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))
        self.announce(text)

    def announce(self, text: str) -> None:
        """Have a screen reader say ``text`` (a refusal, a hint, the end)."""
        if not text:
            return
        self.last = text
        self._raise(QAccessibleAnnouncementEvent(self.view, text))

    @staticmethod
    def _raise(event: QAccessibleEvent) -> None:
        QAccessible.updateAccessibility(event)
