"""The Great Thirteen (rules card: rulebook/games/the_great_thirteen.md).

Two packs, no foundation cards. Eight ground packets of thirteen are dealt;
their top cards, kings slipped under first, make the balcony. Under each
balcony card of value b a numeral pile is built by arithmetic, suits
ignored: first 2b, then each card its top plus b, all modulo thirteen (the
king standing for 13), so every pile ends with a king after twelve cards.
Only the top card of a ground packet is free (Rule I), and an empty
numeral is filled first (Rule II, the priority). Through the whole first
deal a king bared on a packet is slipped under it.

When nothing can be placed, the third process begins: the packets are taken
up one by one in number order, each turned over and dealt round the eight
positions starting with the next one (every position taking its card, its
own and the empty ones too); after each packet the player places what they
like, then goes on. ``counters["redeal_next"]`` keeps the progress: 0 while
the first deal lasts, then the number of the next packet to take up (9
once packet 8 is dealt).
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Collection, Hashable, Iterable
from itertools import chain
from operator import attrgetter
from typing import ClassVar

from ..blocks import moving, remembered, stuck_for_good, top_card_only
from ..cards import KING, a_rank_name, rank_code, rank_name
from ..moves import YES, Move, Verdict, no
from ..ops import Permute, Tx
from ..rules import FOUNDATION, OUT, TABLEAU, Game, Option
from ..state import State
from ..text import PileName, move_text, status_text

COLUMNS = tuple(range(1, 9))
PACKET = 13  # cards dealt to each ground packet
FULL = 12  # cards of a complete numeral pile (2b … 13b)
REDEAL_NEXT = "redeal_next"  # 0: the first deal; k: packet k is taken up next; 9: all re-dealt
DEAL_PACKET = "deal_packet"
WEAK_PRIORITY = "opt_weak_priority"


def balcony(column: int) -> str:
    return f"b{column}"


def numeral(column: int) -> str:
    return f"n{column}"


def ground(column: int) -> str:
    return f"g{column}"


GROUND = tuple(ground(c) for c in COLUMNS)
NUMERALS = tuple(numeral(c) for c in COLUMNS)
BALCONY = tuple(balcony(c) for c in COLUMNS)


def column_of(pile: str) -> int:
    return int(pile[1:])


def thirteenth(value: int) -> int:
    """A value reduced to 1…13, thirteen taken off as often as needed (K = 13)."""
    return (value - 1) % 13 + 1


def wanted_after(base: int, cards_laid: int) -> int:
    """The value the next card of a numeral must have under a balcony card of
    value ``base`` holding ``cards_laid`` cards: doubling first, then adding."""
    return thirteenth(base * (cards_laid + 2))


def deal_order(packet: int, count: int) -> list[int]:
    """The positions a re-dealt packet's cards go to, first card first: the
    next position on the right, round and round, the dealer's own included."""
    return [(packet + i) % len(COLUMNS) + 1 for i in range(count)]


RANK = attrgetter("rank")
# The values a numeral takes in turn under each balcony value.
SEQUENCE = {base: tuple(wanted_after(base, count) for count in range(FULL)) for base in range(1, 14)}


def a_rank(rank: int) -> str:
    """ "an ace", "an 8", "a queen"."""
    return a_rank_name(rank)


def _value(card) -> int:
    return card.rank


def addition_barred(value: int, starting: Collection[int], tops: Iterable[int], weak: bool) -> int:
    """Rule II, the priority of the empty numerals, for an addition of a
    card of ``value``: 1 when that card could begin an empty numeral (one
    waits for ``value`` among ``starting``), 2 when, with the strong
    priority, another free card (values ``tops``) could; 0 when the
    addition is allowed."""
    if value in starting:
        return 1
    if not weak and starting and any(top in starting for top in tops):
        return 2
    return 0


# The last deal's searches (last_deal_won): positions known lost and known
# won, by the hash of (balcony values, priority, ground packets' values,
# numerals' lengths): 64 bits, as the solver's own keys.
_LAST_LOST: set[int] = set()
_LAST_WON: set[int] = set()
_LAST_KEPT = 150_000  # the sets are emptied when they grow past this (some 11 MB: the app keeps them)
LAST_DEAL_CAP = 20_000  # positions one question may search before giving up (None): a fifth of a second
LARGE = 40  # cards on the ground from which a question is large: its search may take a fifth of the cap
# By (balcony values, priority): the cards on the ground of each question
# given up, fewest first. A question with as many cards as the GIVE_UP_AFTER-th
# of those, or more, is not asked (None at once): the search grows with the
# cards left, and each question given up costs the whole cap.
_GAVE_UP: dict[tuple, list[int]] = {}
GIVE_UP_AFTER = 4
# The third process is searched through by values (last_deal_won) once no
# more packets than this are left to deal. With one left, deal 16 is won at
# 2,650 positions (open at 7,000 with none) but a position costs six times
# as much (questions of 50 cards and more run out of positions), so no
# more deals are decided in the same time: only the last deal, for now.
SEARCHED_LEFT = 0


def last_deal_won(
    stacks: tuple[tuple[int, ...], ...],
    bases: tuple[int, ...],
    laid: tuple[int, ...],
    weak: bool,
    cap: int | None = None,
    upcoming: int = 9,
) -> bool | None:
    """Can the game still be won in the third process, from packet
    ``upcoming`` on (the next packet to take up is the first not empty from
    there; 9: every packet re-dealt)?

    Nothing but the packets left is dealt any more and suits play no part:
    a move takes a ground packet's top card to the numeral wanting its
    value (Rule II's priority observed) or deals the next packet round (as
    ``TheGreatThirteen.perform`` does), so the position is the packets'
    values (``stacks``, bottom first, in position order), the balcony's
    values (``bases``), the numerals' lengths (``laid``) and the next
    packet, and every line of play ends. An exact search of those
    positions, each entered once (known answers kept between questions);
    None when it would need more than ``cap`` positions (by default
    LAST_DEAL_CAP, a fifth of it with LARGE cards or more on the ground, so
    that a hint asking in passing is not held up), or when several with as
    many cards on the ground or fewer and as many packets left did
    (_GAVE_UP).

    The order of the numerals plays no part: numerals of one balcony value
    holding as many cards are one choice, and a position is known under any
    order of them (``tests/core/games/test_the_great_thirteen_last_deal.py``
    checks the answers against the plain search)."""
    if len(_LAST_LOST) + len(_LAST_WON) > _LAST_KEPT or len(_GAVE_UP) > 1000:
        _LAST_LOST.clear()
        _LAST_WON.clear()
        _GAVE_UP.clear()
    # Numerals in order of their balcony values, the fuller first among
    # equal ones: laying a card on the first of equal numerals keeps that
    # order, so each position has one form.
    order = sorted(range(len(bases)), key=lambda j: (bases[j], -laid[j]))
    bases = tuple(bases[j] for j in order)
    laid = tuple(laid[j] for j in order)
    head = (bases, weak)
    positions = len(stacks)
    left = sum(1 for stack in stacks[upcoming - 1 :] if stack)  # packets still to deal
    cards = sum(map(len, stacks))
    given_up = _GAVE_UP.setdefault((head, left), [])
    if len(given_up) >= GIVE_UP_AFTER and cards >= given_up[GIVE_UP_AFTER - 1]:
        return None
    if cap is None:
        cap = LAST_DEAL_CAP if cards < LARGE else LAST_DEAL_CAP // 5
    sequences = [SEQUENCE[base] for base in bases]
    count = 0
    columns = range(len(bases))
    twins = [j > 0 and bases[j - 1] == bases[j] for j in columns]  # a numeral whose left neighbour has its base

    def won(stacks: tuple[bytes, ...], laid: bytes, upcoming: int) -> bool:
        nonlocal count
        key = hash((head, stacks, laid, upcoming))
        if key in _LAST_LOST:
            return False
        if key in _LAST_WON:
            return True
        count += 1
        if count > cap:
            raise _OutOfPositions
        wanting: dict[int, list[int]] = {}
        starting = set()
        for j in columns:
            n = laid[j]
            if n < FULL and not (twins[j] and laid[j - 1] == n):  # (an equal numeral left of it takes the card)
                want = sequences[j][n]
                wanting.setdefault(want, []).append(j)
                if not n:
                    starting.add(want)
        if not wanting:
            _LAST_WON.add(key)
            return True
        tops = [stack[-1] for stack in stacks if stack]
        for i, stack in enumerate(stacks):
            if not stack or (numerals := wanting.get(stack[-1])) is None:
                continue
            barred = None
            for j in numerals:
                if laid[j]:
                    if barred is None:
                        barred = addition_barred(stack[-1], starting, tops, weak)
                    if barred:
                        continue
                after, following = (*stacks[:i], stack[:-1], *stacks[i + 1 :]), upcoming
                if len(stack) == 1 and i + 1 == upcoming:  # the next packet taken up: the one after it comes next
                    after, following = _dealt(after, upcoming, deal=False)
                if won(after, laid[:j] + bytes((laid[j] + 1,)) + laid[j + 1 :], following):
                    _LAST_WON.add(key)
                    return True
        if upcoming <= positions:
            after, following = _dealt(stacks, upcoming)
            if won(after, laid, following):
                _LAST_WON.add(key)
                return True
        _LAST_LOST.add(key)
        return False

    start, upcoming = _dealt(tuple(map(bytes, stacks)), upcoming, deal=False)
    try:
        return won(start, bytes(laid), upcoming)
    except _OutOfPositions:
        bisect.insort(given_up, cards)
        return None


def _dealt(stacks: tuple[bytes, ...], upcoming: int, deal: bool = True) -> tuple[tuple[bytes, ...], int]:
    """The packets once the next packet from ``upcoming`` on is dealt round
    (its bottom card first, on the next position: deal_order), and the
    next packet after it (9 when none is left); without ``deal``, the
    packets as they are."""
    packet = next((k for k in range(upcoming, len(stacks) + 1) if stacks[k - 1]), None)
    if packet is not None and deal:
        cards = stacks[packet - 1]
        piles = [*stacks[: packet - 1], b"", *stacks[packet:]]
        for card, position in zip(cards, deal_order(packet, len(cards)), strict=True):
            piles[position - 1] += bytes((card,))
        stacks, upcoming = tuple(piles), packet + 1
        packet = next((k for k in range(upcoming, len(stacks) + 1) if stacks[k - 1]), None)
    return stacks, len(stacks) + 1 if packet is None else packet


class _OutOfPositions(Exception):
    pass


def slip_kings_under(tx: Tx, pile: str) -> None:
    """A king on top of the packet goes to its bottom, again and again until
    the top card is not a king (a packet of kings alone is left as it is)."""
    cards = tx.state.piles[pile]
    while cards and cards[-1].rank == KING and any(c.rank != KING for c in cards):
        count = len(cards)
        tx.do(Permute(pile, (count - 1, *range(count - 1))))
        cards = tx.state.piles[pile]


class TheGreatThirteen(Game):
    id = "the_great_thirteen"
    title = "The Great Thirteen"
    packs = 2
    description = "No foundations: under each balcony card build by doubling, then adding its value, to a king."
    options = (
        Option(
            WEAK_PRIORITY,
            "Priority for the card only",
            "A card that could begin an empty numeral must begin it, but other cards may still be added "
            "elsewhere meanwhile.",
        ),
    )
    action_help = (
        (DEAL_PACKET, "take up the next ground packet and deal it round the eight positions (the third process)"),
    )
    counter_help: ClassVar[dict[str, str]] = {
        REDEAL_NEXT: "the third process's progress: 0 during the first deal (kings are slipped under), then the "
        "number of the next ground packet to take up, 9 once packet 8 has been dealt",
    }

    # -- shape of the table -------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {balcony(c): OUT for c in COLUMNS}
        roles.update({numeral(c): FOUNDATION for c in COLUMNS})
        roles.update({ground(c): TABLEAU for c in COLUMNS})
        roles["hand"] = OUT
        return roles

    def pile_title(self, pile: str) -> str:
        if pile == "hand":
            return "the packet in hand"
        name = {"b": "balcony card", "n": "numeral", "g": "ground packet"}[pile[0]]
        return f"{name} {column_of(pile)}"

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), REDEAL_NEXT: (0, 9)}

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, **{REDEAL_NEXT: 0})
        cards = self.shuffled_deck(deal)  # cards[0] is dealt first
        for c in COLUMNS:
            state.piles[ground(c)] = cards[(c - 1) * PACKET : c * PACKET]
        tx = Tx(state)  # (the ops are not kept: this is the deal itself)
        for c in COLUMNS:
            slip_kings_under(tx, ground(c))
            tx.move(ground(c), balcony(c))
            slip_kings_under(tx, ground(c))
        return state

    # -- phases and arithmetic ------------------------------------------------
    @staticmethod
    def first_deal(state: State) -> bool:
        return state.counters.get(REDEAL_NEXT, 0) == 0

    @staticmethod
    def base(state: State, column: int) -> int | None:
        card = state.top(BALCONY[column - 1])
        return card.rank if card is not None else None

    def wanted(self, state: State, column: int) -> int | None:
        """The value numeral ``column`` takes next, or None when it is complete."""
        laid = state.size(NUMERALS[column - 1])
        base = self.base(state, column)
        if base is None or laid >= FULL:
            return None
        return wanted_after(base, laid)

    def vacancies(self, state: State) -> dict[int, int]:
        """Empty numerals and the value each waits for (its balcony doubled)."""
        result = {}
        for c in COLUMNS:
            if state.is_empty(NUMERALS[c - 1]) and (want := self.wanted(state, c)) is not None:
                result[c] = want
        return result

    def starting_values(self, state: State) -> frozenset[int]:
        """The values the empty numerals wait for (asked once a position)."""
        return remembered(state, (self.id, "starting"), lambda: frozenset(self.vacancies(state).values()))

    def next_packet(self, state: State) -> str | None:
        """The ground packet the third process takes up next, if any."""
        start = max(1, state.counters.get(REDEAL_NEXT, 0))
        return next((ground(c) for c in range(start, 9) if state.piles[ground(c)]), None)

    # -- the two questions ------------------------------------------------------
    def lift_counts(self, state: State, pile: str):
        return (1,) if pile[0] == "g" and state.piles[pile] else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "hand":
            return no("The packet in hand is dealt by clicking")
        if pile[0] == "b":
            return no("The balcony cards never move")
        if pile[0] == "n":
            return no("A card laid on a numeral stays there")
        return top_card_only(state, pile, count)

    def drop_targets(self, state: State, src: str, count: int):
        """The numerals whose next value is the card's (can_drop takes no
        other)."""
        return remembered(state, (self.id, "wanting"), lambda: self.wanting(state)).get(state.piles[src][-1].rank, [])

    def wanting(self, state: State) -> dict[int, list[str]]:
        """The numerals by the value each takes next, in their order."""
        found: dict[int, list[str]] = {}
        for column, pile in zip(COLUMNS, NUMERALS, strict=True):
            want = self.wanted(state, column)
            if want is not None:
                found.setdefault(want, []).append(pile)
        return found

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst[0] != "n":
            return no("Cards go only to the numerals, under the balcony")
        column = column_of(dst)
        want = self.wanted(state, column)
        if want is None:
            return no("This numeral is complete with its king")
        base = self.base(state, column)
        if card.rank != want:
            if state.is_empty(dst):
                return no("Under %1 the first card is %2 (its value doubled)", a_rank(base), a_rank(want))
            top = state.top(dst)
            return no("Here comes %1: %2 and %3 added", a_rank(want), rank_name(top.rank), rank_name(base))
        if state.is_empty(dst):
            return YES
        # An addition: the priority of the empty numerals (Rule II).
        starting = self.starting_values(state)
        tops = (top.rank for g in GROUND if (top := state.top(g)) is not None)
        barred = addition_barred(card.rank, starting, tops, self.option(state, WEAK_PRIORITY))
        if barred == 1:
            return no("This %1 must first fill the empty numeral waiting for it", rank_name(card.rank))
        if barred == 2:
            return no("An empty numeral can be filled: that comes before any addition")
        return YES

    # -- clicks -------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        packet = self.next_packet(state)
        if packet is None:
            return []
        if self.first_deal(state) and any(self.drags(state)):
            return []
        return [Move(DEAL_PACKET, packet)]

    def check(self, state: State, move: Move) -> Verdict:
        verdict = super().check(state, move)
        if verdict or move.kind != DEAL_PACKET:
            return verdict
        packet = self.next_packet(state)
        if packet is None:
            return no("Every ground packet has been re-dealt")
        if move.src != packet:
            return no("The packets are taken up in order: %1 comes next", PileName(self.pile_title(packet)))
        return no("Place every card you can before the third process begins")

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind != DEAL_PACKET:
            super().perform(state, move, tx)
            return
        column = column_of(move.src)
        count = state.size(move.src)
        tx.move(move.src, "hand", count, reverse=True, face_up=False)  # turned over: its bottom card on top
        for position in deal_order(column, count):
            tx.move("hand", ground(position), 1, face_up=True)
        tx.set(REDEAL_NEXT, column + 1)

    def settle(self, state: State, tx: Tx) -> None:
        if self.first_deal(state):
            for g in GROUND:
                slip_kings_under(tx, g)

    # -- the solver -------------------------------------------------------------------
    def solver_key(self, state: State) -> Hashable:
        """Suits play no part (every rule reads values alone), and a
        numeral's cards follow from its balcony card and how many it holds:
        the ground packets by value, the balcony's values and the numerals'
        lengths are the whole position."""
        piles = state.piles
        return (
            tuple(tuple(map(RANK, piles[g])) for g in GROUND),
            tuple(map(RANK, piles["hand"])),
            tuple(card.rank for pile in BALCONY for card in piles[pile]),
            tuple(len(piles[n]) for n in NUMERALS),
            tuple(sorted(state.counters.items())),
        )

    def solver_dead_end(self, state: State) -> bool:
        """A ground packet taken up for the last time keeps its order (the
        packets dealt after it only cover it), and its cards go nowhere but
        to the numerals: a card there lying above every copy left on the
        ground of a value each numeral that wants its own needs first can never
        be placed (stuck_for_good; suits play no part, and every copy of a
        value is wanted somewhere, so none is spare). Once every packet is
        re-dealt, the position is lost when the exact search of what is left
        (last_deal_won) finds no win."""
        taken_up = state.counters.get(REDEAL_NEXT, 0) - 1  # packets 1 … taken_up are dealt for good
        if taken_up < 1:
            return False
        piles = state.piles
        wants = []
        for balcony_pile, numeral_pile in zip(BALCONY, NUMERALS, strict=True):
            if piles[balcony_pile]:
                wants.append(SEQUENCE[piles[balcony_pile][-1].rank][len(piles[numeral_pile]) :])
        # Every card of the two packs is on the table: the copies of a value
        # left on the ground are as many as the numerals still wanting it.
        loose = Counter(chain.from_iterable(wants))
        stacks = (piles[pile] for pile in GROUND[:taken_up])
        if stuck_for_good(stacks, wants, loose, _value):
            return True
        if not all(piles[b] for b in BALCONY):
            return False
        upcoming = state.counters.get(REDEAL_NEXT, 0)
        if sum(1 for g in GROUND[upcoming - 1 :] if piles[g]) > SEARCHED_LEFT:
            return False
        # At most SEARCHED_LEFT packets left to deal: the rest of the game is
        # searched through at once, by values (last_deal_won), and a lost
        # answer is a proof.
        return (
            last_deal_won(
                tuple(tuple(map(RANK, piles[g])) for g in GROUND),
                tuple(piles[b][-1].rank for b in BALCONY),
                tuple(len(piles[n]) for n in NUMERALS),
                bool(self.option(state, WEAK_PRIORITY)),
                upcoming=upcoming,
            )
            is False
        )

    # -- end of game and advice -----------------------------------------------------
    def is_won(self, state: State) -> bool:
        return all(state.size(n) == FULL for n in NUMERALS)

    def place_text(self, state: State, pile: str) -> str | None:
        """An empty numeral shows the value it waits for, as the plate's blanks do."""
        if pile[0] != "n":
            return None
        want = self.wanted(state, column_of(pile))
        return rank_code(want) if want is not None else None

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL_PACKET:
            return move_text("Re-deal %1", PileName(self.pile_title(move.src)))
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        packet = self.next_packet(state)
        if self.first_deal(state):
            if packet is not None and self.actions(state):
                return {
                    "re-deal": status_text("nothing more can be placed: click packet %1 to begin", column_of(packet))
                }
            return {}
        if packet is None:
            return {"re-deal": status_text("every packet dealt")}
        return {"re-deal": status_text("packet %1 next (click it to deal it)", column_of(packet))}
