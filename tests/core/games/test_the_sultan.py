"""The Sultan: the rules card's checks, the Divan's refills, re-deals, the end."""

from __future__ import annotations

from pathlib import Path

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, SaveError, Session, loads
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    position,
    suit_up_to,
)

GAME = core.get_game("the_sultan")
TURN = Move(DEAL, "stock", "hand")
DIVAN = [f"d{n}" for n in range(1, 9)]
SQUARE = {
    "f1": "KC",
    "f2": "AH",
    "f3": "KC/1",
    "f4": "KD",
    "sultan": "KH",
    "f5": "KD/1",
    "f6": "KS",
    "f7": "KH/1",
    "f8": "KS/1",
}


def built(pile: str, upto: int, copy: int = 0) -> str:
    """A foundation of the square built up to its ``upto``-th card after the base."""
    base = SQUARE[pile]
    if base.startswith("A"):  # the A♥ itself is the base
        return suit_up_to(base[1], upto + 1)
    return f"{base} {suit_up_to(base[1], upto, copy)}"


FILLERS = {d: f"{rank}{suit}" for d, (rank, suit) in zip(DIVAN, [(r, s) for r in (5, 6) for s in "CDSH"], strict=True)}


def table(piles: dict[str, str], rest: str = "d8", redeals_left: int = 2, fill: bool = False) -> Session:
    """The square as dealt (unless named) plus ``piles`` (the pack's cards in
    the order they are turned: the last named is turned first); with ``fill``
    the Divan places not named hold fives and sixes. Every other card goes on
    top of ``rest``. Only the pack lies face down."""
    divan = {d: c for d, c in FILLERS.items() if d not in piles} if fill else {}
    state = position(GAME, {**SQUARE, **divan, **piles}, rest=rest, redeals_left=redeals_left)
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


def top(session: Session, pile: str) -> str:
    """The top card's face ("9C"; "9C/1" for pack 1's)."""
    return session.state.top(pile).code.removesuffix(".0").replace(".", "/")


# -- check 1: the deal -----------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_check_1_deal_square_divan_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    laid = {pile: (state.top(pile).suit.value, state.top(pile).rank) for pile in SQUARE}
    assert laid == {p: (t[1], {"K": 13, "A": 1}[t[0]]) for p, t in SQUARE.items()}  # the sultan is a K♥
    assert all(state.size(pile) == 1 for pile in [*SQUARE, *DIVAN])
    assert state.size("stock") == 87
    assert state.counters["redeals_left"] == 2


# -- checks 2 to 5: the foundations -------------------------------------------------


def test_check_2_king_takes_its_ace_first() -> None:
    session = table({"d1": "2S", "d2": "AS"})
    assert session.check(move("d1", "f6")) == "This foundation needs the ace next"
    session.play(move("d2", "f6"))
    assert session.check(move("d1", "f6")) is None


def test_check_3_ace_of_hearts_takes_two_and_other_king_of_hearts_its_ace() -> None:
    session = table({"d1": "2H", "d2": "AH/1"})
    assert session.check(move("d1", "f2")) is None
    assert session.check(move("d1", "f7")) == "This foundation needs the ace next"
    assert session.check(move("d2", "f7")) is None
    assert session.check(move("d2", "f2")) == "This foundation needs the 2 next"


def test_check_4_nothing_on_the_sultan() -> None:
    session = table({"d1": "AH/1"})
    assert session.check(move("d1", "sultan")) == "Nothing is ever played on the Sultan"
    assert session.check(move("sultan", "f7")) == "The Sultan stays alone in the middle"


def test_check_5_finished_foundation_takes_nothing() -> None:
    session = table({"f4": built("f4", 12), "d1": "KD/1", "f5": "KD/1", "d2": "KD"}, rest="stock")
    assert session.check(move("d2", "f4")) == "This foundation is complete"


def test_foundation_follows_suit_and_either_twin_may_take() -> None:
    session = table({"f6": built("f6", 6), "f8": built("f8", 6, copy=1), "d1": "7S", "d2": "7C"})
    assert session.check(move("d1", "f6")) is None
    assert session.check(move("d1", "f8")) is None
    assert session.check(move("d2", "f6")) == "This foundation takes spades only"


# -- checks 6 and 7: the Divan refilled at once ---------------------------------------


def test_check_6_vacancy_filled_from_talon_when_there_is_one() -> None:
    session = table({"d1": "AS", "waste": "9C 4D", "stock": "5H"}, fill=True)
    session.play(move("d1", "f6"))
    assert top(session, "d1") == "4D"
    assert session.state.piles["waste"] == cards("9C")
    assert top(session, "stock") == "5H"


def test_check_7_vacancy_filled_from_pack_when_no_talon() -> None:
    session = table({"d1": "AS", "stock": "7D 5H"}, fill=True)  # 5H is turned next
    session.play(move("d1", "f6"))
    assert top(session, "d1") == "5H"
    assert top(session, "stock") == "7D"


def test_vacancy_stays_empty_when_pack_and_talon_are_out() -> None:
    session = table({"d1": "AS"}, rest="d2")
    session.play(move("d1", "f6"))
    assert session.state.piles["d1"] == []
    assert session.check(move("d2", "d1")) == "A place in the Divan is filled by itself, from the talon or the pack"


# -- check 8: the talon's top card ---------------------------------------------------------


def test_check_8_unplayable_card_waits_on_talon_then_plays() -> None:
    session = table({"f1": built("f1", 7), "d1": "8C", "stock": "9C"}, fill=True)
    session.play(TURN)
    assert top(session, "waste") == "9C"
    assert session.check(move("waste", "f1")) == "This foundation needs the 8 next"
    session.play(move("d1", "f1"))  # the vacancy takes the talon's 9♣ at once
    assert top(session, "d1") == "9C"
    session.play(move("d1", "f1"))
    assert top(session, "f1") == "9C"


def test_check_8_the_talons_top_card_goes_home_from_the_talon() -> None:
    session = table({"f1": built("f1", 7), "stock": "8C 9C"}, fill=True)  # the 9♣ is turned first
    session.play(TURN)
    assert top(session, "waste") == "9C"
    session.play(TURN)  # the 8♣ fits: it is played, or waits in the hand for its place
    waiting = [m for m in session.legal_moves() if m.src == "hand"]
    if waiting:
        session.play(waiting[0])
    assert top(session, "f1") == "8C" and top(session, "waste") == "9C"
    assert session.check(move("waste", "f1")) is None
    session.play(move("waste", "f1"))
    assert top(session, "f1") == "9C" and not session.state.piles["waste"]


def test_talon_top_playable_and_only_top() -> None:
    session = table({"f1": built("f1", 7), "stock": "5D 9C"}, fill=True)
    session.play(TURN)
    session.play(TURN)
    assert session.state.piles["waste"] == cards("9C 5D")
    assert session.check(move("waste", "f1")) == "This foundation takes clubs only"  # the 5♦ covers the 9♣
    assert session.check(Move("move", "waste", "f1", 2)) == "Only the uppermost card can be moved"


# -- step 4 and reading 5: a turned card that fits is played, never buried -----------------


def test_turned_card_that_fits_is_played_not_laid_on_the_talon() -> None:
    session = table({"f1": built("f1", 8), "stock": "5D 9C"}, fill=True)  # f1 shows 8♣
    session.play(TURN)
    assert top(session, "f1") == "9C"
    assert session.state.piles["waste"] == [] and session.state.piles["hand"] == []
    assert session.game.waiting_pile(session.state) is None
    session.play(TURN)  # the next turn buries nothing: the 5♦ alone lies on the talon
    assert session.state.piles["waste"] == cards("5D")
    session.undo()
    session.undo()
    assert top(session, "f1") == "8C" and top(session, "stock") == "9C"


def test_card_two_foundations_take_waits_for_the_players_choice() -> None:
    session = table({"f6": built("f6", 6), "f8": built("f8", 6, copy=1), "stock": "5D 7S"}, fill=True)
    session.play(TURN)
    assert session.state.piles["hand"] == cards("7S") and session.state.piles["waste"] == []
    assert session.game.waiting_pile(session.state) == "hand"
    assert TURN not in session.legal_moves()
    assert session.check(TURN) == "First play the card just turned on a foundation"
    refusal = "The card just turned fits a foundation: it is played there, not laid aside"
    assert session.check(move("hand", "waste")) == refusal
    assert session.check(move("hand", "f1")) == "This foundation takes clubs only"
    assert {m.dst for m in session.legal_moves() if m.src == "hand"} == {"f6", "f8"}
    assert not session.game.is_safe(session.state, move("hand", "f6"))  # auto-play leaves the choice to you
    session.play(move("hand", "f8"))
    assert top(session, "f8") == "7S" and top(session, "f6") == "6S"
    assert session.check(TURN) is None


def test_waiting_card_holds_back_the_redeal_and_divan_still_plays() -> None:
    session = table({"f6": built("f6", 6), "f8": built("f8", 6, copy=1), "d1": "AD", "stock": "7S"}, rest="waste")
    session.play(TURN)
    assert not session.state.piles["stock"] and session.state.piles["waste"]
    assert session.check(Move(REDEAL)) == "First play the card just turned on a foundation"
    assert not session.is_lost()
    session.play(move("d1", "f4"))  # the Divan plays while the card waits; its place takes the talon's top
    session.play(move("hand", "f6"))
    assert session.check(Move(REDEAL)) is None


def test_random_turns_never_leave_a_suitable_card_on_the_talon() -> None:
    session = Session.new("the_sultan", 4)
    for _ in range(120):
        legal = session.legal_moves()
        turn = next((m for m in legal if m.kind == DEAL), None)
        chosen = turn or next((m for m in legal if m.src == "hand"), None) or (legal[0] if legal else None)
        if chosen is None:
            break
        before = session.state.size("waste")
        session.play(chosen)
        if chosen.kind == DEAL and session.state.size("waste") > before:
            laid = session.state.top("waste")
            assert not session.game.homes(session.state, laid)


OLDER_SAVE = Path(__file__).parents[2] / "robustness" / "corpus" / "saves" / "the-sultan-older-rule.json"


def test_a_save_of_the_older_rule_is_refused_saying_why() -> None:
    with pytest.raises(SaveError) as refused:
        loads(OLDER_SAVE.read_text())
    assert str(refused.value) == (
        "the save was made under an older rule of The Sultan (every turned card was laid on the talon, "
        "even one a foundation wanted), and its moves cannot be replayed under the rule the game follows now "
        "(save.start)"
    )


def test_no_building_in_divan_nor_onto_talon() -> None:
    session = table({"d1": "5S", "d2": "6S", "stock": "2D"})
    assert session.check(move("d1", "d2")) == "Nothing is built on the Divan: cards go only to the foundations"
    session.play(TURN)
    refusal = "Only cards turned from the pack that no foundation takes go to the talon"
    assert session.check(move("d1", "waste")) == refusal


# -- check 9: two re-deals, shuffled ---------------------------------------------------------


def test_check_9_two_redeals_then_no_more() -> None:
    session = table({}, rest="waste", fill=True)
    for left in (2, 1):
        talon = sorted(session.state.piles["waste"])
        assert Move(REDEAL) in session.legal_moves()
        session.play(Move(REDEAL))
        assert session.state.counters["redeals_left"] == left - 1
        assert sorted(session.state.piles["stock"]) == talon and not session.state.piles["waste"]
        assert all(card in session.state.face_down for card in session.state.piles["stock"])
        while session.state.piles["stock"] or session.state.piles["hand"]:
            waiting = [m for m in session.legal_moves() if m.src == "hand"]
            session.play(waiting[0] if waiting else TURN)
    assert session.check(Move(REDEAL)) == "No re-deals are left"
    assert session.is_lost() is (not any(m.kind == "move" for m in session.legal_moves()))


def test_redeal_shuffles_the_talon() -> None:
    session = table({}, rest="waste", fill=True)
    before = list(session.state.piles["waste"])
    session.play(Move(REDEAL))
    dealt = list(reversed(session.state.piles["stock"]))  # in the order they will be turned
    assert dealt != before and dealt != list(reversed(before))


def test_redeal_only_when_pack_is_out() -> None:
    session = table({"waste": "9C", "stock": "5H"}, fill=True)
    assert session.check(Move(REDEAL)) == "The talon is re-dealt only when the pack is used up"


# -- the end -----------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    twins = ("f3", "f5", "f7", "f8")  # built with pack 1's cards
    piles = {f: built(f, 12, copy=1 if f in twins else 0) for f in SQUARE if f not in ("sultan", "f2")}
    piles["f2"] = built("f2", 10)  # AH 2H .. JH: wants QH
    session = table({**piles, "d1": "QH"}, rest="waste")
    assert not session.is_won() and not session.is_lost()
    session.play(move("d1", "f2"))
    assert session.is_won()


def test_lost_when_nothing_can_move() -> None:
    session = table({"d1": "2S", "d2": "3S"}, rest="waste", redeals_left=0)
    assert session.is_lost() is (not any(m.kind == "move" for m in session.legal_moves()))
    blocked = table({}, rest="d1", redeals_left=0)
    assert blocked.is_lost()
    alive = table({"d1": "AS"}, rest="d2", redeals_left=0)
    assert not alive.is_lost()


def test_not_lost_while_a_redeal_is_left() -> None:
    session = table({}, rest="waste", redeals_left=1)
    assert not session.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_sultan", deal, seed, steps=300)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_sultan", deal, seed)


def test_cards_helper_parses_twins() -> None:
    assert cards("KC/1")[0] != cards("KC")[0]
