"""The terminal front end's figures: bytes per key press, a full redraw, key-to-screen time.

An installed program runs in ``--terminal`` on a pseudo-terminal, in a child process
(the bench never imports a game); the bench types as a terminal would and reads what
comes back. A key's bytes are everything the program sends until it has been quiet for
``QUIET_S``, so the computer's answer to a move counts with the move. A full redraw is
forced by SIGWINCH, which makes the front end forget what the terminal shows. The time
from a key to the screen is F10 in a terminal two cells bigger each way: the frame of
the border colour changes, and the figure is the time until the emulated terminal
(pyte, from the ``test`` extra) shows the new colour, and until the first byte came.
"""

from __future__ import annotations

import fcntl
import os
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import NamedTuple

from retro.bench.measures import Figure

GAME = ("sixtysix", "--seed", "3", "--no-sound", "--no-mouse")
"""The typical game: a Sixty-Six deal from a fixed seed, played by its own hints."""
OPENING = b"\r\r"
"""Keys that pass the title and the deal's opening show."""
MOVE = b"?\r"
"""One move: a hint puts the pointer on a good card, Enter plays it (always legal)."""
F10 = b"\x1b[21~"
CURSOR_SHOWN_OR_HIDDEN = b"\x1b[?25"
"""How every screen update ends (``retro.textmode.ansi.cursor_codes``)."""
QUIET_S = 1.2
"""Silence that ends a key's answer: longer than the computer's pause between moves."""
ANSWER_LIMIT_S = 20.0
DEPTHS = {"24-bit": {"TERM": "xterm-256color", "COLORTERM": "truecolor"},
          "256": {"TERM": "xterm-256color", "COLORTERM": ""},
          "16": {"TERM": "xterm", "COLORTERM": ""}}
"""What a terminal announces for each colour depth (``retro.textmode.ansi.colour_depth``)."""


class PtyProgram:
    """One installed command in ``--terminal`` on a pty of ``columns`` x ``lines``."""

    def __init__(self, argv: list[str], environ: dict[str, str], columns: int = 80,
                 lines: int = 25) -> None:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        self.master = master
        self.sink: Callable[[bytes], None] = lambda data: None
        self.updates = 0
        """Screen updates read so far: each ends by placing or hiding the cursor."""
        self.process = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=subprocess.DEVNULL, env=environ,
            start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)

    def read(self, seconds: float) -> bytes:
        """What the program writes within ``seconds`` (less if the pty closes)."""
        ready, _, _ = select.select([self.master], [], [], max(seconds, 0.0))
        if not ready:
            return b""
        try:
            data = os.read(self.master, 65536)
        except OSError:  # the program has gone, and the pty with it
            return b""
        self.sink(data)
        self.updates += data.count(CURSOR_SHOWN_OR_HIDDEN)
        return data

    def answer(self, keys: bytes = b"") -> int:
        """Write ``keys``; the bytes that come back until ``QUIET_S`` of silence."""
        if keys:
            os.write(self.master, keys)
        total, end = 0, time.monotonic() + ANSWER_LIMIT_S
        while time.monotonic() < end:
            data = self.read(QUIET_S)
            if not data:
                break
            total += len(data)
        return total

    def redraw(self) -> int:
        """Bytes of a full repaint: SIGWINCH makes the front end forget the terminal."""
        os.killpg(self.process.pid, signal.SIGWINCH)
        return self.answer()

    def close(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        os.close(self.master)


def command(name: str) -> list[str]:
    """The installed console script ``name`` beside this Python, or on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} is not installed (pip install -e .)")
    return [found]


def environment(depth: str, data: Path) -> dict[str, str]:
    return dict(os.environ, **DEPTHS[depth], LANG="C.UTF-8", TOMMYS_DATA=str(data))


class Played(NamedTuple):
    """What ``moves`` moves of the typical game sent at one colour depth."""

    sent: list[int]
    """Bytes after each key, the hint's and Enter's in turn."""
    updates: int
    """Screen updates they made."""
    redraw: int
    """Bytes of a full repaint after them."""


def play(depth: str, moves: int) -> Played:
    """``moves`` moves of the typical game at ``depth``, then a full redraw."""
    with tempfile.TemporaryDirectory(prefix="retro-bench-") as data:
        game = PtyProgram(command(GAME[0]) + ["--terminal", *GAME[1:]],
                          environment(depth, Path(data)))
        try:
            game.answer()
            game.answer(OPENING)
            before = game.updates
            sent = [game.answer(bytes([key])) for _ in range(moves) for key in MOVE]
            updates = game.updates - before
            return Played(sent, updates, game.redraw())
        finally:
            game.close()


def game_figures(moves: int) -> list[Figure]:
    """Bytes per key over ``moves`` moves of the typical game, and a full redraw, at each
    depth; the three games run at once (each spends its time waiting)."""
    with ThreadPoolExecutor(len(DEPTHS)) as pool:
        played = dict(zip(DEPTHS, pool.map(play, DEPTHS, [moves] * len(DEPTHS)),
                          strict=True))
    figures = []
    for depth, game in played.items():
        hint, enter = game.sent[0::2], game.sent[1::2]
        figures.append(Figure(
            f"terminal_bytes_per_key_{depth}", sum(game.sent) / len(game.sent), "B", "< 1024",
            f"Sixty-Six, {moves} moves by ? Enter: ? {statistics.mean(hint):,.0f}, Enter "
            f"and the computer's answer {statistics.mean(enter):,.0f} (worst {max(enter):,})"))
    for depth, game in played.items():
        figures.append(Figure(f"terminal_bytes_per_update_{depth}",
                              sum(game.sent) / max(game.updates, 1), "B", "",
                              f"the same moves: {game.updates} screen updates"))
    for depth, game in played.items():
        figures.append(Figure(f"terminal_redraw_{depth}", game.redraw / 1024, "KB", "< 16",
                              f"a full repaint of a Sixty-Six deal, {depth} colours"))
    return figures


def latency_figures(presses: int) -> list[Figure]:
    """F10 to the frame's new colour in pyte, and to the first byte back (milliseconds)."""
    try:
        import pyte
    except ImportError:
        return [Figure("terminal_key_to_screen_ms", float("nan"), "ms", "",
                       "not measured: pyte is missing (pip install -e '.[test]')")]
    screen = pyte.Screen(82, 27)
    stream = pyte.ByteStream(screen)
    to_byte, to_screen = [], []
    with tempfile.TemporaryDirectory(prefix="retro-bench-") as data:
        game = PtyProgram(command(GAME[0]) + ["--terminal", *GAME[1:]],
                          environment("24-bit", Path(data)), 82, 27)
        game.sink = stream.feed
        try:
            game.answer()
            for _ in range(presses):
                before = screen.buffer[0][0].bg
                started = time.perf_counter()
                os.write(game.master, F10)
                first = None
                while screen.buffer[0][0].bg == before:
                    if not game.read(ANSWER_LIMIT_S):
                        raise RuntimeError("F10 did not change the frame")
                    first = first or time.perf_counter()
                to_screen.append((time.perf_counter() - started) * 1000)
                to_byte.append(((first or time.perf_counter()) - started) * 1000)
                game.answer()
        finally:
            game.close()
    return [Figure("terminal_key_to_screen_ms", statistics.median(to_screen), "ms", "",
                   f"F10 to the frame's new colour in pyte, median of {presses}, "
                   f"worst {max(to_screen):.0f} ms"),
            Figure("terminal_key_to_byte_ms", statistics.median(to_byte), "ms", "",
                   "F10 to the first byte of the answer, median")]


def terminal_figures(moves: int = 12, presses: int = 10) -> list[Figure]:
    """Every terminal figure (about a minute: each key waits for its answer to end)."""
    return game_figures(moves) + latency_figures(presses)
