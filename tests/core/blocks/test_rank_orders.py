"""Foundations and building along a rank order, with a colour rule
(blocks.FoundationRule(order=..., alternate=...), rank_run, sequence_in)."""

from __future__ import annotations

import pytest

from cadogan.core.blocks import (
    ALTERNATE,
    ANY_SUIT,
    EVEN_FAMILY,
    ODD_FAMILY,
    PIQUET_ORDER,
    SUIT,
    ZIGZAG,
    FoundationRule,
    neighbours_in,
    rank_run,
    sequence_in,
)
from cadogan.core.cards import parse
from tests.core.helpers import cards


def test_rank_runs() -> None:
    assert rank_run() == tuple(range(1, 14))
    assert ODD_FAMILY == (1, 3, 5, 7, 9, 11, 13)
    assert EVEN_FAMILY == (2, 4, 6, 8, 10, 12)
    assert rank_run(1, 13, leaving_out=[12]) == (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13)  # black aces, no queens
    assert rank_run(13, 1, leaving_out=[11]) == (13, 12, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)  # red kings, no knaves
    assert rank_run(1, 11) == tuple(range(1, 12))  # ends at the knave


def test_zigzag_holds_both_copies_of_a_suit() -> None:
    assert ZIGZAG[:6] == (1, 13, 2, 12, 3, 11)
    assert ZIGZAG[12:14] == (7, 7)
    assert ZIGZAG[-3:] == (2, 13, 1)
    assert sorted(ZIGZAG) == sorted(list(range(1, 14)) * 2)


def test_order_foundation_in_suit_through_piquet_ranks() -> None:
    rule = FoundationRule(order=PIQUET_ORDER)
    assert rule.accepts([], parse("AS"))
    assert not rule.accepts([], parse("7S"))
    assert rule.accepts(cards("AS"), parse("7S")), "the seven follows the ace"
    assert rule.accepts(cards("AS"), parse("7H")).reason == "This foundation takes spades only"
    assert rule.accepts(cards("AS 7S 8S 9S 10S JS QS KS"), parse("AS", 1)).reason == "This foundation is complete"


def test_order_foundation_leaving_out_a_rank_and_starting_high() -> None:
    rule = FoundationRule(order=rank_run(13, 1, leaving_out=[11]))
    assert rule.accepts([], parse("KH"))
    assert rule.accepts(cards("KH QH"), parse("10H")), "the knave is left out"
    assert not rule.accepts(cards("KH QH"), parse("JH"))


def test_order_foundation_with_bases_placed_by_the_deal() -> None:
    rule = FoundationRule(order=EVEN_FAMILY, first=None)
    assert not rule.accepts([], parse("2C"))
    assert rule.accepts(cards("2C"), parse("4C"))
    assert rule.accepts(cards("2C 4C 6C 8C 10C"), parse("QC"))
    assert rule.accepts(cards("2C 4C 6C 8C 10C QC"), parse("KC")).reason == "This foundation is complete"


def test_alternate_colours_suits_free() -> None:
    rule = FoundationRule(alternate=True)
    assert rule.accepts(cards("AH"), parse("2S"))
    assert rule.accepts(cards("AH"), parse("2C"))
    assert rule.accepts(cards("AH"), parse("2D")).reason == "Red and black must alternate on this foundation"
    assert not rule.accepts(cards("AH"), parse("3S"))


def test_alternate_colours_wrapping_from_a_chosen_rank() -> None:
    rule = FoundationRule(first=6, length=13, wrap=True, alternate=True)
    pile = cards("6H 7S 8D 9C 10H JS QD KC")
    assert rule.accepts(pile, parse("AH")), "the king is followed by the ace"
    assert not rule.accepts(pile, parse("AS"))


def test_an_order_stands_alone() -> None:
    with pytest.raises(ValueError):
        FoundationRule(order=ODD_FAMILY, wrap=True)
    with pytest.raises(ValueError):
        FoundationRule(order=())


def test_neighbours_in_an_order_with_repeats() -> None:
    assert neighbours_in(ZIGZAG, 7, (-1, 1)) == {7, 8}
    assert neighbours_in(ZIGZAG, 13, (-1, 1)) == {1, 2}
    assert neighbours_in(PIQUET_ORDER, 7) == {1}
    assert neighbours_in(PIQUET_ORDER, 1) == set()


@pytest.mark.parametrize(
    ("card", "onto", "order", "colours", "ok"),
    [
        ("7H", "8S", PIQUET_ORDER, ALTERNATE, True),
        ("AH", "7S", PIQUET_ORDER, ALTERNATE, True),
        ("6H", "7S", PIQUET_ORDER, ALTERNATE, False),
        ("7S", "8S", PIQUET_ORDER, ALTERNATE, False),
        ("7S", "9S", ODD_FAMILY, SUIT, True),
        ("7H", "9S", ODD_FAMILY, SUIT, False),
        ("7H", "9S", ODD_FAMILY, ANY_SUIT, True),
    ],
)
def test_sequence_in(card: str, onto: str, order: tuple[int, ...], colours: str, ok: bool) -> None:
    assert bool(sequence_in(parse(card), parse(onto), order, colours)) is ok


def test_sequence_in_reasons() -> None:
    assert sequence_in(parse("6H"), parse("7S"), PIQUET_ORDER, ALTERNATE).reason == (
        "The sequence must descend in the order A, 7, 8, 9, 10, J, Q, K"
    )
    assert sequence_in(parse("5S"), parse("7C"), rank_run(), ALTERNATE).reason == "Red and black must alternate"
    assert sequence_in(parse("5H"), parse("7C"), rank_run(), ALTERNATE).reason == "The sequence must descend by one"
