"""Mount Olympus: the rules card's checks, the battery, spaces, the re-deal, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.cards import rank_code
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("mount_olympus")
TURN = Move(DEAL, "stock", "waste")
BATTERY = [f"b{n}" for n in range(1, 10)]
# The pyramid as dealt: left arm A, 2, A … and right arm 2, A, 2 …, rows ♥ ♠ ♦ ♣ twice.
PYRAMID = {
    "f1": "AH", "f2": "2S", "f3": "AD", "f4": "2C", "f5": "AH/1", "f6": "2S/1", "f7": "AD/1", "f8": "2C/1",
    "f9": "2H", "f10": "AS", "f11": "2D", "f12": "AC", "f13": "2H/1", "f14": "AS/1", "f15": "2D/1", "f16": "AC/1",
}  # fmt: skip
ODD, EVEN = (1, 3, 5, 7, 9, 11, 13), (2, 4, 6, 8, 10, 12)


def climbed(pile: str, upto: int) -> str:
    """The pile of the pyramid built from its base up to rank ``upto``."""
    base = PYRAMID[pile]
    suit, copy = base[1], base.partition("/")[2] or "0"
    family = ODD if base[0] == "A" else EVEN
    return " ".join(f"{rank_code(r)}{suit}/{copy}" for r in family if r <= upto)


def table(piles: dict[str, str], rest: str = "b9", redeals_left: int = 1) -> Session:
    """The pyramid (unless named) plus ``piles``; every other card on ``rest``
    (the pack lies face down; its last named card is turned first)."""
    state = position(GAME, {**PYRAMID, **piles}, rest=rest, redeals_left=redeals_left)
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


# -- check 1: the deal -----------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_pyramid_battery_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    laid = {pile: state.piles[pile] for pile in PYRAMID}
    assert all(len(pile) == 1 for pile in laid.values())
    assert sorted(c.code[:2] for pile in laid.values() for c in pile) == sorted(b[:2] for b in PYRAMID.values())
    assert {p: (laid[p][0].rank, laid[p][0].suit.value) for p in PYRAMID} == {
        p: ({"A": 1, "2": 2}[b[0]], b[1]) for p, b in PYRAMID.items()
    }
    assert [state.size(b) for b in BATTERY] == [1] * 9
    assert state.size("stock") == 79 and not state.piles["waste"]
    assert all(c in state.face_down for c in state.piles["stock"])
    assert not any(c in state.face_down for b in BATTERY for c in state.piles[b])


def test_every_row_pairs_an_ace_with_a_two() -> None:
    for left, right in zip(list(PYRAMID)[:8], list(PYRAMID)[8:], strict=True):
        assert {PYRAMID[left][0], PYRAMID[right][0]} == {"A", "2"}
        assert PYRAMID[left][1] == PYRAMID[right][1]


# -- checks 2, 3 and 6: the foundations climb by twos ------------------------------------


def test_ace_takes_three_of_its_suit_only() -> None:
    session = table({"b1": "3S", "b2": "3C", "b3": "5S"})
    assert session.check(move("b1", "f10")) is None
    assert session.check(move("b2", "f10")) == "This foundation takes spades only"
    assert session.check(move("b3", "f10")) == "This foundation needs the 3 next"


def test_two_takes_four_not_three() -> None:
    session = table({"b1": "4D", "b2": "3D"})
    assert session.check(move("b1", "f11")) is None
    assert session.check(move("b2", "f11")) == "This foundation needs the 4 next"


def test_ace_pile_ends_at_king_and_two_pile_at_queen() -> None:
    session = table({"f1": climbed("f1", 11), "f9": climbed("f9", 10), "b1": "KH", "b2": "QH", "b3": "KH/1"})
    assert session.check(move("b2", "f1")) == "This foundation needs the king next"
    session.play(move("b1", "f1"))
    assert session.check(move("b3", "f1")) == "This foundation is complete"
    session.play(move("b2", "f9"))
    assert session.check(move("b3", "f9")) == "This foundation is complete"


def test_either_copy_goes_on_either_foundation_of_its_kind() -> None:
    session = table({"b1": "3H/1", "b2": "3H"})
    for src in ("b1", "b2"):
        assert session.check(move(src, "f1")) is None
        assert session.check(move(src, "f5")) is None
        assert session.check(move(src, "f9")) == "This foundation needs the 4 next"


def test_cards_on_the_pyramid_stay() -> None:
    session = table({"f1": "AH 3H", "b1": "5H"})
    assert session.check(move("f1", "b1")) == "Cards on the pyramid stay there"


# -- checks 4, 5 and 7: the battery ------------------------------------------------------


def test_battery_builds_down_by_two_in_suit() -> None:
    session = table({"b1": "9H", "b2": "7H", "b3": "8H", "b4": "7D"})
    assert session.check(move("b2", "b1")) is None
    assert session.check(move("b3", "b1")) == "Only a card 2 ranks below the 9♥ can go on it"
    assert session.check(move("b4", "b1")) == "A sequence here must follow suit"


def test_queen_takes_ten_then_eight() -> None:
    session = table({"b1": "QC", "b2": "10C", "b3": "8C"})
    session.play(move("b2", "b1"))
    assert session.check(move("b3", "b1")) is None
    session.play(move("b3", "b1"))
    assert session.state.piles["b1"] == cards("QC 10C 8C")


def test_king_never_goes_on_the_battery_but_takes_a_knave() -> None:
    session = table({"b1": "KS", "b2": "JS", "b3": "KS/1"})
    assert session.check(move("b2", "b1")) is None
    assert session.check(move("b1", "b3")) == "Only a card 2 ranks below the K♠ can go on it"


def test_covered_battery_card_cannot_move() -> None:
    session = table({"f1": "AH", "b1": "5H 3H"})
    assert session.check(Move("move", "b1", "f5", 2)) == "Only the uppermost card can be moved"
    assert move("b1", "f1") in session.legal_moves()  # the 3♥ on top
    session.play(move("b1", "f1"))
    assert session.check(move("b1", "f1")) is None  # now the 5♥


def test_talon_top_builds_and_plays() -> None:
    session = table({"b1": "9H", "stock": "7H"})
    session.play(TURN)
    assert session.check(move("waste", "b1")) is None
    session = table({"stock": "3H"})
    session.play(TURN)
    assert session.check(move("waste", "f1")) is None


# -- check 8: spaces -------------------------------------------------------------------------


def test_space_filled_from_talon_only_and_may_wait() -> None:
    session = table({"b1": "3H", "b2": "8C", "stock": "KD 6S"})
    session.play(move("b1", "f1"))
    assert session.state.piles["b1"] == []
    assert session.check(move("b2", "b1")) == "A space in the battery is filled from the pack or the talon"
    assert TURN in session.legal_moves()  # the space may stay empty
    session.play(TURN)
    assert session.check(move("waste", "b1")) is None
    session.play(TURN)  # the 6♠ lies under the K♦ on the talon
    session.play(move("waste", "b1"))
    assert session.state.piles["b1"] == cards("KD")
    assert session.state.piles["waste"] == cards("6S")


def test_nothing_goes_onto_the_talon_or_the_pack() -> None:
    session = table({"b1": "8C", "stock": "KD", "waste": "4D"})
    assert session.check(move("b1", "waste")) == "Only cards turned from the pack go to the talon"
    assert session.check(move("b1", "stock")) == "Cards cannot be put back on the pack"
    assert session.check(move("stock", "b2")) == "Click the pack to turn a card"


# -- check 9: one re-deal, unshuffled -----------------------------------------------------------


def test_one_redeal_unshuffled_then_none() -> None:
    battery = {b: f"{r}S" for b, r in zip(BATTERY, ["K", "Q", "J", "10", "9", "8", "7", "6", "5"], strict=True)}
    session = table(battery, rest="stock")
    session.play(TURN)
    assert session.check(Move(REDEAL)) == "The talon is re-dealt only when the pack is used up"
    while session.state.piles["stock"]:
        session.play(TURN)
    talon = list(session.state.piles["waste"])
    session.play(Move(REDEAL))
    assert session.state.counters["redeals_left"] == 0
    assert list(reversed(session.state.piles["stock"])) == talon  # the first laid on the talon comes first
    assert all(c in session.state.face_down for c in session.state.piles["stock"])
    while session.state.piles["stock"]:
        session.play(TURN)
    assert Move(REDEAL) not in session.legal_moves()
    assert session.check(Move(REDEAL)) == "No re-deals are left"


# -- the end --------------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    full = {p: climbed(p, 13) for p in PYRAMID}
    full["f1"] = climbed("f1", 11)
    full["f9"] = climbed("f9", 10)
    session = table({**full, "b1": "KH", "b2": "QH"}, rest="waste", redeals_left=0)
    assert not session.is_won() and not session.is_lost()
    session.play(move("b1", "f1"))
    session.play(move("b2", "f9"))
    assert session.is_won() and not session.is_lost()


def test_lost_only_when_no_useful_move_is_left() -> None:
    kings_and_queens = dict(zip(BATTERY[:8], ["KD", "KD/1", "KC", "KC/1", "QD", "QD/1", "QC", "QC/1"], strict=True))
    blocked = table({**kings_and_queens, "waste": "6S"}, redeals_left=0)  # the rest on b9, a K♠ on top
    assert blocked.state.top("b9") == cards("KS/1")[0]
    assert blocked.legal_moves() == []
    assert blocked.is_lost()
    assert not table({**kings_and_queens, "waste": "6S"}, redeals_left=1).is_lost()  # the re-deal is left
    assert not table({**kings_and_queens, "waste": "3H"}, redeals_left=0).is_lost()  # the 3♥ goes up
    assert not table({**kings_and_queens, "waste": "JD"}, redeals_left=0).is_lost()  # the J♦ goes on a K♦
    spaces = table({"waste": "6S"}, redeals_left=0)
    assert not spaces.is_lost()  # the 6♠ may fill a space
    assert not table({"b1": "KH 6S"}, rest="stock", redeals_left=0).is_lost()  # the pack is left


def test_a_twin_swap_does_not_stave_off_the_end() -> None:
    # 7♠ may hop between the two 9♠ piles: that alone is no way out.
    others = dict(zip(BATTERY[2:8], ["KD", "KD/1", "KC", "KC/1", "QC", "QC/1"], strict=True))
    session = table({**others, "b1": "KH 9S", "b2": "QH 9S/1 7S"}, redeals_left=0)
    assert [m for m in session.legal_moves() if m.kind == "move"] == [move("b2", "b1")]
    assert session.is_lost()


def test_safe_autoplay_keeps_cards_the_battery_may_want() -> None:
    session = table({"f1": "AH 3H 5H", "b1": "7H", "b2": "9H"})
    assert not GAME.is_safe(session.state, move("b1", "f1"))  # the other 5♥ could still go on the 7♥
    played = table({"f1": "AH 3H 5H", "f5": "AH/1 3H/1 5H/1", "b1": "7H/1"})
    assert GAME.is_safe(played.state, move("b1", "f1"))


def test_hint_plays_on_to_a_finish() -> None:
    from tests.core.helpers import play_hints_to_the_end

    session = Session.new("mount_olympus", 4)
    play_hints_to_the_end(session, 600, autoplay="safe")
    assert session.is_won() or session.is_lost()
    assert_same_cards(GAME, session.state)


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("mount_olympus", deal, seed, steps=300)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("mount_olympus", deal, seed)
