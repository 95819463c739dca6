"""Margarethe: the rules card's checks and the book's rules."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, MOVE, REDEAL, IllegalMove, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("margarethe")
KINGS, KNAVES, QUEENS = ["k1", "k2", "k3", "k4"], ["j1", "j2", "j3", "j4"], ["q1", "q2", "q3", "q4"]
HELPS = [f"a{i}" for i in range(1, 10)]
TURN = Move(DEAL, "stock", "waste")
# The M as the deal lays it: each stroke hearts, clubs, diamonds, spades.
M = {
    "k1": "KH", "k2": "KC", "k3": "KD", "k4": "KS",
    "j1": "JH", "j2": "JC", "j3": "JD", "j4": "JS",
    "q1": "QH", "q2": "QC", "q3": "QD", "q4": "QS",
}  # fmt: skip


# Cards no bare court wants; they fill the helps a test leaves unnamed, so
# that the pack is not drawn on to fill them.
FILLERS = [f"{rank}{suit}" for rank in (9, 8, 6, 5, 3, 2) for suit in "HCDS"]


def session(piles: dict[str, str], down: str = "", redeals_left: int = 1) -> Session:
    """A position with the M laid out; helps not named hold idle cards."""
    used = set(" ".join(piles.values()).split())
    spare = [card for card in FILLERS if card not in used]
    helps = {h: spare.pop() for h in HELPS if h not in piles}
    return Session(GAME, position(GAME, {**M, **helps, **piles}, down=down, redeals_left=redeals_left))


def greedy_play(s: Session, limit: int = 500) -> None:
    """Play foundation moves first, else turn the pack or re-deal."""
    for _ in range(limit):
        moves = s.legal_moves()
        if not moves:
            return
        plays = [m for m in moves if m.kind == MOVE]
        s.play(plays[0] if plays else moves[0])


# -- checks of the rules card ------------------------------------------------------


def test_check_1_the_setup_with_no_ace_among_the_helps():
    state = GAME.deal(2)  # deal 2 has no ace among its first nine cards
    assert not state.piles["aces"]
    for pile in KINGS + KNAVES + QUEENS:
        (court,) = state.piles[pile]
        assert court.rank in (11, 12, 13)
    assert sorted(c.label for p in KINGS for c in state.piles[p]) == ["K♠", "K♣", "K♥", "K♦"]
    assert [state.size(h) for h in HELPS] == [1] * 9
    assert all(state.is_up(state.top(h)) for h in HELPS)
    assert state.size("stock") == 31 and not state.piles["waste"]
    assert all(card in state.face_down for card in state.piles["stock"])
    assert_same_cards(GAME, state)


def test_check_2_a_king_takes_the_ten_first():
    s = session({"a1": "10H", "a2": "9H"})
    assert s.check(move("a1", "k1")) is None
    assert s.check(move("a2", "k1")) == "The first card on a king is a 10"
    assert s.check(move("a1", "j1")) == "The first card on a knave is a 7"
    assert s.check(move("a1", "q1")) == "The first card on a queen is a 4"


def test_check_3_a_knave_takes_the_seven_first():
    s = session({"a1": "7C", "a2": "10C"})
    assert s.check(move("a1", "j2")) is None
    assert s.check(move("a2", "j2")) == "The first card on a knave is a 7"
    assert s.check(move("a1", "k2")) == "The first card on a king is a 10"


def test_check_4_a_queen_takes_the_four_then_the_three():
    s = session({"a1": "4D", "a2": "2D", "a3": "3D"})
    assert s.check(move("a1", "q3")) is None
    assert s.check(move("a2", "q3")) == "The first card on a queen is a 4"
    s.play(move("a1", "q3"))
    assert s.check(move("a2", "q3")) == "The Q♦ needs the 3 next"
    s.play(move("a3", "q3"))
    assert s.check(move("a2", "q3")) is None


def test_check_5_a_finished_foundation_takes_nothing():
    s = session({"k4": "KS 10S 9S 8S", "a1": "7S"})
    assert s.check(move("a1", "k4")) == "This foundation is complete"
    assert all(m.dst != "k4" for m in s.legal_moves())


def test_check_6_every_ace_goes_to_the_one_packet():
    s = session({"aces": "AH", "stock": "5D AC", "a1": "9C"}, down="5D AC")
    s.play(TURN)
    assert s.state.piles["aces"] == cards("AH AC")
    assert not s.state.piles["waste"]
    s.play(TURN)
    assert s.state.piles["waste"] == cards("5D")


def test_check_7_a_played_help_is_refilled_from_the_pack_at_once():
    s = session({"a1": "10H", "a2": "6C", "stock": "9D 3S", "waste": "8C"}, down="9D 3S")
    s.play(move("a1", "k1"))
    assert s.state.piles["a1"] == cards("3S") and s.state.is_up(cards("3S")[0])
    assert s.state.piles["stock"] == cards("9D") and s.state.piles["waste"] == cards("8C")
    s.undo()
    assert s.state.piles["a1"] == cards("10H") and cards("3S")[0] in s.state.face_down


def test_check_8_only_one_redeal():
    s = session({"a1": "5S", "stock": "9D", "waste": "3C 6H"}, down="9D")
    s.play(TURN)
    assert s.legal_moves() == [Move(REDEAL)]
    s.play(Move(REDEAL))
    assert s.state.counters["redeals_left"] == 0
    assert s.state.piles["waste"] == []
    for _ in range(3):
        s.play(TURN)
    assert not s.state.piles["stock"]
    assert Move(REDEAL) not in s.legal_moves()
    with pytest.raises(IllegalMove, match="re-deal"):
        s.play(Move(REDEAL))
    assert s.is_lost()


# -- the book's other rules ------------------------------------------------------------


def test_an_ace_among_the_helps_is_replaced_by_the_next_card():
    state = GAME.deal(5)  # deal 5 meets three aces while laying the A
    assert [c.label for c in state.piles["aces"]] == ["A♠", "A♥", "A♦"]
    assert [state.size(h) for h in HELPS] == [1] * 9
    assert not any(state.top(h).rank == 1 for h in HELPS)
    assert state.size("stock") == 28
    assert_same_cards(GAME, state)


def test_an_ace_refilling_a_help_goes_on_to_its_packet():
    s = session({"a1": "10H", "stock": "6D AS", "aces": ""}, down="6D AS")
    s.play(move("a1", "k1"))
    assert s.state.piles["aces"] == cards("AS")
    assert s.state.piles["a1"] == cards("6D")


def test_a_space_waits_when_the_pack_is_out_and_fills_from_the_redeal():
    s = session({"a1": "10H", "a2": "10C", "waste": "7S 5D"})
    s.play(move("a1", "k1"))
    assert s.state.piles["a1"] == []
    assert s.check(move("waste", "a1")) == "A space among the help cards is filled from the pack"
    s.play(move("a2", "k2"))
    s.play(Move(REDEAL))
    # Unshuffled: the first card laid on the talon is dealt first.
    assert s.state.piles["a1"] == cards("7S") and s.state.piles["a2"] == cards("5D")
    assert s.state.piles["stock"] == [] and s.state.piles["waste"] == []


def test_redeal_turns_the_talon_over_without_shuffling():
    s = session({"a1": "5S", "waste": "3C 6H 9D"})
    s.play(Move(REDEAL))
    seen = []
    while s.state.piles["stock"]:
        s.play(TURN)
        seen.append(s.state.top("waste").label)
    assert seen == ["3♣", "6♥", "9♦"]


def test_no_redeal_while_the_pack_holds_cards():
    s = session({"a1": "5S", "stock": "9D", "waste": "3C"}, down="9D")
    assert Move(REDEAL) not in s.legal_moves()
    assert s.check(Move(REDEAL)) == "The talon is re-dealt only when the pack is used up"


def test_the_talon_top_may_be_played_but_not_the_cards_under_it():
    s = session({"waste": "8H 10D", "a1": "5S"})
    assert s.check(move("waste", "k3")) is None
    assert s.check(move("waste", "k1", 2)) == "Only the uppermost card can be moved"


def test_nothing_is_built_off_the_foundations():
    s = session({"a1": "5S", "a2": "6S", "waste": "4S", "k1": "KH 10H", "stock": "9D"}, down="9D")
    assert s.check(move("a1", "a2")) == "Nothing is built on the help cards"
    assert s.check(move("a1", "waste")) == "Only cards turned from the pack go to the talon"
    assert s.check(move("a1", "stock")) == "Cards cannot be put back on the pack"
    assert s.check(move("k1", "a1")) == "Cards on a foundation stay there"
    assert s.check(move("stock", "a1")) == "Click the pack to turn a card"
    assert s.check(move("a1", "aces")) == "Only aces go to the aces' packet"
    assert s.check(move("a1", "k1")) == "The K♥ takes hearts only"


def test_every_foundation_move_is_safe():
    s = session({"a1": "10S", "waste": "4H"})
    plays = [m for m in s.legal_moves() if m.kind == MOVE]
    assert plays == [move("a1", "k4"), move("waste", "q1")]
    assert all(GAME.is_safe(s.state, m) for m in plays)
    assert not GAME.is_safe(s.state, TURN)


def test_the_won_tableau_is_an_m_of_eights_fives_and_twos():
    s = Session.new("margarethe", 1)
    greedy_play(s)
    assert s.is_won() and not s.is_lost()
    assert [s.state.top(p).rank for p in KINGS + KNAVES + QUEENS] == [8] * 4 + [5] * 4 + [2] * 4
    assert s.state.size("aces") == 4


def test_lost_when_the_redealt_pack_is_out_and_nothing_plays():
    s = session({"a1": "9S", "waste": "3C"}, redeals_left=0)
    assert s.legal_moves() == [] and s.is_lost() and s.hint() is None


def test_pile_titles():
    assert GAME.pile_title("k1") == "the king of hearts"
    assert GAME.pile_title("j3") == "the knave of diamonds"
    assert GAME.pile_title("q4") == "the queen of spades"
    assert GAME.pile_title("aces") == "the aces' packet"
    assert GAME.pile_title("a9") == "help card 9"
    assert GAME.describe(GAME.deal(1), move("a4", "k4")) == "10♠ to the king of spades"


# -- random play, reproducibility, saves -------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (5, 3), (99, 11), (4321, 5)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("margarethe", deal, seed, steps=300)


def test_recorded_deal():
    state = GAME.deal(1)
    assert [state.top(h).label for h in HELPS] == ["3♣", "2♥", "8♠", "10♠", "7♣", "10♦", "6♠", "9♠", "9♣"]
    assert [c.label for c in state.piles["aces"]] == ["A♦", "A♣"]
    assert state.size("stock") == 29 and state.top("stock").label == "6♣"
    assert [state.top(p).label for p in ("k1", "j2", "q3", "k4")] == ["K♥", "J♣", "Q♦", "K♠"]


@pytest.mark.parametrize("deal,seed", [(1, 1), (21, 2), (22, 3), (135, 4), (7, 5)])
def test_save_load_round_trip_at_random_points(deal, seed):
    check_save_round_trip("margarethe", deal, seed)
