"""The "Louis" Patience (rules card: rulebook/games/the_louis_patience.md).

Two packs. Four aces and four kings are laid out as foundations; round them
the twelve letters of the alphabet (a to m, no j) take the pack in circles,
card by card on the player's clicks. A card may be played as it turns up;
after each circle only that circle's cards may be played, until the whole
pack is out; then the letters' top cards play freely and marry up or down in
suit. Three re-deals gather the letters without shuffling; in them the two
foundations of a suit may trade top cards and a card fitting both may be
laid aside.
"""

from __future__ import annotations

from ..blocks import (
    DEAL_TO,
    EITHER_WAY,
    JUST_DEALT,
    AcesUpKingsDown,
    FoundationExchange,
    MarriedBothWays,
    PlayerDeal,
    exchange_opens,
    lay_pack,
    marriage,
    moving,
    sent_home_alone,
    spend_redeal,
    tableau_redeal,
    take_up,
    top_card_only,
)
from ..cards import ACE, KING, Card, Suit
from ..moves import DEAL, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import move_text, status_text

LETTERS = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m")  # the deal's order (no j)
LETTER_SET = frozenset(LETTERS)
# Taken up from g to f, each pile under those before, and turned over: the
# first card dealt again is the bottom card of f.
GATHER = ("f", "e", "d", "c", "b", "a", "m", "l", "k", "i", "h", "g")
# Reading 4's other order (an option): each pile laid on those taken before,
# so, turned over, the bottom card of g comes first and f's cards last.
G_FIRST = "opt_g_first"
GATHER_G_FIRST = tuple(reversed(GATHER))
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)  # the plate's aces, left to right
UP = ("up1", "up2", "up3", "up4")
DOWN = ("down1", "down2", "down3", "down4")
FOUNDATIONS = AcesUpKingsDown(up=UP, down=DOWN)
FOUNDATION_SET = frozenset(FOUNDATIONS.piles)
EXCHANGE = FoundationExchange(FOUNDATIONS)
ASIDE = ("x1", "x2", "x3", "x4")  # cards laid aside in a re-deal, one place per suit (in SUITS' order)
ASIDE_SET = frozenset(ASIDE)
CIRCLE = "circle_cards"  # bit i set: letter i's top card was dealt in the latest circle
SKIP = "opt_skip_letter"  # reading 2's other way: a card played as it turns up uses up its letter
DEALERS = {False: PlayerDeal(order=LETTERS), True: PlayerDeal(order=LETTERS, refill_same=False)}


class TheLouisPatience(MarriedBothWays, Game):
    id = "the_louis_patience"
    title = 'The "Louis" Patience'
    packs = 2
    redeals = 3
    foundation_piles = FOUNDATIONS.piles
    spaces_fillable = False
    description = "An alphabet of twelve letters round eight foundations, dealt in circles that block each other."
    action_help = (
        (DEAL, "deal on, card by card round the letters, until a card may be played or a circle is complete"),
        (REDEAL, "take the letters up from g round to f, turn them over, and deal them again"),
    )
    options = (
        Option(
            SKIP,
            "A card played as it turns up uses up its letter",
            "When you play a card as it is dealt, the next card goes to the next letter, not to the same one.",
        ),
        Option(
            G_FIRST,
            "The re-deal begins with g's cards",
            "The letters are gathered so that the bottom card of g is dealt first and the cards of f come last.",
        ),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in FOUNDATIONS.piles}
        roles.update({p: TABLEAU for p in LETTERS})
        roles.update({p: RESERVE for p in ASIDE})
        roles["stock"] = STOCK
        return roles

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **DEALERS[False].counter_ranges(), CIRCLE: (0, 2 ** len(LETTERS) - 1)}

    def pile_title(self, pile: str) -> str:
        if pile in LETTER_SET:
            return f"letter {pile}"
        if pile in FOUNDATION_SET:
            kind = "ace" if pile in UP else "king"
            return f"the {SUITS[int(pile[-1]) - 1].noun[:-1]} {kind} foundation"
        if pile in ASIDE_SET:
            return f"the {SUITS[int(pile[-1]) - 1].noun} laid aside"
        return super().pile_title(pile)

    def dealer(self, state: State) -> PlayerDeal:
        return DEALERS[self.option(state, SKIP)]

    def in_redeal(self, state: State) -> bool:
        return state.counters.get("redeals_left", 0) < self.redeals

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        cards = self.shuffled_deck(deal)
        bases = [Card(suit, ACE) for suit in SUITS] + [Card(suit, KING) for suit in SUITS]
        for pile, card in zip(UP + DOWN, bases, strict=True):
            state.piles[pile].append(card)
        lay_pack(state, [card for card in cards if card not in bases])
        # The opening position: the pack dealt up to the player's first choice.
        self.deal_on(Tx(state))
        return state

    def deal_on(self, tx: Tx) -> None:
        """Deal card by card until the card just dealt may be played, or a
        circle is complete and one of its cards may be played."""
        state = tx.state
        dealer = self.dealer(state)
        while dealer.dealing(state):
            index = LETTERS.index(dealer.next_place(state))
            fresh = 0 if index == 0 else state.counters.get(CIRCLE, 0)  # a new circle begins at a
            dealer.deal_one(tx)
            if not dealer.dealing(state):  # the deal is complete: every top card is free
                tx.set(CIRCLE, None)
                return
            tx.set(CIRCLE, fresh | 1 << index)
            if dealer.next_place(state) == LETTERS[0]:  # the circle is complete
                tx.set(JUST_DEALT, 0)
                if any(self.goes_home(state, p) for p in self.circle(state)):
                    return
            elif self.may_play_dealt(state):
                return

    def may_play_dealt(self, state: State) -> bool:
        place = self.dealer(state).just_dealt(state)
        return place is not None and self.goes_home(state, place)

    def goes_home(self, state: State, pile: str) -> bool:
        """May the top card of ``pile`` go to a foundation (or aside)? In a
        re-deal, also once the two foundations of its suit have traded top
        cards: the deal stops for it, so the player may make the trade."""
        if any(self.can_drop(state, pile, 1, f) for f in (*FOUNDATIONS.piles, *ASIDE)):
            return True
        return self.in_redeal(state) and exchange_opens(EXCHANGE, state, state.top(pile))

    def circle(self, state: State) -> list[str]:
        """The letters whose top card came in the latest circle, between circles."""
        if state.counters.get(JUST_DEALT, 0) or state.counters.get(DEAL_TO, 1) != 1:
            return []
        mask = state.counters.get(CIRCLE, 0)
        return [p for i, p in enumerate(LETTERS) if mask >> i & 1]

    def available(self, state: State, pile: str) -> Verdict:
        """Rule II: while the pack lasts, the card just dealt, or between
        circles the latest circle's cards; afterwards every top card."""
        dealer = self.dealer(state)
        if not dealer.dealing(state) or pile == dealer.just_dealt(state) or pile in self.circle(state):
            return YES
        if state.counters.get(JUST_DEALT, 0) or state.counters.get(DEAL_TO, 1) != 1:
            return no("While a circle is being dealt, only the card just dealt can be played")
        return no("Cards of earlier circles wait until the whole pack is dealt")

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "stock":
            return no("Click the pack to deal")
        if pile in FOUNDATION_SET:
            if not self.in_redeal(state):
                return no("In the first deal, cards stay on the foundations")
            return EXCHANGE.can_lift(state, pile, count)
        verdict = top_card_only(state, pile, count)
        if verdict and pile in LETTER_SET:
            return self.available(state, pile)
        return verdict

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        verdict = EXCHANGE.drop(state, src, dst)
        if verdict is not None:
            return verdict
        if dst in ASIDE_SET:
            return self.lay_aside(state, src, card, dst)
        if src in ASIDE_SET:
            return no("A card laid aside goes only to a foundation")
        if dst in LETTER_SET:
            if self.dealer(state).dealing(state):
                return no("No marriages until the whole pack is dealt")
            onto = state.top(dst)
            if onto is None:
                return no("An empty letter takes its cards only from the deal")
            return marriage(card, onto, EITHER_WAY)
        return no("Cards cannot be put back on the pack")

    def lay_aside(self, state: State, src: str, card: Card, dst: str) -> Verdict:
        if not self.in_redeal(state):
            return no("Cards may be laid aside only in a re-deal")
        if src not in LETTER_SET or not self.dealer(state).dealing(state):
            return no("Only a card turned up in the deal may be laid aside")
        if SUITS[ASIDE.index(dst)] != card.suit:
            return no("This place keeps %1 only", SUITS[ASIDE.index(dst)].noun)
        if sum(1 for f in FOUNDATIONS.piles if FOUNDATIONS.accepts(state, f, card)) < 2:
            return no("Only a card that fits both foundations of its suit may be laid aside")
        return YES

    # -- the deal and the re-deals ------------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        if self.dealer(state).dealing(state):
            return no("Finish the deal first")
        return tableau_redeal(state, self.can_drop, LETTERS, FOUNDATIONS.piles)

    def actions(self, state: State) -> list[Move]:
        if self.dealer(state).dealing(state):
            return [Move(DEAL, "stock")]
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not self.dealer(state).dealing(state):
            return no("The deal is complete")
        if move.kind == REDEAL:
            return self.can_redeal(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            self.deal_on(tx)
        elif move.kind == REDEAL:
            take_up(tx, GATHER_G_FIRST if self.option(state, G_FIRST) else GATHER)
            spend_redeal(tx)
            self.dealer(state).restart(tx)
            self.deal_on(tx)
        else:
            super().perform(state, move, tx)
            dealer = self.dealer(state)
            if move.src in LETTER_SET and dealer.dealing(state):
                dealer.withdrawn(tx, move.src)
                mask = state.counters.get(CIRCLE, 0) & ~(1 << LETTERS.index(move.src))
                tx.set(CIRCLE, mask)

    # -- advice ---------------------------------------------------------------
    def is_idle(self, state: State, move: Move) -> bool:
        # Marriages and exchanges are judged suit by suit (FoundationExchange),
        # not by MarriedBothWays' blind search, which several suits meeting
        # outgrow. Exchanges cannot open a lay-aside (a card fits both piles
        # of its suit only where they do not meet), and a re-deal is open
        # whenever no card fits as the piles stand: the suits stay independent.
        return Game.is_idle(self, state, move) or EXCHANGE.leads_nowhere(self, state, move)

    def is_safe(self, state: State, move: Move) -> bool:
        return sent_home_alone(self, state, move, FOUNDATIONS) and super().is_safe(state, move)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            return move_text("Deal on")
        if move.kind == REDEAL:
            return move_text("Re-deal the alphabet")
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        number = self.redeals - state.counters.get("redeals_left", 0) + 1
        if self.dealer(state).dealing(state):
            progress = status_text("%1 of %2, dealing", number, self.redeals + 1)
        else:
            progress = status_text("%1 of %2, complete", number, self.redeals + 1)
        return {"deal": progress, **super().counters_shown(state)}
