"""The Wheel (rules card: rulebook/games/the_wheel.md).

Two packs. The eight aces are laid as a cross; round it runs a circle of
24 empty places; below, a cushion of twelve places is dealt from the pack.
The only move is a combination: three available cushion cards of different
pip values (2 to 10) making eighteen, crowned by an available court card,
go together as one packet to the next empty place of the circle (a group
move from four cushion places). After the first deal a place emptied is
refilled at once from the pack, in position order; after later deals it
stays empty. When no combination is left, twelve more cards are dealt, one
on each place, covering what lies there. ``counters["deals"]`` counts the
deals made; ``counters["deal_to"]`` (present only in the middle of a deal,
which a hand-made position may show) is 1 + the index of the place the
next card of the deal goes to.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from functools import cache
from itertools import combinations
from typing import ClassVar

from ..blocks import lay_pack, refill, withdraw
from ..cards import Card, Suit, a_rank_name
from ..moves import DEAL, GROUP, YES, Move, Verdict, group, no, yes_but
from ..ops import Tx, revert_all
from ..rules import FOUNDATION, OUT, STOCK, TABLEAU, Game
from ..state import State
from ..text import move_text, refusal, status_text

CROSS = tuple(f"a{n}" for n in range(1, 9))
CIRCLE = tuple(f"w{n}" for n in range(1, 25))  # clockwise from the top
CUSHION = tuple(f"c{n}" for n in range(1, 13))  # row 1 left to right, then row 2
TOTAL = 18
PIPS = range(2, 11)  # the minor cards that count (aces are all in the cross)
DEALS = "deals"  # how many deals have been made (1 after the first)
DEAL_TO = "deal_to"  # mid-deal only: 1 + index of the cushion place the next card goes to
MOST_DEALS = 8  # 12 cards, then at most 7 more deals of 12 from the 96 cards
WHAT_A_PACKET_IS = refusal("A packet is three pip cards of different values making eighteen, and a court card")


def is_court(card: Card) -> bool:
    return card.rank > 10


def value_sets() -> list[tuple[int, int, int]]:
    """The eight sets of three different pip values making eighteen."""
    return [t for t in combinations(PIPS, 3) if sum(t) == TOTAL]


@cache
def full_wheels() -> tuple[tuple[int, ...], ...]:
    """Every way the 24 packets of a won game can be made up: how many
    packets of each value set (in value_sets' order) use each pip value
    exactly eight times (two packs of four suits), since every pip card ends
    in a packet. Only six of the eight sets ever take part (never 3 6 9 or
    5 6 7), the two triples 2 6 10, 3 7 8, 4 5 9 and 2 7 9, 3 5 10, 4 6 8
    each used alike, the two triples' counts making eight."""
    sets = value_sets()
    copies = 2 * len(Suit)
    later = [{value for values in sets[index:] for value in values} for index in range(len(sets) + 1)]
    found: list[tuple[int, ...]] = []

    def extend(index: int, counts: tuple[int, ...], used: dict[int, int]) -> None:
        if any(used[value] != copies for value in PIPS if value not in later[index]):
            return  # a value no set left can bring up to eight
        if index == len(sets):
            found.append(counts)
            return
        values = sets[index]
        for times in range(min(copies - used[value] for value in values) + 1):
            extend(index + 1, (*counts, times), {v: n + times * (v in values) for v, n in used.items()})

    extend(0, (), dict.fromkeys(PIPS, 0))
    return tuple(found)


@cache
def completable(counts: tuple[int, ...]) -> bool:
    """Can packets made so far (how many of each value set, in value_sets'
    order) still be completed to a full wheel (full_wheels)?"""
    return any(all(made <= full for made, full in zip(counts, wheel, strict=True)) for wheel in full_wheels())


def set_index(values: Sequence[int]) -> int | None:
    """The index in value_sets of a packet's three pip values (None if they are no set)."""
    key = tuple(sorted(values))
    return _SET_INDEX.get(key)


def packet_verdict(cards: Sequence[Card]) -> Verdict:
    """May these cards (from the cushion) form one packet? Three pip cards
    of different values making eighteen (Rules II, IV), one court card to
    crown them (Rule III)."""
    courts = [c for c in cards if is_court(c)]
    pips = [c for c in cards if not is_court(c)]
    if len(courts) > 1:
        return no("Only one court card crowns a packet, and court cards count no pips")
    if len({c.rank for c in pips}) < len(pips):
        return no("No two cards of a packet may have the same value")
    if len(pips) != 3:
        return no(WHAT_A_PACKET_IS)
    total = sum(c.rank for c in pips)
    if total != TOTAL:
        return no("%1 make %2, not eighteen", " + ".join(str(c.rank) for c in pips), total)
    if not courts:
        return no("The three cards make eighteen, but a court card must crown them")
    return YES


def partial_verdict(cards: Sequence[Card]) -> Verdict:
    """Could these cards still grow into a packet? YES with what is missing
    (for the status bar), or what is wrong."""
    courts = [c for c in cards if is_court(c)]
    pips = sorted(c.rank for c in cards if not is_court(c))
    if len(courts) > 1:
        return no("Only one court card crowns a packet, and court cards count no pips")
    if len(set(pips)) < len(pips):
        return no("No two cards of a packet may have the same value")
    if len(pips) > 3:
        return no(WHAT_A_PACKET_IS)
    total = sum(pips)
    if total > TOTAL or (len(pips) == 3 and total != TOTAL):
        return no("%1 make %2, not eighteen", " + ".join(map(str, pips)), total)
    left = TOTAL - total
    crown = not courts  # a court card still wanted
    if len(pips) == 2:
        if left not in PIPS or left in pips:
            return no("%1 make %2: no third card of another value makes eighteen", " + ".join(map(str, pips)), total)
        if crown:
            return yes_but("%1 and a court card to complete the packet", a_rank_name(left))
        return yes_but("%1 to complete the packet", a_rank_name(left))
    if len(pips) < 3:
        options = [s for s in value_sets() if set(pips) <= set(s)]
        if not options:
            return no("No three pip cards of different values with a %1 make eighteen", pips[0])
        if len(pips) == 1:
            if crown:
                return yes_but("2 more pip cards (%1 in all) and a court card to complete the packet", left)
            return yes_but("2 more pip cards (%1 in all) to complete the packet", left)
        if crown:
            return yes_but("3 more pip cards (%1 in all) and a court card to complete the packet", left)
        return yes_but("3 more pip cards (%1 in all) to complete the packet", left)
    if crown:
        return yes_but("a court card to complete the packet")
    return yes_but(" to complete the packet")


_SET_INDEX = {values: index for index, values in enumerate(value_sets())}


def _partners_buried(value: int, buried: set[int]) -> bool:
    """Does every value set of a full wheel holding ``value`` have another
    value among ``buried``?"""
    return all(any(other in buried for other in values if other != value) for values in _wheel_sets(value))


@cache
def _wheel_sets(value: int) -> tuple[tuple[int, ...], ...]:
    """The value sets some full wheel uses that hold ``value``."""
    used = [values for index, values in enumerate(value_sets()) if any(w[index] for w in full_wheels())]
    return tuple(values for values in used if value in values)


class TheWheel(Game):
    id = "the_wheel"
    title = "The Wheel"
    packs = 2
    description = "Three pip cards making eighteen, crowned by a court card, fill a circle round a cross of aces."
    spaces_fillable = False
    select_by_click = True
    action_help = (
        (DEAL, "deal the next twelve cards onto the cushion (or finish a deal begun), once no combination is left"),
    )
    combo_help = (
        (GROUP, "three pip cards of different values making eighteen and a court card, from the cushion's tops, "
                "go together to the circle's next empty place, the court card on top (chosen by clicks)"),
    )  # fmt: skip
    counter_help: ClassVar[dict[str, str]] = {
        DEALS: "how many deals of the cushion have been made, the first included (refilling only while it is 1)",
        DEAL_TO: "present only in the middle of a deal: 1 + the index of the cushion place its next card goes to",
    }

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {a: OUT for a in CROSS}
        roles.update({w: FOUNDATION for w in CIRCLE})
        roles.update({c: TABLEAU for c in CUSHION})
        roles["stock"] = STOCK
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in CROSS:
            return "the cross"
        if pile in CIRCLE:
            return "the circle"
        if pile in CUSHION:
            return f"cushion place {pile[1:]}"
        return "pack"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), DEALS: (1, MOST_DEALS), DEAL_TO: (2, len(CUSHION))}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{DEALS: 1})
        cards = self.shuffled_deck(deal)
        aces = withdraw(cards, [(suit, 1) for suit in Suit] * 2)
        for place, ace in zip(CROSS, aces, strict=True):
            state.piles[place] = [ace]
        for place, card in zip(CUSHION, cards, strict=False):
            state.piles[place] = [card]
        lay_pack(state, cards[len(CUSHION) :])
        return state

    # -- phases --------------------------------------------------------------
    @staticmethod
    def mid_deal(state: State) -> bool:
        return DEAL_TO in state.counters

    @staticmethod
    def next_place(state: State) -> str | None:
        """The place of the circle the next packet goes to (clockwise from the top)."""
        return next((w for w in CIRCLE if not state.piles[w]), None)

    def packets(self, state: State) -> Iterator[Move]:
        """Every combination open now, in a fixed order: by the cushion
        places of its three pip cards, then of its court card."""
        dst = self.next_place(state)
        if dst is None or self.mid_deal(state):
            return
        tops = [(c, state.piles[c][-1]) for c in CUSHION if state.piles[c]]
        pips = [(c, card.rank) for c, card in tops if not is_court(card)]
        courts = [c for c, card in tops if is_court(card)]
        if not courts:
            return
        for (p1, v1), (p2, v2), (p3, v3) in combinations(pips, 3):
            if v1 + v2 + v3 == TOTAL and len({v1, v2, v3}) == 3:
                for court in courts:
                    yield group((p1, p2, p3, court), dst)

    # -- the two questions: single cards never move ---------------------------
    def lift_counts(self, state: State, pile: str):
        return ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in CUSHION:
            return no("Cards leave the cushion only as packets: click three pip cards and a court card")
        if pile == "stock":
            return no("Click the pack to deal")
        return no("These cards never move")

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        return no("Cards leave the cushion only as packets: click three pip cards and a court card")

    # -- combinations ----------------------------------------------------------
    def combos(self, state: State) -> Iterator[Move]:
        return self.packets(state)

    def can_combine(self, state: State, move: Move) -> Verdict:
        if move.kind != GROUP:
            return no("Cards leave the cushion only as packets")
        if move.dst not in CIRCLE:
            return no("A packet goes to the circle")
        if self.mid_deal(state):
            return no("No combination is made until the deal is complete")
        due = self.next_place(state)
        if move.dst != due:
            return no("The circle is filled clockwise from the top: the packet goes to its next empty place")
        if move.count != 1 or any(p not in CUSHION for p in move.sources):
            return no("Only the top cards of the cushion make packets")
        return packet_verdict([state.piles[p][-1] for p in move.sources])

    def selection(self, state: State, piles: Sequence[str]) -> tuple[Move | None, Verdict]:
        if any(p not in CUSHION or not state.piles[p] for p in piles):
            return None, no("Only the top cards of the cushion make packets")
        if self.mid_deal(state):
            return None, no("No combination is made until the deal is complete")
        cards = [state.piles[p][-1] for p in piles]
        if len(cards) == 4:
            dst = self.next_place(state)
            ordered = sorted(piles, key=lambda p: (is_court(state.piles[p][-1]), CUSHION.index(p)))
            move = group(ordered, dst or CIRCLE[-1])
            verdict = self.check(state, move)
            return (move, YES) if verdict else (None, verdict)
        return None, partial_verdict(cards)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == GROUP:
            # The court card crowns the packet, whatever order its cards were named in.
            for pile in sorted(move.sources, key=lambda p: is_court(state.piles[p][-1])):
                tx.move(pile, move.dst, 1, face_up=True)
            return
        if move.kind == DEAL:
            start = state.counters.get(DEAL_TO, 1)
            for place in CUSHION[start - 1 :]:
                if state.piles["stock"]:
                    tx.move("stock", place, 1, face_up=True)
            if DEAL_TO in state.counters:
                tx.set(DEAL_TO, None)
            else:
                tx.set(DEALS, state.counters[DEALS] + 1)
            return
        super().perform(state, move, tx)

    def settle(self, state: State, tx: Tx) -> None:
        if state.counters.get(DEALS) == 1 and not self.mid_deal(state):
            refill(tx, "stock", CUSHION)  # Rule I: only after the first deal

    # -- clicks -------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if not state.piles["stock"]:
            return []
        if self.mid_deal(state) or next(self.packets(state), None) is None:
            return [Move(DEAL, "stock")]
        return []

    def check(self, state: State, move: Move) -> Verdict:
        verdict = super().check(state, move)
        if verdict or move.kind != DEAL:
            return verdict
        if not state.piles["stock"]:
            return no("The pack is used up")
        return no("A combination can still be made: the next deal comes only when none is left")

    # -- end of game and advice -----------------------------------------------------
    def is_won(self, state: State) -> bool:
        return all(state.piles[w] for w in CIRCLE)

    # -- the solver -------------------------------------------------------------------
    def solver_key(self, state: State) -> Hashable:
        """Suits play no part and any court card crowns a packet, so cards
        count by value alone (court cards as one value); the circle's packets
        never move again, so what is left (the cushion, the pack) is the
        whole position: the circle holds the other cards. Once the pack is
        out nothing is dealt or refilled by place, so the cushion places
        count in any order."""
        piles = state.piles
        cushion = tuple(tuple(min(card.rank, 11) for card in piles[place]) for place in CUSHION)
        if not piles["stock"]:
            cushion = tuple(sorted(cushion))
        stock = tuple(min(card.rank, 11) for card in piles["stock"])
        return cushion, stock, tuple(sorted(state.counters.items()))

    def packets_made(self, state: State) -> tuple[int, ...]:
        """How many packets of each value set (value_sets' order) the circle holds."""
        counts = [0] * len(_SET_INDEX)
        for place in CIRCLE:
            cards = state.piles[place]
            if not cards:
                continue
            index = set_index([card.rank for card in cards if not is_court(card)])
            if index is not None:
                counts[index] += 1
        return tuple(counts)

    def solver_dead_end(self, state: State) -> bool:
        """Every pip card must end in a packet, each value eight times, so
        the packets made must be part of a full wheel (completable): one
        packet of 3 6 9 or 5 6 7, or too many of both triples, and the game
        can never be won."""
        return not completable(self.packets_made(state)) or self.packed_never(state)

    def packed_never(self, state: State) -> bool:
        """After the first deal a cushion place only gathers cards (a deal
        covers what lies there), so the cards under a card leave only after
        it, and it leaves only in a packet. Is some card lying above every
        copy still in play (cushion or pack) of the court cards, or, for
        each value set of a full wheel it could go in, of one of its two
        partners? It can never be packed (or only in a set no full wheel
        uses), and the game is lost."""
        piles = state.piles
        loose: dict[int, int] = {}
        for place in (*CUSHION, "stock"):
            for card in piles[place]:
                value = min(card.rank, 11)
                loose[value] = loose.get(value, 0) + 1
        for place in CUSHION:
            cards = piles[place]
            if len(cards) < 2:
                continue
            below: dict[int, int] = {}
            buried: set[int] = set()  # values (courts as 11) whose every copy in play lies below
            for card in cards:
                value = min(card.rank, 11)
                if buried and (11 in buried or (value < 11 and _partners_buried(value, buried))):
                    return True
                count = below[value] = below.get(value, 0) + 1
                if count == loose[value]:
                    buried.add(value)
        return False

    def solver_prunes(self, state: State, move: Move) -> bool:
        """A packet of a value set no full wheel uses (3 6 9, 5 6 7) loses
        the game (solver_dead_end): not worth making."""
        if move.kind == GROUP:
            values = [state.piles[p][-1].rank for p in move.sources if not is_court(state.piles[p][-1])]
            index = set_index(values)
            if index is not None and not any(wheel[index] for wheel in full_wheels()):
                return True
        return super().solver_prunes(state, move)

    def hint_bonus(self, state: State, move: Move) -> int:
        """Among packets alike, the one that leaves the most combinations open
        among the cards in sight (the refills from the pack are not peeked
        at): in random deals it fills about one more place of the circle."""
        if move.kind != GROUP:
            return 0
        tx = Tx(state)
        self.perform(state, move, tx)
        left = sum(1 for _ in zip(self.packets(state), range(13), strict=False))
        revert_all(state, tx.ops)
        return left

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL:
            if self.mid_deal(state):
                return move_text("Finish the deal")
            return move_text("Deal twelve more cards")
        if move.kind == GROUP:
            cards = sorted((state.piles[p][-1] for p in move.sources), key=is_court)
            return move_text("Packet %1 to the circle", " ".join(c.label for c in cards))
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        shown: dict[str, int | str] = {"deals": state.counters.get(DEALS, 1)}
        if self.mid_deal(state):
            shown["deals"] = status_text("%1 (not complete: click the pack)", shown["deals"])
        elif self.actions(state):
            shown["deals"] = status_text("%1 (no combination left: click the pack)", shown["deals"])
        return shown
