"""Basra's and Passur's arena entries: whole games to 101, duplicate deals, the counters."""

from __future__ import annotations

import dataclasses
import random

from games._shared.arena import play_game
from games._shared.bots import RandomBot
from games._shared.registry import load_entry
from games.basra.game import BasraGame


class FirstHandRecorder(RandomBot):
    """A random player that notes the first hand it holds in each seat."""

    seen: dict[int, int] = {}

    def choose(self, state: BasraGame, rng: random.Random) -> int:
        assert state.hand is not None
        FirstHandRecorder.seen.setdefault(state.current_player(),
                                          state.hand.hands[state.current_player()])
        return super().choose(state, rng)


def test_both_games_are_registered_with_their_bots():
    for name, game in (("basra", "basra"), ("passur", "passur")):
        entry = load_entry(name)
        state = entry.new_state()
        assert isinstance(state, BasraGame) and state.options.game == game
        assert state.options.gamepoint == 101
        assert set(entry.bots) == {"ai", "random", "greedy", "greedy_safe", "beginner",
                                   "standard", "expert"}
        assert entry.duplicate == 2 and entry.return_bounds == (-1.0, 1.0)


def test_duplicate_games_deal_the_same_cards_with_the_seats_swapped():
    entry = dataclasses.replace(load_entry("passur"),
                                bots={"x": FirstHandRecorder, "y": RandomBot})
    hands = []
    for index in (0, 1, 2):
        FirstHandRecorder.seen = {}
        record = play_game(entry, index, "x", "x", seed=4)
        hands.append(dict(FirstHandRecorder.seen))
        assert record.a_seat == index % 2 and {record.a_return, record.b_return} == {-1.0, 1.0}
    assert hands[0] == hands[1] and hands[0] != hands[2]


def test_game_stats_count_hands_points_and_sweeps():
    entry = load_entry("basra")
    record = play_game(entry, 0, "greedy", "random", seed=3)
    stats = record.stats
    assert set(stats) == {"hands", "points", "points_given", "sweeps", "sweeps_suffered"}
    winner, loser = ("points", "points_given") if record.a_return > 0 else (
        "points_given", "points")
    assert stats["hands"] >= 4 and stats[winner] >= 101 and stats[winner] > stats[loser]
