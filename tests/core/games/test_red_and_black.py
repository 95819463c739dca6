"""Red and Black: the rules card's checks, the Volunteers' refills, the re-deal, the options, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position, suit_up_to

GAME = core.get_game("red_and_black")
TURN = Move(DEAL, "stock", "waste")
ACES = {"f1": "AD", "f2": "AD/1", "f3": "AC", "f4": "AC/1", "f5": "AH", "f6": "AH/1", "f7": "AS", "f8": "AS/1"}
VOLUNTEERS = [f"v{n}" for n in range(1, 9)]
FILLERS = dict(zip(VOLUNTEERS, ["KC", "KD", "KS", "KH", "KC/1", "KD/1", "KS/1", "KH/1"], strict=True))


def table(
    piles: dict[str, str], rest: str = "stock", fill: bool = True, turned: bool = True, redeals_left: int = 1, **opts
) -> Session:
    """The aces as dealt (unless named), the Volunteers not named holding a
    king each (with ``fill``), plus ``piles``; every other card goes to
    ``rest`` (under the pack's named cards, which are turned first, the
    last named first). With ``turned``, the pack has been turned already."""
    volunteers = {v: c for v, c in FILLERS.items() if v not in piles} if fill else {}
    counters = {"redeals_left": redeals_left, **({"pack_turned": 1} if turned else {})}
    state = position(GAME, {**ACES, **volunteers, **piles}, rest=rest, **counters)
    named = len(cards(piles.get("stock", "")))
    if rest == "stock" and named:
        stock = state.piles["stock"]
        state.piles["stock"] = stock[named:] + stock[:named]
    state.face_down = set(state.piles["stock"])
    for key, on in GAME.chosen_options({k: True for k in opts}).items():
        state.counters[key] = int(on)
    return Session(GAME, state, state.deal)


# -- check 1: the deal ------------------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_aces_volunteers_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert [state.top(f).label for f in ACES] == ["A♦", "A♦", "A♣", "A♣", "A♥", "A♥", "A♠", "A♠"]
    assert all(state.size(v) == 1 and state.is_up(state.top(v)) for v in VOLUNTEERS)
    assert state.size("stock") == 88 and state.counters["redeals_left"] == 1


# -- checks 2 and 5: building on the Volunteers --------------------------------------------------


def test_red_three_on_black_four_only() -> None:
    session = table({"v1": "4S", "v2": "3H", "v3": "3D", "v4": "3C", "v5": "5H", "v6": "2H"})
    assert session.check(move("v2", "v1")) is None
    assert session.check(move("v3", "v1")) is None
    assert session.check(move("v4", "v1")) == "Red and black must alternate"
    assert session.check(move("v5", "v1")) == "The sequence must descend by one"
    assert session.check(move("v6", "v1")) == "The sequence must descend by one"


def test_covered_card_stays_until_uncovered() -> None:
    session = table({"v1": "9C 8D", "v2": "10H", "f3": suit_up_to("C", 8)})
    assert session.check(Move("move", "v1", "f3", 2)) == "Only the uppermost card can be moved"
    assert session.check(Move("move", "v1", "v2", 2)) == "Only the uppermost card can be moved"
    assert session.check(move("v1", "f3")) == "This foundation takes clubs only"


# -- check 3: two piles of a suit ---------------------------------------------------------------------


def test_either_heart_pile_takes_the_two() -> None:
    session = table({"v1": "2H"})
    assert session.check(move("v1", "f5")) is None
    assert session.check(move("v1", "f6")) is None
    assert session.check(move("v1", "f7")) == "This foundation takes spades only"


# -- check 4: refills at once from the pack -------------------------------------------------------------


def test_emptied_volunteer_is_refilled_from_the_pack_at_once() -> None:
    session = table({"v1": "2H", "stock": "7C 9S"})
    session.play(move("v1", "f5"))
    assert session.state.piles["v1"] == cards("9S")
    assert session.state.top("stock") == cards("7C")[0] and not session.state.piles["waste"]


def test_empty_volunteer_takes_nothing_else() -> None:
    session = table({"v1": "2H", "waste": "5C"}, rest="v2")
    session.play(move("v1", "f5"))
    assert session.state.piles["v1"] == []
    assert session.check(move("waste", "v1")) == "An empty Volunteer is filled only from the pack"


# -- check 6: the talon's top card --------------------------------------------------------------------------


def test_talon_top_plays_and_the_card_under_it_waits() -> None:
    session = table({"v1": "9H", "f3": suit_up_to("C", 6), "stock": "7C 8H"})
    session.play(TURN)
    session.play(TURN)  # 7♣ lies on 8♥
    assert session.check(move("waste", "f3")) is None
    assert session.check(Move("move", "waste", "v1", 2)) == "Only the uppermost card can be moved"
    session.play(move("waste", "f3"))
    assert session.check(move("waste", "v1")) == "Red and black must alternate"
    session.state.piles["v2"][-1:] = cards("9S")  # (a black nine to take it)
    assert session.check(move("waste", "v2")) is None


# -- check 7: one re-deal, shuffled ---------------------------------------------------------------------------


def test_one_shuffled_redeal_then_none() -> None:
    session = table({}, rest="waste")
    talon = list(session.state.piles["waste"])
    assert Move(REDEAL) in session.legal_moves()
    session.play(Move(REDEAL))
    dealt = list(reversed(session.state.piles["stock"]))
    assert sorted(dealt) == sorted(talon) and dealt != talon and dealt != list(reversed(talon))
    assert all(card in session.state.face_down for card in dealt) and session.state.counters["redeals_left"] == 0
    while session.state.piles["stock"]:
        session.play(TURN)
    assert Move(REDEAL) not in session.legal_moves()
    assert session.check(Move(REDEAL)) == "No re-deals are left"
    assert session.check(TURN) == "The pack is used up and the re-deal has been made"


def test_redeal_fills_empty_volunteers() -> None:
    session = table({"v1": "2H", "waste": "9C"}, rest="v2")
    session.play(move("v1", "f5"))
    assert session.state.piles["v1"] == []
    session.play(Move(REDEAL))
    assert session.state.piles["v1"] == cards("9C") and not session.state.piles["stock"]


# -- check 8: kings ----------------------------------------------------------------------------------------------


def test_king_goes_home_but_never_on_a_volunteer() -> None:
    session = table({"f1": suit_up_to("D", 12), "v1": "2S", "stock": "KD/1"})
    session.play(TURN)
    assert session.check(move("waste", "f1")) is None
    assert session.check(move("waste", "v1")) == "The sequence must descend by one"
    assert not any(m.src == "waste" and m.dst in VOLUNTEERS for m in session.legal_moves())


# -- check 9: plays before sequences in the opening --------------------------------------------------------------


def test_opening_plays_come_before_sequences() -> None:
    session = table({"v1": "2H", "v2": "8D", "v3": "7S"}, turned=False)
    assert session.check(move("v3", "v2")) == "Play the Volunteers' cards to the foundations before forming sequences"
    session.play(move("v1", "f5"))  # the pack's next card fills v1: a king
    assert session.check(move("v3", "v2")) is None


def test_after_the_first_turn_sequences_are_free() -> None:
    session = table({"v1": "2H", "v2": "8D", "v3": "7S", "stock": "KD"}, turned=False)
    session.play(TURN)
    assert session.state.counters["pack_turned"] == 1
    assert session.check(move("v3", "v2")) is None
    session.undo()
    assert "pack_turned" not in session.state.counters


# -- options ---------------------------------------------------------------------------------------------------------


def test_option_dead_talon() -> None:
    session = table({"v1": "10H", "f3": suit_up_to("C", 6), "stock": "9C 7C"}, opt_dead_talon=True)
    session.play(TURN)
    assert session.check(move("waste", "f3")) is None  # the card just turned
    session.play(TURN)  # 9♣ covers it
    session.play(move("waste", "v1"))
    assert session.state.top("waste") == cards("7C")[0]
    assert session.check(move("waste", "f3")) == "The talon's cards wait for the re-deal"
    live = table({"v1": "10H", "f3": suit_up_to("C", 6), "stock": "9C 7C"})
    live.play(TURN)
    live.play(TURN)
    live.play(move("waste", "v1"))
    assert live.check(move("waste", "f3")) is None


def test_option_whole_runs() -> None:
    session = table({"v1": "9C 8D 7S", "v2": "10H", "v3": "9S"}, opt_runs=True)
    assert session.check(Move("move", "v1", "v2", 3)) is None
    assert session.check(Move("move", "v1", "v3", 2)) is None
    session.play(Move("move", "v1", "v2", 3))
    assert session.state.piles["v2"] == cards("10H 9C 8D 7S")
    plain = table({"v1": "9C 8D 7S", "v2": "10H"})
    assert plain.check(Move("move", "v1", "v2", 3)) == "Only the uppermost card can be moved"


# -- the end -----------------------------------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    piles = {f: suit_up_to(ACES[f][1], 13, 1 if ACES[f].endswith("/1") else 0) for f in ACES}
    piles["f8"] = suit_up_to("S", 12, 1)
    session = table({**piles, "v1": "KS/1"}, rest="waste", fill=False)
    assert not session.is_won() and not session.is_lost()
    session.play(move("v1", "f8"))
    assert session.is_won()


def test_lost_only_when_the_second_pack_is_out_and_nothing_useful_is_left() -> None:
    # Two black nines on two red tens: the nines may hop for ever, but nothing goes home.
    piles = {"v1": "10D 9C", "v2": "10H", "v3": "QC", "v4": "QS", "v5": "QC/1", "v6": "QS/1", "v7": "JC", "v8": "JS"}
    stuck = table(piles, rest="waste", fill=False, redeals_left=0)
    assert any(m.src in VOLUNTEERS and m.dst in VOLUNTEERS for m in stuck.legal_moves())
    assert stuck.is_lost()
    redeal_left = table(piles, rest="waste", fill=False, redeals_left=1)
    assert not redeal_left.is_lost()
    home = table({**piles, "v8": "2S"}, rest="waste", fill=False, redeals_left=0)
    assert not home.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("red_and_black", deal, seed, steps=300)


@pytest.mark.parametrize("option", ["opt_dead_talon", "opt_runs"])
def test_random_play_with_an_option(option: str) -> None:
    check_random_play("red_and_black", 3, 5, steps=300, options={option: True})


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("red_and_black", deal, seed)


BLACK_TWOS_HOME = {"f3": "AC 2C", "f4": "AC/1 2C/1", "f7": "AS 2S", "f8": "AS/1 2S/1"}


def test_a_card_goes_up_safely_only_where_the_other_pile_of_its_suit_needs_no_copy_of_it_later() -> None:
    """3♥ to the first heart pile (at 2♥) while the other stands at the ace
    and all four black twos are home: the other pile will want the other 3♥,
    and this one could take its place (the twin, on the talon over the 2♥
    the other pile lacks, might then go nowhere), so it is not forced."""
    session = table({"v1": "3H", "f5": "AH 2H", **BLACK_TWOS_HOME})
    assert not GAME.is_safe(session.state, move("v1", "f5"))
    session = table({"v1": "3H", "f5": "AH 2H", "f6": "AH/1 2H/1", **BLACK_TWOS_HOME})
    assert GAME.is_safe(session.state, move("v1", "f5"))  # both heart piles take it
    session = table({"v1": "3H", "f5": "AH 2H", "f6": "AH/1 2H/1 3H/1", **BLACK_TWOS_HOME})
    assert GAME.is_safe(session.state, move("v1", "f5"))  # the other has had its 3♥
    session = table({"v1": "3H", "f5": "AH 2H", "f6": "AH/1 2H/1", **BLACK_TWOS_HOME, "f8": "AS/1"})
    assert not GAME.is_safe(session.state, move("v1", "f5"))  # a black two is out: it may want the 3♥
