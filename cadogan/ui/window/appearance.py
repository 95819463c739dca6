"""The look of the table is the player's: the card back, the table's colour,
the card size (fitted to the window, or a fixed zoom with scrolling) and
reduced motion. Each is a submenu of Settings, remembered across runs, and
a choice applies at once to the open table."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor, QIcon, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import QMainWindow, QMenu

from .. import i18n
from ..i18n import QT_TRANSLATE_NOOP
from ..storage import settings
from ..table import decks
from ..table.cardfaces import BACKS, DEFAULT_BACK, back_design, paint_builtin, set_back_design
from ..table.scene import FELT, FELT_LIGHT, TableScene, set_animations, set_felt
from ..table.view import COMFORTABLE, TableView
from .icons import action_icon

translate = QCoreApplication.translate

# Table colours: key -> (menu text, edge, centre of the felt's gradient).
FELTS: dict[str, tuple[str, QColor, QColor]] = {
    "green": (QT_TRANSLATE_NOOP("Appearance", "&Green"), FELT, FELT_LIGHT),
    "blue": (QT_TRANSLATE_NOOP("Appearance", "&Blue"), QColor("#1f4c70"), QColor("#2a628c")),
    "wine": (QT_TRANSLATE_NOOP("Appearance", "&Wine"), QColor("#5c1a29"), QColor("#782535")),
    "grey": ("G&rey", QColor("#464c4f"), QColor("#5b6265")),
}
DEFAULT_FELT = "green"
# Fixed card sizes, as a fraction of a comfortable card (view.COMFORTABLE px).
ZOOMS = (0.75, 1.0, 1.25, 1.5, 2.0)
_ICON = 32  # px: the menu's pictures of backs and colours


def apply_saved() -> float | None:
    """Take the remembered back, colour and motion for every table from now
    on; the remembered card size (None: fit the window)."""
    back = settings.card_back()
    set_back_design(back if back in BACKS else DEFAULT_BACK)
    colour = settings.table_colour()
    _label, edge, centre = FELTS[colour if colour in FELTS else DEFAULT_FELT]
    set_felt(edge, centre)
    set_animations(not settings.reduced_motion())
    zoom = settings.card_zoom()
    return zoom if zoom in ZOOMS else None


def use_saved_deck() -> str | None:
    """Draw the cards with the deck chosen last; None, or why the built-in
    deck is used instead (the deck's file is gone or cannot be read)."""
    key = settings.card_deck()
    if key == decks.BUILTIN:
        return None
    try:
        decks.use(decks.deck_for_file(key))
    except decks.DeckError as exc:
        decks.use_builtin()
        return i18n.fill(translate("Appearance", "%1; the built-in deck is used instead."), exc)
    return None


def _back_icon(key: str) -> QIcon:
    previous = back_design()
    set_back_design(key)
    try:
        width = round(_ICON / 1.4)
        pixmap = QPixmap(width, round(width * 1.4))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            paint_builtin(painter, None, pixmap.width(), pixmap.height())  # (the built-in deck's backs)
        finally:
            painter.end()
        return QIcon(pixmap)
    finally:
        set_back_design(previous)


def _large_icons(parent: QObject):
    """A menu style whose pictures are large enough to tell the backs apart.
    (Made when a menu of pictures first opens: Qt's style classes carry
    many enumerations, which PySide makes on import, before the first
    frame otherwise.)"""
    from PySide6.QtWidgets import QProxyStyle, QStyle

    class LargeIcons(QProxyStyle):
        def pixelMetric(self, metric, option=None, widget=None) -> int:
            if metric == QStyle.PixelMetric.PM_SmallIconSize:
                return _ICON
            return super().pixelMetric(metric, option, widget)

    style = LargeIcons()
    style.setParent(parent)
    return style


def _felt_icon(key: str) -> QIcon:
    _label, edge, centre = FELTS[key]
    pixmap = QPixmap(_ICON, _ICON)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(edge.darker(130))
    painter.setBrush(centre)
    painter.drawRoundedRect(2, 2, _ICON - 4, _ICON - 4, 5, 5)
    painter.end()
    return QIcon(pixmap)


def _embolden(action: QAction, on: bool) -> None:
    font = action.font()
    font.setBold(on)
    action.setFont(font)


class Appearance(QObject):
    """The Settings submenus for the look, and applying a choice to the
    window's open table (``window.scene``, ``window.view``)."""

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        zoom = apply_saved()
        menu.addSeparator()

        self._menu_style = None  # made when a menu of pictures first opens (_picture_menu)
        backs = self.backs_menu = menu.addMenu(translate("Appearance", "Card &back"))
        self.back_actions = self._group(
            backs,
            {key: (translate("Appearance", name), None) for key, (name, _paint) in BACKS.items()},
            back_design(),
            self.set_back,
        )
        # The backs' pictures are painted when the submenu first opens, not before the first frame.
        backs.aboutToShow.connect(self.paint_back_icons)

        colours = self.colours_menu = menu.addMenu(translate("Appearance", "&Table colour"))
        current = settings.table_colour()
        self.felt_actions = self._group(
            colours, {key: (translate("Appearance", label), None) for key, (label, _e, _c) in FELTS.items()},
            current if current in FELTS else DEFAULT_FELT, self.set_felt,
        )  # fmt: skip
        colours.aboutToShow.connect(self.paint_felt_icons)  # (as the backs: not before the first frame)

        self.deck_action = menu.addAction(translate("Appearance", "Card &deck…"), self.choose_deck)
        self.deck_action.setIcon(action_icon("card-deck"))
        self.deck_action.setStatusTip(
            translate("Appearance", "Draw the cards with another deck: those installed for KDE and GNOME games")
        )
        self.deck_problem = use_saved_deck()  # told once the window shows (app.run)

        sizes = menu.addMenu(translate("Appearance", "Card &size"))
        choices: dict[float | None, tuple[str, QIcon | None]] = {
            None: (translate("Appearance", "&Fit to window"), None)
        }
        choices.update({z: ("&" + QLocale().toString(round(z * 100)) + QLocale().percent(), None) for z in ZOOMS})
        self.zoom_actions = self._group(sizes, choices, zoom, self.set_zoom)
        self.zoom_actions[None].setShortcut(QKeySequence("Ctrl+0"))
        sizes.addSeparator()
        self.larger_action = sizes.addAction(translate("Appearance", "&Larger cards"), lambda: self.step_zoom(1))
        self.larger_action.setShortcuts([QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")])
        self.smaller_action = sizes.addAction(translate("Appearance", "S&maller cards"), lambda: self.step_zoom(-1))
        self.smaller_action.setShortcut(QKeySequence("Ctrl+-"))
        for action in (self.zoom_actions[None], self.larger_action, self.smaller_action):
            window.addAction(action)  # the shortcuts work in full screen too

        self.motion_action = menu.addAction(translate("Appearance", "&Reduced motion"))
        self.motion_action.setCheckable(True)
        self.motion_action.setChecked(settings.reduced_motion())
        self.motion_action.setStatusTip(
            translate("Appearance", "Cards move at once, without gliding; no flying cards on a win")
        )
        self.motion_action.toggled.connect(self.set_reduced_motion)

        self.view.set_zoom(zoom)

    def _group(self, menu: QMenu, choices: dict, current, slot) -> dict:
        """Radio items in ``menu``: key -> (text, icon); ``slot(key)`` on a choice."""
        group = QActionGroup(self)
        actions: dict = {}
        for key, (text, icon) in choices.items():
            action = QAction(text, self)
            if icon is not None:
                action.setIcon(icon)
            action.setCheckable(True)
            # Fusion shows a checked picture only by a faint frame: the chosen name is bold too.
            action.toggled.connect(lambda on, a=action: _embolden(a, on))
            action.setChecked(key == current)
            action.triggered.connect(lambda _checked=False, k=key: slot(k))
            group.addAction(action)
            menu.addAction(action)
            actions[key] = action
        return actions

    def _picture_menu(self, menu: QMenu) -> None:
        """Give a menu of pictures the style that shows them large (before it opens)."""
        if self._menu_style is None:
            self._menu_style = _large_icons(self)
        if menu.style() is not self._menu_style:
            menu.setStyle(self._menu_style)

    def paint_felt_icons(self) -> None:
        self._picture_menu(self.colours_menu)
        for key, action in self.felt_actions.items():
            if action.icon().isNull():
                action.setIcon(_felt_icon(key))

    def paint_back_icons(self) -> None:
        self._picture_menu(self.backs_menu)
        for key, action in self.back_actions.items():
            if action.icon().isNull():
                action.setIcon(_back_icon(key))

    @property
    def view(self) -> TableView:
        return self.window.view

    @property
    def scene(self) -> TableScene | None:
        return self.window.scene

    # -- the choices -------------------------------------------------------------------
    def set_back(self, key: str) -> None:
        settings.set_card_back(key)
        set_back_design(key)
        self.back_actions[key].setChecked(True)
        if decks.current() is not None:
            name = decks.current().deck.name
            self.window.say(
                i18n.fill(
                    translate("Appearance", "The %1 deck has its own back; this one shows with Cadogan's deck"), name
                )
            )
        if self.scene is not None:
            self.scene.refresh_faces()

    def choose_deck(self) -> None:
        from .deck_dialog import DeckDialog

        dialog = DeckDialog(self.window)
        if dialog.exec() and dialog.selected() is not None:
            self.set_deck(dialog.selected())

    def set_deck(self, deck: decks.Deck) -> bool:
        """Draw the cards with ``deck``; a deck that cannot be read leaves
        the built-in deck in use, and the player is told which file failed."""
        try:
            decks.use(deck)
        except decks.DeckError as exc:
            decks.use_builtin()
            settings.set_card_deck(decks.BUILTIN)
            self._refresh_cards()
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(
                self.window,
                translate("Appearance", "Card deck"),
                i18n.fill(translate("Appearance", "%1. The built-in deck is used instead."), exc),
            )
            return False
        settings.set_card_deck(deck.key)
        self._refresh_cards()
        self.window.say(i18n.fill(translate("Appearance", "Cards drawn with the %1 deck"), deck.name))
        return True

    def _refresh_cards(self) -> None:
        if self.scene is not None:
            self.scene.refresh_faces()

    def set_felt(self, key: str) -> None:
        settings.set_table_colour(key)
        _label, edge, centre = FELTS[key]
        set_felt(edge, centre)
        self.felt_actions[key].setChecked(True)
        if self.scene is not None:
            self.scene.paint_felt()

    def set_zoom(self, zoom: float | None) -> None:
        settings.set_card_zoom(zoom)
        self.zoom_actions[zoom].setChecked(True)
        self.view.set_zoom(zoom)

    def step_zoom(self, direction: int) -> None:
        """One size larger (1) or smaller (-1) than the cards are now."""
        scene = self.scene
        now = self.view.zoom if self.view.zoom is not None else (scene.unit / COMFORTABLE if scene else 1.0)
        steps = [z for z in ZOOMS if z > now + 0.01] if direction > 0 else [z for z in ZOOMS if z < now - 0.01]
        if steps:  # else already the largest (smallest) there is
            self.set_zoom(steps[0] if direction > 0 else steps[-1])

    def set_reduced_motion(self, on: bool) -> None:
        settings.set_reduced_motion(on)
        set_animations(not on)
        self.motion_action.setChecked(on)
        if on and self.scene is not None:
            self.scene.stop_motion()
            if self.view.refitting:
                self.view.fit()
