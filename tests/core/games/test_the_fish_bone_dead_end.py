"""The Fish-Bone's dead end for the solver (solver_dead_end, from
blocks.parked_runs_overflow): in the last deal, the talon gives up its cards
from the top and the pack's come in turn, home, to the talon or to the
gridiron, whose piles are ascending runs of one suit; when the cards parked
while the talon is dug down to some depth fill more runs than the six
piles, however many of the pack's cards are turned by then, the position is
lost. Every position so judged is proved lost by the plain exhaustive
search, on hand-made endings, their near misses and 300 random ones (half
with a few cards still in the pack); deliberately over-eager versions (one
place fewer; the pack turned before the talon is dug, or after; parked
cards counted rather than runs; nothing taken home meanwhile) are caught
calling won positions dead, and a version that never judges by the count of
positions judged dead."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cadogan import core
from cadogan.core.blocks import dead_ends, parked_runs_overflow
from cadogan.core.cards import JACK, KING, QUEEN, Card, Suit
from cadogan.core.games.the_fish_bone import GRIDIRON, KINGS, QUEENS, SPINE
from cadogan.core.state import State
from tests.core.helpers import (
    assert_solver_agrees,
    cards,
    judge_dead_end,
    run_up_in_suit,
    weaker_dead_end_caught,
    winnable,
)

GAME = core.get_game("the_fish_bone")
SUITS = list(Suit)
FOUNDATIONS = [(s, p) for s in SUITS for p in (0, 1)]


def ending(
    wants: dict[tuple[Suit, int], int], gridiron: list[list[Card]], talon: list[Card], pack: list[Card] = ()
) -> State:
    """The last deal: each knave (suit, pack) built down to the rank above
    the one it wants (0: done, to the ace; default 0), its king and queen
    beside it; the gridiron's piles (bottom first), the talon (top card
    last) and the pack (the next card first) as given."""
    state = GAME.empty_state(1, redeals_left=0)
    for index, (suit, copy) in enumerate(FOUNDATIONS):
        low = wants.get((suit, copy), 0)
        state.piles[SPINE[index]] = [Card(suit, rank, copy) for rank in range(JACK, low, -1)]
        state.piles[KINGS[index]] = [Card(suit, KING, copy)]
        state.piles[QUEENS[index]] = [Card(suit, QUEEN, copy)]
    for pile, run in zip(GRIDIRON, gridiron, strict=False):
        state.piles[pile] = list(run)
    state.piles["waste"] = list(talon)
    state.piles["stock"] = list(reversed(pack))
    state.face_down.update(pack)
    return state


# Diamonds: both knaves want a 4, the 4♦s lie at the talon's bottom; the
# aces and a 3♦ wait in three gridiron piles (three runs: no 2♦ between).
# Clubs: both knaves want a 5, the 5♣s on top go home, and the 3♣s and the
# A♣s above the 4♣s and the 2♣s need four more piles: seven in all.
DIAMOND_WANTS = {(Suit.DIAMONDS, 0): 4, (Suit.DIAMONDS, 1): 4, (Suit.CLUBS, 0): 5, (Suit.CLUBS, 1): 5}
TALON = "4D/0 4D/1 3D/1 2D/0 2D/1 2C/0 2C/1 4C/0 4C/1 AC/0 AC/1 3C/0 3C/1 5C/0 5C/1"


def test_seven_runs_for_six_piles_are_lost() -> None:
    state = ending(DIAMOND_WANTS, [cards("AD/0"), cards("AD/1"), cards("3D/0")], cards(TALON))
    gridiron = [state.piles[pile] for pile in GRIDIRON]
    assert parked_runs_overflow(state.piles["waste"], {Suit.DIAMONDS: (4, 4), Suit.CLUBS: (5, 5)}, 6, [], gridiron)
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_six_runs_fit() -> None:
    # The 3♦ in the talon instead: the diamonds wait in two runs, six in all.
    state = ending(DIAMOND_WANTS, [cards("AD/0"), cards("AD/1")], cards("3D/0 " + TALON))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_near_miss_one_more_pile_free() -> None:
    # The 2♦ and the 3♦ married onto one A♦, the other A♦ alone: the
    # diamonds wait in two runs, six with the clubs' four.
    state = ending(DIAMOND_WANTS, [cards("AD/0 2D/0 3D/0"), cards("AD/1")], cards(TALON.replace("2D/0 ", "", 1)))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_not_asked_while_a_re_deal_is_left() -> None:
    state = ending(DIAMOND_WANTS, [cards("AD/0"), cards("AD/1"), cards("3D/0")], cards(TALON))
    state.counters["redeals_left"] = 1
    assert not GAME.solver_dead_end(state)


def test_near_miss_cards_of_the_pack_turned_late() -> None:
    # The 3♣s in the pack instead: turned once the talon is dug past the
    # 4♣s, they go home, and only the A♣s wait (five runs).
    talon = TALON.replace("3C/0 3C/1 ", "")
    state = ending(DIAMOND_WANTS, [cards("AD/0"), cards("AD/1"), cards("3D/0")], cards(talon), cards("3C/0 3C/1"))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_near_miss_the_pack_brings_what_a_run_wants() -> None:
    # The 4♣s in the pack: turned first, they go home after the 5♣s, and
    # the 3♣s, the 2♣s and the A♣s follow them: two piles are enough.
    talon = TALON.replace("4C/0 4C/1 ", "")
    state = ending(DIAMOND_WANTS, [cards("AD/0"), cards("AD/1"), cards("3D/0")], cards(talon), cards("4C/0 4C/1"))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_the_fewest_runs_of_a_suit() -> None:
    two = 1 << 2  # (the held count of the twos)
    # nothing held: every card can be home
    assert dead_ends._fewest_runs((5, 5), 0) == 0
    # both 2s held with both foundations wanting 5: A A wait (2 runs)... and
    # the ranks 3-5 go home on both
    assert dead_ends._fewest_runs((5, 5), 2 * two) == 2
    # one 2 held: one foundation goes through the other 2 to the ace; the
    # other stops over the 2 held: one ace waits
    assert dead_ends._fewest_runs((5, 5), two) == 1
    # one 4 held (4 = rank 4: bits 6-7): one foundation goes down to the
    # ace, the other waits at the 4: its 3, 2, A make one run
    assert dead_ends._fewest_runs((5, 5), 1 << 6) == 1
    # a lone foundation wanting 5 with its 5 held: 4 3 2 A wait, one run
    assert dead_ends._fewest_runs((5, 0), 1 << 8) == 1
    # both 3s held (bits 4-5) and both 2s too: A A wait in two runs
    assert dead_ends._fewest_runs((5, 5), (2 << 4) + 2 * two) == 2


def random_ending(rng: random.Random) -> State:
    """Three or four knaves wanting a card (3 to 6), the rest done; the cards
    they want dealt into the gridiron (runs of one suit, ascending, a card
    or two on each of five or six piles), the talon and, half the time, a
    few into the pack, the cards a knave wants next often deep."""
    while True:
        chosen = rng.sample(FOUNDATIONS, rng.randint(3, 4))
        wants = {key: rng.randint(3, 7) for key in chosen}
        loose = [Card(suit, rank, copy) for (suit, copy), want in wants.items() for rank in range(1, want + 1)]
        if 14 <= len(loose) <= 19:
            break
    rng.shuffle(loose)
    loose.sort(key=lambda c: -c.rank if rng.random() < 0.7 else -5)  # the gridiron's mostly low
    gridiron: list[list[Card]] = []
    for _ in range(6):
        if not loose or rng.random() < 0.15:
            gridiron.append([])
            continue
        gridiron.append(run_up_in_suit(rng, loose, 0.3))
    # the higher cards rather deep: sort by rank, then shuffle a little
    talon = sorted(loose, key=lambda c: -c.rank)
    for _ in range(rng.randint(0, len(talon) // 2)):
        i, j = rng.randrange(len(talon)), rng.randrange(len(talon))
        talon[i], talon[j] = talon[j], talon[i]
    pack: list[Card] = []  # half the time a few cards still to turn, picked anywhere
    for _ in range(rng.choice((0, 0, 1, 2, 3, 4))):
        if talon:
            pack.append(talon.pop(rng.randrange(len(talon))))
    return ending(wants, gridiron, talon, pack)


def endings(count: int, seed: int) -> list[tuple[int, State]]:
    rng = random.Random(seed)
    return [(index, random_ending(rng)) for index in range(count)]


def test_every_ending_judged_dead_is_lost() -> None:
    searched, dead, won, wrong = judge_dead_end(GAME, endings(300, 41), GAME.solver_dead_end, cap=20_000)
    assert not wrong, wrong
    assert searched >= 250 and dead >= 20 and won >= 50 and searched - won >= dead


def wants_of(state: State) -> dict[Suit, list[int]]:
    wants: dict[Suit, list[int]] = {}
    for knave in SPINE:
        wants.setdefault(state.piles[knave][0].suit, []).append(state.piles[knave][-1].rank - 1)
    return wants


def gridiron(state: State) -> list[list[Card]]:
    return [state.piles[pile] for pile in GRIDIRON]


def one_place_fewer(state: State) -> bool:
    wants = {suit: sorted(ws) for suit, ws in wants_of(state).items()}
    return parked_runs_overflow(
        state.piles["waste"], wants, len(GRIDIRON) - 1, state.piles["stock"][::-1], gridiron(state)
    )


def over_eager(cards_not_runs: bool = False, none_home: bool = False) -> Callable[[State], bool]:
    """The dead end with one of its reasons got wrong: nothing taken home
    while the talon is dug, or the parked cards counted rather than their
    runs (each foundation then taken as far down as it goes alone)."""

    def dead(state: State) -> bool:
        wants = wants_of(state)
        held = {suit: [0] * 11 for suit in wants}
        waiting = {suit: [0] * 11 for suit in wants}
        for suit, ws in wants.items():
            for rank in range(1, 11):
                waiting[suit][rank] = sum(w >= rank for w in ws)
        talon = state.piles["waste"]
        for depth in range(len(talon) + 1):
            for card in talon[:depth]:
                held[card.suit][card.rank] += 1
            total = 0
            for suit, ws in wants.items():
                out = [waiting[suit][q] - held[suit][q] for q in range(11)]
                if none_home:
                    parked = out
                else:
                    parked = out[:]  # each foundation as far down as it goes alone
                    for w in ws:
                        q = w
                        while q >= 1 and out[q] > 0:
                            parked[q] -= 1
                            q -= 1
                    parked = [max(0, p) for p in parked]
                if cards_not_runs:
                    total += sum(parked)
                else:
                    total += sum(max(0, parked[q] - parked[q - 1]) for q in range(1, 11))
            for suit in held:
                held[suit] = [0] * 11
            if total > len(GRIDIRON):
                return True
        return False

    return dead


def pack_turned_first(state: State) -> bool:
    wants = {suit: sorted(ws) for suit, ws in wants_of(state).items()}
    return parked_runs_overflow(state.piles["waste"], wants, len(GRIDIRON), [], gridiron(state))


def pack_turned_last(state: State) -> bool:
    wants = {suit: sorted(ws) for suit, ws in wants_of(state).items()}
    return parked_runs_overflow(state.piles["stock"] + state.piles["waste"], wants, len(GRIDIRON), [], gridiron(state))


def test_over_eager_versions_are_caught() -> None:
    states = [state for _, state in endings(150, 42)]
    wrongs = (one_place_fewer, pack_turned_first, pack_turned_last, over_eager(True), over_eager(none_home=True))
    for wrong in wrongs:
        assert weaker_dead_end_caught(GAME, states, wrong) >= 1


def test_the_solver_agrees_with_the_plain_search() -> None:
    assert_solver_agrees(GAME, endings(200, 44), least=150, each=20)


def test_a_wrong_order_of_the_talon_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # The talon's cards taken as coming out bottom first: a card may then
    # never go onto one above it in the talon, and won positions are called dead.
    right = dead_ends._ordered_runs

    def bottom_first(piles: tuple, talon: tuple[int, ...], held: int, turned: list[int]) -> int:
        return right(piles, tuple(reversed(talon[held:])), 0, turned)

    monkeypatch.setattr(dead_ends, "_ordered_runs", bottom_first)
    dead_ends._suit_runs.cache_clear()
    try:
        states = [state for _, state in endings(150, 42)]
        wrongly = [state for state in states if GAME.solver_dead_end(state)]
    finally:
        monkeypatch.undo()
        dead_ends._suit_runs.cache_clear()
    assert any(not GAME.solver_dead_end(state) and winnable(GAME, state) for state in wrongly)
