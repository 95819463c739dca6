"""blocks.too_many_runs, General Sedgewick's dead end once the pack is used
up: while every card wanted home next lies in the talon, nothing goes home
until the talon is unwound down to the uppermost of them, each card laid on
the cross, and after each card the cross's cards must fit in five runs (a
card of rank r lies on one of rank r + 1 or begins a packet). Proved on
hand-made positions (one suit left, and two suits whose cards share ranks)
and on 500 random end positions reached by random play from a random
foundation height with the pack turned to its end: every position called
dead that the plain exhaustive search (tests.core.helpers) settles within
5,000 positions (38 of 39) is lost; an over-eager version (the talon read
down to the deepest wanted card, not the uppermost) is caught calling won
positions dead, and the stepwise count is shown needed (a position whose
last count fits but one step does not)."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.blocks import too_many_runs
from cadogan.core.games.general_sedgewick import CORNERS, CROSS, wanted_next
from cadogan.core.ops import Tx
from cadogan.core.state import State
from tests.core.games.test_general_sedgewick import corners_built
from tests.core.helpers import exhaustive_win, position, settled_endings, winnable

GAME = core.get_game("general_sedgewick")
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
FULL = " ".join(RANKS)


def suits_left(talon: str, cross: dict[str, str] | None = None, begun: str = "C") -> State:
    """Base rank ace; the suits of ``begun`` have their ace home alone, the
    others are home to the king; ``talon`` (top last) and the packets hold
    the other cards; the pack is used up."""
    piles = {corner: " ".join(f"{rank}{suit}" for rank in RANKS) for corner, suit in zip(CORNERS, "CDHS", strict=True)}
    for corner, suit in zip(CORNERS, "CDHS", strict=True):
        if suit in begun:
            piles[corner] = f"A{suit}"
    piles["waste"] = talon
    piles.update(cross or {})
    return position(GAME, piles, base_rank=1)


def runs_here(state: State) -> bool:
    piles = state.piles
    return too_many_runs(piles["waste"], wanted_next(state), [piles[p] for p in CROSS], 5)


def test_six_runs_above_the_two_are_lost() -> None:
    # K J 9 7 5 3 of clubs above the 2: five spaces, the 3 has nowhere to go
    state = suits_left("4C 6C 8C 10C QC 2C 3C 5C 7C 9C JC KC")
    assert runs_here(state) and GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_five_runs_above_the_two_are_won() -> None:
    state = suits_left("3C 4C 6C 8C 10C QC 2C 5C 7C 9C JC KC")
    assert not runs_here(state)
    assert winnable(GAME, state)


def test_a_step_that_does_not_fit_is_lost_though_the_last_count_fits() -> None:
    # K J 9 7 5 fill the five packets, the 3 finds no 4: lost, though once the
    # 4 were laid too the seven cards would make five runs (3 4 5, 7, 9, J, K)
    state = suits_left("6C 8C 10C QC 2C 4C 3C 5C 7C 9C JC KC")
    assert runs_here(state)
    assert not winnable(GAME, state)
    talon = state.piles["waste"]
    last = [talon[index].rank for index in range(len(talon) - 1, 4, -1)]  # the cards above the 2
    assert sorted(last) == [3, 4, 5, 7, 9, 11, 13]


def test_cards_of_one_rank_each_need_a_card_above_or_a_packet() -> None:
    # clubs and diamonds home to the 4: the two nines and two sevens above
    # the fives find no ten, with the jacks on the cross: six packets wanted
    home = {"f1": "AC 2C 3C 4C", "f2": "AD 2D 3D 4D"}
    talon = "KC KD QC QD 10C 10D 8C 8D 6C 6D 5C 5D 7C 7D 9C 9D"
    state = suits_left(talon, {**home, "top": "JC", "left": "JD"}, begun="CD")
    assert runs_here(state)
    assert not winnable(GAME, state)
    # the tens on the cross instead: each nine lies on one, four packets
    near = suits_left(talon.replace("10C 10D", "JC JD"), {**home, "top": "10C", "left": "10D"}, begun="CD")
    assert not runs_here(near)
    assert winnable(GAME, near)


def test_not_while_a_wanted_card_is_out_of_the_talon_or_on_top() -> None:
    assert not runs_here(suits_left("4C 6C 8C 10C QC 3C 5C 7C 9C JC KC", {"top": "2C"}))
    assert not runs_here(suits_left("4C 6C 8C 10C QC 3C 5C 7C 9C JC KC 2C"))


def test_a_card_left_off_a_run_may_stay_there() -> None:
    # (never so in play) the 3 on the 6 may stay: five runs as far as the count knows
    state = suits_left("4C 8C 10C QC 2C 5C 7C 9C JC KC", {"top": "6C 3C"})
    assert not runs_here(state)


def end_position(seed: int) -> State:
    """A random end of play: a random foundation rank, each suit's corner
    built from it to a random height (at least its base), the 18 to 30
    cards out shuffled into the pack, then random moves (a move other than
    going home or turning the pack, while there is one, with a chance of one
    in five; else a turn) until the pack is used up."""
    rng = random.Random(seed)
    base = rng.randint(1, 13)
    state = GAME.empty_state(seed, base_rank=base)
    out = corners_built(rng, state, base, range(18, 31))
    rng.shuffle(out)
    state.piles["stock"] = out
    state.face_down.update(out)
    while state.piles["stock"]:
        moves = GAME.legal_moves(state)
        others = [m for m in moves if m.src != "stock" and not m.dst.startswith("f")]
        move = rng.choice(others) if others and rng.random() < 0.2 else next(m for m in moves if m.src == "stock")
        tx = Tx(state)
        GAME.perform(state, move, tx)
        GAME.settle(state, tx)
    return state


def test_random_end_positions_judged_dead_are_lost_and_an_over_eager_test_is_caught() -> None:
    positions = [end_position(seed) for seed in range(500)]
    dead = [(seed, state) for seed, state in enumerate(positions) if runs_here(state)]
    settled = [(seed, won) for seed, _state, won in settled_endings(GAME, dead, cap=5_000)]
    assert len(settled) >= 35 and not [seed for seed, won in settled if won]

    def deepest(state: State) -> bool:
        """Over-eager: the talon read down to the deepest wanted card (the
        uppermost one may go home first, and lighten the cross)."""
        piles, wanted = state.piles, wanted_next(state)
        talon = piles["waste"]
        where = [index for index, card in enumerate(talon) if card.ident in wanted]
        if len(where) != len(wanted) or not where:
            return False
        return too_many_runs(talon, {talon[min(where)].ident}, [piles[p] for p in CROSS], 5)

    caught = next(
        (
            seed
            for seed, state in enumerate(positions)
            if deepest(state) and not runs_here(state) and exhaustive_win(GAME, state, cap=6_000)
        ),
        None,
    )
    assert caught is not None
