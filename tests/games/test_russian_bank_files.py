"""Russian Bank's files between runs: the match in RBANK.SCR, the target in the options.

Seed 9: player 2 begins and player 1 (the keyboard) wins the greedy game by 33 points;
seed 12: player 1 begins. The computer plays the greedy bot.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.russian_bank import program
from games.russian_bank.ai import GreedyBot
from games.russian_bank.match_record import match_winner
from games.russian_bank.program import main
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import plan_game

QUIET = Options(intro=False)
SILENT = Options(intro=False, sound=False)
WIN = 33
"""Player 1's score in the greedy game of seed 9."""


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(program, "AIBot", GreedyBot)


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def win_a_game(then: Script | None = None):
    """Player 1 wins the first game of seed 9 by keys, presses Enter, then ``then``."""
    plan = plan_game(9)
    assert plan.game is not None and plan.game.score == WIN
    script = Script()
    for _, keys in plan.keys:
        script.type(keys)
    return run_headless(main, seed=9, script=script.key("Enter") + (then or Script()),
                        options=SILENT)


def test_the_match_goes_on_in_the_next_run(data_folder: Path) -> None:
    win_a_game()
    assert (data_folder / "RBANK.SCR").read_text().splitlines()[1:] == [
        f"P1_POINTS={WIN}", "P2_POINTS=0", "P1_GAMES=1", "P2_GAMES=0", "GAMES_PLAYED=1",
        "P1_MATCHES=0", "P2_MATCHES=0"]
    later = rows(run_headless(main, seed=12, script=Script(), options=QUIET).screen)
    assert "GAME 2" in later[0]
    assert f"MATCH POINTS {WIN}" in later[19] and "GAMES 1" in later[20]
    assert "MATCH POINTS 0" in later[3]


def test_a_won_match_is_announced_and_a_new_one_begun(data_folder: Path) -> None:
    (data_folder / "RBANK.CFG").write_text("TARGET=30\n")
    result = win_a_game(Script().shot("announced").key("Enter"))
    announced = result.shots["announced"].text()
    assert f"YOU WIN THE MATCH, {WIN} TO 0. A NEW MATCH BEGINS" in announced
    after = rows(result.screen)
    assert "GAME 1" in after[0] and "MATCH TO 30" in after[0]
    assert "MATCH POINTS 0" in after[19] and "MATCHES 1" in after[20]
    scores = (data_folder / "RBANK.SCR").read_text()
    assert "P1_MATCHES=1\n" in scores and "P1_POINTS=0\n" in scores and "GAMES_PLAYED=0\n" \
        in scores


def test_a_damaged_score_file_is_set_aside_and_the_player_told(data_folder: Path) -> None:
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=lots\n")
    script = Script().shot("told").key("Enter")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    told = result.shots["told"].text()
    assert "RBANK.SCR" in told and "PRESS A KEY" in told
    assert (data_folder / "RBANK.SCR.bad").read_text() == "P1_POINTS=lots\n"
    assert "MATCH POINTS 0" in rows(result.screen)[19]


def test_scores_from_an_earlier_run_reaching_a_lower_target_win_the_match_at_once(
        data_folder: Path) -> None:
    (data_folder / "RBANK.SCR").write_text("P2_POINTS=40\nP2_GAMES=1\nGAMES_PLAYED=1\n")
    (data_folder / "RBANK.CFG").write_text("TARGET=35\n")
    result = run_headless(main, seed=12, script=Script().shot("won").key("Enter"),
                          options=QUIET)
    assert "THE COMPUTER WINS THE MATCH, 40 TO 0" in result.shots["won"].text()
    assert "P2_MATCHES=1\n" in (data_folder / "RBANK.SCR").read_text()


def test_f2_sets_the_match_target_in_the_options(data_folder: Path) -> None:
    script = Script().wait(2000).key("F2").shot("menu").type("t50").key("Enter", "F2") \
        .wait(300).shot("told")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "MATCH TARGET (POINTS)" in result.shots["menu"].text()
    told = rows(result.shots["told"])
    assert "THE MATCH NOW GOES TO 50 POINTS" in told[23]
    assert "MATCH TO 50" in told[0]
    assert "TARGET=50" in (data_folder / "RBANK.CFG").read_text()


def test_a_target_below_the_points_waits_for_the_end_of_the_game(data_folder: Path) -> None:
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=60\nP1_GAMES=2\nGAMES_PLAYED=2\n")
    script = Script().wait(2000).key("F2").type("t50").key("Enter", "Esc").wait(300) \
        .shot("told")
    told = rows(run_headless(main, seed=12, script=script, options=QUIET).shots["told"])
    assert "THE MATCH TARGET BECOMES 50 WHEN THIS GAME ENDS" in told[23]
    assert "MATCH TO 100" in told[0] and "GAME 3" in told[0]


def test_the_match_winner_rule() -> None:
    assert match_winner((29, 10), 30) is None
    assert match_winner((10, 31), 30) == 1
    assert match_winner((45, 40), 30) == 0 and match_winner((40, 45), 30) == 1
    assert match_winner((40, 40), 30) == 0
