"""Blocks: foundations begun by aces and kings as they come, safe foundation
moves, "can any card go there" and re-deals when stuck (blocks.AcesUpKingsDown,
no_partner_left, any_drop, tableau_redeal)."""

from __future__ import annotations

from cadogan import core
from cadogan.core.blocks import AcesUpKingsDown, any_drop, no_partner_left, tableau_redeal
from tests.core.helpers import cards, position

GAME = core.get_game("the_house_on_the_hill")  # two packs, piles f1-f8 and p1-p36
PILES = AcesUpKingsDown(up=("f1", "f2", "f3", "f4"), down=("f5", "f6", "f7", "f8"))


def card(text: str):
    return cards(text)[0]


def test_an_ace_begins_a_rising_pile_and_a_king_a_falling_one():
    state = position(GAME, {})
    assert PILES.accepts(state, "f1", card("AH"))
    assert PILES.accepts(state, "f5", card("KH"))
    assert PILES.accepts(state, "f1", card("KH")).reason == "A foundation here starts with an ace"
    assert PILES.accepts(state, "f5", card("AH")).reason == "A foundation here starts with a king"


def test_piles_build_in_the_suit_of_their_first_card():
    state = position(GAME, {"f1": "AH 2H", "f5": "KS QS"})
    assert PILES.accepts(state, "f1", card("3H"))
    assert PILES.accepts(state, "f1", card("3D")).reason == "This foundation takes hearts only"
    assert PILES.accepts(state, "f5", card("JS"))
    assert PILES.accepts(state, "f5", card("10S")).reason == "This foundation needs the knave next"


def test_one_pile_each_way_per_suit():
    state = position(GAME, {"f1": "AH", "f5": "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"})
    twin = card("AH/1")
    assert PILES.accepts(state, "f2", twin).reason == "The hearts already have their ace foundation"
    assert PILES.accepts(state, "f5", twin)  # the second ace finishes the falling pile
    assert PILES.accepts(state, "f6", card("KH/1")).reason == "The hearts already have their king foundation"
    assert PILES.accepts(state, "f2", card("AS"))


def test_without_one_per_suit_any_aces_begin_piles():
    state = position(GAME, {"f1": "AH", "f5": "KH"})
    assert PILES.accepts(state, "f2", card("AH/1"), one_per_suit=False)
    assert PILES.accepts(state, "f6", card("KH/1"), one_per_suit=False)
    assert PILES.piles == ("f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8")


def test_no_partner_left_asks_for_every_copy_of_the_neighbours():
    state = position(GAME, {"f1": "AS 2S 3S 4S", "f2": "AS/1 2S/1 3S/1", "p1": "5S", "p2": "4S/1"})
    five = card("5S")
    foundations = PILES.piles
    assert not no_partner_left(state, five, (-1,), foundations, 2)  # the other 4♠ is still out
    state.piles["f2"].append(state.piles["p2"].pop())
    assert no_partner_left(state, five, (-1,), foundations, 2)
    assert not no_partner_left(state, five, (-1, 1), foundations, 2)  # the 6♠ could marry up onto it
    assert no_partner_left(state, card("AS"), (-1,), foundations, 2)  # nothing lies below an ace


def test_any_drop():
    state = position(GAME, {"p1": "9C AH", "p2": "KD", "p3": ""})
    assert any_drop(GAME.can_drop, state, ["p1", "p2", "p3"], ["f1"])
    assert not any_drop(GAME.can_drop, state, ["p2", "p3"], ["f1"])  # a king does not begin a rising pile
    assert any_drop(GAME.can_drop, state, ["p2"], ["f5"])


def test_tableau_redeal_waits_until_no_card_can_go_up():
    packets = [f"p{i}" for i in range(1, 37)]
    state = position(GAME, {"p1": "9C AH", "p2": "KD"}, redeals_left=2)
    assert tableau_redeal(state, GAME.can_drop, packets, ["f1"]).reason == "A card can still be played to a foundation"
    assert tableau_redeal(state, GAME.can_drop, packets, ["f1"], any_time=True)
    assert tableau_redeal(state, GAME.can_drop, packets[1:], ["f1"])  # the king cannot begin a rising pile
    state.counters["redeals_left"] = 0
    assert tableau_redeal(state, GAME.can_drop, packets[1:], ["f1"]).reason == "No re-deals are left"
    empty = position(GAME, {}, redeals_left=1)
    assert tableau_redeal(empty, GAME.can_drop, packets, ["f1"]).reason == "No cards are left to re-deal"


def test_cards_before_counts_from_the_nearer_pile_of_the_suit():
    state = position(GAME, {})
    assert PILES.cards_before(state, card("AH")) == 0  # it begins a pile
    assert PILES.cards_before(state, card("4H")) == 3  # A, 2, 3 first
    assert PILES.cards_before(state, card("JH")) == 2  # K, Q first
    state = position(GAME, {"f1": "AH 2H 3H", "f5": "KH QH"})
    assert PILES.cards_before(state, card("4H")) == 0
    assert PILES.cards_before(state, card("7H")) == 3  # 4, 5, 6 up; 5 down
    assert PILES.cards_before(state, card("3S")) == 2  # another suit: from its own ace
