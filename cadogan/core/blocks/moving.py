"""Which cards may leave a pile: the uppermost card only, a row's outside card,
the lowest card.

Used by: anna, babette, canfield_or_klondike, duchess_de_luynes, fortress,
general_sedgewick, la_belle_lucie, la_nivernaise, margarethe, marriage_tableau,
napoleon_at_st_helena, sly, the_blockade, the_carpet, the_clock, the_congress,
the_empress_of_india, the_fifteen, the_fish_bone, the_flower_garden,
the_four_corners, the_hemispheres, the_herring_bone, the_kings, the_labyrinth,
the_louis_patience, the_mill, the_nation, the_queens, the_salic_law, the_shah,
the_square, the_sultan, the_zodiac, two_rings.
"""

from __future__ import annotations

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
