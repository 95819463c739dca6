"""A foundation rank chosen by the player (ChosenBaseRank): the offer, the
click, the counter base_rank keeps, the status bar, closing up the rest."""

from __future__ import annotations

from cadogan.core.blocks import BASE_RANK, CHOOSE, ChosenBaseRank, base_rank, base_rank_rule, close_up
from cadogan.core.moves import Move
from cadogan.core.ops import Tx, revert_all
from cadogan.core.state import State
from tests.core.helpers import cards

CHOICE = ChosenBaseRank(offered=("c1", "c2", "c3"), first="f1")


def offer(text: str = "7H KC 2S") -> State:
    state = State.empty(["c1", "c2", "c3", "f1", "f2"], 1)
    for pile, card in zip(("c1", "c2", "c3"), cards(text), strict=True):
        state.piles[pile].append(card)
    return state


def test_the_choice_waits_and_refuses_other_moves() -> None:
    state = offer()
    assert CHOICE.pending(state)
    assert CHOICE.actions(state) == [Move(CHOOSE, "c1"), Move(CHOOSE, "c2"), Move(CHOOSE, "c3")]
    assert CHOICE.can_play(state).reason == "Choose the foundation: click one of the turned cards"
    assert CHOICE.shown(state) == {"foundation_rank": "click one of the turned cards"}
    assert CHOICE.describe(state, Move(CHOOSE, "c2")) == "Choose the K♣ as the first foundation"


def test_a_click_lays_the_card_and_keeps_its_rank_where_base_rank_reads_it() -> None:
    state = offer()
    tx = Tx(state)
    assert CHOICE.perform(state, Move(CHOOSE, "c2"), tx)
    assert state.piles["f1"] == cards("KC") and state.counters[BASE_RANK] == 13
    assert base_rank(state) == 13 and not CHOICE.pending(state)
    assert CHOICE.actions(state) == [] and CHOICE.can_play(state)
    assert CHOICE.shown(state) == {"base_rank": "king"}
    assert CHOICE.rejected(state) == ["c1", "c3"]
    rule = base_rank_rule(state, alternate=True)
    assert rule.accepts(state.piles["f1"], cards("AH")[0])  # wraps, red on black
    assert rule.accepts(state.piles["f1"], cards("AS")[0]).reason == "Red and black must alternate on this foundation"
    revert_all(state, tx.ops)
    assert state == offer() and CHOICE.pending(state)


def test_other_moves_are_not_the_choice() -> None:
    state = offer()
    assert not CHOICE.perform(state, Move("deal", "c1"), Tx(state))
    assert state == offer()


def test_close_up_keeps_the_order() -> None:
    for chosen, left in (("c1", "KC 2S"), ("c2", "7H 2S"), ("c3", "7H KC")):
        state = offer()
        tx = Tx(state)
        CHOICE.perform(state, Move(CHOOSE, chosen), tx)
        close_up(tx, ("c1", "c2", "c3"))
        assert [state.top(p) for p in ("c1", "c2")] == cards(left)
        assert state.piles["c3"] == []


def test_counter_range() -> None:
    assert ChosenBaseRank.counter_ranges() == {"base_rank": (1, 13)}
