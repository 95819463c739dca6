"""The solver: winning lines replay through Session.play, LOST answers agree
with a plain exhaustive search, budgets and cancelling stop it, twins count
once, and the solver-backed hint (Advisor) names winning moves and the way
back from a lost position."""

from __future__ import annotations

import random
import threading
import time

import pytest

from cadogan import core
from cadogan.core import solver
from cadogan.core.cards import Card
from cadogan.core.solver import LOST, UNKNOWN, WON, Advisor, solve
from tests.core.helpers import exhaustive_win

# Games whose first deals the solver decides within a fraction of a second.
QUICK = [("margarethe", 1), ("the_house_on_the_hill", 1), ("the_congress", 1), ("anna", 1), ("the_shah", 2)]


def replay(game_id: str, deal: int, moves) -> core.Session:
    session = core.Session.new(game_id, deal)
    for move in moves:
        session.play(move)
    return session


@pytest.mark.parametrize(("game_id", "deal"), QUICK)
def test_a_winning_line_replays_to_a_win_through_session_play(game_id, deal):
    session = core.Session.new(game_id, deal)
    before = session.state.copy()
    found = solve(session.game, session.state, max_seconds=20)
    assert found.status == WON and found.decided
    assert session.state == before  # the position searched is left as it was
    assert len(found.moves) > 10 and found.nodes >= len(found.moves)
    assert replay(game_id, deal, found.moves).is_won()
    assert solver.replay_wins(game_id, deal, found.moves)
    assert not solver.replay_wins(game_id, deal, found.moves[:-1])


def near_end_positions(game_id: str, seeds: int = 4, seconds: float = 20):
    """Positions a few random moves off a winning line, 8 to 24 moves from its end."""
    game = core.get_game(game_id)
    deal, line = next(
        (d, found.moves)
        for d in (1, 2, 3)
        if (found := solve(game, core.Session.new(game_id, d).state, max_seconds=seconds)).status == WON
    )
    for back in (8, 16, 24):
        if back >= len(line):
            continue
        for seed in range(seeds):
            rng = random.Random(seed)
            session = replay(game_id, deal, line[:-back])
            for _ in range(rng.randint(1, 6)):
                moves = session.legal_moves()
                if not moves:
                    break
                session.play(rng.choice(moves))
            yield deal, session


@pytest.mark.parametrize("game_id", ["the_house_on_the_hill", "the_shah", "the_congress", "anna", "the_fish_bone"])
def test_answers_near_the_end_agree_with_a_plain_exhaustive_search(game_id):
    """Positions near the end of a won deal, knocked off the winning line by
    a few random moves: some can still be won, some not. Wherever a plain
    search of every legal move finishes, the solver says the same."""
    compared = []
    for deal, session in near_end_positions(game_id, seconds=5):
        truth = exhaustive_win(session.game, session.state, 5000)
        if truth is None:
            continue
        found = solve(session.game, session.state, max_nodes=50_000)
        assert found.status == (WON if truth else LOST), [step.move for step in session.done]
        if found.status == WON:
            session_moves = [step.move for step in session.done]
            assert replay(game_id, deal, [*session_moves, *found.moves]).is_won()
        compared.append(found.status)
    assert len(compared) >= 6


def test_lost_positions_are_found_in_two_games():
    statuses = set()
    for game_id in ("the_house_on_the_hill", "the_shah"):
        deal = 1 if game_id == "the_house_on_the_hill" else 2
        line = solve(core.get_game(game_id), core.Session.new(game_id, deal).state, max_seconds=5).moves
        for back in (8, 16, 24):
            for seed in range(4):
                rng = random.Random(seed)
                session = replay(game_id, deal, line[:-back])
                for _ in range(rng.randint(1, 6)):
                    moves = session.legal_moves()
                    if moves:
                        session.play(rng.choice(moves))
                found = solve(session.game, session.state, max_nodes=50_000)
                if found.status == LOST:
                    assert exhaustive_win(session.game, session.state, 20_000) is False
                statuses.add(found.status)
    assert statuses == {WON, LOST}


def test_a_tiny_budget_answers_unknown():
    session = core.Session.new("canfield_or_klondike", 1)
    by_nodes = solve(session.game, session.state, max_nodes=5)
    assert by_nodes.status == UNKNOWN and by_nodes.stopped == solver.OUT_OF_NODES and not by_nodes.decided
    assert by_nodes.nodes == 5 and by_nodes.moves == ()
    by_time = solve(session.game, session.state, max_seconds=0)
    assert by_time.status == UNKNOWN and by_time.stopped == solver.OUT_OF_TIME


def test_it_can_be_cancelled_from_another_thread_and_reports_progress():
    session = core.Session.new("canfield_or_klondike", 1)
    cancel = threading.Event()
    heard: list[solver.Progress] = []
    answers: list[solver.Solution] = []
    worker = threading.Thread(
        target=lambda: answers.append(solve(session.game, session.state, cancel=cancel, progress=heard.append))
    )
    worker.start()
    time.sleep(0.7)
    cancel.set()
    worker.join(timeout=10)
    assert not worker.is_alive()
    (answer,) = answers
    assert answer.status == UNKNOWN and answer.stopped == solver.CANCELLED
    assert heard and all(p.nodes > 0 and p.seconds > 0 and p.depth >= 0 for p in heard)
    assert [p.nodes for p in heard] == sorted(p.nodes for p in heard)


def test_a_position_already_won_is_won_with_no_moves():
    session = core.Session.new("margarethe", 1)
    found = solve(session.game, session.state, max_seconds=20)
    won = replay("margarethe", 1, found.moves)
    assert solve(won.game, won.state).status == WON and solve(won.game, won.state).moves == ()


def test_twin_cards_count_as_one_in_the_solvers_key():
    game = core.get_game("the_sultan")
    assert game.packs == 2
    state = core.Session.new("the_sultan", 3).state
    twin = state.copy()
    first = next(card for card in twin.piles["stock"] if card.pack == 0)
    other = Card(first.suit, first.rank, 1)
    (a, i), (b, j) = twin.where(first), twin.where(other)
    twin.piles[a][i], twin.piles[b][j] = other, first
    if (first in twin.face_down) != (other in twin.face_down):
        twin.face_down ^= {first, other}
    assert twin.key() != state.key()
    assert game.solver_key(twin) == game.solver_key(state)
    turned = state.copy()
    turned.face_down.discard(turned.piles["stock"][0])
    assert game.solver_key(turned) != game.solver_key(state)
    one_pack = core.get_game("margarethe")
    single = core.Session.new("margarethe", 1).state
    assert one_pack.solver_key(single) == single.zkey


def test_a_whole_pile_carried_to_an_empty_pile_of_its_role_is_pruned():
    game = core.get_game("canfield_or_klondike")
    session = core.Session.from_position(
        "canfield_or_klondike",
        {"t1": "KS QH", "t2": ""},
        rest="stock",
    )
    state = session.state
    legal = session.legal_moves()
    pruned = {m for m in legal if game.solver_prunes(state, m)}
    whole = {
        m
        for m in legal
        if m.src.startswith("t") and m.dst.startswith("t") and m.count == state.size(m.src) and not state.piles[m.dst]
    }
    assert core.Move(core.MOVE, "t1", "t2", 2) in whole
    assert pruned == whole


# -- the solver-backed hint -----------------------------------------------------------


@pytest.mark.parametrize("game_id", ["margarethe", "the_kings"])  # one pack; two (the key kept move by move)
def test_the_advisor_names_a_winning_move_and_follows_its_line(game_id):
    session = core.Session.new(game_id, 1)
    advisor = Advisor(session.game)
    advice = advisor.advise(session, seconds=20)
    assert advice.status == WON and advice.move in session.legal_moves()
    assert "wins" in advice.text and str(advice.solution_length) in advice.text
    for _ in range(advice.solution_length):
        advice = advisor.advise(session, seconds=0)  # known: no search needed
        assert advice.status == WON
        session.play(advice.move)
    assert session.is_won()


def test_the_advisor_says_how_far_back_the_last_winnable_position_lies():
    for game_id, deal in (("the_house_on_the_hill", 1), ("the_shah", 2)):
        line = solve(core.get_game(game_id), core.Session.new(game_id, deal).state, max_seconds=5).moves
        for back in (8, 16, 24):
            for seed in range(4):
                rng = random.Random(seed)
                session = replay(game_id, deal, line[:-back])
                strayed = 0
                for _ in range(rng.randint(1, 6)):
                    moves = session.legal_moves()
                    if moves:
                        session.play(rng.choice(moves))
                        strayed += 1
                advice = Advisor(session.game).advise(session, seconds=5)
                if advice.status != LOST:
                    continue
                assert advice.move is None and 1 <= advice.undo <= strayed
                assert f"undo {advice.undo} move" in advice.text and "last winnable position" in advice.text
                for _ in range(advice.undo):
                    session.undo()
                assert solve(session.game, session.state, max_seconds=5).status == WON
                return
    pytest.fail("no lost position found")


def test_when_undecided_the_advisor_falls_back_to_the_ranking():
    session = core.Session.new("canfield_or_klondike", 1)
    advice = Advisor(session.game).advise(session, seconds=0.05)
    assert advice.status == UNKNOWN and advice.move == session.hint() and advice.text == ""


def test_a_deal_that_cannot_be_won_is_said_so():
    session = core.Session.new("fortress", 1)
    advice = Advisor(session.game).advise(session, seconds=5)
    assert advice.status == LOST and advice.deal_lost
    assert advice.text == "No move wins from here: no sequence of moves wins this deal"
    assert exhaustive_win(session.game, session.state, 20_000) is False


def test_a_winnable_deal_is_found_among_deal_numbers():
    heard = []
    found = solver.find_winnable_deal(
        core.get_game("margarethe"), iter([4, 5]), seconds=20, per_deal=5, progress=heard.append
    )
    assert found.deal == 4 and found.tried == 1 and heard == [1]
    assert solver.replay_wins("margarethe", 4, found.moves)
    lost = solver.find_winnable_deal(core.get_game("fortress"), iter([1, 2] + [1, 2] * 1000), seconds=0.5)
    assert lost.deal is None and lost.moves == () and lost.tried >= 2
    cancel = threading.Event()
    cancel.set()
    assert solver.find_winnable_deal(core.get_game("margarethe"), iter([4]), cancel=cancel).tried == 0


def test_where_the_rankings_hint_would_lose_the_solvers_hint_wins():
    """Near the end of won deals the ranking sometimes sends a card where the
    game is lost a few moves later (the House on the Hill, the Shah): the
    solver-backed hint never does."""
    caught = 0
    for game_id, deal in (("the_house_on_the_hill", 1), ("the_house_on_the_hill", 3), ("the_shah", 2)):
        game = core.get_game(game_id)
        line = solve(game, core.Session.new(game_id, deal).state, max_seconds=20).moves
        session = replay(game_id, deal, line[:-40])
        advisor = Advisor(game)
        for move in line[-40:]:
            ranked = session.hint()
            if ranked is not None and ranked != move:
                session.play(ranked)
                loses = solve(game, session.state, max_seconds=5).status == LOST
                session.undo()
                if loses:
                    advice = advisor.advise(session, seconds=5)
                    assert advice.status == WON and advice.move != ranked
                    caught += 1
            session.play(move)
        assert session.is_won()
    assert caught >= 1


def test_a_move_to_an_empty_pile_of_an_alike_group_is_tried_once(monkeypatch):
    """Klondike's columns are alike (interchangeable_piles): the waste's
    king may go to any empty column, but the solver tries only the first
    (both lead to the same key); the legal moves offer them all."""
    session = core.Session.from_position("canfield_or_klondike", {"t1": "QD", "waste": "AH KS"}, rest="stock")
    to_spaces = [m for m in session.legal_moves() if m.src == "waste" and m.dst.startswith("t")]
    assert len(to_spaces) == 6

    def tried(search):
        return [m for m in search.children() if isinstance(m, core.Move) and m in to_spaces]

    game, state = session.game, session.state
    assert len(tried(solver._Search(game, state, None, None, None, None, (), None))) == 1
    monkeypatch.setattr(solver._Search, "unlike", lambda self, moves: iter(moves))
    assert len(tried(solver._Search(game, state, None, None, None, None, (), None))) == 6
