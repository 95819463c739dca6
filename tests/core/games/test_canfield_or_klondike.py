"""Canfield or Klondike: the rules card's checks and the book's rules."""

from __future__ import annotations

import random

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, IllegalMove, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    assert_solver_agrees,
    cards,
    check_random_play,
    check_save_round_trip,
    exhaustive_win,
    foundations_built_at_random,
    position,
    scatter,
    suit_up_to,
    winnable,
    winnable_pruned,
)

GAME = core.get_game("canfield_or_klondike")
COLUMNS = [f"t{i}" for i in range(1, 8)]
FOUNDATIONS = ["f1", "f2", "f3", "f4"]
TURN = Move(DEAL, "stock", "waste")


def session(piles: dict[str, str], down: str = "", **counters: int) -> Session:
    return Session(GAME, position(GAME, piles, down=down, **counters))


# -- checks of the rules card ------------------------------------------------------


def test_check_1_the_deal_before_the_aces_are_moved():
    state = GAME.deal_layout(1)
    assert [state.size(t) for t in COLUMNS] == [1, 2, 3, 4, 5, 6, 7]
    for t in COLUMNS:
        pile = state.piles[t]
        assert state.is_up(pile[-1])
        assert all(card in state.face_down for card in pile[:-1])
    assert state.size("stock") == 24
    assert all(card in state.face_down for card in state.piles["stock"])
    assert not state.piles["waste"] and not any(state.piles[f] for f in FOUNDATIONS)
    assert_same_cards(GAME, state)


def test_check_2_alternate_colours_one_rank_lower():
    s = session({"waste": "6H", "t1": "7C", "t2": "7D", "t3": "8S"})
    assert s.check(move("waste", "t1")) is None
    assert s.check(move("waste", "t2")) == "Red and black must alternate"
    assert s.check(move("waste", "t3")) == "The sequence must descend by one"
    s2 = session({"waste": "5H", "t1": "7C"})
    assert s2.check(move("waste", "t1")) == "The sequence must descend by one"


def test_check_3_a_columns_face_up_cards_move_all_together():
    s = session({"t1": "2D 9S 8H 7C", "t2": "9C", "t3": "10H"}, down="2D")
    assert s.check(move("t1", "t2", 2)) == "The face-up cards of a column move all together or not at all"
    assert s.check(move("t1", "t3", 3)) is None
    assert s.check(move("t1", "t3", 4)) == "Face-down cards cannot be moved"
    s.play(move("t1", "t3", 3))
    assert s.state.piles["t3"] == cards("10H 9S 8H 7C")


def test_check_3_a_single_bottom_card_does_not_go_to_another_column_alone():
    s = session({"t1": "9S 8H 7C", "t2": "8D"})
    assert s.check(move("t1", "t2", 1)) == "The face-up cards of a column move all together or not at all"
    assert move("t1", "t2", 1) not in s.legal_moves()


def test_check_4_the_bottom_card_may_go_alone_to_a_foundation():
    s = session({"t1": "9S 8H 7C", "f1": suit_up_to("C", 6)})
    assert s.check(move("t1", "f1", 1)) is None
    s.play(move("t1", "f1", 1))
    assert s.state.piles["t1"] == cards("9S 8H")
    # Foundations take one card at a time.
    assert s.check(move("t1", "f1", 2)) == "Foundations take one card at a time"


def test_check_5_the_next_card_turns_up_at_once():
    s = session({"t1": "KH 5S 7C", "f1": suit_up_to("C", 6), "t2": "4D", "t3": "JS QD 6H"}, down="KH 5S JS QD")
    s.play(move("t1", "f1"))
    assert s.state.is_up(cards("5S")[0])
    assert cards("KH")[0] in s.state.face_down
    s.play(move("t2", "t1"))  # a card built on the new bottom card
    s.play(move("t1", "t3", 2))  # the whole face-up group leaves
    assert s.state.piles["t1"] == cards("KH") and s.state.is_up(cards("KH")[0])
    s.undo()
    assert cards("KH")[0] in s.state.face_down


def test_check_6_only_kings_fill_a_space():
    s = session({"t1": "", "waste": "QH", "t2": "3C QS"}, down="3C")
    assert s.check(move("waste", "t1")) == "Only a king can fill an empty column"
    assert s.check(move("t2", "t1")) == "Only a king can fill an empty column"
    s = session({"t1": "", "waste": "KS", "t2": "3C KD QS JH", "t3": "KC"}, down="3C")
    assert s.check(move("waste", "t1")) is None
    assert s.check(move("t2", "t1", 3)) is None
    s.play(move("t2", "t1", 3))
    assert s.state.piles["t1"] == cards("KD QS JH")


def test_check_7_an_ace_never_goes_on_the_layout():
    s = session({"waste": "AH", "t1": "2S", "f1": ""})
    assert s.check(move("waste", "t1")) == "Aces go only to the foundations"
    assert s.check(move("waste", "f1")) is None


def test_check_8_the_counters_when_the_game_ends():
    piles = {"f1": suit_up_to("C", 4), "f2": suit_up_to("D", 6), "t1": "KH", "waste": "QS"}
    s = session(piles)
    assert GAME.counters_shown(s.state) == {"counters": 5 * 10 - 52} == {"counters": -2}
    s2 = session({"f1": suit_up_to("C", 11)})
    assert GAME.counters_shown(s2.state) == {"counters": 3}
    assert GAME.counters_shown(GAME.deal(1)) == {"counters": -52}


def test_check_9_no_redeal_once_the_stock_is_run_through():
    s = session({"stock": "9H", "waste": "5C 4D", "t1": "KS"}, down="9H")
    s.play(TURN)
    assert s.state.piles["stock"] == [] and s.state.top("waste") == cards("9H")[0]
    moves = s.legal_moves()
    assert Move(REDEAL) not in moves and TURN not in moves
    with pytest.raises(IllegalMove, match="re-deal"):
        s.play(Move(REDEAL))
    with pytest.raises(IllegalMove):
        s.play(TURN)


# -- the book's other rules ------------------------------------------------------------


def test_opening_aces_go_to_the_foundations():
    # Deal 5 shows A♥, A♠ and A♣; the cards beneath turn up.
    layout, state = GAME.deal_layout(5), GAME.deal(5)
    shown = [layout.top(t).label for t in COLUMNS]
    assert shown[:3] == ["A♥", "A♠", "A♣"]
    assert [state.top(f).label if state.piles[f] else None for f in FOUNDATIONS] == ["A♥", "A♠", "A♣", None]
    assert state.piles["t1"] == [] and state.top("t2").label == "J♦" and state.is_up(state.top("t2"))
    assert state.top("t3").label == "7♦" and state.is_up(state.top("t3"))
    assert_same_cards(GAME, state)


def test_an_ace_turned_up_while_the_aces_are_moved_is_moved_too():
    layout, state = GAME.deal_layout(92), GAME.deal(92)
    shown = sum(1 for t in COLUMNS if layout.top(t).rank == 1)
    assert shown == 2
    assert sum(state.size(f) for f in FOUNDATIONS) == 3
    assert all(state.top(t) is None or state.top(t).rank != 1 for t in COLUMNS)


def test_the_stock_turns_one_card_at_a_time_and_only_the_top_waste_card_plays():
    s = Session.new("canfield_or_klondike", 1)
    first = s.state.top("stock")
    s.play(TURN)
    assert s.state.piles["waste"] == [first] and s.state.is_up(first)
    assert s.state.size("stock") == 23
    s.play(TURN)
    assert s.state.size("waste") == 2
    assert list(GAME.lift_counts(s.state, "waste")) == [1]
    assert s.check(move("waste", "t1", 2)) == "Only the top card of the waste can be used"


def test_face_down_cards_and_the_stock_cannot_be_lifted():
    s = session({"t1": "5C 9D", "t2": "10S", "stock": "3H", "f1": "AS"}, down="5C 3H")
    assert s.check(move("t1", "t2", 2)) == "Face-down cards cannot be moved"
    assert s.check(move("stock", "t1")) == "Click the stock to turn a card"
    assert s.check(move("f1", "t1")) == "Cards on a foundation stay there"
    assert s.check(move("t2", "waste")) == "Cards cannot be put back on the stock or the waste"


def test_foundations_build_up_in_suit():
    s = session({"f1": "AC 2C", "t1": "3D", "t2": "4C", "t3": "3C"})
    assert s.check(move("t1", "f1")) == "This foundation takes clubs only"
    assert s.check(move("t2", "f1")) == "This foundation needs the 3 next"
    assert s.check(move("t3", "f1")) is None


def test_safe_foundation_moves():
    s = session({"f1": suit_up_to("H", 4), "f2": suit_up_to("C", 3), "f3": suit_up_to("S", 4), "t1": "5H"})
    assert not GAME.is_safe(s.state, move("t1", "f1"))  # the 4♣ may still want the 5♥
    s = session({"f1": suit_up_to("H", 4), "f2": suit_up_to("C", 4), "f3": suit_up_to("S", 4), "t1": "5H"})
    assert GAME.is_safe(s.state, move("t1", "f1"))
    s = session({"f1": "AD", "t1": "2D", "waste": "AS", "f2": ""})
    assert GAME.is_safe(s.state, move("t1", "f1")) and GAME.is_safe(s.state, move("waste", "f2"))
    assert not GAME.is_safe(s.state, move("t1", "t2"))
    # The other colour home to two below and the other red suit to three below:
    # the black fives can go up as soon as free, since no red four needs them.
    s = session(
        {"f1": suit_up_to("H", 5), "f2": suit_up_to("C", 4), "f3": suit_up_to("S", 4), "f4": "AD 2D 3D", "t1": "6H"}
    )
    assert GAME.is_safe(s.state, move("t1", "f1"))
    s = session(
        {"f1": suit_up_to("H", 5), "f2": suit_up_to("C", 4), "f3": suit_up_to("S", 4), "f4": "AD 2D", "t1": "6H"}
    )
    assert not GAME.is_safe(s.state, move("t1", "f1"))  # a black 5 may still hold the 4♦


def test_lost_when_the_stock_is_out_and_only_shuffling_between_columns_is_left():
    # 6♥ can hop between the 7♣ and the 7♠ for ever; that is no way out.
    piles = {"t1": "7C", "t2": "7S", "t3": "6H", "waste": "9D", "t4": "3H", "f1": "AH"}
    s = session(piles)
    assert s.legal_moves() and all(GAME.is_idle(s.state, m) for m in s.legal_moves())
    assert s.is_lost() and s.hint() is None
    # With a king waiting on a face-down card, emptying a column is real progress.
    piles.update(t5="4D KC", t6="3S", t7="10C")
    s = session(piles, down="4D")
    assert not s.is_lost()
    assert s.hint() in (move("t3", "t1"), move("t3", "t2"))


def test_not_lost_while_the_stock_holds_cards():
    s = session({"t1": "7C", "stock": "2D"}, down="2D")
    assert not s.is_lost()


def test_win_through_the_api():
    # Everything up to the tens; the court cards in the layout, a face-down
    # knave under a king, and the rest in the stock.
    piles = {f"f{i}": suit_up_to(suit, 10) for i, suit in enumerate("CDHS", 1)}
    piles.update(t1="JC KD", t2="QS JH", t3="", stock="JS QC KH", waste="JD", t4="QH", t5="KC", t6="KS", t7="QD")
    s = session(piles, down="JC JS QC KH")
    assert_same_cards(GAME, s.state)
    for _ in range(60):
        if s.is_won():
            break
        hint = s.hint()
        assert hint is not None
        s.play(hint)
        s.autoplay("safe")
    assert s.is_won() and not s.is_lost()
    assert GAME.counters_shown(s.state) == {"counters": 208}


def test_a_real_deal_can_be_won():
    """Deal 135 falls to a plain strategy: foundations first, then moves that
    turn a card up or use the waste, then the stock."""

    def useful(state, m: Move) -> bool:
        if m.kind != "move" or m.dst.startswith("f") or m.src == "waste":
            return True
        if state.size(m.src) > m.count:
            return True  # turns a card up
        return GAME.king_waiting(state) and state.piles[m.src][-m.count].rank != 13

    s = Session.new("canfield_or_klondike", 135)
    seen = {s.state.key()}
    while not s.is_won():
        moves = [m for m in s.legal_moves() if useful(s.state, m)]
        moves.sort(key=lambda m: (m.kind != "move", not (m.dst or "").startswith("f"), m.src == "waste"))
        for m in moves:
            s.play(m)
            if s.state.key() not in seen:
                seen.add(s.state.key())
                break
            s.undo()
        else:
            break
    assert s.is_won()
    assert GAME.counters_shown(s.state) == {"counters": 208}


# -- random play, reproducibility, saves -------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (5, 3), (92, 11), (1234, 5)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("canfield_or_klondike", deal, seed, steps=300)


def test_recorded_deal():
    state = GAME.deal(1)
    assert [state.top(t).label for t in COLUMNS] == ["4♣", "2♣", "6♥", "8♠", "J♦", "10♣", "3♦"]
    assert [c.label for c in state.piles["stock"][-3:]] == ["9♥", "K♦", "4♦"]


def test_deals_are_reproducible():
    assert GAME.deal(77) == GAME.deal(77)
    assert GAME.deal(77) != GAME.deal(78)


@pytest.mark.parametrize("deal,seed", [(1, 1), (11, 2), (12, 3), (135, 4), (7, 5)])
def test_save_load_round_trip_at_random_points(deal, seed):
    check_save_round_trip("canfield_or_klondike", deal, seed)


# -- the solver's dead end: a card shut in for good in its own stack ----------------------


def test_a_five_above_the_four_and_both_black_sixes_in_the_talon_is_lost():
    state = position(GAME, {"f1": suit_up_to("C", 5), "f2": suit_up_to("S", 5), "f3": suit_up_to("H", 3)})
    state.piles["f4"] = cards(suit_up_to("D", 13))
    state.piles["waste"] = cards("4H 6S 6C 5H")
    state.piles["t1"] = cards("KC QC JC 10C 9C 8C 7C")
    state.piles["t2"] = cards("KS QS JS 10S 9S 8S 7S KH QH JH 10H 9H 8H 7H 6H")
    state.face_down.update(state.piles["t1"][:-1] + state.piles["t2"][:-1])
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_a_black_six_in_a_column_frees_the_five():
    state = position(GAME, {"f1": suit_up_to("C", 5), "f2": suit_up_to("S", 5), "f3": suit_up_to("H", 3)})
    state.piles["f4"] = cards(suit_up_to("D", 13))
    state.piles["waste"] = cards("4H 6S 5H")
    state.piles["t1"] = cards("KC QC JC 10C 9C 8C 7C 6C")
    state.piles["t2"] = cards("KS QS JS 10S 9S 8S 7S KH QH JH 10H 9H 8H 7H 6H")
    state.face_down.update(state.piles["t1"][:-1] + state.piles["t2"][:-1])
    assert not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def test_a_face_down_card_above_the_card_below_it_in_suit_is_shut_in():
    """4♥ face down under 5♥, and under them the 6♠ (the 6♣ is home): 5♥
    can leave its column neither home nor onto a black six."""
    state = position(GAME, {"f1": suit_up_to("C", 13), "f2": suit_up_to("S", 5), "f3": suit_up_to("H", 3)})
    state.piles["f4"] = cards(suit_up_to("D", 13))
    state.piles["t1"] = cards("6S 4H 5H KS")
    state.piles["t2"] = cards("KH QH JH 10H 9H 8H 7H 6H QS JS 10S 9S 8S 7S")
    state.face_down.update(state.piles["t1"][:-1] + state.piles["t2"][:-1])
    assert GAME.solver_dead_end(state)
    assert not winnable(GAME, state)
    state.piles["t1"] = cards("6S 5H 4H KS")  # the four above the five: it goes home when it shows
    assert not GAME.solver_dead_end(state)


def small_endgame(seed: int):
    """Each suit's foundation built to a random height, the 6 to 11 cards
    out shuffled into the pack (face down), the talon and two or three
    columns (face down but their last card)."""
    rng = random.Random(seed)
    state = GAME.empty_state(seed)
    out = foundations_built_at_random(rng, state, FOUNDATIONS, 7, range(6, 12))
    columns = rng.sample(COLUMNS, rng.randint(2, 3))
    scatter(rng, state, out, ["stock", "waste", "waste", *columns, *columns], columns)
    return state


def test_random_positions_judged_dead_are_lost_and_a_weaker_test_is_caught():
    """Every position the dead end calls lost is lost (the plain search);
    the same test forgetting the cards a card could be laid on (only home
    counted) calls won positions dead, and these positions catch it."""
    dead = caught = 0
    for seed in range(200):
        state = small_endgame(seed)
        judged = GAME.solver_dead_end(state)
        with_nothing_onto = patched_onto(state)
        if judged or with_nothing_onto:
            won = exhaustive_win(GAME, state, cap=4_000)
            if won is None:
                continue
            assert not (judged and won), seed
            dead += judged
            caught += with_nothing_onto and won
    assert dead >= 15
    assert caught


def patched_onto(state) -> bool:
    from cadogan.core.games import canfield_or_klondike as klondike

    kept = klondike.ONTO_IDENTS
    klondike.ONTO_IDENTS = {ident: () for ident in kept}
    try:
        return GAME.solver_dead_end(state)
    finally:
        klondike.ONTO_IDENTS = kept


# -- the solver's dead end: a card that can never go home (never_all_home) ---------------


def crossed_queens(king_of_hearts: str) -> core.State:
    """Q♣ lies over the J♥ and Q♥ over the J♣, each column's kings under
    them; the diamonds are home, the other suits to the ten (spades to the
    queen). ``king_of_hearts``: the pile holding K♥ (t1 under the J♥, or
    the waste)."""
    state = position(
        GAME,
        {
            "f1": suit_up_to("C", 10),
            "f2": suit_up_to("D", 13),
            "f3": suit_up_to("H", 10),
            "f4": suit_up_to("S", 12),
            "t1": "KH JH QC" if king_of_hearts == "t1" else "JH QC",
            "t2": "KC KS JC QH",
        },
        down="KH JH KC KS JC",
    )
    if king_of_hearts != "t1":
        state.piles[king_of_hearts] = cards("KH")
        state.face_down.discard(cards("KH")[0])
    return state


def test_two_queens_each_over_the_jack_the_other_needs_are_lost():
    """Q♣ goes home only after the J♣ (under Q♥) and onto a red king only
    onto K♥ (under it: K♦ is home); Q♥ likewise. No card is shut in by its
    own column (blocks.stranded sees nothing): the two columns hold each
    other."""
    from cadogan.core.games.canfield_or_klondike import never_all_home_here as never_all_home

    state = crossed_queens("t1")
    assert never_all_home(state) and GAME.solver_dead_end(state)
    assert not winnable(GAME, state)


def test_near_miss_the_king_of_hearts_in_the_talon_takes_the_queen():
    """K♥ free in the talon goes into a space, Q♣ onto it, and the J♥ shows."""
    from cadogan.core.games.canfield_or_klondike import never_all_home_here as never_all_home

    state = crossed_queens("waste")
    assert not never_all_home(state) and not GAME.solver_dead_end(state)
    assert winnable(GAME, state)


def small_layout(seed: int) -> core.State:
    """Each suit's foundation built to a random height, the 7 to 12 cards
    out dealt: two to four columns of a few face-down cards and a face-up
    run (alternate colours, down), the talon and the pack; now and then an
    empty column."""
    rng = random.Random(seed)
    state = GAME.empty_state(seed)
    out = foundations_built_at_random(rng, state, FOUNDATIONS, 5, range(7, 13))
    columns = rng.sample(COLUMNS, rng.randint(2, 4))
    for column in columns[: rng.randint(1, len(columns))]:
        pile = state.piles[column]
        for _ in range(rng.randint(0, 2)):
            if len(out) > 1:
                pile.append(out.pop())
                state.face_down.add(pile[-1])
        if out:
            pile.append(out.pop())
        while pile and rng.random() < 0.7:
            fits = [c for c in out if c.rank == pile[-1].rank - 1 and c.colour != pile[-1].colour]
            if not fits:
                break
            pile.append(fits[0])
            out.remove(fits[0])
    for card in out:
        place = rng.choice(["stock", "stock", "waste", "waste", *columns])
        state.piles[place].append(card)
        if place == "stock":
            state.face_down.add(card)
        elif place in columns:
            state.face_down.update(state.piles[place][:-1])
    return state


def never_all_home_judged(positions, judge) -> tuple[int, int]:
    """Of the positions ``judge`` calls dead (and the plain search decides),
    how many are lost, and how many won."""
    lost = won = 0
    for state in positions:
        if judge(state):
            answer = exhaustive_win(GAME, state, cap=6_000)
            if answer is None:
                continue
            won += answer
            lost += not answer
    return lost, won


def test_random_positions_no_card_can_go_home_are_lost_and_a_careless_test_is_caught(monkeypatch):
    """Every random position never_all_home calls dead is lost (the plain
    search); the same test that lets a card be laid only on the first of
    its two cards of the other colour calls won positions dead, and these
    positions catch it."""
    from cadogan.core.games import canfield_or_klondike as klondike

    positions = [small_layout(seed) for seed in range(300)]
    lost, won = never_all_home_judged(positions, klondike.never_all_home_here)
    assert won == 0 and lost >= 30
    careless = {ident: onto[:1] for ident, onto in klondike.ONTO_IDENTS.items()}
    monkeypatch.setattr(klondike, "ONTO_IDENTS", careless)
    assert never_all_home_judged(positions, klondike.never_all_home_here)[1] > 0


def test_the_solver_agrees_with_the_plain_search_on_random_layouts():
    """With never_all_home among its dead ends, the solver's answer on each
    random layout is the plain search's, and its wins replay."""
    assert_solver_agrees(GAME, ((seed, small_layout(seed)) for seed in range(300, 500)))


# -- the solver's pruning: a whole column carried onto another column -------------------------


def carried_whole(state: core.State, move: Move) -> bool:
    return move.kind == "move" and move.src in COLUMNS and move.dst in COLUMNS and move.count == state.size(move.src)


def test_a_whole_column_carried_onto_another_waits_for_a_king():
    """7♥ alone in t1 could go onto the 8♠: pruned while no king waits for
    the space, kept once the K♣ tops the waste."""
    state = position(GAME, {"t1": "7H", "t2": "9D 8S", "stock": "2C", "waste": "4D"}, down="2C")
    carry = Move("move", "t1", "t2", 1)
    assert carry in GAME.legal_moves(state) and GAME.solver_prunes(state, carry)
    state = position(GAME, {"t1": "7H", "t2": "9D 8S", "stock": "2C", "waste": "4D KC"}, down="2C")
    assert not GAME.solver_prunes(state, carry)


def king_wants_a_space() -> core.State:
    """The K♣ heads a run over the 2♥; the space it needs comes only from
    carrying the 7♥, alone in t1, onto the 8♠ (the waste's 8♥ has nowhere
    to go before the hearts climb)."""
    return position(
        GAME,
        {
            "f1": suit_up_to("C", 12),
            "f2": suit_up_to("D", 13),
            "f3": suit_up_to("H", 1),
            "f4": suit_up_to("S", 7),
            "t1": "7H",
            "t2": "9H 8S",
            "t3": "2H KC QH",
            "t4": "3H",
            "t5": "4H",
            "t6": "5H",
            "t7": "6H",
            "waste": "KH JH 10H KS QS JS 10S 9S 8H",
        },
        down="2H",
    )


def test_a_king_waiting_for_a_space_keeps_the_carry_and_a_careless_pruning_is_caught():
    state = king_wants_a_space()
    assert winnable(GAME, state) and winnable_pruned(GAME, state)[0]
    assert not winnable_pruned(GAME, state, lambda s, m: carried_whole(s, m) or GAME.solver_prunes(s, m))[0]


def test_random_layouts_keep_their_answer_with_whole_columns_carried_only_for_a_king():
    """On random layouts (columns all face up among them) the plain search
    skipping the carries the pruning skips wins exactly where the plain
    search wins (and the solver, pruning them, agrees with the plain search
    on 200 more: test_the_solver_agrees_with_the_plain_search_on_random_layouts)."""
    pruned = checked = 0

    def skip(state: core.State, move: Move) -> bool:
        nonlocal pruned
        pruned += GAME.solver_prunes(state, move)
        return GAME.solver_prunes(state, move)

    for seed in range(500, 600):
        state = small_layout(seed)
        answer = exhaustive_win(GAME, state, cap=800)
        if answer is None:
            continue
        checked += 1
        assert exhaustive_win(GAME, state, cap=800, skip=skip) == answer, seed
    assert checked >= 80 and pruned >= 500
