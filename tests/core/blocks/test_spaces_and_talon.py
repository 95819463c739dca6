"""Blocks: a space filled by one card, the pack turned onto the talon (with
or without re-deals)."""

from __future__ import annotations

from cadogan.core import DEAL, REDEAL, Move
from cadogan.core.blocks import PackToTalon, SpaceFill, fill_from_talon
from cadogan.core.ops import Tx, revert_all
from cadogan.core.rules import FOUNDATION, RESERVE, STOCK, TABLEAU, WASTE
from cadogan.core.state import State
from tests.core.helpers import cards

ANY_CARD = SpaceFill(frozenset({TABLEAU, RESERVE, WASTE}), "A space is filled only with an available card")
TALON_ONLY = SpaceFill(frozenset({WASTE}), "A space is filled only from the talon")
ROLES = {"stock": STOCK, "waste": WASTE, "t1": TABLEAU, "f1": FOUNDATION, "f2": FOUNDATION}


def state(piles: dict[str, str], **counters: int) -> State:
    s = State.empty(ROLES, 1, **counters)
    for pile, text in piles.items():
        s.piles[pile] = cards(text)
    s.face_down |= set(s.piles["stock"])
    return s


# -- a space filled by one card -----------------------------------------------------


def test_a_space_takes_any_available_card_when_the_rule_says_so():
    assert ANY_CARD.accepts(TABLEAU, 1)
    assert ANY_CARD.accepts(WASTE, 1)
    assert ANY_CARD.accepts(RESERVE, 1)
    assert ANY_CARD.accepts(FOUNDATION, 1).reason == "A space is filled only with an available card"


def test_a_space_filled_from_the_talon_only_refuses_tableau_cards():
    assert TALON_ONLY.accepts(WASTE, 1)
    assert TALON_ONLY.accepts(TABLEAU, 1).reason == "A space is filled only from the talon"
    assert TALON_ONLY.accepts(RESERVE, 1).reason == "A space is filled only from the talon"


def test_a_space_takes_one_card_only():
    assert ANY_CARD.accepts(TABLEAU, 2).reason == "A space is filled with one card"
    assert TALON_ONLY.accepts(WASTE, 3).reason == "A space is filled with one card"


# -- the pack turned onto the talon --------------------------------------------------


def test_the_pack_turns_one_card_face_up_onto_the_talon():
    pack = PackToTalon()
    s = state({"stock": "3C 9H", "waste": "5D"})
    assert pack.actions(s) == [Move(DEAL, "stock", "waste")]
    before = s.copy()
    tx = Tx(s)
    assert pack.perform(s, Move(DEAL, "stock", "waste"), tx)
    assert s.piles["waste"] == cards("5D 9H") and s.is_up(cards("9H")[0])
    assert s.piles["stock"] == cards("3C")
    revert_all(s, tx.ops)
    assert s == before


def test_without_redeals_the_empty_pack_offers_nothing():
    pack = PackToTalon()
    s = state({"waste": "5D 9H"})
    assert pack.actions(s) == []
    assert pack.can_redeal(s).reason == "No re-deals are left"


def test_with_redeals_the_talon_is_turned_over_unshuffled():
    pack = PackToTalon()
    s = state({"waste": "5D 9H 2S"}, redeals_left=1)
    assert pack.actions(s) == [Move(REDEAL)]
    before = s.copy()
    tx = Tx(s)
    assert pack.perform(s, Move(REDEAL), tx)
    # The first card laid on the talon is the first turned again.
    assert s.piles["stock"] == cards("2S 9H 5D") and s.top("stock") == cards("5D")[0]
    assert all(card in s.face_down for card in s.piles["stock"])
    assert s.piles["waste"] == [] and s.counters["redeals_left"] == 0
    assert pack.actions(s) == [Move(DEAL, "stock", "waste")]
    revert_all(s, tx.ops)
    assert s == before


def test_no_redeal_while_the_pack_holds_cards_or_with_an_empty_talon():
    pack = PackToTalon()
    assert pack.can_redeal(state({"stock": "4H", "waste": "5D"}, redeals_left=1)).reason == (
        "The talon is re-dealt only when the pack is used up"
    )
    assert pack.can_redeal(state({}, redeals_left=1)).reason == "The talon is empty: there is nothing to re-deal"


def test_other_moves_are_left_to_the_game():
    pack = PackToTalon()
    s = state({"stock": "4H", "t1": "5D"})
    tx = Tx(s)
    assert not pack.perform(s, Move("move", "t1", "waste"), tx)
    assert tx.ops == []


def test_piles_may_have_other_names():
    pack = PackToTalon(stock="t1", waste="f1")
    s = state({"t1": "4H"})
    assert pack.actions(s) == [Move(DEAL, "t1", "f1")]


# -- a place filled from the talon, or from the pack when there is no talon ---------


def test_a_place_is_filled_from_the_talon_first():
    s = state({"stock": "5H", "waste": "9C 4D", "t1": ""})
    tx = Tx(s)
    fill_from_talon(tx, "t1")
    assert s.piles["t1"] == cards("4D") and s.piles["waste"] == cards("9C") and s.piles["stock"] == cards("5H")
    revert_all(s, tx.ops)
    assert s.piles["t1"] == [] and s.piles["waste"] == cards("9C 4D")


def test_a_place_is_filled_from_the_pack_when_there_is_no_talon():
    s = state({"stock": "7D 5H", "t1": ""})
    fill_from_talon(Tx(s), "t1")
    assert s.piles["t1"] == cards("5H") and cards("5H")[0] not in s.face_down
    assert s.piles["stock"] == cards("7D")


def test_a_place_stays_empty_when_pack_and_talon_are_used_up():
    s = state({"t1": ""})
    fill_from_talon(Tx(s), "t1")
    assert s.piles["t1"] == []


def test_pack_game_takes_the_packs_click_and_re_deal_from_its_block():
    """``PackGame``: the Carpet's pack is a PackToTalon: its actions, re-deal
    verdict and turns are the block's; other moves are the game's own."""
    from cadogan.core import Session, get_game
    from cadogan.core.blocks import PackGame
    from cadogan.core.games.the_carpet import PACK, TheCarpet

    game = get_game("the_carpet")
    assert isinstance(game, PackGame) and TheCarpet.pack is PACK
    s = Session.new("the_carpet", 1)
    assert game.actions(s.state) == PACK.actions(s.state) == [Move(DEAL, "stock", "waste")]
    assert game.can_redeal(s.state).reason == PACK.can_redeal(s.state).reason
    top = s.state.top("stock")
    s.play(Move(DEAL, "stock", "waste"))
    assert s.state.top("waste") == top
