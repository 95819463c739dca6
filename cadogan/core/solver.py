"""Can this deal be won? One solver for every game, on the game's own moves.

The solver searches :meth:`Game.legal_moves` from a position, depth first,
knowing every card: the face-down ones, the pack's order and the order of
every re-deal (a re-deal's shuffle is drawn from the deal number, so it can
be reproduced). This is the "thoughtful" convention of solitaire research:
the answer says whether the deal can be won with perfect knowledge, not
whether a player who sees only the face-up cards would win it.

The search:

- remembers every position it has entered by a canonical key
  (:meth:`Game.solver_key`: positions reached in different orders count
  once, and so do positions that differ only in which copy of a twin card
  lies where), and never enters one twice;
- takes a safe foundation move (:meth:`Game.is_safe`, what auto-play makes)
  as forced: the only child of a position that has one;
- skips the moves :meth:`Game.solver_prunes` calls idle (by default a whole
  pile carried to an empty pile of the same role);
- tries the other moves best first, by the hint's ranking (:mod:`hint`).

It answers :data:`WON` with the moves of a winning line, :data:`LOST` when
the whole tree was searched without a win, or :data:`UNKNOWN` when a budget
(nodes, seconds) ran out or it was cancelled (a :class:`threading.Event` set
from another thread). A progress callback hears from it now and then.

A game may make the search narrower where the generic one is weak
(:meth:`Game.solver_prunes`, :meth:`Game.solver_key`); it never adds moves:
every move the solver plays is one of ``legal_moves``, so every winning line
replays through :meth:`Session.play`.

:class:`Advisor` keeps what the solver found for one game in play (winning
lines, positions proved lost) and answers the solver-backed hint
(:meth:`Advisor.advise`).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection, Hashable, Iterator, Mapping, MutableSet
from typing import TYPE_CHECKING

import attrs

from .hint import ranking_key
from .moves import MOVE, Move
from .ops import Tx, revert_all
from .rules import FOUNDATION, Game
from .state import State

if TYPE_CHECKING:
    from .session import Session

WON, LOST, UNKNOWN = "won", "lost", "unknown"

# Why an UNKNOWN answer stopped.
OUT_OF_NODES, OUT_OF_TIME, CANCELLED = "nodes", "time", "cancelled"

PROGRESS_INTERVAL = 0.25  # seconds between progress reports
HINT_SECONDS = 0.45  # the solver-backed hint's budget: it answers within half a second


@attrs.frozen
class Solution:
    """The solver's answer. ``moves`` is the winning line (WON only), from
    the position given; ``nodes`` counts the positions entered; ``stopped``
    says why an UNKNOWN answer stopped (nodes, time, cancelled)."""

    status: str
    moves: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    stopped: str = ""

    @property
    def decided(self) -> bool:
        return self.status != UNKNOWN


@attrs.frozen
class Progress:
    """What a progress callback hears: positions entered so far, seconds
    spent, and the depth of the line being searched."""

    nodes: int
    seconds: float
    depth: int


def solve(
    game: Game,
    state: State,
    *,
    max_nodes: int | None = None,
    max_seconds: float | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[Progress], None] | None = None,
    dead: Collection[Hashable] = (),
    visited: MutableSet[Hashable] | None = None,
) -> Solution:
    """Search for a winning line from ``state`` (left unchanged).

    ``max_nodes`` and ``max_seconds`` bound the search (None: no bound);
    ``cancel`` stops it when set (from any thread); ``progress`` is called
    about every quarter second. ``dead`` holds canonical keys of positions
    known to be lost (they are not entered). ``visited``, if given, receives
    the keys of every position entered: after a LOST answer every one of
    them is lost too.
    """
    return _Search(game, state, max_nodes, max_seconds, cancel, progress, dead, visited).run()


class _Search:
    def __init__(
        self,
        game: Game,
        state: State,
        max_nodes: int | None,
        max_seconds: float | None,
        cancel: threading.Event | None,
        progress: Callable[[Progress], None] | None,
        dead: Collection[Hashable],
        visited: MutableSet[Hashable] | None,
    ) -> None:
        self.game = game
        self.work = state.copy()
        self.work.zkey  # noqa: B018 - keep the key from here on (the rules' caches by position serve it)
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.cancel = cancel
        self.progress = progress
        self.dead = dead
        self.visited: MutableSet[Hashable] = visited if visited is not None else set()
        self.roles = game.pile_roles()
        self.nodes = 0
        self.start = time.perf_counter()
        self.next_report = self.start + PROGRESS_INTERVAL

    def elapsed(self) -> float:
        return time.perf_counter() - self.start

    def answer(self, status: str, moves: tuple[Move, ...] = (), stopped: str = "") -> Solution:
        return Solution(status, moves, self.nodes, self.elapsed(), stopped)

    def run(self) -> Solution:
        game, work = self.game, self.work
        if game.is_won(work):
            return self.answer(WON)
        root = game.solver_key(work)
        if root in self.dead:
            return self.answer(LOST)
        self.visited.add(root)
        self.nodes = 1
        # The line being searched: per level, the moves still to try there
        # (best last, popped) and the ops of the move that led to it.
        path: list[Move] = []
        undo: list[list] = []
        todo: list[list[Move]] = [self.children()]
        while todo:
            if stopped := self.should_stop(len(path)):  # at every step: a position may take 15 ms
                return self.answer(UNKNOWN, stopped=stopped)
            moves = todo[-1]
            if not moves:
                todo.pop()
                if undo:
                    revert_all(work, undo.pop())
                    path.pop()
                continue
            move = moves.pop()
            tx = Tx(work)
            game.perform(work, move, tx)
            game.settle(work, tx)
            key = game.solver_key(work)
            if key in self.visited or key in self.dead:
                revert_all(work, tx.ops)
                continue
            self.visited.add(key)
            self.nodes += 1
            path.append(move)
            if game.is_won(work):
                return self.answer(WON, tuple(path))
            undo.append(tx.ops)
            todo.append(self.children())
            if self.max_nodes is not None and self.nodes >= self.max_nodes:
                return self.answer(UNKNOWN, stopped=OUT_OF_NODES)
        return self.answer(LOST)

    def should_stop(self, depth: int) -> str:
        if self.cancel is not None and self.cancel.is_set():
            return CANCELLED
        now = time.perf_counter()
        if self.max_seconds is not None and now - self.start >= self.max_seconds:
            return OUT_OF_TIME
        if self.progress is not None and now >= self.next_report:
            self.next_report = now + PROGRESS_INTERVAL
            self.progress(Progress(self.nodes, now - self.start, depth))
        return ""

    def children(self) -> list[Move]:
        """The moves to try from the current position, the best last: a
        safe foundation move alone, else every move not pruned, by the
        hint's ranking."""
        game, work, roles = self.game, self.work, self.roles
        moves = game.legal_moves(work)
        for move in moves:
            home = move.kind == MOVE and roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION
            if home and game.is_safe(work, move):
                return [move]
        ranked = []
        for index, move in enumerate(moves):
            if game.solver_prunes(work, move):
                continue
            ranked.append((ranking_key(game, work, move, index, roles), move))
        ranked.sort(key=lambda item: item[0])
        return [move for _, move in ranked]


def replay_wins(game_id: str, deal: int, moves: Collection[Move], options: dict | None = None) -> bool:
    """Does playing ``moves`` from deal ``deal`` through Session.play win?
    (Used by tests and the survey to check every winning line.)"""
    from .session import Session

    session = Session.new(game_id, deal, options)
    for move in moves:
        session.play(move)
    return session.is_won()


# -- advice during play ----------------------------------------------------------


@attrs.frozen
class Advice:
    """The solver-backed hint. ``status`` is WON (``move`` wins: it starts a
    known winning line), LOST (no move wins from here; ``undo`` is how many
    moves back the last winnable position lies, None if none was found in
    time or the deal itself cannot be won: see ``deal_lost``) or UNKNOWN
    (``move`` is the ranking's hint, or None when the game is over)."""

    status: str
    move: Move | None = None
    undo: int | None = None
    deal_lost: bool = False
    solution_length: int = 0

    @property
    def text(self) -> str:
        """What the status bar says (the move itself is shown on the table)."""
        if self.status == WON:
            return f"This move wins: {self.solution_length} moves to go, knowing every card"
        if self.status == LOST:
            if self.deal_lost:
                return "No move wins from here: no sequence of moves wins this deal"
            if self.undo is None:
                return "No move wins from here: undo moves to find a winnable position"
            moves = "move" if self.undo == 1 else "moves"
            return f"No move wins from here: undo {self.undo} {moves} to the last winnable position"
        return ""


class Advisor:
    """What the solver knows about one game in play: winning lines (by the
    canonical key of each position along them) and positions proved lost.
    Not thread-safe: one thread asks and records (a worker's answer is
    handed over with :meth:`record`)."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.lines: dict[Hashable, tuple[tuple[Move, ...], int]] = {}
        self.lost: set[Hashable] = set()

    def known(self, state: State) -> Solution | None:
        """The answer for ``state`` if the solver found it before."""
        key = self.game.solver_key(state)
        if key in self.lost:
            return Solution(LOST)
        found = self.lines.get(key)
        if found is not None:
            line, index = found
            return Solution(WON, line[index:])
        if self.game.is_won(state):
            return Solution(WON)
        return None

    def record(self, state: State, solution: Solution, visited: Collection[Hashable] = ()) -> None:
        """Remember what a search from ``state`` found: each position along
        a winning line, or every position a LOST search entered."""
        if solution.status == LOST:
            self.lost.add(self.game.solver_key(state))
            self.lost.update(visited)
        elif solution.status == WON:
            work = state.copy()
            line = solution.moves
            for index, move in enumerate(line):
                self.lines[self.game.solver_key(work)] = (line, index)
                tx = Tx(work)
                self.game.perform(work, move, tx)
                self.game.settle(work, tx)

    def solve(self, state: State, **budget) -> Solution:
        """:func:`solve`, answered from memory when it can be, and recorded."""
        known = self.known(state)
        if known is not None:
            return known
        visited: set[Hashable] = set()
        solution = solve(self.game, state, dead=self.lost, visited=visited, **budget)
        self.record(state, solution, visited)
        return solution

    def advise(self, session: Session, seconds: float = HINT_SECONDS, cancel: threading.Event | None = None) -> Advice:
        """The hint, backed by the solver: a move that wins, if a winning line
        from here is known or found within ``seconds``; if the position is
        proved lost, how many moves to undo to the last winnable position
        (earlier positions searched in what is left of ``seconds``); else the
        ranking's hint (:meth:`Session.hint`)."""
        state = session.state
        if self.game.is_won(state):
            return Advice(UNKNOWN)
        deadline = time.perf_counter() + seconds
        solution = self.solve(state, max_seconds=seconds, cancel=cancel)
        if solution.status == WON and solution.moves:
            return Advice(WON, solution.moves[0], solution_length=len(solution.moves))
        if solution.status == LOST:
            return self._undo_advice(session, deadline, cancel)
        return Advice(UNKNOWN, session.hint())

    def _undo_advice(self, session: Session, deadline: float, cancel: threading.Event | None) -> Advice:
        """Walk back through the history to the last position from which
        the game can still be won, until ``deadline`` (perf_counter)."""
        work = session.state.copy()
        for back, step in enumerate(reversed(session.done), start=1):
            revert_all(work, step.ops)
            left = deadline - time.perf_counter()
            if left <= 0:
                break
            solution = self.solve(work, max_seconds=left, cancel=cancel)
            if solution.status == WON:
                return Advice(LOST, undo=back)
            if solution.status == UNKNOWN:
                break
        else:
            return Advice(LOST, deal_lost=True)
        return Advice(LOST)


# -- a winnable deal ---------------------------------------------------------------------


@attrs.frozen
class DealSearch:
    """What :func:`find_winnable_deal` found: the deal proved winnable and its
    winning line (None and () when none was, in the time allowed), and how
    many deals were tried."""

    deal: int | None
    moves: tuple[Move, ...]
    tried: int


def find_winnable_deal(
    game: Game,
    numbers: Iterator[int],
    *,
    seconds: float = 2.0,
    per_deal: float = 0.5,
    options: Mapping[str, bool] | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[int], None] | None = None,
) -> DealSearch:
    """Try the deal numbers ``numbers`` gives, one after another, each for at
    most ``per_deal`` seconds and all for at most ``seconds``, until the
    solver proves one winnable. ``progress`` hears how many were tried."""
    deadline = time.perf_counter() + seconds
    tried = 0
    while cancel is None or not cancel.is_set():
        left = deadline - time.perf_counter()
        if left <= 0:
            break
        deal = next(numbers)
        found = solve(game, game.new_state(deal, options), max_seconds=min(per_deal, left), cancel=cancel)
        tried += 1
        if progress is not None:
            progress(tried)
        if found.status == WON:
            return DealSearch(deal, found.moves, tried)
    return DealSearch(None, (), tried)
