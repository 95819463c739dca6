"""Nestor (rules card: rulebook/games/nestor.md).

One pack dealt in six rows of eight, never two cards of one value in a
column (a card that would be is put under the pack and the next tried);
the four cards left are the reserve. Two available cards of equal value
leave together: the lowest card of each column, and the reserve cards
taken up, one at a time, when no pair is left.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..blocks import pairs_locked
from ..blocks.pairs import Pairs, equal_values
from ..moves import DEAL, GROUP, YES, Move, Verdict, group, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import move_text

COLUMNS = tuple(f"c{n}" for n in range(1, 9))
ROWS = 6
ASIDE = ("a1", "a2", "a3", "a4")  # the reserve cards taken up, in the order taken
RESERVE_PILE = "reserve"
DISCARD = "discard"
PLACES = COLUMNS + ASIDE  # every place whose top card is available
PAIRS = Pairs(DISCARD, equal_values)
ANY_TIME = "opt_take_up_any_time"


def deal_columns(pack: list, columns: int, rows: int) -> tuple[list[list], list] | None:
    """Deal ``pack`` (first card first) row by row into ``columns`` columns,
    never two cards of one value in a column: a card that would be goes to
    the bottom of the pack and the next is tried. The columns and the cards
    left, or None when no card left can take some place."""
    pack = list(pack)
    piles: list[list] = [[] for _ in range(columns)]
    for _ in range(rows):
        for pile in piles:
            ranks = {card.rank for card in pile}
            for _tries in range(len(pack)):
                card = pack.pop(0)
                if card.rank not in ranks:
                    pile.append(card)
                    break
                pack.append(card)
            else:
                return None
    return piles, pack


class Nestor(Game):
    id = "nestor"
    title = "Nestor"
    description = "Six rows of eight: pair off the lowest cards of equal value, with a reserve of four for help."
    spaces_fillable = False
    action_help = (
        ("deal", "take up the next reserve card (src `reserve`, dst the next empty `a` place) when no pair is left"),
    )
    combo_help = (
        ("group", "two available cards of equal value (columns' lowest cards, cards taken up) to the discard"),
    )
    options = (
        Option(
            ANY_TIME,
            "Take up the reserve at any time",
            "A reserve card may be taken up even while a pair can still be made.",
        ),
    )

    def pile_roles(self) -> dict[str, str]:
        roles = {c: TABLEAU for c in COLUMNS}
        roles[RESERVE_PILE] = STOCK
        roles.update({a: RESERVE for a in ASIDE})
        roles[DISCARD] = FOUNDATION
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in COLUMNS:
            return f"column {pile[1:]}"
        if pile in ASIDE:
            return "the reserve cards taken up"
        return {RESERVE_PILE: "the reserve", DISCARD: "the discard"}[pile]

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """Row by row, left to right; a deal that cannot be finished is
        shuffled afresh (salt ``again <n>``). The four cards left make the
        reserve, face down, the first of them on top."""
        attempt = 0
        while True:
            dealt = deal_columns(self.shuffled_deck(deal, f"again {attempt}" if attempt else ""), len(COLUMNS), ROWS)
            if dealt is not None:
                break
            attempt += 1
        columns, left = dealt
        state = self.empty_state(deal)
        for name, cards in zip(COLUMNS, columns, strict=True):
            state.piles[name] = cards
        state.piles[RESERVE_PILE] = list(reversed(left))
        state.face_down.update(left)
        return state

    # -- moves ----------------------------------------------------------------
    def available(self, state: State, pile: str) -> Verdict:
        if pile in PLACES:
            return YES if state.piles[pile] else no("There is no card there")
        if pile == RESERVE_PILE:
            return no("Take up a reserve card by clicking the reserve")
        return no("Those cards have left the game")

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if count != 1:
            return no("Only the lowest card of a column is free")
        return self.available(state, pile)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        return no("Drop the card on another of the same value to pair them")

    def drop_targets(self, state: State, src: str, count: int) -> Iterable[str]:
        return ()

    def combos(self, state: State) -> Iterable[Move]:
        return PAIRS.moves(state, PLACES)

    def can_combine(self, state: State, move: Move) -> Verdict:
        if move.kind != GROUP:
            return no("Cards leave the game in pairs")
        return PAIRS.check(state, move, lambda pile: self.available(state, pile))

    # -- taking up the reserve --------------------------------------------------
    def take_up(self, state: State) -> Verdict:
        if not state.piles[RESERVE_PILE]:
            return no("The reserve is used up")
        if not self.option(state, ANY_TIME) and PAIRS.any(state, PLACES):
            return no("A pair can still be made: take up the reserve only when none is left")
        return YES

    def actions(self, state: State) -> list[Move]:
        if not self.take_up(state):
            return []
        slot = next(a for a in ASIDE if not state.piles[a])
        return [Move(DEAL, RESERVE_PILE, slot)]

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL:
            verdict = self.take_up(state)
            if not verdict:
                return verdict
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            tx.move(RESERVE_PILE, move.dst, 1, face_up=True)
            return
        super().perform(state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Take up a reserve card")
        return super().describe(state, move)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """A pair of a value whose every card left is available (the last
        two, or all four): a winning line pairs them off among themselves,
        and pairing them first keeps its every later move legal (cards only
        leave, so what was available stays so; and while such a pair is
        there the reserve is not taken up)."""
        if move.kind != GROUP:
            return False
        rank = state.piles[move.src][-1].rank
        available = sum(1 for place in PLACES if (cards := state.piles[place]) and cards[-1].rank == rank)
        return self.all_in_sight(state, rank, available)

    def all_in_sight(self, state: State, rank: int, available: int) -> bool:
        """Are ``available`` cards of ``rank`` (two or more) all its cards
        left?"""
        if available < 2:
            return False
        return available == 4 or available == 4 - sum(card.rank == rank for card in state.piles[DISCARD])

    def safe_pair(self, state: State) -> Move | None:
        """The one pair the solver tries where some pair is safe
        (:meth:`is_safe`): of the lowest such value, the cards of its first
        two places."""
        held: dict[int, list[str]] = {}
        piles = state.piles
        for place in PLACES:
            cards = piles[place]
            if cards:
                held.setdefault(cards[-1].rank, []).append(place)
        for rank in sorted(held):
            places = held[rank]
            if self.all_in_sight(state, rank, len(places)):
                return group((places[0], places[1]), DISCARD)
        return None

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Where a pair is safe, the one pair :meth:`safe_pair` names is
        tried alone (the reserve's taking up, other pairs: none needed)."""
        safe = self.safe_pair(state)
        return safe is not None and move != safe

    def solver_dead_end(self, state: State) -> bool:
        """Some column's cards wait on one another for good
        (:func:`blocks.pairs_locked`): the cards taken up and the reserve
        count as free, nothing is laid on a column, and every card must
        leave in a pair of equal value."""
        piles = state.piles
        loose = [*piles[RESERVE_PILE], *(card for a in ASIDE for card in piles[a])]
        return pairs_locked([piles[c] for c in COLUMNS], loose)
