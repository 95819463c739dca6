"""The Fourteenth: the rules card's checks, pairs of one line adding to
fourteen, refilling in reading order, the exchange of two swaps, the end."""

from __future__ import annotations

import itertools
import statistics
import time
from collections import Counter

from cadogan import core
from cadogan.core import GROUP, SWAP, Move, Session, group, swap
from cadogan.core.games.the_fourteenth import CELLS, EXCHANGE, FIRST_SWAP, ONE_EXCHANGE, SINGLE_SWAP
from tests.core.helpers import cards, check_random_play, check_save_round_trip, play_hints_to_the_end

GAME = core.get_game("the_fourteenth")
# The plate's deal, rows from the top, (3,2) read as K♣; two packs, so the
# second copy of a card is written /1.
PLATE = """10H 5C 2D JS 4C
           5H 8D 3H 6S 5D
           6H KC AH 2H 3S
           AS 2C 5S 3H/1 6D
           3D 5S/1 5H/1 2S 4H"""


def table(grid: dict[str, str], pack: str = "", options: dict | None = None, **counters: int) -> Session:
    """Cells as given; the pack deals the cards of ``pack`` first; every
    other card is in the discard."""
    placed = Counter(cards(" ".join([pack, *grid.values()])))
    others = sorted((Counter(GAME.deck()) - placed).elements(), key=GAME.deck().index)
    setup = {**{cell: cards(text) for cell, text in grid.items()}, "stock": list(reversed(cards(pack)))}
    setup["discard"] = others
    return Session.from_position(GAME.id, setup, face_down=cards(pack), counters=counters, options=options)


def square(text: str, pack: str = "", options: dict | None = None, **counters: int) -> Session:
    """Cells in reading order ("." for an empty place)."""
    grid = {cell: word for cell, word in zip(CELLS, text.split(), strict=True) if word != "."}
    return table(grid, pack, options, **counters)


# A square without a fourteen: only 2s and 3s, a 9 in the corner.
BLOCKED = """2C 2D 2H 2S 3C
             3D 3H 3S 2C/1 2D/1
             2H/1 2S/1 3C/1 3D/1 3H/1
             3S/1 4C 4D 4H 4S
             6C 6D 6H 6S 9C"""


def test_check_1_twenty_five_in_a_square_and_seventy_nine_in_the_pack():
    s = Session.new("the_fourteenth", 1)
    assert all(s.state.size(c) == 1 for c in CELLS)
    assert s.state.size("stock") == 79 and set(s.state.piles["stock"]) <= s.state.face_down


def test_check_2_a_pair_must_share_a_row_or_a_column():
    s = table({"r1c1": "10H", "r1c5": "4C", "r2c2": "4D"})
    assert s.check(group(("r1c1", "r1c5"), "discard")) is None
    assert s.check(group(("r1c1", "r2c2"), "discard")) == "The two cards must lie in one row or one column"


def test_check_3_values_must_add_up_to_fourteen():
    s = table({"r1c1": "QD", "r3c1": "2S", "r1c2": "KH", "r2c2": "2H", "r1c3": "JC", "r5c3": "3D"})
    assert s.check(group(("r1c1", "r3c1"), "discard")) is None
    assert s.check(group(("r1c2", "r2c2"), "discard")) == "K♥ and 2♥ make 15, not 14"
    assert s.check(group(("r1c3", "r5c3"), "discard")) is None


def test_check_4_the_two_copies_of_a_seven_pair():
    s = table({"r2c1": "7H", "r2c4": "7H/1"})
    assert s.legal_moves() == [group(("r2c1", "r2c4"), "discard")]


def test_check_5_the_places_are_refilled_in_reading_order():
    s = square("10H" + BLOCKED[2:].replace("3C\n", "4C/1\n", 1), pack="9S 8S 7S")
    assert s.legal_moves() == [group(("r1c1", "r1c5"), "discard")]
    s.play(group(("r1c5", "r1c1"), "discard"))
    assert s.state.piles["r1c1"] == cards("9S") and s.state.piles["r1c5"] == cards("8S")
    assert not (set(cards("9S 8S")) & s.state.face_down) and s.state.piles["stock"] == cards("7S")


def test_check_6_no_exchange_while_a_fourteen_can_be_made():
    s = table({"r1c1": "10H", "r1c5": "4C", "r2c2": "5D", "r3c3": "5S"})
    assert s.check(swap("r2c2", "r3c3")) == "A fourteen can still be made: the exchange is only for when none can"


def test_check_7_the_exchange_of_two_swaps_when_blocked_then_lost_if_nothing_pairs():
    s = square(BLOCKED)
    assert not any(m.kind == GROUP for m in s.legal_moves())
    assert s.check(swap("r1c1", "r3c4")) is None
    s.play(swap("r1c1", "r3c4"))
    assert s.state.counters[EXCHANGE] == 1
    assert s.check(group(("r1c1", "r1c2"), "discard")) == "Finish the exchange first: swap two other cards"
    assert s.check(swap("r1c1", "r5c5")) == "The exchange moves four different cards: swap two others"
    assert s.check(swap("r2c2", "r5c5")) is None
    s.play(swap("r2c2", "r5c5"))  # the 9 to (2,2): no 5 in its row or column
    assert s.state.counters[EXCHANGE] == 2
    assert s.check(swap("r1c2", "r1c3")) == "The exchange has been made: another is allowed only after a pair"
    assert s.legal_moves() == [] and s.is_lost()
    s.undo()
    assert s.is_lost()  # half-way: no second swap can help, as no two cards make fourteen


def test_the_exchange_names_the_swaps_that_make_a_fourteen():
    s = square(BLOCKED.replace("6C", "5C"))  # a 5 at (5,1) for the 9 at (5,5)... already in one row
    assert any(m.kind == GROUP for m in s.legal_moves())
    s = square(BLOCKED.replace("3C/1", "5C"))  # a 5 at (3,3), the 9 at (5,5)
    swaps = s.legal_moves()
    assert swaps and all(m.kind == SWAP for m in swaps)
    for m in swaps:  # each lines up the 5 and the 9
        s.play(m)
        assert s.state.counters[EXCHANGE] == 1
        second = s.legal_moves()
        assert second and all(m2.kind == SWAP for m2 in second)
        s.play(second[0])
        assert any(m2.kind == GROUP for m2 in s.legal_moves())
        s.undo()
        s.undo()
    # Any other swap is still allowed, though not named.
    assert swap("r1c1", "r1c2") not in swaps and s.check(swap("r1c1", "r1c2")) is None
    assert not s.is_lost()


def test_no_exchange_helps_when_no_two_cards_make_fourteen():
    s = square(BLOCKED)
    assert s.legal_moves() == [] and s.is_lost()


def test_check_8_a_pair_across_an_empty_place_when_the_pack_is_out():
    s = square(". . . . . . . . . . 6C . . . 8D . . . . . . . . . .")
    assert s.legal_moves() == [group(("r3c1", "r3c5"), "discard")]


def test_check_9_the_plates_deal_has_exactly_four_fourteens():
    s = square(PLATE)
    pairs = {frozenset(s.state.top(p).label for p in m.sources) for m in s.legal_moves()}
    assert pairs == {
        frozenset({"10♥", "4♣"}), frozenset({"8♦", "6♠"}), frozenset({"J♠", "3♥"}), frozenset({"K♣", "A♥"})
    }  # fmt: skip


def test_another_exchange_only_after_a_pair():
    s = square(BLOCKED.replace("3C/1", "5C"), pack="7C 7D")
    s.play(s.legal_moves()[0])
    s.play(s.legal_moves()[0])
    pair = next(m for m in s.legal_moves() if m.kind == GROUP)
    s.play(pair)
    assert s.state.counters[EXCHANGE] == 0


def test_options_one_exchange_a_game_and_a_single_swap():
    once = square(BLOCKED.replace("3C/1", "5C"), options={ONE_EXCHANGE: True, SINGLE_SWAP: True})
    first = once.legal_moves()[0]
    once.play(first)
    assert once.state.counters[EXCHANGE] == 2  # a single swap is the whole exchange
    once.play(next(m for m in once.legal_moves() if m.kind == GROUP))
    assert once.state.counters[EXCHANGE] == 2
    assert not once.legal_moves() or all(m.kind == GROUP for m in once.legal_moves())


def test_a_position_with_an_exchange_half_made():
    s = square(BLOCKED, **{EXCHANGE: 1, FIRST_SWAP: 25 * 0 + 13})
    assert s.check(swap("r1c1", "r2c2")) == "The exchange moves four different cards: swap two others"
    assert s.check(swap("r1c2", "r2c2")) is None


def test_refusals():
    s = table({"r1c1": "10H", "r1c5": "4C"})
    assert s.check(Move("move", "r1c1", "r1c5")) == "Drop the card on another in its row or column to pair them"
    assert s.check(group(("r1c1", "stock"), "discard")) == "There are not so many cards there"
    assert s.check(group(("r1c1", "r1c5"), "r2c2")) == "A pair goes to the discard together"


def test_the_pack_in_hand_keeps_its_order_in_a_position():
    s = table({"r1c1": "10H", "r1c5": "4C"}, pack="9S 8S 7S")
    assert [c.label for c in reversed(s.state.piles["stock"])] == ["9♠", "8♠", "7♠"]


def test_a_won_game_by_following_the_hints():
    s = Session.new("the_fourteenth", 2)  # (pairs scored alike are told apart by their cards)
    play_hints_to_the_end(s, 120)
    assert s.is_won() and not s.is_lost()


def test_a_won_game_from_a_position():
    s = table({"r1c1": "10H", "r1c2": "4C"}, pack="9S 5S")
    s.play(group(("r1c1", "r1c2"), "discard"))
    assert not s.is_won() and s.state.piles["r1c2"] == cards("5S")
    s.play(group(("r1c1", "r1c2"), "discard"))
    assert s.is_won() and not s.is_lost()


def test_random_play_and_exact_undo():
    for deal, seed in ((1, 1), (2, 5)):
        check_random_play("the_fourteenth", deal, seed)
    check_random_play("the_fourteenth", 3, 2, options={SINGLE_SWAP: True})


def test_save_round_trip():
    check_save_round_trip("the_fourteenth", 1, seed=11, max_moves=80)
    check_save_round_trip("the_fourteenth", 2, seed=13, max_moves=80, options={ONE_EXCHANGE: True})


def test_the_exchange_is_judged_quickly():
    s = square(BLOCKED.replace("3C/1", "5C"))
    times = []
    for _ in range(20):
        core.rules.forget_positions()
        start = time.perf_counter()
        s.legal_moves(), s.is_lost(), s.hint()
        times.append(time.perf_counter() - start)
    assert statistics.median(times) < 0.05


def test_every_swap_is_checked_even_when_not_named():
    s = square(BLOCKED.replace("3C/1", "5C"))
    for a, b in itertools.islice(itertools.combinations(CELLS, 2), 40):
        assert s.check(swap(a, b)) is None
