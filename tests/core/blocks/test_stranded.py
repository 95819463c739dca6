"""The dead ends of issue 17's third round for games whose stacks give up
their top card only for home or to be built on (blocks.stranded: Red and
Black, the Terrace, the Olga; blocks.never_home: the Zodiac's circle, the
Carpet's last talon), and the solver's prunes that try only the first of
alike spaces (blocks.later_space) or leave out the Zodiac's end-phase
marriages. Every position judged dead is proved lost by the plain
exhaustive search (tests.core.helpers.exhaustive_win), on hand-made cases
and on many small random positions; a deliberately weaker test (one that
forgets the cards a card could be built on) is caught by the same
positions; the prunes never lose a win."""

from __future__ import annotations

import random

import pytest

from cadogan.core.blocks import later_space, stranded
from cadogan.core.cards import Card, Colour, Suit, rank_code
from cadogan.core.games import red_and_black as rab
from cadogan.core.games import the_olga
from cadogan.core.registry import get_game
from cadogan.core.rules import Game
from cadogan.core.state import State
from tests.core.helpers import (
    dead_ends_proved_lost,
    exhaustive_win,
    position,
    suit_up_to,
    terrace_foundations,
    winnable,
    winnable_pruned,
)

RED_BLACK = get_game("red_and_black")
TERRACE = get_game("the_terrace")
OLGA = get_game("the_olga")
ZODIAC = get_game("the_zodiac")
CARPET = get_game("the_carpet")
NIVERNAISE = get_game("la_nivernaise")
SHADE = get_game("light_and_shade")


def codes(faces: list[tuple[str, int, int]]) -> str:
    return " ".join(f"{rank_code(rank)}{suit}/{pack}" for suit, rank, pack in faces)


# -- Red and Black: up in suit from the aces, Volunteers built down red and black ---------------
def red_and_black(volunteers: list[str], waste: str = "", loose: int = 5) -> State:
    """Clubs and diamonds home; the spades' and hearts' foundations at the
    ace, their cards above ``loose`` in the talon, highest at the bottom
    (they come home in turn), the rest in the Volunteers given. The last
    deal: the pack used up, no re-deal left."""
    piles = {
        "f1": suit_up_to("D", 13, 0),
        "f2": suit_up_to("D", 13, 1),
        "f3": suit_up_to("C", 13, 0),
        "f4": suit_up_to("C", 13, 1),
        "f5": "AH/0",
        "f6": "AH/1",
        "f7": "AS/0",
        "f8": "AS/1",
    }
    high = [(suit, rank, pack) for suit in "HS" for rank in range(13, loose, -1) for pack in (0, 1)]
    piles["waste"] = " ".join(filter(None, [codes(high), waste]))
    for index, cards in enumerate(volunteers, 1):
        piles[f"v{index}"] = cards
    return position(RED_BLACK, piles, redeals_left=0, pack_turned=1)


def test_red_and_black_a_four_above_both_threes_with_both_fives_of_hearts_under_it_is_lost() -> None:
    state = red_and_black(["5H/0 3S/0 5H/1 3S/1 4S/0", "5S/0 5S/1 2S/0 2S/1 4S/1", "4H/0 3H/0 2H/0", "4H/1 3H/1 2H/1"])
    assert RED_BLACK.solver_dead_end(state)
    assert not winnable(RED_BLACK, state)


def test_red_and_black_near_miss_a_five_of_hearts_free_wins() -> None:
    state = red_and_black(
        ["5H/0 3S/0 3S/1 4S/0", "5S/0 5S/1 2S/0 2S/1", "4H/0 3H/0 2H/0", "4H/1 3H/1 2H/1", "5H/1", "4S/1"]
    )
    assert not RED_BLACK.solver_dead_end(state)
    assert winnable(RED_BLACK, state)


def test_red_and_black_the_talon_counts_only_in_the_last_deal() -> None:
    state = red_and_black(["2S/0 2S/1"], waste="3S/0 3S/1 2H/0 2H/1 3H/0 3H/1 4H/0 4H/1 5H/0 5H/1 4S/0 5S/0 4S/1 5S/1")
    assert RED_BLACK.solver_dead_end(state)
    state.counters["redeals_left"] = 1
    assert not RED_BLACK.solver_dead_end(state)


def test_red_and_black_says_nothing_when_whole_runs_move() -> None:
    state = red_and_black(["5H/0 3S/0 5H/1 3S/1 4S/0", "5S/0 5S/1 2S/0 2S/1 4S/1", "4H/0 3H/0 2H/0", "4H/1 3H/1 2H/1"])
    state.counters[rab.RUNS] = 1
    assert not RED_BLACK.solver_dead_end(state)


def random_red_and_black(seed: int) -> State:
    rng = random.Random(seed)
    faces = [(suit, rank, pack) for suit in "HS" for rank in range(2, 6) for pack in (0, 1)]
    rng.shuffle(faces)
    cuts = sorted(rng.sample(range(1, len(faces)), 3))
    parts = [faces[a:b] for a, b in zip([0, *cuts], [*cuts, len(faces)], strict=True)]
    return red_and_black([codes(part) for part in parts])


def wrongly_dead(state: State, stacks, face, copies, blocked, foundations) -> bool:
    """The deliberately weaker test: blocks.stranded forgetting the cards a
    card could be built on."""
    return stranded(stacks, face, copies, blocked, lambda card: (), foundations)


def test_red_and_black_random_positions_judged_dead_are_lost() -> None:
    dead = caught = 0
    for seed in range(160):
        state = random_red_and_black(seed)
        stacks = [state.piles[v] for v in rab.VOLUNTEERS] + [state.piles["waste"]]
        homes = [state.piles[f] for f in rab.FOUNDATIONS]
        judged = RED_BLACK.solver_dead_end(state)
        wrong = wrongly_dead(state, stacks, rab.in_suit, 2, rab.home_blocked(state), homes)
        if judged or (wrong and not caught):
            won = winnable(RED_BLACK, state)
            assert not (judged and won), seed
            caught += wrong and won
            dead += judged
    assert dead >= 10  # the test saw many
    assert caught  # the weaker test calls some won position dead: these positions would catch it


# -- the Terrace: up from a chosen rank, red and black, valley built down -------------------------
def terrace(row: list[str], valley: list[str], waste: str) -> State:
    piles = terrace_foundations(11)
    piles.update({f"t{index}": card for index, card in enumerate(row, 1)})
    piles.update({f"v{index}": cards for index, cards in enumerate(valley, 1)})
    piles["waste"] = waste
    return position(TERRACE, piles, base_rank=1)


def loose_terrace_cards() -> list[str]:
    return [f"{rank_code(rank)}{suit}/{pack}" for rank in (12, 13) for suit in "CDHS" for pack in (0, 1)]


def test_the_terrace_a_red_king_above_every_black_queen_in_the_terrace_is_lost() -> None:
    cards = loose_terrace_cards()
    black_queens = [c for c in cards if c.startswith("Q") and c[1] in "CS"]
    rest = [c for c in cards if c not in black_queens and c != "KH/0"]
    state = terrace([*black_queens, "KH/0"], [], " ".join(rest))
    assert TERRACE.solver_dead_end(state)
    assert not winnable(TERRACE, state)


def test_the_terrace_near_miss_one_black_queen_elsewhere_wins() -> None:
    cards = loose_terrace_cards()
    black_queens = [c for c in cards if c.startswith("Q") and c[1] in "CS"]
    rest = [c for c in cards if c not in black_queens and c != "KH/0"]
    rest.sort(key=lambda card: "KQ".index(card[0]))  # kings at the bottom: the talon comes home in turn
    state = terrace([*black_queens[:3], "KH/0"], [black_queens[3]], " ".join(rest))
    assert not TERRACE.solver_dead_end(state)
    assert winnable(TERRACE, state)


def test_the_terrace_says_nothing_while_the_rank_is_to_be_chosen() -> None:
    state = TERRACE.deal(1)
    assert not TERRACE.solver_dead_end(state)


def random_terrace(seed: int) -> State:
    rng = random.Random(seed)
    cards = loose_terrace_cards()
    rng.shuffle(cards)
    return terrace(cards[:11], [" ".join(cards[11:13]), cards[13]], " ".join(cards[14:]))


def test_the_terrace_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(TERRACE, (random_terrace(seed) for seed in range(160))) >= 20


# -- the Olga: four piquet packs, up in suit from the aces, the talon never re-dealt --------------
def olga(talon: list[str], columns: list[str]) -> State:
    """Clubs and diamonds home, hearts up to the queen, spades up to the
    ten; the spades' jacks, queens and kings and the hearts' kings loose in
    the talon and the columns given (a queen of spades may go on a king of
    hearts)."""
    piles = {}
    tops = {"C": 13, "D": 13, "H": 12, "S": 10}
    for index, (suit, pack) in enumerate([(suit, pack) for suit in "CDHS" for pack in range(4)], 1):
        ranks = [rank for rank in (1, 7, 8, 9, 10, 11, 12, 13) if rank <= tops[suit]]
        piles[f"f{index}"] = " ".join(f"{rank_code(rank)}{suit}/{pack}" for rank in ranks)
    piles["waste"] = " ".join(talon)
    piles.update({f"c{index}": cards for index, cards in enumerate(columns, 1)})
    return position(OLGA, piles)


def test_the_olga_a_talon_king_above_every_queen_of_its_suit_is_lost() -> None:
    queens = [f"QS/{pack}" for pack in range(4)]
    jacks = [f"JS/{pack}" for pack in range(4)]
    hearts = [f"KH/{pack}" for pack in range(4)]
    state = olga([*hearts, "KS/1", "KS/2", "KS/3", *jacks, *queens, "KS/0"], [])
    assert OLGA.solver_dead_end(state)
    assert not winnable(OLGA, state)


def test_the_olga_a_talon_queen_that_can_be_built_on_a_king_is_not_dead() -> None:
    jacks = [f"JS/{pack}" for pack in range(4)]
    state = olga([*jacks, "QS/0"], ["KH/0", "KH/1 KH/2 KH/3 KS/0 KS/1 KS/2 KS/3 QS/1 QS/2 QS/3"])
    homes = [state.piles[f] for f in the_olga.FOUNDATIONS]
    talon = [state.piles["waste"]]
    assert not OLGA.solver_dead_end(state)
    assert wrongly_dead(state, talon, the_olga._in_suit, 4, the_olga.home_blocked(state), homes)
    assert winnable(OLGA, state)


def random_olga(seed: int) -> State:
    rng = random.Random(seed)
    cards = [f"{rank}S/{pack}" for rank in "JQK" for pack in range(4)] + [f"KH/{pack}" for pack in range(4)]
    rng.shuffle(cards)
    return olga(cards, [])


def test_the_olga_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(OLGA, (random_olga(seed) for seed in range(150))) >= 15


# -- never_home: the Zodiac's circle, the Carpet's last talon -------------------------------------
def zodiac(packets: list[str], up: int = 0, down: int = 14) -> State:
    """The end phase: every card placed, clubs, hearts and spades home, the
    diamonds' rising pile at ``up``, its falling pile at ``down``."""
    piles = {}
    for index, suit in enumerate("CHS", 1):
        piles[f"a{index}"] = suit_up_to(suit, 13, 0)
        piles[f"k{index}"] = " ".join(f"{rank_code(rank)}{suit}/1" for rank in range(13, 0, -1))
    piles["a4"] = " ".join(f"{rank_code(rank)}D/0" for rank in range(1, up + 1))
    piles["k4"] = " ".join(f"{rank_code(rank)}D/1" for rank in range(13, down - 1, -1))
    piles.update({f"z{index}": cards for index, cards in enumerate(packets, 1)})
    return position(ZODIAC, piles)


REST_OF_DIAMONDS = ["KD/0 QD/0 JD/0 10D/0 9D/0 8D/0", "AD/1 2D/1 3D/1 4D/1"]  # they come home in turn


def test_the_zodiac_a_packet_card_above_both_copies_needed_either_way_is_lost() -> None:
    # Rising pile at the 4, falling at the 8: a 6 above both 5s and both 7s.
    state = zodiac(["5D/1 7D/0 5D/0 7D/1 6D/0", "6D/1", *REST_OF_DIAMONDS], up=4, down=8)
    assert ZODIAC.solver_dead_end(state)
    assert not winnable(ZODIAC, state)


def test_the_zodiac_near_miss_a_seven_elsewhere_wins() -> None:
    state = zodiac(["7D/1 5D/1 5D/0 6D/0", "6D/1", "7D/0", *REST_OF_DIAMONDS], up=4, down=8)
    assert not ZODIAC.solver_dead_end(state)
    assert winnable(ZODIAC, state)


def random_zodiac(seed: int) -> State:
    rng = random.Random(seed)
    up, down = rng.randint(0, 5), rng.randint(9, 14)
    loose = [f"{rank_code(rank)}D/1" for rank in range(1, up + 1)]
    loose += [f"{rank_code(rank)}D/{pack}" for rank in range(up + 1, down) for pack in (0, 1)]
    loose += [f"{rank_code(rank)}D/0" for rank in range(down, 14)]
    rng.shuffle(loose)
    size = 3 + seed % 3
    return zodiac([" ".join(loose[i : i + size]) for i in range(0, len(loose), size)], up, down)


def test_the_zodiac_random_positions_judged_dead_are_lost() -> None:
    assert dead_ends_proved_lost(ZODIAC, (random_zodiac(seed) for seed in range(150))) >= 25


def test_the_zodiac_end_phase_marriages_are_pruned_without_losing_a_win() -> None:
    pruned = won = lost = 0
    for seed in range(150):
        state = random_zodiac(seed)
        packets = [z for z in (f"z{i}" for i in range(1, 25)) if state.piles[z]]
        for equator, packet in zip(("e1", "e2"), packets[:2], strict=False):  # two packets' tops to the Equator
            state.piles[equator] = [state.piles[packet].pop()]
        answer = winnable(ZODIAC, state)
        pruned_answer, skipped = winnable_pruned(ZODIAC, state)
        assert pruned_answer == answer, seed
        pruned += skipped
        won += answer
        lost += not answer
    assert pruned and won and lost


def carpet(talon: str, redeals_left: int = 0) -> State:
    """Clubs, hearts and spades home; the diamonds' foundations at their
    ace and king, the rest of the diamonds in the talon."""
    piles = {}
    for index, suit in enumerate("CHS", 1):
        piles[f"a{index}"] = suit_up_to(suit, 13, 0)
        piles[f"k{index}"] = " ".join(f"{rank_code(rank)}{suit}/1" for rank in range(13, 0, -1))
    piles.update(a4="AD/0", k4="KD/1", waste=talon)
    return position(CARPET, piles, redeals_left=redeals_left)


def random_carpet_talon(seed: int) -> str:
    rng = random.Random(seed)
    cards = [f"{rank_code(rank)}D/{pack}" for rank in range(2, 13) for pack in (0, 1)]
    cards += ["AD/1", "KD/0"]
    rng.shuffle(cards)
    return " ".join(cards)


def test_the_carpet_random_last_talons_judged_dead_are_lost_and_the_others_won() -> None:
    dead = 0
    for seed in range(150):
        state = carpet(random_carpet_talon(seed))
        judged = CARPET.solver_dead_end(state)
        assert winnable(CARPET, state) is not judged, seed  # the talon's order alone decides
        dead += judged
    assert dead >= 100


def test_the_carpet_says_nothing_while_a_redeal_is_left() -> None:
    state = carpet(random_carpet_talon(0), redeals_left=1)
    assert not CARPET.solver_dead_end(state)
    state.counters["redeals_left"] = 0
    assert CARPET.solver_dead_end(state) is not winnable(CARPET, state)


# -- later_space: only the first of alike spaces ----------------------------------------------------
def test_later_space_names_every_empty_pile_but_the_first() -> None:
    state = position(SHADE, {"a1": "5H", "a3": "6S", "r2": "7D"})
    assert not later_space(state, "a2", ("a1", "a2", "a3", "a4"))
    assert later_space(state, "a4", ("a1", "a2", "a3", "a4"))
    assert not later_space(state, "a3", ("a1", "a2", "a3", "a4"))  # not empty
    assert not later_space(state, "r1", ("a1", "a2", "a3", "a4"))  # not of the group
    assert later_space(state, "r3", ("r1", "r2", "r3", "r4"))


def random_shade(seed: int) -> State:
    """Light and Shade near its end: the foundations up to the ten, the
    jacks, queens and kings left (a few of them in the talon, the pack used
    up), some Auxiliary and Rival places empty."""
    rng = random.Random(seed)
    piles = {}
    pool = {
        (colour, rank): [Card(suit, rank, pack) for suit in Suit if suit.colour is colour for pack in (0, 1)]
        for colour in Colour
        for rank in range(1, 14)
    }
    for index, suit in enumerate("SSHHCCDD", 1):
        base = Card(Suit(suit), 1, 0).colour
        other = Colour.BLACK if base is Colour.RED else Colour.RED
        cards = [pool[(base if rank % 2 else other, rank)].pop() for rank in range(1, 11)]
        piles[f"f{index}"] = " ".join(f"{rank_code(c.rank)}{c.suit.value}/{c.pack}" for c in cards)
    loose = [f"{rank_code(c.rank)}{c.suit.value}/{c.pack}" for cards in pool.values() for c in cards]
    rng.shuffle(loose)
    places = ["a1", "a2", "a3", "a4", "r1", "r2", "r3", "r4"]
    rng.shuffle(places)
    kept = places[: 3 + seed % 3]
    for place in kept:
        piles[place] = loose.pop()
    piles["waste"] = " ".join(loose)
    return position(SHADE, piles)


@pytest.mark.parametrize("game", [SHADE, NIVERNAISE], ids=["shade", "nivernaise"])
def test_the_first_space_only_never_loses_a_win(game: Game) -> None:
    pruned = 0
    outcomes = set()
    for seed in range(150):
        state = random_shade(seed) if game is SHADE else random_nivernaise(seed)
        skipped = 0

        def skip(current: State, move) -> bool:
            nonlocal skipped
            if game.solver_prunes(current, move):
                skipped += 1
                return True
            return False

        answer = exhaustive_win(game, state, cap=60_000)
        if answer is None:
            continue
        assert bool(exhaustive_win(game, state, skip=skip)) == answer, seed
        pruned += skipped
        outcomes.add(answer)
    assert pruned > 0 and True in outcomes  # (a prune can only lose wins: the won positions are what it is tested on)


def random_nivernaise(seed: int) -> State:
    """La Nivernaise near its end: the spades still to go home both ways
    (rising pile at its ace, falling at its king), the others home; the rest
    of the spades in the Line, a few in the Flanks and the pack, the
    re-deal spent."""
    rng = random.Random(seed)
    piles = {}
    for index, suit in enumerate("CHD", 1):
        piles[f"a{index}"] = suit_up_to(suit, 13, 0)
        piles[f"k{index}"] = " ".join(f"{rank_code(rank)}{suit}/1" for rank in range(13, 0, -1))
    piles.update(a4="AS/0", k4="KS/1")
    loose = [f"{rank_code(rank)}S/{pack}" for rank in range(2, 13) for pack in (0, 1)] + ["AS/1", "KS/0"]
    rng.shuffle(loose)
    for flank in rng.sample(["l1", "l2", "l3", "l4", "r1", "r2", "r3", "r4"], 2):
        piles[flank] = loose.pop()
    piles["stock"] = " ".join(loose.pop() for _ in range(2))
    for index in range(1, 7):
        piles[f"p{index}"] = " ".join(loose[(index - 1) * 4 : index * 4])
    state = position(NIVERNAISE, piles, redeals_left=0)
    return state
