"""The Shah (rules card: rulebook/games/the_shah.md).

Two packs. One king (the Shah) sits in the centre, the eight aces round it
build up in suit to the queens, and eight rays of three cards run outward.
The three circles of the star are dealt one at a time (a phase kept in
``counters["circles_dealt"]``); while they are dealt, cards played leave
spaces that the pack fills at once. After the deal, vacancies are refilled
by the player, in a fixed order, from the talon or the pack.
"""

from __future__ import annotations

from ..blocks import (
    FoundationRule,
    all_played,
    empty_among,
    fill_from_talon,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    space_to_fill,
    top_card_only,
    topped_by,
    turn_card,
    twin_has_room,
    wanting,
)
from ..cards import KING, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, OUT, STOCK, TABLEAU, WASTE, Game
from ..state import State
from ..text import PileName, move_text, status_text, word

RAYS = tuple(range(1, 9))  # ray 1 at the top, clockwise
CIRCLES = (1, 2, 3)  # 1 inner, 3 outer
OUTER = 3
# The aces' suits clockwise from the top, as the rules card reads the plate.
ACE_SUITS = (Suit.DIAMONDS, Suit.HEARTS, Suit.CLUBS, Suit.SPADES) * 2
UP_TO_QUEEN = FoundationRule(direction=1, first=None, length=12)
DEAL_CIRCLE = "deal_circle"
CIRCLE_NAMES = {1: "inner", 2: "middle", 3: "outer"}
ORDINALS = {1: word("first"), 2: word("second"), 3: word("third")}


def place(ray: int, circle: int) -> str:
    return f"r{ray}_{circle}"


def ray_of(pile: str) -> int:
    return int(pile[1 : pile.index("_")])


def circle_of(pile: str) -> int:
    return int(pile[pile.index("_") + 1 :])


def is_place(pile: str | None) -> bool:
    return pile is not None and pile.startswith("r") and "_" in pile


# Refilling order: the inner circle first, then the middle, then the outer,
# each clockwise from ray 1.
FILL_ORDER = tuple(place(ray, circle) for circle in CIRCLES for ray in RAYS)
OUTER_PLACES = tuple(place(ray, OUTER) for ray in RAYS)
FOUNDATIONS = tuple(f"f{n}" for n in range(1, 9))


class TheShah(Game):
    id = "the_shah"
    action_help = (
        ("deal_circle", "deal the next circle of the star from the pack"),
        ("deal", "turn the next card of the pack into the first vacancy, or onto the talon"),
    )
    title = "The Shah"
    packs = 2
    description = "A star of eight rays round a lone king; eight aces build up to the queens."

    # -- shape of the table -------------------------------------------------
    def foundation_ids(self) -> list[str]:
        return list(FOUNDATIONS)

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), "circles_dealt": (1, 3)}

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Each foundation builds on the ace the deal laid there, up in suit,
        # whichever place it has: no rule names a foundation, so positions
        # that differ only in which of a suit's two piles is the higher
        # count once for the solver.
        return (FOUNDATIONS,)

    def pile_roles(self) -> dict[str, str]:
        roles = {"shah": OUT}
        roles.update({f: FOUNDATION for f in self.foundation_ids()})
        roles.update({place(ray, circle): TABLEAU for ray in RAYS for circle in CIRCLES})
        roles.update({"stock": STOCK, "waste": WASTE, "kings": OUT})
        return roles

    def pile_title(self, pile: str) -> str:
        if is_place(pile):
            return f"ray {ray_of(pile)}, {CIRCLE_NAMES[circle_of(pile)]} place"
        if pile.startswith("f"):
            return "foundation"
        return {"shah": "the Shah", "kings": "the kings set aside", "stock": "pack", "waste": "talon"}[pile]

    # -- the deal -----------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, circles_dealt=1)
        cards = self.shuffled_deck(deal)  # cards[0] is the top of the pack
        kings = [card for card in cards if card.rank == KING]
        aces = [card for card in cards if card.rank == 1]
        rest = [card for card in cards if card.rank not in (1, KING)]
        state.piles["shah"] = kings[:1]
        state.piles["kings"] = kings[1:]
        for foundation, suit in zip(self.foundation_ids(), ACE_SUITS, strict=True):
            ace = next(card for card in aces if card.suit == suit)
            aces.remove(ace)
            state.piles[foundation] = [ace]
        lay_pack(state, rest)
        for ray in RAYS:  # the first circle, clockwise from the top
            card = state.piles["stock"].pop()
            state.face_down.discard(card)
            state.piles[place(ray, 1)] = [card]
        return state

    # -- phases and availability ----------------------------------------------
    @staticmethod
    def dealing(state: State) -> bool:
        """Are the circles still being dealt?"""
        return state.counters.get("circles_dealt", 3) < 3

    @staticmethod
    def blocked_by(state: State, pile: str) -> str | None:
        """The place further out in the same ray that blocks ``pile``, if any."""
        ray = ray_of(pile)
        for circle in range(circle_of(pile) + 1, OUTER + 1):
            if state.piles[place(ray, circle)]:
                return place(ray, circle)
        return None

    @staticmethod
    def lane_is_open(state: State, ray: int) -> bool:
        return all(not state.piles[place(ray, circle)] for circle in CIRCLES)

    @staticmethod
    def next_vacancy(state: State) -> str | None:
        """The empty place that must be filled next, if any can be filled."""
        return space_to_fill(state, FILL_ORDER)

    def is_grace(self, state: State, src: str, dst: str) -> bool:
        return (
            is_place(src)
            and is_place(dst)
            and circle_of(src) == OUTER
            and circle_of(dst) == 1
            and ray_of(src) != ray_of(dst)
            and self.lane_is_open(state, ray_of(dst))
        )

    # -- the two questions ------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in ("shah", "kings"):
            return no("The kings never move")
        if pile.startswith("f"):
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to use its top card")
        verdict = top_card_only(state, pile, count)
        if not verdict or pile == "waste":
            return verdict
        if self.blocked_by(state, pile):
            if self.dealing(state):
                return no("This card is blocked by the circle dealt over it")
            return no("Only the outermost card of a ray is free")
        return YES

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst.startswith("f"):
            return UP_TO_QUEEN.accepts(state.piles[dst], card)
        if not is_place(dst):
            return no("Cards cannot be put there")
        if self.dealing(state):
            return no("While the circles are dealt, cards only go to the foundations")
        onto = state.top(dst)
        if onto is not None:
            if circle_of(dst) != OUTER:
                return no("Only cards of the outer circle take marriages")
            if is_place(src) and circle_of(src) != OUTER:
                return no("Inner and middle cards can only be played to a foundation")
            return marriage(card, onto)
        if self.is_grace(state, src, dst):
            return YES
        if src != "waste":
            if circle_of(dst) == 1 and self.lane_is_open(state, ray_of(dst)):
                return no("An empty lane takes only the top card of another ray's outer place")
            return no("A space is filled from the talon or the pack")
        due = self.next_vacancy(state)
        if dst != due:
            return no("Fill the spaces in order: %1 comes first", PileName(self.pile_title(due)))
        return YES

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card, the outer cards it may marry, and
        the empty places."""
        card = state.piles[src][-1]
        places = [*topped_by(state, OUTER_PLACES, marriage_onto(card)), *empty_among(state, FILL_ORDER)]
        return in_pile_order(state, [*wanting(state, FOUNDATIONS, UP_TO_QUEEN, card), *places])

    # -- clicks -------------------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if self.dealing(state):
            return [Move(DEAL_CIRCLE, "stock")]
        if not state.piles["stock"]:
            return []
        due = self.next_vacancy(state)
        return [Move(DEAL, "stock", due or "waste")]

    def check(self, state: State, move: Move) -> Verdict:
        verdict = super().check(state, move)
        if verdict:
            return verdict
        if move.kind == DEAL_CIRCLE:
            return no("All three circles are dealt")
        if move.kind != DEAL:
            return verdict
        if self.dealing(state):
            return no("Deal the next circle first")
        if not state.piles["stock"]:
            if self.next_vacancy(state) is not None:
                return no("The pack is used up; fill the spaces from the talon")
            return no("The pack is used up")
        due = self.next_vacancy(state)
        if due is not None and move.dst == "waste":
            return no("Fill the empty places first: %1 comes next", PileName(self.pile_title(due)))
        if due is not None and move.dst != due:
            return no("Fill the spaces in order: %1 comes first", PileName(self.pile_title(due)))
        return verdict

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL_CIRCLE:
            circle = state.counters["circles_dealt"] + 1
            for ray in RAYS:
                if state.piles["stock"]:
                    tx.move("stock", place(ray, circle), 1, face_up=True)
            tx.set("circles_dealt", circle)
        elif move.kind == DEAL and move.dst == "waste":
            turn_card(tx, "stock", "waste")
        elif move.kind == DEAL:
            tx.move("stock", move.dst, 1, face_up=True)
        else:
            grace = self.is_grace(state, move.src, move.dst)
            tx.move(move.src, move.dst, move.count)
            if grace:
                # The lane must be complete at once: middle, then outer, each
                # from the talon, or from the pack when there is no talon.
                ray = ray_of(move.dst)
                for circle in (2, OUTER):
                    fill_from_talon(tx, place(ray, circle))

    def settle(self, state: State, tx: Tx) -> None:
        if not self.dealing(state):
            return
        # While the circles are dealt, a space is filled at once from the pack.
        for pile in FILL_ORDER:
            if circle_of(pile) <= state.counters["circles_dealt"] and not state.piles[pile] and state.piles["stock"]:
                tx.move("stock", pile, 1, face_up=True)

    # -- end of game and advice -----------------------------------------------------
    def is_won(self, state: State) -> bool:
        return all(len(state.piles[f]) == 12 for f in self.foundation_ids())

    def is_safe(self, state: State, move: Move) -> bool:
        """A card goes up at no cost when the other pile of its suit wants
        it as well, or has had its copy already: the two copies then never
        compete for one place. (An inner card sent up to the one pile ready
        for it may leave its twin, on the talon over the cards the other
        pile needs, with nowhere to go: sent first, the twin frees them.)
        A card of the outer circle, the pack or the talon must besides be
        wanted by no card still out (both cards one lower are up)."""
        if move.kind != MOVE or not move.dst.startswith("f"):
            return False
        card = state.top(move.src)
        foundations = self.foundation_ids()
        if not all_played(state, foundations, [(card.suit, card.rank - 1)], self.packs) and not (
            is_place(move.src) and circle_of(move.src) != OUTER
        ):
            return False
        return twin_has_room(state, card, move.dst, foundations, lambda _pile: UP_TO_QUEEN)

    def is_idle(self, state: State, move: Move) -> bool:
        if move.kind != MOVE or not is_place(move.src) or not is_place(move.dst):
            return False
        pile = state.piles[move.src]
        if state.top(move.dst) is not None:
            return super().is_idle(state, move)  # a card moved onto its twin's twin
        # A grace that only carries a lone card from one empty ray to another,
        # with nothing left to complete the lane.
        ray = ray_of(move.src)
        lone = len(pile) == 1 and all(not state.piles[place(ray, c)] for c in CIRCLES if c != circle_of(move.src))
        return lone and not state.piles["stock"] and not state.piles["waste"]

    def describe(self, state: State, move: Move) -> str:
        if move.kind == DEAL_CIRCLE:
            return move_text("Deal the %1 circle", ORDINALS[state.counters["circles_dealt"] + 1])
        if move.kind == DEAL and move.dst != "waste":
            return move_text("Fill %1 from the pack", PileName(self.pile_title(move.dst)))
        if move.kind == MOVE and self.is_grace(state, move.src, move.dst):
            return move_text("Grace: %1 to %2", state.top(move.src), PileName(self.pile_title(move.dst)))
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        if not self.dealing(state):
            return {}
        return {"circles_dealt": status_text("%1 of 3 (click the pack for the next)", state.counters["circles_dealt"])}
