"""The Mill: the rules card's checks, the wings' vacancies, the angles' privilege, the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.cards import KING, rank_code
from cadogan.core.games.the_mill import ANGLES, CENTRE, FILL, WINGS, locked
from cadogan.core.moves import move
from cadogan.core.ops import Tx
from cadogan.core.solver import WON, solve
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    exhaustive_win,
    play_hints_to_the_end,
    position,
)

GAME = core.get_game("the_mill")
RANKS = [rank_code(rank) for rank in range(1, 14)]  # A 2 … K
TURN = Move(DEAL, "stock", "waste")
KINGS = {"k1": "KC", "k2": "KD", "k3": "KH", "k4": "KS"}
# Wing cards (of the second pack) that fit neither the centres below nor an angle king: fillers.
FILLERS = {w: f"{c}/1" for w, c in zip(WINGS, ["5C", "5D", "5H", "5S", "6C", "6D", "6H", "6S"], strict=True)}


def table(piles: dict[str, str], fill: bool = True, **counters: int) -> Session:
    """The angles' kings (unless named), the wings not named hold fives and
    sixes (with ``fill``), the centre as named (an A♣ if not). The pack's
    cards are listed bottom first: the last named is turned first. Only the
    pack lies face down; cards not named are not on the table."""
    wings = {w: c for w, c in FILLERS.items() if w not in piles} if fill else {}
    laid = {"ace": "AC", **KINGS, **wings, **piles}
    state = position(GAME, {p: t for p, t in laid.items() if t}, **counters)
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


def top(session: Session, pile: str) -> str:
    return session.state.top(pile).code.removesuffix(".0").replace(".", "/")


# -- check 1: the deal ---------------------------------------------------------------


@pytest.mark.parametrize("deal", range(1, 13))
def test_check_1_setup_ace_in_centre_wings_without_kings(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert [c.rank for c in state.piles["ace"]] == [1]
    assert all(state.size(w) == 1 for w in WINGS)
    angle_kings = [state.top(a) for a in ANGLES if state.piles[a]]
    assert all(k.rank == KING for k in angle_kings) and all(state.size(a) <= 1 for a in ANGLES)
    if len(angle_kings) < 4:
        assert all(state.top(w).rank != KING for w in WINGS)
    # the angles fill in order
    assert [bool(state.piles[a]) for a in ANGLES] == sorted((bool(state.piles[a]) for a in ANGLES), reverse=True)
    assert state.size("stock") == 104 - 1 - 8 - len(angle_kings)
    assert not state.piles["waste"]


def test_check_1_a_king_dealt_to_the_wings_went_to_an_angle_and_was_replaced_from_the_pack() -> None:
    for deal in range(1, 60):
        state = GAME.deal(deal)
        if state.piles["k1"]:
            break
    else:  # pragma: no cover - a king among the first cards is common
        pytest.fail("no deal put a king in the wings")
    deck = GAME.shuffled_deck(deal)
    ace = next(c for c in deck if c.rank == 1)
    deck.remove(ace)
    first_eight = deck[:8]
    kings = [c for c in first_eight if c.rank == KING]
    assert kings and state.top("k1") == kings[0]
    # every wing holds a card of the pack's order, kings taken out
    assert all(state.top(w) in deck[: 8 + 4] for w in WINGS)


# -- checks 2 to 4: the foundations ------------------------------------------------------


def test_check_2_centre_six_of_clubs_takes_a_seven_of_hearts() -> None:
    session = table({"ace": "AH 2D 3H 4S 5C 6C", "w1": "7H", "w2": "8H"})
    assert session.check(move("w1", "ace")) is None
    assert session.check(move("w2", "ace")) == "This foundation needs the 7 next"


def test_check_3_after_a_king_the_centre_takes_any_ace() -> None:
    family = "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"
    session = table({"ace": family, "w1": "AS", "w2": "2S", "k2": "KD/1 QH", "w3": "AH"})
    assert session.check(move("w2", "ace")) == "This foundation needs the ace next"
    assert session.check(move("w1", "ace")) is None
    assert session.check(move("w3", "ace")) is None


def test_the_centre_is_complete_after_four_families() -> None:
    families = " ".join(f"{r}{s}" for s in "CDHS" for r in RANKS)
    session = table({"ace": families, "w1": "AH/1"})
    assert session.check(move("w1", "ace")) == "This foundation is complete"


def test_check_4_an_angle_showing_nine_of_spades_takes_any_eight() -> None:
    session = table({"k4": "KS QD JC 10H 9S", "w1": "8D", "w2": "10D", "waste": "8C", "stock": "5C"})
    assert session.check(move("w1", "k4")) is None
    assert session.check(move("waste", "k4")) is None
    assert session.check(move("w2", "k4")) == "This foundation needs the 8 next"


def test_an_angle_is_complete_at_its_ace() -> None:
    run = "KS QD JC 10H 9S 8S 7S 6S 5S 4S 3S 2S AS"
    session = table({"k4": run, "w1": "KH/1", "ace": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC"})
    assert session.check(move("w1", "k4")) == "This foundation is complete"
    assert session.check(move("w1", "ace")) is None  # angles full: a king goes on the centre's queen


def test_foundation_cards_stay_and_angles_do_not_trade() -> None:
    session = table({"k1": "KC QC", "k2": "KD JC"})
    assert session.check(move("ace", "w1")) == "Cards on the ace packet stay there"
    assert session.check(move("k1", "k2")) == "An angle's card can go only to the ace packet"
    assert session.check(move("w1", "w2")) == "Nothing is built on the wings: cards go only to the foundations"
    assert session.check(move("stock", "w1")) == "There are not so many cards there"


# -- check 5: vacancies filled before anything else -------------------------------------------


def test_check_5_a_vacancy_blocks_every_other_move_until_filled_from_the_talon() -> None:
    session = table({"ace": "AC", "w1": "2H", "w2": "3S", "waste": "9C 5D", "stock": "7D 6H"})
    session.play(move("w1", "ace"))
    assert session.state.piles["w1"] == []
    reason = "First fill the empty place in the wings, from the talon or the pack"
    assert session.check(move("w2", "ace")) == reason
    assert session.check(TURN) == "No card can be turned now"
    assert set(session.legal_moves()) == {move("waste", "w1"), Move(FILL, "stock", "w1")}
    session.play(move("waste", "w1"))
    assert top(session, "w1") == "5D"
    assert session.check(move("w2", "ace")) is None


def test_check_5_or_filled_from_the_pack_by_a_click() -> None:
    session = table({"ace": "AC", "w1": "2H", "waste": "9C 5D", "stock": "7D 6H"})
    session.play(move("w1", "ace"))
    session.play(Move(FILL, "stock", "w1"))
    assert top(session, "w1") == "6H"
    assert top(session, "waste") == "5D"
    assert session.legal_moves()[-1] == TURN


def test_a_vacancy_is_filled_from_the_pack_at_once_while_there_is_no_talon() -> None:
    session = table({"ace": "AC", "w1": "2H", "stock": "7D 6H"})
    session.play(move("w1", "ace"))
    assert top(session, "w1") == "6H"
    assert session.state.size("stock") == 1


def test_a_vacancy_is_filled_from_the_talon_at_once_when_the_pack_is_out() -> None:
    session = table({"ace": "AC", "w1": "2H", "waste": "9C 5D"})
    session.play(move("w1", "ace"))
    assert top(session, "w1") == "5D"


def test_a_vacancy_stays_when_pack_and_talon_are_out() -> None:
    session = table({"ace": "AC", "w1": "2H"})
    session.play(move("w1", "ace"))
    assert session.state.piles["w1"] == []
    assert session.check(move("w2", "w1")) == "A place in the wings is filled from the talon or the pack"


def test_a_king_filling_a_vacancy_goes_to_an_empty_angle_and_the_next_card_fills() -> None:
    session = table({"ace": "AC", "k4": "", "w1": "2H", "waste": "9C", "stock": "7D KS/1"})
    session.play(move("w1", "ace"))
    step = session.play(Move(FILL, "stock", "w1"))
    assert top(session, "k4") == "KS/1" and top(session, "w1") == "7D"
    session.undo()
    assert session.state.piles["k4"] == [] and session.state.piles["w1"] == []
    assert len(step.ops) == 3


# -- the pack ---------------------------------------------------------------------------------


def test_a_turned_king_goes_to_an_empty_angle_in_the_same_step() -> None:
    session = table({"k3": "", "k4": "", "stock": "5C KH"})
    session.play(TURN)
    assert top(session, "k3") == "KH" and session.state.piles["waste"] == []
    session.undo()
    assert session.state.piles["k3"] == [] and top(session, "stock") == "KH"


def test_check_8_a_fifth_king_goes_to_the_talon_unless_the_centre_shows_a_queen() -> None:
    session = table({"stock": "5C KH/1"})
    session.play(TURN)
    assert top(session, "waste") == "KH/1"
    assert session.check(move("waste", "k1")) == "This foundation needs the queen next"
    assert session.check(move("waste", "ace")) == "This foundation needs the 2 next"
    queen = table({"ace": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", "stock": "5C KH/1"})
    queen.play(TURN)
    assert queen.check(move("waste", "ace")) is None


def test_the_pack_is_gone_through_once() -> None:
    session = table({"stock": "5C"})
    session.play(TURN)
    assert [m for m in session.legal_moves() if m.kind != "move"] == []
    assert session.check(TURN) == "The pack is used up: it is gone through once only"


# -- checks 6 and 7: the angles' privilege --------------------------------------------------------


def test_check_6_transfer_legal_when_it_brings_a_wing_card_into_play() -> None:
    session = table({"ace": "AC 2C 3C 4C 5C 6H", "k2": "KD QD JD 10D 9D 8S 7C", "w1": "8D"})
    assert session.check(move("k2", "ace")) is None
    session.play(move("k2", "ace"))
    assert top(session, "ace") == "7C" and top(session, "k2") == "8S"
    assert session.check(move("w1", "ace")) is None


def test_check_6_transfer_illegal_when_only_a_card_already_playable_would_use_it() -> None:
    session = table({"ace": "AC 2C 3C 4C 5C 6H", "k2": "KD QD JD 10D 9D 8S 7C", "w1": "7D"})
    reason = "An angle's card may go to the ace packet only to bring a wing or talon card into play"
    assert session.check(move("k2", "ace")) == reason
    assert session.check(move("w1", "ace")) is None  # the 7 could be played already


def test_check_6_the_talon_top_counts_and_so_does_the_uncovered_angle() -> None:
    session = table({"ace": "AC 2C 3C 4C 5C 6H", "k2": "KD QD JD 10D 9D 8S 7C", "waste": "8H", "stock": "5S"})
    assert session.check(move("k2", "ace")) is None
    other = table({"ace": "AC 2C 3C 4C 5C 6H 7D 8D", "k1": "KC QC JC 10C 9C", "w1": "10H"})
    # 9♣ to the centre uncovers 10♣, which takes nothing new; the 10♥ then fits the centre's 9
    assert other.check(move("k1", "ace")) is None


def test_an_angle_keeps_its_king() -> None:
    session = table({"ace": "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", "w1": "AD"})
    assert session.check(move("k1", "ace")) == "The king stays in its angle"


def test_check_7_one_card_of_an_angle_at_a_time() -> None:
    session = table({"ace": "AC 2C 3C 4C 5C 6H", "k2": "KD QD JD 10D 9D 8S 7C", "k3": "KH 8H", "w1": "8D", "w2": "9D"})
    session.play(move("k2", "ace"))  # 7♣ up for the 8♦; the 8♠ would now bring the 9♦ into play
    assert session.state.counters[locked("k2")] == 1
    assert session.check(move("k2", "ace")) == "Only one card of this angle at a time: first play a wing or talon card"
    assert session.check(move("k3", "ace")) is None  # another angle is free
    session.play(move("k3", "ace"))
    session.play(move("w2", "ace"))  # a wing card played: both angles free again
    assert locked("k2") not in session.state.counters and locked("k3") not in session.state.counters
    assert session.check(move("k2", "ace")) == "This foundation needs the 10 next"
    session.undo()
    assert session.state.counters[locked("k2")] == 1 and session.state.counters[locked("k3")] == 1


# -- the end ----------------------------------------------------------------------------------


def full_position(piles: dict[str, str], **setup) -> Session:
    return Session.from_position("the_mill", {p: t.replace("/", ".") for p, t in piles.items()}, **setup)


FAMILIES_51 = " ".join(f"{r}{s}" for s in "CDHS" for r in RANKS)[: -len(" KS")]


def angle_run(suit: str) -> str:
    return " ".join(f"{r}{suit}/1" for r in reversed(RANKS))


def test_a_won_game_through_the_api() -> None:
    piles = {"ace": FAMILIES_51, **{a: angle_run(s) for a, s in zip(ANGLES, "CDHS", strict=True)}}
    piles["k4"] = piles["k4"].removesuffix(" 3S/1 2S/1 AS/1")
    piles.update(w1="KS", w2="2S/1", w3="AS/1", stock="3S/1")
    session = full_position(piles)
    assert not session.is_won() and not session.is_lost()
    session.play(move("w1", "ace"))  # the vacancy takes the pack's 3♠ at once
    play_hints_to_the_end(session, 10)
    assert session.is_won(), session.state.piles


def test_the_won_game_needs_the_three_first() -> None:
    piles = {"ace": FAMILIES_51, **{a: angle_run(s) for a, s in zip(ANGLES, "CDHS", strict=True)}}
    piles["k4"] = piles["k4"].removesuffix(" 3S/1 2S/1 AS/1")
    piles.update(w1="KS", w2="2S/1", w3="AS/1", stock="3S/1")
    session = full_position(piles)
    assert session.check(move("w2", "k4")) == "This foundation needs the 3 next"


def test_lost_when_the_pack_is_out_and_nothing_fits() -> None:
    session = table({"ace": "AC 2C", "waste": "9C 9D", "w1": "5H"})
    assert session.is_lost()
    assert session.hint() is None


def test_not_lost_while_a_card_fits_or_a_card_can_be_turned() -> None:
    assert not table({"ace": "AC 2C", "waste": "9C 3D"}).is_lost()
    assert not table({"ace": "AC 2C", "stock": "9C"}).is_lost()
    transfer = table({"ace": "AC 2C 3C 4C 5C 6H", "k2": "KD QD JD 10D 9D 8S 7C", "w1": "8D"})
    assert not transfer.is_lost()
    assert move("k2", "ace") in transfer.legal_moves()


@pytest.mark.parametrize("deal, seed", [(1, 1), (2, 7), (3, 11)])
def test_random_play_conserves_cards_and_undo_redo_restores(deal: int, seed: int) -> None:
    check_random_play("the_mill", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("the_mill", 4, seed, max_moves=120)


def test_hints_play_a_deal_to_its_end() -> None:
    session = Session.new("the_mill", 5)
    play_hints_to_the_end(session, 400)
    assert session.is_won() or session.is_lost()
    assert_same_cards(GAME, session.state)
    assert session.state.piles["stock"] == []


def test_cards_helper_sanity() -> None:
    assert cards("KS/1") == [core.Card.from_code("KS.1")]


# -- safe moves home (auto-play and the solver) -------------------------------------------


def whole_mill(loose: dict[str, str], centre: int, angle_tops: dict[str, int]):
    """A position holding the whole deck: the named piles as given, the ace
    packet ``centre`` cards long and each angle down to its named rank,
    built of the cards left over (any suit does)."""
    state = position(GAME, loose)
    spare = Counter(GAME.deck()) - Counter(card for pile in state.piles.values() for card in pile)
    by_rank = {rank: sorted(c for c in spare.elements() if c.rank == rank) for rank in range(1, 14)}
    state.piles[CENTRE] = [by_rank[i % 13 + 1].pop() for i in range(centre)]
    for angle, top_rank in angle_tops.items():
        state.piles[angle] = [by_rank[rank].pop() for rank in range(13, top_rank - 1, -1)]
    assert not any(by_rank.values())
    return state


def after(state, played: Move):
    state = state.copy()
    tx = Tx(state)
    GAME.perform(state, played, tx)
    GAME.settle(state, tx)
    return state


def test_a_card_onto_an_angle_is_not_safe_while_the_privilege_may_need_the_angle_card():
    """The ace packet wants a 5 and only the top left angle shows one (its
    only other copy within reach lies deep in the talon): carried over by
    the privilege, it brings the wing's 6 into play. The wing's 4 fits that
    angle alone, but played there it covers the 5 and the deal is lost."""
    loose = {
        "w1": "AS", "w2": "7C", "w3": "4D", "w4": "10D/1", "w5": "AH/1", "w6": "AD/1", "w7": "JD/1", "w8": "6D/1",
        "waste": "2S 2H AH 5H/1 9D 3D/1 3S/1 KC/1 QH/1 8C/1",
    }  # fmt: skip
    state = whole_mill(loose, 43, {"k1": 5, "k2": 4, "k3": 2, "k4": 2})
    assert exhaustive_win(GAME, state)
    assert not exhaustive_win(GAME, after(state, move("w3", "k1")))
    assert not GAME.is_safe(state, move("w3", "k1"))
    assert solve(GAME, state, max_nodes=20000).status == WON
    assert GAME.is_safe(state, move("w6", "k3")) is False  # an ace to an angle waits as well
    assert GAME.is_safe(state, move("w8", "k1")) is False  # not a legal move
    carried = after(state, move("k1", CENTRE))  # the privilege: now the wing's 6 fits the ace packet alone
    assert GAME.is_safe(carried, move("w8", CENTRE))


def random_mill(rng: random.Random, out: int):
    """A won layout with ``out`` cards taken back off the foundations' tops,
    dealt to the wings, then the talon (the pack out, so the order of the
    talon tells)."""
    state = GAME.empty_state(1)
    deck = GAME.deck()
    rng.shuffle(deck)
    by_rank = {rank: [c for c in deck if c.rank == rank] for rank in range(1, 14)}
    state.piles[CENTRE] = [by_rank[rank].pop() for _ in range(4) for rank in range(1, 14)]
    for angle in ANGLES:
        state.piles[angle] = [by_rank[rank].pop() for rank in range(13, 0, -1)]
    loose = []
    for _ in range(out):
        pile = rng.choice([CENTRE, CENTRE, *ANGLES])
        if len(state.piles[pile]) > 1:
            loose.append(state.piles[pile].pop())
    rng.shuffle(loose)
    for wing, card in zip(WINGS, loose, strict=False):
        state.piles[wing] = [card]
    state.piles["waste"] = loose[len(WINGS) :]
    return state


def test_a_safe_move_never_turns_a_won_position_into_a_lost_one():
    """Random positions near the end: wherever a move home is called safe and
    the position can be won, it can still be won after that move (checked by
    the plain exhaustive search). Calling every move home safe fails this."""
    rng = random.Random(3)
    checked = 0
    while checked < 200:
        state = random_mill(rng, 20)
        safe = [m for m in GAME.legal_moves(state) if GAME.is_safe(state, m)]
        if not safe or not exhaustive_win(GAME, state):
            continue
        for played in safe:
            assert exhaustive_win(GAME, after(state, played)), (played, state.piles)
        checked += 1
