"""The Clock: rules card checks, the book's other rules, deal, play, saves."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import DEAL, Move, Session
from cadogan.core.cards import Card, Suit
from cadogan.core.games.the_clock import BASES, HOURS, REFILL, TheClock, base_card, run_length
from cadogan.core.moves import move
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip, position

GAME = core.get_game("the_clock")
TURN = Move(DEAL, "stock", "waste")
FILL = Move(REFILL, "stock")


def bases() -> dict[str, str]:
    """Every foundation holding just its base card (hand-made positions)."""
    return {f"f{h}": base_card(h).code.split(".")[0] for h in HOURS}


def run(hour: int, upto: int | None = None) -> list[Card]:
    """The foundation at ``hour`` built from its base for ``upto`` cards
    (default: finished). Copies after the base come from pack 1, then pack 0."""
    suit, rank = BASES[hour]
    count = run_length(hour) if upto is None else upto
    result = [base_card(hour)]
    for step in range(1, count):
        result.append(Card(suit, (rank - 1 + step) % 13 + 1, 1))
    return result


def finished_state() -> core.State:
    """Every foundation finished (which takes all 104 cards)."""
    state = GAME.empty_state(1)
    for hour in HOURS:
        state.piles[f"f{hour}"] = run(hour)
    # The runs above use pack 1 for every card after a base; swap in pack 0
    # where a card's pack-1 copy is already used, so the deck comes out exact.
    seen: set[Card] = set()
    for hour in HOURS:
        pile = state.piles[f"f{hour}"]
        for index, card in enumerate(pile):
            if card in seen:
                pile[index] = Card(card.suit, card.rank, 1 - card.pack)
            seen.add(pile[index])
    return state


def test_finished_state_uses_the_whole_deck() -> None:
    state = finished_state()
    assert_same_cards(GAME, state)
    assert GAME.is_won(state)


# -- the rules card's checks ------------------------------------------------------


def test_check_1_deal_counts() -> None:
    state = GAME.deal(1)
    for hour in HOURS:
        assert state.piles[f"f{hour}"] == [base_card(hour)]
        assert state.size(f"p{hour}") == 3
    assert state.size("stock") == 56
    assert state.size("waste") == 0
    assert set(state.piles["stock"]) == state.face_down
    assert_same_cards(GAME, state)


def test_check_2_foundation_runs_to_its_hour() -> None:
    state = position(GAME, {**bases(), "f11": "4S 5S 6S 7S 8S 9S 10S", "p1": "JS", "p2": "QS", "p3": "AC"})
    session = Session(GAME, state)
    assert session.check(move("p1", "f11")) is None
    session.play(move("p1", "f11"))
    assert session.check(move("p2", "f11")) == "This foundation is complete"
    state = position(GAME, {**bases(), "f1": "6C 7C 8C 9C 10C JC QC KC", "p1": "AC", "p2": "2C"})
    session = Session(GAME, state)
    session.play(move("p1", "f1"))
    assert state.top("f1") == Card(Suit.CLUBS, 1)
    assert session.check(move("p2", "f1")) == "This foundation is complete"


def test_check_3_marriage_descends_in_suit() -> None:
    state = position(GAME, {**bases(), "p2": "8S", "p5": "7S", "p6": "6H"})
    session = Session(GAME, state)
    assert session.check(move("p5", "p2")) is None
    assert session.check(move("p2", "p5")) == "Only the 6 of spades can go on the 7♠"
    assert session.check(move("p6", "p2")) == "Marriages must follow suit"
    session.play(move("p5", "p2"))
    assert state.piles["p2"] == cards("8S 7S")


def test_check_4_turned_or_talon_card_never_marries() -> None:
    state = position(GAME, {**bases(), "p2": "8S 8S 8S", "stock": "7S", "waste": "7S/1"}, down="7S")
    state.piles.update({f"p{h}": cards("9H 9H 9H") for h in HOURS if h != 2})
    session = Session(GAME, state)
    assert session.check(move("waste", "p2")) == "Cards from the talon may only go to a foundation"
    session.play(TURN)
    assert state.top("waste") == Card(Suit.SPADES, 7)
    assert session.check(move("waste", "p2")) == "Cards from the talon may only go to a foundation"


def test_check_5_refill_in_hour_order() -> None:
    full = {f"p{h}": "9H 9H 9H" for h in HOURS}
    state = position(GAME, {**bases(), **full, "p4": "KH", "p9": "KH QH", "stock": "2D 3D 4D 5D"}, down="2D 3D 4D 5D")
    session = Session(GAME, state)
    assert session.legal_moves()[-1] == FILL
    session.play(FILL)
    # The pack's top card is its last: 5♦, then 4♦ go to packet IV, 3♦ to IX.
    assert state.piles["p4"] == cards("KH 5D 4D")
    assert state.piles["p9"] == cards("KH QH 3D")
    assert state.piles["stock"] == cards("2D")
    assert not state.face_down & set(state.piles["p4"] + state.piles["p9"])


def test_check_6_big_packet_not_refilled() -> None:
    full = {f"p{h}": "9H 9H 9H" for h in HOURS}
    state = position(GAME, {**bases(), **full, "p3": "KD QD JD 10D 9D", "p7": "", "stock": "2D 3D 4D"})
    session = Session(GAME, state)
    session.play(FILL)
    assert state.piles["p3"] == cards("KD QD JD 10D 9D")
    assert state.piles["p7"] == cards("4D 3D 2D")


def test_check_7_talon_never_fills_a_packet() -> None:
    full = {f"p{h}": "9H 9H 9H" for h in HOURS}
    state = position(GAME, {**bases(), **full, "p5": "", "waste": "QS 3C"})
    session = Session(GAME, state)
    assert session.check(move("waste", "p5")) == "Cards from the talon may only go to a foundation"
    assert session.check(move("waste", "f9")) is None
    session.play(move("waste", "f9"))
    assert state.top("f9") == Card(Suit.CLUBS, 3)


def test_check_8_won_when_every_hour_is_reached() -> None:
    state = position(GAME, {"stock": "5H", "waste": "2S 7C"})
    for hour in HOURS:
        state.piles[f"f{hour}"] = run(hour)
    assert GAME.is_won(state)
    assert Session(GAME, state).is_won()
    state.piles["f4"].pop()
    assert not GAME.is_won(state)


# -- the book's other rules ----------------------------------------------------------


def test_marriage_only_onto_a_packet_top_never_onto_an_empty_packet() -> None:
    state = position(GAME, {**bases(), "p1": "7S", "p2": ""})
    assert Session(GAME, state).check(move("p1", "p2")) == "An empty packet is filled only from the pack"


def test_only_the_uppermost_card_moves_and_foundations_keep_theirs() -> None:
    state = position(GAME, {**bases(), "p1": "8S 3C 9H", "p2": "QD"})
    session = Session(GAME, state)
    assert session.check(move("p1", "f9", 2)) == "Only the uppermost card can be moved"
    assert session.check(move("f9", "p2")) == "Cards on a foundation stay there"
    assert session.check(move("p2", "f9")) == "This foundation takes clubs only"


def test_play_and_marry_freely_then_refill_before_turning() -> None:
    full = {f"p{h}": "9H 9H 9H" for h in HOURS}
    state = position(GAME, {**bases(), **full, "p1": "QD 7S 3C", "p2": "8S", "stock": "2D 3D 4D 5D 6D"})
    session = Session(GAME, state)
    session.play(move("p1", "f9"))  # 3♣ on 2♣ releases 7♠ beneath
    assert state.top("p1") == Card(Suit.SPADES, 7)
    session.play(move("p1", "p2"))  # married before any refill
    assert TURN not in session.legal_moves()
    assert session.check(TURN) == "Refill the short packets before turning a card"
    session.play(FILL)
    assert state.piles["p1"] == cards("QD 6D 5D")
    assert state.size("p2") == 3
    assert session.legal_moves()[-1] == TURN
    assert session.check(FILL) == "Every packet already holds three cards"


def test_short_packets_stay_short_when_the_pack_is_empty() -> None:
    state = position(GAME, {**bases(), "p1": "QD", "waste": "9H"})
    session = Session(GAME, state)
    assert GAME.actions(state) == []
    assert session.check(FILL) == "The pack is used up; short packets stay short"
    assert session.check(TURN) == "The pack is used up"
    # A click on the empty pack asks about a turn without naming the talon.
    assert session.check(Move(DEAL, "stock")) == "The pack is used up"


def test_turned_card_may_be_played_then_the_talon_below_it() -> None:
    full = {f"p{h}": "9H 9H 9H" for h in HOURS}
    state = position(GAME, {**bases(), **full, "stock": "4C 3C"}, down="4C 3C")
    session = Session(GAME, state)
    session.play(TURN)
    session.play(TURN)
    assert state.piles["waste"] == cards("3C 4C")
    assert session.check(move("waste", "f9")) == "This foundation needs the 3 next"
    session.undo()
    session.play(move("waste", "f9"))
    session.play(TURN)
    session.play(move("waste", "f9"))
    assert state.piles["f9"] == cards("2C 3C 4C")


def test_no_redeal() -> None:
    state = position(GAME, {**bases(), "p1": "QD", "waste": "8H 9H"})
    session = Session(GAME, state)
    assert session.check(Move("redeal")) == "This game has no re-deal"
    assert session.is_lost()


def test_foundation_lengths_use_every_card() -> None:
    assert sum(run_length(h) for h in HOURS) + 0 == 104
    assert [run_length(h) for h in (9, 10, 11, 12)] == [8, 8, 8, 8]
    assert all(run_length(h) == 9 for h in range(1, 9))


# -- deal ----------------------------------------------------------------------------


def test_recorded_deal_1() -> None:
    state = GAME.deal(1)
    assert state.piles["p1"] == cards("3H JS 2D", pack=1)
    assert state.top("p2") == Card(Suit.SPADES, 13, 0)
    assert state.top("p12") == Card(Suit.DIAMONDS, 1, 0)
    assert state.top("stock") == Card(Suit.DIAMONDS, 13, 1)
    assert all(card.pack == 0 for card in (state.top(f"f{h}") for h in HOURS))


def test_deals_differ_and_are_reproducible() -> None:
    assert GAME.deal(2) == GAME.deal(2)
    assert GAME.deal(2) != GAME.deal(3)


# -- advice ------------------------------------------------------------------------


def test_a_card_is_safe_only_if_the_other_foundation_wanting_it_takes_it_now() -> None:
    """3♣ is wanted by IX (2♣ … 9♣) and by V (10♣ … K♣, A♣ … 5♣), one copy
    each. Sent to IX while V still lacks the cards below it, it could take
    the place its twin needs (the twin, say on the talon over the cards V
    lacks, could then go nowhere): not taken as safe."""
    state = position(GAME, {**bases(), "p1": "3C", "f5": "10C JC QC KC AC/1"})
    assert not GAME.is_safe(state, move("p1", "f9"))
    state = position(GAME, {**bases(), "p1": "3C", "waste": "3C/1", "f5": "10C JC QC KC AC/1"})
    assert not GAME.is_safe(state, move("waste", "f9"))  # a talon card as well
    state = position(GAME, {**bases(), "p1": "3C", "f5": "10C JC QC KC AC/1 2C/1"})
    assert GAME.is_safe(state, move("p1", "f9"))  # V takes it too, and IX runs further
    state = position(GAME, {**bases(), "p1": "3C", "f5": "10C JC QC KC AC/1 2C/1 3C/1"})
    assert GAME.is_safe(state, move("p1", "f9"))  # V has had its 3♣


def test_a_packet_card_is_safe_only_when_no_lower_copy_can_marry_onto_it() -> None:
    # 6♣ to IX (its twin is I's base, so IX alone wants it): the other 5♣,
    # still in the circle, could be married onto it.
    state = position(GAME, {**bases(), "f9": "2C 3C 4C 5C", "p1": "6C/1", "p2": "5C/1"})
    assert not GAME.is_safe(state, move("p1", "f9"))
    state = position(GAME, {**bases(), "f9": "2C 3C 4C 5C", "p1": "6C/1", "waste": "5C/1"})
    assert GAME.is_safe(state, move("p1", "f9"))  # the other 5♣ lies in the talon


def test_is_safe_prefers_the_foundation_that_runs_further() -> None:
    # 7♣ fits IX (2♣ … 9♣) and I (6♣ … A♣); I runs on after 9♣, so it gets it.
    state = position(GAME, {**bases(), "f9": "2C 3C 4C 5C 6C/1", "waste": "7C"})
    assert GAME.can_drop(state, "waste", 1, "f9") and GAME.can_drop(state, "waste", 1, "f1")
    assert GAME.is_safe(state, move("waste", "f1"))
    assert not GAME.is_safe(state, move("waste", "f9"))


def test_an_ace_goes_safely_to_the_foundation_that_runs_further() -> None:
    state = position(
        GAME, {**bases(), "f1": "6C 7C 8C 9C 10C JC QC KC", "f5": "10C/1 JC/1 QC/1 KC/1", "p3": "AC", "p4": "KS"}
    )
    assert GAME.is_safe(state, move("p3", "f5"))  # V runs on to 5♣
    assert not GAME.is_safe(state, move("p3", "f1"))
    state.piles["f5"] = state.piles["f5"][:1]
    assert not GAME.is_safe(state, move("p3", "f1"))  # V will want the other ace


# -- play, saves, winning ----------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (77, 3), (2024, 11)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_clock", deal, seed, steps=250)


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_save_and_load_round_trip(seed: int) -> None:
    check_save_round_trip("the_clock", 9, seed)


def test_win_through_the_api() -> None:
    """A near-won position: the last cards of some hours lie in packets, the
    pack and the talon; playing them out through the session wins."""
    state = finished_state()
    ix = state.piles["f9"][-3:]  # 7♣ 8♣ 9♣
    del state.piles["f9"][-3:]
    xii = state.piles["f12"][-2:]  # J♦ Q♦
    del state.piles["f12"][-2:]
    one = state.piles["f1"][-1:]  # A♣
    del state.piles["f1"][-1:]
    state.piles["p1"] = [ix[2], ix[1]]  # 9♣ under 8♣
    state.piles["p2"] = [ix[0]]
    state.piles["stock"] = [xii[1], one[0]]  # A♣ on top
    state.face_down.update(state.piles["stock"])
    state.piles["waste"] = [xii[0]]
    assert_same_cards(GAME, state)
    session = Session(GAME, state)
    assert not session.is_won()
    session.play(move("waste", "f12"))
    session.play(move("p2", "f9"))
    session.play(move("p1", "f9"))
    session.play(move("p1", "f9"))
    session.play(FILL)  # A♣, then Q♦ on it, to the empty packet I
    assert session.legal_moves()
    session.autoplay("safe")
    assert session.is_won()
    assert not session.is_lost()


def test_stuck_game_is_lost() -> None:
    state = position(GAME, {**bases(), "p1": "KH", "waste": "QD 2H"})
    session = Session(GAME, state)
    assert session.legal_moves() == []
    assert session.is_lost()


def test_game_class_is_registered() -> None:
    assert isinstance(GAME, TheClock)
    assert list(GAME.pile_roles())[:13] == [f"f{h}" for h in HOURS] + ["p1"]
    assert GAME.pile_title("f11") == "the XI foundation"
    assert GAME.pile_title("p4") == "packet IV"


def test_deal_2_is_won_by_following_hints() -> None:
    session = Session.new("the_clock", 2)
    for _ in range(300):
        session.autoplay("safe")
        hint = session.hint()
        if hint is None:
            break
        session.play(hint)
    assert session.is_won()
    assert_same_cards(GAME, session.state)
    assert all(session.state.is_empty(p) for p in [*GAME.packet_ids(), "stock", "waste"])


def test_the_status_bar_says_when_a_refill_is_due() -> None:
    session = Session.new("the_clock", 2)
    assert GAME.counters_shown(session.state) == {}
    packet = next(p for p in GAME.packet_ids() if any(m.src == p for m in session.legal_moves()))
    session.play(next(m for m in session.legal_moves() if m.src == packet))
    assert GAME.counters_shown(session.state) == {"packets": "refill due (click the pack)"}
    session.play(Move("refill", "stock"))
    assert GAME.counters_shown(session.state) == {}
