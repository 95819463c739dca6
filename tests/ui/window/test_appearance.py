"""The look of the table is the player's (Settings): card back, table
colour, card size and reduced motion apply at once to the open table and
are remembered across runs."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle

from cadogan.core import MOVE, Session, get_game
from cadogan.ui.storage import settings
from cadogan.ui.table.cardfaces import BACKS, DEFAULT_BACK, back_design, set_back_design
from cadogan.ui.table.render import render_table_image
from cadogan.ui.table.scene import FELT, FELT_LIGHT, animations_enabled, felt, set_animations, set_felt
from cadogan.ui.table.view import COMFORTABLE
from cadogan.ui.window import thumbnails
from cadogan.ui.window.appearance import _ICON as ICON
from cadogan.ui.window.appearance import FELTS, ZOOMS
from cadogan.ui.window.thumbnails import thumbnail
from cadogan.ui.window.window import MainWindow
from tests.ui.helpers import assert_scene_follows, lead_item, open_window, settle, visible_point


@pytest.fixture(autouse=True)
def default_look():
    """The look is global to the app: leave it as the other tests expect."""
    yield
    set_back_design(DEFAULT_BACK)
    set_felt(FELT, FELT_LIGHT)
    set_animations(True)


def _pixel(window: MainWindow, point: QPoint) -> QColor:
    return window.view.grab().toImage().pixelColor(point)


def _face_down_patch(window: MainWindow) -> QRect:
    """A few view pixels where a face-down card shows."""
    scene = window.scene
    item = next(i for i in scene.cards.values() if i.isVisible() and not i.face_up)
    centre = window.view.mapFromScene(visible_point(scene, item))
    return QRect(centre.x() - 3, centre.y() - 3, 6, 6)


def _felt_point(window: MainWindow) -> QPoint:
    """A view point with no card or place on it (the felt)."""
    view = window.view
    for x in range(4, view.viewport().width(), 7):
        for y in range(4, view.viewport().height(), 7):
            if not view.items(QPoint(x, y)):
                return QPoint(x, y)
    raise AssertionError("no bare felt")


def _close(a: QColor, b: QColor, tolerance: int = 24) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_the_settings_menu_offers_the_look(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    settings_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Settings")
    titles = [a.text().replace("&", "") for a in settings_menu.actions()]
    for title in ("Card back", "Table colour", "Card size", "Reduced motion"):
        assert title in titles
    assert len(window.appearance.back_actions) >= 3
    assert set(window.appearance.felt_actions) == {"green", "blue", "wine", "grey"}
    # the defaults: the red lattice, green felt, cards fitted to the window, motion on
    assert window.appearance.back_actions[DEFAULT_BACK].isChecked()
    assert window.appearance.felt_actions["green"].isChecked()
    assert window.appearance.zoom_actions[None].isChecked()
    assert not window.appearance.motion_action.isChecked()


def test_the_card_back_changes_the_face_down_cards_at_once(qtbot):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    patch = _face_down_patch(window)
    face_up = next(i for i in window.scene.cards.values() if i.isVisible() and i.face_up)
    face_up_picture = face_up.pixmap().toImage()
    colours = {}
    for key, action in window.appearance.back_actions.items():
        action.trigger()
        assert back_design() == key
        picture = window.view.grab().toImage().copy(patch)
        colours[key] = bytes(picture.constBits())
    assert len(set(colours.values())) == len(BACKS)  # each back looks different
    assert face_up.pixmap().toImage() == face_up_picture  # the faces are untouched


def test_the_table_colour_changes_the_felt_at_once(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    point = _felt_point(window)
    seen = {}
    for key, action in window.appearance.felt_actions.items():
        action.trigger()
        pixel = _pixel(window, point)
        _label, edge, centre = FELTS[key]
        assert felt() == (edge, centre)
        # somewhere on the gradient between the felt's edge and centre colours
        assert _close(pixel, edge, 40) or _close(pixel, centre, 40), (key, pixel.name())
        seen[key] = pixel.name()
    assert len(set(seen.values())) == 4, seen
    blue = QColor(seen["blue"])
    wine = QColor(seen["wine"])
    assert blue.blue() > blue.red() and wine.red() > wine.green()


def test_a_rendered_table_uses_the_chosen_colour(qtbot):
    set_felt(*FELTS["wine"][1:])
    image = render_table_image(Session.new("the_kings", 1), 400, 300)
    assert _close(image.pixelColor(0, 0), FELTS["wine"][1])


def test_a_fixed_card_size_scrolls_and_fit_restores_the_window_fit(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    view = window.view
    fitted = window.scene.card_size[0]
    for zoom in ZOOMS:
        window.appearance.zoom_actions[zoom].trigger()
        qtbot.wait(1)
        assert window.scene.card_size[0] == round(COMFORTABLE * zoom)
        shown = view.sceneRect()
        wide = shown.width() > view.viewport().width() or shown.height() > view.viewport().height()
        assert view.horizontalScrollBar().isVisible() or view.verticalScrollBar().isVisible() or not wide
        # every card can be scrolled to
        for item in window.scene.cards.values():
            if item.isVisible():
                assert shown.contains(item.sceneBoundingRect()), item.card
    # 150% of a comfortable card makes La Belle Lucie wider than the window
    window.appearance.set_zoom(1.5)
    qtbot.wait(1)
    assert view.horizontalScrollBar().isVisible()
    assert view.horizontalScrollBar().maximum() > 0
    window.appearance.zoom_actions[None].trigger()
    qtbot.wait(1)
    assert view.zoom is None
    assert window.scene.card_size[0] == fitted
    assert not view.horizontalScrollBar().isVisible() and not view.verticalScrollBar().isVisible()


def test_larger_and_smaller_step_through_the_sizes(qtbot):
    window = open_window(qtbot, Session.new("the_kings", 1))
    fitted = window.scene.card_size[0]
    window.appearance.larger_action.trigger()  # from the fit: the next size above the fitted cards
    assert window.view.zoom == min(z for z in ZOOMS if COMFORTABLE * z > fitted)
    window.appearance.set_zoom(1.0)
    window.appearance.larger_action.trigger()
    assert window.view.zoom == 1.25
    window.appearance.smaller_action.trigger()
    window.appearance.smaller_action.trigger()
    assert window.view.zoom == 0.75
    window.appearance.smaller_action.trigger()  # already the smallest
    assert window.view.zoom == 0.75
    assert window.scene.card_size[0] == round(COMFORTABLE * 0.75)


def test_a_fixed_size_grows_the_scrolled_area_when_a_packet_grows(qtbot):
    session = Session.new("canfield_or_klondike", 1)
    window = open_window(qtbot, session)
    window.appearance.set_zoom(1.5)
    unit = window.scene.card_size[0]
    # play until some pile has grown (any legal moves; turning the pack too)
    for _ in range(60):
        moves = session.legal_moves()
        if not moves:
            break
        window.play(next((m for m in moves if m.kind == MOVE), moves[0]))
        settle(qtbot, window)
    qtbot.wait(1)
    assert window.scene.card_size[0] == unit  # the size stays what the player chose
    shown = window.view.sceneRect()
    for item in window.scene.cards.values():
        if item.isVisible():
            assert shown.contains(item.sceneBoundingRect()), item.card


def test_reduced_motion_lands_a_move_at_once(qtbot):
    session = Session.new("la_belle_lucie", 1)
    window = open_window(qtbot, session)
    move = next(m for m in session.legal_moves() if m.kind == MOVE)
    assert window.play(move)
    assert window.scene.animating  # with motion, the card glides
    settle(qtbot, window)
    window.undo_stack.undo()
    window.appearance.motion_action.trigger()
    assert not animations_enabled()
    assert window.play(move)
    assert not window.scene.animating
    assert_scene_follows(window)


def test_reduced_motion_has_no_flying_cards_on_a_win(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    window.scene.celebrate()
    assert window.scene.celebrating
    window.appearance.set_reduced_motion(True)  # chosen during the celebration: it stops
    assert not window.scene.celebrating
    assert_scene_follows(window)  # every card back in its place
    window.scene.celebrate()
    assert not window.scene.celebrating
    assert_scene_follows(window)


def test_the_look_is_remembered_across_runs(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    look = window.appearance
    look.back_actions["rosette"].trigger()
    look.felt_actions["grey"].trigger()
    look.zoom_actions[1.25].trigger()
    look.motion_action.trigger()
    window.close()
    # another run: the app starts with the defaults in memory
    set_back_design(DEFAULT_BACK)
    set_felt(FELT, FELT_LIGHT)
    set_animations(True)
    again = open_window(qtbot, Session.new("la_belle_lucie", 2))
    look = again.appearance
    assert back_design() == "rosette" and look.back_actions["rosette"].isChecked()
    assert felt() == FELTS["grey"][1:] and look.felt_actions["grey"].isChecked()
    assert again.view.zoom == 1.25 and look.zoom_actions[1.25].isChecked()
    assert again.scene.card_size[0] == round(COMFORTABLE * 1.25)
    assert not animations_enabled() and look.motion_action.isChecked()


def test_damaged_look_settings_fall_back_to_the_defaults(qtbot):
    store = settings.settings()
    store.setValue("look/card_back", "tartan")
    store.setValue("look/table_colour", "purple")
    store.setValue("look/card_zoom", "huge")
    store.setValue("look/reduced_motion", "maybe")
    store.sync()
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    assert back_design() == DEFAULT_BACK
    assert felt() == (FELT, FELT_LIGHT)
    assert window.view.zoom is None
    assert animations_enabled()


def test_the_chooser_pictures_show_the_chosen_look(qtbot):
    game = get_game("the_kings")
    thumbnails.forget()
    green = thumbnail(game, 1.0).toImage()
    set_felt(*FELTS["blue"][1:])
    before = thumbnails.drawn
    blue = thumbnail(game, 1.0).toImage()
    assert thumbnails.drawn == before + 1  # drawn again, not the green one from the cache
    assert _close(blue.pixelColor(0, 0), FELTS["blue"][1])
    assert _close(green.pixelColor(0, 0), FELT)


def test_cards_held_at_the_edge_of_a_scrolled_table_scroll_it(qtbot):
    session = Session.new("la_belle_lucie", 1)
    window = open_window(qtbot, session)
    window.appearance.set_zoom(2.0)
    view = window.view
    bar = view.horizontalScrollBar()
    bar.setValue(bar.minimum())
    qtbot.wait(1)
    move = next(m for m in session.legal_moves() if m.kind == MOVE)
    lead = lead_item(window, move)
    viewport = view.viewport()
    start = view.mapFromScene(visible_point(window.scene, lead))
    assert viewport.rect().contains(start)
    edge = QPoint(viewport.width() - 3, start.y())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + (edge - start) * (k / 5))
    assert view.dragging
    held = lead.pos()
    qtbot.waitUntil(lambda: bar.value() > bar.minimum() + 40)
    assert lead.pos().x() > held.x() + 40  # the held cards go along
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, edge)
    settle(qtbot, window)
    assert not view.dragging


def test_the_keyboard_focus_scrolls_into_sight_on_a_scrolled_table(qtbot):
    window = open_window(qtbot, Session.new("la_belle_lucie", 1))
    window.appearance.set_zoom(2.0)
    view = window.view
    qtbot.wait(1)
    seen = set()
    for _ in range(len(window.scene.layout.piles)):
        QTest.keyClick(view, Qt.Key.Key_Right)
        focus = window.picker.focus
        assert focus is not None
        pos, _rotation = window.scene.rest_place(focus)
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        assert visible.contains(pos), focus  # the focused pile is in sight
        seen.add((view.horizontalScrollBar().value(), view.verticalScrollBar().value()))
    assert len(seen) > 1  # the table scrolled to follow the focus


def test_the_back_pictures_are_painted_when_their_menu_first_opens(qtbot):
    """Start-up paints no menu pictures; opening Card back shows each design."""
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    actions = window.appearance.back_actions
    assert all(action.icon().isNull() for action in actions.values())
    menu = next(iter(actions.values())).associatedObjects()[0]
    menu.aboutToShow.emit()
    pictures = [bytes(action.icon().pixmap(48).toImage().constBits()) for action in actions.values()]
    assert all(pictures) and len(set(pictures)) == len(BACKS)


def test_the_colour_pictures_are_painted_when_their_menu_first_opens(qtbot):
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    actions = window.appearance.felt_actions
    assert all(action.icon().isNull() for action in actions.values())
    menu = next(iter(actions.values())).associatedObjects()[0]
    menu.aboutToShow.emit()
    pictures = [bytes(action.icon().pixmap(32).toImage().constBits()) for action in actions.values()]
    assert all(pictures) and len(set(pictures)) == len(FELTS)


@pytest.mark.qt_log_ignore("grabbing the keyboard", "propagateSizeHints", "does not support raise")  # offscreen
def test_the_picture_menus_open_with_their_pictures_large(qtbot):
    """The large pictures' style is made when a menu first opens (not before
    the first frame), and the menu opened is laid out with it at once."""
    window = open_window(qtbot, Session.new("canfield_or_klondike", 1))
    for menu in (window.appearance.backs_menu, window.appearance.colours_menu):
        menu.popup(window.mapToGlobal(QPoint(40, 40)))
        qtbot.waitUntil(menu.isVisible)
        assert menu.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize) == ICON
        assert min(menu.actionGeometry(action).height() for action in menu.actions()) >= ICON
        menu.hide()


def test_an_unchanged_setting_is_not_written_again(qtbot):
    """Opening a game sets it as the last one: when it already is, nothing is written."""
    settings.set_table_colour("wine")
    path = settings.settings_file()
    before = path.stat()
    settings.set_table_colour("wine")
    after = path.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    settings.set_table_colour("green")
    assert settings.table_colour() == "green" and "green" in path.read_text()
