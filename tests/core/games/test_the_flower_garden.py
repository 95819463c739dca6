"""The Flower-Garden: rules card checks, the book's example, deal, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import Session
from cadogan.core.cards import Suit
from cadogan.core.games.the_flower_garden import (
    BOUQUET,
    EMPTIED_POINTS,
    FOUNDATIONS,
    GARDEN,
    NEAR,
    TheFlowerGarden,
    next_wanted,
    steps_home,
)
from cadogan.core.moves import move
from cadogan.core.solver import WON, replay_wins, solve
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_flower_garden")
SUITS = "CDHS"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def at(piles: dict[str, str]) -> Session:
    """A hand-made position holding only the cards named."""
    return Session(GAME, position(GAME, piles))


# -- the rules card's checks -------------------------------------------------------------


def test_check_1_setup() -> None:
    state = GAME.deal(1)
    assert [state.size(p) for p in GARDEN] == [6] * 6
    assert [state.size(p) for p in BOUQUET] == [1] * 16
    assert all(state.is_empty(f) for f in FOUNDATIONS)
    assert not state.face_down
    assert_same_cards(GAME, state)


def test_check_2_any_suit_one_rank_lower() -> None:
    s = at({"g1": "5C", "g2": "4D", "g3": "6D", "g4": "4C"})
    assert s.check(move("g2", "g1")) is None
    assert s.check(move("g3", "g1")) == "Only a 4 can go on the 5♣"
    assert s.check(move("g4", "g1")) is None


def test_check_3_bouquet_card_onto_the_garden_never_back() -> None:
    s = at({"g1": "JD", "b5": "10H"})
    s.play(move("b5", "g1"))
    assert s.state.piles["g1"] == cards("JD 10H")
    assert s.check(move("g1", "b5")) == "Cards never go back to the Bouquet"


def test_check_4_aces_free_in_the_bouquet_not_under_a_garden_card() -> None:
    s = at({"b9": "AH", "g2": "AS 7D"})
    assert s.check(move("b9", "f1")) is None
    assert s.check(move("g2", "f2", 2)) == "Only the uppermost card can be moved"
    assert [m for m in s.legal_moves() if m.src == "g2"] == [move("g2", "g1"), *(move("g2", g) for g in GARDEN[2:])]
    s.play(move("g2", "g1"))
    assert s.check(move("g2", "f2")) is None


def test_check_5_a_king_goes_on_no_garden_card() -> None:
    s = at({"b1": "KC", "g1": "AC", "g2": "QH", "g3": "KH", "g4": "AD 2D"})
    assert s.check(move("b1", "g1")) == "No card can be placed on the A♣"
    assert s.check(move("b1", "g2")) == "Only a knave can go on the Q♥"
    assert s.check(move("b1", "g3")) == "Only a queen can go on the K♥"
    assert s.check(move("b1", "g5")) is None  # an empty packet
    assert s.check(move("b1", "f1")) == "A foundation here starts with an ace"


def test_check_6_an_empty_packet_takes_a_bouquet_card_or_a_garden_top() -> None:
    s = at({"b1": "KC", "g1": "3S 9H", "g2": "4H", "g3": "5H", "g5": "6H", "g6": "7H"})
    assert s.check(move("b1", "g4")) is None
    assert s.check(move("g1", "g4")) is None
    s.play(move("g1", "g4"))
    assert s.state.piles["g4"] == cards("9H") and s.state.piles["g1"] == cards("3S")


def test_check_7_one_card_at_a_time() -> None:
    s = at({"g1": "6S 5H", "g2": "7D"})
    assert s.check(move("g1", "g2", 2)) == "Only the uppermost card can be moved"
    assert list(GAME.lift_counts(s.state, "g1")) == [1]


def test_check_8_nothing_on_a_bouquet_card() -> None:
    s = at({"g1": "6S", "b2": "7D"})
    assert s.check(move("g1", "b2")) == "Nothing can be placed on a Bouquet card"
    assert s.check(move("g1", "b3")) == "Cards never go back to the Bouquet"


# -- the book's example ------------------------------------------------------------------


def test_the_books_example() -> None:
    # 4♦ on 5♣; 10♥ from the Bouquet on J♦; then the 9♣ can be transferred,
    # releasing the deuce and ace of diamonds beneath it.
    s = at({"g1": "7S 5C", "g2": "QS 4D", "g3": "KH JD", "g4": "2D AD 9C", "b1": "10H"})
    s.play(move("g2", "g1"))
    s.play(move("b1", "g3"))
    assert s.check(move("g4", "g3")) is None
    s.play(move("g4", "g3"))
    assert s.state.piles["g3"] == cards("KH JD 10H 9C")
    s.play(move("g4", "f1"))
    s.play(move("g4", "f1"))
    assert s.state.piles["f1"] == cards("AD 2D") and s.state.is_empty("g4")


# -- foundations and refusals --------------------------------------------------------------


def test_foundations_follow_suit_and_keep_their_cards() -> None:
    s = at({"f1": "AH 2H", "b1": "3S", "b2": "3H", "g1": "4C"})
    assert s.check(move("b1", "f1")) == "This foundation takes hearts only"
    assert s.check(move("b2", "f1")) is None
    assert s.check(move("f1", "g1")) == "Cards on a foundation stay there"


def test_bouquet_cards_are_all_free() -> None:
    state = GAME.deal(3)
    assert all(GAME.can_lift(state, b, 1) for b in BOUQUET)


# -- advice and the end ----------------------------------------------------------------------


def test_is_safe_once_every_lower_card_is_home() -> None:
    s = at({"f1": "AH", "f2": "AC", "f3": "AS", "b1": "2H", "b2": "AD", "g1": "2C"})
    assert GAME.is_safe(s.state, move("b2", "f4"))  # an ace
    assert not GAME.is_safe(s.state, move("b1", "f1"))  # the A♦ could still go on the 2♥
    s.play(move("b2", "f4"))
    assert GAME.is_safe(s.state, move("b1", "f1")) and GAME.is_safe(s.state, move("g1", "f2"))


def test_lost_when_only_swaps_between_equal_ranks_are_left() -> None:
    # 5♦ can hop between the two 6s for ever; the 6s it uncovers can do nothing.
    piles = {"g1": "KS 6C 5D", "g2": "KD 6H", "g3": "KH", "g4": "KC", "g5": "8S", "g6": "8D", "f1": "AS"}
    s = at(piles)
    assert s.legal_moves() == [move("g1", "g2")]
    assert s.is_lost() and s.hint() is None


def test_not_lost_while_a_swap_uncovers_a_useful_card() -> None:
    piles = {"g1": "KS 6C 5D", "g2": "KD 6H", "g3": "KH", "g4": "KC", "g5": "8S", "g6": "8D"}
    s = at({**piles, "f1": "AC 2C 3C 4C 5C"})
    assert s.legal_moves() == [move("g1", "g2")]
    assert not s.is_lost()  # the 5♦ moved, the 6♣ beneath can go home
    assert s.hint() == move("g1", "g2")
    s.play(s.hint())
    assert s.check(move("g1", "f1")) is None


def test_not_lost_while_a_space_can_be_filled() -> None:
    s = at({"g1": "KS 6C 5D", "g2": "KD 7H", "g3": "KH", "g4": "KC", "g5": "8S", "f1": "AC 2C 3C 4C 5C"})
    assert not s.is_lost()  # 5♦ into packet 6 uncovers the 6♣, which goes home
    assert s.hint() == move("g1", "g6")


def test_lost_when_cards_can_only_go_in_and_out_of_a_space() -> None:
    # The 8♣ can go into packet 6 and back onto the 9♥ for ever, the queen
    # onto any king and back, but no card can ever reach a foundation.
    s = at({"g1": "KS 9H 8C", "g2": "KD", "g3": "KH", "g4": "KC", "g5": "QS", "f1": "AS"})
    assert s.legal_moves()
    assert s.is_lost() and s.hint() is None
    s.play(move("g1", "g6"))
    assert s.check(move("g6", "g1")) is None and s.is_lost()


def test_lost_though_a_cleared_packet_lets_cards_wander_a_long_way() -> None:
    # From deal 13: the 5♥ can clear packet 2 and many cards can then come
    # and go, several hundred positions in all, yet none reaches a foundation.
    piles = {
        "g1": "6S 5D 4H",
        "g2": "5H",
        "g3": "5S KC QD 8C AH 10D 9H 8D 7S 6D",
        "g4": "4D KD QC JS 10C 9C 8H",
        "g5": "7H 3D JD JC KH QS",
        "g6": "7C 10H 3C 9S 6H JH 10S 9D 8S 7D 6C 5C 4C 3H 2H",
        "b2": "QH",
        "b10": "KS",
        "f1": "AC 2C",
        "f2": "AS 2S 3S 4S",
        "f3": "AD 2D",
    }
    s = Session.from_position("the_flower_garden", piles)
    assert move("g2", "g3") in s.legal_moves()
    assert s.is_lost() and s.hint() is None


def test_won_through_the_api() -> None:
    piles = {f"f{i}": " ".join(f"{r}{suit}" for r in RANKS[:-1]) for i, suit in enumerate(SUITS, 1)}
    piles.update({"g1": "KS KH", "b3": "KC", "g4": "KD"})
    s = at(piles)
    assert not s.is_won() and not s.is_lost()
    s.autoplay("safe")
    assert s.is_won() and not s.is_lost()
    assert [s.state.top(f).label for f in FOUNDATIONS] == ["K♣", "K♦", "K♥", "K♠"]


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (77, 3), (4321, 5)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_flower_garden", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_and_load_round_trip(seed: int) -> None:
    check_save_round_trip("the_flower_garden", 9, seed)


def test_deals_differ_and_are_reproducible() -> None:
    assert GAME.deal(5) == GAME.deal(5)
    assert GAME.deal(5) != GAME.deal(6)


def test_game_class_and_titles() -> None:
    assert isinstance(GAME, TheFlowerGarden)
    assert list(GAME.pile_roles()) == [*GARDEN, *BOUQUET, *FOUNDATIONS]
    s = at({"b4": "10H", "g2": "JD"})
    assert GAME.describe(s.state, move("b4", "g2")) == "10♥ to packet 2"
    assert GAME.pile_title("b7") == "the Bouquet"
    assert GAME.counter_ranges() == {}
    assert GAME.counters_shown(GAME.deal(1)) == {}


# -- the hint's bonus (the book's advice), and the solver it steers ------------------------------------


def test_steps_home_counts_ranks_wanted_and_cards_lying_on_the_nearest() -> None:
    s = at({"f1": "AC 2C", "g1": "3C 9D KS", "g2": "5H"})
    wanted = next_wanted(s.state)
    assert wanted[Suit.CLUBS] == 3 and wanted[Suit.HEARTS] == 1
    assert steps_home(s.state.piles["g1"], wanted) == 2  # the 3♣, wanted now, under two cards
    assert steps_home(s.state.piles["g2"], wanted) == 4  # the 5♥: four hearts before it
    assert steps_home([], wanted) > NEAR


def test_hint_bonus_uncovers_a_near_card_and_covers_none() -> None:
    s = at({"f1": "AC 2C", "g1": "3C 10D", "g2": "8S JD", "g3": "QH", "g4": "JS", "b1": "10H"})
    uncover = GAME.hint_bonus(s.state, move("g1", "g4"))  # the 3♣ comes free
    shift = GAME.hint_bonus(s.state, move("g2", "g3"))  # the 8♠ under it is far from home
    cover = GAME.hint_bonus(s.state, move("b1", "g2"))  # lays the 10♥ on a packet far from home
    emptied = GAME.hint_bonus(s.state, move("g4", "g3"))  # empties packet 4
    assert uncover > shift >= 0 and cover == 0
    assert emptied == EMPTIED_POINTS
    s2 = at({"f1": "AC 2C", "g1": "4D 3C JD", "b1": "10S"})
    assert GAME.hint_bonus(s2.state, move("b1", "g1")) < 0  # a Bouquet card laid on the 3♣'s packet


@pytest.mark.parametrize(("deal", "budget"), [(5, 2_000), (7, 1_000), (12, 500)])
def test_the_solver_wins_deals_it_once_missed(deal: int, budget: int) -> None:
    # Without the bonus the search wanders (none of deals 1-20 won in 3,000
    # positions): the winning lines replay through Session.play.
    session = Session.new("the_flower_garden", deal)
    found = solve(session.game, session.state, max_nodes=budget)
    assert found.status == WON and replay_wins("the_flower_garden", deal, found.moves)
