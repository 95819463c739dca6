"""Light and Shade (rules card: rulebook/games/light_and_shade.md).

Two packs. The eight aces are taken out and laid in a line as foundations;
each builds up to the king in alternate colours, suits free (red ace, black
two, red three …). Below them lie two rows of four: the Auxiliaries, the
only cards that may be played to the foundations, and the Rivals. Rivals,
the talon's top card and the card just turned are built on the Auxiliaries
in descending sequences of alternate colours; an Auxiliary space is filled
from the Rivals, a Rival space from the pack or the talon. The pack is gone
through once.
"""

from __future__ import annotations

from ..blocks import (
    ACE_TO_KING,
    ALTERNATE,
    FoundationRule,
    PackGame,
    PackToTalon,
    all_played,
    empty_among,
    in_pile_order,
    later_space,
    lay_pack,
    sequence_in,
    sequence_onto,
    top_card_only,
    topped_by,
    wanting,
    withdraw,
)
from ..cards import ACE, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State

# The aces in a line, the suits in pairs as the plate lays them.
ACE_SUITS = (Suit.SPADES, Suit.SPADES, Suit.HEARTS, Suit.HEARTS, Suit.CLUBS, Suit.CLUBS, Suit.DIAMONDS, Suit.DIAMONDS)
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))
AUXILIARIES = tuple(f"a{n}" for n in range(1, 5))  # the row next to the aces
RIVALS = tuple(f"r{n}" for n in range(1, 5))  # the row below them
# Up from the ace to the king, red and black alternating, suits free.
ALTERNATE_UP = FoundationRule(direction=1, first=None, length=13, alternate=True)
PACK = PackToTalon()
VIA_RIVALS = "opt_via_rivals"
FAR_SIDE = "opt_far_side"


class LightAndShade(PackGame, Game):
    pack = PACK
    id = "light_and_shade"
    title = "Light and Shade"
    packs = 2
    description = "Two packs; aces built up red and black in turn, fed only from four Auxiliaries."
    action_help = ((DEAL, "turn the next card of the pack onto the talon"),)
    options = (
        Option(
            VIA_RIVALS,
            "Talon only through the Rivals",
            "The talon's cards reach the Auxiliaries only by filling a Rival space, never in sequence.",
        ),
        Option(
            FAR_SIDE,
            "Rows seen from the far side",
            "The plate read from the other side of the table: the Rivals lie next to the aces, "
            "the Auxiliaries below them.",
        ),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({a: TABLEAU for a in AUXILIARIES})
        roles.update({r: RESERVE for r in RIVALS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in AUXILIARIES:
            return f"Auxiliary {pile[1:]}"
        if pile in RIVALS:
            return f"Rival {pile[1:]}"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        aces = withdraw(cards, [(suit, ACE) for suit in ACE_SUITS])
        for pile, card in zip(FOUNDATIONS, aces, strict=True):
            state.piles[pile].append(card)
        for pile in AUXILIARIES + RIVALS:  # the Auxiliaries first, then the Rivals, left to right
            state.piles[pile].append(cards.pop(0))
        lay_pack(state, cards)
        return state

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Every foundation holds an ace from the deal and wants what its top
        # card's rank and colour say; any Auxiliary space takes any Rival
        # card, any Rival space the talon's; no rule names one pile of a row.
        return (FOUNDATIONS, AUXILIARIES, RIVALS)

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            if src not in AUXILIARIES:
                return no("Only the Auxiliaries' cards are played to the foundations")
            return ALTERNATE_UP.accepts(state.piles[dst], card)
        if dst in AUXILIARIES:
            if src in AUXILIARIES:
                return no("Cards are not moved from one Auxiliary to another")
            onto = state.top(dst)
            if onto is None:
                if src not in RIVALS:
                    return no("An Auxiliary space is filled only from the Rivals")
                return YES  # any Rival card, whatever its rank
            if src == "waste" and self.option(state, VIA_RIVALS):
                return no("The talon's cards reach the Auxiliaries only through a Rival space")
            return sequence_in(card, onto, ACE_TO_KING, ALTERNATE)
        if dst in RIVALS:
            if state.piles[dst]:
                return no("Nothing is built on the Rivals")
            if src != "waste":
                return no("A Rival space is filled only from the pack or the talon")
            return YES
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """An Auxiliary's card: the foundations wanting its rank next (the
        colour judged by can_drop). Another's: the Auxiliaries whose top
        card it may go on, and the spaces it may fill (a Rival's card an
        Auxiliary space, the talon's a Rival space)."""
        card = state.piles[src][-1]
        if src in AUXILIARIES:
            return wanting(state, FOUNDATIONS, ALTERNATE_UP, card)
        onto = topped_by(state, AUXILIARIES, sequence_onto(card, ACE_TO_KING, ALTERNATE))
        spaces = empty_among(state, AUXILIARIES if src in RIVALS else RIVALS)
        return in_pile_order(state, [*onto, *spaces])

    # -- advice ---------------------------------------------------------------
    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: a card laid in an empty Auxiliary or Rival
        place other than the first of its row (each row's places are alike,
        blocks.later_space)."""
        if move.kind == MOVE and (later_space(state, move.dst, AUXILIARIES) or later_space(state, move.dst, RIVALS)):
            return True
        return super().solver_prunes(state, move)

    def is_safe(self, state: State, move: Move) -> bool:
        """An Auxiliary card is wanted off the foundations only to take the
        card one lower of the other colour: once every such card is home,
        sending it up costs nothing (any pile that takes it is as good as
        another, since the rank and colour decide what each pile wants)."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src not in AUXILIARIES:
            return False
        if not self.check(state, move):
            return False
        card = state.top(move.src)
        lower = card.rank - 1
        others = [suit for suit in Suit if suit.colour != card.colour]
        return lower <= ACE or all_played(state, FOUNDATIONS, [(suit, lower) for suit in others], self.packs)
