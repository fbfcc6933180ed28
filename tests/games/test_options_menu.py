"""The shared options menu: arrows, letters, digits with Backspace, Enter, Esc, the mouse."""

from __future__ import annotations

from pathlib import Path

from shell_specs import BASRA

from games._shared.options_menu import options_menu
from games._shared.shell import Shell
from retro import Machine, RunResult, Script, run_headless
from retro.options import Options
from retro.textmode import ScreenSnapshot


def menu(script: Script) -> RunResult:
    def program(m: Machine) -> dict:
        shell = Shell(m, BASRA)
        m.screen.cursor_visible = False  # as shell.start() leaves it
        m.screen.clear(shell.look.table)
        m.screen.write(10, 20, "THE TABLE UNDER THE MENU", shell.look.text)
        shell.draw_legend()
        return options_menu(shell, close_key="F3")

    return run_headless(program, script=script, options=Options(intro=False))


def line(snap: ScreenSnapshot, title: str) -> str:
    row = next(r for r in snap.text().splitlines() if title in r)
    return row.strip(" ║")


def above_legend(snap) -> str:
    """The screen's text but the legend row, which names the options key."""
    return "\n".join(snap.text().splitlines()[:24])


def test_the_menu_screen(golden) -> None:
    result = menu(Script().shot("menu").key("Esc"))
    shot = result.shots["menu"]
    assert "OPTIONS" in shot.text()
    assert line(shot, "GAME POINT").endswith("101")
    assert line(shot, "ACE HIGH").endswith("OFF")
    golden("screens/options_menu/basra.txt", shot.to_text())
    assert result.value == {}
    assert result.screen.data == result.screens[0].data or "OPTIONS" not in above_legend(
        result.screen)


def test_enter_flips_a_toggle_and_the_change_is_saved(data: Path) -> None:
    result = menu(Script().key("Enter", "Esc"))
    assert result.value == {"PILES": ("ON", "OFF")}
    assert "PILES=OFF" in (data / "BASRA.CFG").read_text()


def test_arrows_move_and_left_right_step_a_choice_either_way() -> None:
    result = menu(Script().key("Down", "Down", "Down", "Right", "Right", "Left", "Esc"))
    assert result.value == {"GAME": ("BASRA", "PASSUR")}


def test_a_letter_goes_to_its_line_and_changes_it() -> None:
    result = menu(Script().type("ab").key("Esc"))
    assert result.value == {"ACEHIGH": ("OFF", "ON"), "GAME": ("BASRA", "PASSUR")}


def test_a_number_is_typed_with_digits_and_backspace() -> None:
    result = menu(Script().type("g").shot("open").type("3509").key("Backspace").type("0")
                  .shot("typed").key("Enter", "Esc"))
    assert line(result.shots["open"], "GAME POINT").endswith("_ (20-999)")
    assert line(result.shots["typed"], "GAME POINT").endswith("350_ (20-999)")
    assert result.value == {"GAMEPOINT": ("101", "350")}


def test_a_number_out_of_range_is_refused_with_its_range() -> None:
    result = menu(Script().type("g5").key("Enter").shot("refused").key("Esc", "Esc"))
    assert "GAME POINT: 20 TO 999" in result.shots["refused"].text()
    assert result.value == {}


def test_left_and_right_step_a_number_within_its_range(data: Path) -> None:
    (data / "BASRA.CFG").write_text("GAMEPOINT=998\n")
    result = menu(Script().key("Down", "Down", "Right", "Right", "Right", "Esc"))
    assert result.value == {"GAMEPOINT": ("998", "999")}


def test_clicks_change_a_line_and_a_click_outside_closes() -> None:
    first = menu(Script().shot("m"))
    row = next(i for i, r in enumerate(first.shots["m"].text().splitlines()) if "ACE HIGH" in r)
    result = menu(Script().click(40, row).click(40, row).click(40, row).click(1, 1))
    assert result.value == {"ACEHIGH": ("OFF", "ON")}
    assert "THE TABLE UNDER THE MENU" in result.screen.text()
    assert "OPTIONS" not in above_legend(result.screen)  # the legend says F3 OPTIONS


def test_the_key_that_opened_it_closes_it_and_shell_keys_still_work() -> None:
    result = menu(Script().key("F10", "F3"))
    assert result.value == {}
    assert result.machine.screen.border_colour == 1


def test_the_menu_puts_back_the_screen_it_covered() -> None:
    result = menu(Script().shot("m").key("Esc"))
    assert "THE TABLE UNDER THE MENU" in result.screen.text()
    assert result.screen.row_text(24) == result.shots["m"].row_text(24)
