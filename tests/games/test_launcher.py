"""The ``tommys`` menu: moving the bar, starting games, coming games, leaving."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games import coming, launcher
from games._shared.look import COLOUR
from games._shared.shell import QuitGame, Shell
from games.catalogue import PROGRAMS, Program
from retro import Machine, RunResult, Script, run_headless
from retro.options import Options
from retro.textmode import ScreenSnapshot

QUIET = Options(intro=False)
TITLES = [p.title for p in PROGRAMS]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    return tmp_path


def run(script: Script, options: Options = QUIET) -> RunResult:
    return run_headless(launcher.main, seed=5, script=script, options=options)


def row_of(title: str) -> int:
    return launcher.FIRST_ROW + 2 * TITLES.index(title)


def selected(snap: ScreenSnapshot) -> str:
    """The title under the bar (the one row drawn in the legend's colours)."""
    under = [t for t in TITLES if snap.cell(40, row_of(t))[1] == COLOUR.legend]
    assert len(under) == 1, under
    return under[0]


def is_menu(snap: ScreenSnapshot) -> bool:
    return "CHOOSE A GAME AND PRESS ENTER" in snap.text()


def test_the_menu_screen(golden) -> None:
    menu = run(Script()).screens[0]
    assert selected(menu) == "SIXTY-SIX"  # the first game that is ready
    for prog in PROGRAMS:
        line = menu.row_text(row_of(prog.title))
        assert prog.title in line and prog.year in line
        assert line.rstrip(" ║").endswith("READY" if prog.ready else "COMING")
    assert menu.row_text(24).startswith("F1 SOUND OFF  F5 HELP  F7 QUIT  F10 BORDER")
    assert "SPEED" not in menu.row_text(24)  # the menu has no speed to set
    golden("screens/launcher/menu.txt", menu.to_text())


def test_the_bar_spans_the_inside_of_the_frame() -> None:
    menu = run(Script()).screens[0]
    row = row_of("SIXTY-SIX")
    assert [menu.cell(c, row)[1] == COLOUR.legend for c in (0, 1, 78, 79)] == [
        False, True, True, False]


def test_arrows_move_the_bar_and_wrap() -> None:
    keys = ["Down", "Down", "Down", "Up", "kp8", "kp8", "kp8", "kp2"]
    result = run(Script().key(*keys))
    assert [selected(s) for s in result.screens] == [
        "SIXTY-SIX", "PACHISI", "SPADES", "BASRA", "SPADES", "PACHISI", "SIXTY-SIX",
        "RUSSIAN BANK", "SIXTY-SIX"]


def test_a_first_letter_jumps_and_again_goes_to_the_next_with_it() -> None:
    result = run(Script().type("bssspRzS"))
    assert [selected(s) for s in result.screens] == [
        "SIXTY-SIX", "BASRA", "SIXTY-SIX", "SPADES", "SIXTY-SIX", "PACHISI",
        "RUSSIAN BANK", "RUSSIAN BANK", "SIXTY-SIX"]


def test_a_coming_game_says_it_is_not_built_yet_and_the_menu_stays() -> None:
    result = run(Script().type("b").key("Enter", "Space"))
    told = result.screens[2]
    assert told.row_text(23).strip() == "BASRA IS COMING SOON: NOT BUILT YET - PRESS A KEY"
    assert told.row_text(22).startswith("╚══")  # the frame is not cut
    after = result.screens[3]
    assert is_menu(after) and selected(after) == "BASRA"
    assert after.row_text(23).strip() == ""
    assert result.ended_by == "input exhausted"


def test_sixty_six_starts_and_its_f7_comes_back_to_the_menu() -> None:
    script = (Script().key("Enter", "Enter")          # skip the menu's opening show
              .key("Enter").shot("game title")        # start Sixty-Six
              .key("Enter", "Enter").shot("game table")
              .key("F7", "Y")                         # leave the game ...
              .key("F7", "Y"))                        # ... then the collection
    result = run(script, options=Options())
    title, table = result.shots["game title"], result.shots["game table"]
    assert "THE GERMAN TRICK-TAKING GAME FOR TWO" in title.text()
    assert "▄▀▀▀▄  ▀█▀  █   █ ▀▀█▀▀ █   █" in title.text()  # SIXTY in block letters
    assert "SIXTY-SIX" in table.row_text(0) and "GAME POINTS" in table.row_text(0)
    assert "THE COIN IS TOSSED" in table.text()
    asked = [i for i, s in enumerate(result.screens) if "QUIT SIXTY-SIX?" in s.text()]
    back = result.screens[asked[-1] + 1]  # the next wait for input is the menu's
    assert is_menu(back) and selected(back) == "SIXTY-SIX"
    assert back.row_text(24).startswith("F1 SOUND OFF  F5 HELP")
    assert "QUIT GAME SHELF?" in result.screens[-1].text()
    assert result.ended_by == "return"


def test_a_click_on_a_row_starts_that_game() -> None:
    script = (Script().click(40, row_of("SIXTY-SIX")).shot("game")
              .key("F7", "Y").click(40, row_of("PACHISI")))
    result = run(script)
    assert "GAME POINTS" in result.shots["game"].row_text(0)
    told = result.screens[-1]
    assert selected(told) == "PACHISI"
    assert "PACHISI IS COMING SOON" in told.row_text(23)


def test_clicks_off_the_titles_do_nothing() -> None:
    script = Script().click(40, row_of("BASRA") + 1).click(0, row_of("BASRA")).click(40, 3)
    result = run(script)
    assert len(result.screens) == 4
    assert all(s == result.screens[0] for s in result.screens)


def test_help_returns_to_the_exact_menu() -> None:
    result = run(Script().key("Down", "F5", "Esc"))
    menu, page, back = result.screens[1:]
    assert "GAME SHELF - INSTRUCTIONS" in page.row_text(0)
    assert back == menu


def test_f7_y_leaves_and_esc_asks_too() -> None:
    assert run(Script().key("F7", "Y")).ended_by == "return"
    asked = run(Script().key("Esc"))
    assert "QUIT GAME SHELF?" in asked.screens[-1].text()
    assert run(Script().key("Esc", "N", "F7", "y")).ended_by == "return"


def test_f7_y_during_the_opening_show_leaves_at_once() -> None:
    result = run(Script().wait(300).key("F7", "Y"), options=Options())
    assert result.ended_by == "return"
    assert result.machine.speaker.tone_at(result.machine.now_ns() + 1) is None


class LeakyGame(Program):
    """A game that lets QuitGame escape and leaves the border and sound changed."""

    def load(self):  # type: ignore[override]
        def main(m: Machine) -> None:
            m.screen.border_colour = 12
            m.sound_enabled = False
            raise QuitGame

        return main


def test_a_game_comes_back_even_if_it_lets_quit_escape_and_the_menu_is_as_it_was() -> None:
    def program(m: Machine) -> str:
        shell = Shell(m, launcher.SPEC)
        m.screen.border_colour = 3
        launcher.start(shell, LeakyGame("LEAKY", "leaky", "1990", "A TEST", "x:y"))
        return f"{m.screen.border_colour} {m.sound_enabled}"

    assert run_headless(program, script=Script(), options=QUIET).value == "3 True"


def test_python_m_launcher_headless_f7_y_exits_0(data: Path) -> None:
    env = dict(os.environ, TOMMYS_DATA=str(data))
    done = subprocess.run([sys.executable, "-m", "games.launcher", "--headless", "--seed", "1",
                           "--keys", "F7 Y"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "ended (return)" in done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize("command", ["basra", "rbank", "pachisi", "spades"])
def test_coming_commands_say_so_and_exit_2(command: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert getattr(coming, command)() == 2
    out, err = capsys.readouterr()
    prog = next(p for p in PROGRAMS if p.command == command)
    assert out == ""
    assert err == (f"{command}: {prog.title} is coming soon and not built yet; "
                   "run 'tommys' to see the collection.\n")


def test_every_game_of_the_catalogue_is_ready_or_has_a_coming_command() -> None:
    for prog in PROGRAMS:
        if prog.ready:
            assert callable(prog.load())
        else:
            assert callable(getattr(coming, prog.command))
            with pytest.raises(LookupError, match="not built yet"):
                prog.load()
    assert [p.title for p in PROGRAMS if p.ready] == ["SIXTY-SIX"]
