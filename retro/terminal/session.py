"""The terminal taken over for a run, and always given back as it was.

Entering puts the terminal in raw mode (every key byte comes to us at once, Ctrl+C
and Ctrl+Z included, which the games read as keys), switches to the alternate
screen (the shell's screen comes back untouched), asks for xterm's SGR mouse
reports (1000 clicks, 1003 every move so the text-mode mouse cursor follows,
1006 the SGR form that is not limited to 223 columns) unless the run has no mouse,
and the application keypad.
Leaving undoes each of these in the opposite order and restores the saved
termios settings. ``restore`` is safe to call twice and from a signal handler's
aftermath, so the runner calls it on every way out: the program's end, F7, an
exception, SIGTERM and SIGHUP (a dropped SSH link, when writing may fail: then
only the termios settings matter, and they are restored first if writing fails).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import termios
import tty
from typing import BinaryIO

ESC = "\x1b"
MOUSE_CODES = ESC + "[?1000h" + ESC + "[?1003h" + ESC + "[?1006h"
"""Clicks, every move, in the SGR form: asked for only when the run has a mouse, so that
with ``--no-mouse`` the terminal's own text selection keeps working."""
ENTER_CODES = (ESC + "[?1049h"   # the alternate screen
               + ESC + "[?25l"   # no cursor until the program shows its own
               + ESC + "[?7l"    # no wrap: writing the last column never scrolls
               + ESC + "="       # application keypad
               + MOUSE_CODES
               + ESC + "[0m" + ESC + "[2J")
LEAVE_CODES = (ESC + "[?1006l" + ESC + "[?1003l" + ESC + "[?1000l"
               + ESC + ">" + ESC + "[?7h" + ESC + "[0m" + ESC + "[0 q" + ESC + "[?25h"
               + ESC + "[?1049l")
"""What ``ENTER_CODES`` changed, set back (``0 q`` is the terminal's own cursor shape)."""


class TerminalSession:
    """Raw mode and the alternate screen on the terminal behind ``fd_in``/``out``."""

    def __init__(self, fd_in: int, out: BinaryIO, mouse: bool = True) -> None:
        self.fd_in = fd_in
        self.out = out
        self.mouse = mouse
        self.saved: list[object] | None = None

    def enter(self) -> None:
        """Take the terminal over (raises ``termios.error`` if it is not a terminal)."""
        self.saved = termios.tcgetattr(self.fd_in)
        tty.setraw(self.fd_in, termios.TCSANOW)
        self.write(ENTER_CODES if self.mouse else ENTER_CODES.replace(MOUSE_CODES, ""))

    def write(self, text: str) -> None:
        """Send ``text`` (UTF-8) to the terminal now."""
        self.out.write(text.encode("utf-8", "replace"))
        self.out.flush()

    def restore(self) -> None:
        """Give the terminal back as it was; harmless when already done or never begun."""
        saved, self.saved = self.saved, None
        if saved is None:
            return
        # the link may be gone: then nobody sees the screen, but the settings still matter
        with contextlib.suppress(OSError):
            self.write(LEAVE_CODES)
        with contextlib.suppress(termios.error):
            termios.tcsetattr(self.fd_in, termios.TCSADRAIN, saved)  # type: ignore[arg-type]

    def size(self) -> tuple[int, int]:
        """The terminal's columns and rows now (80x24 if it will not say)."""
        try:
            size = os.get_terminal_size(self.out.fileno())
        except OSError:
            size = shutil.get_terminal_size((80, 24))
        return size.columns, size.lines

    def title(self, text: str) -> None:
        """Set the terminal's window title (xterm's OSC 2; ignored where not known)."""
        clean = "".join(ch for ch in text if ch.isprintable())
        self.write(f"{ESC}]2;{clean}\x07")
