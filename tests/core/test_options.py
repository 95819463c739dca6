"""Options: readings the rules cards name as alternatives, switched by the
player, kept in the game's state (so saves and replays carry them)."""

from __future__ import annotations

from collections import Counter

import pytest

from cadogan import core
from cadogan.core import DEAL, REDEAL, Move, Session
from cadogan.core.moves import move
from tests.core.helpers import cards, check_random_play, check_save_round_trip, position

# game -> its options (each an alternative reading its rules card offers)
OPTIONED: dict[str, tuple[str, ...]] = {
    "la_belle_lucie": ("opt_redeal_any_time",),
    "the_house_in_the_wood": ("opt_redeal_any_time",),
    "the_house_on_the_hill": ("opt_redeal_any_time",),
    "the_clock": ("opt_strict_order",),
    "the_herring_bone": ("opt_german",),
    "margarethe": ("opt_dead_talon",),
    "the_kings": ("opt_lane_whole_row",),
    "the_blockade": ("opt_refill_at_once",),
    "the_fifteen": ("opt_one_per_suit",),
    "napoleon_at_st_helena": ("opt_talon_only",),
    "two_rings": ("opt_refill_from_talon", "opt_dead_talon"),
    "the_queens": ("opt_key_pays_again", "opt_queens_stay"),
    "la_nivernaise": ("opt_count_top",),
    "the_louis_patience": ("opt_skip_letter", "opt_g_first"),
    "the_labyrinth": ("opt_bases_as_they_come", "opt_no_talon"),
    "duchess_de_luynes": ("opt_two_redeals",),
    "sly": ("opt_four_rows",),
    "anna": ("opt_ace_on_king",),
    "light_and_shade": ("opt_via_rivals", "opt_far_side"),
    "red_and_black": ("opt_dead_talon", "opt_runs"),
    "the_terrace": ("opt_terrace_advice",),
    "the_olga": ("opt_no_ace_on_seven", "opt_runs"),
    "the_besieged_city": ("opt_sums_of_14",),
    "caesar": ("opt_shuffled", "opt_three_fifteens"),
    "nestor": ("opt_take_up_any_time",),
    "the_fourteenth": ("opt_one_exchange", "opt_single_swap"),
    "the_great_thirteen": ("opt_weak_priority",),
    "the_salic_law": ("opt_once_per_king",),
    "the_hemispheres": ("opt_pack_out_ends", "opt_free_where_it_lies"),
    "the_empress_of_india": ("opt_pair_when_stuck",),
}


def test_every_option_is_off_by_default_and_listed():
    for game in core.all_games():
        keys = [o.key for o in game.options]
        assert keys == list(OPTIONED.get(game.id, ()))
        assert all(not o.default and o.title and o.description for o in game.options)
        assert all(not on for on in Session.new(game.id, 3).options().values())


EACH_OPTION = sorted((game_id, key) for game_id, keys in OPTIONED.items() for key in keys)


@pytest.mark.parametrize(("game_id", "key"), EACH_OPTION)
def test_an_option_is_kept_in_the_state_and_survives_a_save(game_id, key):
    session = Session.new(game_id, 5, {key: True})
    assert session.options() == {other: other == key for other in OPTIONED[game_id]}
    assert session.state.counters[key] == 1
    check_save_round_trip(game_id, 5, 2, options={key: True})


@pytest.mark.parametrize("game_id", sorted(g for g, keys in OPTIONED.items() if len(keys) > 1))
def test_a_games_options_may_be_on_together(game_id):
    every = {key: True for key in OPTIONED[game_id]}
    session = Session.new(game_id, 5, every)
    assert session.options() == every
    check_random_play(game_id, 6, 2, steps=150, options=every)


@pytest.mark.parametrize(("game_id", "key"), EACH_OPTION)
def test_random_play_with_the_option_on(game_id, key):
    check_random_play(game_id, 9, 4, steps=250, options={key: True})


def test_lucie_redeal_at_any_time():
    game = core.get_game("la_belle_lucie")
    state = position(game, {"p1": "AS", "p2": "9H"}, redeals_left=2, opt_redeal_any_time=1)
    assert Move(REDEAL) in game.legal_moves(state)
    state.counters["opt_redeal_any_time"] = 0
    assert Move(REDEAL) not in game.legal_moves(state)


def test_clock_strict_order_plays_come_before_marriages():
    from cadogan.core.games.the_clock import BASES, base_card

    game = core.get_game("the_clock")
    bases = {f"f{h}": base_card(h).code.replace(".0", "") for h in BASES}
    piles = {**bases, "p1": "3S", "p2": "8S", "p3": "7S", "p4": "3C", "stock": "9H 9D"}
    for strict in (0, 1):
        s = Session(game, position(game, piles, down="9H 9D", opt_strict_order=strict))
        s.play(move("p3", "p2"))  # marry 7♠ onto 8♠: packet III is short now
        reason = s.check(move("p4", "f9"))  # 3♣ onto the 2♣ at IX
        if strict:
            assert reason == "Strict order: refill the packets before playing again"
            s.play(Move("refill", "stock"))
            assert s.check(move("p4", "f9")) is None
        else:
            assert reason is None


def test_herring_bone_german_variety_has_no_duplicates_in_the_bone():
    game = core.get_game("the_herring_bone")
    plain = Session.new("the_herring_bone", 12).state
    german = Session.new("the_herring_bone", 12, {"opt_german": True}).state
    bone = [german.piles[f"h{i}"][0] for i in range(1, 29)]
    assert all(card.pack == 0 for card in bone)
    assert Counter(german.all_cards()) == Counter(game.deck())
    assert german == Session.new("the_herring_bone", 12, {"opt_german": True}).state  # reproducible
    assert plain.piles == game.deal(12).piles  # the plain deal is as it always was


def test_margarethe_talon_laid_aside_until_the_redeal():
    game = core.get_game("margarethe")
    fillers = "5S 6S 8S 9S 5C 6C 8C 9C 5D"
    helps = dict(zip([f"a{i}" for i in range(1, 10)], fillers.split(), strict=True))
    courts = {f"{c}{i}": f"{c.upper()}{s}" for c in "kjq" for i, s in enumerate("HCDS", 1)}
    piles = {**courts, **helps, "stock": "4H 10D"}
    for dead in (0, 1):
        s = Session(game, position(game, piles, down="4H 10D", redeals_left=1, opt_dead_talon=dead))
        s.play(Move(DEAL, "stock", "waste"))  # 10♦, left for now
        assert s.check(move("waste", "k3")) is None  # the card just turned may be played
        s.play(Move(DEAL, "stock", "waste"))
        s.play(move("waste", "q1"))  # 4♥ onto the Q♥
        assert s.state.piles["waste"] == cards("10D")
        reason = s.check(move("waste", "k3"))
        assert reason == ("The talon's cards wait for the re-deal" if dead else None)
