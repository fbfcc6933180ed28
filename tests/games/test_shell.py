"""The shared game shell, driven through a tiny game of our own (the opening
show has its own file, test_title.py).

The tiny game draws a green table with a few words on it, parks a visible
cursor, and then only reads events through the shell, logging what reaches
it. Every test runs it headless with a fresh data folder, so the settings
file starts missing unless the test writes one.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec, format_tenths
from retro import Machine, RunResult, Script, run_headless
from retro.bios import Key
from retro.options import Options
from retro.textmode import ScreenSnapshot

TUNE = "T240 MN O3 L8 CEGE"
HELP_LINES = ["HOW TO PLAY:"] + [f"HELP LINE {n:02d}" for n in range(1, 60)]
SPEC = GameSpec(title="TINY", command="tiny", settings_file="TINY.CFG",
                instructions="\n".join(HELP_LINES), tune=TUNE, subtitle="A GAME FOR THE TESTS")
QUIET = Options(intro=False)
LEGEND_KEYS = "F1 SOUND OFF  F2 DEMO ON  F5 HELP  F7 QUIT  F10 BORDER"


def tiny_game(log: list[object]):
    """A program on the shell: table, a YES and a NO to click, keys logged."""

    def main(m: Machine) -> str:
        shell = Shell(m, SPEC)
        try:
            shell.start()
            s = m.screen
            s.clear(shell.look.table)
            s.write(30, 5, "THE TINY TABLE", shell.look.text)
            s.write(10, 18, "YES", shell.look.text)
            s.write(10, 20, "NO", shell.look.text)
            s.set_cursor(12, 7)
            s.cursor_visible = True
            shell.draw_legend()
            while True:
                event = shell.read_event()
                if isinstance(event, Key) and event.char == "p":
                    shell.effect(TUNE)
                elif isinstance(event, Key) and event.char in ("m", "w"):
                    shell.message("HELLO THERE", wait=event.char == "w")
                    log.append(("message done", m.now_ms()))
                elif isinstance(event, Key) and event.char == "l":
                    shell.message("A VERY LONG MESSAGE " * 5, wait=True)
                elif event is not None:
                    log.append(event)
        except QuitGame:
            return "quit"

    return main



def run(script: Script, options: Options = QUIET, log: list[object] | None = None) -> RunResult:
    return run_headless(tiny_game([] if log is None else log), seed=1, script=script,
                        options=options)


def legends(result: RunResult) -> list[str]:
    return [snap.row_text(24) for snap in result.screens]


def speed(legend: str) -> str:
    """The figure at the right end of the legend, e.g. ``DELAY .9``."""
    assert legend.endswith(" ")  # one blank cell before the right edge
    return " ".join(legend.split()[-2:])


# --- the legend and the toggles ------------------------------------------------------


def test_legend_names_what_each_toggle_will_do_and_shows_the_speed() -> None:
    result = run(Script().key("F1", "F2", "F1", "F2"))
    first, *rest = legends(result)
    assert first == f"{LEGEND_KEYS:<70}DELAY 1.0 "
    assert [line.split("  F5")[0] for line in rest] == [
        "F1 SOUND ON  F2 DEMO ON", "F1 SOUND ON  F2 DEMO OFF",
        "F1 SOUND OFF  F2 DEMO OFF", "F1 SOUND OFF  F2 DEMO ON"]
    assert result.machine.sound_enabled
    assert result.screens[0].cell(0, 24)[1] != result.screens[0].cell(3, 24)[1]  # F1, SOUND


def test_format_tenths() -> None:
    assert [format_tenths(t) for t in (1, 9, 10, 15, 100)] == [".1", ".9", "1.0", "1.5", "10.0"]


KP_UP, KP_DOWN = "4800", "5000"
"""Keypad 8 and 2 with NumLock off: arrows, where NumLock on gives the digits."""


def test_up_is_faster_down_is_slower_grey_or_keypad_arrows() -> None:
    result = run(Script().key("Up", "Up", "Down", KP_UP, KP_DOWN, KP_DOWN, "shift+kp8"))
    assert [speed(line) for line in legends(result)] == [
        "DELAY 1.0", "DELAY .9", "DELAY .8", "DELAY .9", "DELAY .8", "DELAY .9",
        "DELAY 1.0", "DELAY .9"]


def test_keypad_digits_with_numlock_on_are_digits_for_the_game() -> None:
    log: list[object] = []
    result = run(Script().key("kp8", "kp2"), log=log)
    assert [e.char for e in log if isinstance(e, Key)] == ["8", "2"]
    assert {speed(line) for line in legends(result)} == {"DELAY 1.0"}


def test_speed_stays_within_its_range(data: Path) -> None:
    (data / "TINY.CFG").write_text("DELAY=99\n")
    slowest = run(Script().key("Down", "Down", KP_DOWN))
    assert [speed(line) for line in legends(slowest)] == [
        "DELAY 9.9", "DELAY 10.0", "DELAY 10.0", "DELAY 10.0"]
    (data / "TINY.CFG").write_text("DELAY=2\n")
    fastest = run(Script().key("Up", "Up", KP_UP))
    assert [speed(line) for line in legends(fastest)] == [
        "DELAY .2", "DELAY .1", "DELAY .1", "DELAY .1"]


def test_speed_keys_are_not_given_to_the_game_but_other_keys_are() -> None:
    log: list[object] = []
    run(Script().key("Up", KP_UP, "F1", "F10").type("x8"), log=log)
    assert [e.char for e in log if isinstance(e, Key)] == ["x", "8"]  # the top-row 8


def test_f10_steps_through_all_sixteen_borders_and_wraps() -> None:
    result = run(Script().key(*["F10"] * 17))
    assert [snap.border_colour for snap in result.screens] == [*range(16), 0, 1]
    assert result.machine.screen.border_colour == 1


def test_f1_silences_what_is_playing_at_once() -> None:
    """A tune started by the game is cut where F1 is pressed (m.nosound)."""
    playing = run(Script().type("p").wait(100)).machine.speaker
    assert playing.tone_at(200_000_000) is not None  # control: the tune runs on
    silenced = run(Script().type("p").wait(100).key("F1")).machine
    assert not silenced.sound_enabled
    changes = silenced.speaker.timeline
    assert changes[0].hz is not None
    assert changes[-1].hz is None and changes[-1].t_ns == 100_000_000
    assert silenced.speaker.tone_at(200_000_000) is None


def test_settings_come_back_in_the_next_run(data: Path) -> None:
    run(Script().key("F10", "F10", "F10", "Up", "Up", "F1"))
    assert sorted((data / "TINY.CFG").read_text().splitlines()[1:]) == [
        "BORDER=3", "DELAY=8", "SEATS=KC", "SOUND=OFF"]
    again = run(Script())
    snap = again.screens[0]
    assert snap.border_colour == 3
    assert snap.row_text(24).startswith("F1 SOUND ON ")
    assert snap.row_text(24).rstrip().endswith("DELAY .8")
    assert not again.machine.sound_enabled


def test_s_flag_starts_silent_even_when_the_file_says_on(data: Path) -> None:
    (data / "TINY.CFG").write_text("SOUND=ON\n")
    result = run(Script().type("p").wait(100), options=Options(intro=False, sound=False))
    assert not result.machine.sound_enabled
    assert result.screens[0].row_text(24).startswith("F1 SOUND ON ")
    assert result.machine.speaker.timeline == []


# --- F7: the quit question --------------------------------------------------------------


def test_f7_then_n_goes_back_to_the_exact_screen() -> None:
    result = run(Script().key("F7", "n"))
    before, question, after = result.screens
    assert "QUIT TINY?" in question.text()
    assert "Y OR N ?" in question.text()
    assert after == before  # cells, cursor, border, every display flag
    assert result.ended_by == "input exhausted"


def test_f7_then_y_quits() -> None:
    result = run(Script().key("F7", "Y", "F1"))
    assert result.ended_by == "return"
    assert result.value == "quit"


def test_a_click_on_any_y_answers_yes() -> None:
    result = run(Script().key("F7").click(10, 18))  # the Y of the table's YES
    assert result.value == "quit"


def test_a_click_on_an_n_answers_no_and_other_cells_are_ignored() -> None:
    result = run(Script().key("F7").click(31, 5).click(10, 20))  # "H" of THE, then NO
    before, question, still, after = result.screens
    assert still == question
    assert after == before
    assert result.ended_by == "input exhausted"


def test_shell_keys_still_work_inside_the_question() -> None:
    result = run(Script().key("F7", "F10", "Up", "N"))
    assert result.screens[-1].border_colour == 1
    assert "DELAY .9" in result.screens[-1].row_text(24)
    assert result.ended_by == "input exhausted"


def test_a_game_that_binds_f7_quits_its_own_way_without_the_question() -> None:
    def program(m: Machine) -> list[str]:
        shell, log = Shell(m, SPEC), []

        def own_quit() -> None:
            log.append("saved")
            raise QuitGame

        shell.bind("F7", own_quit)
        try:
            while True:
                shell.read_event()
        except QuitGame:
            return log

    result = run_headless(program, script=Script().key("F7"), options=QUIET)
    assert result.value == ["saved"]
    assert not any("QUIT TINY?" in s.text() for s in result.screens)


# --- messages ----------------------------------------------------------------------------


def test_a_message_clears_itself_after_the_delay() -> None:
    log: list[object] = []
    result = run(Script().type("m"), log=log)
    assert ("message done", 1000) in log  # DELAY 1.0: one second
    assert result.screens[-1].row_text(23).strip() == ""


def test_a_waiting_message_takes_the_next_key_or_click() -> None:
    log: list[object] = []
    result = run(Script().type("w").wait(5000).type("x").type("w").click(0, 0), log=log)
    shown = result.screens[1].row_text(23).strip()
    assert shown == "HELLO THERE - PRESS A KEY"
    assert ("message done", 5000) in log
    assert not [e for e in log if isinstance(e, Key)]  # the dismissing key is used up
    assert result.screens[-1].row_text(23).strip() == ""


def test_a_long_waiting_message_is_wrapped_in_a_box_whole_words_and_all() -> None:
    result = run(Script().type("l").key("x"))
    shown, after = result.screens[-2], result.screens[-1]
    lines = [line.strip(" ║") for line in shown.text().splitlines()[:23] if "║" in line]
    words = " ".join(w for line in lines for w in line.split())
    assert words == ("A VERY LONG MESSAGE " * 5).strip() + " PRESS A KEY"
    assert all(len(line) <= 78 for line in lines)
    assert after.data == result.screens[0].data  # the box leaves the table as it was


def test_a_message_that_fits_stays_on_its_row() -> None:
    result = run(Script().type("w"))
    assert result.screens[-1].row_text(23).strip() == "HELLO THERE - PRESS A KEY"


# --- F5: the instructions -----------------------------------------------------------------


def help_first_line(snap: ScreenSnapshot) -> str:
    return snap.row_text(2)[2:78].rstrip()


def test_help_shows_the_instructions_and_scrolls() -> None:
    keys = ["F5", "Down", "Down", "Up", "PgDn", "End", "Home", "Up", KP_DOWN, "5100", "4F00"]
    result = run(Script().key(*keys))
    pages = result.screens[1:]
    assert "TINY - INSTRUCTIONS" in pages[0].row_text(0)
    assert [help_first_line(p) for p in pages] == [
        "HOW TO PLAY:", "HELP LINE 01", "HELP LINE 02", "HELP LINE 01", "HELP LINE 22",
        "HELP LINE 39", "HOW TO PLAY:", "HOW TO PLAY:", "HELP LINE 01", "HELP LINE 22",
        "HELP LINE 39"]
    assert pages[5].row_text(22)[2:78].rstrip() == "HELP LINE 59"
    assert pages[0].row_text(24).rstrip().endswith("1-21 OF 60")
    assert not pages[0].cursor_visible


def test_a_click_in_the_lower_half_pages_down() -> None:
    result = run(Script().key("F5").click(40, 20).click(40, 3))
    assert [help_first_line(p) for p in result.screens[1:]] == [
        "HOW TO PLAY:", "HELP LINE 21", "HOW TO PLAY:"]


@pytest.mark.parametrize("close", ["Esc", "F5"])
def test_leaving_help_restores_the_exact_screen(close: str) -> None:
    result = run(Script().key("F10", "F5", "PgDn", close))
    before, after = result.screens[1], result.screens[-1]
    assert result.screens[2] != before
    assert after == before
    assert (after.cursor, after.cursor_visible, after.border_colour) == ((12, 7), True, 1)


def test_messages_follow_the_games_messages_setting() -> None:
    from games._shared.shell import Shell
    from games._shared.spec import GameSpec, Setting
    from retro import Script, run_headless

    spec = GameSpec(title="T", command="t", settings_file="T.CFG", instructions="X:",
                    settings=(Setting("MESSAGES", ("WAIT", "AUTO"), "WAIT"),))

    def program(m) -> int:
        shell = Shell(m, spec)
        shell.message("HELLO")          # waits: the setting says WAIT
        waited = m.now_ms()
        shell.set_setting("MESSAGES", "AUTO")
        shell.message("AGAIN")          # clears itself after the delay
        return waited

    result = run_headless(program, script=Script().wait(700).key("Enter"))
    assert result.value == 700
    assert result.ended_by == "return"
    assert result.elapsed_ms == 700 + 1000  # the default delay is 1.0 s


def test_a_message_only_space_or_enter_ends_says_so_and_ignores_other_keys() -> None:
    from games._shared.shell import Shell
    from games._shared.spec import GameSpec
    from retro import Script, run_headless

    spec = GameSpec(title="T", command="t", settings_file="T.CFG", instructions="X:",
                    dismiss_keys=("Space", "Enter"))

    def program(m) -> int:
        Shell(m, spec).message("HELLO", wait=True)
        return m.now_ms()

    script = Script().wait(100).shot("asked").type("q").wait(100).key("Space")
    result = run_headless(program, script=script)
    assert result.shots["asked"].row_text(23).strip() == "HELLO - PRESS SPACE OR ENTER"
    assert result.value == 200  # the q did not end it; the Space did
