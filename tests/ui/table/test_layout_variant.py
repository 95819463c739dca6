"""A game whose option changes the table (Sly's four rows of five) is drawn
in its layout's variant once the option is chosen, and plainly without it."""

from __future__ import annotations

from cadogan.core import Session
from cadogan.layout import load_layout
from tests.ui.helpers import open_window, settle


def test_choosing_the_option_redraws_the_table_in_its_variant(qtbot):
    window = open_window(qtbot, Session.new("sly", 3))
    plain = load_layout("sly")
    assert window.scene.layout is plain
    window.set_option("opt_four_rows", True)
    qtbot.waitUntil(lambda: window.session.options() == {"opt_four_rows": True}, timeout=10000)
    settle(qtbot, window)
    assert window.scene.layout is plain.for_options({"opt_four_rows"})
    assert window.scene.layout.piles["p6"].y > plain.piles["p6"].y
    window.set_option("opt_four_rows", False)
    qtbot.waitUntil(lambda: window.session.options() == {"opt_four_rows": False}, timeout=10000)
    assert window.scene.layout is plain
