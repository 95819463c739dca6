"""Every registered game, by id."""

from __future__ import annotations

import importlib

from .rules import Game

# id -> "module:Class". Modules are imported on first use so start-up stays lean.
_GAMES: dict[str, str] = {
    "la_belle_lucie": "la_belle_lucie:LaBelleLucie",
    "the_house_in_the_wood": "la_belle_lucie:TheHouseInTheWood",
    "the_house_on_the_hill": "la_belle_lucie:TheHouseOnTheHill",
    "canfield_or_klondike": "canfield_or_klondike:CanfieldOrKlondike",
    "the_clock": "the_clock:TheClock",
    "the_shah": "the_shah:TheShah",
    "margarethe": "margarethe:Margarethe",
    "the_herring_bone": "the_herring_bone:TheHerringBone",
    "babette": "babette:Babette",
    "fortress": "fortress:Fortress",
    "general_sedgewick": "general_sedgewick:GeneralSedgewick",
    "napoleon_at_st_helena": "napoleon_at_st_helena:NapoleonAtStHelena",
    "napoleons_square": "napoleons_square:NapoleonsSquare",
    "napoleons_square_single_card": "napoleons_square:NapoleonsSquareSingleCard",
    "the_blockade": "the_blockade:TheBlockade",
    "the_congress": "the_congress:TheCongress",
    "the_fifteen": "the_fifteen:TheFifteen",
    "the_flower_garden": "the_flower_garden:TheFlowerGarden",
    "the_four_corners": "the_four_corners:TheFourCorners",
    "the_kings": "the_kings:TheKings",
    "the_nation": "the_nation:TheNation",
    "the_square": "the_square:TheSquare",
    "the_sultan": "the_sultan:TheSultan",
    "two_rings": "two_rings:TwoRings",
    "the_zodiac": "the_zodiac:TheZodiac",
    "the_mill": "the_mill:TheMill",
    "the_queens": "the_queens:TheQueens",
    "la_nivernaise": "la_nivernaise:LaNivernaise",
    "the_louis_patience": "the_louis_patience:TheLouisPatience",
    "the_labyrinth": "the_labyrinth:TheLabyrinth",
    "the_carpet": "the_carpet:TheCarpet",
    "duchess_de_luynes": "duchess_de_luynes:DuchessDeLuynes",
    "the_fish_bone": "the_fish_bone:TheFishBone",
    "sly": "sly:Sly",
    "anna": "anna:Anna",
    "light_and_shade": "light_and_shade:LightAndShade",
    "red_and_black": "red_and_black:RedAndBlack",
    "the_terrace": "the_terrace:TheTerrace",
    "the_olga": "the_olga:TheOlga",
    "mount_olympus": "mount_olympus:MountOlympus",
    "spensers_fairie_queen": "spensers_fairie_queen:SpensersFairieQueen",
    "the_besieged_city": "the_besieged_city:TheBesiegedCity",
    "the_constitution": "the_constitution:TheConstitution",
    "caesar": "caesar:Caesar",
    "nestor": "nestor:Nestor",
    "the_fourteenth": "the_fourteenth:TheFourteenth",
    "the_wheel": "the_wheel:TheWheel",
    "the_great_thirteen": "the_great_thirteen:TheGreatThirteen",
    "the_empress_of_india": "the_empress_of_india:TheEmpressOfIndia",
    "the_hemispheres": "the_hemispheres:TheHemispheres",
    "the_salic_law": "the_salic_law:TheSalicLaw",
}
_cache: dict[str, Game] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        return f"no game with id {self.args[0]!r} (try --list-games)"


def game_ids() -> list[str]:
    return list(_GAMES)


def get_game(game_id: str) -> Game:
    if game_id not in _GAMES:
        raise UnknownGame(game_id)
    if game_id not in _cache:
        module_name, class_name = _GAMES[game_id].split(":")
        module = importlib.import_module(f"cadogan.core.games.{module_name}")
        _cache[game_id] = getattr(module, class_name)()
    return _cache[game_id]


def all_games() -> list[Game]:
    return [get_game(game_id) for game_id in _GAMES]


def book_games() -> list[str]:
    """The ids of the book's own games, in registry order (variants left out)."""
    return [game_id for game_id in _GAMES if get_game(game_id).variant_of is None]
