"""The Great Thirteen: the rules card's checks, the book's examples, the
priority rule, kings in the first deal, the third process, and the end."""

from __future__ import annotations

from collections import defaultdict

import pytest

from cadogan import core
from cadogan.core import FOUNDATION, MOVE, OUT, TABLEAU, Move, Session
from cadogan.core.cards import KING, rank_code
from cadogan.core.games.the_great_thirteen import (
    DEAL_PACKET,
    REDEAL_NEXT,
    WEAK_PRIORITY,
    deal_order,
    wanted_after,
)
from tests.core.helpers import assert_same_cards, check_random_play, check_save_round_trip, play_hints_to_the_end

GAME = core.get_game("the_great_thirteen")
GID = GAME.id


def words(text: str) -> list[str]:
    return text.split()


def deal_packet(column: int) -> Move:
    return Move(DEAL_PACKET, f"g{column}")


def to(src: int, dst: int) -> Move:
    return Move(MOVE, f"g{src}", f"n{dst}")


def table(
    balcony: str = "AC 2C 3S 4C 5C 6C 7C 9C",  # waiting for 2 4 6 8 10 Q A 5
    numerals: dict[int, str] | None = None,
    ground: dict[int, str] | None = None,
    **counters: int,
) -> Session:
    """A hand-made position: the balcony (eight cards, left to right), some
    numerals and ground packets (bottom first) by column; every other card
    lies face down in the hand, out of play."""
    piles = {f"b{c}": card for c, card in enumerate(balcony.split(), 1)}
    piles.update({f"n{c}": text for c, text in (numerals or {}).items()})
    piles.update({f"g{c}": text for c, text in (ground or {}).items()})
    counters.setdefault(REDEAL_NEXT, 0)
    return Session.from_position(GID, piles, rest="hand", counters=counters)


def reason(s: Session, move: Move) -> str:
    text = s.check(move)
    assert text is not None, f"{move} is legal"
    return text


def finished(missing_kings: bool = False) -> dict[str, list[str]]:
    """Both packs laid out as at the end of a won game: balcony values
    1, 2, 3, 4, 5, 6, 7, 8, each numeral its twelve cards (with
    ``missing_kings``, eleven: the kings lie on the ground packets)."""
    pool: dict[int, list[str]] = defaultdict(list)
    for card in GAME.deck():
        pool[card.rank].append(card.code)
    piles: dict[str, list[str]] = {}
    for c, base in enumerate(range(1, 9), 1):
        piles[f"b{c}"] = [pool[base].pop()]
        values = [wanted_after(base, laid) for laid in range(12)]
        if missing_kings:
            values = values[:11]
            piles[f"g{c}"] = [pool[KING].pop()]
        piles[f"n{c}"] = [pool[v].pop() for v in values]
    return piles


# -- the table and the deal ---------------------------------------------------------


def test_piles_and_roles():
    roles = GAME.pile_roles()
    assert list(roles) == [*(f"b{c}" for c in range(1, 9)), *(f"n{c}" for c in range(1, 9)),
                           *(f"g{c}" for c in range(1, 9)), "hand"]  # fmt: skip
    assert roles["b1"] == OUT and roles["n1"] == FOUNDATION and roles["g1"] == TABLEAU and roles["hand"] == OUT
    assert GAME.pile_title("g3") == "ground packet 3" and GAME.pile_title("n8") == "numeral 8"


@pytest.mark.parametrize("deal", [1, 2, 3, 17, 99])
def test_check_1_no_king_on_the_balcony_and_96_cards_on_the_ground(deal: int):
    state = GAME.deal(deal)
    assert all(state.top(f"b{c}").rank != KING for c in range(1, 9))
    assert sum(state.size(f"g{c}") for c in range(1, 9)) == 96
    assert all(state.size(f"g{c}") == 12 for c in range(1, 9))
    assert all(state.top(f"g{c}").rank != KING for c in range(1, 9))
    assert not state.face_down
    assert state.counters == {REDEAL_NEXT: 0}
    assert_same_cards(GAME, state)


def test_the_deal_keeps_the_packets_of_thirteen_in_order():
    """Thirteen consecutive cards to each packet, kings slipped under, then the top lifted."""
    order = GAME.shuffled_deck(1)
    state = GAME.deal(1)
    for c in range(1, 9):
        packet = order[(c - 1) * 13 : c * 13]
        here = [*state.piles[f"g{c}"], state.top(f"b{c}")]
        assert sorted(here, key=str) == sorted(packet, key=str)
    assert [state.top(f"b{c}").label for c in range(1, 9)] == ["7♥", "A♦", "3♠", "4♣", "9♦", "J♦", "6♠", "2♥"]


def test_kings_are_slipped_under_at_the_deal():
    """Each packet as dealt, its top kings turned under before and after the
    balcony card is lifted, over the first deals (some packets do show a king)."""

    def slipped(packet: list) -> list:
        while packet[-1].rank == KING:
            packet = [packet[-1], *packet[:-1]]
        return packet

    kings_seen = 0
    for deal in range(1, 11):
        order, state = GAME.shuffled_deck(deal), GAME.deal(deal)
        for c in range(1, 9):
            packet = order[(c - 1) * 13 : c * 13]  # the first card dealt at the bottom
            kings_seen += packet[-1].rank == KING
            packet = slipped(packet)
            assert state.top(f"b{c}") == packet[-1]
            assert state.piles[f"g{c}"] == slipped(packet[:-1])
    assert kings_seen


def test_deal_1_laid_out_as_recorded():
    s = Session.new(GID, 1)
    assert [s.state.top(f"g{c}").code for c in range(1, 9)] == [
        "4H.1", "10S.1", "JH.0", "8D.0", "QH.1", "5H.1", "3C.1", "AC.0",
    ]  # fmt: skip
    assert [GAME.place_text(s.state, f"n{c}") for c in range(1, 9)] == ["A", "2", "6", "8", "5", "9", "Q", "4"]


# -- the arithmetic ---------------------------------------------------------------------


def test_check_2_under_a_seven_ace_then_eight_then_two():
    assert [rank_code(wanted_after(7, n)) for n in range(12)] == words("A 8 2 9 3 10 4 J 5 Q 6 K")
    s = table(balcony="7H 5C 10C 9C 8C JC QC 6C", ground={1: "2D", 2: "8D", 3: "AD", 4: "4D"})
    assert reason(s, to(2, 1)) == "Under a 7 the first card is an ace (its value doubled)"
    s.play(to(3, 1))
    assert reason(s, to(4, 1)) == "Here comes an 8: ace and 7 added"
    s.play(to(2, 1))
    s.play(to(1, 1))
    assert [c.label for c in s.state.piles["n1"]] == ["A♦", "8♦", "2♦"]


def test_check_3_queen_eight_and_three():
    assert [rank_code(wanted_after(12, n)) for n in range(12)] == words("J 10 9 8 7 6 5 4 3 2 A K")
    assert rank_code(wanted_after(8, 0)) == "3" and rank_code(wanted_after(3, 0)) == "6"
    assert [rank_code(wanted_after(1, n)) for n in range(12)] == words("2 3 4 5 6 7 8 9 10 J Q K")
    s = table(balcony="QH 8C 3S 7C 9C 10C JC AC", ground={1: "10D JD", 2: "3H", 3: "6H"})
    for move in (to(2, 2), to(3, 3), to(1, 1), to(1, 1)):
        s.play(move)
    assert [c.label for c in s.state.piles["n1"]] == ["J♦", "10♦"]
    assert s.state.top("n2").label == "3♥" and s.state.top("n3").label == "6♥"


def test_the_book_examples_three_takes_six_two_takes_four():
    s = table(balcony="3S 2H AC 4C 5C 6C 7C 8C", ground={1: "6D", 2: "4D"})
    assert s.check(to(1, 1)) is None and s.check(to(2, 2)) is None
    assert reason(s, to(1, 2)) == "Under a 2 the first card is a 4 (its value doubled)"


def test_check_4_a_seven_under_a_six_takes_the_king_and_ends_the_pile():
    values = [wanted_after(6, n) for n in range(11)]
    assert rank_code(values[-1]) == "7" and wanted_after(6, 11) == KING
    numeral = " ".join(f"{rank_code(v)}{'CDHS'[i % 4]}" for i, v in enumerate(values))
    balcony = "6S.1 2H.1 AS.1 4S.1 5S.1 3S.1 7S.1 8S.1"
    s = table(balcony, numerals={1: numeral}, ground={1: "KD", 2: "9H.1"}, **{REDEAL_NEXT: 3})
    assert s.check(to(1, 1)) is None
    s.play(to(1, 1))
    assert s.state.size("n1") == 12
    assert reason(s, to(2, 1)) == "This numeral is complete with its king"
    assert GAME.place_text(s.state, "n1") is None


def test_values_over_thirteen_wrap_and_suits_do_not_matter():
    s = table(balcony="9D 2H AC 4C 5C 3C 7C 8C", ground={1: "5S", 2: "5H"})  # 18 - 13 = 5
    assert s.check(to(1, 1)) is None and s.check(to(2, 1)) is None


# -- the priority (Rule II) ----------------------------------------------------------------


def test_check_5_a_six_must_fill_the_empty_numeral_under_the_three():
    s = table(balcony="AC 2C 3S 4C 2H 5C 7C 8C", numerals={5: "4D"}, ground={1: "6D"})
    assert s.check(to(1, 3)) is None
    assert reason(s, to(1, 5)) == "This 6 must first fill the empty numeral waiting for it"
    assert to(1, 5) not in s.legal_moves() and to(1, 3) in s.legal_moves()


def test_check_6_no_addition_while_any_card_could_fill_a_vacancy():
    # Column 1 (balcony A) holds 2 and wants a 3; column 3 (balcony 3) is empty and wants a 6.
    s = table(numerals={1: "2D"}, ground={1: "3D", 2: "6D"})
    assert reason(s, to(1, 1)) == "An empty numeral can be filled: that comes before any addition"
    assert s.legal_moves()[0] == to(2, 3)
    s.play(to(2, 3))
    assert s.check(to(1, 1)) is None
    # With only the card itself bound (the option), the 3 may be added at once.
    weak = Session.from_position(
        GID,
        {"b1": "AC", "b2": "2C", "b3": "3S", "b4": "4C", "b5": "5C", "b6": "6C", "b7": "7C", "b8": "9C",
         "n1": "2D", "g1": "3D", "g2": "6D"},
        rest="hand",
        options={WEAK_PRIORITY: True},
    )  # fmt: skip
    assert weak.check(to(1, 1)) is None


def test_an_empty_numeral_with_no_card_for_it_does_not_block_additions():
    s = table(numerals={1: "2D"}, ground={1: "3D", 2: "9D"})
    assert s.check(to(1, 1)) is None


# -- what is free -------------------------------------------------------------------------------


def test_check_7_a_card_under_the_top_cannot_move():
    s = table(ground={1: "2D 9S"})
    assert reason(s, Move(MOVE, "g1", "n1", 2)) == "Only the uppermost card can be moved"
    assert s.legal_moves() == [deal_packet(1)]  # 9♠ fits nowhere, and the 2♦ beneath is not free


def test_balcony_numerals_and_hand_do_not_move():
    s = table(numerals={1: "AH"}, ground={1: "8H"})
    assert reason(s, Move(MOVE, "b1", "n2")) == "The balcony cards never move"
    assert reason(s, Move(MOVE, "n1", "n2")) == "A card laid on a numeral stays there"
    assert reason(s, Move(MOVE, "g1", "g2")) == "Cards go only to the numerals, under the balcony"


# -- kings in the first deal ------------------------------------------------------------------------


def test_a_king_bared_in_the_first_deal_slips_under():
    s = table(ground={1: "5D KS 2S KH AH"})
    s.play(to(1, 7))
    assert [c.label for c in s.state.piles["g1"]] == ["K♥", "5♦", "K♠", "2♠"]
    s.undo()
    assert [c.label for c in s.state.piles["g1"]] == ["5♦", "K♠", "2♠", "K♥", "A♥"]


def test_a_packet_of_kings_alone_keeps_its_king_on_top():
    s = table(ground={1: "KS KH AH"})
    s.play(to(1, 7))
    assert [c.label for c in s.state.piles["g1"]] == ["K♠", "K♥"]


# -- the third process ------------------------------------------------------------------------------


def test_the_third_process_waits_until_nothing_can_be_placed():
    s = table(ground={1: "9S AH", 2: "3C"})
    assert reason(s, deal_packet(1)) == "Place every card you can before the third process begins"
    assert GAME.counters_shown(s.state) == {}
    s.play(to(1, 7))
    assert s.legal_moves() == [deal_packet(1)]
    assert GAME.counters_shown(s.state) == {"re-deal": "nothing more can be placed: click packet 1 to begin"}
    assert reason(s, deal_packet(2)) == "The packets are taken up in order: ground packet 1 comes next"


def test_check_8_packet_1_of_ten_goes_round_from_packet_2():
    assert deal_order(1, 10) == [2, 3, 4, 5, 6, 7, 8, 1, 2, 3]
    packet = "2S 3S 4S 5S 6S 7S 8S 9S 10S 10H"  # 2♠ at the bottom
    s = table(balcony="QC QD QH QS QC.1 QD.1 QH.1 QS.1", ground={1: packet, 2: "KC", 5: "KD"})
    assert s.legal_moves() == [deal_packet(1)]
    s.play(deal_packet(1))
    tops = {c: [x.label for x in s.state.piles[f"g{c}"]] for c in range(1, 9)}
    assert tops == {1: ["9♠"], 2: ["K♣", "2♠", "10♠"], 3: ["3♠", "10♥"], 4: ["4♠"], 5: ["K♦", "5♠"],
                    6: ["6♠"], 7: ["7♠"], 8: ["8♠"]}  # fmt: skip
    assert s.state.counters[REDEAL_NEXT] == 2 and s.state.is_empty("hand") is False  # the rest stays in hand
    assert GAME.counters_shown(s.state) == {"re-deal": "packet 2 next (click it to deal it)"}
    s.undo()
    assert " ".join(c.label for c in s.state.piles["g1"]) == packet.replace("S", "♠").replace("H", "♥")
    assert s.state.counters[REDEAL_NEXT] == 0


def test_check_9_a_king_landing_on_top_in_the_re_deal_stays():
    s = table(balcony="QC QD QH QS QC.1 QD.1 QH.1 QS.1", ground={1: "KS", 2: "9D"})
    s.play(deal_packet(1))
    assert [c.label for c in s.state.piles["g2"]] == ["9♦", "K♠"]
    assert s.state.is_empty("g1")


def test_placements_between_packets_are_optional_and_empty_packets_are_passed_over():
    s = table(balcony="AC 2C 3S 4C 5C 6C 7C 8C", ground={2: "9H", 4: "5D 2D"}, **{REDEAL_NEXT: 2})
    moves = s.legal_moves()
    assert to(4, 1) in moves and deal_packet(2) in moves  # the player may go on at once
    s.play(deal_packet(2))  # 9♥ to packet 3
    assert s.state.top("g3").label == "9♥" and s.state.counters[REDEAL_NEXT] == 3
    assert s.legal_moves()[-1] == deal_packet(3)
    s.play(deal_packet(3))  # the 9♥ goes on to packet 4
    assert [c.label for c in s.state.piles["g4"]] == ["5♦", "2♦", "9♥"]
    assert s.legal_moves() == [deal_packet(4)]
    s.play(deal_packet(4))  # bottom first: 5♦ to 5, 2♦ to 6, 9♥ to 7
    assert [s.state.top(f"g{c}").label for c in (5, 6, 7)] == ["5♦", "2♦", "9♥"]
    assert s.state.counters[REDEAL_NEXT] == 5
    assert s.legal_moves() == [to(6, 1), deal_packet(5)]


def test_after_packet_8_the_game_ends():
    s = table(balcony="AC 2C 3S 4C 5C 6C 7C 8C", ground={8: "9H"}, **{REDEAL_NEXT: 8})
    s.play(deal_packet(8))
    assert s.state.top("g1").label == "9♥"
    assert s.legal_moves() == [] and s.is_lost()
    assert reason(s, deal_packet(1)) == "Every ground packet has been re-dealt"
    assert GAME.counters_shown(s.state) == {"re-deal": "every packet dealt"}


# -- the end -------------------------------------------------------------------------------------------


def test_won_when_every_numeral_ends_with_its_king():
    s = Session.from_position(GID, finished())
    assert s.is_won() and not s.is_lost()


def test_won_by_play_from_the_kings():
    s = Session.from_position(GID, finished(missing_kings=True), counters={REDEAL_NEXT: 9})
    assert not s.is_won() and not s.is_lost()
    play_hints_to_the_end(s, 20)
    assert s.is_won()


def test_deal_1_is_won_following_the_hint():
    s = Session.new(GID, 1)
    play_hints_to_the_end(s, 200)
    assert s.is_won()
    assert all(s.state.top(f"n{c}").rank == KING for c in range(1, 9))


def test_lost_honestly():
    s = table(balcony="AC 2C 3S 4C 5C 6C 7C 8C", ground={3: "9H"}, **{REDEAL_NEXT: 9})
    assert s.is_lost() and s.hint() is None
    s = table(balcony="AC 2C 3S 4C 5C 6C 7C 8C", ground={3: "9H"}, **{REDEAL_NEXT: 3})
    assert not s.is_lost()  # packet 3 can still be dealt
    s = table(balcony="AC 2C 3S 4C 5C 6C 7C 8C", ground={3: "9H"}, **{REDEAL_NEXT: 4})
    assert s.is_lost()  # the packets still to come are empty


def test_describe_and_counters_shown():
    s = Session.new(GID, 1)
    assert GAME.describe(s.state, to(1, 8)) == "4♥ to numeral 8"
    assert GAME.describe(s.state, deal_packet(3)) == "Re-deal ground packet 3"
    assert GAME.counters_shown(s.state) == {}
    assert GAME.counter_ranges()[REDEAL_NEXT] == (0, 9)


def test_from_position_keeps_the_progress_of_the_re_deal():
    s = table(ground={5: "9H"}, **{REDEAL_NEXT: 5})
    assert s.state.counters[REDEAL_NEXT] == 5
    with pytest.raises(core.PositionError):
        table(**{REDEAL_NEXT: 10})


# -- play, undo, saves -------------------------------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (13, 3), (40, 11)])
def test_random_play(deal: int, seed: int):
    check_random_play(GID, deal, seed)


def test_random_play_with_the_weak_priority():
    check_random_play(GID, 5, 2, options={WEAK_PRIORITY: True})


@pytest.mark.parametrize("deal", [1, 4, 9])
def test_save_round_trip(deal: int):
    check_save_round_trip(GID, deal, deal, max_moves=120)


def test_solver_key_reads_values_alone():
    """Suits play no part: positions that differ only in the suits of the
    cards count once for the solver; a value moved counts apart."""
    from cadogan.core.cards import Card

    session = core.Session.new("the_great_thirteen", 3)
    state = session.state
    other = state.copy()
    pile = next(g for g in ("g1", "g2", "g3") if other.piles[g])
    card = other.piles[pile][-1]
    other.piles[pile][-1] = Card(next(s for s in type(card.suit) if s != card.suit), card.rank, card.pack)
    game = session.game
    assert game.solver_key(other) == game.solver_key(state)
    other.piles[pile][-1] = Card(card.suit, card.rank % 12 + 1, card.pack)
    assert game.solver_key(other) != game.solver_key(state)


def test_drop_targets_name_every_numeral_that_takes_the_card():
    session = core.Session.new("the_great_thirteen", 5)
    game = session.game
    for _ in range(40):
        state = session.state
        for g in (f"g{c}" for c in range(1, 9)):
            if state.piles[g]:
                takes = [n for n in (f"n{c}" for c in range(1, 9)) if game.can_drop(state, g, 1, n)]
                assert set(takes) <= set(game.drop_targets(state, g, 1))
        moves = session.legal_moves()
        if not moves:
            break
        session.play(moves[0])
