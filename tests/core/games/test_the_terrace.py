"""The Terrace: the choice of foundation, the rules card's checks, the valley, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.blocks import CHOOSE
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_terrace")
TURN = Move(DEAL, "stock", "waste")
TERRACE = [f"t{n}" for n in range(1, 14)]
VALLEY = [f"v{n}" for n in range(1, 10)]
FOUNDATIONS = [f"f{n}" for n in range(1, 9)]


FILLERS = dict(zip(VALLEY, ["KC", "KD", "KS", "KH", "KC/1", "KD/1", "KS/1", "KH/1", "QC"], strict=True))


def table(piles: dict[str, str], rest: str = "stock", base: int = 6, fill: bool = True, **opts: bool) -> Session:
    """A position after the choice (foundation rank ``base``): ``piles`` as
    named, the valley packets not named holding a king (with ``fill``),
    every other card on ``rest`` (under the pack's named cards, which are
    turned first, the last named first). Only the pack lies face down."""
    fillers = {v: c for v, c in FILLERS.items() if v not in piles} if fill else {}
    state = position(GAME, {**fillers, **piles}, rest=rest, base_rank=base)
    named = len(cards(piles.get("stock", "")))
    if rest == "stock" and named:
        stock = state.piles["stock"]
        state.piles["stock"] = stock[named:] + stock[:named]
    state.face_down = set(state.piles["stock"])
    for key, on in GAME.chosen_options(opts).items():
        state.counters[key] = int(on)
    return Session(GAME, state, state.deal)


def top(session: Session, pile: str):
    return session.state.top(pile)


# -- the choice, and check 1: after setup ----------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_terrace_and_three_cards_to_choose_from(deal: int) -> None:
    session = Session.new("the_terrace", deal)
    state = session.state
    assert_same_cards(GAME, state)
    assert all(state.size(t) == 1 for t in TERRACE)
    assert [state.size(v) for v in VALLEY] == [1, 1, 1, 0, 0, 0, 0, 0, 0]
    assert session.legal_moves() == [Move(CHOOSE, v) for v in ("v1", "v2", "v3")]
    assert session.check(move("t13", "f1")) == "Choose the foundation: click one of the turned cards"
    assert session.check(TURN) == "No card can be turned now"
    assert GAME.counters_shown(state) == {"foundation_rank": "click one of the turned cards"}


@pytest.mark.parametrize("chosen", ["v1", "v2", "v3"])
def test_after_the_choice(chosen: str) -> None:
    session = Session.new("the_terrace", 4)
    offered = [session.state.top(v) for v in ("v1", "v2", "v3")]
    pick = offered[int(chosen[1]) - 1]
    session.play(Move(CHOOSE, chosen))
    state = session.state
    assert state.piles["f1"] == [pick] and all(not state.piles[f] for f in FOUNDATIONS[1:])
    assert state.counters["base_rank"] == pick.rank
    assert [state.top("v1"), state.top("v2")] == [c for c in offered if c is not pick]
    assert all(state.size(v) == 1 for v in VALLEY) and state.size("stock") == 81
    assert sum(state.size(t) for t in TERRACE) == 13
    assert GAME.counters_shown(state) == {
        "base_rank": {1: "ace", 11: "knave", 12: "queen", 13: "king"}.get(pick.rank, str(pick.rank))
    }
    session.undo()
    assert session.state == Session.new("the_terrace", 4).state


def test_hint_takes_the_card_one_below_the_terrace_card() -> None:
    state = position(GAME, {"t13": "KH", "v1": "3S", "v2": "3C", "v3": "QS"}, rest="stock")
    session = Session(GAME, state, 1)
    assert session.hint() == Move(CHOOSE, "v3")
    assert GAME.describe(state, Move(CHOOSE, "v3")) == "Choose the Q♠ as the first foundation"


def test_a_valley_card_of_the_chosen_rank_waits_there() -> None:
    state = position(GAME, {"v1": "6S", "v2": "6D", "v3": "9C"}, rest="stock")
    state.piles["stock"] += cards("6H/1 6C/1 4C 4S 4H 4D 5C")  # the seven dealt next, the 5♣ first
    session = Session(GAME, state, 1)
    session.play(Move(CHOOSE, "v1"))
    assert session.state.piles["f1"] == cards("6S")
    assert [session.state.top(v) for v in VALLEY] == cards("6D 9C 5C 4D 4H 4S 4C 6C/1 6H/1")
    assert session.check(move("v1", "f2")) is None
    assert session.check(move("v1", "f3")) == "The foundations are laid left to right: use the next space"


# -- check 2: the Terrace's right-hand card --------------------------------------------------------


def test_only_the_right_hand_terrace_card_is_available() -> None:
    session = table({"f1": "6D", "t12": "8H", "t13": "7S"})
    assert session.check(move("t12", "f1")) == "Only the right-hand card of the Terrace is available"
    assert session.check(move("t13", "f1")) is None
    session.play(move("t13", "f1"))
    assert session.check(move("t12", "f1")) is None


# -- checks 3 and 4: the foundations ------------------------------------------------------------------


def test_alternate_colours_up_by_one() -> None:
    session = table({"f1": "6D", "v1": "7S", "v2": "7H", "v3": "8C"})
    assert session.check(move("v1", "f1")) is None
    assert session.check(move("v2", "f1")) == "Red and black must alternate on this foundation"
    assert session.check(move("v3", "f1")) == "This foundation needs the 7 next"


def test_wrap_from_king_to_ace_and_thirteen_cards() -> None:
    session = table({"f1": "6D 7S 8H 9C 10D JS QH KS", "v1": "AH", "v2": "AD", "v3": "AC"})
    assert session.check(move("v1", "f1")) is None
    assert session.check(move("v2", "f1")) is None
    assert session.check(move("v3", "f1")) == "Red and black must alternate on this foundation"
    full = table({"f1": "6D 7S 8H 9C 10D JS QH KS AD 2C 3H 4S", "v1": "5H", "v2": "6C"})
    full.play(move("v1", "f1"))
    assert full.state.size("f1") == 13
    assert full.check(move("v2", "f1")) == "This foundation is complete"


# -- check 5: bases turned from the pack -------------------------------------------------------------


def test_a_base_turned_from_the_pack_goes_to_the_next_space() -> None:
    session = table({"f1": "6D", "f2": "6S", "stock": "6C"})
    session.play(TURN)
    assert session.state.piles["f3"] == cards("6C") and not session.state.piles["waste"]


# -- checks 6 and 7: building in the valley --------------------------------------------------------------


def test_valley_builds_down_in_alternate_colours() -> None:
    session = table({"f1": "6D", "v1": "9H", "v2": "10C", "v3": "10D", "v4": "10S", "stock": "9H/1"})
    assert session.check(move("v1", "v2")) is None
    assert session.check(move("v1", "v3")) == "Red and black must alternate"
    session.play(TURN)
    assert session.check(move("waste", "v4")) is None


def test_terrace_cards_never_go_to_the_valley() -> None:
    session = table({"f1": "6D", "t13": "7C", "v1": "8H"})
    assert session.check(move("t13", "v1")) == "Terrace cards go only to the foundations"


def test_nothing_goes_on_an_ace_in_the_valley() -> None:
    session = table({"f1": "6D", "v1": "AH", "v2": "KS"})
    assert session.check(move("v2", "v1")) == "The sequence must descend by one"


# -- check 8: valley spaces ---------------------------------------------------------------------------------


def test_an_emptied_packet_is_refilled_at_once() -> None:
    session = table({"f1": "6D", "v1": "7S", "stock": "2C 9H"})
    session.play(move("v1", "f1"))
    assert session.state.piles["v1"] == cards("9H") and top(session, "stock") == cards("2C")[0]


def test_a_base_refilling_the_valley_goes_home_and_the_next_card_fills() -> None:
    session = table({"f1": "6D", "v1": "7S", "stock": "2C 6H"})
    session.play(move("v1", "f1"))
    assert session.state.piles["f2"] == cards("6H") and session.state.piles["v1"] == cards("2C")


def test_spaces_stay_empty_once_the_pack_is_out() -> None:
    session = table({"f1": "6D", "v1": "7S", "v2": "9H", "waste": "8C"}, rest="t1")
    session.play(move("v1", "f1"))
    assert session.state.piles["v1"] == []
    assert session.check(move("v2", "v1")) == "A valley space is filled only from the pack"
    assert session.check(move("waste", "v1")) == "A valley space is filled only from the pack"


# -- check 9: the Terrace first -----------------------------------------------------------------------------


def test_terrace_card_goes_first_where_it_fits() -> None:
    session = table({"f1": "6D 7S 8H", "f2": "6S", "t13": "9S", "v1": "9C", "v2": "7H"})
    assert session.check(move("v1", "f1")) == "The Terrace's 9♠ must be played here first"
    assert session.check(move("t13", "f1")) is None
    assert session.check(move("v2", "f2")) is None  # another pile: not affected
    session.play(move("t13", "f1"))
    assert session.check(move("v1", "f1")) == "Red and black must alternate on this foundation"


def test_terrace_base_goes_first_to_the_next_space() -> None:
    session = table({"f1": "6D", "t13": "6S", "v1": "6C"})
    assert session.check(move("v1", "f2")) == "The Terrace's 6♠ must be played here first"


def test_option_terrace_first_as_advice() -> None:
    session = table({"f1": "6D 7S 8H", "t13": "9S", "v1": "9C"}, opt_terrace_advice=True)
    assert session.check(move("v1", "f1")) is None


# -- advice ------------------------------------------------------------------------------------------------------


def test_terrace_cards_go_home_safely() -> None:
    session = table({"f1": "6D", "t13": "7S", "v1": "7C"})
    assert GAME.is_safe(session.state, move("t13", "f1"))
    assert not GAME.is_safe(session.state, move("v1", "f1"))  # red sixes still out to go on it


# -- the end --------------------------------------------------------------------------------------------------------


def pile_from(base: str, copy: int) -> str:
    """Thirteen cards from ``base`` (a 6), red and black in turn, wrapping:
    hearts and spades with copy ``copy``, or diamonds and clubs."""
    red_suit, black_suit = ("H", "S") if base[1] in "HS" else ("D", "C")
    red = base[1] in "HD"
    faces = []
    for i in range(13):
        rank = (5 + i) % 13 + 1
        code = {1: "A", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))
        faces.append(f"{code}{red_suit if red else black_suit}/{copy}")
        red = not red
    return " ".join(faces)


def test_won_through_the_api() -> None:
    bases = ["6H", "6S", "6D", "6C"]
    piles = {}
    for n, (base, copy) in enumerate([(b, c) for b in bases for c in (0, 1)]):
        piles[FOUNDATIONS[n]] = pile_from(base, copy)
    last = piles["f8"].split()
    piles["f8"] = " ".join(last[:-1])
    session = table({**piles, "t1": last[-1]}, rest="waste", fill=False)
    assert not session.is_won() and not session.is_lost()
    session.play(move("t1", "f8"))
    assert session.is_won() and not session.is_lost()


def test_lost_only_when_nothing_useful_is_left() -> None:
    # Two black nines can hop between two red tens for ever; nothing goes home.
    piles = {"f1": "6D", "v1": "10D 9C", "v2": "10H", "t13": "QC", "t12": "5S"}
    stuck = table(piles, rest="waste", fill=False)
    assert any(m.src in VALLEY and m.dst in VALLEY for m in stuck.legal_moves())
    assert stuck.is_lost()
    alive = table({**piles, "v3": "7S"}, rest="waste", fill=False)
    assert not alive.is_lost()
    pack_left = table(piles, rest="stock", fill=False)
    assert not pack_left.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_terrace", deal, seed, steps=300)


def test_random_play_with_the_option() -> None:
    check_random_play("the_terrace", 3, 5, steps=300, options={"opt_terrace_advice": True})


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_terrace", deal, seed)
