"""Spades in the arena: teams, duplicate deals, the counters and the benchmark tiers."""

from __future__ import annotations

import io
import random
import sys

from games._shared.arena import a_seats, play_game
from games._shared.registry import load_entry
from games.spades.ai import RandomBot
from games.spades.arena import ENTRY, game_stats
from games.spades.benchmark import TARGETS, TIERS, calibration, report, run_match
from games.spades.rules import SpadesState


def test_spades_is_registered_with_two_teams_and_four_seatings():
    entry = load_entry("spades")
    assert entry is ENTRY and entry.num_players == 4 and entry.duplicate == 4
    assert entry.teams == ((0, 2), (1, 3))
    assert [a_seats(entry, i) for i in range(4)] == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert set(entry.bots) == {"ai", "random", "rules", "greedy", "beginner", "standard", "expert"}


class FirstHands(RandomBot):
    """A random player that remembers the first hand dealt to each seat."""

    seen: dict[int, int] = {}

    def choose(self, state: SpadesState, rng: random.Random) -> int:
        if state.phase == "bid":
            FirstHands.seen.setdefault(state.current_player(), state.hands[state.current_player()])
        return super().choose(state, rng)


def test_the_four_seatings_of_a_duplicate_set_get_the_same_cards():
    entry = ENTRY.__class__(**{**ENTRY.__dict__, "bots": {"x": FirstHands, "y": FirstHands}})
    deals = []
    for index in range(5):
        FirstHands.seen = {}
        play_game(entry, index, "x", "y", seed=3)
        deals.append(dict(FirstHands.seen))
    assert deals[0] == deals[1] == deals[2] == deals[3] != deals[4]


def test_the_counters_add_up_over_the_sheet():
    record = play_game(ENTRY, 0, "rules", "random", seed=5)
    assert record.a_seats == (0, 2) and record.a_return in (-1.0, 0.0, 1.0)
    stats = record.stats
    assert stats["hands"] >= 1 and 0 <= stats["sets"] <= stats["hands"]
    assert stats["bags"] >= stats["books_over_bid"] or stats["sets"] > 0


def test_game_stats_of_a_finished_game():
    state = SpadesState(ENTRY.new_state().options)
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    both = [game_stats(state, seat) for seat in (0, 1)]
    assert both[0]["hands"] == both[1]["hands"] == len(state.sheet)
    assert sum(s["ended_by_floor"] + s["ended_by_hand_limit"] for s in both) in (0, 2)


def test_the_benchmark_prints_calibration_and_time():
    summary = run_match("random", games=4, seed=1, jobs=1, a="rules")
    figures = calibration(summary)
    assert set(figures) == {"made_minus_bid", "sets", "bags", "bag_penalties"}
    lines = "\n".join(report(summary, full=True))
    assert "calibration per hand: made minus bid +" in lines and "time " in lines
    assert "target 99 %" in lines
    assert TIERS == {"quick": 20, "full": 200} and TARGETS == {"random": 0.99, "rules": 0.8}


def test_on_a_terminal_the_benchmark_shows_how_many_games_are_done(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    run_match("random", games=2, seed=1, jobs=1, a="rules")
    assert "\rspades rules vs random: games 1/2" in terminal.getvalue()
    assert terminal.getvalue().endswith("\r")
