"""Margarethe: the court cards laid as an M are built down over three steps
each, nine help cards laid as an A (rules card: rulebook/games/margarethe.md)."""

from __future__ import annotations

from collections.abc import Iterable

from ..blocks import DeadTalon, PackGame, PackToTalon, lay_pack, moving, top_card_only
from ..cards import ACE, JACK, KING, QUEEN, Card, Suit, a_rank_name, rank_name
from ..moves import MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, WASTE, Game, Option
from ..state import State

# Each stroke of the M runs hearts, clubs, diamonds, spades from top to bottom
# (the plate's suits are a guess; see the rules card).
SUITS = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
COURTS = {"k": KING, "j": JACK, "q": QUEEN}
# The first card each court takes; it then takes the next two below.
FIRST = {KING: 10, JACK: 7, QUEEN: 4}
STEPS = 3  # cards each court foundation takes
HELPS = 9
DEAD_TALON = "opt_dead_talon"  # rules card, reading 1's other reading
PACK = PackToTalon()
DEAD = DeadTalon(DEAD_TALON)


class Margarethe(PackGame, Game):
    pack = PACK
    id = "margarethe"
    title = "Margarethe"
    description = "The court cards spell an M, nine help cards an A; build each court down three steps in suit."
    redeals = 1
    action_help = (
        ("deal", "turn the top card of the pack onto the talon"),
        ("redeal", "turn the talon over to make the pack again"),
    )
    options = (
        Option(
            DEAD_TALON,
            "Talon laid aside until the re-deal",
            "Only the card just turned may be played; once another card covers it, it waits for the re-deal.",
        ),
    )

    # -- shape of the table ---------------------------------------------------------
    def court_ids(self) -> list[str]:
        return [f"{letter}{i}" for letter in COURTS for i in range(1, 5)]

    def help_ids(self) -> list[str]:
        return [f"a{i}" for i in range(1, HELPS + 1)]

    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        return {**super().counter_ranges(), **DEAD.counter_ranges()}

    def pile_roles(self) -> dict[str, str]:
        roles = {c: FOUNDATION for c in self.court_ids()}
        roles["aces"] = FOUNDATION
        roles.update({h: RESERVE for h in self.help_ids()})
        roles.update(stock=STOCK, waste=WASTE)
        return roles

    def court_of(self, pile: str) -> tuple[int, Suit]:
        """The rank and suit of the court card that bases ``pile``."""
        return COURTS[pile[0]], SUITS[int(pile[1:]) - 1]

    def pile_title(self, pile: str) -> str:
        if pile == "aces":
            return "the aces' packet"
        if pile[0] in COURTS and pile[1:].isdigit():
            rank, suit = self.court_of(pile)
            return f"the {rank_name(rank)} of {suit.noun}"
        if pile.startswith("a"):
            return f"help card {pile[1:]}"
        return "pack" if pile == "stock" else "talon"

    # -- the deal ----------------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        shuffled = self.shuffled_deck(deal)
        by_code = {(c.suit, c.rank): c for c in shuffled}
        for pile in self.court_ids():
            rank, suit = self.court_of(pile)
            state.piles[pile].append(by_code[(suit, rank)])
        rest = [c for c in shuffled if c.rank not in FIRST]
        # Each help takes the next card; an ace goes to its packet instead.
        for help_pile in self.help_ids():
            while rest[0].rank == ACE:
                state.piles["aces"].append(rest.pop(0))
            state.piles[help_pile].append(rest.pop(0))
        lay_pack(state, rest)
        return state

    # -- foundations --------------------------------------------------------------------
    def accepts(self, state: State, pile: str, card: Card) -> Verdict:
        cards = state.piles[pile]
        if not cards:
            return no("This foundation has no court card")
        base = cards[0]
        if len(cards) > STEPS:
            return no("This foundation is complete")
        if card.suit != base.suit:
            return no("The %1 takes %2 only", base, base.suit.noun)
        wanted = FIRST[base.rank] - (len(cards) - 1)
        if card.rank != wanted:
            if len(cards) == 1:
                return no("The first card on a %1 is %2", rank_name(base.rank), a_rank_name(wanted))
            return no("The %1 needs the %2 next", base, rank_name(wanted))
        return YES

    # -- the two questions -----------------------------------------------------------------
    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        role = self.pile_roles()[pile]
        return (1,) if role in (RESERVE, WASTE) and state.piles[pile] else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile == "stock":
            return no("Click the pack to turn a card")
        if self.pile_roles()[pile] == FOUNDATION:
            return no("Cards on a foundation stay there")
        dead = DEAD.can_lift(self, state, pile)
        if not dead:
            return dead
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst == "aces":
            return YES if card.rank == ACE else no("Only aces go to the aces' packet")
        if dst == "stock":
            return no("Cards cannot be put back on the pack")
        if dst == "waste":
            return no("Only cards turned from the pack go to the talon")
        if dst.startswith("a"):
            if state.piles[dst]:
                return no("Nothing is built on the help cards")
            return no("A space among the help cards is filled from the pack")
        return self.accepts(state, dst, card)

    # -- the pack and the re-deal -------------------------------------------------------------
    def perform(self, state: State, move: Move, tx: Tx) -> None:
        super().perform(state, move, tx)
        DEAD.after(self, state, move, tx)  # with the talon laid aside, only the card just turned is playable

    def settle(self, state: State, tx: Tx) -> None:
        # Aces go to their packet as they appear (only a help or the card just
        # turned can show one); a help space takes the next card of the pack.
        for pile in [*self.help_ids(), "waste"]:
            top = state.top(pile)
            if top is not None and top.rank == ACE:
                tx.move(pile, "aces")
                if pile == "waste":
                    DEAD.used(tx)
        for help_pile in self.help_ids():
            while state.is_empty(help_pile) and state.piles["stock"]:
                tx.move("stock", help_pile, face_up=True)
                if state.top(help_pile).rank == ACE:
                    tx.move(help_pile, "aces")

    # -- advice ----------------------------------------------------------------------------
    def is_safe(self, state: State, move: Move) -> bool:
        """Nothing is built off the foundations, so every play is safe."""
        return move.kind == MOVE and self.pile_roles()[move.dst] == FOUNDATION
