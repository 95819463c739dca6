"""The Salic Law (rules card: rulebook/games/the_salic_law.md).

Two packs. One king begins the bottom row; the pack is dealt card by card
(a click each) onto the packet of the king that appeared last. Each king that
comes begins a new packet to the right, each ace goes at once to the next
place of the foundation row, each queen to the next place of the queen row
above. The aces build up to the knave regardless of suit, from the packets'
surface cards, during the deal and after it. Once the deal is over, a bare
king takes one card from the surface of another packet, and takes another
only when that one has gone (with an option: once per king in a game).
"""

from __future__ import annotations

from collections.abc import Hashable

from ..blocks import FoundationRule, KingLines, begins_foundation, lay_pack, rank_run, shift_leads_nowhere
from ..cards import ACE, QUEEN, Card
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, OUT, STOCK, TABLEAU, Game, Option
from ..state import State
from ..text import status_text

QUEENS = tuple(f"q{n}" for n in range(1, 9))  # the top row, left to right
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))  # the middle row
KINGS = tuple(f"k{n}" for n in range(1, 9))  # the bottom row: each king with its packet on it
ACE_TO_KNAVE = FoundationRule(order=rank_run(1, 11), any_suit=True)
ONCE_PER_KING = "opt_once_per_king"  # rules card, reading 3's option
KINGS_USED = "kings_used"  # with the option: one bit per king that has had its card
TURN = Move(DEAL, "stock")
DEAL_LINES = KingLines(KINGS)


def accepts(state: State, foundation: str, card: Card) -> Verdict:
    return ACE_TO_KNAVE.accepts(state.piles[foundation], card)


def set_aside(state: State, card: Card) -> str | None:
    """Where the rules send a card at once as it is dealt: an ace to the next
    foundation, a queen to the next place of the queen row (any other card
    goes by :class:`KingLines`: a king heads the next packet, the rest go
    onto the packet of the last king)."""
    if card.rank == ACE:
        return begins_foundation(state, card, FOUNDATIONS, accepts)
    if card.rank == QUEEN:
        return next(q for q in QUEENS if not state.piles[q])
    return None


KNAVE = len(ACE_TO_KNAVE.order or ())  # a foundation's full height


def lowest_never_climbs(state: State) -> bool:
    """After the deal: can some foundations never take their next card?

    Take the foundations below some height (the low ones; the others not
    yet complete are the high ones). Every copy of a rank is wanted by
    exactly one foundation, so the first card to go onto a low foundation
    is a loose copy of the rank one of them wants next, and until it goes
    home only the high foundations take cards, each at most one of each
    rank above its height: the other cards must wait, each on a bare king
    of its own (the only place a card may go). So that first copy is dug
    out of its packet with the cards above it that must wait laid on
    kings: a king bare now, or one whose packet could be sent home whole
    (no copy a low foundation wants in it, no more cards of a rank than the
    high foundations can take). Where, for some height, no packet can be
    dug so, the low foundations never climb and the position is lost.
    (Kings that have had their card under the once-per-king option take
    none.)"""
    piles = state.piles
    heights = [len(piles[foundation]) for foundation in FOUNDATIONS]
    if min(heights) >= KNAVE:
        return False
    used = state.counters.get(KINGS_USED, 0)
    packets = [  # each packet's ranks from its surface down, the ranks it holds, whether its king may take a card
        (ranks, set(ranks), not used & (1 << index))
        for index, king in enumerate(KINGS)
        if piles[king]
        for ranks in ([card.rank for card in reversed(piles[king][1:])],)
    ]
    for below in sorted({height for height in heights if height > min(heights)} | {KNAVE}):
        wanted = {height + 1 for height in heights if height < below}
        higher = [height for height in heights if below <= height < KNAVE]
        room = [sum(1 for height in higher if height < rank) for rank in range(KNAVE + 1)]  # by rank
        kings = 0  # the kings that could take a waiting card
        dig = None  # the fewest cards that must wait above a wanted copy, in any packet
        for ranks, held, free in packets:
            if held & wanted:
                waits = waiting(ranks, room, wanted)
                dig = waits if dig is None else min(dig, waits)
            elif free and not waiting(ranks, room, wanted, stop=True):
                kings += 1
        if dig is None or dig > kings:
            return True
    return False


def waiting(ranks: list[int], room: list[int], wanted: set[int], stop: bool = False) -> int:
    """How many of the cards ``ranks`` (from the surface down) lie above the
    first of rank ``wanted`` and find no room on the foundations, with
    ``room[rank]`` places for each rank (with ``stop``, 1 at the first)."""
    count = [0] * len(room)
    waits = 0
    for rank in ranks:
        if rank in wanted:
            break
        count[rank] += 1
        if count[rank] > room[rank]:
            if stop:
                return 1
            waits += 1
    return waits


class TheSalicLaw(Game):
    id = "the_salic_law"
    title = "The Salic Law"
    packs = 2
    description = "Two packs: each king heads the cards dealt until the next; aces climb to knaves in any suit."
    action_help = (
        (
            DEAL,
            "deal the next card: a king starts a new packet, an ace a foundation, a queen goes to the top row, "
            "any other card onto the packet of the last king",
        ),
    )
    options = (
        Option(
            ONCE_PER_KING,
            "A bare king takes a card once only",
            "After the deal each bare king may take one card once in the game, not again when that card has gone.",
        ),
    )

    # -- shape of the table -------------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {q: OUT for q in QUEENS}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles.update({k: TABLEAU for k in KINGS})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in QUEENS:
            return "the queens' row"
        if pile in FOUNDATIONS:
            return "a foundation"
        if pile in KINGS:
            return f"king {pile[1:]}"
        return "pack"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), KINGS_USED: (1, 2 ** len(KINGS) - 1)}

    # -- the deal -------------------------------------------------------------------
    def deal(self, deal: int) -> State:
        """The first king met in the shuffled pack begins the king row
        (reading 1); the rest, in order, is the pack."""
        state = self.empty_state(deal)
        lay_pack(state, DEAL_LINES.lay_first_king(state, self.shuffled_deck(deal)))
        return state

    def actions(self, state: State) -> list[Move]:
        return [TURN] if DEAL_LINES.dealing(state) else []

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            DEAL_LINES.deal_one(tx, set_aside)
            return
        super().perform(state, move, tx)
        if move.dst in KINGS and self.option(state, ONCE_PER_KING):
            tx.set(KINGS_USED, state.counters.get(KINGS_USED, 0) | self.bit(move.dst))

    @staticmethod
    def bit(king: str) -> int:
        return 1 << KINGS.index(king)

    # -- the two questions ------------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile in QUEENS:
            return no("The queens only stand in their row")
        if pile == "stock":
            return no("Click the pack to deal a card")
        return DEAL_LINES.lift(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.top(src)
        if dst in FOUNDATIONS:
            return accepts(state, dst, card)
        if dst in QUEENS:
            return no("The queens' row takes only the queens, as they are dealt")
        if dst in KINGS:
            verdict = DEAL_LINES.onto(state, dst)
            if verdict is None:
                return no("Only a bare king takes a card, and only one")
            if verdict and self.option(state, ONCE_PER_KING) and state.counters.get(KINGS_USED, 0) & self.bit(dst):
                return no("This king has had its one card")
            return verdict
        return no("Cards cannot be put back on the pack")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        return [*FOUNDATIONS, *KINGS]

    # -- the end ------------------------------------------------------------------------
    def is_won(self, state: State) -> bool:
        """Every foundation ends with a knave (the queens then stand above and
        the kings lie bare below)."""
        return all(state.size(f) == KNAVE for f in FOUNDATIONS)

    def is_idle(self, state: State, move: Move) -> bool:
        """A card laid on a bare king is idle unless, then or after more such
        moves, some card can go home."""
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)

    def is_safe(self, state: State, move: Move) -> bool:
        """A card goes home at no cost when every foundation has begun and
        none stands lower than the one it goes to: every card of its rank
        still out then has a foundation waiting for it, all of them alike, and
        nothing builds off a foundation. (Where a foundation stands lower, two
        cards of the rank may want the one place, and sending this one may
        strand the other: 10♥ and 10♣ out, a single foundation at 9.)"""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src not in KINGS:
            return False
        card = state.top(move.src)
        piles = state.piles
        return card is not None and all(len(piles[f]) >= card.rank - 1 and piles[f] for f in FOUNDATIONS)

    # -- the solver ----------------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """After the deal, the lowest foundations may wait for ever
        (:func:`lowest_never_climbs`)."""
        return not DEAL_LINES.dealing(state) and lowest_never_climbs(state)

    def solver_key(self, state: State) -> Hashable:
        """Once the deal is over, suits play no part (the foundations build
        regardless of suit, queens and kings never move) and the kings are
        all alike (any bare king takes a card, whatever its suit or place),
        so a position is its packets' ranks, bottom up, in sorted order, and
        the foundations' heights. (With the once-per-king option, whether
        each king has had its card goes with its packet.) During the deal
        the packets are told apart: the next card goes to the last king's."""
        if DEAL_LINES.dealing(state):
            return super().solver_key(state)
        piles = state.piles
        used = state.counters.get(KINGS_USED, 0)
        packets = sorted(
            (tuple(card.rank for card in piles[king][1:]), bool(used & self.bit(king))) for king in KINGS if piles[king]
        )
        return (tuple(packets), tuple(sorted(len(piles[f]) for f in FOUNDATIONS)))

    def solver_prunes(self, state: State, move: Move) -> bool:
        """After the deal, a card alone on its king carried to another bare
        king, or a card carried to a bare king with another bare king before
        it, makes a position the key (solver_key) already has."""
        if move.kind == MOVE and move.dst in KINGS and not self.option(state, ONCE_PER_KING):
            piles = state.piles
            if len(piles[move.src]) == 2:
                return True
            for king in KINGS:
                if king == move.dst:
                    break
                if len(piles[king]) == 1:
                    return True
        return super().solver_prunes(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        kings = sum(1 for k in KINGS if state.piles[k])
        return {"kings": status_text("%1 of %2", kings, len(KINGS))}
