"""Russian Bank at particular moments: X during the computer's play, how long results stay
up, what the lines say after F4, a stop or Esc, whose turn a stop question is, clicks on
the bare table, and the prompt after a move.

The computer seats play the greedy bot. Seed 1: player 2 begins; seed 8, with player 1 on
the computer and player 2 on the keyboard in the stop mode, player 2 can play 4F while his
reserve card should go up first; seed 9: player 2 begins, player 1 wins the greedy game;
seed 12: player 1 begins, nothing forced; seed 23: player 1 begins with his reserve card
and house 8's top both able to go up.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from games._shared import dialogs
from games.russian_bank import bank_table
from games.russian_bank.ai import GreedyBot
from games.russian_bank.program import main
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import plan_game

QUIET = Options(intro=False)
Said = list[tuple[str, int]]
"""Each message shown, with how long (virtual milliseconds) it stayed up."""



@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> Said:
    """Every message the shell shows, timed on the machine's clock."""
    shown: Said = []
    real: Callable[..., None] = dialogs.message

    def timed(shell, text: str, wait: bool, hold: float = 1.0) -> None:
        start = shell.m.now_ms()
        try:
            real(shell, text, wait, hold)
        finally:
            shown.append((text, shell.m.now_ms() - start))

    monkeypatch.setattr(dialogs, "message", timed)
    return shown


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def computer_on_both_sides(data_folder: Path, pace: int = 5, more: str = "") -> None:
    (data_folder / "RBANK.CFG").write_text(f"SEATS=CC\nDELAY={pace}\n{more}")


def test_x_works_while_the_computer_plays_both_sides(data_folder: Path) -> None:
    computer_on_both_sides(data_folder)
    script = Script().wait(10000).type("x").shot("asked").type("y").wait(600) \
        .shot("abandoned").wait(20000)
    result = run_headless(main, seed=1, script=script, options=QUIET)
    assert "ABANDON THIS GAME?" in result.shots["asked"].text()
    assert "GAME ABANDONED" in result.shots["abandoned"].text()
    assert "GAME 1" in rows(result.screen)[0]


def test_x_abandons_even_while_a_stop_may_be_called() -> None:
    script = Script().wait(1).key("F4").wait(1).key("F6").wait(2000).type("8f").wait(300) \
        .type("x").type("y").wait(300).shot("abandoned")
    result = run_headless(main, seed=23, script=script, options=QUIET)
    assert "GAME ABANDONED" in result.shots["abandoned"].text()


def test_x_asks_at_once_during_the_computers_turn_and_n_lets_it_play_on() -> None:
    script = Script().wait(1200).type("x").shot("asked").type("n").wait(3000).shot("later")
    result = run_headless(main, seed=9, script=script, options=QUIET)
    asked = result.shots["asked"].text()
    assert "ABANDON THIS GAME?" in asked and rows(result.shots["asked"])[22].startswith(
        " PLAYER 2 (")
    assert "PLAYER 2 (COMPUTER):" in rows(result.shots["later"])[22]  # it played on


@pytest.mark.parametrize("pace", [1, 5])
def test_a_result_stays_up_for_seconds_whatever_the_pace(data_folder: Path, said: Said,
                                                         pace: int) -> None:
    computer_on_both_sides(data_folder, pace)
    script = Script().wait(10000).type("x").type("y").wait(30000)  # after the start's word
    run_headless(main, seed=1, script=script, options=QUIET)
    held = [ms for text, ms in said if text.startswith("GAME ABANDONED")]
    assert held and held[0] >= 5000


def test_a_match_announcement_stays_up_for_seconds_at_the_fastest_pace(data_folder: Path,
                                                                       said: Said) -> None:
    computer_on_both_sides(data_folder, 1, "TARGET=30\n")
    (data_folder / "RBANK.SCR").write_text("P2_POINTS=90\n")
    run_headless(main, seed=1, script=Script().wait(30000), options=QUIET)
    held = [ms for text, ms in said if "THE MATCH, 90 TO 0" in text]
    assert held and held[0] >= 5000


def test_the_opening_line_stays_true_when_f4_hands_player_2_to_the_keyboard() -> None:
    script = Script().wait(1).key("F4").wait(100).shot("a")
    line = rows(run_headless(main, seed=1, script=script, options=QUIET).shots["a"])[23]
    assert "PLAYER 2 PLAYS FIRST: LOWER RESERVE CARD" in line and "COMPUTER" not in line


def test_after_the_computer_stops_a_move_its_line_says_so_in_words() -> None:
    script = Script().wait(1).key("F3").wait(1).key("F4").wait(100).key("F6").type("4f") \
        .key("Enter").shot("a")
    line = rows(run_headless(main, seed=8, script=script, options=QUIET).shots["a"])[22]
    assert line.strip() == \
        "PLAYER 1 (COMPUTER): CALLED STOP ON PLAYER 2 AND NOW PLAYS.  ESC ENDS ITS TURN"


def test_the_stop_question_goes_to_the_other_player_right_after_the_move() -> None:
    """Two people, the stop mode, seed 23: player 1 plays 8F before his reserve card."""
    script = Script().wait(1).key("F4").wait(1).key("F6").wait(2000).shot("before") \
        .type("8f").wait(300).shot("after")
    result = run_headless(main, seed=23, script=script, options=QUIET)
    before = rows(result.shots["before"])[22]
    assert before.strip().startswith("PLAYER 1: A MOVE") and "S STOP" not in before
    assert rows(result.shots["after"])[22].strip() == \
        "OUT OF ORDER!  PLAYER 2: S STOP, N LET IT STAND.  PLAYER 1 MAY PLAY ON"


def test_esc_says_that_the_computer_finished_its_turn_at_once(said: Said) -> None:
    script = Script().wait(1500).key("Esc").wait(3000)
    run_headless(main, seed=9, script=script, options=QUIET)
    assert any(text == "ESC: PLAYER 2 (COMPUTER) FINISHED ITS TURN AT ONCE" for text, _ in said)


def test_a_click_on_the_bare_table_beside_a_house_picks_nothing() -> None:
    script = Script().wait(2000).click(5, 5).shot("bare").click(22, 6).shot("house")
    result = run_headless(main, seed=12, script=script, options=QUIET)
    assert rows(result.shots["bare"])[22].strip().startswith("YOUR TURN: A MOVE")
    assert "GOES TO F" in rows(result.shots["house"])[22]  # house 5's own card


def test_the_half_typed_move_leaves_the_prompt_once_made(said: Said) -> None:
    """A load is told on the message row: the question the move answered is gone by then."""
    plan = plan_game(9)
    loads = [i for i, (_, keys) in enumerate(plan.keys) if len(keys) == 2 and keys[1] in "RW"]
    assert loads, "player 1 loads in the greedy game of seed 9"
    script = Script()
    for _, keys in plan.keys[:loads[0] + 1]:
        script.type(keys)
    result = run_headless(main, seed=9, script=script.shot("told"), options=QUIET)
    told = rows(result.shots["told"])
    assert "ONTO PLAYER 2'S" in told[23]
    assert "GOES TO" not in told[22]
