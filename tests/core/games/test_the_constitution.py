"""The Constitution: the rules card's checks, the star, the divisions,
vacancies filled at once down the chain, the talon, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.cards import Suit
from cadogan.core.games.the_constitution import FOUNDATIONS, GOVERNMENT, OUTER_RING, PACKETS, ROW
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
    suit_up_to,
)

GAME = core.get_game("the_constitution")
TURN = Move(DEAL, "stock", "waste")
LETTER = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}


def _copies(piles: dict[str, Suit], rank: str) -> dict[str, str]:
    seen: set[Suit] = set()
    out = {}
    for pile, suit in piles.items():
        out[pile] = f"{rank}{LETTER[suit]}{'/1' if suit in seen else ''}"
        seen.add(suit)
    return out


ACES = _copies(GOVERNMENT, "A")
STAR = {"sovereign": "QD", **ACES, **_copies(OUTER_RING, "K"), "aside": "QC QH QS QC/1 QD/1 QH/1 QS/1"}


def table(piles: dict[str, str], pack: str = "", rest: str = "stock", fill: bool = True) -> Session:
    """The star as laid (unless named) plus ``piles``; packets not named hold
    one card each from the rest (with ``fill``); ``pack`` on top of the pack
    (its last card turned first); every other card on ``rest``. Only the pack
    lies face down."""
    state = position(GAME, {**STAR, **piles, "stock": pack}, rest=rest)
    named = len(cards(pack))
    if rest == "stock":
        state.piles["stock"] = state.piles["stock"][named:] + state.piles["stock"][:named]
    if fill:
        for packet in PACKETS:
            if packet not in piles:
                state.piles[packet] = [state.piles[rest].pop(0)]
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


def face(state: core.State, pile: str) -> tuple[Suit, int]:
    return state.top(pile).suit, state.top(pile).rank


def top(session: Session, pile: str) -> str:
    card = session.state.top(pile)
    return card.code.removesuffix(".0").replace(".", "/") if card else ""


# -- check 1: the deal --------------------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_star_divisions_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert [c.label for c in state.piles["sovereign"]] == ["Q♦"]
    assert {p: face(state, p) for p in FOUNDATIONS} == {p: (s, 1) for p, s in GOVERNMENT.items()}
    assert {p: face(state, p) for p in OUTER_RING} == {p: (s, 13) for p, s in OUTER_RING.items()}
    assert sorted(c.label for c in state.piles["aside"]) == sorted(["Q♣", "Q♣", "Q♦", "Q♥", "Q♥", "Q♠", "Q♠"])
    assert all(state.size(p) == 1 for p in PACKETS)
    assert state.size("stock") == 48 and not state.piles["waste"]
    in_play = [c for p in (*PACKETS, "stock") for c in state.piles[p]]
    assert len(in_play) == 80 and not any(c.rank in (1, 12, 13) for c in in_play)
    # dealt beginning with the lowest row, the People, left to right
    rest = [c for c in GAME.shuffled_deck(deal) if c.rank not in (1, 12, 13)]
    order = [*ROW["people"], *ROW["commons"], *ROW["lords"], *ROW["privy"]]
    assert [state.piles[p][0] for p in order] == rest[:32]


def test_the_star_by_the_plate() -> None:
    assert GOVERNMENT["g1"] == GOVERNMENT["g5"] == Suit.CLUBS  # north and south
    assert GOVERNMENT["g8"] == GOVERNMENT["g4"] == Suit.DIAMONDS  # north-west and south-east
    assert [OUTER_RING[f"k{n}"].colour.value for n in (1, 3, 5, 7)] == ["red"] * 4  # the Judges at N, E, S, W


# -- checks 2 and 9: only the Privy Council goes home, up to the knave ------------------------------


def test_only_the_privy_council_goes_home() -> None:
    session = table({"lords1": "2H", "privy1": "2H/1"})
    assert session.check(move("lords1", "g2")) == "Only cards of the Privy Council go to the Government"
    assert session.check(move("privy1", "g2")) is None


def test_knave_ends_a_foundation() -> None:
    session = table({"g4": suit_up_to("D", 10), "privy1": "9C JD", "privy2": "9C/1 JD/1"})
    session.play(move("privy1", "g4"))
    assert top(session, "g4") == "JD"
    assert session.check(move("privy2", "g4")) == "This foundation is complete"


def test_foundations_follow_suit() -> None:
    session = table({"privy1": "2D"})
    assert session.check(move("privy1", "g2")) == "This foundation takes hearts only"


# -- checks 3, 4 and 8: climbing one division at a time ---------------------------------------------------


def test_nine_of_hearts_climbs_to_the_commons() -> None:
    session = table({"people1": "9H", "commons1": "10S", "lords1": "10S/1", "commons2": "10D"})
    assert session.check(move("people1", "commons1")) is None
    assert session.check(move("people1", "lords1")) == "A card climbs to the division just above its own, one at a time"
    assert session.check(move("people1", "commons2")) == "Red and black must alternate"


def test_never_down_nor_sideways() -> None:
    session = table({"commons1": "9H", "people1": "10C", "lords1": "9C", "commons2": "10S"})
    assert session.check(move("commons1", "people1")) == (
        "A card climbs to the division just above its own, one at a time"
    )
    assert session.check(move("commons1", "lords1")) == "The sequence must descend by one"
    assert session.check(move("commons1", "commons2")) == (
        "A card climbs to the division just above its own, one at a time"
    )
    assert session.check(move("privy1", "privy2")) == "Privy Council cards go only to the Government"


def test_talon_card_never_placed_in_sequence() -> None:
    session = table({"people1": "8D"}, pack="7C")
    session.play(TURN)
    assert top(session, "waste") == "7C"
    assert session.check(move("waste", "people1")) == (
        "The talon's cards come in only to fill a vacancy among the People"
    )


# -- checks 5 and 6: the chain of vacancies --------------------------------------------------------------------


def test_vacancy_chain_from_the_privy_council_to_the_people() -> None:
    session = table({"g1": "AC 2C 3C", "privy1": "4C", "lords1": "9S", "lords2": "9S/1", "waste": "5H 6H"}, pack="7D")
    session.play(move("privy1", "g1"))
    assert session.state.piles["privy1"] == []
    legal = session.legal_moves()
    assert {m.dst for m in legal} == {"privy1"} and {m.src for m in legal} == set(ROW["lords"])
    assert session.check(move("privy2", "g1")) == "First fill the vacancy in the Privy Council from the House of Lords"
    assert session.check(TURN) == "First fill the vacancy in the Privy Council from the House of Lords"
    session.play(move("lords2", "privy1"))
    assert {m.src for m in session.legal_moves()} == set(ROW["commons"])
    assert {m.dst for m in session.legal_moves()} == {"lords2"}
    session.play(move("commons5", "lords2"))
    assert {m.dst for m in session.legal_moves()} == {"commons5"}
    session.play(move("people3", "commons5"))
    assert top(session, "people3") == "6H"  # the talon's top, at once
    assert top(session, "waste") == "5H"
    assert session.check(TURN) is None  # the chain is over


def test_people_vacancy_from_the_pack_when_there_is_no_talon() -> None:
    session = table({"commons1": "10S", "people1": "9H"}, pack="3D 7C")
    session.play(move("people1", "commons1"))
    assert top(session, "people1") == "7C" and session.state.is_up(session.state.top("people1"))
    assert top(session, "stock") == "3D"


def test_a_lone_source_fills_by_itself() -> None:
    empty = {p: "" for p in (*ROW["lords"], *ROW["commons"], *ROW["people"])}
    others = dict(zip(ROW["privy"][2:], ["2C", "2D", "2S", "3C", "3D", "3S"], strict=True))
    session = table({"g2": suit_up_to("H", 6), **empty, **others, "lords4": "8S 7H", "privy1": "7H/1"}, rest="privy2")
    session.play(move("privy1", "g2"))
    assert top(session, "privy1") == "7H"  # the Lords' only card came up by itself
    assert session.state.piles["lords4"] == cards("8S")
    assert move("lords4", "privy1") not in session.legal_moves()


# -- check 7: only the top card -------------------------------------------------------------------------------


def test_covered_card_waits() -> None:
    session = table({"g3": suit_up_to("S", 9), "privy1": "10S 9H"})
    assert session.check(move("privy1", "g3")) == "This foundation takes spades only"
    assert session.check(Move("move", "privy1", "g3", 2)) == "Only the uppermost card can be moved"


def test_the_star_never_moves() -> None:
    session = table({})
    assert session.check(move("sovereign", "privy1")) == "The Sovereign, the Bishops and the Judges never move"
    assert session.check(move("k1", "privy1")) == "The Sovereign, the Bishops and the Judges never move"
    assert session.check(move("g1", "privy1")) == "Cards on the Government stay there"


# -- the end -------------------------------------------------------------------------------------------------


def full(pile: str) -> str:
    suit = LETTER[GOVERNMENT[pile]]
    copy = 1 if list(GOVERNMENT.values()).index(GOVERNMENT[pile]) != list(GOVERNMENT).index(pile) else 0
    return suit_up_to(suit, 11, copy)


def test_won_through_the_api() -> None:
    piles = {g: full(g) for g in FOUNDATIONS}
    piles["g1"] = suit_up_to("C", 10)
    session = table({**piles, "privy1": "JC"}, fill=False)
    assert not session.is_won() and not session.is_lost()
    session.play(move("privy1", "g1"))
    assert session.is_won()


def test_lost_and_not_lost() -> None:
    piles = {g: full(g) for g in FOUNDATIONS}
    piles["g1"] = suit_up_to("C", 8)  # wants the 9♣; the 9♣, 10♣ and J♣ are left
    lost = table({**piles, "privy1": "9C 10C", "privy2": "JC"}, fill=False)
    assert lost.legal_moves() == [] and lost.is_lost()
    alive = table({**piles, "privy1": "10C 9C", "privy2": "JC"}, fill=False)
    assert not alive.is_lost()
    climbing = table({**piles, "privy1": "JC 10C", "lords1": "9C"}, fill=False)
    assert not climbing.is_lost()  # the 9♣ fills a vacancy in the Privy Council, then goes home
    assert climbing.legal_moves()[0] == move("lords1", "privy2")


def test_not_lost_while_the_pack_lasts() -> None:
    assert not Session.new("the_constitution", 1).is_lost()


def test_hint_plays_on_to_an_end() -> None:
    session = Session.new("the_constitution", 2)
    play_hints_to_the_end(session, 600, autoplay="safe")
    assert session.is_won() or session.is_lost()
    assert_same_cards(GAME, session.state)


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_constitution", deal, seed, steps=300)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_constitution", deal, seed)


def test_a_card_alone_in_its_packet_is_not_sent_home_by_itself() -> None:
    """A lone card sent home leaves a vacancy filled at once, down to the
    People from the talon: a choice the player may want to make later (after
    dealing from the pack), so auto-play and the solver leave it to them; a
    card with another under it goes home safely."""
    alone = table({"privy1": "2S"}, pack="5H 6C")
    assert alone.check(move("privy1", "g3")) is None
    assert not GAME.is_safe(alone.state, move("privy1", "g3"))
    covering = table({"privy1": "3D 2S"}, pack="5H 6C")
    assert GAME.is_safe(covering.state, move("privy1", "g3"))
