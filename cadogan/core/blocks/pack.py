"""The pack and the talon: turning cards, re-deals, refilling places, the talon
laid aside until the re-deal.

Used by: anna, babette, canfield_or_klondike, duchess_de_luynes,
general_sedgewick, la_nivernaise, light_and_shade, margarethe,
marriage_tableau, mount_olympus, napoleon_at_st_helena, napoleons_square,
red_and_black, sly, spensers_fairie_queen, the_besieged_city, the_blockade,
the_carpet, the_clock, the_constitution, the_empress_of_india,
the_fish_bone, the_four_corners, the_hemispheres, the_herring_bone,
the_kings, the_labyrinth, the_louis_patience, the_mill, the_olga,
the_queens, the_salic_law, the_shah, the_square, the_sultan, the_terrace,
the_wheel, the_zodiac, two_rings.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

import attrs

from ..cards import Card
from ..moves import DEAL, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import Game
from ..state import State

if TYPE_CHECKING:
    from .turned_card import TurnedCard


def turn_card(tx: Tx, stock: str, waste: str) -> None:
    """Turn the top card of the pack face up onto the talon."""
    tx.move(stock, waste, 1, face_up=True)


def talon_redeal(state: State, stock: str = "stock", waste: str = "waste") -> Verdict:
    """The book's "the talon may be re-dealt": once the pack is used up,
    while re-deals are left (``redeals_left``), and when there is a talon."""
    if state.piles[stock]:
        return no("The talon is re-dealt only when the pack is used up")
    if state.counters.get("redeals_left", 0) <= 0:
        return no("No re-deals are left")
    if not state.piles[waste]:
        return no("The talon is empty: there is nothing to re-deal")
    return YES


def turn_talon_over(tx: Tx, waste: str, stock: str) -> None:
    """Make the talon the new pack without shuffling: the first card laid on
    the talon is the first dealt again."""
    count = tx.state.size(waste)
    if count:
        tx.move(waste, stock, count, reverse=True, face_up=False)


def refill(tx: Tx, stock: str, piles: Iterable[str], upto: int = 1, face_up: bool = True) -> None:
    """Bring each pile, in order, up to ``upto`` cards from the pack while it lasts."""
    cards = tx.state.piles  # (asked after every move: the sizes read directly)
    for pile in piles:
        while len(cards[pile]) < upto and cards[stock]:
            tx.move(stock, pile, 1, face_up=face_up)


def lay_pack(state: State, cards: list[Card], stock: str = "stock") -> None:
    """Lay the cards left after the deal face down as the pack, so that the
    next card of the shuffled deck is the first one turned (used when
    building a state)."""
    state.piles[stock] = list(reversed(cards))
    state.face_down.update(cards)


@attrs.frozen
class PackToTalon:
    """The pack turned one card at a time onto the talon (a click on the
    pack). Once it is out, the talon is turned over, unshuffled, as a new pack
    while re-deals are left (``redeals_left``); a game without re-deals never
    keeps that counter, so its pack is gone through once."""

    stock: str = "stock"
    waste: str = "waste"

    def can_redeal(self, state: State) -> Verdict:
        return talon_redeal(state, self.stock, self.waste)

    def actions(self, state: State) -> list[Move]:
        if state.piles[self.stock]:
            return [Move(DEAL, self.stock, self.waste)]
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def perform(self, state: State, move: Move, tx: Tx) -> bool:
        """Turn a card or re-deal; False (nothing done) for any other move."""
        if move.kind == DEAL:
            turn_card(tx, self.stock, self.waste)
        elif move.kind == REDEAL:
            turn_talon_over(tx, self.waste, self.stock)
            tx.set("redeals_left", state.counters["redeals_left"] - 1)
        else:
            return False
        return True


class PackGame:
    """A game whose pack is one block, ``pack`` (a :class:`PackToTalon` or a
    :class:`TurnedCard`): the pack's click and its re-deal are the block's
    actions, and the block carries them out; every other move the game
    carries out itself. Mixed in before ``Game``: ``class X(PackGame, Game)``."""

    pack: ClassVar[PackToTalon | TurnedCard]

    def actions(self, state: State) -> list[Move]:
        return self.pack.actions(state)

    def can_redeal(self, state: State) -> Verdict:
        return self.pack.can_redeal(state)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if not self.pack.perform(state, move, tx):
            super().perform(state, move, tx)  # type: ignore[misc]  (the Game it is mixed into)


def fill_from_talon(tx: Tx, pile: str, stock: str = "stock", waste: str = "waste") -> None:
    """Fill ``pile`` with the talon's top card, or, when there is no talon,
    with the next card of the pack (the Sultan's Divan, the Shah's lanes);
    when both are used up, it stays as it is."""
    source = waste if tx.state.piles[waste] else stock
    if tx.state.piles[source]:
        tx.move(source, pile, 1, face_up=True)


JUST_TURNED = "just_turned"  # 1 while the talon's top card is the card just turned


@attrs.frozen
class DeadTalon:
    """A reading some rules cards offer as an option (``option``): the talon
    is laid aside until the re-deal. The card just turned onto it may be
    played while it is still the talon's top card (``just_turned``); once it
    is covered by the next card, the talon's cards wait for the re-deal.

    The game asks ``can_lift`` for every lift, calls ``after`` once it has
    carried out any move (a turn makes the top card live; a re-deal, or a card
    taken off the talon, ends that) and ``used`` whenever its own rules take
    a card off the talon (an ace sent to its packet, a space refilled)."""

    option: str = "opt_dead_talon"
    waste: str = "waste"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {JUST_TURNED: (1, 1)}

    def can_lift(self, game: Game, state: State, pile: str) -> Verdict:
        if pile == self.waste and game.option(state, self.option) and not state.counters.get(JUST_TURNED):
            return no("The talon's cards wait for the re-deal")
        return YES

    def after(self, game: Game, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            tx.set(JUST_TURNED, 1 if game.option(state, self.option) else None)
        elif move.kind == REDEAL or move.src == self.waste:
            self.used(tx)

    def used(self, tx: Tx) -> None:
        tx.set(JUST_TURNED, None)
