"""The Olga: the rules card's checks, the flower-bed turning up, piquet order, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_olga")
TURN = Move(DEAL, "stock", "waste")
COLUMNS = [f"c{n}" for n in range(1, 8)]
FOUNDATIONS = [f"f{n}" for n in range(1, 17)]
PIQUET = ["A", "7", "8", "9", "10", "J", "Q", "K"]


def table(piles: dict[str, str], rest: str = "stock", down: str = "", **opts: bool) -> Session:
    """``piles`` as named (``down``: cards lying face down), every other
    card on ``rest`` (under the pack's named cards, which are turned first,
    the last named first). The pack lies face down."""
    state = position(GAME, piles, rest=rest, down=down)
    named = len(cards(piles.get("stock", "")))
    if rest == "stock" and named:
        stock = state.piles["stock"]
        state.piles["stock"] = stock[named:] + stock[:named]
    state.face_down = set(state.piles["stock"]) | set(cards(down))
    for key, on in GAME.chosen_options(opts).items():
        state.counters[key] = int(on)
    return Session(GAME, state, state.deal)


def suit_run(suit: str, upto: str, copy: int = 0) -> str:
    """A foundation in ``suit`` from its ace up to ``upto`` in piquet order."""
    return " ".join(f"{rank}{suit}/{copy}" for rank in PIQUET[: PIQUET.index(upto) + 1])


# -- check 1: the deal ------------------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_flower_bed_in_rows_face_up_and_down(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert len(GAME.deck()) == 128 and {card.rank for card in GAME.deck()} == {1, 7, 8, 9, 10, 11, 12, 13}
    assert all(state.size(c) == 7 for c in COLUMNS) and state.size("stock") == 79
    for column in COLUMNS:
        rows = state.piles[column]
        assert [state.is_up(card) for card in rows] == [True, False, True, False, True, False, True]
    assert all(not state.piles[f] for f in FOUNDATIONS)


def test_deal_goes_row_by_row() -> None:
    state = GAME.deal(1)
    dealt = GAME.shuffled_deck(1)
    assert [state.piles[c][0] for c in COLUMNS] == dealt[:7]
    assert [state.piles[c][1] for c in COLUMNS] == dealt[7:14]


# -- checks 2 and 8: the lowest card, turning up -----------------------------------------------------


def test_only_row_seven_is_available_at_the_start() -> None:
    session = Session.new("the_olga", 1)
    lifted = {m.src for m in session.legal_moves() if m.kind == "move"}
    assert lifted <= set(COLUMNS)
    assert session.check(Move("move", "c3", "c1", 2)) == "Only the lowest card of a column can be moved"


def test_the_card_above_is_turned_up_when_the_lowest_goes() -> None:
    session = table({"c3": "9S 8H AD", "c2": "9C"}, down="8H")
    assert not session.state.is_up(cards("8H")[0])
    assert session.check(move("c3", "f1")) is None
    session.play(move("c3", "f1"))
    assert session.state.top("c3") == cards("8H")[0] and session.state.is_up(cards("8H")[0])
    assert session.check(move("c3", "c2")) is None  # now available
    session.undo()
    assert not session.state.is_up(cards("8H")[0])


def test_a_face_up_card_above_the_lowest_cannot_move() -> None:
    session = table({"c1": "9H 8S 10C 7D", "c2": "10S"}, down="8S")
    assert session.check(Move("move", "c1", "c2", 2)) == "Only the lowest card of a column can be moved"


# -- check 3: foundations in suit through the piquet ranks -----------------------------------------------


def test_ace_then_seven_in_suit() -> None:
    session = table({"f1": "AS", "c1": "7S", "c2": "8S", "c3": "7C"})
    assert session.check(move("c1", "f1")) is None
    assert session.check(move("c2", "f1")) == "This foundation needs the 7 next"
    assert session.check(move("c3", "f1")) == "This foundation takes spades only"


def test_any_ace_starts_any_space_and_nothing_else_does() -> None:
    session = table({"c1": "AH", "c2": "7H"})
    assert all(session.check(move("c1", f)) is None for f in FOUNDATIONS)
    assert session.check(move("c2", "f5")) == "A foundation here starts with an ace"


def test_a_foundation_ends_with_the_king() -> None:
    session = table({"f1": suit_run("S", "K"), "c1": "AS/1"})
    assert session.check(move("c1", "f1")) == "This foundation is complete"


# -- checks 4 to 6: building in the flower-bed -------------------------------------------------------------


def test_alternate_colours_down_in_piquet_order() -> None:
    session = table({"c1": "10C", "c2": "10D", "c3": "JC", "c4": "9H"})
    assert session.check(move("c4", "c1")) is None
    assert session.check(move("c4", "c2")) == "Red and black must alternate"
    assert session.check(move("c4", "c3")) == "The sequence must descend in the order A, 7, 8, 9, 10, J, Q, K"


def test_ace_on_a_seven_but_nothing_on_an_ace() -> None:
    session = table({"c1": "7H", "c2": "AC", "c3": "AC/1", "c4": "7H/1"})
    assert session.check(move("c2", "c1")) is None
    assert session.check(move("c4", "c3")) == "The sequence must descend in the order A, 7, 8, 9, 10, J, Q, K"


def test_turned_card_builds_on_the_flower_bed() -> None:
    session = table({"c1": "QS", "stock": "JD"})
    session.play(TURN)
    assert session.check(move("waste", "c1")) is None
    session.play(move("waste", "c1"))
    assert session.state.piles["c1"] == cards("QS JD")


# -- check 7: an emptied column ------------------------------------------------------------------------------


def test_an_emptied_column_takes_a_flower_bed_card_only() -> None:
    session = table({"c1": "AD", "c2": "9S", "stock": "KH"})
    session.play(move("c1", "f1"))
    assert session.state.piles["c1"] == []
    session.play(TURN)
    assert session.check(move("waste", "c1")) == "An empty column is filled only from the flower-bed"
    assert session.check(move("c2", "c1")) is None


def test_nothing_goes_on_the_talon_or_back_on_the_pack() -> None:
    session = table({"c1": "9S", "stock": "KH"})
    session.play(TURN)
    assert session.check(move("c1", "waste")) == "Only cards turned from the pack go to the talon"
    assert session.check(move("c1", "stock")) == "Cards cannot be put back on the pack"


# -- options ------------------------------------------------------------------------------------------------------


def test_option_no_card_on_a_seven() -> None:
    session = table({"c1": "7H", "c2": "AC"}, opt_no_ace_on_seven=True)
    assert session.check(move("c2", "c1")) == "No card is placed on a seven"


def test_option_whole_runs() -> None:
    session = table({"c1": "KS 10D 9C 8H", "c2": "JC", "c3": "10H"}, down="KS", opt_runs=True)
    assert session.check(Move("move", "c1", "c2", 3)) is None
    assert session.check(Move("move", "c1", "c3", 2)) is None
    assert (
        session.check(Move("move", "c1", "c2", 4)) == "Only a run of red and black in descending order moves together"
    )
    session.play(Move("move", "c1", "c2", 3))
    assert session.state.piles["c2"] == cards("JC 10D 9C 8H") and session.state.is_up(cards("KS")[0])


# -- advice ------------------------------------------------------------------------------------------------------


def test_aces_go_home_safely_and_others_when_nothing_wants_them() -> None:
    session = table({"c1": "AS", "f1": "AH", "c2": "7H"})
    assert GAME.is_safe(session.state, move("c1", "f2"))
    assert not GAME.is_safe(session.state, move("c2", "f1"))  # black aces still out to go on it


# -- the end ------------------------------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    piles = {}
    for n, (suit, copy) in enumerate([(s, c) for s in "CDHS" for c in range(4)]):
        piles[FOUNDATIONS[n]] = suit_run(suit, "K", copy)
    piles["f16"] = suit_run("S", "Q", 3)
    session = table({**piles, "c4": "KS/3"}, rest="waste")
    assert not session.is_won() and not session.is_lost()
    session.play(move("c4", "f16"))
    assert session.is_won() and not session.is_lost()


def test_lost_only_when_nothing_useful_is_left() -> None:
    # A black nine can hop between two red tens for ever; nothing goes home.
    piles = {"c1": "10D 9C", "c2": "10H", "c3": "QC", "c4": "QS", "c5": "KC", "c6": "KS", "c7": "QC/1"}
    stuck = table(piles, rest="waste")
    assert any(m.src in COLUMNS and m.dst in COLUMNS for m in stuck.legal_moves())
    assert stuck.is_lost()
    alive = table({**piles, "c7": "AS"}, rest="waste")
    assert not alive.is_lost()
    pack_left = table(piles, rest="stock")
    assert not pack_left.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_olga", deal, seed, steps=300)


@pytest.mark.parametrize("option", ["opt_no_ace_on_seven", "opt_runs"])
def test_random_play_with_an_option(option: str) -> None:
    check_random_play("the_olga", 3, 5, steps=300, options={option: True})


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_olga", deal, seed)
