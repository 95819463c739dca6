"""Dealing and re-dealing: rounds, packets, gathering and taking up, shuffles
for re-deals, and the deal as the player's own clicks.

Used by: anna, babette, duchess_de_luynes, fortress, la_belle_lucie,
la_nivernaise, napoleons_square, nestor, red_and_black, the_carpet,
the_flower_garden, the_four_corners, the_herring_bone, the_louis_patience,
the_nation, the_sultan, the_wheel.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import attrs

from ..cards import Card
from ..moves import YES, Verdict, no
from ..ops import Tx
from ..shuffle import SplitMix64, seed_for
from ..state import State
from .pack import turn_talon_over
from .safe import DropCheck, any_drop


def gather(tx: Tx, piles: Iterable[str], into: str, face_up: bool | None = None) -> None:
    """Take up every card of ``piles`` onto ``into``, pile by pile, in order."""
    for pile in piles:
        count = tx.state.size(pile)
        if count:
            tx.move(pile, into, count, face_up=face_up)


def shuffle_pile(tx: Tx, pile: str, game_id: str, salt: str) -> None:
    """Shuffle a pile reproducibly: the seed is the game, the deal and ``salt``
    (e.g. ``"redeal-1"``), so replaying a game gives the same re-deal."""
    tx.shuffle(pile, SplitMix64(seed_for(game_id, tx.state.deal, salt)))


def deal_round(state: State, cards: list[Card], piles: Sequence[str], counts: Sequence[int]) -> None:
    """Deal ``counts[i]`` cards from the front of ``cards`` onto ``piles[i]``
    (used when building a state, before any op exists)."""
    for pile, count in zip(piles, counts, strict=True):
        state.piles[pile].extend(cards[:count])
        del cards[:count]


def packets_of(total: int, size: int, packets: int) -> list[int]:
    """Sizes when ``total`` cards are dealt in packets of ``size`` into at most
    ``packets`` places, the last holding what is left."""
    sizes = []
    while total > 0 and len(sizes) < packets:
        sizes.append(min(size, total))
        total -= sizes[-1]
    return sizes


def tableau_redeal(
    state: State,
    can_drop: DropCheck,
    piles: Sequence[str],
    foundations: Sequence[str],
    any_time: bool = False,
) -> Verdict:
    """The book's "when no card can be played, take up the tableau and deal
    it again": while re-deals are left (``redeals_left``), when ``piles``
    still hold cards, and, unless ``any_time``, when none of their top cards
    can go to a foundation."""
    if state.counters.get("redeals_left", 0) <= 0:
        return no("No re-deals are left")
    if not any(state.piles[pile] for pile in piles):
        return no("No cards are left to re-deal")
    if not any_time and any_drop(can_drop, state, piles, foundations):
        return no("A card can still be played to a foundation")
    return YES


def take_up(tx: Tx, packets: Sequence[str], stock: str = "stock") -> None:
    """Take the packets up in order, without shuffling, to be the new pack:
    the first packet is gathered under the next, and the whole is turned over,
    so the bottom card of the first packet is the first dealt again."""
    gather(tx, packets[1:], packets[0])
    turn_talon_over(tx, packets[0], stock)


def spend_redeal(tx: Tx) -> None:
    """Count one re-deal used (``redeals_left``)."""
    tx.set("redeals_left", tx.state.counters["redeals_left"] - 1)


DEAL_TO = "deal_to"  # 1 + index (in the deal's order) of the place the next card goes to


JUST_DEALT = "just_dealt"  # 1 + index of the place whose top card is the card just dealt; 0: none


@attrs.frozen
class PlayerDeal:
    """The book's "deal the pack in rounds" where the player deals and may
    play as the cards fall: each card of the pack goes face up onto the next
    place of ``order``, round after round. Until the pack is used up the deal
    is not complete, and nothing may be played but the card just dealt
    (others' "no play until the deal is complete").

    Two counters keep the deal's progress: ``deal_to`` (absent: the first
    place) and ``just_dealt`` (0 or absent: no card is waiting); both go
    once the deal is complete. ``refill_same``:
    a card withdrawn as it falls is replaced by the next card on the same
    place ("the next card in the pack is placed in its stead").
    """

    order: tuple[str, ...]
    stock: str = "stock"
    refill_same: bool = True

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {DEAL_TO: (1, len(self.order)), JUST_DEALT: (0, len(self.order))}

    def dealing(self, state: State) -> bool:
        """Is the deal still going on (cards left in the pack)?"""
        return bool(state.piles[self.stock])

    def just_dealt(self, state: State) -> str | None:
        """The place whose top card is the card just dealt, if it still waits there."""
        index = state.counters.get(JUST_DEALT, 0)
        return self.order[index - 1] if index and self.dealing(state) else None

    def available(self, state: State, pile: str) -> Verdict:
        """May the top card of ``pile`` be played now?"""
        if self.dealing(state) and pile != self.just_dealt(state):
            return no("Until the deal is complete, only the card just dealt can be played")
        return YES

    def next_place(self, state: State) -> str:
        return self.order[state.counters.get(DEAL_TO, 1) - 1]

    def deal_one(self, tx: Tx) -> str:
        """Deal the pack's top card to the next place; returns the place."""
        index = tx.state.counters.get(DEAL_TO, 1)
        place = self.order[index - 1]
        tx.move(self.stock, place, 1, face_up=True)
        if self.dealing(tx.state):
            tx.set(DEAL_TO, index % len(self.order) + 1)
            tx.set(JUST_DEALT, index)
        else:  # the deal is complete: the card is an ordinary top card
            self.restart(tx)
        return place

    def withdrawn(self, tx: Tx, pile: str) -> None:
        """The card just dealt has left ``pile``: it waits no longer, and the
        next card goes to the same place (with ``refill_same``)."""
        if pile != self.just_dealt(tx.state):
            return
        tx.set(JUST_DEALT, 0)
        if self.refill_same:
            tx.set(DEAL_TO, self.order.index(pile) + 1)

    def restart(self, tx: Tx) -> None:
        """A new deal starts at the first place, with no card waiting."""
        tx.set(DEAL_TO, None)
        tx.set(JUST_DEALT, None)

    def deal_on(
        self,
        tx: Tx,
        compelled: Callable[[State, str], str | None],
        choice: Callable[[State], bool],
    ) -> None:
        """Deal card after card until the player has a choice or the pack is
        used up. After each card, ``compelled(state, place)`` names where the
        rules send the card just dealt at once (a foundation card "played as
        it appears"), if anywhere; ``choice(state)`` says whether the player
        may now play the card just dealt, which stops the dealing (it is not
        asked after the last card: the deal is then complete)."""
        while self.dealing(tx.state):
            place = self.deal_one(tx)
            dst = compelled(tx.state, place)
            if dst is not None:
                tx.move(place, dst)
                self.withdrawn(tx, place)
            elif self.dealing(tx.state) and choice(tx.state):
                return
