"""The shared rules interface and random-play invariants, for every game in the registry."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games._shared.bots import Bot, RandomBot
from games._shared.registry import GAMES, UnknownGame, load_entry
from games._shared.simulate import (
    InvariantError,
    check_invariants,
    check_replay_and_clone,
    random_playthrough,
)
from games._shared.state import GameState, IllegalAction, resolve_chance, sample_chance


class BiasedCoin(GameState):
    """A toy game: chance flips a 1:3 coin, then player 0 calls it (action 0 or 1)."""

    def __init__(self, legal: list[int] | None = None) -> None:
        super().__init__()
        self.flip: int | None = None
        self.call: int | None = None
        self._legal = legal

    def current_player(self) -> int:
        if self.flip is None:
            return GameState.CHANCE
        return GameState.TERMINAL if self.call is not None else 0

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(0, 0.25), (1, 0.75)] if self.flip is None else []

    def legal_actions(self) -> list[int]:
        if self.is_terminal():
            return []
        return self._legal if self._legal is not None and self.flip is not None else [0, 1]

    def _apply_action(self, action: int) -> None:
        if self.flip is None:
            self.flip = action
        else:
            self.call = action

    def clone(self) -> BiasedCoin:
        new = BiasedCoin(self._legal)
        new.flip, new.call, new.history = self.flip, self.call, self.history.copy()
        return new

    def returns(self) -> list[float]:
        return [1.0 if self.call == self.flip else -1.0] if self.is_terminal() else [0.0]

    def action_to_string(self, action: int) -> str:
        return "heads" if action else "tails"

    def __str__(self) -> str:
        return f"flip={self.flip} call={self.call}"


def test_sample_chance_follows_the_probabilities():
    rng = random.Random(1)
    counts = Counter(sample_chance(BiasedCoin(), rng) for _ in range(4000))
    assert 0.70 < counts[1] / 4000 < 0.80


def test_apply_action_checks_records_and_refuses_with_a_reason():
    game = BiasedCoin()
    resolve_chance(game, random.Random(3))
    assert game.current_player() == 0 and len(game.history) == 1
    with pytest.raises(IllegalAction, match="not allowed"):
        game.apply_action(7)
    assert game.call is None and len(game.history) == 1
    game.apply_action(1)
    assert game.is_terminal() and game.legal_actions() == [] and game.history[-1] == 1
    assert game.why_illegal(0) == "the game is over"


def test_invariant_checker_catches_unsorted_actions_and_bad_replays():
    broken = BiasedCoin(legal=[1, 0])
    broken.apply_action(0)
    with pytest.raises(InvariantError, match="sorted"):
        check_invariants(broken)
    state = BiasedCoin()
    state.apply_action(1)
    state.history = [0]
    with pytest.raises(InvariantError, match="replay"):
        check_replay_and_clone(state, BiasedCoin)


def test_random_bot_is_uniform_over_legal_actions():
    bot: Bot = RandomBot()
    game = BiasedCoin()
    game.apply_action(0)
    rng = random.Random(5)
    counts = Counter(bot.choose(game, rng) for _ in range(2000))
    assert set(counts) == {0, 1} and 900 < counts[0] < 1100


def built_games() -> list[str]:
    built = []
    for name in GAMES:
        try:
            load_entry(name)
        except UnknownGame:
            continue
        built.append(name)
    return built


def test_sixty_six_is_registered_and_built():
    assert "sixty-six" in built_games()


def test_games_not_built_yet_say_so(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setitem(GAMES, "not-yet", "games.not_yet.arena:ENTRY")
    for name in GAMES:
        if name not in built_games():
            with pytest.raises(UnknownGame, match="not built yet"):
                load_entry(name)


def test_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGame, match="known games: sixty-six"):
        load_entry("chess")


@pytest.mark.parametrize("name", built_games())
def test_random_play_keeps_the_invariants(name):
    """Each game's own budget keeps a long game (Russian Bank) within seconds."""
    entry = load_entry(name)
    games, action_budget = entry.random_play
    played = 0
    for seed in range(games):
        final = random_playthrough(entry.new_state, seed, max_length=entry.max_length,
                                   return_bounds=entry.return_bounds,
                                   check_state=entry.check_state, deep_check_every=7)
        assert final.is_terminal()
        played += len(final.history)
        if action_budget and played >= action_budget:
            break
