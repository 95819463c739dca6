"""The Hemispheres (rules card: rulebook/games/the_hemispheres.md).

Two packs. Four red aces build up in suit to the kings and four black kings
down in suit to the aces, in a cross; round them a ring of four barriers
(K♥, A♠, K♦, A♣, crossways) and twelve places in four Races of three. The
upper half of the ring is the northern hemisphere, home of the red cards;
the lower half the southern, home of the black. A card in the wrong
hemisphere cannot be used: it may only change places with a card of the
other colour lying in the other hemisphere, or, at the end (the pack and the
talon used up), move alone to a space of its own hemisphere. Red cards marry
downward, black upward, within their own Race; the card just turned and the
talon's top card marry into any Race. The pack fills the spaces first, in
order; the rest forms the talon. The barriers end four foundations, played
only at the end.
"""

from __future__ import annotations

import itertools

from ..blocks import (
    FoundationRule,
    empty_among,
    face_number,
    in_order,
    in_pile_order,
    lay_pack,
    lay_withdrawn,
    marriage,
    marriage_onto,
    next_places,
    no_partner_left,
    tangled,
    top_card_only,
    topped_by,
    turn_card,
    wanting,
)
from ..cards import ACE, KING, Card, Colour, Suit
from ..moves import DEAL, MOVE, SWAP, YES, Move, Verdict, no, swap
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import word

# The cross: each arm an ace outside and a king inside (north and south
# hearts and spades, west and east diamonds and clubs).
ACE_PILES = ("an", "aw", "ae", "as")
KING_PILES = ("kn", "kw", "ke", "ks")
FOUNDATIONS = (*ACE_PILES, *KING_PILES)
BASES = {
    "an": (Suit.HEARTS, ACE),
    "as": (Suit.HEARTS, ACE),
    "aw": (Suit.DIAMONDS, ACE),
    "ae": (Suit.DIAMONDS, ACE),
    "kn": (Suit.SPADES, KING),
    "ks": (Suit.SPADES, KING),
    "kw": (Suit.CLUBS, KING),
    "ke": (Suit.CLUBS, KING),
}
# The barriers at the ring's compass points; the deal begins from the K♥.
BARRIERS = {"bw": (Suit.HEARTS, KING), "bn": (Suit.SPADES, ACE), "be": (Suit.DIAMONDS, KING), "bs": (Suit.CLUBS, ACE)}
# The ring's places clockwise from the K♥ (west): c1-c3 the Europeans (north-west),
# c4-c6 the Asiatics (north-east), c7-c9 the Australians (south-east), c10-c12 the Africans (south-west).
CIRCLE = tuple(f"c{n}" for n in range(1, 13))
CIRCLE_SET = frozenset(CIRCLE)
NORTH = frozenset(CIRCLE[:6])
RACES = ("the Europeans", "the Asiatics", "the Australians", "the Africans")
UP = FoundationRule(direction=1, first=None, length=13)
DOWN = FoundationRule(direction=-1, first=None, length=13)
PACK_OUT_ENDS = "opt_pack_out_ends"  # reading 1's option: the end comes when the pack is used up
FREE_WHERE_IT_LIES = "opt_free_where_it_lies"  # reading 2's option
TURN = Move(DEAL, "stock", "waste")


def race(pile: str) -> int:
    return (int(pile[1:]) - 1) // 3


def home_hemisphere(card: Card) -> str:
    return word("northern") if card.colour == Colour.RED else word("southern")


def at_home(card: Card, pile: str) -> bool:
    """Does ``card`` lie in its own hemisphere (red north, black south)?"""
    return (card.colour == Colour.RED) == (pile in NORTH)


def rule_of(foundation: str) -> FoundationRule:
    return UP if foundation in ACE_PILES else DOWN


def accepts(state: State, foundation: str, card: Card) -> Verdict:
    return rule_of(foundation).accepts(state.piles[foundation], card)


def marrying(card: Card) -> tuple[int]:
    """Red cards marry in descending line, black in ascending."""
    return (-1,) if card.colour == Colour.RED else (1,)


# Each suit's foundations in turn (faces as blocks.face_number: ♣ ♦ ♥ ♠ are 0-3):
# the red ones up from the ace, the black ones down from the king.
ORDERS = {suit: tuple(range(1, 14)) if suit in (1, 2) else tuple(range(13, 0, -1)) for suit in range(4)}


def _marries_onto(mine: int) -> tuple[int, ...]:
    """The face a card of face ``mine`` (blocks.face_number) marries onto:
    red cards one rank above (7♥ on 8♥), black one below (8♣ on 7♣)."""
    rank = mine % 16
    if mine // 16 in (1, 2):
        return (mine + 1,) if rank < 13 else ()
    return (mine - 1,) if rank > 1 else ()


def married(card: Card, onto: Card) -> Verdict:
    return marriage(card, onto, marrying(card))


class TheHemispheres(Game):
    id = "the_hemispheres"
    title = "The Hemispheres"
    packs = 2
    description = "Two packs: red cards live north and black south; exchange the misplaced across the equator."
    action_help = ((DEAL, "turn the top card of the pack: into the first space of the ring, else onto the talon"),)
    combo_help = (
        (
            SWAP,
            "exchange: a black card lying in the north and a red card lying in the south change places "
            "(src and dst: their places in the ring)",
        ),
    )
    options = (
        Option(
            PACK_OUT_ENDS,
            "The end comes when the pack is used up",
            "Misplaced cards may move alone into a space, and the barriers be played, once the pack is used "
            "up, even while the talon still holds cards.",
        ),
        Option(
            FREE_WHERE_IT_LIES,
            "At the end, misplaced cards are free where they lie",
            "At the end a card in the wrong hemisphere may be used where it lies, as well as moved to a space.",
        ),
    )

    # -- shape of the table -------------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({b: RESERVE for b in BARRIERS})
        roles.update({c: TABLEAU for c in CIRCLE})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in FOUNDATIONS:
            return "an ace foundation" if pile in ACE_PILES else "a king foundation"
        if pile in BARRIERS:
            return "a barrier"
        if pile in CIRCLE_SET:
            return f"place {pile[1:]} ({RACES[race(pile)]})"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        rest = self.shuffled_deck(deal)
        lay_withdrawn(state, rest, FOUNDATIONS, [BASES[f] for f in FOUNDATIONS])
        lay_withdrawn(state, rest, BARRIERS, BARRIERS.values())
        for pile in CIRCLE:
            state.piles[pile].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    def the_end(self, state: State) -> bool:
        """Rule II's "when all the cards are dealt and the talon is exhausted"
        (with the option, the pack used up is enough)."""
        if state.piles["stock"]:
            return False
        return not state.piles["waste"] or self.option(state, PACK_OUT_ENDS)

    def usable(self, state: State, pile: str) -> bool:
        """Is the top card of the ring place ``pile`` in use (rule I)?"""
        card = state.top(pile)
        if card is None:
            return False
        return at_home(card, pile) or (self.option(state, FREE_WHERE_IT_LIES) and self.the_end(state))

    def space(self, state: State) -> str | None:
        """The first space of the ring, in the order of the deal."""
        return next((c for c in CIRCLE if not state.piles[c]), None)

    # -- the pack -------------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        return [TURN] if state.piles["stock"] else []

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            turn_card(tx, "stock", self.space(state) or "waste")
        else:
            super().perform(state, move, tx)

    # -- the exchange across the equator (rule II): a swap of two single cards ------------
    def combos(self, state: State) -> list[Move]:
        misplaced = [c for c in CIRCLE if state.piles[c] and not self.usable(state, c)]
        return [swap(a, b) for a, b in itertools.combinations(misplaced, 2) if self.can_combine(state, swap(a, b))]

    def can_combine(self, state: State, move: Move) -> Verdict:
        if move.kind != SWAP or move.count != 1:
            return no("Only two single cards are exchanged")
        if move.src not in CIRCLE_SET or move.dst not in CIRCLE_SET:
            return no("Only cards of the ring are exchanged")
        card, other = state.top(move.src), state.top(move.dst)
        for pile, each in ((move.src, card), (move.dst, other)):
            if self.usable(state, pile):
                return no("The %1 lies in its own hemisphere: it is not exchanged", each)
        if card.colour == other.colour:
            return no("The %1 can only change places with a misplaced card of the other colour", card)
        return YES

    def mended_move(self, state: State, move: Move) -> Move:
        """Saves made before the exchange became a swap wrote it as a move
        between the two places of the ring: read it as the swap."""
        old = move.kind == MOVE and move.count == 1 and move.src in CIRCLE_SET and move.dst in CIRCLE_SET
        if old and state.piles[move.dst] and self.check(state, swap(move.src, move.dst)):
            return swap(move.src, move.dst)
        return move

    # -- the two questions ------------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in BARRIERS and not self.the_end(state):
            return no("The barriers stay until the pack and the talon are used up")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.top(src)
        if dst in ("stock", "waste"):
            return no("Cards turned from the pack alone go to the talon")
        if dst in BARRIERS:
            return no("Nothing is played on a barrier")
        if src in CIRCLE_SET and not self.usable(state, src):
            return self.misplaced(state, card, dst)
        if dst in FOUNDATIONS:
            return accepts(state, dst, card)
        if src in BARRIERS:
            return no("A barrier goes only to a foundation")
        onto = state.top(dst)
        if onto is None:
            return no("A space is filled by the next card turned from the pack")
        if not self.usable(state, dst):
            return no("The %1 lies in the wrong hemisphere: nothing is married onto it", onto)
        if src in CIRCLE_SET and race(src) != race(dst):
            return no("A card of the ring marries only within its own Race; the talon's marry into any")
        return married(card, onto)

    def misplaced(self, state: State, card: Card, dst: str) -> Verdict:
        """Where a card lying in the wrong hemisphere may go: in exchange for
        a card of the other colour lying in the wrong hemisphere, or, at the
        end, alone into a space of its own hemisphere."""
        if dst in CIRCLE_SET:
            onto = state.top(dst)
            if onto is None:
                if not self.the_end(state):
                    return no("A misplaced card moves alone into a space only when the pack and the talon are used up")
                if not at_home(card, dst):
                    return no("The %1 belongs to the %2 hemisphere", card, home_hemisphere(card))
                return YES
            if onto.colour != card.colour and not self.usable(state, dst):
                return no("Drop the %1 on the %2 to exchange them", card, onto)
            return no("The %1 can only change places with a misplaced card of the other colour", card)
        return no("The %1 lies in the wrong hemisphere: exchange it first", card)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """For a misplaced card of the ring, the ring's spaces; else the
        foundations wanting the card and the ring's cards it may marry."""
        if src in CIRCLE_SET and not self.usable(state, src):
            return empty_among(state, CIRCLE)
        card = state.piles[src][-1]
        homes = wanting(state, FOUNDATIONS, rule_of, card)
        return in_pile_order(state, [*homes, *topped_by(state, CIRCLE, marriage_onto(card, marrying(card)))])

    # -- the solver ------------------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """The talon (never re-dealt) and each ring packet lying in its own
        hemisphere give up only their top card, home or onto a card it
        marries, never into a space (spaces take the pack's cards); a
        misplaced card (always alone) may be exchanged or moved, and the
        pack's and the barriers' cards may come anywhere. Cards that wait
        on one another across these stacks are lost (blocks.tangled)."""
        piles = state.piles
        stacks = [piles["waste"]]
        others = [*piles["stock"], *(card for barrier in BARRIERS for card in piles[barrier])]
        for place in CIRCLE:
            cards = piles[place]
            if cards and at_home(cards[-1], place):
                stacks.append(cards)
            else:
                others += cards
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), self.packs), ORDERS)
        return tangled(stacks, others, face_number, home, _marries_onto)

    # -- advice ----------------------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """A card goes home safely once no card that could marry onto it is left out."""
        if move.kind != MOVE or move.dst not in FOUNDATIONS or move.src in FOUNDATIONS:
            return False
        card = state.top(move.src)
        steps = (-1,) if card.colour == Colour.RED else (1,)
        return no_partner_left(state, card, steps, FOUNDATIONS, self.packs)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        misplaced = sum(1 for c in CIRCLE if state.piles[c] and not at_home(state.top(c), c))
        return {"misplaced": misplaced}
