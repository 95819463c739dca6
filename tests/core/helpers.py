"""Helpers for rules tests: build positions by hand, play randomly, compare."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from cadogan.core import Game, Move, Session, State
from cadogan.core.cards import Card, Colour, Suit, parse, rank_code


def cards(text: str, pack: int = 0) -> list[Card]:
    """``"5D AC 9S"`` -> [5♦, A♣, 9♠] (bottom first). ``7H/1`` is pack 1's 7♥."""
    result = []
    for word in text.split():
        face, _, copy = word.partition("/")
        result.append(parse(face, int(copy) if copy else pack))
    return result


def position(
    game: Game, piles: dict[str, str], deal: int = 1, down: str = "", rest: str | None = None, **counters: int
) -> State:
    """A hand-made position: the named piles hold the given cards (bottom
    first). With ``rest``, every other card of the game's deck goes to that
    pile (face down), so the position holds the whole deck."""
    state = game.empty_state(deal)
    used: list[Card] = []
    for pile, text in piles.items():
        state.piles[pile] = cards(text)
        used += state.piles[pile]
    if rest is not None:
        left = Counter(game.deck()) - Counter(used)
        others = [card for card in game.deck() if left[card] > 0]
        state.piles[rest].extend(others)
        state.face_down.update(others)
    state.face_down |= set(cards(down))
    state.counters.update(counters)
    return state


def suit_up_to(suit: str, rank: int, pack: int = 0) -> str:
    """``"AC/0 2C/0 … 10C/0"``: one suit from its ace to ``rank`` (a built foundation)."""
    from cadogan.core.cards import rank_code

    return " ".join(f"{rank_code(r)}{suit}/{pack}" for r in range(1, rank + 1))


def foundations_meeting(suits: str, order: str, up: str, down: str) -> dict[str, str]:
    """Foundations where a suit's two piles meet (La Nivernaise, the Louis):
    for each suit of ``order`` (pile ``{up}1``/``{down}1`` for the first, and
    so on), one named in ``suits`` has its rising pile at the 6 and its
    falling pile at the 7, so their top cards can go back and forth; the
    others are only begun (an ace, a king)."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    piles = {}
    for i, suit in enumerate(order):
        met = suit in suits
        piles[f"{up}{i + 1}"] = " ".join(f"{r}{suit}" for r in ranks[:6]) if met else f"A{suit}"
        piles[f"{down}{i + 1}"] = " ".join(f"{r}{suit}/1" for r in reversed(ranks[6:])) if met else f"K{suit}/1"
    return piles


def play_hints_to_the_end(session: Session, limit: int, autoplay: str | None = None) -> None:
    """Follow the hint until the game is won or the hint falls silent (at
    most ``limit`` moves); auto-play after each move when asked."""
    for _ in range(limit):
        if session.is_won():
            return
        hint = session.hint()
        if hint is None:
            return
        session.play(hint)
        if autoplay:
            session.autoplay(autoplay)


def assert_same_cards(game: Game, state: State) -> None:
    """No card lost or duplicated."""
    assert Counter(state.all_cards()) == Counter(game.deck())


def random_walk(session: Session, seed: int, steps: int, autoplay: str | None = "safe") -> list[Move]:
    """Play up to ``steps`` random legal moves (with auto-play and undos mixed
    in); return the moves of the final history."""
    rng = random.Random(seed)
    for _ in range(steps):
        moves = session.legal_moves()
        if not moves:
            break
        if session.done and rng.random() < 0.1:
            session.undo()
            continue
        session.play(rng.choice(moves))
        if autoplay:
            session.autoplay(autoplay)
    return [step.move for step in session.done]


def walked_positions(
    session: Session, rng: random.Random, steps: int, choose: Callable[[list[Move]], Move] | None = None
) -> list[State]:
    """The positions of a walk of up to ``steps`` legal moves (each picked
    by ``choose``, else at random), copied without their keys so that every
    answer asked of them is worked out afresh."""
    found = []
    for _ in range(steps):
        state = session.state.copy()
        state._zkey = None
        found.append(state)
        moves = session.legal_moves()
        if not moves:
            break
        session.play(choose(moves) if choose else rng.choice(moves))
    return found


def check_random_play(game_id: str, deal: int, seed: int, steps: int = 400, options: dict | None = None) -> None:
    """The standard random-play test every game passes."""
    session = Session.new(game_id, deal, options)
    start = session.state.copy()
    random_walk(session, seed, steps)
    assert_same_cards(session.game, session.state)
    end = session.state.copy()
    count = len(session.done)
    while session.undo():
        assert_same_cards(session.game, session.state)
    assert session.state == start
    for _ in range(count):
        assert session.redo() is not None
    assert session.state == end


def check_save_round_trip(game_id: str, deal: int, seed: int, max_moves: int = 60, options: dict | None = None) -> None:
    """The standard save test: at a random point of random play (with
    auto-play and a few undos), save and load; the loaded game has the same
    position, the same legal moves, and the same undo and redo history."""
    from cadogan import core

    session = Session.new(game_id, deal, options)
    rng = random.Random(seed)
    for _ in range(rng.randint(0, max_moves)):
        legal = session.legal_moves()
        if not legal:
            break
        session.play(rng.choice(legal))
        session.autoplay("safe")
    for _ in range(rng.randint(0, 3)):
        session.undo()
    loaded = core.loads(core.dumps(session))
    assert loaded.state == session.state
    assert loaded.options() == session.options()
    assert loaded.legal_moves() == session.legal_moves()
    assert len(loaded.done) == len(session.done) and len(loaded.undone) == len(session.undone)
    while session.redo():
        assert loaded.redo() is not None
        assert loaded.state == session.state
    while session.undo():
        assert loaded.undo() is not None
        assert loaded.state == session.state
    assert loaded.undo() is None


def exhaustive_win(
    game: Game,
    state: State,
    cap: int | None = None,
    skip: Callable[[State, Move], bool] | None = None,
    goal: Callable[[State], bool] | None = None,
) -> bool | None:
    """Can the game be won from ``state``? A plain search, the yardstick the
    solver's answers and prunings are checked against: every legal move
    tried (none forced, none ordered), positions told apart exactly
    (State.key, twins apart). ``skip(state, move)`` leaves moves out (to
    check a pruning against the plain search); ``goal`` is sought instead of
    a won game (a phase's end, say). None when more than ``cap`` positions
    would be needed."""
    from cadogan.core.ops import Tx, revert_all

    reached = game.is_won if goal is None else goal
    seen = {state.key()}
    stack = [state.copy()]
    while stack:
        current = stack.pop()
        if reached(current):
            return True
        for move in game.legal_moves(current):
            if skip is not None and skip(current, move):
                continue
            tx = Tx(current)
            game.perform(current, move, tx)
            game.settle(current, tx)
            key = current.key()
            if key not in seen:
                seen.add(key)
                stack.append(current.copy())
                if cap is not None and len(seen) > cap:
                    return None
            revert_all(current, tx.ops)
    return False


def winnable(game: Game, state: State) -> bool:
    """Every position reachable from ``state`` searched: is one of them won?"""
    return bool(exhaustive_win(game, state))


def winnable_pruned(game: Game, state: State, prunes: Callable[[State, Move], bool] | None = None) -> tuple[bool, int]:
    """:func:`winnable`, skipping the moves ``prunes`` (by default the
    game's solver_prunes) calls idle; and how many it skipped."""
    prunes = prunes or game.solver_prunes
    pruned = 0

    def skip(current: State, move: Move) -> bool:
        nonlocal pruned
        if prunes(current, move):
            pruned += 1
            return True
        return False

    return bool(exhaustive_win(game, state, skip=skip)), pruned


def settled_endings(
    game: Game, endings: Iterable[tuple[object, State]], cap: int
) -> Iterator[tuple[object, State, bool]]:
    """The endings the plain search settles within ``cap`` positions, each
    with its label and whether it is won (the others are left out)."""
    for label, state in endings:
        answer = exhaustive_win(game, state, cap=cap)
        if answer is not None:
            yield label, state, answer


def judge_dead_end(
    game: Game, endings: Iterable[tuple[object, State]], dead_end: Callable[[State], bool], cap: int
) -> tuple[int, int, int, list[object]]:
    """Endings searched through (within ``cap`` positions), called dead by
    ``dead_end``, won; and the labels of those called dead that the plain
    search wins (a sound dead end has none)."""
    searched = dead = won = 0
    wrong = []
    for label, state, answer in settled_endings(game, endings, cap):
        searched += 1
        won += answer
        if dead_end(state):
            dead += 1
            if answer:
                wrong.append(label)
    return searched, dead, won, wrong


def weaker_dead_end_caught(game: Game, positions: Iterable[State], wrongly_dead: Callable[[State], bool]) -> int:
    """How many of ``positions`` a deliberately weaker dead end calls dead
    while the game's own does not and the plain search wins them: at least
    one, or the soundness tests could not tell the weaker test from the game's."""
    return sum(
        1 for state in positions if wrongly_dead(state) and not game.solver_dead_end(state) and winnable(game, state)
    )


def dead_ends_proved_lost(game: Game, positions: Iterable[State]) -> int:
    """How many of ``positions`` the game's solver_dead_end calls dead, each
    one proved lost by the plain search (the dead end's soundness)."""
    dead = 0
    for index, state in enumerate(positions):
        if game.solver_dead_end(state):
            dead += 1
            assert not winnable(game, state), index
    return dead


# -- endings of two-pack games with a rising and a falling pile a suit ----------------------
# (Three suits home, the spades left: the small positions the dead ends of the
# Duchess, Sly and Babette are proved on.)


def spade(rank: int, pack: int) -> Card:
    return Card(Suit.SPADES, rank, pack)


def three_suits_home(state: State, ace_piles: Sequence[str], king_piles: Sequence[str], up: int, down: int) -> None:
    """Clubs, diamonds and hearts home on the first three of each pile row
    (rising from the ace in pack 0's copies, falling from the king in pack
    1's); the spades' rising pile up to ``up`` (0: not begun) and their
    falling pile down to ``down`` (14: not begun)."""
    for suit, ace_pile, king_pile in zip((Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS), ace_piles, king_piles, strict=False):
        state.piles[ace_pile] = [Card(suit, rank, 0) for rank in range(1, 14)]
        state.piles[king_pile] = [Card(suit, rank, 1) for rank in range(13, 0, -1)]
    state.piles[ace_piles[3]] = [spade(rank, 0) for rank in range(1, up + 1)]
    state.piles[king_piles[3]] = [spade(rank, 1) for rank in range(13, down - 1, -1)]


def loose_spades(up: int, down: int) -> list[Card]:
    """The spades still out when pack 0's rise to ``up`` and pack 1's fall to ``down``."""
    return [spade(rank, 0) for rank in range(up + 1, 14)] + [spade(rank, 1) for rank in range(1, down)]


def loose_spades_by_rank(up: int, down: int) -> list[Card]:
    """:func:`loose_spades`, lowest rank first (the order some tests' random
    positions were drawn in)."""
    return (
        [spade(rank, 1) for rank in range(1, up + 1)]
        + [spade(rank, pack) for rank in range(up + 1, down) for pack in (0, 1)]
        + [spade(rank, 0) for rank in range(down, 14)]
    )


def spade_play_order(rng: random.Random, up: int, down: int, loose: Sequence[Card] | None = None) -> list[Card]:
    """The loose spades (``loose``, by default :func:`loose_spades`) in an
    order that sends each home in turn, up or down as chance has it."""
    left = list(loose_spades(up, down) if loose is None else loose)
    order = []
    while left:
        card = rng.choice([c for c in left if c.rank in (up + 1, down - 1)])
        if card.rank == up + 1 and (card.rank != down - 1 or rng.random() < 0.5):
            up += 1
        else:
            down -= 1
        left.remove(card)
        order.append(card)
    return order


def swap_a_few(rng: random.Random, places: Sequence[tuple[Any, Any]]) -> None:
    """Swap up to three random pairs of the cards at ``places`` (each a
    container and an index or key): a winning layout made into some won and
    some lost positions."""
    for _ in range(rng.randint(0, 3)):
        (a, i), (b, j) = rng.sample(places, 2)
        a[i], b[j] = b[j], a[i]


def random_spade_packets(
    rng: random.Random, up: int, down: int, packets: int, aside: float = 0.0
) -> tuple[list[list[Card]], list[Card]]:
    """The loose spades (:func:`loose_spades`) in a winning order of play, the
    rising and falling runs interleaved at random, dealt onto ``packets``
    packets so that each packet's top card is played first (each card laid
    aside instead with chance ``aside``), then a few pairs of cards swapped:
    some positions stay won, some are lost. Returns the packets, bottom
    first, and the cards laid aside."""
    rising = [spade(rank, 0) for rank in range(up + 1, 14)]
    falling = [spade(rank, 1) for rank in range(down - 1, 0, -1)]
    order = []
    while rising or falling:
        run = rng.choice([run for run in (rising, falling) if run])
        order.append(run.pop(0))
    dealt: list[list[Card]] = [[] for _ in range(packets)]
    laid_aside = []
    for card in reversed(order):
        if aside and rng.random() < aside:
            laid_aside.append(card)
        else:
            rng.choice(dealt).append(card)
    for _ in range(rng.randint(0, 3)):
        first, second = rng.sample([(p, i) for p, packet in enumerate(dealt) for i in range(len(packet))], 2)
        a, b = dealt[first[0]][first[1]], dealt[second[0]][second[1]]
        dealt[first[0]][first[1]], dealt[second[0]][second[1]] = b, a
    return dealt, laid_aside


def terrace_foundations(top: int) -> dict[str, str]:
    """Aces as the foundation rank: four piles from a red ace, four from a
    black one, each up to ``top`` in alternate colours."""
    pool = {
        (colour, rank): [Card(suit, rank, pack) for suit in Suit if suit.colour is colour for pack in (0, 1)]
        for colour in Colour
        for rank in range(1, 14)
    }
    piles = {}
    for index, base in enumerate([Colour.RED] * 4 + [Colour.BLACK] * 4, 1):
        other = Colour.BLACK if base is Colour.RED else Colour.RED
        homed = [pool[(base if rank % 2 else other, rank)].pop() for rank in range(1, top + 1)]
        piles[f"f{index}"] = " ".join(f"{rank_code(c.rank)}{c.suit.value}/{c.pack}" for c in homed)
    return piles


def assert_solver_agrees(game: Game, cases: Iterable[tuple[object, State]], least: int = 150, each: int = 20) -> None:
    """The solver's answer on each case's state is the plain search's (those
    the plain search settles within its cap), and its wins replay; at least
    ``least`` states settled, ``each`` of them won and lost. A case's label
    (a seed) names it in a failure."""
    from cadogan.core.solver import LOST, WON, solve

    answers = []
    for label, state in cases:
        truth = exhaustive_win(game, state, cap=6_000)
        if truth is None:
            continue
        found = solve(game, state, max_nodes=50_000)
        assert found.status == (WON if truth else LOST), label
        if truth:
            replay = Session(game, state.copy(), state.deal)
            for step in found.moves:
                replay.play(step)
            assert replay.is_won(), label
        answers.append(found.status)
    assert len(answers) >= least and answers.count(LOST) >= each and answers.count(WON) >= each


def foundations_built_at_random(
    rng: random.Random, state: State, foundations: Sequence[str], lowest: int, out_count: range
) -> list[Card]:
    """Each suit's foundation (``foundations``, in suit order) built to a
    random height (``lowest`` to the king), until the cards left out number
    one of ``out_count``: those cards, shuffled."""
    out: list[Card] = []
    while len(out) not in out_count:
        out = []
        for foundation, suit in zip(foundations, Suit, strict=True):
            height = rng.randint(lowest, 13)
            state.piles[foundation] = [Card(suit, rank) for rank in range(1, height + 1)]
            out += [Card(suit, rank) for rank in range(height + 1, 14)]
    rng.shuffle(out)
    return out


def scatter(
    rng: random.Random, state: State, cards: Iterable[Card], places: Sequence[str], columns: Iterable[str]
) -> None:
    """Lay each of ``cards`` on a pile drawn from ``places`` (a pile named
    twice is twice as likely): those on the stock face down; then every
    card of ``columns`` but the top one face down."""
    for card in cards:
        place = rng.choice(places)
        state.piles[place].append(card)
        if place == "stock":
            state.face_down.add(card)
    for column in columns:
        state.face_down.update(state.piles[column][:-1])


def run_up_in_suit(rng: random.Random, loose: list[Card], chance: float, below: int = 14) -> list[Card]:
    """A run drawn from ``loose`` (the cards taken out of it): its last card
    first, then while ``rng`` allows (``chance`` each time) and the top is
    below rank ``below``, the card of the same suit one rank higher, if loose."""
    run = [loose.pop()]
    while run[-1].rank < below and rng.random() < chance:
        up = next((c for c in loose if c.suit == run[-1].suit and c.rank == run[-1].rank + 1), None)
        if up is None:
            break
        loose.remove(up)
        run.append(up)
    return run
