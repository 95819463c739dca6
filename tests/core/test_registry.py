"""Every game of the book is registered, and its variants name their game."""

from __future__ import annotations

from cadogan.core import book_games, game_ids, get_game

# The rulebook's table: the 47 games of the 1914 edition and the Duchess de
# Luynes of the older Russian one.
THE_BOOK = {
    "anna", "babette", "caesar", "canfield_or_klondike", "duchess_de_luynes", "fortress",
    "general_sedgewick", "la_belle_lucie", "la_nivernaise", "light_and_shade", "margarethe",
    "mount_olympus", "napoleon_at_st_helena", "napoleons_square", "nestor", "red_and_black", "sly",
    "spensers_fairie_queen", "the_besieged_city", "the_blockade", "the_carpet", "the_clock",
    "the_congress", "the_constitution", "the_empress_of_india", "the_fifteen", "the_fish_bone",
    "the_flower_garden", "the_four_corners", "the_fourteenth", "the_great_thirteen",
    "the_hemispheres", "the_herring_bone", "the_kings", "the_labyrinth", "the_louis_patience",
    "the_mill", "the_nation", "the_olga", "the_queens", "the_salic_law", "the_shah", "the_square",
    "the_sultan", "the_terrace", "the_wheel", "the_zodiac", "two_rings",
}  # fmt: skip


def test_every_game_of_the_book_is_on_the_table() -> None:
    assert len(THE_BOOK) == 48
    assert set(book_games()) == THE_BOOK


def test_variants_name_a_game_of_the_book() -> None:
    variants = [game_id for game_id in game_ids() if game_id not in THE_BOOK]
    assert variants == ["the_house_in_the_wood", "the_house_on_the_hill", "napoleons_square_single_card"]
    for game_id in variants:
        assert get_game(game_id).variant_of in THE_BOOK
