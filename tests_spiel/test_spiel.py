"""OpenSpiel's checks on our games (needs the extra: ``pip install -e '.[openspiel,test]'``).

Not collected by the default ``pytest`` (its testpaths are ``tests``); ``.ci/run`` runs this
folder in a second venv with the extra: ``python -m pytest tests_spiel``.
"""

from __future__ import annotations

import json
import random

import pyspiel
import pytest

from games import arena as cli
from games._shared.registry import GAMES, UNITS
from games._shared.state import sample_chance
from games.spiel.game import SpielState, load, short_name

SIMULATIONS = {"sixty-six": 10, "basra": 2, "passur": 2, "russian-bank": 1, "pachisi": 3,
               "spades": 2, "basra-hand": 5, "passur-hand": 5, "spades-hand": 3}
"""Random games per game for OpenSpiel's test: a whole Russian Bank game is some 2,000
moves, and OpenSpiel asks every position dozens of questions."""
HIDDEN_HANDS = {"sixty-six", "basra", "passur", "spades"}


@pytest.mark.parametrize("name", [*GAMES, *UNITS])
def test_openspiels_random_simulation_test_passes(name):
    pyspiel.random_sim_test(load(name), num_sims=SIMULATIONS[name], serialize=False,
                            verbose=False)


def test_every_game_is_registered_with_openspiels_description():
    load("sixty-six")
    for name in GAMES:
        game = pyspiel.load_game(short_name(name))
        kind = game.get_type()
        assert kind.dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
        assert kind.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        assert kind.reward_model == pyspiel.GameType.RewardModel.TERMINAL
        perfect = kind.information == pyspiel.GameType.Information.PERFECT_INFORMATION
        assert perfect == (name == "pachisi")


def positions(name: str, count: int, seed: int) -> list[SpielState]:
    """OpenSpiel states with a player to move, reached by random play."""
    game, rng, found = load(name), random.Random(seed), []
    while len(found) < count:
        state = game.new_initial_state()
        while not state.is_terminal() and len(found) < count and len(state.history()) < 600:
            if state.is_chance_node():
                state.apply_action(sample_chance(state.inner, rng))
                continue
            if rng.random() < 0.15:
                found.append(state.clone())
            state.apply_action(rng.choice(state.legal_actions()))
    return found


@pytest.mark.parametrize("name", sorted(HIDDEN_HANDS))
def test_a_resample_keeps_the_movers_information_state_and_changes_the_others(name):
    sampler = pyspiel.UniformProbabilitySampler(5, 0.0, 1.0)  # seeded: the same every run
    changed = 0
    for state in positions(name, 25, seed=5):
        mover = state.current_player()
        other = state.resample_from_infostate(mover, sampler)
        assert other.information_state_string(mover) == state.information_state_string(mover)
        assert other.observation_string(mover) == state.observation_string(mover)
        assert other.legal_actions() == state.legal_actions()
        changed += all(other.information_state_string(p) != state.information_state_string(p)
                       for p in range(state.num_players()) if p != mover)
    assert changed >= 15, "the other seats hold other cards after a resample"


def test_russian_banks_face_down_cards_are_seen_by_nobody():
    sampler = pyspiel.UniformProbabilitySampler(5, 0.0, 1.0)  # seeded: the same every run
    moved = 0
    for state in positions("russian-bank", 20, seed=6):
        other = state.resample_from_infostate(state.current_player(), sampler)
        for seat in (0, 1):
            assert other.information_state_string(seat) == state.information_state_string(seat)
        moved += str(other) != str(state)
    assert moved >= 15


def test_the_past_counts_in_the_information_state():
    """Two positions with the same cards in view but another move before differ."""
    state = positions("sixty-six", 1, seed=8)[0]
    mover = state.current_player()
    strings = {state.information_state_string(mover)}
    for action in state.legal_actions()[:2]:
        child = state.clone()
        child.apply_action(action)
        strings.add(child.information_state_string(mover))
    assert len(strings) == 3


@pytest.mark.parametrize("bot, words", [("ismcts:5", "sees only its own seat's cards"),
                                        ("mcts:5", "SEES EVERY CARD")])
def test_the_arena_plays_openspiels_bots_and_labels_them(bot, words, capsys):
    assert cli.main(["sixty-six", "--a", "greedy", "--b", bot, "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert f"b = {bot}: OpenSpiel's" in out and words in out
    summary = json.loads(out.splitlines()[-1])
    assert summary["games"] == 2 and words in summary["labels"]["b"]


def test_the_arena_repeats_a_run_with_openspiels_bots(capsys):
    runs = []
    for _ in range(2):
        cli.main(["sixty-six", "--a", "ismcts:3", "--b", "mcts:3", "--games", "2"])
        summary = json.loads(capsys.readouterr().out.splitlines()[-1])
        runs.append((summary["a_wins"], summary["a_points_per_deal"]))
    assert runs[0] == runs[1]


def test_pachisi_hides_nothing_so_ismcts_searches_as_mcts():
    """A whole Pachisi game of OpenSpiel's players takes minutes; one decision shows it."""
    from games.spiel.bots import SpielBot, label
    state = positions("pachisi", 1, seed=9)[0].inner
    bot = SpielBot("pachisi", "ismcts:3")
    assert bot.kind == "mcts" and "pachisi hides nothing" in label("ismcts:3", "pachisi")
    assert bot.choose(state.clone(), random.Random(1)) in state.legal_actions()


@pytest.mark.parametrize("name", ["sixty-six", "spades-hand"])
def test_the_bots_playout_runs_on_our_state_to_the_end_and_repeats(name):
    """The search's playout (``EngineRollout``) ends a game from the position, leaves the
    position as it was, and gives the same returns for the same seed."""
    import numpy as np

    from games.spiel.bots import EngineRollout
    entry = load(name)
    for state in positions(name, 5, seed=4):
        before = state.history()
        first = EngineRollout(1, np.random.RandomState(7)).evaluate(state)
        again = EngineRollout(1, np.random.RandomState(7)).evaluate(state)
        assert list(first) == list(again) and len(first) == entry.num_players()
        assert all(entry.min_utility() <= value <= entry.max_utility() for value in first)
        assert state.history() == before and not state.is_terminal()
    outcomes = {tuple(EngineRollout(1, np.random.RandomState(seed)).evaluate(state))
                for seed in range(12)}
    assert len(outcomes) > 1  # random playouts, not one fixed line
