"""Card faces: every card renders at the exact size asked, red suits are red,
black ones are not, and pictures are cached."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from cadogan.core.cards import Card, Colour, Suit, new_deck
from cadogan.ui.table.cardfaces import CardFaces, card_height_px, paint_placeholder

pytestmark = pytest.mark.gui


def _colours(image: QImage) -> tuple[int, int]:
    """(red pixels, dark pixels) of an image."""
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    red = dark = 0
    for y in range(0, image.height()):
        for x in range(0, image.width()):
            colour = QColor(image.pixel(x, y))
            r, g, b = colour.red(), colour.green(), colour.blue()
            if r > 150 and g < 90 and b < 90:
                red += 1
            if r < 60 and g < 60 and b < 60:
                dark += 1
    return red, dark


@pytest.mark.parametrize("width", [60, 97])
def test_every_card_renders_at_the_exact_size_in_its_colour(qapp, width):
    faces = CardFaces()
    for card in new_deck():
        image = faces.image(card, width)
        assert (image.width(), image.height()) == (width, card_height_px(width)) == (width, round(width * 1.4))
        red, dark = _colours(image)
        if card.colour is Colour.RED:
            assert red > width, card  # clearly red ink
        else:
            assert red == 0 and dark > width, card


def test_the_back_and_high_dpi(qapp):
    faces = CardFaces()
    back = faces.pixmap(None, 50, 2.0)
    assert (back.width(), back.height()) == (100, 140)
    assert back.devicePixelRatio() == 2.0
    image = faces.image(Card(Suit.SPADES, 1), 61, 1.5)
    assert (image.width(), image.height()) == (round(61 * 1.5), round(85 * 1.5))


def test_faces_differ_and_copies_share_a_picture(qapp):
    faces = CardFaces()
    seven, other_pack = Card(Suit.HEARTS, 7), Card(Suit.HEARTS, 7, pack=1)
    assert faces.pixmap(seven, 60) is faces.pixmap(seven, 60)
    assert faces.pixmap(seven, 60) is faces.pixmap(other_pack, 60)
    assert faces.pixmap(seven, 60) is not faces.pixmap(seven, 61)
    pictures = {faces.image(card, 60).bits().tobytes() for card in new_deck()}
    pictures.add(faces.image(None, 60).bits().tobytes())
    assert len(pictures) == 53  # every face (and the back) looks different


def test_bad_width(qapp):
    with pytest.raises(ValueError, match="at least 1 px"):
        CardFaces().pixmap(None, 0)


def test_placeholder_draws_an_outline_and_text(qapp):
    blank = QImage(60, 84, QImage.Format.Format_ARGB32)
    blank.fill(QColor("#2f6b3a"))
    images = []
    for text in ("", "A"):
        image = blank.copy()
        painter = QPainter(image)
        paint_placeholder(painter, QRectF(0, 0, 60, 84), text, QColor("white"))
        painter.end()
        images.append(image)
    outline, lettered = images
    assert QColor(outline.pixel(1, 42)).lightness() > 150  # the outline at the edge
    centre = [QColor(lettered.pixel(x, y)).lightness() for x in range(20, 40) for y in range(32, 52)]
    plain = [QColor(outline.pixel(x, y)).lightness() for x in range(20, 40) for y in range(32, 52)]
    assert max(centre) > max(plain) + 50  # the letter shows inside


@pytest.mark.parametrize("width", [40, 60, 97])
def test_six_and_nine_are_underlined_in_both_corners_and_no_other_rank_is(qapp, width):
    from cadogan.ui.table.cardfaces import _Geometry, underline_box

    faces = CardFaces()
    g = _Geometry(width, card_height_px(width))
    code_w = g.rank_h * 0.72
    bar = underline_box(QRectF(g.index_left, g.index_top, code_w, g.rank_h), g).adjusted(1, 0, -1, 0)

    def inked(image: QImage, flip: bool) -> int:
        count = 0
        xs = range(int(bar.left()) + 1, int(bar.right()))
        y = int(bar.center().y())
        for x in xs:
            px, py = (image.width() - 1 - x, image.height() - 1 - y) if flip else (x, y)
            colour = QColor(image.pixel(px, py))
            count += colour.lightness() < 170
        return count

    for rank in (5, 6, 7, 8, 9):
        image = faces.image(Card(Suit.SPADES, rank), width).convertToFormat(QImage.Format.Format_RGB32)
        for flip in (False, True):
            ink = inked(image, flip)
            if rank in (6, 9):
                assert ink >= len(range(int(bar.left()) + 1, int(bar.right()))) - 1, (rank, flip)
            else:
                assert ink <= 1, (rank, flip, ink)


def test_only_the_sizes_used_last_are_kept(qapp):
    faces = CardFaces(keep=2)
    seven, back = Card(Suit.HEARTS, 7), None
    for width in range(20, 60):
        faces.pixmap(seven, width)
        faces.pixmap(back, width)
    assert faces.cached() == 4  # two faces at widths 58 and 59
    kept = faces.pixmap(seven, 58)
    assert faces.pixmap(seven, 58) is kept  # still cached, and now the size used last
    faces.pixmap(seven, 70)
    assert faces.pixmap(seven, 58) is kept  # 59 went, not 58
    assert faces.cached() == 3  # 58: the seven and the back; 70: the seven
