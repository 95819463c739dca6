"""Whatever a layout file says, reading it gives a layout or a LayoutError
(never another exception), and a layout that reads places its cards at
finite coordinates."""

from __future__ import annotations

import math
import re
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cadogan.core import game_ids, get_game
from cadogan.layout import LayoutError, parse_layout, pile_bounds
from cadogan.layout.loader import check_piles
from cadogan.resources import layouts_dir

VALUES = ["1e308", "-1e308", "0", "-1", "100000000", '"x"', '""', "[1]", "[[1, 2]]", "{ a = 1 }", "true", "nan", "inf",
          "1.5", "[]", '["a", "b"]', "9999"]  # fmt: skip
NUMBER = re.compile(r"(?<![\w.])-?\d+(\.\d+)?(?![\w.])")


def _read(game_id: str, text: str) -> None:
    try:
        layout = parse_layout(text, Path("layouts") / f"{game_id}.toml", game_id)
        check_piles(layout, list(get_game(game_id).pile_roles()))
    except LayoutError as exc:
        assert str(exc).startswith(f"layouts/{game_id}.toml: ")
        return
    for pile in layout.piles.values():
        assert all(math.isfinite(v) for v in pile_bounds(pile, 30))


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(game_id=st.sampled_from(game_ids()), which=st.integers(0, 10**6), value=st.sampled_from(VALUES))
def test_a_number_replaced_by_anything(game_id, which, value):
    text = (layouts_dir() / f"{game_id}.toml").read_text(encoding="utf-8")
    numbers = list(NUMBER.finditer(text))
    match = numbers[which % len(numbers)]
    _read(game_id, text[: match.start()] + value + text[match.end() :])


@settings(max_examples=100, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(game_id=st.sampled_from(game_ids()), cut=st.integers(0, 10**6), junk=st.text(max_size=20))
def test_a_file_cut_short_or_with_junk(game_id, cut, junk):
    text = (layouts_dir() / f"{game_id}.toml").read_text(encoding="utf-8")
    at = cut % (len(text) + 1)
    _read(game_id, text[:at] + junk + text[at:])
    _read(game_id, text[:at])
