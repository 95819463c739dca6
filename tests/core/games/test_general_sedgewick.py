"""General Sedgewick: rules card checks, the book's other rules, deal, play, saves."""

from __future__ import annotations

import random

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.cards import Card, Suit
from cadogan.core.games.general_sedgewick import CORNERS, CROSS, GeneralSedgewick
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    assert_solver_agrees,
    cards,
    check_random_play,
    check_save_round_trip,
    position,
)

GAME = core.get_game("general_sedgewick")
TURN = Move(DEAL, "stock", "waste")
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def at(piles: dict[str, str], down: str = "", base_rank: int = 9) -> Session:
    """A hand-made position holding only the cards named."""
    return Session(GAME, position(GAME, piles, down=down, base_rank=base_rank))


# -- the rules card's checks -------------------------------------------------------------


def test_check_1_setup() -> None:
    state = GAME.deal(1)
    assert [state.size(p) for p in CROSS] == [1] * 5
    (first,) = state.piles["f1"]
    assert all(state.is_empty(c) for c in CORNERS[1:])
    assert state.size("stock") == 46 and state.is_empty("waste")
    assert set(state.piles["stock"]) == state.face_down
    assert state.counters == {"base_rank": first.rank}
    assert_same_cards(GAME, state)


def test_check_2_foundations_follow_suit() -> None:
    s = at({"f1": "9C", "top": "10C", "left": "10S"})
    assert s.check(move("top", "f1")) is None
    assert s.check(move("left", "f1")) == "This foundation takes clubs only"


def test_check_3_piles_wrap_and_end_one_below_their_base() -> None:
    s = at({"f1": "9C 10C JC QC KC", "top": "AC"})
    s.play(move("top", "f1"))
    assert s.state.top("f1") == Card(Suit.CLUBS, 1)
    full = at({"f1": "9C 10C JC QC KC AC 2C 3C 4C 5C 6C 7C", "top": "8C", "f2": "9D", "left": "10D"})
    full.play(move("top", "f1"))
    assert full.state.size("f1") == 13
    assert full.check(move("left", "f1")) == "This foundation is complete"


def test_check_4_descending_regardless_of_suit_between_packets() -> None:
    s = at({"top": "7H", "left": "8S", "right": "9S", "bottom": "6S"})
    assert s.check(move("top", "left")) is None
    assert s.check(move("top", "right")) == "Only an 8 can go on the 9♠"
    assert s.check(move("top", "bottom")) == "Only a 5 can go on the 6♠"


def test_check_5_a_covered_card_is_not_free() -> None:
    s = at({"f1": "9C", "top": "10C 8H", "left": "9S"})
    assert s.check(move("top", "f1", 2)) == "Only the uppermost card can be moved"
    assert s.check(move("top", "left", 2)) == "Only the uppermost card can be moved"
    assert [m for m in s.legal_moves() if m.src == "top"] == [move("top", "left")]


def test_check_6_a_turned_card_onto_the_cross() -> None:
    s = at({"top": "6C", "stock": "5D"}, down="5D")
    s.play(TURN)
    assert s.check(move("waste", "top")) is None
    s.play(move("waste", "top"))
    assert s.state.piles["top"] == cards("6C 5D")


def test_check_7_a_turned_base_card_goes_to_the_next_corner_at_once() -> None:
    s = at({"f1": "9C", "f3": "9S", "stock": "2H 9D"}, down="2H 9D")
    s.play(TURN)
    assert s.state.piles["f2"] == cards("9D") and s.state.is_empty("waste")
    s.undo()
    assert s.state.piles["stock"] == cards("2H 9D") and s.state.is_empty("f2")


def test_check_8_spaces_take_the_talon_or_the_turned_card_only() -> None:
    s = at({"left": "KH", "right": "QS", "waste": "4C", "stock": "JD"}, down="JD")
    assert s.check(move("left", "top")) == "An empty packet is filled only from the pack or the talon"
    assert s.check(move("waste", "top")) is None
    s.play(move("waste", "top"))
    s.play(TURN)
    assert s.check(move("waste", "bottom")) is None  # the card just turned


# -- other rules ---------------------------------------------------------------------------


def test_base_cards_on_the_table_start_any_empty_corner_when_the_player_likes() -> None:
    s = at({"f1": "9C", "top": "9H", "waste": "9S", "left": "10H"})
    assert s.check(move("top", "f4")) is None and s.check(move("waste", "f2")) is None
    assert s.check(move("left", "f2")) == "A foundation here starts with a 9"
    assert GAME.describe(s.state, move("top", "f4")) == "9♥ starts the lower-right foundation"


def test_nothing_goes_on_an_ace_or_back_to_the_pack() -> None:
    s = at({"top": "AC", "left": "KD", "waste": "2H"})
    assert s.check(move("left", "top")) == "No card can be placed on the A♣"
    assert s.check(move("top", "waste")) == "Cards cannot be put there"
    assert s.check(move("top", "stock")) == "Cards cannot be put there"
    assert s.check(move("f1", "top")) == "There are not so many cards there"


def test_foundation_cards_stay_and_the_pack_is_clicked() -> None:
    s = at({"f1": "9C 10C", "top": "JD", "stock": "3H"}, down="3H")
    assert s.check(move("f1", "top")) == "Cards on a foundation stay there"
    assert s.check(move("stock", "top")) == "Click the pack to turn a card"
    s.play(TURN)
    assert s.check(TURN) == "The pack is used up"


def test_recorded_deal_1() -> None:
    state = GAME.deal(1)
    assert [state.top(p).label for p in CROSS] == ["8♦", "6♣", "9♦", "K♦", "5♠"]
    assert state.piles["f1"] == cards("4D")
    assert state.counters["base_rank"] == 4


def test_deals_differ_and_are_reproducible() -> None:
    assert GAME.deal(5) == GAME.deal(5)
    assert GAME.deal(5) != GAME.deal(6)


# -- advice and the end ----------------------------------------------------------------------


def test_is_safe_once_every_lower_card_is_home() -> None:
    s = at({"f1": "AC 2C", "f2": "AD 2D", "f3": "AH", "f4": "AS 2S", "top": "3C", "left": "2H"}, base_rank=1)
    assert GAME.is_safe(s.state, move("left", "f3"))
    assert not GAME.is_safe(s.state, move("top", "f1"))  # the 2♥ could still go on it
    s.play(move("left", "f3"))
    assert GAME.is_safe(s.state, move("top", "f1"))


def test_lost_when_the_pack_is_out_and_only_swaps_are_left() -> None:
    s = at({"f1": "9C", "top": "KS 6C 5D", "left": "KD 6H", "centre": "KH", "right": "KC", "bottom": "JS"})
    assert s.legal_moves() == [move("top", "left")]
    assert s.is_lost() and s.hint() is None


def test_not_lost_while_the_pack_lasts_or_a_swap_opens_a_play() -> None:
    piles = {"f1": "9C", "top": "KS 6C 5D", "left": "KD 6H", "centre": "KH", "right": "KC", "bottom": "JS"}
    assert not at({**piles, "stock": "3D"}, down="3D").is_lost()
    s = at({**piles, "f1": "2C 3C 4C 5C"}, base_rank=2)
    assert not s.is_lost()
    s.play(s.hint())
    assert s.check(move("top", "f1")) is None  # the 6♣ uncovered goes home


def test_won_through_the_api() -> None:
    # Foundations from 9: each suit 9 … K, A … 8; the last cards wait on the
    # cross and in the pack.
    order = RANKS[8:] + RANKS[:8]
    piles = {corner: " ".join(f"{r}{suit}" for r in order) for corner, suit in zip(CORNERS, "CDHS", strict=True)}
    piles["f1"] = piles["f1"].removesuffix(" 8C")
    piles["f4"] = piles["f4"].removesuffix(" 7S 8S")
    s = Session.from_position(
        "general_sedgewick", {**piles, "top": "8S 8C", "stock": "7S"}, face_down="7S", counters={"base_rank": 9}
    )
    assert not s.is_won() and not s.is_lost()
    s.play(move("top", "f1"))
    s.play(TURN)
    s.play(move("waste", "f4"))
    s.play(move("top", "f4"))
    assert s.is_won() and not s.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (77, 3), (4321, 5)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("general_sedgewick", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_and_load_round_trip(seed: int) -> None:
    check_save_round_trip("general_sedgewick", 9, seed)


def test_game_class_titles_and_counters() -> None:
    assert isinstance(GAME, GeneralSedgewick)
    assert list(GAME.pile_roles()) == [*CROSS, *CORNERS, "stock", "waste"]
    assert GAME.pile_title("left") == "the left packet"
    assert GAME.pile_title("f1") == "the upper-left foundation"
    assert GAME.counter_ranges() == {"base_rank": (1, 13)}
    state = GAME.deal(1)
    state.counters["base_rank"] = 12
    assert GAME.counters_shown(state) == {"base_rank": "queen"}


# -- the solver's dead end: a card that can never go home (blocks.never_all_home) ---------


def crossed_packets(free_queen: bool) -> core.State:
    """Base rank 9: hearts and spades home (9 to 8), clubs and diamonds to
    the 10. The top packet holds K♣ and J♦ under Q♣, the left one K♦ and
    J♣ under Q♦: each queen waits for the jack under the other, and the
    kings it could go on lie under it or are home. ``free_queen``: Q♣ lies
    on the talon instead (a space takes it, and the J♦ goes home)."""
    ranks = [9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6, 7, 8]
    piles = {
        "f1": " ".join(f"{RANKS[r - 1]}H" for r in ranks),
        "f2": " ".join(f"{RANKS[r - 1]}S" for r in ranks),
        "f3": "9C 10C",
        "f4": "9D 10D",
        "top": "KC JD" if free_queen else "KC JD QC",
        "left": "KD JC QD",
        "waste": "AC 2C 3C 4C 5C 6C 7C 8C AD 2D 3D 4D 5D 6D 7D 8D" + (" QC" if free_queen else ""),
    }
    return position(GAME, piles, base_rank=9)


def test_two_queens_each_over_the_jack_the_other_needs_are_lost() -> None:
    from tests.core.helpers import winnable

    state = crossed_packets(free_queen=False)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_the_queen_in_the_talon_goes_home_after_the_jack() -> None:
    from tests.core.helpers import winnable

    state = crossed_packets(free_queen=True)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def corners_built(rng: random.Random, state: core.State, base: int, out_count: range) -> list[Card]:
    """Each suit's corner built from ``base`` to a random height (at least
    its base), drawn again until the cards left out number within
    ``out_count``: those cards."""
    out: list[Card] = []
    while len(out) not in out_count:
        out = []
        for corner, suit in zip(CORNERS, Suit, strict=True):
            ranks = [(base - 1 + step) % 13 + 1 for step in range(13)]
            height = rng.randint(1, 13)
            state.piles[corner] = [Card(suit, rank) for rank in ranks[:height]]
            out += [Card(suit, rank) for rank in ranks[height:]]
    return out


def small_cross(seed: int) -> core.State:
    """A random end position: a random foundation rank, each suit's corner
    built from it to a random height (at least its base), the 6 to 11 cards
    out dealt at random to the five packets, the talon and the pack."""

    rng = random.Random(seed)
    base = rng.randint(1, 13)
    state = GAME.empty_state(seed, base_rank=base)
    out = corners_built(rng, state, base, range(6, 12))
    rng.shuffle(out)
    packets = rng.sample(CROSS, rng.randint(2, 5))
    for card in out:
        place = rng.choice(["stock", "waste", "waste", *packets])
        state.piles[place].append(card)
        if place == "stock":
            state.face_down.add(card)
    return state


def test_random_positions_judged_dead_are_lost_and_a_careless_test_is_caught(monkeypatch) -> None:
    """Every random position the dead end calls lost is lost (the plain
    search); the same test letting a card onto one rank higher of its own
    suit alone calls won positions dead, and these positions catch it."""
    from cadogan.core.games import general_sedgewick as sedgewick
    from tests.core.helpers import exhaustive_win

    positions = [small_cross(seed) for seed in range(300)]

    def judged() -> tuple[int, int]:
        lost = won = 0
        for state in positions:
            if GAME.solver_dead_end(state):
                answer = exhaustive_win(GAME, state, cap=6_000)
                if answer is not None:
                    won += answer
                    lost += not answer
        return lost, won

    lost, won = judged()
    assert won == 0 and lost >= 30
    careless = {ident: onto[:1] for ident, onto in sedgewick.ONTO_IDENTS.items()}
    monkeypatch.setattr(sedgewick, "ONTO_IDENTS", careless)
    assert judged()[1] > 0


def test_the_solver_agrees_with_the_plain_search_on_random_end_positions() -> None:
    assert_solver_agrees(GAME, ((seed, small_cross(seed)) for seed in range(300, 480)))
