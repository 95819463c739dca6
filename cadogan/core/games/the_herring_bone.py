"""The Herring-Bone (rules card: rulebook/games/the_herring_bone.md).

Twenty-eight cards form the herring-bone, taken one at a time in reverse
deal order; eight side scenes and four bars lie around it. The card dealt
after those forty fixes the foundation rank F: the eight cards of that rank
become the bases of four ascending and four descending piles, each in suit
and wrapping round, so every pile takes thirteen cards.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..blocks import (
    BASE_RANK_RANGE,
    FoundationRule,
    base_rank,
    base_rank_rule,
    base_rank_shown,
    empty_among,
    in_pile_order,
    lay_pack,
    moving,
    shuffle_pile,
    talon_redeal,
    top_card_only,
    turn_card,
    turn_talon_over,
    wanting,
)
from ..cards import Card, Suit
from ..moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..shuffle import shuffled
from ..state import State
from ..text import move_text

BONE = [f"h{i}" for i in range(1, 29)]
SCENES = [f"s{i}" for i in range(1, 9)]
BARS = [f"b{i}" for i in range(1, 5)]
DESCENDING = tuple(f"d{i}" for i in range(1, 5))
ASCENDING = tuple(f"a{i}" for i in range(1, 5))
FOUNDATIONS = [*DESCENDING, *ASCENDING]
REDEALS = 2
TURN = Move(DEAL, "stock", "waste")


def direction(pile: str) -> int:
    return 1 if pile.startswith("a") else -1


def foundation_rule(state: State, pile: str) -> FoundationRule:
    # F, the foundation rank, is set by the card dealt after the forty.
    return base_rank_rule(state, direction(pile))


def bone_top(state: State) -> str | None:
    """The herring-bone's one available card: the last one left in deal order."""
    for pile in reversed(BONE):
        if state.piles[pile]:
            return pile
    return None


GERMAN = "opt_german"  # the German variety (rules card, reading 6)


class TheHerringBone(Game):
    id = "the_herring_bone"
    title = "The Herring-Bone"
    packs = 2
    description = "A herring-bone of 28 cards taken from the foot up; eight bases of one rank, four up, four down."

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **BASE_RANK_RANGE}

    def pile_roles(self) -> dict[str, str]:
        roles = {p: TABLEAU for p in BONE}
        roles.update({p: RESERVE for p in SCENES + BARS})
        roles.update({p: FOUNDATION for p in FOUNDATIONS})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        kind = pile[0]
        if pile in ("stock", "waste"):
            return super().pile_title(pile)
        return {
            "h": "the herring-bone",
            "s": "a side scene",
            "b": "a bar",
            "d": "a descending foundation",
            "a": "an ascending foundation",
        }[kind]

    # -- the deal -----------------------------------------------------------
    redeals = REDEALS
    action_help = (
        ("deal", "turn the top card of the pack onto the talon"),
        ("redeal", "turn the talon over and shuffle it to make the pack again"),
    )
    options = (
        Option(
            GERMAN,
            "German variety: the herring-bone from one pack",
            "The herring-bone is dealt from one shuffled pack alone, so it holds no two alike; "
            "the rest of that pack is shuffled with the second pack for everything after.",
        ),
    )

    def deal(self, deal: int) -> State:
        return self.lay_out(deal, self.shuffled_deck(deal))

    def new_state(self, deal: int, options: Mapping[str, bool] | None = None) -> State:
        if not self.chosen_options(options)[GERMAN]:
            return super().new_state(deal, options)
        one = [card for card in self.shuffled_deck(deal, "german-first-pack") if card.pack == 0]
        rest = shuffled(one[len(BONE) :] + [card for card in self.deck() if card.pack == 1], self.id, deal, "german")
        state = self.lay_out(deal, one[: len(BONE)] + rest)
        state.counters[GERMAN] = 1
        return state

    def lay_out(self, deal: int, cards: list[Card]) -> State:
        """Deal ``cards`` in order: the herring-bone, side scenes, bars, the
        first base; the rest is the pack."""
        first_base = cards[40]
        state = self.empty_state(deal, redeals_left=self.redeals, base_rank=first_base.rank)
        for pile, card in zip(BONE + SCENES + BARS, cards[:40], strict=True):
            state.piles[pile].append(card)
        # The forty-first card waits on the talon until the player places it.
        state.piles["waste"].append(first_base)
        rest = cards[41:]
        lay_pack(state, rest)  # the next card dealt is the top
        return state

    # -- phases -------------------------------------------------------------
    def pending_base(self, state: State) -> Card | None:
        """A card of the foundation rank on the talon: the card just turned
        (or the first base), which must be placed before anything else."""
        top = state.top("waste")
        return top if top is not None and top.rank == base_rank(state) else None

    # -- the two questions --------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        pending = self.pending_base(state)
        if pending is not None and pile != "waste":
            return no("First place the %1 as a foundation", pending)
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in FOUNDATIONS:
            if state.size(pile) < 2:
                return no("A foundation's base card stays where it is")
            return top_card_only(state, pile, count)
        if pile in BONE and pile != bone_top(state):
            return no("Only the lowest card of the herring-bone is free")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        pending = self.pending_base(state)
        if pending is not None and not (dst in FOUNDATIONS and state.is_empty(dst)):
            return no("The %1 must start a foundation", pending)
        if dst in FOUNDATIONS:
            if src in FOUNDATIONS and direction(src) == direction(dst):
                return no("Exchanges go between an ascending and a descending pile")
            return foundation_rule(state, dst).accepts(state.piles[dst], card)
        if dst in SCENES:
            if src != "waste":
                return no("A side scene is filled only from the pack or the talon")
            if state.piles[dst]:
                return no("A side scene holds one card")
            return YES
        if dst in BARS:
            if bone_top(state) is None:
                return no("The herring-bone is used up, so empty bars stay empty")
            return no("A bar is refilled from the herring-bone by itself")
        return no("Cards cannot be put there")

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The foundations wanting the card (any empty one while a base is
        due), and for the talon's card the empty side scenes (bars are
        refilled by themselves)."""
        card = state.piles[src][-1]
        if self.pending_base(state) is not None:
            homes = empty_among(state, FOUNDATIONS)
        else:
            homes = [
                *wanting(state, DESCENDING, base_rank_rule(state, -1), card),
                *wanting(state, ASCENDING, base_rank_rule(state, 1), card),
            ]
        return in_pile_order(state, [*homes, *empty_among(state, SCENES)] if src == "waste" else homes)

    # -- the pack and re-deals ------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if self.pending_base(state) is not None:
            return []
        if state.piles["stock"]:
            return [TURN]
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def can_redeal(self, state: State) -> Verdict:
        return talon_redeal(state)

    def solver_pack_turn(self) -> Move:
        # Only a base just turned holds other moves up, and a turn is offered
        # only while none waits; no other rule looks at the pack or the talon
        # (a side scene is filled from the talon: a move of the pack), and
        # settle refills the bars from the herring-bone alone.
        return TURN

    def check(self, state: State, move: Move) -> Verdict:
        pending = self.pending_base(state)
        if move.kind in (DEAL, REDEAL) and pending is not None:
            return no("First place the %1 as a foundation", pending)
        if move.kind == DEAL and not state.piles["stock"]:
            if state.counters.get("redeals_left", 0) <= 0:
                return no("The pack is used up and no re-deals are left")
            return no("The pack is used up")
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            turn_card(tx, "stock", "waste")
        elif move.kind == REDEAL:
            left = state.counters["redeals_left"]
            turn_talon_over(tx, "waste", "stock")
            shuffle_pile(tx, "stock", self.id, f"redeal-{self.redeals - left + 1}")
            tx.set("redeals_left", left - 1)
        else:
            super().perform(state, move, tx)

    def settle(self, state: State, tx: Tx) -> None:
        # An empty bar takes the herring-bone's free card at once.
        for bar in BARS:
            source = bone_top(state)
            if source is None:
                return
            if state.is_empty(bar):
                tx.move(source, bar, 1)

    # -- advice ---------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        # Cards leave the table only for the foundations, and both piles of a
        # suit can trade cards, so any card but a base (whose direction is the
        # player's choice) may go up at once.
        return (
            move.kind == MOVE
            and move.dst in FOUNDATIONS
            and move.src not in FOUNDATIONS
            and not state.is_empty(move.dst)
            and bool(self.can_drop(state, move.src, move.count, move.dst))
        )

    def is_idle(self, state: State, move: Move) -> bool:
        # Two piles of a suit that can exchange hold fourteen cards between
        # them and want, as the exchanges shift, every other card of the suit:
        # exchanging is progress only while some card of the suit is free.
        if move.kind == MOVE and move.src in FOUNDATIONS and move.dst in FOUNDATIONS:
            suit = state.piles[move.src][0].suit
            return suit not in self.free_suits(state)
        return super().is_idle(state, move)

    def free_suits(self, state: State) -> set[Suit]:
        piles = [*SCENES, *BARS, "waste"]
        top = bone_top(state)
        if top is not None:
            piles.append(top)
        return {card.suit for pile in piles if (card := state.top(pile)) is not None}

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {"redeals_left": state.counters["redeals_left"], **base_rank_shown(state)}

    def describe(self, state: State, move: Move) -> str:
        if move.kind == MOVE and move.dst in FOUNDATIONS and state.is_empty(move.dst):
            card = state.top(move.src)
            if direction(move.dst) > 0:
                return move_text("%1 starts an ascending foundation", card)
            return move_text("%1 starts a descending foundation", card)
        return super().describe(state, move)
