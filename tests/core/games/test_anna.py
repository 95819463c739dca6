"""Anna: the rules card's checks, the deal, the turned card placed where the
player chooses, re-deals, the end."""

from __future__ import annotations

from collections import Counter

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.cards import JACK, rank_code
from cadogan.core.games.anna import HELPS, KNAVES, WRAP
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip

GAME = core.get_game("anna")
TURN = Move(DEAL, "stock", "hand")


def laid_out(piles: dict[str, str]) -> dict[str, list]:
    return {pile: cards(text) for pile, text in piles.items()}


def table(piles: dict[str, str], first: str = "", **counters: int) -> Session:
    """``piles`` as given; the pack deals the cards of ``first`` first, then
    every other card in sorted order."""
    placed = Counter(cards(" ".join([first, *piles.values()])))
    others = list((Counter(GAME.deck()) - placed).elements())
    order = cards(first) + sorted(others, key=GAME.deck().index)
    setup = {**laid_out(piles), "stock": list(reversed(order))}
    return Session.from_position(GAME.id, setup, face_down=order, counters=counters)


def knave_down_to(suit: str, lowest: int, pack: int = 0) -> str:
    """A knave's foundation built down to ``lowest`` (1: the ace; 0: the king too)."""
    ranks = [*range(JACK, max(lowest, 1) - 1, -1)] + ([13] if lowest == 0 else [])
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in ranks)


def labels(s: Session, pile: str) -> list[str]:
    return [c.label for c in s.state.piles[pile]]


# -- the deal ----------------------------------------------------------------------------------


def test_the_deal_lays_eight_helps_and_sends_knaves_to_the_n():
    state = GAME.deal(1)
    deck = GAME.shuffled_deck(1)
    helps = [state.piles[h][0] for h in HELPS]
    knaves = [c for n in KNAVES for c in state.piles[n]]
    assert all(state.size(h) == 1 for h in HELPS)
    assert [c for c in deck[: 8 + len(knaves)] if c.rank != JACK] == helps
    assert [c for c in deck[: 8 + len(knaves)] if c.rank == JACK] == knaves
    assert state.size("stock") == 96 - len(knaves) and state.counters["redeals_left"] == 2
    assert_same_cards(GAME, state)


def test_a_deal_whose_helps_hold_a_knave_sends_it_up():
    for deal in range(1, 40):
        state = GAME.deal(deal)
        if state.piles["n1"]:
            assert state.piles["n1"][0].rank == JACK
            assert all(c.rank != JACK for h in HELPS for c in state.piles[h])
            return
    raise AssertionError("no deal among the first 40 has a knave among its first cards")


# -- the rules card's checks ---------------------------------------------------------------------


def test_check_1_a_turned_knave_goes_to_the_next_place_of_the_n_and_takes_its_ten():
    s = table({"n1": "JC", "h1": "10H"}, first="JH")
    s.play(TURN)
    assert labels(s, "n2") == ["J♥"] and s.state.piles["hand"] == []  # placed within the turn
    assert GAME.waiting_pile(s.state) is None
    s.play(move("h1", "n2"))
    assert labels(s, "n2") == ["J♥", "10♥"]


def test_the_knave_and_its_turn_are_one_step():
    s = table({"n1": "JC"}, first="JH")
    before = s.state.copy()
    s.play(TURN)
    s.undo()
    assert s.state == before


def test_check_2_marriages_ascend_in_suit():
    s = table({"h1": "5H", "h2": "6H", "h3": "4H", "h4": "6D"})
    assert s.check(move("h2", "h1")) is None
    assert s.check(move("h3", "h1")) == "Only the 6 of hearts can go on the 5♥"
    assert s.check(move("h4", "h1")) == "Marriages must follow suit"


def test_check_3_nothing_goes_on_a_queen():
    s = table({"h1": "QC", "h2": "KC", "h3": "JC"})
    assert s.check(move("h2", "h1")) == "Nothing may be placed on a queen"
    s = table({"h1": "QC"}, first="KC")
    s.play(TURN)
    assert s.check(move("hand", "h1")) == "Nothing may be placed on a queen"


def test_a_king_on_the_helps_takes_nothing_unless_the_option_lets_an_ace_turn_the_corner():
    s = table({"h1": "KC", "h2": "AC"})
    assert s.check(move("h2", "h1")) == "No card can be married onto the K♣"
    s = Session.from_position(GAME.id, laid_out({"h1": "KC", "h2": "AC"}), rest="stock", options={WRAP: True})
    assert s.check(move("h2", "h1")) is None


def test_check_4_an_ace_on_the_n_takes_the_king_and_the_pile_is_complete():
    s = table({"n1": knave_down_to("S", 1), "h1": "KS", "h2": "KS/1"})
    assert s.check(move("h1", "n1")) is None
    s.play(move("h1", "n1"))
    assert s.state.size("n1") == 12
    assert s.check(move("h2", "n1")) == "This foundation is complete"


def test_the_n_builds_down_in_suit():
    s = table({"n1": "JS 10S", "h1": "9S", "h2": "8S", "h3": "9H"})
    assert s.check(move("h2", "n1")) == "This foundation needs the 9 next"
    assert s.check(move("h3", "n1")) == "This foundation takes spades only"
    assert s.check(move("h1", "n1")) is None


def test_check_5_a_help_card_marries_onto_another_help():
    s = table({"h1": "6S", "h2": "5C 7S"})
    assert s.check(move("h2", "h1")) is None
    s.play(move("h2", "h1"))
    assert labels(s, "h1") == ["6♠", "7♠"] and labels(s, "h2") == ["5♣"]


def test_check_6_an_empty_help_takes_a_queen_from_the_talon():
    s = table({"h1": "5C", "talon": "3S QD"})
    s.state.piles["h2"]  # h2 is empty
    assert s.check(move("talon", "h2")) is None
    s.play(move("talon", "h2"))
    assert labels(s, "h2") == ["Q♦"]
    assert s.check(move("h1", "h3")) == "An empty help is filled from the pack or the talon"


def test_an_empty_help_takes_the_card_just_turned():
    s = table({"h1": "5C"}, first="9D")
    s.play(TURN)
    assert s.check(move("hand", "h2")) is None


def test_check_7_a_covered_help_card_cannot_be_played():
    s = table({"n1": "JH", "h1": "10H 2C"})
    assert s.check(move("h1", "n1")) == "This foundation takes hearts only"
    assert GAME.can_lift(s.state, "h1", 2).reason == "Only the uppermost card can be moved"
    assert [m for m in s.legal_moves() if m.src == "h1" and m.dst == "n1"] == []


def test_check_8_two_redeals_then_none():
    s = table({"h1": "5C"}, first="")
    stock = s.state.size("stock")
    for redeal in range(3):
        for _ in range(stock):
            s.play(TURN)
            s.play(move("hand", "talon")) if s.state.piles["hand"] else None
        assert s.state.piles["stock"] == []
        if redeal < 2:
            assert Move(REDEAL) in s.legal_moves()
            s.play(Move(REDEAL))
            assert s.state.counters["redeals_left"] == 1 - redeal
        stock = s.state.size("stock")
    assert Move(REDEAL) not in s.legal_moves()
    assert s.check(Move(REDEAL)) == "No re-deals are left"


# -- the turned card ---------------------------------------------------------------------------------


def test_the_turned_card_waits_in_the_hand_and_its_places_are_the_legal_drops():
    s = table({"n1": "JH 10H", "h1": "8C", "h2": "QS"}, first="9H")
    s.play(TURN)
    assert GAME.waiting_pile(s.state) == "hand" and labels(s, "hand") == ["9♥"]
    places = {m.dst for m in s.legal_moves() if m.src == "hand"}
    assert places == {"n1", "talon", *(h for h in HELPS if not s.state.piles[h])}
    assert s.check(TURN) == "First put the card just turned in its place"
    assert s.check(move("hand", "stock")) == "First put the card just turned in its place: the talon takes any card"
    assert s.check(move("h1", "hand")) == "Only the pack's card goes there, as it is turned"


def test_other_moves_are_open_while_a_card_waits():
    s = table({"h1": "8C", "h2": "9C"}, first="5D")
    s.play(TURN)
    assert s.check(move("h2", "h1")) is None


def test_only_the_turned_card_goes_to_the_talon():
    s = table({"h1": "8C"})
    assert s.check(move("h1", "talon")) == "Only the card just turned goes to the talon"


def test_the_redeal_keeps_the_talons_order():
    s = table({"h1": "5C"}, first="2D 3D 4D")
    rest = s.state.size("stock")
    for _ in range(rest):
        s.play(TURN)
        if s.state.piles["hand"]:  # (a knave went up)
            s.play(move("hand", "talon"))
    s.play(Move(REDEAL))
    s.play(TURN)
    assert labels(s, "hand") == ["2♦"]
    s.play(move("hand", "talon"))
    s.play(TURN)
    assert labels(s, "hand") == ["3♦"]


def test_no_redeal_while_a_card_waits():
    s = table({"h1": "5C"}, first="")
    rest = s.state.size("stock")
    for _ in range(rest - 1):
        s.play(TURN)
        if s.state.piles["hand"]:
            s.play(move("hand", "talon"))
    s.play(TURN)
    assert s.state.piles["stock"] == []
    assert s.check(Move(REDEAL)) == "First put the card just turned in its place"


# -- the end -------------------------------------------------------------------------------------------


def finished(**changes: str) -> dict[str, str]:
    """Every knave built to its king and the eight queens on the helps,
    except as ``changes`` say."""
    piles = {}
    for i, (suit, pack) in enumerate((s, p) for s in "CDHS" for p in (0, 1)):
        piles[f"n{i + 1}"] = knave_down_to(suit, 0, pack)
        piles[f"h{i + 1}"] = f"Q{suit}/{pack}"
    piles.update(changes)
    return piles


def test_won_with_an_a_of_queens_and_an_n_of_kings():
    s = Session.from_position(GAME.id, laid_out(finished()))
    assert s.is_won() and not s.is_lost()


def test_won_by_play_from_near_the_end():
    piles = finished(n1=knave_down_to("C", 2), n3=knave_down_to("D", 1), h1="", h4="AC KD/0")
    piles.pop("h1")
    s = Session.from_position(GAME.id, laid_out(piles), counters={"redeals_left": 0}, rest="stock")
    for _ in range(10):
        if s.is_won():
            break
        hint = s.hint()
        assert hint is not None
        s.play(hint)
        if s.state.piles["hand"] and s.check(move("hand", "h1")) is None and s.state.top("hand").rank == 12:
            s.play(move("hand", "h1"))
    assert s.is_won()


def test_lost_when_the_pack_is_out_after_two_redeals_and_no_move_is_left():
    piles = finished(n1=knave_down_to("C", 3), talon="2C AC KC")
    s = Session.from_position(GAME.id, laid_out(piles), counters={"redeals_left": 0})
    assert not s.is_won()
    assert s.is_lost()  # the 2♣ lies under the ace and the king, and the talon is never dealt again
    assert s.hint() is None


def test_not_lost_while_a_redeal_is_left():
    piles = finished(n1=knave_down_to("C", 3), talon="2C AC KC")
    s = Session.from_position(GAME.id, laid_out(piles), counters={"redeals_left": 1})
    assert not s.is_lost()
    s.play(Move(REDEAL))
    for card in ("2♣", "A♣", "K♣"):  # the talon's first card comes first
        s.play(TURN)
        assert labels(s, "hand") == [card]
        s.play(move("hand", "n1"))
    assert s.is_won()


def test_random_play_keeps_every_card_and_undo_redo_are_exact():
    for seed in range(3):
        check_random_play(GAME.id, seed + 1, seed, steps=500)
    check_random_play(GAME.id, 9, 4, steps=400, options={WRAP: True})


def test_save_round_trip():
    for seed in range(4):
        check_save_round_trip(GAME.id, seed + 3, seed, max_moves=120)


def test_deal_2_is_won_by_following_the_hints():
    from tests.core.helpers import play_hints_to_the_end

    s = Session.new(GAME.id, 2)
    play_hints_to_the_end(s, 3000)
    assert s.is_won() and not s.is_lost()
    assert all(s.state.size(n) == 12 and s.state.top(n).rank == 13 for n in KNAVES)
    assert all([c.rank for c in s.state.piles[h]] == [12] for h in HELPS)
    assert_same_cards(GAME, s.state)
