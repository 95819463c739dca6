"""The Great Thirteen once every ground packet is re-dealt: the exact search
of what is left (last_deal_won) answers as the plain exhaustive search does,
position for position (so the dead end built on it is sound), with either
priority; hand-made cases of Rule II; and a deliberately wrong dead end is
caught by the same check."""

from __future__ import annotations

import random
from collections import defaultdict
from functools import cache

import pytest

from cadogan import core
from cadogan.core.cards import Card
from cadogan.core.games import the_great_thirteen
from cadogan.core.games.the_great_thirteen import (
    BALCONY,
    COLUMNS,
    FULL,
    GROUND,
    NUMERALS,
    REDEAL_NEXT,
    WEAK_PRIORITY,
    addition_barred,
    last_deal_won,
    wanted_after,
)
from cadogan.core.solver import WON, solve
from cadogan.core.state import State
from tests.core.helpers import assert_solver_agrees, exhaustive_win

GAME = core.get_game("the_great_thirteen")


def last_deal(seed: int, weak: bool = False) -> State:
    """Every packet re-dealt; each numeral built some way under a random
    balcony card (in two positions of five one numeral still empty, so
    Rule II's priority plays a part); the cards they still want dealt over
    three to five ground packets."""
    rng = random.Random(seed)
    pool: dict[int, list[Card]] = defaultdict(list)
    for card in GAME.deck():
        pool[card.rank].append(card)
    for copies in pool.values():
        rng.shuffle(copies)
    state = GAME.empty_state(1, **{REDEAL_NEXT: 9, WEAK_PRIORITY: int(weak)})
    runs = []
    vacancy = rng.random() < 0.4  # one numeral left empty, the others nearly complete
    for column in COLUMNS:
        base = rng.choice([b for b in range(1, 13) if pool[b]])
        state.piles[f"b{column}"] = [pool[base].pop()]
        if vacancy:
            laid = 0 if column == 3 else rng.choice([10, 11, FULL, FULL])
        else:
            laid = rng.choice([8, 9, 10, 10, 11, 11]) if column > 2 else FULL
        values = [wanted_after(base, count) for count in range(FULL)]
        state.piles[f"n{column}"] = [pool[value].pop() for value in values[:laid]]
        runs.append([pool[value].pop() for value in values[laid:]])
    if sum(map(len, runs)) > 17:  # small enough for the plain search
        return last_deal(seed + 10_000, weak)
    # A line of play (Rule II aside), the numerals' runs interleaved at
    # random, dealt so that each card is on a packet's top in its turn; then
    # a few cards swapped: some positions stay won, some are lost.
    order = []
    while any(runs):
        order.append(rng.choice([run for run in runs if run]).pop(0))
    packets = GROUND[: rng.randint(3, 5)]
    for card in reversed(order):
        state.piles[rng.choice(packets)].append(card)
    for _ in range(rng.randint(0, 3)):
        first, second = rng.sample([(g, i) for g in packets for i in range(len(state.piles[g]))], 2)
        a, b = state.piles[first[0]][first[1]], state.piles[second[0]][second[1]]
        state.piles[first[0]][first[1]], state.piles[second[0]][second[1]] = b, a
    return state


def answer(state: State, upcoming: int = 9) -> bool | None:
    """last_deal_won asked of ``state``'s ground, balcony and numerals (with
    ``upcoming``, the packet the third process deals next; 9: none left)."""
    piles = state.piles
    return last_deal_won(
        tuple(tuple(card.rank for card in piles[g]) for g in GROUND),
        tuple(piles[b][-1].rank for b in BALCONY),
        tuple(len(piles[n]) for n in NUMERALS),
        GAME.option(state, WEAK_PRIORITY),
        upcoming=upcoming,
    )


@pytest.mark.parametrize("weak", [False, True])
def test_the_last_deal_search_answers_as_the_plain_search(weak: bool) -> None:
    settled = won = 0
    for seed in range(170):
        state = last_deal(seed, weak)
        truth = exhaustive_win(GAME, state, cap=4000)
        if truth is None:
            continue
        settled += 1
        won += truth
        assert answer(state) is truth, seed
        assert GAME.solver_dead_end(state) is (not truth), seed
    assert settled >= 150 and 20 <= won <= settled - 20, (settled, won)


def test_the_solver_agrees_on_the_last_deal() -> None:
    assert_solver_agrees(GAME, ((seed, last_deal(seed, seed % 2 == 1)) for seed in range(170)))


def made(laid: dict[int, int], ground: dict[int, list[int]], weak: bool = False) -> State:
    """Balcony values 1 … 8; every numeral complete but those in ``laid``
    (that many cards); the ground packets' values as given (bottom first);
    every other card out of play, in the hand."""
    pool: dict[int, list[Card]] = defaultdict(list)
    for card in GAME.deck():
        pool[card.rank].append(card)
    state = GAME.empty_state(1, **{REDEAL_NEXT: 9, WEAK_PRIORITY: int(weak)})
    for column in COLUMNS:
        state.piles[f"b{column}"] = [pool[column].pop()]
        state.piles[f"n{column}"] = [pool[wanted_after(column, n)].pop() for n in range(laid.get(column, FULL))]
    for column, values in ground.items():
        state.piles[f"g{column}"] = [pool[value].pop() for value in values]
    state.piles["hand"] = [card for copies in pool.values() for card in copies]
    state.face_down.update(state.piles["hand"])
    return state


def test_hand_made_a_king_for_either_numeral_wins():
    # Under the ace and under the 2 the last card is a king: two kings free.
    state = made({1: 11, 2: 11}, {1: [13], 2: [13]})
    assert answer(state) is True and not GAME.solver_dead_end(state)


def test_hand_made_a_king_over_the_queen_its_numeral_wants_first_loses():
    # Under the ace a queen then a king are wanted, under the 2 a king. The
    # packet holds queen, king, king (the top last): the top king goes under
    # the 2, and the other king then waits on the queen beneath it for good.
    state = made({1: 10, 2: 11}, {1: [12, 13, 13]})
    assert answer(state) is False and GAME.solver_dead_end(state)
    assert exhaustive_win(GAME, state) is False
    # The second king on a packet of its own: it goes under the 2, the top
    # king waits, then the queen and the king go under the ace.
    state = made({1: 10, 2: 11}, {1: [12, 13], 2: [13]})
    assert answer(state) is True and exhaustive_win(GAME, state) is True


def test_rule_two_is_read_as_the_game_reads_it():
    assert addition_barred(13, {2}, [2, 13], weak=False) == 2  # a free 2 could start a numeral: no addition
    assert addition_barred(13, {2}, [2, 13], weak=True) == 0  # the weak priority binds the 2 alone
    assert addition_barred(2, {2}, [2], weak=True) == 1
    assert addition_barred(13, set(), [2, 13], weak=False) == 0


def test_a_deliberately_wrong_dead_end_is_caught() -> None:
    """Calling dead every position where some numeral's next value is on no
    packet's top (a wait the play may well end) is caught: the plain search
    wins some of those."""

    def careless(state: State) -> bool:
        tops = {state.top(g).rank for g in GROUND if state.piles[g]}
        return any(
            state.size(n) < FULL and wanted_after(state.top(b).rank, state.size(n)) not in tops
            for b, n in zip(BALCONY, NUMERALS, strict=True)
        )

    caught = 0
    for seed in range(170):
        state = last_deal(seed)
        if careless(state) and exhaustive_win(GAME, state, cap=4000):
            caught += 1
    assert caught


def test_a_deal_the_search_used_to_leave_open_is_won() -> None:
    # Deal 4: not decided within 30,000 positions without the last deal's
    # search; won in a few hundred with it.
    session = core.Session.new(GAME.id, 4)
    found = solve(GAME, session.state, max_nodes=3000)
    assert found.status == WON
    for move in found.moves:
        session.play(move)
    assert session.is_won()


def test_questions_larger_than_those_given_up_are_not_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """After GIVE_UP_AFTER questions run out of positions, one with as many
    cards on the ground as the last of them or more is answered None at
    once (never a wrong answer), and a smaller one is still searched."""
    for known in ("_GAVE_UP", "_LAST_LOST", "_LAST_WON"):  # (answers kept from the other tests set aside)
        monkeypatch.setattr(the_great_thirteen, known, type(getattr(the_great_thirteen, known))())
    state = made({1: 10, 2: 11}, {1: [12, 13, 13]})  # lost, three cards on the ground

    def ask(stacks: tuple[tuple[int, ...], ...], cap: int) -> bool | None:
        piles = state.piles
        bases = tuple(piles[b][-1].rank for b in BALCONY)
        return last_deal_won(stacks, bases, tuple(len(piles[n]) for n in NUMERALS), False, cap)

    big = ((12, 13, 13), (), (), (), (), (), (), ())
    for _ in range(the_great_thirteen.GIVE_UP_AFTER):
        assert ask(big, cap=1) is None
    assert ask(big, cap=10_000) is None  # not asked
    assert ask(((12, 13), (13,), (), (), (), (), (), ()), cap=10_000) is None  # as many cards: not asked
    assert ask(((12, 13), (), (), (), (), (), (), ()), cap=10_000) is False  # fewer: searched (no king for the 2)


def plain_won(stacks: tuple[tuple[int, ...], ...], bases: tuple[int, ...], laid: tuple[int, ...], weak: bool) -> bool:
    """The last deal searched plainly: every legal move from every position
    (each card to each numeral wanting it, Rule II read by addition_barred),
    no shortcut; positions known within one question."""
    known: dict[tuple, bool] = {}

    def won(stacks: tuple[tuple[int, ...], ...], laid: tuple[int, ...]) -> bool:
        if (stacks, laid) in known:
            return known[stacks, laid]
        wants = [wanted_after(base, n) if n < FULL else None for base, n in zip(bases, laid, strict=True)]
        result = all(want is None for want in wants)
        starting = {want for want, n in zip(wants, laid, strict=True) if not n}
        tops = [stack[-1] for stack in stacks if stack]
        for i, stack in enumerate(stacks):
            for j, want in enumerate(wants):
                if result or not stack or stack[-1] != want:
                    continue
                if laid[j] and addition_barred(want, starting, tops, weak):
                    continue
                result = won((*stacks[:i], stack[:-1], *stacks[i + 1 :]), (*laid[:j], laid[j] + 1, *laid[j + 1 :]))
        known[stacks, laid] = result
        return result

    return won(stacks, laid)


def question(seed: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], bool]:
    """A last deal by values, larger than the plain search of the game's
    moves can take: balcony values often repeated (numerals alike), some
    numerals empty (Rule II), 12 to 26 cards still wanted, dealt over the
    eight packets along a random line of play, then a few cards swapped
    (some questions stay won, some are lost)."""
    rng = random.Random(seed)
    weak = rng.random() < 0.3
    bases = tuple(rng.choice(range(1, rng.choice([4, 13]))) for _ in COLUMNS)
    while True:
        laid = tuple(
            rng.choice([0, 6, 8, 9, 10, 11, FULL, FULL]) if rng.random() < 0.3 else rng.randint(9, FULL)
            for _ in COLUMNS
        )
        if 12 <= sum(FULL - n for n in laid) <= 26:
            break
    runs = [[wanted_after(base, n) for n in range(count, FULL)] for base, count in zip(bases, laid, strict=True)]
    order = []
    while any(runs):
        order.append(rng.choice([run for run in runs if run]).pop(0))
    stacks: list[list[int]] = [[] for _ in COLUMNS]
    used = rng.sample(range(len(COLUMNS)), rng.randint(3, 8))
    for value in reversed(order):
        stacks[rng.choice(used)].append(value)
    places = [(s, i) for s in used for i in range(len(stacks[s]))]
    for _ in range(rng.randint(0, 4)):
        (a, i), (b, k) = rng.sample(places, 2)
        stacks[a][i], stacks[b][k] = stacks[b][k], stacks[a][i]
    return tuple(map(tuple, stacks)), bases, laid, weak


QUESTIONS = [question(seed) for seed in range(200)]


def test_the_last_deal_search_answers_as_a_plain_search_of_larger_questions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Numerals alike taken as one choice, positions known under any order
    of the packets and numerals: the same answers as the plain search, on
    200 questions of 12 to 26 cards."""
    for known in ("_GAVE_UP", "_LAST_LOST", "_LAST_WON"):
        monkeypatch.setattr(the_great_thirteen, known, type(getattr(the_great_thirteen, known))())
    won = 0
    for seed, (stacks, bases, laid, weak) in enumerate(QUESTIONS):
        truth = plain_won(stacks, bases, laid, weak)
        won += truth
        assert last_deal_won(stacks, bases, laid, weak, cap=10**6) is truth, seed
        # Any order of the packets and the numerals: the same answer.
        order = random.Random(seed).sample(range(len(COLUMNS)), len(COLUMNS))
        shuffled = (tuple(stacks[j] for j in order), tuple(bases[j] for j in order), tuple(laid[j] for j in order))
        assert last_deal_won(*shuffled, weak, cap=10**6) is truth, seed
    assert 40 <= won <= len(QUESTIONS) - 40, won


def third_process(seed: int) -> State:
    """As last_deal, but packet 7 or 8 is still to be taken up: two to four
    cards taken from the packets' tops, one by one, laid on it."""
    state = last_deal(seed, weak=seed % 3 == 0)
    rng = random.Random(seed)
    upcoming = rng.choice([7, 8])
    state.counters[REDEAL_NEXT] = upcoming
    for _ in range(rng.randint(2, 4)):
        source = rng.choice([g for g in GROUND[: upcoming - 1] if state.piles[g]])
        state.piles[GROUND[upcoming - 1]].append(state.piles[source].pop())
    return state


def third_answer(state: State) -> bool | None:
    return answer(state, state.counters[REDEAL_NEXT])


@cache
def settled_third_process() -> tuple[tuple[State, bool], ...]:
    """The third_process positions the plain search of the game's own
    moves settles, with its answers (found once for the two tests)."""
    found = []
    for seed in range(180):
        state = third_process(seed)
        truth = exhaustive_win(GAME, state, cap=1500)
        if truth is not None:
            found.append((state, truth))
    return tuple(found)


@pytest.mark.parametrize("searched_left", [0, 2])
def test_the_search_with_a_packet_left_to_deal_answers_as_the_plain_search(
    monkeypatch: pytest.MonkeyPatch, searched_left: int
) -> None:
    """With packet 7 or 8 still to deal (the game's own deal_packet in the
    plain search of the game's moves), the search by values gives the same
    answer, and the dead end built on it, when asked so early
    (SEARCHED_LEFT), calls lost exactly the lost ones."""
    monkeypatch.setattr(the_great_thirteen, "SEARCHED_LEFT", searched_left)
    settled = settled_third_process()
    for state, truth in settled:
        assert third_answer(state) is truth
        left = sum(1 for g in GROUND[state.counters[REDEAL_NEXT] - 1 :] if state.piles[g])
        if left <= searched_left:
            assert GAME.solver_dead_end(state) is not truth
        elif truth:
            assert not GAME.solver_dead_end(state)  # (a lost one may or may not be caught before)
    won = sum(truth for _, truth in settled)
    assert len(settled) >= 150 and 20 <= won <= len(settled) - 20, (len(settled), won)


def test_a_wrong_deal_by_values_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Dealing the packet top card first (not turned over) in the search by
    values gives wrong answers on some of those positions."""
    dealt = the_great_thirteen._dealt

    def top_first(stacks: tuple[bytes, ...], upcoming: int, deal: bool = True) -> tuple[tuple[bytes, ...], int]:
        packet = next((k for k in range(upcoming, len(stacks) + 1) if stacks[k - 1]), None)
        if packet is not None and deal:
            stacks = (*stacks[: packet - 1], stacks[packet - 1][::-1], *stacks[packet:])
        return dealt(stacks, upcoming, deal)

    monkeypatch.setattr(the_great_thirteen, "_dealt", top_first)
    wrong = 0
    for state, truth in settled_third_process():
        for known in ("_GAVE_UP", "_LAST_LOST", "_LAST_WON"):
            monkeypatch.setattr(the_great_thirteen, known, type(getattr(the_great_thirteen, known))())
        wrong += third_answer(state) is not truth
    assert wrong
