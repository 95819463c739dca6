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

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ...core import STOCK, WASTE, Session
from .. import i18n
from ..core_texts import pile_name as translated_pile

if TYPE_CHECKING:  # (the accessibility classes are imported when first used: see Speech.table)
    from PySide6.QtGui import QAccessibleEvent

_ROLE_NAMES = {STOCK: i18n.QT_TRANSLATE_NOOP("Speech", "Pack"), WASTE: i18n.QT_TRANSLATE_NOOP("Speech", "Talon")}
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
    if title in _ROLE_NAMES.values():
        bare = QCoreApplication.translate("Speech", bare)
    elif i18n.current() != "en":
        bare = translated_pile(title)  # (articles are English only)
    same = [p for p in roles if p != pile and game.pile_title(p) == game.pile_title(pile)]
    if same:  # several piles called alike: number them in the game's order
        number = [p for p in roles if game.pile_title(p) == game.pile_title(pile)].index(pile) + 1
        bare = i18n.fill(QCoreApplication.translate("Speech", "%1 %2"), bare, number)
    return bare[:1].upper() + bare[1:]


def describe_pile(session: Session, pile: str) -> str:
    """The pile and what lies on it, top first: "Column 3: 7♥ on 8♠, 4 cards face down"."""
    state = session.state
    cards = state.piles.get(pile, [])
    name = pile_name(session, pile)
    if not cards:
        return i18n.fill(QCoreApplication.translate("Speech", "%1: empty"), name)
    up = [card for card in cards if state.is_up(card)]
    down = len(cards) - len(up)
    parts = []
    if up and state.is_up(cards[-1]):
        run = [cards[-1].label]
        if len(cards) > 1 and state.is_up(cards[-2]):
            run.append(cards[-2].label)
        text = QCoreApplication.translate("Speech", " on ").join(run)
        more = len(up) - len(run)
        if more:
            text += i18n.fill(QCoreApplication.translate("Speech", ", %1 more face up"), more)
        parts.append(text)
    if down:
        parts.append(i18n.plural(QCoreApplication.translate("Speech", "%Ln card(s) face down", None, down), down))
    return i18n.fill(
        QCoreApplication.translate("Speech", "%1: %2"), name, QCoreApplication.translate("Speech", ", ").join(parts)
    )


class Speech:
    """Tells the accessibility interface about one table view."""

    def __init__(self, view: QWidget) -> None:
        self.view = view
        self.last = ""  # what was said last (the tests read it too)

    def table(self, title: str) -> None:
        """A game is on the table: the view's name says which."""
        self.view.setAccessibleName(i18n.fill(QCoreApplication.translate("Speech", "Card table: %1"), title))
        if not self.view.isVisible():
            return  # (the first table of a start: no screen reader has the window yet, nothing to tell)
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        self._raise(QAccessibleEvent(self.view, QAccessible.Event.NameChanged))

    def focus_moved(self, session: Session, pile: str | None) -> None:
        """The keyboard's focus is on ``pile``: describe it and say it."""
        if pile is None:
            return
        text = describe_pile(session, pile)
        self.view.setAccessibleDescription(text)
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        self._raise(QAccessibleEvent(self.view, QAccessible.Event.DescriptionChanged))
        self.announce(text)

    def announce(self, text: str) -> None:
        """Have a screen reader say ``text`` (a refusal, a hint, the end)."""
        if not text:
            return
        self.last = text
        from PySide6.QtGui import QAccessibleAnnouncementEvent

        self._raise(QAccessibleAnnouncementEvent(self.view, text))

    @staticmethod
    def _raise(event: QAccessibleEvent) -> None:
        from PySide6.QtGui import QAccessible

        QAccessible.updateAccessibility(event)
