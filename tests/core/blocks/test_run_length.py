"""run_length: how many top cards of a pile make a run that may move together."""

from __future__ import annotations

from cadogan.core.blocks import ACE_TO_KING, ALTERNATE, PIQUET_ORDER, run_length, sequence_in, whole_run
from cadogan.core.state import State
from tests.core.helpers import cards


def alternate_down(card, onto):
    return sequence_in(card, onto, ACE_TO_KING, ALTERNATE)


def piquet_alternate(card, onto):
    return sequence_in(card, onto, PIQUET_ORDER, ALTERNATE)


def pile(text: str, down: str = "") -> State:
    state = State.empty(["p"], 1)
    state.piles["p"] = cards(text)
    state.face_down |= set(cards(down))
    return state


def test_run_counts_cards_fitting_on_the_one_below() -> None:
    assert run_length(pile("KS 9C 8D 7S"), "p", alternate_down) == 3
    assert run_length(pile("9C 8D 7D"), "p", alternate_down) == 1
    assert run_length(pile("10H 9C 8D 7S"), "p", alternate_down) == 4
    assert run_length(pile(""), "p", alternate_down) == 0


def test_run_stops_at_a_face_down_card() -> None:
    assert run_length(pile("10H 9C 8D", down="10H"), "p", alternate_down) == 2
    assert run_length(pile("10H 9C", down="9C"), "p", alternate_down) == 0


def test_run_along_another_order() -> None:
    assert run_length(pile("8H 7C AD"), "p", piquet_alternate) == 3  # the ace lies below the seven
    assert run_length(pile("8H 6C"), "p", alternate_down) == 1


def test_whole_run_moves_only_a_run() -> None:
    state = pile("KS 9C 8D 7S")
    assert whole_run(state, "p", 3, alternate_down)
    refused = whole_run(state, "p", 4, alternate_down)
    assert not refused and refused.reason == "Only a run of red and black in descending order moves together"
