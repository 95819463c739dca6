"""What the status bar and the game's own buttons say, in the book's words,
and how a game's title is shown.

Each game names what it counts (``Game.counters_shown``: a key and a value);
here each key gets the word the book uses for it and a tooltip saying what
it counts and why, so nothing internal shows and nothing is left
unexplained. A value that carries a note in brackets ("1 of 3 (click the
pack for the next)") shows the value alone; the note goes to the tooltip.

Game buttons (a re-deal, a fill from the pack) show a short label; the
full sentence the game gives is their tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...core.text import WORDS
from .. import core_texts, i18n
from ..core_texts import game_title

if TYPE_CHECKING:
    from ...core import Game

# key: (label, what it counts and why)
TERMS: dict[str, tuple[str, str]] = {
    "redeals_left": (
        "Re-deals left",
        "How many more times this game lets you gather the cards up and deal them again.",
    ),
    "counters": (
        "Counters",
        "The book's wager: you pay 52 counters for the pack and are paid 5 for every card you lay on a "
        "foundation. This is your balance: 11 cards home and you are ahead; all 52 home wins 208.",
    ),
    "packets": ("Packets", "What the clock's packets wait for now."),
    "circles_dealt": (
        "Circles",
        "How many of the star's three circles are dealt. Each new circle blocks the one inside it; "
        "the star is complete with the third (outer) circle.",
    ),
    "base_rank": (
        "Foundations from",
        "The rank every foundation starts from in this deal; they build up from it, turning the corner "
        "from king to ace.",
    ),
    "rows_dealt": (
        "Rows",
        "How many rows are dealt so far. Each new row blocks the one above it until the cards below are gone.",
    ),
    "vacancies": ("Spaces", "Empty places waiting to be filled, from the talon or the pack."),
    "deal": ("Deal", "Which deal this is (the first, then each re-deal), and whether its cards are all laid out."),
    "columns_dealt": ("Columns dealt", "How many columns are laid out so far."),
    "this_pass": (
        "This round",
        "Whether any card has been played since the pack was last turned over: a round with nothing "
        "played cannot help, and the game is over.",
    ),
    "wings": ("Wings", "What the wings wait for now."),
    "key": (
        "Key",
        "Cards still in the key, the packet of 32 laid out first. Only its top card is free, and only for "
        "a foundation. A queen on top of the key takes fourteen cards off it (herself among them) to the "
        "bottom of the pack. Clearing the key matters most.",
    ),
    "queens in talon": (
        "Queens on talon",
        "Queens laid on the talon. When the pack runs out, each one buys three cards from the bottom of "
        "the talon, besides herself, for a fresh pack.",
    ),
    "queens to pay for": (
        "Queens to pay",
        "Queens on the talon not paid out yet: each buys three cards from the bottom of the talon for the "
        "next fresh pack.",
    ),
    "fresh packs": ("Fresh packs", "Whether turning the pack again can still change anything."),
    "graces_left": (
        "Grace",
        "Once the pack is used up, you may take out any one card of the tableau, once; it stays free for a foundation.",
    ),
    "reserve": ("Reserve", "Cards left in the face-down reserve, dealt out when the pack is used up."),
    "foundation_rank": (
        "Foundation rank",
        "The rank every foundation starts from in this deal: chosen by you from the cards turned up for it.",
    ),
    "fifteens": ("Fifteens", "How many of the square's eight lines (rows, columns, diagonals) make fifteen now."),
    "deals": ("Deal", "Which deal of the cushion this is: places are refilled only during the first."),
    "red talon": ("Red talon", "Red cards laid on the talon of the red kings' side, waiting to refill a place."),
    "black talon": ("Black talon", "Black cards laid on the talon of the black aces' side, waiting to refill a place."),
    "misplaced": (
        "Misplaced",
        "Cards lying in the wrong hemisphere: out of play until exchanged across the equator.",
    ),
    "kings": ("Kings", "How many kings have turned up so far: each heads a new line of cards dealt under it."),
}

# per game: a key's own wording there
GAME_TERMS: dict[tuple[str, str], tuple[str, str]] = {
    ("caesar", "fifteens"): (
        "Fifteens",
        "How many of the square's eight lines (three rows, three columns, two diagonals) add up to "
        "fifteen. All eight: the square is magic and the game is won.",
    ),
    ("the_wheel", "deals"): (
        "Deals",
        "How many times twelve cards have been dealt onto the cushion. Places emptied after the first "
        "deal are filled from the pack; after later deals they stay empty.",
    ),
    ("the_hemispheres", "misplaced"): (
        "Misplaced",
        "Cards of the ring lying in the wrong hemisphere (black in the north, red in the south): out of "
        "play until exchanged for a misplaced card of the other colour.",
    ),
    ("the_salic_law", "kings"): (
        "Kings",
        "How many of the eight kings have come in the deal, each heading its own packet.",
    ),
    ("the_empress_of_india", "red talon"): (
        "Red talon",
        "Red cards waiting for an empty place of the Army; only the top one comes in next.",
    ),
    ("the_empress_of_india", "black talon"): (
        "Black talon",
        "Black cards waiting for an empty place of the Navy; only the top one comes in next.",
    ),
    ("babette", "rows_dealt"): (
        "Garden rows",
        "How many rows of the garden are dealt (eight cards each). Each row blocks the one above it; "
        "a card is free once nothing lies below it in its column. Vacancies are never refilled.",
    ),
    ("the_labyrinth", "rows_dealt"): (
        "Rows",
        "How many rows of ten are dealt. A card is free from the top or the bottom of its column; "
        "only the last row's spaces may be filled.",
    ),
}

STATUS_TIPS = {
    "game": "The game on the table and its deal number: Game > Deal by number plays the same deal again.",
    "moves": "Your moves so far; the cards auto-play sent to the foundations are counted apart.",
    "pack": "Cards left in the pack (face down), and in the talon, where the cards turned from the pack lie.",
    "time": (
        "Time played on this deal: the clock starts with your first move and stops while the game is won or put away."
    ),
}


def status_item(game_id: str, key: str, value: object) -> tuple[str, str]:
    """The text and the tooltip of one counter of the status bar."""
    label, tip = GAME_TERMS.get((game_id, key)) or TERMS.get(key) or (key.replace("_", " ").capitalize(), "")
    label, tip = wording(label), wording(tip)
    if not tip:  # a counter the table has no words for: the game's own account of it
        from ...core import get_game

        meaning = core_texts.text(get_game(game_id).counter_help.get(key, ""))
        tip = meaning[:1].upper() + meaning[1:] + "." if meaning else ""
    if isinstance(value, int) and not isinstance(value, bool):
        text = i18n.number(value)
    else:  # a sentence of the game's (status_text), or a word (a rank's name)
        text = core_texts.sentence(value, WORDS)
    if text.endswith(")") and " (" in text:
        text, note = text[:-1].split(" (", 1)
        if tip:
            tip = i18n.fill(QCoreApplication.translate("Wording", "%1 Now: %2."), tip, note)
        else:
            tip = note[:1].upper() + note[1:] + "."
    if text.startswith("-"):
        text = "\u2212" + text[1:]  # a real minus sign
    return i18n.fill(QCoreApplication.translate("Wording", "%1: %2"), label, text), tip


# Game buttons by the kind of move they play: a short label (the game's
# sentence, such as "Fill the right Flank's place 1 from the pack", is the tooltip).
BUTTON_LABELS = {
    "redeal": "Re-deal",
    "fill": "Fill",
    "refill": "Refill",
    "withdraw": "Draw out",
    "deal_row": "Deal row",
    "deal": "Deal",
}
LONGEST_LABEL = 16


def button_label(kind: str, sentence: str) -> str:
    """A short label for a game button (its tooltip holds ``sentence``)."""
    label = BUTTON_LABELS.get(kind)
    if label is not None:
        return wording(label)
    words = sentence.split()
    label = words[0] if words else kind.replace("_", " ").capitalize()
    for word in words[1:]:
        if len(label) + 1 + len(word) > LONGEST_LABEL:
            break
        label += " " + word
    return label


def wording(english: str) -> str:
    """One of the texts above in the language spoken (they are listed for
    the translators in :mod:`cadogan.ui.core_texts`, context "Wording")."""
    return QCoreApplication.translate("Wording", english) if english else english


def shown_title(game: Game) -> str:
    """A game's title wherever the window names it (chooser, rules, title
    bar, end of a game): the book's English title, with its translation
    beside it when the language spoken names the game otherwise."""
    translated = game_title(game)
    if translated == game.title:
        return game.title
    return i18n.fill(QCoreApplication.translate("Chooser", "%1 (%2)"), game.title, translated)
