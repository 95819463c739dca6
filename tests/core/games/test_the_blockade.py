"""The Blockade: rules card checks, the book's rules, deal, play, saves, option."""

from __future__ import annotations

import random

import attrs
import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session, State
from cadogan.core.blocks import face_number, in_order, next_places, one_above, tangled
from cadogan.core.games import the_blockade as blockade
from cadogan.core.games.the_blockade import (
    AT_ONCE,
    CELLS,
    COLUMN_CELLS,
    DEAL_ROW,
    FOUNDATIONS,
    GRID,
    REFILL,
    UP_FROM_ACE,
    TheBlockade,
    cell,
    row_of,
)
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    position,
    walked_positions,
)

GAME = core.get_game("the_blockade")
NEXT_ROW = Move(DEAL_ROW, "stock")
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def at(piles: dict[str, str], rows: int, stock: str = "", **counters: int) -> Session:
    """A hand-made position holding only the cards named; ``stock`` lists
    the pack's cards in the order they will be dealt."""
    dealt = " ".join(reversed(stock.split()))
    piles = {**piles, "stock": dealt} if stock else piles
    return Session(GAME, position(GAME, piles, down=dealt, rows_dealt=rows, **counters))


def full_row(row: int, text: str) -> dict[str, str]:
    return {cell(row, c): name for c, name in enumerate(text.split(), 1)}


ROW1 = full_row(1, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC")
ROW2 = full_row(2, "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD")


# -- the rules card's checks -------------------------------------------------------------


def test_opening_deal() -> None:
    state = GAME.deal(1)
    assert all(state.size(cell(1, c)) == 1 for c in range(1, 13))
    assert all(state.is_empty(p) for p in CELLS[12:])
    aces = sum(state.size(f) for f in FOUNDATIONS)
    assert state.size("stock") == 104 - 12 - aces
    assert state.counters == {"rows_dealt": 1}
    assert Session.new("the_blockade", 1).state.counters == {"rows_dealt": 1, AT_ONCE: 0}
    assert set(state.piles["stock"]) == state.face_down
    assert_same_cards(GAME, state)


def test_check_1_aces_go_up_as_a_row_is_dealt_other_cards_wait() -> None:
    s = at({**ROW1, "f1": "AH 2H 3H 4H"}, rows=1, stock="5H 6S AD 7S 8S 9S 10S JS QS KS 2S 3S 4S 5S")
    s.play(NEXT_ROW)
    row2 = [s.state.top(cell(2, c)).label for c in range(1, 13)]
    assert row2 == ["5♥", "6♠", "7♠", "8♠", "9♠", "10♠", "J♠", "Q♠", "K♠", "2♠", "3♠", "4♠"]
    assert s.state.piles["f2"] == cards("AD")  # played as it appeared; the 7♠ took its place
    assert s.state.top("f1").label == "4♥"  # the 5♥ waited for the row to be complete
    assert s.check(move("r2c1", "f1")) is None  # and may go up now
    assert s.state.piles["stock"] == cards("5S")


def test_check_2_a_row_1_card_is_blocked_by_the_card_below() -> None:
    s = at({**ROW1, **ROW2, "f1": "AC"}, rows=2)
    assert s.check(move("r1c1", "f1")) == "The card below blocks this one"
    assert not any(m.src.startswith("r1") for m in s.legal_moves())


def test_check_3_marriage_down_in_suit_between_free_cards() -> None:
    s = at({"r1c1": "6C", "r1c2": "7C", "r1c3": "8D"}, rows=1)
    assert s.check(move("r1c2", "r1c1")) == "Only the 5 of clubs can go on the 6♣"
    assert s.check(move("r1c3", "r1c2")) == "Marriages must follow suit"
    s.play(move("r1c1", "r1c2"))
    assert s.state.piles["r1c2"] == cards("7C 6C")  # squarely over it, in the same cell
    assert s.check(move("r1c2", "r1c3", 2)) == "Only the uppermost card can be moved"
    assert list(GAME.lift_counts(s.state, "r1c2")) == [1]


def test_check_4_a_card_released_may_be_played_or_married_before_refilling() -> None:
    piles = {**ROW1, **ROW2, "f1": "AD 2D 3D 4D", "f2": "AC 2C 3C 4C"}
    del piles["r2c5"]  # so the 6♣ above it is free
    s = at(piles, rows=2, stock="9H 9S")
    assert s.check(move("r1c4", "f2")) == "The card below blocks this one"
    s.play(move("r2c4", "f1"))  # the 5♦, row 2 of column 4
    assert s.state.is_empty("r2c4") and s.state.size("stock") == 2
    assert s.check(move("r1c4", "f2")) is None  # the 5♣ above it
    assert s.check(move("r1c4", "r1c5")) is None
    s.play(move("r1c4", "r1c5"))
    assert s.state.piles["r1c5"] == cards("6C 5C")


def test_check_5_vacancies_are_refilled_higher_rows_first() -> None:
    piles = {**ROW1, **ROW2}
    for vacant in ("r1c4", "r2c4", "r2c1"):
        del piles[vacant]
    s = at(piles, rows=2, stock="JH QH KH")
    assert GAME.vacancies(s.state) == ["r1c4", "r2c1", "r2c4"]
    s.play(Move(REFILL))
    assert s.state.piles["r1c4"] == cards("JH")
    assert s.state.piles["r2c1"] == cards("QH")
    assert s.state.piles["r2c4"] == cards("KH")
    assert not s.state.face_down


def test_an_ace_refilled_into_a_vacancy_goes_up_at_once() -> None:
    # Refilling row 1 before row 2 would otherwise bury the ace at once.
    piles = {**ROW1, **ROW2}
    del piles["r1c4"], piles["r2c4"]
    s = at(piles, rows=2, stock="AH 9H 10H JH")
    s.play(Move(REFILL))
    assert s.state.piles["f1"] == cards("AH")
    assert s.state.piles["r1c4"] == cards("9H") and s.state.piles["r2c4"] == cards("10H")
    assert s.state.piles["stock"] == cards("JH")


def test_check_6_the_next_row_refills_first_in_one_undoable_action() -> None:
    piles = {**ROW1, **ROW2}
    del piles["r2c3"], piles["r1c7"]
    stock = "JH QH 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
    s = at(piles, rows=2, stock=stock)
    before = s.state.copy()
    assert GAME.describe(s.state, NEXT_ROW) == "Refill, then deal row 3"
    s.play(NEXT_ROW)
    assert s.state.piles["r1c7"] == cards("JH") and s.state.piles["r2c3"] == cards("QH")
    assert [s.state.top(cell(3, c)).label for c in (1, 12)] == ["2♠", "K♠"]
    assert s.state.counters["rows_dealt"] == 3
    s.undo()
    assert s.state == before


def test_check_7_with_the_pack_empty_vacancies_stay_and_release_the_card_above() -> None:
    s = at({**ROW1, **ROW2, "f1": "AD 2D"}, rows=2)
    s.play(move("r2c2", "f1"))
    assert s.check(Move(REFILL)) == "The pack is used up; vacancies stay empty"
    assert s.check(NEXT_ROW) == "The pack is used up; vacancies stay empty"
    assert s.check(Move(DEAL, "stock")) == "The pack is used up; vacancies stay empty"
    assert GAME.actions(s.state) == []
    assert GAME.can_lift(s.state, "r1c2", 1)  # 3♣ above the vacancy


# -- other rules -------------------------------------------------------------------------------


def test_a_card_with_any_card_lower_in_its_column_is_blocked() -> None:
    # "All cards are available that have no others below them": a vacancy
    # just below does not free a card while a lower row still holds one.
    s = at({"r1c1": "7C", "r3c1": "2H", "r1c2": "6C", "f1": "AC 2C 3C 4C 5C 6C"}, rows=3)
    assert s.check(move("r1c1", "f1")) == "The card below blocks this one"
    assert s.check(move("r1c2", "r1c1")) == "The 7♣ is blocked by the card below it"
    assert GAME.can_lift(s.state, "r3c1", 1) and GAME.can_lift(s.state, "r1c2", 1)


def test_a_marriage_needs_a_free_partner_and_no_vacancy_is_a_target() -> None:
    s = at({"r1c1": "7C", "r2c1": "2H", "r1c2": "6C", "r2c3": "9S"}, rows=2)
    assert s.check(move("r1c2", "r1c1")) == "The 7♣ is blocked by the card below it"
    assert s.check(move("r2c3", "r2c2")) == "A vacancy is filled only from the pack"
    assert s.check(move("r2c3", "stock")) == "Cards cannot be put there"
    with_pack = at({"r1c1": "6C"}, rows=1, stock="7C")
    assert with_pack.check(move("r1c1", "stock")) == "Cards cannot be put there"


def test_two_foundations_per_suit() -> None:
    s = at({"f1": "AH", "f2": "AH/1 2H/1", "r1c1": "2H", "r1c2": "3H"}, rows=1)
    assert s.check(move("r1c1", "f1")) is None
    assert s.check(move("r1c2", "f2")) is None
    assert s.check(move("r1c2", "f1")) == "This foundation needs the 2 next"
    assert s.check(move("f2", "r1c2")) == "Cards on a foundation stay there"


def test_refill_is_offered_only_with_vacancies_and_a_pack() -> None:
    s = at(ROW1, rows=1, stock="2H")
    assert GAME.actions(s.state) == [NEXT_ROW]
    assert s.check(Move(REFILL)) == "There are no vacancies to refill"
    assert GAME.describe(s.state, NEXT_ROW) == "Deal row 2"
    s2 = at({**ROW1, "f1": "AC"}, rows=1, stock="2H")
    s2.play(move("r1c1", "f1"))
    assert GAME.actions(s2.state) == [NEXT_ROW, Move(REFILL)]
    assert GAME.counters_shown(s2.state) == {"rows_dealt": 1, "vacancies": 1}
    assert s2.check(move("stock", "r1c1")) == "Click the pack to deal the next row"


def test_option_refill_at_once() -> None:
    piles = {**ROW1, **ROW2, "f1": "AD 2D"}
    s = at(piles, rows=2, stock="JH QH", **{AT_ONCE: 1})
    s.play(move("r2c2", "f1"))
    assert s.state.piles["r2c2"] == cards("JH")  # refilled straight away
    assert s.check(move("r1c2", "f1")) == "The card below blocks this one"
    assert GAME.actions(s.state) == [NEXT_ROW]
    plain = at(piles, rows=2, stock="JH QH")
    plain.play(move("r2c2", "f1"))
    assert plain.state.is_empty("r2c2")


def test_recorded_deal_1() -> None:
    state = GAME.deal(1)
    assert [state.top(cell(1, c)).label for c in (1, 2, 8, 12)] == ["4♥", "10♣", "Q♦", "5♠"]


def test_deals_differ_and_are_reproducible() -> None:
    assert GAME.deal(5) == GAME.deal(5)
    assert GAME.deal(5) != GAME.deal(6)


def test_the_whole_pack_can_be_dealt_within_nine_rows() -> None:
    s = Session.new("the_blockade", 3)
    while GAME.actions(s.state):
        s.play(NEXT_ROW)
    assert s.state.counters["rows_dealt"] <= 9
    assert s.state.is_empty("stock")
    assert_same_cards(GAME, s.state)


# -- advice and the end ----------------------------------------------------------------------


def test_is_safe_once_both_lower_cards_are_home() -> None:
    s = at({"f1": "AH 2H", "f2": "AH/1", "r1c1": "3H", "r1c2": "2H/1"}, rows=1)
    assert GAME.is_safe(s.state, move("r1c2", "f2"))
    assert not GAME.is_safe(s.state, move("r1c1", "f1"))  # the other 2♥ could still marry onto it
    s.play(move("r1c2", "f2"))
    assert GAME.is_safe(s.state, move("r1c1", "f1"))


def test_lost_when_the_pack_is_out_and_nothing_moves() -> None:
    s = at({"r1c1": "7C", "r2c1": "5C", "r1c2": "9H", "f1": "AC"}, rows=2)
    assert s.legal_moves() == []
    assert s.is_lost()
    assert not at({"r1c2": "7C", "r2c1": "6C", "f1": "AC"}, rows=2).is_lost()
    assert not at({"r1c1": "7C", "r2c1": "5C"}, rows=2, stock="2D").is_lost()


def test_won_through_the_api() -> None:
    piles = {f: " ".join(f"{r}{suit}.{pack}" for r in RANKS) for f, (suit, pack) in zip(
        FOUNDATIONS, [(s, p) for s in "CDHS" for p in (0, 1)], strict=True)}  # fmt: skip
    piles["f1"] = piles["f1"].removesuffix(" QC.0 KC.0")
    piles["f8"] = piles["f8"].removesuffix(" KS.1")
    s = Session.from_position(
        "the_blockade", {**piles, "r1c1": "KC", "r2c1": "QC", "stock": "KS.1"}, face_down="KS.1",
        counters={"rows_dealt": 2},
    )  # fmt: skip
    assert not s.is_won() and not s.is_lost()
    s.autoplay("safe")
    assert s.state.is_empty("r1c1")
    assert GAME.describe(s.state, NEXT_ROW) == "Refill, then deal row 3"
    s.play(NEXT_ROW)  # the last card fills the highest vacancy; no card is left for row 3
    assert s.state.piles["r1c1"] == cards("KS/1") and s.state.counters["rows_dealt"] == 2
    s.play(move("r1c1", "f8"))
    assert s.is_won() and not s.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (77, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_blockade", deal, seed, steps=300)


def test_random_play_with_the_option() -> None:
    check_random_play("the_blockade", 5, 2, steps=200, options={AT_ONCE: True})


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_and_load_round_trip(seed: int) -> None:
    check_save_round_trip("the_blockade", 9, seed)


def test_game_class_and_titles() -> None:
    assert isinstance(GAME, TheBlockade)
    assert list(GAME.pile_roles()) == [*CELLS, *FOUNDATIONS, "stock"]
    assert len(CELLS) == 108
    assert GAME.pile_title("r3c11") == "row 3, column 11"
    s = at({"r1c1": "6C", "r1c2": "7C"}, rows=1)
    assert GAME.describe(s.state, move("r1c1", "r1c2")) == "6♣ to row 1, column 2"
    assert GAME.describe(s.state, Move(REFILL)) == "Refill"
    assert GAME.counter_ranges() == {"rows_dealt": (0, 9), AT_ONCE: (0, 1)}


# -- the solver's tables: the same moves as the rules card's -----------------------------


def walked(deals: range, steps: int) -> list[State]:
    """Every position of a random walk through each deal (vacancies left
    and refilled, rows dealt, the pack run out), not keyed: every answer is
    worked out afresh."""
    found = []
    for deal in deals:
        rng = random.Random(deal)

        def mostly_drags(moves: list[Move], rng: random.Random = rng) -> Move:
            drags = [m for m in moves if m.kind == "move"]  # (mostly drags: the rows last)
            return rng.choice(drags if drags and rng.random() < 0.85 else moves)

        found += walked_positions(Session.new("the_blockade", deal), rng, steps, mostly_drags)
    return found


POSITIONS = walked(range(1, 5), 60)


def drags_as_the_rules_card_says(state: State) -> set[tuple[str, str]]:
    """A free card (a cell's top card with every lower cell of its column
    empty: GRID.is_free) goes to a foundation taking it, or onto another
    free card one rank above it in its suit."""
    free = [p for p in CELLS if state.piles[p] and GRID.is_free(state, p)]
    found = set()
    for src in free:
        card = state.top(src)
        found |= {(src, f) for f in FOUNDATIONS if UP_FROM_ACE.accepts(state.piles[f], card)}
        found |= {(src, p) for p in free if (state.top(p).suit, state.top(p).rank) == (card.suit, card.rank + 1)}
    return found


def above_a_vacancy(state: State) -> bool:
    """Is some card free above an empty cell of the rows dealt?"""
    dealt = state.counters["rows_dealt"]
    return any(
        state.piles[p] and GRID.is_free(state, p) and row_of(p) < dealt and not state.piles[GRID.below(p)[0]]
        for p in CELLS
    )


def test_the_positions_walked_free_cards_above_vacancies() -> None:
    assert len(POSITIONS) >= 150
    assert sum(map(above_a_vacancy, POSITIONS)) >= 20
    assert sum(not s.piles["stock"] for s in POSITIONS) >= 10
    # No card lies below the rows dealt (the tables of the rows dealt rely on it).
    assert all(not s.piles[p] for s in POSITIONS for p in CELLS if row_of(p) > s.counters["rows_dealt"])


def test_the_drags_are_the_rules_card_s() -> None:
    for state in POSITIONS:
        assert {(m.src, m.dst) for m in GAME.drags(state)} == drags_as_the_rules_card_says(state)
        assert set(GAME.free_cells(state)) == {p for p in CELLS if state.piles[p] and GRID.is_free(state, p)}
        assert GAME.vacancies(state) == [
            p for p in CELLS if row_of(p) <= state.counters["rows_dealt"] and not state.piles[p]
        ]


def test_the_dead_end_reads_the_whole_columns() -> None:
    # The columns read down to the rows dealt only give the same answers as whole columns.
    def whole(state: State) -> bool:
        piles = state.piles
        stacks = [[c for p in column for c in piles[p]] for column in COLUMN_CELLS]
        home = in_order(next_places((piles[f] for f in FOUNDATIONS), 2), tuple(range(1, 14)))
        return tangled(stacks, piles["stock"], face_number, home, one_above)

    answers = [GAME.solver_dead_end(state) for state in POSITIONS]
    assert answers == [whole(state) for state in POSITIONS]
    assert True in answers and False in answers


CARELESS = {
    "every card free": ("GRID", attrs.evolve(blockade.GRID, rows=1)),
    "the last row dealt forgotten": (
        "DEALT_COLUMNS",
        tuple(tuple(column[: max(dealt - 1, 0)] for column in COLUMN_CELLS) for dealt in range(10)),
    ),
}


@pytest.mark.parametrize("name", CARELESS)
def test_a_careless_table_is_caught(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(blockade, *CARELESS[name])
    assert any(
        {(m.src, m.dst) for m in GAME.drags(state)} != drags_as_the_rules_card_says(state) for state in POSITIONS
    )
