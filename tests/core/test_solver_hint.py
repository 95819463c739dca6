"""The ranking that orders the solver's search and names the quick hint:
the book's advice where the book gives some (the Mill, La Nivernaise), and
ties told apart by the cards, never by the piles' order."""

from __future__ import annotations

from cadogan import core
from cadogan.core import Session
from cadogan.core.hint import ranking_key, tie_break
from cadogan.core.moves import group, move, swap
from tests.core.helpers import position


def test_the_mill_plays_the_talons_card_before_a_wings():
    """A 2 in the wings and a 2 on the talon both fit the ace packet: the
    book says to take the talon's (the wing's place would only be refilled
    at once)."""
    game = core.get_game("the_mill")
    fillers = {
        w: c for w, c in zip([f"w{n}" for n in range(2, 9)], ["5C", "5D", "5H", "5S", "6C", "6D", "6H"], strict=True)
    }
    kings = {"k1": "KC", "k2": "KD", "k3": "KH", "k4": "KS/1"}
    state = position(game, {"ace": "AC", **kings, "w1": "2D", **fillers, "waste": "9S 2S", "stock": "7C 8C"})
    state.face_down = set(state.piles["stock"])
    session = Session(game, state, state.deal)
    assert {m for m in session.legal_moves() if m.dst == "ace"} == {move("w1", "ace"), move("waste", "ace")}
    assert session.hint() == move("waste", "ace")


def test_la_nivernaise_takes_the_flanks_card_before_the_lines():
    """A Flank card and a Line card both fit a foundation: the book prefers
    the Flank's, though the Line's would uncover a card that could follow."""
    game = core.get_game("la_nivernaise")
    faces = ["9C", "9D", "9H", "9S", "10C", "10D", "10H"]
    flanks = dict(zip(["l2", "l3", "l4", "r1", "r2", "r3", "r4"], faces, strict=True))
    line = {p: "QS/1" for p in ("p2", "p3", "p4", "p5", "p6")}
    # The Line's ace would uncover a 2 that can follow it home: still the Flank's first.
    state = position(game, {"l1": "AH", **flanks, **line, "p1": "7C 2S AS"}, down="7C 2S", redeals_left=1)
    session = Session(game, state, state.deal)
    home = {m for m in session.legal_moves() if m.dst in game.piles_with(core.FOUNDATION)}
    assert move("l1", "a1") in home and move("p1", "a1") in home
    assert session.hint().src == "l1"


def test_groups_and_swaps_are_told_apart_by_their_cards_not_the_piles_order():
    game = core.get_game("the_fourteenth")
    state = position(game, {"r1c1": "9H", "r1c2": "5C", "r1c3": "8D", "r1c4": "6S"})
    roles = game.pile_roles()
    low, high = group(("r1c1", "r1c2"), "discard"), group(("r1c3", "r1c4"), "discard")
    assert tie_break(state, low) > tie_break(state, high)  # the 5 makes 9H 5C the lower pair
    for first, second in ((low, high), (high, low)):
        keys = {m: ranking_key(game, state, m, index, roles) for index, m in enumerate((first, second))}
        assert keys[low][2] > keys[high][2]
    assert tie_break(state, swap("r1c2", "r1c3")) != tie_break(state, swap("r1c1", "r1c4"))
    assert tie_break(state, swap("r1c2", "r1c3")) == tie_break(state, swap("r1c3", "r1c2"))


def test_the_solvers_ranking_keys_are_the_rankings_own():
    """ranking_keys (the solver's, written out for single drags) gives every
    move the very key ranking_key gives it, with and without the solver's
    knowledge that no move home is safe, along random games of every game
    (face-down cards, foundations, spaces, bonuses and clicks among them)."""
    import random

    from cadogan.core.hint import ranking_keys

    rng = random.Random(17)
    for game_id in core.game_ids():
        session = Session.new(game_id, 3)
        game = session.game
        roles = game.pile_roles()
        for _ in range(12):
            moves = session.legal_moves()
            if not moves or session.is_won():
                break
            for unsafe in (False, True):
                state = session.state
                expected = [ranking_key(game, state, m, i + 5, roles, unsafe=unsafe) for i, m in enumerate(moves)]
                assert ranking_keys(game, state, moves, roles, 5, unsafe=unsafe) == expected, game_id
            for _ in range(rng.randint(1, 4)):
                moves = session.legal_moves()
                if not moves or session.is_won():
                    break
                session.play(rng.choice(moves))
