"""Cæsar (rules card: rulebook/games/caesar.md).

Nine cards, ace to nine, in a square of three rows of three. The only move
swaps any two cards; the game is won when every row, column and diagonal
adds up to fifteen (a magic square). The opening is the plate's (three
fifteens); an option shuffles it.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping

from ..cards import Card, parse
from ..moves import SWAP, YES, Move, Verdict, no, swap
from ..rules import TABLEAU, Game, Option
from ..state import State
from ..text import status_text

CELLS = tuple(f"c{n}" for n in range(1, 10))  # row by row from the top left
TOTAL = 15
# The eight lines: three rows, three columns, two diagonals (cell indexes).
ROWS = ((0, 1, 2), (3, 4, 5), (6, 7, 8))
COLUMNS = ((0, 3, 6), (1, 4, 7), (2, 5, 8))
DIAGONALS = ((0, 4, 8), (2, 4, 6))
LINES = ROWS + COLUMNS + DIAGONALS
PLATE = "7H 8S 3D 5C 6H 4S 9D AC 2H"  # the plate's square, cells 1-9
SHUFFLED = "opt_shuffled"
THREE_FIFTEENS = "opt_three_fifteens"


def _magic_squares() -> tuple[tuple[int, ...], ...]:
    """The eight magic squares of 1-9: 2 7 6 / 9 5 1 / 4 3 8 turned and
    reflected."""
    base = (2, 7, 6, 9, 5, 1, 4, 3, 8)
    turn = (6, 3, 0, 7, 4, 1, 8, 5, 2)  # a quarter turn: cell i takes cell turn[i]
    mirror = (2, 1, 0, 5, 4, 3, 8, 7, 6)
    found = []
    square = base
    for _ in range(4):
        found += [square, tuple(square[i] for i in mirror)]
        square = tuple(square[i] for i in turn)
    return tuple(found)


MAGIC = _magic_squares()
# (Asked at every swap, the win is looked up: ace to nine once each make fifteen on every
# line only in these eight squares.)
_MAGIC_SET = frozenset(MAGIC)
_ONE_TO_NINE = frozenset(range(1, 10))


def values(state: State) -> tuple[int, ...]:
    """The square's pip values, cells 1-9 (0 for a cell a hand-made
    position leaves empty)."""
    piles = state.piles  # (a list, not a generator: asked at every swap)
    return tuple([piles[c][-1].rank if piles[c] else 0 for c in CELLS])


def line_sums(square: tuple[int, ...]) -> list[int]:
    """The eight lines' totals: rows, columns, then the diagonal from the top
    left and the one from the top right."""
    return [sum(square[i] for i in line) for line in LINES]


def fifteens(square: tuple[int, ...]) -> int:
    return sum(total == TOTAL for total in line_sums(square))


def swaps_to_magic(square: tuple[int, ...]) -> int:
    """The fewest swaps that make the square magic (9 less the cycles of the
    shortest rearrangement onto one of the eight magic squares)."""
    best = 9
    for magic in MAGIC:
        where = {v: i for i, v in enumerate(magic)}
        if set(square) != set(where):
            continue
        target = [where[v] for v in square]
        seen = [False] * 9
        cycles = 0
        for start in range(9):
            if not seen[start]:
                cycles += 1
                i = start
                while not seen[i]:
                    seen[i] = True
                    i = target[i]
        best = min(best, 9 - cycles)
    return best


class Caesar(Game):
    id = "caesar"
    title = "Cæsar"
    description = "Nine cards, ace to nine, in a square: swap them until every line makes fifteen."
    spaces_fillable = False
    combo_help = (("swap", "two cards of the square, anywhere in it, change places (src and dst: their cells)"),)
    options = (
        Option(SHUFFLED, "Shuffled opening", "The nine cards are laid at random instead of as the book's picture."),
        Option(
            THREE_FIFTEENS,
            "Shuffled, with three fifteens",
            "The nine cards are laid at random, but so that exactly three lines make fifteen, as in the book.",
        ),
    )

    def pile_roles(self) -> dict[str, str]:
        return {c: TABLEAU for c in CELLS}

    def pile_title(self, pile: str) -> str:
        row, column = divmod(CELLS.index(pile), 3)
        return f"row {row + 1}, column {column + 1}"

    def deck(self) -> list[Card]:
        return sorted(parse(code) for code in PLATE.split())

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """The plate's square, whatever the deal number."""
        return self._laid(deal, [parse(code) for code in PLATE.split()])

    def _laid(self, deal: int, cards: list[Card]) -> State:
        state = self.empty_state(deal)
        for cell, card in zip(CELLS, cards, strict=True):
            state.piles[cell] = [card]
        return state

    def new_state(self, deal: int, options: Mapping[str, bool] | None = None) -> State:
        chosen = self.chosen_options(options)
        if not (chosen[SHUFFLED] or chosen[THREE_FIFTEENS]):
            return super().new_state(deal, options)
        attempt = 0
        while True:
            cards = self.shuffled_deck(deal, f"square {attempt}" if attempt else "")
            state = self._laid(deal, cards)
            square = values(state)
            wanted = fifteens(square) == 3 if chosen[THREE_FIFTEENS] else fifteens(square) < len(LINES)
            if wanted:
                break
            attempt += 1
        for key, on in chosen.items():
            state.counters[key] = int(on)
        return state

    # -- moves: a card dragged onto another swaps with it --------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        return YES if count == 1 and state.piles[pile] else no("There is no card there")

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        return no("Drop the card on another card to swap them")

    def drop_targets(self, state: State, src: str, count: int) -> Iterable[str]:
        return ()

    def combos(self, state: State) -> list[Move]:
        if self.is_won(state):
            return []  # the square is magic: the game is over
        full = [c for c in CELLS if state.piles[c]]
        return [swap(a, b) for a, b in itertools.combinations(full, 2)]

    def can_combine(self, state: State, move: Move) -> Verdict:
        if move.kind != SWAP:
            return no("The only move is to swap two cards")
        if move.count != 1:
            return no("Cards swap one for one")
        if self.is_won(state):
            return no("The square is magic already: every line makes fifteen")
        return YES

    # -- the end and advice ---------------------------------------------------
    def is_won(self, state: State) -> bool:
        square = values(state)
        if square in _MAGIC_SET:
            return True
        if frozenset(square) == _ONE_TO_NINE:
            return False  # ace to nine, each once, and none of the eight magic squares
        return all(total == TOTAL for total in line_sums(square))  # (a hand-made square)

    def hint_bonus(self, state: State, move: Move) -> int:
        """A swap that brings the square a swap nearer a magic one."""
        if move.kind != SWAP:
            return 0
        square = list(values(state))
        i, j = CELLS.index(move.src), CELLS.index(move.dst)
        before = swaps_to_magic(tuple(square))
        square[i], square[j] = square[j], square[i]
        return 13 if swaps_to_magic(tuple(square)) < before else 0

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {"fifteens": status_text("%1 of %2", fifteens(values(state)), 8)}

    def table_texts(self, state: State) -> dict[str, str]:
        """The lines' totals, shown along the square's edges: ``row1``-``row3``,
        ``col1``-``col3``, ``diag1`` (from the top left), ``diag2`` (from the
        top right, each with an arrow along its diagonal): "15 ✓" for a line
        that makes fifteen."""
        names = ("row1", "row2", "row3", "col1", "col2", "col3", "diag1", "diag2")
        texts = {}
        for name, total in zip(names, line_sums(values(state)), strict=True):
            text = f"{total} ✓" if total == TOTAL else str(total)
            texts[name] = {"diag1": f"↘ {text}", "diag2": f"{text} ↙"}.get(name, text)
        return texts
