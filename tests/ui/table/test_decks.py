"""Card decks: the built-in one, and the KDE and Aisleriot SVG decks found
where they are installed or in a folder the player adds, drawn with QtSvg
and cached per size; a deck that cannot be read falls back to the built-in
one with a message naming the file. The decks here are small SVG files made
in the test's folder (no installed deck is needed)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from cadogan.core import Session
from cadogan.core.cards import ACE, JACK, KING, QUEEN, Card, Suit
from cadogan.ui.storage import settings
from cadogan.ui.table import decks
from cadogan.ui.table.cardfaces import CardFaces
from tests.ui.helpers import open_window

SUITS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart", Suit.SPADES: "spade"}
RANKS = {ACE: "1", JACK: "jack", QUEEN: "queen", KING: "king"}


def colour_of(card: Card | None) -> QColor:
    """Each card of the test decks is one flat colour of its own."""
    if card is None:
        return QColor(10, 200, 30)
    return QColor(20 + card.rank * 15, 40 + list(Suit).index(card.suit) * 50, 90)


def _svg(name_of, leave_out: str | None = None) -> str:
    parts = []
    for index, card in enumerate([*(Card(s, r) for s in Suit for r in range(1, 14)), None]):
        element = "back" if card is None else name_of(RANKS.get(card.rank, str(card.rank)), SUITS[card.suit])
        if element == leave_out:
            continue
        x = (index % 13) * 110
        y = (index // 13) * 160
        parts.append(f'<rect id="{element}" x="{x}" y="{y}" width="100" height="145" fill="{colour_of(card).name()}"/>')
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="1430" height="800">{"".join(parts)}</svg>'


def make_kde_deck(root: Path, name: str = "Tiny", leave_out: str | None = None) -> Path:
    folder = root / f"svg-{name.lower()}"
    folder.mkdir(parents=True)
    (folder / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nName[de]=Winzig\nSVG=tiny.svg\nBack={name}\n")
    (folder / "tiny.svg").write_text(_svg(lambda rank, suit: f"{rank}_{suit}", leave_out))
    return folder / "tiny.svg"


def make_aisleriot_deck(root: Path, name: str = "small_deck") -> Path:
    root.mkdir(parents=True, exist_ok=True)
    file = root / f"{name}.svg"
    file.write_text(_svg(lambda rank, suit: f"{suit}_{rank}"))
    return file


@pytest.fixture(autouse=True)
def builtin_after():
    yield
    decks.use_builtin()


def _centre(image) -> QColor:
    return QColor(image.pixel(image.width() // 2, image.height() // 2))


def test_installed_decks_are_found_with_their_names(tmp_path):
    kde = make_kde_deck(tmp_path / "carddecks")
    (tmp_path / "carddecks" / "svg-pictures").mkdir()
    (tmp_path / "carddecks" / "svg-pictures" / "index.desktop").write_text("[KDE Backdeck]\nName=PNG only\n")
    aisleriot = make_aisleriot_deck(tmp_path / "aisleriot")
    found = decks.installed_decks([str(tmp_path / "carddecks")], [str(tmp_path / "aisleriot")])
    assert found[0].builtin
    assert [(d.name, d.kind, d.file) for d in found[1:]] == [
        ("Tiny (KDE)", decks.KDE, kde),
        ("Small Deck (Aisleriot)", decks.AISLERIOT, aisleriot),
    ]
    assert decks.installed_decks([str(tmp_path / "none")], []) == [decks.BUILTIN_DECK]


@pytest.mark.parametrize("kind", ["kde", "aisleriot"])
def test_a_deck_draws_every_card_and_the_back(qtbot, tmp_path, kind):
    file = make_kde_deck(tmp_path) if kind == "kde" else make_aisleriot_deck(tmp_path)
    deck = decks.deck_for_file(str(file))
    decks.use(deck)
    faces = CardFaces()
    for card in [Card(Suit.HEARTS, 7), Card(Suit.SPADES, KING), Card(Suit.CLUBS, ACE), None]:
        image = faces.image(card, 60)
        assert _centre(image) == colour_of(card), card


def test_faces_are_cached_per_size_and_per_deck(qtbot, tmp_path):
    faces = CardFaces()
    card = Card(Suit.DIAMONDS, 5)
    builtin = faces.pixmap(card, 70)
    decks.use(decks.deck_for_file(str(make_kde_deck(tmp_path))))
    drawn = faces.pixmap(card, 70)
    assert drawn is not builtin
    assert faces.pixmap(card, 70) is drawn  # the same picture while the size holds
    assert faces.pixmap(card, 80) is not drawn
    assert _centre(drawn.toImage()) == colour_of(card)


def test_choosing_a_deck_redraws_the_table_and_is_remembered(qtbot, tmp_path):
    file = make_kde_deck(tmp_path)
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    assert window.appearance.set_deck(decks.deck_for_file(str(file)))
    assert settings.card_deck() == str(file)
    state = window.session.state
    top = state.piles["p7"][-1] if "p7" in state.piles else next(c for p in state.piles.values() for c in p[-1:])
    item = window.scene.cards[top]
    assert _centre(item.pixmap().toImage()) == colour_of(top if item.face_up else None)
    window.close()
    decks.use_builtin()
    again = open_window(qtbot, Session.new("canfield_or_klondike", 1))  # a new start uses the deck chosen
    assert decks.current_key() == str(file)
    assert again.appearance.deck_problem is None


@pytest.mark.qt_log_ignore("Cannot read file", "propagateSizeHints")
def test_an_unreadable_deck_falls_back_to_the_builtin_one_naming_the_file(qtbot, tmp_path, monkeypatch):
    broken = make_kde_deck(tmp_path / "a", leave_out="queen_heart")
    not_svg = tmp_path / "b" / "junk.svg"
    not_svg.parent.mkdir()
    not_svg.write_text("this is no picture")
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    for file, why in ((broken, "Q♥"), (not_svg, "not an SVG")):
        assert not window.appearance.set_deck(decks.deck_for_file(str(file)))
        assert str(file) in said[-1] and why in said[-1] and "built-in deck" in said[-1]
        assert decks.current() is None
        assert settings.card_deck() == decks.BUILTIN


def test_a_saved_deck_that_is_gone_is_reported_at_start(qtbot, tmp_path):
    file = make_aisleriot_deck(tmp_path)
    settings.set_card_deck(str(file))
    file.unlink()
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    assert decks.current() is None
    assert str(file) in window.appearance.deck_problem
    assert "built-in deck" in window.appearance.deck_problem


def test_the_deck_dialog_shows_previews_and_takes_a_folder(qtbot, tmp_path):
    from cadogan.ui.window.deck_dialog import DeckDialog

    make_kde_deck(tmp_path / "kde")
    make_kde_deck(tmp_path / "kde", name="Holey", leave_out="back")
    dialog = DeckDialog(None, [str(tmp_path / "kde")], [])
    qtbot.addWidget(dialog)
    dialog.finish_previews()
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert names[0] == "Cadogan (built in)" and "Tiny (KDE)" in names
    tiny = dialog.items[str(tmp_path / "kde" / "svg-tiny" / "tiny.svg")]
    assert not tiny.icon().isNull()
    holey = dialog.items[str(tmp_path / "kde" / "svg-holey" / "tiny.svg")]
    assert "cannot be read" in holey.text() and "svg-holey" in holey.toolTip()
    assert dialog.add_folder_path(str(make_aisleriot_deck(tmp_path / "mine").parent)) == 1
    assert settings.deck_folders() == [str(tmp_path / "mine")]
    assert dialog.selected().name == "Small Deck (Aisleriot)"  # the folder's deck, ready to choose
