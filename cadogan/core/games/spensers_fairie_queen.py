"""Spenser's Fairie Queen (rules card: rulebook/games/spensers_fairie_queen.md).

Two packs. One king is taken out and laid top left; the rest of the pack is
dealt card by card. Each king that turns up heads a new line to the right
of the last, every other card goes to the foot of the line of the king that
came last, and the aces go to the foundations as they appear. The aces build
up in suit to the queens; kings stay at the head of their lines. Cards may
go home during the deal; once it is complete, a line's lowest card may move
onto another line's lowest card one rank higher (any suit), or onto a king
with no cards under it. There is no re-deal.
"""

from __future__ import annotations

from ..blocks import (
    FoundationRule,
    KingLines,
    any_suit_safe,
    begins_foundation,
    descending_onto,
    descending_sequence,
    face_number,
    in_order,
    in_pile_order,
    lay_pack,
    lowest_card_only,
    next_places,
    one_above_any_suit,
    rank_run,
    remembered,
    shift_leads_nowhere,
    tangled,
    topped_by,
    wanting,
)
from ..cards import QUEEN, Card
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, Game
from ..state import State
from ..text import move_text

LINES = tuple(f"c{n}" for n in range(1, 9))  # the kings' lines, left to right, in the order the kings came
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))
ACE_TO_QUEEN_RANKS = rank_run(1, 12)
ACE_TO_QUEEN = FoundationRule(order=ACE_TO_QUEEN_RANKS)
# Positions the search for a way home may visit before calling a shift useful:
# eight lines taking any card in descending order, with single kings taking
# anything, often leave a dead end of several hundred positions. (More costs
# the hint seconds in positions whose shifts run into thousands.)
SEARCH_LIMIT = 1000
DEAL_LINES = KingLines(LINES, available=lowest_card_only)


class SpensersFairieQueen(Game):
    id = "spensers_fairie_queen"
    title = "Spenser's Fairie Queen"
    packs = 2
    foundation_piles = FOUNDATIONS
    action_help = (
        (
            "deal",
            "deal the next card (a king heads a new line, an ace goes to a foundation, any other card to the foot "
            "of the last king's line), going on until a card could go home",
        ),
    )
    description = (
        "Two packs dealt in lines under the kings as they come; aces up to the queens; bare kings take any card."
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {line: TABLEAU for line in LINES}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles["stock"] = STOCK
        return roles

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # An ace goes to any empty foundation (the first, but the empty ones
        # are alike), and each foundation builds up in suit on its own ace:
        # no rule names a foundation, so positions that differ only in which
        # of a suit's two piles is the higher count once for the solver.
        return (FOUNDATIONS,)

    def pile_title(self, pile: str) -> str:
        if pile in LINES:
            return f"line {pile[1:]}"
        if pile in FOUNDATIONS:
            return "a foundation"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        lay_pack(state, DEAL_LINES.lay_first_king(state, self.shuffled_deck(deal)))
        return state

    def actions(self, state: State) -> list[Move]:
        return [Move(DEAL, "stock")] if DEAL_LINES.dealing(state) else []

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            DEAL_LINES.deal_on(tx, self._ace_home, self._playable)
        else:
            super().perform(state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        return move_text("Deal") if move.kind == DEAL else super().describe(state, move)

    def _ace_home(self, state: State, card: Card) -> str | None:
        """An ace goes to an empty foundation as it turns up."""
        return begins_foundation(state, card, FOUNDATIONS, lambda s, pile, c: ACE_TO_QUEEN.accepts(s.piles[pile], c))

    def _playable(self, state: State) -> list[tuple[str, Card]]:
        """The lowest cards of the lines that a foundation would take now."""
        return [
            (line, state.top(line))
            for line in LINES
            if state.size(line) > 1
            and any(state.piles[f] and ACE_TO_QUEEN.accepts(state.piles[f], state.top(line)) for f in FOUNDATIONS)
        ]

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to deal")
        return DEAL_LINES.lift(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            if not state.piles[dst]:
                return no("The aces take these places as they turn up in the deal")
            return ACE_TO_QUEEN.accepts(state.piles[dst], card)
        if dst in LINES:
            verdict = DEAL_LINES.onto(state, dst)
            if verdict is None:
                return descending_sequence(card, state.top(dst))
            if verdict and card.rank == QUEEN and state.size(src) == 2:
                return no("A queen on a single king stays there until it goes home")
            return verdict
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the lines whose foot is one rank
        above it, and the single kings."""
        card = state.piles[src][-1]
        lines = [
            *topped_by(state, LINES, descending_onto(card)),
            *remembered(state, (self.id, "bare"), lambda: [line for line in LINES if DEAL_LINES.is_bare(state, line)]),
        ]
        return in_pile_order(state, [*lines, *wanting(state, FOUNDATIONS, ACE_TO_QUEEN, card)])

    # -- advice and the end --------------------------------------------------------------
    def is_won(self, state: State) -> bool:
        """Every ace-to-queen on the foundations; the kings stay behind, alone."""
        return sum(state.size(f) for f in FOUNDATIONS) == len(FOUNDATIONS) * len(ACE_TO_QUEEN.order)

    def is_safe(self, state: State, move: Move) -> bool:
        """A card is wanted in the lines only to take a card one rank lower,
        of any suit: once all of those are home, it may go home too."""
        return any_suit_safe(state, move, FOUNDATIONS, self.packs, self.can_drop)

    def solver_dead_end(self, state: State) -> bool:
        """Once the deal is over, while no king is single: cards that wait on
        one another across the lines (blocks.tangled). A line's lowest card
        goes only home or onto a lowest card one rank above it, whatever its
        suit (a queen onto nothing but a single king); each line must keep a
        card that cannot move, so that none is emptied first to make its
        king single. Then no card can be the first to go home."""
        piles = state.piles
        if piles["stock"] or any(len(piles[line]) < 2 for line in LINES):
            return False
        stacks = [piles[line][1:] for line in LINES]
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), 2), ACE_TO_QUEEN_RANKS)
        return tangled(stacks, (), face_number, home, one_above_any_suit, holding=range(len(stacks)))

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: a card alone under its king carried to
        another single king. Once the deal is over no rule looks at a king
        (kings never move, and every single king takes any card), so the
        position reached is the one left with the two kings' lines
        exchanged, won or lost alike."""
        if (
            move.kind == MOVE
            and move.src in LINES
            and move.dst in LINES
            and state.size(move.src) == 2
            and DEAL_LINES.is_bare(state, move.dst)
        ):
            return True
        return super().solver_prunes(state, move)

    def is_idle(self, state: State, move: Move) -> bool:
        """Besides the base class's idle moves: a card alone under its king
        moved onto another single king changes nothing, and any other shift
        is idle when no series of moves can bring a card home."""
        if super().is_idle(state, move):
            return True
        if move.kind != MOVE or move.dst not in LINES:
            return False
        if state.size(move.src) == 2 and DEAL_LINES.is_bare(state, move.dst):
            return True
        return shift_leads_nowhere(self, state, move, SEARCH_LIMIT)
