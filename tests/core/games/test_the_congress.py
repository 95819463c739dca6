"""The Congress: the rules card's checks, the book's rules, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, IllegalMove, Move, Session
from cadogan.core.games.the_congress import DEAL_ROW, ROWS
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_congress")
RIVERS = [f"r{i}" for i in range(1, 9)]
HELPS = [f"h{i}" for i in range(1, 9)]
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def session(piles, rows=1, stock="9C 9D 9S"):
    """A hand-made position; by default a few cards are left in the pack."""
    piles = {"stock": stock, **piles}
    return Session(GAME, position(GAME, piles, down=piles["stock"], **{ROWS: rows}))


# -- checks of the rules card ------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_check_1_aces_helps_rivers_and_pack(deal):
    state = GAME.deal(deal)
    assert [state.piles[f][0].rank for f in FOUNDATIONS] == [1] * 8
    assert [state.size(h) for h in HELPS] == [1] * 4 + [0] * 4
    assert [state.size(r) for r in RIVERS] == [1] * 8
    assert state.size("stock") == 84 and set(state.piles["stock"]) == state.face_down
    assert_same_cards(GAME, state)


def test_check_2_a_river_card_goes_on_a_help_one_higher_in_suit():
    s = session({"h1": "7H", "r1": "6H", "r2": "8H", "r3": "6D"})
    assert s.check(move("r1", "h1")) is None
    assert s.check(move("r2", "h1")) == "Only the 6 of hearts can go on the 7♥"
    assert s.check(move("r3", "h1")) == "Marriages must follow suit"


def test_check_3_a_help_card_never_goes_onto_the_rivers():
    s = session({"h1": "6H", "r1": "7H"})
    assert s.check(move("h1", "r1")) == "Help cards may not go onto the rivers"


def test_check_4_helps_marry_down_onto_each_other():
    s = session({"h1": "6H", "h2": "7H"})
    assert s.check(move("h1", "h2")) is None
    assert s.check(move("h2", "h1")) is not None


def test_river_cards_never_marry_onto_river_cards():
    s = session({"r1": "6H", "r2": "7H"})
    assert s.check(move("r1", "r2")) == "River cards marry only onto the helps"


def test_check_5_only_the_lowest_river_card_is_free():
    s = session({"r1": "5D 9S 2H", "f1": "AH", "f2": "AD"}, rows=3)
    assert s.check(move("r1", "f2", 1)) is not None
    assert s.check(move("r1", "f2", 2)) == "Only the lowest card of a column can be moved"
    s.play(move("r1", "f1"))
    assert s.check(move("r1", "f1")) == "This foundation takes hearts only"  # the 9♠ is free now
    assert s.state.piles["r1"] == cards("5D 9S")  # the vacancy at (3,1) waits for the player


def full_rows(rows: int) -> dict[str, str]:
    faces = [f"{r}{s}" for s in "CDHS" for r in RANKS[1:]]  # no aces
    return {river: " ".join(faces[i * rows : (i + 1) * rows]) for i, river in enumerate(RIVERS)}


def test_check_6_vacancies_fill_uppermost_row_first():
    piles = full_rows(3)
    piles["r5"] = ""  # vacancies (1,5), (2,5), (3,5)
    piles["r2"] = " ".join(piles["r2"].split()[:2])  # vacancy (3,2)
    s = session({**piles, "h1": "KH", "h2": "KD", "h3": "KS", "h4": "KC"}, rows=3)
    assert [m for m in s.legal_moves() if m.src == "stock"] == [Move(DEAL, "stock", "r5")]
    assert s.check(Move(DEAL, "stock", "r2")) == "Fill the vacancies in order: row 1 of river 5 comes first"
    top = s.state.top("stock")
    s.play(Move(DEAL, "stock", "r5"))
    assert s.state.piles["r5"] == [top] and s.state.is_up(top)
    fills = []
    while (due := GAME.next_vacancy(s.state)) is not None:
        fills.append((s.state.size(due) + 1, due))
        s.play(Move(DEAL, "stock", due))
    assert fills == [(2, "r5"), (3, "r2")]  # the pack had three cards: (3,5) waits for none


def test_help_vacancies_come_after_the_rivers():
    piles = full_rows(1)
    piles["r3"] = ""
    s = session({**piles, "h1": "KH", "h3": "KS", "h4": "KC"})
    assert GAME.next_vacancy(s.state) == "r3"
    s.play(Move(DEAL, "stock", "r3"))
    assert GAME.next_vacancy(s.state) == "h2"


def test_check_7_no_new_row_while_a_vacancy_waits():
    piles = full_rows(1)
    piles["r4"] = ""
    s = session({**piles, "h1": "KH", "h2": "KD", "h3": "KS", "h4": "KC"})
    assert Move(DEAL_ROW, "stock") not in s.legal_moves()
    assert s.check(Move(DEAL_ROW, "stock")) == "Fill the vacancies first: row 1 of river 4 comes next"
    s.play(Move(DEAL, "stock", "r4"))
    assert s.legal_moves()[-1] == Move(DEAL_ROW, "stock")


def test_a_row_is_dealt_whole_across_the_rivers():
    s = Session.new("the_congress", 1)
    while GAME.next_vacancy(s.state) is not None:
        s.play(Move(DEAL, "stock", GAME.next_vacancy(s.state)))
    pack = list(reversed(s.state.piles["stock"]))
    rows = s.state.counters[ROWS]
    s.play(Move(DEAL_ROW, "stock"))
    assert [s.state.top(r) for r in RIVERS] == pack[:8]
    assert s.state.counters[ROWS] == rows + 1
    assert all(s.state.is_up(card) for card in pack[:8])


def test_check_8_new_helps_only_after_the_pack_and_from_the_rivers():
    piles = {"r1": "5H", "r2": "8C", "h1": "KH", "h2": "KD", "h3": "KS", "h4": "9D"}
    lasting = session(piles)
    assert lasting.check(move("r1", "h5")) == "More helps may be begun once the pack is used up"
    done = session(piles, stock="")
    assert done.check(move("r1", "h5")) is None
    assert done.check(move("h4", "h6")) == "A new help is begun with a card from the rivers"
    done.play(move("r1", "h5"))
    for river, help_ in (("r2", "h6"),):
        done.play(move(river, help_))
    assert [h for h in HELPS if done.state.piles[h]] == HELPS[:6]


def test_check_8_at_most_eight_helps():
    piles = {h: f"{r}H" for h, r in zip(HELPS, ["K", "Q", "J", "10", "9", "8", "7", "6"], strict=True)}
    piles["r1"] = "2S"
    s = session(piles, stock="")
    assert not [m for m in s.legal_moves() if m.src == "r1"]
    assert s.state.piles.keys() >= set(HELPS) and "h9" not in s.state.piles


def test_an_emptied_help_is_refilled_from_the_pack_while_it_lasts():
    s = session({"h1": "2H", "f1": "AH", "r1": "5C"})
    s.play(move("h1", "f1"))
    assert s.check(move("r1", "h1")) == "While the pack lasts, an empty help is refilled from the pack"


def test_pack_clicks_once_it_is_used_up():
    s = session({"r1": "5C"}, stock="")
    assert not [m for m in s.legal_moves() if m.src == "stock"]
    assert s.check(Move(DEAL_ROW, "stock")) == "The pack is used up"
    assert s.check(Move(DEAL, "stock")) == "The pack is used up"


def test_foundations_build_up_in_suit_from_their_ace():
    s = session({"f1": "AH 2H", "r1": "3H", "r2": "3D", "h1": "4H"})
    assert s.check(move("r1", "f1")) is None
    assert s.check(move("r2", "f1")) == "This foundation takes hearts only"
    assert s.check(move("h1", "f1")) == "This foundation needs the 3 next"
    assert s.check(move("f1", "h2")) == "Cards on a foundation stay there"


# -- end of game ---------------------------------------------------------------------


def test_won_through_the_api():
    piles = {}
    for i, suit in enumerate("CDHS"):
        piles[f"f{i + 1}"] = " ".join(f"{r}{suit}.0" for r in RANKS[:11])
        piles[f"f{i + 5}"] = " ".join(f"{r}{suit}.1" for r in RANKS[:12])
    piles.update({"r1": "KC.0 QC.0", "r2": "KD.1 KD.0 QD.0", "r3": "KH.1", "r4": "KC.1 QS.0"})
    piles.update({"h1": "KH.0 QH.0", "h2": "KS.0", "h3": "KS.1"})
    s = Session.from_position("the_congress", piles, counters={ROWS: 2})
    assert not s.is_won() and not s.is_lost()
    while not s.is_won():
        s.play(s.hint())
    assert s.is_won() and not s.is_lost()


def test_lost_when_the_pack_is_used_up_and_nothing_moves():
    kings = dict(zip(HELPS, ["KH", "KD", "KS", "KC", "KH/1", "KD/1", "KS/1", "KC/1"], strict=True))
    s = session({"r1": "5C 9H", "f1": "AH", **kings}, stock="")
    assert s.legal_moves() == [] and s.is_lost()
    free = session({"r1": "5C 9H", "f1": "AH", "h1": "KH"}, stock="")
    assert not free.is_lost()  # the 9♥ may still begin a help
    alive = session({"r1": "5C 9H", "h1": "KH", "f1": "AH"})
    assert not alive.is_lost()  # the pack still deals


def test_safe_when_no_card_could_go_on_it():
    s = session({"f1": "AH 2H 3H", "f2": "AH/1 2H/1", "r1": "4H", "r2": "3H/1"})
    assert not GAME.is_safe(s.state, move("r1", "f1"))
    s.play(move("r2", "f2"))
    assert GAME.is_safe(s.state, move("r1", "f1"))


def test_illegal_moves_raise():
    s = session({"r1": "5C", "h1": "9H"})
    with pytest.raises(IllegalMove, match="marry only onto the helps"):
        s.play(move("r1", "r2"))
    assert s.check(move("stock", "h1")) == "Click the pack to deal from it"
    assert cards("5C")[0] == s.state.top("r1")


# -- random play, saves ------------------------------------------------------------------


@pytest.mark.parametrize("deal,seed", [(1, 1), (2, 7), (99, 3)])
def test_random_play_loses_nothing_and_undoes_exactly(deal, seed):
    check_random_play("the_congress", deal, seed, steps=300)


def test_save_load_round_trip_mid_game():
    for seed in (3, 4):
        check_save_round_trip("the_congress", 3, seed)
