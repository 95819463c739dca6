"""Napoleon's Square's dead end with spaces open (issue 17, round 6): with
the pack out, only the talon's top card may fill a space, so the talon's
top cards are the first to fill the spaces; the position with them laid
there is judged like one with no packet empty (blocks.tangled, the talon a
stack nothing is built on, every packet holding a card that cannot move,
the cards laid in the spaces too). Every position judged dead is proved
lost by the plain exhaustive search (tests.core.helpers.exhaustive_win) on
a hand-made case and on 150 random positions; a careless version (one that
forgets a card laid in a space may leave it again) is caught by the same
positions."""

from __future__ import annotations

import random

import pytest

from cadogan.core import marriage_tableau
from cadogan.core.blocks import face_number, one_above, tangled
from cadogan.core.marriage_tableau import MarriageTableau, spaces_filled_from_talon
from cadogan.core.registry import get_game
from cadogan.core.state import State
from tests.core.blocks.test_tangled import knot_piles
from tests.core.helpers import exhaustive_win, position, winnable

GAME = get_game("napoleons_square")
SEEDS = range(150)
CAP = 20_000  # positions the plain search may visit before a case is left out


def square(game, piles: dict[str, str]) -> State:  # type: ignore[no-untyped-def]
    return position(game, piles, square_played=1) if game is GAME else position(game, piles)


def talon_over_a_space() -> dict[str, str]:
    """The knot of test_tangled.knot_piles (every card on top waits for a
    seven of spades, under the talon's king of clubs) with packet 6's king
    and queen of spades laid on the talon, packet 6 empty."""
    piles = knot_piles()
    piles["waste"] += " " + piles.pop("p6")
    return piles


def test_the_talons_top_card_laid_in_the_only_space_stays_there() -> None:
    # The queen of spades fills the space and can go nowhere (both kings of
    # spades lie under queens); the king under it then tops the talon with
    # no space left: every card still waits for the sevens under it.
    state = square(GAME, talon_over_a_space())
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)
    # The talon's cards taken as free to come anywhere (as before), the knot is not seen.
    before = [state.piles[f"p{n}"] for n in range(1, 13)]
    home = marriage_tableau.in_order(
        marriage_tableau.next_places((state.piles[f"f{i}"] for i in range(1, 9)), 2), marriage_tableau.ACE_TO_KING
    )
    assert not tangled(before, state.piles["waste"], face_number, home, one_above)


def test_a_card_that_leaves_the_space_again_unties_the_knot() -> None:
    # Packet 12's nine of spades and eight of hearts on the talon instead:
    # the eight fills the space, the nine marries a ten of spades, the eight
    # leaves the space for it, and the space takes the king of clubs.
    piles = knot_piles()
    piles["waste"] += " " + piles.pop("p12")
    state = square(GAME, piles)
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_with_cards_in_the_pack_it_is_not_judged() -> None:
    # A card still in the pack may be turned and laid in the space first.
    piles = talon_over_a_space()
    piles["stock"] = "KC/1"
    piles["waste"] = piles["waste"].replace("KC/1", "").replace("  ", " ")
    state = square(GAME, piles)
    assert not MarriageTableau._spaces_filled_knot(GAME, [state.piles[f"p{n}"] for n in range(1, 13)], [], None)  # type: ignore[arg-type]
    assert not GAME.solver_dead_end(state)


def random_spaces(game, seed: int) -> State:  # type: ignore[no-untyped-def]
    """The knot of knot_piles with one or two packets emptied onto the
    talon (their cards in a random order), then up to two pairs of cards
    of the packets and the talon exchanged: some stay tied, some come
    undone."""
    rng = random.Random(seed)
    piles = {pile: text.split() for pile, text in knot_piles().items()}
    for packet in rng.sample([f"p{n}" for n in range(1, 13)], rng.randint(1, 2)):
        words = piles.pop(packet)
        rng.shuffle(words)
        piles["waste"] += words
    places = [(pile, index) for pile, words in piles.items() if pile[0] in "pw" for index in range(len(words))]
    for _ in range(rng.randint(0, 2)):
        (one, i), (two, j) = rng.sample(places, 2)
        piles[one][i], piles[two][j] = piles[two][j], piles[one][i]
    return square(game, {pile: " ".join(words) for pile, words in piles.items()})


def spaces_forgotten(state: State) -> bool:
    """The dead end as it was: with a space open, the talon's cards free."""
    original = MarriageTableau._spaces_filled_knot
    try:
        MarriageTableau._spaces_filled_knot = lambda *_args: False  # type: ignore[method-assign, assignment]
        return GAME.solver_dead_end(state)
    finally:
        MarriageTableau._spaces_filled_knot = original  # type: ignore[method-assign]


def test_random_positions_with_spaces_judged_dead_are_lost() -> None:
    # (A few need more positions than the plain search is given here: they
    # are left out, never counted as won.)
    positions = [random_spaces(GAME, seed) for seed in SEEDS]
    assert all(len(GAME.deck()) == sum(len(cards_) for cards_ in state.piles.values()) for state in positions)
    proved = 0
    for seed, state in zip(SEEDS, positions, strict=True):
        if GAME.solver_dead_end(state):
            truth = exhaustive_win(GAME, state, CAP)
            assert truth is not True, seed
            proved += truth is False
    assert proved >= 10


def test_filling_the_spaces_decides_more() -> None:
    positions = [random_spaces(GAME, seed) for seed in SEEDS]
    now = {index for index, state in enumerate(positions) if GAME.solver_dead_end(state)}
    before = {index for index, state in enumerate(positions) if spaces_forgotten(state)}
    assert before < now and len(now - before) >= 10, (sorted(before), sorted(now))


def holding_the_old_packets_only(self, stacks, talon, home) -> bool:  # type: ignore[no-untyped-def]
    """_spaces_filled_knot forgetting that a card laid in a space may leave
    it again (only the packets that were not empty must hold a card)."""
    laid = spaces_filled_from_talon(stacks, talon)
    if laid is None:
        return False
    filled, rest, spaces = laid
    held = [index for index in range(len(stacks)) if index not in spaces]
    return tangled(
        [*filled, rest],
        (),
        face_number,
        home,
        one_above,
        holding=held,
        built_only=(len(filled),),
        others_built_only=True,
    )


def test_a_dead_end_forgetting_a_space_empties_again_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    positions = [random_spaces(GAME, seed) for seed in SEEDS]
    monkeypatch.setattr(MarriageTableau, "_spaces_filled_knot", holding_the_old_packets_only)
    assert any(GAME.solver_dead_end(state) and exhaustive_win(GAME, state, CAP) for state in positions)
