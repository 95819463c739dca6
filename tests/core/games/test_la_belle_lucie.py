"""La Belle Lucie and its variants: the rules card's checks and the book's rules."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import REDEAL, IllegalMove, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

LUCIE = core.get_game("la_belle_lucie")
WOOD = core.get_game("the_house_in_the_wood")
HILL = core.get_game("the_house_on_the_hill")


def session(game, piles, **counters):
    counters.setdefault("redeals_left", 2)
    return Session(game, position(game, piles, **counters))


# -- checks of the rules card ------------------------------------------------------


def test_check_1_the_deal_makes_seventeen_threes_and_a_single():
    state = LUCIE.deal(1)
    sizes = [len(state.piles[f"p{i}"]) for i in range(1, 19)]
    assert sizes == [3] * 17 + [1]
    assert all(not state.piles[f"f{i}"] for i in range(1, 5))
    assert not state.face_down
    assert_same_cards(LUCIE, state)


def test_check_2_marriages_descend_in_suit():
    s = session(LUCIE, {"p1": "7H", "p2": "8H", "p3": "7S"})
    assert s.check(move("p1", "p2")) is None
    assert s.check(move("p2", "p1")) is not None
    assert s.check(move("p3", "p2")) == "Marriages must follow suit"


def test_check_3_a_card_is_released_when_the_one_above_leaves():
    s = session(LUCIE, {"p1": "5D AC 9S", "p2": "10S", "f1": ""})
    assert s.check(move("p1", "f1")) is not None  # 9♠ is on top, not A♣
    s.play(move("p1", "p2"))
    assert s.check(move("p1", "f1")) is None


def test_check_4_foundations_build_up_by_one_in_suit():
    s = session(LUCIE, {"f1": "AC", "p1": "2C", "p2": "3C"})
    assert s.check(move("p1", "f1")) is None
    assert s.check(move("p2", "f1")) is not None


def test_check_5_only_the_uppermost_card_moves():
    s = session(LUCIE, {"p1": "9S 8S", "p2": "10S"})
    assert s.check(move("p1", "p2", 2)) == "Only the uppermost card can be moved"
    assert s.check(move("p1", "p2", 1)) is not None  # 8♠ does not go on 10♠


def test_check_6_an_emptied_packet_takes_nothing():
    s = session(LUCIE, {"p1": "", "p2": "KH", "p3": "QD"})
    assert s.check(move("p2", "p1")) == "An empty place takes no card"
    assert s.check(move("p3", "p1")) == "An empty place takes no card"


def test_check_7_a_redeal_of_twenty_cards_gives_six_threes_and_a_two():
    clubs = " ".join(f"{r}C" for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
    diamonds = clubs.replace("C", "D")
    piles = {
        "f1": "AS 2S 3S",
        "f2": "AH 2H 3H",
        "f3": clubs,
        "f4": diamonds,
        "p1": "4S 5S 6S 7S",
        "p2": "8S 9S 10S JS",
        "p3": "QS KS 4H 5H",
        "p4": "6H 7H 8H 9H",
        "p5": "10H JH QH KH",
    }
    s = session(LUCIE, piles)
    assert_same_cards(LUCIE, s.state)
    assert Move(REDEAL) in s.legal_moves()  # no top card can be played
    s.play(Move(REDEAL))
    sizes = [len(s.state.piles[f"p{i}"]) for i in range(1, 19)]
    assert sizes == [3] * 6 + [2] + [0] * 11
    assert s.state.counters["redeals_left"] == 1
    assert_same_cards(LUCIE, s.state)


def test_check_8_a_third_redeal_is_refused():
    s = session(LUCIE, {"p1": "5S", "f1": ""}, redeals_left=0)
    assert Move(REDEAL) not in s.legal_moves()
    with pytest.raises(IllegalMove, match="re-deal"):
        s.play(Move(REDEAL))


# -- the book's other rules ------------------------------------------------------------


def test_redeal_is_refused_while_a_card_can_be_played():
    s = session(LUCIE, {"p1": "AS", "p2": "9H"})
    assert s.game.can_redeal(s.state).reason == "A card can still be played to a foundation"


def test_redeals_are_reproducible_and_keep_foundations():
    one, two = Session.new("la_belle_lucie", 5), Session.new("la_belle_lucie", 5)
    for s in (one, two):
        while Move(REDEAL) not in s.legal_moves():
            s.play(next(m for m in s.legal_moves() if m.dst.startswith("f")))
        before = {f: list(s.state.piles[f]) for f in ("f1", "f2", "f3", "f4")}
        s.play(Move(REDEAL))
        assert {f: s.state.piles[f] for f in before} == before
    assert one.state == two.state


def test_a_king_receives_a_queen_but_goes_only_to_a_foundation():
    s = session(LUCIE, {"p1": "KH", "p2": "QH", "p3": "AH"})
    assert s.check(move("p2", "p1")) is None
    assert not [m for m in s.legal_moves() if m.src == "p1"]


def test_foundation_cards_never_come_back():
    s = session(LUCIE, {"f1": "AS 2S", "p1": "3H"})
    assert s.check(move("f1", "p1")) == "Cards on a foundation stay there"


def test_win_when_all_52_are_up():
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]
    piles = {f"f{i}": " ".join(f"{r}{s}" for r in ranks) for i, s in enumerate("CDHS", 1)}
    piles["p1"] = "KC KD"
    piles["p2"] = "KH KS"
    s = session(LUCIE, piles)
    assert not s.is_won()
    s.autoplay("safe")
    assert s.is_won() and not s.is_lost()


def test_lost_when_nothing_moves_and_no_redeal_is_left():
    s = session(LUCIE, {"p1": "5S", "p2": "9H", "f1": "AS", "f2": "AH"}, redeals_left=0)
    assert s.legal_moves() == []
    assert s.is_lost()
    assert s.hint() is None


def test_no_redeal_is_offered_once_the_game_is_won():
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {f"f{i}": " ".join(f"{r}{s}" for r in ranks) for i, s in enumerate("CDHS", 1)}
    s = session(LUCIE, piles)
    assert s.is_won()
    assert s.legal_moves() == []
    assert s.check(Move(REDEAL)) is not None


def test_nothing_is_married_onto_an_ace():
    s = session(LUCIE, {"p1": "AH", "p2": "KH", "f1": ""})
    assert s.check(move("p2", "p1")) == "No card can be married onto the A♥"
    hill = session(HILL, {"p1": "AH", "p2": "2H", "p3": "KH"})
    assert hill.check(move("p2", "p1")) is None  # ascending, in The House on the Hill
    assert hill.check(move("p3", "p1")) == "A marriage must be one rank above or below"


def test_every_foundation_move_is_safe_with_one_pack():
    s = session(LUCIE, {"p1": "2S", "f1": "AS", "p2": "3S"})
    (m,) = [m for m in s.legal_moves() if m.dst == "f1"]
    assert LUCIE.is_safe(s.state, m)


# -- The House in the Wood -------------------------------------------------------


def test_wood_deal_has_thirty_six_packets():
    state = WOOD.deal(1)
    sizes = [len(state.piles[f"p{i}"]) for i in range(1, 37)]
    assert sizes == [3] * 34 + [1, 1]
    assert len(state.all_cards()) == 104
    assert_same_cards(WOOD, state)


def test_wood_a_card_goes_on_either_foundation_of_its_suit():
    s = session(WOOD, {"f1": "AD 2D 3D 4D", "f2": "AD/1 2D/1 3D/1 4D/1", "p1": "5D"})
    assert s.check(move("p1", "f1")) is None
    assert s.check(move("p1", "f2")) is None


def test_wood_marries_onto_either_copy():
    s = session(WOOD, {"p1": "7H", "p2": "8H", "p3": "8H/1"})
    assert s.check(move("p1", "p2")) is None
    assert s.check(move("p1", "p3")) is None


def test_wood_safe_only_when_both_lower_copies_are_up():
    s = session(WOOD, {"f1": "AD 2D 3D 4D", "p1": "5D", "p2": "4D/1"})
    m = move("p1", "f1")
    assert not WOOD.is_safe(s.state, m)  # the other 4♦ may want to marry onto it
    s2 = session(WOOD, {"f1": "AD 2D 3D 4D", "f2": "AD/1 2D/1 3D/1 4D/1", "p1": "5D"})
    assert WOOD.is_safe(s2.state, m)


def test_wood_a_twin_swap_that_frees_a_card_is_not_idle():
    # 7♠ can only swap between the two 8♠, but resting it on the 8♠ of p2
    # lets the other 8♠ go onto the 9♠ of p3 and frees the 6♠ for the
    # foundation: the game is not lost.
    piles = {"p1": "6S 8S/1 7S", "p2": "9S 8S", "p3": "9S/1", "f1": "AS 2S 3S 4S 5S"}
    s = session(WOOD, piles, redeals_left=0)
    assert all(WOOD.is_idle(s.state, m) is False for m in s.legal_moves())
    assert not s.is_lost()
    for _ in range(3):
        s.play(s.hint())
    assert s.state.top("f1") == cards("6S")[0]


def test_wood_twin_swaps_that_lead_nowhere_are_idle():
    piles = {"p1": "6S 8S/1 7S", "p2": "10S 8S", "f1": "AS 2S 3S 4S 5S"}
    s = session(WOOD, piles, redeals_left=0)
    assert s.legal_moves() == [move("p1", "p2")]
    assert s.is_lost() and s.hint() is None


# -- The House on the Hill ---------------------------------------------------------------


def test_hill_marries_up_and_down():
    s = session(HILL, {"p1": "5C", "p2": "6C"})
    assert s.check(move("p2", "p1")) is None
    assert s.check(move("p1", "p2")) is None
    lucie = session(LUCIE, {"p1": "5C", "p2": "6C"})
    assert lucie.check(move("p2", "p1")) is not None


def test_hill_second_ace_ends_the_kings_foundation():
    king_pile = "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
    s = session(HILL, {"f1": "AH", "f5": king_pile, "p1": "AH/1", "f2": ""})
    assert "already" in s.check(move("p1", "f2"))
    assert s.check(move("p1", "f5")) is None


def test_hill_kings_start_the_falling_foundations():
    s = session(HILL, {"p1": "KS", "p2": "QS"})
    assert s.check(move("p1", "f5")) is None
    assert s.check(move("p1", "f1")) is not None
    s.play(move("p1", "f5"))
    assert s.check(move("p2", "f5")) is None


# -- random play, reproducibility, saves -------------------------------------------------


@pytest.mark.parametrize("game_id", ["la_belle_lucie", "the_house_in_the_wood", "the_house_on_the_hill"])
@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (99, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(game_id, deal, seed):
    check_random_play(game_id, deal, seed, steps=300)


def test_recorded_deal():
    state = LUCIE.deal(1)
    tops = [state.top(f"p{i}").label for i in range(1, 7)]
    assert tops == RECORDED_DEAL_1_TOPS


# Deal 1's top cards of packets 1-6, recorded when the shuffle was written:
# a change to the shuffle or the deal order shows up here.
RECORDED_DEAL_1_TOPS = ["5♠", "Q♥", "7♠", "2♦", "2♠", "3♣"]


@pytest.mark.parametrize("game_id", ["la_belle_lucie", "the_house_in_the_wood", "the_house_on_the_hill"])
def test_save_load_round_trip_mid_game(game_id):
    for seed in (3, 4):
        check_save_round_trip(game_id, 3, seed)


def test_a_refused_redeal_gives_its_real_reason():
    s = session(LUCIE, {"p1": "AS", "p2": "9H"})
    assert s.check(Move(REDEAL)) == "A card can still be played to a foundation"


def test_hill_aces_and_kings_of_the_deal_go_home_by_safe_auto_play():
    """At the deal, safe auto-play sends aces (and, on the Hill, kings) home
    in all three games alike: a card that starts a foundation is safe."""
    s = session(HILL, {"p1": "5C AH", "p2": "2H KS", "p3": "3D"})
    assert HILL.is_safe(s.state, move("p1", "f1"))
    assert HILL.is_safe(s.state, move("p2", "f5"))
    steps = s.autoplay("safe")
    assert {step.move.src for step in steps} >= {"p1", "p2"}
    assert s.state.top("p1").label == "5♣"
    for game in (LUCIE, WOOD, HILL):
        for deal in range(1, 30):
            fresh = Session.new(game.id, deal)
            fresh.autoplay("safe")
            empty = [f for f in game.foundation_ids() if not fresh.state.piles[f]]
            starts = [m for m in fresh.legal_moves() if m.dst in empty]
            assert not starts, (game.id, deal)
