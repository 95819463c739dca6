"""The Four Corners: the rules card's checks, the deal as it falls, re-deals."""

from __future__ import annotations

from collections import Counter

import pytest

from cadogan import core
from cadogan.core import DEAL, FOUNDATION, REDEAL, STOCK, TABLEAU, Move, Session
from cadogan.core.blocks import DEAL_TO, JUST_DEALT
from cadogan.core.cards import Card, rank_code
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip

GAME = core.get_game("the_four_corners")
DEAL_ON = Move(DEAL, "stock")
PACKETS = [f"p{n}" for n in range(1, 13)]
SUITS = "HSDC"  # f1-f4 the aces, f5-f8 the kings, in this order


def up(suit: str, upto: int, pack: int = 0) -> str:
    """An ace foundation built up to ``upto``: ``up("S", 4)`` -> "AS 2S 3S 4S"."""
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(1, upto + 1))


def down(suit: str, downto: int, pack: int = 1) -> str:
    """A king foundation built down to ``downto``."""
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(13, downto - 1, -1))


def full_foundations(**piles: str) -> dict[str, str]:
    """Every foundation complete (aces from pack 0, kings from pack 1),
    except those given."""
    result = {f"f{i + 1}": up(s, 13) for i, s in enumerate(SUITS)}
    result.update({f"f{i + 5}": down(s, 1) for i, s in enumerate(SUITS)})
    result.update(piles)
    return result


def dealing(first: str, piles: dict[str, str], **counters: int) -> Session:
    """A position during the deal: ``piles`` as given; the pack deals the
    cards of ``first`` first, then every other card in sorted order."""
    placed = Counter(cards(" ".join([first, *piles.values()])))
    others = list((Counter(GAME.deck()) - placed).elements())
    order = cards(first) + sorted(others, key=GAME.deck().index)
    counters = {"redeals_left": 2, DEAL_TO: 1, JUST_DEALT: 0, **counters}
    table = {**hand(piles), "stock": list(reversed(order))}
    return Session.from_position(GAME.id, table, face_down=order, counters=counters)


def after_deal(piles: dict[str, str], rest: str = "p12", **counters: int) -> Session:
    """A position once the deal is complete; cards not named lie on ``rest``."""
    counters.setdefault("redeals_left", 2)
    return Session.from_position(GAME.id, hand(piles), rest=rest, counters=counters)


def deal_out_and_play_up(s: Session) -> None:
    """Deal to the end of the pack, then play up cards until none can go."""
    while s.state.piles["stock"]:
        s.play(DEAL_ON)
    while ups := [m for m in s.legal_moves() if m.kind == "move" and m.dst.startswith("f")]:
        s.play(ups[0])


def hand(piles: dict[str, str]) -> dict[str, list[Card]]:
    """Pile texts as cards (``7H/1`` is pack 1's 7♥)."""
    return {pile: cards(text) for pile, text in piles.items()}


def labels(s: Session, pile: str) -> list[str]:
    return [c.label for c in s.state.piles[pile]]


# -- the table and the deal ---------------------------------------------------


def test_pile_roles_and_titles():
    roles = GAME.pile_roles()
    assert list(roles) == [*PACKETS, *[f"f{n}" for n in range(1, 9)], "stock"]
    assert roles["p1"] == TABLEAU and roles["f8"] == FOUNDATION and roles["stock"] == STOCK
    assert GAME.pile_title("p1") == "corner packet 1" and GAME.pile_title("p12") == "corner packet 12"
    assert GAME.pile_title("p3") == "side packet 3"
    assert GAME.pile_title("f2") == "the A♠ foundation" and GAME.pile_title("f5") == "the K♥ foundation"


def test_the_opening_is_dealt_up_to_the_players_first_choice():
    state = GAME.deal(1)
    assert_same_cards(GAME, state)
    assert state.face_down == set(state.piles["stock"])
    assert not state.face_down & {c for p in PACKETS for c in state.piles[p]}
    # Deal 1: the twelfth packet's Q♥ may go on the K♥ of f5; the deal waits there.
    assert state.size("stock") == 25 and state.top("p12").label == "Q♥"
    assert state.counters == {"redeals_left": 2, DEAL_TO: 1, JUST_DEALT: 12}
    assert GAME.legal_moves(state) == [move("p12", "f5"), DEAL_ON]
    assert all([c.rank for c in state.piles[f"f{n}"]] == [1] for n in (1, 2, 3))
    assert GAME.counters_shown(state) == {"deal": "1 of 3, dealing", "redeals_left": 2}
    assert GAME.describe(state, DEAL_ON) == "Deal on"


def test_check_1_the_first_round_goes_to_packets_1_to_12():
    first = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC 2D"
    s = dealing(first, {})
    s.play(DEAL_ON)
    bottoms = [s.state.piles[p][0].label for p in PACKETS]
    assert bottoms == [c.label for c in cards(first)]
    # Packet 1 is the left top corner, 6 the left bottom one.
    assert GAME.pile_title("p1").startswith("corner") and GAME.pile_title("p6").startswith("corner")
    assert all(GAME.pile_title(f"p{n}").startswith("side") for n in (2, 3, 4, 5))


def test_check_2_a_first_king_goes_up_at_once_and_the_next_card_takes_its_place():
    s = dealing("KD 5C 3D", {"f3": "AD 2D"}, **{DEAL_TO: 3})
    s.play(DEAL_ON)
    assert labels(s, "f7") == ["K♦"]
    assert labels(s, "p3") == ["5♣"]
    # 3♦ falls on side packet 4, beside the A♦ foundation: the deal waits.
    assert labels(s, "p4") == ["3♦"]
    assert s.state.counters[JUST_DEALT] == 4
    assert s.legal_moves() == [move("p4", "f3"), DEAL_ON]


def test_check_3_corner_cards_go_anywhere_side_cards_only_beside():
    spades = {"f2": up("S", 4)}
    s = dealing("5S", spades, **{DEAL_TO: 12})
    s.play(DEAL_ON)
    assert labels(s, "p12") == ["5♠"] and s.check(move("p12", "f2")) is None
    s = dealing("5S", spades, **{DEAL_TO: 3})
    s.play(DEAL_ON)
    assert labels(s, "p3") == ["5♠"] and s.check(move("p3", "f2")) is None
    s = dealing("", {**spades, "p4": "5S"}, **{DEAL_TO: 5, JUST_DEALT: 4})
    assert s.check(move("p4", "f2")) == "A card dealt to a side packet may go only to the foundation beside it"
    # Dealing does not stop for it.
    s = dealing("5S 9C", spades, **{DEAL_TO: 4})
    s.play(DEAL_ON)
    assert labels(s, "p4")[0] == "5♠" and labels(s, "p5")[0] == "9♣"


def test_check_4_a_card_left_on_a_packet_waits_for_the_end_of_the_deal():
    s = dealing("", {"f2": up("S", 4), "p9": "5S", "p2": "9C"}, **{DEAL_TO: 3, JUST_DEALT: 2})
    assert s.check(move("p9", "f2")) == "Until the deal is complete, only the card just dealt can be played"
    assert s.check(move("p2", "p9")) == "No marriages until the deal is complete"


def test_check_5_a_second_ace_is_an_ordinary_card():
    s = dealing("AH/1", {"f1": "AH", "f5": down("H", 5)})
    s.play(DEAL_ON)
    assert labels(s, "p1")[0] == "A♥"
    assert s.state.piles["p1"][0] == Card.from_code("AH.1")
    assert labels(s, "f1") == ["A♥"] and labels(s, "f5")[-1] == "5♥"


def test_check_6_marriages_go_up_or_down_in_suit_after_the_deal():
    s = after_deal({"p7": "9C", "p2": "8C", "p3": "8H"})
    assert s.check(move("p2", "p7")) is None
    assert s.check(move("p7", "p2")) is None
    assert s.check(move("p3", "p7")) == "Marriages must follow suit"
    assert s.check(move("p3", "p2")) == "Marriages must follow suit"


def test_check_7_an_emptied_packet_takes_nothing():
    s = after_deal({"p5": "", "p4": "9C"})
    assert s.check(move("p4", "p5")) == "An empty packet takes no card until the next deal"


def test_check_8_two_redeals_then_no_more():
    s = Session.new(GAME.id, 3)
    for left in (2, 1, 0):
        deal_out_and_play_up(s)
        assert s.state.counters["redeals_left"] == left
        if left:
            assert REDEAL in [m.kind for m in s.legal_moves()]
            s.play(Move(REDEAL))
    assert s.check(Move(REDEAL)) == "No re-deals are left"
    assert s.check(DEAL_ON) == "The deal is complete"
    assert_same_cards(GAME, s.state)


# -- the book's example and other rules -----------------------------------------


def test_book_example_a_run_is_reversed_card_by_card():
    s = after_deal({"p3": "2D 3D 4D 5D 6D 7D 8D", "p8": "9D"})
    assert s.check(Move("move", "p3", "p8", 2)) == "Only the uppermost card can be moved"
    for _ in range(6):
        s.play(move("p3", "p8"))
    assert labels(s, "p3") == ["2♦"]
    assert labels(s, "p8") == ["9♦", "8♦", "7♦", "6♦", "5♦", "4♦", "3♦"]


def test_after_the_deal_any_top_card_goes_to_any_foundation_it_suits():
    s = after_deal({"p4": "5S", "p9": "QH", "f2": up("S", 4), "f5": "KH"})
    assert s.check(move("p4", "f2")) is None
    assert s.check(move("p9", "f5")) is None
    assert s.check(move("p9", "f1")) == "A foundation here starts with an ace"
    assert s.check(move("f2", "p4")) == "Cards on a foundation stay there"
    assert s.check(move("p4", "stock")) == "Cards cannot be put back on the pack"


def test_playing_a_card_as_it_falls_brings_the_next_card_to_the_same_packet():
    s = dealing("5S 9C 10C", {"f2": up("S", 4)}, **{DEAL_TO: 12})
    s.play(DEAL_ON)
    s.play(move("p12", "f2"))
    assert s.state.counters[DEAL_TO] == 12 and s.state.counters[JUST_DEALT] == 0
    s.play(DEAL_ON)
    assert labels(s, "p12")[0] == "9♣" and labels(s, "p1")[0] == "10♣"


def test_a_redeal_takes_the_packets_up_in_order_without_shuffling():
    s = Session.new(GAME.id, 5)
    deal_out_and_play_up(s)
    gathered = [card for p in PACKETS for card in s.state.piles[p]]
    foundations = {f: list(s.state.piles[f]) for f in GAME.piles_with(FOUNDATION)}
    s.play(Move(REDEAL))
    while s.state.piles["stock"]:
        s.play(DEAL_ON)
    # Nothing was played in the re-deal: packet n holds cards n, n+12, ...
    for n, packet in enumerate(PACKETS):
        assert s.state.piles[packet] == gathered[n::12]
    assert all(s.state.piles[f] == cards for f, cards in foundations.items())
    assert s.state.counters["redeals_left"] == 1
    assert not s.state.face_down


def test_the_redeal_waits_for_the_end_of_the_deal_and_of_the_plays():
    s = dealing("", {"p1": "9C"}, **{DEAL_TO: 2})
    assert s.check(Move(REDEAL)) == "Finish the deal first"
    s = after_deal({"f1": up("H", 4), "p3": "5H", "p4": "9C", "p5": "10C"})
    assert s.check(Move(REDEAL)) == "A card can still be played to a foundation"
    deal_out_and_play_up(s)
    assert s.state.piles["p3"] == []
    assert s.check(move("p4", "p5")) is None  # marriages may be left: the player judges
    assert s.check(Move(REDEAL)) is None


def test_undo_of_a_deal_restores_the_pack():
    s = Session.new(GAME.id, 2)
    start = s.state.copy()
    s.play(DEAL_ON)
    assert s.state.size("stock") < 104
    s.undo()
    assert s.state == start


# -- won and lost -----------------------------------------------------------------


def test_won_through_a_last_redeal():
    piles = full_foundations(f1=up("H", 11), f5=down("H", 3), p1="QH KH", p2="2H/1 AH/1")
    s = Session.from_position(GAME.id, hand(piles), counters={"redeals_left": 1})
    assert s.legal_moves() == [Move(REDEAL)] and not s.is_lost()
    s.play(Move(REDEAL))
    assert labels(s, "p1") == ["Q♥"] and s.state.counters[JUST_DEALT] == 1
    s.play(move("p1", "f1"))
    s.play(DEAL_ON)  # the next card, K♥, goes to the same corner packet
    assert labels(s, "p1") == ["K♥"]
    s.play(move("p1", "f1"))
    s.play(DEAL_ON)
    s.play(move("p1", "f5"))
    s.play(DEAL_ON)  # the last card: the deal is complete
    assert not s.state.piles["stock"]
    s.play(move("p1", "f5"))
    assert s.is_won() and not s.is_lost()
    assert len(s.state.piles["f1"]) == 13 and s.state.piles["f5"][-1].rank == 1


def test_lost_when_nothing_moves_after_the_last_deal():
    piles = full_foundations(f1=up("H", 11), f5=down("H", 3), p1="QH KH", p2="2H/1 AH/1")
    s = Session.from_position(GAME.id, hand(piles), counters={"redeals_left": 0})
    assert s.legal_moves() == [] and s.is_lost()
    piles = full_foundations(f1=up("H", 11), f5=down("H", 3), p1="KH QH", p2="AH/1 2H/1")
    s = Session.from_position(GAME.id, hand(piles), counters={"redeals_left": 0})
    assert not s.is_lost()
    s.play(move("p1", "f1"))
    s.play(move("p1", "f1"))
    s.play(move("p2", "f5"))
    s.play(move("p2", "f5"))
    assert s.is_won()


def test_lost_when_marriages_only_shift_cards_about():
    # The K♥ foundation wants the 8♥, buried under 6♥ 7♥; the 4♥ may hop
    # between the 5♥ and the 3♥ for ever, but nothing can free the 8♥.
    stuck = {"p1": "8H/1 6H/1 7H/1", "p2": "5H/1", "p3": "4H/1", "p4": "3H/1", "p5": "2H/1 AH/1"}
    s = Session.from_position(GAME.id, hand(full_foundations(f5=down("H", 9), **stuck)), counters={"redeals_left": 0})
    assert s.check(move("p3", "p2")) is None and s.check(move("p3", "p4")) is None
    assert s.is_lost()
    # With the 6♥ on top instead, marriages free the 8♥: not lost.
    free = {**stuck, "p1": "8H/1 7H/1 6H/1"}
    s = Session.from_position(GAME.id, hand(full_foundations(f5=down("H", 9), **free)), counters={"redeals_left": 0})
    assert not s.is_lost()
    s.play(move("p1", "p2"))  # 6♥ on 5♥
    s.play(move("p1", "p2"))  # 7♥ on 6♥
    s.play(move("p1", "f5"))
    assert s.state.top("f5").rank == 8


def test_safe_only_when_no_card_could_marry_onto_it():
    s = after_deal({"f1": up("H", 4), "p1": "5H"})
    assert not GAME.is_safe(s.state, move("p1", "f1"))  # a 4♥ or a 6♥ could still marry onto it
    s = after_deal({"f1": up("H", 12), "f5": down("H", 12), "p1": "KH"})
    assert GAME.is_safe(s.state, move("p1", "f1"))  # both queens are up
    assert not GAME.is_safe(s.state, Move(REDEAL))


# -- random play and saves --------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (9, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play(GAME.id, deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_load_round_trip(seed):
    check_save_round_trip(GAME.id, 4, seed)
