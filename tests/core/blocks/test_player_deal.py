"""Blocks: the deal as the player's own action (``PlayerDeal``: no play but
the card just dealt until the deal is complete), taking packets up for a
re-deal (``take_up``, ``spend_redeal``), the space due to be filled
(``space_to_fill``) and the pack laid down (``lay_pack``)."""

from __future__ import annotations

from cadogan.core.blocks import (
    DEAL_TO,
    JUST_DEALT,
    PlayerDeal,
    lay_pack,
    space_to_fill,
    spend_redeal,
    take_up,
)
from cadogan.core.ops import Tx, revert_all
from cadogan.core.state import State
from tests.core.helpers import cards

PLACES = ("a", "b", "c")
DEALER = PlayerDeal(order=PLACES)


def table(stock: str, **piles: str) -> State:
    """``stock`` is written in dealing order: its first card is dealt first."""
    state = State.empty([*PLACES, "f", "stock", "waste"])
    lay_pack(state, cards(stock))
    for pile, text in piles.items():
        state.piles[pile] = cards(text)
    return state


def labels(state: State, pile: str) -> list[str]:
    return [card.label for card in state.piles[pile]]


def test_the_pack_lies_face_down_with_its_first_card_on_top():
    state = table("2C 3C 4C")
    assert state.top("stock").label == "2♣" and [c.label for c in state.piles["stock"]] == ["4♣", "3♣", "2♣"]
    assert state.face_down == set(state.piles["stock"])


def test_deals_round_after_round_face_up():
    state = table("2C 3C 4C 5C 6C")
    tx = Tx(state)
    assert [DEALER.deal_one(tx) for _ in range(4)] == ["a", "b", "c", "a"]
    assert labels(state, "a") == ["2♣", "5♣"] and labels(state, "c") == ["4♣"]
    assert not state.face_down & set(state.piles["a"])
    assert DEALER.just_dealt(state) == "a" and DEALER.next_place(state) == "b"
    assert state.counters == {DEAL_TO: 2, JUST_DEALT: 1}


def test_only_the_card_just_dealt_is_available_until_the_deal_is_complete():
    state = table("2C 3C 4C")
    tx = Tx(state)
    DEALER.deal_one(tx)
    DEALER.deal_one(tx)
    assert DEALER.available(state, "b")
    refused = DEALER.available(state, "a")
    assert refused.reason == "Until the deal is complete, only the card just dealt can be played"
    DEALER.deal_one(tx)  # the last card: the deal is complete
    assert not DEALER.dealing(state)
    assert DEALER.available(state, "a") and DEALER.available(state, "c")
    assert DEALER.just_dealt(state) is None and state.counters == {}


def test_a_card_withdrawn_as_it_falls_is_replaced_on_the_same_place():
    state = table("2C 3C 4C 5C")
    tx = Tx(state)
    DEALER.deal_one(tx)
    DEALER.deal_one(tx)
    tx.move("b", "f")
    DEALER.withdrawn(tx, "b")
    assert DEALER.just_dealt(state) is None and state.counters[JUST_DEALT] == 0
    assert DEALER.deal_one(tx) == "b"
    assert DEALER.deal_one(tx) == "c"
    moving_on = PlayerDeal(order=PLACES, refill_same=False)
    state = table("2C 3C 4C")
    tx = Tx(state)
    moving_on.deal_one(tx)
    tx.move("a", "f")
    moving_on.withdrawn(tx, "a")
    assert moving_on.deal_one(tx) == "b"


def test_withdrawing_another_card_changes_nothing():
    state = table("2C 3C 4C", c="9D")
    tx = Tx(state)
    DEALER.deal_one(tx)
    before = dict(state.counters)
    DEALER.withdrawn(tx, "c")
    assert state.counters == before


def test_deal_on_plays_what_is_compelled_and_stops_at_a_choice():
    # Aces go to "f" at once; the deal stops when a 5 falls (the player's choice).
    state = table("2C AH 3C 5D 4C 6C")
    tx = Tx(state)

    def compelled(state: State, place: str) -> str | None:
        return "f" if state.top(place).rank == 1 else None

    def choice(state: State) -> bool:
        return state.top(DEALER.just_dealt(state)).rank == 5

    DEALER.deal_on(tx, compelled, choice)
    assert labels(state, "f") == ["A♥"]
    assert labels(state, "a") == ["2♣"] and labels(state, "b") == ["3♣"] and labels(state, "c") == ["5♦"]
    assert DEALER.just_dealt(state) == "c"
    DEALER.deal_on(tx, compelled, choice)  # left there: deal on to the end
    assert labels(state, "a") == ["2♣", "4♣"] and labels(state, "b") == ["3♣", "6♣"]
    assert not DEALER.dealing(state)
    revert_all(state, tx.ops)
    assert state == table("2C AH 3C 5D 4C 6C")


def test_restart_starts_at_the_first_place():
    state = table("2C 3C 4C")
    tx = Tx(state)
    DEALER.deal_one(tx)
    DEALER.restart(tx)
    assert state.counters == {} and DEALER.next_place(state) == "a"
    assert DEALER.counter_ranges() == {DEAL_TO: (1, 3), JUST_DEALT: (0, 3)}


def test_take_up_deals_the_first_packets_bottom_card_first():
    state = table("", a="2C 3C", b="4C", c="5C 6C 7C")
    state.counters["redeals_left"] = 2
    tx = Tx(state)
    take_up(tx, PLACES)
    spend_redeal(tx)
    assert state.counters["redeals_left"] == 1
    assert all(not state.piles[p] for p in PLACES)
    assert [c.label for c in reversed(state.piles["stock"])] == ["2♣", "3♣", "4♣", "5♣", "6♣", "7♣"]
    assert state.face_down == set(state.piles["stock"])


def test_space_to_fill_while_the_pack_or_talon_has_a_card():
    state = table("9H", a="2C", c="3C")
    assert space_to_fill(state, PLACES) == "b"
    state = table("", a="2C", waste="4C")
    assert space_to_fill(state, PLACES) == "b"
    assert space_to_fill(table("", a="2C"), PLACES) is None
    assert space_to_fill(table("9H", a="2C", b="3C", c="4C"), PLACES) is None
