"""Two foundations of a suit that trade top cards, one at a time, and the deal
that stops for a card such trading would let home.

Used by: la_nivernaise, the_louis_patience.
"""

from __future__ import annotations

import attrs

from ..cards import Card
from ..moves import MOVE, Move, Verdict, no
from ..ops import Tx, revert_all
from ..rules import FOUNDATION, Game
from ..state import State
from .dead_ends import PROGRESS_SEARCH_LIMIT, _progress_seen, is_progress
from .foundations import AcesUpKingsDown
from .moving import top_card_only
from .targets import wanting


@attrs.frozen
class FoundationExchange:
    """Rule: the rising and the falling foundation of one suit (an
    :class:`AcesUpKingsDown` pair) may trade top cards, one card at a time:
    the top card of either goes onto the other when that pile wants it next
    (La Nivernaise; the "Louis" in its re-deals). A pile's base card stays,
    so both piles of the suit must have been begun. The exchange is a move
    between two foundations; a game lets it through ``can_lift`` and hands it
    to :meth:`check` in ``can_drop``."""

    foundations: AcesUpKingsDown

    def is_exchange(self, move: Move) -> bool:
        piles = self.foundations.piles
        return move.kind == MOVE and move.src in piles and move.dst in piles

    def partner(self, state: State, pile: str) -> str | None:
        """The begun pile of the other direction in the suit of ``pile``'s base."""
        cards = state.piles[pile]
        if not cards:
            return None
        others = self.foundations.down if pile in self.foundations.up else self.foundations.up
        return next((o for o in others if state.piles[o] and state.piles[o][0].suit == cards[0].suit), None)

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        """May the top card of the foundation ``pile`` leave it for an exchange?"""
        if state.size(pile) < 2:
            return no("A foundation's first card stays where it is")
        return top_card_only(state, pile, count)

    def drop(self, state: State, src: str, dst: str) -> Verdict | None:
        """The verdict on a drop that touches the foundations: onto one (a
        card from the table, or an exchange), or off one (only to its
        partner); None when neither ``src`` nor ``dst`` is a foundation."""
        piles = self.foundations.piles
        if dst in piles:
            if src in piles:
                return self.check(state, src, dst)
            return self.foundations.accepts(state, dst, state.piles[src][-1])
        if src in piles:
            return no("Cards on a foundation go only to the other foundation of their suit")
        return None

    def targets(self, state: State, src: str) -> list[str]:
        """The foundations that might take the top card of ``src`` (see
        :meth:`drop`; for ``drop_targets``): its partner for a foundation's
        card, else those wanting the card next."""
        if src in self.foundations.piles:
            partner = self.partner(state, src)
            return [] if partner is None else [partner]
        return wanting(state, self.foundations.piles, self.foundations.rule, state.piles[src][-1])

    def check(self, state: State, src: str, dst: str) -> Verdict:
        """May the top card of foundation ``src`` go onto foundation ``dst``?"""
        verdict = self.can_lift(state, src, 1)
        if not verdict:
            return verdict
        if (src in self.foundations.up) == (dst in self.foundations.up):
            return no("Cards are exchanged only between a rising and a falling foundation")
        if self.partner(state, src) != dst:
            return no("Cards are exchanged only between the two foundations of one suit")
        return self.foundations.rule(dst).accepts(state.piles[dst], state.piles[src][-1])

    def is_idle(self, game: Game, state: State, move: Move) -> bool:
        """An exchange (which can be undone by the next) changes nothing that
        matters unless some series of moves from here gets the game on
        (:meth:`progress_reachable`)."""
        return self.is_exchange(move) and not self.progress_reachable(game, state)

    def leads_nowhere(self, game: Game, state: State, move: Move) -> bool:
        """:func:`shift_leads_nowhere` judged by :meth:`progress_reachable`:
        for a game whose cards also shift elsewhere (the Louis's marriages),
        any move that is not progress, an exchange or a shift, is idle when
        no series of moves gets the game on. (Judged blindly, a marriage
        would outgrow the search as soon as several suits meet.)"""
        return not is_progress(game, state, move) and not self.progress_reachable(game, state)

    def arrangements(self, game: Game, state: State, pile: str) -> list[State]:
        """Every way the two piles of ``pile``'s suit can stand after
        exchanges between them alone, ``state`` as it is first: the point
        where the rising and the falling pile meet moves up or down, a dozen
        places at most."""
        partner = self.partner(state, pile)
        found = [state.copy()]
        if partner is None:
            return found
        seen = {state.key()}
        for current in found:
            for m in (Move(MOVE, pile, partner, 1), Move(MOVE, partner, pile, 1)):
                if game.check(current, m):
                    work = current.copy()
                    tx = Tx(work)
                    game.perform(work, m, tx)
                    game.settle(work, tx)
                    if work.key() not in seen:
                        seen.add(work.key())
                        found.append(work)
        return found

    def fits_somewhere(self, game: Game, state: State, pile: str) -> bool:
        """Would a card from outside the foundations fit ``pile`` or its
        partner after some exchanges between the two?"""
        roles = game.pile_roles()
        sources = [p for p, cards in state.piles.items() if cards and roles[p] != FOUNDATION]
        pair = [pile, self.partner(state, pile)]
        return any(
            game.check(arranged, Move(MOVE, src, dst, 1))
            for arranged in self.arrangements(game, state, pile)[1:]
            for src in sources
            for dst in pair
        )

    def progress_reachable(self, game: Game, state: State, limit: int = PROGRESS_SEARCH_LIMIT) -> bool:
        """:func:`progress_reachable` for a game whose foundations exchange:
        exchanges in several suits at once make more positions than a blind
        search may visit, but the suits are independent (a card fits only the
        piles of its own suit, and no other move depends on where two piles
        meet), so each suit's arrangements are tried on their own at every
        position the other moves reach. Answers are remembered per position."""
        key = ("exchange", game.id, limit, state.key())
        if key not in _progress_seen:
            if len(_progress_seen) > 256:
                _progress_seen.clear()
            _progress_seen[key] = self._search(game, state, limit)
        return _progress_seen[key]

    def _search(self, game: Game, state: State, limit: int) -> bool:
        if game.is_won(state):
            return False
        seen = {state.key()}
        frontier = [state.copy()]
        while frontier:
            next_frontier = []
            for current in frontier:
                if any(self.fits_somewhere(game, current, pile) for pile in self.foundations.up):
                    return True
                for move in game.legal_moves(current):
                    if is_progress(game, current, move):
                        return True
                    if self.is_exchange(move):
                        continue  # tried above, suit by suit
                    tx = Tx(current)
                    game.perform(current, move, tx)
                    game.settle(current, tx)
                    if current.key() not in seen:
                        seen.add(current.key())
                        next_frontier.append(current.copy())
                    revert_all(current, tx.ops)
                    if len(seen) > limit:
                        return True
            frontier = next_frontier
        return False


def exchange_opens(exchange: FoundationExchange, state: State, card: Card) -> bool:
    """Could ``card`` go to a foundation of its suit after the suit's rising
    and falling piles have traded some top cards (:class:`FoundationExchange`)?
    The piles trade only where they meet, so this asks whether a card that
    fits neither pile now would fit one of them further along the trade, in
    either direction (the Louis: a deal that stops for such a card)."""
    rule = exchange.foundations.rule
    for up in exchange.foundations.up:
        cards = state.piles[up]
        if not cards or cards[0].suit != card.suit:
            continue
        down = exchange.partner(state, up)
        if down is None:
            continue
        for src, dst in ((up, down), (down, up)):
            work = state.copy()
            tx = Tx(work)
            while exchange.check(work, src, dst):
                tx.move(src, dst)
                if any(rule(pile).accepts(work.piles[pile], card) for pile in (up, down)):
                    return True
    return False
