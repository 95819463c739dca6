"""Blocks: marriages up or down with the direction free from card to card,
columns whose emptied places (lanes) take any card, and their lowest cards
(blocks.marriage, EITHER_WAY, lane_or_marriage, lowest_card_only,
progress_reachable with piles alike)."""

from __future__ import annotations

from cadogan.core.blocks import EITHER_WAY, lane_or_marriage, marriage
from tests.core.helpers import cards


def test_either_way_marries_one_rank_up_or_down_in_suit():
    eight, nine, seven = cards("8S 9S 7S")
    assert marriage(eight, nine, EITHER_WAY)
    assert marriage(nine, eight, EITHER_WAY)
    assert marriage(seven, eight, EITHER_WAY)
    assert marriage(cards("9H")[0], eight, EITHER_WAY).reason == "Marriages must follow suit"
    assert marriage(cards("10S")[0], eight, EITHER_WAY).reason == "A marriage must be one rank above or below"


def test_the_direction_may_change_from_card_to_card():
    # A line 9♠ 8♠ (descending) takes the other 9♠ next (ascending), then an 8♠ again.
    column = cards("9S 8S")
    for nxt in cards("9S/1 8S/1"):
        assert marriage(nxt, column[-1], EITHER_WAY)
        column.append(nxt)


def test_no_wrap_between_king_and_ace():
    ace, king = cards("AC KC")
    assert not marriage(king, ace, EITHER_WAY)
    assert not marriage(ace, king, EITHER_WAY)


def test_a_lane_takes_any_card_and_a_column_a_marriage():
    jack, ten, queen, five = cards("JD 10D QD 5C")
    assert lane_or_marriage(jack, None)
    assert lane_or_marriage(ten, jack) and lane_or_marriage(queen, jack)
    assert lane_or_marriage(five, jack).reason == "Marriages must follow suit"
    assert lane_or_marriage(queen, jack, (-1,)).reason == "Only the 10 of diamonds can go on the J♦"

