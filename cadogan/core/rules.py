"""The rules of one game, as pure functions of a state.

A game module subclasses :class:`Game`, names its piles and their roles,
deals, and answers the two questions of every drag: may these cards leave
this pile (:meth:`Game.can_lift`), may they join that one
(:meth:`Game.can_drop`). One generator, :meth:`Game.legal_moves`, is built
from those answers and serves drag highlighting, hints, auto-play, the lost
test and any solver.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from typing import ClassVar

import attrs

from .cards import RANKS, Card, new_deck
from .moves import COMBINED, DEAL, GROUP, MOVE, REDEAL, SWAP, YES, Move, Verdict, no
from .ops import Tx, revert_all
from .shuffle import shuffled
from .state import State, _number, counter_number
from .text import PileName, move_text

TWIN_SEARCH_LIMIT = 200  # positions a twin-swap search may visit (see Game.is_idle)
_CACHE_LIMIT = 20_000  # answers kept by the idle test's caches before they start afresh
_MOVES_KEPT = 1024  # positions whose legal moves are remembered (the latest ones)

# Pile roles. The table uses them to draw (placeholders, the pack's back) and
# to route clicks; hints and auto-play use them to tell progress.
FOUNDATION = "foundation"
TABLEAU = "tableau"
STOCK = "stock"  # the pack in hand, face down
WASTE = "waste"  # the talon, or the card just turned
RESERVE = "reserve"
OUT = "out"  # cards set aside, out of play


@attrs.frozen
class Option:
    """A reading the player may switch, where the rules card names another
    way to play a sentence of the book. It is kept in the state's counters
    (1 on, 0 off) from the deal on, so saves and replays carry it."""

    key: str  # counter name, e.g. "opt_strict_order"
    title: str  # menu text
    description: str  # one sentence for the tooltip and the rules
    default: bool = False


class Game:
    """Base class of every game's rules. Subclasses are stateless."""

    id: ClassVar[str]
    title: ClassVar[str]
    packs: ClassVar[int] = 1
    variant_of: ClassVar[str | None] = None  # the id of the book's game this is a variant of
    ranks: ClassVar[tuple[int, ...]] = RANKS
    description: ClassVar[str] = ""  # one line for the chooser
    spaces_fillable: ClassVar[bool] = True  # may an emptied tableau pile be used again?
    options: ClassVar[tuple[Option, ...]] = ()  # readings the player may switch
    redeals: ClassVar[int] = 0  # the book's re-deals (counted down in ``redeals_left``)
    # Does the hint look past the next move when nothing better than shifting
    # cards is left (see hint.py)? For games whose cards may shift about in
    # more ways than the positions already seen can rule out.
    hint_looks_ahead: ClassVar[bool] = False
    # Does the game's hint_bonus carry the book's own advice, to be followed
    # even over the ranking's table (see hint.py), rather than only telling
    # apart moves the table scores alike?
    advice_outranks: ClassVar[bool] = False
    # Counters no rule of play looks at (legal moves, their effects, the end
    # of the game): kept only for the lost test or the status bar, such as a
    # count of cards dealt since the last progress. Positions that differ in
    # them alone are won or lost alike, so the solver's key leaves them out
    # (see solver_key).
    solver_blind_counters: ClassVar[frozenset[str]] = frozenset()
    # Every kind of click (Move.kind other than "move") the game may offer in
    # actions(), with what it does; docs/games.md is built from it.
    action_help: ClassVar[tuple[tuple[str, str], ...]] = ()
    # Click kinds played only by clicking their card, never offered as a
    # button (one of several cards to pick from: the Terrace's choice).
    click_only: ClassVar[frozenset[str]] = frozenset()
    # Every kind of group or swap (see combos) the game may offer, with what
    # it does, and what each counter the game keeps means (options and
    # ``redeals_left`` aside); docs/games.md is built from them too.
    combo_help: ClassVar[tuple[tuple[str, str], ...]] = ()
    counter_help: ClassVar[dict[str, str]] = {}
    # Are the cards of a group chosen on the table by clicking them one
    # after another (the Wheel's packet of four)? See selection().
    select_by_click: ClassVar[bool] = False
    # Piles a game gained when one of its rules was mended, each with what the
    # older rule did: a save made before has none of them, and loading it is
    # refused with that sentence (its moves no longer replay the same way).
    gained_piles: ClassVar[dict[str, str]] = {}
    # Does counters_shown name each talon's cards itself (the Empress's red
    # and black talons)? The status bar then leaves out its own talon total.
    talons_counted_apart: ClassVar[bool] = False

    @property
    def rules_text(self) -> str:
        """The in-app rules in English, our own words (Markdown), kept as a
        data file: ``cadogan/rules/en/<id>.md`` (see :mod:`cadogan.rules`)."""
        from ..rules import rules_text

        return rules_text(self.id).text

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        """Every pile id, in a fixed order, with its role."""
        raise NotImplementedError

    def piles_with(self, role: str) -> list[str]:
        return [name for name, r in self.pile_roles().items() if r == role]

    # -- the deal -----------------------------------------------------------
    def deck(self) -> list[Card]:
        return new_deck(self.packs, self.ranks)

    def shuffled_deck(self, deal: int, salt: str = "") -> list[Card]:
        return shuffled(self.deck(), self.id, deal, salt)

    def deal(self, deal: int) -> State:
        """The opening position of deal number ``deal`` (options at their defaults)."""
        raise NotImplementedError

    def new_state(self, deal: int, options: Mapping[str, bool] | None = None) -> State:
        """Deal ``deal`` with the chosen options (unknown keys are ignored;
        missing ones take their defaults)."""
        state = self.deal(deal)
        for key, on in self.chosen_options(options).items():
            state.counters[key] = int(on)
        return state

    def chosen_options(self, options: Mapping[str, bool] | None) -> dict[str, bool]:
        options = options or {}
        return {o.key: bool(options.get(o.key, o.default)) for o in self.options}

    def option(self, state: State, key: str) -> bool:
        """Is the option ``key`` on in this game?"""
        value = state.counters.get(key)  # (kept in the position from the deal on)
        if value is None:
            value = next(o.default for o in self.options if o.key == key)
        return bool(value)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        """Every counter a position of this game may keep, with its lowest and
        highest value (both included). Saves and hand-made positions are
        checked against it. Games add their own counters to these: the
        re-deals left and one 0/1 counter per option."""
        ranges: dict[str, tuple[int, int]] = {o.key: (0, 1) for o in self.options}
        if self.redeals:
            ranges["redeals_left"] = (0, self.redeals)
        return ranges

    def empty_state(self, deal: int, **counters: int) -> State:
        return State.empty(self.pile_roles(), deal, **counters)

    # -- the two questions of a drag -------------------------------------------
    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        """How many cards may be taken together from ``pile`` (candidates)."""
        return (1,) if state.piles[pile] else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        """May the top ``count`` cards of ``pile`` be picked up?"""
        raise NotImplementedError

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        """May the top ``count`` cards of ``src`` go onto ``dst``?"""
        raise NotImplementedError

    # -- moves other than drags -------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        """Clicks the game offers now (turn a card, re-deal, …)."""
        return []

    # -- moves of several cards from several places ----------------------------
    def combos(self, state: State) -> Iterable[Move]:
        """The legal groups and swaps (see :meth:`can_combine`), in a fixed
        order, for legal_moves. Where they are too many to list cheaply a
        game names the useful ones; ``check`` still judges any offered."""
        return ()

    def can_combine(self, state: State, move: Move) -> Verdict:
        """May this group (cards from several piles leaving together for
        ``move.dst``) or swap (two piles' cards changing places) be made?
        Called once the piles are known to exist, to differ and to hold the
        cards; games with such moves answer."""
        return no("Cards cannot be combined in this game")

    def selection(self, state: State, piles: Sequence[str]) -> tuple[Move | None, Verdict]:
        """What the top cards of ``piles``, clicked one after another (see
        ``select_by_click``), make: ``(group, YES)`` once they are a legal
        group to play at once; ``(None, verdict)`` otherwise, the verdict
        allowing when they may still grow into one (its reason, if any,
        says what is missing) and refusing with what is wrong. Default:
        judged by the legal groups."""
        chosen = set(piles)
        groups = [m for m in self.legal_moves(state) if m.kind == GROUP]
        for move in groups:
            if set(move.sources) == chosen:
                return move, YES
        if any(chosen < set(move.sources) for move in groups):
            return None, YES
        return None, no("These cards do not leave together now")

    def joining(self, state: State, src: str, dst: str) -> list[Move]:
        """What dropping the top card of ``src`` on the top card of ``dst``
        may mean besides a move: the groups and swaps that take both, legal
        or not (the table plays the first legal one, or says why the first
        is refused). Default: the listed ones whose sources are these two."""
        wanted = {src, dst}
        return [m for m in self.legal_moves(state) if m.kind in COMBINED and set(m.sources) == wanted]

    def mended_move(self, state: State, move: Move) -> Move:
        """A move read from a save or journal, as the game writes it now: a
        game whose rule came to be written as another kind of move (the
        Hemispheres' exchange, once a move, now a swap) translates the old
        form here, so saves made before still load. Default: unchanged."""
        return move

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        """Carry out a legal move. Games override for their own kinds."""
        if move.kind == GROUP:
            for pile in move.sources:
                tx.move(pile, move.dst, move.count)
            return
        if move.kind == SWAP:
            tx.swap(move.src, move.dst, move.count)
            return
        if move.kind != MOVE:
            raise NotImplementedError(move.kind)
        tx.move(move.src, move.dst, move.count)

    def settle(self, state: State, tx: Tx) -> None:
        """Make the changes the rules force after a move (refills, turning up)."""

    def waiting_pile(self, state: State) -> str | None:
        """The pile whose top card waits for the player to choose its place
        (the card just turned, see ``blocks.TurnedCard``), if any: the table
        shows it picked up, its legal places marked, and a click on one of
        them or a drop places it. None (the default): nothing waits."""
        return None

    def place_text(self, state: State, pile: str) -> str | None:
        """A short text (up to 3 characters) the rules write on an empty
        place, such as the value it waits for (the Great Thirteen's
        numerals), instead of the layout's placeholder; None (the default):
        the layout's own."""
        return None

    def hint_bonus(self, state: State, move: Move) -> int:
        """Points a game adds to the hint's score of a legal ``move`` (see
        hint.py) where its own rules tell good from bad among moves the
        ranking scores alike, such as where to lay a card the player places
        (default: none). Kept small, below the ranking's own steps."""
        return 0

    # -- the solver (see solver.py) ------------------------------------------------
    def solver_key(self, state: State) -> Hashable:
        """The solver's canonical key of a position: positions with equal keys
        are won or lost alike, so the solver enters only one of them. The
        default is the Zobrist key (State.zkey) for one pack whose piles are
        all told apart; with several packs, or piles the rules treat alike
        (:meth:`interchangeable_piles`), a key of the faces alone (suit and
        rank, face up or down, at each place, with the counters), the
        contents of alike piles taken in a fixed order whatever pile holds
        them: positions that differ only in which copy of a twin card lies
        where, or in which of the alike piles holds what, count as one
        (:func:`canonical_key`; the solver keeps the same key up to date
        move by move). Either way, without the counters no rule of play
        looks at (:attr:`solver_blind_counters`). A game whose rules tell the
        copies apart may say so here."""
        if self.packs == 1 and not self.interchangeable_piles():
            key = state.current_key()
            for name in self.solver_blind_counters:
                key ^= counter_number(name, state.counters.get(name))
            return key
        return canonical_key(self, state)

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        """Groups of piles the rules treat exactly alike: exchanging the
        contents of two piles of a group keeps every answer of the rules
        (moves, refills, the end of the game) the same up to the exchange,
        so such positions are won or lost alike (free cells; columns whose
        spaces take any card, or the same cards, whichever column). The
        default key sorts their contents (see solver_key). Default: none."""
        return ()

    def solver_dead_end(self, state: State) -> bool:
        """Can this position never be won, whatever is played? A game says so
        where it can tell cheaply and for certain (a card buried under a
        lower card of its own suit that it can never leave, in a game that
        builds down in suit one card at a time): the solver does not enter
        such a position, as if it had searched it and found no win. Asked
        once of every position the solver enters that is not won; it must
        never say True of a position from which a win can be reached (LOST
        answers stay proofs). Default: False."""
        return False

    def solver_pack_turn(self) -> Move | None:
        """The click that turns the pack's next card onto the talon
        (``Move(DEAL, stock, talon)``), where the solver may take "turn the
        pack on until a card shows, then play a move of the pack" as one
        step (see solver.py, "Turns of the pack compressed"). Only for a game
        where turning commutes with every other move: a move that is not a
        drag from the stock or the talon, a group or swap taking from them,
        nor a click, legal just after a turn, is legal just before it with
        the same effect, and the turn is still legal after it (the rules of
        such moves never look at the pack or the talon, nor does settle
        after them). The solver's tests hold each game naming it to that,
        against the plain search. Default: None (every turn tried alone)."""
        return None

    def solver_prunes(self, state: State, move: Move) -> bool:
        """Moves the solver need not try (it tries every other legal move):
        by default a whole pile carried to an empty pile of the same role
        (the idle move every game shares; twin swaps are tried, since the
        piles under the twins differ). A game adds moves that can never
        matter, cheaply judged (the solver asks about every move of every
        position); it never adds moves."""
        if move.kind != MOVE or state.piles[move.dst]:  # (the cheap half of looks_idle first: asked of every move)
            return False
        return self.looks_idle(state, move) and self.is_idle(state, move)

    def can_redeal(self, state: State) -> Verdict:
        """Why a re-deal is or is not offered now (games with re-deals say)."""
        return no("This game has no re-deal")

    # -- legality ----------------------------------------------------------------
    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == MOVE:
            if move.src not in state.piles or move.dst not in state.piles:
                return no("There is no such place")
            if move.src == move.dst:
                return no("The cards are already there")
            if move.count < 1 or move.count > state.size(move.src):
                return no("There are not so many cards there")
            lift = self.can_lift(state, move.src, move.count)
            if not lift:
                return lift
            return self.can_drop(state, move.src, move.count, move.dst)
        if move.kind in COMBINED:
            return self._check_combined(state, move)
        if move in self.actions(state):
            return YES
        if move.kind == REDEAL:
            verdict = self.can_redeal(state)
            return verdict if not verdict else no("No re-deal is allowed now")
        if move.kind == DEAL:
            return no("No card can be turned now")
        return no("That is not allowed now")

    def verdict(self, state: State, move: Move) -> Verdict:
        """:meth:`check`, and more: a click (turn, deal, re-deal, fill, …: any
        move but a drag, a group or a swap, which ``check`` judges in full) is
        allowed only as one of the moves offered now, exactly (its kind, piles
        and count), whatever a game's own check says of its kind.
        ``Session.check`` and ``Session.play`` ask this."""
        verdict = self.check(state, move)
        if verdict and move.kind not in (MOVE, *COMBINED):
            known = self._known_moves(state)
            if known is not None:
                offered = move in known
            else:
                # Drags and combos offer only moves, groups and swaps, never a click: the
                # clicks offered are ``actions`` alone. Game.check's own yes to a click
                # already found it there (a replayed save asks this at every turn of the pack).
                offered = type(self).check is Game.check or move in self.actions(state)
            if not offered:
                return no("That is not one of the moves offered now")
        return verdict

    def _check_combined(self, state: State, move: Move) -> Verdict:
        sources = move.sources
        piles = (*sources, move.dst) if move.kind == GROUP else sources
        known = state.piles
        if not sources or not all(p is not None and p in known for p in piles):
            return no("There is no such place")
        if len(set(piles)) != len(piles):
            return no("Each card must come from a place of its own")
        count = move.count
        if count < 1 or not all(count <= len(known[p]) for p in sources):
            return no("There are not so many cards there")
        return self.can_combine(state, move)

    def legal_moves(self, state: State) -> list[Move]:
        """Every legal move, in a fixed order: drags pile by pile, then groups
        and swaps, then clicks.
        Remembered per position for a while: the end-of-game check, the
        hint and the drag highlighting all ask about the same position."""
        if not state.keyed:
            return [*self.drags(state), *self.combos(state), *self.actions(state)]
        store = _caches(self).moves
        key = (state.deal, state.zkey)
        moves = store.pop(key, None)
        if moves is None:
            moves = (*self.drags(state), *self.combos(state), *self.actions(state))
        if len(store) >= _MOVES_KEPT:  # (as _remember_moves, the caches found once)
            del store[next(iter(store))]
        store[key] = moves
        return list(moves)

    def _known_moves(self, state: State) -> tuple[Move, ...] | None:
        """The legal moves of a keyed state if they are remembered."""
        if not state.keyed:
            return None
        caches = _stores().get(self.id)  # (a lookup only: nothing to trim, nothing to make)
        return caches.moves.get((state.deal, state.zkey)) if caches is not None else None

    def _remember_moves(self, state: State, moves: tuple[Move, ...]) -> None:
        store = _caches(self).moves
        if len(store) >= _MOVES_KEPT:
            del store[next(iter(store))]  # the one remembered longest ago
        store[(state.deal, state.zkey)] = moves

    def drags(self, state: State, sources: Iterable[str] | None = None) -> Iterator[Move]:
        """The legal drags, in legal_moves' order, found one by one (a caller
        that needs only the first of some kind stops early); only those from
        ``sources``, in that order, if given."""
        piles = state.piles
        # (The game's methods looked up once, and the default lift_counts
        # inlined: every position the solver enters comes here.)
        lift_counts = None if type(self).lift_counts is Game.lift_counts else self.lift_counts
        can_lift, drop_targets, can_drop, made = self.can_lift, self.drop_targets, self.can_drop, _drags_made
        for src in list(piles) if sources is None else sources:
            if lift_counts is not None:
                counts = lift_counts(state, src)
            elif piles[src]:
                counts = (1,)
            else:
                continue
            for count in counts:
                if not can_lift(state, src, count)[0]:  # (a Verdict's ok: no call to its __bool__)
                    continue
                for dst in drop_targets(state, src, count):
                    if dst != src and can_drop(state, src, count, dst)[0]:
                        move = made.get((src, dst, count))
                        if move is None:  # (one Move per drag, made once: moves are values)
                            move = made[(src, dst, count)] = Move(MOVE, src, dst, count)
                        yield move

    def drop_targets(self, state: State, src: str, count: int) -> Iterable[str]:
        """The piles that might take the top ``count`` cards of ``src``, in
        the state's pile order: every pile can_drop would accept, perhaps
        more (default: every pile). A game whose cards go to few places
        names them, so the search for legal drags asks can_drop about
        these alone and the end-of-game check stays cheap."""
        return state.piles

    def is_lost(self, state: State) -> bool:
        """Not won, and every legal move left is idle (see is_idle). Decided
        lazily: the clicks first, then the drags and the groups and swaps one
        by one, so the first
        move that is not idle ends the search; moves that only look idle
        (and may need a twin-swap search) are judged last, and only if no
        other move is left open."""
        if self.is_won(state):
            return False
        waiting = []
        real = False
        known = self._known_moves(state)
        fresh = itertools.chain(self.actions(state), self.drags(state), self.combos(state))
        for move in known if known is not None else fresh:
            if self.looks_idle(state, move):
                waiting.append(move)
            elif not self.is_idle(state, move):
                return False
            else:
                real = True
        if not state.keyed:
            return all(self.is_idle(state, move) for move in waiting)
        # Every move is known now: what each twin swap's idle test asks first.
        _caches(self).real[(state.deal, state.zkey)] = real
        if not all(self.is_idle(state, move) for move in waiting):
            return False
        twins = [m for m in waiting if state.top(m.dst) is not None]
        if twins and not real and (state.deal, state.zkey) not in _caches(self).closed:
            self._close_twin_swaps(state)  # lost after twin-swap searches
        return True

    # -- end of game and advice ----------------------------------------------------
    def is_won(self, state: State) -> bool:
        """Default: every card in play lies on a foundation."""
        piles = state.piles
        for name in _in_play(self):  # noqa: SIM110 - (no generator: asked of every position the solver enters)
            if piles[name]:
                return False
        return True

    def is_safe(self, state: State, move: Move) -> bool:
        """Is this foundation move one a player never regrets (for auto-play)?"""
        return False

    def is_idle(self, state: State, move: Move) -> bool:
        """A move that changes nothing that matters. Hints skip these, and they
        don't stave off a loss. Two kinds, between piles of the same role:
        a whole pile carried to an empty pile, and cards carried from one copy
        of a card onto its twin (7♠ from one 8♠ to the other). A twin swap
        shows the same faces, but the piles under the two twins differ, so it
        is idle only while a real move is open elsewhere, or when no chain of
        twin swaps starting with it opens one."""
        if not self.looks_idle(state, move):
            return False
        if state.top(move.dst) is None or self._has_real_move(state):
            return True
        if not state.keyed:
            return not self._twin_swaps_open(state, move)
        cache = _caches(self)
        key = (state.deal, state.zkey, move)
        if key not in cache.twin:
            cache.twin[key] = self._twin_swaps_open(state, move)
        return not cache.twin[key]

    def looks_idle(self, state: State, move: Move) -> bool:
        """The two kinds of idle move, by their look alone (see is_idle)."""
        if move.kind != MOVE:
            return False
        roles = _roles(self)
        if roles[move.src] != roles[move.dst]:
            return False
        piles = state.piles  # (the piles read directly: games' solver_prunes ask this of many moves)
        target, pile = piles[move.dst], piles[move.src]
        if not target:
            return move.count == len(pile)
        if len(pile) <= move.count:
            return False
        below, onto = pile[-move.count - 1], target[-1]
        return below.suit == onto.suit and below.rank == onto.rank and below not in state.face_down

    def _has_real_move(self, state: State) -> bool:
        """Is any legal move open that does not look idle? (Cached per
        position: every twin swap of the position asks it.)"""
        if not state.keyed:
            return any(not self.looks_idle(state, m) for m in self.legal_moves(state))
        cache = _caches(self)
        key = (state.deal, state.zkey)
        if key not in cache.real:
            cache.real[key] = any(not self.looks_idle(state, m) for m in self.legal_moves(state))
        return cache.real[key]

    def _twin_swaps_open(self, state: State, move: Move) -> bool:
        """Does ``move`` (a twin swap), perhaps followed by more twin swaps,
        lead to a position where a real move is open? The search is bounded;
        past the bound the swap is taken to be useful."""
        if state.keyed and (state.deal, state.zkey) in _caches(self).closed:
            return False  # see _close_twin_swaps
        work = state.copy()
        tx = Tx(work)
        self.perform(work, move, tx)
        self.settle(work, tx)
        return self._reaches_real_move(work, {state.current_key(), work.zkey})

    def _reaches_real_move(self, start: State, seen: set[int]) -> bool:
        """Explore from ``start`` through moves that look idle, never to a
        position in ``seen`` (which gathers every position reached): True
        as soon as one has a real move, or once more than the bound are
        reached."""
        frontier = [start]
        while frontier:
            current = frontier.pop()
            swaps = self._known_moves(current)
            if swaps is None:
                actions = self.actions(current)
                drags = []
                for m in itertools.chain(actions, self.drags(current), self.combos(current)):
                    if not self.looks_idle(current, m):
                        return True  # found without listing the other moves
                    drags.append(m)  # (only a drag looks idle: all are drags)
                swaps = (*drags, *actions)
                self._remember_moves(current, swaps)  # the lost test may come here next
            elif not all(self.looks_idle(current, m) for m in swaps):
                return True
            for m in swaps:
                tx = Tx(current)
                self.perform(current, m, tx)
                self.settle(current, tx)
                if current.zkey not in seen:
                    seen.add(current.zkey)
                    frontier.append(current.copy())
                revert_all(current, tx.ops)
            if len(seen) > TWIN_SEARCH_LIMIT:
                return True
        return False

    def _close_twin_swaps(self, state: State) -> None:
        """Once a position is found lost by twin-swap searches, a player who
        goes on swapping stays among the positions those swaps join. If all
        of them, within the search's bound, have no real move, every search
        from any of them would end the same (nothing found, bound never
        reached), so they are marked closed and their twin swaps are idle
        at once."""
        seen = {state.zkey}
        if not self._reaches_real_move(state.copy(), seen):
            _caches(self).closed.update((state.deal, key) for key in seen)

    def describe(self, state: State, move: Move) -> str:
        """A short name for the move, for the Undo menu ("7♥ to foundation"):
        a :class:`~cadogan.core.text.Text` (a str in English) keeping its
        template and arguments, for the window to translate."""
        if move.kind == MOVE:
            cards = state.piles[move.src][-move.count :]
            dst = PileName(self.pile_title(move.dst))
            if len(cards) == 1:
                return move_text("%1 to %2", cards[0], dst)
            return move_text("%1…%2 to %3", cards[0], cards[-1], dst)
        if move.kind == GROUP:
            faces = " ".join(card.label for p in move.sources for card in state.piles[p][-move.count :])
            return move_text("%1 to %2", faces, PileName(self.pile_title(move.dst)))
        if move.kind == SWAP:
            first, second = (" ".join(c.label for c in state.piles[p][-move.count :]) for p in move.sources)
            return move_text("Swap %1 and %2", first, second)
        if move.kind == DEAL:
            return move_text("Turn a card")
        if move.kind == REDEAL:
            return move_text("Re-deal")
        return move.kind.replace("_", " ").capitalize()

    def pile_title(self, pile: str) -> str:
        """How a pile is named to the player; by default its role."""
        role = self.pile_roles()[pile]
        return {STOCK: "pack", WASTE: "talon"}.get(role, role)

    def table_texts(self, state: State) -> dict[str, str]:
        """Texts the table shows and keeps current as the game goes, by name:
        a layout's text decoration with ``key = "<name>"`` shows the one of
        that name (Cæsar: each line's total along the square's edges).
        Default: none."""
        return {}

    def counters_shown(self, state: State) -> dict[str, int | str]:
        """What the status bar shows besides the pack and talon, by name
        (``redeals_left`` by default)."""
        return {k: v for k, v in state.counters.items() if k == "redeals_left"}


def canonical_key(game: Game, state: State) -> int:
    """The default solver key of a game with several packs or alike piles
    (see Game.solver_key), computed from scratch: the XOR of a number per
    fact (this face, face up or down, at this index of this place, where a
    place is a pile, or for a pile of an alike group the group itself) and
    per counter, the alike piles' own XORs taken in sorted order. The
    solver keeps the same value up to date op by op (solver.KeyedState)."""
    faces = _faces(game)
    places = alike_places(game)
    main = 0
    groups: dict[str, list[int]] = {}
    down = state.face_down
    for name, cards in state.piles.items():
        place = places.get(name, name)
        part = 0
        for index, card in enumerate(cards):
            part ^= fact_number(faces[card] + (card in down), place, index)
        if name in places:
            groups.setdefault(place, []).append(part)
        else:
            main ^= part
    blind = game.solver_blind_counters
    for name, value in state.counters.items():
        if name not in blind:
            main ^= counter_number(name, value)
    return combine_key(main, groups)


def combine_key(main: int, groups: Mapping[str, Iterable[int]]) -> int:
    """The key from the XOR of the places told apart and each alike group's
    piles' XORs (in any order: they are sorted here)."""
    if not groups:
        return main
    return hash((main, *(tuple(sorted(parts)) for _, parts in sorted(groups.items()))))


def fact_number(face: int, place: str, index: int) -> int:
    """The random number of "this face (face-down odd) lies at this index of this place"."""
    return _number(("canonical", face, place, index))


def alike_places(game: Game) -> dict[str, str]:
    """Each pile of an alike group (Game.interchangeable_piles) with its
    group's place name (the group's first pile, marked)."""
    places = _alike.get(game.id)
    if places is None:
        places = {pile: "=" + group[0] for group in game.interchangeable_piles() for pile in group}
        _alike[game.id] = places
    return places


class _IdleCaches:
    """Answers by position, one set per thread, (deal number and Zobrist key) for keyed states
    (State.keyed: a session's, or the searches' own copies): the legal
    moves, whether a real move is open, and whether a twin swap leads to
    one. Positions decide the answers,
    so the caches serve every session of the game, the lost test and the
    hint alike."""

    def __init__(self) -> None:
        self.real: dict[tuple[int, int], bool] = {}
        self.twin: dict[tuple[int, int, Move], bool] = {}
        self.moves: dict[tuple[int, int], tuple[Move, ...]] = {}
        self.closed: set[tuple[int, int]] = set()  # see Game._close_twin_swaps


# The main thread's caches; every other thread (a solver at work in the
# background) keeps its own, so no two threads ever change one store.
_idle_caches: dict[str, _IdleCaches] = {}
_thread_caches = threading.local()
_face_numbers: dict[str, dict[Card, int]] = {}
_alike: dict[str, dict[str, str]] = {}
_role_maps: dict[type, dict[str, str]] = {}
_play_piles: dict[type, tuple[str, ...]] = {}
_drags_made: dict[tuple[str, str, int], Move] = {}  # see Game.drags


def _faces(game: Game) -> dict[Card, int]:
    """Each card of ``game``'s deck as a number telling its face alone (twins
    alike), even, so that adding 1 can mark it face down."""
    faces = _face_numbers.get(game.id)
    if faces is None:
        faces = {card: (card.rank * 8 + "CDHS".index(card.suit.value)) * 2 for card in game.deck()}
        _face_numbers[game.id] = faces
    return faces


def _roles(game: Game) -> dict[str, str]:
    """``game.pile_roles()``, asked once per kind of game (games are
    stateless: their piles and roles never change). Not to be changed."""
    roles = _role_maps.get(type(game))
    if roles is None:
        roles = _role_maps[type(game)] = game.pile_roles()
    return roles


def _in_play(game: Game) -> tuple[str, ...]:
    """The piles a card must leave for the default end of the game: all but
    the foundations and the cards set aside."""
    piles = _play_piles.get(type(game))
    if piles is None:
        roles = _roles(game)
        piles = _play_piles[type(game)] = tuple(name for name, role in roles.items() if role not in (FOUNDATION, OUT))
    return piles


def forget_positions() -> None:
    """Empty this thread's caches by position (benchmarks measure cold costs with it)."""
    _stores().clear()


_MAIN_THREAD = threading.main_thread().ident


def _stores() -> dict[str, _IdleCaches]:
    if threading.get_ident() == _MAIN_THREAD:  # (the main thread's: asked at every legal_moves)
        return _idle_caches
    stores = getattr(_thread_caches, "stores", None)
    if stores is None:
        stores = _thread_caches.stores = {}
    return stores


def _caches(game: Game) -> _IdleCaches:
    stores = _stores()
    caches = stores.get(game.id)
    if caches is None:
        caches = stores[game.id] = _IdleCaches()
    for store in (caches.real, caches.twin, caches.closed):
        if len(store) > _CACHE_LIMIT:
            store.clear()
    return caches
