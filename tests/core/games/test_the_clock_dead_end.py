"""The Clock's dead end for the solver (TheClock.solver_dead_end): besides a
card buried above every copy of the card below it (blocks.buried_for_good),
cards across the packets and the talon that wait on one another
(blocks.tangled, with the Clock's runs as the foundations' order: each
foundation takes its suit's ranks from its base round to its hour). A
packet's top card leaves only home or married onto the card one above it;
an emptied packet takes only the pack's cards; the talon's cards go only
home.

Every position so judged is proved lost by the plain exhaustive search, on
hand-made examples and on random endings (three suits home, the spades
left in the packets, the talon and the pack); careless versions (marriages
not counted; the pack's cards not counted as cards that may come to lie on
a packet; the packets' cards read as going only home, like the talon's)
are caught calling won positions dead. A talon card goes only home (it
never marries), so it stays in its knot even where the card one above it
lies free: more random endings, about half their cards on the talon, show
such knots lost."""

from __future__ import annotations

import random
from functools import cache

from cadogan import core
from cadogan.core.blocks import buried_for_good, nothing_onto
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_clock import PACKETS, knotted
from cadogan.core.state import State
from tests.core.games.test_the_clock import finished_state
from tests.core.helpers import exhaustive_win, judge_dead_end, settled_endings

GAME = core.get_game("the_clock")
SPADE_HOURS = ("f11", "f3", "f7")  # 4♠ to J♠, 8♠ round to 3♠, Q♠ round to 7♠


def spade(rank: int, pack: int = 0) -> Card:
    return Card(Suit.SPADES, rank, pack)


def spades_out(counts: tuple[int, int, int]) -> tuple[State, list[Card]]:
    """Every foundation finished but the spades', whose last ``counts`` cards
    (XI, III, VII) are taken off again; those cards, and the position."""
    state = finished_state()
    loose: list[Card] = []
    for pile, count in zip(SPADE_HOURS, counts, strict=True):
        if count:
            loose += state.piles[pile][-count:]
            del state.piles[pile][-count:]
    return state, loose


def lay(state: State, piles: dict[str, list[Card]]) -> State:
    for pile, cards in piles.items():
        state.piles[pile] = list(cards)
    state.face_down = set(state.piles["stock"])
    return state


def test_a_knot_across_two_packets_is_lost() -> None:
    # XI wants the 10♠ then the J♠; III the 2♠ then the 3♠. Packet I holds
    # the 10♠ under the 3♠, packet II the 2♠ under the J♠: the 3♠ waits for
    # the 2♠, under the J♠, which waits for the 10♠, under the 3♠. No card
    # lies over its own lower card (blocks.buried_for_good sees nothing).
    state, (ten, jack, two, three) = spades_out((2, 2, 0))
    lost = lay(state, {"p1": [ten, three], "p2": [two, jack]})
    assert not old_dead_end(lost)
    assert GAME.solver_dead_end(lost)
    assert exhaustive_win(GAME, lost) is False


def test_a_knot_across_the_talon_and_a_packet_is_lost() -> None:
    # The same knot with the 3♠ over the 10♠ on the talon, whose cards go only home.
    state, (ten, jack, two, three) = spades_out((2, 2, 0))
    lost = lay(state, {"waste": [ten, three], "p2": [two, jack]})
    assert not old_dead_end(lost)
    assert GAME.solver_dead_end(lost)
    assert exhaustive_win(GAME, lost) is False
    # The other way up on the talon, nothing waits: won.
    won = lay(state.copy(), {"waste": [three, ten], "p2": [two, jack]})
    assert not GAME.solver_dead_end(won)
    assert exhaustive_win(GAME, won) is True


def test_a_marriage_unties_the_knot_and_is_not_judged_dead() -> None:
    # VII's last four cards (4♠ to 7♠) are out too, the 4♠ on top of packet
    # III: the 3♠ marries onto it and frees the 10♠, and all goes home.
    state, (ten, jack, two, three, four, five, six, seven) = spades_out((2, 2, 4))
    won = lay(state, {"p1": [ten, three], "p2": [two, jack], "p3": [seven, six, five, four]})
    assert not GAME.solver_dead_end(won)
    assert exhaustive_win(GAME, won) is True
    assert careless_marriages(won)  # the version blind to marriages calls it dead


def test_a_talon_card_never_marries_so_its_knot_is_lost() -> None:
    # The marriage's knot with the 3♠ over the 10♠ on the talon instead of
    # in packet I: the 4♠ lies free, but a talon card only goes home, so the
    # 3♠ never leaves the 10♠ and the J♠ waits for it for good.
    state, (ten, jack, two, three, four, five, six, seven) = spades_out((2, 2, 4))
    lost = lay(state, {"waste": [ten, three], "p2": [two, jack], "p3": [seven, six, five, four]})
    assert not old_dead_end(lost)
    assert not talon_marrying(lost)  # the knot read as if the 3♠ could marry onto the 4♠
    assert GAME.solver_dead_end(lost)
    assert exhaustive_win(GAME, lost) is False


def test_cards_that_wait_on_nothing_are_not_judged_dead() -> None:
    # Only III's last card (3♠) and VII's (7♠) are out: either way up in a
    # packet, the top one goes home and then the other.
    state, (three, seven) = spades_out((0, 1, 1))
    for cards in ([three, seven], [seven, three]):
        position = lay(state.copy(), {"p1": cards})
        assert not GAME.solver_dead_end(position)
        assert exhaustive_win(GAME, position) is True


def random_ending(seed: int) -> State:
    """Some of the spades' last cards taken off again and laid at random in
    a few packets, the talon and the pack (other packets empty: a refill is
    due whenever the pack holds cards)."""
    return laid_out(seed, most=4, packets=4, stock=0.15, waste=0.4, fewest=0)


def laid_out(seed: int, most: int, packets: int, stock: float, waste: float, fewest: int) -> State:
    """``fewest`` to ``most`` of each spade run's last cards out, shuffled:
    a share ``stock`` of them in the pack, up to ``waste`` on the talon,
    the rest in the first ``packets`` packets."""
    rng = random.Random(seed)
    counts = tuple(rng.randint(fewest, most) for _ in SPADE_HOURS)
    state, loose = spades_out(counts)  # type: ignore[arg-type]
    rng.shuffle(loose)
    piles: dict[str, list[Card]] = {pile: [] for pile in (*PACKETS[:packets], "waste", "stock")}
    for card in loose:
        where = rng.random()
        pile = "stock" if where < stock else "waste" if where < waste else rng.choice(PACKETS[:packets])
        piles[pile].append(card)
    return lay(state, piles)


@cache
def endings() -> list[tuple[int, State]]:
    return [(seed, random_ending(seed)) for seed in range(220)]


CAP = 20_000


def test_random_endings_judged_dead_are_lost() -> None:
    searched, dead, won, wrong = judge_dead_end(GAME, endings(), GAME.solver_dead_end, CAP)
    assert wrong == []
    assert searched >= 150
    assert dead >= 20 and won >= 20


def old_dead_end(state: State) -> bool:
    """The Clock's dead end before the knots: a card above every copy of its lower card."""
    return buried_for_good(state, PACKETS, 2, previous_only=True) or buried_for_good(
        state, ("waste",), 2, steps=(), previous_only=True
    )


def careless_marriages(state: State) -> bool:
    """Knots as if a packet's card never married away (it went only home)."""
    return knotted(state, onto=nothing_onto, home_only=())


def talon_marrying(state: State) -> bool:
    """The knots before the talon's cards were read as going only home
    (they were let marry onto a free card one above, as a packet's may)."""
    return knotted(state, home_only=())


def every_stack_home_only(state: State) -> bool:
    """Over-eager: the packets' cards read as going only home, like the talon's."""
    return knotted(state, home_only=range(len(PACKETS) + 1))


def talon_ending(seed: int) -> State:
    """More of the spades' last cards out (one to five of each run), about
    half of them on the talon, the rest in three packets and the pack."""
    return laid_out(seed, most=5, packets=3, stock=0.1, waste=0.5, fewest=1)


@cache
def talon_endings() -> list[tuple[int, State]]:
    return [(seed, talon_ending(seed)) for seed in range(300)]


def test_random_talon_endings_judged_dead_are_lost() -> None:
    # 300 endings, about 200 of them lost; among those judged dead, some
    # only because the talon's cards go only home (not dead before), and
    # the plain search finds none of them won.
    searched, dead, won, wrong = judge_dead_end(GAME, talon_endings(), GAME.solver_dead_end, CAP)
    assert wrong == []
    assert searched >= 150
    assert dead >= 100 and won >= 20
    added = [
        label
        for label, state, won in settled_endings(GAME, talon_endings(), CAP)
        if GAME.solver_dead_end(state) and not old_dead_end(state) and not talon_marrying(state)
    ]
    assert len(added) >= 20


def careless_pack(state: State) -> bool:
    """Knots as if the pack's cards could never come to lie on a packet (so
    never take a marriage): they are counted only as cards free to go home."""
    return knotted(state, home_only=(), others_built_only=True)


def test_the_careless_versions_are_caught() -> None:
    _, _, _, wrong = judge_dead_end(GAME, endings(), careless_marriages, CAP)
    assert wrong
    _, _, _, wrong = judge_dead_end(GAME, endings(), careless_pack, CAP)
    assert wrong
    _, _, _, wrong = judge_dead_end(GAME, [*endings(), *talon_endings()], every_stack_home_only, CAP)
    assert wrong
