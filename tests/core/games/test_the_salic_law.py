"""The Salic Law: the rules card's checks, the deal card by card, bare kings
after it, the option, honest ends, saves.

King packets are piles whose bottom card is their king; the top card is the
packet's surface card."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

import pytest

from cadogan import core
from cadogan.core import Move, Session
from cadogan.core.cards import ACE, KING, QUEEN, Card, Suit
from cadogan.core.games import the_salic_law
from cadogan.core.games.the_salic_law import FOUNDATIONS, KINGS, KINGS_USED, ONCE_PER_KING, QUEENS, TURN
from cadogan.core.moves import move
from cadogan.core.ops import Tx
from cadogan.core.position import build_position
from cadogan.core.solver import LOST, WON, solve
from cadogan.core.state import State
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    judge_dead_end,
    play_hints_to_the_end,
    position,
    weaker_dead_end_caught,
    winnable,
    winnable_pruned,
)

GAME = core.get_game("the_salic_law")
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J"]


def up_to(rank: int, suit: str = "C", copy: int = 0) -> str:
    """A foundation from its ace to ``rank``, in one suit (suits do not matter)."""
    return " ".join(f"{RANKS[r - 1]}{suit}/{copy}" for r in range(1, rank + 1))


def during_deal(top: str, **piles: str) -> Session:
    """A position during the deal: ``piles`` as given, the rest in the pack
    with the cards of ``top`` (in dealing order) next."""
    state = build_position(GAME, {p: cards(t) for p, t in piles.items()}, rest="stock")
    stock = state.piles["stock"]
    for card in cards(top):
        stock.remove(card)
    stock.extend(reversed(cards(top)))
    return Session(GAME, state)


def after_deal(piles: dict[str, str], **counters: int) -> Session:
    """A position after the deal: the pack empty; the cards not named lie in
    the queens' row (they take no part in the play)."""
    state = position(GAME, piles, rest="q1", **counters)
    state.face_down = set()
    return Session(GAME, state)


def faces(session: Session, pile: str) -> list[str]:
    return [card.label for card in session.state.piles[pile]]


# -- the rules card's checks ---------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3, 4])
def test_check_1_one_king_before_the_first_card(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert [k for k in KINGS if state.piles[k]] == ["k1"]
    assert state.size("k1") == 1 and state.top("k1").rank == KING
    assert state.size("stock") == 103 and all(not state.piles[p] for p in (*QUEENS, *FOUNDATIONS))
    first_king = next(card for card in GAME.shuffled_deck(deal) if card.rank == KING)
    assert state.top("k1") == first_king  # reading 1: the first king met in the shuffled pack


def test_check_2_aces_and_queens_go_to_their_rows() -> None:
    session = during_deal("AD QS 7C AH/1 QS/1", k1="KC", f1="AS")
    session.play(TURN)
    assert faces(session, "f2") == ["A♦"] and faces(session, "k1") == ["K♣"]
    session.play(TURN)
    assert faces(session, "q1") == ["Q♠"]
    session.play(TURN)
    assert faces(session, "k1") == ["K♣", "7♣"]
    session.play(TURN)
    session.play(TURN)
    assert faces(session, "f3") == ["A♥"] and faces(session, "q2") == ["Q♠"]
    assert faces(session, "k1") == ["K♣", "7♣"]


def test_check_3_cards_go_on_the_last_king() -> None:
    session = during_deal("KD 5C KS 9H JD 2S", k1="KC 3H")
    for _ in range(6):
        session.play(TURN)
    assert faces(session, "k1") == ["K♣", "3♥"]
    assert faces(session, "k2") == ["K♦", "5♣"]
    assert faces(session, "k3") == ["K♠", "9♥", "J♦", "2♠"]  # the third king is the last to appear
    assert session.state.top("k3") not in session.state.face_down


def test_check_4_foundations_ignore_suit() -> None:
    session = during_deal("8C", k1="KC 6H", k2="KD 5H", f1=up_to(4))
    assert session.check(move("k2", "f1")) is None
    assert session.check(move("k1", "f1")) == "This foundation needs the 5 next"


def test_check_5_complete_foundation_takes_nothing() -> None:
    session = after_deal({"f1": up_to(11, "D"), "k1": "KC QS", "k2": "KD"})
    assert session.check(move("k1", "f1")) == "This foundation is complete"
    session = after_deal({"f1": up_to(10, "D"), "k1": "KC QS", "k2": "KD"})
    assert session.check(move("k1", "f1")) == "This foundation needs the knave next"


def test_check_6_only_the_surface_card() -> None:
    session = during_deal("8C", k1="KC 5D 9S", f1=up_to(4))
    assert session.check(Move("move", "k1", "f1", 2)) == "Only the uppermost card can be moved"
    assert move("k1", "f1") not in session.legal_moves()


def test_check_7_bare_king_takes_one_card_after_the_deal_only() -> None:
    piles = {"k1": "KC 7D", "k2": "KD 9D", "k3": "KS", "k4": "KH", "k5": "KC/1 8S 4H", "k6": "KD/1 6C"}
    during = during_deal("8C", **piles)
    assert during.check(move("k5", "k3")) == "Until the deal is complete, cards go only to the foundations"
    session = after_deal(piles)
    assert session.check(move("k5", "k3")) is None
    session.play(move("k5", "k3"))
    assert faces(session, "k3") == ["K♠", "4♥"] and faces(session, "k5") == ["K♣", "8♠"]
    assert session.check(move("k6", "k3")) == "Only a bare king takes a card, and only one"


def test_check_8_no_card_on_a_king_with_dealt_cards() -> None:
    session = after_deal({"k1": "KC 7D", "k2": "KD 9D", "k3": "KS"})
    assert session.check(move("k1", "k2")) == "Only a bare king takes a card, and only one"


def test_check_9_won_when_knaves_finish_every_foundation() -> None:
    suits = "CDHS"
    piles = {f: up_to(11, suits[i % 4], i // 4) for i, f in enumerate(FOUNDATIONS)}
    piles["f8"] = up_to(10, "S", 1)
    kings = ["KC JS/1", "KC/1", "KD", "KD/1", "KH", "KH/1", "KS", "KS/1"]
    session = after_deal({**piles, **dict(zip(KINGS, kings, strict=True))})
    assert not session.is_won() and not session.is_lost()
    session.play(move("k1", "f8"))
    assert session.is_won()
    assert all(session.state.size(k) == 1 and session.state.top(k).rank == KING for k in KINGS)
    assert all(session.state.top(q).rank == QUEEN for q in QUEENS if session.state.piles[q])


# -- the deal through the API ------------------------------------------------------------


def test_the_whole_deal_sends_every_card_to_its_row() -> None:
    session = Session.new("the_salic_law", 5)
    while session.state.piles["stock"]:
        assert session.legal_moves()[-1] == TURN
        session.play(TURN)
    state = session.state
    assert all(state.size(q) == 1 and state.top(q).rank == QUEEN for q in QUEENS)
    assert all(state.piles[f][0].rank == ACE and state.size(f) == 1 for f in FOUNDATIONS)
    assert all(state.piles[k][0].rank == KING for k in KINGS)
    assert sum(state.size(k) for k in KINGS) == 104 - 16
    assert not any(card.rank in (ACE, QUEEN) for k in KINGS for card in state.piles[k])
    assert not any(card.rank == KING for k in KINGS for card in state.piles[k][1:])
    assert TURN not in session.legal_moves() and session.check(TURN) == "No card can be turned now"


def test_refusals() -> None:
    session = during_deal("8C", k1="KC 7D", k2="KD", f1="AS", q1="QH")
    assert session.check(move("k2", "f1")) == "The kings stay where they are"
    assert session.check(move("f1", "k1")) == "Cards on a foundation stay there"
    assert session.check(move("q1", "k2")) == "The queens only stand in their row"
    assert session.check(move("k1", "q2")) == "The queens' row takes only the queens, as they are dealt"
    assert session.check(move("k1", "k3")) == "No king has come to this place yet"
    assert session.check(move("k1", "stock")) == "Cards cannot be put back on the pack"
    assert session.check(move("stock", "k1")) == "Click the pack to deal a card"


# -- the bare kings: reading 3 and its option -------------------------------------------


def test_bare_king_takes_again_once_its_card_has_gone() -> None:
    session = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD 9S 4H", "k3": "KS 8D"})
    session.play(move("k2", "k1"))
    session.play(move("k1", "f1"))
    assert session.check(move("k3", "k1")) is None


def test_option_once_per_king() -> None:
    piles = {"f1": up_to(3), "k1": "KC", "k2": "KD 9S 4H", "k3": "KS 8D"}
    session = after_deal(piles, **{ONCE_PER_KING: 1})
    session.play(move("k2", "k1"))
    assert session.state.counters[KINGS_USED] == 1
    session.play(move("k1", "f1"))
    assert session.check(move("k3", "k1")) == "This king has had its one card"
    session.undo()
    session.undo()
    assert KINGS_USED not in session.state.counters


def test_a_card_on_a_bare_king_may_move_on() -> None:
    session = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD", "k3": "KS 9D 5H"})
    session.play(move("k3", "k1"))
    assert session.check(move("k1", "k2")) is None  # reading 4: it is the packet's surface card


# -- honest ends -------------------------------------------------------------------------


def test_not_lost_while_the_pack_lasts() -> None:
    session = during_deal("8C", k1="KC 9D")
    assert not session.is_lost()


def test_lost_when_no_card_can_reach_a_foundation() -> None:
    session = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD 9S 6H", "k3": "KS 8D 7C"})
    assert session.is_lost()  # a bare king can uncover 9♠ or 8♦, neither of any use
    assert session.hint() is None


def test_not_lost_when_a_bare_king_uncovers_a_playable_card() -> None:
    session = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD 4S 6H", "k3": "KS 8D 7C"})
    assert not session.is_lost()
    assert session.hint() == move("k2", "k1")


def test_not_lost_when_two_bare_kings_are_needed() -> None:
    session = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD", "k3": "KS 4S 6H 9C"})
    assert not session.is_lost()  # 9♣ to one bare king, 6♥ to the other, then 4♠ home
    blocked = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD 8H", "k3": "KS 4S 6H 9C"})
    assert blocked.is_lost()  # one bare king only: 4♠ stays buried


def test_moving_a_card_between_bare_kings_is_idle() -> None:
    session = after_deal({"f1": up_to(3), "k1": "KC", "k2": "KD", "k3": "KS 9D", "k4": "KH 10C"})
    session.play(move("k3", "k1"))
    assert GAME.is_idle(session.state, move("k1", "k2"))
    assert session.is_lost()


# -- play ----------------------------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (6, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_salic_law", deal, seed, steps=250)


def test_random_play_with_the_option() -> None:
    check_random_play("the_salic_law", 3, 5, steps=250, options={ONCE_PER_KING: True})


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (4, 9)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_salic_law", deal, seed, max_moves=150)


def test_hints_play_a_deal_to_its_end() -> None:
    session = Session.new("the_salic_law", 2)
    play_hints_to_the_end(session, limit=400, autoplay="safe")
    assert session.is_won() or session.is_lost()
    assert_same_cards(GAME, session.state)


# -- the solver: suits and kings alike once the deal is over ------------------------------


def _endgame(rng: random.Random, left: int, bare: int | None = None) -> State:
    """A position after the deal: the foundations built to random heights, the
    ``left`` cards still out dealt at random onto three to five kings,
    ``bare`` of them left bare (by default one in three times one, else
    none), each copy of a rank a different card."""

    def short(rng: random.Random) -> list[int]:
        heights = [11] * len(FOUNDATIONS)
        while sum(11 - height for height in heights) < left:
            index = rng.randrange(4)  # few foundations short: the cards out crowd few ranks
            heights[index] -= heights[index] > 1
        return heights

    # Only some of the kings have come (the rest of the row is empty, which
    # the rules allow for): a few deep packets, and a bare king or none.
    return _laid_out(rng, short, lambda rng: int(rng.random() < 0.3) if bare is None else bare, (3, 5))


def _laid_out(
    rng: random.Random,
    heights_of: Callable[[random.Random], list[int]],
    bare_of: Callable[[random.Random], int],
    kings: tuple[int, int],
) -> State:
    """A position after the deal: the foundations built to ``heights_of``
    (each copy of a rank a different card), the queens in their row, the
    cards still out dealt at random onto a number of kings within
    ``kings``, and ``bare_of`` more kings left bare; the rest of the king
    row empty."""
    state = GAME.empty_state(1)
    copies = {rank: [Card(suit, rank, pack) for suit in Suit for pack in (0, 1)] for rank in range(1, 14)}
    for pile in copies.values():
        rng.shuffle(pile)
    heights = heights_of(rng)
    out: list[Card] = []
    for foundation, height in zip(FOUNDATIONS, heights, strict=True):
        state.piles[foundation] = [copies[rank].pop() for rank in range(1, height + 1)]
        out += [copies[rank].pop() for rank in range(height + 1, 12)]
    rng.shuffle(out)
    for queen in QUEENS:
        state.piles[queen] = [copies[QUEEN].pop()]
    bare = bare_of(rng)
    placed = rng.sample(KINGS, rng.randint(*kings) + bare)
    for king in placed:
        state.piles[king] = [copies[KING].pop()]
    holding = placed[bare:]
    for index, card in enumerate(out):
        state.piles[holding[index] if index < len(holding) else rng.choice(holding)].append(card)
    return state


def _alike(state: State, rng: random.Random) -> State:
    """The same position up to suits and the order of the kings' packets: the
    packets dealt to the kings in another order, every card out and home
    given another suit."""
    other = state.copy()
    kings = [king for king in KINGS if state.piles[king]]
    packets = [state.piles[king] for king in kings]
    rng.shuffle(packets)
    for king, packet in zip(kings, packets, strict=True):
        other.piles[king] = [packet[0]] + [Card(rng.choice(list(Suit)), card.rank, 0) for card in packet[1:]]
    for foundation in FOUNDATIONS:
        other.piles[foundation] = [Card(rng.choice(list(Suit)), card.rank, 1) for card in state.piles[foundation]]
    # (Cards alike in rank and suit are the same card to the rules: suits are
    # drawn from one pack out and the other home, so no pile holds one twice.)
    return other


def test_after_the_deal_the_key_holds_ranks_alone_and_kings_alike() -> None:
    rng = random.Random(17)
    won = lost = 0
    for _ in range(160):
        state = _endgame(rng, rng.randint(10, 16))
        other = _alike(state, rng)
        assert GAME.solver_key(other) == GAME.solver_key(state)
        answer = winnable(GAME, state)
        assert winnable(GAME, other) == answer
        assert winnable_pruned(GAME, state)[0] == answer
        assert solve(GAME, state).status == (WON if answer else LOST)
        won, lost = won + answer, lost + (not answer)
    assert won > 20 and lost > 20


def _wrong_key(state: State) -> tuple:
    """A key that forgets the order of the cards in a packet (wrong: only the
    surface card can move)."""
    packets = sorted(tuple(sorted(card.rank for card in state.piles[king][1:])) for king in KINGS)
    return tuple(packets), tuple(sorted(len(state.piles[f]) for f in FOUNDATIONS))


def test_the_random_check_catches_a_wrong_key() -> None:
    """Positions the wrong key calls alike (a packet turned upside down) are
    not all won or lost alike: the check above, with that key, would fail."""
    rng = random.Random(3)
    differ = 0
    for _ in range(100):
        state = _endgame(rng, rng.randint(10, 16))
        turned = state.copy()
        king = max(KINGS, key=lambda pile: len(state.piles[pile]))
        turned.piles[king] = [state.piles[king][0], *reversed(state.piles[king][1:])]
        assert _wrong_key(turned) == _wrong_key(state)
        differ += winnable(GAME, turned) != winnable(GAME, state)
    assert differ > 5


def test_moves_to_another_bare_king_are_pruned_only_where_the_key_is_the_same() -> None:
    """Each move the solver skips leads where the key is the position's own,
    or where a move it keeps leads."""
    rng = random.Random(5)
    pruned = 0

    def after(state: State, candidate: Move) -> Hashable:
        work = state.copy()
        tx = Tx(work)
        GAME.perform(work, candidate, tx)
        GAME.settle(work, tx)
        return GAME.solver_key(work)

    for _ in range(150):
        state = _endgame(rng, rng.randint(6, 14), bare=rng.randint(1, 3))
        legal = GAME.legal_moves(state)
        kept = {after(state, m) for m in legal if not GAME.solver_prunes(state, m)}
        for candidate in legal:
            if GAME.solver_prunes(state, candidate):
                pruned += 1
                assert after(state, candidate) in kept | {GAME.solver_key(state)}
    assert pruned > 50


def test_a_card_goes_home_safely_only_where_no_foundation_stands_lower() -> None:
    """10♥ and 10♣ both out, one foundation at 9: sending 10♥ there strands
    10♣ (won only by 10♣ first, the knave above it next); with every
    foundation at 9 or more it costs nothing."""
    heights = {"f1": 7, "f2": 10, "f3": 9, "f4": 6, "f5": 11, "f6": 11, "f7": 11, "f8": 11}
    piles = {
        f: " ".join(f"{RANKS[rank - 1]}{'CDHS'[index % 4]}/{index // 4}" for rank in range(1, h + 1))
        for index, (f, h) in enumerate(heights.items())
    }
    state = position(GAME, piles, rest="q1")
    state.face_down = set()
    state.piles["q1"] = []
    state.piles["k3"] = cards("KH 8S 10D 9H JC 10H")
    state.piles["k7"] = cards("KS JD 7D 8S 10C", pack=1)
    state.piles["k8"] = cards("KD JH JC 9S", pack=1)
    assert winnable(GAME, state)
    home = move("k3", "f3")
    assert not GAME.is_safe(state, home)
    after = state.copy()
    tx = Tx(after)
    GAME.perform(after, home, tx)
    assert not winnable(GAME, after)


def test_moves_called_safe_keep_a_won_position_won() -> None:
    rng = random.Random(11)
    safe = 0
    for _ in range(150):
        state = _endgame(rng, rng.randint(8, 14), bare=rng.randint(0, 1))
        if not winnable(GAME, state):
            continue
        for candidate in GAME.legal_moves(state):
            if GAME.is_safe(state, candidate):
                safe += 1
                after = state.copy()
                tx = Tx(after)
                GAME.perform(after, candidate, tx)
                GAME.settle(after, tx)
                assert winnable(GAME, after)
    assert safe > 30


# -- the solver: foundations that can never climb ------------------------------------------


def _stuck_twos() -> State:
    """Deal 8's search, after the deal: the low foundations want a two or a
    three, every one of them deep in the first packet, twelve cards above
    the nearest, none of which any foundation can take before, and no king
    bare to hold them."""
    heights = {"f1": 1, "f2": 2, "f3": 2, "f4": 11, "f5": 11, "f6": 11, "f7": 11, "f8": 11}
    state = position(GAME, {f: up_to(h, "CDHS"[i % 4], i // 4) for i, (f, h) in enumerate(heights.items())}, rest="q1")
    state.face_down = set()
    state.piles["q1"] = []
    state.piles["k1"] = cards("KH 3H 3S 7H 2H 7S 10H 5H 3D 5S JH 6H 6S 4H JS 8H 9H 9S 8S 5D", pack=1)
    for king, rest in zip(KINGS[1:], ("4D", "4S", "7D", "10D", "8D", "9D", "6D"), strict=True):
        state.piles[king] = cards(f"KS {rest}", pack=1 if rest[-1] != "D" else 0)
    return state


def test_foundations_that_can_never_climb_make_a_dead_end() -> None:
    state = _stuck_twos()
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)
    # A three on top of the first packet instead: a foundation at two takes it at once.
    near = state.copy()
    near.piles["k1"].append(near.piles["k1"].pop(8))  # the 3D
    assert not GAME.solver_dead_end(near)


def _short_foundations(rng: random.Random, most: int = 10) -> State:
    """A position after the deal with two or three foundations short, at
    most ``most`` cards out dealt at random onto two to four kings, and none
    to two kings bare."""

    def short(rng: random.Random) -> list[int]:
        heights = [11] * len(FOUNDATIONS)
        for index in rng.sample(range(len(FOUNDATIONS)), rng.randint(2, 3)):
            heights[index] = rng.randint(11 - most // 2, 10)
        while sum(11 - height for height in heights) > most:
            index = rng.randrange(len(FOUNDATIONS))
            heights[index] = min(11, heights[index] + 1)
        return heights

    return _laid_out(rng, short, lambda rng: rng.randint(0, 2), (2, 4))


def test_foundations_that_never_climb_are_proved_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random endings with foundations short at different heights: every
    one called dead is lost by the plain search; and a version that lets no
    card go home on a higher foundation meanwhile (every card above the
    copy waits, no packet can be cleared) calls won ones dead."""
    rng = random.Random(2)
    endings = [(index, _short_foundations(rng)) for index in range(150)]
    searched, dead, won, wrong = judge_dead_end(GAME, endings, GAME.solver_dead_end, cap=20_000)
    assert wrong == []
    assert searched == 150 and dead >= 10 and won >= 100
    monkeypatch.setattr(the_salic_law, "waiting", lambda ranks, room, wanted, stop=False: len(ranks))
    wrongly_dead = [state for _, state in endings if GAME.solver_dead_end(state)]
    monkeypatch.undo()
    assert weaker_dead_end_caught(GAME, wrongly_dead, lambda state: True) >= 5
