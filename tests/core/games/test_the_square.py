"""The Square: the rules card's checks, the turning foundations, spaces."""

from __future__ import annotations

from collections import Counter

import pytest

from cadogan import core
from cadogan.core import DEAL, FOUNDATION, REDEAL, STOCK, TABLEAU, WASTE, Move, Session
from cadogan.core.cards import Card, rank_code
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip

GAME = core.get_game("the_square")
TURN = Move(DEAL, "stock", "waste")
SQUARE = [f"q{n}" for n in range(1, 17)]
FOUNDATIONS = ["f1", "f2", "f3", "f4"]
UP = ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K")


def climbed(suit: str, upto: int) -> str:
    """A foundation on its way up: ``climbed("D", 6)`` -> "AD 2D … 6D" (pack 0)."""
    return " ".join(f"{rank}{suit}" for rank in UP[:upto])


def turned(suit: str, downto: int) -> str:
    """A foundation that has turned: A…K of pack 0, then K down to ``downto`` of pack 1."""
    return climbed(suit, 13) + " " + " ".join(f"{rank_code(r)}{suit}/1" for r in range(13, downto - 1, -1))


def table(piles: dict[str, str], rest: str = "stock", full: bool = True) -> Session:
    """A position: ``piles`` as given (``7H/1`` is pack 1's 7♥; the pack's
    cards in the order they are turned). With ``full``, every pile of the
    Square not named holds a filler (a 4, 7, 9 or knave of a suit not on the table: none
    marries another or a named card).
    Every other card goes to ``rest``: under the named cards of the pack,
    face down, or on top of another pile."""
    named = {pile: cards(text) for pile, text in piles.items()}
    left = Counter(GAME.deck()) - Counter(c for pile in named.values() for c in pile)
    if full:
        suits = {c.suit for pile, placed in named.items() if pile != "stock" for c in placed}
        fillers = [c for c in GAME.deck() if c.rank in (4, 7, 9, 11) and c.suit not in suits and left[c]]
        for pile in SQUARE:
            if pile not in named and pile != rest:
                named[pile] = [fillers.pop(0)]
                left[named[pile][0]] -= 1
    others = sorted(left.elements(), key=GAME.deck().index)
    if rest == "stock":
        named["stock"] = others + list(reversed(named.get("stock", [])))
        down = named["stock"]
    else:
        named[rest] = named.get(rest, []) + others
        down = []
    return Session.from_position(GAME.id, named, face_down=down)


def labels(s: Session, pile: str) -> list[str]:
    return [c.label for c in s.state.piles[pile]]


# -- the table and the deal ---------------------------------------------------


def test_pile_roles_and_titles():
    roles = GAME.pile_roles()
    assert list(roles) == [*SQUARE, *FOUNDATIONS, "stock", "waste"]
    assert roles["q1"] == TABLEAU and roles["f4"] == FOUNDATION
    assert roles["stock"] == STOCK and roles["waste"] == WASTE
    assert GAME.pile_title("f1") == "the top left foundation"
    assert GAME.pile_title("q7") == "pile 7 of the Square"


def test_the_deal_lays_sixteen_cards_face_up():
    state = GAME.deal(1)
    assert_same_cards(GAME, state)
    assert all(state.size(q) == 1 and state.is_up(state.top(q)) for q in SQUARE)
    assert state.face_down == set(state.piles["stock"])
    assert state.is_empty("waste") and state.counters == {}
    assert GAME.actions(state) == [TURN]


def test_check_1_a_first_ace_in_the_deal_goes_to_a_corner(monkeypatch):
    order = cards("2C 3C 4C 5C AC 6C 7C AC/1 8C 9C 10C JC QC 2D 3D 4D 5D 6D")
    rest = [c for c in GAME.deck() if c not in order]
    monkeypatch.setattr(GAME, "shuffled_deck", lambda deal, salt="": order + rest)
    state = GAME.deal(1)
    assert [c.label for c in state.piles["f1"]] == ["A♣"]
    assert state.top("q5").label == "6♣"
    # The second A♣ stays in the Square, as the 7th card.
    assert state.top("q7") == Card.from_code("AC.1")
    assert [state.top(q).label for q in SQUARE][-1] == "5♦"
    assert state.top("stock").label == "6♦"


def test_check_2_marriages_go_up_or_down_in_suit():
    for card, verdict in (("8S", None), ("10S", None), ("8C", "Marriages must follow suit")):
        s = table({"q1": "9S", "waste": card})
        assert s.check(move("waste", "q1")) == verdict
    s = table({"q1": "9S", "waste": "7S"})
    assert s.check(move("waste", "q1")) == "A marriage must be one rank above or below"
    # Two packs: 8♥ 9♥ 8♥ is a legal pile.
    s = table({"q1": "8H 9H", "q2": "8H/1"})
    assert s.check(move("q2", "q1")) is None


def test_check_3_a_run_is_reversed_card_by_card():
    s = table({"q1": "9H", "q2": "10H 9H/1 8H"})
    for _ in range(3):
        s.play(move("q2", "q1"))
    assert labels(s, "q1") == ["9♥", "8♥", "9♥", "10♥"]
    assert s.state.piles["q2"] == []


def test_check_4_a_space_is_filled_before_the_next_card_is_turned():
    s = table({"q16": "", "waste": "5C"})
    assert s.check(TURN) == "Fill the space in the Square first"
    assert s.legal_moves() == [move("waste", "q16"), Move(DEAL, "stock", "q16")]
    nxt = s.state.top("stock")
    s.play(Move(DEAL, "stock", "q16"))
    assert s.state.piles["q16"] == [nxt] and s.state.is_up(nxt)
    assert TURN in s.legal_moves()


def test_no_other_move_while_a_space_waits():
    s = table({"q3": "", "q1": "9S", "q2": "8S", "f1": "AD", "waste": "2D"})
    assert s.check(move("q2", "q1")) == "Fill the space in the Square first, from the pack or the talon"
    assert s.check(move("q2", "q3")) == "Fill the space in the Square first, from the pack or the talon"
    assert s.check(move("waste", "f1")) == "Fill the space in the Square first"
    assert GAME.can_drop(s.state, "q2", 1, "q3").reason == "A space is filled from the pack or the talon"
    s.play(move("waste", "q3"))
    assert s.check(move("q2", "q1")) is None


def test_a_space_stays_empty_once_pack_and_talon_are_used_up():
    s = table({"q3": "", "q1": "9S", "q2": "8S"}, rest="q4")
    assert s.check(move("q2", "q1")) is None
    assert s.check(move("q2", "q3")) == "The space stays empty: the pack and the talon are used up"


def test_check_5_the_foundation_turns_on_the_second_king():
    s = table({"f1": climbed("S", 13), "q1": "QS/1", "q2": "3C KS/1"})
    assert s.check(move("q1", "f1")) == "This foundation needs the second king next, to turn"
    assert s.check(move("q2", "f1")) is None
    s.play(move("q2", "f1"))
    assert s.check(move("q1", "f1")) is None


def test_check_6_only_the_talons_top_card_is_available():
    s = table({"f1": climbed("D", 6), "waste": "7D/1 5C"})
    assert s.check(Move("move", "waste", "f1", 2)) == "Only the uppermost card can be moved"
    assert not [m for m in s.legal_moves() if m.dst == "f1"]
    s = table({"f1": climbed("D", 6), "waste": "5C 7D"})
    assert s.check(move("waste", "f1")) is None


def test_check_7_a_covered_card_in_the_square_is_not_available():
    s = table({"f1": climbed("D", 6), "q1": "7D 9S", "q2": "8D"})
    assert s.check(Move("move", "q1", "f1", 2)) == "Only the uppermost card can be moved"
    assert s.check(move("q1", "f1")) == "This foundation takes diamonds only"
    assert not [m for m in s.legal_moves() if m.src == "q2"]


def test_check_8_lost_when_the_pack_is_out_and_no_move_is_left():
    piles = {f"f{i + 1}": turned(suit, 1) for i, suit in enumerate("CDHS")}
    piles.update(f3=turned("H", 3), q1="2H/1 AH/1")
    s = table(piles, rest="waste", full=False)  # nothing is left over: the talon is empty
    assert s.state.piles["waste"] == [] and s.state.piles["stock"] == []
    assert s.legal_moves() == [] and s.is_lost()
    assert s.check(Move(REDEAL)) == "This game has no re-deal"
    assert s.check(TURN) == "The pack is used up"
    s = table({**piles, "q1": "AH/1 2H/1"}, rest="waste", full=False)
    assert not s.is_lost()
    s.play(move("q1", "f3"))
    s.play(move("q1", "f3"))
    assert s.is_won()


# -- the foundations and the aces -------------------------------------------------


def test_a_first_ace_turned_goes_to_the_next_free_corner():
    s = table({"f1": "AH", "stock": "AD 5C"})
    s.play(TURN)
    assert labels(s, "f2") == ["A♦"] and s.state.piles["waste"] == []
    s.play(TURN)
    assert labels(s, "waste") == ["5♣"]


def test_a_second_ace_stays_on_the_talon_until_it_ends_its_foundation():
    s = table({"f1": "AH", "stock": "AH/1"})
    s.play(TURN)
    assert labels(s, "waste") == ["A♥"] and labels(s, "f1") == ["A♥"]
    assert s.check(move("waste", "f2")) == "The first ace of each suit takes a free corner by itself"
    assert s.check(move("waste", "f1")) == "This foundation needs the 2 next"


def test_a_first_ace_filling_a_space_goes_up_and_the_space_waits():
    s = table({"q5": "", "stock": "AD"})
    s.play(Move(DEAL, "stock", "q5"))
    assert labels(s, "f1") == ["A♦"] and s.state.piles["q5"] == []
    assert s.legal_moves() == [Move(DEAL, "stock", "q5")]
    assert GAME.describe(s.state, Move(DEAL, "stock", "q5")) == "Fill pile 5 of the Square from the pack"


def test_foundation_cards_stay():
    s = table({"f1": "AH 2H", "q1": "3H"})
    assert s.check(move("f1", "q1")) == "Cards on a foundation stay there"
    assert s.check(move("q1", "waste")) == "Only cards turned from the pack go to the talon"


# -- won ---------------------------------------------------------------------------


def test_won_with_four_aces_on_top():
    piles = {f"f{i + 1}": turned(suit, 2) for i, suit in enumerate("CDHS")}
    piles.update(q1="AS/1 AH/1", q2="AC/1 AD/1")
    s = table(piles, rest="waste", full=False)
    assert not s.is_lost()
    for pile, foundation in (("q1", "f3"), ("q1", "f4"), ("q2", "f2"), ("q2", "f1")):
        s.play(move(pile, foundation))
    assert s.is_won() and not s.is_lost()
    assert all(len(s.state.piles[f]) == 26 and s.state.top(f).rank == 1 for f in FOUNDATIONS)


def test_lost_when_marriages_only_shift_cards_about():
    piles = {f"f{i + 1}": turned(suit, 1) for i, suit in enumerate("CDHS")}
    # The hearts want the 8♥, buried under 6♥ 7♥; the 4♥ may hop between
    # the 5♥ and the 3♥ for ever, but nothing can free the 8♥.
    stuck = {"f3": turned("H", 9), "q1": "8H/1 6H/1 7H/1", "q2": "5H/1", "q3": "4H/1", "q4": "3H/1", "q5": "2H/1 AH/1"}
    s = table({**piles, **stuck}, rest="waste", full=False)
    assert s.check(move("q3", "q2")) is None and s.check(move("q3", "q4")) is None
    assert s.is_lost()
    s = table({**piles, **stuck, "q1": "8H/1 7H/1 6H/1"}, rest="waste", full=False)
    assert not s.is_lost()


def test_safe_only_when_no_card_could_marry_onto_it():
    s = table({"f1": climbed("H", 4), "q1": "5H"})
    assert not GAME.is_safe(s.state, move("q1", "f1"))
    s = table({"f1": turned("H", 3), "q1": "2H/1"}, rest="q2")
    # The aces could still marry onto the 2♥, and the 3♥s are both up.
    assert not GAME.is_safe(s.state, move("q1", "f1"))


# -- random play and saves --------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (9, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play(GAME.id, deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_load_round_trip(seed):
    check_save_round_trip(GAME.id, 4, seed)
