"""Each game's own keys, dials, seats and letters, honoured wherever the shell reads input.

A toy program runs on the shell with the throwaway specs of the coming games
(``shell_specs.py``) and logs what reaches it. Its keys: ``p`` a pause of the
computer's, ``w`` a waiting message, ``q`` a Y/N question, ``t`` the computer's
turn of five pauses with Esc bound to end it.
"""

from __future__ import annotations

import importlib
import itertools
from dataclasses import replace
from pathlib import Path

import pytest
from shell_specs import BASRA, COMING, PACHISI, RUSSIAN_BANK, SPADES

from games._shared.legend import WIDTH, fit
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec
from games.catalogue import PROGRAMS
from games.launcher import SPEC as LAUNCHER
from games.sixty_six.program import SPEC as SIXTY_SIX
from retro import Machine, RunResult, Script, run_headless
from retro.bios import Key
from retro.options import Options, parse_options

QUIET = Options(intro=False)



def toy(spec: GameSpec, log: list[object]):
    def main(m: Machine) -> None:
        shell = Shell(m, spec)
        if any(c.key == "F3" for c in spec.commands):
            shell.bind("F3", lambda: log.append("options"))
        try:
            shell.start()
            shell.draw_legend()
            while True:
                event = shell.read_event()
                if not isinstance(event, Key):
                    continue
                if event.char == "p":
                    start = m.now_ms()
                    cut = shell.pause()
                    log.append(("paused", m.now_ms() - start, cut))
                elif event.char == "w":
                    shell.message("WAITING", wait=True)
                    log.append("dismissed")
                elif event.char == "q":
                    log.append(("answer", shell.ask_yes_no("SURE?")))
                elif event.char == "t":
                    computer_turn(shell, log)
                else:
                    log.append(event.name)
        except QuitGame:
            log.append("quit")

    return main


def computer_turn(shell: Shell, log: list[object]) -> None:
    stop: list[bool] = []
    with shell.binding("Esc", lambda: stop.append(True)):
        for move in range(5):
            if stop:
                log.append(("turn ended", move))
                return
            shell.pause()
    log.append(("turn ended", 5))


def run(spec: GameSpec, script: Script, options: Options = QUIET) -> tuple[RunResult, list]:
    log: list[object] = []
    return run_headless(toy(spec, log), seed=1, script=script, options=options), log


# --- the legend ---------------------------------------------------------------------------


def longest_states(spec: GameSpec):
    """Every combination of sound, demo, toggles and seats, with every dial at its widest."""
    toggles = [t.values for t in spec.toggles]
    seats = ["".join(c) for c in itertools.product("KC", repeat=len(spec.seat_names))]
    yield from itertools.product((True, False), (True, False), itertools.product(*toggles), seats)


def real_specs() -> list[GameSpec]:
    """The spec of every ready game of the catalogue (each program module has SPEC)."""
    return [importlib.import_module(p.main.partition(":")[0]).SPEC
            for p in PROGRAMS if p.main is not None]


@pytest.mark.parametrize("spec", [LAUNCHER, *real_specs(), *COMING.values()],
                         ids=lambda s: s.command)
def test_every_legend_fits_80_columns_in_every_state(spec: GameSpec) -> None:
    def state(m: Machine) -> None:
        shell = Shell(m, spec)
        for sound, demo, values, code in longest_states(spec):
            m.sound_enabled, shell.demo = sound, demo
            for toggle, value in zip(spec.toggles, values, strict=True):
                shell.values[toggle.setting] = value
            shell.seats.set_code(code)
            for dial in spec.dials:
                shell.values[dial.setting] = str(max(dial.least, dial.most, key=lambda v: len(
                    dial.show(v))))
            layout = fit(shell.legend_items(), shell.figures())
            assert layout.width <= WIDTH, (spec.command, layout)
            kept = {item.key for item, _ in layout.items}
            assert kept >= {"F1", "F5", "F7"} | {t.key for t in spec.toggles}

    run_headless(state, options=QUIET)


@pytest.mark.parametrize("name", sorted(COMING))
def test_the_legend_of_each_coming_game(name: str, golden) -> None:
    """The legend in its longest state, as the screen shows it (a reviewed golden)."""
    spec = COMING[name]

    def draw(m: Machine) -> str:
        shell = Shell(m, spec)
        shell.demo = spec.has_demo
        for toggle in spec.toggles:
            shell.values[toggle.setting] = max(toggle.values, key=lambda v: len(
                toggle.words[toggle.values.index(v)]))
        for dial in spec.dials:
            shell.values[dial.setting] = str(dial.most)
        shell.draw_legend()
        return m.screen.snapshot().row_text(24)

    row = run_headless(draw, options=QUIET).value
    assert isinstance(row, str) and len(row) == WIDTH
    golden(f"legend/{name}.txt", row + "\n")


def test_toggle_words_name_the_mode_a_press_enters(data: Path) -> None:
    result, _ = run(BASRA, Script().key("F8", "F9", "F8"))
    rows = [s.row_text(24) for s in result.screens]  # one word per key, crowded or not
    assert "F8 WAIT " in rows[0] and "F9 PLAIN " in rows[0]
    assert "F8 AUTO " in rows[1]
    assert "F9 SMART " in rows[2]
    settings = (data / "BASRA.CFG").read_text()
    assert "MESSAGES=AUTO" in settings and "SMART=OFF" in settings


# --- keys at every moment -------------------------------------------------------------


def test_game_keys_work_during_a_pause_and_do_not_cut_it_short() -> None:
    result, log = run(BASRA, Script().key("p").wait(100).key("F8").wait(100).key("F3"))
    assert ("paused", 1000, False) in log and "options" in log
    assert "F8 AUTO " in result.machine.screen.snapshot().row_text(24)


def test_game_keys_work_in_a_waiting_message_without_dismissing_it() -> None:
    _, log = run(BASRA, Script().key("w", "F8", "F3", "x", "Up", "Space"))
    assert log.index("options") < log.index("dismissed")
    assert "x" not in log  # Basra's messages end only on Space, Enter or a click


def test_a_waiting_message_of_a_game_without_dismiss_keys_takes_any_key() -> None:
    _, log = run(SPADES, Script().key("w", "x"))
    assert log == ["dismissed"]


def test_game_keys_work_in_a_question(data: Path) -> None:
    result, log = run(RUSSIAN_BANK, Script().key("q", "F3", "F6", "y"))
    assert log == [("answer", True)]
    assert "F6 CHECK " in result.machine.screen.snapshot().row_text(24)  # now in the stop mode
    settings = (data / "RBANK.CFG").read_text()
    assert "SEATS=CC" in settings and "MOVES=FREE" in settings  # P1 went to the computer


def test_game_keys_work_during_the_opening_show() -> None:
    spec = replace(BASRA, tune="T120 L4 CDEFGAB")
    result, log = run(spec, Script().wait(200).key("F3", "F8").key("Enter", "Enter"),
                      options=Options())
    assert log[0] == "options"
    assert "F8 AUTO " in result.machine.screen.snapshot().row_text(24)


def test_game_keys_work_in_the_demo_and_stray_keys_are_dropped() -> None:
    script = Script().key("F2", "t").wait(100).key("x").wait(100).key("F3").wait(5000).key("F2")
    _, log = run(BASRA, script)
    assert ("turn ended", 5) in log and "options" in log
    assert "x" not in log


def test_a_key_the_game_binds_for_the_computers_turn_reaches_it() -> None:
    _, log = run(RUSSIAN_BANK, Script().key("t").wait(1500).key("Esc"))
    assert ("turn ended", 2) in log


def test_a_stray_key_does_not_make_the_computers_play_race() -> None:
    result, log = run(SPADES, Script().key("t").wait(500).key("x"))
    assert ("turn ended", 5) in log
    assert result.machine.now_ms() >= 5000  # every pause ran its full second
    assert log[-1] == "x"  # and the key was kept for the game


# --- dials -------------------------------------------------------------------------------


def figure(result: RunResult) -> str:
    return result.machine.screen.snapshot().row_text(24).rstrip()


def test_each_game_turns_its_dials_its_own_way(data: Path) -> None:
    assert figure(run(BASRA, Script().key("Up", "Up"))[0]).endswith("DELAY 1.2")
    assert figure(run(SIXTY_SIX, Script().key("Up", "Up"))[0]).endswith("DELAY .8")
    assert figure(run(SPADES, Script().key("Up"))[0]).endswith("DELAY 1.1")
    pachisi = figure(run(PACHISI, Script().key("F8", "F8", "F6", "F4", "F4"))[0])
    assert pachisi.endswith("F4/F6 DICE 420HZ  F8/F9 DELAY 1.2")
    bank = figure(run(RUSSIAN_BANK, Script().key("Right", "Down", "Down"))[0])
    assert bank.endswith("CLICK 850HZ  DELAY .8")
    assert "PITCH=850" in (data / "RBANK.CFG").read_text()


def test_dials_stop_at_their_ends() -> None:
    script = Script().key(*["F9"] * 20)
    assert figure(run(PACHISI, script)[0]).endswith("DELAY .1")


# --- seats -------------------------------------------------------------------------------


def test_seat_keys_hand_a_seat_to_the_keyboard_or_the_computer(data: Path) -> None:
    def program(m: Machine) -> list[str]:
        shell = Shell(m, RUSSIAN_BANK)
        seen = []
        for _ in range(3):
            seen.append("".join("K" if shell.keyboard_plays(s) else "C" for s in (0, 1)))
            shell.read_event()
        return seen

    result = run_headless(program, script=Script().key("F4", "F3", "x"), options=QUIET)
    assert result.value == ["KC", "KK", "CK"]
    assert "SEATS=CK" in (data / "RBANK.CFG").read_text()
    again = run_headless(lambda m: Shell(m, RUSSIAN_BANK).seats.code, options=QUIET)
    assert again.value == "CK"


def test_the_demo_lends_every_seat_to_the_computer_and_gives_them_back() -> None:
    def program(m: Machine) -> list[list[int]]:
        shell = Shell(m, PACHISI)
        shell.set_seats("KCKC")
        seen = [shell.seats.keyboard_seats()]
        shell.read_event()
        seen.append(shell.seats.keyboard_seats())
        shell.read_event()
        return [*seen, shell.seats.keyboard_seats()]

    result = run_headless(program, script=Script().key("F2", "F2"), options=QUIET)
    assert result.value == [[0, 2], [], [0, 2]]


# --- the DOS letters ---------------------------------------------------------------------


def test_s_turns_the_sound_the_other_way_from_the_games_start(data: Path) -> None:
    def sound(spec: GameSpec, *argv: str) -> bool:
        options = parse_options(list(argv), spec.command, "", spec.letters,
                                spec.sound_default == "ON")
        return bool(run_headless(lambda m: (Shell(m, spec), m.sound_enabled)[1],
                                 options=options).value)

    assert (sound(RUSSIAN_BANK), sound(RUSSIAN_BANK, "S")) == (False, True)
    assert (sound(BASRA), sound(BASRA, "S")) == (True, False)
    (data / "BASRA.CFG").write_text("SOUND=OFF\n")
    assert sound(BASRA, "--sound") is True          # the command line wins for the run
    assert "SOUND=OFF" in (data / "BASRA.CFG").read_text()  # and the saved choice stays


def test_help_lists_each_programs_own_letters(capsys: pytest.CaptureFixture[str]) -> None:
    for spec in (PACHISI, RUSSIAN_BANK):
        with pytest.raises(SystemExit):
            parse_options(["--help"], spec.command, "", spec.letters, spec.sound_default == "ON")
        out = capsys.readouterr().out
        assert ("*  skip the opening show" in out) == ("*" in spec.letters)
        s_line = next(line for line in out.splitlines() if line.strip().startswith("S  "))
        assert s_line.strip().endswith("on" if spec.sound_default == "OFF" else "off")
    with pytest.raises(SystemExit) as stop:
        parse_options(["*"], "pachisi", "", PACHISI.letters)
    assert stop.value.code == 2



def test_with_the_computer_on_every_seat_a_pause_drops_stray_keys_and_watches(
        data: Path) -> None:
    (data / "RBANK.CFG").write_text("SEATS=CC\n")
    result, log = run(RUSSIAN_BANK, Script().key("t").wait(500).key("x").wait(500).key("F3"))
    assert "x" not in log  # nobody types a move, so the key is not kept for one
    assert "SEATS=KC" in (data / "RBANK.CFG").read_text()  # F3 was answered in the pause
    assert ("turn ended", 5) in log and result.elapsed_ms == 5000
    (data / "RBANK.CFG").write_text("SEATS=CC\n")
    spent, _ = run(RUSSIAN_BANK, Script().key("t").wait(500).key("x"))
    assert spent.ended_by == "input exhausted" and spent.elapsed_ms < 1000
