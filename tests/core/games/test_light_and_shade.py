"""Light and Shade: the rules card's checks, the two rows' spaces, the pack, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("light_and_shade")
TURN = Move(DEAL, "stock", "waste")
ACES = {"f1": "AS", "f2": "AS/1", "f3": "AH", "f4": "AH/1", "f5": "AC", "f6": "AC/1", "f7": "AD", "f8": "AD/1"}
AUX = ["a1", "a2", "a3", "a4"]
RIVALS = ["r1", "r2", "r3", "r4"]


def table(piles: dict[str, str], rest: str = "stock", options: dict | None = None) -> Session:
    """The aces as dealt (unless named) plus ``piles``; every other card goes
    to ``rest`` (under the named cards of the pack, which are turned first,
    the last named first). Only the pack lies face down."""
    state = position(GAME, {**ACES, **piles}, rest=rest)
    named = len(cards(piles.get("stock", "")))
    if rest == "stock" and named:
        stock = state.piles["stock"]
        state.piles["stock"] = stock[named:] + stock[:named]
    state.face_down = set(state.piles["stock"])
    for key, on in GAME.chosen_options(options).items():
        state.counters[key] = int(on)
    return Session(GAME, state, state.deal)


def alternate_pile(base: str, upto: int) -> str:
    """A foundation from ``base`` (an ace) up to rank ``upto``, colours
    alternating (hearts and spades, pack 1's cards so the aces stay free)."""
    red = base[1] in "HD"
    faces = [base]
    for rank in range(2, upto + 1):
        red = not red
        code = {11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))
        faces.append(f"{code}{'H' if red else 'S'}/1")
    return " ".join(faces)


# -- check 1: the deal ----------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_aces_two_rows_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert [(state.top(f).rank, state.top(f).suit.value) for f in ACES] == [(1, t[1]) for t in ACES.values()]
    assert all(state.size(p) == 1 and state.is_up(state.top(p)) for p in AUX + RIVALS)
    assert state.size("stock") == 88 and not state.piles["waste"]


# -- checks 2, 3 and 8: the foundations, fed from the Auxiliaries alone ------------------


def test_two_of_spades_from_an_auxiliary_goes_on_a_red_ace_only() -> None:
    session = table({"a1": "2S"})
    assert session.check(move("a1", "f3")) is None
    assert session.check(move("a1", "f5")) == "Red and black must alternate on this foundation"


def test_rivals_and_talon_never_play_to_the_foundations() -> None:
    session = table({"r1": "2S", "waste": "2S/1"})
    assert session.check(move("r1", "f3")) == "Only the Auxiliaries' cards are played to the foundations"
    assert session.check(move("waste", "f3")) == "Only the Auxiliaries' cards are played to the foundations"


def test_diamond_pile_at_queen_of_clubs_takes_a_red_king() -> None:
    pile = "AD 2C 3H 4S 5D 6C 7H 8S 9D 10C JH QC"
    session = table({"f7": pile, "a1": "KH", "a2": "KD", "a3": "KS"})
    assert session.check(move("a1", "f7")) is None
    assert session.check(move("a2", "f7")) is None
    assert session.check(move("a3", "f7")) == "Red and black must alternate on this foundation"


def test_foundation_needs_the_next_rank_and_ends_at_the_king() -> None:
    session = table({"a1": "3S", "f1": alternate_pile("AS", 13), "a2": "AH/1"})
    assert session.check(move("a1", "f3")) == "This foundation needs the 2 next"
    assert session.check(move("a2", "f1")) == "This foundation is complete"


# -- checks 4 and 7: sequences on the Auxiliaries only -------------------------------------


def test_rival_builds_down_in_alternate_colours_on_an_auxiliary() -> None:
    session = table({"a1": "8C", "a2": "8H", "a3": "6C", "r1": "7D"})
    assert session.check(move("r1", "a1")) is None
    assert session.check(move("r1", "a2")) == "Red and black must alternate"
    assert session.check(move("r1", "a3")) == "The sequence must descend by one"


def test_talon_top_builds_on_an_auxiliary() -> None:
    session = table({"a1": "10S", "stock": "9H"})
    session.play(TURN)
    assert session.check(move("waste", "a1")) is None
    session.play(move("waste", "a1"))
    assert session.state.piles["a1"] == cards("10S 9H")


def test_nothing_moves_between_auxiliaries_nor_onto_rivals() -> None:
    session = table({"a1": "8C", "a2": "7D", "r1": "6S", "r2": "5H"})
    assert session.check(move("a2", "a1")) == "Cards are not moved from one Auxiliary to another"
    assert session.check(move("r2", "r1")) == "Nothing is built on the Rivals"


def test_only_the_top_of_an_auxiliary_moves() -> None:
    session = table({"a1": "3C 2H"})
    assert session.check(Move("move", "a1", "f1", 2)) == "Only the uppermost card can be moved"


# -- checks 5 and 6: spaces -------------------------------------------------------------------


def test_auxiliary_space_takes_any_rival_but_not_the_talon() -> None:
    session = table({"a2": "5C", "r1": "KD", "stock": "9H"})
    session.play(TURN)
    assert session.check(move("r1", "a1")) is None
    assert session.check(move("waste", "a1")) == "An Auxiliary space is filled only from the Rivals"


def test_rival_space_takes_the_talon_top_but_not_an_auxiliary() -> None:
    session = table({"a1": "5C", "r2": "6C", "stock": "9H"})
    session.play(TURN)  # the card just turned is the talon's top
    assert session.check(move("waste", "r1")) is None
    assert session.check(move("a1", "r1")) == "A Rival space is filled only from the pack or the talon"
    assert session.check(move("r2", "r1")) == "A Rival space is filled only from the pack or the talon"


def test_spaces_wait_for_the_player() -> None:
    session = table({"a1": "2S", "r1": "9D", "stock": "4C"})
    session.play(move("a1", "f3"))
    assert session.state.piles["a1"] == [] and session.state.top("r1") == cards("9D")[0]


# -- the book's order: Rivals up, Auxiliaries home ----------------------------------------------


def test_a_rival_reaches_the_foundation_through_an_auxiliary() -> None:
    session = table({"a1": "2S", "r1": "2H"})
    session.play(move("a1", "f3"))
    session.play(move("r1", "a1"))
    assert session.check(move("a1", "f1")) is None
    session.play(move("a1", "f1"))
    assert session.state.top("f1") == cards("2H")[0]


# -- options ----------------------------------------------------------------------------------------


def test_option_talon_only_through_the_rivals() -> None:
    session = table({"a1": "10S", "stock": "9H"}, options={"opt_via_rivals": True})
    session.play(TURN)
    assert session.check(move("waste", "a1")) == "The talon's cards reach the Auxiliaries only through a Rival space"
    assert session.check(move("waste", "r1")) is None
    session.play(move("waste", "r1"))
    assert session.check(move("r1", "a1")) is None


def test_far_side_option_changes_only_the_table() -> None:
    plain = Session.new("light_and_shade", 4)
    far = Session.new("light_and_shade", 4, {"opt_far_side": True})
    assert plain.state.piles == far.state.piles
    assert plain.legal_moves() == far.legal_moves()


# -- advice -------------------------------------------------------------------------------------------


def test_safe_only_when_no_card_wants_it() -> None:
    session = table({"a1": "2S", "a2": "3D"})
    assert GAME.is_safe(session.state, move("a1", "f3"))  # nothing but an ace lies below a two
    pile = alternate_pile("AH", 2)  # AH 2S: wants a red 3
    session = table({"f3": pile, "a2": "3D"})
    assert not GAME.is_safe(session.state, move("a2", "f3"))  # black twos still out


# -- the end -------------------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    piles = {f: "" for f in ACES}
    # Red aces end with red kings, black aces with black kings; each suit's
    # 26 cards are shared out so every pile alternates.
    piles = {
        "f1": "AS 2H 3S 4H 5S 6H 7S 8H 9S 10H JS QH KS",
        "f2": "AS/1 2H/1 3S/1 4H/1 5S/1 6H/1 7S/1 8H/1 9S/1 10H/1 JS/1 QH/1 KS/1",
        "f3": "AH 2S 3H 4S 5H 6S 7H 8S 9H 10S JH QS KH",
        "f4": "AH/1 2S/1 3H/1 4S/1 5H/1 6S/1 7H/1 8S/1 9H/1 10S/1 JH/1 QS/1 KH/1",
        "f5": "AC 2D 3C 4D 5C 6D 7C 8D 9C 10D JC QD KC",
        "f6": "AC/1 2D/1 3C/1 4D/1 5C/1 6D/1 7C/1 8D/1 9C/1 10D/1 JC/1 QD/1 KC/1",
        "f7": "AD 2C 3D 4C 5D 6C 7D 8C 9D 10C JD QC",
        "f8": "AD/1 2C/1 3D/1 4C/1 5D/1 6C/1 7D/1 8C/1 9D/1 10C/1 JD/1 QC/1 KD/1",
    }
    session = table({**piles, "a1": "KD"}, rest="waste")
    assert not session.is_won() and not session.is_lost()
    session.play(move("a1", "f7"))
    assert session.is_won() and not session.is_lost()


def test_lost_only_when_the_pack_is_out_and_nothing_moves() -> None:
    stuck = table(
        {"a1": "5C", "a2": "5S", "a3": "5H", "a4": "5D", "r1": "9C", "r2": "9S", "r3": "9H", "r4": "9D"}, rest="waste"
    )
    assert stuck.legal_moves() == [] and stuck.is_lost()
    pack_left = table(
        {"a1": "5C", "a2": "5S", "a3": "5H", "a4": "5D", "r1": "9C", "r2": "9S", "r3": "9H", "r4": "9D", "waste": "KC"}
    )
    assert not pack_left.is_lost()  # a card can still be turned
    a_space = table({"a1": "5C", "a2": "5S", "a3": "5H", "r1": "9C", "r2": "9S", "r3": "9H", "r4": "9D"}, rest="waste")
    assert not a_space.is_lost()  # a Rival can fill the Auxiliary space
    rival_space = table(
        {"a1": "5C", "a2": "5S", "a3": "5H", "a4": "5D", "r1": "9C", "r2": "9S", "r3": "9H"}, rest="waste"
    )
    assert not rival_space.is_lost()  # the talon's top can fill the Rival space


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("light_and_shade", deal, seed, steps=300)


def test_random_play_with_the_option() -> None:
    check_random_play("light_and_shade", 3, 5, steps=300, options={"opt_via_rivals": True})


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("light_and_shade", deal, seed)
