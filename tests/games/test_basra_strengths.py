"""The computer's three strengths in Basra and Passur (``strengths``): which player each
level is, the beginner's missed captures and blind floor, honesty. The arena figures
that show each level beats the one below are in ``games/basra/strengths.py``."""

from __future__ import annotations

import random

import pytest

from games._shared.honesty import honesty_report
from games._shared.strength import BEGINNER, EXPERT, LEVELS, STANDARD
from games.basra.ai import AIBot, GreedySafeBot
from games.basra.game import KEEP_HAND, BasraGame
from games.basra.pack import parse
from games.basra.position import make_position
from games.basra.rulebook import PASSUR_OPTIONS, Options
from games.basra.strengths import BeginnerBot, ExpertBot, StandardBot, player_for
from tests.games.test_basra_ai import _probe, random_position


def test_each_level_has_its_player_and_an_odd_word_gets_the_standard_one():
    assert isinstance(player_for(BEGINNER), BeginnerBot)
    assert isinstance(player_for(STANDARD), StandardBot)
    assert isinstance(player_for(EXPERT), ExpertBot)
    assert isinstance(player_for("GRANDMASTER"), StandardBot)
    assert {type(player_for(level)).name for level in LEVELS} == {
        "beginner", "standard", "expert"}


def test_the_expert_is_todays_computer_player_and_the_standard_the_careful_greedy_one():
    rng = random.Random(4)
    for _ in range(10):
        state = random_position(rng, Options(), stop=0.1)
        seed = rng.randrange(1000)
        assert ExpertBot().choose(state, random.Random(seed)) == AIBot().choose(
            state, random.Random(seed))
        assert StandardBot().choose(state, random.Random(seed)) == GreedySafeBot().choose(
            state, random.Random(seed))


def test_the_beginner_takes_what_it_sees_but_sometimes_misses_a_capture():
    # 5S takes the 5H (nothing else takes anything): a beginner who sees it plays it
    state = make_position(hands=("5S 9C", "KC QH"), floor="5H 2D", dealer=1,
                          rest_won_by=1)
    picks = [BeginnerBot().choose(state, random.Random(seed)) for seed in range(200)]
    missed = picks.count(parse("9C"))
    assert picks.count(parse("5S")) + missed == 200
    assert 30 <= missed <= 90, "it misses about three captures in ten"
    assert all(BeginnerBot(miss=0.0).choose(state, random.Random(s)) == parse("5S")
               for s in range(20))


def test_the_beginner_does_not_look_at_what_it_leaves_on_the_floor():
    # the 9C takes 9H 9S (the most cards) and leaves the 5D to Abdul's 5H, a basra; the
    # 5C takes the 5D and leaves two nines, which nothing of his sweeps
    state = make_position(hands=("9C 5C", "5H KC"), floor="9H 9S 5D", dealer=1,
                          rest_won_by=1)
    assert {BeginnerBot(miss=0.0).choose(state, random.Random(s)) for s in range(10)} == {
        parse("9C")}
    assert StandardBot().choose(state, random.Random(1)) == parse("5C")


@pytest.mark.parametrize("options", [Options(), PASSUR_OPTIONS], ids=["basra", "passur"])
def test_the_beginner_is_honest_and_lets_a_finished_hand_count(options):
    report = honesty_report(BeginnerBot(), _probe(options), positions=60, seed=9)
    assert report.moved >= 40 and report.changed == 0
    game = BasraGame(Options(replay_hands=True))
    game.deciding = True
    assert BeginnerBot().choose(game, random.Random(0)) == KEEP_HAND
