"""The Hemispheres: the rules card's checks, exchanges and transfers, the
barriers, spaces filled in order, options, honest ends, saves.

Places c1-c6 are the northern hemisphere (c1-c3 the Europeans, c4-c6 the
Asiatics), c7-c12 the southern (c7-c9 the Australians, c10-c12 the Africans)."""

from __future__ import annotations

import pytest

from cadogan import core
from cadogan.core import Move, Session
from cadogan.core.cards import ACE, KING
from cadogan.core.games.the_hemispheres import (
    BARRIERS,
    CIRCLE,
    FOUNDATIONS,
    FREE_WHERE_IT_LIES,
    PACK_OUT_ENDS,
    TURN,
)
from cadogan.core.moves import move, swap
from cadogan.core.savefile import dumps, loads
from tests.core.helpers import (
    assert_same_cards,
    cards,
    check_random_play,
    check_save_round_trip,
    position,
)

GAME = core.get_game("the_hemispheres")
SET_UP = {
    "an": "AH",
    "as": "AH/1",
    "aw": "AD",
    "ae": "AD/1",
    "kn": "KS",
    "ks": "KS/1",
    "kw": "KC",
    "ke": "KC/1",
    "bw": "KH",
    "bn": "AS",
    "be": "KD",
    "bs": "AC",
}
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def table(piles: dict[str, str], rest: str = "stock", **counters: int) -> Session:
    """The cross and the barriers as dealt (unless named), ``piles`` as given,
    every other card on ``rest`` (the pack: face down; the talon: face up).
    The last card named in the pack is turned first when ``rest`` is not the
    pack."""
    state = position(GAME, {**SET_UP, **piles}, rest=rest, **counters)
    state.face_down = set(state.piles["stock"])
    return Session(GAME, state)


def up(suit: str, to: int, copy: int = 0) -> str:
    """A red foundation from its ace up to ``to``."""
    return " ".join(f"{RANKS[r - 1]}{suit}/{copy}" for r in range(1, to + 1))


def down(suit: str, to: int, copy: int = 0) -> str:
    """A black foundation from its king down to ``to``."""
    return " ".join(f"{RANKS[r - 1]}{suit}/{copy}" for r in range(13, to - 1, -1))


def top(session: Session, pile: str) -> str:
    return session.state.top(pile).label


# -- the rules card's checks -------------------------------------------------------


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_check_1_the_deal(deal: int) -> None:
    state = GAME.deal(deal)
    assert_same_cards(GAME, state)
    bases = {f: (state.top(f).suit.value, state.top(f).rank) for f in FOUNDATIONS}
    assert sorted(bases.values()) == sorted(
        [("H", ACE), ("H", ACE), ("D", ACE), ("D", ACE), ("S", KING), ("S", KING), ("C", KING), ("C", KING)]
    )
    assert all(bases[f][1] == ACE for f in ("an", "as", "aw", "ae"))
    assert [state.top(b).label for b in BARRIERS] == ["K♥", "A♠", "K♦", "A♣"]
    assert all(state.size(c) == 1 for c in CIRCLE)
    assert state.size("stock") == 80 and not state.piles["waste"]


def test_check_2_only_cards_in_their_own_hemisphere_play() -> None:
    north = table({"c2": "QS"})
    assert north.check(move("c2", "kn")) == "The Q♠ lies in the wrong hemisphere: exchange it first"
    south = table({"c8": "QS"})
    assert south.check(move("c8", "kn")) is None


def test_check_3_red_marries_downward_within_its_race() -> None:
    session = table({"c1": "7H", "c2": "8H", "c3": "9H", "c4": "7D"})
    assert session.check(move("c1", "c2")) is None
    assert session.check(move("c3", "c2")) == "Only the 7 of hearts can go on the 8♥"
    assert (
        session.check(move("c4", "c2"))
        == "A card of the ring marries only within its own Race; the talon's marry into any"
    )
    session = table({"c1": "7D", "c2": "8H"})
    assert session.check(move("c1", "c2")) == "Marriages must follow suit"


def test_check_4_black_marries_upward_and_the_talon_into_any_race() -> None:
    session = table({"c7": "8C", "c9": "7C", "c11": "7C/1"})
    assert session.check(move("c7", "c9")) is None
    refusal = "A card of the ring marries only within its own Race; the talon's marry into any"
    assert session.check(move("c7", "c11")) == refusal
    talon = table({"c9": "7C", "c11": "7C/1", "waste": "8C"})
    assert talon.check(move("waste", "c11")) is None


def test_check_5_nothing_marries_onto_a_misplaced_card() -> None:
    session = table({"c2": "2C", "waste": "3C"})
    assert session.check(move("waste", "c2")) == "The 2♣ lies in the wrong hemisphere: nothing is married onto it"


def test_check_6_exchange_across_the_equator() -> None:
    session = table({"c2": "5S", "c8": "9D", "c7": "6S", "c1": "8D"})
    assert session.check(swap("c2", "c8")) is None
    assert session.check(swap("c8", "c2")) is None
    assert swap("c2", "c8") in session.legal_moves()
    session.play(swap("c2", "c8"))
    assert top(session, "c2") == "9♦" and top(session, "c8") == "5♠"
    assert GAME.usable(session.state, "c2") and GAME.usable(session.state, "c8")
    assert session.check(move("c1", "c2")) is None  # 8♦ marries onto the 9♦ now at home
    assert session.check(move("c7", "c8")) is None  # 6♠ onto the 5♠
    session.undo()
    assert top(session, "c2") == "5♠" and top(session, "c8") == "9♦"


def test_exchange_is_a_swap_not_a_move() -> None:
    session = table({"c2": "5S", "c8": "9D"})
    assert session.check(move("c2", "c8")) == "Drop the 5♠ on the 9♦ to exchange them"
    assert [m for m in session.legal_moves() if m.src == "c2" and m.dst == "c8"] == [swap("c2", "c8")]


def test_exchange_needs_two_misplaced_cards_of_opposite_colours() -> None:
    session = table({"c2": "5S", "c3": "6C", "c8": "9C", "c9": "9D"})
    assert session.check(swap("c2", "c8")) == "The 9♣ lies in its own hemisphere: it is not exchanged"
    assert session.check(swap("c2", "c3")) == "The 5♠ can only change places with a misplaced card of the other colour"
    assert session.check(swap("c2", "c9")) is None  # any two Races (reading 3)
    assert session.check(swap("c2", "kn")) == "Only cards of the ring are exchanged"


def test_a_save_made_when_the_exchange_was_a_move_still_loads() -> None:
    session = Session.new("the_hemispheres", 1)
    first = swap("c2", "c7")
    session.play(first)
    second = next(m for m in session.legal_moves() if m.kind == "swap")
    session.play(second)
    session.undo()
    text = dumps(session).replace('"kind": "swap"', '"kind": "move"')  # as the exchange was saved before
    assert '"kind": "swap"' not in text
    loaded = loads(text)
    assert loaded.state.piles == session.state.piles
    assert [step.move for step in loaded.done] == [first]
    assert [step.move for step in loaded.undone] == [second]


def test_check_7_transfer_only_at_the_end() -> None:
    piles = {"c2": "5S", "c10": ""}
    session = table(piles)  # the pack has cards
    assert session.check(move("c2", "c10")) == (
        "A misplaced card moves alone into a space only when the pack and the talon are used up"
    )
    session = table(piles, rest="waste")  # the pack used up, the talon not
    assert session.check(move("c2", "c10")) == (
        "A misplaced card moves alone into a space only when the pack and the talon are used up"
    )
    session = table(piles, rest="c12")  # both used up
    assert session.check(move("c2", "c10")) is None


def test_check_8_barrier_only_at_the_end() -> None:
    piles = {"an": up("H", 12), "c1": "5H"}
    session = table(piles)
    assert session.check(move("bw", "an")) == "The barriers stay until the pack and the talon are used up"
    session = table(piles, rest="waste")
    assert session.check(move("bw", "an")) == "The barriers stay until the pack and the talon are used up"
    session = table(piles, rest="c12")
    assert session.check(move("bw", "an")) is None
    assert session.check(move("bw", "c1")) == "A barrier goes only to a foundation"


def test_check_9_spaces_filled_in_order_by_the_pack() -> None:
    ring = {c: f"{n}S" for n, c in enumerate(("c1", "c2", "c4", "c5", "c6", "c7", "c8", "c9", "c11"), start=2)}
    session = table({**ring, "c3": "", "c10": "", "an": "AH 2H", "stock": "5D 9C 3H"}, rest="c12")
    session.play(TURN)
    assert top(session, "c3") == "3♥"  # playable, yet it fills the space
    session.play(TURN)
    assert top(session, "c10") == "9♣"
    session.play(TURN)
    assert session.state.piles["waste"] == cards("5D")  # no space left: the talon


# -- more rules ---------------------------------------------------------------------


def test_talon_cards_play_home_but_never_fill_a_space() -> None:
    session = table({"an": "AH", "c1": ""}, rest="stock")
    session.state.piles["stock"].remove(cards("2H")[0])
    session.state.piles["waste"] = cards("2H")
    assert session.check(move("waste", "an")) is None
    assert session.check(move("waste", "c1")) == "A space is filled by the next card turned from the pack"


def test_refusals() -> None:
    session = table({"c1": "5H"})
    assert session.check(move("an", "c1")) == "Cards on a foundation stay there"
    assert session.check(move("c1", "bw")) == "Nothing is played on a barrier"
    assert session.check(move("c1", "waste")) == "Cards turned from the pack alone go to the talon"
    assert session.check(move("stock", "c1")) == "Click the pack to turn a card"


def test_transfer_into_the_wrong_hemisphere_refused() -> None:
    session = table({"c2": "5S", "c3": ""}, rest="c12")
    assert session.check(move("c2", "c3")) == "The 5♠ belongs to the southern hemisphere"


# -- the options ----------------------------------------------------------------------


def test_option_the_end_when_the_pack_is_used_up() -> None:
    piles = {"an": up("H", 12), "c2": "5S", "c10": ""}
    session = table(piles, rest="waste", **{PACK_OUT_ENDS: 1})
    assert session.check(move("bw", "an")) is None
    assert session.check(move("c2", "c10")) is None


def test_option_free_where_it_lies() -> None:
    piles = {"ks": down("S", 6, 1), "c2": "5S"}
    assert table(piles, rest="c12").check(move("c2", "ks")) == "The 5♠ lies in the wrong hemisphere: exchange it first"
    session = table(piles, rest="c12", **{FREE_WHERE_IT_LIES: 1})
    assert session.check(move("c2", "ks")) is None
    assert table(piles, **{FREE_WHERE_IT_LIES: 1}).check(move("c2", "ks")) is not None  # not before the end


# -- the end ------------------------------------------------------------------------------


def test_won_through_the_api() -> None:
    piles = {
        "an": up("H", 12),
        "as": up("H", 13, 1),
        "aw": up("D", 12),
        "ae": up("D", 13, 1),
        "kn": down("S", 2),
        "ks": down("S", 1, 1),
        "kw": down("C", 2),
        "ke": down("C", 1, 1),
    }
    session = table({k: v for k, v in piles.items()}, rest="c1")
    assert not session.is_won() and not session.is_lost()
    for barrier, foundation in (("bw", "an"), ("be", "aw"), ("bn", "kn"), ("bs", "kw")):
        session.play(move(barrier, foundation))
    assert session.is_won()


def test_lost_when_nothing_is_left() -> None:
    # The pack and the talon are out, every place is filled (c3 holds the rest,
    # the misplaced Q♠ on top), nothing plays or marries, and no red card lies
    # in the south to be exchanged with a misplaced black one.
    ring = {"c1": "7H", "c2": "5S", "c4": "9H", "c5": "4D", "c6": "10D", "c7": "3C", "c9": "5C", "c10": "7S"}
    ring.update(c11="JC", c12="3S")
    session = table({**ring, "c8": "9C"}, rest="c3")
    assert top(session, "c3") == "Q♠"
    assert session.is_lost()
    alive = table({**ring, "c8": "9D"}, rest="c3")
    assert not alive.is_lost()  # the 5♠ and the 9♦ may change places
    assert alive.hint() in (swap("c2", "c8"), swap("c3", "c8"))


def test_not_lost_while_the_pack_lasts() -> None:
    assert not table({}).is_lost()


# -- play -------------------------------------------------------------------------------


@pytest.mark.parametrize(("deal", "seed"), [(1, 1), (2, 7), (5, 3)])
def test_random_play(deal: int, seed: int) -> None:
    check_random_play("the_hemispheres", deal, seed, steps=300)


def test_random_play_with_options() -> None:
    check_random_play("the_hemispheres", 4, 2, steps=300, options={PACK_OUT_ENDS: True, FREE_WHERE_IT_LIES: True})


@pytest.mark.parametrize(("deal", "seed"), [(1, 2), (3, 4)])
def test_save_round_trip(deal: int, seed: int) -> None:
    check_save_round_trip("the_hemispheres", deal, seed, max_moves=120)


def test_turned_cards_lie_face_up_and_the_talon_grows() -> None:
    session = Session.new("the_hemispheres", 1)
    card = session.state.top("stock")
    session.play(TURN)
    assert session.state.top("waste") == card and card not in session.state.face_down
    assert Move("deal", "stock", "waste") in session.legal_moves()
