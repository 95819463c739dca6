"""A game in progress: the rules, the position, and the undo history."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from .autoplay import AUTO_SAFE, autoplay_candidates
from .cards import Card
from .hint import best_move
from .moves import IllegalMove, Move, Step
from .ops import Tx, apply_all, revert_all
from .position import build_position
from .registry import get_game
from .rules import Game
from .state import State


class Session:
    """Play, undo and redo moves on one deal of one game."""

    def __init__(self, game: Game, state: State, deal: int | None = None) -> None:
        self.game = game
        self.state = state
        self.deal = state.deal if deal is None else deal
        self.start = state.copy()
        self.done: list[Step] = []
        self.undone: list[Step] = []  # most recently undone last
        # The Zobrist key of every position of the history (start first), and
        # how often each occurs: "seen before" is a lookup, whatever the length.
        self._keys: list[int] = [state.zkey]
        self._seen: Counter[int] = Counter(self._keys)
        self.just_undid = False

    @classmethod
    def new(cls, game_id: str, deal: int, options: Mapping[str, bool] | None = None) -> Session:
        """Deal ``deal`` of a game, with the chosen options (see Game.options)."""
        game = get_game(game_id)
        return cls(game, game.new_state(deal, options), deal)

    @classmethod
    def from_position(cls, game_id: str, piles: Mapping[str, Iterable[Card | str] | str], **setup: Any) -> Session:
        """A game started from a position set up by hand (for tests and
        puzzles); history begins there. ``setup`` takes the keywords of
        :func:`position.build_position` (``deal``, ``face_down``, ``counters``,
        ``options``, ``rest``); raises :class:`position.PositionError` naming
        what is wrong (a card missing or twice, an unknown pile, a counter
        out of its range)."""
        game = get_game(game_id)
        state = build_position(game, piles, **setup)
        return cls(game, state, state.deal)

    def options(self) -> dict[str, bool]:
        """The options this game is played with."""
        return {o.key: self.game.option(self.start, o.key) for o in self.game.options}

    # -- asking ---------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return self.game.legal_moves(self.state)

    def check(self, move: Move) -> str | None:
        """None when ``move`` is legal, else the player's reason. A click
        (any move but a drag) is legal only as one of the moves offered now,
        exactly: its kind, piles and count (``Game.verdict``)."""
        verdict = self.game.verdict(self.state, move)
        return None if verdict else verdict.reason

    def is_won(self) -> bool:
        return self.game.is_won(self.state)

    def is_lost(self) -> bool:
        """Not won, and no legal move other than idle ones remains."""
        return self.game.is_lost(self.state)

    def seen(self, key: int) -> bool:
        """Was the position with Zobrist key ``key`` reached in this game's history?"""
        return key in self._seen

    def hint(self) -> Move | None:
        """The most useful move (see hint.py), or None only when the game is
        over: when every useful move leads back to a position already seen,
        the best of them is still named rather than "no useful move"."""
        move = best_move(self.game, self.state, self._seen)
        if move is None and not self.is_won() and not self.is_lost():
            move = best_move(self.game, self.state, ())
        return move

    @property
    def moves_made(self) -> int:
        return len(self.done)

    # -- changing -------------------------------------------------------------
    def play(self, move: Move, auto: bool = False, named: bool = True) -> Step:
        """Play ``move`` as one undoable step; IllegalMove(reason) when
        :meth:`check` refuses it (nothing changes then). ``named=False``
        leaves the step's label to :meth:`name_last` (a replayed save: only
        the steps next to the present are ever shown by name)."""
        verdict = self.game.verdict(self.state, move)
        if not verdict:
            raise IllegalMove(verdict.reason)
        label = self.game.describe(self.state, move) if named else None
        tx = Tx(self.state)
        try:
            self.game.perform(self.state, move, tx)
            self.game.settle(self.state, tx)
        except Exception:
            revert_all(self.state, tx.ops)  # a failed move leaves no trace
            raise
        step = Step(move, tuple(tx.ops), label, auto)
        self.done.append(step)
        self.undone.clear()
        self._push_key()
        self.just_undid = False
        return step

    def name_last(self, count: int) -> list[Step]:
        """The last ``count`` steps played, each with its label: those played
        unnamed are named by taking them back one by one (each is described
        in the position before it, as ``play`` would have) and playing them
        again. The position and history are as before."""
        steps = self.done[len(self.done) - count :] if count > 0 else []
        unnamed = [i for i, step in enumerate(steps) if step.label is None]
        if unnamed:
            first = unnamed[0]
            for step in reversed(steps[first:]):
                revert_all(self.state, step.ops)
                if step.label is None:
                    step.label = self.game.describe(self.state, step.move)
            for step in steps[first:]:
                apply_all(self.state, step.ops)
        return steps

    def _push_key(self) -> None:
        key = self.state.zkey
        self._keys.append(key)
        seen = self._seen
        seen[key] = seen.get(key, 0) + 1  # (not Counter's own +=: a new key would go through __missing__)

    def _pop_key(self) -> None:
        key = self._keys.pop()
        self._seen[key] -= 1
        if not self._seen[key]:
            del self._seen[key]

    def undo(self) -> Step | None:
        if not self.done:
            return None
        step = self.done.pop()
        revert_all(self.state, step.ops)
        if step.label is None:  # the position before it is the present: name it now
            step.label = self.game.describe(self.state, step.move)
        self.undone.append(step)
        self._pop_key()
        self.just_undid = True
        return step

    def redo(self) -> Step | None:
        if not self.undone:
            return None
        step = self.undone.pop()
        apply_all(self.state, step.ops)
        self.done.append(step)
        self._push_key()
        self.just_undid = False
        return step

    def autoplay_next(self, mode: str = AUTO_SAFE) -> Step | None:
        """Play one obvious foundation move, if there is one and the last
        action was not an undo. Call again until it returns None."""
        if self.just_undid:
            return None
        for move in autoplay_candidates(self.game, self.state, mode):
            return self.play(move, auto=True)
        return None

    def autoplay(self, mode: str = AUTO_SAFE) -> list[Step]:
        steps = []
        while (step := self.autoplay_next(mode)) is not None:
            steps.append(step)
        return steps

    def restart(self) -> None:
        while self.done:
            self.undo()
        self.undone.clear()
