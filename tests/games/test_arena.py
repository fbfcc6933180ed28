"""The arena: seeded duplicate games, the summary figures, the command line."""

from __future__ import annotations

import dataclasses
import json
import random
import subprocess
import sys

import pytest

from games import arena as cli
from games._shared.arena import play_game, run_games, summarize, wilson_interval
from games._shared.bots import RandomBot
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
    assert "4/4" in err, "progress bar on stderr"


@pytest.mark.parametrize(("argv", "message"), [
    (["chess"], "unknown game 'chess'"),
    (["basra"], "basra is not built yet"),
    (["sixty-six", "--a", "genius"], "unknown player 'genius' for --a"),
    (["sixty-six", "--b", "genius"], "unknown player 'genius' for --b"),
    (["sixty-six", "--games", "0"], "must be at least 1"),
    (["sixty-six", "--games", "many"], "is not a whole number"),
    (["sixty-six", "--seed", "x"], "is not a whole number"),
    (["sixty-six", "--jobs", "-2"], "must be at least 1"),
])
def test_usage_errors_exit_2_with_a_message(argv, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.main(argv)
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


def test_python_dash_m_games_arena_runs():
    done = subprocess.run([sys.executable, "-m", "games.arena", "sixty-six", "--a", "random",
                           "--games", "2"], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["games"] == 2
