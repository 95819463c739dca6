"""Block: the card just turned kept apart from the talon (``TurnedCard`` with a
``waste``), and unlimited re-deals that stop after a pass without a play."""

from __future__ import annotations

from cadogan.core import DEAL, MOVE, REDEAL, Move
from cadogan.core.blocks import PASS_MOVED, TurnedCard
from cadogan.core.ops import Tx, revert_all
from cadogan.core.rules import STOCK, TABLEAU, WASTE
from cadogan.core.state import State
from tests.core.helpers import cards

PACK = TurnedCard(waste="waste")
ROLES = {"stock": STOCK, "hand": WASTE, "waste": WASTE, "t1": TABLEAU}
TURN = Move(DEAL, "stock", "hand")


def state(piles: dict[str, str], **counters: int) -> State:
    s = State.empty(ROLES, 1, **counters)
    for pile, text in piles.items():
        s.piles[pile] = cards(text)
    s.face_down |= set(s.piles["stock"])
    return s


def test_a_turn_lays_the_card_before_on_the_talon_and_turns_the_next():
    s = state({"stock": "3C 9H", "hand": "5D", "waste": "KS"})
    assert PACK.actions(s) == [TURN]
    before = s.copy()
    tx = Tx(s)
    assert PACK.perform(s, TURN, tx)
    assert s.piles["waste"] == cards("KS 5D") and s.piles["hand"] == cards("9H")
    assert s.is_up(cards("9H")[0]) and s.piles["stock"] == cards("3C")
    revert_all(s, tx.ops)
    assert s == before


def test_the_first_turn_leaves_the_talon_empty():
    s = state({"stock": "3C 9H"})
    PACK.perform(s, TURN, Tx(s))
    assert s.piles["hand"] == cards("9H") and s.piles["waste"] == []


def test_redeal_lays_the_last_card_on_the_talon_and_turns_it_over_in_order():
    s = state({"waste": "3D 5H", "hand": "QC"}, pass_moved=1)
    assert PACK.actions(s) == [Move(REDEAL)]
    PACK.perform(s, Move(REDEAL), Tx(s))
    assert s.piles["hand"] == [] and s.piles["waste"] == []
    assert s.counters[PASS_MOVED] == 0
    turned = []
    while s.piles["stock"]:
        PACK.perform(s, TURN, Tx(s))
        turned.append(s.top("hand"))
    assert turned == cards("3D 5H QC")  # the first card laid on the talon is the first turned


def test_a_pass_without_a_play_ends_the_redeals():
    s = state({"waste": "3D 5H", "hand": "QC"}, pass_moved=0)
    assert PACK.actions(s) == []
    assert PACK.can_redeal(s).reason == "No card was played in this pass through the pack, so another pass cannot help"
    tx = Tx(s)
    assert not PACK.perform(s, Move(MOVE, "hand", "t1"), tx)  # the game carries the card; the block notes the play
    assert s.counters[PASS_MOVED] == 1
    assert PACK.can_redeal(s)


def test_redeal_reasons():
    assert PACK.can_redeal(state({"stock": "2C", "waste": "3D"}, pass_moved=1)).reason == (
        "The talon is re-dealt only when the pack is used up"
    )
    assert PACK.can_redeal(state({}, pass_moved=1)).reason == "There is nothing left to re-deal"
    assert not PACK.in_hand(state({"t1": "4S"}))
    assert PACK.in_hand(state({"hand": "4S"}))


def test_talon_first_the_turned_card_only_while_there_is_no_talon():
    s = state({"hand": "9H", "waste": "5D", "t1": "2C"})
    assert PACK.talon_first(s, "waste")
    assert PACK.talon_first(s, "hand").reason == "While there is a talon, a space takes its top card"
    reason = "A space is filled from the talon, or from the pack when there is no talon"
    assert PACK.talon_first(s, "t1").reason == reason
    assert PACK.talon_first(state({"hand": "9H"}), "hand")
    assert PACK.counter_ranges() == {PASS_MOVED: (0, 1)}
