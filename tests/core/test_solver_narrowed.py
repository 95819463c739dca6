"""The solver's narrowed phases (solver.Narrowing: streamliners and limited
discrepancy search) look for wins only: a win they find replays through
Session.play, and what they search through without a win proves nothing.
Checked against the plain exhaustive search on positions near the end of
won deals, among them positions whose only wins the narrowed phases skip;
a solver that took a narrowed phase's searched-through positions as lost is
caught on them."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import solver
from cadogan.core.solver import LOST, RESTARTS, WON, Narrowing
from tests.core.helpers import exhaustive_win

from .test_solver import near_end_positions, replay

# As narrow as a phase can be: the best ranked move home where there is
# one, else the best ranked move, nothing else (no discrepancy).
GREEDY = Narrowing(10_000, home=True, width=1, discrepancies=0)
# Every kind of narrowing, before every phase, tiny phases (3 to 21).
EVERY_KIND = (
    (0, GREEDY),
    (1, Narrowing(5, home=True)),
    (2, Narrowing(8, width=2)),
    (3, Narrowing(13, discrepancies=1)),
    (4, Narrowing(21, home=True, width=3, discrepancies=2)),
    (5, GREEDY),
)
TINY = (3, 5, 8, 13, 21)
GAMES = ["the_house_on_the_hill", "the_shah", "anna", "the_fish_bone", "the_congress"]


class ProvingNarrowed(solver._Search):
    """Wrong on purpose: a narrowed phase run as a full one, so what it
    searches through is taken as lost (kept for the later phases and handed
    over as proved lost)."""

    def phase(self, root, cap, shuffle, narrowing=None):
        if narrowing is None:
            return super().phase(root, cap, shuffle)
        full = self.children
        self.children = self.narrowed_children(narrowing)  # type: ignore[method-assign]
        try:
            return super().phase(root, cap, shuffle)
        finally:
            self.children = full  # type: ignore[method-assign]


def sampled(game_id: str):
    """Positions near the end of a won deal with their true answer (the
    plain search's), where that search finishes."""
    for deal, session in near_end_positions(game_id, seeds=10, seconds=5):
        truth = exhaustive_win(session.game, session.state, 3000)
        if truth is not None:
            yield deal, session, truth


def greedy_says_lost(game: core.Game, state: core.State) -> bool:
    """Does the narrowest phase alone, searched to its end, find no win?"""
    search = solver._Search(game, state, 50_000, None, None, None, (), None, (), ())
    search.children = search.narrowed_children(GREEDY)  # type: ignore[method-assign]
    return search.run().status == LOST


def wrong_answer(game: core.Game, state: core.State) -> tuple[str, bool]:
    """The wrong solver's answer from ``state``, and whether it hands
    ``state`` itself over as proved lost."""
    proved: set = set()
    found = ProvingNarrowed(game, state, 50_000, None, None, None, (), proved, TINY, EVERY_KIND).run()
    return found.status, game.solver_key(state) in proved


@pytest.mark.parametrize("game_id", GAMES)
def test_narrowed_phases_never_turn_a_win_into_a_loss(game_id):
    """With narrowed phases of every kind before tiny full phases, every
    answer agrees with the plain search, every win replays, and the start
    is handed over as proved lost exactly when it is. Among the positions,
    some are won only by moves the narrowest phase skips (it alone finds no
    win from them): the solver that takes a narrowed phase's positions as
    lost is caught on every one of them."""
    game = core.get_game(game_id)
    checked = skipped_wins = 0
    for deal, session, truth in sampled(game_id):
        proved: set = set()
        search = solver._Search(game, session.state, 50_000, None, None, None, (), proved, TINY, EVERY_KIND)
        found = search.run()
        assert found.status == (WON if truth else LOST)
        assert (game.solver_key(session.state) in proved) == (not truth)
        if found.status == WON:
            before = [step.move for step in session.done]
            assert replay(game_id, deal, [*before, *found.moves]).is_won()
        checked += 1
        if truth and greedy_says_lost(game, session.state):
            skipped_wins += 1
            status, start_proved = wrong_answer(game, session.state)
            assert status == LOST or start_proved  # (the checks above fail on the wrong solver)
    assert checked >= 20


def test_some_wins_are_skipped_by_the_narrowest_phase_and_caught():
    """The test above can fail: some winnable positions are not won by the
    narrowest phase alone, and the wrong solver answers LOST of some (of
    30 positions of the House on the Hill, 25 winnable: 24 not won by the
    narrowest phase, 10 of them answered LOST by the wrong solver)."""
    skipped = lost = 0
    for game_id in GAMES[:1]:
        game = core.get_game(game_id)
        for _, session, truth in sampled(game_id):
            if truth and greedy_says_lost(game, session.state):
                skipped += 1
                lost += wrong_answer(game, session.state)[0] == LOST
    assert skipped and lost


def test_the_last_phase_is_a_full_one():
    """The default phases: every narrowed one comes before a full phase,
    and the phase that runs to the end is full."""
    assert all(0 <= before <= len(RESTARTS) for before, _ in solver.NARROWED)
    assert all(narrowing.cap > 0 for _, narrowing in solver.NARROWED)


def test_a_win_only_a_narrowed_phase_finds_in_the_budget_replays(monkeypatch):
    """The Clock's deal 45: the full phases find no win in 12,000 positions
    (nor in 25,000); the default search's narrowed phase finds one (in
    10,462), and it replays through Session.play. (Deal 1 was the example
    until the Clock's knots, blocks.tangled, won it in 123; deal 25 until
    the talon's cards were read as going only home, when the full phases
    won it within 7,000.)"""
    game = core.get_game("the_clock")
    plain = solver._Search(game, game.new_state(45), 12000, None, None, None, (), None, RESTARTS, ())
    assert plain.run().status != WON
    winners = []
    real = solver._Search.phase

    def phase(self, root, cap, shuffle, narrowing=None):
        found = real(self, root, cap, shuffle, narrowing)
        winners.append(narrowing if found.status == WON else "none")
        return found

    monkeypatch.setattr(solver._Search, "phase", phase)
    found = solver.solve(game, game.new_state(45), max_nodes=12000)
    assert found.status == WON and isinstance(winners[-1], Narrowing)
    assert solver.replay_wins("the_clock", 45, found.moves)
