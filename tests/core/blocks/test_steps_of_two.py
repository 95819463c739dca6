"""Building down in steps of two, in suit (blocks.sequence_in with steps=(-2,)):
Mount Olympus's battery."""

from __future__ import annotations

import pytest

from cadogan.core.blocks import ACE_TO_KING, SUIT, sequence_in
from cadogan.core.cards import parse


@pytest.mark.parametrize(
    ("card", "onto", "ok"),
    [
        ("7H", "9H", True),
        ("10C", "QC", True),
        ("JS", "KS", True),
        ("8H", "9H", False),
        ("7D", "9H", False),
        ("9H", "7H", False),
        ("5H", "9H", False),
        ("KS", "AS", False),
    ],
)
def test_two_ranks_below_in_suit(card: str, onto: str, ok: bool) -> None:
    assert bool(sequence_in(parse(card), parse(onto), ACE_TO_KING, SUIT, steps=(-2,))) is ok


def test_reasons_name_the_step() -> None:
    assert sequence_in(parse("8H"), parse("9H"), ACE_TO_KING, SUIT, (-2,)).reason == (
        "Only a card 2 ranks below the 9♥ can go on it"
    )
    assert sequence_in(parse("7D"), parse("9H"), ACE_TO_KING, SUIT, (-2,)).reason == "A sequence here must follow suit"
