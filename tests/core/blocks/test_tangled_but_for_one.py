"""blocks.tangled_but_for_one: the Labyrinth's knots once the pack is out
with the grace still to take (any one card of the tableau may yet be set
aside). Hand-made lines, then random endings of the Labyrinth with the
grace left, every one called dead proved lost by the plain exhaustive
search (the grace among its moves); a careless version (the knot read as if
the grace were used) is caught on the same endings."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cadogan.core.blocks import face_number, tangled_both_ends, tangled_but_for_one, untying_cards
from cadogan.core.games.the_labyrinth import ACE_PILES, COLUMN_CELLS, GRACES_LEFT, KING_PILES
from cadogan.core.moves import Move
from cadogan.core.state import State
from tests.core.blocks.test_tangled_both_ends import GAME, spades_home
from tests.core.helpers import (
    cards,
    judge_dead_end,
    random_spade_packets,
    settled_endings,
    three_suits_home,
    winnable_pruned,
)


def test_a_knot_one_card_set_aside_unties_is_no_dead_end() -> None:
    # Both piles want a 5, and each 5 lies between cards waiting for one;
    # with the 8 set aside, the first 5 comes free at its line's end.
    lines = [cards("7S/0 9S/0 5S/0 8S/0"), cards("10S/0 5S/1 10S/1")]
    assert tangled_both_ends(lines, cards("6S/0"), face_number, spades_home(4, 6))
    assert not tangled_but_for_one(lines, cards("6S/0"), face_number, spades_home(4, 6))


def test_a_knot_no_single_card_unties_is_a_dead_end() -> None:
    # Each 5 is shut in by two cards on either side: one set aside leaves it shut.
    lines = [cards("7S/0 11S/0 5S/0 8S/0 12S/0"), cards("9S/0 11S/1 5S/1 10S/0 12S/1")]
    assert tangled_but_for_one(lines, cards("6S/0"), face_number, spades_home(4, 6))


def test_no_knot_no_dead_end() -> None:
    lines = [cards("7S/0 8S/0 5S/0"), cards("9S/0 5S/1 10S/0")]
    assert not tangled_but_for_one(lines, cards("6S/0"), face_number, spades_home(4, 6))


# -- random endings of the Labyrinth, the grace left ---------------------------------------


def with_grace(seed: int) -> State:
    """Three suits home; the loose spades in three to five columns, in a
    winning order of play with a few more pairs swapped than
    test_tangled_both_ends' endings (the grace unties most knots of one
    swap), some laid aside into the talon; the pack used, the grace left."""
    rng = random.Random(seed)
    up, down = rng.randint(2, 7), rng.randint(8, 12)
    state = GAME.empty_state(1, rows_dealt=11, row_length=10, graces_left=1)
    three_suits_home(state, ACE_PILES, KING_PILES, up, down)
    packets, aside = random_spade_packets(rng, up, down, rng.randint(3, 5), aside=0.1)
    places = [(p, i) for p, packet in enumerate(packets) for i in range(len(packet))]
    for _ in range(rng.randint(4, 10)):
        (p, i), (q, j) = rng.sample(places, 2)
        packets[p][i], packets[q][j] = packets[q][j], packets[p][i]
    for column, packet in zip(rng.sample(range(10), len(packets)), packets, strict=False):
        line = packet if rng.random() < 0.5 else packet[::-1]
        for cell, card in zip(COLUMN_CELLS[column], reversed(line), strict=False):
            state.piles[cell] = [card]
    state.piles["waste"] = aside
    return state


def judged(dead_end: Callable[[State], bool], seeds: Sequence[int]) -> tuple[int, int, int, list[object]]:
    """judge_dead_end on the endings of ``seeds`` with the grace left (those
    the plain search cannot search through in 3,000 positions left out)."""
    return judge_dead_end(GAME, ((seed, with_grace(seed)) for seed in seeds), dead_end, cap=3000)


def test_the_labyrinth_calls_dead_only_lost_endings_with_the_grace_left() -> None:
    searched, dead, won, wrong = judged(GAME.solver_dead_end, range(200))
    assert not wrong
    assert searched >= 150 and dead >= 5 and won >= 100, (searched, dead, won)


def test_a_careless_version_forgetting_the_grace_is_caught() -> None:
    """Asking tangled_both_ends as if the grace were used calls won endings
    dead: the same endings would show it."""

    def as_if_used(state: State) -> bool:
        state = state.copy()
        state.counters[GRACES_LEFT] = 0
        return GAME.solver_dead_end(state)

    assert judged(as_if_used, range(30))[3]


def test_the_packs_cards_count_as_free_as_the_talons() -> None:
    """While the pack is left its cards are counted free, like the talon's
    (a knot then stays a knot: tests/core/games/test_the_labyrinth_dead_end.py):
    a talon card put back into the pack changes no answer."""
    for seed in range(40):
        state = with_grace(seed)
        dead = GAME.solver_dead_end(state)
        if not state.piles["waste"]:
            continue
        state.piles["stock"] = state.piles["waste"][-1:]
        state.piles["waste"] = state.piles["waste"][:-1]
        assert GAME.solver_dead_end(state) == dead


def test_the_grace_left_only_weakens_the_dead_end() -> None:
    """Every ending dead with the grace left is dead with it used (on a card
    of the talon, set aside)."""
    for seed in range(120):
        state = with_grace(seed)
        if GAME.solver_dead_end(state):
            used = state.copy()
            used.counters[GRACES_LEFT] = 0
            assert GAME.solver_dead_end(used), seed


# -- the grace taken only where it unties the knot (blocks.untying_cards) -------------------


def test_the_cards_that_untie_a_knot() -> None:
    lines = [cards("7S/0 9S/0 5S/0 8S/0"), cards("10S/0 5S/1 10S/1")]
    untying = untying_cards(lines, cards("6S/0"), face_number, spades_home(4, 6))
    # Either 5 itself, or a card beside one at its line's end (the 7 bares only the 9)
    assert set(untying) == set(cards("5S/0 5S/1 8S/0 10S/0 10S/1"))
    assert untying_cards([cards("7S/0 8S/0 5S/0")], cards("6S/0"), face_number, spades_home(4, 6)) is None
    dead = [cards("7S/0 11S/0 5S/0 8S/0 12S/0"), cards("9S/0 11S/1 5S/1 10S/0 12S/1")]
    assert untying_cards(dead, cards("6S/0"), face_number, spades_home(4, 6)) == []


def compared(prunes: Callable[[State, Move], bool], seeds: Sequence[int]) -> tuple[int, int, list[object], int]:
    """Endings with the grace left searched through with and without the
    moves ``prunes`` calls idle: how many, how many won, the seeds where the
    answers differ, and how many moves were skipped."""
    searched = won = pruned = 0
    differ = []
    endings = ((seed, with_grace(seed)) for seed in seeds)
    for seed, state, answer in settled_endings(GAME, endings, cap=3000):
        searched += 1
        won += answer
        answer_pruned, skipped = winnable_pruned(GAME, state, prunes)
        pruned += skipped
        if answer_pruned != answer:
            differ.append(seed)
    return searched, won, differ, pruned


def test_the_grace_taken_only_where_it_unties_keeps_every_win() -> None:
    searched, won, differ, pruned = compared(GAME.solver_prunes, range(170))
    assert not differ
    assert searched >= 150 and won >= 100 and pruned >= 1000, (searched, won, pruned)


def test_a_careless_choice_of_graces_is_caught() -> None:
    """Taking the grace only on the cards at the ends of the knot's runs
    (never one inside a line) loses won endings."""

    def ends_only(state: State, move: Move) -> bool:
        if move.dst != "grace":
            return False
        lines, others, home = GAME.knot_parts(state)
        untying = untying_cards(lines, others, face_number, home)
        if untying is None:
            return False
        ends = {line[0] for line in lines if line} | {line[-1] for line in lines if line}
        return state.top(move.src) not in (set(untying) & ends)

    assert compared(ends_only, range(30))[2]
