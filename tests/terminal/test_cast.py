"""Terminal recordings (``--record OUT.cast``): asciicast v2 that a terminal plays back.

A cast is checked by playing it into a real terminal emulator (pyte): a headless run's
cast must end on the headless screen and last the run's machine time; a terminal run's
cast must leave the emulator showing what the terminal itself showed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pyte
from emulated_screen import emulated_cells, expected_cells, first_difference
from pty_terminal import ROOT, PtyTerminal, fastest_pace

from games.catalogue import by_command
from retro import Script, run_headless
from retro.options import Options
from retro.recording import Recorder
from retro.recording.cast import cast_of

KEYS = " ".join(["wait:1500 ? Enter"] * 4)


def played(cast_text: str) -> tuple[dict, pyte.Screen, list[list]]:
    """The header, the emulator after every output event, and the events."""
    header, *lines = cast_text.splitlines()
    meta = json.loads(header)
    screen = pyte.Screen(meta["width"], meta["height"])
    stream = pyte.Stream(screen)
    events = [json.loads(line) for line in lines]
    for _, kind, data in events:
        if kind == "o":
            stream.feed(data)
        else:
            columns, lines_ = map(int, data.split("x"))
            screen.resize(lines_, columns)
    return meta, screen, events


def test_a_headless_cast_plays_back_to_the_last_screen_and_lasts_the_run() -> None:
    recorder = Recorder()
    result = run_headless(by_command("sixtysix").load(), seed=3, script=Script.parse(KEYS),
                          options=Options(intro=False, sound=False), on_time_moves=recorder.look)
    end = result.machine.now_ns()
    recorder.look(result.machine, result.screen)
    frames = recorder.frames(end)
    meta, screen, events = played(cast_of(frames).text())
    assert meta["version"] == 2 and (meta["width"], meta["height"]) == (80, 25)
    got = emulated_cells(screen)
    last = result.screen.with_data(result.machine.mouse.overlay(result.screen.data))
    want = [expected_cells(last), expected_cells(last, text_on=False)]  # mouse cursor too
    assert got in want, first_difference(got, want[0])
    times = [seconds for seconds, _, _ in events]
    assert times == sorted(times)
    assert abs(times[-1] - (end - frames[0].start_ns) / 1e9) < 1e-6


def test_a_terminal_run_records_what_the_terminal_showed(tmp_path: Path) -> None:
    out = tmp_path / "game.cast"
    env = dict(os.environ, TERM="xterm-256color", COLORTERM="truecolor", LANG="C.UTF-8",
               TOMMYS_DATA=str(fastest_pace(tmp_path / "data")))
    terminal = PtyTerminal(["basra", "--terminal", "--seed", "3", "--no-sound", "--no-intro",
                            "--no-mouse", "--record", str(out)], env, 90, 28)
    try:
        terminal.settle(0.7)
        for key in (b"\r", b"\r"):
            terminal.send(key, settle=False)
            terminal.settle(0.7)
        shown = emulated_cells(terminal.screen, (5, 1))
        for key in (b"\x1b[18~", b"Y"):
            terminal.send(key, settle=False)
            terminal.pump(0.5)
        assert terminal.wait() == 0, terminal.errors()
    finally:
        terminal.close()
    meta, screen, events = played(out.read_text())
    assert (meta["width"], meta["height"]) == (90, 28)
    assert len(events) > 3 and str(ROOT) not in out.read_text()
    # the cast ends with the quit question answered; the screen before it is the one shown
    replay = pyte.Screen(90, 28)
    stream = pyte.Stream(replay)
    for _, kind, data in events:
        if kind != "o":
            continue
        stream.feed(data)
        if emulated_cells(replay, (5, 1)) == shown:
            break
    else:
        raise AssertionError("the cast never showed the terminal's screen")


def test_a_cast_that_cannot_be_written_is_said_and_the_run_is_still_told(
        tmp_path: Path) -> None:
    out = tmp_path / "missing" / "game.cast"
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8",
               TOMMYS_DATA=str(fastest_pace(tmp_path / "data")))
    terminal = PtyTerminal(["basra", "--terminal", "--seed", "3", "--no-sound", "--no-intro",
                            "--no-mouse", "--record", str(out), "--screenshot",
                            str(tmp_path / "last.png")], env)
    try:
        terminal.settle(0.7)
        for key in (b"\x1b[18~", b"Y"):
            terminal.send(key, settle=False)
            terminal.pump(0.5)
        assert terminal.wait() == 2
        assert "cannot save the recording" in terminal.errors()
        assert (tmp_path / "last.png").is_file()  # the rest of the run's end still happened
    finally:
        terminal.close()
    assert not out.exists()
