"""buried_in: buried_for_good over stacks that need not be piles of their
own. The Blockade's columns of cells (only the lowest cell's top card is
free, every card laid comes on top) and the Square's piles (married both
ways) call a position dead when a card lies above both copies of a lower
card of its suit and of every card it could marry. Each position called
dead is proved lost by the plain exhaustive search, on hand-made cases and
on random small positions; a careless version (forgetting the cards it
could marry) is caught by the same positions."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cadogan.core.blocks import EITHER_WAY, buried_for_good, buried_in
from cadogan.core.cards import Card, rank_code
from cadogan.core.games.the_blockade import COLUMN_CELLS
from cadogan.core.games.the_square import SQUARE as SQUARE_PILES
from cadogan.core.registry import get_game
from cadogan.core.rules import Game
from cadogan.core.state import State
from tests.core.helpers import cards, exhaustive_win, position, suit_up_to

BLOCKADE = get_game("the_blockade")
SQUARE = get_game("the_square")
OTHER_SUITS = [(suit, pack) for pack in (0, 1) for suit in "CDH"]


def winnable(game: Game, state: State) -> bool:
    return bool(exhaustive_win(game, state))


def test_one_pass_answers_as_buried_for_good_on_piles() -> None:
    rng = random.Random(5)
    pack = [f"{rank_code(rank)}S/{copy}" for copy in (0, 1) for rank in range(1, 14)]
    for _ in range(300):
        rng.shuffle(pack)
        stacks = [cards(" ".join(pack[i : i + 5])) for i in range(0, 25, 5)]
        state = State(piles={f"p{i}": stack for i, stack in enumerate(stacks)}, face_down=set(), counters={}, deal=1)
        piles = list(state.piles)
        for steps, previous in (((-1,), False), (EITHER_WAY, False), ((-1,), True)):
            assert buried_in(stacks, 2, steps, previous) == buried_for_good(state, piles, 2, steps, previous)


# -- the Blockade ---------------------------------------------------------------


def blockade(cells: dict[str, str], rows: int, stock: str = "", spades_home: int = 0) -> State:
    """Every other suit home; both spade foundations built to ``spades_home``."""
    piles = {f"f{i}": suit_up_to(suit, 13, pack) for i, (suit, pack) in enumerate(OTHER_SUITS, 1)}
    if spades_home:
        piles.update(f7=suit_up_to("S", spades_home, 0), f8=suit_up_to("S", spades_home, 1))
    piles.update(cells)
    if stock:
        piles["stock"] = stock
    return position(BLOCKADE, piles, down=stock, rows_dealt=rows)


def test_blockade_a_card_above_both_lower_cards_and_both_partners_across_cells_is_lost() -> None:
    # Column 1 reads 7♠ 7♠ (row 1, married), 9♠ (row 2), 9♠ 8♠ (row 3): the
    # eight waits for a seven and can marry only a nine, all under it.
    state = blockade(
        {"r1c1": "7S/0", "r2c1": "7S/1 9S/0", "r3c1": "9S/1 8S/0", "r1c2": "8S/1", "r1c3": "KS/0 QS/0 JS/0 10S/0"},
        rows=3,
        stock="KS/1 QS/1 JS/1 10S/1",
        spades_home=6,
    )
    assert BLOCKADE.solver_dead_end(state)
    assert not winnable(BLOCKADE, state)


def test_blockade_a_partner_free_in_another_column_is_not_dead_and_wins() -> None:
    state = blockade(
        {
            "r1c1": "7S/0",
            "r2c1": "7S/1 9S/0",
            "r3c1": "8S/0",
            "r1c2": "9S/1",
            "r1c3": "KS/0 QS/0 JS/0 10S/0",
            "r1c4": "8S/1",
        },
        rows=3,
        stock="KS/1 QS/1 JS/1 10S/1",
        spades_home=6,
    )
    assert not BLOCKADE.solver_dead_end(state)
    assert winnable(BLOCKADE, state)


def random_blockade(seed: int) -> State:
    """Spades home to the seven in both packs; the rest of them (12) dealt
    at random to three rows of the first two columns and, past those, the
    pack; now and then a cell holds two (a marriage laid squarely)."""
    rng = random.Random(seed)
    spades = [f"{rank_code(rank)}S/{copy}" for copy in (0, 1) for rank in range(8, 14)]
    rng.shuffle(spades)
    cells: dict[str, list[str]] = {}
    for row in range(1, 4):
        for column in range(1, 3):
            take = 2 if rng.random() < 0.4 else 1
            cells[f"r{row}c{column}"] = spades[:take]
            del spades[:take]
    return blockade({p: " ".join(c) for p, c in cells.items() if c}, rows=3, stock=" ".join(spades), spades_home=7)


# -- the Square -------------------------------------------------------------------


def square(piles: dict[str, str], spades_home: str) -> State:
    """Every other suit home, up and down; the spade corner holds ``spades_home``."""
    done = {
        f"f{i}": f"{suit_up_to(suit, 13)} {' '.join(f'{rank_code(r)}{suit}/1' for r in range(13, 0, -1))}"
        for i, suit in enumerate("CDH", 1)
    }
    return position(SQUARE, {**done, "f4": spades_home, **piles})


def test_square_a_card_above_both_lower_cards_and_both_partners_is_lost() -> None:
    # The nine waits for an eight, and marries an eight or a ten: all under it.
    state = square(
        {"q1": "8S/0 10S/0 8S/1 10S/1 9S/0", "q2": "9S/1", "q3": "KS/0 KS/1 QS/0 QS/1 JS/0 JS/1"},
        suit_up_to("S", 7),
    )
    state.piles["q4"] = cards("AS/1 2S/1 3S/1 4S/1 5S/1 6S/1 7S/1")
    assert SQUARE.solver_dead_end(state)
    assert not winnable(SQUARE, state)


def test_square_one_partner_free_is_not_dead_and_wins() -> None:
    state = square(
        {"q1": "8S/0 8S/1 10S/1 9S/0", "q2": "9S/1", "q3": "KS/0 KS/1 QS/0 QS/1 JS/0 JS/1", "q5": "10S/0"},
        suit_up_to("S", 7),
    )
    state.piles["q4"] = cards("AS/1 2S/1 3S/1 4S/1 5S/1 6S/1 7S/1")
    assert not SQUARE.solver_dead_end(state)
    assert winnable(SQUARE, state)


def random_square(seed: int) -> State:
    """Every other suit home; spades up to the nine, the other pack's ace to
    nine waiting in one pile for the way down; the eight spades left, both
    packs' ten to king, dealt at random to two more piles."""
    rng = random.Random(seed)
    spades = [f"{rank_code(rank)}S/{copy}" for copy in (0, 1) for rank in range(10, 14)]
    rng.shuffle(spades)
    cut = rng.randint(3, 5)
    piles = {"q1": " ".join(spades[:cut]), "q2": " ".join(spades[cut:]), "q3": LATER_SPADES}
    return square(piles, suit_up_to("S", 9))


LATER_SPADES = " ".join(f"{rank_code(rank)}S/1" for rank in range(1, 10))  # the way down's last cards, nine on top


# -- every position called dead is lost; a careless version is caught ---------------


CASES = [
    (BLOCKADE, random_blockade, lambda s: buried_in(blockade_columns(s), 2, ())),
    (SQUARE, random_square, lambda s: buried_in((s.piles[pile] for pile in SQUARE_PILES), 2, ())),
]


def blockade_columns(state: State) -> list[list[Card]]:
    return [[card for cell in column for card in state.piles[cell]] for column in COLUMN_CELLS]


@pytest.mark.parametrize(("game", "deal", "careless"), CASES, ids=["blockade", "square"])
def test_every_position_called_dead_is_lost(
    game: Game, deal: Callable[[int], State], careless: Callable[[State], bool]
) -> None:
    dead = caught = won = 0
    for seed in range(160):
        state = deal(seed)
        called = game.solver_dead_end(state)
        wrong = careless(state)
        if not called and not wrong:
            continue
        answer = exhaustive_win(game, state, cap=40_000)
        if called:
            dead += 1
            assert answer is False, seed
        elif answer:
            caught += 1
        won += bool(answer)
    assert dead >= 20  # the test saw many
    assert caught  # forgetting the cards it could marry calls won positions dead
