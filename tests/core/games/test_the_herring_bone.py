"""The Herring-Bone: rules card checks, the book's other rules, deal, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_herring_bone import ASCENDING, BARS, BONE, DESCENDING, FOUNDATIONS, SCENES, TheHerringBone
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_herring_bone")
TURN = Move(DEAL, "stock", "waste")

# Filler for hand-made positions: cards no foundation of rank 8 below wants.
FULL_BARS = {"b1": "2D", "b2": "3D", "b3": "4D", "b4": "5D"}


def test_check_1_setup() -> None:
    state = GAME.deal(1)
    assert all(state.size(p) == 1 for p in BONE + SCENES + BARS)
    assert all(state.is_empty(p) for p in FOUNDATIONS)
    assert state.size("stock") == 63
    (first,) = state.piles["waste"]
    assert state.counters == {"redeals_left": 2, "base_rank": first.rank}
    assert set(state.piles["stock"]) == state.face_down
    assert_same_cards(GAME, state)
    session = Session(GAME, state)
    # The forty-first card must become the first foundation before anything else.
    assert session.legal_moves() == [move("waste", f) for f in FOUNDATIONS]
    assert session.check(TURN) == f"First place the {first.label} as a foundation"
    session.play(move("waste", "a1"))
    assert state.piles["a1"] == [first]


def test_check_2_herring_bone_is_taken_from_the_foot() -> None:
    bone = {"h24": "3C", "h25": "QH", "h26": "JH", "h27": "10H", "h28": "9H"}
    state = position(GAME, {**bone, **FULL_BARS, "a1": "8H"}, base_rank=8)
    session = Session(GAME, state)
    for pile in ("h28", "h27", "h26", "h25"):
        free = [p for p in BONE if GAME.can_lift(state, p, 1)]
        assert free == [pile]
        assert session.check(move("h24", "a1")) == "Only the lowest card of the herring-bone is free"
        session.play(move(pile, "a1"))
    assert [p for p in BONE if GAME.can_lift(state, p, 1)] == ["h24"]


def test_check_3_a_bar_is_refilled_from_the_herring_bone_at_once() -> None:
    state = position(GAME, {"h26": "KS", "h27": "QS", "h28": "JS", **FULL_BARS, "b2": "9H", "a1": "8H"}, base_rank=8)
    session = Session(GAME, state)
    session.play(move("b2", "a1"))
    assert state.piles["b2"] == cards("JS")
    assert state.is_empty("h28")
    assert GAME.can_lift(state, "h27", 1)
    assert state.piles["a1"] == cards("8H 9H")


def test_check_4_side_scenes_take_only_the_talon_or_turned_card() -> None:
    state = position(GAME, {"h28": "KS", **FULL_BARS, "waste": "QD", "stock": "JD"}, down="JD", base_rank=8)
    session = Session(GAME, state)
    assert session.check(move("h28", "s3")) == "A side scene is filled only from the pack or the talon"
    assert session.check(move("b1", "s3")) == "A side scene is filled only from the pack or the talon"
    session.play(move("waste", "s3"))  # the talon's top card
    assert session.check(move("waste", "s3")) == "There are not so many cards there"
    session.play(TURN)
    assert session.check(move("waste", "s3")) == "A side scene holds one card"
    session.play(move("waste", "s4"))  # the card just turned
    assert state.piles["s3"] == cards("QD") and state.piles["s4"] == cards("JD")


def test_check_5_piles_follow_suit_both_ways() -> None:
    state = position(GAME, {"a1": "8H", "d1": "8H/1", "s1": "9H", "s2": "7H", "s3": "9D"}, base_rank=8)
    assert GAME.check(state, move("s1", "a1"))
    assert GAME.check(state, move("s2", "d1"))
    assert GAME.check(state, move("s3", "a1")).reason == "This foundation takes hearts only"
    assert GAME.check(state, move("s1", "d1")).reason == "This foundation needs the 7 next"


def test_check_6_piles_wrap_round() -> None:
    state = position(
        GAME, {"a1": "8H 9H 10H JH QH KH", "d1": "8S 7S 6S 5S 4S 3S 2S AS", "s1": "AH", "s2": "KS"}, base_rank=8
    )
    session = Session(GAME, state)
    session.play(move("s1", "a1"))
    session.play(move("s2", "d1"))
    assert state.top("a1") == Card(Suit.HEARTS, 1) and state.top("d1") == Card(Suit.SPADES, 13)


def test_check_7_exchange_between_up_and_down_piles_of_a_suit() -> None:
    down_clubs = "8C/1 7C 6C 5C 4C 3C 2C AC KC QC JC"
    piles = {"a1": "8C 9C 10C", "d1": down_clubs, "d2": "8S 7S 6S 5S 4S 3S 2S AS KS QS JS", "s1": "9S"}
    state = position(GAME, piles, base_rank=8)
    session = Session(GAME, state)
    assert session.check(move("a1", "d2")) == "This foundation takes spades only"
    assert session.check(move("a1", "d1")) is None
    session.play(move("a1", "d1"))
    assert state.top("d1") == Card(Suit.CLUBS, 10) and state.top("a1") == Card(Suit.CLUBS, 9)


def test_check_8_at_most_four_bases_each_way() -> None:
    ups = {"a1": "8H", "a2": "8S", "a3": "8C", "a4": "8D"}
    state = position(GAME, {**ups, "waste": "8H/1", "stock": "2C"}, down="2C", base_rank=8)
    session = Session(GAME, state)
    assert session.legal_moves() == [move("waste", d) for d in DESCENDING]
    assert session.check(move("waste", "a1")) == "The 8♥ must start a foundation"
    assert session.check(TURN) == "First place the 8♥ as a foundation"


def test_check_9_only_two_redeals() -> None:
    state = position(GAME, {"h28": "KS", **FULL_BARS, "a1": "8H", "waste": "2H 3S 4C"}, base_rank=8, redeals_left=2)
    session = Session(GAME, state)
    for left in (1, 0):
        assert session.legal_moves()[-1] == Move(REDEAL)
        session.play(Move(REDEAL))
        assert state.counters["redeals_left"] == left
        assert state.size("stock") == 3 and state.is_empty("waste")
        for _ in range(3):
            session.play(TURN)
    assert Move(REDEAL) not in session.legal_moves()
    assert session.check(Move(REDEAL)) == "No re-deals are left"
    # A click on the empty pack says why nothing happens.
    assert session.check(Move(DEAL, "stock")) == "The pack is used up and no re-deals are left"


def test_an_empty_talon_is_not_re_dealt() -> None:
    state = position(GAME, {"h28": "KS", **FULL_BARS, "a1": "8H"}, base_rank=8, redeals_left=2)
    session = Session(GAME, state)
    assert GAME.actions(state) == []
    assert session.check(Move(REDEAL)) == "The talon is empty: there is nothing to re-deal"
    assert session.check(Move(DEAL, "stock")) == "The pack is used up"


# -- the book's other rules ----------------------------------------------------------


def test_redeal_shuffles_the_talon_into_a_face_down_pack_reproducibly() -> None:
    talon = "2H 3S 4C 5H 6S 7C 9H 10S JC QH"
    state = position(GAME, {"a1": "8H", "waste": talon}, base_rank=8, redeals_left=2)
    session = Session(GAME, state)
    assert session.check(Move(REDEAL)) is None
    session.play(Move(REDEAL))
    assert sorted(state.piles["stock"]) == sorted(cards(talon))
    assert state.piles["stock"] != list(reversed(cards(talon)))  # shuffled
    assert set(state.piles["stock"]) <= state.face_down
    again = position(GAME, {"a1": "8H", "waste": talon}, base_rank=8, redeals_left=2)
    Session(GAME, again).play(Move(REDEAL))
    assert again.piles["stock"] == state.piles["stock"]


def test_no_redeal_while_the_pack_lasts() -> None:
    state = position(GAME, {"a1": "8H", "waste": "2H", "stock": "3S"}, down="3S", base_rank=8, redeals_left=2)
    assert Session(GAME, state).check(Move(REDEAL)) == "The talon is re-dealt only when the pack is used up"


def test_a_turned_base_card_must_be_placed_at_once() -> None:
    state = position(GAME, {"h28": "KS", **FULL_BARS, "s1": "9H", "a1": "8H", "stock": "8C"}, down="8C", base_rank=8)
    session = Session(GAME, state)
    session.play(TURN)
    assert session.check(move("s1", "a1")) == "First place the 8♣ as a foundation"
    assert session.check(move("waste", "s2")) == "The 8♣ must start a foundation"
    assert session.legal_moves() == [move("waste", f) for f in FOUNDATIONS if f != "a1"]
    session.play(move("waste", "d3"))
    assert state.piles["d3"] == cards("8C")
    assert session.check(move("s1", "a1")) is None


def test_a_base_card_on_the_table_is_placed_when_the_player_likes() -> None:
    state = position(GAME, {"h28": "KS", **FULL_BARS, "s1": "8D", "a1": "8H", "stock": "2C"}, down="2C", base_rank=8)
    session = Session(GAME, state)
    assert TURN in session.legal_moves()
    assert move("s1", "d1") in session.legal_moves() and move("s1", "a2") in session.legal_moves()
    assert session.check(move("s1", "a1")) == "This foundation takes hearts only"
    assert not GAME.is_safe(state, move("s1", "d1"))


def test_bases_stay_and_exchanges_need_opposite_directions() -> None:
    state = position(GAME, {"a1": "8C 9C", "a2": "8C/1", "d1": "8D"}, base_rank=8)
    session = Session(GAME, state)
    assert session.check(move("d1", "a1")) == "A foundation's base card stays where it is"
    assert session.check(move("a1", "a2")) == "Exchanges go between an ascending and a descending pile"


def test_bars_stay_empty_once_the_herring_bone_is_gone() -> None:
    state = position(GAME, {"h1": "9H", **FULL_BARS, "b1": "10H", "a1": "8H"}, base_rank=8)
    session = Session(GAME, state)
    session.play(move("h1", "a1"))
    session.play(move("b1", "a1"))
    assert state.is_empty("b1")
    assert session.check(move("b2", "b1")) == "The herring-bone is used up, so empty bars stay empty"
    session.undo()
    session.undo()
    assert session.check(move("b2", "b1")) == "A bar is refilled from the herring-bone by itself"


def test_herring_bone_cards_go_only_to_foundations() -> None:
    state = position(GAME, {"h28": "9H", **FULL_BARS, "a1": "8H"}, base_rank=8)
    assert [m for m in GAME.legal_moves(state) if m.src == "h28"] == [move("h28", "a1")]


# -- deal ----------------------------------------------------------------------------


def test_recorded_deal_1() -> None:
    state = GAME.deal(1)
    assert state.top("h28") == Card(Suit.SPADES, 10, 1)
    assert state.top("h1") == Card(Suit.DIAMONDS, 2, 1)
    assert state.top("s1") == Card(Suit.SPADES, 9, 1)
    assert state.top("b4") == Card(Suit.CLUBS, 2, 1)
    assert state.piles["waste"] == [Card(Suit.SPADES, 9, 0)]
    assert state.top("stock") == Card(Suit.SPADES, 6, 0)
    assert state.counters["base_rank"] == 9


def test_deals_differ_and_are_reproducible() -> None:
    assert GAME.deal(5) == GAME.deal(5)
    assert GAME.deal(5) != GAME.deal(6)


# -- advice and the end ----------------------------------------------------------------


def test_is_safe_for_every_card_but_a_base() -> None:
    state = position(GAME, {"a1": "8H", "s1": "9H", "s2": "8S", "h28": "QC", **FULL_BARS}, base_rank=8)
    assert GAME.is_safe(state, move("s1", "a1"))
    assert not GAME.is_safe(state, move("s2", "d1"))
    assert not GAME.is_safe(state, move("h28", "a1"))  # not even legal


def test_exchanges_are_idle_only_when_no_card_of_the_suit_is_free() -> None:
    down_clubs = "8C/1 7C 6C 5C 4C 3C 2C AC KC QC JC"
    piles = {"a1": "8C 9C 10C", "d1": down_clubs, "s1": "5H"}
    state = position(GAME, piles, base_rank=8)
    session = Session(GAME, state)
    assert session.legal_moves() == [move("d1", "a1"), move("a1", "d1")]
    assert GAME.is_idle(state, move("a1", "d1")) and GAME.is_idle(state, move("d1", "a1"))
    assert session.is_lost()
    state.piles["s2"] = cards("QC/1")
    assert not GAME.is_idle(state, move("a1", "d1"))
    assert not session.is_lost()


def full_state() -> core.State:
    """F = 8; in each suit pack 0 ascends, pack 1 descends; all 104 placed."""
    state = GAME.empty_state(1, base_rank=8, redeals_left=0)
    for index, suit in enumerate(Suit):
        up = [(8 + step - 1) % 13 + 1 for step in range(13)]
        down = [(8 - step - 1) % 13 + 1 for step in range(13)]
        state.piles[ASCENDING[index]] = [Card(suit, rank, 0) for rank in up]
        state.piles[DESCENDING[index]] = [Card(suit, rank, 1) for rank in down]
    return state


def test_win_through_the_api() -> None:
    state = full_state()
    assert_same_cards(GAME, state)
    assert GAME.is_won(state)
    # Take the last cards back out onto the table, the pack and the talon.
    hearts_up = ASCENDING[list(Suit).index(Suit.HEARTS)]
    clubs_up = ASCENDING[list(Suit).index(Suit.CLUBS)]
    clubs_down = DESCENDING[list(Suit).index(Suit.CLUBS)]
    h7, h6, h5 = (state.piles[hearts_up].pop() for _ in range(3))
    c7 = state.piles[clubs_up].pop()
    c9 = state.piles[clubs_down].pop()
    state.piles["h28"], state.piles["h27"], state.piles["b1"] = [h6], [h7], [h5]
    state.piles["stock"] = [c9]
    state.face_down.add(c9)
    state.piles["waste"] = [c7]
    state.counters["redeals_left"] = 1
    assert_same_cards(GAME, state)
    session = Session(GAME, state)
    assert not session.is_won()
    session.play(move("b1", hearts_up))  # 5♥; the herring-bone's 6♥ fills the bar
    assert state.piles["b1"] == [h6]
    session.autoplay("safe")  # 6♥ from the bar, 7♥ after it, 7♣ from the talon
    assert state.is_empty("waste") and state.is_empty("b1")
    session.play(TURN)
    session.play(move("waste", clubs_down))
    assert session.is_won()
    assert not session.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (3, 8), (99, 4), (4321, 2)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_herring_bone", deal, seed, steps=250)


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_save_and_load_round_trip(seed: int) -> None:
    check_save_round_trip("the_herring_bone", 12, seed)


def test_game_class_and_titles() -> None:
    assert isinstance(GAME, TheHerringBone)
    ids = list(GAME.pile_roles())
    assert ids[:28] == BONE and ids[28:40] == SCENES + BARS
    assert ids[40:] == [*DESCENDING, *ASCENDING, "stock", "waste"]
    state = position(GAME, {"s1": "8D"}, base_rank=8)
    assert GAME.describe(state, move("s1", "d2")) == "8♦ starts a descending foundation"
    assert GAME.counters_shown(GAME.deal(1)) == {"redeals_left": 2, "base_rank": "9"}
    court = GAME.deal(1)
    court.counters["base_rank"] = 11
    assert GAME.counters_shown(court)["base_rank"] == "knave"  # shown by name
