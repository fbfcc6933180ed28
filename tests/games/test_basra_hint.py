"""Basra's and Passur's hint: the expert's own card, from the seat's knowledge only, in
words that say what it takes and why, fitting the message row."""

from __future__ import annotations

import random

import pytest

from games._shared.honesty import honesty_report
from games._shared.state import GameState, sample_chance
from games.basra.game import KEEP_HAND, BasraGame
from games.basra.hint import LINE_WIDTH, hint_for
from games.basra.pack import parse, parse_mask
from games.basra.position import make_position
from games.basra.rulebook import PASSUR_OPTIONS, Options
from games.basra.strengths import ExpertBot
from tests.games.test_basra_ai import _probe, random_position


class HintTaker:
    """A player that plays whatever the hint says: honest exactly when the hint is."""

    def choose(self, state: GameState, rng: random.Random) -> int:
        return hint_for(state, state.current_player(), rng).action


@pytest.mark.parametrize("options", [Options(), PASSUR_OPTIONS], ids=["basra", "passur"])
def test_the_hint_is_the_experts_card(options):
    rng = random.Random(21)
    for _ in range(15):
        state = random_position(rng, options, stop=0.1)
        seed = rng.randrange(10**6)
        hint = hint_for(state, state.current_player(), random.Random(seed))
        assert hint.action == ExpertBot().choose(state, random.Random(seed))
        assert hint.action in state.legal_actions()
        assert len(hint.line()) <= LINE_WIDTH


@pytest.mark.parametrize("options", [Options(), PASSUR_OPTIONS], ids=["basra", "passur"])
def test_the_hint_does_not_change_when_hidden_cards_are_dealt_again(options):
    report = honesty_report(HintTaker(), _probe(options), positions=25, seed=17)
    assert report.moved >= 15, "the test must really move hidden cards"
    assert report.changed == 0


def test_a_hint_inside_a_whole_game_names_the_card_of_the_seat_to_move():
    game = BasraGame(Options())
    rng = random.Random(3)
    while game.is_chance_node():
        game.apply_action(sample_chance(game, rng))
    seat = game.current_player()
    hint = hint_for(game, seat, random.Random(1))
    assert hint.action in game.legal_actions() and hint.words
    with pytest.raises(ValueError):
        hint_for(game, 1 - seat, random.Random(1))
    assert KEEP_HAND not in game.legal_actions()


def test_the_hint_says_what_the_card_takes_and_that_the_other_leaves_a_basra():
    # the last batch: Abdul holds 4D KC. The 7S takes 4C 3H and leaves the 6S, which
    # nothing of his sweeps; the 9H would take 6S 3H and leave the 4C to his 4D.
    state = make_position(hands=("7S 9H", "4D KC"), floor="4C 3H 6S", dealer=1,
                          rest_won_by=1)
    hint = hint_for(state, 0, random.Random(2))
    assert hint.action == parse("7S")
    assert hint.words == "7♠ TAKES 3♥ 4♣, A BASRA IS OPEN TO ABDUL OTHERWISE"
    assert hint.estimate.startswith("EXPECT ")


def test_a_sweep_is_named_with_its_points_and_the_line_fits():
    state = make_position(hands=("7S 9H", "4D KC"), floor="4C 3H", dealer=1,
                          rest_won_by=1)
    hint = hint_for(state, 0, random.Random(2))
    assert hint.action == parse("7S")
    assert hint.words == "7♠ TAKES 3♥ 4♣, A BASRA: 10 POINTS MORE"
    assert parse_mask("4C 3H") and len(hint.line()) <= LINE_WIDTH
