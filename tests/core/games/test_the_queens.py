"""The Queens: the rules card's checks, the key and its payments, the shutter, the talon's payments, the end."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.cards import KING, QUEEN, Card, Suit, rank_code
from cadogan.core.games.the_queens import (
    FOUNDATIONS,
    FRESH_DEALT,
    KEY,
    KEY_PAYS_AGAIN,
    QUEENS_DUE,
    QUEENS_STAY,
    SHUTTER,
    TheQueens,
)
from cadogan.core.moves import move
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    play_hints_to_the_end,
    position,
)

GAME = core.get_game("the_queens")
TURN = Move(DEAL, "stock", "waste")
PAY = Move(REDEAL, "stock")
RANKS = [rank_code(rank) for rank in range(1, 14)]  # A 2 … K
# Shutter cards (second pack) that marry none of each other nor the cards the tests name.
FILLERS = {s: f"{c}/1" for s, c in zip(SHUTTER, ["2C", "4D", "6H", "8S", "10C", "QD", "3H"], strict=True)}


def table(piles: dict[str, str], fill: bool = True, **counters: int) -> Session:
    """The shutter places not named hold low cards of the second pack (with
    ``fill``); the pack's cards are listed bottom first (the last named is
    turned first) and lie face down. Cards not named are not on the table."""
    shutter = {s: c for s, c in FILLERS.items() if s not in piles} if fill else {}
    laid = {**shutter, **piles}
    state = position(GAME, {p: t for p, t in laid.items() if t}, **counters)
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state, state.deal)


def top(session: Session, pile: str) -> str:
    return session.state.top(pile).code.removesuffix(".0").replace(".", "/")


class Rigged(TheQueens):
    """The Queens dealt from a pack in a chosen order (position 0 dealt first)."""

    def __init__(self, order: list[Card]) -> None:
        self.order = order

    def shuffled_deck(self, deal: int, salt: str = "") -> list[Card]:
        return list(self.order)


def rigged(first: dict[int, str]) -> list[Card]:
    """A full deck in sorted order, except that the cards named go to the
    given positions of the deal."""
    wanted = {pos: cards(text)[0] for pos, text in first.items()}
    others = [c for c in GAME.deck() if c not in wanted.values()]
    return [wanted[i] if i in wanted else others.pop(0) for i in range(104)]


# -- checks 1 and 2: the key and its payment ---------------------------------------------------


def test_check_1_a_queen_on_the_key_pays_fourteen_cards_under_the_pack() -> None:
    order = rigged({31: "QS", 17: "9D"})  # the key's top card, and its 15th from the top
    state = Rigged(order).deal(1)
    assert state.size(KEY) == 18 and state.top(KEY) == cards("9D")[0]
    assert state.piles[KEY] == order[:18]
    pack_and_shutter = state.size("stock") + sum(state.size(s) for s in SHUTTER) + sum(map(state.size, FOUNDATIONS))
    assert pack_and_shutter == 86
    assert state.piles["stock"][0] == cards("QS")[0]  # the pack's last card
    assert state.piles["stock"][:14] == order[31:17:-1]  # the block turned over
    assert set(state.piles["stock"]) <= state.face_down
    assert_same_cards(GAME, state)


def test_check_1_the_same_in_a_shuffled_deal() -> None:
    deck = GAME.shuffled_deck(3)  # the key's top is a queen, its 15th card a 10
    assert deck[31].rank == QUEEN and deck[17].rank == 10
    state = GAME.deal(3)
    assert state.size(KEY) == 18 and state.top(KEY) == deck[17]
    assert state.piles["stock"][0] == deck[31]
    assert state.size("stock") + sum(state.size(s) for s in [*SHUTTER, *FOUNDATIONS]) == 86


def test_check_2_three_queens_running_empty_the_key() -> None:
    order = rigged({31: "QS", 17: "QH", 3: "QD"})
    state = Rigged(order).deal(1)
    assert state.piles[KEY] == []
    assert state.piles["stock"][:4] == order[3::-1]  # the third payment, four cards, lies lowest
    assert state.piles["stock"][4:18] == order[17:3:-1]
    assert state.piles["stock"][18:32] == order[31:17:-1]
    assert state.piles["stock"][0] == cards("QD")[0]


def test_no_payment_without_a_queen_on_top() -> None:
    state = Rigged(rigged({30: "QS", 31: "9D"})).deal(1)
    assert state.size(KEY) == 32 and state.top(KEY) == cards("9D")[0]


# -- check 3: the shutter -----------------------------------------------------------------------


@pytest.mark.parametrize("deal", range(1, 9))
def test_check_3_the_shutter_holds_seven_non_kings(deal: int) -> None:
    state = GAME.deal(deal)
    assert all(state.size(s) == 1 and state.top(s).rank != KING for s in SHUTTER)
    kings = [state.top(f) for f in FOUNDATIONS if state.piles[f]]
    assert all(k.rank == KING for k in kings) and all(state.size(f) <= 1 for f in FOUNDATIONS)
    assert state.size("stock") == 104 - state.size(KEY) - 7 - len(kings)
    assert_same_cards(GAME, state)


def test_check_3_kings_dealt_to_the_shutter_go_to_the_row_above() -> None:
    order = rigged({32: "5C", 33: "KH", 34: "KD/1", 35: "7S"})
    state = Rigged(order).deal(1)
    assert [state.top(s) for s in ("s1", "s2")] == cards("5C 7S")
    assert state.piles["f1"] == cards("KH") and state.piles["f2"] == cards("KD/1")


# -- check 4: the foundations ---------------------------------------------------------------------


def test_check_4_king_then_ace_then_two_in_suit() -> None:
    session = table({"f1": "KH", "s1": "2H", "s2": "AH", "s3": "2D"})
    assert session.check(move("s1", "f1")) == "This foundation needs the ace next"
    session.play(move("s2", "f1"))
    assert session.check(move("s3", "f1")) == "This foundation takes hearts only"
    assert session.check(move("s1", "f1")) is None


def test_check_4_a_knave_takes_its_queen_and_the_pile_is_complete() -> None:
    run = " ".join(["KH", *(f"{r}H" for r in RANKS[:11])])
    session = table({"f1": run, "s1": "QH", "s2": "KH/1"})
    assert session.check(move("s1", "f1")) is None
    session.play(move("s1", "f1"))
    assert session.check(move("s2", "f1")) == "This foundation is complete"
    assert session.check(move("f1", "s3")) == "Cards on a foundation stay there"


# -- check 5: the key ---------------------------------------------------------------------------------


def test_check_5_the_key_plays_only_to_the_foundations() -> None:
    session = table({"f1": "KC AC 2C 3C 4C", KEY: "9H 5C", "s1": "6C"})
    assert session.check(move(KEY, "f1")) is None
    assert session.check(move(KEY, "s1")) == "Cards from the key go only to the foundations"
    session.play(move(KEY, "f1"))
    assert top(session, KEY) == "9H"  # the card beneath is released


def test_a_king_on_the_key_may_go_to_an_empty_foundation() -> None:
    session = table({"f1": "KC", KEY: "KH"})
    assert session.check(move(KEY, "f2")) is None
    assert session.check(move(KEY, "f1")) == "This foundation takes clubs only"


def test_nothing_goes_onto_the_key_the_talon_or_the_pack() -> None:
    session = table({KEY: "9H", "waste": "5S", "stock": "7D"})
    assert session.check(move("s1", KEY)) == "Nothing is put on the key"
    assert session.check(move("s1", "waste")) == "Only cards turned from the pack go to the talon"
    assert session.check(move("stock", "waste")) == "Click the pack to turn a card"


# -- check 6: marriages on the shutter ------------------------------------------------------------------


def test_check_6_marriage_in_descending_line() -> None:
    session = table({"s1": "8D", "s2": "9D", "s3": "7D", "s4": "8H", "waste": "8D/1", "stock": "5S"})
    assert session.check(move("s1", "s2")) is None
    assert session.check(move("s1", "s3")) == "Only the 6 of diamonds can go on the 7♦"
    assert session.check(move("s4", "s2")) == "Marriages must follow suit"
    assert session.check(move("waste", "s2")) is None
    session.play(move("waste", "s2"))
    assert session.state.piles["s2"] == cards("9D 8D/1")


# -- check 7: refilling the shutter -------------------------------------------------------------------------


def test_check_7_an_emptied_place_is_refilled_and_a_king_goes_to_the_foundations() -> None:
    session = table({"f1": "KH AH", "s1": "2H", "stock": "6S 9D KC"})
    step = session.play(move("s1", "f1"))
    assert top(session, "f2") == "KC"
    assert top(session, "s1") == "9D"
    assert top(session, "stock") == "6S"
    session.undo()
    assert session.state.piles["s1"] == cards("2H") and session.state.piles["f2"] == []
    assert len(step.ops) == 3


def test_a_place_emptied_with_no_pack_waits_for_a_fresh_pack() -> None:
    session = table({"f1": "KH AH", "s1": "2H", "waste": "5C 6C 7C QD"})
    session.play(move("s1", "f1"))
    assert session.state.piles["s1"] == []
    assert session.check(move("waste", "s1")) == "An empty place in the shutter is filled from the pack"
    session.play(PAY)  # the fresh pack fills the place at once
    assert top(session, "s1") == "5C"


def test_a_turned_king_goes_to_the_foundations_in_the_same_step() -> None:
    session = table({"f1": "KH", "stock": "5C KS"})
    session.play(TURN)
    assert top(session, "f2") == "KS" and session.state.piles["waste"] == []
    session.undo()
    assert top(session, "stock") == "KS" and session.state.piles["f2"] == []


# -- checks 8 and 9: the talon's payment -------------------------------------------------------------------


def test_check_8_two_queens_pay_for_themselves_and_six_of_the_lowest_cards() -> None:
    talon = "2C 3C 4C QH 5C 6C 7C 8C 9C 10C QS 2D 3D 4D 5D 6D 7D 8D 9D 10D"
    session = table({"waste": talon})
    assert session.legal_moves()[-1] == PAY
    session.play(PAY)
    fresh = cards("2C 3C 4C QH 5C 6C 7C QS")  # in talon order, the earliest dealt first
    assert session.state.size("stock") == 8
    assert list(reversed(session.state.piles["stock"])) == fresh
    assert set(fresh) <= session.state.face_down
    assert session.state.piles["waste"] == cards("8C 9C 10C 2D 3D 4D 5D 6D 7D 8D 9D 10D")
    session.play(TURN)
    assert top(session, "waste") == "2C"
    session.undo()
    session.undo()
    assert session.state.piles["waste"] == cards(talon) and session.state.piles["stock"] == []


def test_check_9_a_short_talon_goes_whole() -> None:
    session = table({"waste": "QH 2C QS 3C 4C QD 5C 6C"})
    session.play(PAY)
    assert session.state.piles["waste"] == []
    assert list(reversed(session.state.piles["stock"])) == cards("QH 2C QS 3C 4C QD 5C 6C")


def test_no_payment_without_queens_or_while_the_pack_lasts() -> None:
    session = table({"waste": "2C 3C"})
    assert session.legal_moves() == []
    assert session.check(PAY) == "There is no queen in the talon to pay for a fresh pack"
    with_pack = table({"waste": "QC 3C", "stock": "4C"})
    assert PAY not in with_pack.legal_moves()


def test_a_queen_played_off_the_talon_no_longer_counts() -> None:
    run = " ".join(["KH", *(f"{r}H" for r in RANKS[:11])])
    session = table({"f1": run, "waste": "2C 3C 4C 5C QS QH"})
    session.play(move("waste", "f1"))
    session.play(PAY)
    assert list(reversed(session.state.piles["stock"])) == cards("2C 3C 4C QS")


# -- the option: the key pays for every queen ---------------------------------------------------------------


def test_option_a_queen_uncovered_on_the_key_pays_again() -> None:
    key = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S 2D 3D 4D 5D 6D 7D 8D QD JC"
    session = table({"f1": "KC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C", KEY: key, "stock": "8D/1 9D/1"}, **{KEY_PAYS_AGAIN: 1})
    session.play(move(KEY, "f1"))
    assert top(session, KEY) == "4S"  # Q♦ and the thirteen cards under her went under the pack
    stock = session.state.piles["stock"]
    assert stock[0] == cards("QD")[0] and stock[-2:] == cards("8D/1 9D/1") and len(stock) == 16
    assert set(stock) <= session.state.face_down
    session.undo()
    assert session.state.piles["stock"] == cards("8D/1 9D/1") and top(session, KEY) == "JC"


def test_without_the_option_a_queen_uncovered_on_the_key_stays() -> None:
    session = table({"f1": "KC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C", KEY: "5S QD JC", "stock": "8D"})
    session.play(move(KEY, "f1"))
    assert top(session, KEY) == "QD"


# -- the option: the queens stay in the talon (reading 2's other reading) ------------------------------------


def test_option_queens_stay_only_three_cards_a_queen_are_dealt() -> None:
    """Check 8 with the option: the 2 queens stay and 6 of the lowest cards make the fresh pack."""
    talon = "2C 3C 4C QH 5C 6C 7C 8C 9C 10C QS 2D 3D 4D 5D 6D 7D 8D 9D 10D"
    session = table({"waste": talon}, **{QUEENS_STAY: 1, QUEENS_DUE: 2})
    assert session.legal_moves()[-1] == PAY
    session.play(PAY)
    assert list(reversed(session.state.piles["stock"])) == cards("2C 3C 4C 5C 6C 7C")
    assert session.state.piles["waste"] == cards("QH 8C 9C 10C QS 2D 3D 4D 5D 6D 7D 8D 9D 10D")
    assert session.state.counters[QUEENS_DUE] == 0
    for _ in range(6):
        session.play(TURN)
    # the fresh pack is out: the queens in the talon are paid for already
    assert session.check(PAY) == "There is no queen in the talon to pay for a fresh pack"
    assert PAY not in session.legal_moves()
    for _ in range(7):
        session.undo()
    assert session.state.piles["waste"] == cards(talon) and session.state.counters[QUEENS_DUE] == 2


def test_option_queens_stay_a_queen_turned_later_is_due_and_one_played_off_is_not() -> None:
    run = " ".join(["KH", *(f"{r}H" for r in RANKS[:11])])
    session = table({"f1": run, "waste": "2C QS 3C 4C 5C 6C", "stock": "7C QH"}, **{QUEENS_STAY: 1})
    assert PAY not in session.legal_moves() and session.check(TURN) is None
    session.play(TURN)  # Q♥: one queen due
    assert session.state.counters[QUEENS_DUE] == 1
    session.play(TURN)  # 7♣
    session.play(PAY)  # three cards for the Q♥; both queens stay
    assert list(reversed(session.state.piles["stock"])) == cards("2C 3C 4C")
    assert session.state.piles["waste"] == cards("QS 5C 6C QH 7C")
    session.undo()
    session.undo()
    session.play(move("waste", "f1"))  # the Q♥ goes home: no queen is due
    assert session.state.counters[QUEENS_DUE] == 0
    session.play(TURN)
    assert session.check(PAY) == "There is no queen in the talon to pay for a fresh pack"


def test_option_queens_stay_a_talon_of_queens_pays_nothing() -> None:
    session = table({"waste": "QS QH"}, **{QUEENS_STAY: 1, QUEENS_DUE: 2})
    assert session.check(PAY) == "The talon holds no card to pay with"
    assert session.is_lost()
    plain = table({"waste": "QS QH"})
    assert plain.check(PAY) is None and not plain.is_lost()


# -- the end -----------------------------------------------------------------------------------------------------


def full_run(suit: str, pack: int, upto: int = 12) -> str:
    return " ".join([f"K{suit}.{pack}", *(f"{r}{suit}.{pack}" for r in RANKS[:upto])])


def test_a_won_game_through_the_api() -> None:
    piles = {f: full_run(s, p) for f, (s, p) in zip(FOUNDATIONS, [(s, p) for p in (0, 1) for s in "CDHS"], strict=True)}
    piles["f8"] = full_run("S", 1, 11)
    piles["f7"] = full_run("H", 1, 10)
    piles.update({KEY: "QS.1", "s1": "QH.1 JH.1"})
    session = Session.from_position("the_queens", piles)
    assert not session.is_won() and not session.is_lost()
    play_hints_to_the_end(session, 5)
    assert session.is_won()


def test_lost_when_no_move_is_left_and_no_payment_is_due() -> None:
    session = table({"f1": "KC", "waste": "5D 9H", KEY: "7S"})
    assert session.is_lost() and session.hint() is None


def test_not_lost_while_a_payment_is_due_or_a_card_can_move() -> None:
    assert not table({"f1": "KC", "waste": "5D QH", KEY: "7S"}).is_lost()
    assert not table({"f1": "KC", "waste": "5D 9H", KEY: "AC"}).is_lost()
    assert not table({"f1": "KC", "s1": "5C", "waste": "5D 4C/1", KEY: "7S"}).is_lost()  # 4♣ marries the 5♣


def test_lost_when_payments_go_round_without_progress() -> None:
    # A lone queen in the talon goes round for ever (to the talon and back). The stopping rule
    # allows each queen four turns more than the payments need to bring every card round.
    going = table({"f1": "KC", "waste": "QH"}, **{FRESH_DEALT: 5})
    assert going.is_lost()
    assert PAY in going.legal_moves()  # still allowed, but it leads nowhere
    fresh = table({"f1": "KC", "waste": "QH"}, **{FRESH_DEALT: 0})
    assert not fresh.is_lost()
    for count in range(1, 6):
        fresh.play(PAY)
        fresh.play(TURN)
        assert fresh.state.counters[FRESH_DEALT] == count and fresh.is_lost() == (count == 5)


def test_progress_resets_the_fresh_pack_count() -> None:
    session = table({"f1": "KC", "s1": "5C", "waste": "QH 4C/1"}, **{FRESH_DEALT: 5})
    session.play(move("waste", "s1"))  # the talon's 4♣ married on the shutter
    assert session.state.counters[FRESH_DEALT] == 0


def test_a_playable_card_turned_from_a_fresh_pack_starts_the_count_again() -> None:
    session = table({"f1": "KC", "s1": "5C", "stock": "4C/1 9H"}, **{FRESH_DEALT: 5})
    session.play(TURN)
    assert session.state.counters[FRESH_DEALT] == 6  # the 9♥ fits nowhere
    session.play(TURN)
    assert session.state.counters[FRESH_DEALT] == 0  # the 4♣ could marry the 5♣, even if left on the talon


@pytest.mark.parametrize("deal, seed", [(1, 1), (2, 7), (3, 11)])
def test_random_play_conserves_cards_and_undo_redo_restores(deal: int, seed: int) -> None:
    check_random_play("the_queens", deal, seed, steps=300)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip(seed: int) -> None:
    check_save_round_trip("the_queens", 4, seed, max_moves=120)


def test_hints_play_a_deal_to_its_end() -> None:
    session = Session.new("the_queens", 5)
    play_hints_to_the_end(session, 1500)
    assert session.is_won() or session.is_lost()
    assert_same_cards(GAME, session.state)


def test_payments_survive_a_save_and_undo_back_to_the_deal() -> None:
    session = Session.new("the_queens", 1)
    start = session.state.copy()
    payments = 0
    while payments < 2:
        hint = session.hint()
        assert hint is not None
        payments += hint.kind == REDEAL
        session.play(hint)
    assert FRESH_DEALT in session.state.counters
    loaded = core.loads(core.dumps(session))
    assert loaded.state == session.state and loaded.legal_moves() == session.legal_moves()
    assert_same_cards(GAME, loaded.state)
    while loaded.undo():
        pass
    assert loaded.state == start


def test_the_books_example_six_queens_bring_eighteen_cards_besides() -> None:
    others = [f"{r}{s}" for s in "CDHS" for r in RANKS[1:10]]  # 36 cards, 2 to 10
    queens = ["QC", "QD", "QH", "QS", "QC/1", "QD/1"]
    talon = others[:10] + queens[:3] + others[10:20] + queens[3:] + others[20:]
    session = table({"waste": " ".join(talon)})
    session.play(PAY)
    fresh = list(reversed(session.state.piles["stock"]))  # every shutter place is full: none dealt yet
    assert len(fresh) == 6 + 18
    assert fresh == cards(" ".join(others[:10] + queens[:3] + others[10:18] + queens[3:]))
    assert session.state.size("waste") == len(talon) - 24


def test_queens_dealt_again_in_every_payment_do_not_hasten_the_loss() -> None:
    """Audit: every payment deals its queens again, so counting them with the
    other cards called the game lost before every card had come round: here
    the 3♠, the 35th card from the talon's bottom that is not a queen, comes
    up in the third payment and goes to the K♠ A♠ 2♠ foundation."""
    blocked = {"AC", "3D", "5H", "7S", "9C", "JD", "2H", "AS", "2S", "3S"}  # what the fillers and the foundation take
    free = [f"{r}{s}" for s in "CDHS" for r in RANKS[:11] if f"{r}{s}" not in blocked]
    others = free + [f"{c}/1" for c in ("5C", "7D", "9S")]  # 35 cards that go nowhere
    queens = ["QC", "QD", "QH", "QS"]
    talon = others[:6] + queens[:2] + others[6:12] + queens[2:3] + others[12:34] + ["3S", others[34], queens[3]]
    session = table({"f1": "KS AS 2S", "waste": " ".join(talon)}, **{FRESH_DEALT: 0})
    for _ in range(200):
        if session.state.top("waste") == Card(Suit.SPADES, 3):
            break
        assert not session.is_lost()
        session.play(PAY if not session.state.piles["stock"] else TURN)
    assert move("waste", "f1") in session.legal_moves()


def test_a_marriage_within_the_shutter_starts_the_count_again() -> None:
    """Audit: a card married from one shutter place to another uncovers a new
    card there, which a talon card may now marry: the fresh packs are not
    going round without progress."""
    session = table({"f1": "KC", "s1": "9H/1 5C", "s2": "6C", "waste": "QH 4C/1"}, **{FRESH_DEALT: 5})
    session.play(move("s1", "s2"))  # the 5♣ onto the 6♣ uncovers the 9♥
    assert session.state.counters[FRESH_DEALT] == 0
