"""The Wheel: the rules card's checks, the book's examples of eighteen,
refilling after the first deal only, later deals, the choice of cards by
clicks (Game.selection), and the end."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from cadogan import core
from cadogan.core import DEAL, FOUNDATION, GROUP, MOVE, OUT, STOCK, TABLEAU, Move, Session, group
from cadogan.core.games.the_wheel import (
    CIRCLE,
    CUSHION,
    DEAL_TO,
    DEALS,
    WHAT_A_PACKET_IS,
    packet_verdict,
    value_sets,
)
from tests.core.helpers import assert_same_cards, cards, check_random_play, check_save_round_trip

GAME = core.get_game("the_wheel")
GID = GAME.id
DEAL_MOVE = Move(DEAL, "stock")
ACES = {"a1": "AC", "a2": "AD", "a3": "AH", "a4": "AS", "a5": "AC.1", "a6": "AD.1", "a7": "AH.1", "a8": "AS.1"}


def wheel(cushion: dict[int, str], pack_top: str = "", piles: dict[str, str] | None = None, **counters: int):
    """A hand-made position: the aces in the cross, the cushion places as
    given (bottom first), any other ``piles``; the pack holds every other
    card, with ``pack_top``'s cards on top (the last one dealt first)."""
    placed = {**ACES, **{f"c{n}": text for n, text in cushion.items()}, **(piles or {})}
    named = [card for text in placed.values() for card in _cards(text)] + _cards(pack_top)
    left = Counter(GAME.deck()) - Counter(named)
    rest = [card for card in GAME.deck() if left[card] > 0]
    stock = [*rest, *reversed(_cards(pack_top))]
    counters.setdefault(DEALS, 1)
    return Session.from_position(GID, {**placed, "stock": stock}, face_down=stock, counters=counters)


def _cards(text: str) -> list:
    from cadogan.core.position import to_card

    return [to_card(word) for word in text.split()]


def reason(s: Session, move: Move) -> str:
    text = s.check(move)
    assert text is not None, f"{move} is legal"
    return text


def tops(s: Session) -> list[str]:
    return [s.state.top(c).label if s.state.piles[c] else "-" for c in CUSHION]


def finished_packets() -> list[list[str]]:
    """The 72 pip cards and 24 court cards as 24 crowned packets: four each
    of 2 6 10, 2 7 9, 3 5 10, 3 7 8, 4 5 9 and 4 6 8 (each value eight times)."""
    pool: dict[int, list[str]] = defaultdict(list)
    for card in GAME.deck():
        pool[card.rank].append(card.code)
    sets = [(2, 6, 10), (2, 7, 9), (3, 5, 10), (3, 7, 8), (4, 5, 9), (4, 6, 8)] * 4
    courts = [code for rank in (11, 12, 13) for code in pool[rank]]
    return [[pool[v].pop() for v in values] + [courts.pop()] for values in sets]


# -- the table and the deal ------------------------------------------------------------


def test_piles_and_roles():
    roles = GAME.pile_roles()
    assert list(roles) == [*(f"a{n}" for n in range(1, 9)), *CIRCLE, *CUSHION, "stock"]
    assert roles["a1"] == OUT and roles["w24"] == FOUNDATION and roles["c12"] == TABLEAU and roles["stock"] == STOCK
    assert GAME.pile_title("c7") == "cushion place 7" and GAME.pile_title("w3") == "the circle"


@pytest.mark.parametrize("deal", [1, 2, 50])
def test_check_1_the_first_deal(deal: int):
    state = GAME.deal(deal)
    assert all([c.rank for c in state.piles[a]] == [1] for a in ACES)
    assert all(state.size(c) == 1 for c in CUSHION)
    assert state.size("stock") == 84 and set(state.piles["stock"]) == state.face_down
    assert all(state.is_empty(w) for w in CIRCLE)
    assert state.counters == {DEALS: 1}
    assert_same_cards(GAME, state)


def test_deal_1_follows_the_shuffled_pack():
    order = [c for c in GAME.shuffled_deck(1) if c.rank != 1]
    state = GAME.deal(1)
    assert [state.top(c) for c in CUSHION] == order[:12]
    assert state.top("stock") == order[12]
    assert tops(Session(GAME, state)) == ["3♥", "6♠", "9♠", "5♦", "7♣", "8♦", "J♥", "10♠", "K♦", "K♣", "4♦", "Q♣"]


def test_the_eight_value_sets():
    assert value_sets() == [(2, 6, 10), (2, 7, 9), (3, 5, 10), (3, 6, 9), (3, 7, 8), (4, 5, 9), (4, 6, 8), (5, 6, 7)]


# -- combinations -----------------------------------------------------------------------------


def test_check_2_two_seven_nine_crowned_by_the_king():
    s = wheel({1: "2C", 2: "7H", 3: "9S", 4: "KD", 5: "3D"})
    packet = group(("c1", "c2", "c3", "c4"), "w1")
    assert packet in s.legal_moves()
    assert GAME.describe(s.state, packet) == "Packet 2♣ 7♥ 9♠ K♦ to the circle"
    s.play(packet)
    assert [c.label for c in s.state.piles["w1"]] == ["2♣", "7♥", "9♠", "K♦"]
    # Named in any order, the court card still crowns the packet.
    s.undo()
    s.play(group(("c4", "c3", "c2", "c1"), "w1"))
    assert s.state.top("w1").label == "K♦" and s.state.size("w1") == 4


def test_the_book_examples_of_eighteen():
    for pips in ("2C 7H 9S", "3C 5H 10S", "2D 6H 10C"):
        assert packet_verdict(cards(pips + " QS"))


def test_check_3_no_repeated_value():
    s = wheel({1: "6H", 2: "6S", 3: "6D", 4: "QC"})
    assert reason(s, group(("c1", "c2", "c3", "c4"), "w1")) == "No two cards of a packet may have the same value"
    assert not [m for m in s.legal_moves() if m.kind == GROUP]


def test_check_4_no_court_card_no_combination():
    s = wheel({1: "2C", 2: "7H", 3: "9S", 4: "5D"})
    assert reason(s, group(("c1", "c2", "c3", "c4"), "w1")) == WHAT_A_PACKET_IS
    assert (
        reason(s, group(("c1", "c2", "c3"), "w1")) == "The three cards make eighteen, but a court card must crown them"
    )
    assert s.legal_moves() == [DEAL_MOVE]  # they must wait; the next deal may bring a court card


def test_check_5_two_cards_are_not_a_packet_and_court_cards_count_no_pips():
    s = wheel({1: "10C", 2: "8H", 3: "KD", 4: "7C", 5: "JS", 6: "6C", 7: "QS", 8: "5C", 9: "KS"})
    assert reason(s, group(("c1", "c2", "c3"), "w1")) == WHAT_A_PACKET_IS
    for pips in (("c4", "c5"), ("c6", "c7"), ("c8", "c9")):  # 7 + J, 6 + Q, 5 + K
        assert reason(s, group((*pips, "c3"), "w1")).startswith("Only one court card crowns a packet")
    assert reason(s, group(("c4", "c5", "c1", "c3"), "w1")).startswith("Only one court card")
    assert packet_verdict(cards("7C 6H 5S KD"))  # the three pips themselves make eighteen


def test_the_circle_fills_clockwise_from_the_top():
    s = wheel({1: "2C", 2: "7H", 3: "9S", 4: "KD"}, piles={"w1": "3C 5C 10C KC"})
    assert reason(s, group(("c1", "c2", "c3", "c4"), "w5")).startswith("The circle is filled clockwise")
    assert group(("c1", "c2", "c3", "c4"), "w2") in s.legal_moves()
    assert reason(s, group(("c1", "c2", "c3", "a1"), "w2")) == "Only the top cards of the cushion make packets"
    assert reason(s, group(("c1", "c2", "c3", "c4"), "c5")) == "A packet goes to the circle"


def test_cards_never_move_alone():
    s = wheel({1: "2C", 2: "7H"})
    assert reason(s, Move(MOVE, "c1", "w1")).startswith("Cards leave the cushion only as packets")
    assert reason(s, Move(MOVE, "a1", "c3")) == "These cards never move"


# -- refilling and deals -------------------------------------------------------------------------


def test_check_6_after_the_first_deal_the_pack_refills_at_once():
    cushion = {1: "2C", 2: "JD", 3: "7H", 4: "3S", 5: "9S", 6: "KD", 7: "4C", 8: "4D", 9: "4H", 10: "4S", 11: "5C",
               12: "5D"}  # fmt: skip
    s = wheel(cushion, pack_top="8C 8D 8H 8S")  # 8♣ is the pack's top card
    s.play(group(("c1", "c3", "c5", "c2"), "w1"))  # 2 7 9 crowned by the knave
    assert tops(s)[:6] == ["8♣", "8♦", "8♥", "3♠", "8♠", "K♦"]
    assert s.state.size("stock") == 84 - 4 and s.state.counters[DEALS] == 1


def test_check_7_after_the_second_deal_places_stay_empty_until_the_third():
    tens = ["10D", "10H", "10S", "10C.1", "10D.1", "10H.1", "10S.1"]
    cushion = {1: "2C", 2: "7H", 3: "9S", 4: "KD", **{n: tens[n - 5] for n in range(5, 12)}, 12: "QH"}
    s = wheel(cushion, pack_top="5C 5H", **{DEALS: 2})
    s.play(group(("c1", "c2", "c3", "c4"), "w1"))
    assert tops(s)[:4] == ["-", "-", "-", "-"]
    assert s.state.size("stock") == 84
    assert s.legal_moves() == [DEAL_MOVE]
    assert GAME.counters_shown(s.state) == {"deals": "2 (no combination left: click the pack)"}
    s.play(DEAL_MOVE)
    assert tops(s)[:2] == ["5♣", "5♥"] and s.state.size("c1") == 1
    assert s.state.size("c5") == 2 and s.state.counters[DEALS] == 3


def test_check_8_no_combination_midway_through_a_deal():
    cushion = {n: f"{n + 1}C" for n in range(1, 7)}  # 2♣ … 7♣ of the new deal; places 7-12 wait for theirs
    cushion.update({7: "JD", 8: "2H", 9: "7H", 10: "9H"})
    s = wheel(cushion, **{DEALS: 2, DEAL_TO: 7})
    assert reason(s, group(("c8", "c9", "c10", "c7"), "w1")) == "No combination is made until the deal is complete"
    assert s.legal_moves() == [DEAL_MOVE]
    assert GAME.describe(s.state, DEAL_MOVE) == "Finish the deal"
    s.play(DEAL_MOVE)
    assert DEAL_TO not in s.state.counters and s.state.counters[DEALS] == 2
    assert all(s.state.size(f"c{n}") == 2 for n in range(7, 11)) and s.state.size("c11") == 1
    assert s.state.size("c1") == 1  # the first half of the deal is not dealt again


def test_check_9_a_covered_card_waits_for_the_card_on_it():
    s = wheel({1: "2C 5D", 2: "7H", 3: "9S", 4: "KD"}, **{DEALS: 2})
    assert reason(s, group(("c1", "c2", "c3", "c4"), "w1")) == "5 + 7 + 9 make 21, not eighteen"
    assert s.legal_moves() == [DEAL_MOVE]


def test_no_deal_while_a_combination_is_open():
    s = wheel({1: "2C", 2: "7H", 3: "9S", 4: "KD"}, **{DEALS: 2})
    assert DEAL_MOVE not in s.legal_moves()
    assert reason(s, DEAL_MOVE) == "A combination can still be made: the next deal comes only when none is left"


def test_a_short_last_deal_covers_the_first_places():
    packets = finished_packets()
    piles = {**ACES, **{w: " ".join(p) for w, p in zip(CIRCLE[:22], packets, strict=False)}}
    rest = packets[22] + packets[23]
    piles.update({"c5": rest[0], "c6": rest[1], "c7": rest[2], "stock": " ".join(rest[3:])})
    s = Session.from_position(GID, piles, face_down=rest[3:], counters={DEALS: 7})
    assert s.legal_moves() == [DEAL_MOVE]
    s.play(DEAL_MOVE)
    assert [s.state.size(c) for c in CUSHION] == [1, 1, 1, 1, 2, 1, 1, 0, 0, 0, 0, 0]
    assert s.state.counters[DEALS] == 8 and not s.state.piles["stock"]


def test_the_hint_keeps_combinations_open():
    # 2 7 9, 3 7 8, 4 6 8 and 3 6 9 are open, two court cards to crown them:
    # taking 2 7 9 leaves 4 6 8; taking 3 7 8 leaves nothing.
    s = wheel({1: "2C", 2: "7H", 3: "9S", 4: "3D", 5: "8D", 6: "4H", 7: "6S", 8: "KD", 9: "QC"})
    state = s.state
    keeping, spoiling = group(("c1", "c2", "c3", "c8"), "w1"), group(("c2", "c4", "c5", "c8"), "w1")
    assert keeping in s.legal_moves() and spoiling in s.legal_moves()
    assert GAME.hint_bonus(state, keeping) == 1 and GAME.hint_bonus(state, spoiling) == 0
    assert GAME.hint_bonus(state, DEAL_MOVE) == 0
    values = sorted(state.top(p).rank for p in s.hint().sources)[:3]
    assert values in ([2, 7, 9], [4, 6, 8])


# -- choosing cards by clicks --------------------------------------------------------------------


def test_selection_guides_and_judges():
    s = wheel({1: "2C", 2: "7H", 3: "9S", 4: "KD", 5: "QS", 6: "7D", 7: "10C", 8: "8C"})
    state = s.state
    move, verdict = GAME.selection(state, ["c2"])
    assert move is None and verdict and "a court card" in verdict.reason
    move, verdict = GAME.selection(state, ["c2", "c1"])
    assert move is None and verdict.reason == "a 9 and a court card to complete the packet"
    move, verdict = GAME.selection(state, ["c2", "c6"])
    assert move is None and verdict.reason == "No two cards of a packet may have the same value"
    move, verdict = GAME.selection(state, ["c7", "c8"])
    assert move is None and not verdict and verdict.reason.startswith("8 + 10 make 18")
    move, verdict = GAME.selection(state, ["c4", "c5"])
    assert move is None and verdict.reason.startswith("Only one court card")
    move, verdict = GAME.selection(state, ["c4", "c3", "c2", "c1"])
    assert verdict and move == group(("c1", "c2", "c3", "c4"), "w1")
    assert move in s.legal_moves()
    move, verdict = GAME.selection(state, ["c4", "c3", "c2", "c6"])
    assert move is None and verdict.reason == "No two cards of a packet may have the same value"
    move, verdict = GAME.selection(state, ["a1"])
    assert move is None and verdict.reason == "Only the top cards of the cushion make packets"


# -- the end ----------------------------------------------------------------------------------------


def test_won_when_the_circle_is_full():
    packets = finished_packets()
    s = Session.from_position(GID, {**ACES, **{w: p for w, p in zip(CIRCLE, packets, strict=True)}})
    assert s.is_won() and not s.is_lost()
    assert all(s.state.top(w).rank > 10 for w in CIRCLE)


def test_won_by_play_through_a_last_deal():
    packets = finished_packets()
    piles = {**ACES, **{w: " ".join(p) for w, p in zip(CIRCLE[:22], packets, strict=False)}}
    last, before = packets[22], packets[23]
    cushion = {n: code for n, code in enumerate(before, 1)}
    s = Session.from_position(
        GID,
        {**piles, **{f"c{n}": code for n, code in cushion.items()}, "stock": list(reversed(last))},
        face_down=last,
        counters={DEALS: 7},
    )
    assert not s.is_lost()
    s.play(s.hint())
    assert s.state.size("w23") == 4 and s.legal_moves() == [DEAL_MOVE]
    s.play(s.hint())  # the last, short deal
    assert [s.state.size(c) for c in CUSHION[:5]] == [1, 1, 1, 1, 0]
    s.play(s.hint())
    assert s.is_won()


def test_lost_when_the_pack_is_out_and_no_combination_is_left():
    packets = finished_packets()
    piles = {**ACES, **{w: " ".join(p) for w, p in zip(CIRCLE[:23], packets, strict=False)}}
    last = packets[23]  # its court card is buried under one of its own pips
    s = Session.from_position(GID, {**piles, "c1": f"{last[3]} {last[0]}", "c2": last[1], "c3": last[2]},
                              counters={DEALS: 8})  # fmt: skip
    assert s.legal_moves() == [] and s.is_lost() and s.hint() is None
    assert not wheel({1: "2C", 2: "7H", 3: "9S", 4: "5D"}, **{DEALS: 8}).is_lost()  # the pack is not out


def test_describe_and_counters_shown():
    s = Session.new(GID, 1)
    assert GAME.describe(s.state, DEAL_MOVE) == "Deal twelve more cards"
    assert GAME.counters_shown(s.state) == {"deals": 1}
    assert GAME.counter_ranges()[DEALS] == (1, 8) and GAME.counter_ranges()[DEAL_TO] == (2, 12)
    with pytest.raises(core.PositionError):
        wheel({}, **{DEALS: 9})


# -- play, undo, saves ---------------------------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (13, 3), (40, 11)])
def test_random_play(deal: int, seed: int):
    check_random_play(GID, deal, seed)


@pytest.mark.parametrize("deal", [1, 4, 9])
def test_save_round_trip(deal: int):
    check_save_round_trip(GID, deal, deal, max_moves=40)


# -- the solver: full wheels, the dead end, the key ---------------------------------------


def test_full_wheels_use_six_sets_two_triples_alike():
    from cadogan.core.games.the_wheel import full_wheels

    sets = value_sets()
    wheels = full_wheels()
    assert len(wheels) == 9
    for wheel in wheels:
        assert sum(wheel) == 24
        for value in range(2, 11):
            assert sum(times for times, values in zip(wheel, sets, strict=True) if value in values) == 8
        assert wheel[sets.index((3, 6, 9))] == wheel[sets.index((5, 6, 7))] == 0


def end_position(seed: int):
    """The pack out, no refilling (a later deal), twenty packets in the
    circle and the sixteen cards left at random in some places of the
    cushion (deep piles, or one card a place). Half the
    time the packets come from a full wheel (so the game may be won), else
    from any value sets (None if they run out of cards before twenty)."""
    import random

    from cadogan.core.games.the_wheel import full_wheels

    rng = random.Random(seed)
    pool: dict[int, list] = defaultdict(list)
    for card in GAME.deck():
        if card.rank > 1:
            pool[min(card.rank, 11)].append(card)
    for cards_of_value in pool.values():
        rng.shuffle(cards_of_value)
    sets = value_sets()
    if seed % 2:
        wheel = rng.choice(full_wheels())
        chosen = [values for times, values in zip(wheel, sets, strict=True) for _ in range(times)]
        rng.shuffle(chosen)
    else:
        chosen = []
        for _ in range(400):
            values = rng.choice(sets)
            if all(sum(v in s for s in chosen) < 8 for v in values):
                chosen.append(values)
                if len(chosen) == 20:
                    break
        if len(chosen) < 20:
            return None
    state = GAME.empty_state(1, **{DEALS: 8})
    aces = [c for c in GAME.deck() if c.rank == 1]
    for place, ace in zip(ACES, aces, strict=True):
        state.piles[place] = [ace]
    for place, values in zip(CIRCLE, chosen[:20], strict=False):
        state.piles[place] = [pool[v].pop() for v in values] + [pool[11].pop()]
    left = [card for cards_of_value in pool.values() for card in cards_of_value]
    rng.shuffle(left)
    places = CUSHION[: rng.choice((3, 4, 6, 12))]
    for card in left:
        state.piles[rng.choice(places)].append(card)
    return state


def judge_dead_ends(dead_end) -> tuple[int, int, int, list[int]]:
    """Positions checked, called dead, won; and the seeds of those called
    dead that the plain exhaustive search wins."""
    from tests.core.helpers import exhaustive_win

    checked = dead = won = 0
    wrong = []
    for seed in range(200):
        state = end_position(seed)
        if state is None:
            continue
        checked += 1
        assert sum(len(cards_) for cards_ in state.piles.values()) == 104
        answer = exhaustive_win(GAME, state)
        if dead_end(state):
            dead += 1
            if answer:
                wrong.append(seed)
        won += bool(answer)
    return checked, dead, won, wrong


def test_every_position_called_dead_is_lost():
    checked, dead, won, wrong = judge_dead_ends(GAME.solver_dead_end)
    assert not wrong
    assert checked >= 150 and dead >= 40 and won >= 15, (checked, dead, won)
    buried = sum(1 for seed in range(200) if (state := end_position(seed)) is not None and GAME.packed_never(state))
    assert buried >= 8


def test_a_card_above_every_court_left_is_packed_never():
    state = GAME.empty_state(1, **{DEALS: 8})
    left = cards("KS JH QD 2C 6C 10C 3S 7S 8S")  # the cards in play (the rest in the circle)
    state.piles["c1"] = left[:4]
    state.piles["c2"], state.piles["c3"] = left[4:6], left[6:]
    assert GAME.packed_never(state)  # the 2 above the three courts left
    state.piles["c1"] = [left[0], left[1], left[3], left[2]]
    assert not GAME.packed_never(state)  # the queen above the 2 may crown it
    king, knave, queen, two, six, ten, three, seven, eight = left
    state.piles.update(c1=[king, six, seven, two], c2=[knave, queen, ten], c3=[three, eight])
    assert GAME.packed_never(state)  # the 2 above the only 6 and the only 7 in play: 2 6 10 and 2 7 9 lost
    state.piles.update(c1=[king, six, two], c3=[three, seven, eight])
    assert not GAME.packed_never(state)


def test_a_wrong_dead_end_is_caught():
    """Calling a position dead for a packet of 2 6 10 (used by full wheels)
    is caught by the same check."""
    from cadogan.core.games.the_wheel import set_index

    two_six_ten = value_sets().index((2, 6, 10))
    assert set_index([10, 2, 6]) == two_six_ten
    *_, wrong = judge_dead_ends(lambda state: GAME.solver_dead_end(state) or GAME.packets_made(state)[two_six_ten] > 0)
    assert wrong

    def careless(state) -> bool:  # a pip card above any card of a partner value
        return any(
            low.rank in (2, 6, 10) and high.rank in (2, 6, 10) and low.rank != high.rank
            for place in CUSHION
            for i, high in enumerate(state.piles[place])
            for low in state.piles[place][:i]
        )

    *_, wrong = judge_dead_ends(lambda state: GAME.solver_dead_end(state) or careless(state))
    assert wrong


def test_solver_prunes_only_packets_no_full_wheel_uses():
    s = wheel({1: "3C", 2: "6D", 3: "9H", 4: "KS", 5: "2C", 6: "7D", 7: "9S"})
    moves = [m for m in s.legal_moves() if m.kind == GROUP]

    def values(move: Move) -> tuple[int, ...]:
        return tuple(sorted(s.state.top(p).rank for p in move.sources))

    assert {values(m) for m in moves if GAME.solver_prunes(s.state, m)} == {(3, 6, 9, 13)}
    assert {values(m) for m in moves if not GAME.solver_prunes(s.state, m)} == {(2, 7, 9, 13)}


def test_solver_key_counts_values_alone_and_the_cushion_in_any_order_once_the_pack_is_out():
    def key(cushion: dict[str, list], stock: list) -> object:
        state = GAME.empty_state(1, **{DEALS: 3})
        state.piles.update({place: list(cards_) for place, cards_ in cushion.items()})
        state.piles["stock"] = list(stock)
        return GAME.solver_key(state)

    c = {code: card for code, card in zip(("3C", "6D", "KS", "JH", "3H"), cards("3C 6D KS JH 3H"), strict=True)}
    assert key({"c1": [c["3C"], c["KS"]]}, []) == key({"c1": [c["3H"], c["JH"]]}, [])
    assert key({"c1": [c["3C"]], "c2": [c["6D"]]}, []) == key({"c1": [c["6D"]], "c2": [c["3C"]]}, [])
    assert key({"c1": [c["3C"]], "c2": [c["6D"]]}, [c["KS"]]) != key({"c1": [c["6D"]], "c2": [c["3C"]]}, [c["KS"]])
    assert key({"c1": [c["3C"]]}, [c["KS"]]) != key({"c1": [c["3C"]]}, [c["6D"]])
