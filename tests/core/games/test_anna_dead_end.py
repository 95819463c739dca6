"""Anna's dead end for the solver (solver_dead_end, from blocks.tangled): in
the last deal, with every help holding a card, the talon's and the helps'
cards leave from the top, home or married onto a help (the queens, which
never go home, left out; the pack and the card just turned free): cards
that wait on one another are lost. Every position so judged is proved lost
by the plain exhaustive search, on hand-made endings and on 300 random ones
(foundations built high, the cards left in the helps, the talon, the pack
and the hand; half with an ace married onto a king); deliberately
over-eager versions (a help never married onto; an empty help ignored) are
caught calling won positions dead, and a version that never judges by the
count of positions judged dead."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial

from cadogan import core
from cadogan.core.blocks import face_number, in_order, next_places, nothing_onto, room_runs_out, tangled
from cadogan.core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from cadogan.core.games.anna import HELPS, KNAVE_ORDER, KNAVES, WRAP, helps_taken, marries_onto
from cadogan.core.state import State
from tests.core.helpers import (
    assert_solver_agrees,
    cards,
    judge_dead_end,
    run_up_in_suit,
    weaker_dead_end_caught,
    winnable,
)

GAME = core.get_game("anna")
SUITS = list(Suit)


def ending(
    heights: dict[tuple[Suit, int], int],
    helps: list[list[Card]],
    talon: list[Card] = (),
    stock: list[Card] = (),
    hand: list[Card] = (),
    wrap: bool = False,
) -> State:
    """The last deal: each suit's two foundations (suit, pack) built from the
    knave that many cards (12: to the king); ``helps`` bottom first, the
    queens not placed laid alone on the helps left; the talon, the pack
    (the next card last) and the hand as given."""
    state = GAME.empty_state(1, redeals_left=0, **{WRAP: int(wrap)})
    for index, (suit, pack) in enumerate((s, p) for s in SUITS for p in (0, 1)):
        state.piles[KNAVES[index]] = [Card(suit, rank, pack) for rank in KNAVE_ORDER[: heights.get((suit, pack), 12)]]
    placed = {card for pile in (*helps, talon, stock, hand) for card in pile}
    queens = [Card(s, QUEEN, p) for s in SUITS for p in (0, 1) if Card(s, QUEEN, p) not in placed]
    assert len(helps) + len(queens) == len(HELPS)
    for pile, cards_ in zip(HELPS, [*helps, *([q] for q in queens)], strict=False):
        state.piles[pile] = list(cards_)
    state.piles["talon"] = list(talon)
    state.piles["stock"] = list(stock)
    state.piles["hand"] = list(hand)
    state.face_down.update(stock)
    return state


def test_an_ace_above_its_two_in_the_talon_is_lost() -> None:
    # Diamonds of pack 1 down to the 3: the 2♦ lies under the A♦, which can
    # go nowhere (nothing takes an ace in the helps); every help has its queen.
    state = ending({(Suit.DIAMONDS, 1): 9}, [], talon=cards("KD/1 2D/1 AD/1"))
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_an_empty_help_takes_the_ace() -> None:
    # A queen still in the pack leaves a help empty: the A♦ waits there.
    state = ending({(Suit.DIAMONDS, 1): 9}, [[]], talon=cards("KD/1 2D/1 AD/1"), stock=cards("QS/1"))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_near_miss_a_two_married_onto_a_help_frees_itself() -> None:
    # The 3♦ on a help goes home, the 2♦ and the A♦ from the talon after
    # it; the queen still in the pack then takes the help left empty.
    state = ending({(Suit.DIAMONDS, 1): 8}, [cards("3D/1")], talon=cards("KD/1 AD/1 2D/1"), stock=cards("QS/1"))
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def random_ending(rng: random.Random) -> State:
    """Foundations built high (two to seven cards left out but the queens,
    none, one or two queens not yet on a help), the cards left out dealt
    among the free helps (a card or two married), the talon, the pack and
    the hand."""
    while True:
        heights = {(s, p): 12 for s in SUITS for p in (0, 1)}
        loose: list[Card] = []
        for key in rng.sample(sorted(heights, key=str), rng.randint(1, 3)):
            heights[key] = rng.randint(6, 11)
            suit, pack = key
            loose += [Card(suit, rank, pack) for rank in KNAVE_ORDER[heights[key] :]]
        if 2 <= len(loose) <= 7:
            break
    queens = rng.sample([Card(s, QUEEN, p) for s in SUITS for p in (0, 1)], rng.choice((0, 0, 1, 2)))
    rng.shuffle(loose)
    helps: list[list[Card]] = []
    for _ in range(len(queens)):  # the helps the loose queens leave free
        if rng.random() < 0.25 or not loose:
            helps.append([])
            continue
        helps.append(run_up_in_suit(rng, loose, 0.4, below=10))
    rest = loose + queens
    rng.shuffle(rest)
    hand = [rest.pop()] if rest and rng.random() < 0.2 else []
    cut = rng.randint(0, len(rest))
    state = ending(heights, helps, talon=rest[:cut], stock=rest[cut:], hand=hand, wrap=rng.random() < 0.5)
    for pile in HELPS[: len(helps)]:
        if not state.piles[pile]:
            state.piles[pile] = []
    return state


def endings(count: int, seed: int) -> list[tuple[int, State]]:
    rng = random.Random(seed)
    return [(index, random_ending(rng)) for index in range(count)]


def test_every_ending_judged_dead_is_lost() -> None:
    searched, dead, won, wrong = judge_dead_end(GAME, endings(300, 31), GAME.solver_dead_end, cap=30_000)
    assert not wrong
    assert searched >= 250 and dead >= 20 and won >= 50 and searched - won >= dead


def over_eager(onto: Callable[[int], tuple[int, ...]], spaces_seen: bool) -> Callable[[State], bool]:
    def dead(state: State) -> bool:
        piles = state.piles
        if spaces_seen and not all(piles[h] for h in HELPS):
            return False
        stacks = [piles[h] for h in HELPS if piles[h] and piles[h][-1].rank != QUEEN]
        stacks.append([c for c in piles["talon"] if c.rank != QUEEN])
        others = [c for pile in ("stock", "hand") for c in piles[pile] if c.rank != QUEEN]
        home = in_order(next_places((piles[k] for k in KNAVES), 2), KNAVE_ORDER)
        return tangled(stacks, others, face_number, home, onto, holding=range(len(stacks) - 1))

    return dead


def test_over_eager_versions_are_caught() -> None:
    # The 4♦ above the 5♦ the foundation wants waits married onto the 3♦.
    married = ending(
        {(Suit.DIAMONDS, 1): 6}, [cards("3D/1")], talon=cards("KD/1 AD/1 2D/1 5D/1 4D/1"), stock=cards("QS/1")
    )
    assert weaker_dead_end_caught(GAME, [married], over_eager(nothing_onto, True)) == 1
    states = [state for _, state in endings(150, 32) if not GAME.option(state, WRAP)]
    assert weaker_dead_end_caught(GAME, states, over_eager(marries_onto, False)) >= 1


def test_the_onto_faces() -> None:
    five = face_number(Card(Suit.HEARTS, 5))
    assert marries_onto(five) == (five - 1,)
    for rank in (ACE, JACK, QUEEN, KING):
        assert marries_onto(face_number(Card(Suit.HEARTS, rank))) == ()


def test_the_solver_agrees_with_the_plain_search() -> None:
    assert_solver_agrees(GAME, endings(200, 35), least=150, each=20)


# -- the talon dug with too little room (blocks.room_runs_out) ----------------------------------------
# In the last deal the talon's cards leave from the top, home or into the
# helps; a queen takes a help alone, a king too (without the option), the
# other cards of a suit at most one of a rank a help. Cards that cannot go
# home before a card of the talon leaves must all lie in the helps then.


def test_queens_above_a_card_the_helps_wait_for_fill_the_helps() -> None:
    # Hearts of pack 1 down to the 5, clubs to the 3: the 4♥ lies under
    # five queens, the 3♥ and the K♣ (whose suit waits on the A♣ under the
    # 4♥); three helps hold queens, and the help of the A♥ 2♥ empties only
    # after the 4♥ goes home: ten helps wanted at once, eight there.
    state = ending(
        {(Suit.HEARTS, 1): 7, (Suit.CLUBS, 1): 9},
        [cards("AH/1 2H/1"), [], [], [], []],
        talon=cards("AC/1 4H/1 3H/1 KC/1 QH/0 QH/1 QD/0 QD/1 QS/1"),
        stock=cards("KH/1 2C/1"),
    )
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_three_queens_still_in_the_pack() -> None:
    # The same with three of the queens still in the pack: seven helps
    # wanted (the 3♥ married onto the 2♥), and the game is won.
    state = ending(
        {(Suit.HEARTS, 1): 7, (Suit.CLUBS, 1): 9},
        [cards("AH/1 2H/1"), [], [], [], []],
        talon=cards("AC/1 4H/1 3H/1 KC/1 QH/0 QH/1"),
        stock=cards("QS/1 QD/1 QD/0 2C/1 KH/1"),
    )
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def crowded_ending(rng: random.Random) -> State:
    """A last deal with three to six queens not yet on a help (as many
    helps free), one to three foundations short of two to seven cards in
    all; the free helps empty or holding a card or two married (half of the
    endings with the option on: an ace may go on a king), some of the
    rest at the bottom of the talon, the others shuffled above them with
    most of the queens, in the pack and in the hand."""
    wrap = rng.random() < 0.5
    while True:
        heights = {(s, p): 12 for s in SUITS for p in (0, 1)}
        loose: list[Card] = []
        for key in rng.sample(sorted(heights, key=str), rng.randint(1, 3)):
            heights[key] = rng.randint(7, 11)
            suit, pack = key
            loose += [Card(suit, rank, pack) for rank in KNAVE_ORDER[heights[key] :]]
        if 2 <= len(loose) <= 6:
            break
    queens = rng.sample([Card(s, QUEEN, p) for s in SUITS for p in (0, 1)], rng.randint(3, 6))
    rng.shuffle(loose)
    helps: list[list[Card]] = []
    for _ in range(len(queens)):
        if rng.random() < 0.6 or not loose:
            helps.append([])
            continue
        run = [loose.pop()]
        while rng.random() < 0.5:
            top = run[-1]
            wanted = ACE if top.rank == KING and wrap else top.rank + 1
            up = next((c for c in loose if c.suit == top.suit and c.rank == wanted and wanted <= 10), None)
            if up is None:
                break
            loose.remove(up)
            run.append(up)
        helps.append(run)
    # (the talon's lower cards of the foundations, the queens mostly above them)
    under = rng.sample(loose, rng.randint(0, len(loose)))
    rest = [card for card in loose if card not in under]
    rng.shuffle(rest)
    stock = [rest.pop() for _ in range(rng.randint(0, len(rest)))]
    stock += [queens.pop() for _ in range(rng.choice((0, 0, 1, 2)))]
    rest += queens
    rng.shuffle(rest)
    rng.shuffle(stock)
    hand = [stock.pop()] if stock and rng.random() < 0.2 else []
    return ending(heights, helps, talon=under + rest, stock=stock, hand=hand, wrap=wrap)


def crowded_endings(count: int, seed: int) -> list[tuple[int, State]]:
    rng = random.Random(seed)
    return [(index, crowded_ending(rng)) for index in range(count)]


def room_dead_end(piles_needed: Callable[..., int], room: int = len(HELPS)) -> Callable[[State], bool]:
    """Anna's room_runs_out with ``piles_needed`` and ``room`` given (the game's own: helps_taken, 8)."""

    def dead(state: State) -> bool:
        piles = state.piles
        places = next_places((piles[k] for k in KNAVES), 2)
        others = [*piles["stock"], *piles["hand"]]
        taken = partial(piles_needed, wrap=bool(GAME.option(state, WRAP)))
        return room_runs_out(piles["talon"], [piles[h] for h in HELPS], others, places, KNAVE_ORDER, taken, room)

    return dead


def test_every_crowded_ending_judged_dead_is_lost() -> None:
    ends = crowded_endings(180, 41)
    searched, dead, won, wrong = judge_dead_end(GAME, ends, room_dead_end(helps_taken), cap=3000)
    assert not wrong
    assert searched >= 150 and dead >= 25 and won >= 100 and searched - won >= dead


def each_alone(counts: Mapping[int, int], wrap: bool = False) -> int:
    """Over-eager: every card a help of its own (marriages forgotten)."""
    return sum(counts.values())


def test_over_eager_rooms_are_caught() -> None:
    states = [state for _, state in crowded_endings(120, 42)]
    assert weaker_dead_end_caught(GAME, states, room_dead_end(each_alone)) >= 1
    assert weaker_dead_end_caught(GAME, states, room_dead_end(helps_taken, len(HELPS) - 1)) >= 1
