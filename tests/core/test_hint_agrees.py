"""The hint and the end of the game agree: "no useful move" is said only
when the game is won or lost, in every game."""

from __future__ import annotations

import pytest

from cadogan.core import Session, game_ids


@pytest.mark.parametrize("game_id", game_ids())
def test_the_hint_is_silent_only_when_the_game_is_over(game_id):
    for deal in (1, 2):
        session = Session.new(game_id, deal)
        for _ in range(120):
            move = session.hint()
            if move is None:
                assert session.is_won() or session.is_lost(), (deal, len(session.done))
                break
            session.play(move)
            session.autoplay("safe")
