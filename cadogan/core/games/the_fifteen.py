"""The Fifteen (rules card: rulebook/games/the_fifteen.md).

Two packs dealt face up in seven rows of fifteen (the last row fourteen),
so fifteen columns whose lowest cards alone are free. Four aces build up and
four kings build down, in suit, each begun as it comes to hand. Cards marry
up or down in suit; an emptied column (a lane) takes any free card. Once, at
the opening, an ace and a king may be drawn out of the sixth row.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..blocks import (
    EITHER_WAY,
    AcesUpKingsDown,
    empty_among,
    in_pile_order,
    lane_or_marriage,
    later_space,
    lowest_card_only,
    marriage_onto,
    moving,
    no_home_left,
    no_partner_left,
    progress_reachable,
    suit_on_too_many_piles,
    topped_by,
    wanting,
)
from ..cards import ACE, KING, Card
from ..moves import MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, TABLEAU, Game, Option
from ..state import State
from ..text import PileName, move_text

COLUMNS = [f"c{i}" for i in range(1, 16)]
FOUNDATIONS = AcesUpKingsDown(up=("f1", "f2", "f3", "f4"), down=("f5", "f6", "f7", "f8"))
SIXTH_ROW = 5  # index of a column's sixth-row card
WITHDRAW = "withdraw"  # the opening exception: an ace or king drawn from the sixth row
WITHDRAWN = "withdrawn"  # counter: 1 once an ace was withdrawn, + 2 once a king was
ONE_PER_SUIT = "opt_one_per_suit"  # rules card, reading 1's option
BIT = {ACE: 1, KING: 2}
_NO_HOME_LEFT: dict[tuple, bool] = {}  # solver_dead_end's answers by the foundations, both packs on the table


def dead_by_foundations(state: State, loose: Iterable[Card], one_per_suit: bool) -> bool:
    """solver_dead_end's answer with both packs on the table, where the
    loose cards are those not home: a suit begun on three piles (every
    pile must end full, thirteen cards of one suit, so each suit fills
    exactly two: blocks.suit_on_too_many_piles), or a card no pile can
    ever take (blocks.no_home_left)."""
    return suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 2) or no_home_left(
        state, loose, FOUNDATIONS, one_per_suit
    )


class TheFifteen(Game):
    id = "the_fifteen"
    title = "The Fifteen"
    packs = 2
    action_help = (
        ("withdraw", "the opening exception: draw this column's sixth-row ace or king out to begin a foundation"),
    )
    options = (
        Option(
            ONE_PER_SUIT,
            "One ace and one king of each suit",
            "The four rising foundations must be of four different suits, and so must the four falling ones.",
        ),
    )
    description = "Two packs in fifteen columns; aces build up, kings down; marry up or down and use the lanes."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {c: TABLEAU for c in COLUMNS}
        roles.update({f: FOUNDATION for f in FOUNDATIONS.piles})
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in FOUNDATIONS.up:
            return "an ace foundation"
        if pile in FOUNDATIONS.down:
            return "a king foundation"
        return f"column {pile[1:]}"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), WITHDRAWN: (0, 3)}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """The deal as dealt: row by row, fifteen to a row, left to right."""
        state = self.empty_state(deal, **{WITHDRAWN: 0})
        for index, card in enumerate(self.shuffled_deck(deal)):
            state.piles[COLUMNS[index % len(COLUMNS)]].append(card)
        return state

    def new_state(self, deal: int, options: Mapping[str, bool] | None = None) -> State:
        """The deal, then (reading 6) every ace and king lying lowest goes up
        at once, as far as the foundations take it (which the options decide)."""
        state = super().new_state(deal, options)
        tx = Tx(state)
        for column in COLUMNS:
            card = state.top(column)
            if card is not None and card.rank in BIT:
                home = self.home_for(state, card)
                if home is not None:
                    tx.move(column, home, 1)
        return state

    def home_for(self, state: State, card: Card) -> str | None:
        """The first foundation that takes ``card``, if any."""
        return next((f for f in FOUNDATIONS.piles if self.accepts(state, f, card)), None)

    # -- foundations ----------------------------------------------------------
    def accepts(self, state: State, pile: str, card: Card) -> Verdict:
        return FOUNDATIONS.accepts(state, pile, card, one_per_suit=self.option(state, ONE_PER_SUIT))

    # -- the two questions ----------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS.piles:
            return no("Cards on a foundation stay there")
        return lowest_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in FOUNDATIONS.piles:
            return self.accepts(state, dst, card)
        return lane_or_marriage(card, state.top(dst), EITHER_WAY)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the columns whose lowest card it
        may marry, and the empty columns."""
        card = state.piles[src][-1]
        columns = topped_by(state, COLUMNS, marriage_onto(card, EITHER_WAY))
        homes = wanting(state, FOUNDATIONS.piles, FOUNDATIONS.rule, card)
        return in_pile_order(state, [*columns, *empty_among(state, COLUMNS), *homes])

    # -- the opening exception ---------------------------------------------------
    def can_withdraw(self, state: State, column: str) -> Verdict:
        """May the sixth-row card of ``column`` be drawn out to begin a foundation?"""
        verdict = self.withdrawal_open(state)
        return self._may_withdraw(state, column) if verdict else verdict

    def withdrawal_open(self, state: State) -> Verdict:
        """What every column's withdrawal asks alike: no foundation begun but
        by withdrawals, and no ace or king free."""
        done = state.counters.get(WITHDRAWN, 0)
        on_foundations = sum(len(state.piles[f]) for f in FOUNDATIONS.piles)
        if on_foundations != bin(done).count("1"):
            return no("The exception is allowed only before any foundation is begun")
        if any((card := state.top(c)) is not None and card.rank in BIT for c in COLUMNS):
            return no("An ace or a king is free: play it instead")
        return YES

    def _may_withdraw(self, state: State, column: str) -> Verdict:
        """The column's own part of can_withdraw (withdrawal_open allowing)."""
        done = state.counters.get(WITHDRAWN, 0)
        pile = state.piles[column]
        if column == COLUMNS[-1] or len(pile) <= SIXTH_ROW + 1:
            return no("Only a covered card of the sixth row can be drawn out")
        card = pile[SIXTH_ROW]
        if card.rank not in BIT:
            return no("Only an ace or a king can be drawn out of the sixth row")
        if done & BIT[card.rank]:
            if card.rank == ACE:
                return no("An ace has already been drawn out")
            return no("A king has already been drawn out")
        if self.home_for(state, card) is None:
            return no("The %1 cannot begin a foundation", card)
        return YES

    def actions(self, state: State) -> list[Move]:
        if not self.withdrawal_open(state):  # (asked once, not once a column: every position asks)
            return []
        return [Move(WITHDRAW, column) for column in COLUMNS if self._may_withdraw(state, column)]

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == WITHDRAW and move.src in COLUMNS:
            return self.can_withdraw(state, move.src)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind != WITHDRAW:
            return super().perform(state, move, tx)
        pile = state.piles[move.src]
        card = pile[SIXTH_ROW]
        home = self.home_for(state, card)
        below = len(pile) - SIXTH_ROW - 1
        # Ops move top cards only: carry the card with those below it to its
        # foundation, then bring those back, so they close up the column.
        tx.move(move.src, home, below + 1)
        tx.move(home, move.src, below)
        tx.set(WITHDRAWN, state.counters.get(WITHDRAWN, 0) | BIT[card.rank])

    # -- the solver ----------------------------------------------------------------------
    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: a card laid in an empty column other than
        the first, once the opening exception can never be used (the
        columns are then alike: blocks.later_space)."""
        if move.kind == MOVE and later_space(state, move.dst, COLUMNS) and self.columns_alike(state):
            return True
        return super().solver_prunes(state, move)

    def solver_dead_end(self, state: State) -> bool:
        """A card that no foundation can ever take, the eight piles begun
        (or the suit's piles fixed by the option) and those of its suit past
        it or stopped short of it (blocks.no_home_left): two of a suit's
        piles meet early, and the other copy of another suit is left with
        nowhere to go, however the columns are arranged. With both packs on
        the table, besides, a suit begun on three piles: the eight piles
        must each end with thirteen cards of one suit, so every suit fills
        exactly two (blocks.suit_on_too_many_piles). Without it the search
        spent its positions under a third pile begun (deal 1: 79 of 104
        cards home at best, in 20,000 positions); with it, deals 1-30 are
        all decided at 20,000 positions, 7 of them before."""
        piles = state.piles
        one_per_suit = self.option(state, ONE_PER_SUIT)
        loose = (card for column in COLUMNS for card in piles[column])
        if (
            sum(map(len, (piles[pile] for pile in FOUNDATIONS.piles))) + sum(map(len, (piles[c] for c in COLUMNS)))
            != 104
        ):
            return no_home_left(state, loose, FOUNDATIONS, one_per_suit)  # (a position made by hand)
        # With both packs on the table the loose cards are those not home:
        # the answer follows from the foundations alone, which change only
        # when a card goes home.
        key = (
            one_per_suit,
            *((piles[pile][0].suit, len(piles[pile])) if piles[pile] else None for pile in FOUNDATIONS.piles),
        )
        answer = _NO_HOME_LEFT.get(key)
        if answer is None:
            if len(_NO_HOME_LEFT) > 10000:
                _NO_HOME_LEFT.clear()
            answer = _NO_HOME_LEFT[key] = dead_by_foundations(state, loose, one_per_suit)
        return answer

    def columns_alike(self, state: State) -> bool:
        """Can the opening exception never be used again (the one rule that
        tells the columns apart: column 15, the sixth row)? So once a card
        has gone home but by the exception (cards stay home, so the count
        never falls back), or both an ace and a king have been drawn out."""
        done = state.counters.get(WITHDRAWN, 0)
        on_foundations = sum(len(state.piles[f]) for f in FOUNDATIONS.piles)
        return done == 3 or on_foundations != bin(done).count("1")

    # -- advice --------------------------------------------------------------------
    def is_idle(self, state: State, move: Move) -> bool:
        """Marriages either way and lanes let cards shift for ever: a shift is
        idle when no series of them can bring a card to a foundation."""
        if move.kind == MOVE and move.dst in FOUNDATIONS.piles:
            return False
        return super().is_idle(state, move) or not progress_reachable(self, state, alike=TABLEAU)

    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or move.dst not in FOUNDATIONS.piles:
            return False
        return no_partner_left(state, state.top(move.src), EITHER_WAY, FOUNDATIONS.piles, self.packs)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == WITHDRAW:
            card = state.piles[move.src][SIXTH_ROW]
            return move_text("Draw the %1 out of %2", card, PileName(self.pile_title(move.src)))
        return super().describe(state, move)
