"""Anna (rules card: rulebook/games/anna.md).

Two packs. Eight helps laid as the letter A take marriages in ascending line
(nothing on a queen); the eight knaves, placed as the letter N as they turn
up, build down in suit to the kings (J, 10, …, A, K). Each card turned from
the pack waits in the hand (``blocks.TurnedCard``) until the player puts it
on the N, a help, a space or the talon. The talon is re-dealt twice.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..blocks import (
    SpaceFill,
    TurnedCard,
    all_played,
    begins_foundation,
    empty_among,
    face_number,
    in_order,
    in_pile_order,
    lay_pack,
    marriage,
    marriage_onto,
    moving,
    next_places,
    no_partner_left,
    room_runs_out,
    spend_redeal,
    talon_redeal,
    tangled,
    top_card_only,
    topped_by,
    turn_talon_over,
)
from ..cards import ACE, JACK, KING, QUEEN, Card, rank_name
from ..moves import DEAL, MOVE, REDEAL, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import move_text, refusal

HELPS = tuple(f"h{n}" for n in range(1, 9))  # apex, left leg down, right leg down, crossbar
HELP_SET = frozenset(HELPS)
KNAVES = tuple(f"n{n}" for n in range(1, 9))  # left stroke down, the diagonal down, right stroke down
KNAVE_SET = frozenset(KNAVES)
# Down in suit from the knave, past the ace to the king: twelve cards.
KNAVE_RULE_LENGTH = 12
HAND = TurnedCard(hand="hand")
SPACES = SpaceFill(frozenset({RESERVE, WASTE}), refusal("An empty help is filled from the pack or the talon"))
WRAP = "opt_ace_on_king"  # reading 2's other reading: an ace may be married onto a king
# The ranks a knave's foundation takes in turn, from the knave.
KNAVE_ORDER = (JACK, *range(10, 0, -1), KING)


def marries_onto(mine: int) -> tuple[int, ...]:
    """``onto`` for blocks.tangled: the face (blocks.face_number) a card is
    married onto in the helps, one rank below in its suit: a knave never
    enters the helps (nor can a queen, going onto one), and nothing goes
    onto a queen."""
    return (mine - 1,) if 2 <= mine % 16 <= 10 else ()


def marries_onto_round(mine: int) -> tuple[int, ...]:
    """:func:`marries_onto` with the ace married onto the king too (the option)."""
    return (mine + KING - ACE,) if mine % 16 == ACE else marries_onto(mine)


def helps_taken(counts: Mapping[int, int], wrap: bool = False) -> int:
    """``piles_needed`` for blocks.room_runs_out: the helps that cards of
    these faces (blocks.face_number) take at the least, all in the helps at
    once. A help holds a queen alone (nothing goes on one, and it goes on
    nothing), a king alone (nothing is married onto one, but an ace with
    the option), else cards of one suit rising one rank at a time: one
    card of a rank at most."""
    alone = 0
    most: dict[int, int] = {}
    for face, count in counts.items():
        rank = face % 16
        if rank == QUEEN or (rank == KING and not wrap):
            alone += count
        elif count > most.get(face // 16, 0):
            most[face // 16] = count
    return alone + sum(most.values())


def helps_taken_round(counts: Mapping[int, int]) -> int:
    """:func:`helps_taken` with the ace married onto the king (the option)."""
    return helps_taken(counts, wrap=True)


def knave_accepts(state: State, pile: str, card: Card) -> Verdict:
    """A knave pile: a knave begins it; it builds down in its suit, from the
    ace on to the king, and is complete with the king."""
    cards = state.piles[pile]
    if not cards:
        return YES if card.rank == JACK else no("A knave begins each foundation of the N")
    if len(cards) >= KNAVE_RULE_LENGTH:
        return no("This foundation is complete")
    top = cards[-1]
    if card.suit != top.suit:
        return no("This foundation takes %1 only", top.suit.noun)
    wanted = KING if top.rank == ACE else top.rank - 1
    if card.rank != wanted:
        return no("This foundation needs the %1 next", rank_name(wanted))
    return YES


class Anna(Game):
    id = "anna"
    title = "Anna"
    packs = 2
    redeals = 2
    description = "Eight helps spell an A, eight knaves an N; build the knaves down to the kings, marry up on helps."
    action_help = (
        (DEAL, "turn the top card of the pack; it waits in the hand for you to place it"),
        (REDEAL, "turn the talon over, unshuffled, to make the pack again"),
    )
    options = (
        Option(
            WRAP,
            "Ace on king in the helps",
            "A marriage may turn the corner: an ace of the same suit may be placed on a king among the helps.",
        ),
    )

    # -- shape of the table ------------------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {p: FOUNDATION for p in KNAVES}
        roles.update({p: TABLEAU for p in HELPS})
        roles.update(stock=STOCK, hand=RESERVE, talon=WASTE)
        return roles

    def pile_title(self, pile: str) -> str:
        if pile in KNAVE_SET:
            return "a knave's foundation"
        if pile in HELP_SET:
            return f"help {pile[1:]}"
        return {"stock": "pack", "talon": "talon", "hand": "the card just turned"}[pile]

    def waiting_pile(self, state: State) -> str | None:
        return HAND.waiting(state)

    # -- the deal ------------------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal, redeals_left=self.redeals)
        lay_pack(state, self.shuffled_deck(deal))
        tx = Tx(state)
        for help_pile in HELPS:
            while True:  # a knave goes to the N and the next card takes its place
                tx.move("stock", help_pile, 1, face_up=True)
                home = self.compelled(state, state.top(help_pile))
                if home is None:
                    break
                tx.move(help_pile, home)
        return state

    def compelled(self, state: State, card: Card) -> str | None:
        """A knave goes to the next place of the N at once."""
        return begins_foundation(state, card, KNAVES, knave_accepts)

    # -- the two questions -------------------------------------------------------------------
    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        return (1,) if state.piles[pile] and pile not in KNAVE_SET and pile != "stock" else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in KNAVE_SET:
            return no("Cards on a foundation stay there")
        if pile == "stock":
            return no("Click the pack to turn a card")
        return top_card_only(state, pile, count)

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        (card,) = moving(state, src, count)
        if dst in KNAVE_SET:
            return knave_accepts(state, dst, card)
        if dst in HELP_SET:
            return self.help_takes(state, src, card, dst)
        if dst == "talon":
            return YES if src == HAND.hand else no("Only the card just turned goes to the talon")
        if dst == "stock":
            if src == HAND.hand:
                return no("First put the card just turned in its place: the talon takes any card")
            return no("Cards cannot be put back on the pack")
        return HAND.receives(dst)

    def drop_targets(self, state: State, src: str, count: int) -> list[str]:
        """The knaves' foundations the card may go down on (a knave: the
        empty ones), the helps whose card it may marry and the empty helps,
        and the talon for the card just turned."""
        card = state.piles[src][-1]
        if card.rank == JACK:
            knaves = empty_among(state, KNAVES)
        else:
            knaves = topped_by(state, KNAVES, {(card.suit, ACE if card.rank == KING else card.rank + 1)})
        onto = set(marriage_onto(card, (1,)))
        if card.rank == ACE and self.option(state, WRAP):
            onto.add((card.suit, KING))
        helps = [*topped_by(state, HELPS, onto), *empty_among(state, HELPS)]
        return in_pile_order(state, [*knaves, *helps, *(("talon",) if src == HAND.hand else ())])

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any empty help takes the card just turned or the talon's, any help
        # marries alike and ends with its queen; a knave goes to the next
        # empty place of the N, the same knave whichever place that is, and
        # builds there alone. Where a pile stands in the letters is no rule.
        return (HELPS, KNAVES)

    def help_takes(self, state: State, src: str, card: Card, dst: str) -> Verdict:
        onto = state.top(dst)
        if onto is None:
            return SPACES.accepts(self.pile_roles()[src], 1)
        if onto.rank == QUEEN:
            return no("Nothing may be placed on a queen")
        if self.option(state, WRAP) and onto.rank == KING and card.rank == ACE and card.suit == onto.suit:
            return YES
        verdict = marriage(card, onto, (1,))
        if not verdict and card.suit == onto.suit:
            if onto.rank == KING:
                return no("No card can be married onto the %1", onto)
            return no("Only the %1 of %2 can go on the %3", rank_name(onto.rank + 1), onto.suit.noun, onto)
        return verdict

    # -- the pack and the re-deal ------------------------------------------------------------
    def can_redeal(self, state: State) -> Verdict:
        if state.piles[HAND.hand]:
            return no("First put the card just turned in its place")
        return talon_redeal(state, "stock", "talon")

    def actions(self, state: State) -> list[Move]:
        if state.piles["stock"]:
            return HAND.actions(state)
        return [Move(REDEAL)] if self.can_redeal(state) else []

    def check(self, state: State, move: Move) -> Verdict:
        if move.kind == DEAL and move not in self.actions(state):
            return HAND.can_turn(state)
        if move.kind == REDEAL:
            return self.can_redeal(state)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            HAND.turn(tx, self.compelled)
        elif move.kind == REDEAL:
            turn_talon_over(tx, "talon", "stock")
            spend_redeal(tx)
        else:
            super().perform(state, move, tx)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REDEAL:
            return move_text("Re-deal the talon")
        return super().describe(state, move)

    # -- the end and advice -------------------------------------------------------------------
    def is_won(self, state: State) -> bool:
        """The N of kings (every knave built to its king) and the A of queens."""
        if any(state.size(p) < KNAVE_RULE_LENGTH for p in KNAVES):
            return False
        return all(state.size(h) == 1 and state.piles[h][0].rank == QUEEN for h in HELPS)

    def is_safe(self, state: State, move: Move) -> bool:
        """A card sent up costs nothing once both cards it could take in
        marriage (one rank higher, same suit) are up already."""
        if move.kind != MOVE or move.dst not in KNAVE_SET or move.src in KNAVE_SET:
            return False
        if not self.can_drop(state, move.src, move.count, move.dst):
            return False
        card = state.top(move.src)
        if card.rank == KING:
            return not self.option(state, WRAP) or all_played(state, KNAVES, [(card.suit, ACE)], self.packs)
        return no_partner_left(state, card, (1,), KNAVES, self.packs)

    # -- the solver -------------------------------------------------------------------------------
    def solver_dead_end(self, state: State) -> bool:
        """In the last deal (no re-deal left), with every help holding a
        card: the talon's and the helps' cards leave from the top, one at a
        time, home or married onto a help, and the talon's into a help
        emptied first (none is, while each help keeps a card that cannot
        move: blocks.tangled's ``holding``); the pack and the card just
        turned are counted free (they only come to lie on the talon). A
        queen never goes home and nothing goes on one: the queens are left
        out (a help of a queen never empties; a queen elsewhere left out only
        frees the cards under it, a relaxation). Cards that wait on one
        another across the talon and the helps are lost.

        And in the last deal, whether helps are empty or not: the cards
        that cannot go home before a card of the talon leaves it, those
        above it and those in the helps, must all lie in the helps then, a
        queen alone, a king alone (without the option), the others one of a
        rank a help at most (blocks.room_runs_out, :func:`helps_taken`); if
        eight helps cannot hold them, the game is lost."""
        if state.counters.get("redeals_left", 0) > 0:
            return False
        piles = state.piles
        places = next_places((piles[k] for k in KNAVES), 2)
        wrap = self.option(state, WRAP)
        if all(piles[h] for h in HELPS) and all(piles[k] for k in KNAVES):  # (the cheaper test first)
            stacks = [piles[h] for h in HELPS if piles[h][-1].rank != QUEEN]
            stacks.append([card for card in piles["talon"] if card.rank != QUEEN])
            others = [card for pile in ("stock", HAND.hand) for card in piles[pile] if card.rank != QUEEN]
            onto = marries_onto_round if wrap else marries_onto
            home = in_order(places, KNAVE_ORDER)
            if tangled(stacks, others, face_number, home, onto, holding=range(len(stacks) - 1)):
                return True
        taken = helps_taken_round if wrap else helps_taken
        loose = [*piles["stock"], *piles[HAND.hand]]
        return room_runs_out(piles["talon"], [piles[h] for h in HELPS], loose, places, KNAVE_ORDER, taken, len(HELPS))
