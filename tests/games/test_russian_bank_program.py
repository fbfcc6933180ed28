"""Russian Bank as a program: golden screens, whole games played by keys, refusals, stops.

The computer seats play the greedy bot here (the AI is tuned in the arena, and these
screens must not move when it is). Seeds are picked for what each test needs, and each test
checks its own precondition on the screen: with seed 12 player 1 begins and nothing is
forced; with seed 23 player 1 begins with his reserve card and house 8's top card both
able to go up; with seed 9 player 2 begins and player 1 wins the greedy game.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games.russian_bank import bank_table, program
from games.russian_bank.ai import GreedyBot
from games.russian_bank.program import main
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import plan_game, turn_marker

QUIET = Options(intro=False)
SILENT = Options(intro=False, sound=False)



@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def typed(keys: list[tuple[int, str]]) -> Script:
    script = Script()
    for _, move in keys:
        script.type(move)
    return script


def test_title_screen_and_its_tune() -> None:
    result = run_headless(main, seed=12, script=Script().wait(1000).shot("title"),
                          options=Options(sound=True))
    title = result.shots["title"].text()
    assert "PRESS ENTER TWICE TO SKIP THE MUSIC" in title and "CRAPETTE" in title
    assert any(change.hz for change in result.machine.speaker.timeline)


def test_the_opening_layout(golden) -> None:
    result = run_headless(main, seed=12, script=Script(), options=QUIET)
    table = rows(result.screen)
    assert "GAME 1" in table[0] and "MATCH TO 100" in table[0]
    assert "PLAYER 1: KEYBOARD" in table[17] and turn_marker(result.screen) == 0
    assert "PLAYER 2: COMPUTER" in table[1] and "MATCH POINTS 0" in table[2]
    assert "CHECK MODE" in table[0] and "F6 STOP" in table[24]
    for house in range(1, 9):
        assert sum(f"H{house}" in line for line in table[1:21]) == 1
    assert table[5].count("D 35") == 1 and table[16].count("D 35") == 1  # both hands
    assert "R " in table[2] and "13" in table[3] and "13" in table[19]    # both reserves
    assert "F FOUNDATIONS" in table[6]
    assert "D DECK" in table[21] and "H1-H8 HOUSES" in table[21]
    assert table[22].strip().startswith("YOUR TURN: A MOVE (R3 7F DR...)")
    golden("screens/russian_bank/opening.txt", result.screen.to_text())


def test_mid_game_with_a_card_picked(golden) -> None:
    plan = plan_game(9, moves=43)
    done, (_, following) = plan.keys[:-1], plan.keys[-1]
    assert following == "R6"
    script = typed(done).type("r").shot("mid")
    result = run_headless(main, seed=9, script=script, options=QUIET)
    mid = rows(result.shots["mid"])
    assert "GAME 1" in mid[0]
    assert mid[22].strip() == "YOUR TURN: R 7♦ GOES TO F, 1-8, R OR W?  ESC: ANOTHER CARD"
    picked = result.shots["mid"].data[1::2][18 * 80 + 56]
    assert picked == 0x34  # the reserve card is highlighted
    golden("screens/russian_bank/mid_game.txt", result.shots["mid"].to_text())


def test_a_wrong_move_is_refused_with_the_rule_it_breaks(golden) -> None:
    script = Script().wait(2000).shot("before").type("8f").wait(300).shot("refused")
    result = run_headless(main, seed=23, script=script, options=QUIET)
    before = rows(result.shots["before"])
    assert before[22].strip().startswith("YOUR TURN")
    refused = rows(result.shots["refused"])
    assert "THE RESERVE CARD MUST GO TO THE FOUNDATION FIRST" in refused[23]
    assert refused[1:21] == before[1:21]  # nothing moved
    golden("screens/russian_bank/refused.txt", result.shots["refused"].to_text())


def test_the_computer_stops_a_move_out_of_order(golden) -> None:
    script = Script().wait(2000).shot("before").key("F6").type("8f")
    result = run_headless(main, seed=23, script=script, options=QUIET)
    before = rows(result.shots["before"])
    stop = " ".join(result.screen.text().replace("\u2551", " ").split())
    assert "PLAYER 2 CALLS STOP! THE RESERVE CARD MUST GO TO THE FOUNDATION BEFORE ANY" \
        " OTHER. 8F IS TAKEN BACK, RF IS PLAYED INSTEAD, AND YOUR TURN IS OVER." in stop
    assert "PRESS A KEY" in stop
    after = rows(result.screen)
    assert "STOP MODE" in after[0] and "F6 CHECK" in after[24]
    assert turn_marker(result.screen) == 1  # the stop ended player 1's turn
    assert before[19] != after[19]          # his reserve card went up
    golden("screens/russian_bank/stop.txt", result.screen.to_text())


def test_the_help_and_back(golden) -> None:
    script = Script().wait(2000).shot("table").key("F5").shot("help").key("Esc").wait(50) \
        .shot("back")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert "RUSSIAN BANK - INSTRUCTIONS" in rows(result.shots["help"])[0]
    assert result.shots["back"].data == result.shots["table"].data
    golden("screens/russian_bank/help.txt", result.shots["help"].to_text())


def test_a_whole_game_by_keys_in_the_seeds_notation(golden, data_folder: Path) -> None:
    plan = plan_game(9)
    assert plan.game is not None and plan.game.winner == 0
    assert {"R", "D", "F", "."} <= set(plan.typed())
    result = run_headless(main, seed=9, script=typed(plan.keys).key("Enter"), options=SILENT)
    ends = [s for s in result.screens if "YOU WIN" in s.text()]
    assert ends, "the game did not end"
    end = ends[0]
    score = plan.game.score
    assert f"YOU WIN {score}: 30 FOR THE GAME" in end.text()
    assert f"MATCH POINTS {score}" in rows(end)[18] and "GAMES WON 1" in rows(end)[19]
    golden("screens/russian_bank/end_of_game.txt", end.to_text())
    after = rows(result.screen)
    assert "GAME 2" in after[0]  # the next game is dealt
    scores = (data_folder / "RBANK.SCR").read_text()
    assert f"P1_POINTS={score}\n" in scores and "P1_GAMES=1\n" in scores


def test_a_refusal_stays_readable_whatever_the_pace_and_the_next_key_counts() -> None:
    """The pace dial at its fastest (.1 s) sets the computer's moves only: the reason for a
    refusal stays for its reading time, and the key that ends it is not lost."""
    script = Script().wait(2000).key(*["Down"] * 10).shot("before").type("8f") \
        .wait(1500).shot("still").type("rf").wait(100).shot("played")
    result = run_headless(main, seed=23, script=script, options=QUIET)
    assert rows(result.shots["before"])[24].rstrip().endswith(".1")
    reason = "THE RESERVE CARD MUST GO TO THE FOUNDATION FIRST"
    assert reason in rows(result.shots["still"])[23]
    played = rows(result.shots["played"])
    assert reason not in played[23]
    assert played[19] != rows(result.shots["before"])[19]  # RF went up: the key counted


def test_the_stop_mode_says_what_it_is_on_the_top_line_in_the_help_and_when_chosen() -> None:
    """Out of order is allowed and may be stopped; a card that cannot go there is still
    refused (the top line, the word F6 brings, the help), and it truly is refused."""
    script = Script().wait(2000).key("F6").wait(100).shot("chosen").key("Enter") \
        .type("rr").wait(300).shot("refused")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    chosen = result.shots["chosen"]
    assert rows(chosen)[0].strip().startswith(
        "GAME 1   STOP MODE: ANY ORDER, MAY BE STOPPED; CARDS MUST FIT")
    said = " ".join(chosen.text().replace("\u2551", " ").split())
    assert "A MOVE OUT OF ORDER IS ALLOWED" in said and "MAY STOP IT" in said
    assert "A CARD THAT CANNOT GO THERE IS STILL REFUSED" in said
    assert "LOADING NEEDS THE SAME SUIT" in rows(result.shots["refused"])[23]
    help_text = " ".join(program.INSTRUCTIONS.split())
    assert "IN THE STOP MODE A MOVE OUT OF ORDER IS ALLOWED, BUT RIGHT AFTER IT THE OTHER" \
        " PLAYER MAY CALL STOP" in help_text
    assert "A CARD THAT CANNOT GO WHERE YOU SEND IT IS REFUSED IN BOTH MODES" in help_text
    assert "STOP MODE: ANY ORDER, MAY BE STOPPED; CARDS MUST FIT" in help_text


def test_the_bottom_right_figure_is_labelled_as_the_delay_the_help_explains(
        data_folder: Path) -> None:
    (data_folder / "RBANK.CFG").write_text("PITCH=3000\nDELAY=99\nMOVES=CHECK\n")
    result = run_headless(main, seed=12, script=Script().wait(2000).shot("table"),
                          options=QUIET)
    legend = rows(result.shots["table"])[24]
    assert legend.rstrip().endswith("3000HZ  DELAY 9.9") and "F7 QUIT " in legend
    assert program.SPEC.dials[1].label == "DELAY" and program.SPEC.dials[1].up == "Up"
    help_text = " ".join(program.INSTRUCTIONS.split())
    assert "UP WAITS LONGER, SO IT PLAYS SLOWER; DOWN WAITS LESS, SO IT PLAYS FASTER" \
        in help_text and "RIGHT IS THAT DELAY, MARKED DELAY" in help_text


def test_a_start_with_no_keyboard_side_says_so_and_how_to_take_one(data_folder: Path) -> None:
    (data_folder / "RBANK.CFG").write_text("SEATS=CC\n")
    script = Script().shot("told").wait(12000).shot("playing")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    told = " ".join(result.shots["told"].text().replace("\u2551", " ").split())
    assert "THE COMPUTER PLAYS BOTH SIDES" in told and "F3 GIVES PLAYER 1 TO THE KEYBOARD" \
        in told and "F4 PLAYER 2" in told
    playing = rows(result.shots["playing"])
    assert "PLAYER 1: COMPUTER" in playing[17] and "PLAYER 2: COMPUTER" in playing[1]
    assert playing[22].rstrip().endswith("F3/F4 TAKE A SIDE")
