"""Notices: what the shell says to the person at the keyboard stays readable.

A refusal shown for one tick of a fast pace dial is gone before it is read, so a
notice keeps to a reading time of its own (or the person's next key or click,
which the game then gets), whatever the dial says. Driven through a tiny game.
"""

from __future__ import annotations

from games._shared.dialogs import READING_MS, READING_MS_PER_CHAR, reading_ms
from games._shared.shell import QuitGame, Shell
from games._shared.spec import Dial, GameSpec, Toggle
from retro import Machine, RunResult, Script, run_headless
from retro.bios import Key, MouseEvent
from retro.options import Options

REFUSAL = "THAT PAWN IS NOT YOURS"
FAST = Dial("DELAY", "DELAY", down="Down", up="Up", least=1, most=99, default=1)
SPEC = GameSpec(title="TINY", command="tiny", settings_file="TINY.CFG", instructions="HELP",
                dials=(FAST,))
WAITING = GameSpec(title="TINY", command="tiny", settings_file="TINY.CFG", instructions="HELP",
                   dials=(FAST,), toggles=(Toggle("F8", "MESSAGES", ("WAIT", "AUTO"),
                                                  ("AUTO", "WAIT")),))


def refusing_game(spec: GameSpec, log: list[object]):
    """Every "r" is refused with a notice; every other key or click is logged."""

    def main(m: Machine) -> None:
        shell = Shell(m, spec)
        try:
            shell.start()
            m.screen.clear(shell.look.table)
            shell.draw_legend()
            while True:
                event = shell.read_event()
                if isinstance(event, Key) and event.char == "r":
                    start = m.now_ms()
                    shell.notice(REFUSAL)
                    log.append(("notice", m.now_ms() - start))
                elif isinstance(event, Key) or (isinstance(event, MouseEvent)
                                                and event.kind == "press"):
                    log.append(event)
        except QuitGame:
            pass

    return main


def run(script: Script, spec: GameSpec = SPEC) -> tuple[RunResult, list[object]]:
    log: list[object] = []
    result = run_headless(refusing_game(spec, log), seed=1, script=script,
                          options=Options(intro=False))
    return result, log


def shown(result: RunResult) -> list[bool]:
    """Whether the refusal was on the message row at each wait for input."""
    return [REFUSAL in snap.row_text(23) for snap in result.screens]


def test_reading_time_grows_with_the_text() -> None:
    assert reading_ms("") == READING_MS
    assert reading_ms(REFUSAL) == READING_MS + READING_MS_PER_CHAR * len(REFUSAL)
    assert reading_ms(REFUSAL) > 2000


def test_a_notice_outlasts_the_fastest_pace_by_its_reading_time() -> None:
    result, log = run(Script().type("r").wait(20_000).type("x"))
    assert ("notice", reading_ms(REFUSAL)) in log  # not the dial's 0.1 s
    assert shown(result)[1]  # on screen while it waited
    assert not shown(result)[-1]  # and gone after


def test_the_next_key_ends_a_notice_and_the_game_still_gets_it() -> None:
    result, log = run(Script().type("r").type("x"))
    assert log[0] == ("notice", 0)
    assert isinstance(log[1], Key) and log[1].char == "x"


def test_a_click_ends_a_notice_and_the_game_still_gets_it() -> None:
    result, log = run(Script().type("r").click(5, 5))
    assert log[0] == ("notice", 0)
    assert isinstance(log[1], MouseEvent) and (log[1].col, log[1].row) == (5, 5)


def test_shell_keys_and_mouse_moves_leave_a_notice_up() -> None:
    result, log = run(Script().type("r").key("F10").move(7, 7).wait(20_000).type("x"))
    assert ("notice", reading_ms(REFUSAL)) in log
    assert result.machine.screen.snapshot().border_colour != 0  # F10 was answered meanwhile
    assert not [e for e in log if isinstance(e, MouseEvent)]


def test_in_wait_mode_a_notice_waits_for_the_key_however_long() -> None:
    result, log = run(Script().type("r").wait(60_000).type("x"), WAITING)
    assert ("notice", 60_000) in log
    assert isinstance(log[1], Key) and log[1].char == "x"


def test_a_click_on_a_legend_key_is_that_key_and_leaves_a_notice_up() -> None:
    plain, _ = run(Script().type("x"))
    col = plain.screens[0].row_text(24).index("F10")
    result, log = run(Script().type("r").click(col, 24).wait(20_000).type("x"))
    assert ("notice", reading_ms(REFUSAL)) in log
    assert result.machine.screen.snapshot().border_colour != 0
