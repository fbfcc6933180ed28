"""Pachisi as a program: golden screens, whole games by keys and by mouse, refusals, seats.

The computer seats play the greedy bot here (the AI is tuned in the arena; these screens
must not move when it is), and ``pachisi_play`` plays the same game offline to know what
the keyboard seats are to do. Seeds are picked for what each test needs, and each test
checks its precondition: with seed 117 red is drawn to begin and enters a pawn with 1 and
4 at once, and red (the keyboard, playing the greedy moves) wins; its decision 35 is with
tops and bottoms, 40 a capture, 55 a bonus move. The files tests
(saving, resuming, damaged saves, kill -9) are in ``test_pachisi_files.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pachisi_play import add_clicks, add_keys, click_cell, plan_game

from games._shared.shell import Shell
from games._shared.strength import LEVELS
from games.pachisi import layout as lay
from games.pachisi import messages as say
from games.pachisi import strengths
from games.pachisi.ai import GreedyBot
from games.pachisi.input import first_spot
from games.pachisi.program import main
from games.pachisi.settings import INSTRUCTIONS
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)
MONO = Options(intro=False, sound=False, mono=True)
BEGIN = Script().key("Esc")
"""Esc closes the menu of a new game (red at the keyboard, the rest the computer's)."""


def at_prompt(script: Script, name: str) -> Script:
    """A screen shot at the keyboard's next prompt. A shot is taken at the program's
    next wait of any kind (a computer's pause would do); a key is handed over only when
    the program reads one, so a key it ignores comes first."""
    return script.type("x").shot(name)



@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strengths, "PLAYERS", dict.fromkeys(LEVELS, GreedyBot))


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def pawns_drawn(snapshot) -> set[tuple[int, int, str]]:
    """Where the board shows a pawn's shape: (row, column, shape)."""
    return {(r, c, ch) for r, line in enumerate(rows(snapshot)[1:20], start=1)
            for c, ch in enumerate(line[:58]) if ch in "♥♦♣♠"}


# --- golden screens ----------------------------------------------------------------------


def test_the_board_at_the_start(golden) -> None:
    plan = plan_game(117, until=10)
    first = plan.decisions[0].state
    assert first.first_player == 0 and first.dice == (1, 4) and len(first.history) == 2
    result = run_headless(main, seed=117, script=at_prompt(Script(BEGIN.steps), "start"),
                          options=QUIET)
    start = rows(result.shots["start"])
    assert "RED ♥ TO PLAY" in start[1] and "(KEYBOARD)" in start[2]
    assert "THE DRAW SAYS RED BEGINS" in start[20]
    assert start[22].startswith(" RED PLAYS") and "POINT AT A PAWN" in start[22]
    for player, colour in enumerate(say.COLOURS):
        who = "KEYBOARD" if player == 0 else "COMPUTER"
        corner = lay.CORNERS[player]
        plate = start[corner.name_row][corner.name_col:corner.name_col + 20]
        assert plate.startswith(colour) and who in plate
    assert start[24].rstrip().endswith("F4/F6 DICE 440HZ  F8/F9 DELAY 1.0")
    golden("screens/pachisi/start.txt", result.shots["start"].to_text())


def test_the_board_at_the_start_in_mono(golden) -> None:
    result = run_headless(main, seed=117, script=at_prompt(Script(BEGIN.steps), "start"),
                          options=MONO)
    snap = result.shots["start"]
    assert snap.mono
    assert set(snap.data[1::2]) <= {0x07, 0x0F, 0x70, 0x01, 0x0E, 0x00}
    golden("screens/pachisi/start_mono.txt", snap.to_text())


def test_mid_game_with_a_pawn_chosen(golden) -> None:
    plan = plan_game(117)
    decision = plan.decisions[35]
    assert decision.state.tops_and_bottoms
    decision.save()
    assert first_spot(decision.state) < 96  # the pointer starts on a pawn on the board
    script = Script().shot("resumed").key("Enter").shot("chosen")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    chosen = rows(result.shots["chosen"])
    assert "RED: THE PAWN ON 41 GOES WHERE?" in chosen[22]
    assert "TOPS AND BOTTOMS" in chosen[8] and "BOTTOMS 5 5" in chosen[9]
    assert say.RESUMED in result.shots["resumed"].text()
    golden("screens/pachisi/mid_game.txt", result.shots["chosen"].to_text())


def test_a_capture(golden) -> None:
    plan = plan_game(117)
    decision = plan.decisions[40]
    after = decision.state.clone()
    after.apply_action(decision.action)
    captures = [e for e in after.events[len(decision.state.events):] if e.kind == "capture"]
    assert len(captures) == 1
    victim = say.COLOURS[captures[0].victim_player]
    decision.save()
    script = Script()
    add_keys(script, [decision])
    script.shot("capture")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    capture = rows(result.shots["capture"])
    assert f"RED CAPTURES {victim}'S PAWN ON" in capture[23]
    assert "RED EARNS A BONUS MOVE" not in capture[23]
    golden("screens/pachisi/capture.txt", result.shots["capture"].to_text())


def test_the_help_and_back(golden) -> None:
    script = at_prompt(Script(BEGIN.steps), "board").key("F5").shot("help").key("Esc").shot("back")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert "PACHISI - INSTRUCTIONS" in rows(result.shots["help"])[0]
    assert result.shots["back"].data == result.shots["board"].data
    golden("screens/pachisi/help.txt", result.shots["help"].to_text())


# --- whole games ---------------------------------------------------------------------------


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every line the program shows on its message row at the pace dial (``message``)."""
    lines: list[str] = []
    shown = Shell.message
    monkeypatch.setattr(Shell, "message", lambda shell, text, *args, **kwargs: (
        lines.append(text), shown(shell, text, *args, **kwargs)))
    return lines



def test_a_whole_game_by_keys(golden, data_folder: Path, told: list[str],
                              noticed: list[str]) -> None:
    plan = plan_game(117)
    assert plan.final is not None and plan.final.winner == 0
    script = Script(BEGIN.steps)
    add_keys(script, plan.decisions)
    script.shot("end").key("Enter").type("n")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert result.ended_by == "return"
    end = rows(result.shots["end"])
    assert "RED WINS THE GAME! - PRESS A KEY" in end[23]
    assert "RED ♥ WINS!" in end[1]
    assert not (data_folder / "PACHISI.TMP").exists()  # a finished game leaves no file
    golden("screens/pachisi/end.txt", result.shots["end"].to_text())
    assert told[0] == "THE DRAW SAYS RED BEGINS"
    assert any(line.startswith("ALL PAWNS OUT: RED PLAYS TOPS AND BOTTOMS") for line in told)
    assert any(line.startswith("THIRD DOUBLES FOR PURPLE") for line in told)
    assert any(line.startswith("RED CAPTURES") for line in told)
    assert told[-1] == "RED WINS THE GAME!"
    # red's lost dice and bonuses are notices for the person; the computers' are not
    assert any(line.startswith("RED CAN MAKE NO MOVE") for line in noticed)
    others = ("PURPLE", "YELLOW", "GREEN")
    assert all("RED" in line.split() and not set(others) & set(line.split())
               for line in noticed)
    assert not any(line.startswith("RED CAN MAKE NO MOVE") for line in told)


def test_a_whole_game_by_mouse_with_two_at_the_keyboard(data_folder: Path,
                                                        noticed: list[str]) -> None:
    (data_folder / "PACHISI.CFG").write_text("SEATS=KCKC\n")
    plan = plan_game(9, keyboard=(0, 2))
    assert plan.final is not None
    script = Script(BEGIN.steps)
    add_clicks(script, plan.decisions)
    script.shot("end").key("Enter").type("n")
    result = run_headless(main, seed=9, script=script, options=QUIET)
    assert result.ended_by == "return"
    winner = say.COLOURS[plan.final.winner]
    assert f"{winner} WINS THE GAME!" in rows(result.shots["end"])[23]
    assert any(line.startswith(("RED CAN MAKE NO MOVE", "YELLOW CAN MAKE NO MOVE"))
               for line in noticed)  # the program passed for a stuck keyboard player


# --- choosing and refusing ---------------------------------------------------------------


def test_refusals_say_why_and_nothing_moves() -> None:
    plan = plan_game(117, until=10)
    state = plan.decisions[0].state
    assert state.dice == (1, 4) and state.pawns_in_start(0) == 4  # red must enter a pawn
    purple_start = click_cell(lay.START_SPOT + 1)
    script = at_prompt(Script(BEGIN.steps), "before").click(*purple_start).shot("purple")
    script.type("p").shot("pass").click(*click_cell(20)).shot("empty")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert "THAT IS PURPLE'S START BLOCK" in rows(result.shots["purple"])[23]
    assert say.PASS_REFUSED in rows(result.shots["pass"])[23]
    assert say.NOT_A_PAWN in rows(result.shots["empty"])[23]
    for name in ("purple", "pass", "empty"):  # the pointer moved, no pawn did
        assert pawns_drawn(result.shots[name]) == pawns_drawn(result.shots["before"])


def test_entering_without_a_five_is_refused_with_the_rule() -> None:
    plan = plan_game(117, until=60)
    decision = plan.decisions[1]
    assert decision.state.left.dice == (1, 3) and decision.state.pawns_in_start(0) == 3
    script = Script(BEGIN.steps)
    add_keys(script, plan.decisions[:1])
    script.click(*click_cell(lay.START_SPOT)).shot("refused")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert ("A PAWN ENTERS ONLY WITH A 5 OR TWO DICE MAKING 5: YOU HAVE 1 AND 3"
            in rows(result.shots["refused"])[23])


def test_esc_puts_the_chosen_pawn_back() -> None:
    plan = plan_game(117)
    plan.decisions[35].save()
    script = Script().key("Enter").shot("chosen").key("Esc").type("x").shot("back")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert "GOES WHERE?" in rows(result.shots["chosen"])[22]
    back = rows(result.shots["back"])
    assert "POINT AT A PAWN" in back[22]
    col, row = lay.square_pos(40)  # square 41, where the chosen pawn stands
    assert back[row][col:col + 3] == "►♥◄"  # the pointer is back on it


def test_p_and_a_click_on_the_dice_give_up_a_bonus_move() -> None:
    plan = plan_game(117)
    decision = plan.decisions[55]
    assert decision.state.left.bonuses == (20,) and not decision.state.left.dice
    for give_up in (Script().type("p"), Script().click(lay.DICE_COLS[1] + 3, lay.DICE_ROW)):
        decision.save()
        script = Script().type("x").shot("asked")
        script.steps += give_up.steps
        result = run_headless(main, seed=117, script=script.shot("given"), options=QUIET)
        assert "BONUS MOVE OF 20" in rows(result.shots["asked"])[22]
        assert "P GIVES IT UP" in rows(result.shots["asked"])[22]
        assert "RED GIVES UP THE BONUS MOVE OF 20 BY PASSING" in rows(result.shots["given"])[23]


def test_the_demo_plays_the_keyboards_seat_and_gives_it_back(data_folder: Path) -> None:
    script = Script(BEGIN.steps).key("F2").wait(200).shot("demo").wait(8000).key("F2")
    at_prompt(script, "back")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    demo = rows(result.shots["demo"])
    assert "DEMO: THE COMPUTER PLAYS" in demo[22] and "F2 DEMO OFF" in demo[24]
    assert "COMPUTER" in demo[lay.CORNERS[0].name_row]  # red's plate says who plays it now
    back = rows(result.shots["back"])
    assert back[22].startswith(" RED PLAYS") and "KEYBOARD" in back[lay.CORNERS[0].name_row]
    assert "SEATS=KCCC" in (data_folder / "PACHISI.CFG").read_text()


def test_n_shows_the_square_numbers_and_is_remembered(data_folder: Path) -> None:
    script = at_prompt(Script(BEGIN.steps).type("n"), "numbers")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    numbers = rows(result.shots["numbers"])
    for square in range(96):
        col, row = lay.square_pos(square)
        assert numbers[row][col:col + 2].strip() == str(square + 1)
    assert "N HIDE NUMBERS" in numbers[0]
    assert "NUMBERS=ON" in (data_folder / "PACHISI.CFG").read_text()


def test_the_dice_roll_with_their_sound_at_the_dial_s_pitch() -> None:
    options = Options(intro=False, sound=True)
    plain = run_headless(main, seed=117, script=Script(BEGIN.steps).type("x"), options=options)
    assert {round(c.hz) for c in plain.machine.speaker.timeline if c.hz} == {440}
    higher = Script(BEGIN.steps).key("F6", "F6", "F6").key("Enter").type("x")
    raised = run_headless(main, seed=117, script=higher, options=options)
    assert "DICE 500HZ" in rows(raised.screen)[24]
    assert {round(c.hz) for c in raised.machine.speaker.timeline if c.hz} == {440, 500}


def test_f8_lengthens_and_f9_shortens_the_delay_the_legend_names() -> None:
    # the help says F8 makes the DELAY longer and F9 shorter; the legend's word for the
    # keys is the figure's own label, so the row reads "F8/F9 DELAY ... DELAY 1.1"
    script = Script(BEGIN.steps).key("F8").shot("longer").key("F9", "F9").shot("shorter")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    longer, shorter = rows(result.shots["longer"])[24], rows(result.shots["shorter"])[24]
    assert "F8/F9 DELAY" in longer and "SPEED" not in longer
    assert longer.rstrip().endswith("DELAY 1.1") and shorter.rstrip().endswith("DELAY .9")
    help_keys = " ".join(INSTRUCTIONS.split())
    assert "F8 MAKES IT LONGER (SLOWER PLAY), F9 SHORTER (FASTER PLAY)" in help_keys


def test_an_empty_home_block_is_not_said_to_keep_a_pawn() -> None:
    # at the start no red pawn is home: choosing red's home block says so, instead of
    # "a pawn at home stays there"
    script = at_prompt(Script(BEGIN.steps), "before").click(*click_cell(lay.HOME_SPOT))
    result = run_headless(main, seed=117, script=script.shot("home"), options=QUIET)
    told = rows(result.shots["home"])[23]
    assert say.NONE_HOME in told and say.HOME_STAYS not in told



def test_the_right_button_puts_the_chosen_pawn_back_like_esc() -> None:
    plan = plan_game(117)
    plan.decisions[35].save()
    panel = (lay.PANEL_COL + 2, lay.KEY_ROW)  # no spot there: a left click does nothing
    script = Script().key("Enter").shot("chosen").click(*panel, button=1).type("x")
    result = run_headless(main, seed=117, script=script.shot("back"), options=QUIET)
    assert "GOES WHERE?" in rows(result.shots["chosen"])[22]
    back = rows(result.shots["back"])
    assert "GOES WHERE?" not in back[22] and "POINT AT A PAWN" in back[22]
    col, row = lay.square_pos(40)  # square 41, where the chosen pawn stands
    assert back[row][col:col + 3] == "►♥◄"  # the pointer is back on it


def pointer_on_board(snapshot) -> bool:
    """Whether the keyboard's pointer shows on the board: its arrows or a double frame."""
    board = "".join(line[:58] for line in rows(snapshot)[1:20])
    return any(mark in board for mark in "►◄═║╔╗╚╝")


def test_the_pointer_is_hidden_while_the_computers_play() -> None:
    # red enters a pawn from its start block (the pointer there, framed); then green,
    # yellow and purple roll, and green and purple cannot move: no sign of the pointer
    # on the board until red's turn comes back
    script = Script(BEGIN.steps)
    add_keys(script, plan_game(117, until=1).decisions)
    for i in range(12):
        script.shot(f"at {i}").wait(400)
    result = run_headless(main, seed=117, script=script, options=QUIET)
    seen = [result.shots[f"at {i}"] for i in range(12)]
    computers = [shot for shot in seen if "RED ♥ TO PLAY" not in rows(shot)[1]]
    assert len(computers) >= 6
    assert any("CAN MAKE NO MOVE" in rows(shot)[23] for shot in computers)
    assert not any(pointer_on_board(shot) for shot in computers)
    assert pointer_on_board(seen[-1]) and "RED ♥ TO PLAY" in rows(seen[-1])[1]


def test_a_refusal_stays_to_be_read_whatever_the_computers_pace() -> None:
    # the delay dial at its shortest (0.1 s): the refusal still stays a reading time of
    # its own, and the next click, which ends it, is read as the player's next choice
    purple_start = click_cell(lay.START_SPOT + 1)
    script = Script(BEGIN.steps).key(*["F9"] * 12)
    script = at_prompt(script, "fast").click(*purple_start).wait(1500).shot("later")
    script.click(*click_cell(lay.START_SPOT + 2)).shot("next")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert rows(result.shots["fast"])[24].rstrip().endswith("DELAY .1")
    assert "THAT IS PURPLE'S START BLOCK" in rows(result.shots["later"])[23]
    assert "THAT IS YELLOW'S START BLOCK" in rows(result.shots["next"])[23]


def test_the_new_game_screen_is_the_same_after_the_opening_show() -> None:
    """The show's frame (its bottom line on row 23) is not left under the message."""
    shown = run_headless(main, seed=3, script=Script().key("Enter").key("Enter"),
                         options=Options(sound=False)).screens[-1]
    skipped = run_headless(main, seed=3, script=Script(), options=QUIET).screens[-1]
    assert "A NEW GAME: CHOOSE WHO PLAYS" in shown.row_text(22)
    assert shown.row_text(23).strip() == ""
    assert shown.to_bin() == skipped.to_bin()
