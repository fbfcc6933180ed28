"""A click on a key in the legend does what the key does, wherever the shell reads input.

The toy program reads events through the shell (``p`` a pause, ``w`` a waiting
message, ``q`` a Y/N question) and logs what reaches it; the real games and the
menu are run headless with ``click:COL,ROW`` on their legend.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from shell_specs import BASRA, PACHISI

from games import launcher
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec
from games.catalogue import PROGRAMS
from retro import Machine, RunResult, Script, run_headless
from retro.bios import Key, MouseEvent
from retro.options import Options

QUIET = Options(intro=False)


def toy(spec: GameSpec, log: list[object]):
    def main(m: Machine) -> None:
        shell = Shell(m, spec)
        shell.bind("F3", lambda: log.append("options"))
        try:
            shell.draw_legend()
            while True:
                event = shell.read_event()
                if isinstance(event, MouseEvent) and event.kind == "press":
                    log.append(("click", event.col, event.row))
                elif isinstance(event, Key) and event.char == "p":
                    log.append(("paused", shell.pause()))
                elif isinstance(event, Key) and event.char == "w":
                    shell.message("WAITING", wait=True)
                    log.append("dismissed")
                elif isinstance(event, Key) and event.char == "q":
                    log.append(("answer", shell.ask_yes_no("SURE?")))
                elif isinstance(event, Key):
                    log.append(event.name)
        except QuitGame:
            log.append("quit")

    return main


def run(spec: GameSpec, script: Script) -> tuple[RunResult, list[object]]:
    log: list[object] = []
    return run_headless(toy(spec, log), seed=1, script=script, options=QUIET), log


def legend(result: RunResult) -> str:
    return result.machine.screen.snapshot().row_text(24)


def col_of(row: str, text: str) -> int:
    assert text in row, row
    return row.index(text)


def basra_row() -> str:
    """Basra's legend as it starts (sound and demo as this run's settings have them)."""
    return legend(run(BASRA, Script())[0])


def test_a_click_on_a_toggle_in_the_legend_flips_it(data: Path) -> None:
    result, log = run(BASRA, Script().click(col_of(basra_row(), "WAIT") + 1, 24))
    assert "F8 AUTO" in legend(result) and log == []  # the key's work, not a click for the game
    assert "MESSAGES=WAIT" in (data / "BASRA.CFG").read_text()


def test_a_click_on_the_word_or_the_key_name_counts_and_a_gap_does_not() -> None:
    before = run(BASRA, Script())[0].machine.sound_enabled  # the click is remembered: first
    on_word, _ = run(BASRA, Script().click(col_of(basra_row(), "SOUND") + 4, 24))
    assert on_word.machine.sound_enabled != before
    row = basra_row()
    gap = col_of(row, " F2")
    _, log = run(BASRA, Script().click(gap, 24).wait(100).click(col_of(row, "F3 ") + 1, 24))
    assert log == [("click", gap, 24), "options"]


def test_a_click_on_a_dial_key_beside_its_figure_turns_it() -> None:
    row = run(PACHISI, Script())[0]
    keys = legend(row)
    result, _ = run(PACHISI, Script().click(col_of(keys, "F8/F9") + 1, 24)
                    .click(col_of(keys, "F4/F6") + 4, 24))
    assert legend(result).rstrip().endswith("F4/F6 DICE 460HZ  F8/F9 DELAY 1.1")


def test_legend_clicks_work_in_a_pause_a_message_and_a_question() -> None:
    sound = col_of(basra_row(), "SOUND")
    script = Script().key("p").wait(100).click(sound, 24).wait(100).key("w").click(sound, 24)
    script = script.key("Space", "q").click(sound, 24).key("y")
    result, log = run(BASRA, script)
    # the pause ran its full time, the message waited, "F1 SOUND ON"'s N did not answer No
    assert log == [("paused", False), "dismissed", ("answer", True)]
    assert not result.machine.sound_enabled


def test_a_legend_covered_by_something_else_is_not_clicked() -> None:
    def main(m: Machine) -> object:
        shell = Shell(m, BASRA)
        shell.draw_legend()
        m.screen.write(0, 24, "A GAME'S OWN TEXT", 0x07)
        return shell.read_event()

    event = run_headless(main, script=Script().click(1, 24), options=QUIET).value
    assert isinstance(event, MouseEvent)


@pytest.mark.parametrize("prog", [p for p in PROGRAMS if p.main is not None],
                         ids=lambda p: p.command)
def test_a_click_on_f1_in_each_game_turns_the_sound_over(prog) -> None:
    module = importlib.import_module(prog.main.partition(":")[0])
    result = run_headless(module.main, seed=3, options=QUIET,
                          script=Script().wait(3000).click(4, 24).wait(3000))
    on = module.SPEC.sound_default != "ON"  # Russian Bank starts silent
    assert result.machine.sound_enabled == on
    assert legend(result).startswith("F1 SOUND OFF" if on else "F1 SOUND ON")


def test_a_click_on_f5_in_the_menu_shows_the_help() -> None:
    result = run_headless(launcher.main, seed=5, options=QUIET,
                          script=Script().click(col_of(legend(run_headless(
                              launcher.main, options=QUIET)), "F5") + 3, 24).shot("help"))
    assert "GAME SHELF - INSTRUCTIONS" in result.shots["help"].text()
