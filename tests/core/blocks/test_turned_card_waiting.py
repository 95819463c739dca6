"""Blocks: a turned card placed where the player chooses (``TurnedCard`` and
the ``Game.waiting_pile`` hook), foundations begun by their first cards as
they appear (``begins_foundation``) and safe plays where nothing builds off
the foundations (``only_home``)."""

from __future__ import annotations

from cadogan import core
from cadogan.core import DEAL, Move
from cadogan.core.blocks import AcesUpKingsDown, TurnedCard, begins_foundation, lay_pack, only_home
from cadogan.core.ops import Tx, revert_all
from cadogan.core.state import State
from tests.core.helpers import cards

HAND = TurnedCard(hand="hand", stock="stock")
ONLY = TurnedCard(hand="hand", stock="stock", exclusive=True)
PILES = AcesUpKingsDown(up=("a1", "a2"), down=("k1", "k2"))


def table(stock: str, **piles: str) -> State:
    state = State.empty(["a1", "a2", "k1", "k2", "p1", "p2", "stock", "hand"])
    lay_pack(state, cards(stock))
    for pile, text in piles.items():
        state.piles[pile] = cards(text)
    return state


def card(text: str):
    return cards(text)[0]


def test_no_game_has_a_waiting_card_by_default():
    game = core.get_game("la_belle_lucie")
    assert game.waiting_pile(game.deal(1)) is None


def test_a_click_turns_the_card_into_the_hand_where_it_waits():
    state = table("7H 8H")
    assert HAND.waiting(state) is None
    assert HAND.actions(state) == [Move(DEAL, "stock", "hand")]
    tx = Tx(state)
    assert HAND.turn(tx) is None
    assert [c.label for c in state.piles["hand"]] == ["7♥"] and state.is_up(state.top("hand"))
    assert HAND.waiting(state) == "hand"


def test_no_second_card_is_turned_while_one_waits():
    state = table("7H 8H")
    HAND.turn(Tx(state))
    assert HAND.actions(state) == []
    assert HAND.can_turn(state).reason == "First put the card just turned in its place"


def test_nothing_is_turned_from_an_empty_pack():
    state = table("")
    assert HAND.actions(state) == [] and HAND.can_turn(state).reason == "The pack is used up"


def test_a_compelled_placement_is_made_in_the_same_step_and_undone_with_it():
    state = table("AH 8H")
    before = state.copy()
    tx = Tx(state)
    place = HAND.turn(tx, lambda s, c: "a1" if c.rank == 1 else None)
    assert place == "a1" and state.piles["hand"] == [] and [c.label for c in state.piles["a1"]] == ["A♥"]
    revert_all(state, tx.ops)
    assert state == before


def test_an_exclusive_hand_makes_every_other_card_wait():
    state = table("7H", p1="5S")
    assert ONLY.available(state, "p1")  # nothing waits
    ONLY.turn(Tx(state))
    assert ONLY.available(state, "hand")
    assert ONLY.available(state, "p1").reason == "First put the card just turned in its place"
    assert HAND.available(state, "p1")  # not exclusive: other cards play on


def test_nothing_is_put_into_the_hand():
    assert HAND.receives("hand").reason == "Only the pack's card goes there, as it is turned"
    assert HAND.receives("p1")


def test_a_first_ace_or_king_begins_the_first_empty_foundation_of_its_kind():
    state = table("", a1="AS")
    assert begins_foundation(state, card("AH"), PILES.piles, PILES.accepts) == "a2"
    assert begins_foundation(state, card("KH"), PILES.piles, PILES.accepts) == "k1"
    assert begins_foundation(state, card("7H"), PILES.piles, PILES.accepts) is None


def test_a_later_copy_of_a_foundation_card_is_an_ordinary_card():
    state = table("", a1="AS", k1="KS")
    assert begins_foundation(state, card("AS/1"), PILES.piles, PILES.accepts) is None
    assert begins_foundation(state, card("KS/1"), PILES.piles, PILES.accepts) is None


def test_a_card_two_foundations_want_is_the_players_choice():
    state = table("", a1="AS 2S 3S 4S 5S 6S", k1="KS QS JS 10S 9S 8S")
    # the 7 goes up on the 6 or down on the 8: the player's choice
    assert not only_home(state, PILES.piles, lambda pile: PILES.accepts(state, pile, card("7S")))
    state = table("", a1="AS 2S 3S", k1="KS QS JS 10S 9S 8S")
    assert only_home(state, PILES.piles, lambda pile: PILES.accepts(state, pile, card("7S")))
