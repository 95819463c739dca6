"""Layout variants: a game whose option changes the table (Sly's promenade
in four rows of five) draws a ``[variant.<option key>]`` of its layout when
the option is on."""

from __future__ import annotations

from pathlib import Path

import pytest

from cadogan.core import Session, game_ids, get_game
from cadogan.layout import LayoutError, card_corners, card_placements, load_layout, read_layout

BASE = """game = "demo"
width = 10
height = 5

[[shape]]
kind = "row"
ids = "p{n}"
count = 4
start = [1, 1]
step = 1.2

[[pile]]
id = "stock"
x = 1
y = 3

[[decoration]]
kind = "text"
x = 5
y = 4
text = "plain"
"""


def load(tmp_path: Path, extra: str):
    (tmp_path / "layouts").mkdir(exist_ok=True)
    path = tmp_path / "layouts" / "demo.toml"
    path.write_text(BASE + extra, encoding="utf-8")
    return read_layout(path, "demo")


def error(tmp_path: Path, extra: str) -> str:
    with pytest.raises(LayoutError) as caught:
        load(tmp_path, extra)
    return str(caught.value)


SQUARE = """
[variant.opt_square]
height = 7

[[variant.opt_square.shape]]
kind = "grid"
ids = "p{n}"
count = 4
start = [1, 1]
step = [1.2, 1.6]
columns = 2

[variant.opt_square.override.stock]
x = 4
"""


def test_a_variant_places_its_piles_anew_and_keeps_the_others(tmp_path):
    layout = load(tmp_path, SQUARE)
    assert list(layout.variants) == ["opt_square"]
    square = layout.for_options({"opt_square"})
    assert (square.width, square.height) == (10, 7)
    assert (square.piles["p3"].x, square.piles["p3"].y) == (1, 2.6)
    assert (square.piles["stock"].x, square.piles["stock"].y) == (4, 3)
    assert [d.text for d in square.decorations] == ["plain"]  # none of its own: the layout's
    assert set(square.piles) == set(layout.piles)


def test_with_its_option_off_the_layout_itself_is_drawn(tmp_path):
    layout = load(tmp_path, SQUARE)
    assert layout.for_options(()) is layout and layout.for_options({"opt_other"}) is layout
    assert (layout.piles["p3"].x, layout.piles["p3"].y) == (3.4, 1)


def test_a_variant_with_decorations_draws_its_own(tmp_path):
    layout = load(tmp_path, '\n[variant.opt_square]\n[[variant.opt_square.decoration]]\nkind = "text"\n'
                  'x = 1\ny = 1\ntext = "square"\n')  # fmt: skip
    assert [d.text for d in layout.for_options({"opt_square"}).decorations] == ["square"]


def test_a_variant_places_only_the_layouts_own_piles(tmp_path):
    message = error(tmp_path, '\n[variant.opt_square]\n[[variant.opt_square.pile]]\nid = "zz"\nx = 1\ny = 1\n')
    assert message == (
        "layouts/demo.toml: variant 'opt_square': pile 'zz': field 'id': a variant places only the layout's own piles"
    )


def test_a_variants_unknown_field_is_named(tmp_path):
    message = error(tmp_path, "\n[variant.opt_square]\ngame = 'demo'\n")
    assert message.startswith("layouts/demo.toml: variant 'opt_square': field 'game': unknown field")


def test_a_variant_must_be_a_table(tmp_path):
    path = tmp_path / "layouts" / "demo.toml"
    path.parent.mkdir()
    path.write_text("variant = 3\n" + BASE, encoding="utf-8")
    with pytest.raises(LayoutError) as caught:
        read_layout(path, "demo")
    message = str(caught.value)
    assert message.startswith("layouts/demo.toml: field 'variant': expected a table of tables")


def test_a_variant_override_names_a_pile(tmp_path):
    message = error(tmp_path, "\n[variant.opt_square.override.zz]\nx = 1\n")
    assert message == "layouts/demo.toml: override 'zz': no pile with that id"


@pytest.mark.parametrize("game_id", [g for g in game_ids() if load_layout(g).variants])
def test_every_variant_is_an_option_of_its_game_and_fits_its_table(game_id):
    layout, game = load_layout(game_id), get_game(game_id)
    for key, variant in layout.variants.items():
        assert key in {o.key for o in game.options}
        assert set(variant.piles) == set(game.pile_roles())
        for pile in variant.piles.values():
            for place in card_placements(pile, 26):
                for x, y in card_corners(*place):
                    assert 0 <= x <= variant.width and 0 <= y <= variant.height, (key, pile.id)
            if pile.spread.kind == "fan":  # a strip of each of 13 cards still shows
                (x0, y0, _), (x1, y1, _) = card_placements(pile, 13)[:2]
                assert ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 >= 0.1, (key, pile.id)


def test_sly_has_its_four_rows_variant():
    layout = load_layout("sly")
    four = layout.for_options({"opt_four_rows"})
    rows = {round(four.piles[f"p{n}"].y, 3) for n in range(1, 21)}
    columns = {round(four.piles[f"p{n}"].x, 3) for n in range(1, 21)}
    assert (len(rows), len(columns)) == (4, 5)
    rows = {round(layout.piles[f"p{n}"].y, 3) for n in range(1, 21)}
    assert len(rows) == 2


def test_the_table_follows_the_sessions_options(qapp):
    from cadogan.ui.table.tablelayout import layout_of

    plain, four = Session.new("sly", 2), Session.new("sly", 2, {"opt_four_rows": True})
    assert layout_of(plain) is load_layout("sly")
    assert layout_of(four).piles["p6"].y > layout_of(plain).piles["p6"].y
