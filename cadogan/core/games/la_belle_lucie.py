"""La Belle Lucie, and its two-pack variants The House in the Wood and The
House on the Hill (rules card: rulebook/games/la_belle_lucie.md)."""

from __future__ import annotations

from functools import cached_property

from ..blocks import (
    ACE_TO_KING,
    EITHER_WAY,
    UP_FROM_ACE,
    AcesUpKingsDown,
    FoundationRule,
    HomeOrder,
    buried_for_good,
    deal_round,
    face_number,
    gather,
    in_order,
    in_pile_order,
    marriage,
    marriage_onto,
    moving,
    next_places,
    no_partner_left,
    one_above,
    one_either_side,
    packets_of,
    rising_and_falling,
    shuffle_pile,
    tableau_redeal,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import Card
from ..moves import MOVE, REDEAL, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, TABLEAU, Game, Option
from ..state import State

ANY_TIME = "opt_redeal_any_time"  # rules card, reading 3's option


class LaBelleLucie(Game):
    id = "la_belle_lucie"
    title = "La Belle Lucie"
    packs = 1
    packets = 18
    foundations = 4
    redeals = 2
    action_help = (("redeal", "gather the fans, shuffle them and deal them again in threes"),)
    marriage_steps: tuple[int, ...] = (-1,)
    spaces_fillable = False
    options = (
        Option(
            ANY_TIME,
            "Re-deal at any time",
            "A re-deal may be taken whenever one is left, not only when no card can be played.",
        ),
    )
    description = "Eighteen fans of three; marry down in suit to free the aces. Two re-deals."

    def packet_ids(self) -> list[str]:
        return [f"p{i}" for i in range(1, self.packets + 1)]

    def foundation_ids(self) -> list[str]:
        return [f"f{i}" for i in range(1, self.foundations + 1)]

    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in self.packet_ids()}
        roles.update({f: FOUNDATION for f in self.foundation_ids()})
        return roles

    def pile_title(self, pile: str) -> str:
        return "foundation" if pile.startswith("f") else f"packet {pile[1:]}"

    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        cards = self.shuffled_deck(deal)
        sizes = packets_of(len(cards), 3, self.packets - self.singles) + [1] * self.singles
        deal_round(state, cards, self.packet_ids()[: len(sizes)], sizes)
        return state

    singles = 1  # packets of one card at the end of the first deal

    # -- foundations ------------------------------------------------------
    def accepts(self, state: State, pile: str, card: Card) -> Verdict:
        return UP_FROM_ACE.accepts(state.piles[pile], card)

    def home_rule(self, pile: str) -> FoundationRule:
        """How the foundation ``pile`` builds (for finding where a card might go)."""
        return UP_FROM_ACE

    # -- the two questions ------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile.startswith("f"):
            return no("Cards on a foundation stay there")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst.startswith("f"):
            return self.accepts(state, dst, card)
        onto = state.top(dst)
        if onto is None:
            return no("An empty place takes no card")
        return marriage(card, onto, self.marriage_steps)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations, and the fans whose top card the card may marry."""
        fans = topped_by(state, self.fans, marriage_onto(state.piles[src][-1], self.marriage_steps))
        homes = wanting(state, self.homes, self.home_rule, state.piles[src][-1])
        return in_pile_order(state, [*fans, *homes])

    @cached_property
    def fans(self) -> tuple[str, ...]:
        return tuple(self.packet_ids())

    @cached_property
    def homes(self) -> tuple[str, ...]:
        return tuple(self.foundation_ids())

    # -- re-deals ----------------------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        return tableau_redeal(
            state, self.can_drop, self.packet_ids(), self.foundation_ids(), self.option(state, ANY_TIME)
        )

    def actions(self, state: State) -> list[Move]:
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind != REDEAL:
            return super().perform(state, move, tx)
        packets = self.packet_ids()
        left = state.counters["redeals_left"]
        first = packets[0]
        gather(tx, packets[1:], first)
        shuffle_pile(tx, first, self.id, f"redeal-{self.redeals - left + 1}")
        sizes = packets_of(state.size(first), 3, len(packets))
        # Deal from the top of the gathered pile into the later packets; the
        # first keeps the bottom cards, so every packet gets its share.
        for packet, size in reversed(list(zip(packets, sizes, strict=False))[1:]):
            tx.move(first, packet, size)
        tx.set("redeals_left", left - 1)

    # -- advice ------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """Lost for good once no re-deal is left and a card lies above a lower
        card of its suit with nowhere to go (see ``buried_for_good``)."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        return buried_for_good(state, self.fans, self.packs, self.marriage_steps)

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Besides the idle moves: once no re-deal is left, a fan's last card
        married onto another fan. The fan it leaves stays empty for good and
        the card it covers is buried, while the card itself could do from
        where it lay all it can do from there (an empty place takes nothing,
        and only a re-deal, whose shuffle starts from the cards' places,
        would tell the two apart)."""
        if (
            move.kind == MOVE
            and state.counters.get("redeals_left", 0) == 0
            and move.src in self.fan_set
            and move.dst in self.fan_set
            and state.size(move.src) == 1
        ):
            return True
        return super().solver_prunes(state, move)

    @cached_property
    def fan_set(self) -> frozenset[str]:
        return frozenset(self.packet_ids())

    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != "move" or not move.dst.startswith("f"):
            return False
        return no_partner_left(state, state.top(move.src), self.marriage_steps, self.foundation_ids(), self.packs)


class TheHouseInTheWood(LaBelleLucie):
    id = "the_house_in_the_wood"
    variant_of = "la_belle_lucie"
    title = "The House in the Wood"
    packs = 2
    packets = 36
    foundations = 8
    singles = 2
    description = "La Belle Lucie with two packs: thirty-six fans and eight aces."
    marries_onto = staticmethod(one_above)  # for blocks.tangled: the faces a card marries onto

    def solver_dead_end(self, state: State) -> bool:
        """In the last deal the fans are never taken up again: a fan's top
        card leaves only home or married onto another fan's top card, and an
        emptied fan takes nothing; every card not home lies in a fan. Cards
        that wait on one another across the fans are lost (blocks.tangled;
        its simplest case is ``buried_for_good``'s card, above both copies
        of a lower card of its suit and of each card it could marry onto).
        Most of a long search's positions lie in the last deal, where
        ``buried_for_good`` alone judged none of them dead (deal 85)."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        piles = state.piles
        return tangled([piles[fan] for fan in self.fans], (), face_number, self.home_order(state), self.marries_onto)

    def home_order(self, state: State) -> HomeOrder:
        """The order the foundations take each suit's faces in (for
        blocks.tangled): two piles a suit, each from the ace to the king."""
        return in_order(next_places((state.piles[f] for f in self.homes), self.packs), ACE_TO_KING)


class TheHouseOnTheHill(TheHouseInTheWood):
    id = "the_house_on_the_hill"
    variant_of = "la_belle_lucie"
    title = "The House on the Hill"
    marriage_steps = EITHER_WAY
    description = "Two packs: four aces build up, four kings build down; marry up or down."

    def accepts(self, state: State, pile: str, card: Card) -> Verdict:
        return HILL_FOUNDATIONS.accepts(state, pile, card)

    def home_rule(self, pile: str) -> FoundationRule:
        return HILL_FOUNDATIONS.rule(pile)

    marries_onto = staticmethod(one_either_side)

    def home_order(self, state: State) -> HomeOrder:
        """Each suit's faces, up its ace's pile and down its king's (as the
        Four Corners'): a card waits on the lower cards of its suit for the
        one and on the higher for the other (blocks.rising_and_falling)."""
        piles = state.piles
        return rising_and_falling((piles[f] for f in HILL_FOUNDATIONS.up), (piles[f] for f in HILL_FOUNDATIONS.down))

    def is_safe(self, state: State, move: Move) -> bool:
        """A card that starts a foundation (an ace on a rising one, a king on a
        falling one) is safe: the only card that could be married onto it, the
        next of its suit in that direction, goes onto the new foundation just
        as well. (The general test would wait for those cards to be played,
        which leaves the aces and kings of the deal on the table.)"""
        if move.kind == "move" and move.dst.startswith("f") and not state.piles[move.dst]:
            return bool(self.can_drop(state, move.src, 1, move.dst))
        return super().is_safe(state, move)


HILL_FOUNDATIONS = AcesUpKingsDown(up=("f1", "f2", "f3", "f4"), down=("f5", "f6", "f7", "f8"))
