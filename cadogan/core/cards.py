"""Cards, suits, ranks and packs as immutable values.

Every physical card carries the index of the pack it came from, so the two
7♥ of a two-pack game are distinct values and keep their identity across
moves (the table animates the right one; a save file names each exactly).
"""

from __future__ import annotations

import enum
import re

import attrs


class _Members(enum.EnumType):
    """Iterates an enum without aliases at C speed: its member map's values
    are its members in order (Enum's own iteration is a Python generator,
    and the rules walk the suits at every move: ``for suit in Suit``).
    Its enums also hash in C, by identity (``__hash__ = object.__hash__``:
    a member is the one object of its value, compared by identity), where
    Enum's own hash is a Python call hashing the member's name: faces
    (suit, rank) key the rules' dicts, and that call was a tenth of a
    search's time."""

    def __iter__(cls):  # (the same iterator as EnumType.__iter__)
        return iter(cls._member_map_.values())


class Colour(enum.Enum, metaclass=_Members):
    RED = "red"
    BLACK = "black"

    __hash__ = object.__hash__  # (see _Members)


class Suit(enum.Enum, metaclass=_Members):
    """The four suits, in the order a new pack is sorted (♣ ♦ ♥ ♠)."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    __hash__ = object.__hash__  # (see _Members)

    # (Looked up by the suit's letter: the rules ask a card's colour at every
    # drop, and an enum member hashes and compares slowly.)
    @property
    def symbol(self) -> str:
        return _SYMBOL_OF[self._value_]

    @property
    def colour(self) -> Colour:
        return _COLOUR_OF[self._value_]

    @property
    def noun(self) -> str:
        return self.name.lower()


_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
_SYMBOL_OF = {suit.value: symbol for suit, symbol in _SUIT_SYMBOLS.items()}
_COLOUR_OF = {"C": Colour.BLACK, "D": Colour.RED, "H": Colour.RED, "S": Colour.BLACK}

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANKS = tuple(range(1, 14))
PIQUET_RANKS = (1, 7, 8, 9, 10, 11, 12, 13)
_RANK_CODES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_RANK_NAMES = {1: "ace", 11: "knave", 12: "queen", 13: "king"}
_RANK_BY_CODE = {v: k for k, v in _RANK_CODES.items()}
# A card code: rank, suit, a dot and the pack (0-99), as Card.code writes it.
_CODE = re.compile(r"(A|[2-9]|10|J|Q|K)([CDHS])\.(0|[1-9][0-9]?)", re.ASCII)


def rank_code(rank: int) -> str:
    return _RANK_CODES.get(rank, str(rank))


def rank_name(rank: int) -> str:
    """The book's name for a rank: ace, 2 … 10, knave, queen, king."""
    return _RANK_NAMES.get(rank, str(rank))


def a_rank_name(rank: int) -> str:
    """The rank's name with its article: "an ace", "a 2", "an 8", "a king"
    (one word for the translators, see cadogan.core.text)."""
    return f"{'an' if rank in (1, 8) else 'a'} {rank_name(rank)}"


def _check_rank(_instance: object, _attribute: object, value: int) -> None:
    if value not in RANKS:
        raise ValueError(f"rank must be 1..13, not {value!r}")


@attrs.frozen(order=True, cache_hash=True)  # cards key many sets and dicts: hash once
class Card:
    """One physical card. ``pack`` tells the copies of a multi-pack game apart."""

    suit: Suit = attrs.field(order=lambda s: s.value)
    rank: int = attrs.field(validator=_check_rank)
    pack: int = 0
    # The suit's colour, kept with the card (not a field of its value: never
    # compared, hashed, ordered or shown): the rules ask it at every drop in
    # alternate colours, and a plain attribute costs no call.
    colour: Colour = attrs.field(init=False, eq=False, order=False, hash=False, repr=False)

    # A whole number naming the card (suit, rank and pack), kept with it as
    # the colour is: the position's key reads a card's facts by it at every
    # card moved, and a number hashes in C where a card's hash is a call.
    ident: int = attrs.field(init=False, eq=False, order=False, hash=False, repr=False)

    @colour.default
    def _suit_colour(self) -> Colour:
        return self.suit.colour

    @ident.default
    def _card_ident(self) -> int:
        return (self.pack * 4 + "CDHS".index(self.suit.value)) * 16 + self.rank

    @property
    def label(self) -> str:
        """What a player reads: ``7♥``, ``Q♠`` (copies look alike)."""
        label = _LABELS.get(self)
        if label is None:  # made once a card: every move played names its cards
            label = _LABELS[self] = f"{rank_code(self.rank)}{self.suit.symbol}"
        return label

    @property
    def code(self) -> str:
        """Stable text form used in save files: rank, suit, pack (``10H.1``)."""
        return f"{rank_code(self.rank)}{self.suit.value}.{self.pack}"

    @classmethod
    def from_code(cls, code: str) -> Card:
        """Parse ``code`` exactly as written by :attr:`code` (ASCII only: no
        signs, spaces, other digits or leading zeros); raises ValueError."""
        match = _CODE.fullmatch(code) if isinstance(code, str) else None
        if match is None:
            raise ValueError(f"not a card code: {code!r}")
        rank_text, suit_text, pack_text = match.groups()
        rank = _RANK_BY_CODE[rank_text] if rank_text in _RANK_BY_CODE else int(rank_text)
        return _one_card(Suit(suit_text), rank, int(pack_text))

    def __str__(self) -> str:
        return self.label


def parse(text: str, pack: int = 0) -> Card:
    """A card from a player's notation such as ``7H``, ``10♠`` or ``QS`` (tests)."""
    text = text.strip()
    symbols = {v: k for k, v in _SUIT_SYMBOLS.items()}
    last = text[-1]
    suit = symbols.get(last) or Suit(last.upper())
    rank_text = text[:-1].upper()
    reverse = {v: k for k, v in _RANK_CODES.items()}
    rank = reverse[rank_text] if rank_text in reverse else int(rank_text)
    return _one_card(suit, rank, pack)


def new_deck(packs: int = 1, ranks: tuple[int, ...] = RANKS) -> list[Card]:
    """Cards of ``packs`` packs in the documented sorted order.

    Pack by pack, suits ♣ ♦ ♥ ♠, ranks ascending from the ace. ``ranks``
    selects a short pack (``PIQUET_RANKS`` for a piquet pack of 32).
    """
    return [_one_card(suit, rank, pack) for pack in range(packs) for suit in Suit for rank in ranks]


_made: dict[tuple[str, int, int], Card] = {}
_LABELS: dict[Card, str] = {}


def _one_card(suit: Suit, rank: int, pack: int) -> Card:
    """The one Card object of every deck for this card (cards are values;
    sharing them lets the tables keyed by cards, such as the position keys'
    numbers, find a card by identity, without comparing it field by field)."""
    key = (suit.value, rank, pack)
    card = _made.get(key)
    if card is None:
        card = _made.setdefault(key, Card(suit, rank, pack))  # (checks the rank as Card does)
    return card


def next_rank(rank: int, step: int = 1, wrap: bool = False) -> int | None:
    """The rank ``step`` above ``rank`` (negative: below), or None off the end."""
    value = rank + step
    if wrap:
        return (value - 1) % 13 + 1
    return value if 1 <= value <= 13 else None
