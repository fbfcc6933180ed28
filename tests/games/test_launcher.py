"""The ``tommys`` menu: moving the bar, starting games, coming games, leaving."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from games import catalogue, launcher
from games._shared.look import COLOUR
from games._shared.shell import QuitGame, Shell
from games.catalogue import PROGRAMS, Program
from retro import Machine, RunResult, Script, run_headless
from retro.options import Options
from retro.textmode import ScreenSnapshot

QUIET = Options(intro=False)
TITLES = [p.title for p in PROGRAMS]
READY = [p.title for p in PROGRAMS if p.ready]
SHELF = (
    Program("ALPHA", "alpha", "1990", "READY", "games.sixty_six.program:main"),
    Program("BETA", "beta", "1991", "COMING", None),
    Program("BRAVO", "bravo", "1992", "READY", "games.sixty_six.program:main"),
    Program("BOSUN", "bosun", "1993", "READY", "games.sixty_six.program:main"),
    Program("CHARLIE", "charlie", "1994", "COMING", None),
)
"""A made-up catalogue with games ready and coming, so the menu's handling of both
stays tested whatever the real catalogue holds."""
ROOT = Path(__file__).resolve().parents[2]



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
    assert selected(menu) == READY[0]  # the first game that is ready
    for prog in PROGRAMS:
        line = menu.row_text(row_of(prog.title))
        assert prog.title in line and prog.year in line
        assert line.rstrip(" ║").endswith("READY" if prog.ready else "COMING")
    assert menu.row_text(24).startswith(
        "F1 SOUND OFF  F3 STATISTICS  F5 HELP  F7 QUIT  F10 BORDER")
    assert "DELAY" not in menu.row_text(24)  # the menu has no delay to set
    golden("screens/launcher/menu.txt", menu.to_text())


def test_the_bar_spans_the_inside_of_the_frame() -> None:
    menu = run(Script()).screens[0]
    row = row_of(READY[0])
    assert [menu.cell(c, row)[1] == COLOUR.legend for c in (0, 1, 78, 79)] == [
        False, True, True, False]


def test_arrows_move_the_bar_and_wrap() -> None:
    keys = ["Down", "Down", "Down", "Up", "4800", "4800", "4800", "5000"]  # keypad, NumLock off
    result = run(Script().key(*keys))
    at, expected = TITLES.index(READY[0]), [READY[0]]
    for key in keys:
        at = (at + (1 if key in ("Down", "5000") else -1)) % len(TITLES)
        expected.append(TITLES[at])
    assert [selected(s) for s in result.screens] == expected


@pytest.fixture
def shelf(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(launcher, "PROGRAMS", SHELF)


def shelf_selected(snap: ScreenSnapshot) -> str:
    under = [p.title for i, p in enumerate(SHELF)
             if snap.cell(40, launcher.FIRST_ROW + 2 * i)[1] == COLOUR.legend]
    assert len(under) == 1, under
    return under[0]


def test_a_first_letter_jumps_to_ready_games_and_again_to_the_next(shelf: None) -> None:
    result = run(Script().type("bbbcaBz"))
    assert [shelf_selected(s) for s in result.screens] == [
        "ALPHA", "BRAVO", "BOSUN", "BRAVO", "BRAVO", "ALPHA", "BRAVO", "BRAVO"]


def test_a_coming_game_says_it_is_not_built_yet_and_the_menu_stays(shelf: None) -> None:
    result = run(Script().key("Down", "Enter", "Space"))
    told = result.screens[2]
    assert told.row_text(23).strip() == "BETA IS COMING SOON: NOT BUILT YET - PRESS A KEY"
    assert told.row_text(22).startswith("╚══")  # the frame is not cut
    after = result.screens[3]
    assert is_menu(after) and shelf_selected(after) == "BETA"
    assert after.row_text(23).strip() == ""
    assert result.ended_by == "input exhausted"


def test_the_menu_marks_each_game_ready_or_coming(shelf: None) -> None:
    menu = run(Script()).screens[0]
    for i, prog in enumerate(SHELF):
        line = menu.row_text(launcher.FIRST_ROW + 2 * i)
        assert line.rstrip(" ║").endswith("READY" if prog.ready else "COMING")


def test_sixty_six_starts_and_its_f7_comes_back_to_the_menu() -> None:
    script = (Script().key("Enter", "Enter")          # skip the menu's opening show
              .type("s").key("Enter").shot("game title")  # start Sixty-Six
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
    assert back.row_text(24).startswith("F1 SOUND OFF  F3 STATISTICS  F5 HELP")
    assert "QUIT GAME SHELF?" in result.screens[-1].text()
    assert result.ended_by == "return"


def test_a_click_on_a_row_starts_that_game(shelf: None) -> None:
    def row(i: int) -> int:
        return launcher.FIRST_ROW + 2 * i

    script = Script().click(40, row(0)).shot("game").key("F7", "Y").click(40, row(4))
    result = run(script)
    assert "GAME POINTS" in result.shots["game"].row_text(0)
    told = result.screens[-1]
    assert shelf_selected(told) == "CHARLIE"
    assert "CHARLIE IS COMING SOON" in told.row_text(23)


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


def test_a_coming_command_says_so_and_exits_2(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(catalogue, "PROGRAMS", SHELF)
    assert catalogue.run_command("beta") == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == ("beta: BETA is coming soon and not built yet; "
                   "run 'tommys' to see the collection.\n")


def test_every_command_of_the_catalogue_is_installed_and_runs_its_game() -> None:
    scripts = (ROOT / "pyproject.toml").read_text()
    for prog in PROGRAMS:
        assert f'{prog.command} = "games.catalogue:{prog.command}"' in scripts
        if prog.ready:
            assert callable(prog.load()) and callable(prog.cli())
        else:
            with pytest.raises(LookupError, match="not built yet"):
                prog.load()
            assert getattr(catalogue, prog.command)() == 2


def test_a_ready_command_runs_its_program_with_the_arguments(data: Path) -> None:
    command = next(p.command for p in PROGRAMS if p.ready)
    assert catalogue.run_command(command, ["--headless", "--keys", "F7 Y", "*"]) == 0


def test_the_help_speaks_of_coming_games_only_while_there_are_some() -> None:
    from games.catalogue import PROGRAMS
    from games.launcher import HELP

    assert all(prog.ready for prog in PROGRAMS)
    assert "COMING" not in HELP and "THEN Y" not in HELP


def test_a_game_with_a_kept_game_waiting_is_marked_kept(data_folder: Path) -> None:
    (data_folder / "BASRA.TMP").write_text("{}\n")
    menu = run(Script()).screens[0]
    assert menu.row_text(row_of("BASRA")).rstrip(" ║").endswith("KEPT")
    assert menu.row_text(row_of("SPADES")).rstrip(" ║").endswith("READY")


def test_enters_typed_to_skip_the_silent_show_do_not_start_a_game_unseen() -> None:
    """The show ends by itself at 4 s with the sound off; Enter Enter half a second later
    were typed to skip it, so the menu stays. An Enter once the menu is seen starts a game."""
    silent = Options(sound=False)
    late = Script().wait(4500).key("Enter").key("Enter").shot("menu")
    menu = run(late, silent).shots["menu"]
    assert "CHOOSE A GAME AND PRESS ENTER" in menu.text()
    assert "PRESS ENTER TWICE TO BEGIN" in run(Script().shot("show"), silent).shots["show"].text()
    seen = Script().wait(4500).key("Enter").wait(2000).key("Enter").shot("game")
    assert "CHOOSE A GAME" not in run(seen, silent).shots["game"].text()
