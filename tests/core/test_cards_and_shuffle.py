import copy
import pickle
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cadogan.core.cards import PIQUET_RANKS, Card, Colour, Suit, new_deck, parse
from cadogan.core.shuffle import SplitMix64, seed_for, shuffled


def test_a_pack_has_52_distinct_cards_and_two_packs_keep_copies_apart():
    one = new_deck(1)
    two = new_deck(2)
    assert len(set(one)) == 52
    assert len(set(two)) == 104
    assert Card(Suit.HEARTS, 7, 0) != Card(Suit.HEARTS, 7, 1)
    assert Card(Suit.HEARTS, 7, 0).label == Card(Suit.HEARTS, 7, 1).label == "7♥"


def test_piquet_packs_hold_32_cards_seven_to_ace():
    deck = new_deck(4, PIQUET_RANKS)
    assert len(deck) == 128
    assert Counter(c.rank for c in deck) == {r: 16 for r in (1, 7, 8, 9, 10, 11, 12, 13)}


@given(st.sampled_from(new_deck(2)))
def test_card_codes_round_trip(card):
    assert Card.from_code(card.code) == card


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "7H",
        "1H.0",
        "14S.0",
        "7X.0",
        "7H.-1",
        "QH.x",
        ".0",
        "\u0663H.0",
        "+3H.0",
        "03H.0",
        "7H.00",
        "7H.0\n",
        " 7H.0",
        "7h.0",
        "7H.+1",
        "7H.\u0661",
        "7H.0.0",
        "AH.100",
    ],
)
def test_bad_card_codes_are_refused(bad):
    with pytest.raises(ValueError):
        Card.from_code(bad)


def test_parse_reads_player_notation():
    assert parse("10♠") == Card(Suit.SPADES, 10)
    assert parse("qh", 1) == Card(Suit.HEARTS, 12, 1)


def test_splitmix64_reference_values():
    # Known-answer test: SplitMix64 seeded with 0 (values published with the algorithm).
    rng = SplitMix64(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_seed_is_sha256_of_id_and_deal():
    assert seed_for("la_belle_lucie", 1) == 0xFE9C62A9C72A3645  # printf "la_belle_lucie:1" | sha256sum
    assert seed_for("la_belle_lucie", 1, "redeal-1") != seed_for("la_belle_lucie", 1)


def test_a_deal_is_fixed_for_ever():
    deck = shuffled(new_deck(1), "la_belle_lucie", 1)
    assert [c.label for c in deck[:5]] == RECORDED


RECORDED = ["2♥", "A♦", "5♠", "Q♠", "5♥"]


@given(st.integers(1, 2**31 - 1))
def test_every_shuffle_is_a_permutation_and_reproducible(deal):
    a = shuffled(new_deck(2), "x", deal)
    assert Counter(a) == Counter(new_deck(2))
    assert a == shuffled(new_deck(2), "x", deal)


def test_different_deals_differ():
    assert shuffled(new_deck(1), "x", 1) != shuffled(new_deck(1), "x", 2)


def test_bounded_draws_are_roughly_uniform():
    rng = SplitMix64(12345)
    counts = Counter(rng.below(6) for _ in range(60000))
    assert all(9000 < counts[i] < 11000 for i in range(6))


def test_every_deck_shares_one_object_per_card_and_colours_and_symbols_hold():
    """Decks hand out the same Card object for a card (tables keyed by cards
    then find it by identity); cards made directly are still equal to them."""
    first, second = new_deck(2), new_deck(2)
    assert all(a is b for a, b in zip(first, second, strict=True))
    assert Card(Suit.HEARTS, 7, 1) in first and Card(Suit.HEARTS, 7, 1) == second[13 * 2 + 6 + 52]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert [s.colour for s in Suit] == [Colour.BLACK, Colour.RED, Colour.RED, Colour.BLACK]


def test_a_cards_colour_is_its_suits_and_no_part_of_its_value():
    """The colour is kept with the card (an attribute, for speed) but never
    compared, hashed, ordered or shown; it survives a pickle."""
    for card in new_deck(2):
        assert card.colour is card.suit.colour
        twin = pickle.loads(pickle.dumps(card))
        assert twin == card and hash(twin) == hash(card) and twin.colour is card.colour
        assert copy.copy(card).colour is card.colour
    made = Card(Suit.HEARTS, 7)  # not the deck's object: equal, and hashed alike
    assert made == parse("7H") and hash(made) == hash(parse("7H")) and made.colour is Colour.RED
    assert "colour" not in repr(made)


def test_suits_and_colours_iterate_in_order_and_key_dicts_by_identity():
    assert list(Suit) == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]
    assert list(Colour) == [Colour.RED, Colour.BLACK] and len(Suit) == 4
    faces = {(suit, 7): suit.value for suit in Suit}
    assert faces[(Suit("H"), 7)] == "H" and {Colour("red"): 1}[Colour.RED] == 1
    assert {Suit.CLUBS, Suit.CLUBS, Suit["CLUBS"]} == {Suit.CLUBS}
