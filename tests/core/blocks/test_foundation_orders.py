"""Foundations through whole families regardless of suit (the Mill's centre)
and through a fixed order (K, A, 2 … Q: the Queens; a king down to the ace
regardless of suit: the Mill's angles)."""

from __future__ import annotations

from cadogan.core.blocks import KING_DOWN_ANY_SUIT, KING_THROUGH_ACE_TO_QUEEN, families_regardless_of_suit
from cadogan.core.cards import rank_code
from tests.core.helpers import cards

RANKS = [rank_code(rank) for rank in range(1, 14)]  # A 2 … K


def test_families_build_up_regardless_of_suit_and_go_round_after_the_king() -> None:
    rule = families_regardless_of_suit(4)
    assert rule.accepts(cards("AH 2C 3D 4S 5C 6C"), cards("7H")[0])
    assert rule.accepts(cards("AH 2C"), cards("4H")[0]).reason == "This foundation needs the 3 next"
    family = cards(" ".join(f"{r}D" for r in RANKS))
    assert rule.accepts(family, cards("AS")[0])
    assert rule.accepts(family, cards("2S")[0]).reason == "This foundation needs the ace next"


def test_families_stop_after_the_number_asked_for() -> None:
    two = cards(" ".join(f"{r}{s}" for s in "CD" for r in RANKS))
    assert not families_regardless_of_suit(2).accepts(two, cards("AS")[0])
    assert families_regardless_of_suit(3).accepts(two, cards("AS")[0])
    assert families_regardless_of_suit(4).length == 52


def test_families_take_no_card_on_an_empty_pile() -> None:
    verdict = families_regardless_of_suit(4).accepts([], cards("AS")[0])
    assert verdict.reason == "This foundation cannot be started with that card"


def test_king_through_ace_to_queen_in_suit() -> None:
    rule = KING_THROUGH_ACE_TO_QUEEN
    assert rule.accepts([], cards("KH")[0])
    assert rule.accepts([], cards("AH")[0]).reason == "A foundation here starts with a king"
    assert rule.accepts(cards("KH"), cards("AH")[0])
    assert rule.accepts(cards("KH AH"), cards("2H")[0])
    assert rule.accepts(cards("KH AH"), cards("2D")[0]).reason == "This foundation takes hearts only"
    run = cards("KH AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH")
    assert rule.accepts(run, cards("QH")[0])
    assert rule.accepts([*run, *cards("QH")], cards("KH/1")[0]).reason == "This foundation is complete"


def test_king_down_regardless_of_suit_to_the_ace() -> None:
    rule = KING_DOWN_ANY_SUIT
    assert rule.accepts(cards("KS QD JC 10H 9S"), cards("8D")[0])
    assert rule.accepts(cards("KS QD JC 10H 9S"), cards("10D")[0]).reason == "This foundation needs the 8 next"
    full = cards("KS QD JC 10H 9S 8S 7S 6S 5S 4S 3S 2S AS")
    assert rule.accepts(full, cards("KH")[0]).reason == "This foundation is complete"


def test_takes_answers_as_accepts_does_for_every_rule_pile_and_card() -> None:
    """``takes`` (asked at every turn of the Queens' pack) is ``accepts``
    without the reason, for every kind of foundation."""
    import random

    from cadogan.core.blocks import foundations
    from cadogan.core.cards import new_deck

    rules = [v for v in vars(foundations).values() if isinstance(v, foundations.FoundationRule)]
    rules += [
        foundations.FoundationRule(direction=1, first=1, alternate=True),
        foundations.FoundationRule(direction=-1, first=13, any_suit=True, length=5),
        foundations.FoundationRule(direction=1, first=None),
        families_regardless_of_suit(4),
    ]
    deck = new_deck(2)
    rng = random.Random(7)
    for rule in rules:
        piles = [[]] + [rng.sample(deck, rng.randint(1, 14)) for _ in range(12)]
        for pile in piles:
            # a pile the rule built, where it can be built (so that true answers are met too)
            built: list = []
            for _ in range(rng.randint(0, 14)):
                fits = [c for c in deck if rule.accepts(built, c)]
                if not fits:
                    break
                built.append(rng.choice(fits))
            for candidate in (pile, built):
                for card in deck:
                    assert rule.takes(candidate, card) == bool(rule.accepts(candidate, card)), (rule, candidate, card)
