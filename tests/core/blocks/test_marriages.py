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


def test_only_the_lowest_card_of_a_column():
    from cadogan import core
    from cadogan.core.blocks import lowest_card_only
    from tests.core.helpers import position

    state = position(core.get_game("the_fifteen"), {"c1": "9S 8S", "c2": ""})
    assert lowest_card_only(state, "c1", 1)
    assert lowest_card_only(state, "c1", 2).reason == "Only the lowest card of a column can be moved"
    assert lowest_card_only(state, "c2", 1).reason == "There is no card there"


def test_progress_reachable_with_columns_alike():
    from cadogan import core
    from cadogan.core.blocks import progress_reachable
    from cadogan.core.rules import TABLEAU
    from tests.core.helpers import position

    game = core.get_game("the_fifteen")  # columns c1-c15 marry either way, lanes take any card
    swapping = position(game, {"c1": "5H", "c2": "6H", "f1": "AS"}, withdrawn=0)
    assert not progress_reachable(game, swapping, alike=TABLEAU)  # 5♥ and 6♥ only change places
    # Without ``alike`` the thirteen lanes multiply the positions past a small limit.
    assert progress_reachable(game, swapping, limit=60)
    assert not progress_reachable(game, swapping, limit=60, alike=TABLEAU)
    opening = position(game, {"c1": "2S 5H", "c2": "6H", "f1": "AS"}, withdrawn=0)
    assert progress_reachable(game, opening, alike=TABLEAU)  # marrying the 5♥ frees the 2♠
    deep = position(game, {"c1": "2S 9H 8H 7H", "c2": "10H", "c3": "9C", "f1": "AS"}, withdrawn=0)
    assert progress_reachable(game, deep, alike=TABLEAU)  # a longer way frees the 2♠
