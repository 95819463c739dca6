"""Block: ``DeadTalon``, the talon laid aside until the re-deal (an option):
only the card just turned may be played from it, until it is covered."""

from __future__ import annotations

from cadogan.core import DEAL, REDEAL, Move
from cadogan.core.blocks import JUST_TURNED, DeadTalon, PackToTalon
from cadogan.core.moves import move
from cadogan.core.ops import Tx
from cadogan.core.rules import FOUNDATION, STOCK, WASTE, Game, Option
from cadogan.core.state import State
from tests.core.helpers import cards

DEAD = DeadTalon("opt_dead")
PACK = PackToTalon()


class Table(Game):
    id = "dead_talon_table"
    options = (Option("opt_dead", "Dead talon", "The talon waits for the re-deal."),)

    def pile_roles(self) -> dict[str, str]:
        return {"stock": STOCK, "waste": WASTE, "f1": FOUNDATION}


GAME = Table()


def table(stock: str, waste: str = "", dead: int = 1) -> State:
    state = State.empty(GAME.pile_roles(), 1, redeals_left=1, opt_dead=dead)
    state.piles["stock"] = cards(stock)
    state.piles["waste"] = cards(waste)
    state.face_down |= set(state.piles["stock"])
    return state


def play(state: State, m: Move) -> None:
    tx = Tx(state)
    if not PACK.perform(state, m, tx):
        tx.move(m.src, m.dst, m.count)
    DEAD.after(GAME, state, m, tx)


def test_the_card_just_turned_is_live_until_the_next_card_covers_it():
    state = table("4H 10D", waste="7C")
    assert DEAD.can_lift(GAME, state, "waste").reason == "The talon's cards wait for the re-deal"
    play(state, Move(DEAL, "stock", "waste"))  # 10♦
    assert state.counters[JUST_TURNED] == 1
    assert DEAD.can_lift(GAME, state, "waste")
    play(state, Move(DEAL, "stock", "waste"))  # 4♥ covers it and is live in its turn
    assert DEAD.can_lift(GAME, state, "waste")
    play(state, move("waste", "f1"))  # 4♥ played: 10♦ beneath is laid aside
    assert JUST_TURNED not in state.counters
    assert DEAD.can_lift(GAME, state, "waste").reason == "The talon's cards wait for the re-deal"


def test_other_places_are_never_held_back():
    state = table("4H", waste="7C")
    assert DEAD.can_lift(GAME, state, "f1")
    assert DEAD.can_lift(GAME, state, "stock")


def test_a_card_the_rules_take_off_the_talon_ends_its_turn():
    state = table("4H", waste="7C")
    play(state, Move(DEAL, "stock", "waste"))
    tx = Tx(state)
    tx.move("waste", "f1")
    DEAD.used(tx)
    assert DEAD.can_lift(GAME, state, "waste").reason == "The talon's cards wait for the re-deal"


def test_the_redeal_makes_a_pack_and_no_card_is_live_until_one_is_turned():
    state = table("", waste="7C 8C")
    state.counters[JUST_TURNED] = 1
    play(state, Move(REDEAL))
    assert state.piles["stock"] == cards("8C 7C")
    assert JUST_TURNED not in state.counters
    play(state, Move(DEAL, "stock", "waste"))
    assert DEAD.can_lift(GAME, state, "waste")


def test_with_the_option_off_every_talon_top_is_live_and_nothing_is_kept():
    state = table("4H 10D", waste="7C", dead=0)
    assert DEAD.can_lift(GAME, state, "waste")
    play(state, Move(DEAL, "stock", "waste"))
    assert JUST_TURNED not in state.counters
    play(state, Move(DEAL, "stock", "waste"))
    play(state, move("waste", "f1"))
    assert DEAD.can_lift(GAME, state, "waste")


def test_its_counter_range():
    assert DEAD.counter_ranges() == {JUST_TURNED: (1, 1)}
