"""Which cards may leave a pile: the uppermost card only, a row's outside card,
the lowest card, a run whose cards build on each other.

Used by: anna, babette, canfield_or_klondike, duchess_de_luynes, fortress,
general_sedgewick, la_belle_lucie, la_nivernaise, light_and_shade,
margarethe, marriage_tableau, mount_olympus, napoleon_at_st_helena,
red_and_black, sly, spensers_fairie_queen, the_besieged_city, the_blockade,
the_carpet, the_clock, the_congress, the_constitution, the_empress_of_india,
the_fifteen, the_fish_bone, the_flower_garden, the_four_corners,
the_great_thirteen, the_hemispheres, the_herring_bone, the_kings,
the_labyrinth, the_louis_patience, the_mill, the_nation, the_olga,
the_queens, the_shah, the_square, the_sultan, the_terrace, the_zodiac,
two_rings.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import Card
from ..moves import YES, Verdict, no
from ..state import State


def top_card_only(state: State, pile: str, count: int) -> Verdict:
    """Rule: only the uppermost card of a packet is available."""
    if not state.piles[pile]:
        return no("There is no card there")
    if count != 1:
        return no("Only the uppermost card can be moved")
    return YES


def moving(state: State, src: str, count: int) -> list[Card]:
    """The cards a move of ``count`` from ``src`` carries, lowest first."""
    return state.piles[src][-count:]


def outside_card_only(state: State, pile: str, count: int) -> Verdict:
    """Rule: in a row growing outward (Fortress, the Kings), only the outside
    card, the row's top card, is available, and one at a time."""
    if state.piles[pile] and count != 1:
        return no("Only the outside card of a row can be moved, one at a time")
    return top_card_only(state, pile, count)


def lowest_card_only(state: State, pile: str, count: int) -> Verdict:
    """Rule: in a column, only the lowest card is available (the uppermost of
    its packet), until its removal frees the one above."""
    verdict = top_card_only(state, pile, count)
    return verdict if verdict or count == 1 else no("Only the lowest card of a column can be moved")


def run_length(state: State, pile: str, fits: Callable[[Card, Card], Verdict]) -> int:
    """How many top cards of ``pile`` lie face up in a run, each one fitting
    on the card below it by ``fits(card, onto)`` (a building rule such as a
    descending sequence in alternate colours): the most one move may carry
    where whole runs move (an option of Red and Black and the Olga)."""
    cards = state.piles[pile]
    length = 1 if cards and state.is_up(cards[-1]) else 0
    while length < len(cards) and state.is_up(cards[-length - 1]) and fits(cards[-length], cards[-length - 1]):
        length += 1
    return length


def whole_run(state: State, pile: str, count: int, fits: Callable[[Card, Card], Verdict]) -> Verdict:
    """May the top ``count`` cards of ``pile`` move together where whole runs
    move: only if they are one run by ``fits`` (see :func:`run_length`)."""
    if count > run_length(state, pile, fits):
        return no("Only a run of red and black in descending order moves together")
    return YES
