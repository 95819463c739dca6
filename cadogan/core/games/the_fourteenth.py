"""The Fourteenth (rules card: rulebook/games/the_fourteenth.md).

Two packs; twenty-five cards in a square of five rows of five. Two cards
of one row or one column whose values add up to fourteen leave together,
and their places are filled from the pack in reading order. When no
fourteen can be made, one exchange: two cards change places with two
others (two swaps, made one after the other), allowed again only after
another pair.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from typing import ClassVar

from ..blocks.pairs import Pairs, adding_to, refill_in_order
from ..moves import GROUP, SWAP, YES, Move, Verdict, group, no, swap
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import move_text, status_text

SIZE = 5
CELLS = tuple(f"r{r}c{c}" for r in range(1, SIZE + 1) for c in range(1, SIZE + 1))  # reading order
INDEX = {cell: i for i, cell in enumerate(CELLS)}
LINES = tuple(tuple(range(r * SIZE, r * SIZE + SIZE)) for r in range(SIZE)) + tuple(
    tuple(range(c, SIZE * SIZE, SIZE)) for c in range(SIZE)
)
LINES_OF = tuple((LINES[i // SIZE], LINES[SIZE + i % SIZE]) for i in range(SIZE * SIZE))
STOCK_PILE = "stock"
DISCARD = "discard"
TOTAL = 14
# The exchange: 0 free, 1 the first of its two swaps made (the second due),
# 2 made (free again after the next pair, unless only one is allowed a game).
EXCHANGE = "exchange"
FIRST_SWAP = "first_swap"  # cells of the exchange's first swap, as 25 * i + j (i < j)
ONE_EXCHANGE = "opt_one_exchange"
SINGLE_SWAP = "opt_single_swap"


def same_line(a: str, b: str) -> Verdict:
    i, j = INDEX[a], INDEX[b]
    if i // SIZE == j // SIZE or i % SIZE == j % SIZE:
        return YES
    return no("The two cards must lie in one row or one column")


PAIRS = Pairs(DISCARD, adding_to(TOTAL), together=same_line)


def _grid(state: State) -> list[int]:
    """The square's values in reading order (0: an empty place)."""
    return [cards[-1].rank if (cards := state.piles[cell]) else 0 for cell in CELLS]


def _line_pairs(grid: list[int], line: tuple[int, ...]) -> bool:
    seen = set()
    for i in line:
        v = grid[i]
        if v:
            if TOTAL - v in seen:
                return True
            seen.add(v)
    return False


def has_pair(grid: list[int]) -> bool:
    return any(_line_pairs(grid, line) for line in LINES)


def pair_after_swap(grid: list[int], i: int, j: int) -> bool:
    """Does swapping places ``i`` and ``j`` of a square with no fourteen make one?
    (Only the lines through the two places can gain one.)"""
    grid[i], grid[j] = grid[j], grid[i]
    try:
        return any(_line_pairs(grid, line) for line in (*LINES_OF[i], *LINES_OF[j]))
    finally:
        grid[i], grid[j] = grid[j], grid[i]


def _a_pair(grid: list[int]) -> tuple[int, int] | None:
    for line in LINES:
        for i, j in itertools.combinations(line, 2):
            if grid[i] and grid[j] and grid[i] + grid[j] == TOTAL:
                return i, j
    return None


def _swaps(cards: list[int], barred: Iterable[int] = ()) -> Iterable[tuple[int, int]]:
    free = [i for i in cards if i not in set(barred)]
    return itertools.combinations(free, 2)


class TheFourteenth(Game):
    id = "the_fourteenth"
    title = "The Fourteenth"
    packs = 2
    description = "Two packs through a square of 25: pair off cards of one line adding to fourteen."
    spaces_fillable = False
    combo_help = (
        ("group", "two cards of one row or column adding up to fourteen, to the discard; their places refilled"),
        ("swap", "a swap of the exchange: two cards of the square change places (two swaps make the exchange)"),
    )
    counter_help: ClassVar[dict[str, str]] = {
        EXCHANGE: "0: the exchange is free (when no fourteen can be made); 1: its first swap made, the second due; "
        "2: made (free again after the next pair, unless the option allows one a game)",
        FIRST_SWAP: "while the exchange is half made: the places of its first swap, as 25 * i + j "
        "(i < j, places numbered 0-24 in reading order)",
    }
    options = (
        Option(ONE_EXCHANGE, "One exchange a game", "The exchange may be made once in the whole game."),
        Option(
            SINGLE_SWAP,
            "The exchange is one swap",
            "The exchange moves two cards, which change places, instead of two pairs of cards.",
        ),
    )

    def pile_roles(self) -> dict[str, str]:
        return {**{c: TABLEAU for c in CELLS}, STOCK_PILE: STOCK, DISCARD: FOUNDATION}

    def pile_title(self, pile: str) -> str:
        if pile in INDEX:
            row, column = divmod(INDEX[pile], SIZE)
            return f"row {row + 1}, column {column + 1}"
        return {STOCK_PILE: "the pack", DISCARD: "the discard"}[pile]

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), EXCHANGE: (0, 2), FIRST_SWAP: (0, 25 * 25 - 1)}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """Twenty-five cards row by row, left to right; the rest is the pack,
        face down, the next card on top."""
        cards = self.shuffled_deck(deal)
        state = self.empty_state(deal, **{EXCHANGE: 0})
        for cell, card in zip(CELLS, cards, strict=False):
            state.piles[cell] = [card]
        rest = cards[len(CELLS) :]
        state.piles[STOCK_PILE] = list(reversed(rest))
        state.face_down.update(rest)
        return state

    # -- moves: a card dropped on another pairs (or swaps) with it ------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile not in INDEX:
            return no("Only the cards of the square play")
        return YES if count == 1 and state.piles[pile] else no("There is no card there")

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        return no("Drop the card on another in its row or column to pair them")

    def drop_targets(self, state: State, src: str, count: int) -> Iterable[str]:
        return ()

    def _exchange_free(self, state: State) -> Verdict:
        if state.counters.get(EXCHANGE, 0) == 2:
            if self.option(state, ONE_EXCHANGE):
                return no("The one exchange of the game has been made")
            return no("The exchange has been made: another is allowed only after a pair")
        return YES

    def combos(self, state: State) -> list[Move]:
        """The pairs; with none, the useful swaps of the exchange (those
        after which a fourteen can be made). Any other swap of two cards is
        still allowed (see can_combine)."""
        grid = _grid(state)
        step = state.counters.get(EXCHANGE, 0)
        if step == 1:
            return self._second_swaps(state, grid)
        pairs = list(PAIRS.moves(state, CELLS))
        if pairs or not self._exchange_free(state):
            return pairs
        return self._first_swaps(state, grid)

    def _first_swaps(self, state: State, grid: list[int]) -> list[Move]:
        cards = [i for i, v in enumerate(grid) if v]
        if not any(grid[i] + grid[j] == TOTAL for i, j in itertools.combinations(cards, 2)):
            return []  # no two cards make fourteen: no exchange can help
        single = self.option(state, SINGLE_SWAP)
        found = []
        for i, j in _swaps(cards):
            if not pair_after_swap(grid, i, j):
                continue
            if not single and not self._completes(grid, cards, i, j):
                continue
            found.append(swap(CELLS[i], CELLS[j]))
        if found or single:
            return found
        # Rare (few cards left, far apart): only two swaps together line up a pair.
        for i, j in _swaps(cards):
            grid[i], grid[j] = grid[j], grid[i]
            if any(pair_after_swap(grid, k, m) for k, m in _swaps(cards, (i, j))):
                found.append(swap(CELLS[i], CELLS[j]))
            grid[i], grid[j] = grid[j], grid[i]
        return found

    def _completes(self, grid: list[int], cards: list[int], i: int, j: int) -> bool:
        """After the swap of ``i`` and ``j`` (which makes a fourteen), can a
        second swap of two other cards leave one?"""
        grid[i], grid[j] = grid[j], grid[i]
        try:
            pair = _a_pair(grid)
            others = [k for k in cards if k not in (i, j)]
            if pair is not None and len([k for k in others if k not in pair]) >= 2:
                return True  # swap two cards away from the pair
            return any(self._pair_kept(grid, k, m) for k, m in itertools.combinations(others, 2))
        finally:
            grid[i], grid[j] = grid[j], grid[i]

    @staticmethod
    def _pair_kept(grid: list[int], i: int, j: int) -> bool:
        grid[i], grid[j] = grid[j], grid[i]
        try:
            return has_pair(grid)
        finally:
            grid[i], grid[j] = grid[j], grid[i]

    def _second_swaps(self, state: State, grid: list[int]) -> list[Move]:
        first = divmod(state.counters.get(FIRST_SWAP, 0), 25)
        cards = [i for i, v in enumerate(grid) if v and i not in first]
        pair = _a_pair(grid)
        found = []
        for i, j in itertools.combinations(cards, 2):
            kept = pair is not None and i not in pair and j not in pair
            if kept or self._pair_kept(grid, i, j):
                found.append(swap(CELLS[i], CELLS[j]))
        return found

    def joining(self, state: State, src: str, dst: str) -> list[Move]:
        """A card dropped on another: a pair, or a swap of the exchange
        (which combos names only when it is useful)."""
        if src not in INDEX or dst not in INDEX:
            return []
        return [group((src, dst), DISCARD), swap(src, dst)]

    def can_combine(self, state: State, move: Move) -> Verdict:
        if move.kind == GROUP:
            if state.counters.get(EXCHANGE, 0) == 1:
                return no("Finish the exchange first: swap two other cards")
            return PAIRS.check(state, move, lambda pile: self.can_lift(state, pile, 1))
        if move.kind != SWAP or move.count != 1:
            return no("Cards leave the square in pairs")
        for pile in move.sources:
            verdict = self.can_lift(state, pile, 1)
            if not verdict:
                return verdict
        if state.counters.get(EXCHANGE, 0) == 1:
            first = divmod(state.counters.get(FIRST_SWAP, 0), 25)
            if any(INDEX[p] in first for p in move.sources):
                return no("The exchange moves four different cards: swap two others")
            return YES
        verdict = self._exchange_free(state)
        if not verdict:
            return verdict
        if PAIRS.any(state, CELLS):
            return no("A fourteen can still be made: the exchange is only for when none can")
        return YES

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        super().perform(state, move, tx)
        step = state.counters.get(EXCHANGE, 0)
        if move.kind == SWAP:
            if step == 0 and not self.option(state, SINGLE_SWAP):
                i, j = sorted(INDEX[p] for p in move.sources)
                tx.set(EXCHANGE, 1)
                tx.set(FIRST_SWAP, 25 * i + j)
            else:
                tx.set(EXCHANGE, 2)
                tx.set(FIRST_SWAP, None)
        elif move.kind == GROUP and step == 2 and not self.option(state, ONE_EXCHANGE):
            tx.set(EXCHANGE, 0)

    def settle(self, state: State, tx: Tx) -> None:
        refill_in_order(state, tx, CELLS, STOCK_PILE)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == SWAP:
            first = state.counters.get(EXCHANGE, 0) == 0 and not self.option(state, SINGLE_SWAP)
            plain = super().describe(state, move)
            return move_text("%1 (the exchange's first swap)", plain) if first else plain
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        step = state.counters.get(EXCHANGE, 0)
        shown: dict[str, int | str] = {}
        if step == 1:
            shown["exchange"] = status_text("swap two other cards")
        elif step == 2:
            shown["exchange"] = status_text("made")
        return shown
