"""Lines headed by kings as they turn up (blocks.KingLines)."""

from __future__ import annotations

from cadogan.core.blocks import KingLines, lowest_card_only
from cadogan.core.cards import ACE, Card
from cadogan.core.ops import Tx
from cadogan.core.state import State
from tests.core.helpers import cards

LINES = KingLines(("l1", "l2", "l3"))


def empty() -> State:
    return State.empty({"l1": "tableau", "l2": "tableau", "l3": "tableau", "home": "foundation", "stock": "stock"}, 1)


def with_pack(state: State, text: str) -> State:
    """The pack: the first card named is dealt first."""
    state.piles["stock"] = list(reversed(cards(text)))
    state.face_down.update(state.piles["stock"])
    return state


def aces_home(state: State, card: Card) -> str | None:
    return "home" if card.rank == ACE else None


def test_first_king_taken_out_in_order() -> None:
    state = empty()
    rest = LINES.lay_first_king(state, cards("5C AH KD 9S KS"))
    assert state.piles["l1"] == cards("KD")
    assert rest == cards("5C AH 9S KS")


def test_each_card_under_the_last_king_and_aces_set_aside() -> None:
    state = with_pack(empty(), "5C KD KS 9H AH 4D")
    state.piles["l1"] = cards("KH")
    tx = Tx(state)
    places = [LINES.deal_one(tx, aces_home) for _ in range(6)]
    assert places == ["l1", "l2", "l3", "l3", "home", "l3"]
    assert state.piles["l1"] == cards("KH 5C")
    assert state.piles["l2"] == cards("KD") and LINES.is_bare(state, "l2")
    assert state.piles["l3"] == cards("KS 9H 4D") and LINES.current(state) == "l3"
    assert not any(card in state.face_down for card in state.piles["l3"])
    assert not LINES.dealing(state)


def test_deal_on_stops_at_something_new_to_play() -> None:
    state = with_pack(empty(), "7C 3H 8D 9D")
    state.piles["l1"] = cards("KH")

    def playable(s: State) -> list[tuple[str, Card]]:
        top = s.top("l1")
        return [("l1", top)] if top.rank == 3 else []

    tx = Tx(state)
    LINES.deal_on(tx, aces_home, playable)
    assert state.piles["l1"] == cards("KH 7C 3H")  # stopped: the 3♥ is new
    LINES.deal_on(tx, aces_home, playable)
    assert not state.piles["stock"]


def test_transfers_wait_for_the_end_of_the_deal() -> None:
    state = with_pack(empty(), "7C")
    assert LINES.not_while_dealing(state).reason == ("Until the deal is complete, cards go only to the foundations")
    state.piles["stock"] = []
    assert LINES.not_while_dealing(state)


def test_a_bare_king_takes_a_card_once_the_deal_is_complete() -> None:
    state = with_pack(empty(), "7C")
    state.piles["l1"] = cards("KH 5C")
    state.piles["l2"] = cards("KD")
    assert LINES.onto(state, "l2").reason == "Until the deal is complete, cards go only to the foundations"
    state.piles["stock"] = []
    assert LINES.onto(state, "l2")  # bare: it takes a card
    assert LINES.onto(state, "l1") is None  # cards under the king: the game's own building decides
    assert LINES.onto(state, "l3").reason == "No king has come to this place yet"


def test_the_kings_stay_where_they_are() -> None:
    state = empty()
    state.piles["l1"] = cards("KH 5C 4D")
    state.piles["l2"] = cards("KD")
    assert LINES.lift(state, "l1", 1)
    assert LINES.lift(state, "l1", 2).reason == "Only the uppermost card can be moved"
    assert LINES.lift(state, "l2", 1).reason == "The kings stay where they are"
    assert LINES.lift(state, "l3", 1).reason == "There is no card there"


def test_the_game_names_which_cards_of_a_line_are_available() -> None:
    state = empty()
    state.piles["l1"] = cards("KH 5C 4D")
    columns = KingLines(("l1", "l2", "l3"), available=lowest_card_only)
    assert columns.lift(state, "l1", 2).reason == "Only the lowest card of a column can be moved"
