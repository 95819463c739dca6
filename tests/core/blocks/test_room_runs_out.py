"""blocks.room_runs_out: a last deal's talon dug with too little room to
set its cards aside (issue 17, round 12; Anna). The cards that cannot go
home before a card of the talon leaves, those above it and those in the
helps, must all lie in the helps when it does. These are the block's own
cases, on a plain order (ace up to king, one foundation a suit, each card
a help of its own); its soundness in play is proved in Anna's tests
(tests/core/games/test_anna_dead_end.py) against the plain search."""

from __future__ import annotations

from collections.abc import Mapping

from cadogan.core.blocks import room_runs_out
from tests.core.helpers import cards

ACE_TO_KING = tuple(range(1, 14))


def each_alone(counts: Mapping[int, int]) -> int:
    return sum(counts.values())


def runs_out(
    talon: str, helps: list[str], others: str = "", room: int = 3, hearts_next: int = 0, two: bool = False
) -> bool:
    """Hearts (suit 2) home up to ``hearts_next`` on one foundation (on
    both with ``two``), the other suits not begun."""
    places = {0: [0], 1: [0], 2: [hearts_next] * (2 if two else 1), 3: [0]}
    return room_runs_out(cards(talon), [cards(h) for h in helps], cards(others), places, ACE_TO_KING, each_alone, room)


def test_cards_over_the_ace_that_wait_for_it_fill_the_room() -> None:
    # The A♥ lies under the 2♥, 3♥, 4♥, which wait for it: three helps.
    assert not runs_out("AH/0 2H/0 3H/0 4H/0", [], room=3)
    assert runs_out("AH/0 2H/0 3H/0 4H/0", [], room=2)


def test_a_card_that_can_go_home_first_takes_no_room() -> None:
    # The A♠ over the A♥ goes home (its foundation takes an ace first).
    assert not runs_out("AH/0 2H/0 AS/0 3H/0", [], room=2)
    # The helps' cards that wait count too, those that need not do not.
    assert runs_out("AH/0 2H/0", ["3H/0", "4H/0"], room=2)
    assert not runs_out("AH/0 2H/0", ["3H/0", "AS/0"], room=2)


def test_a_copy_outside_the_talon_lets_the_cards_above_go_first() -> None:
    # Another A♥ in the pack: the hearts above need not wait for the talon's.
    assert not runs_out("AH/0 2H/0 3H/0 4H/0", [], others="AH/1", room=2)


def test_two_foundations_of_a_suit_wait_for_two_copies() -> None:
    # Hearts home to the four on both foundations: the 5♥ at the bottom
    # holds the 6♥ and 7♥ above it only while the other 5♥ lies in the
    # talon too (under the 6♥); from the pack, it takes the other
    # foundation on past them.
    assert runs_out("5H/0 5H/1 6H/0 AS/0 7H/0", [], room=1, hearts_next=4, two=True)
    assert not runs_out("5H/0 6H/0 AS/0 7H/0", [], others="5H/1", room=1, hearts_next=4, two=True)
