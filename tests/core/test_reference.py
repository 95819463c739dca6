"""The generated game reference: docs/games.md is current and tells the truth."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cadogan import core
from cadogan.cli import main
from cadogan.core.reference import deal_positions, describe, describe_all

DOCS = Path(__file__).resolve().parents[2] / "docs" / "games.md"


def test_docs_games_md_is_current():
    assert DOCS.read_text(encoding="utf-8") == describe_all(), (
        "docs/games.md is out of date: run `python -m cadogan --describe all > docs/games.md`"
    )


@pytest.mark.parametrize("game_id", core.game_ids())
def test_every_click_a_game_offers_is_described(game_id):
    game = core.get_game(game_id)
    seen, combos = set(), set()
    for deal in (1, 2, 3):
        s = core.Session.new(game_id, deal)
        rng = random.Random(deal)
        for _ in range(300):
            moves = s.legal_moves()
            if not moves:
                break
            seen |= {m.kind for m in moves if m.kind not in (core.MOVE, core.GROUP, core.SWAP)}
            combos |= {m.kind for m in moves if m.kind in (core.GROUP, core.SWAP)}
            s.play(rng.choice(moves))
    described = {kind for kind, _ in game.action_help}
    assert seen <= described, f"undescribed clicks: {seen - described}"
    assert combos <= {kind for kind, _ in game.combo_help}, "undescribed groups or swaps"


@pytest.mark.parametrize("game_id", core.game_ids())
def test_the_deal_order_places_every_card_of_deal_1(game_id):
    game = core.get_game(game_id)
    positions = deal_positions(game)
    total = 0
    for spans in positions.values():
        for part in spans.split(", "):
            low, _, high = part.partition("-")
            total += int(high or low) - int(low) + 1
    assert total == len(game.deck())
    assert f"`{game_id}`" in describe(game)


def test_the_describe_command_prints_one_game_or_refuses(capsys):
    assert main(["--describe", "the_clock"]) == 0
    out = capsys.readouterr().out
    assert "## The Clock (`the_clock`)" in out and "`refill`" in out
    assert main(["--describe", "no_such_game"]) == 2
    assert "no game with id 'no_such_game'" in capsys.readouterr().err
