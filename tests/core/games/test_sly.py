"""Sly: the rules card's checks, the first deal, later deals placed card by
card where the player chooses, refills between deals, the end."""

from __future__ import annotations

from collections import Counter

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.cards import rank_code
from cadogan.core.games.sly import LAID, PROMENADE, ROUND
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, play_hints_to_the_end

GAME = core.get_game("sly")
TURN = Move(DEAL, "stock", "hand")


def up(suit: str, upto: int, pack: int = 0) -> str:
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(1, upto + 1))


def down(suit: str, downto: int, pack: int = 1) -> str:
    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(13, downto - 1, -1))


def table(piles: dict[str, str], first: str = "", **counters: int) -> Session:
    """A position: ``piles`` as given; the pack deals the cards of ``first``
    first, then every other card in sorted order. Between deals of round 2
    unless the counters say otherwise (``laid``: a deal is going on)."""
    placed = Counter(cards(" ".join([first, *piles.values()])))
    others = list((Counter(GAME.deck()) - placed).elements())
    order = cards(first) + sorted(others, key=GAME.deck().index)
    table = {**laid_out(piles), "stock": list(reversed(order))}
    return Session.from_position(GAME.id, table, face_down=order, counters={ROUND: 2, **counters})


def laid_out(piles: dict[str, str]) -> dict[str, list]:
    """Piles written as the helpers write cards ("7H/1": pack 1's 7♥)."""
    return {pile: cards(text) for pile, text in piles.items()}


def twenty(**extra: str) -> dict[str, str]:
    """Twenty packets of one card each (3 to 7 of clubs and diamonds, both
    packs), changed where ``extra`` says."""
    faces = [f"{r}{s}/{p}" for s in "CD" for p in (0, 1) for r in ("3", "4", "5", "6", "7")]
    piles = {pile: face for pile, face in zip(PROMENADE, faces, strict=True)}
    piles.update(extra)
    return piles


def all_but(piles: dict[str, str], keep: int = 0) -> tuple[str, str]:
    """The cards ``piles`` do not hold, in sorted order: all but the last
    ``keep`` of them, and those last ``keep``."""
    rest = list((Counter(GAME.deck()) - Counter(cards(" ".join(piles.values())))).elements())
    rest.sort(key=GAME.deck().index)
    names = [f"{rank_code(c.rank)}{c.suit.value}/{c.pack}" for c in rest]
    return " ".join(names[: len(names) - keep]), " ".join(names[len(names) - keep :])


def labels(s: Session, pile: str) -> list[str]:
    return [c.label for c in s.state.piles[pile]]


# -- the deal ---------------------------------------------------------------------------------


def test_the_first_deal_fills_twenty_places_row_by_row():
    state = GAME.deal(1)
    deck = GAME.shuffled_deck(1)
    founding = [f for f in ("a1", "a2", "a3", "a4", "k1", "k2", "k3", "k4") if state.piles[f]]
    laid = [state.piles[p][0] for p in PROMENADE]
    turned = deck[: 20 + len(founding)]
    assert laid == [c for c in turned if c not in {state.piles[f][0] for f in founding}]
    assert state.size("stock") == 104 - 20 - len(founding)
    assert_same_cards(GAME, state)


def test_check_1_the_first_ace_of_hearts_goes_up_at_once_the_second_is_ordinary():
    s = table(twenty(), first="AH 8S AH/1")
    s.play(TURN)
    assert labels(s, "a1") == ["A♥"] and labels(s, "hand") == ["8♠"]  # the ace did not wait
    s.play(move("hand", "p1"))  # and the turn went on to the next card
    assert labels(s, "hand") == ["A♥"]
    assert s.state.piles["a2"] == []
    assert s.check(move("hand", "a2")) == "The hearts already have their ace foundation"
    s.play(move("hand", "p2"))
    assert labels(s, "p2")[-1] == "A♥"


def test_the_turned_ace_and_its_turn_are_undone_together():
    s = table(twenty(), first="AH 8S")
    before = s.state.copy()
    s.play(Move(DEAL, "stock", "hand"))
    assert labels(s, "a1") == ["A♥"] and labels(s, "hand") == ["8♠"]
    s.undo()
    assert s.state == before


def test_check_2_mid_deal_a_packet_card_that_fits_waits_a_fresh_card_may_play():
    piles = {**twenty(p1="9S 2S"), "a1": "AH", "a2": "AS", "hand": "9C"}
    s = table(piles, first="9D 9H 10S 10C 10D 10H 2H", laid=0)
    s.play(move("hand", "p1"))  # nothing fits yet
    s.play(move("hand", "p1"))
    for _ in range(5):
        s.play(move("hand", "p2"))
    assert s.state.counters[LAID] == 7
    # The 2♠ lay ready for the ace of spades, and the 2♥ turned now fits too.
    assert labels(s, "hand") == ["2♥"]
    assert s.check(move("p1", "a2")) == "Until the deal of twenty is complete, only the card just turned can be played"
    assert s.check(move("hand", "a1")) is None
    s.play(move("hand", "a1"))
    assert s.state.counters[LAID] == 7  # a card played as it turns up is not counted


def test_check_3_three_cards_played_in_a_deal_make_it_twenty_three_turned():
    first = "2H 9C 3H 9C/1 4H 9D 9D/1 9S 9S/1 9H 9H/1 10C 10C/1 10D 10D/1 10S 10S/1 10H 10H/1 JC JC/1 JD JD/1 QS"
    s = table({**twenty(), "a1": "AH"}, first=first)
    stock = s.state.size("stock")
    s.play(TURN)
    while s.state.counters.get(LAID) is not None:
        top = s.state.top("hand")
        if s.check(move("hand", "a1")) is None:
            s.play(move("hand", "a1"))
        else:
            s.play(move("hand", f"p{(top.rank % 20) + 1}"))
    assert labels(s, "a1") == ["A♥", "2♥", "3♥", "4♥"]
    assert stock - s.state.size("stock") == 23
    assert s.state.piles["hand"] == [] and LAID not in s.state.counters


def test_check_4_three_cards_in_a_row_on_one_packet():
    s = table(twenty(), first="9S 9H 10S 10H")
    s.play(TURN)
    for _ in range(3):
        s.play(move("hand", "p7"))
    assert labels(s, "p7")[1:] == ["9♠", "9♥", "10♠"]


def test_check_5_a_packet_card_never_goes_to_another_packet():
    s = table(twenty())
    assert s.check(move("p1", "p2")) == "Cards are never moved from one packet to another"
    s.play(TURN)
    assert s.check(TURN) == "Put the card just turned in its place: the next one is then turned"
    assert s.check(move("hand", "stock")) == "First put the card just turned on a packet: the next one is then turned"
    assert s.check(move("p1", "p2")) == "Until the deal of twenty is complete, only the card just turned can be played"


def test_check_6_a_covered_card_waits_until_the_covering_card_is_played():
    s = table({**twenty(p4="2H 2S"), "a1": "AH", "a2": "AS"})
    assert s.check(move("p4", "a1")) == "This foundation takes hearts only"  # the 2♠ covers the 2♥
    assert GAME.can_lift(s.state, "p4", 2).reason == "Only the uppermost card can be moved"
    s.play(move("p4", "a2"))
    assert s.check(move("p4", "a1")) is None


def test_check_7_an_emptied_packet_is_refilled_before_the_next_deal():
    s = table({**twenty(p3="2H"), "a1": "AH"}, first="8S")
    s.play(move("p3", "a1"))
    assert labels(s, "p3") == ["8♠"]
    assert s.state.counters.get(LAID) is None  # no deal began


def test_a_refill_that_fits_may_itself_be_played_and_the_next_card_refills():
    s = table({**twenty(p3="2H"), "a1": "AH"}, first="3H 8S")
    s.play(move("p3", "a1"))
    assert labels(s, "p3") == ["3♥"]
    s.play(move("p3", "a1"))
    assert labels(s, "p3") == ["8♠"]


def test_a_refilled_first_ace_goes_up_and_the_next_card_refills():
    s = table({**twenty(p3="2H"), "a1": "AH"}, first="AS 8S")
    s.play(move("p3", "a1"))
    assert labels(s, "a2") == ["A♠"] and labels(s, "p3") == ["8♠"]


def test_in_the_first_deal_a_card_goes_to_the_next_open_place():
    piles = {**{"p1": "9C", "p2": "9D"}, "a1": "AH", "hand": "2H"}
    s = table(piles, first="8S", laid=2, **{ROUND: 1})
    # The 2♥ may go up or to the next place; nothing else.
    assert s.check(move("hand", "p7")) == "In the first deal each card goes to the next open place"
    assert {m.dst for m in s.legal_moves()} == {"a1", "p3"}
    s.play(move("hand", "a1"))
    # The 8♠ fits nowhere: it is laid in the open place at once; the A♣
    # goes up as it appears, and the 2♣, which fits it, waits for the player.
    assert labels(s, "p3") == ["8♠"] and labels(s, "a2") == ["A♣"] and labels(s, "hand") == ["2♣"]


def test_check_8_pack_used_up_and_nothing_playable_is_lost_with_no_redeal():
    piles = {"a1": "AH", "k1": "KS"}
    rest, _ = all_but(piles)
    s = Session.from_position(GAME.id, laid_out({**piles, "p1": rest}), counters={ROUND: 6})
    assert s.state.piles["stock"] == [] and s.state.top("p1").label == "K♠"
    assert s.game.actions(s.state) == [] and s.check(Move("redeal")) is not None
    assert s.legal_moves() == []
    assert s.is_lost() and not s.is_won()


def test_lost_only_once_nothing_can_move():
    piles = {"a1": up("H", 12), "k1": "KS", "p1": "KH", "p2": "QS"}
    rest, _ = all_but(piles)
    s = Session.from_position(GAME.id, laid_out({**piles, "p3": rest}), counters={ROUND: 6})
    assert not s.is_lost()  # the K♥ finishes the hearts and the Q♠ goes on the K♠
    s.play(move("p2", "k1"))
    assert not s.is_lost()
    s.play(move("p1", "a1"))
    assert s.is_lost() and s.hint() is None


def test_a_deal_with_cards_left_is_never_lost_and_a_waiting_card_always_has_a_place():
    s = table(twenty())
    assert not s.is_lost()  # the pack
    s.play(TURN)
    assert s.game.waiting_pile(s.state) == "hand"
    assert not s.is_lost()


def test_won_by_play_from_near_the_end():
    suits = "CDHS"
    piles = {f"a{i + 1}": up(s, 12) for i, s in enumerate(suits)}
    piles.update({f"k{i + 1}": down(s, 2) for i, s in enumerate(suits)})
    piles.update({"p1": "KC AC/1", "p2": "KD AD/1", "p3": "AH/1 KH", "p4": "AS/1", "p5": "KS"})
    s = Session.from_position(GAME.id, laid_out(piles), counters={ROUND: 5})
    assert not s.is_won() and not s.is_lost()
    play_hints_to_the_end(s, 12)
    assert s.is_won() and not s.is_lost()


def test_the_last_deal_is_short_when_the_pack_runs_out():
    piles = {"a1": "AH", "k1": "KS"}
    rest, last = all_but(piles, keep=3)
    s = table({**piles, "p1": rest}, first=last)
    assert s.state.size("stock") == 3
    s.play(TURN)
    for _ in range(3):
        s.play(move("hand", "p2"))
    assert s.state.piles["stock"] == [] and LAID not in s.state.counters
    assert s.state.size("p2") == 3


def test_random_play_keeps_every_card_and_undo_redo_are_exact():
    for seed in range(3):
        check_random_play(GAME.id, seed + 1, seed, steps=500)
        check_random_play(GAME.id, seed + 7, seed, steps=500, options={"opt_four_rows": True})


def test_save_round_trip():
    for seed in range(4):
        check_save_round_trip(GAME.id, seed + 3, seed, max_moves=120)


def test_four_rows_changes_the_table_only():
    plain, four = Session.new(GAME.id, 5), Session.new(GAME.id, 5, {"opt_four_rows": True})
    assert {k: v for k, v in plain.state.piles.items()} == four.state.piles
    assert plain.legal_moves() == four.legal_moves()


def test_the_hint_lays_the_turned_card_on_the_packet_wanted_last():
    """Where a turned card goes is the player's only choice: the hint covers
    the packet top that must wait longest for its foundation."""
    s = table(twenty(), first="9S")
    s.play(TURN)
    assert s.hint() == move("hand", "p5")  # 7♣: six clubs before it either way; the 3s to 6s sooner
    s = table({**twenty(), "a1": "AC 2C"}, first="9S")
    s.play(TURN)
    assert s.hint() == move("hand", "p15")  # the clubs are under way: now 7♦ waits longest
