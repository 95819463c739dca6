"""The Fifteen: the rules card's checks, the book's rules, options, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import IllegalMove, Move, Session
from cadogan.core.games.the_fifteen import ONE_PER_SUIT, WITHDRAW, WITHDRAWN
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_fifteen")
COLUMNS = [f"c{i}" for i in range(1, 16)]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def session(piles, **counters):
    counters.setdefault(WITHDRAWN, 0)
    return Session(GAME, position(GAME, piles, **counters))


def up(suit: str, upto: int, pack: int = 0) -> str:
    return " ".join(f"{r}{suit}/{pack}" for r in RANKS[:upto])


def down(suit: str, downto: int, pack: int = 1) -> str:
    return " ".join(f"{r}{suit}/{pack}" for r in reversed(RANKS[downto - 1 :]))


# -- checks of the rules card ------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_check_1_the_deal_makes_fifteen_columns(deal):
    state = GAME.deal(deal)
    assert [state.size(c) for c in COLUMNS] == [7] * 14 + [6]
    assert not state.face_down
    assert all(state.is_empty(f"f{i}") for i in range(1, 9))
    assert_same_cards(GAME, state)


def test_check_2_marriages_go_up_or_down_in_suit():
    s = session({"c3": "2D 8S", "c7": "3D 9S", "c8": "4D 9H"})
    assert s.check(move("c3", "c7")) is None
    assert s.check(move("c7", "c3")) is None
    assert s.check(move("c8", "c3")) == "Marriages must follow suit"


def test_check_3_a_covered_card_cannot_be_played():
    s = session({"c2": "5C 6C 7C 8C 9C 2D 10S", "f1": "AD"})
    assert s.check(move("c2", "f1")) == "This foundation takes diamonds only"  # the 10♠ is what would move
    assert s.check(move("c2", "f1", 2)) == "Only the lowest card of a column can be moved"
    assert not [m for m in s.legal_moves() if m.dst == "f1"]


def test_check_4_a_fifth_ace_goes_only_on_a_kings_pile_showing_two():
    piles = {"f1": "AH", "f2": "AH/1", "f3": "AS", "f4": "AD", "f5": down("C", 2, 0), "c1": "AC/1"}
    s = session(piles)
    for pile in ("f1", "f2", "f3", "f4"):
        assert s.check(move("c1", pile)) is not None
    assert s.check(move("c1", "f5")) is None
    assert [m.dst for m in s.legal_moves() if m.src == "c1" and m.dst.startswith("f")] == ["f5"]


def test_check_5_a_lane_takes_any_card_then_marriages():
    s = session({"c1": "3S JD", "c2": "10D", "c3": "QD", "c4": "9C"})
    assert s.check(move("c1", "c5")) is None
    s.play(move("c1", "c5"))
    assert s.check(move("c2", "c5")) is None
    assert s.check(move("c3", "c5")) is None
    assert s.check(move("c4", "c5")) == "Marriages must follow suit"


def test_check_6_a_run_is_reversed_through_a_lane():
    s = session({"c1": "2H 10C 9C 8C 7C 6C 5C 4C 3C"})
    for _ in range(8):
        s.play(move("c1", "c5"))
    assert s.state.piles["c5"] == cards("3C 4C 5C 6C 7C 8C 9C 10C")
    assert s.state.top("c5") == cards("10C")[0]


def check_7_position():
    return session(
        {
            "c1": "2D 3D 4D 5D 6D 7D 8D",
            "c4": "2C 3C 4C 5C 6C AS 7C",
            "c9": "2H 3H 4H 5H 6H KD 8C",
            "c11": "7H 8H 9H 10H JH KC 9C",
            "c15": "2S 3S 4S 5S 6S 7S",
        }
    )


def test_check_7_one_ace_and_one_king_may_be_drawn_out_of_the_sixth_row():
    s = check_7_position()
    assert [m.src for m in s.legal_moves() if m.kind == WITHDRAW] == ["c4", "c9", "c11"]
    s.play(Move(WITHDRAW, "c4"))
    assert s.state.piles["f1"] == cards("AS")
    assert s.state.piles["c4"] == cards("2C 3C 4C 5C 6C 7C")
    assert s.state.top("c4") == cards("7C")[0]
    s.play(Move(WITHDRAW, "c9"))
    assert s.state.piles["f5"] == cards("KD")
    assert s.state.piles["c9"] == cards("2H 3H 4H 5H 6H 8C")
    assert s.check(Move(WITHDRAW, "c11")) == "A king has already been drawn out"
    assert not [m for m in s.legal_moves() if m.kind == WITHDRAW]
    s.undo()
    s.undo()
    assert s.state == check_7_position().state


def test_check_7_the_exception_needs_a_covered_ace_or_king():
    s = check_7_position()
    assert s.check(Move(WITHDRAW, "c1")) == "Only an ace or a king can be drawn out of the sixth row"
    assert s.check(Move(WITHDRAW, "c15")) == "Only a covered card of the sixth row can be drawn out"
    free = session({"c4": "2C 3C 4C 5C 6C AS 7C", "c2": "KH"})
    assert free.check(Move(WITHDRAW, "c4")) == "An ace or a king is free: play it instead"


def test_check_8_no_exception_once_a_foundation_is_begun():
    s = session({"c4": "2C 3C 4C 5C 6C AS 7C", "f1": "AH"})
    assert s.check(Move(WITHDRAW, "c4")) == "The exception is allowed only before any foundation is begun"
    with pytest.raises(IllegalMove):
        s.play(Move(WITHDRAW, "c4"))


# -- the book's other rules ------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3, 4, 5, 6])
def test_aces_and_kings_lying_lowest_go_up_at_once(deal):
    dealt = GAME.deal(deal)
    s = Session.new("the_fifteen", deal)
    lowest = [dealt.top(c) for c in COLUMNS]
    expected = [c for c in lowest if c.rank in (1, 13)]
    played = [card for i in range(1, 9) for card in s.state.piles[f"f{i}"]]
    assert sorted(played) == sorted(expected)
    for column in COLUMNS:
        kept = [c for c in dealt.piles[column] if c not in played]
        assert s.state.piles[column] == kept


def test_foundations_build_in_suit_each_way():
    s = session({"f1": "AH 2H", "f5": "KS QS", "c1": "3H", "c2": "JS", "c3": "3D"})
    assert s.check(move("c1", "f1")) is None
    assert s.check(move("c2", "f5")) is None
    assert s.check(move("c3", "f1")) == "This foundation takes hearts only"
    assert s.check(move("c1", "f5")) == "This foundation takes spades only"


def test_foundation_cards_stay():
    s = session({"f1": "AH 2H", "c1": "3H"})
    assert s.check(move("f1", "c2")) == "Cards on a foundation stay there"


def test_option_one_ace_and_one_king_of_each_suit():
    piles = {"f1": "AH", "f5": "KH", "c1": "AH/1", "c2": "KH/1"}
    free = session(piles)
    assert free.check(move("c1", "f2")) is None
    assert free.check(move("c2", "f6")) is None
    strict = session(piles, **{ONE_PER_SUIT: 1})
    assert strict.check(move("c1", "f2")) == "The hearts already have their ace foundation"
    assert strict.check(move("c2", "f6")) == "The hearts already have their king foundation"


def test_option_decides_the_opening_plays():
    # Find a deal whose lowest row holds two aces (or kings) of one suit.
    for deal in range(1, 400):
        lowest = [GAME.deal(deal).top(c) for c in COLUMNS]
        faces = [(c.suit, c.rank) for c in lowest]
        twins = [c for c in lowest if c.rank in (1, 13) and faces.count((c.suit, c.rank)) == 2]
        if twins:
            break
    free = Session.new("the_fifteen", deal)
    strict = Session.new("the_fifteen", deal, {ONE_PER_SUIT: True})
    home = lambda s: [card for i in range(1, 9) for card in s.state.piles[f"f{i}"]]  # noqa: E731
    assert set(twins) <= set(home(free))
    assert len(set(twins) & set(home(strict))) == len(twins) // 2


def test_won_through_the_api():
    piles = {}
    for i, suit in enumerate("CDHS", 1):
        piles[f"f{i}"] = " ".join(f"{r}{suit}.0" for r in RANKS[:12])
        piles[f"f{i + 4}"] = " ".join(f"{r}{suit}.1" for r in reversed(RANKS[1:]))
    piles.update({"c1": "KC.0 KD.0", "c2": "KH.0 KS.0", "c3": "AC.1 AD.1", "c4": "AH.1 AS.1"})
    s = Session.from_position("the_fifteen", piles)
    assert not s.is_won() and not s.is_lost()
    s.play(move("c1", "f2"))
    s.play(move("c3", "f6"))
    s.autoplay("safe")
    while not s.is_won():
        s.play(s.hint())
    assert s.is_won() and not s.is_lost()


def test_lost_when_no_useful_move_is_left():
    s = session({"c1": "5H", "c2": "9C", "f1": "AS", "f5": "KD"})
    assert all(GAME.is_idle(s.state, m) for m in s.legal_moves())
    assert s.is_lost() and s.hint() is None
    swapping = session({"c1": "5H", "c2": "6H", "f1": "AS", "f5": "KD"})
    assert swapping.legal_moves() and swapping.is_lost()  # 5♥ and 6♥ only change places
    assert swapping.hint() is None
    alive = session({"c1": "2S 5H", "c2": "6H", "f1": "AS", "f5": "KD"})
    assert not alive.is_lost()  # marrying the 5♥ frees the 2♠
    assert alive.hint() == move("c1", "c2")


def test_not_lost_while_a_lane_can_turn_a_run_round():
    run = " ".join(f"{r}C/1" for r in ["9", "8", "7", "6", "5", "4", "3"])
    s = session({"f1": up("C", 9), "c1": f"10C {run}", "c2": "2H"})
    assert not s.is_lost()


def test_safe_only_when_no_card_could_marry_onto_it():
    s = session({"f1": up("H", 4), "f5": down("H", 7), "c1": "5H", "c2": "6H/1"})
    assert not GAME.is_safe(s.state, move("c1", "f1"))
    s2 = session({"f1": up("H", 4), "f5": down("H", 6), "c1": "5H"})
    assert not GAME.is_safe(s2.state, move("c1", "f1"))  # the other 4♥ is still out
    s3 = session({"f1": up("H", 4), "f2": up("H", 4, 1), "f5": down("H", 6), "f6": down("H", 6, 0), "c1": "5H"})
    assert GAME.is_safe(s3.state, move("c1", "f1"))


# -- random play, saves ------------------------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (99, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("the_fifteen", deal, seed, steps=250)


def test_random_play_with_the_option():
    check_random_play("the_fifteen", 5, 2, steps=200, options={ONE_PER_SUIT: True})


def test_save_load_round_trip_mid_game():
    for seed in (3, 4):
        check_save_round_trip("the_fifteen", 3, seed)


# -- the solver's prune: only the first of the alike lanes ---------------------------


def test_the_solver_tries_only_the_first_empty_lane_once_the_columns_are_alike():
    s = session({"f1": up("H", 9), "c1": "10H/0 JH/0", "c2": "4C"})
    to_lane = [m for m in s.legal_moves() if m.src == "c1" and not s.state.piles[m.dst]]
    assert [m.dst for m in to_lane] == COLUMNS[2:]
    assert [m for m in to_lane if not GAME.solver_prunes(s.state, m)] == [move("c1", "c3")]
    # While the opening exception may still be used, column 15 and the sixth
    # row tell the columns apart: every lane is tried.
    opening = session({"c1": "10H/0 JH/0", "c2": "4C"})
    assert GAME.withdrawal_open(opening.state) and not GAME.columns_alike(opening.state)
    lanes = [m for m in opening.legal_moves() if m.src == "c1" and m.dst in COLUMNS[2:]]
    assert len(lanes) == 13 and not any(GAME.solver_prunes(opening.state, m) for m in lanes)
    done = session({"f1": "AS", "f5": "KD", "c1": "10H/0 JH/0"}, **{WITHDRAWN: 3})
    assert GAME.columns_alike(done.state)


def small_endings(count: int):
    """Random small positions: the hearts' rising pile at 9, their falling
    pile at 5, and three or four of the hearts left (10, knave, queen; 4)
    in one to three columns: some need a lane, some a marriage."""
    import random

    rng = random.Random(15)
    loose = ["10H/0", "JH/0", "QH/0", "4H/1"]
    for _ in range(count):
        chosen = loose[:3] if rng.random() < 0.5 else loose[:]
        rng.shuffle(chosen)
        columns = rng.sample(COLUMNS, rng.randint(1, 3))
        piles: dict[str, list[str]] = {column: [] for column in columns}
        for card in chosen:
            piles[rng.choice(columns)].append(card)
        yield session({"f1": up("H", 9), "f5": down("H", 5), **{c: " ".join(p) for c, p in piles.items()}}).state


def test_the_lane_prune_never_loses_a_win_and_a_wrong_one_is_caught():
    """Every small ending is won by the plain exhaustive search exactly when
    it is won with the solver's prunes skipped; a prune of every lane
    (deliberately wrong) loses wins in some of them."""
    from tests.core.helpers import exhaustive_win, winnable_pruned

    compared = caught = pruned = 0
    for state in small_endings(160):
        plain = exhaustive_win(GAME, state)
        with_prune, skipped = winnable_pruned(GAME, state)
        assert with_prune == plain
        pruned += skipped
        compared += 1
        no_lanes = exhaustive_win(GAME, state, skip=lambda s, m: m.kind == "move" and not s.piles[m.dst])
        caught += plain and not no_lanes
    assert compared == 160 and pruned > 0
    assert caught  # the wrong prune loses a win: these positions would catch it


@pytest.mark.parametrize("one_per_suit", [False, True])
def test_the_dead_end_read_from_the_foundations_alone_agrees_with_the_cards(one_per_suit):
    """With both packs on the table, solver_dead_end keeps its answers by
    the foundations alone (the loose cards are those not home): along random
    games its answer is no_home_left's or suit_on_too_many_piles', read
    from the cards every time."""
    import random

    from cadogan.core.blocks import no_home_left, suit_on_too_many_piles
    from cadogan.core.games.the_fifteen import FOUNDATIONS

    rng = random.Random(5)
    for deal in range(1, 13):
        game = Session.new("the_fifteen", deal, options={ONE_PER_SUIT: one_per_suit})
        for _ in range(250):
            moves = game.legal_moves()
            if not moves:
                break
            home = [m for m in moves if m.kind == "move" and m.dst.startswith("f")]
            game.play(rng.choice(home) if home and rng.random() < 0.95 else rng.choice(moves))
            state = game.state
            loose = [card for column in COLUMNS for card in state.piles[column]]
            direct = no_home_left(state, loose, FOUNDATIONS, one_per_suit) or (
                suit_on_too_many_piles(state.piles, FOUNDATIONS.piles, 2)
            )
            assert GAME.solver_dead_end(state) == direct
    # The eight piles begun (the diamonds' second rising pile and their
    # falling one meeting), the spades' one rising pile past the 4: the
    # second 4 of spades has no home, with every other card in a column.
    piles = {"f1": up("D", 13), "f2": up("D", 2, 1), "f3": up("C", 3), "f4": up("S", 6)}
    piles |= {"f5": down("H", 12), "f6": down("D", 3, 1), "f7": down("C", 12), "f8": down("H", 12, 0)}
    state = position(GAME, piles, rest="c1", **{WITHDRAWN: 3})
    assert sum(len(cards) for cards in state.piles.values()) == 104
    assert GAME.solver_dead_end(state) and not GAME.solver_dead_end(game.state)
