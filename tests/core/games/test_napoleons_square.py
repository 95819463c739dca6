"""Napoleon's Square and its single-card way: the rules card's checks and the
book's rules."""

from __future__ import annotations

import random

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, IllegalMove, Move, Session
from cadogan.core.cards import Card, Suit
from cadogan.core.moves import move
from cadogan.core.state import State
from tests.core.helpers import (
    assert_same_cards,
    assert_solver_agrees,
    cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
    suit_up_to,
)

GAME = core.get_game("napoleons_square")
SINGLE = core.get_game("napoleons_square_single_card")
PACKETS = [f"p{i}" for i in range(1, 13)]
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
TURN = Move(DEAL, "stock", "waste")
AGAIN = Move("redeal_square")
KINGS_FIRST = "First deal the square again or slip a king to the bottom of its packet"


def session(piles: dict[str, str], down: str = "", game=GAME, **counters: int) -> Session:
    """A position by hand; the pack's cards lie face down."""
    down = f"{down} {piles.get('stock', '')}"
    return Session(game, position(game, piles, down=down, **counters))


# -- checks of the rules card ------------------------------------------------------


def test_check_1_the_deal():
    state = GAME.deal(1)
    assert [state.size(p) for p in PACKETS] == [4] * 12
    assert all(state.is_up(card) for p in PACKETS for card in state.piles[p])
    assert state.size("stock") == 56 and all(card in state.face_down for card in state.piles["stock"])
    assert not state.piles["waste"] and not any(state.piles[f] for f in FOUNDATIONS)
    assert_same_cards(GAME, state)


def test_each_packets_four_cards_are_dealt_together():
    deck = GAME.shuffled_deck(1)
    state = GAME.deal(1)
    assert [state.piles[p] for p in PACKETS] == [deck[4 * i : 4 * i + 4] for i in range(12)]
    assert state.top("stock") == deck[48]


def test_check_2_marriages_descend_in_suit():
    s = session({"p1": "6C", "p2": "7C", "p3": "7S", "p4": "5C"})
    assert s.check(move("p1", "p2")) is None
    assert s.check(move("p1", "p3")) == "Marriages must follow suit"
    assert s.check(move("p1", "p4")) == "Only the 4 of clubs can go on the 5♣"


def test_check_3_a_card_under_another_waits_until_it_has_gone():
    s = session({"p1": "3D 2H 9S", "f1": "AH", "p2": "10S"})
    assert s.check(move("p1", "f1", 2)) == "Only the uppermost card can be moved"
    s.play(move("p1", "p2"))
    assert s.check(move("p1", "f1")) is None


def test_check_4_a_turned_ace_starts_a_foundation_that_follows_suit():
    s = session({"stock": "2H 2D AD", "p1": "KC"}, down="2H 2D AD")
    s.play(TURN)
    assert s.check(move("waste", "f5")) is None
    s.play(move("waste", "f5"))
    s.play(TURN)
    assert s.check(move("waste", "f5")) is None
    s.play(move("waste", "f5"))
    s.play(TURN)
    assert s.check(move("waste", "f5")) == "This foundation takes diamonds only"


def test_check_5_a_space_takes_one_card_from_the_talon_only():
    s = session({"p4": "", "waste": "3S JC", "p7": "9H 5D", "p1": "10C"})
    assert s.check(move("p7", "p4")) == "A space is filled only from the pack or the talon"
    assert s.check(move("waste", "p4")) is None
    s.play(move("waste", "p4"))
    assert s.check(move("p1", "p4")) is None
    s.play(move("p1", "p4"))
    assert s.state.piles["p4"] == cards("JC 10C")


def test_check_6_a_space_may_wait_while_cards_are_turned():
    s = session({"p4": "", "p1": "QH", "stock": "5S 8D"}, down="5S 8D")
    s.play(TURN)
    s.play(TURN)
    assert s.state.piles["p4"] == [] and s.state.piles["waste"] == cards("8D 5S")


def test_check_7_the_talon_top_may_be_married():
    s = session({"p2": "4C 10D", "waste": "9D"})
    assert s.check(move("waste", "p2")) is None
    s.play(move("waste", "p2"))
    assert s.state.piles["p2"] == cards("4C 10D 9D")


# The rules card's example: both K♦ lie above a lower diamond.
KINGS = {"p3": "4D 8S KD QC", "p9": "9D KD/1 3H 5S", "stock": "2C"}


def test_check_8_the_kings_check_is_offered_when_both_kings_block():
    s = session(KINGS)
    assert GAME.king_check_due(s.state)
    assert s.legal_moves() == [Move("slip_king_1", "p3", count=2), Move("slip_king_2", "p9", count=3), AGAIN]
    # With the second K♦ at the bottom of packet 9 it is not offered.
    s = session({"p3": "4D 8S KD QC", "p9": "KD/1 9D 3H 5S", "stock": "2C"}, down="2C")
    assert not GAME.king_check_due(s.state)
    assert AGAIN not in s.legal_moves() and TURN in s.legal_moves()


def test_kings_of_one_packet_count_and_a_king_above_its_twin_does_not_block():
    s = session({"p5": "KS 7H KS/1"})
    assert not GAME.king_check_due(s.state)  # the upper K♠ lies only on its twin and a heart
    s = session({"p5": "KS/1 7H 2S KS"})
    assert not GAME.king_check_due(s.state)
    s = session({"p5": "KS 2S 7H KS/1", "p6": "3S KS"})
    assert GAME.king_check_due(s.state)
    s = session({"p5": "2S 4S KS 7H KS/1"})
    assert [king.code for _, king in GAME.blocking_kings(s.state)] == ["KS.1", "KS.0"]


def test_check_9_the_remedy_comes_first_and_only_once():
    s = session(KINGS)
    assert s.check(TURN) == KINGS_FIRST
    assert s.check(move("p3", "p9")) == KINGS_FIRST
    s.play(Move("slip_king_1", "p3", count=2))
    assert s.state.piles["p3"] == cards("KD 4D 8S QC")
    assert TURN in s.legal_moves()
    assert not [m for m in s.legal_moves() if m.kind.startswith("slip_king") or m == AGAIN]
    assert s.check(AGAIN) == "That is not allowed now"
    s.undo()
    assert s.state.piles["p3"] == cards("4D 8S KD QC") and GAME.king_check_due(s.state)


def test_the_check_is_behind_once_a_move_is_played_on_the_square():
    """Only the square as dealt is checked: after the first move (here, with
    no king blocking at the deal) the packets are not scanned again, and a
    replayed save reaches the same position, the mark included."""
    s = session({"p3": "4D 8S QC", "p9": "9D KD/1 3H 5S", "stock": "KD 2C"}, down="KD 2C")
    assert not GAME.king_check_due(s.state) and "square_played" not in s.state.counters
    s.play(TURN)
    assert s.state.counters["square_played"] == 1
    s.undo()
    assert "square_played" not in s.state.counters
    game = Session.new("napoleons_square", 2)
    for _ in range(3):
        game.play(game.legal_moves()[0])
    again = core.loads(core.dumps(game))
    assert again.state.counters == game.state.counters and again.state.counters.get("square_played") == 1


def test_slipping_the_other_king():
    s = session(KINGS)
    assert GAME.describe(s.state, Move("slip_king_2", "p9", count=3)) == "Slip the K♦ to the bottom of packet 9"
    s.play(Move("slip_king_2", "p9", count=3))
    assert s.state.piles["p9"] == cards("KD/1 9D 3H 5S")
    assert not GAME.king_check_due(s.state)


def test_dealing_the_square_again():
    s = Session.new("napoleons_square", 11)  # deal 11: both K♥ block
    assert GAME.king_check_due(s.state)
    start = s.state.copy()
    s.play(AGAIN)
    assert [s.state.size(p) for p in PACKETS] == [4] * 12 and s.state.size("stock") == 56
    assert all(s.state.is_up(card) for p in PACKETS for card in s.state.piles[p])
    assert all(card in s.state.face_down for card in s.state.piles["stock"])
    assert s.state.piles != start.piles and s.state.counters["square_deals"] == 1
    assert_same_cards(GAME, s.state)
    # The check applies anew to the new square.
    assert (AGAIN in s.legal_moves()) == bool(GAME.blocking_kings(s.state))
    s.undo()
    assert s.state == start


def test_a_square_dealt_again_is_the_same_on_a_replay():
    one, two = Session.new("napoleons_square", 11), Session.new("napoleons_square", 11)
    one.play(AGAIN)
    two.play(AGAIN)
    assert one.state == two.state


# -- the book's other rules ------------------------------------------------------------


def test_no_redeal_of_the_talon():
    s = session({"stock": "9H", "waste": "5C 4D", "p1": "KS"}, down="9H")
    s.play(TURN)
    assert Move(REDEAL) not in s.legal_moves() and TURN not in s.legal_moves()
    assert s.check(Move(REDEAL)) == "This game has no re-deal"
    with pytest.raises(IllegalMove):
        s.play(TURN)


def test_nothing_goes_back_to_the_pack_or_the_talon_and_foundations_keep_their_cards():
    s = session({"p1": "5S", "p2": "6D", "f1": "AS", "stock": "9D", "waste": "4C 3D"})
    assert s.check(move("p1", "waste")) == "Only cards turned from the pack go to the talon"
    assert s.check(move("p1", "stock")) == "Cards cannot be put back on the pack"
    assert s.check(move("f1", "p2")) == "Cards on a foundation stay there"
    assert s.check(move("stock", "p1")) == "Click the pack to turn a card"
    assert s.check(move("waste", "p1", 2)) == "Only the uppermost card can be moved"


def test_safe_foundation_moves():
    s = session({"f1": suit_up_to("C", 6), "f2": suit_up_to("C", 5, 1), "p1": "7C", "p2": "AS", "f3": ""})
    assert not GAME.is_safe(s.state, move("p1", "f1"))  # the second 6♣ may want the 7♣
    assert GAME.is_safe(s.state, move("p2", "f3"))
    s = session({"f1": suit_up_to("C", 6), "f2": suit_up_to("C", 6, 1), "p1": "7C"})
    assert GAME.is_safe(s.state, move("p1", "f1"))


def test_lost_when_the_pack_is_out_and_nothing_can_move():
    s = session({"p1": "3H", "p2": "", "p3": "9C", "waste": "2S KD", "f1": "AS"})
    assert not s.is_lost()  # the K♦ may fill the space, freeing the 2♠
    s.play(move("waste", "p2"))
    s.play(move("waste", "f1"))
    assert s.legal_moves() == [] and s.is_lost() and s.hint() is None


def test_not_lost_while_the_kings_check_waits():
    s = session(KINGS)
    assert not s.is_lost()


def test_win_through_the_api():
    piles = {f"f{2 * i - 1}": suit_up_to(suit, 11) for i, suit in enumerate("CDHS", 1)}
    piles.update({f"f{2 * i}": suit_up_to(suit, 12, 1) for i, suit in enumerate("CDHS", 1)})
    piles.update(p1="KC QC", p5="KD/1 QD", p9="QH", waste="KS QS", stock="KH KS/1 KC/1 KD KH/1")
    s = session(piles, down="KH KS/1 KC/1 KD KH/1")
    assert_same_cards(GAME, s.state)
    play_hints_to_the_end(s, 60)
    assert s.is_won() and not s.is_lost()


# -- the single-card way ------------------------------------------------------------------


def test_single_cards_the_deal():
    state = SINGLE.deal(1)
    assert [state.size(p) for p in PACKETS] == [1] * 12
    assert state.size("stock") == 92
    assert_same_cards(SINGLE, state)


def test_single_cards_a_turned_card_is_married_then_played():
    s = session({"p3": "9S", "f2": suit_up_to("S", 7), "stock": "8S"}, down="8S", game=SINGLE)
    s.play(TURN)
    s.play(move("waste", "p3"))
    assert s.state.piles["p3"] == cards("9S 8S")
    assert s.check(move("p3", "f2")) is None
    s.play(move("p3", "f2"))
    assert s.state.top("f2") == cards("8S")[0]


def test_single_cards_marry_each_other_and_spaces_fill_from_the_talon():
    s = session({"p1": "9S", "p2": "8S", "p3": "", "waste": "2D", "p4": "QH"}, game=SINGLE)
    assert s.check(move("p2", "p1")) is None
    assert s.check(move("p4", "p3")) == "A space is filled only from the pack or the talon"
    assert s.check(move("waste", "p3")) is None


def test_single_cards_a_real_deal_is_won_by_following_the_hints():
    s = Session.new("napoleons_square_single_card", 1)
    play_hints_to_the_end(s, 300, autoplay="safe")
    assert s.is_won() and not s.is_lost()


def test_single_cards_have_no_kings_check():
    s = session(KINGS, game=SINGLE)
    assert not SINGLE.king_check_due(s.state)
    assert TURN in s.legal_moves() and AGAIN not in s.legal_moves()
    assert "square_deals" not in SINGLE.counter_ranges()


# -- random play, reproducibility, saves ----------------------------------------------------


@pytest.mark.parametrize("game_id", ["napoleons_square", "napoleons_square_single_card"])
@pytest.mark.parametrize("deal,seed", [(1, 1), (4, 7), (11, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(game_id, deal, seed):
    check_random_play(game_id, deal, seed, steps=300)


def test_recorded_deal():
    state = GAME.deal(1)
    assert [state.top(p).label for p in PACKETS[4:8]] == ["6♦", "5♦", "5♠", "J♥"]


def test_deals_are_reproducible():
    assert GAME.deal(77) == GAME.deal(77)
    assert GAME.deal(77) != GAME.deal(78)


@pytest.mark.parametrize("game_id", ["napoleons_square", "napoleons_square_single_card"])
@pytest.mark.parametrize("deal,seed", [(1, 1), (11, 2), (4, 5)])
def test_save_load_round_trip_at_random_points(game_id, deal, seed):
    check_save_round_trip(game_id, deal, seed)


def test_pile_titles():
    assert GAME.pile_title("p12") == "packet 12"
    assert GAME.pile_title("f3") == "foundation"
    assert GAME.describe(GAME.deal(1), AGAIN) == "Deal the square again"


# -- the hint's order (round 7): marriages within the square after turning the pack ------------


def test_a_marriage_within_the_square_leaving_its_packet_comes_after_turning():
    # The nine of spades, dealt on the five of clubs, may marry the ten of
    # spades: it uncovers a card that cannot go home and clears no space.
    s = session({"p1": "5C/0 9S/0", "p2": "10S/1", "stock": "4D"}, square_played=1)
    assert s.check(move("p1", "p2")) is None
    assert s.hint() == TURN


@pytest.mark.parametrize("game", [GAME, SINGLE])
def test_a_marriage_within_the_square_that_frees_a_card_for_home_comes_first(game):
    # The nine of hearts onto the other ten of hearts uncovers the ten of
    # spades, which goes home.
    piles = {"p1": "10S/0 9H/0", "p2": "10H/1", "f1": suit_up_to("S", 9), "stock": "4D"}
    s = session(piles, game=game, square_played=1)
    assert s.hint() == move("p1", "p2")
    # A card alone in its packet clears a space: before turning, as before.
    s = session({"p1": "9S/0", "p2": "10S/1", "stock": "4D"}, game=game, square_played=1)
    assert s.hint() == move("p1", "p2")


def test_single_cards_deal_5_is_won_early_by_the_ranking():
    # The marriages within the square tried after turning the pack: the
    # solver wins deal 5 in under 3,000 positions (27,230 before).
    from cadogan.core.solver import WON, replay_wins, solve

    found = solve(SINGLE, SINGLE.new_state(5), max_nodes=5000)
    assert found.status == WON
    assert replay_wins(SINGLE.id, 5, found.moves)


# -- the solver: packets counted alike -------------------------------------------------------


def small_square(seed: int) -> State:
    """A late position after the kings' check: each foundation built at
    random to the 9 or higher, the six to nine cards left laid at random in
    a few packets (the rest empty), on the talon and in the pack."""
    rng = random.Random(seed)
    state = GAME.empty_state(1)
    faces = [(suit, pack) for suit in Suit for pack in (0, 1)]
    out: list[Card] = []
    while not 6 <= len(out) <= 9:
        heights = [rng.randint(9, 13) for _ in FOUNDATIONS]
        out = [
            Card(suit, rank, pack)
            for (suit, pack), top in zip(faces, heights, strict=True)
            for rank in range(top + 1, 14)
        ]
    for foundation, (suit, pack), top in zip(FOUNDATIONS, faces, heights, strict=True):
        state.piles[foundation] = [Card(suit, rank, pack) for rank in range(1, top + 1)]
    rng.shuffle(out)
    places = [*PACKETS[: rng.randint(2, 6)], "waste", "stock"]
    for card in out:
        place = rng.choice(places)
        state.piles[place].append(card)
        if place == "stock":
            state.face_down.add(card)
    state.counters["square_played"] = 1
    return state


def test_the_solver_with_packets_alike_agrees_with_the_plain_search():
    # The solver counts positions differing only in which packet holds what
    # as one (interchangeable_piles): its answers are the plain search's.
    assert_solver_agrees(GAME, ((seed, small_square(seed)) for seed in range(400, 600)), each=10)
