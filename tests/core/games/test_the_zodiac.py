"""The Zodiac: the rules card's checks, spaces in the Equator, unlimited
re-deals and the pass without a play, the end phase, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.blocks import PASS_MOVED
from cadogan.core.games.the_zodiac import ACE_PILES, EQUATOR, KING_PILES, NOT_YET, ZODIAC
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
)

GAME = core.get_game("the_zodiac")
TURN = Move(DEAL, "stock", "hand")


def table(piles: dict[str, str], rest: str = "stock", **counters: int) -> Session:
    """``piles`` as named (the pack's cards in the order they are turned:
    the last named first, above every other card, which goes on ``rest``).
    Only the pack lies face down; a card was played in this pass unless
    ``pass_moved`` says otherwise."""
    counters.setdefault(PASS_MOVED, 1)
    state = position(GAME, piles, rest=rest, **counters)
    named = cards(piles.get(rest, ""))
    state.piles[rest] = [c for c in state.piles[rest] if c not in named] + named
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


def end_phase(piles: dict[str, str], rest: str) -> Session:
    """A position with the pack, the turned card and the talon used up."""
    return table(piles, rest=rest)


def top(session: Session, pile: str) -> str:
    return session.state.top(pile).code.removesuffix(".0").replace(".", "/")


# -- check 1: the deal ---------------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_check_1_equator_zodiac_pack_and_no_foundations(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert all(state.size(e) == 1 and state.is_up(state.top(e)) for e in EQUATOR)
    assert all(state.size(z) == 1 and state.is_up(state.top(z)) for z in ZODIAC)
    assert state.size("stock") == 72 and all(c in state.face_down for c in state.piles["stock"])
    assert not any(state.piles[f] for f in (*ACE_PILES, *KING_PILES, "hand", "waste"))
    deck = GAME.shuffled_deck(deal)  # the Equator first, left to right, then the Zodiac clockwise from the top
    assert [state.top(p) for p in (*EQUATOR, *ZODIAC)] == deck[:32]
    assert state.top("stock") == deck[32]


# -- checks 2 to 4: marriages --------------------------------------------------------------


def test_check_2_equator_five_marries_a_six_or_a_four_of_its_suit() -> None:
    session = table({"e1": "5C", "z1": "6C", "z2": "4C", "z3": "6S"})
    assert session.check(move("e1", "z1")) is None
    assert session.check(move("e1", "z2")) is None
    assert session.check(move("e1", "z3")) == "Marriages must follow suit"


def test_check_3_zodiac_cards_never_move_onto_zodiac_or_equator_nor_equator_onto_equator() -> None:
    session = table({"z1": "6C", "z2": "7C", "e1": "7C/1", "e2": "5C", "e3": "6C/1"})
    assert session.check(move("z1", "z2")) == "Zodiac cards stay where they are until every card is placed"
    assert session.check(move("z1", "e1")) == "Zodiac cards stay where they are until every card is placed"
    assert session.check(move("e2", "e3")) == "Nothing is laid on an Equator card"
    # In the end phase too (a Zodiac top card may then go only to a foundation).
    end = end_phase({"z1": "6C", "z2": "7C", "e1": "7C/1", "e2": "5C", "e3": "6C/1"}, rest="z4")
    assert end.check(move("z1", "z2")) == "Zodiac cards never marry each other"
    assert end.check(move("z1", "e1")) == "Nothing is laid on an Equator card"
    assert end.check(move("e2", "e3")) == "Nothing is laid on an Equator card"


def test_check_4_a_packet_goes_up_and_down() -> None:
    session = table({"z1": "7H 8H", "stock": "7H/1 9H"})  # 9♥ is turned first
    session.play(TURN)
    assert session.check(move("hand", "z1")) is None  # 9♥ on 8♥: up
    session.play(TURN)  # the 9♥ goes to the talon, the 7♥ is turned
    assert top(session, "waste") == "9H" and top(session, "hand") == "7H/1"
    assert session.check(move("hand", "z1")) is None  # 7♥ on 8♥: down
    assert session.check(move("waste", "z1")) is None  # the talon's top is available too
    session.play(move("hand", "z1"))
    assert [c.label for c in session.state.piles["z1"]] == ["7♥", "8♥", "7♥"]


def test_mixed_directions_in_one_packet() -> None:
    session = table({"z1": "7H 8H 9H", "e1": "8H/1"})
    assert session.check(move("e1", "z1")) is None  # 7♥, 8♥, 9♥, then 8♥ again
    assert session.check(move("e1", "z2")) == "An emptied Zodiac place stays empty"


# -- check 5: no foundations before the end ----------------------------------------------------


def test_check_5_no_foundation_while_cards_remain_in_pack_or_talon() -> None:
    session = table({"e1": "AS"})
    assert session.check(move("e1", "a1")) == NOT_YET
    only_talon = table({"e1": "AS"}, rest="waste")
    assert only_talon.check(move("e1", "a1")) == NOT_YET
    only_turned = table({"e1": "AS", "hand": "9D"}, rest="z5")
    assert only_turned.check(move("e1", "a1")) == NOT_YET


# -- check 6: spaces in the Equator ------------------------------------------------------------------


def test_check_6_a_space_takes_the_talon_top_not_the_turned_card_while_there_is_a_talon() -> None:
    session = table({"e1": "5C", "z1": "6C", "z2": "KD", "waste": "QS", "stock": "4H"})
    session.play(move("e1", "z1"))
    assert session.state.piles["e1"] == []  # not filled by itself
    session.play(TURN)  # 4♥ turned; the talon holds the Q♠
    assert session.check(move("hand", "e1")) == "While there is a talon, a space takes its top card"
    assert session.check(move("z2", "e1")) == "Zodiac cards stay where they are until every card is placed"
    assert session.check(move("waste", "e1")) is None
    session.play(move("waste", "e1"))
    assert top(session, "e1") == "QS"


def test_check_6_the_turned_card_fills_a_space_while_there_is_no_talon() -> None:
    session = table({"e1": "5C", "z1": "6C", "stock": "4H"}, rest="z3")
    session.play(move("e1", "z1"))
    session.play(TURN)
    assert session.state.piles["waste"] == []
    assert session.check(move("hand", "e1")) is None
    session.play(move("hand", "e1"))
    assert top(session, "e1") == "4H"


def test_check_6_a_space_may_wait() -> None:
    session = table({"e1": "5C", "z1": "6C", "stock": "4H 2D"})
    session.play(move("e1", "z1"))
    session.play(TURN)
    session.play(TURN)  # nothing forces the space to be filled
    assert session.state.piles["e1"] == [] and top(session, "waste") == "2D"


def test_equator_cards_never_move_within_the_equator() -> None:
    session = table({"e1": "5C", "z1": "6C", "e2": "9D"})
    session.play(move("e1", "z1"))
    assert session.check(move("e2", "e1")) == "Equator cards never move to another place in the Equator"


# -- check 7: the re-deal, unshuffled ---------------------------------------------------------------


def test_check_7_the_first_card_laid_on_the_talon_is_the_first_turned() -> None:
    session = table({"waste": "3D 5H 9S QC"}, rest="z1")  # 3♦ laid first, Q♣ last
    assert session.legal_moves()[-1] == Move(REDEAL)
    session.play(Move(REDEAL))
    session.play(TURN)
    assert top(session, "hand") == "3D"
    session.play(TURN)
    assert top(session, "hand") == "5H" and top(session, "waste") == "3D"


JACKS = dict(zip(EQUATOR, ["JC", "JD", "JH", "JS", "JC/1", "JD/1", "JH/1", "JS/1"], strict=True))


def test_a_pass_without_a_play_ends_the_game() -> None:
    session = table({**JACKS, "z1": "6C", "waste": "2D 9S"}, rest="z2")  # z2: the rest, a K♠ on top
    session.play(Move(REDEAL))
    assert session.is_lost()  # known already: no card can ever be placed
    while session.state.piles["stock"]:
        session.play(TURN)
    assert session.state.counters[PASS_MOVED] == 0
    assert Move(REDEAL) not in session.legal_moves()
    reason = "No card was played in this pass through the pack, so another pass cannot help"
    assert session.check(Move(REDEAL)) == reason
    assert session.legal_moves() == [] and session.is_lost()


def test_a_click_on_the_empty_pack_says_why_nothing_is_turned() -> None:
    """The table sends a click on an empty pack that offers no re-deal as a
    turn of the pack: the refusal says why in the player's words."""
    session = table({**JACKS, "z1": "6C", "waste": "2D 9S"}, rest="z2")
    session.play(Move(REDEAL))
    while session.state.piles["stock"]:
        session.play(TURN)
    reason = "No card was played in this pass through the pack, so another pass cannot help"
    assert session.check(Move(DEAL, "stock")) == reason
    session = end_phase({"z1": "9C AD"}, rest="z3")
    assert session.check(Move(DEAL, "stock")) == "Every card is placed: the pack is used up"


def test_a_pass_with_a_play_allows_another() -> None:
    session = table({"z1": "6C", "waste": "2D 5C 9S"}, rest="z2")
    session.play(Move(REDEAL))
    session.play(TURN)  # 2♦
    session.play(TURN)  # 5♣
    session.play(move("hand", "z1"))
    session.play(TURN)  # 9♠
    assert Move(REDEAL) in session.legal_moves()
    session.play(Move(REDEAL))
    assert [c.label for c in reversed(session.state.piles["stock"])] == ["2♦", "9♠"]


# -- check 8: the end phase ---------------------------------------------------------------------------


def test_check_8_first_ace_starts_the_pile_second_cannot_and_the_card_below_is_freed() -> None:
    session = end_phase({"z1": "9C AD", "z2": "AD/1", "e1": "10C"}, rest="z3")
    assert session.check(move("z1", "a2")) is None
    session.play(move("z1", "a2"))
    assert session.check(move("z2", "a1")) == "The diamonds already have their ace foundation"
    assert session.check(move("z2", "k1")) == "A foundation here starts with a king"
    assert session.check(move("z1", "z4")) == "Zodiac cards never marry each other"
    assert session.check(move("e1", "z1")) is None  # Equator onto the Zodiac stays legal (reading 5)
    assert session.check(move("z1", "a1")) == "A foundation here starts with an ace"  # the 9♣ is free


def test_only_zodiac_top_cards_are_available_at_the_end() -> None:
    session = end_phase({"z1": "AD 9C"}, rest="z3")
    assert session.check(Move("move", "z1", "a1", 2)) == "Only the uppermost card can be moved"
    assert session.check(move("z1", "a1")) == "A foundation here starts with an ace"


# -- the end ----------------------------------------------------------------------------------------


def full(suit: str, up: bool, copy: int, upto: int | None = None) -> str:
    ranks = list(range(1, 14)) if up else list(range(13, 0, -1))
    if upto is not None:
        ranks = ranks[: ranks.index(upto) + 1]
    return " ".join(f"{core.cards.rank_code(r)}{suit}/{copy}" for r in ranks)


def test_won_through_the_api() -> None:
    piles = {f"a{i}": full(s, True, 0) for i, s in enumerate("CDHS", 1)}
    piles |= {f"k{i}": full(s, False, 1) for i, s in enumerate("CDHS", 1)}
    piles["k4"] = full("S", False, 1, upto=3)  # K♠ … 3♠: wants the 2♠ and the A♠
    piles["a4"] = full("S", True, 0, upto=12)  # A♠ … Q♠: wants the K♠
    piles |= {"z7": "AS/1 2S/1", "e3": "KS"}
    session = end_phase(piles, rest="z7")
    assert not session.is_won() and not session.is_lost()
    session.play(move("z7", "k4"))
    session.play(move("z7", "k4"))
    assert not session.is_won()
    session.play(move("e3", "a4"))
    assert session.is_won() and not session.is_lost()


def test_lost_at_the_end_when_no_card_fits_even_if_marriages_remain() -> None:
    session = end_phase({"z1": "AS 5H", "e1": "6H", "e2": "2C", "z2": "7D"}, rest="z2")  # the rest under the 7♦
    assert session.check(move("e1", "z1")) is None  # 6♥ onto 5♥ is legal but only buries a card
    assert session.is_lost()
    assert session.hint() is None


def test_not_lost_at_the_end_while_a_foundation_play_remains() -> None:
    session = end_phase({"z1": "5H AS", "e1": "6H"}, rest="z2")
    assert not session.is_lost()


def test_lost_while_placing_when_no_card_can_ever_be_placed() -> None:
    # Every Zodiac top is an ace over its own 2; the Equator is full of kings, the rest in the pack.
    aces = {f"z{i}": f"2{s}/{p} A{s}/{p}" for i, (s, p) in enumerate([(s, p) for p in (0, 1) for s in "CDHS"], 1)}
    kings = {f"e{i}": f"K{s}/{p}" for i, (s, p) in enumerate([(s, p) for p in (0, 1) for s in "CDHS"], 1)}
    session = table({**aces, **kings}, pass_moved=0)
    assert session.state.size("stock") == 104 - 24
    assert [m.kind for m in session.legal_moves()] == ["deal"]
    assert session.is_lost()
    assert session.hint() is None
    alive = table({**aces, **kings, "z9": "5H"}, pass_moved=0)  # a 4♥ or 6♥ in the pack could marry it
    assert not alive.is_lost()
    spaced = table({**aces, **{k: v for k, v in kings.items() if k != "e8"}}, pass_moved=0)  # a space
    assert not spaced.is_lost()


def test_hints_play_deals_to_an_honest_end() -> None:
    for deal in (1, 2):
        session = Session.new("the_zodiac", deal)
        play_hints_to_the_end(session, 2000, autoplay="safe")
        assert session.is_won() or session.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_zodiac", deal, seed, steps=400)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_zodiac", deal, seed)
