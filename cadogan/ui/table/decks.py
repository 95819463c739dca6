"""Card decks: the built-in one (drawn by :mod:`.cardfaces`, the default) and
the SVG decks already installed for other card games, which are the
player's own files, read where they lie and never copied:

- KDE's card decks: ``/usr/share/carddecks/svg-*/``, each described by an
  ``index.desktop`` (``[KDE Backdeck]``, ``Name=``, ``SVG=``), with elements
  named ``1_club`` … ``10_club``, ``jack_club``, ``queen_club``,
  ``king_club`` and ``back``;
- Aisleriot's: ``/usr/share/aisleriot/cards/*.svg`` or ``.svgz``, elements
  named ``club_1`` … ``club_king`` and ``back``;
- any folder the player picks, holding decks of either kind.

A deck is drawn with QtSvg, each face rendered at the exact size shown (the
faces cache keeps them per size, as for the built-in deck). A deck that
cannot be read, or lacks a card, is refused with a message naming its file;
the table then keeps (or falls back to) the built-in deck.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

import attrs
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from ...core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from ..i18n import QT_TRANSLATE_NOOP

BUILTIN = "builtin"
KDE = "kde"
AISLERIOT = "aisleriot"

KDE_ROOTS = ("/usr/share/carddecks", "/usr/local/share/carddecks")
AISLERIOT_ROOTS = ("/usr/share/aisleriot/cards", "/usr/local/share/aisleriot/cards")
SVG_SUFFIXES = (".svg", ".svgz")
MAX_DECK_BYTES = 64 * 1024 * 1024  # a deck is a few MB at most
STRETCH = 0.12  # a deck's cards this near our proportions fill the card (barely stretched)

_SUIT_NAMES = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}
_RANK_NAMES = {ACE: "1", JACK: "jack", QUEEN: "queen", KING: "king"}


@attrs.frozen
class Deck:
    """A deck the player may choose: ``key`` is what the settings keep (the
    SVG file's path, or ``builtin``)."""

    key: str
    name: str
    kind: str  # BUILTIN, KDE or AISLERIOT
    file: Path | None = None

    @property
    def builtin(self) -> bool:
        return self.kind == BUILTIN


BUILTIN_DECK = Deck(BUILTIN, QT_TRANSLATE_NOOP("DeckDialog", "Cadogan (built in)"), BUILTIN)


class DeckError(Exception):
    """A deck that cannot be used; ``str()`` names the file and says why."""


def element_ids(kind: str, card: Card | None) -> list[str]:
    """The SVG element names that may hold ``card`` (None: the back), the
    deck's own convention first."""
    if card is None:
        return ["back"]
    rank = _RANK_NAMES.get(card.rank, str(card.rank))
    suit = _SUIT_NAMES[card.suit]
    kde, aisleriot = f"{rank}_{suit}", f"{suit}_{rank}"
    return [aisleriot, kde] if kind == AISLERIOT else [kde, aisleriot]


def _kde_deck(folder: Path) -> Deck | None:
    index = folder / "index.desktop"
    if not index.is_file():
        return None
    import configparser  # only when the system's decks are listed

    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(index, encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    if not parser.has_section("KDE Backdeck"):
        return None
    section = parser["KDE Backdeck"]
    svg = section.get("SVG", "").strip()
    if not svg:
        return None  # a deck of pictures (PNG), not SVG
    name = section.get("Name", "").strip() or folder.name.removeprefix("svg-")
    file = folder / svg
    return Deck(str(file), f"{name} (KDE)", KDE, file)


def _aisleriot_deck(file: Path) -> Deck:
    name = file.name
    for suffix in SVG_SUFFIXES:
        name = name.removesuffix(suffix)
    return Deck(str(file), f"{name.replace('_', ' ').replace('-', ' ').title()} (Aisleriot)", AISLERIOT, file)


def decks_in(folder: Path) -> list[Deck]:
    """The decks in ``folder``: a KDE deck folder itself, KDE deck folders
    in it, and SVG files in it (Aisleriot's kind)."""
    folder = Path(folder)
    found: list[Deck] = []
    own = _kde_deck(folder)
    if own is not None:
        return [own]
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        return []
    for entry in entries:
        if entry.is_dir():
            deck = _kde_deck(entry)
            if deck is not None:
                found.append(deck)
        elif entry.is_file() and entry.name.lower().endswith(SVG_SUFFIXES):
            found.append(_aisleriot_deck(entry))
    return found


def installed_decks(
    kde_roots: Iterable[str] = KDE_ROOTS, aisleriot_roots: Iterable[str] = AISLERIOT_ROOTS, folders: Iterable[str] = ()
) -> list[Deck]:
    """Every deck to offer: the built-in one first, then KDE's, Aisleriot's
    and those in the folders the player added (each file once)."""
    decks = [BUILTIN_DECK]
    seen: set[str] = set()
    for root in kde_roots:
        if os.path.isdir(root):
            for deck in decks_in(Path(root)):
                if deck.kind == KDE and deck.key not in seen:
                    seen.add(deck.key)
                    decks.append(deck)
    for root in aisleriot_roots:
        if os.path.isdir(root):
            for deck in decks_in(Path(root)):
                if deck.key not in seen:
                    seen.add(deck.key)
                    decks.append(deck)
    for folder in folders:
        for deck in decks_in(Path(folder)):
            if deck.key not in seen:
                seen.add(deck.key)
                decks.append(deck)
    return decks


def deck_for_file(path: str) -> Deck:
    """The deck a settings key names (an SVG file's path)."""
    file = Path(path)
    kde = _kde_deck(file.parent)
    if kde is not None and kde.file == file:
        return kde
    return _aisleriot_deck(file)


ALL_CARDS = [Card(suit, rank) for suit in Suit for rank in range(1, 14)]


class SvgDeck:
    """One SVG deck, loaded and checked: every card of a full pack and the
    back must be in it. Renders faces at any size."""

    def __init__(self, deck: Deck) -> None:
        from PySide6.QtSvg import QSvgRenderer  # only when a deck of this kind is chosen

        self.deck = deck
        file = deck.file
        if file is None:
            raise DeckError("the built-in deck has no file")
        try:
            size = file.stat().st_size
        except OSError as exc:
            raise DeckError(f"The card deck {file} cannot be read ({exc.strerror or exc})") from None
        if size > MAX_DECK_BYTES:
            raise DeckError(f"The card deck {file} cannot be read (it is far too large for a deck)")
        self.renderer = QSvgRenderer(str(file))
        if not self.renderer.isValid():
            raise DeckError(f"The card deck {file} cannot be read (it is not an SVG picture Qt can draw)")
        self.ids: dict[Card | None, str] = {}
        for card in [*ALL_CARDS, None]:
            found = next((i for i in element_ids(deck.kind, card) if self.renderer.elementExists(i)), None)
            if found is None:
                what = "the back" if card is None else f"the {card.label}"
                raise DeckError(f"The card deck {file} cannot be used: it has no picture of {what}")
            self.ids[card] = found

    def paint(self, painter: QPainter, card: Card | None, width: float, height: float) -> None:
        """Draw ``card`` (None: the back) in 0..width x 0..height: filling it
        when the deck's cards are near our proportions (most decks are 1.4 to
        1.55 high for 1 wide), else its own proportions kept, centred."""
        element = self.ids[Card(card.suit, card.rank) if card is not None else None]
        bounds = self.renderer.boundsOnElement(element)
        aspect = bounds.height() / max(bounds.width(), 1e-6)
        if abs(aspect / (height / width) - 1) <= STRETCH:
            w, h = width, height
        else:
            scale = min(width / max(bounds.width(), 1e-6), height / max(bounds.height(), 1e-6))
            w, h = bounds.width() * scale, bounds.height() * scale
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer.render(painter, element, QRectF((width - w) / 2, (height - h) / 2, w, h))

    def preview(self, width: int, cards: Iterable[Card | None]) -> QImage:
        """A small picture of a few cards side by side (the deck chooser's)."""
        cards = list(cards)
        height = round(width * 1.4)
        step = round(width * 0.55)
        image = QImage(width + step * (len(cards) - 1), height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            for index, card in enumerate(cards):
                painter.save()
                painter.translate(index * step, 0)
                self.paint(painter, card, width, height)
                painter.restore()
        finally:
            painter.end()
        return image


_current: SvgDeck | None = None  # None: the built-in deck


def current() -> SvgDeck | None:
    return _current


def current_key() -> str:
    return _current.deck.key if _current is not None else BUILTIN


def use(deck: Deck) -> None:
    """Draw every card with ``deck`` from now on; raises DeckError (and keeps
    the deck in use) when it cannot be read."""
    global _current
    if deck.builtin:
        _current = None
        return
    loaded = SvgDeck(deck)
    _current = loaded


def use_builtin() -> None:
    global _current
    _current = None
