"""The Shah: the rules card's checks, the deal of the circles, refills, grace."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, FOUNDATION, MOVE, OUT, STOCK, TABLEAU, WASTE, Move, Session
from cadogan.core.cards import KING, Card, rank_code
from cadogan.core.games.the_shah import FILL_ORDER, TheShah
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position, random_walk

GAME = core.get_game("the_shah")
TURN = Move(DEAL, "stock", "waste")
DEAL_CIRCLE = Move("deal_circle", "stock")
ACES = {"f1": "AD", "f2": "AH", "f3": "AC", "f4": "AS", "f5": "AD/1", "f6": "AH/1", "f7": "AC/1", "f8": "AS/1"}
KINGS = {"shah": "KC", "kings": "KD KH KS KC/1 KD/1 KH/1 KS/1"}
PLACES = [f"r{ray}_{circle}" for ray in range(1, 9) for circle in (1, 2, 3)]


def text(card: Card) -> str:
    return f"{rank_code(card.rank)}{card.suit.value}/{card.pack}"


def run(suit: str, upto: int, pack: int = 0) -> str:
    """``run("D", 4)`` -> "AD 2D 3D 4D" (a foundation built up to ``upto``)."""
    return " ".join(f"{rank_code(rank)}{suit}/{pack}" for rank in range(1, upto + 1))


def shah(piles: dict[str, str], *, full: bool = False, empty: tuple[str, ...] = (), down: str = "", **counters: int):
    """A position after the deal: kings out, aces on the foundations, ``piles``
    as given; with ``full``, every other ray place holds a filler card (nines,
    tens, knaves and queens not named elsewhere), except the places in ``empty``."""
    piles = {**KINGS, **ACES, **piles}
    if full:
        used = set(cards(" ".join(piles.values())))
        pool = [c for c in GAME.deck() if c.rank in (9, 10, 11, 12) and c not in used]
        for place in PLACES:
            if place not in piles and place not in empty:
                piles[place] = text(pool.pop(0))
    counters.setdefault("circles_dealt", 3)
    return position(GAME, piles, down=down, **counters)


def complete() -> dict[str, str]:
    """Every foundation built up to its queen."""
    return {f"f{i}": run(suit, 12, (i - 1) // 4) for i, suit in enumerate("DHCS" * 2, 1)}


def legal(state, move: Move) -> bool:
    return bool(GAME.check(state, move))


def reason(state, move: Move) -> str:
    verdict = GAME.check(state, move)
    assert not verdict
    return verdict.reason


# -- the table and the deal ---------------------------------------------------


def test_pile_ids_in_order():
    roles = GAME.pile_roles()
    assert list(roles) == ["shah", *[f"f{i}" for i in range(1, 9)], *PLACES, "stock", "waste", "kings"]
    assert roles["shah"] == OUT and roles["kings"] == OUT
    assert roles["f1"] == FOUNDATION and roles["r8_3"] == TABLEAU
    assert roles["stock"] == STOCK and roles["waste"] == WASTE
    assert isinstance(GAME, TheShah)


def test_opening_deal_shows_the_first_circle():
    state = GAME.deal(1)
    assert state.counters == {"circles_dealt": 1}
    assert all(state.size(f"r{ray}_1") == 1 for ray in range(1, 9))
    assert all(state.is_empty(f"r{ray}_{c}") for ray in range(1, 9) for c in (2, 3))
    assert state.size("stock") == 104 - 16 - 8
    assert set(state.piles["stock"]) == state.face_down
    assert state.is_empty("waste")
    assert_same_cards(GAME, state)
    # Foundations in the plate's suits, clockwise from the top.
    assert [state.piles[f"f{i}"][0].label for i in range(1, 9)] == ["A♦", "A♥", "A♣", "A♠"] * 2
    assert GAME.actions(state) == [DEAL_CIRCLE]


def test_recorded_deal_1():
    state = GAME.deal(1)
    assert state.piles["shah"][0].code == "KC.1"
    assert [state.piles[f"r{ray}_1"][0].code for ray in (1, 2, 5, 8)] == ["8S.0", "9H.1", "QC.0", "2C.1"]
    assert state.top("stock").code == "10D.1"
    s = Session(GAME, state)
    s.play(DEAL_CIRCLE)
    s.play(DEAL_CIRCLE)
    assert state.top("r1_2").code == "10D.1"
    assert state.top("r8_3").code == "JC.1"
    assert state.top("stock").code == "4C.0"


def test_check_1_setup():
    s = Session.new("the_shah", 7)
    s.play(DEAL_CIRCLE)
    s.play(DEAL_CIRCLE)
    state = s.state
    assert len(state.piles["kings"]) == 7 and all(c.rank == KING for c in state.piles["kings"])
    assert len(state.piles["shah"]) == 1 and state.piles["shah"][0].rank == KING
    assert all([c.rank for c in state.piles[f"f{i}"]] == [1] for i in range(1, 9))
    rays = [c for place in PLACES for c in state.piles[place]]
    assert len(rays) == 24
    in_play = rays + state.piles["stock"] + state.piles["waste"]
    assert not [c for c in in_play if c.rank in (1, KING)]
    assert not any(c in state.face_down for c in rays)
    assert state.counters["circles_dealt"] == 3
    assert TURN in s.legal_moves()


def test_during_the_deal_only_the_last_circle_is_free_and_refilled_at_once():
    s = Session.new("the_shah", 1)
    state = s.state
    # 2♠ of the first circle goes up; the pack fills its place at once.
    nxt = state.top("stock")
    assert legal(state, Move(MOVE, "r6_1", "f4"))
    assert reason(state, TURN) == "Deal the next circle first"
    s.play(Move(MOVE, "r6_1", "f4"))
    assert state.piles["r6_1"] == [nxt] and state.is_up(nxt)
    assert state.size("stock") == 79
    s.play(DEAL_CIRCLE)
    assert state.counters["circles_dealt"] == 2
    # The first circle is now blocked.
    assert reason(state, Move(MOVE, "r8_1", "f3")) == "This card is blocked by the circle dealt over it"
    assert GAME.describe(state, DEAL_CIRCLE) == "Deal the third circle"
    s.play(DEAL_CIRCLE)
    assert reason(state, DEAL_CIRCLE) == "All three circles are dealt"
    s.undo()
    s.undo()
    s.undo()
    assert state == GAME.deal(1)


def test_no_marriage_while_the_circles_are_dealt():
    state = shah({"r1_1": "3S", "r2_1": "3H", "r1_2": "8S", "r2_2": "7S"}, circles_dealt=2)
    assert reason(state, Move(MOVE, "r2_2", "r1_2")) == "While the circles are dealt, cards only go to the foundations"


# -- the rules card's checks ----------------------------------------------------


def test_check_2_middle_card_is_blocked_by_the_outer_one():
    state = shah({"r3_2": "2H"}, full=True)
    assert reason(state, Move(MOVE, "r3_2", "f2")) == "Only the outermost card of a ray is free"
    assert reason(state, Move(MOVE, "r3_2", "f6")) == "Only the outermost card of a ray is free"
    assert not [m for m in GAME.legal_moves(state) if m.src == "r3_2"]


def test_check_3_marriage_descends_in_suit():
    state = shah({"r2_3": "7S", "r5_3": "8S"}, full=True)
    assert legal(state, Move(MOVE, "r2_3", "r5_3"))
    assert "can go on the 7♠" in reason(state, Move(MOVE, "r5_3", "r2_3"))
    s = Session(GAME, state)
    s.play(Move(MOVE, "r2_3", "r5_3"))
    assert [c.label for c in state.piles["r5_3"]] == ["8♠", "7♠"]
    assert state.is_empty("r2_3")


def test_check_4_released_middle_card_plays_but_does_not_marry():
    state = shah({"r3_2": "5D", "f1": run("D", 4), "r6_3": "6D"}, full=True, empty=("r3_3",))
    assert legal(state, Move(MOVE, "r3_2", "f1"))
    assert reason(state, Move(MOVE, "r3_2", "r6_3")) == "Inner and middle cards can only be played to a foundation"


def test_check_5_no_marriage_onto_a_released_middle_card():
    state = shah({"r4_2": "8C", "r7_3": "7C", "waste": "7C/1"}, full=True, empty=("r4_3",))
    assert reason(state, Move(MOVE, "r7_3", "r4_2")) == "Only cards of the outer circle take marriages"
    assert reason(state, Move(MOVE, "waste", "r4_2")) == "Only cards of the outer circle take marriages"
    assert not [m for m in GAME.legal_moves(state) if m.dst == "r4_2"]


def test_check_6_a_queen_completes_a_foundation():
    state = shah({"f3": run("C", 12), "waste": "10H", "r1_3": "2C/1"}, full=True)
    assert reason(state, Move(MOVE, "waste", "f3")) == "This foundation is complete"
    assert reason(state, Move(MOVE, "r1_3", "f3")) == "This foundation is complete"
    assert legal(state, Move(MOVE, "r1_3", "f7"))
    assert not [m for m in GAME.legal_moves(state) if m.dst == "f3"]


def test_check_7_card_just_turned_marries_onto_an_outer_card():
    state = shah({"r1_3": "10H", "stock": "5C 9H"}, full=True, down="5C 9H")
    s = Session(GAME, state)
    assert s.legal_moves()[-1] == TURN
    s.play(TURN)
    assert state.top("waste").label == "9♥" and state.is_up(state.top("waste"))
    assert legal(state, Move(MOVE, "waste", "r1_3"))
    s.play(Move(MOVE, "waste", "r1_3"))
    assert [c.label for c in state.piles["r1_3"]] == ["10♥", "9♥"]


def test_check_8_inner_vacancies_are_refilled_first():
    state = shah({"waste": "5C", "stock": "6C 7C"}, full=True, empty=("r1_3", "r6_1"), down="6C 7C")
    assert reason(state, Move(MOVE, "waste", "r1_3")) == "Fill the spaces in order: ray 6, inner place comes first"
    assert legal(state, Move(MOVE, "waste", "r6_1"))
    # No card may be turned while a place is empty; the pack fills instead.
    assert GAME.actions(state) == [Move(DEAL, "stock", "r6_1")]
    assert reason(state, TURN) == "Fill the empty places first: ray 6, inner place comes next"
    assert reason(state, Move(DEAL, "stock", "r1_3")) == "Fill the spaces in order: ray 6, inner place comes first"
    s = Session(GAME, state)
    s.play(Move(DEAL, "stock", "r6_1"))
    assert state.top("r6_1").label == "7♣" and state.is_up(state.top("r6_1"))
    assert GAME.actions(state) == [Move(DEAL, "stock", "r1_3")]
    s.play(Move(MOVE, "waste", "r1_3"))
    assert GAME.actions(state) == [TURN]


def test_refill_order_is_inner_then_middle_then_outer_clockwise():
    assert FILL_ORDER[:3] == ("r1_1", "r2_1", "r3_1")
    assert FILL_ORDER[8] == "r1_2" and FILL_ORDER[-1] == "r8_3"
    state = shah({"waste": "5C"}, full=True, empty=("r2_3", "r7_2"))
    assert legal(state, Move(MOVE, "waste", "r7_2"))
    assert not legal(state, Move(MOVE, "waste", "r2_3"))


def test_check_9_grace_into_an_open_lane():
    state = shah(
        {"r5_3": "9S", "waste": "3H 4H 5H", "stock": "2C 2D"},
        full=True,
        empty=("r2_1", "r2_2", "r2_3"),
        down="2C 2D",
    )
    grace = Move(MOVE, "r5_3", "r2_1")
    assert legal(state, grace)
    assert GAME.describe(state, grace) == "Grace: 9♠ to ray 2, inner place"
    s = Session(GAME, state)
    s.play(grace)
    # The lane is completed at once from the talon, middle then outer.
    assert [state.top(f"r2_{c}").label for c in (1, 2, 3)] == ["9♠", "5♥", "4♥"]
    assert [c.label for c in state.piles["waste"]] == ["3♥"]
    assert state.size("stock") == 2
    # The ray that gave the card is refilled in the normal way.
    assert GAME.actions(state) == [Move(DEAL, "stock", "r5_3")]
    s.undo()
    assert state.top("r5_3").label == "9♠" and state.size("waste") == 3


def test_grace_falls_back_on_the_pack_when_the_talon_runs_out():
    state = shah(
        {"r5_3": "9S", "waste": "5H", "stock": "2C 2D"}, full=True, empty=("r2_1", "r2_2", "r2_3"), down="2C 2D"
    )
    Session(GAME, state).play(Move(MOVE, "r5_3", "r2_1"))
    assert [state.top(f"r2_{c}").label for c in (1, 2, 3)] == ["9♠", "5♥", "2♦"]
    assert state.is_up(state.top("r2_3"))


def test_grace_limits():
    state = shah({"r5_2": "9S", "r4_3": "9H"}, full=True, empty=("r2_1", "r2_2", "r2_3", "r5_3", "r6_1"))
    assert legal(state, Move(MOVE, "r4_3", "r2_1"))
    assert reason(state, Move(MOVE, "r5_2", "r2_1")) == (
        "An empty lane takes only the top card of another ray's outer place"
    )
    assert reason(state, Move(MOVE, "r4_3", "r2_2")) == "A space is filled from the talon or the pack"
    # An inner place whose ray is not wholly empty is an ordinary vacancy.
    assert reason(state, Move(MOVE, "r4_3", "r6_1")) == "A space is filled from the talon or the pack"


# -- the pack, the talon and the end -----------------------------------------------


def test_pack_cannot_be_dragged():
    state = shah({"stock": "5C"}, full=True, down="5C")
    assert reason(state, Move(MOVE, "stock", "r1_3")) == "Click the pack to use its top card"
    assert reason(state, Move(MOVE, "shah", "r1_3")) == "The kings never move"
    assert reason(state, Move(MOVE, "f1", "r1_3")) == "Cards on a foundation stay there"


def test_talon_fills_alone_when_the_pack_is_empty_and_vacancies_may_stay():
    state = shah({"waste": "5C"}, full=True, empty=("r1_3", "r2_3"))
    assert GAME.actions(state) == []
    # A click on the empty pack (a turn with no destination) says why.
    assert reason(state, Move(DEAL, "stock")) == "The pack is used up; fill the spaces from the talon"
    assert reason(state, Move(DEAL, "stock", "r1_3")) == "The pack is used up; fill the spaces from the talon"
    s = Session(GAME, state)
    s.play(Move(MOVE, "waste", "r1_3"))
    assert state.is_empty("r2_3") and GAME.next_vacancy(state) is None
    assert not [m for m in GAME.legal_moves(state) if m.dst == "r2_3"]
    assert reason(state, Move(DEAL, "stock")) == "The pack is used up"


def test_only_the_talon_top_is_free():
    state = shah({"waste": "3C 2H", "stock": "5C"}, full=True, down="5C")
    assert legal(state, Move(MOVE, "waste", "f2"))
    assert reason(state, Move(MOVE, "waste", "f3", 2)) == "Only the uppermost card can be moved"


def test_win_by_play():
    piles = complete()
    piles.update({"f1": run("D", 10), "f2": run("H", 11), "r1_1": "JD", "r1_3": "QH", "waste": "QD"})
    s = Session(GAME, shah(piles))
    assert not s.is_won() and not s.is_lost()
    assert reason(s.state, Move(MOVE, "r1_1", "f1")) == "Only the outermost card of a ray is free"
    s.play(Move(MOVE, "r1_3", "f2"))
    s.play(Move(MOVE, "r1_1", "f1"))
    assert s.hint() == Move(MOVE, "waste", "f1")
    s.play(Move(MOVE, "waste", "f1"))
    assert s.is_won() and not s.is_lost()
    assert all(s.state.size(f"f{i}") == 12 for i in range(1, 9))


def test_stuck_position_is_lost():
    piles = complete()
    piles.update({"f1": run("D", 10), "r1_1": "JD", "r1_2": "QD"})
    s = Session(GAME, shah(piles))
    assert s.legal_moves() == [] and s.is_lost()


def test_grace_rescues_a_blocked_ray_and_wins():
    piles = complete()
    piles.update({"f1": run("D", 10), "r1_1": "JD", "r1_3": "QD"})
    s = Session(GAME, shah(piles))
    assert not s.is_lost()
    assert Move(MOVE, "r1_3", "r2_1") in s.legal_moves()
    s.play(Move(MOVE, "r1_3", "r2_1"))
    s.play(Move(MOVE, "r1_1", "f1"))
    s.play(Move(MOVE, "r2_1", "f1"))
    assert s.is_won()


def test_swapping_between_twin_cards_is_idle():
    state = shah({"r1_3": "8S 7S/1", "r2_3": "8S/1"}, full=True)
    move = Move(MOVE, "r1_3", "r2_3")
    assert legal(state, move) and GAME.is_idle(state, move)
    # Marrying a card that leaves a different card below it is progress.
    other = shah({"r1_3": "9S 7S/1", "r2_3": "8S/1"}, full=True)
    assert legal(other, move) and not GAME.is_idle(other, move)


def test_is_safe():
    state = shah({"r1_3": "5D", "r2_2": "5D/1", "r2_3": "2H", "f1": run("D", 4), "f5": run("D", 3, 1)}, empty=())
    assert GAME.is_safe(state, Move(MOVE, "r2_3", "f2"))  # nothing can marry onto a 2
    assert not GAME.is_safe(state, Move(MOVE, "r1_3", "f1"))  # the other 4♦ could marry onto it
    state.piles["f5"] = cards(run("D", 4, 1))
    assert GAME.is_safe(state, Move(MOVE, "r1_3", "f1"))
    middle = shah({"r2_2": "5D/1", "f1": run("D", 4), "f5": run("D", 4, 1)})
    assert GAME.is_safe(middle, Move(MOVE, "r2_2", "f1"))  # a middle card never takes a marriage


def test_a_card_sent_up_must_not_take_the_place_its_twin_needs():
    """The other ♦ pile stands lower and the other 5♦ is out: sending this
    one up may leave the twin (say on the talon, over the 3♦ and 4♦ the
    lower pile needs) with nowhere to go, so it is not taken as forced."""
    middle = shah({"r2_2": "5D/1", "f1": run("D", 4), "waste": "4D/1 3D/1 5D/0"})
    assert not GAME.is_safe(middle, Move(MOVE, "r2_2", "f1"))
    twin_home = shah({"r2_2": "5D/1", "f1": run("D", 5), "f5": run("D", 4, 1)})
    twin_home.piles["f1"], twin_home.piles["f5"] = twin_home.piles["f5"], twin_home.piles["f1"]
    assert GAME.is_safe(twin_home, Move(MOVE, "r2_2", "f1"))


def test_autoplay_plays_the_first_circle_twos():
    s = Session.new("the_shah", 1)
    steps = s.autoplay("safe")
    assert [step.label for step in steps][:2] == ["2♠ to foundation", "2♣ to foundation"]
    assert all(s.state.size(f"r{ray}_1") == 1 for ray in range(1, 9))


def test_describe_and_counters():
    state = GAME.deal(1)
    assert GAME.describe(state, DEAL_CIRCLE) == "Deal the second circle"
    assert GAME.counters_shown(state) == {"circles_dealt": "1 of 3 (click the pack for the next)"}
    full = shah({"waste": "5C", "stock": "6C"}, full=True, empty=("r6_1",), down="6C")
    assert GAME.describe(full, Move(DEAL, "stock", "r6_1")) == "Fill ray 6, inner place from the pack"
    assert GAME.counters_shown(full) == {}


# -- random play, saves ------------------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 5), (3, 9), (11, 2), (42, 7)])
def test_random_play(deal: int, seed: int):
    check_random_play("the_shah", deal, seed, steps=400)


def test_random_play_reaches_the_end_of_the_pack():
    s = Session.new("the_shah", 4)
    random_walk(s, 3, 3000)
    assert s.state.is_empty("stock")
    assert_same_cards(GAME, s.state)
    assert GAME.actions(s.state) == []  # nothing left to turn or to fill from


@pytest.mark.parametrize("deal", [1, 6])
def test_save_load_round_trip(deal: int):
    for seed in range(3):
        check_save_round_trip("the_shah", deal, seed)
