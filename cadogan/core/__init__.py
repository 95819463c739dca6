"""The rules core of Cadogan: pure Python, no Qt (see docs/engine.md).

Public API::

    from cadogan import core
    core.game_ids()                      # every registered game
    s = core.Session.new("the_clock", 42)
    s.legal_moves(); s.play(move); s.undo(); s.redo()
    s.hint(); s.autoplay("safe"); s.is_won(); s.is_lost()
    text = core.dumps(s); s2 = core.loads(text)
"""

from .autoplay import AUTO_ALL, AUTO_OFF, AUTO_SAFE
from .cards import Card, Suit
from .moves import DEAL, GROUP, MOVE, REDEAL, SWAP, IllegalMove, Move, Step, Verdict, group, swap
from .position import PositionError
from .registry import UnknownGame, all_games, book_games, game_ids, get_game
from .rules import FOUNDATION, OUT, RESERVE, STOCK, TABLEAU, WASTE, Game, Option
from .savefile import SaveError, dumps, loads
from .session import Session
from .state import State

__all__ = [
    "AUTO_ALL",
    "AUTO_OFF",
    "AUTO_SAFE",
    "DEAL",
    "FOUNDATION",
    "GROUP",
    "MOVE",
    "OUT",
    "REDEAL",
    "RESERVE",
    "STOCK",
    "SWAP",
    "TABLEAU",
    "WASTE",
    "Card",
    "Game",
    "IllegalMove",
    "Move",
    "Option",
    "PositionError",
    "SaveError",
    "Session",
    "State",
    "Step",
    "Suit",
    "UnknownGame",
    "Verdict",
    "all_games",
    "book_games",
    "dumps",
    "game_ids",
    "get_game",
    "group",
    "loads",
    "swap",
]
