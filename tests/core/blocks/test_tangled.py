"""blocks.tangled: the dead end across stacks (issue 17, round 4). Cards
that wait on one another, each under a card that can neither go home first
nor be built anywhere, are lost: the Blockade's columns, the Square's piles
(married both ways), the packets and columns of Napoleon's Square and
Napoleon at St. Helena, the Hemispheres' talon and ring. Every position
judged dead is proved lost by the plain exhaustive search
(tests.core.helpers.exhaustive_win), on hand-made cases and on 150 small
random positions of each game; a deliberately careless version (one that
forgets where a card could be built) is caught by the same positions.
A stack whose cards go only home (``home_only``, the Clock's talon) keeps
its home-blocked card even where the card above it lies free (the Clock's
random endings prove it, tests/core/games/test_the_clock_dead_end.py)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cadogan.core import blocks, marriage_tableau
from cadogan.core.blocks import dead_ends, face_number, in_order, next_places, one_above, one_either_side, tangled
from cadogan.core.cards import rank_code
from cadogan.core.games import the_blockade, the_hemispheres, the_square
from cadogan.core.games import the_flower_garden as flower_garden
from cadogan.core.registry import get_game
from cadogan.core.rules import Game
from cadogan.core.state import State
from tests.core.helpers import cards, dead_ends_proved_lost, exhaustive_win, position, suit_up_to, winnable

BLOCKADE = get_game("the_blockade")
SQUARE = get_game("the_square")
NAPOLEONS_SQUARE = get_game("napoleons_square")
FLOWER_GARDEN = get_game("the_flower_garden")
ST_HELENA = get_game("napoleon_at_st_helena")
HEMISPHERES = get_game("the_hemispheres")

ACE_TO_KING = tuple(range(1, 14))
DONE_CD = {
    f"f{i}": suit_up_to(suit, 13, pack) for i, (suit, pack) in enumerate([(s, p) for p in (0, 1) for s in "CD"], 1)
}


# -- the block alone ----------------------------------------------------------------


def test_two_stacks_each_waiting_for_the_other_are_tangled() -> None:
    # Hearts and spades home to the six. Each eight lies on a seven of the
    # other suit; the eights' nines lie under them: nothing can move.
    stacks = [cards("9S/0 7H/0 8S/0"), cards("9H/0 7S/0 8H/0"), cards("9S/1 7H/1 8S/1"), cards("9H/1 7S/1 8H/1")]
    home = in_order({2: [6, 6], 3: [6, 6]}, ACE_TO_KING)
    assert tangled(stacks, cards("10S/0 10H/0"), face_number, home, one_above)
    # One nine free: its eight may go onto it, and the knot comes undone.
    stacks[0] = cards("7H/0 8S/0")
    assert not tangled(stacks, cards("9S/0 10S/0 10H/0"), face_number, home, one_above)


def test_a_home_only_stack_keeps_its_card_though_the_card_above_lies_free() -> None:
    # One spade pile home to the six (the seven next); the one seven lies on
    # a talon under the nine, the ten on top of a packet, the eight in the
    # pack. Let marry, the nine could go onto the ten and free the seven; a
    # talon's cards go only home, so the nine waits for the seven for good.
    talon, packet, pack = cards("7S/0 9S/0"), cards("10S/0"), cards("8S/0 JS/0 QS/0 KS/0")
    home = in_order({3: [6]}, ACE_TO_KING)
    assert not tangled([talon, packet], pack, face_number, home, one_above, built_only=(0,))
    assert tangled([talon, packet], pack, face_number, home, one_above, built_only=(0,), home_only=(0,))
    # The other way up, the seven goes home first: no knot.
    talon = cards("9S/0 7S/0")
    assert not tangled([talon, packet], pack, face_number, home, one_above, built_only=(0,), home_only=(0,))


def test_a_card_home_next_unties_the_knot() -> None:
    stacks = [cards("9S/0 7H/0 8S/0"), cards("9H/0 7S/0 8H/0"), cards("9S/1 7H/1 8S/1"), cards("9H/1 7S/1 8H/1")]
    # The spades are home to the seven on one pile: the eights of spades go home.
    home = in_order({2: [6, 6], 3: [7, 6]}, ACE_TO_KING)
    assert not tangled(stacks, [], face_number, home, one_above)


def test_holding_stacks_must_keep_a_card_that_cannot_move() -> None:
    stacks = [cards("9S/0 7H/0 8S/0"), cards("9H/0 7S/0 8H/0"), cards("9S/1 7H/1 8S/1"), cards("9H/1 7S/1 8H/1")]
    home = in_order({2: [6, 6], 3: [6, 6]}, ACE_TO_KING)
    assert tangled([*stacks, cards("10S/0")], [], face_number, home, one_above, holding=(0, 1, 2, 3))
    # A fifth stack that could empty (its ten goes nowhere, but it may move
    # onto a jack...): where spaces take stack cards, nothing is judged.
    assert not tangled([*stacks, cards("10S/0")], cards("JS/0"), face_number, home, one_above, holding=range(5))


def test_up_and_back_a_face_waits_for_its_own_twin() -> None:
    # One foundation of spades climbs to the king and comes back down; it
    # wants the eight next on its way up. A nine goes up after an eight, and
    # down only after the other nine.
    up_and_back = (*range(1, 14), *range(13, 0, -1))
    home = in_order({3: [7]}, up_and_back)
    rest = cards("10S/0 10S/1 JS/0 JS/1 QS/0 QS/1 KS/0 KS/1")
    # An eight on top of a pile goes home: nothing is tangled.
    assert not tangled([cards("8S/0 9S/0"), cards("9S/1 8S/1")], rest, face_number, home, one_either_side)
    # Both eights and both tens under a nine, the other nine alone: the first
    # nine waits for an eight (up) or for its twin (down), and can marry
    # neither an eight nor a ten; the second waits for an eight, under it.
    stacks = [cards("8S/0 10S/0 8S/1 10S/1 9S/0"), cards("9S/1")]
    assert tangled(stacks, rest[2:], face_number, home, one_either_side)


# -- positions of the games -------------------------------------------------------


def loose_above(rng: random.Random, suits: str, packs: int, low: int, high: int) -> tuple[dict[tuple, int], list[str]]:
    """Each (suit, pack) pile built to a random rank in low..high; the cards above it, shuffled."""
    tops, loose = {}, []
    for suit in suits:
        for pack in range(packs):
            top = tops[suit, pack] = rng.randint(low, high)
            loose += [f"{rank_code(r)}{suit}/{pack}" for r in range(top + 1, 14)]
    rng.shuffle(loose)
    return tops, loose


def dealt(rng: random.Random, loose: list[str], piles: list[str], most: int = 3) -> dict[str, str]:
    """Deal ``loose`` (taken from it) to ``piles``, at most ``most`` cards
    each, until no more than two are left (for the pack and the talon)."""
    found: dict[str, list[str]] = {}
    keep = rng.randint(0, 2)
    for pile in piles:
        take = min(rng.randint(1, most), max(len(loose) - keep, 0))
        if take:
            found[pile] = loose[:take]
            del loose[:take]
    return {pile: " ".join(cards_) for pile, cards_ in found.items()}


def random_blockade(seed: int) -> State:
    rng = random.Random(seed)
    tops, loose = loose_above(rng, "SH", 2, 9, 12)
    piles = dict(DONE_CD)
    for i, ((suit, pack), top) in enumerate(tops.items(), 5):
        piles[f"f{i}"] = suit_up_to(suit, top, pack)
    cells = [f"r{row}c{column}" for row in (1, 2, 3) for column in range(1, 4)]
    piles.update(dealt(rng, loose, cells, 2))
    piles["stock"] = " ".join(loose)
    return position(BLOCKADE, piles, down=piles["stock"], rows_dealt=3)


def random_marriage_tableau(game: Game, seed: int) -> State:
    rng = random.Random(seed)
    tops, loose = loose_above(rng, "SH", 2, 10, 12)
    piles = dict(DONE_CD)
    for i, ((suit, pack), top) in enumerate(tops.items(), 5):
        piles[f"f{i}"] = suit_up_to(suit, top, pack)
    prefix = game.tableau_prefix  # type: ignore[attr-defined]
    piles.update(dealt(rng, loose, [f"{prefix}{n}" for n in range(1, 4)], 5))
    cut = rng.randint(0, len(loose))
    piles["waste"], piles["stock"] = " ".join(loose[:cut]), " ".join(loose[cut:])
    counters = {"square_played": 1} if game is NAPOLEONS_SQUARE else {}
    return position(game, piles, down=piles["stock"], **counters)


def knot_piles() -> dict[str, str]:
    """Napoleon's Square with every packet held and the talon in the knot
    (see test_napoleons_square_with_no_packet_empty_the_talon_joins_the_knot)."""
    piles = {"f1": suit_up_to("C", 13, 0), "f2": suit_up_to("D", 13, 0), "f3": suit_up_to("C", 11, 1)}
    piles |= {"f4": suit_up_to("D", 13, 1)}
    piles |= {
        f"f{i}": suit_up_to(suit, 6, pack) for i, (suit, pack) in enumerate([("S", 0), ("S", 1), ("H", 0), ("H", 1)], 5)
    }
    packets = [
        "7H/0 8S/0",
        "7H/1 8S/1",
        "9H/0 9S/0 10S/0",
        "9H/1 JS/0 10S/1",
        "JS/1 KS/0 QS/0",
        "KS/1 QS/1",
        "JH/0 10H/0",
        "JH/1 10H/1",
        "KH/0 QH/0",
        "KH/1 QH/1",
        "QC/1 8H/1",
        "9S/1 8H/0",
    ]
    return {**piles, **{f"p{n}": packet for n, packet in enumerate(packets, 1)}, "waste": "7S/0 7S/1 KC/1"}


def random_full_square(seed: int) -> State:
    """The knot of :func:`knot_piles` with one to three pairs of cards of
    the packets and the talon exchanged at random: some stay tied, some
    come undone."""
    rng = random.Random(seed)
    piles = {pile: text.split() for pile, text in knot_piles().items()}
    places = [(pile, index) for pile, words in piles.items() if pile[0] in "pw" for index in range(len(words))]
    for _ in range(rng.randint(1, 3)):
        (one, i), (two, j) = rng.sample(places, 2)
        piles[one][i], piles[two][j] = piles[two][j], piles[one][i]
    return position(NAPOLEONS_SQUARE, {pile: " ".join(words) for pile, words in piles.items()}, square_played=1)


GARDEN_KNOT = {
    "f1": suit_up_to("C", 13),
    "f2": suit_up_to("D", 13),
    "f3": suit_up_to("H", 6),
    "f4": suit_up_to("S", 6),
    "g1": "7H 9S 8S",
    "g2": "7S 9H 8H",
    "g3": "JH JS 10S",
    "g4": "10H",
    "g5": "KH KS QS",
    "g6": "QH",
}


def random_garden(seed: int) -> State:
    """The Flower-Garden's knot (see test_flower_garden_a_knot_across_every_packet_is_lost)
    with one to three pairs of its packets' cards exchanged at random, now
    and then one card set in the Bouquet."""
    rng = random.Random(seed)
    piles = {pile: text.split() for pile, text in GARDEN_KNOT.items()}
    places = [(pile, index) for pile, words in piles.items() if pile[0] == "g" for index in range(len(words))]
    for _ in range(rng.randint(1, 3)):
        (one, i), (two, j) = rng.sample(places, 2)
        piles[one][i], piles[two][j] = piles[two][j], piles[one][i]
    if rng.random() < 0.3:
        long = [pile for pile, words in piles.items() if pile[0] == "g" and len(words) > 1]
        piles["b1"] = [piles[rng.choice(long)].pop()]
    return position(FLOWER_GARDEN, {pile: " ".join(words) for pile, words in piles.items()})


UP_AND_BACK = (*range(1, 14), *range(13, 0, -1))


def random_square(seed: int) -> State:
    rng = random.Random(seed)
    piles = {
        f"f{i}": f"{suit_up_to(suit, 13)} {' '.join(f'{rank_code(r)}{suit}/1' for r in range(13, 0, -1))}"
        for i, suit in enumerate("CD", 1)
    }
    loose = []
    for i, suit in enumerate("SH", 3):
        place = rng.randint(21, 24)  # cards laid: past the kings, on the way down
        laid = [f"{rank_code(r)}{suit}/0" for r in range(1, 14)] + [f"{rank_code(r)}{suit}/1" for r in range(13, 0, -1)]
        piles[f"f{i}"] = " ".join(laid[:place])
        loose += laid[place:]
    rng.shuffle(loose)
    piles.update(dealt(rng, loose, ["q1", "q2", "q3"], 5))
    cut = rng.randint(0, len(loose))
    piles["waste"], piles["stock"] = " ".join(loose[:cut]), " ".join(loose[cut:])
    return position(SQUARE, piles, down=piles["stock"])


def random_hemispheres(seed: int) -> State:
    """Clubs and diamonds home; hearts up and spades down to a random card
    each pile; the barriers K♥ and A♠ in place; the other cards of those
    suits dealt to a few places of the ring (now and then a misplaced
    one), the talon and the pack."""
    rng = random.Random(seed)
    piles = {
        "aw": suit_up_to("D", 13, 0),
        "ae": suit_up_to("D", 13, 1),
        "kw": " ".join(f"{rank_code(r)}C/0" for r in range(13, 0, -1)),
        "ke": " ".join(f"{rank_code(r)}C/1" for r in range(13, 0, -1)),
        "bw": "KH/1",
        "bn": "AS/1",
    }
    loose = []
    for pile, pack in (("an", 0), ("as", 1)):
        top = rng.randint(9, 12)
        piles[pile] = suit_up_to("H", top, pack)
        loose += [f"{rank_code(r)}H/{pack}" for r in range(top + 1, 14) if (r, pack) != (13, 1)]
    for pile, pack in (("kn", 0), ("ks", 1)):
        low = rng.randint(2, 5)
        piles[pile] = " ".join(f"{rank_code(r)}S/{pack}" for r in range(13, low - 1, -1))
        loose += [f"{rank_code(r)}S/{pack}" for r in range(low - 1, 0, -1) if (r, pack) != (1, 1)]
    rng.shuffle(loose)
    north, south = [c for c in loose if c[-3] == "H"], [c for c in loose if c[-3] == "S"]
    ring: dict[str, list[str]] = {}
    for place in the_hemispheres.CIRCLE:
        mine, theirs = (north, south) if place in the_hemispheres.NORTH else (south, north)
        if rng.random() < 0.1 and theirs:
            ring[place] = [theirs.pop()]
        elif mine:
            ring[place] = [mine.pop() for _ in range(min(len(mine), rng.randint(1, 3)))]
    rest = north + south
    rng.shuffle(rest)
    cut = rng.randint(0, len(rest))
    piles.update({place: " ".join(cards_) for place, cards_ in ring.items()})
    piles["waste"], piles["stock"] = " ".join(rest[:cut]), " ".join(rest[cut:])
    return position(HEMISPHERES, piles, down=piles["stock"])


FAMILIES: dict[str, tuple[Game, Callable[[int], State]]] = {
    "the_blockade": (BLOCKADE, random_blockade),
    "the_square": (SQUARE, random_square),
    "napoleons_square": (NAPOLEONS_SQUARE, lambda seed: random_marriage_tableau(NAPOLEONS_SQUARE, seed)),
    "the_hemispheres": (HEMISPHERES, random_hemispheres),
    "napoleons_square, no packet empty": (NAPOLEONS_SQUARE, random_full_square),
    "the_flower_garden": (FLOWER_GARDEN, random_garden),
}
SEEDS = range(150)


@pytest.mark.parametrize("game_id", FAMILIES)
def test_random_positions_judged_dead_are_lost(game_id: str) -> None:
    game, make = FAMILIES[game_id]
    positions = [make(seed) for seed in SEEDS]
    assert all(len(game.deck()) == sum(len(cards_) for cards_ in state.piles.values()) for state in positions)
    dead = dead_ends_proved_lost(game, positions)
    assert dead >= 3, dead  # the family is not too easy: the dead end is really tried


CARELESS = {"the_blockade": (the_blockade, "one_above"), "the_square": (the_square, "one_either_side")}


@pytest.mark.parametrize("game_id", CARELESS)
def test_a_careless_dead_end_is_caught(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # The same dead end forgetting that a card may be built on another: every
    # card that waits is taken to be stuck for good. Some random position it
    # calls dead is won.
    game, make = FAMILIES[game_id]
    positions = [make(seed) for seed in SEEDS]
    module, name = CARELESS[game_id]
    monkeypatch.setattr(module, name, lambda _face: ())
    assert any(game.solver_dead_end(state) and exhaustive_win(game, state) for state in positions)


# -- hand-made positions of the games ------------------------------------------------


KNOT = {"r1c1": "9S/0", "r2c1": "7H/0 8S/0", "r1c2": "9H/0", "r2c2": "7S/0 8H/0"}
KNOT |= {"r1c3": "9S/1", "r2c3": "7H/1 8S/1", "r1c4": "9H/1", "r2c4": "7S/1 8H/1"}


def blockade(cells: dict[str, str], stock: str) -> State:
    piles = dict(DONE_CD)
    for i, (suit, pack) in enumerate([(s, p) for p in (0, 1) for s in "SH"], 5):
        piles[f"f{i}"] = suit_up_to(suit, 6, pack)
    return position(BLOCKADE, {**piles, **cells, "stock": stock}, down=stock, rows_dealt=2)


TENS_UP = "10S/0 10S/1 10H/0 10H/1 JS/0 JS/1 JH/0 JH/1 QS/0 QS/1 QH/0 QH/1 KS/0 KS/1 KH/0 KH/1"


def test_blockade_four_columns_waiting_on_one_another_are_lost() -> None:
    state = blockade(KNOT, TENS_UP)
    assert not blocks.buried_in(([c for p in col for c in state.piles[p]] for col in the_blockade.COLUMN_CELLS), 2)
    assert BLOCKADE.solver_dead_end(state)
    assert not winnable(BLOCKADE, state)


def test_blockade_a_nine_in_the_pack_undoes_the_knot_and_wins() -> None:
    cells = {**KNOT, "r1c1": "10S/0"}
    state = blockade(cells, TENS_UP.replace("10S/0", "9S/0"))
    assert not BLOCKADE.solver_dead_end(state)
    assert winnable(BLOCKADE, state)


def test_square_a_knot_across_two_piles_is_lost() -> None:
    # Spades and hearts have come back down to the nine: each wants an eight
    # next. Each seven waits for the eight of its suit, which lies under the
    # other seven, and could marry only the eight or the six under it.
    done = {
        f"f{i}": f"{suit_up_to(suit, 13)} {' '.join(f'{rank_code(r)}{suit}/1' for r in range(13, 0, -1))}"
        for i, suit in enumerate("CD", 1)
    }
    down_to_nine = {
        f"f{i}": f"{suit_up_to(suit, 13)} {' '.join(f'{rank_code(r)}{suit}/1' for r in range(13, 8, -1))}"
        for i, suit in enumerate("SH", 3)
    }
    piles = {**done, **down_to_nine, "q3": "AS/1 2S/1 3S/1 4S/1 5S/1", "q4": "AH/1 2H/1 3H/1 4H/1 5H/1"}
    state = position(SQUARE, {**piles, "q1": "6S/1 8H/1 7S/1", "q2": "6H/1 8S/1 7H/1"})
    assert SQUARE.solver_dead_end(state)
    assert not winnable(SQUARE, state)
    # The six of spades on top of its pile instead: the seven marries it, and all goes home.
    state = position(SQUARE, {**piles, "q1": "8H/1 7S/1", "q2": "6H/1 8S/1 7H/1", "q5": "6S/1"})
    assert not SQUARE.solver_dead_end(state)
    assert winnable(SQUARE, state)


def test_napoleons_square_with_no_packet_empty_the_talon_joins_the_knot() -> None:
    # Spades and hearts home to the six. Both sevens of spades lie on the
    # talon under the K♣, which waits for the Q♣ under an eight of hearts;
    # the eights of hearts wait for the sevens, under the eights of spades,
    # which wait for the sevens of spades; every card on top waits for a
    # seven and can marry only cards covered. No packet can empty, so no
    # space ever takes the talon's king.
    state = position(NAPOLEONS_SQUARE, knot_piles(), square_played=1)
    assert NAPOLEONS_SQUARE.solver_dead_end(state)
    assert not winnable(NAPOLEONS_SQUARE, state)
    # The talon's cards taken as free to come anywhere, the knot is not seen.
    home = in_order(next_places((state.piles[f"f{i}"] for i in range(1, 9)), 2), ACE_TO_KING)
    stacks = [state.piles[f"p{n}"] for n in range(1, 13)]
    assert not tangled(stacks, state.piles["waste"], face_number, home, one_above)
    # With a packet empty, a space could take the talon's king: not judged.
    state.piles["stock"] = state.piles.pop("p12")
    state.piles["p12"] = []
    state.face_down |= set(state.piles["stock"])
    assert not NAPOLEONS_SQUARE.solver_dead_end(state)


def forgetting_spaces(*args: object, holding: object = (), **kwargs: object) -> bool:
    """blocks.tangled asked without the piles that must hold a card that
    cannot move (the rest as the game asks it)."""
    return tangled(*args, **kwargs)  # type: ignore[arg-type]


def test_napoleons_square_a_dead_end_forgetting_spaces_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # The talon counted as a stack without asking every packet to hold a
    # card that cannot move: a packet that empties takes the talon's card,
    # and some random position it calls dead is won.
    from cadogan.core import marriage_tableau

    positions = [random_full_square(seed) for seed in SEEDS]
    monkeypatch.setattr(marriage_tableau, "tangled", forgetting_spaces)
    assert any(
        NAPOLEONS_SQUARE.solver_dead_end(state) and exhaustive_win(NAPOLEONS_SQUARE, state) for state in positions
    )


def test_flower_garden_a_knot_across_every_packet_is_lost() -> None:
    # Hearts and spades home to the six. Each eight waits for a seven,
    # under the other eight; every card on top waits for a seven and could
    # go only onto cards covered (any suit, one rank above). No packet can
    # be cleared, so none takes a card.
    state = position(FLOWER_GARDEN, GARDEN_KNOT)
    assert FLOWER_GARDEN.solver_dead_end(state)
    assert not winnable(FLOWER_GARDEN, state)
    # The ten of hearts alone in the Bouquet: its packet would be empty, and nothing is judged.
    piles = {pile: text for pile, text in GARDEN_KNOT.items() if pile != "g4"}
    assert not FLOWER_GARDEN.solver_dead_end(position(FLOWER_GARDEN, {**piles, "b1": "10H"}))


def test_flower_garden_a_dead_end_forgetting_cleared_packets_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    from cadogan.core.games import the_flower_garden

    positions = [random_garden(seed) for seed in SEEDS]
    monkeypatch.setattr(the_flower_garden, "tangled", forgetting_spaces)
    assert any(FLOWER_GARDEN.solver_dead_end(state) and exhaustive_win(FLOWER_GARDEN, state) for state in positions)


# -- the pack read where it lands (issue 17, round 5) ----------------------------------
#
# Where no space can open, a card of the pack (turned onto the talon) or of
# the Bouquet comes to the top of a pile only by being built there: it is a
# card to build on only where a copy of a card it goes onto could be on top
# first (tangled's built_only and others_built_only).


def with_cards_outside(piles: dict[str, list[str]], outside: str, rng: random.Random) -> dict[str, str]:
    """One to three pairs of the cards of the piles and of ``outside`` (the
    pack, the Bouquet) exchanged at random: the sizes of the piles kept."""
    prefixes = ("p", "w", "g", "b", "s")
    places = [(pile, i) for pile, words in piles.items() if pile[0] in prefixes for i in range(len(words))]
    for _ in range(rng.randint(1, 3)):
        (one, i), (two, j) = rng.sample(places, 2)
        piles[one][i], piles[two][j] = piles[two][j], piles[one][i]
    assert outside in piles
    return {pile: " ".join(words) for pile, words in piles.items()}


def random_square_with_pack(seed: int) -> State:
    """The knot of :func:`knot_piles` with a king and a queen of spades
    in the pack (the queen's packet gone), then one to three pairs of
    cards exchanged at random: a card to marry onto now in the pack, now
    on a packet."""
    rng = random.Random(seed)
    piles = {pile: text.split() for pile, text in knot_piles().items()}
    piles["p6"] = ["QS/1"]  # its king to the pack
    piles["stock"] = ["KS/1"]
    texts = with_cards_outside(piles, "stock", rng)
    return position(NAPOLEONS_SQUARE, texts, down=texts["stock"], square_played=1)


def random_garden_with_bouquet(seed: int) -> State:
    """The Flower-Garden's knot with the king of hearts in the Bouquet,
    then one to three pairs of cards exchanged at random."""
    rng = random.Random(seed)
    piles = {pile: text.split() for pile, text in GARDEN_KNOT.items()}
    piles["g5"] = ["KS", "QS"]
    piles["b1"] = ["KH"]
    return position(FLOWER_GARDEN, with_cards_outside(piles, "b1", rng))


LANDING = {
    "napoleons_square": (NAPOLEONS_SQUARE, random_square_with_pack),
    "the_flower_garden": (FLOWER_GARDEN, random_garden_with_bouquet),
}


@pytest.mark.parametrize("game_id", LANDING)
def test_random_positions_with_the_pack_judged_dead_are_lost(game_id: str) -> None:
    game, make = LANDING[game_id]
    positions = [make(seed) for seed in SEEDS]
    assert all(len(game.deck()) == sum(len(cards_) for cards_ in state.piles.values()) for state in positions)
    assert dead_ends_proved_lost(game, positions) >= 3


def counting_others_free(
    *args: object, built_only: object = (), others_built_only: bool = False, **kwargs: object
) -> bool:
    """blocks.tangled asked as before round 5: the pack's and the
    Bouquet's cards, and the talon's top, count as cards to build on."""
    return tangled(*args, **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize("game_id", LANDING)
def test_reading_where_the_pack_lands_decides_more(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Positions the dead end now calls dead (each proved lost above) that it
    # did not call dead while the pack's cards counted as cards to build on.
    game, make = LANDING[game_id]
    positions = [make(seed) for seed in SEEDS]
    now = {index for index, state in enumerate(positions) if game.solver_dead_end(state)}
    module = marriage_tableau if game is NAPOLEONS_SQUARE else flower_garden
    monkeypatch.setattr(module, "tangled", counting_others_free)
    before = {index for index, state in enumerate(positions) if game.solver_dead_end(state)}
    assert before < now, (sorted(before), sorted(now))


def careless_never_top(plain, lifted, onto, ontos, target, known) -> bool:  # type: ignore[no-untyped-def]
    """_never_top forgetting that a card of the pack or the Bouquet may be
    built onto a pile and then take a card itself: only the copies that lie
    on top of an ordinary stack count."""
    return plain[target] == 0


@pytest.mark.parametrize("game_id", LANDING)
def test_a_dead_end_forgetting_the_pack_can_be_built_is_caught(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game, make = LANDING[game_id]
    positions = [make(seed) for seed in SEEDS]
    monkeypatch.setattr(dead_ends, "_never_top", careless_never_top)
    assert any(game.solver_dead_end(state) and exhaustive_win(game, state) for state in positions)
