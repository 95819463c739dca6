"""The Empress of India (rules card: rulebook/games/the_empress_of_india.md).

Four packs (208 cards). The Empress (a Q♣) stands alone with her guard of
eight red knaves; seven other queens are set aside. Eight black aces build
up in suit to the kings leaving out the queens, eight red kings down in suit
to the aces leaving out the knaves. Below, the Army (24 red cards) and the
Navy (24 black). No card goes home alone: a red and a black card go at the
same time. An Army card and a Navy card may be paired (``blocks.JoinedPairs``):
they lie together, cannot be parted, and go home as one step; two cards that
can both go home now go together when joined. A place left empty is filled
at once with a card of its colour, from that colour's talon, else from the
pack; the pack's other cards go to the talons, one red and one black. Talon
and pack cards reach the foundations only through the Army and the Navy.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..blocks import (
    FoundationRule,
    JoinedPairs,
    lay_pack,
    lay_withdrawn,
    rank_run,
    remembered,
    top_card_only,
    withdraw,
)
from ..cards import ACE, JACK, KING, QUEEN, Card, Colour, Suit
from ..moves import DEAL, MOVE, YES, Move, Verdict, no
from ..ops import Tx
from ..rules import FOUNDATION, OUT, STOCK, TABLEAU, WASTE, Game, Option
from ..state import State
from ..text import move_text

ADMIRALS = tuple(f"a{n}" for n in range(1, 9))  # the black aces: four ♠ then four ♣
GENERALS = tuple(f"k{n}" for n in range(1, 9))  # the red kings: four ♥ then four ♦
FOUNDATIONS = (*ADMIRALS, *GENERALS)
FOUNDATION_SET = frozenset(FOUNDATIONS)
GUARD = tuple(f"g{n}" for n in range(1, 9))
EMPRESS = "empress"
ASIDE = "aside"  # the seven other queens, out of play
ARMY = tuple(f"r{n}" for n in range(1, 25))  # two rows of twelve, red cards
NAVY = tuple(f"n{n}" for n in range(1, 25))  # two rows of twelve, black cards
ARMY_SET, NAVY_SET = frozenset(ARMY), frozenset(NAVY)
PLACES = (*ARMY, *NAVY)
PLACES_SET = frozenset(PLACES)
TALONS = {Colour.RED: "red_talon", Colour.BLACK: "black_talon"}
UP_WITHOUT_QUEENS = FoundationRule(order=rank_run(1, 13, leaving_out=[QUEEN]), first=None)
DOWN_WITHOUT_KNAVES = FoundationRule(order=rank_run(13, 1, leaving_out=[JACK]), first=None)
FULL = len(UP_WITHOUT_QUEENS.order or ())  # twelve cards a foundation
PAIR_WHEN_STUCK = "opt_pair_when_stuck"  # reading 7's option
TURN = Move(DEAL, "stock")


def colour_of(place: str) -> Colour:
    return Colour.RED if place in ARMY_SET else Colour.BLACK


def foundations_for(card: Card) -> tuple[str, ...]:
    return GENERALS if card.colour == Colour.RED else ADMIRALS


def accepts(state: State, foundation: str, card: Card) -> Verdict:
    rule = DOWN_WITHOUT_KNAVES if foundation in GENERALS else UP_WITHOUT_QUEENS
    return rule.accepts(state.piles[foundation], card)


def home(state: State, card: Card) -> str | None:
    """The first foundation taking ``card`` now."""
    return next((f for f in foundations_for(card) if accepts(state, f, card)), None)


def across(card: Card, onto: Card) -> Verdict:
    """An Army card pairs with a Navy card: one red, one black."""
    return YES if card.colour != onto.colour else no("A pair is one Army card and one Navy card")


PAIRS = JoinedPairs(places=PLACES, partners=across, home=home)


def wanted(state: State) -> frozenset[tuple[Suit, int]]:
    """The cards the foundations take now, as (suit, rank)."""
    found = set()
    for pile in FOUNDATIONS:
        rule = DOWN_WITHOUT_KNAVES if pile in GENERALS else UP_WITHOUT_QUEENS
        card = rule.next_card(state.piles[pile])
        if card is not None:
            found.add((state.piles[pile][0].suit, card[1]))
    return frozenset(found)


def need(state: State, card: Card) -> int:
    """How many cards its suit's nearest foundation wants before ``card``."""
    gaps = []
    for pile in foundations_for(card):
        cards = state.piles[pile]
        if cards[0].suit != card.suit:
            continue
        order = (DOWN_WITHOUT_KNAVES if pile in GENERALS else UP_WITHOUT_QUEENS).order or ()
        if card.rank in order and order.index(card.rank) >= len(cards):
            gaps.append(order.index(card.rank) - len(cards))
    return min(gaps, default=len(UP_WITHOUT_QUEENS.order or ()))


def wanted_now(state: State) -> frozenset[tuple[Suit, int]]:
    """wanted(state), kept for a keyed position (drop_targets asks it of
    every pair, the solver of every position it enters)."""
    key = (state.deal, state.zkey) if state.keyed else None
    if key is not None and key in _wanted:
        return _wanted[key]
    return _remember(_wanted, key, wanted(state))


def single_places(state: State) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """PAIRS.singles of the Navy and of the Army, in that order (so indexed
    by "is it not the Army?": the places a single card of the Army, then of
    the Navy, may pair with), kept for the position: every single card asks."""

    def both() -> tuple[tuple[str, ...], tuple[str, ...]]:
        return tuple(PAIRS.singles(state, NAVY)), tuple(PAIRS.singles(state, ARMY))

    return remembered(state, SINGLES, both)


def place_targets(state: State) -> dict[str, tuple[str, ...]]:
    """drop_targets of every place holding cards, kept for the position."""

    def found() -> dict[str, tuple[str, ...]]:
        piles, singles = state.piles, single_places(state)
        fits = wanted_now(state)
        targets: dict[str, tuple[str, ...]] = {}
        for place in PLACES:
            cards = piles[place]
            if len(cards) != 2:
                targets[place] = singles[place not in ARMY_SET]
                continue
            under, card = cards
            if (card.suit, card.rank) in fits and (under.suit, under.rank) in fits:
                targets[place] = tuple(f for f in foundations_for(card) if piles[f][0].suit == card.suit)
            else:
                targets[place] = ()  # (one of them no foundation takes now)
        return targets

    return remembered(state, TARGETS, found)


SINGLES = ("the_empress_of_india", "singles")  # single_places' key among a position's kept answers
TARGETS = ("the_empress_of_india", "targets")  # place_targets' likewise
_wanted: dict[tuple[int, int], frozenset[tuple[Suit, int]]] = {}  # the cards wanted by position
_useful: dict[tuple[int, int], frozenset[Move]] = {}  # useful pairings by position
_firsts: dict[tuple[int, int], frozenset[str]] = {}  # by position: each face's first single place, each side


def _remember(cache: dict, key: tuple[int, int] | None, answer: frozenset) -> frozenset:
    """Keep ``answer`` for a keyed position (None: a state not keyed), in a
    small cache emptied when full (the solver asks again and again of the
    few positions around the one it is in)."""
    if key is not None:
        if len(cache) > 64:
            cache.clear()
        cache[key] = answer
    return answer


class TheEmpressOfIndia(Game):
    id = "the_empress_of_india"
    title = "The Empress of India"
    packs = 4
    description = "Four packs: the Army's red cards and the Navy's black go home in pairs, one of each colour."
    talons_counted_apart = True  # the status bar shows the red and the black talon, not their sum
    action_help = (
        (DEAL, "turn the top card of the pack: into an empty place of its colour, else onto its colour's talon"),
    )
    options = (
        Option(
            PAIR_WHEN_STUCK,
            "Pair cards only when no pair can go home",
            "A new pair may be made only when no two cards can go home together, unless the new pair goes at once.",
        ),
    )

    # -- shape of the table -------------------------------------------------------
    def pile_roles(self) -> dict[str, str]:
        roles = {f: FOUNDATION for f in FOUNDATIONS}
        roles.update({p: TABLEAU for p in PLACES})
        roles.update({EMPRESS: OUT, **{g: OUT for g in GUARD}, ASIDE: OUT})
        roles.update({"stock": STOCK, TALONS[Colour.RED]: WASTE, TALONS[Colour.BLACK]: WASTE})
        return roles

    def interchangeable_piles(self) -> tuple[tuple[str, ...], ...]:
        # No rule names a place of the Army or the Navy beyond its colour: a
        # refill takes the first empty place of its colour, and which place
        # it is never decides a later move. The solver counts positions that
        # differ only in which place holds what as one. (Not the
        # foundations: a pair's under card goes to the first of its suit's
        # that takes it, so exchanging two alike would move twins about.)
        return (ARMY, NAVY)

    def pile_title(self, pile: str) -> str:
        if pile in ADMIRALS:
            return "an Admiral (a black foundation)"
        if pile in GENERALS:
            return "a General (a red foundation)"
        if pile in ARMY_SET:
            return "the Army"
        if pile in NAVY_SET:
            return "the Navy"
        if pile == EMPRESS:
            return "the Empress"
        if pile in GUARD:
            return "the guard"
        if pile == ASIDE:
            return "the queens set aside"
        if pile == TALONS[Colour.RED]:
            return "the red talon"
        if pile == TALONS[Colour.BLACK]:
            return "the black talon"
        return "pack"

    # -- the deal -----------------------------------------------------------------------
    def deal(self, deal: int) -> State:
        state = self.empty_state(deal)
        rest = self.shuffled_deck(deal)
        bases = [(Suit.SPADES, ACE)] * 4 + [(Suit.CLUBS, ACE)] * 4 + [(Suit.HEARTS, KING)] * 4
        bases += [(Suit.DIAMONDS, KING)] * 4
        lay_withdrawn(state, rest, FOUNDATIONS, bases)
        queens = withdraw(rest, [(Suit.CLUBS, QUEEN)] * 4 + [(Suit.SPADES, QUEEN)] * 4)
        state.piles[EMPRESS].append(queens[0])
        state.piles[ASIDE].extend(queens[1:])
        lay_withdrawn(state, rest, GUARD, [(Suit.HEARTS, JACK)] * 4 + [(Suit.DIAMONDS, JACK)] * 4)
        # Red cards to the Army, black to the Navy, the overflow to the talons, until both are complete.
        places = {Colour.RED: list(ARMY), Colour.BLACK: list(NAVY)}
        while places[Colour.RED] or places[Colour.BLACK]:
            card = rest.pop(0)
            free = places[card.colour]
            state.piles[free.pop(0) if free else TALONS[card.colour]].append(card)
        lay_pack(state, rest)
        return state

    # -- the pack and the refills ----------------------------------------------------------
    def actions(self, state: State) -> list[Move]:
        return [TURN] if state.piles["stock"] else []

    def turn(self, state: State, tx: Tx) -> None:
        """Turn the pack's top card into the first empty place of its colour,
        else onto its colour's talon."""
        card = state.top("stock")
        place = next((p for p in self.places_of(card.colour) if not state.piles[p]), None)
        tx.move("stock", place or TALONS[card.colour], 1, face_up=True)

    @staticmethod
    def places_of(colour: Colour) -> tuple[str, ...]:
        return ARMY if colour == Colour.RED else NAVY

    def settle(self, state: State, tx: Tx) -> None:
        """Rule II: an empty place takes at once the top card of its colour's
        talon, or, when that talon is empty, the pack is turned until a card
        of its colour comes (the others going to their talons)."""
        while True:
            empty = [p for p in PLACES if not state.piles[p]]
            if not empty:
                return
            talon = next((TALONS[colour_of(p)] for p in empty if state.piles[TALONS[colour_of(p)]]), None)
            if talon is not None:
                place = next(p for p in empty if TALONS[colour_of(p)] == talon)
                tx.move(talon, place)
            elif state.piles["stock"]:
                self.turn(state, tx)
            else:
                return

    def perform(self, state: State, move: Move, tx: Tx) -> None:
        if move.kind == DEAL:
            self.turn(state, tx)
        elif move.dst in FOUNDATIONS:
            PAIRS.send_home(tx, move.src, move.dst)
        elif move.dst in PLACES_SET:
            PAIRS.join(tx, move.src, move.dst)
        else:
            super().perform(state, move, tx)

    # -- the two questions ------------------------------------------------------------
    def lift_counts(self, state: State, pile: str) -> Iterable[int]:
        return (1,) if pile in PLACES_SET and state.piles[pile] else ()

    def can_lift(self, state: State, pile: str, count: int) -> Verdict:
        if pile in PLACES_SET:  # (first: the solver asks it of every place of every position)
            return top_card_only(state, pile, count)
        if pile in FOUNDATIONS:
            return no("Cards on a foundation stay there")
        if pile == EMPRESS or pile in GUARD:
            return no("The Empress and her guard stand alone")
        if pile == ASIDE:
            return no("These queens take no part in the game")
        if pile == "stock":
            return no("Click the pack to turn a card")
        if pile in TALONS.values():
            return no("A talon card comes into play only through an empty place of the Army or the Navy")
        return top_card_only(state, pile, count)

    def drop_targets(self, state: State, src: str, count: int) -> Iterable[str]:
        """For a pair, the foundations of its top card's suit; for a single
        card, the single cards of the other side (a single card never goes
        home alone, and a pair is never paired again). Every position the
        solver enters asks this of each of the 48 places: a single card's
        foundations are not asked about in vain, and each place's answer
        is found once for the position (:func:`place_targets`)."""
        targets = place_targets(state).get(src)
        return list(targets if targets is not None else single_places(state)[src not in ARMY_SET])

    def can_drop(self, state: State, src: str, count: int, dst: str) -> Verdict:
        card = state.top(src)
        if dst in FOUNDATION_SET:
            if dst not in foundations_for(card):
                return no("Red cards go to the Generals, black cards to the Admirals")
            return PAIRS.unit_plays(state, src, accepts(state, dst, card))
        if dst in PLACES_SET:
            if (src in ARMY_SET) == (dst in ARMY_SET):
                return no("A pair is one Army card and one Navy card")
            if not state.piles[dst]:
                return no("An empty place is filled from the talon of its colour, or the pack")
            verdict = PAIRS.can_join(state, src, dst)
            if not verdict:
                return verdict
            if self.option(state, PAIR_WHEN_STUCK) and not self.goes_at_once(state, src, dst) and self.can_send(state):
                return no("While two cards can go home together, no new pair is made")
            return YES
        return no("Cards go only to the foundations, or onto a card of the other colour to pair")

    def goes_at_once(self, state: State, src: str, dst: str) -> bool:
        """Would joining these two single cards send both home at once?"""
        fits = wanted_now(state)
        return all((state.top(p).suit, state.top(p).rank) in fits for p in (src, dst)) and PAIRS.goes_home_together(
            state, state.top(src), state.top(dst)
        )

    def can_send(self, state: State) -> bool:
        """Can some red and black card go home together now (a pair, or two
        single cards)?"""
        fits = wanted(state)
        for place in PLACES:
            if PAIRS.joined(state, place):
                under, top = state.piles[place]
                if (under.suit, under.rank) in fits and (top.suit, top.rank) in fits:
                    return True
        singles = [state.top(p) for p in PAIRS.singles(state, PLACES)]
        colours = {c.colour for c in singles if (c.suit, c.rank) in fits}
        return len(colours) == 2

    # -- the end and advice -------------------------------------------------------------------
    def is_idle(self, state: State, move: Move) -> bool:
        """A pairing is idle unless it is one of the few that matter (see
        :meth:`useful_pairings`); a turn of the pack, when it only feeds
        the talons for good (see :meth:`pack_leads_nowhere`)."""
        if move.kind == DEAL:
            return self.pack_leads_nowhere(state)
        if move.kind != MOVE or move.dst not in PLACES_SET:
            return super().is_idle(state, move)
        return move not in self.useful_pairings(state)

    def pack_leads_nowhere(self, state: State) -> bool:
        """Every place of the Army and the Navy is full, no pair can be made
        (single cards lie on one side only, or none) and nothing can go home:
        each card turned then goes to its talon, no place ever empties to
        take a talon card, and the game is over however long the pack."""
        if any(not state.piles[p] for p in PLACES):
            return False
        if len({colour_of(p) for p in PAIRS.singles(state, PLACES)}) == 2:
            return False
        return not any(m.kind == MOVE and m.dst in FOUNDATIONS for m in self.legal_moves(state))

    def solver_prunes(self, state: State, move: Move) -> bool:
        """A pairing from or onto a single card when an earlier place of
        the same side holds a single twin of it (the same suit and rank):
        the two pairings reach the same position but for which twin lies
        in which place of the Army or the Navy (places that no rule tells
        apart, see interchangeable_piles), so the solver tries the first
        alone. Never a move home."""
        if move.kind != MOVE or move.dst not in PLACES_SET or move.src not in PLACES_SET:
            return super().solver_prunes(state, move)
        firsts = self.first_singles(state)
        return move.src not in firsts or move.dst not in firsts

    def first_singles(self, state: State) -> frozenset[str]:
        """The places of the Army and the Navy holding a single card whose
        face no earlier single card of the same side shows."""
        key = (state.deal, state.zkey) if state.keyed else None
        if key is not None and key in _firsts:
            return _firsts[key]
        firsts = []
        for side in (ARMY, NAVY):
            seen = set()
            for place in side:
                cards = state.piles[place]
                if len(cards) == 1 and (face := (cards[0].suit, cards[0].rank)) not in seen:
                    seen.add(face)
                    firsts.append(place)
        return _remember(_firsts, key, frozenset(firsts))

    def useful_pairings(self, state: State) -> frozenset[Move]:
        """The pairings worth making, one of each kind, as the hint and the
        end of the game judge them: two single cards that go home together
        at once (the first such red and black); and, for each colour whose
        talon holds a card some foundation takes now, the pairing that opens
        a place for the talon's next card: the single card of that colour
        wanted last onto the single card of the other colour wanted last.
        Every other pairing only spends cards that could be paired better."""
        key = (state.deal, state.zkey) if state.keyed else None
        if key is not None and key in _useful:
            return _useful[key]
        fits = wanted(state)
        singles = {colour: [p for p in self.places_of(colour) if state.size(p) == 1] for colour in Colour}
        useful = set()
        fitting = {
            c: next((p for p in singles[c] if (state.top(p).suit, state.top(p).rank) in fits), None) for c in Colour
        }
        if fitting[Colour.RED] and fitting[Colour.BLACK]:
            useful.add(Move(MOVE, fitting[Colour.RED], fitting[Colour.BLACK]))
        for colour, other in ((Colour.RED, Colour.BLACK), (Colour.BLACK, Colour.RED)):
            if not singles[colour] or not singles[other]:
                continue
            if any((card.suit, card.rank) in fits for card in state.piles[TALONS[colour]]):
                src = max(singles[colour], key=lambda p: need(state, state.top(p)))
                dst = max(singles[other], key=lambda p: need(state, state.top(p)))
                useful.add(Move(MOVE, src, dst))
        return _remember(_useful, key, frozenset(useful))

    def hint_bonus(self, state: State, move: Move) -> int:
        # While the pack lasts, turning it beats digging for a talon card
        # that is not yet on top.
        if move.kind != MOVE or move.dst not in PLACES_SET or not state.piles["stock"]:
            return 0
        talon = state.piles[TALONS[colour_of(move.src)]]
        # (The talon first: one look for every pairing of the same side.)
        if talon and (talon[-1].suit, talon[-1].rank) in wanted_now(state):
            return 0
        return 0 if self.goes_at_once(state, move.src, move.dst) else -13

    def is_safe(self, state: State, move: Move) -> bool:
        """Nothing builds off the foundations, and a pair can do nothing else."""
        return move.kind == MOVE and move.dst in FOUNDATIONS and move.src in PLACES_SET

    def describe(self, state: State, move: Move) -> str:
        if move.kind == MOVE and move.dst in PLACES_SET and state.piles[move.src] and state.piles[move.dst]:
            card, onto = state.top(move.src), state.top(move.dst)
            if self.goes_at_once(state, move.src, move.dst):
                return move_text("%1 and %2 home together", card, onto)
            return move_text("Pair %1 with %2", card, onto)
        if move.kind == MOVE and move.dst in FOUNDATIONS and PAIRS.joined(state, move.src):
            under, top = state.piles[move.src]
            return move_text("%1 and %2 home together", top, under)
        return super().describe(state, move)

    def counters_shown(self, state: State) -> dict[str, int | str]:
        return {
            "red talon": state.size(TALONS[Colour.RED]),
            "black talon": state.size(TALONS[Colour.BLACK]),
        }
