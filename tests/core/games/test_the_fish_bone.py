"""The Fish-Bone: the rules card's checks, compulsory knaves, kings and queens,
the gridiron's marriages and spaces, the re-deal, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.the_fish_bone import FILL, GRIDIRON, KINGS, QUEENS, SPINE
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
)

GAME = core.get_game("the_fish_bone")
TURN = Move(DEAL, "stock", "waste")


def at(piles: dict[str, str], stock: str = "", redeals_left: int = 1) -> Session:
    """A hand-made position holding only the cards named; ``stock`` lists
    the pack's cards in the order they will be turned."""
    dealt = " ".join(reversed(stock.split()))
    piles = {**piles, "stock": dealt} if stock else piles
    return Session(GAME, position(GAME, piles, down=dealt, redeals_left=redeals_left))


def labels(state, pile: str) -> list[str]:
    return [card.label for card in state.piles[pile]]


def test_the_deal_six_to_the_gridiron_with_knaves_kings_and_queens_placed() -> None:
    state = GAME.deal(1)
    assert all(state.size(p) == 1 for p in GRIDIRON)
    assert not any(state.top(p).rank in (11, 12, 13) for p in GRIDIRON)
    # deal 1 brings both J♦ and a Q♦ into the gridiron's deal
    assert labels(state, "j1") == ["J♦"] and labels(state, "j2") == ["J♦"] and labels(state, "q1") == ["Q♦"]
    assert labels(state, "waste") == ["Q♣"]  # no knave of clubs yet: to the talon
    assert state.size("stock") == 104 - 6 - 4
    assert_same_cards(GAME, state)


def test_check_1_a_knave_turned_goes_down_the_spine_and_takes_its_ten() -> None:
    s = at({"g1": "10D", "j1": "JS"}, stock="JD 5C")
    s.play(TURN)
    assert labels(s.state, "j2") == ["J♦"] and s.state.is_empty("waste")
    s.play(move("g1", "j2"))
    assert labels(s.state, "j2") == ["J♦", "10♦"]
    s.undo()
    s.undo()
    assert s.state.is_empty("j2") and s.state.top("stock").label == "J♦"  # the turn and its placing undone whole


def test_check_2_a_king_with_no_knave_of_its_suit_goes_to_the_talon() -> None:
    s = at({"j1": "JH"}, stock="KS 5C")
    s.play(TURN)
    assert labels(s.state, "waste") == ["K♠"] and all(s.state.is_empty(k) for k in KINGS)


def test_check_3_a_king_with_its_knave_placed_must_go_beside_it() -> None:
    s = at({"j1": "JH", "j2": "JS"}, stock="KS 5C")
    s.play(TURN)
    assert labels(s.state, "k2") == ["K♠"] and s.state.is_empty("waste")


def test_check_4_the_second_king_goes_beside_the_other_knave() -> None:
    s = at({"j1": "JH", "k1": "KH", "j2": "JS", "j3": "JH/1"}, stock="KH/1 QH")
    s.play(TURN)
    assert labels(s.state, "k3") == ["K♥"]
    s.play(TURN)
    assert labels(s.state, "q1") == ["Q♥"]  # a queen: the upper knave first


def test_a_king_waiting_on_the_talon_is_placed_when_its_knave_comes() -> None:
    s = at({"j1": "JH", "waste": "KS"}, stock="JS 5C")
    s.play(TURN)
    assert labels(s.state, "j2") == ["J♠"] and labels(s.state, "k2") == ["K♠"] and s.state.is_empty("waste")


def test_check_5_marriages_ascend_from_the_pack_or_talon_only() -> None:
    s = at({"g1": "7C", "g2": "8C", "g3": "6C", "waste": "8C/1"})
    assert s.check(move("waste", "g1")) is None
    assert s.check(move("g2", "g1")) == "Gridiron cards marry only with cards from the pack or talon"
    s2 = at({"g1": "7C", "waste": "6C"})
    assert s2.check(move("waste", "g1")) == "A marriage must be one rank above or below"
    s2 = at({"g1": "7C", "waste": "8D"})
    assert s2.check(move("waste", "g1")) == "Marriages must follow suit"


def test_check_6_a_married_run_plays_off_from_its_top() -> None:
    s = at({"g1": "7C 8C 9C", "j1": "JC 10C"})
    assert s.check(move("g1", "j1", 3)) == "Only the uppermost card can be moved"
    for label in ("9♣", "8♣", "7♣"):
        assert s.state.top("g1").label == label
        s.play(move("g1", "j1"))
    assert s.state.is_empty("g1") and s.state.size("j1") == 5


def test_check_7_a_covered_gridiron_card_is_not_available() -> None:
    s = at({"g1": "9C 10C", "j1": "JC 10C/1"})
    assert s.check(move("g1", "j1")) == "This foundation needs the 9 next"
    assert [m for m in s.legal_moves() if m.src == "g1"] == []


def test_a_foundation_builds_down_in_suit_and_never_takes_a_queen() -> None:
    s = at({"g1": "9D", "g2": "10C", "j1": "JC", "waste": "QC"})
    assert s.check(move("g1", "j1")) == "This foundation takes clubs only"
    assert s.check(move("g2", "j1")) is None
    assert s.check(move("waste", "j1")) == "This foundation needs the 10 next"
    assert s.check(move("g2", "j2")) == "Knaves are laid down the spine as they appear"


def test_spaces_are_filled_from_the_talon_or_the_pack() -> None:
    s = at({"g1": "5C", "g3": "4S", "waste": "9H"}, stock="2D JS KH 3D")
    assert s.check(move("g3", "g2")) == "A space is filled only from the pack or the talon"
    s.play(move("waste", "g2"))
    assert labels(s.state, "g2") == ["9♥"]
    s.play(Move(FILL, "g4"))
    assert labels(s.state, "g4") == ["2♦"]
    s.play(Move(FILL, "g5"))  # a knave turned for a refill goes to the spine; the space stays open
    assert labels(s.state, "j1") == ["J♠"] and s.state.is_empty("g5")
    s.play(Move(FILL, "g5"))  # a king with no place goes to the talon
    assert labels(s.state, "waste") == ["K♥"] and s.state.is_empty("g5")
    assert s.check(move("waste", "g5")) == "A king or queen cannot fill a space"
    assert s.check(Move(FILL, "g1")) == "Only an empty gridiron pile is filled from the pack"


def test_check_8_one_re_deal_of_the_talon_unshuffled() -> None:
    s = at({"g1": "5C", "waste": "9H 3D 7S"})
    assert s.legal_moves()[-1] == Move(REDEAL)
    s.play(Move(REDEAL))
    assert labels(s.state, "stock") == ["7♠", "3♦", "9♥"] and s.state.counters["redeals_left"] == 0
    s.play(TURN)
    assert labels(s.state, "waste") == ["9♥"]  # the first card laid on the talon comes first
    s.play(TURN)
    s.play(TURN)
    assert s.check(Move(REDEAL)) == "No re-deals are left"
    assert Move(REDEAL) not in s.legal_moves()


def test_lost_and_not_lost() -> None:
    s = at({"g1": "5C", "j1": "JH", "waste": "9H 3D 7S"}, redeals_left=0)
    assert s.is_lost()
    s = at({"g1": "5C", "j1": "JH", "waste": "9H 3D 6C"}, redeals_left=0)
    assert s.is_lost()  # the 6♣ could marry on the 5♣, and the 3♦ fill a space, but nothing would reach the knave
    s = at({"g1": "5C", "j1": "JH", "waste": "10H 3D 6C"}, redeals_left=0)
    assert not s.is_lost()  # the 6♣ and the 3♦ laid in the gridiron, the 10♥ goes to its knave
    s = at({"g1": "5C", "j1": "JH", "waste": "9H 3D 7S"}, redeals_left=1)
    assert not s.is_lost()  # the re-deal is left
    s = at({"g1": "5C", "j1": "JH"}, stock="7S", redeals_left=0)
    assert not s.is_lost()  # a card to turn


def test_won_through_the_api() -> None:
    ranks = ["J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
    piles = {}
    for i, suit in enumerate("SHDC" * 2):
        pack = i // 4
        piles[SPINE[i]] = " ".join(f"{r}{suit}.{pack}" for r in ranks[: -1 if i == 0 else None])
        piles[KINGS[i]] = f"K{suit}.{pack}"
        piles[QUEENS[i]] = f"Q{suit}.{pack}"
    s = Session.from_position("the_fish_bone", piles={**piles, "g1": "AS"})
    assert not s.is_won() and not s.is_lost()
    s.play(move("g1", "j1"))
    assert s.is_won()


def test_a_found_deal_is_won_by_following_the_hints() -> None:
    s = Session.new("the_fish_bone", 3)
    play_hints_to_the_end(s, 400, autoplay="safe")
    assert s.is_won()
    assert_same_cards(GAME, s.state)


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 5), (7, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_fish_bone", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("the_fish_bone", 4, seed, max_moves=80)


def test_no_fill_from_an_empty_pack() -> None:
    s = at({"g1": "5C", "waste": "9H"})
    assert s.check(Move(FILL, "g2")) == "The pack is used up"
    assert not [m for m in s.legal_moves() if m.kind == FILL]


def test_safe_auto_play_waits_while_a_partner_may_still_marry() -> None:
    s = at({"g1": "9C", "j1": "JC 10C"}, stock="5D")
    assert not GAME.is_safe(s.state, move("g1", "j1"))  # the other 10♣ is still out: the 9♣ may yet take it
    s = at({"g1": "9C", "j1": "JC 10C", "j2": "JC/1 10C/1"}, stock="5D")
    assert GAME.is_safe(s.state, move("g1", "j1"))
    s.autoplay("safe")
    assert s.state.is_empty("g1")
    s = at({"g1": "10C", "j1": "JC"}, stock="5D")
    assert GAME.is_safe(s.state, move("g1", "j1"))  # knaves never marry: a ten waits for nothing
