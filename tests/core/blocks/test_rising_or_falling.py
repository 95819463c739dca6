"""blocks.rising_or_falling, the Four Corners' dead end in its last deal
(blocks.stranded with a suit's rising and falling piles): every position
judged dead is proved lost by the plain exhaustive search
(tests.core.helpers.exhaustive_win), on hand-made cases and on 200 small
random positions; a deliberately weaker test (one that forgets the cards a
card could marry onto) is caught by the same positions."""

from __future__ import annotations

import random

from cadogan.core.blocks import rising_or_falling, stranded
from cadogan.core.cards import Card, Suit, rank_code
from cadogan.core.games import the_four_corners as fc
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.helpers import cards, winnable

GAME = get_game("the_four_corners")
SUITS = "HSDC"  # f1-f4 rise from the aces, f5-f8 fall from the kings, in this order


def up(suit: str, upto: int, pack: int = 0) -> str:
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(1, upto + 1))


def down(suit: str, downto: int, pack: int = 1) -> str:
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(13, downto - 1, -1))


def last_deal(packets: list[str], hearts_up: int = 6, hearts_down: int = 8, redeals_left: int = 0) -> State:
    """The last deal, complete: every suit home but the hearts, whose rising
    pile has come to ``hearts_up`` and falling pile to ``hearts_down``; the
    hearts still loose lie on the packets given (bottom first)."""
    state = GAME.empty_state(1, redeals_left=redeals_left)
    for index, suit in enumerate(SUITS):
        state.piles[f"f{index + 1}"] = cards(up(suit, hearts_up if suit == "H" else 13))
        state.piles[f"f{index + 5}"] = cards(down(suit, hearts_down if suit == "H" else 1))
    for index, text in enumerate(packets):
        state.piles[fc.PACKETS[index]] = cards(text)
    placed = sum(len(cards) for cards in state.piles.values())
    assert placed == 104
    return state


def loose_hearts(hearts_up: int = 6, hearts_down: int = 8) -> list[str]:
    rising = [f"{rank_code(r)}H/0" for r in range(hearts_up + 1, 14)]
    return rising + [f"{rank_code(r)}H/1" for r in range(1, hearts_down)]


def test_a_nine_above_both_eights_and_both_tens_is_lost():
    # Only one 8 is loose (the other is on the falling pile, which is past
    # the 9): the 9 lies above it, so it can go neither up nor down, and
    # marries neither the 8 nor the one loose 10, both under it.
    state = last_deal(["8H/0 10H/0 9H/0", "7H/0 JH/0 QH/0 KH/0", "AH/1 2H/1 3H/1 4H/1 5H/1 6H/1 7H/1"])
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_the_ten_elsewhere_lets_the_nine_marry_it():
    state = last_deal(["8H/0 9H/0", "7H/0 KH/0 QH/0 JH/0 10H/0", "AH/1 2H/1 3H/1 4H/1 5H/1 6H/1 7H/1"])
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_a_king_above_the_knave_and_queen_it_needs_is_lost():
    # Up from 7 the king needs the knave, which lies under it; it marries
    # only a queen, and the one loose queen lies under it too.
    state = last_deal(["8H/0 9H/0", "7H/0 JH/0 QH/0 KH/0 10H/0", "AH/1 2H/1 3H/1 4H/1 5H/1 6H/1 7H/1"])
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_not_before_the_last_deal_nor_while_it_is_dealt():
    packets = ["8H/0 10H/0 9H/0", "7H/0 JH/0 QH/0 KH/0", "AH/1 2H/1 3H/1 4H/1 5H/1 6H/1 7H/1"]
    assert not GAME.solver_dead_end(last_deal(packets, redeals_left=1))
    state = last_deal(packets)
    state.piles["stock"].append(state.piles["p2"].pop())
    assert not GAME.solver_dead_end(state)


def test_the_block_both_ways_and_neither():
    nine = Card(Suit.HEARTS, 9)
    blocked = rising_or_falling({Suit.HEARTS: (6, 12)})
    assert not blocked(nine, set())
    assert not blocked(nine, {(Suit.HEARTS, 7)})  # still down from the queen: 11, 10 come first
    assert blocked(nine, {(Suit.HEARTS, 7), (Suit.HEARTS, 11)})
    assert blocked(nine, {(Suit.HEARTS, 8), (Suit.HEARTS, 10)})
    assert not rising_or_falling({Suit.HEARTS: (8, 14)})(nine, {(Suit.HEARTS, 11)})  # next on the rising pile
    assert rising_or_falling({Suit.HEARTS: (9, 9)})(nine, set())  # both piles past it


def random_last_deal(seed: int) -> State:
    rng = random.Random(seed)
    faces = loose_hearts()
    rng.shuffle(faces)
    cuts = sorted(rng.sample(range(1, len(faces)), 3))
    parts = [faces[a:b] for a, b in zip([0, *cuts], [*cuts, len(faces)], strict=True)]
    return last_deal([" ".join(part) for part in parts])


def wrongly_dead(state: State) -> bool:
    """The deliberately weaker test: stranded forgetting the cards a card could marry onto."""
    tops = {Suit.HEARTS: (state.piles["f1"][-1].rank, state.piles["f5"][-1].rank)}
    return stranded(
        (state.piles[p] for p in fc.PACKETS),
        lambda card: (card.suit, card.rank),
        2,
        rising_or_falling(tops),
        lambda card: (),
        (state.piles[f] for f in fc.FOUNDATIONS),
    )


def test_random_last_deals_judged_dead_are_lost():
    dead = caught = 0
    for seed in range(200):
        state = random_last_deal(seed)
        judged = GAME.solver_dead_end(state)
        wrong = wrongly_dead(state)
        if judged or (wrong and not caught):
            won = winnable(GAME, state)
            assert not (judged and won), seed
            caught += wrong and won
            dead += judged
    assert dead >= 20  # the test saw many
    assert caught  # the weaker test calls some won position dead: these positions would catch it
