"""The Terrace (rules card: rulebook/games/the_terrace.md).

Two packs. Thirteen cards are dealt in a row, the Terrace, of which only the
right-hand card is available. Three cards are turned up and the player
chooses one as the first foundation: the other seven cards of its rank are
foundations too, laid as they come. Each foundation builds up in alternate
colours, suits free, turning the corner from king to ace, thirteen cards.
The two cards passed over and seven more form the valley, where cards are
built down in alternate colours; a valley space is refilled at once from
the pack. A Terrace card that fits a foundation goes there before any other
card may take its place. The pack is turned once onto one talon.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from functools import partial

from ..blocks import (
    ACE_TO_KING,
    ALTERNATE,
    CHOOSE,
    ChosenBaseRank,
    FoundationRule,
    PackGame,
    PackToTalon,
    all_played,
    alternate_face,
    alternate_onto,
    alternate_places,
    base_rank,
    base_rank_rule,
    close_up,
    in_order,
    in_pile_order,
    lay_pack,
    sequence_in,
    sequence_onto,
    shift_leads_nowhere,
    stranded,
    tangled,
    top_card_only,
    topped_by,
    wanting,
)
from ..cards import Card, Colour, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State

TERRACE = tuple(f"t{n}" for n in range(1, 14))  # left to right; the right-hand card is available
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))  # laid left to right as the bases come
VALLEY = tuple(f"v{n}" for n in range(1, 10))
OFFERED = VALLEY[:3]  # the three cards turned for the choice lie in the valley's first places
CHOICE = ChosenBaseRank(offered=OFFERED, first=FOUNDATIONS[0])
PACK = PackToTalon()
ADVICE_ONLY = "opt_terrace_advice"


def _colour_rank(card: Card) -> tuple[Colour, int]:
    return card.colour, card.rank


def _needs(first: int, card: Card, face: tuple[Colour, int]) -> bool:
    """Does every foundation that could take ``card`` (built up from rank
    ``first``, red and black in turn) take a card of ``face`` before it? The
    ranks from the base up to the card's, each of the colour the card's
    place in the pile gives it."""
    place = (card.rank - first) % 13
    other = (face[1] - first) % 13
    if other >= place:
        return False
    return (face[0] is card.colour) == ((place - other) % 2 == 0)


def home_blocked(state: State) -> Callable[[Card, Collection[Hashable]], bool]:
    """When a card can never go home: some card that every pile able to take
    it needs first has no copy home (so none of those piles has passed it)
    and every copy lies under the card."""
    needs = partial(_needs, base_rank(state))
    homed: set[tuple[Colour, int]] = set()

    def blocked(card: Card, shut: Collection[Hashable]) -> bool:
        if not homed:  # read once, when first asked
            homed.update(_colour_rank(home) for pile in FOUNDATIONS for home in state.piles[pile])
        return any(face not in homed and needs(card, face) for face in shut)

    return blocked


def _nowhere(card: Card) -> tuple[()]:
    return ()


class TheTerrace(PackGame, Game):
    pack = PACK
    id = "the_terrace"
    title = "The Terrace"
    packs = 2
    description = "Two packs; free the Terrace card by card onto foundations of a rank you choose, red and black."
    action_help = (
        (CHOOSE, "make this turned card the first foundation: its rank is the foundations' rank"),
        (DEAL, "turn the next card of the pack onto the talon"),
    )
    click_only = frozenset({CHOOSE})  # a click on one of the three cards, not a button
    options = (
        Option(
            ADVICE_ONLY,
            "Terrace first as advice only",
            "A Terrace card that fits a foundation need not be played before a valley or talon card takes its place.",
        ),
    )

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {t: RESERVE for t in TERRACE}
        roles.update({f: FOUNDATION for f in FOUNDATIONS})
        roles.update({v: TABLEAU for v in VALLEY})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in TERRACE:
            return f"Terrace card {pile[1:]}"
        if pile in VALLEY:
            return f"valley packet {pile[1:]}"
        return super().pile_title(pile)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **CHOICE.counter_ranges()}

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return CHOICE.shown(state)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        """The Terrace, then three cards turned up for the choice (in the
        valley's first places); the rest of the deal follows the choice."""
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        for pile in TERRACE + OFFERED:
            state.piles[pile].append(cards.pop(0))
        lay_pack(state, cards)
        return state

    def actions(self, state: State) -> list[Move]:
        if CHOICE.pending(state):
            return CHOICE.actions(state)
        return super().actions(state)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if CHOICE.perform(state, move, tx):
            close_up(tx, OFFERED)  # the two passed over, in the order turned
            for pile in VALLEY[2:]:  # seven more, whatever their rank
                tx.move("stock", pile, 1, face_up=True)
            return
        super().perform(state, move, tx)
        if move.kind == DEAL and self.is_base(state, state.top("waste")):
            tx.move("waste", self.next_space(state), 1)  # a foundation card takes its place as it comes

    def settle(self, state: State, tx: Tx) -> None:
        """A valley space is refilled at once from the pack; a foundation card
        that comes goes to its place, and the next card fills the space."""
        if CHOICE.pending(state):
            return
        for pile in VALLEY:
            while not state.piles[pile] and state.piles["stock"]:
                tx.move("stock", pile, 1, face_up=True)
                if self.is_base(state, state.top(pile)):
                    tx.move(pile, self.next_space(state), 1)

    def is_base(self, state: State, card: Card | None) -> bool:
        return card is not None and card.rank == base_rank(state)

    def next_space(self, state: State) -> str:
        """The foundation space next in the line (the first empty one)."""
        return next(f for f in FOUNDATIONS if not state.piles[f])

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # A base card goes to the next empty foundation, whichever that is,
        # and every foundation then builds alike. (Not the valley: while the
        # first base is chosen its first three places hold the choice.)
        return (FOUNDATIONS,)

    # -- the two questions --------------------------------------------------
    def rule(self, state: State) -> FoundationRule:
        return base_rank_rule(state, alternate=True)

    def terrace_card(self, state: State) -> str | None:
        """The Terrace's available place: its right-hand card."""
        return next((t for t in reversed(TERRACE) if state.piles[t]), None)

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        waiting = CHOICE.can_play(state)
        if not waiting:
            return waiting
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in TERRACE and pile != self.terrace_card(state):
            return no("Only the right-hand card of the Terrace is available")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.piles[src][-1]
        if dst in FOUNDATIONS:
            return self.to_foundation(state, src, card, dst)
        if dst in VALLEY:
            if src in TERRACE:
                return no("Terrace cards go only to the foundations")
            onto = state.top(dst)
            if onto is None:
                return no("A valley space is filled only from the pack")
            return sequence_in(card, onto, ACE_TO_KING, ALTERNATE)
        if dst in TERRACE:
            return no("Nothing is ever put on the Terrace")
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        return no("Cards cannot be put back on the pack")

    def to_foundation(self, state: State, src: str, card: Card, dst: str) -> Verdict:
        pile = state.piles[dst]
        if not pile and dst != self.next_space(state):
            return no("The foundations are laid left to right: use the next space")
        verdict = self.rule(state).accepts(pile, card)
        if not verdict or src in TERRACE or self.option(state, ADVICE_ONLY):
            return verdict
        terrace = self.terrace_card(state)
        if terrace is not None and self.rule(state).accepts(pile, state.top(terrace)):
            return no("The Terrace's %1 must be played here first", state.top(terrace))
        return YES

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations whose rule wants the card's rank next (its colour
        and the order of the spaces judged by can_drop), and, for a card
        not from the Terrace, the valley packets it may go on."""
        card = state.piles[src][-1]
        homes = wanting(state, FOUNDATIONS, self.rule(state), card)
        if src in TERRACE:
            return homes  # (in pile order: foundations come first among the piles)
        return in_pile_order(state, [*homes, *topped_by(state, VALLEY, sequence_onto(card, ACE_TO_KING, ALTERNATE))])

    # -- words ----------------------------------------------------------------
    def describe(self, state: State, move: Move) -> str:
        if move.kind == CHOOSE:
            return CHOICE.describe(state, move)
        return super().describe(state, move)

    # -- advice ---------------------------------------------------------------
    def hint_bonus(self, state: State, move: Move) -> int:
        """The book's advice for the choice: take a card one below the
        Terrace's available card, so that card can follow it at once; the
        further above that, the longer the Terrace waits."""
        if move.kind != CHOOSE:
            return 0
        terrace = state.top(self.terrace_card(state))
        wait = (terrace.rank - state.top(move.src).rank - 1) % 13
        return 12 - wait

    def is_safe(self, state: State, move: Move) -> bool:
        """A Terrace card is never built on, so sending it home costs nothing;
        another card is wanted only to take the card one lower of the other
        colour in the valley (none goes on an ace): once every such card is
        home, it is safe too. Piles that take a card are alike (the rank
        and colour of their top decide what they want next)."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or not self.check(state, move):
            return False
        if move.src in TERRACE:
            return True
        card = state.top(move.src)
        lower = card.rank - 1
        others = [suit for suit in Suit if suit.colour != card.colour]
        return lower == 0 or all_played(state, FOUNDATIONS, [(suit, lower) for suit in others], self.packs)

    def solver_dead_end(self, state: State) -> bool:
        """Cards leave the Terrace from its right-hand end and only for home:
        a Terrace card lying to the right of all four copies (rank and
        colour) of a card every pile that could take it needs first is there
        for good (blocks.stranded). Then the knots across the Terrace, the
        valley and the talon (:meth:`knotted`), which take in a valley or
        talon card stranded so in its own pile (it lies under nothing but
        cards that cannot move before it goes home, and waits for one of
        them)."""
        if CHOICE.pending(state):
            return False
        piles = state.piles
        terrace = [piles[t][0] for t in TERRACE if piles[t]]
        homes = [piles[f] for f in FOUNDATIONS]
        blocked = home_blocked(state)
        copies = 2 * self.packs  # two suits of a colour in each pack
        if stranded((terrace,), _colour_rank, copies, blocked, _nowhere, homes):
            return True
        return self.knotted(state)

    def knotted(self, state: State) -> bool:
        """Cards that wait on one another across the Terrace, the valley and
        the talon (blocks.tangled): each card left lies under a card that
        can neither go home first nor be built on a valley packet, so none
        can be the first to go home. No card but the pack's ever fills a
        valley space, so a packet emptied opens no way; the Terrace and the
        talon are never built on (a card of theirs is a place to build only
        once built on a packet itself); the pack's cards count as free to go
        anywhere. (A Terrace card is counted as one that might be built on
        a packet, which it never is: the test only says less.)"""
        first = base_rank(state)
        piles = state.piles
        terrace = [piles[t][0] for t in TERRACE if piles[t]]
        stacks = [terrace, *(piles[v] for v in VALLEY), piles["waste"]]
        home = in_order(alternate_places((piles[f] for f in FOUNDATIONS), 4), ACE_TO_KING)
        return tangled(
            stacks, piles["stock"], alternate_face(first), home, alternate_onto(first), built_only=(0, len(stacks) - 1)
        )

    def is_idle(self, state: State, move: Move) -> bool:
        # A card may hop for ever between two valley packets topped by cards
        # of one rank and colour: such shifts are idle once the pack is out
        # and no series of moves brings a card home.
        return super().is_idle(state, move) or shift_leads_nowhere(self, state, move)
