"""Napoleon's Square: twelve packets of four on three sides of a square, the
eight aces in the middle; marry down in suit, spaces take one card from the
pack or talon. And the book's other way, with twelve single cards (rules
card: rulebook/games/napoleons_square.md)."""

from __future__ import annotations

from ..blocks import SpaceFill, gather, lay_pack, shuffle_pile
from ..cards import KING, Card
from ..marriage_tableau import MarriageTableau
from ..moves import MOVE, Move, Verdict, no
from ..ops import Permute, Tx
from ..rules import TABLEAU, WASTE
from ..state import State
from ..text import PileName, move_text, refusal

PACKETS = 12
FROM_PACK_OR_TALON = SpaceFill(frozenset({WASTE}), refusal("A space is filled only from the pack or the talon"))
# The king check (the book's note): the square may have to be dealt again.
SQUARE_DEALS = "square_deals"  # how many times the square was dealt again (seeds each shuffle)
KING_SLIPPED = "king_slipped"  # 1 once a king was slipped under its packet
SQUARE_PLAYED = "square_played"  # 1 once a move was played on the square as dealt: the check is behind
REDEAL_SQUARE = "redeal_square"
SLIP_KING = "slip_king_"  # + 1, 2, …: one action for each king that may be slipped
MOST_KINGS = 8  # both kings of every suit
KINGS_FIRST = refusal("First deal the square again or slip a king to the bottom of its packet")
# The hint's points off a card married within the square that leaves its packet
# behind uncleared (see hint_bonus): below turning the pack (20 points).
SHIFT_WITHIN = -100


class NapoleonsSquare(MarriageTableau):
    id = "napoleons_square"
    title = "Napoleon's Square"
    tableau_count = PACKETS
    tableau_prefix = "p"  # p1-p4 down the left side, p5-p8 along the top, p9-p12 down the right
    tableau_noun = "packet"
    space_fill = FROM_PACK_OR_TALON
    packet_size = 4
    king_check = True
    _king_answer: tuple[object, bool] = (None, False)  # see king_check_due
    action_help = (
        *MarriageTableau.action_help,
        (REDEAL_SQUARE, "the kings' check: take up every card, shuffle and deal the square again"),
        *(
            (
                f"{SLIP_KING}{n}",
                f"the kings' check: king no. {n} of those offered (packets in order, each from the top)"
                " goes to the bottom of its packet; a click on its packet does the same",
            )
            for n in range(1, MOST_KINGS + 1)
        ),
    )
    description = "Two packs: twelve packets of four round three sides of a square; marry down in suit."
    advice_outranks = True  # the book: marriages within the square need judgment (hint_bonus)

    # -- shape of the table ------------------------------------------------------
    def counter_ranges(self) -> dict[str, tuple[int, int]]:
        if not self.king_check:
            return super().counter_ranges()
        return {**super().counter_ranges(), SQUARE_DEALS: (0, 2**31 - 1), KING_SLIPPED: (0, 1), SQUARE_PLAYED: (0, 1)}

    # -- the deal -----------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        cards = self.shuffled_deck(deal)
        # Each packet gets its cards dealt together, packet 1 first.
        for pile in self.tableau_ids():
            state.piles[pile] = cards[: self.packet_size]
            del cards[: self.packet_size]
        lay_pack(state, cards)
        return state

    # -- the kings' check (the book's note) ------------------------------------------
    def blocking_kings(self, state: State) -> list[tuple[str, Card]]:
        """The kings that may be slipped: of a suit whose two kings each lie
        above a lower card of their suit in their own packets. In packet
        order, each packet's from the top."""
        found: list[tuple[str, Card]] = []
        for pile in self._tableau_ids:
            cards = state.piles[pile]
            # Most packets hold no king (a replayed save asks at every move).
            for index in reversed([i for i, card in enumerate(cards) if card.rank == KING]):
                king = cards[index]
                if any(c.suit == king.suit and c.rank < KING for c in cards[:index]):
                    found.append((pile, king))
        return [(pile, king) for pile, king in found if sum(k.suit == king.suit for _, k in found) == 2]

    def king_check_due(self, state: State) -> bool:
        """Must the player deal the square again or slip a king before anything else?
        Only on the square as dealt: once a king is slipped or a move is played
        there, the check is behind (the book: "after dealing the square")."""
        counters = state.counters
        if not self.king_check or counters.get(KING_SLIPPED) or counters.get(SQUARE_PLAYED):
            return False
        if not state.keyed:
            return bool(self.blocking_kings(state))
        # Asked twice a move (check and can_lift): the last answer is kept by position.
        key = (state.deal, state.zkey)
        if self._king_answer[0] != key:
            self._king_answer = (key, bool(self.blocking_kings(state)))
        return self._king_answer[1]

    def _redeal_square(self, state: State, tx: Tx) -> None:
        """Take up every card, shuffle and deal the square again."""
        dealt = state.counters.get(SQUARE_DEALS, 0) + 1
        gather(tx, reversed(self.tableau_ids()), "stock", face_up=False)
        shuffle_pile(tx, "stock", self.id, f"square-{dealt}")
        for pile in self.tableau_ids():
            tx.move("stock", pile, self.packet_size, reverse=True, face_up=True)
        tx.set(SQUARE_DEALS, dealt)

    # -- the solver -------------------------------------------------------------------
    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # Any foundation takes any ace, and any space the pack's or the
        # talon's card, whichever packet it is. The kings' check alone
        # reads the packets in order (it gathers them to deal the square
        # again), but only while it is due, on the square as dealt: then no
        # card may move, and the positions where it is due form one chain
        # (each re-deal counted by SQUARE_DEALS, in the key), so no two of
        # them differing only in which packet holds what are ever met.
        return (tuple(self.tableau_ids()), tuple(self.foundation_ids()))

    def solver_dead_end(self, state: State) -> bool:
        """MarriageTableau's (spaces here take the pack's or the talon's card
        alone), but not while the kings' check may still deal the square
        again."""
        return not self.king_check_due(state) and super().solver_dead_end(state)

    # -- advice -----------------------------------------------------------------------
    def hint_bonus(self, state: State, move: Move) -> int:
        """The book warns that marrying the square's cards to one another
        calls for judgment: a run of higher cards laid over lower ones of
        its suit may shut them in. So a packet's top card married onto
        another packet while cards stay under it (no space is cleared) comes
        after turning the pack, unless the card it uncovers can go home (the
        ranking's own points for that outweigh these). With single cards
        every packet is a run in suit, so such a move carries a card from
        one of two twins to the other. The solver's search follows the same
        order: single-card deal 5 is won in 2,767 positions instead of
        27,230, and six of deals 1-8 within 20,000 instead of three."""
        if move.kind == MOVE and state.size(move.src) > 1:
            roles = self.pile_roles()
            if roles[move.src] == TABLEAU and roles[move.dst] == TABLEAU:
                return SHIFT_WITHIN
        return 0

    # -- the two questions ----------------------------------------------------------
    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        verdict = super().can_lift(state, pile, count)
        if verdict and self.king_check_due(state):
            return no(KINGS_FIRST)
        return verdict

    # -- clicks: the pack, the kings' check ----------------------------------------------
    def actions(self, state: State) -> list[Move]:
        if self.king_check_due(state):
            slips = [
                Move(f"{SLIP_KING}{n}", pile, count=len(state.piles[pile]) - state.piles[pile].index(king))
                for n, (pile, king) in enumerate(self.blocking_kings(state), 1)
            ]
            return [*slips, Move(REDEAL_SQUARE)]
        return super().actions(state)

    def check(self, state: State, move: Move) -> Verdict:
        if self.king_check_due(state) and move not in self.actions(state):
            return no(KINGS_FIRST)
        return super().check(state, move)

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == REDEAL_SQUARE:
            self._redeal_square(state, tx)
        elif move.kind.startswith(SLIP_KING):
            # ``count``: the king's place from the top of its packet.
            size = state.size(move.src)
            king = size - move.count
            tx.do(Permute(move.src, (king, *(i for i in range(size) if i != king))))
            tx.set(KING_SLIPPED, 1)
        else:
            super().perform(state, move, tx)
            if self.king_check and not state.counters.get(SQUARE_PLAYED):
                tx.set(SQUARE_PLAYED, 1)  # the check comes only before the first move (rules card, reading 4)

    def describe(self, state: State, move: Move) -> str:
        if move.kind == REDEAL_SQUARE:
            return move_text("Deal the square again")
        if move.kind.startswith(SLIP_KING) and move.src is not None:
            king = state.piles[move.src][-move.count]
            return move_text("Slip the %1 to the bottom of %2", king, PileName(self.pile_title(move.src)))
        return super().describe(state, move)


class NapoleonsSquareSingleCard(NapoleonsSquare):
    """The book's other way: twelve single cards instead of packets, no kings' check."""

    id = "napoleons_square_single_card"
    variant_of = "napoleons_square"
    title = "Napoleon's Square (single cards)"
    packet_size = 1
    king_check = False
    action_help = MarriageTableau.action_help
    description = "Napoleon's Square begun with twelve single cards; marry down in suit as the pack is turned."
