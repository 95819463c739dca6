"""blocks.never_all_home on small hand-made cases of one suit (the games'
own tests prove it on random positions against the plain search: Klondike,
General Sedgewick): a card over the card it waits on is lost unless it can
leave some other way (onto a card at a column's top, into a space)."""

from __future__ import annotations

from cadogan.core.blocks import never_all_home
from cadogan.core.cards import Card, Suit

A, TWO, THREE, FOUR = (Card(Suit.SPADES, rank) for rank in range(1, 5))
AFTER = {A.ident: -1, TWO.ident: A.ident, THREE.ident: TWO.ident, FOUR.ident: THREE.ident}
NOWHERE = {card.ident: () for card in (A, TWO, THREE, FOUR)}
ONE_DOWN = {A.ident: (TWO.ident,), TWO.ident: (THREE.ident,), THREE.ident: (FOUR.ident,), FOUR.ident: ()}


def never(card: Card, from_talon: bool) -> bool:
    return False


def talon_only(card: Card, from_talon: bool) -> bool:
    return from_talon


def dead(talon=(), pack=(), columns=(), home=(), onto=NOWHERE, spaces=never, total=4) -> bool:
    return never_all_home(list(talon), list(pack), [(list(c), h) for c, h in columns], home, onto, AFTER, spaces, total)


def test_a_card_of_the_talon_over_the_card_it_waits_on():
    assert dead(talon=[A, TWO], home=[], pack=[THREE, FOUR])
    assert not dead(talon=[TWO, A], pack=[THREE, FOUR])  # the ace on top goes first


def test_a_space_taking_the_talons_card_frees_the_one_under_it():
    columns = [([], 0)]
    assert dead(talon=[A, TWO], pack=[THREE, FOUR], columns=columns)  # spaces take nothing
    assert not dead(talon=[A, TWO], pack=[THREE, FOUR], columns=columns, spaces=talon_only)


def test_a_card_laid_on_a_column_top_frees_the_one_under_it():
    """The two goes onto the three at a column's top (ONE_DOWN), baring the
    ace under it; with the three under the ace too, nothing moves."""
    assert not dead(columns=[([A, TWO], 1), ([FOUR, THREE], 1)], onto=ONE_DOWN)
    assert dead(columns=[([THREE, A, TWO], 2), ([FOUR], 0)], onto=ONE_DOWN)


def test_a_run_goes_home_from_its_foot_up():
    """Three, two, ace face up in one column (the ace at the foot): each
    goes home in turn; the same cards face down, the three on top, wait."""
    assert not dead(columns=[([THREE, TWO, A], 0)], pack=[FOUR])
    assert dead(columns=[([A, TWO, THREE], 2)], pack=[FOUR])


def test_nothing_left_to_go_home_is_not_dead():
    assert not dead(home=[A, TWO, THREE, FOUR])
