"""A program run under a pseudo-terminal whose output feeds a real terminal emulator (pyte).

The test writes key bytes to the pty as a terminal would send them, and reads back what
the program made the terminal show. ``settle`` waits until the text on the emulated
screen has stopped changing (blinking changes colours only, never the text), which is
when a game is waiting for the person.
"""

from __future__ import annotations

import fcntl
import os
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pyte

ROOT = Path(__file__).resolve().parents[2]
START = ("import sys\n"
          "from games.catalogue import run_command\n"
          "from games.launcher import cli\n"
          "command, args = sys.argv[1], sys.argv[2:]\n"
          "sys.exit(cli(args) if command == 'tommys' else run_command(command, args))\n")
"""Starts an installed command (``tommys``, ``spades``...) by name in this Python."""


def set_size(fd: int, columns: int, lines: int) -> None:
    """Tell the pty its size, as a terminal window does when it is resized."""
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))


class PtyTerminal:
    """One program (a command and its arguments) on a pty of ``columns`` x ``lines``,
    shown in a pyte screen."""

    def __init__(self, argv: list[str], env: dict[str, str], columns: int = 80,
                 lines: int = 25) -> None:
        master, slave = os.openpty()
        set_size(slave, columns, lines)
        self.master = master
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)
        self.output = bytearray()
        self.process = subprocess.Popen(
            [sys.executable, "-c", START, *argv], stdin=slave, stdout=slave,
            stderr=subprocess.PIPE, env=env, cwd=ROOT, start_new_session=True,
            preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(slave)

    def pump(self, seconds: float) -> bool:
        """Read what the program writes for up to ``seconds``; whether anything came."""
        end = time.monotonic() + seconds
        got = False
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([self.master], [], [], left)
            if not ready:
                break
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the program has gone and the pty with it
                break
            if not data:
                break
            got = True
            self.output += data
            self.stream.feed(data)
        return got

    def text(self) -> str:
        return "\n".join(self.screen.display)

    def settle(self, quiet_s: float = 0.6, timeout_s: float = 30.0) -> str:
        """Pump until the screen's text has not changed for ``quiet_s``; that text. The
        quiet starts with the program's first output (starting Python takes a while)."""
        end = time.monotonic() + timeout_s
        while not self.output and time.monotonic() < end and self.process.poll() is None:
            self.pump(0.05)
        last, since = self.text(), time.monotonic()
        while time.monotonic() < end:
            self.pump(0.05)
            now = self.text()
            if now != last:
                last, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet_s and self.process.poll() is None:
                return now
            if self.process.poll() is not None and not self.pump(0.05):
                return self.text()
        raise AssertionError(f"the screen never settled:\n{self.text()}")

    def send(self, data: bytes, settle: bool = True) -> str:
        os.write(self.master, data)
        return self.settle() if settle else self.text()

    def resize(self, columns: int, lines: int) -> None:
        """Resize the terminal: the program is told (SIGWINCH) and the emulator grows."""
        self.screen.resize(lines, columns)
        set_size(self.master, columns, lines)
        os.killpg(self.process.pid, signal.SIGWINCH)

    def wait(self, timeout_s: float = 20.0) -> int:
        """The program's exit status once it has ended, reading its last output."""
        end = time.monotonic() + timeout_s
        while self.process.poll() is None and time.monotonic() < end:
            self.pump(0.05)
        self.pump(0.1)
        return self.process.wait(timeout=1)

    def given_back(self) -> bool:
        """Whether the program's last output gave the terminal back (``LEAVE_CODES``); a
        key the test sent after the program ended is echoed by the tty after it."""
        from retro.terminal.session import LEAVE_CODES

        before, found, after = bytes(self.output).rpartition(LEAVE_CODES.encode())
        return bool(found) and after.strip(b"YyNn") == b""

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if self.process.stderr is not None:
            self.process.stderr.close()
        os.close(self.master)

    def errors(self) -> str:
        assert self.process.stderr is not None
        return self.process.stderr.read().decode(errors="replace")


def fastest_pace(folder: Path) -> Path:
    """A data folder whose games all start with the computer at its quickest (DELAY at
    the dial's least), so a test waits little for the computer's moves; ``folder``."""
    import importlib

    from games.catalogue import PROGRAMS

    folder.mkdir(parents=True, exist_ok=True)
    for program in PROGRAMS:
        spec = importlib.import_module(program.main.partition(":")[0]).SPEC
        if spec.delay_dial is not None:
            (folder / spec.settings_file).write_text(f"DELAY={spec.delay_dial.least}\n")
    return folder
