"""Pachisi computer players: the greedy order, the AI's plays, its evaluation's chances."""

from __future__ import annotations

import random

import pytest

from games._shared.state import sample_chance
from games.pachisi.ai import AIBot, GreedyBot, rank_plays
from games.pachisi.board import HOME, START
from games.pachisi.evaluation import HIT_CHANCE, scores
from games.pachisi.lookahead import chosen_play, expected_value
from games.pachisi.position import make_position, progress_at
from games.pachisi.rulebook import PASS, ROLL_OUTCOMES, bonus_action, move_action, roll_of
from games.pachisi.rules import PachisiState


def random_positions(count: int, seed: int) -> list[PachisiState]:
    """Positions with a choice to make, from random games."""
    rng = random.Random(seed)
    found: list[PachisiState] = []
    while len(found) < count:
        state = PachisiState()
        while not state.is_terminal() and len(found) < count:
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if len(state.legal_actions()) > 1 and rng.random() < 0.1:
                found.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return found


# --- greedy ------------------------------------------------------------------------------


def test_greedy_captures_first():
    state = make_position({0: [10, 30], 1: [12]}, roll=(2, 6))
    assert GreedyBot().choose(state, random.Random(0)) == move_action(0, 2)


def test_greedy_goes_home_when_it_cannot_capture():
    state = make_position({0: [73, 10]}, roll=(3, 4))
    assert GreedyBot().choose(state, random.Random(0)) == move_action(0, 3)


def test_greedy_otherwise_advances_its_farthest_pawn_and_takes_bonuses():
    state = make_position({0: [10, 30]}, roll=(1, 6))
    assert GreedyBot().choose(state, random.Random(0)) == move_action(1, 6)
    state = make_position({0: [10, 30], 1: [12]}, roll=(2, 1))
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(0, 1))
    assert GreedyBot().choose(state, random.Random(0)) == bonus_action(1)


# --- the AI ------------------------------------------------------------------------------


def test_ai_plays_only_legal_actions_and_finishes_its_plans():
    bot = AIBot()
    for state in random_positions(25, seed=3):
        player = state.turn
        rolls_before = sum(1 for e in state.events if e.kind == "roll")
        while not state.is_terminal() and not state.is_chance_node():
            assert state.turn == player
            action = bot.choose(state.clone(), random.Random(1))
            assert action in state.legal_actions()
            state.apply_action(action)
        assert sum(1 for e in state.events if e.kind == "roll") == rolls_before


def test_ai_decisions_do_not_depend_on_its_rng():
    for state in random_positions(10, seed=4):
        first = AIBot().choose(state.clone(), random.Random(1))
        again = AIBot().choose(state.clone(), random.Random(99))
        assert first == again


def test_ai_lists_every_complete_play_and_picks_a_winning_one():
    # pawn 3 is 23 from home: 2 captures on 56, then 1, then the 20 bonus goes home
    state = make_position({0: ["home", "home", "home", 54], 1: [56]}, roll=(2, 1))
    ranked = rank_plays(state)
    assert len(ranked) == 3, "capture and bonus; capture and no bonus; no capture"
    best = ranked[0][1]
    assert best == (move_action(3, 2), move_action(3, 1), bonus_action(3))
    bot = AIBot()
    for action in best:
        assert bot.choose(state.clone(), random.Random(0)) == action
        state.apply_action(action)
    assert state.winner == 0


def test_ai_does_not_win_with_tops_and_bottoms_it_cannot_use_in_full():
    # 2-2 with the last pawn two short of home: the first 2 would win, but the 2, 5, 5
    # left cannot be used, so the only play is to use none (the rules' all or nothing)
    state = make_position({0: [74, "home", "home", "home"]}, roll=(2, 2))
    assert rank_plays(state) == [(rank_plays(state)[0][0], (PASS,))]
    assert AIBot().choose(state, random.Random(0)) == PASS


def _after_doubles() -> tuple[PachisiState, tuple[int, ...]]:
    """Red's blockade on 10 split by 2-2 (pawn 0 to 12, pawn 2 to 32); red rolls again."""
    state = make_position({0: [10, 10, 30]}, roll=(2, 2))
    began = state.places
    state.apply_action(move_action(0, 2))
    state.apply_action(move_action(2, 2))
    assert state.is_chance_node() and state.turn == 0
    return state, began


def test_ai_does_not_re_form_its_blockade_in_the_roll_after_doubles():
    state, _ = _after_doubles()
    for roll, _chance in ROLL_OUTCOMES:
        again = state.clone()
        again.apply_action(roll)
        bot = AIBot()
        while not again.is_terminal() and not again.is_chance_node() and again.turn == 0:
            again.apply_action(bot.choose(again.clone(), random.Random(0)))
        assert again.places[0] != again.places[1], roll_of(roll)


def test_the_look_ahead_keeps_the_blockade_rule_of_the_turn():
    # valuing the roll after doubles, the full look-ahead would put pawn 1 on pawn 0
    # (two squares on) if it forgot where the turn began
    state, began = _after_doubles()
    forgetting, _, _ = chosen_play(state.places, 0, 2, 2, quick=False)
    assert forgetting[0] == forgetting[1], "the position tempts a re-formed blockade"
    for roll, _chance in ROLL_OUTCOMES:
        for quick in (True, False):
            final, _, _ = chosen_play(state.places, 0, *roll_of(roll), quick=quick,
                                      turn_began=began)
            assert final[0] != final[1], (roll_of(roll), quick)


def test_ai_passes_when_it_must():
    state = make_position({1: [6, 6]}, roll=(5, 2))
    assert AIBot().choose(state, random.Random(0)) == PASS


def test_ai_values_a_safety_square_above_a_square_in_reach():
    # yellow (player 2) has a pawn on 14; red can put pawn 0 on 13 (a safety square) and
    # pawn 1 on 46, or pawn 0 on 16 (two ahead of yellow) and pawn 1 on 43
    state = make_position({0: [10, 40, "home", "home"], 2: [14]}, roll=(3, 6))
    by_end = {}
    for value, actions in rank_plays(state):
        child = state.clone()
        for action in actions:
            child.apply_action(action)
        by_end[tuple(child.square_of(0, pawn) + 1 for pawn in (0, 1))] = value
    assert by_end[(13, 46)] > by_end[(16, 43)]


# --- evaluation --------------------------------------------------------------------------


@pytest.mark.parametrize(("distance", "rolls"), [
    (1, 11),   # a die shows 1
    (5, 11 + 4),  # a die shows 5, or 1+4, 2+3 (both orders)
    (6, 11 + 5),  # a die shows 6, or five sums
    (7, 6),    # sums only
    (12, 1),   # 6 and 6
])
def test_hit_chances_with_two_dice(distance, rolls):
    assert HIT_CHANCE[1 << distance] == pytest.approx(rolls / 36)


def test_a_pawn_in_reach_of_an_opponent_is_worth_less():
    alone = scores(_places({0: [20]}))[0]
    hunted = scores(_places({0: [20], 2: [16]}))[0]
    on_safety = scores(_places({0: [18], 2: [14]}))[0] - (18 - 20)
    in_blockade = scores(_places({0: [20, 20], 2: [16]}))[0] - scores(_places({0: [20, 20]}))[0]
    turning_home = scores(_places({0: [20], 1: [16]}))[0]
    assert hunted < alone
    assert turning_home == pytest.approx(alone), "blue turns into its home path at 18"
    assert on_safety == pytest.approx(alone)
    assert in_blockade == pytest.approx(0.0)


def test_an_opponent_entering_threatens_its_entry_square():
    calm = scores(_places({0: [23], 1: ["home"] * 4}))[0]
    threatened = scores(_places({0: [23]}))[0]
    assert threatened < calm


def test_the_look_ahead_sees_the_next_player_hit():
    exposed = _places({0: [20], 2: [16]})   # 4 ahead of yellow: hit by a 4 or a sum of 4
    sheltered = _places({0: [18], 2: [16]})  # 2 less progress, but on a safety square
    value, work = expected_value(exposed, viewer=0, mover=2)
    assert work >= 21, "at least one end position per roll"
    assert expected_value(exposed, viewer=0, mover=2) == (value, work), "deterministic"
    assert value < expected_value(sheltered, viewer=0, mover=2)[0]


def _places(pawns: dict[int, list[int | str]]) -> tuple[int, ...]:
    places = [START] * 16
    for player, spots in pawns.items():
        for pawn, spot in enumerate(spots):
            places[4 * player + pawn] = progress_at(player, spot)
    return tuple(places)


def test_places_helper_reads_home_and_start():
    assert _places({0: ["home"]})[0] == HOME and _places({})[5] == START
