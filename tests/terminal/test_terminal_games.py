"""A whole game by keys in every program and the launcher, shown in a terminal.

Each program runs under a pseudo-terminal with ``--terminal --keys``: the scripted run,
on the virtual clock as ``--headless`` makes it, drawn in the terminal change by
change. pyte, a real terminal emulator, reads the output; at the end its 80x25 cells
(characters and colours) must be the screen the same program left headless for the same
seed and keys, and the terminal must be given back.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from emulated_screen import emulated_cells, expected_cells, first_difference
from pty_terminal import PtyTerminal

from games.catalogue import by_command
from games.launcher import main as launcher_main
from retro import Script, run_headless
from retro.options import Options

TERMINAL_ENV = {"TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"}


def basra() -> Script:
    script = Script().key("F8")  # messages wait for a key, so Enter moves the game on
    for _ in range(1500):
        script.key("Enter").wait(400)
    return script.type("n")


def spades() -> Script:
    script = Script().key("Enter", "Enter")
    for _ in range(2500):
        script.type("3").key("Enter", "Right", "Enter")
    return script.key("n")


def sixty_six() -> Script:
    script = Script().key("Enter", "Enter")
    for _ in range(700):
        script.type("123456")
    return script.key("N")


def russian_bank() -> Script:
    """The hint key types the expert's next move into the prompt and Enter plays it."""
    script = Script()
    for _ in range(260):
        script.key("?").wait(300).key("Enter").wait(300)
    return script


def pachisi() -> Script:
    from tests.games.pachisi_play import add_keys, plan_game
    script = Script().key("Esc")
    add_keys(script, plan_game(117).decisions)
    return script.key("Enter").type("n")


def launcher() -> Script:
    """Basra from the menu, a whole game, then F7 to leave the collection."""
    return Script().type("b").key("Enter") + basra() + Script().key("F7", "Y")


GAMES: dict[str, tuple[int, list[str], Callable[[], Script], str]] = {
    "basra": (7, ["--no-intro"], basra, "ANOTHER GAME?"),
    "spades": (1, [], spades, "WIN THE GAME"),
    "sixtysix": (5, [], sixty_six, "THE MATCH"),
    "rbank": (9, ["--no-intro"], russian_bank, "FOR THE GAME"),
    "pachisi": (117, ["--no-intro"], pachisi, "RED"),
    "tommys": (5, ["--no-intro"], launcher, "ANOTHER GAME?"),
}
"""command: seed, flags, the keys of a whole game, words its last screens show."""


def options_for(flags: list[str]) -> Options:
    return Options(intro="--no-intro" not in flags, sound=False, mouse=False)


@pytest.mark.parametrize("command", list(GAMES))
def test_a_whole_game_by_keys_in_the_terminal_ends_on_the_headless_screen(
        command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seed, flags, keys, words = GAMES[command]
    script = keys()
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path / "headless"))
    program = launcher_main if command == "tommys" else by_command(command).load()
    headless = run_headless(program, seed=seed, script=script, options=options_for(flags),
                            max_seconds=36_000)
    assert any(words in s.text() for s in headless.screens), "the keys play a game to its end"

    env = dict(os.environ, **TERMINAL_ENV, TOMMYS_DATA=str(tmp_path / "terminal"))
    terminal = PtyTerminal([command, "--terminal", "--seed", str(seed), "--no-sound",
                            "--no-mouse", "--max-seconds", "36000", *flags,
                            "--keys", script.text()], env)
    try:
        status = terminal.wait(timeout_s=120)
        got, want = emulated_cells(terminal.screen), expected_cells(headless.screen)
        off = expected_cells(headless.screen, text_on=False)
        assert got in (want, off), first_difference(got, want)
        assert status == 0, terminal.errors()
        assert terminal.given_back()
    finally:
        terminal.close()
