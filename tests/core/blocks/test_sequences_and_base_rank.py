"""Blocks: descending sequences regardless of suit, the swaps they allow, and
foundations whose rank the deal chose (wrapping round)."""

from __future__ import annotations

from cadogan.core import get_game
from cadogan.core.blocks import (
    BASE_RANK,
    BASE_RANK_RANGE,
    any_suit_safe,
    base_rank,
    base_rank_rule,
    base_rank_shown,
    descending_sequence,
    rank_swap,
)
from cadogan.core.moves import YES, Verdict, move, no
from cadogan.core.state import State
from tests.core.helpers import cards


def card(text: str):
    return cards(text)[0]


def test_descending_sequence_ignores_suit() -> None:
    assert descending_sequence(card("4D"), card("5C"))
    assert descending_sequence(card("4C"), card("5C"))
    assert descending_sequence(card("QH"), card("KS"))


def test_descending_sequence_refuses_other_ranks_with_a_reason() -> None:
    assert descending_sequence(card("6D"), card("5C")).reason == "Only a 4 can go on the 5♣"
    assert descending_sequence(card("KC"), card("5C")).reason == "Only a 4 can go on the 5♣"
    assert descending_sequence(card("5D"), card("5C")).reason == "Only a 4 can go on the 5♣"
    assert descending_sequence(card("3D"), card("2C")).reason == "Only an ace can go on the 2♣"
    assert descending_sequence(card("KD"), card("AC")).reason == "No card can be placed on the A♣"
    assert descending_sequence(card("10D"), card("JC")) and not descending_sequence(card("JD"), card("JC"))


def state_of(piles: dict[str, str], down: str = "") -> State:
    state = State.empty(list(piles))
    for pile, text in piles.items():
        state.piles[pile] = cards(text)
    state.face_down |= set(cards(down))
    return state


def test_rank_swap_is_a_card_moved_between_two_cards_of_one_rank() -> None:
    state = state_of({"a": "9S 6C 5D", "b": "6H", "c": "7S", "d": "", "e": "5S", "x": "6S"})
    table = ["a", "b", "c", "d", "e"]
    assert rank_swap(state, move("a", "b"), table)  # 5♦ from a 6 onto a 6
    assert not rank_swap(state, move("a", "x"), table)  # onto a pile of another kind
    assert not rank_swap(state, move("a", "c"), table)  # onto a 7: not the same rank below
    assert not rank_swap(state, move("a", "d"), table)  # into a space
    assert not rank_swap(state, move("e", "b"), table)  # a lone card: it empties its pile
    assert not rank_swap(state, move("a", "b", 2), table)


def test_rank_swap_needs_the_card_to_lie_in_sequence_and_face_up() -> None:
    assert not rank_swap(state_of({"a": "6C 9D", "b": "10H"}), move("a", "b"), "ab")  # 9♦ on a 6: it leaves no 10
    assert not rank_swap(state_of({"a": "6C 5D", "b": "6H"}, down="6C"), move("a", "b"), "ab")


def test_base_rank_rule_wraps_round_in_suit_for_thirteen_cards() -> None:
    state = State.empty(["f"], 1, **{BASE_RANK: 9})
    assert base_rank(state) == 9
    rule = base_rank_rule(state)
    assert rule.accepts([], card("9C"))
    assert rule.accepts([], card("8C")).reason == "A foundation here starts with a 9"
    assert rule.accepts(cards("9C 10C JC QC KC"), card("AC"))
    assert rule.accepts(cards("9C 10C JC QC KC"), card("AS")).reason == "This foundation takes clubs only"
    full = cards("9C 10C JC QC KC AC 2C 3C 4C 5C 6C 7C 8C")
    assert rule.accepts(full, card("9C/1")).reason == "This foundation is complete"
    down = base_rank_rule(state, direction=-1)
    assert down.accepts(cards("9C 8C 7C 6C 5C 4C 3C 2C AC"), card("KC"))


def test_base_rank_range_and_name() -> None:
    assert BASE_RANK_RANGE == {"base_rank": (1, 13)}
    assert base_rank_shown(State.empty(["f"], 1, base_rank=11)) == {"base_rank": "knave"}
    assert base_rank_shown(State.empty(["f"], 1)) == {}


def test_games_using_a_dealt_base_rank_declare_it() -> None:
    for game_id in ("the_herring_bone",):
        assert get_game(game_id).counter_ranges()["base_rank"] == (1, 13)


def test_any_suit_safe_once_every_card_one_lower_is_home() -> None:
    state = state_of({"f1": "AC 2C", "f2": "AD 2D", "f3": "AH", "f4": "AS 2S", "t1": "2H", "t2": "3C", "t3": "AC/1"})
    foundations = ["f1", "f2", "f3", "f4"]

    def can_drop(state: State, src: str, count: int, dst: str) -> Verdict:
        return no("No") if (src, dst) == ("t2", "f2") else YES

    def safe(src: str, dst: str, packs: int = 1) -> bool:
        return any_suit_safe(state, move(src, dst), foundations, packs, can_drop)

    assert safe("t3", "f1")  # nothing goes below an ace
    assert safe("t1", "f3")  # every ace is home
    assert not safe("t1", "f3", packs=2)  # the second aces are not
    assert not safe("t2", "f1")  # the 2♥ is not home
    state.piles["f3"].append(state.piles["t1"].pop())
    assert safe("t2", "f1")
    assert not safe("t2", "f2")  # not a legal move
    assert not safe("f1", "f2")  # foundation to foundation
    assert not safe("t2", "t1")  # not to a foundation
