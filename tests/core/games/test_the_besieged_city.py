"""The Besieged City: the rules card's checks, the zig-zag, the Ramparts and
their lines, vacancies filled at once, the talon, transposing, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.blocks import ZIGZAG
from cadogan.core.cards import rank_code
from cadogan.core.games.the_besieged_city import RAMPARTS, RESERVE_PLACES, SUMS_OF_14, ends_of, line_of
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_besieged_city")
TURN = Move(DEAL, "stock", "hand")
# The plate's deal, as far as the book's notes name it: row 1 holds 4♣ 3♣ A♦,
# column 1 holds 4♣ 7♠ A♣ 6♠; D (below column 1) a 3♣. A, B and C are not
# legible: here a 4♦, an 8♠ and a 7♦, none of which takes the 4♣.
PLATE = {
    "r1c1": "4C", "r1c2": "3C", "r1c3": "AD",
    "r2c1": "7S", "r3c1": "AC", "r4c1": "6S",
    "w1": "4D", "n1": "8S", "e1": "7D", "s1": "3C/1",
}  # fmt: skip


def zigzag(suit: str, count: int) -> str:
    """The first ``count`` cards of a suit's zig-zag foundation (pack 0, then pack 1 for the second copy)."""
    seen: set[int] = set()
    words = []
    for rank in ZIGZAG[:count]:
        words.append(f"{rank_code(rank)}{suit}/{1 if rank in seen else 0}")
        seen.add(rank)
    return " ".join(words)


def table(piles: dict[str, str], pack: str = "", rest: str = "stock", fill: bool = True, **options: bool) -> Session:
    """``piles``; Reserve places and Ramparts not named hold one card each
    from the rest (with ``fill``); ``pack`` on top of the pack (its last
    card turned first); every other card on ``rest`` (under the pack's
    named cards). Only the pack lies face down."""
    state = position(GAME, {**piles, "stock": pack}, rest=rest)
    named = len(cards(pack))
    if rest == "stock":
        state.piles["stock"] = state.piles["stock"][named:] + state.piles["stock"][:named]
    if fill:
        spare = state.piles[rest]
        for place in (*RESERVE_PLACES, *RAMPARTS):
            if place not in piles:
                state.piles[place] = [spare.pop(0)]
    state.face_down = set(state.piles["stock"])
    for key, on in options.items():
        state.counters[key] = int(on)
    return Session(GAME, state, state.deal)


def top(session: Session, pile: str) -> str:
    card = session.state.top(pile)
    return card.code.removesuffix(".0").replace(".", "/") if card else ""


# -- check 1: the deal ---------------------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_reserve_ramparts_and_pack(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    assert [state.size(p) for p in RESERVE_PLACES] == [1] * 12
    assert [state.size(p) for p in RAMPARTS] == [1] * 14
    assert state.size("stock") == 78 and not state.piles["waste"] and not state.piles["hand"]
    deck = GAME.shuffled_deck(deal)
    assert [state.piles[p][0] for p in RESERVE_PLACES] == deck[:12]  # rows top to bottom, left to right
    assert [state.piles[p][0] for p in RAMPARTS] == deck[12:26]  # clockwise from the top left
    assert RAMPARTS[:4] == ("n1", "n2", "n3", "e1") and RAMPARTS[-1] == "w1"


def test_lines_and_their_ends() -> None:
    assert line_of("e3") == ("r3c1", "r3c2", "r3c3")
    assert line_of("n1") == ("r1c1", "r2c1", "r3c1", "r4c1")
    assert set(ends_of("r2c1")) == {"w2", "e2", "n1", "s1"}


# -- check 2: the zig-zag foundations ----------------------------------------------------------


def test_foundation_zigzags_from_ace_to_ace() -> None:
    session = table({"f1": "AD", "e1": "9S 2D", "e2": "9S/1 KD"})
    assert session.check(move("e1", "f1")) == "This foundation needs the king next"
    session.play(move("e2", "f1"))
    assert session.check(move("e1", "f1")) is None
    at_seven = table({"f1": zigzag("D", 13), "e1": "9S 7D/1", "e2": "9S/1 8D"})
    assert top(at_seven, "f1") == "7D"
    assert at_seven.check(move("e2", "f1")) == "This foundation needs the 7 next"
    assert at_seven.check(move("e1", "f1")) is None


def test_foundation_ends_with_the_other_ace() -> None:
    session = table({"f1": zigzag("H", 25), "e1": "9S AH/1", "e2": "KH/1"})
    session.play(move("e1", "f1"))
    assert session.state.size("f1") == 26
    assert session.check(move("e2", "f1")) == "This foundation is complete"


def test_four_aces_of_different_suits() -> None:
    session = table({"f1": "AD", "e1": "AD/1", "e2": "AC"})
    assert session.check(move("e1", "f2")) == "The diamonds already have their foundation"
    assert session.check(move("e2", "f2")) is None


# -- checks 3 and 4: the Rampart rule ------------------------------------------------------------


@pytest.mark.parametrize(("card", "ok"), [("QC", True), ("3C", True), ("AC", True), ("KC", True), ("4C", False),
                                          ("QD", False)])  # fmt: skip
def test_rampart_topped_by_a_two(card: str, ok: bool) -> None:
    session = table({"n1": "2C", "e1": card})
    assert (session.check(move("e1", "n1")) is None) is ok


def test_sums_of_fourteen_only_as_an_option() -> None:
    session = table({"n1": "2C", "e1": "KC", "e2": "QC"}, **{SUMS_OF_14: True})
    assert session.check(move("e1", "n1")) == "Only cards adding up to fourteen, or one apart, go on each other here"
    assert session.check(move("e2", "n1")) is None


def test_seven_on_the_other_seven_and_mixed_directions() -> None:
    session = table({"n1": "7H", "e1": "9S 7H/1", "e2": "9S/1 8H", "e3": "9C 9H"})
    assert session.check(move("e1", "n1")) is None  # 7 on 7, next to each other in the zig-zag
    session.play(move("e2", "n1"))  # up: 8♥ on 7♥
    session.play(move("e3", "n1"))  # up again: 9♥ on 8♥
    assert session.check(move("e1", "n1")) == "The 7♥ is neither one apart from the 9♥ nor next to it in the zig-zag"


def test_ramparts_follow_suit() -> None:
    session = table({"n1": "7H", "e1": "8D"})
    assert session.check(move("e1", "n1")) == "Cards on the Ramparts must follow suit"


# -- check 5: the Reserve's lines --------------------------------------------------------------------


def test_reserve_card_only_to_the_ends_of_its_lines() -> None:
    piles = {"r2c1": "6H", **{r: "7H/1" if r in ("w2", "e2", "n1", "s1") else "5S" for r in RAMPARTS}}
    session = table(piles)
    legal = {m.dst for m in session.legal_moves() if m.src == "r2c1"}
    assert legal == {"w2", "e2", "n1", "s1"}
    session = table({"r2c1": "6H", "n2": "7H"})
    assert session.check(move("r2c1", "n2")) == (
        "A Reserve card goes only to the Ramparts at the ends of its own row and column"
    )


def test_reserve_cards_never_go_home_directly() -> None:
    session = table({"f1": "AH", "r1c1": "KH"})
    assert session.check(move("r1c1", "f1")) == "Reserve cards must pass through the Ramparts before they go home"


# -- check 6: vacancies filled at once -----------------------------------------------------------------


def test_emptied_rampart_takes_from_its_row_then_the_talon_refills() -> None:
    session = table({"f1": "AS", "e3": "KS", "r3c1": "9C", "r3c2": "9D", "r3c3": "9H", "waste": "4C 5D"})
    session.play(move("e3", "f1"))
    assert session.state.piles["e3"] == []
    assert {m.src for m in session.legal_moves()} == {"r3c1", "r3c2", "r3c3"}
    assert session.check(move("n1", "f1")) == "First fill the Rampart right of row 3 from its line"
    assert session.check(TURN) is not None
    session.play(move("r3c2", "e3"))
    assert top(session, "e3") == "9D"
    assert top(session, "r3c2") == "5D"  # the talon's top, at once
    assert top(session, "waste") == "4C"


def test_reserve_vacancy_from_the_pack_when_there_is_no_talon() -> None:
    session = table({"f1": "AS", "e3": "KS", "r3c1": "9C"}, pack="6C 2H")
    session.play(move("e3", "f1"))
    session.play(move("r3c1", "e3"))
    assert top(session, "r3c1") == "2H"
    assert "2H" not in [c.code for c in session.state.face_down]
    assert not session.state.is_up(session.state.top("stock")) and top(session, "stock") == "6C"


def test_empty_line_leaves_the_rampart_empty() -> None:
    # Pack and talon spent: a Reserve row emptied cannot fill its Rampart.
    session = table({"f1": "AS", "e3": "KS", "r3c1": "9C"}, rest="n2")
    for place in ("r3c2", "r3c3"):
        session.state.piles["n2"].extend(session.state.piles[place])
        session.state.piles[place] = []
    session.play(move("e3", "f1"))  # the 9♣ alone can fill it: it does so itself
    assert top(session, "e3") == "9C"
    assert session.state.piles["r3c1"] == []
    session = table({"f1": "AS KS", "e3": "2S", "r3c1": "9C"}, rest="n2")
    for place in ("r3c1", "r3c2", "r3c3"):
        session.state.piles["n2"].extend(session.state.piles[place])
        session.state.piles[place] = []
    session.play(move("e3", "f1"))
    assert session.state.piles["e3"] == [] and GAME.vacancy(session.state) is None


# -- check 7: the card just turned and the talon ----------------------------------------------------------


def test_card_just_turned_may_go_home_but_not_from_the_talon() -> None:
    session = table({"f1": "AS"}, pack="7D KS")
    session.play(TURN)
    assert top(session, "hand") == "KS"
    assert session.check(move("hand", "f1")) is None
    assert session.check(move("hand", "n1")) == (
        "The card just turned may only go to a foundation; turn the next card to lay it on the talon"
    )
    session.play(TURN)  # the K♠ goes to the talon
    assert top(session, "waste") == "KS" and top(session, "hand") == "7D"
    assert session.check(move("waste", "f1")) == "The talon's cards come into play only through the Reserve"


# -- check 8: transposing only at the end ---------------------------------------------------------------------


def test_no_transposing_while_pack_or_talon_last() -> None:
    session = table({"r1c1": "4C", "r1c2": "3C", "s2": "5C/1"}, pack="9D")
    assert session.check(move("r1c1", "r1c2")) == (
        "Reserve cards may be transposed only when the pack and the talon are used up"
    )


def test_transposing_at_the_end_brings_a_card_in_line() -> None:
    piles = {"r1c1": "4C", "r1c2": "9H", "s2": "5C/1", "s1": "KD", "n1": "KD/1", "w1": "KH", "e1": "KH/1", "n2": "QS"}
    session = table(piles, rest="n3")
    assert session.check(move("r1c1", "s1")) is not None
    assert session.check(move("r1c1", "r1c2")) is None  # the 4♣ into column 2, above the 5♣
    session.play(move("r1c1", "r1c2"))
    assert top(session, "r1c2") == "4C" and top(session, "r1c1") == "9H"
    assert session.check(move("r1c2", "s2")) is None
    assert session.check(move("r2c1", "r3c1")) is not None  # brings nothing in line


# -- check 9: the plate's notes ------------------------------------------------------------------------


def test_the_plates_four_of_clubs() -> None:
    session = table(PLATE)
    assert session.check(move("r1c1", "s1")) is None  # D
    for rampart in ("w1", "n1", "e1"):  # A, B, C
        assert session.check(move("r1c1", rampart)) is not None


@pytest.mark.parametrize(("rampart", "line"), [("w1", {"r1c1", "r1c2", "r1c3"}), ("e1", {"r1c1", "r1c2", "r1c3"}),
                                               ("n1", {"r1c1", "r2c1", "r3c1", "r4c1"})])  # fmt: skip
def test_the_plates_vacancies(rampart: str, line: set[str]) -> None:
    """The plate's A, B, C and D are not legible: what matters is which line fills them."""
    session = table({**PLATE, rampart: ""})
    assert session.state.piles[rampart] == []
    assert GAME.vacancy(session.state).place == rampart
    assert {m.src for m in session.legal_moves()} == line
    assert {m.dst for m in session.legal_moves()} == {rampart}


# -- the end --------------------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    piles = {"f1": zigzag("C", 26), "f2": zigzag("D", 26), "f3": zigzag("H", 26), "f4": zigzag("S", 25), "n1": "AS/1"}
    session = table(piles, rest="waste", fill=False)
    assert not session.is_won() and not session.is_lost()
    session.play(move("n1", "f4"))
    assert session.is_won()


def ends_with_spades(piles: dict[str, str]) -> Session:
    """Clubs, diamonds and hearts home; spades home up to the 5♠ (the zig-zag's
    tenth card, wanting the 6♠ next); the other sixteen spades where named.
    No Reserve, no pack, no talon."""
    done = {"f1": zigzag("C", 26), "f2": zigzag("D", 26), "f3": zigzag("H", 26), "f4": zigzag("S", 10)}
    return table({**done, **piles}, rest="waste", fill=False)


# The sixteen spades not home, apart from 6♠, 2♠/1, 9♠, 10♠/1 and 7♠/1, under the 7♠/1 in e1.
SPARE = "8S 7S 8S/1 6S/1 9S/1 5S/1 4S/1 JS/1 3S/1 QS/1 KS/1 AS/1 7S/1"


def test_lost_when_no_move_is_left() -> None:
    session = ends_with_spades({"n1": "6S 2S/1 9S 10S/1", "e1": SPARE})
    assert session.legal_moves() == []
    assert session.is_lost()


def test_lost_when_the_only_shift_leads_nowhere() -> None:
    session = ends_with_spades({"n1": "6S 2S/1", "n2": "9S", "n3": "10S/1", "e1": SPARE})
    assert set(session.legal_moves()) == {move("n2", "n3"), move("n3", "n2")}
    assert session.is_lost()


def test_not_lost_while_a_shift_frees_a_card_for_home() -> None:
    session = ends_with_spades({"n1": "6S 9S", "n3": "10S/1 2S/1", "n2": "8S/1 3S/1", "e1": SPARE.replace("8S/1 ", "")})
    assert not any(m.dst.startswith("f") for m in session.legal_moves())
    assert not session.is_lost()  # the 2♠ onto the 3♠, the 9♠ onto the 10♠, and the 6♠ goes home
    home = ends_with_spades({"n1": "2S/1 9S 10S/1 6S", "e1": SPARE})
    assert not home.is_lost()


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_besieged_city", deal, seed, steps=300)


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_besieged_city", deal, seed)


def test_the_pack_waits_for_a_vacancy() -> None:
    session = table({"f1": "AS", "e3": "KS"}, pack="9D")
    session.play(move("e3", "f1"))
    assert TURN not in session.legal_moves()
    assert session.check(TURN) == "First fill the Rampart right of row 3 from its line"


def test_following_the_hint_heads_home_instead_of_wandering() -> None:
    # Deal 2 ends with cards that shift about the Ramparts and the Reserve
    # in more ways than "never back to a position seen" rules out: a hint
    # looking one move ahead shuffled them for over a thousand moves. Looking
    # further ahead it makes for the nearest card that can go home, and
    # following it ends the game within a few hundred moves.
    session = Session.new("the_besieged_city", 2)
    for _ in range(400):
        move_ = session.hint()
        if move_ is None:
            break
        session.play(move_)
    assert session.hint() is None and (session.is_lost() or session.is_won())


def test_refusals_name_the_pack_and_the_talon() -> None:
    session = Session.new("the_besieged_city", 1)
    assert session.check(move("n1", "stock")) == "Cards cannot be put back on the pack"
    assert session.check(move("n1", "waste")) == "Only cards turned from the pack go there"
    assert session.check(move("n1", "hand")) == "Only cards turned from the pack go there"
