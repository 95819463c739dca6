"""Setting up a position by hand: Session.from_position and its checks."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import PositionError, Session
from cadogan.core.moves import move
from cadogan.core.position import check_position


def test_a_position_with_every_card_starts_history_there():
    s = Session.from_position("la_belle_lucie", {"p1": "7H", "p2": "8H"}, rest="p3")
    assert s.check(move("p1", "p2")) is None
    s.play(move("p1", "p2"))
    assert s.undo() is not None
    assert s.undo() is None
    assert s.state.counters["redeals_left"] == 2  # the deal's own counters are filled in


def test_cards_may_be_given_as_codes_names_or_cards():
    ace = core.Card(core.Suit.HEARTS, 1)
    s = Session.from_position("the_house_in_the_wood", {"p1": ["7H.1", "8H", ace]}, rest="p2")
    assert [c.code for c in s.state.piles["p1"]] == ["7H.1", "8H.0", "AH.0"]


@pytest.mark.parametrize(
    ("piles", "kwargs", "message"),
    [
        ({"p1": "7H 7H"}, {"rest": "p2"}, "card 7H.0 appears more than once"),
        ({"p1": "7H"}, {}, "is missing"),
        ({"zz": "7H"}, {"rest": "p2"}, "La Belle Lucie has no pile 'zz'"),
        ({"p1": "7H.1"}, {"rest": "p2"}, "card 7H.1 does not belong to the pack"),
        ({"p1": "XH"}, {"rest": "p2"}, "'XH' is not a card"),
        ({}, {"rest": "p2", "counters": {"redeals_left": 5}}, "must be between 0 and 2"),
        ({}, {"rest": "p2", "counters": {"circles": 1}}, "keeps no counter 'circles'"),
    ],
)
def test_a_wrong_position_is_refused_with_a_reason(piles, kwargs, message):
    with pytest.raises(PositionError, match=message):
        Session.from_position("la_belle_lucie", piles, **kwargs)


def test_every_games_deal_is_a_position_of_the_game():
    for game in core.all_games():
        for deal in (1, 2):
            state = game.new_state(deal, {o.key: True for o in game.options})
            check_position(game, state)


def test_counter_ranges_cover_the_counters_of_random_play():
    from tests.core.helpers import random_walk

    for game_id in core.game_ids():
        s = Session.new(game_id, 3)
        for seed in range(3):
            random_walk(s, seed, 150)
            check_position(s.game, s.state)
