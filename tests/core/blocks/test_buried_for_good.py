"""buried_for_good: a card above a lower card of its suit, with every card it
could marry onto under it too, can never leave (La Belle Lucie and the House
in the Wood with no re-deal left). Each position it calls dead is proved lost
by a plain exhaustive search; a near miss is proved won. The same games'
solver_prunes (a fan's last card married away once no re-deal is left)
never lose a win."""

from __future__ import annotations

import random

import pytest

from cadogan.core.blocks import buried_for_good
from cadogan.core.cards import rank_code
from cadogan.core.registry import get_game
from cadogan.core.rules import Game
from cadogan.core.state import State
from tests.core.helpers import dead_ends_proved_lost, position, suit_up_to, winnable, winnable_pruned

LUCIE = get_game("la_belle_lucie")
WOOD = get_game("the_house_in_the_wood")
HILL = get_game("the_house_on_the_hill")


def lucie(piles: dict[str, str], redeals_left: int = 0) -> State:
    others = {f"f{i}": suit_up_to(suit, 13) for i, suit in enumerate("CDH", 1)}
    return position(LUCIE, {**others, **piles}, redeals_left=redeals_left)


SPADES_ABOVE_SIX = "KS QS JS 10S 9S 8S 7S 6S"  # each goes home in turn once the five is up


def test_a_three_above_its_ace_and_its_four_is_lost() -> None:
    state = lucie({"p1": "4S AS 3S", "p2": "5S 2S", "p3": SPADES_ABOVE_SIX})
    assert buried_for_good(state, LUCIE.fans, 1)
    assert LUCIE.solver_dead_end(state)
    assert not winnable(LUCIE, state)


def test_a_king_above_a_lower_card_of_its_suit_is_lost() -> None:
    state = lucie({"p1": "AS KS", "p2": "5S 4S 3S 2S", "p3": "QS JS 10S 9S 8S 7S 6S"})
    assert LUCIE.solver_dead_end(state)
    assert not winnable(LUCIE, state)


def test_a_three_whose_four_is_free_is_not_dead_and_wins() -> None:
    state = lucie({"p1": "AS 3S", "p2": "4S", "p3": "5S 2S", "p4": SPADES_ABOVE_SIX})
    assert not LUCIE.solver_dead_end(state)
    assert winnable(LUCIE, state)


def test_no_dead_end_while_a_redeal_is_left() -> None:
    state = lucie({"p1": "4S AS 3S", "p2": "5S 2S", "p3": SPADES_ABOVE_SIX}, redeals_left=1)
    assert buried_for_good(state, LUCIE.fans, 1)
    assert not LUCIE.solver_dead_end(state)


def wood(piles: dict[str, str]) -> State:
    others = {
        f"f{i}": suit_up_to(suit, 13, pack)
        for i, (suit, pack) in enumerate([(suit, pack) for pack in (0, 1) for suit in "CDH"], 1)
    }
    return position(WOOD, {**others, **piles}, redeals_left=0)


TWO_PACKS_ABOVE_FIVE = "KS/0 QS/0 JS/0 10S/0 9S/0 8S/0 7S/0 6S/0 KS/1 QS/1 JS/1 10S/1 9S/1 8S/1 7S/1 6S/1"


def test_two_packs_both_aces_and_both_fours_under_a_three_is_lost() -> None:
    state = wood(
        {"p1": "4S/0 4S/1 AS/0 AS/1 3S/0", "p2": "2S/0 2S/1 3S/1", "p3": "5S/0 5S/1", "p4": TWO_PACKS_ABOVE_FIVE}
    )
    assert WOOD.solver_dead_end(state)
    assert not winnable(WOOD, state)


def test_two_packs_a_four_free_is_not_dead_and_wins() -> None:
    piles = {"p1": "4S/0 AS/0 AS/1 3S/0", "p2": "5S/1 4S/1", "p3": "3S/1 2S/0 2S/1", "p4": "5S/0"}
    state = wood({**piles, "p5": TWO_PACKS_ABOVE_FIVE})
    assert not WOOD.solver_dead_end(state)
    assert winnable(WOOD, state)


def test_the_hill_is_never_judged_by_it() -> None:
    # The 3♠ lies above both aces and both fours, as buried_for_good reads a
    # card buried for good; but on the Hill it marries down onto the free
    # 2♠, the fours go home down the king's pile or onto it, and the game is
    # won. (The Hill's own dead end, blocks.tangled with cards marrying
    # either way, does not call it dead.)
    down = [" ".join(f"{rank_code(rank)}{suit}/1" for rank in range(13, 0, -1)) for suit in "CDH"]
    piles = {f"f{i}": suit_up_to(suit, 13) for i, suit in enumerate("CDH", 1)}
    above_four = [rank_code(rank) for rank in range(13, 4, -1)]
    piles.update(f5=down[0], f6=down[1], f7=down[2], f8=" ".join(f"{rank}S/1" for rank in above_four))
    piles.update(p1="AS/0 AS/1 4S/0 4S/1 3S/0", p2="2S/0", p3="3S/1 2S/1", p4=" ".join(f"{r}S/0" for r in above_four))
    state = position(HILL, piles, redeals_left=0)
    assert buried_for_good(state, HILL.fans, HILL.packs)
    assert not HILL.solver_dead_end(state)
    assert winnable(HILL, state)


def random_spades(game: Game, seed: int, size: int, copies: int | None = None) -> State:
    """Every other suit home; the spades of ``copies`` packs (every pack's by
    default) dealt at random in packets of ``size``, the others' home; no
    re-deal left."""
    rng = random.Random(seed)
    copies = game.packs if copies is None else copies
    spades = [f"{rank_code(rank)}S/{pack}" for pack in range(copies) for rank in range(1, 14)]
    rng.shuffle(spades)
    piles = {f"f{i}": suit_up_to(suit, 13, pack) for i, (suit, pack) in enumerate(OTHER_SUITS[game.packs], 1)}
    if copies < game.packs:  # the second pack's spades home too
        piles["f8"] = suit_up_to("S", 13, 1)
    if game is HILL:  # four piles rise, four fall, one of each per suit: the first pack's spades fall home
        down = [" ".join(f"{rank_code(rank)}{suit}/1" for rank in range(13, 0, -1)) for suit in "CDH"]
        piles.update(f4=suit_up_to("S", 13, 1), f5=down[0], f6=down[1], f7=down[2], f8="")
    for index in range(0, len(spades), size):
        piles[f"p{index // size + 1}"] = " ".join(spades[index : index + size])
    return position(game, piles, redeals_left=0)


OTHER_SUITS = {1: [(suit, 0) for suit in "CDH"], 2: [(suit, pack) for pack in (0, 1) for suit in "CDH"]}


@pytest.mark.parametrize(("game", "size", "deals"), [(LUCIE, 3, 300), (WOOD, 7, 60)], ids=["lucie", "wood"])
def test_every_position_called_dead_is_lost(game: Game, size: int, deals: int) -> None:
    dead = dead_ends_proved_lost(game, (random_spades(game, seed, size) for seed in range(deals)))
    assert dead >= deals // 6  # the test saw many


@pytest.mark.parametrize("game", [LUCIE, WOOD, HILL], ids=["lucie", "wood", "hill"])
def test_a_last_card_married_away_is_pruned_without_losing_a_win(game: Game) -> None:
    pruned = won = lost = 0
    for seed in range(120):
        state = random_spades(game, seed, 2 + seed % 2, copies=1)
        answer = winnable(game, state)
        found, skipped = winnable_pruned(game, state)
        assert found == answer, seed
        won += answer
        lost += not answer
        pruned += skipped
    assert pruned and won and lost
