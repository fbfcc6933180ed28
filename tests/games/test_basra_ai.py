"""Basra computer players: honesty, exact last batches, legal moves, the baselines' rules."""

from __future__ import annotations

import random

import pytest

from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.state import sample_chance
from games.basra.ai import AIBot, GreedyBot, GreedySafeBot, sweep_risk
from games.basra.game import KEEP_HAND, BasraGame
from games.basra.observation import observe
from games.basra.pack import bits, mask_of, parse, parse_mask
from games.basra.position import make_position
from games.basra.rulebook import DEFAULT_OPTIONS, PASSUR_OPTIONS, Options
from games.basra.rules import HandState
from games.basra.worlds import card_classes, count_hands, worlds_for
from games.spiel.worlds import basra_hand as reshuffle_hidden

VARIANTS = [Options(), PASSUR_OPTIONS, Options(ace_high=True, scoring="two_clubs_ten_diamonds")]


def random_position(rng: random.Random, options: Options = DEFAULT_OPTIONS, *,
                    stop: float = 0.05) -> HandState:
    """A hand played at random until a coin with chance ``stop`` says halt (a card to play)."""
    while True:
        state = HandState(rng.randrange(2), options)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if rng.random() < stop and len(state.legal_actions()) > 1:
                return state
            state.apply_action(rng.choice(state.legal_actions()))



class PeekingBot:
    """A cheat for checking the honesty test: plays a card the opponent cannot pair."""

    def choose(self, state: HandState, rng: random.Random) -> int:
        opponent = state.hands[1 - state.current_player()]
        ranks = {c % 13 for c in bits(opponent)}
        return min(state.legal_actions(), key=lambda c: (c % 13 in ranks, c))


def _probe(options: Options) -> HonestyProbe:
    return HonestyProbe(
        position=lambda rng: random_position(rng, options, stop=0.08),
        observe=observe,
        resample=reshuffle_hidden,
        hidden=lambda state, viewer: (state.hands[1 - viewer], state.pack),
    )


@pytest.mark.parametrize("options", [Options(), PASSUR_OPTIONS], ids=["basra", "passur"])
def test_ai_choice_does_not_change_when_hidden_cards_are_reshuffled(options):
    report = honesty_report(AIBot(), _probe(options), positions=100, seed=11)
    assert report.moved >= 70, "the test must really move hidden cards"
    assert report.changed == 0


def test_baselines_are_honest_too():
    for bot in (GreedyBot(), GreedySafeBot()):
        report = honesty_report(bot, _probe(Options()), positions=60, seed=5)
        assert report.moved >= 40 and report.changed == 0


def test_honesty_check_catches_a_peeking_bot():
    report = honesty_report(PeekingBot(), _probe(Options()), positions=60, seed=12)
    assert report.changed > 0


# --- the last batch is solved exactly -----------------------------------------------------

def brute_force(state: HandState, me: int, memo: dict) -> float:
    """Best final hand margin for ``me`` by plain minimax through the rules engine."""
    if state.is_terminal():
        return state.returns()[me]
    key = (state.floor_mask, state.hands[0], state.hands[1], state.won[0], state.won[1],
           state.last_capturer, len(state.sweep_cards[0]), len(state.sweep_cards[1]))
    if key not in memo:
        values = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            values.append(brute_force(child, me, memo))
        memo[key] = max(values) if state.current_player() == me else min(values)
    return memo[key]


def last_batch_position(rng: random.Random, options: Options) -> HandState:
    """A random hand some plays into its last batch, with a choice to make."""
    while True:
        state = HandState(rng.randrange(2), options)
        while not state.last_batch or state.is_chance_node():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        for _ in range(rng.randrange(5)):
            state.apply_action(rng.choice(state.legal_actions()))
        if len(state.legal_actions()) > 1:
            return state


def test_ai_plays_the_last_batch_perfectly_in_300_positions():
    rng = random.Random(2026)
    for i in range(300):
        options = VARIANTS[i % len(VARIANTS)]
        state = last_batch_position(rng, options)
        me = state.current_player()
        memo: dict = {}
        best = brute_force(state, me, memo)
        action = AIBot().choose(state.clone(), random.Random(i))
        child = state.clone()
        child.apply_action(action)
        assert brute_force(child, me, memo) == best, f"position {i}:\n{state}"


def test_in_the_last_batch_the_ai_knows_the_opponent_hand_exactly():
    state = make_position(hands=("9S 3H", "KD 2C"), floor="2H 4D 5C 7S", rest_won_by=1)
    obs = observe(state, 0)
    assert obs.last_batch and obs.unseen == parse_mask("KD 2C")
    assert count_hands(obs) == 1
    assert worlds_for(obs, random.Random(0), 10, card_classes(obs.options)) == [
        (parse_mask("KD 2C"), 1.0)]


def test_worlds_never_give_the_opponent_the_known_bottom_cards():
    rng = random.Random(3)
    for _ in range(20):
        state = random_position(rng)
        obs = observe(state, state.current_player())
        if obs.last_batch:
            continue
        for hand, weight in worlds_for(obs, rng, 30, card_classes(obs.options)):
            assert not hand & mask_of(obs.tail) and weight > 0
            assert hand & obs.unseen == hand & ~obs.opponent_known
            assert hand.bit_count() == obs.opponent_hand_size


# --- sensible play ------------------------------------------------------------------------

def test_ai_takes_a_basra_when_it_can():
    state = make_position(hands=("9S 3H KC QD", "KD 2C 8H 6S"), floor="2H 4D 5C 7S",
                          rest_won_by=None)
    assert AIBot().choose(state, random.Random(0)) == parse("9S")


def test_greedy_takes_the_most_points_then_cards_then_spends_its_cheapest_card():
    state = make_position(hands=("TS 5H 2D", "KD 2C 8H"), floor="TH 3C 2S",
                          rest_won_by=1)
    assert GreedyBot().choose(state, random.Random(0)) == parse("TS")  # 3+3 points
    state = make_position(hands=("QS 5H AD", "KD 2C 8H"), floor="KH", rest_won_by=1)
    choices = {GreedyBot().choose(state, random.Random(seed)) for seed in range(20)}
    assert choices == {parse("5H"), parse("QS")}, "a trail keeps the ace (1 point)"


def test_sweep_risk_counts_the_cards_that_could_clear_the_floor():
    state = make_position(hands=("8D 4C", "9C 2C"), floor="4S 5S", rest_won_by=1)
    obs = observe(state, 0)
    assert sweep_risk(obs, parse_mask("4S 5S")) == 10.0, "the 9 takes 4+5 for sure"
    assert sweep_risk(obs, parse_mask("4S 5S 8D")) == 0.0
    assert sweep_risk(obs, 0) == 0.0
    early = make_position(hands=("8D 4C 6H 7H", "9C 2C 3C 3D"), floor="AS 4S 5S JD")
    risk = sweep_risk(observe(early, 0), parse_mask("4S 5S"))
    assert 0.0 < risk < 10.0, "early on only a chance"


def test_ai_plays_legal_cards_in_random_positions():
    rng = random.Random(5)
    for i in range(30):
        state = random_position(rng, VARIANTS[i % 3], stop=0.05)
        assert AIBot().choose(state.clone(), random.Random(i)) in state.legal_actions()


def test_bots_play_inside_a_game_and_keep_replayable_hands():
    game = BasraGame(Options(replay_hands=True))
    rng = random.Random(2)
    while game.is_chance_node():
        game.apply_action(sample_chance(game, rng))
    for bot in (AIBot(), GreedyBot(), GreedySafeBot()):
        assert bot.choose(game.clone(), random.Random(0)) in game.legal_actions()
    while not game.deciding:
        if game.is_chance_node():
            game.apply_action(sample_chance(game, rng))
        else:
            game.apply_action(GreedyBot().choose(game, rng))
    for bot in (AIBot(), GreedyBot(), GreedySafeBot()):
        assert bot.choose(game, random.Random(0)) == KEEP_HAND
