"""Every program and the launcher played by real key bytes in a pseudo-terminal.

The keys go in as a terminal sends them (``ESC [ 21 ~`` for F10, ``\\r`` for Enter,
SGR mouse reports), through the decoder, into the program on the real clock; pyte
reads what comes out. After a few moves the emulated terminal must show the screen the
same program shows headless for the same seed and keys; then F7 leaves, the exit status
is 0 and the terminal is given back. Signals, a small terminal, Ctrl+F5 and the frame
of the border colour are checked on the way.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from emulated_screen import emulated_cells, expected_cells, first_difference, vga_colour
from pty_terminal import PtyTerminal, fastest_pace

from games.catalogue import by_command
from games.launcher import main as launcher_main
from retro import Script, run_headless
from retro.options import Options
from retro.textmode import ScreenSnapshot

ENV = {"TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8"}
BYTES = {"Enter": b"\r", "Esc": b"\x1b", "F7": b"\x1b[18~", "F10": b"\x1b[21~",
         "Down": b"\x1b[B", "F5": b"\x1b[15~", "PgDn": b"\x1b[6~", "Right": b"\x1bOC",
         "Y": b"Y", "y": b"y", "n": b"n"}
"""How a terminal sends the keys the scripts below use (letters and digits as typed)."""
QUIET_S = 0.7
"""Quiet on the screen that means the program waits for the person: far longer than the
computer's pause between its moves, which every test sets to its least (``fastest_pace``),
so a key never lands mid-turn."""

MOVES: dict[str, tuple[int, list[str], list[str], list[str]]] = {
    "sixtysix": (3, [], ["Enter", "Enter", "F10", "F5", "PgDn"], ["Esc", "F7", "Y"]),
    "basra": (3, ["--no-intro"], ["Enter", "Enter", "Down", "Enter"], ["F7", "Y"]),
    "spades": (1, ["--no-intro"], ["3", "Enter", "F10"], ["F7", "Y"]),
    "rbank": (9, ["--no-intro"], ["?", "Enter", "F10"], ["F7", "Y"]),
    "pachisi": (4, ["--no-intro"], ["Esc", "Enter", "Enter"], ["F7", "Y"]),
    "tommys": (5, ["--no-intro"], ["Down", "F10", "s", "Enter", "Enter", "Enter", "1"],
               ["F7", "Y", "F7", "Y"]),
}
"""command: seed, flags, a few moves, the keys that leave it. The moves end where the
game waits for the person with no notice timing out, so real time and the virtual clock
reach the same screen (moves the computer answers at its own pace are played whole in
``test_terminal_games`` and in tmux)."""
MOUSE_ON = b"\x1b[?1000h"
SHOW_S = 5.0
"""Longer than Sixty-Six's opening show lasts with the sound off."""
READING_S = 3.5
"""Spades says each bid in a line that stays its reading time (2 s and 50 ms a letter)
unless a key ends it: a key must come after it to reach the prompt, as headless."""
SETTLED_MS = 5000


def key_bytes(name: str) -> bytes:
    return BYTES.get(name, name.encode())


def settled(keys: list[str]) -> Script:
    """The keys as the test types them: each once the screen has settled, which on the
    virtual clock is a wait long enough for the computer's moves at the quickest pace."""
    script = Script().wait(SETTLED_MS)
    for name in keys:
        script.key(name).wait(SETTLED_MS)
    return script


def start(command: str, seed: int, flags: list[str], data: Path, columns: int = 80,
          lines: int = 25, mouse: bool = False) -> PtyTerminal:
    env = dict(os.environ, **ENV, TOMMYS_DATA=str(fastest_pace(data)))
    argv = [command, "--terminal", "--seed", str(seed), "--no-sound", *flags]
    return PtyTerminal(argv + ([] if mouse else ["--no-mouse"]), env, columns, lines)


def headless_screen(command: str, seed: int, flags: list[str], script: Script,
                    data: Path, monkeypatch: pytest.MonkeyPatch,
                    mouse: bool = False) -> ScreenSnapshot:
    monkeypatch.setenv("TOMMYS_DATA", str(fastest_pace(data)))
    program = launcher_main if command == "tommys" else by_command(command).load()
    options = Options(intro="--no-intro" not in flags, sound=False, mouse=mouse)
    result = run_headless(program, seed=seed, script=script, options=options)
    return result.screen


def shows(terminal: PtyTerminal, snap: ScreenSnapshot, origin: tuple[int, int] = (0, 0),
          timeout_s: float = 20.0) -> None:
    """The terminal comes to show ``snap`` (in either blink phase) within ``timeout_s``:
    the computer may still be thinking about its last move when the screen went quiet."""
    wanted = (expected_cells(snap), expected_cells(snap, text_on=False))
    end = time.monotonic() + timeout_s
    while emulated_cells(terminal.screen, origin) not in wanted and time.monotonic() < end:
        terminal.pump(0.1)
    got = emulated_cells(terminal.screen, origin)
    assert got in wanted, first_difference(got, wanted[0])


@pytest.mark.parametrize("command", list(MOVES))
def test_a_few_moves_by_key_bytes_show_the_headless_screen_and_f7_gives_the_terminal_back(
        command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seed, flags, moves, leave = MOVES[command]
    quiet = READING_S if command == "spades" else QUIET_S
    terminal = start(command, seed, flags, tmp_path / "terminal")
    try:
        terminal.settle(quiet)
        for name in moves:
            terminal.send(key_bytes(name), settle=False)
            terminal.settle(quiet)
        want = headless_screen(command, seed, flags, settled(moves), tmp_path / "headless",
                               monkeypatch)
        shows(terminal, want)
        for name in leave:
            terminal.send(key_bytes(name), settle=False)
            terminal.pump(0.5)
        assert terminal.wait() == 0, terminal.errors()
        assert terminal.given_back()
        assert MOUSE_ON not in terminal.output  # --no-mouse: the terminal's selection works
        assert "no sound device" not in terminal.errors()  # --no-sound: nothing to say
    finally:
        terminal.close()


def test_a_larger_terminal_frames_the_screen_in_the_border_colour_and_clicks_land_on_cells(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = start("sixtysix", 3, [], tmp_path / "terminal", columns=90, lines=29,
                     mouse=True)
    try:
        terminal.settle(QUIET_S)
        assert MOUSE_ON in terminal.output
        border = terminal.screen.buffer[0][0].bg
        terminal.send(BYTES["F10"], settle=False)
        terminal.settle(QUIET_S)
        assert vga_colour(terminal.screen.buffer[0][0].bg) != vga_colour(border)
        # no mouse cursor until the terminal reports the mouse: it could not be moved
        shows(terminal, headless_screen("sixtysix", 3, [], settled(["F10"]),
                                        tmp_path / "headless-0", monkeypatch, mouse=True),
              (5, 2))
        assert vga_colour(terminal.screen.buffer[28][89].bg) == \
            vga_colour(terminal.screen.buffer[0][0].bg)
        # two clicks skip the show, then a click on the first card of the hand (col 3,
        # row 4 of the screen; the screen starts at terminal column 5, row 2)
        for col, row in ((40, 12), (40, 12), (3, 4)):
            report = f"\x1b[<0;{col + 5 + 1};{row + 2 + 1}"
            terminal.send(f"{report}M{report}m".encode(), settle=False)
            terminal.settle(QUIET_S)
        script = settled(["F10"])
        for col, row in ((40, 12), (40, 12), (3, 4)):
            script.click(col, row).wait(SETTLED_MS)
        want = headless_screen("sixtysix", 3, [], script, tmp_path / "headless", monkeypatch,
                               mouse=True)
        mouse = 4 * 80 + 3  # the mouse cursor stands on the last cell clicked
        got = emulated_cells(terminal.screen, (5, 2))
        wanted = [expected_cells(want), expected_cells(want, text_on=False)]
        assert any(_same_but_the_mouse(got, w, mouse) for w in wanted), \
            first_difference(got, wanted[0])
    finally:
        terminal.close()


def _same_but_the_mouse(got: list, want: list, mouse: int) -> bool:
    """Equal everywhere, and the mouse cell shows the same character (its colours are the
    mouse cursor's)."""
    return all(a == b for i, (a, b) in enumerate(zip(got, want, strict=True)) if i != mouse) \
        and got[mouse][0] == want[mouse][0]


def test_a_small_terminal_is_told_and_the_game_waits_until_it_grows(tmp_path: Path) -> None:
    """The opening show ends by itself after about 4 s of machine time; in a terminal too
    small to show it, machine time stands still, so after longer than that it is still
    there when the terminal grows, and only then runs on."""
    terminal = start("sixtysix", 3, [], tmp_path, columns=60, lines=20)
    try:
        text = terminal.settle(QUIET_S)
        assert "at least 80x25" in text and "60x20" in text
        terminal.send(b"\x1b[18~", settle=False)  # F7 is not taken while it cannot be seen
        terminal.pump(SHOW_S + 1)
        assert terminal.process.poll() is None
        terminal.resize(80, 25)
        terminal.pump(QUIET_S)
        text = terminal.text()
        assert "at least 80x25" not in text and "DEMO ON" in text and "DEAL 1" not in text
        terminal.pump(SHOW_S + 1)
        assert "DEAL 1" in terminal.text()
    finally:
        terminal.close()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_keep_the_game_and_give_the_terminal_back(
        signum: int, tmp_path: Path) -> None:
    terminal = start("sixtysix", 3, [], tmp_path)
    try:
        terminal.settle(QUIET_S)
        for name in ("Enter", "Enter", "1"):
            terminal.send(key_bytes(name), settle=False)
            terminal.settle(QUIET_S)
        os.kill(terminal.process.pid, signum)
        assert terminal.wait() == 0, terminal.errors()
        assert terminal.given_back()
        assert (tmp_path / "SIXTYSIX.TMP").is_file(), "the game is kept"
    finally:
        terminal.close()


def test_ctrl_f5_saves_the_exact_screen_and_screenshot_saves_the_last(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "last.png"
    terminal = start("basra", 3, ["--no-intro", "--screenshot", str(out)], tmp_path / "t")
    try:
        terminal.settle(QUIET_S)
        terminal.send(b"\x1b[15;5~", settle=False)
        terminal.settle(QUIET_S)
        shots = sorted((tmp_path / "t" / "screenshots").glob("*.BIN"))
        assert len(shots) == 1 and shots[0].with_suffix(".PNG").is_file()
        want = headless_screen("basra", 3, ["--no-intro"], Script(), tmp_path / "h", monkeypatch)
        assert shots[0].read_bytes() == want.to_bin()
        for name in ("F7", "Y"):
            terminal.send(key_bytes(name), settle=False)
            terminal.pump(0.5)
        assert terminal.wait() == 0, terminal.errors()
        assert out.is_file() and out.with_suffix(".BIN").is_file()
        assert "saved" in terminal.errors()
    finally:
        terminal.close()


def test_a_terminal_session_keeps_its_replay_and_it_plays_to_the_same_end(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Ctrl+F7 keeps the replay mid-game; ``--keep-replay`` the whole session's when F7
    ends it; both play headless to the screens the terminal had."""
    whole, last = tmp_path / "whole.replay", tmp_path / "last.png"
    terminal = start("rbank", 9, ["--no-intro", "--keep-replay", str(whole),
                                  "--screenshot", str(last)], tmp_path / "t")
    try:
        terminal.settle(QUIET_S)
        for name in ("?", "Enter", "F10", "?", "Enter"):
            terminal.send(key_bytes(name), settle=False)
            terminal.settle(QUIET_S)
        terminal.send(b"\x1b[18;5~", settle=False)  # Ctrl+F7
        terminal.settle(QUIET_S)
        for name in ("F7", "Y"):
            terminal.send(key_bytes(name), settle=False)
            terminal.pump(0.5)
        assert terminal.wait() == 0, terminal.errors()
        assert "replay kept" in terminal.errors()
    finally:
        terminal.close()
    kept = tmp_path / "t" / "replays" / "RBANK0001.replay"
    assert kept.is_file() and whole.is_file()
    for replay, ended in ((kept, "the end of the replay"), (whole, "return")):
        assert by_command("rbank").cli()(["--headless", "--replay", str(replay),
                                          "--screenshot", str(tmp_path / "r.png")]) == 0
        assert f"ended ({ended}) on a screen that is the original's" in capsys.readouterr().out
    assert (tmp_path / "r.BIN").read_bytes() == last.with_suffix(".BIN").read_bytes()
