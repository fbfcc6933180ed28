"""Russian Bank's three strengths: the beginner plays the first move that fits (never
rearranging the houses), slips only in the stop mode and only by its generator, stays
lawful and honest; the options' level picks the player from the next decision."""

from __future__ import annotations

import random

import pytest

from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.russian_bank.ai import AIBot
from games.russian_bank.notation import ALLOW, SRC_HOUSE, STOP, is_move, parse_move, split
from games.russian_bank.observation import observe
from games.russian_bank.order import order_violation
from games.russian_bank.position import make_position
from games.russian_bank.rules import Options
from games.russian_bank.strengths import (
    DEFAULT_STRENGTH,
    EXPERT_LIMITS,
    STANDARD_LIMITS,
    BeginnerBot,
    ExpertBot,
    StandardBot,
    player_for,
)
from games.spiel.worlds import russian_bank as reshuffle_face_down
from tests.games.test_russian_bank_ai import hidden_cards, random_position

STOP_MODE = Options(stop_mode=True)
FULL = ("KC1", "QC2", "9S2", "KS1", "KS2", "KC2", "JC1", "5S2")
"""Eight black house cards: nothing builds on another."""


def test_the_beginner_plays_the_turned_card_first_onto_the_first_house_that_takes_it():
    # the 8♦ turned up fits house 3 (9♠); the reserve's 4♥ fits house 8 (5♠): the
    # beginner looks at the turned card first, where the planner sheds its reserve
    state = make_position(houses=FULL, foundations=("AS1",), reserves=("5C1 4H1", "5C2"),
                          hands=("9C1 4C1", "8C2"), turnup="8D1")
    assert BeginnerBot().choose(state, random.Random(0)) == parse_move("D3")


def test_the_beginner_never_moves_a_card_from_house_to_house():
    rng = random.Random(4)
    for i in range(60):
        state = random_position(rng, stop=0.02)
        action = BeginnerBot().choose(state.clone(), random.Random(i))
        if is_move(action) and split(action)[0] >= SRC_HOUSE:
            destination = split(action)[1]
            assert destination == 0 or destination >= 9, "a house card only goes up or loads"


@pytest.mark.parametrize("options", [Options(), STOP_MODE])
def test_the_beginner_chooses_legal_actions(options):
    rng = random.Random(5)
    for i in range(50):
        state = random_position(rng, stop=0.02, options=options)
        assert BeginnerBot().choose(state.clone(), random.Random(i)) in state.legal_actions()


def test_in_the_stop_mode_the_beginner_now_and_then_forgets_a_foundation_move():
    state = make_position(houses=("2H1", "KC1", "9S2"), foundations=("AH2",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"),
                          options=STOP_MODE)
    choices = [BeginnerBot().choose(state.clone(), random.Random(i)) for i in range(80)]
    slips = [a for a in choices if order_violation(state.table, a) is not None]
    assert 5 < len(slips) < 40, "about one time in four, never always"
    checked = make_position(houses=("2H1", "KC1", "9S2"), foundations=("AH2",),
                            reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"))
    assert all(BeginnerBot().choose(checked.clone(), random.Random(i)) == parse_move("1F")
               for i in range(40)), "in the check mode the rules remind it"


def test_the_beginner_sometimes_lets_a_move_out_of_order_pass():
    state = make_position(houses=("2H1", "KC1", "9S2"), foundations=("AH2",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"),
                          options=STOP_MODE)
    state.apply_action(parse_move("R3"))
    answers = {BeginnerBot().choose(state.clone(), random.Random(i)) for i in range(40)}
    assert answers == {STOP, ALLOW}


def test_the_beginner_decides_from_what_its_seat_may_see():
    probe = HonestyProbe(position=lambda rng: random_position(rng, stop=0.004),
                         observe=observe, resample=reshuffle_face_down, hidden=hidden_cards)
    report = honesty_report(BeginnerBot(), probe, positions=60, seed=23)
    assert report.moved >= 50 and report.changed == 0


def test_each_level_has_its_player_and_the_expert_looks_furthest():
    assert isinstance(player_for(BEGINNER), BeginnerBot)
    assert isinstance(player_for(STANDARD), StandardBot)
    assert isinstance(player_for(EXPERT), ExpertBot)
    assert isinstance(player_for("NONSENSE"), StandardBot)
    assert DEFAULT_STRENGTH == BEGINNER
    assert STANDARD_LIMITS.nodes < AIBot().settings.limits.nodes < EXPERT_LIMITS.nodes
    assert ExpertBot().settings.limits == EXPERT_LIMITS
