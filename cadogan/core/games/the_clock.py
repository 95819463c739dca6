"""The Clock (rules card: rulebook/games/the_clock.md).

Twelve foundations stand at the hours of a dial, each building up in its own
suit from a fixed base card until it reaches its hour. Round them lie twelve
packets of three; their top cards play or marry downwards in suit. Short
packets are made up to three again from the pack, in order from hour I; the
player decides when a round of plays and marriages is over and the refill is
due, and the refill must be done before another card is turned from the pack.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable

from ..blocks import (
    FoundationRule,
    HomeOrder,
    buried_for_good,
    face_number,
    in_order,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    one_above,
    refill,
    still_wants,
    tangled,
    top_card_only,
    topped_by,
    turn_card,
    twin_has_room,
    wanting,
)
from ..cards import Card, Suit
from ..moves import DEAL, MOVE, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import move_text, status_text

REFILL = "refill"  # make every short packet up to three from the pack
PACKET_SIZE = 3
STRICT = "opt_strict_order"  # rules card, reading 4's option
MARRIED = "married"  # 1 once a marriage is made in this round (for the strict order)

# The base card at each hour, as the book's plate shows it: ranks 2 to king
# clockwise from IX, suits repeating clubs, hearts, spades, diamonds.
BASES: dict[int, tuple[Suit, int]] = {
    9: (Suit.CLUBS, 2),
    10: (Suit.HEARTS, 3),
    11: (Suit.SPADES, 4),
    12: (Suit.DIAMONDS, 5),
    1: (Suit.CLUBS, 6),
    2: (Suit.HEARTS, 7),
    3: (Suit.SPADES, 8),
    4: (Suit.DIAMONDS, 9),
    5: (Suit.CLUBS, 10),
    6: (Suit.HEARTS, 11),
    7: (Suit.SPADES, 12),
    8: (Suit.DIAMONDS, 13),
}
HOURS = tuple(range(1, 13))
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def base_card(hour: int) -> Card:
    """The base of the foundation at ``hour``: the first pack's copy."""
    suit, rank = BASES[hour]
    return Card(suit, rank, 0)


def run_length(hour: int) -> int:
    """Cards on the finished foundation at ``hour``: its base up to the hour,
    going on from king to ace where the base lies above the hour."""
    return (hour - BASES[hour][1]) % 13 + 1


RULES = {hour: FoundationRule(direction=1, first=None, length=run_length(hour), wrap=True) for hour in HOURS}
FOUNDATIONS = tuple(f"f{hour}" for hour in HOURS)
PACKETS = tuple(f"p{hour}" for hour in HOURS)
TALON_STACK = (len(PACKETS),)  # the talon's place after the packets among tangled's stacks


def rule_at(pile: str) -> FoundationRule:
    """The rule of the foundation ``pile`` (``f`` and its hour)."""
    return RULES[int(pile[1:])]


# For blocks.tangled: each suit's three foundations' ranks after their bases,
# one run after another, each closed by a rank no card has (so a finished
# foundation waits there for good and none reads on into the next's run).
ENDED = 14


def _home_ranks() -> tuple[dict[int, list[int]], dict[str, tuple[int, int]]]:
    """Each suit's runs (by face_number's suit numbers), and each
    foundation's suit and first place in them (the card after its base)."""
    ranks: dict[int, list[int]] = {}
    starts: dict[str, tuple[int, int]] = {}
    for hour in HOURS:
        suit, base = BASES[hour]
        number = face_number(Card(suit, 1)) // 16
        run = ranks.setdefault(number, [])
        starts[f"f{hour}"] = (number, len(run))
        run += [(base + step - 1) % 13 + 1 for step in range(1, run_length(hour))] + [ENDED]
    return ranks, starts


HOME_RANKS, RUN_START = _home_ranks()


def home_order(state: State) -> HomeOrder:
    """blocks.tangled's ``home``: where each foundation stands in its suit's runs."""
    places: dict[int, list[int]] = {suit: [] for suit in HOME_RANKS}
    for pile, (suit, start) in RUN_START.items():
        places[suit].append(start + len(state.piles[pile]) - 1)
    return in_order(places, HOME_RANKS)


def knotted(
    state: State,
    onto: Callable[[int], Iterable[int]] = one_above,
    home_only: Collection[int] = TALON_STACK,
    others_built_only: bool = False,
) -> bool:
    """blocks.tangled across the twelve packets and the talon (the last
    stack: nothing is built on it, and by default its cards go only home),
    the pack's cards counted free; the tests ask it with other readings."""
    piles = state.piles
    stacks = [*(piles[p] for p in PACKETS), piles["waste"]]
    return tangled(
        stacks,
        piles["stock"],
        face_number,
        home_order(state),
        onto,
        built_only=TALON_STACK,
        home_only=home_only,
        others_built_only=others_built_only,
    )


class TheClock(Game):
    id = "the_clock"
    action_help = (
        ("deal", "turn the top card of the pack onto the talon"),
        ("refill", "make every short packet up to three cards from the pack, I to XII"),
    )
    title = "The Clock"
    packs = 2
    description = "Twelve foundations round a dial, each building in suit until it reaches its hour."
    options = (
        Option(
            STRICT,
            "Strict order: play, then marry, then refill",
            "Once a marriage is made, no card may be played until the packets are refilled.",
        ),
    )

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), MARRIED: (1, 1)}

    def pile_roles(self) -> dict[str, str]:
        roles = {f"f{h}": FOUNDATION for h in HOURS}
        roles.update({f"p{h}": TABLEAU for h in HOURS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def packet_ids(self) -> list[str]:
        return [f"p{h}" for h in HOURS]

    def foundation_ids(self) -> list[str]:
        return [f"f{h}" for h in HOURS]

    def pile_title(self, pile: str) -> str:
        if pile.startswith("f"):
            return f"the {ROMAN[int(pile[1:])]} foundation"
        if pile.startswith("p"):
            return f"packet {ROMAN[int(pile[1:])]}"
        return super().pile_title(pile)

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        bases = {base_card(h) for h in HOURS}
        for hour in HOURS:
            state.piles[f"f{hour}"].append(base_card(hour))
        # Shuffling the whole deck and leaving out the bases is the same as
        # shuffling what is left once they are withdrawn.
        cards = [card for card in self.shuffled_deck(deal) if card not in bases]
        for index, packet in enumerate(self.packet_ids()):
            state.piles[packet].extend(cards[PACKET_SIZE * index : PACKET_SIZE * (index + 1)])
        rest = cards[PACKET_SIZE * len(HOURS) :]
        # The first card left after the circle is the top of the pack.
        lay_pack(state, rest)
        return state

    # -- refilling ----------------------------------------------------------
    def refill_due(self, state: State) -> bool:
        return bool(state.piles["stock"]) and any(state.size(p) < PACKET_SIZE for p in self.packet_ids())

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile.startswith("f"):
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to refill the packets or turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst.startswith("f"):
            if self.option(state, STRICT) and state.counters.get(MARRIED) and self.refill_due(state):
                return no("Strict order: refill the packets before playing again")
            return rule_at(dst).accepts(state.piles[dst], card)
        if dst.startswith("p"):
            if src == "waste":
                return no("Cards from the talon may only go to a foundation")
            onto = state.top(dst)
            if onto is None:
                return no("An empty packet is filled only from the pack")
            return marriage(card, onto)
        return no("Cards cannot be put there")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, and the packets whose top card it may marry."""
        card = state.piles[src][-1]
        return in_pile_order(
            state, [*wanting(state, FOUNDATIONS, rule_at, card), *topped_by(state, PACKETS, marriage_onto(card))]
        )

    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"]:
            return []
        if self.refill_due(state):
            return [Move(REFILL, "stock")]
        return [Move(DEAL, "stock", "waste")]

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and not state.piles["stock"]:
            return no("The pack is used up")
        if move.kind == REFILL and not state.piles["stock"]:
            return no("The pack is used up; short packets stay short")
        if move.kind == DEAL and self.refill_due(state):
            return no("Refill the short packets before turning a card")
        if move.kind == REFILL and not self.refill_due(state):
            return no("Every packet already holds three cards")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == REFILL:
            refill(tx, "stock", self.packet_ids(), upto=PACKET_SIZE)
            tx.set(MARRIED, None)
        elif move.kind == DEAL:
            turn_card(tx, "stock", "waste")
            tx.set(MARRIED, None)
        else:
            super().perform(state, move, tx)
            if self.option(state, STRICT) and move.src.startswith("p") and move.dst.startswith("p"):
                tx.set(MARRIED, 1)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REFILL:
            return move_text("Refill the packets")
        return super().describe(state, move)

    # -- end of game and advice ---------------------------------------------
    def is_won(self, state: State) -> bool:
        for hour in HOURS:
            top = state.top(f"f{hour}")
            if top is None or top.rank != hour:
                return False
        return True

    def is_safe(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or not move.dst.startswith("f") or move.src.startswith("f"):
            return False
        card = state.top(move.src)
        if card is None or not self.can_drop(state, move.src, 1, move.dst):
            return False
        # Each card is wanted by two foundations, one copy each. Another
        # foundation that still wants this card must take it now as well
        # (blocks.twin_has_room: else the card would take the place its twin
        # needs), and if that one runs on further it should have it:
        # the shorter one would finish early and leave the longer one
        # needing every card.
        foundations = self.foundation_ids()
        if not twin_has_room(state, card, move.dst, foundations, rule_at):
            return False
        left = run_length(int(move.dst[1:])) - state.size(move.dst)
        for other in foundations:
            wants = other != move.dst and still_wants(rule_at(other), state.piles[other], card)
            if wants and run_length(int(other[1:])) - state.size(other) > left:
                return False
        if move.src == "waste" or card.rank == 1:
            return True  # a talon card never takes a marriage; nothing marries onto an ace
        # A packet card may still be wanted as a marriage target: safe once no
        # copy of the card one lower can reach the circle again (on a
        # foundation, or buried in the talon, which is never re-dealt).
        lower = {Card(card.suit, card.rank - 1, pack) for pack in range(self.packs)}
        gone = set(state.piles["waste"]).union(*(state.piles[f] for f in self.foundation_ids()))
        return lower <= gone

    def solver_dead_end(self, state: State) -> bool:
        """A card waits for the card one below it in suit on some foundation
        (every base is laid from the start). It leaves a packet only for home
        or onto the card one above it, so lying above every copy of both it
        can never leave; the talon, never re-dealt, gives only to the
        foundations, so there every copy of the card below is enough
        (blocks.buried_for_good). More widely, cards across the packets and
        the talon that wait on one another are lost (blocks.tangled): an
        emptied packet takes only the pack's cards, and those only cover the
        packets' cards (they are counted free to go anywhere); nothing is
        built on the talon, and its cards go only home (never married)."""
        if buried_for_good(state, PACKETS, self.packs, previous_only=True) or buried_for_good(
            state, ("waste",), self.packs, steps=(), previous_only=True
        ):
            return True
        return knotted(state)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        """Tell the player when the pack's click refills rather than turns."""
        return {"packets": status_text("refill due (click the pack)")} if self.refill_due(state) else {}


__all__ = ["BASES", "REFILL", "TheClock", "base_card", "run_length"]
