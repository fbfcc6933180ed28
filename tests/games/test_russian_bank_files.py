"""Russian Bank's files between runs: the match in RBANK.SCR, the target in the options.

Seed 9: player 2 begins and player 1 (the keyboard) wins the greedy game by 33 points;
seed 12: player 1 begins. The computer plays the greedy bot.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.russian_bank import bank_table, keeping
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
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


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


def panel(snapshot, player: int) -> list[str]:
    """A player's corner: name and controller, match points, games won, matches won."""
    lines = rows(snapshot)
    if player == 0:
        return [line[61:].strip() for line in lines[17:21]]
    return [line[:20].strip() for line in lines[1:5]]


def test_the_match_goes_on_in_the_next_run(data_folder: Path) -> None:
    win_a_game()
    assert (data_folder / "RBANK.SCR").read_text().splitlines()[1:] == [
        f"P1_POINTS={WIN}", "P2_POINTS=0", "P1_GAMES=1", "P2_GAMES=0", "GAMES_PLAYED=1",
        "P1_MATCHES=0", "P2_MATCHES=0", "TARGET=100"]
    later = run_headless(main, seed=12, script=Script(), options=QUIET).screen
    assert "GAME 2" in rows(later)[0]
    assert panel(later, 0)[1:] == [f"MATCH POINTS {WIN}", "GAMES WON 1", "MATCHES WON 0"]
    assert panel(later, 1)[1:] == ["MATCH POINTS 0", "GAMES WON 0", "MATCHES WON 0"]


def test_a_won_match_is_announced_with_its_figures_then_all_start_again(
        data_folder: Path) -> None:
    (data_folder / "RBANK.CFG").write_text("TARGET=30\n")
    result = win_a_game(Script().shot("announced").key("Enter"))
    announced = result.shots["announced"]
    assert f"YOU WIN THE MATCH, {WIN} TO 0. A NEW MATCH BEGINS" in announced.text()
    assert panel(announced, 0)[1:] == [f"MATCH POINTS {WIN}", "GAMES WON 1", "MATCHES WON 1"]
    after = result.screen
    assert "GAME 1" in rows(after)[0] and "MATCH TO 30" in rows(after)[0]
    assert panel(after, 0)[1:] == ["MATCH POINTS 0", "GAMES WON 0", "MATCHES WON 1"]
    scores = (data_folder / "RBANK.SCR").read_text()
    assert "P1_MATCHES=1\n" in scores and "P1_POINTS=0\n" in scores and "GAMES_PLAYED=0\n" \
        in scores
    found = keeping.load()  # the won game's file is gone: RBANK.TMP keeps the next deal
    assert found.record is not None and found.state is not None
    assert set(found.record.settings["BY"]) == {keeping.RULES}
    assert found.record.actions == found.state.history and not found.state.over


def test_a_damaged_score_file_is_set_aside_and_the_player_told(data_folder: Path) -> None:
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=lots\n")
    script = Script().shot("told").key("Enter")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    told = result.shots["told"].text()
    assert "RBANK.SCR" in told and "PRESS A KEY" in told
    assert (data_folder / "RBANK.SCR.BAD").read_text() == "P1_POINTS=lots\n"
    assert panel(result.screen, 0)[1] == "MATCH POINTS 0"


@pytest.mark.parametrize("content", [
    "P1_POINTS=-5\n", "P2_GAMES=-1\nGAMES_PLAYED=3\n", "P1_MATCHES=-2\n", "TARGET=29\n",
    "P1_POINTS=12\nTARGET=1000\n", "TARGET=0\n",
])
def test_a_score_file_out_of_range_is_set_aside_and_never_shown(
        data_folder: Path, content: str) -> None:
    (data_folder / "RBANK.SCR").write_text(content)
    result = run_headless(main, seed=12, script=Script().shot("told").key("Enter"),
                          options=QUIET)
    told = result.shots["told"].text()
    assert "RBANK.SCR DAMAGED; KEPT AS RBANK.SCR.BAD; STARTING FRESH" in told
    assert (data_folder / "RBANK.SCR.BAD").read_text() == content
    after = result.screen
    assert "GAME 1" in rows(after)[0] and "MATCH TO 100" in rows(after)[0]
    assert "-" not in "".join(panel(after, 0) + panel(after, 1))
    assert panel(after, 0)[1:] == ["MATCH POINTS 0", "GAMES WON 0", "MATCHES WON 0"]
    assert panel(after, 1)[1:] == ["MATCH POINTS 0", "GAMES WON 0", "MATCHES WON 0"]


def test_a_match_already_won_at_the_start_is_announced_over_the_first_deal(
        data_folder: Path) -> None:
    """Points at a target lowered by hand (or kept by an older program, without TARGET)."""
    (data_folder / "RBANK.SCR").write_text("P2_POINTS=40\nP2_GAMES=1\nGAMES_PLAYED=1\n")
    (data_folder / "RBANK.CFG").write_text("TARGET=35\n")
    result = run_headless(main, seed=12, script=Script().shot("won").key("Enter").shot("then"),
                          options=QUIET)
    won = result.shots["won"]
    said = " ".join(won.text().replace("\u2551", " ").split())
    assert "PLAYER 2 HAS WON THE MATCH, 40 TO 0: THE TARGET IS 35. A NEW MATCH BEGINS" \
        " WITH THIS DEAL" in said
    assert rows(won)[16].count("D 35") == 1 and "H1" in rows(won)[2]  # a real table, dealt
    assert panel(won, 1)[1:] == ["MATCH POINTS 0", "GAMES WON 0", "MATCHES WON 1"]
    assert "GAME 1" in rows(won)[0] and "MATCH TO 35" in rows(won)[0]
    then = rows(result.shots["then"])
    assert "PLAYER 1 PLAYS FIRST" in then[23]  # the deal goes on as game 1
    scores = (data_folder / "RBANK.SCR").read_text()
    assert "P2_MATCHES=1\n" in scores and "P2_POINTS=0\n" in scores and "TARGET=35\n" in scores


def test_f2_sets_the_match_target_in_the_options(data_folder: Path) -> None:
    script = Script().wait(2000).key("F2").shot("menu").type("t50").key("Enter", "F2") \
        .wait(300).shot("told")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "MATCH TARGET (POINTS)" in result.shots["menu"].text()
    told = rows(result.shots["told"])
    assert "THE MATCH NOW GOES TO 50 POINTS" in told[23]
    assert "MATCH TO 50" in told[0]
    assert "TARGET=50" in (data_folder / "RBANK.CFG").read_text()
    assert "TARGET=50" in (data_folder / "RBANK.SCR").read_text()


LOWER = Script().wait(2000).key("F2").type("t50").key("Enter", "Esc").wait(300).shot("told")
"""Lower the target to 50 in the options, in the middle of player 1's first turn."""


def test_a_target_below_the_points_waits_for_the_end_of_the_game(data_folder: Path) -> None:
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=60\nP1_GAMES=2\nGAMES_PLAYED=2\n")
    told = rows(run_headless(main, seed=12, script=LOWER, options=QUIET).shots["told"])
    assert "THE MATCH TARGET BECOMES 50 WHEN THIS GAME IS WON OR DRAWN" in told[23]
    assert "MATCH TO 100 (50 AFTER GAME)" in told[0] and "GAME 3" in told[0]


def test_a_waiting_target_still_waits_after_quitting_and_abandoning(data_folder: Path) -> None:
    """The promise of the message holds: 50 counts only once a game is won or drawn (the
    game quit is kept and resumed, and then abandoned)."""
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=60\nP1_GAMES=2\nGAMES_PLAYED=2\n")
    run_headless(main, seed=12, script=LOWER + Script().key("F7").type("y"), options=QUIET)
    assert "TARGET=50" in (data_folder / "RBANK.CFG").read_text()
    kept = (data_folder / "RBANK.SCR").read_text()
    assert "TARGET=100\n" in kept and "P1_POINTS=60\n" in kept
    assert (data_folder / "RBANK.TMP").exists()  # the game quit is kept for next time
    script = Script().wait(300).shot("back").wait(1500).shot("start").type("x").type("y") \
        .shot("abandoned").key("Enter").wait(300).shot("next")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "WELCOME BACK: THE GAME GOES ON FROM THE LAST MOVE MADE" in \
        rows(result.shots["back"])[23]
    start = rows(result.shots["start"])
    assert "THE MATCH TARGET BECOMES 50 WHEN THIS GAME IS WON OR DRAWN" in start[23]
    assert "MATCH TO 100 (50 AFTER GAME)" in start[0] and "GAME 3" in start[0]
    assert "IT DOES NOT COUNT AS A GAME" in result.shots["abandoned"].text()
    assert not any("THE MATCH," in screen.text() for screen in result.screens)  # not won
    nxt = rows(result.shots["next"])
    assert "GAME 3" in nxt[0] and "(50 AFTER GAME)" in nxt[0]
    assert (data_folder / "RBANK.SCR").read_text() == kept


def test_a_waiting_target_takes_effect_when_the_game_is_won(data_folder: Path) -> None:
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=60\nP1_GAMES=2\nGAMES_PLAYED=2\n"
                                           "TARGET=100\n")
    (data_folder / "RBANK.CFG").write_text("TARGET=50\n")
    result = win_a_game(Script().shot("announced").key("Enter"))
    announced = result.shots["announced"]
    assert f"YOU WIN THE MATCH, {60 + WIN} TO 0. A NEW MATCH BEGINS" in announced.text()
    assert "MATCH TO 50" in rows(announced)[0] and "AFTER GAME" not in rows(announced)[0]
    assert panel(announced, 0)[1:] == [f"MATCH POINTS {60 + WIN}", "GAMES WON 3",
                                       "MATCHES WON 1"]
    assert "MATCH TO 50" in rows(result.screen)[0] and "GAME 1" in rows(result.screen)[0]


def test_the_match_winner_rule() -> None:
    assert match_winner((29, 10), 30) is None
    assert match_winner((10, 31), 30) == 1
    assert match_winner((45, 40), 30) == 0 and match_winner((40, 45), 30) == 1
    assert match_winner((40, 40), 30) == 0
