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
  lies where, or in which of the piles the rules treat alike,
  :meth:`Game.interchangeable_piles`, holds what), and never enters one
  twice;
- takes a safe foundation move (:meth:`Game.is_safe`, what auto-play makes)
  as forced: the only child of a position that has one;
- skips the moves :meth:`Game.solver_prunes` calls idle (by default a whole
  pile carried to an empty pile of the same role), and never enters a
  position :meth:`Game.solver_dead_end` calls hopeless;
- tries the other moves best first, by the hint's ranking (:mod:`hint`);
- works in phases (:data:`RESTARTS`): each may enter a few hundred to a few
  thousand positions before the search starts again from the root, every
  other phase with the ranking blurred (moves scored less than
  :data:`SHUFFLE_POINTS` apart may change places, those scored alike are
  taken in a random order), so
  a win that a first unlucky choice hides is found early; the last phase
  runs to the end. The positions proved lost are kept from phase to phase
  (Tarjan's strongly connected sets: once a set of positions that lead to
  one another is searched through, all of them, and all under them, are
  lost), so a later phase skips them and a deal that is lost costs little
  more than one search;
- before some full phases, runs a narrowed one (:data:`NARROWED`,
  :class:`Narrowing`) that tries only some children of each position and
  looks for wins only: what it searches through proves nothing.

It answers :data:`WON` with the moves of a winning line, :data:`LOST` when
the whole tree was searched without a win, or :data:`UNKNOWN` when a budget
(nodes, seconds) ran out or it was cancelled (a :class:`threading.Event` set
from another thread). A progress callback hears from it now and then.

A game may make the search narrower where the generic one is weak
(:meth:`Game.solver_prunes`, :meth:`Game.solver_dead_end`,
:meth:`Game.interchangeable_piles`, :meth:`Game.solver_key`); it never adds
moves: every move the solver plays is one of ``legal_moves``, so every
winning line replays through :meth:`Session.play`.

:class:`Advisor` keeps what the solver found for one game in play (winning
lines, positions proved lost) and answers the solver-backed hint
(:meth:`Advisor.advise`).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Mapping, MutableSet, Sequence
from operator import itemgetter
from typing import TYPE_CHECKING

import attrs

from .cards import Card
from .hint import ranking_key, ranking_keys
from .moves import MOVE, Move
from .ops import Tx, revert_all
from .rules import FOUNDATION, Game, _drags_made, _faces, alike_places, fact_number
from .state import State, _zrows, counter_number, drawn_numbers

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
    the keys of the positions the search proved lost, whatever its answer
    (after a LOST answer, every position it entered).
    """
    return _Search(game, state, max_nodes, max_seconds, cancel, progress, dead, visited).run()


class KeyedState(State):
    """The solver's working copy of a position: besides the Zobrist key it
    keeps the game's default canonical key (:func:`rules.canonical_key`) up
    to date op by op, so a game with several packs or alike piles pays a
    few XORs a move for its key instead of reading every card."""

    __slots__ = ("_blind", "_faces", "_groups", "_main", "_part", "_parts", "_places", "_rows")

    @classmethod
    def of(cls, game: Game, state: State) -> KeyedState:
        work = cls(
            piles={name: list(cards) for name, cards in state.piles.items()},
            face_down=set(state.face_down),
            counters=dict(state.counters),
            deal=state.deal,
        )
        work._zkey = state.current_key()
        work._faces = _faces(game)
        work._places = alike_places(game)
        work._blind = game.solver_blind_counters
        work._rows = _both_rows.setdefault(game.id, {})
        work._main = 0
        work._parts = {name: 0 for name in work._places}
        work._part = work._parts.__getitem__
        groups: dict[str, list[str]] = {}
        for pile in work._parts:
            groups.setdefault(work._places[pile], []).append(pile)
        work._groups = tuple(tuple(piles) for _, piles in sorted(groups.items()))  # combine_key's order
        for name, cards in work.piles.items():
            work._toggle_facts(name, 0, cards)
        for name, value in work.counters.items():
            if name not in work._blind:
                work._main ^= counter_number(name, value)
        return work

    def canonical(self) -> int:
        """The same value as rules.canonical_key of this position."""
        if not self._parts:
            return self._main
        # (combine_key's value, its groups' piles listed once, in its order;
        # without a generator: the key is asked of every move tried)
        part, groups = self._part, self._groups
        if len(groups) == 1:
            return hash((self._main, tuple(sorted(map(part, groups[0])))))
        return hash((self._main, *[tuple(sorted(map(part, piles))) for piles in groups]))

    def _toggle_facts(self, pile: str, start: int, cards: Sequence[Card]) -> None:
        faces, down = self._faces, self.face_down
        place = self._places.get(pile, pile)
        # (fact_number's numbers by place, index and face: every op of the
        # search comes here twice, and no fact's tuple need be made)
        rows = _fact_rows.get(place)
        if rows is None:
            rows = _fact_rows.setdefault(place, [])
        while len(rows) < start + len(cards):
            rows.append({})
        part = 0
        for index, card in enumerate(cards, start):
            face = faces[card] + 1 if card in down else faces[card]
            number = rows[index].get(face)
            if number is None:
                number = rows[index][face] = fact_number(face, place, index)
            part ^= number
        if pile in self._parts:
            self._parts[pile] ^= part
        else:
            self._main ^= part

    def toggle_cards(self, pile: str, start: int, cards: Sequence[Card]) -> None:
        rows = self._rows.get(pile)
        down = self.face_down
        if rows is not None:
            # Both keys at once: a card's Zobrist number and its canonical
            # one, kept as one number (the canonical one shifted above the
            # Zobrist key's 64 bits), read by its ident and face.
            try:
                both = drawn_numbers(rows, start, cards, down)
            except (KeyError, IndexError):  # a number not drawn yet: drawn below, in the order first asked
                pass
            else:
                self._zkey ^= both & _LOW_BITS  # type: ignore[operator]
                if pile in self._parts:
                    self._parts[pile] ^= both >> 64
                else:
                    self._main ^= both >> 64
                return
        super().toggle_cards(pile, start, cards)
        self._toggle_facts(pile, start, cards)
        # Every number of these cards here is drawn now: kept for the next time.
        if rows is None:
            rows = self._rows.setdefault(pile, [])
        while len(rows) < start + len(cards):
            rows.append({})
        zrows, crows, faces = _zrows[pile], _fact_rows[self._places.get(pile, pile)], self._faces
        for index, card in enumerate(cards, start):
            turned = card in down
            ident = card.ident * 2 + turned
            rows[index][ident] = zrows[index][ident] | crows[index][faces[card] + turned] << 64

    def toggle_down(self, card: Card) -> None:
        """(Asked before the card turns: its fact changes face where it lies.)"""
        super().toggle_down(card)
        for pile, cards in self.piles.items():
            if card in cards:
                index = cards.index(card)
                face = self._faces[card]
                place = self._places.get(pile, pile)
                change = fact_number(face, place, index) ^ fact_number(face + 1, place, index)
                if pile in self._parts:
                    self._parts[pile] ^= change
                else:
                    self._main ^= change
                return

    def toggle_counter(self, name: str, old: int | None, new: int | None) -> None:
        super().toggle_counter(name, old, new)
        if name not in self._blind:
            self._main ^= counter_number(name, old) ^ counter_number(name, new)


# fact_number(face, place, index) as _fact_rows[place][index][face], filled as asked.
_fact_rows: dict[str, list[dict[int, int]]] = {}
# For each game, by pile and index: a card's Zobrist number there (state._zrows)
# with its canonical number shifted above it, by card.ident * 2 + (1 if face
# down): filled from numbers already drawn (see KeyedState.toggle_cards).
_both_rows: dict[str, dict[str, list[dict[int, int]]]] = {}
_LOW_BITS = (1 << 64) - 1


def working_copy(game: Game, state: State) -> tuple[State, Callable[[], Hashable]]:
    """A copy of ``state`` to play moves on, and what gives its solver key
    (``game.solver_key`` of it) as it changes: the default canonical key is
    kept up to date move by move (:class:`KeyedState`)."""
    if type(game).solver_key is Game.solver_key and (game.packs > 1 or game.interchangeable_piles()):
        keyed = KeyedState.of(game, state)
        return keyed, keyed.canonical
    work = state.copy()
    work.zkey  # noqa: B018 - keep the key from here on (the rules' caches by position serve it)
    if type(game).solver_key is not Game.solver_key:
        return work, lambda: game.solver_key(work)
    # Game.solver_key of one pack, every pile told apart, written out: the key is asked of every move tried.
    blind = tuple(game.solver_blind_counters)
    if not blind:
        return work, lambda: work._zkey  # type: ignore[return-value]

    def key() -> int:
        value: int = work._zkey  # type: ignore[assignment]
        for name in blind:
            value ^= counter_number(name, work.counters.get(name))
        return value

    return work, key


# A step of the search: one legal move, or (turns of the pack compressed,
# see _Search.turned_steps) several played one after another.
Step = Move | tuple[Move, ...]


def _moves_of(step: Step) -> tuple[Move, ...]:
    return step if isinstance(step, tuple) else (step,)


class _Restart(Exception):
    """A phase of the search used up its share of positions."""


SAFE_TRIAL, SAFE_SHARE = 200, 0.4  # see _Search.safe_first
SHUFFLE_POINTS = 150  # in a shuffled phase, moves scored less than this apart may change places

# Positions each phase of the search may enter before it starts again from
# the root (every other phase with the ranking blurred, see children); the
# phase after the last runs until the search ends or the budget runs out.
RESTARTS = (400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 102400)


@attrs.frozen
class Narrowing:
    """A narrowed phase of the search, one that looks for wins only (a
    "streamliner", as in Blake and Gent's Solvitaire, or a limited
    discrepancy search, Harvey and Ginsberg): of a position's children it
    tries only some, so a win it finds is a real win (every step one the
    full search would try, every move legal), but a position it searches
    through proves nothing: nothing it closes enters the positions proved
    lost (only the game's own dead ends do, which are proofs anywhere), and
    when its tree or its ``cap`` of positions is used up the search goes on
    with the next phase.

    ``home``: a move of cards home from a pile, where there is one, is the
    position's only child (the best ranked of them), safe or not.
    ``width``: only the best ``width`` children of a position are tried.
    ``discrepancies``: along a line, at most that many steps other than the
    best ranked one of their position (a limited discrepancy search).
    ``seed``: the ranking blurred as in a shuffled phase, with this seed
    (None: not blurred)."""

    cap: int
    home: bool = False
    width: int | None = None
    discrepancies: int | None = None
    seed: int | None = None


# The narrowed phases: (i, narrowing) runs one narrowed phase before the
# full phase of index i in RESTARTS' order (len(RESTARTS): the phase that
# runs to the end). Chosen by measuring (10,000 positions a deal, deals
# 1-6 of the games left undecided): a move home taken as forced and the
# best three moves of a position won deals the full phases had not (the
# Clock's deal 1, the Flower-Garden's deal 6), where limited discrepancy
# search (1 to 6 discrepancies), the best two moves, and many short blurred
# dives (the best one or two moves, 150 to 200 positions each) won none.
# The positions a narrowed phase spends are taken from the full phases, so
# the first four full phases (6,000 positions, where most deals that are
# won quickly are won) run first, and each narrowed phase is a quarter of
# the full phase before it. One before every full phase, at half their
# size, cost the House in the Wood two deals of ten at 5,000 positions
# (won at 3,631 and 4,590 positions without them); before the fourth to
# the seventh, at a quarter, the Labyrinth's deal 1 took 5,493 positions
# instead of 4,870. As they are, deals 1-5 of all 51 games at 10,000
# positions: 129 decided instead of 128 (the Clock's deal 1), no game fewer.
NARROWED: tuple[tuple[int, Narrowing], ...] = (
    (4, Narrowing(800, home=True, width=3)),
    (5, Narrowing(1600, home=True, width=3)),
    (6, Narrowing(3200, home=True, width=3)),
)


class _Frame:
    """One position on the line being searched."""

    __slots__ = ("index", "key", "low", "move", "moves", "ops", "spare")

    def __init__(
        self, key: Hashable, index: int, moves: list[Step], ops: list, move: Step | None, spare: int = 0
    ) -> None:
        self.key = key
        self.index = index  # its number in the phase's order of entry
        self.low = index  # the lowest number reachable back from its subtree (Tarjan)
        self.moves = moves  # steps still to try here, best last (popped)
        self.ops = ops  # the ops of the step that led here
        self.move = move
        self.spare = spare  # a narrowed phase's discrepancies left to the next step tried here (see Narrowing)


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
        restarts: Sequence[int] = RESTARTS,
        narrowed: Sequence[tuple[int, Narrowing]] = NARROWED,
    ) -> None:
        self.game = game
        self.work, self.key = working_copy(game, state)
        self.max_nodes = max_nodes
        self.max_seconds = max_seconds
        self.cancel = cancel
        self.progress = progress
        self.dead = dead
        # Positions proved lost: their whole subtree searched without a win,
        # no position in it still open (see phase).
        self.proven: MutableSet[Hashable] = visited if visited is not None else set()
        self.restarts = restarts
        self.narrowed = narrowed
        self.roles = game.pile_roles()
        self.places = alike_places(game)
        self.turn = game.solver_pack_turn()  # compressed turns of the pack (see turned_steps), if the game allows
        self.default_prunes = type(game).solver_prunes is Game.solver_prunes
        self.asked = self.safe_found = 0  # positions listed, and those with a safe move home (safe_first)
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
        root = self.key()
        if root in self.dead or root in self.proven or game.solver_dead_end(work):
            self.proven.add(root)
            return self.answer(LOST)
        narrowed: dict[int, list[Narrowing]] = {}  # the narrowed phases, by the full phase they come before
        for before, narrowing in self.narrowed:
            narrowed.setdefault(before, []).append(narrowing)
        for phase in range(len(self.restarts) + 1):
            for narrowing in narrowed.get(phase, ()):
                try:
                    blur = None if narrowing.seed is None else random.Random(narrowing.seed)
                    found = self.phase(root, narrowing.cap, blur, narrowing)
                except _Restart:
                    continue
                if found.status != LOST:  # (a narrowed tree searched through proves nothing)
                    return found
            cap = self.restarts[phase] if phase < len(self.restarts) else None
            try:
                return self.phase(root, cap, random.Random(phase) if phase % 2 else None)
            except _Restart:
                continue
        raise AssertionError("the last phase has no cap")

    def phase(
        self, root: Hashable, cap: int | None, shuffle: random.Random | None, narrowing: Narrowing | None = None
    ) -> Solution:
        """Depth first from the root, each position entered once, until a win,
        the end of the tree (LOST), the budget (UNKNOWN) or, with ``cap``, that
        many positions entered (:class:`_Restart`, the position back at the
        root). ``shuffle`` orders moves scored alike at random (None: by the
        hint's tie-break).

        The positions proved lost are kept across phases: the search finds
        the strongly connected sets of positions (Tarjan's way), and once
        one is searched through, every position in it and under it has been
        searched without a win, with none of them still open on the line,
        so all of them are lost whatever the later phases do.

        With ``narrowing`` (see :class:`Narrowing`) only some children of
        each position are tried: its LOST means only "no win in this
        narrowed tree", and no position it searches through is called lost
        (each stays entered for the rest of the phase, proved nothing)."""
        game, work, proven, dead = self.game, self.work, self.proven, self.dead
        # (looked up once: every move tried comes through this loop)
        perform, settle, is_won, dead_end = game.perform, game.settle, game.is_won, game.solver_dead_end
        key_of, max_nodes, children = self.key, self.max_nodes, self.children
        watched = self.cancel is not None or self.max_seconds is not None or self.progress is not None
        if narrowing is not None:
            children = self.narrowed_children(narrowing)
        spare = narrowing.discrepancies if narrowing is not None and narrowing.discrepancies is not None else -1
        open_: dict[Hashable, int] = {root: 0}  # entered, not yet proved lost: their numbers
        entered: list[Hashable] = [root]  # the same, in order of entry (Tarjan's stack)
        line = [_Frame(root, 0, children(shuffle), [], None, spare)]
        count = 1
        if self.nodes == 0:
            self.nodes = 1
        while line:
            # (at every step: a position may take 15 ms)
            if watched and (stopped := self.should_stop(len(line) - 1)):
                self.back_to_root(line)
                return self.answer(UNKNOWN, stopped=stopped)
            frame = line[-1]
            if frame.moves:
                move = frame.moves.pop()
                spare = frame.spare
                if spare >= 0:  # a limited discrepancy search: any step after the first here is one
                    frame.spare -= 1
                    if spare == 0:
                        frame.moves.clear()
                tx = Tx(work)
                if isinstance(move, tuple):
                    for one in move:
                        perform(work, one, tx)
                        settle(work, tx)
                else:
                    perform(work, move, tx)
                    settle(work, tx)
                key = key_of()
                if key in proven or key in dead:
                    revert_all(work, tx.ops)
                    continue
                number = open_.get(key)
                if number is not None:  # on the line, or in a set still open
                    if number < frame.low:
                        frame.low = number
                    revert_all(work, tx.ops)
                    continue
                self.nodes += 1
                if is_won(work):
                    moves = tuple(one for step in (*(f.move for f in line[1:]), move) for one in _moves_of(step))
                    revert_all(work, tx.ops)
                    self.back_to_root(line)
                    return self.answer(WON, moves)
                if max_nodes is not None and self.nodes >= max_nodes:  # (a dead end too: nodes exact)
                    revert_all(work, tx.ops)
                    self.back_to_root(line)
                    return self.answer(UNKNOWN, stopped=OUT_OF_NODES)
                if dead_end(work):
                    proven.add(key)
                    revert_all(work, tx.ops)
                    continue
                if cap is not None and count >= cap:
                    revert_all(work, tx.ops)
                    self.back_to_root(line)
                    raise _Restart
                open_[key] = count
                entered.append(key)
                line.append(_Frame(key, count, children(shuffle), tx.ops, move, spare))
                count += 1
                continue
            line.pop()
            if narrowing is not None:  # searched through, narrowed: proves nothing (stays in open_)
                pass
            elif frame.low == frame.index:  # the root of a set searched through: all lost
                while True:
                    key = entered.pop()
                    del open_[key]
                    proven.add(key)
                    if key == frame.key:
                        break
            elif line and frame.low < line[-1].low:
                line[-1].low = frame.low
            if frame.ops:
                revert_all(work, frame.ops)
        return self.answer(LOST)

    def back_to_root(self, line: list[_Frame]) -> None:
        for frame in reversed(line):
            if frame.ops:
                revert_all(self.work, frame.ops)

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

    def unlike(self, moves: Iterable[Move]) -> Iterator[Move]:
        """``moves`` less those that carry the same cards to another empty
        pile of the same alike group (:meth:`Game.interchangeable_piles`) as
        one before: their positions have the same key, so only the first is
        worth playing."""
        places = self.places
        if not places:
            yield from moves
            return
        used: set[tuple] = set()
        piles = self.work.piles
        for move in moves:
            if move.kind == MOVE and move.dst in places and not piles[move.dst]:
                same = (move.src, move.count, places[move.dst])
                if same in used:
                    continue
                used.add(same)
            yield move

    def safe_first(self) -> bool:
        """Look for a safe move home before listing every move? Where such
        moves are common (two positions in five or more: La Belle Lucie,
        the Clock), most positions' legal moves need not be listed; where
        they are rarer, looking first would only add work. The first
        positions decide, and the share keeps being measured."""
        self.asked += 1
        return self.asked <= SAFE_TRIAL or self.safe_found >= SAFE_SHARE * self.asked

    def safe_move_home(self) -> Move | None:
        """The first legal move in legal_moves' order that sends cards from
        a pile to a foundation and that the game calls safe; None if there
        is none (see :meth:`listed`)."""
        return self.listed(True)[0]

    def _first_safe_home(self, moves: Iterable[Move]) -> Move | None:
        """The first of ``moves`` that sends cards from a pile to a
        foundation and that the game calls safe (counted as found)."""
        work, roles, is_safe = self.work, self.roles, self.game.is_safe
        for move in moves:
            if (
                move.kind == MOVE
                and roles[move.dst] == FOUNDATION
                and roles[move.src] != FOUNDATION
                and is_safe(work, move)
            ):
                self.safe_found += 1
                return move
        return None

    def listed(self, safe_first: bool) -> tuple[Move | None, list[Move]]:
        """``(safe, [])`` where a legal drag from a pile to a foundation is
        one the game calls safe (the first in legal_moves' order), else
        ``(None, legal_moves)``, found as Game.drags finds drags (lift_counts,
        can_lift, drop_targets, can_drop), each question asked once. With
        ``safe_first`` (:meth:`safe_first`: the game may well have a safe
        move home), the sources' foundations are asked first and the other
        targets only if no move home is safe; without, the drags are walked
        once, each drag home asked whether it is safe as it is found, and
        the groups, swaps and clicks are asked too, after the drags (the
        first move of kind "move" home that is safe, in legal_moves' order).
        The moves listed are remembered as legal_moves remembers them."""
        game, work, roles = self.game, self.work, self.roles
        is_safe = game.is_safe
        known = game._known_moves(work)
        if known is not None:
            safe = self._first_safe_home(known)
            return (safe, []) if safe is not None else (None, list(known))
        piles = work.piles
        lift_counts = None if type(game).lift_counts is Game.lift_counts else game.lift_counts
        can_lift, drop_targets, can_drop, made = game.can_lift, game.drop_targets, game.can_drop, _drags_made
        if not safe_first:  # one walk (Game.drags), asking of each drag home whether it is safe as it is found
            moves: list[Move] = []
            for move in game.drags(work):
                if roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION and is_safe(work, move):
                    self.safe_found += 1
                    return move, []
                moves.append(move)
            drags = len(moves)
            moves += game.combos(work)
            moves += game.actions(work)
            game._remember_moves(work, tuple(moves))
            safe = self._first_safe_home(moves[drags:])
            return (safe, []) if safe is not None else (None, moves)
        # Pass 1: the sources a card may go home from (not empty, not a
        # foundation): their counts and targets, with the foundations'
        # answers; a safe move home ends the walk.
        walked: dict[str, list[tuple[int, list[str], dict[str, bool]]]] = {}
        for src in list(piles):
            if not piles[src] or roles[src] == FOUNDATION:
                continue
            lifts = walked[src] = []
            for count in lift_counts(work, src) if lift_counts is not None else (1,):
                if not can_lift(work, src, count)[0]:  # (a Verdict's ok: no call to its __bool__)
                    continue
                targets = list(drop_targets(work, src, count))
                judged: dict[str, bool] = {}
                lifts.append((count, targets, judged))
                for dst in targets:
                    if roles[dst] != FOUNDATION or dst == src:
                        continue
                    ok = judged[dst] = can_drop(work, src, count, dst)[0]
                    if ok:
                        move = made.get((src, dst, count))
                        if move is None:
                            move = made[(src, dst, count)] = Move(MOVE, src, dst, count)
                        if is_safe(work, move):
                            self.safe_found += 1
                            return move, []
        # Pass 2: the drags, in legal_moves' order (the other sources asked
        # now), then the groups, swaps and clicks.
        moves = []
        for src in list(piles):
            lifts = walked.get(src)
            if lifts is None:
                if lift_counts is not None:
                    counts = lift_counts(work, src)
                elif piles[src]:
                    counts = (1,)
                else:
                    continue
                lifts = [
                    (count, drop_targets(work, src, count), {}) for count in counts if can_lift(work, src, count)[0]
                ]
            for count, targets, judged in lifts:
                for dst in targets:
                    if dst == src:
                        continue
                    ok = judged.get(dst)
                    if ok is None:
                        ok = can_drop(work, src, count, dst)[0]
                    if ok:
                        move = made.get((src, dst, count))
                        if move is None:  # (one Move per drag, made once: moves are values)
                            move = made[(src, dst, count)] = Move(MOVE, src, dst, count)
                        moves.append(move)
        moves += game.combos(work)
        moves += game.actions(work)
        game._remember_moves(work, tuple(moves))
        return None, moves

    def children(self, shuffle: random.Random | None = None) -> list[Step]:
        """The moves to try from the current position, the best last: a
        safe foundation move alone, else every move not pruned, by the
        hint's ranking (``shuffle``: moves the ranking scores alike in a
        random order); where the game names its turn of the pack
        (:meth:`Game.solver_pack_turn`), the turn is replaced by the steps
        of :meth:`turned_steps`."""
        game, work, roles = self.game, self.work, self.roles
        safe, moves = self.listed(self.safe_first())
        if safe is not None:
            return [safe]
        if self.default_prunes:  # (Game.solver_prunes' cheap half written out: asked of every move)
            piles = work.piles
            prunes = game.solver_prunes
            kept: list[Step] = [m for m in self.unlike(moves) if m.kind != MOVE or piles[m.dst] or not prunes(work, m)]
        else:
            kept = [move for move in self.unlike(moves) if not game.solver_prunes(work, move)]
        turn = self.turn
        if turn is not None and turn in kept:
            kept.remove(turn)
            ranked = self.turned_steps(turn, len(kept))
        elif len(kept) <= 1:
            return kept
        else:
            ranked = []
        # No move of cards home here is safe (or it would be the only child).
        ranked += zip(ranking_keys(game, work, kept, roles, unsafe=True), kept, strict=True)
        if shuffle is not None:  # the table's points blurred, the rest at random
            ranked = [
                ((key[0] + shuffle.randrange(SHUFFLE_POINTS), key[1], shuffle.random()), move) for key, move in ranked
            ]
        ranked.sort(key=itemgetter(0))
        return [move for _, move in ranked]

    def narrowed_children(self, narrowing: Narrowing) -> Callable[[random.Random | None], list[Step]]:
        """:meth:`children` as a narrowed phase tries them (see :class:`Narrowing`)."""
        children, roles, width, home = self.children, self.roles, narrowing.width, narrowing.home

        def narrowed(shuffle: random.Random | None) -> list[Step]:
            steps = children(shuffle)
            if len(steps) <= 1:
                return steps
            if home:
                for step in reversed(steps):  # (the best last)
                    if (
                        not isinstance(step, tuple)
                        and step.kind == MOVE
                        and roles[step.dst] == FOUNDATION
                        and roles[step.src] != FOUNDATION
                    ):
                        return [step]
            if width is not None:
                return steps[-width:]
            return steps

        return narrowed

    # -- turns of the pack compressed -------------------------------------------------
    #
    # Where a game names its turn of the pack T (Game.solver_pack_turn: a card
    # from the stock S onto the talon W), the search never tries T alone:
    # from a position P it tries, for every k >= 1 while T stays legal, each
    # "pack move" w open at P·T^k (a drag from S or W, a group or swap taking
    # from them, a click other than T: a re-deal, a fill from the pack) as the
    # one step T^k·w, and T^k alone where P·T^k is won. Every move of a step
    # is a legal move played through the same perform/settle, and a winning
    # line lists them one by one, so it replays through Session.play.
    #
    # Why LOST stays a proof. The game promises (solver_pack_turn) that every
    # other move m commutes with T: if m is legal at Q·T, it is legal at Q,
    # T is legal at Q·m, and Q·T·m = Q·m·T. Take any winning line from P and,
    # while it holds "T, m" with m neither T nor a pack move, write "m, T"
    # instead: the line stays legal, passes through the same positions after
    # the pair and ends at the same won position; each exchange moves a
    # non-pack move one place earlier, so this ends. In the line it ends
    # with, every run of turns is followed by a pack move, or ends the line
    # at a won position: the line is made of steps the search tries (single
    # moves other than T, T^k·w, T^k to a win). So a position from which a
    # win exists has a winning line in the steps searched, and a search that
    # finds none has proved the position lost (the safe moves taken as
    # forced and the pruned moves are judged as before, on the positions
    # the search enters; where a turn shows a card that goes home safely,
    # that move is taken as forced there, as it would be if the position
    # were entered: the line through it is winnable if any line is, so no
    # step of more turns is tried from P past it). Tested against the plain search on small packs
    # (tests/core/test_solver_pack.py).

    def turned_steps(self, turn: Move, index: int) -> list[tuple[tuple, Step]]:
        """The compressed turns of the pack from the current position (see
        above), each with its sort key: the hint's ranking of its last move
        where it is played (``index`` and up, the nearer turns first among
        moves alike)."""
        game, work, roles = self.game, self.work, self.roles
        steps: list[tuple[tuple, Step]] = []
        tx = Tx(work)
        turns: tuple[Move, ...] = ()
        while True:
            game.perform(work, turn, tx)
            game.settle(work, tx)
            turns += (turn,)
            if game.is_won(work):
                steps.append(((WIN_POINTS, 0, (), 0), turns))
                break
            more = False
            found: list[tuple[tuple, Step]] = []
            for move in self.unlike(self.pack_moves(turn)):
                if move == turn:
                    more = True
                elif (
                    move.kind == MOVE
                    and roles[move.dst] == FOUNDATION
                    and roles[move.src] != FOUNDATION
                    and game.is_safe(work, move)
                ):  # forced here, as anywhere: this step alone, and no turn past it
                    found = [((SAFE_POINTS, 0, (), -index), (*turns, move))]
                    more = False
                    break
                elif not game.solver_prunes(work, move):  # (a move home here was found not safe just now)
                    found.append((ranking_key(game, work, move, index, roles, unsafe=True), (*turns, move)))
                index += 1
            steps += found
            if not more:
                break
        revert_all(work, tx.ops)
        return steps

    def pack_moves(self, turn: Move) -> Iterator[Move]:
        """The legal moves of the current position that take from the pack
        or the talon, and every click (the turn included)."""
        game, work = self.game, self.work
        pack = (turn.src, turn.dst)
        yield from game.drags(work, pack)
        for move in game.combos(work):
            if any(pile in pack for pile in move.sources):
                yield move
        yield from game.actions(work)


WIN_POINTS = 1_000_000  # the sort key's points for a step that wins outright
SAFE_POINTS = 1000  # and for one that ends with a safe move home (the hint's points for it)


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
        a winning line, and the positions it proved lost (``visited``, see
        :func:`solve`; with a LOST answer, ``state`` too)."""
        self.lost.update(visited)
        if solution.status == LOST:
            self.lost.add(self.game.solver_key(state))
        elif solution.status == WON:
            work, key = working_copy(self.game, state)  # (the key kept up to date: a line may be long)
            line = solution.moves
            for index, move in enumerate(line):
                self.lines[key()] = (line, index)
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
        solution = self.known(state)
        fallback: Move | None = None
        if solution is None:
            # The ranking's hint first (a few milliseconds; more where the
            # hint looks ahead), so the search has what is left of the time
            # and the answer comes within ``seconds`` whichever it is.
            fallback = session.hint()
            solution = self.solve(state, max_seconds=max(deadline - time.perf_counter(), 0.0), cancel=cancel)
        if solution.status == WON and solution.moves:
            return Advice(WON, solution.moves[0], solution_length=len(solution.moves))
        if solution.status == LOST:
            return self._undo_advice(session, deadline, cancel)
        return Advice(UNKNOWN, fallback if fallback is not None else session.hint())

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
