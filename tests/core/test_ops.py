"""Every op reverts exactly, whatever the sequence (property tests)."""

from hypothesis import given, settings
from hypothesis import strategies as st

from cadogan.core.cards import new_deck
from cadogan.core.ops import Tx, apply_all, revert_all
from cadogan.core.shuffle import SplitMix64
from cadogan.core.state import State

PILES = ("a", "b", "c")


def fresh() -> State:
    deck = new_deck(1)
    state = State.empty(PILES, deal=1, n=0)
    state.piles["a"] = deck[:20]
    state.piles["b"] = deck[20:40]
    state.piles["c"] = deck[40:]
    state.face_down = set(deck[::3])
    return state


op_choice = st.tuples(
    st.sampled_from(["move", "turn", "set", "shuffle", "swap"]),
    st.sampled_from(PILES),
    st.sampled_from(PILES),
    st.integers(1, 5),
    st.sampled_from([None, True, False]),
    st.booleans(),
)


@settings(max_examples=150, deadline=None)
@given(st.lists(op_choice, max_size=30))
def test_ops_revert_and_replay_exactly(choices):
    state = fresh()
    start = state.copy()
    tx = Tx(state)
    for kind, src, dst, count, face, flag in choices:
        if kind == "move" and src != dst and state.size(src) >= count:
            tx.move(src, dst, count, reverse=flag, face_up=face)
        elif kind == "turn" and state.piles[src]:
            tx.turn(state.piles[src][-1], up=flag)
        elif kind == "set":
            tx.set("n", None if face is None else count)
        elif kind == "shuffle":
            tx.shuffle(src, SplitMix64(count))
        elif kind == "swap" and src != dst and min(state.size(src), state.size(dst)) >= count:
            tx.swap(src, dst, count)
    end = state.copy()
    revert_all(state, tx.ops)
    assert state == start
    apply_all(state, tx.ops)
    assert state == end
    assert sorted(state.all_cards()) == sorted(new_deck(1))
