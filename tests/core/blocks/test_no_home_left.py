"""blocks.no_home_left, the Fifteen's dead end: a loose card that no
foundation can ever take (the piles of its suit past it or stopped short of
it, no pile left to begin). Every position judged dead is proved lost by the
plain exhaustive search (tests.core.helpers.exhaustive_win), on hand-made
cases and on 160 small random positions; a deliberately wrong test (one that
forgets the empty piles) is caught by the same positions."""

from __future__ import annotations

import random
from collections import Counter

from cadogan.core.blocks import AcesUpKingsDown, no_home_left
from cadogan.core.cards import rank_code
from cadogan.core.games.the_fifteen import COLUMNS, FOUNDATIONS, WITHDRAWN
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import position, winnable

GAME = get_game("the_fifteen")


def up(suit: str, upto: int, pack: int = 0) -> str:
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(1, upto + 1))


def down(suit: str, downto: int, pack: int = 1) -> str:
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(13, downto - 1, -1))


def fifteen(piles: dict[str, str], **counters: int) -> State:
    counters.setdefault(WITHDRAWN, 0)
    return position(GAME, piles, **counters)


def test_a_suits_second_copy_with_every_pile_begun_elsewhere_is_lost():
    # The eight piles are begun: the diamonds' two meet (up to 2, down to 3),
    # the spades have one rising pile, past the 4 left.
    piles = {"f1": up("D", 13), "f2": up("D", 2, 1), "f3": up("C", 3), "f4": up("S", 6)}
    piles |= {"f5": down("H", 12), "f6": down("D", 3, 0), "f7": down("C", 12), "f8": down("H", 12, 0)}
    state = fifteen({**piles, "c1": "4S/1", "c2": "4C/0"})
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_the_rising_pile_below_the_card_takes_it():
    piles = {"f1": up("D", 13), "f2": up("D", 2, 1), "f3": up("C", 3), "f4": up("S", 3)}
    piles |= {"f5": down("H", 12), "f6": down("D", 3, 0), "f7": down("C", 12), "f8": down("H", 12, 0)}
    state = fifteen({**piles, "c1": "4S/1", "c2": "4C/0"})
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_an_empty_falling_pile_needs_the_suits_king_left():
    piles = {"f1": up("D", 13), "f2": up("D", 2, 1), "f3": up("C", 13), "f4": up("S", 6)}
    piles |= {"f5": down("H", 12), "f6": down("D", 3, 0), "f7": down("C", 1, 1), "f8": ""}
    no_king = fifteen({**piles, "c1": "4S/1", "c3": "5S/1"})
    assert GAME.solver_dead_end(no_king)  # the empty pile could begin the spades, but no king of theirs is left
    assert not winnable(GAME, no_king)
    assert not GAME.solver_dead_end(fifteen({**piles, "c1": "4S/1", "c3": down("S", 5, 1)}))


def random_ending(rng: random.Random) -> State:
    """The eight piles begun or not, at random heights of random suits, and
    one or two loose cards of what is left, in one or two columns (the
    other columns empty lanes: enough for the exhaustive search)."""
    while True:
        piles: dict[str, str] = {}
        used: Counter = Counter()
        # Rising piles from the ace, then falling ones from the king.
        for row, build, first in ((FOUNDATIONS.up, up, 1), (FOUNDATIONS.down, down, 13)):
            for pile in row:
                if rng.random() < 0.2:
                    piles[pile] = ""
                    continue
                suit, top = rng.choice("CDHS"), rng.randint(1, 13)
                piles[pile] = build(suit, top, used[(suit, first)])
                used.update((suit, r) for r in (range(1, top + 1) if first == 1 else range(top, 14)))
        if any(copies > 2 for copies in used.values()):
            continue
        left = [(suit, rank) for suit in "CDHS" for rank in range(1, 14) for _ in range(2 - used[(suit, rank)])]
        if len(left) < 3:
            continue
        chosen = rng.sample(left, rng.randint(1, 2))
        columns = rng.sample(COLUMNS, rng.randint(1, 2))
        stacks: dict[str, list[str]] = {column: [] for column in columns}
        packs: Counter = Counter()
        for suit, rank in chosen:
            pack = 1 - used[(suit, rank)] - packs[(suit, rank)] if used[(suit, rank)] else packs[(suit, rank)]
            packs[(suit, rank)] += 1
            stacks[rng.choice(columns)].append(f"{rank_code(rank)}{suit}/{pack}")
        try:
            return fifteen({**piles, **{c: " ".join(s) for c, s in stacks.items()}})
        except (ValueError, AssertionError):
            continue


def wrongly_dead(state: State) -> bool:
    """The deliberately wrong test: the empty piles forgotten."""
    home = AcesUpKingsDown(
        up=tuple(p for p in FOUNDATIONS.up if state.piles[p]), down=tuple(p for p in FOUNDATIONS.down if state.piles[p])
    )
    return no_home_left(state, [c for column in COLUMNS for c in state.piles[column]], home)


def test_random_endings_judged_dead_are_lost():
    rng = random.Random(17)
    dead = caught = 0
    for _ in range(160):
        state = random_ending(rng)
        judged = GAME.solver_dead_end(state)
        wrong = wrongly_dead(state)
        if judged or wrong:
            won = winnable(GAME, state)
            assert not (judged and won)
            caught += wrong and won
            dead += judged
    assert dead >= 30  # the test saw many
    assert caught  # the wrong test calls some won position dead: these positions would catch it
