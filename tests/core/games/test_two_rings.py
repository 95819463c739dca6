"""Two Rings: the rules card's checks, the bracelet's refills, the one re-deal, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.games.two_rings import BRACELET, DEAD_TALON, FROM_TALON, SEVENS, SIXES, ring_cards
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
)

GAME = core.get_game("two_rings")
TURN = Move(DEAL, "stock", "waste")


def ring(piles: tuple[str, ...], rank: int) -> dict[str, str]:
    return {p: c.code.replace(".", "/") for p, c in zip(piles, ring_cards(rank), strict=True)}


RINGS = {**ring(SEVENS, 7), **ring(SIXES, 6)}  # seven1 7♣, seven2 7♦, seven3 7♠, seven4 7♥ (pack 0), …
FILLERS = dict(zip(BRACELET, ["9C/1", "9D/1", "9S/1", "9H/1", "4C/1", "4D/1", "4S/1", "4H/1"], strict=True))


def table(piles: dict[str, str], rest: str = "stock", redeals_left: int = 1, fill: bool = True, **options) -> Session:
    """The rings as dealt (unless named) plus ``piles`` (the pack's cards in
    the order they are turned: the last named first); with ``fill`` the
    bracelet places not named hold nines and fours of pack 1. Every other card
    goes on ``rest`` (under the named cards). Only the pack lies face down."""
    bracelet = {b: c for b, c in FILLERS.items() if b not in piles} if fill else {}
    state = position(GAME, {**RINGS, **bracelet, **piles}, rest=rest, redeals_left=redeals_left, **options)
    named = cards(piles.get(rest, ""))
    state.piles[rest] = [c for c in state.piles[rest] if c not in named] + named
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


def top(session: Session, pile: str) -> str:
    return session.state.top(pile).code.removesuffix(".0").replace(".", "/")


def built(pile: str, upto: int) -> str:
    """A ring foundation built from its base to rank ``upto``."""
    base = core.cards.parse(RINGS[pile].split("/")[0])
    step = 1 if base.rank == 7 else -1
    copy = RINGS[pile].partition("/")[2] or "0"
    ranks = range(base.rank, upto + step, step)
    return " ".join(f"{core.cards.rank_code(r)}{base.suit.value}/{copy}" for r in ranks)


# -- check 1: the deal -----------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_check_1_rings_bracelet_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert sorted(c.rank for p in SEVENS for c in state.piles[p]) == [7] * 8
    assert sorted(c.rank for p in SIXES for c in state.piles[p]) == [6] * 8
    for piles in (SEVENS, SIXES):  # each ring holds two of each suit
        suits = [state.top(p).suit for p in piles]
        assert all(suits.count(s) == 2 for s in suits)
    assert all(state.size(b) == 1 and state.is_up(state.top(b)) for b in BRACELET)
    assert state.size("stock") == 80 and all(c in state.face_down for c in state.piles["stock"])
    assert not state.piles["waste"] and state.counters["redeals_left"] == 1


def test_the_bracelet_is_dealt_first_from_the_shuffled_pack() -> None:
    state = GAME.deal(4)
    rest = [c for c in GAME.shuffled_deck(4) if c.rank not in (6, 7)]
    assert [state.top(b) for b in BRACELET] == rest[:8]
    assert state.top("stock") == rest[8]  # the first card turned


# -- checks 2 to 4: the foundations ------------------------------------------------------


def test_check_2_eight_on_either_seven_of_its_suit_not_on_a_six() -> None:
    session = table({"b1": "8H"})
    hearts_sevens = [p for p in SEVENS if RINGS[p].startswith("7H")]
    assert len(hearts_sevens) == 2
    for pile in hearts_sevens:
        assert session.check(move("b1", pile)) is None
    six_of_hearts = next(p for p in SIXES if RINGS[p].startswith("6H"))
    assert session.check(move("b1", six_of_hearts)) == "This foundation needs the 5 next"
    assert session.check(move("b1", "seven1")) == "This foundation takes clubs only"


def test_check_3_five_on_a_six_not_on_a_seven() -> None:
    session = table({"b1": "5C"})
    assert session.check(move("b1", "six1")) is None  # the 6♣
    assert session.check(move("b1", "seven1")) == "This foundation needs the 8 next"


def test_check_4_finished_foundations_take_nothing() -> None:
    session = table({"seven3": built("seven3", 13), "six4": built("six4", 1), "b1": "KS/1", "b2": "AH/1"})
    assert top(session, "seven3") == "KS" and top(session, "six4") == "AH"
    assert session.check(move("b1", "seven3")) == "This foundation is complete"
    assert session.check(move("b2", "six4")) == "This foundation is complete"


def test_cards_on_the_rings_stay_there() -> None:
    session = table({"seven1": "7C 8C", "b1": "9C"})
    assert session.check(move("seven1", "seven5")) == "Cards on a foundation stay there"


# -- check 5: the bracelet refilled from the pack -------------------------------------------


def test_check_5_a_space_is_filled_from_the_pack_before_the_next_turn() -> None:
    session = table({"b3": "8S", "waste": "QD", "stock": "2C 10H"})
    session.play(move("b3", "seven3"))
    assert top(session, "b3") == "10H"  # the pack's next card, not the talon's Q♦
    assert top(session, "waste") == "QD" and top(session, "stock") == "2C"
    step = session.done[-1]
    session.undo()
    assert top(session, "b3") == "8S" and step.move == move("b3", "seven3")


def test_spaces_wait_for_the_redeal_then_take_from_it() -> None:
    session = table({"b1": "8C", "waste": "KD 9C"}, rest="waste")  # pack out; talon: … KD 9C on top
    session.play(move("b1", "seven1"))
    assert session.state.piles["b1"] == []
    assert session.check(move("waste", "b1")) == "A space in the bracelet is filled by itself, from the pack"
    first = session.state.piles["waste"][0]  # the first card laid on the talon
    session.play(Move(REDEAL))
    assert session.state.piles["b1"] == [first]  # filled at once from the re-dealt pack
    assert session.state.is_up(first)


def test_option_refills_from_the_talon_first() -> None:
    session = table({"b3": "8S", "waste": "QD", "stock": "2C 10H"}, opt_refill_from_talon=1)
    session.play(move("b3", "seven3"))
    assert top(session, "b3") == "QD" and top(session, "stock") == "10H"
    assert GAME.option(session.state, FROM_TALON)


def test_option_dead_talon_only_the_card_just_turned_may_be_played() -> None:
    """Reading 1's other reading: the talon is dead until the re-deal."""
    diamonds = next(p for p in SEVENS if RINGS[p].startswith("7D"))
    spades = next(p for p in SEVENS if RINGS[p].startswith("7S"))
    for dead in (0, 1):
        session = table({diamonds: "7D", spades: built(spades, 11), "stock": "QS 9D"}, opt_dead_talon=dead)
        assert GAME.option(session.state, DEAD_TALON) == bool(dead)
        session.play(TURN)  # 9♦, waiting for an 8♦
        session.play(TURN)  # Q♠ covers it
        assert session.check(move("waste", spades)) is None  # the card just turned may be played
        session.play(move("waste", spades))
        assert top(session, "waste") == "9D"
        reason = "The talon's cards wait for the re-deal" if dead else "This foundation needs the 8 next"
        assert session.check(move("waste", diamonds)) == reason


def test_option_dead_talon_the_redeal_brings_the_talon_back_into_play() -> None:
    diamonds = next(p for p in SEVENS if RINGS[p].startswith("7D"))
    piles = {**RINGS, **FILLERS, diamonds: "7D", "stock": "QS 8D"}
    state = position(GAME, piles, down="QS 8D", redeals_left=1)
    state.counters[DEAD_TALON] = 1  # a hand-made end: only these two cards are left in hand
    session = Session(GAME, state, state.deal)
    session.play(TURN)  # 8♦
    session.play(TURN)  # Q♠ covers it: 8♦ is laid aside
    assert not session.is_lost()  # the re-deal is still to come
    session.play(Move(REDEAL))
    assert session.check(move("waste", diamonds)) == "There are not so many cards there"
    session.play(TURN)  # 8♦ again, the first card laid on the talon
    assert session.check(move("waste", diamonds)) is None
    session.play(TURN)  # Q♠ covers it once more; no re-deal is left
    assert session.is_lost()
    session.undo()
    assert not session.is_lost()


def test_option_dead_talon_with_refills_from_the_talon() -> None:
    """With both options a bracelet space takes the card just turned, but
    not a card laid aside: then the pack's next card fills it."""
    hearts = next(p for p in SEVENS if RINGS[p].startswith("7H"))
    for dead in (0, 1):
        piles = {"b3": "8S", "b4": "8H", "waste": "2H QD", "stock": "2C 10H"}
        session = table(piles, opt_refill_from_talon=1, opt_dead_talon=dead)
        session.play(TURN)  # 10♥, live
        session.play(move("b3", "seven3"))  # the space takes the 10♥
        assert top(session, "b3") == "10H" and top(session, "waste") == "QD"
        session.play(move("b4", hearts))
        assert top(session, "b4") == ("2C" if dead else "QD")


# -- check 6: the talon ----------------------------------------------------------------------


def test_check_6_talon_top_plays_and_covers_the_card_below() -> None:
    diamonds = next(p for p in SEVENS if RINGS[p].startswith("7D"))
    session = table({diamonds: "7D 8D", "stock": "9D JC"})
    session.play(TURN)  # J♣
    session.play(TURN)  # 9♦ above it
    clubs = next(p for p in SEVENS if RINGS[p].startswith("7C"))
    assert session.check(move("waste", clubs)) == "This foundation takes clubs only"  # J♣ is covered
    assert session.check(Move("move", "waste", clubs, 2)) == "Only the uppermost card can be moved"
    session.play(move("waste", diamonds))
    assert top(session, "waste") == "JC"


# -- check 7: nothing built on the bracelet -----------------------------------------------------


def test_check_7_no_bracelet_card_on_another() -> None:
    session = table({"b1": "5S", "b2": "6S"})
    assert session.check(move("b1", "b2")) == "Nothing is built on the bracelet: cards go only to the rings"
    assert session.check(move("b2", "b1")) == "Nothing is built on the bracelet: cards go only to the rings"
    session.play(TURN)
    assert session.check(move("b1", "waste")) == "Only cards turned from the pack go to the talon"
    assert session.check(move("b1", "stock")) == "Cards cannot be put back on the pack"


# -- check 8: one re-deal, unshuffled -------------------------------------------------------------


def test_check_8_one_redeal_in_the_order_laid_then_no_more() -> None:
    session = table({}, rest="waste")
    laid = list(session.state.piles["waste"])  # bottom first: the first laid on the talon
    assert session.check(TURN) == "No card can be turned now"
    session.play(Move(REDEAL))
    assert session.state.counters["redeals_left"] == 0
    turned = []
    while session.state.piles["stock"]:
        session.play(TURN)
        turned.append(session.state.top("waste"))
    assert turned == laid
    assert Move(REDEAL) not in session.legal_moves()
    assert session.check(Move(REDEAL)) == "No re-deals are left"
    assert GAME.can_redeal(session.state).reason == "No re-deals are left"


def test_redeal_only_when_the_pack_is_out() -> None:
    session = table({"waste": "9C", "stock": "5H"})
    assert GAME.can_redeal(session.state).reason == "The talon is re-dealt only when the pack is used up"


# -- the end ------------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    piles = {p: built(p, 13) for p in SEVENS} | {p: built(p, 1) for p in SIXES}
    piles["six8"] = built("six8", 2)  # 6♥ … 2♥ of pack 1: wants the A♥
    session = table({**piles, "b1": "AH/1"}, rest="b1", fill=False)
    assert session.state.piles["b1"] == cards("AH/1") and not session.state.piles["stock"]
    assert not session.is_won() and not session.is_lost()
    session.play(move("b1", "six8"))
    assert session.is_won() and not session.is_lost()
    assert {top(session, p) for p in SEVENS} == {"KC", "KD", "KS", "KH", "KC/1", "KD/1", "KS/1", "KH/1"}


def test_lost_only_when_no_play_and_no_redeal_remain() -> None:
    stuck = table({}, rest="waste", redeals_left=0)  # 9s and 4s in the bracelet, nothing fits
    assert stuck.is_lost()
    assert not table({}, rest="waste", redeals_left=1).is_lost()  # the re-deal is left
    assert not table({}, rest="stock", redeals_left=0).is_lost()  # the pack is left
    alive = table({"b1": "8C", "b2": "9C/1"}, rest="waste", redeals_left=0)
    assert not alive.is_lost()
    alive.play(move("b1", "seven1"))  # then the 9♣ of the bracelet follows
    assert not alive.is_lost()


def test_hints_play_a_deal_honestly() -> None:
    session = Session.new("two_rings", 3)
    play_hints_to_the_end(session, 400)
    assert session.is_won() or session.is_lost()
    assert session.legal_moves() == [] or session.is_won()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("two_rings", deal, seed, steps=300)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("two_rings", deal, seed)


def test_deal_2_is_won_by_following_the_hint() -> None:
    session = Session.new("two_rings", 2)
    play_hints_to_the_end(session, 400, autoplay="safe")
    assert session.is_won() and not session.is_lost()
    assert all(session.state.top(p).rank == 13 for p in SEVENS)
    assert all(session.state.top(p).rank == 1 for p in SIXES)


def test_the_rings_are_linked_as_on_the_plate() -> None:
    """Audit (the plate): where the rings overlap, the pair of sixes stands to
    the left of the pair of sevens, each inside the other ring."""
    from cadogan.layout.loader import load_layout

    piles = load_layout("two_rings").piles
    sevens_inner = [piles[p].x for p in ("seven3", "seven4")]
    sixes_inner = [piles[p].x for p in ("six7", "six8")]
    assert max(sixes_inner) < min(sevens_inner)
