"""The arena: seeded duplicate games, the summary figures, the command line."""

from __future__ import annotations

import dataclasses
import io
import json
import random
import subprocess
import sys

import pytest
from toy_race import FOUR, TEAMS

from games import arena as cli
from games._shared.arena import (
    a_seats,
    format_table,
    play_game,
    run_games,
    summarize,
    wilson_interval,
)
from games._shared.bots import RandomBot
from games._shared.registry import GAMES, load_entry
from games._shared.state import sample_chance
from games.sixty_six.arena import ENTRY
from games.sixty_six.rules import DealState

JSON_KEYS = {"game", "games", "a_wins", "b_wins", "draws", "a_points_per_deal",
             "ms_per_decision_median", "ms_per_decision_max", "a_win_rate_ci95",
             "a_closes", "a_closes_won"}


class HandRecorder(RandomBot):
    """A random player that notes the first hand it holds in each seat."""

    seen: dict[int, int] = {}

    def choose(self, state: DealState, rng: random.Random) -> int:
        HandRecorder.seen.setdefault(state.current_player(), state.hands[state.current_player()])
        return super().choose(state, rng)


def test_duplicate_deals_repeat_the_cards_with_the_seats_swapped():
    entry = dataclasses.replace(ENTRY, bots={"x": HandRecorder, "y": RandomBot})
    hands = []
    for index in (0, 1, 2):
        HandRecorder.seen = {}
        record = play_game(entry, index, "x", "x", seed=4)
        hands.append(dict(HandRecorder.seen))
        assert record.a_seat == index % 2
    assert hands[0] == hands[1] and hands[0] != hands[2]


def test_summary_counts_and_intervals():
    records = list(run_games("sixty-six", "greedy", "random", 6, 2))
    summary = summarize(records, game="sixty-six", a="greedy", b="random", seed=2)
    assert summary["a_wins"] + summary["b_wins"] + summary["draws"] == 6
    assert summary["a_points_per_deal"] == pytest.approx(sum(r.a_return for r in records) / 6,
                                                         abs=1e-4)
    assert summary["ms_per_decision_median"] is None, "no timer, no timings"
    low, high = wilson_interval(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-3) and high == pytest.approx(0.9433, abs=1e-3)


def test_two_processes_give_the_same_results_as_one():
    one = [(r.index, r.a_return) for r in run_games("sixty-six", "ai", "greedy", 4, 9)]
    two = [(r.index, r.a_return) for r in run_games("sixty-six", "ai", "greedy", 4, 9, jobs=2)]
    assert one == two


def test_command_line_prints_a_table_then_one_json_line(capsys):
    assert cli.main(["sixty-six", "--a", "greedy", "--b", "random", "--games", "4",
                     "--seed", "3"]) == 0
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    assert lines[0].startswith("sixty-six: greedy (a) vs random (b), 4 games")
    summary = json.loads(lines[-1])
    assert summary.keys() >= JSON_KEYS and summary["games"] == 4
    assert err == "", "no progress line when stderr is not a terminal"


def test_on_a_terminal_the_command_line_shows_how_many_games_are_done(monkeypatch):
    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    terminal = Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert cli.main(["sixty-six", "--a", "greedy", "--b", "random", "--games", "4"]) == 0
    assert "\rsixty-six: games 1/4" in terminal.getvalue()
    assert terminal.getvalue().endswith("\r")  # wiped before the table


@pytest.mark.parametrize(("argv", "message"), [
    (["chess"], "unknown game 'chess'"),
    (["not-yet"], "not-yet is not built yet"),
    (["sixty-six", "--a", "genius"], "unknown player 'genius' for --a"),
    (["sixty-six", "--b", "genius"], "unknown player 'genius' for --b"),
    (["sixty-six", "--games", "0"], "must be at least 1"),
    (["sixty-six", "--games", "many"], "is not a whole number"),
    (["sixty-six", "--seed", "x"], "is not a whole number"),
    (["sixty-six", "--jobs", "-2"], "must be at least 1"),
])
def test_usage_errors_exit_2_with_a_message(argv, message, capsys, monkeypatch):
    monkeypatch.setitem(GAMES, "not-yet", "games.not_yet.arena:ENTRY")
    with pytest.raises(SystemExit) as exit_info:
        cli.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_python_dash_m_games_arena_runs():
    done = subprocess.run([sys.executable, "-m", "games.arena", "sixty-six", "--a", "random",
                           "--games", "2"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["games"] == 2


# --- four seats, teams, rotations -------------------------------------------------------


def test_a_team_game_seats_a_in_both_seats_of_a_team_in_every_rotation():
    assert [a_seats(TEAMS, i) for i in range(4)] == [(0, 2), (1, 3), (0, 2), (1, 3)]
    assert [a_seats(FOUR, i) for i in range(4)] == [(0,), (1,), (2,), (3,)]


def test_a_team_win_counts_for_the_team_never_as_a_draw_between_partners():
    records = [play_game(TEAMS, i, "full", "half", seed=3) for i in range(40)]
    summary = summarize(records, game="toy-teams", a="full", b="half", seed=3)
    assert summary["draws"] == 0
    assert summary["a_win_rate"] > 0.75  # whole steps beat half steps, as a team too
    assert all(r.winner_seat in r.a_seats for r in records if r.a_return > r.b_return)


def test_duplicate_play_gives_every_rotation_the_same_dice():
    def dice(index: int) -> list[int]:
        state = TEAMS.new_state()
        rng = random.Random(f"5:chance:{index // TEAMS.duplicate}")
        rolls = []
        while not state.is_terminal() and len(rolls) < 12:
            if state.is_chance_node():
                rolls.append(sample_chance(state, rng))
                state.apply_action(rolls[-1])
            else:
                state.apply_action(0)
        return rolls

    assert dice(0) == dice(1) == dice(2) == dice(3) != dice(4)


def test_shares_per_seat_and_per_arrangement_are_reported():
    records = [play_game(FOUR, i, "random", "random", seed=2) for i in range(200)]
    summary = summarize(records, game="toy-four", a="random", b="random", seed=2)
    shares = summary["seat_win_shares"]
    assert len(shares) == 4 and abs(sum(shares) - 1.0) < 1e-9
    assert shares[0] > shares[3]  # moving first is an edge in a race
    assert set(summary["a_win_rate_by_seats"]) == {"0", "1", "2", "3"}
    table = format_table(summary)
    assert "wins by seat      0:" in table and "a wins when in    seat 0:" in table


def test_whole_turns_are_timed_when_a_game_has_long_turns():
    ticks = iter(range(10_000))
    records = [play_game(ENTRY, i, "greedy", "random", seed=4,
                         timer=lambda: next(ticks) / 1000) for i in range(4)]
    long = summarize(records, game="sixty-six", a="greedy", b="random", seed=4, long_turns=True)
    assert long["a_turns"] <= long["a_decisions"] and long["ms_per_turn_max"] >= 1.0
    short = summarize(records, game="sixty-six", a="greedy", b="random", seed=4)
    assert "a_turns" not in short


def test_every_built_game_names_its_bots_ai_random_and_greedy():
    from test_state_invariants import built_games

    for name in built_games():
        assert {"ai", "random", "greedy"} <= set(load_entry(name).bots), name
