"""A foundation rank chosen by the player: cards are turned up, the player
clicks one, and it becomes the first foundation; its rank is the deal's
foundation rank, kept in the counter ``base_rank`` uses, so
``base_rank_rule`` and ``base_rank_shown`` serve as for a rank the deal
chose.

Used by: the_terrace.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from ..moves import YES, Move, Verdict, no
from ..ops import Tx
from ..state import State
from ..text import move_text, refusal, status_text
from .foundations import BASE_RANK, BASE_RANK_RANGE, base_rank_shown

CHOOSE = "choose"  # the click that makes a turned card the first foundation
CHOOSING = "foundation_rank"  # what the status bar names while the choice waits


@attrs.frozen
class ChosenBaseRank:
    """The choice of the foundation rank among the cards lying face up in
    ``offered`` (one card a pile). Until it is made, it is the only thing
    to do (``can_play`` refuses every other move); a click on one of those
    cards (a ``CHOOSE`` move from its pile) lays it on ``first`` and sets
    ``base_rank``. The game then deals on as its rules say (``perform``
    answers whether the move was the choice)."""

    offered: tuple[str, ...]
    first: str
    waiting: str = refusal("Choose the foundation: click one of the turned cards")

    def pending(self, state: State) -> bool:
        """Is the choice still to be made?"""
        return BASE_RANK not in state.counters

    def actions(self, state: State) -> list[Move]:
        if not self.pending(state):
            return []
        return [Move(CHOOSE, pile) for pile in self.offered if state.piles[pile]]

    def can_play(self, state: State) -> Verdict:
        """Every other move waits for the choice."""
        return no(self.waiting) if self.pending(state) else YES

    def perform(self, state: State, move: Move, tx: Tx) -> bool:
        """Lay the chosen card on the first foundation and keep its rank;
        False (nothing done) for any other move."""
        if move.kind != CHOOSE:
            return False
        rank = state.top(move.src).rank
        tx.move(move.src, self.first, 1, face_up=True)
        tx.set(BASE_RANK, rank)
        return True

    def rejected(self, state: State) -> list[str]:
        """The offered piles still holding their card, in the order offered
        (after the choice: the cards passed over)."""
        return [pile for pile in self.offered if state.piles[pile]]

    def describe(self, state: State, move: Move) -> str:
        return move_text("Choose the %1 as the first foundation", state.top(move.src))

    def shown(self, state: State) -> dict[str, int | str]:
        """For the status bar: what to do while the choice waits, then the rank chosen."""
        if self.pending(state):
            return {CHOOSING: status_text("click one of the turned cards")}
        return base_rank_shown(state)

    @staticmethod
    def counter_ranges() -> dict[str, tuple[int, int]]:
        return dict(BASE_RANK_RANGE)


def close_up(tx: Tx, piles: Sequence[str]) -> None:
    """Close up the gaps among ``piles`` (single cards), keeping their order:
    the cards passed over in a choice move to its first places."""
    filled = [pile for pile in piles if tx.state.piles[pile]]
    for place, pile in zip(piles, filled, strict=False):
        if place != pile:
            tx.move(pile, place, tx.state.size(pile))
