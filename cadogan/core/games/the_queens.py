"""The Queens (rules card: rulebook/games/the_queens.md).

Two packs. Thirty-two cards face up in one packet form the key, whose top
card alone is free and only for the foundations; a queen on top of the key
is paid for with fourteen cards put under the pack. Seven cards, the
shutter, marry downward in suit and are refilled from the pack at once. The
eight kings, laid in a row as they come, build up in suit through the aces
to the queens. The pack is turned one card at a time onto the talon; when
it runs out, each queen of the talon brings itself and three cards from the
talon's bottom back as a fresh pack.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable

from ..blocks import (
    KING_THROUGH_ACE_TO_QUEEN,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    never_home_in_stack_order,
    no_partner_left,
    rising_in_suit,
    stranded,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import KING, QUEEN, Card, Suit
from ..moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from ..ops import Permute, Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import move_text, status_text

FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))  # the row of kings, left to right
TURN = Move(DEAL, "stock", "waste")  # (made once: offered at every turn of the pack)
PAY_FOR_A_PACK = Move(REDEAL, "stock")
SHUTTER = tuple(f"s{n}" for n in range(1, 8))  # s1-s4 the row of four, s5-s7 the row of three
KEY = "key"
KEY_SIZE = 32
KEY_PAYMENT = 14  # cards of the key put under the pack for a queen, the queen included
TALON_PAYMENT = 3  # cards of the talon's bottom dealt again for each queen, besides herself
# Cards turned from fresh packs since a card last reached (or, turned, could have reached) a
# foundation or the shutter: the app's stopping rule for payments that go round for ever.
FRESH_DEALT = "fresh_dealt"
FRESH_DEALT_CAP = 200  # more than the stopping rule ever waits for (see going_round)
KEY_PAYS_AGAIN = "opt_key_pays_again"  # rules card, reading 1's option
QUEENS_STAY = "opt_queens_stay"  # rules card, reading 2's other reading
# With QUEENS_STAY: the queens laid on the talon since the last payment (they
# lie above every queen already paid for, so one played off the talon is one of them).
QUEENS_DUE = "queens_due"


def key_payment(cards: list, pack: list) -> None:
    """Rule IV while a state is built: the top fourteen cards of the key (all
    that are left, if fewer) are turned face down under the pack, so the
    queen is the pack's last card."""
    block = cards[-KEY_PAYMENT:]
    del cards[-KEY_PAYMENT:]
    pack[0:0] = reversed(block)


KING_ORDER = (KING, *range(1, QUEEN + 1))  # a foundation's ranks, from its king through the ace to the queen


def _in_suit(card: Card) -> tuple[Suit, int]:
    return card.suit, card.rank


def _nowhere(_card: Card) -> tuple:
    """Key cards are built on nothing: they go home or stay."""
    return ()


def _home_blocked(foundations: list[list[Card]]) -> Callable[[Card, Collection[Hashable]], bool]:
    """blocks.rising_in_suit for the row of kings: each suit has two
    foundations, those begun rising from their top cards, the others yet
    to take a king of the suit."""
    place = {rank: index for index, rank in enumerate(KING_ORDER)}
    tops: dict[Suit, list[int]] = {suit: [] for suit in Suit}
    for cards in foundations:
        if cards:
            tops[cards[0].suit].append(place[cards[-1].rank])
    for places in tops.values():
        places.extend([-1] * (2 - len(places)))
    return rising_in_suit(tops, KING_ORDER)


class TheQueens(Game):
    id = "the_queens"
    title = "The Queens"
    packs = 2
    foundation_piles = FOUNDATIONS
    action_help = (
        ("deal", "turn the top card of the pack onto the talon (a king goes to the row of foundations)"),
        ("redeal", "the queens' payment: each queen of the talon and three cards from its bottom become a fresh pack"),
    )
    options = (
        Option(
            KEY_PAYS_AGAIN,
            "The key pays for every queen",
            "Whenever a queen comes uppermost on the key during play, fourteen key cards go under the pack too.",
        ),
        Option(
            QUEENS_STAY,
            "The queens stay in the talon",
            "A payment deals only three talon cards for each new queen; the queens themselves stay in the talon.",
        ),
    )
    description = "Two packs: play off the key, marry on the shutter; each queen in the talon buys a fresh pack."

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({s: TABLEAU for s in SHUTTER})
        roles.update({KEY: RESERVE, "stock": STOCK, "waste": WASTE})
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in FOUNDATIONS:
            return f"foundation {pile[1:]}"
        if pile in SHUTTER:
            return f"shutter {pile[1:]}"
        if pile == KEY:
            return "the key"
        return super().pile_title(pile)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), FRESH_DEALT: (0, FRESH_DEALT_CAP), QUEENS_DUE: (0, 4 * self.packs)}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        rest = self.shuffled_deck(deal)
        key = rest[:KEY_SIZE]
        lay_pack(state, rest[KEY_SIZE:])
        pack = state.piles["stock"]
        while key and key[-1].rank == QUEEN:
            key_payment(key, pack)
        state.piles[KEY] = key
        state.face_down.update(pack)
        for place in SHUTTER:
            while pack and not state.piles[place]:
                card = pack.pop()
                state.face_down.discard(card)
                target = self.king_place(state) if card.rank == KING else place
                state.piles[target].append(card)
        return state

    @staticmethod
    def king_place(state: State) -> str:
        """The first free place in the row of foundations (there are eight,
        one for each king, so one is always free for a king in play)."""
        return next(f for f in FOUNDATIONS if not state.piles[f])

    def turn_up(self, tx: Tx, dst: str) -> None:
        """Turn the pack's top card onto ``dst``; a king goes to the foundations."""
        card = tx.state.top("stock")
        tx.move("stock", self.king_place(tx.state) if card.rank == KING else dst, 1, face_up=True)
        if card.rank == KING:
            self.progress(tx)

    def settle(self, state: State, tx: Tx) -> None:
        """A queen come uppermost on the key pays (with the option); an empty
        shutter place is filled at once from the pack."""
        if self.option(state, KEY_PAYS_AGAIN):
            while state.piles[KEY] and state.top(KEY).rank == QUEEN:
                count = min(KEY_PAYMENT, state.size(KEY))
                tx.move(KEY, "stock", count, reverse=True, face_up=False)
                size = state.size("stock")
                if size > count:  # under the pack: the queen is its last card
                    tx.do(Permute("stock", (*range(size - count, size), *range(size - count))))
        for place in SHUTTER:
            while state.piles["stock"] and not state.piles[place]:
                self.turn_up(tx, place)

    # The count of cards dealt without progress serves the stopping rule
    # alone (going_round: the lost test, the status bar); no move, nor its
    # effect on the cards, depends on it.
    solver_blind_counters = frozenset({FRESH_DEALT})

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A king goes to the next free place of the row, whichever that is,
        # and every foundation then builds alike.
        return (tuple(FOUNDATIONS),)

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            return KING_THROUGH_ACE_TO_QUEEN.accepts(state.piles[dst], card)
        if dst in SHUTTER:
            if src == KEY:
                return no("Cards from the key go only to the foundations")
            onto = state.top(dst)
            if onto is None:
                return no("An empty place in the shutter is filled from the pack")
            return marriage(card, onto)
        if dst == KEY:
            return no("Nothing is put on the key")
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the shutter's cards it may marry."""
        card = state.piles[src][-1]
        homes = wanting(state, FOUNDATIONS, KING_THROUGH_ACE_TO_QUEEN, card)
        return in_pile_order(state, [*topped_by(state, SHUTTER, marriage_onto(card)), *homes])

    # -- the pack and the payments ----------------------------------------------------
    @staticmethod
    def queens_in_talon(state: State) -> int:
        return sum(card.rank == QUEEN for card in state.piles["waste"])

    def queens_to_pay(self, state: State) -> int:
        """The queens a payment is due for: every queen of the talon, or with
        the queens staying there, those laid on it since the last payment."""
        if self.option(state, QUEENS_STAY):
            return state.counters.get(QUEENS_DUE, 0)
        return self.queens_in_talon(state)

    def actions(self, state: State) -> list[Move]:
        if state.piles["stock"]:
            return [TURN]
        return [PAY_FOR_A_PACK] if self.can_redeal(state) else []

    def can_redeal(self, state: State) -> Verdict:
        if state.piles["stock"]:
            return no("The queens are paid for only when the pack is used up")
        if not self.queens_to_pay(state):
            return no("There is no queen in the talon to pay for a fresh pack")
        if not self.payment(state):
            return no("The talon holds no card to pay with")
        return YES

    def payment(self, state: State) -> list[int]:
        """Rule V: the talon positions (bottom first) of the fresh pack: every
        queen, and three of the lowest other cards for each (all, if too few).
        With the queens staying in the talon: only the cards, three for each
        queen due."""
        talon = state.piles["waste"]
        queens = [i for i, card in enumerate(talon) if card.rank == QUEEN]
        others = [i for i, card in enumerate(talon) if card.rank != QUEEN]
        if self.option(state, QUEENS_STAY):
            return others[: TALON_PAYMENT * self.queens_to_pay(state)]
        return sorted(queens + others[: TALON_PAYMENT * len(queens)])

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        moving = state.top(move.src) if move.src else None
        if move.kind == DEAL:
            self.turn_up(tx, "waste")
            if moving.rank == QUEEN:
                self.count_queens_due(state, tx, 1)
            if FRESH_DEALT not in state.counters or not state.piles["waste"]:
                return
            if self.turned_card_playable(state):
                self.progress(tx)  # it could be played: the player, not the pack, holds the game up
            elif state.counters[FRESH_DEALT] < FRESH_DEALT_CAP:
                tx.set(FRESH_DEALT, state.counters[FRESH_DEALT] + 1)
            return
        if move.kind == REDEAL:
            chosen = self.payment(state)
            kept = [i for i in range(state.size("waste")) if i not in set(chosen)]
            if kept:  # the chosen cards to the top, in their order
                tx.do(Permute("waste", (*kept, *chosen)))
            tx.move("waste", "stock", len(chosen), reverse=True, face_up=False)
            tx.set(FRESH_DEALT, state.counters.get(FRESH_DEALT, 0))
            if self.option(state, QUEENS_STAY):
                tx.set(QUEENS_DUE, 0)
            return
        # A card from one twin onto the other changes nothing (asked only of a move within the shutter).
        twin_swap = move.dst in SHUTTER and self.looks_idle(state, move)
        super().perform(state, move, tx)
        if move.src == "waste" and moving.rank == QUEEN:
            self.count_queens_due(state, tx, -1)
        if move.dst in FOUNDATIONS or (move.dst in SHUTTER and not twin_swap):
            self.progress(tx)

    def turned_card_playable(self, state: State) -> bool:
        """Could the card just turned go to a foundation or the shutter?
        (Asked at every turn of the pack: the foundations first, without
        the reasons ``can_drop`` would give.)"""
        piles = state.piles
        card = piles["waste"][-1]
        suit = card.suit
        # Each foundation builds in its king's suit: only those of the card's suit are asked;
        # an empty one takes a king alone (kings go there as they are turned: most are empty).
        for place in FOUNDATIONS:
            pile = piles[place]
            if pile:
                if pile[-1].suit is suit and KING_THROUGH_ACE_TO_QUEEN.takes(pile, card):
                    return True
            elif card.rank == KING:
                return True
        # can_drop's rule for the shutter: a marriage onto a card there (only a card one rank
        # higher can take it: the others are passed by at once, without building refusals).
        higher = card.rank + 1
        for place in SHUTTER:
            pile = piles[place]
            if pile and pile[-1].rank == higher and marriage(card, pile[-1]):
                return True
        return False

    def count_queens_due(self, state: State, tx: Tx, change: int) -> None:
        """With the queens staying in the talon: one more queen laid on it,
        or one fewer played off it (never below none)."""
        if self.option(state, QUEENS_STAY):
            tx.set(QUEENS_DUE, max(0, state.counters.get(QUEENS_DUE, 0) + change))

    @staticmethod
    def progress(tx: Tx) -> None:
        """A card reached a foundation or the shutter (a marriage within the
        shutter uncovers a new card there): the count of cards dealt from
        fresh packs without progress starts again."""
        if FRESH_DEALT in tx.state.counters:
            tx.set(FRESH_DEALT, 0)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REDEAL:
            return move_text("The queens' payment")
        return super().describe(state, move)

    # -- the end and advice ------------------------------------------------------------------
    def going_round(self, state: State) -> bool:
        """The app's stopping rule: more cards dealt from fresh packs since
        the last progress than it takes for every card of talon and pack to
        come round once, none of them playable when it came. The payments
        take the talon's other cards from its bottom, three for each queen,
        so those come round in turn; but the queens go into every fresh pack,
        so each payment the round may take deals them again."""
        dealt = state.counters.get(FRESH_DEALT)
        if dealt is None:
            return False
        in_hand = state.piles["waste"] + state.piles["stock"]
        queens = sum(card.rank == QUEEN for card in in_hand)
        others = len(in_hand) - queens
        payments = others // (TALON_PAYMENT * queens) + 4 if queens else 0  # a generous bound
        return dealt > others + queens * payments

    def is_idle(self, state: State, move: Move) -> bool:
        if move.kind in (DEAL, REDEAL) and self.going_round(state):
            return True
        return super().is_idle(state, move)

    def solver_dead_end(self, state: State) -> bool:
        """The key's cards leave only from its top and only for home (unless
        the option makes every queen come uppermost pay again, sending key
        cards under the pack): a key card lying above every loose copy of a
        card each foundation of its suit needs before it, the kings that
        begin them included, is there for good (blocks.stranded); and
        each suit's key cards must go home in the key's order, top first,
        onto the suit's two foundations, which they cannot do if even every
        other card of the suit at hand whenever wanted would not bring a
        foundation to each in turn (blocks.never_home_in_stack_order)."""
        if self.option(state, KEY_PAYS_AGAIN):
            return False
        key = state.piles[KEY]
        foundations = [state.piles[f] for f in FOUNDATIONS]
        if stranded((key,), _in_suit, self.packs, _home_blocked(foundations), _nowhere, foundations):
            return True
        return never_home_in_stack_order(key, foundations, KING_ORDER, self.packs)

    def is_safe(self, state: State, move: Move) -> bool:
        """A key card to a foundation (it can go nowhere else), or a card
        whose lower partner of its suit is home already."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src in FOUNDATIONS:
            return False
        if not self.can_drop(state, move.src, move.count, move.dst):
            return False
        return move.src == KEY or no_partner_left(state, state.top(move.src), (-1,), FOUNDATIONS, self.packs)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        shown: dict[str, int | str] = {"key": state.size(KEY), "queens in talon": self.queens_in_talon(state)}
        if self.option(state, QUEENS_STAY):
            shown["queens to pay for"] = self.queens_to_pay(state)
        if self.going_round(state):
            shown["fresh packs"] = status_text("going round without progress")
        return shown


__all__ = ["FOUNDATIONS", "FRESH_DEALT", "KEY", "KEY_PAYS_AGAIN", "QUEENS_DUE", "QUEENS_STAY", "SHUTTER", "TheQueens"]
