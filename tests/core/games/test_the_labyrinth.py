"""The Labyrinth: rules card checks, the book's rules, deal, grace, play, saves."""

from __future__ import annotations

import random

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_labyrinth import (
    ACE_PILES,
    AS_THEY_COME,
    CELLS,
    GRID,
    KING_PILES,
    NEXT_ROW,
    NO_TALON,
    TheLabyrinth,
)
from cadogan.core.moves import move
from cadogan.core.rules import Game
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_labyrinth")
TURN = Move(DEAL, "stock", "waste")
DEAL_ROW = Move(NEXT_ROW)
cell = GRID.cell
BASES = {"a1": "AH", "a2": "AS", "a3": "AD", "a4": "AC", "k1": "KH", "k2": "KS", "k3": "KD", "k4": "KC"}


def at(piles: dict[str, str], rows: int, stock: str = "", length: int = 10, graces: int = 1, **options: int) -> Session:
    """A hand-made position holding only the cards named (with the eight
    bases unless named otherwise); ``stock`` lists the pack's cards in the
    order they will be turned."""
    dealt = " ".join(reversed(stock.split()))
    piles = {**BASES, **piles, "stock": dealt} if stock else {**BASES, **piles}
    state = position(GAME, piles, down=dealt, rows_dealt=rows, row_length=length, graces_left=graces, **options)
    return Session(GAME, state)


def test_check_1_setup() -> None:
    state = GAME.deal(1)
    assert [state.top(p).label for p in ACE_PILES + KING_PILES] == ["A♥", "A♠", "A♦", "A♣", "K♥", "K♠", "K♦", "K♣"]
    assert all(state.size(p) == 1 for p in GRID.row(1))
    assert all(state.is_empty(p) for p in CELLS[10:])
    assert state.size("stock") == 86 and set(state.piles["stock"]) == state.face_down
    assert state.counters == {"rows_dealt": 1, "row_length": 10, "graces_left": 1}
    assert_same_cards(GAME, state)


def test_check_2_free_from_the_top_or_the_bottom_of_a_column() -> None:
    column = {cell(r, 5): c for r, c in zip(range(1, 5), ["2H", "3H", "4H", "QS"], strict=True)}
    s = at({**column, "k2": "KS", "a1": "AH"}, rows=4)
    assert s.check(move(cell(1, 5), "a1")) is None  # row 1: nothing above it
    assert s.check(move(cell(4, 5), "k2")) is None  # row 4: nothing below it
    assert s.check(move(cell(2, 5), "a1")) == "This card is covered above and below in its column"
    assert s.check(move(cell(3, 5), "a1")) == "This card is covered above and below in its column"


def test_check_3_playing_from_the_top_releases_the_next_card_down() -> None:
    column = {cell(r, 5): c for r, c in zip(range(1, 5), ["2H", "3H", "4H", "QS"], strict=True)}
    s = at(column, rows=4)
    s.play(move(cell(1, 5), "a1"))
    s.play(move(cell(2, 5), "a1"))
    assert s.check(move(cell(3, 5), "a1")) is None
    s.play(move(cell(3, 5), "a1"))
    assert s.state.top("a1").label == "4♥"


def test_check_4_only_the_last_rows_vacancies_are_filled() -> None:
    row2 = {cell(2, c): "9C" for c in range(2, 11)}
    s = at({cell(1, 1): "5S", **row2, "waste": "7D 8D"}, rows=2, stock=" ".join(["6C"] * 10))
    assert s.check(move("waste", cell(2, 1))) is None
    s.play(move("waste", cell(2, 1)))
    assert s.state.top(cell(2, 1)).label == "8♦"
    s.undo()
    s.play(DEAL_ROW)
    assert s.state.counters["rows_dealt"] == 3
    assert s.check(move("waste", cell(2, 1))) == "Only the vacancies of the last row dealt can be filled"


def test_check_5_no_turning_without_a_vacancy_in_the_last_row() -> None:
    s = Session.new("the_labyrinth", 4)
    assert TURN not in s.legal_moves()
    assert s.check(TURN) == "A card is turned only to fill a vacancy of the last row: deal the next row"
    s.play(DEAL_ROW)
    assert s.check(TURN) == "A card is turned only to fill a vacancy of the last row: deal the next row"


def test_turning_a_card_to_fill_a_vacancy() -> None:
    row1 = {cell(1, c): "9C" for c in range(2, 11)}
    s = at(row1, rows=1, stock="2H 5D QC")
    assert TURN in s.legal_moves()
    s.play(TURN)
    assert s.state.top("waste").label == "2♥" and s.state.is_up(s.state.top("waste"))
    s.play(TURN)  # the 2♥ stays on the talon, under the 5♦
    assert [c.label for c in s.state.piles["waste"]] == ["2♥", "5♦"]
    s.play(move("waste", cell(1, 1)))
    assert TURN not in s.legal_moves()  # the row is full again
    s.play(move("waste", "a1"))
    assert s.state.top("a1").label == "2♥"


def test_option_no_talon_a_turned_card_must_fill_a_vacancy() -> None:
    """Reading 1's other reading: no talon; a vacancy of the last row takes only the next pack card."""
    row1 = {cell(1, c): "9C" for c in range(2, 11)}
    s = at(row1, rows=1, stock="2H 5D QC", **{NO_TALON: 1})
    s.play(TURN)  # 2♥: it cannot be left lying
    assert s.check(TURN) == "Put the card just turned into a vacancy of the last row first"
    assert s.check(DEAL_ROW) == "Put the card just turned into a vacancy of the last row first"
    assert s.legal_moves() == [move("waste", "a1"), move("waste", cell(1, 1))]
    s.play(move("waste", "a1"))  # a foundation may take it as it turns up: the hole is still there
    assert TURN in s.legal_moves()
    s.play(TURN)  # 5♦
    s.play(move("waste", cell(1, 1)))
    assert s.legal_moves() == [DEAL_ROW]  # the row is full: the next row, no more turning
    plain = at(row1, rows=1, stock="2H 5D QC")
    plain.play(TURN)
    assert plain.check(TURN) is None and plain.check(DEAL_ROW) is None


def test_option_no_talon_with_foundations_as_they_come() -> None:
    both = Session.new("the_labyrinth", 4, {NO_TALON: True, AS_THEY_COME: True})
    assert both.options() == {AS_THEY_COME: True, NO_TALON: True}
    assert not both.state.piles["a1"]  # the bases are not taken out
    alone = Session.new("the_labyrinth", 4, {AS_THEY_COME: True})
    assert alone.options() == {AS_THEY_COME: True, NO_TALON: False}


def test_option_no_talon_the_last_card_of_the_pack_still_has_its_vacancy() -> None:
    row1 = {cell(1, c): "9C" for c in range(2, 11)}
    s = at(row1, rows=1, stock="QC", **{NO_TALON: 1})
    s.play(TURN)
    assert not s.is_lost()  # the Q♣ may go into the hole; the grace is open
    assert move("waste", cell(1, 1)) in s.legal_moves()


def test_check_6_foundations_follow_suit_up_from_aces_and_down_from_kings() -> None:
    s = at({cell(1, 1): "2H", cell(1, 2): "QS", cell(1, 3): "QH"}, rows=1)
    assert s.check(move(cell(1, 1), "a1")) is None
    assert s.check(move(cell(1, 2), "k2")) is None
    assert s.check(move(cell(1, 3), "k2")) == "This foundation takes spades only"
    assert s.check(move(cell(1, 1), "a2")) == "This foundation takes spades only"
    assert s.check(move(cell(1, 1), cell(1, 2))) == "Nothing is built on the tableau: cards go only to the foundations"


def test_check_7_the_grace_once_the_pack_is_out() -> None:
    column = {cell(r, 2): c for r, c in zip(range(1, 7), ["9C", "8C", "2H", "7C", "6C", "5C"], strict=True)}
    s = at(column, rows=6)
    assert s.check(move(cell(3, 2), "a1")) == "This card is covered above and below in its column"
    assert s.check(move(cell(3, 2), "grace")) is None
    s.play(move(cell(3, 2), "grace"))
    assert s.state.counters["graces_left"] == 0
    assert s.check(move("grace", "a1")) is None
    s.play(move("grace", "a1"))
    assert s.check(move(cell(6, 2), "grace")) == "The grace has already been taken"
    assert s.check(move(cell(4, 2), "a1")) == "This card is covered above and below in its column"


def test_check_8_no_grace_before_the_pack_is_out() -> None:
    s = Session.new("the_labyrinth", 2)
    s.play(DEAL_ROW)
    free = cell(1, 1)
    assert s.check(move(free, "grace")) == "The grace is taken only once the pack is used up"
    s.play(DEAL_ROW)
    assert s.check(move(cell(2, 1), "grace")) == "This card is covered above and below in its column"
    talon = at({cell(1, 1): "5S", "waste": "7D"}, rows=1)
    assert talon.check(move("waste", "grace")) == "The grace is a card of the tableau"


def test_a_row_is_dealt_whole_by_one_click_and_undone_whole() -> None:
    s = Session.new("the_labyrinth", 3)
    s.play(DEAL_ROW)
    assert all(s.state.size(p) == 1 for p in GRID.row(2))
    assert s.state.size("stock") == 76
    s.undo()
    assert all(s.state.is_empty(p) for p in GRID.row(2)) and s.state.size("stock") == 86


def test_a_short_last_row_has_vacancies_only_where_it_was_dealt() -> None:
    s = at({cell(1, c): "9C" for c in range(1, 11)}, rows=1, stock="4S 5S 6S")
    s.play(DEAL_ROW)
    assert [s.state.top(p).label for p in GRID.row(2)[:3]] == ["4♠", "5♠", "6♠"]
    assert s.state.counters["row_length"] == 3
    assert GAME.vacancies(s.state) == []
    assert s.legal_moves()[-1] != DEAL_ROW  # the pack is out: nothing to deal
    assert s.check(DEAL_ROW) == "The pack is used up"


def test_the_book_nothing_goes_back_to_the_pack_or_talon() -> None:
    s = at({cell(1, 1): "5S", "waste": "7D"}, rows=1, stock="6C")
    assert s.check(move(cell(1, 1), "waste")) == "Only cards turned from the pack go to the talon"
    assert s.check(move(cell(1, 1), "stock")) == "Cards cannot be put back on the pack"
    assert s.check(move("a1", cell(2, 1))) == "Cards on a foundation stay there"


def test_lost_and_not_lost() -> None:
    # The pack is out, the grace taken, nothing fits: lost.
    s = at({cell(1, 1): "5S", cell(2, 1): "9D"}, rows=2, graces=0)
    assert s.game.is_lost(s.state)
    # The same with the grace still to take: not lost (it may free a card).
    s = at({cell(1, 1): "5S", cell(2, 1): "9D"}, rows=2, graces=1)
    assert not s.game.is_lost(s.state)
    # A card that fits, though only through a talon card into a vacancy: not lost.
    s = at({cell(1, 1): "5S", "waste": "2H 9D"}, rows=1, length=2, graces=0)
    assert not s.game.is_lost(s.state)
    # Cards left in the pack: not lost.
    s = at({cell(1, 1): "5S"}, rows=1, stock="9D", graces=1)
    assert not s.game.is_lost(s.state)


def test_won_through_the_api() -> None:
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate("HSDC"):
        piles[ACE_PILES[i]] = " ".join(f"{r}{suit}" for r in ranks[:-1])
        piles[KING_PILES[i]] = " ".join(f"{r}{suit}.1" for r in reversed(ranks))
    tableau = {"r1c1": "KH", "r2c1": "KS", "r3c1": "KD", "waste": "KC"}
    s = Session.from_position("the_labyrinth", {**piles, **tableau}, counters={"rows_dealt": 3, "row_length": 10})
    assert s.check(move("r2c1", "a2")) == "This card is covered above and below in its column"
    for src, dst in [("waste", "a4"), ("r1c1", "a1"), ("r2c1", "a2"), ("r3c1", "a3")]:
        assert not s.is_won()
        s.play(move(src, dst))
    assert s.is_won()


def test_option_foundations_as_they_come() -> None:
    s = Session.new("the_labyrinth", 5, {AS_THEY_COME: True})
    assert all(s.state.is_empty(p) for p in ACE_PILES + KING_PILES)
    assert s.state.size("stock") == 94  # all 104 cards are dealt
    assert_same_cards(s.game, s.state)
    hand = at({cell(1, 1): "AS", cell(1, 2): "AS/1", cell(1, 3): "5D"}, rows=1)
    for pile in ACE_PILES + KING_PILES:
        hand.state.piles[pile] = []
    hand.state.counters[AS_THEY_COME] = 1
    assert hand.check(move(cell(1, 3), "a1")) == "A foundation here starts with an ace"
    hand.play(move(cell(1, 1), "a1"))
    assert hand.check(move(cell(1, 2), "a2")) == "The spades already have their ace foundation"
    assert hand.state.piles["a1"] == cards("AS")
    assert hand.check(move(cell(1, 2), "a1")) == "This foundation needs the 2 next"


def test_eleven_rows_at_most() -> None:
    s = Session.new("the_labyrinth", 9, {AS_THEY_COME: True})
    while DEAL_ROW in s.legal_moves():
        s.play(DEAL_ROW)
    assert s.state.counters["rows_dealt"] == 11
    assert sum(s.state.size(p) for p in CELLS) == 104


def test_is_safe_only_with_one_home() -> None:
    s = at({cell(1, 1): "7H", cell(1, 2): "2S"}, rows=1)
    s.state.piles["a1"] = cards("AH 2H 3H 4H 5H 6H")
    s.state.piles["k1"] = cards("KH QH JH 10H 9H 8H")
    assert not GAME.is_safe(s.state, move(cell(1, 1), "a1"))  # either foundation takes it
    assert not GAME.is_safe(s.state, move(cell(1, 2), "a2"))  # the king pile will want the other 2♠
    s.state.piles["k2"] = cards("KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S/1")
    assert GAME.is_safe(s.state, move(cell(1, 2), "a2"))  # it has had it


def test_a_card_is_not_safe_where_it_may_take_the_place_its_twin_needs() -> None:
    """The 5♥ goes only to the ace pile (at 4♥; the king pile stands at
    9♥), but the king pile will want the other 5♥: if that one lay over
    the 8♥s the king pile needs, with this 5♥ home it could go nowhere."""
    s = at({cell(1, 1): "5H", cell(1, 2): "2S"}, rows=1)
    s.state.piles["a1"] = cards("AH 2H 3H 4H")
    s.state.piles["k1"] = cards("KH QH JH 10H 9H", pack=1)
    assert GAME.can_drop(s.state, cell(1, 1), 1, "a1") and not GAME.is_safe(s.state, move(cell(1, 1), "a1"))
    s.state.piles["k1"] = cards("KH QH JH 10H 9H 8H 7H 6H 5H", pack=1)
    assert GAME.is_safe(s.state, move(cell(1, 1), "a1"))


@pytest.mark.parametrize(
    ("deal", "seed", "options"),
    [(1, 1, None), (2, 5, None), (7, 3, {AS_THEY_COME: True}), (4, 6, {NO_TALON: True, AS_THEY_COME: True})],
)
def test_random_play(deal: int, seed: int, options: dict | None) -> None:
    check_random_play("the_labyrinth", deal, seed, steps=300, options=options)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4), (8, 1)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_labyrinth", deal, seed)


def test_save_round_trip_with_the_option() -> None:
    check_save_round_trip("the_labyrinth", 4, 9, options={AS_THEY_COME: True})


def test_with_the_option_an_ace_goes_up_by_auto_play_once_the_other_pile_has_had_its_twin() -> None:
    s = at({cell(1, 1): "AS", cell(1, 2): "9D"}, rows=1)
    for pile in ACE_PILES + KING_PILES:
        s.state.piles[pile] = []
    s.state.counters[AS_THEY_COME] = 1
    # The other A♠ will end the king pile of spades, not begun: as with any
    # card whose twin another pile still wants, the ace is left to the player.
    assert not GAME.is_safe(s.state, move(cell(1, 1), "a1"))
    s.state.piles["k2"] = cards("KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")
    assert not GAME.is_safe(s.state, move(cell(1, 1), "a1"))  # it could also end the king pile
    s.state.piles["k2"].append(Card(Suit.SPADES, 1, 1))
    assert GAME.is_safe(s.state, move(cell(1, 1), "a1"))  # the king pile has had its ace


def every_drag(state: core.State) -> list[Move]:
    """The legal drags as the rules' generic search finds them, asking
    can_drop about every pile (the Labyrinth names only the few places its
    cards may go, see TheLabyrinth.drop_targets)."""
    found = []
    for src in state.piles:
        for count in GAME.lift_counts(state, src):
            if GAME.can_lift(state, src, count):
                found += [Move("move", src, dst, count) for dst in state.piles if GAME.can_drop(state, src, count, dst)]
    return found


@pytest.mark.parametrize(
    ("deal", "seed", "options"), [(1, 1, None), (3, 2, {AS_THEY_COME: True}), (6, 4, {NO_TALON: True})]
)
def test_drop_targets_leave_the_legal_moves_and_the_lost_test_as_they_were(
    deal: int, seed: int, options: dict | None
) -> None:
    """The few places named for the drag search give the same drags, in the
    same order, as asking every pile, through a whole random game (pack out
    and grace taken included), and so the same lost answers."""
    s = Session.new("the_labyrinth", deal, options)
    generic = AskingEveryPile()
    rng = random.Random(seed)
    while (moves := s.legal_moves()) and not s.is_won():
        assert [m for m in moves if m.kind == "move"] == every_drag(s.state)
        assert s.is_lost() == generic.is_lost(s.state.copy())
        s.play(rng.choice(moves))
    assert not s.state.piles["stock"]  # the game went past the pack's end
    assert s.state.counters["graces_left"] == 0 or s.is_won()


class AskingEveryPile(TheLabyrinth):
    """The Labyrinth with the rules' generic drag search (its answers are
    remembered apart, under their own id)."""

    id = "the_labyrinth_asking_every_pile"
    drop_targets = Game.drop_targets


def test_the_pinned_lost_answers_once_the_pack_is_out() -> None:
    """The end-of-game check's answers on positions where the pack is out
    (where it used to cost the most): covered cards and the grace."""
    covered = {cell(r, 3): c for r, c in enumerate(["5S", "9D", "2H", "8C"], start=1)}
    assert not at(covered, rows=4, graces=1).is_lost()  # the grace may take the 2♥ from the middle
    assert at(covered, rows=4, graces=0).is_lost()
    assert not at({**covered, cell(5, 3): "2S"}, rows=5, graces=0).is_lost()  # the lowest card fits
    assert not at({**covered, cell(1, 3): "QH"}, rows=4, graces=0).is_lost()  # the top card fits on K♥


def test_the_cells_found_free_at_once_are_those_free_in_their_column() -> None:
    """open_cells (each column's highest and lowest card, worked out once a
    position) agrees with the grid's own test cell by cell, holes and all;
    a covered cell names no card to lift until the grace may be taken."""
    from cadogan.core.blocks import CellGrid
    from cadogan.core.games.the_labyrinth import open_cells

    grid = CellGrid(rows=11, columns=10)
    rng = random.Random(7)
    for _ in range(60):
        state = GAME.empty_state(1, graces_left=1)
        deck = GAME.deck()
        rng.shuffle(deck)
        for cell in CELLS:
            state.piles[cell] = [deck.pop()] if rng.random() < 0.6 else []
        state.piles["stock"] = deck[:1]
        free = open_cells(state)
        for cell in CELLS:
            if state.piles[cell]:
                assert (cell in free) == grid.open_in_column(state, cell), cell
                assert (GAME.lift_counts(state, cell) == (1,)) == (cell in free)
