"""Spenser's Fairie Queen's pruning for the solver (solver_prunes): a card
alone under its king carried to another single king is never tried, since
after the deal no rule looks at a king and the position reached is the one
left with two lines exchanged. The search with the prune skipped agrees
with the plain search on many small random positions."""

from __future__ import annotations

import random

from cadogan import core
from cadogan.core.cards import Card, Suit
from cadogan.core.moves import move
from cadogan.core.state import State
from tests.core.helpers import exhaustive_win, winnable, winnable_pruned

GAME = core.get_game("spensers_fairie_queen")
LINES = [f"c{n}" for n in range(1, 9)]
KINGS = [Card(suit, 13, pack) for pack in (0, 1) for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)]


def spenser(spades: tuple[int, int], lines: list[list[Card]]) -> State:
    """The deal complete; clubs, diamonds and hearts home; the spades' two
    foundations up to ``spades``; each line its king, then ``lines``' cards."""
    state = GAME.empty_state(1)
    homes = iter(f"f{n}" for n in range(1, 9))
    for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS):
        for pack in (0, 1):
            state.piles[next(homes)] = [Card(suit, rank, pack) for rank in range(1, 13)]
    for pack, top in enumerate(spades):
        state.piles[next(homes)] = [Card(Suit.SPADES, rank, pack) for rank in range(1, top + 1)]
    for line, king, cards in zip(LINES, KINGS, lines + [[]] * 8, strict=False):
        state.piles[line] = [king, *cards]
    return state


def test_a_lone_card_to_a_single_king_is_pruned_and_nothing_else() -> None:
    spade = lambda rank, pack=0: Card(Suit.SPADES, rank, pack)  # noqa: E731
    state = spenser((8, 8), [[spade(9)], [spade(11), spade(10)], [spade(12), spade(11, 1), spade(10, 1)]])
    state.piles["c4"].append(spade(9, 1))
    assert GAME.solver_prunes(state, move("c1", "c5"))  # the nine alone under its king, to a single king
    assert not GAME.solver_prunes(state, move("c2", "c5"))  # the ten leaves the knave behind
    assert not GAME.solver_prunes(state, move("c1", "f7"))  # home
    assert not GAME.solver_prunes(state, move("c4", "c2"))  # onto a card


def random_spenser(seed: int) -> State:
    rng = random.Random(seed)
    spades = (rng.randint(7, 10), rng.randint(7, 10))
    loose = [Card(Suit.SPADES, rank, pack) for pack, top in enumerate(spades) for rank in range(top + 1, 13)]
    rng.shuffle(loose)
    lines: list[list[Card]] = [[] for _ in range(8)]
    for card in loose:
        lines[rng.randrange(rng.randint(2, 8))].append(card)
    return spenser(spades, lines)


def test_the_prune_keeps_every_answer_of_the_plain_search() -> None:
    # (A prune can only lose wins: the positions that matter are the won ones.)
    pruned_somewhere = won = 0
    for seed in range(150):
        state = random_spenser(seed)
        answer, pruned = winnable_pruned(GAME, state)
        assert answer == winnable(GAME, state), seed
        pruned_somewhere += pruned > 0
        won += answer
    assert pruned_somewhere >= 50 and won >= 50, (pruned_somewhere, won)


def test_a_wider_prune_would_be_caught() -> None:
    """Pruning every card carried to a single king (not only a lone one)
    loses wins these positions hold."""

    def wider(state: State, candidate) -> bool:
        return candidate.dst in LINES and state.size(candidate.dst) == 1

    caught = 0
    for seed in range(150):
        state = random_spenser(seed)
        if winnable(GAME, state) and not exhaustive_win(GAME, state, skip=wider):
            caught += 1
    assert caught
