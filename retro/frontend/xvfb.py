"""A private virtual X server (Xvfb) for window tests and the benchmark.

Xvfb picks a free display number itself (``-displayfd``) and reports it
once it accepts clients, so two runs never collide. Nothing here imports
pyglet; the caller hands the display to a child process or sets DISPLAY.
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import subprocess
from collections.abc import Iterator

SCREEN = "1600x1000x24"
START_TIMEOUT_S = 20.0


@contextlib.contextmanager
def private_xvfb(screen: str = SCREEN) -> Iterator[str | None]:
    """Start Xvfb for the ``with`` block; yield its display (``":5"``), or None
    when Xvfb is not installed or did not start. Always stops it afterwards."""
    if shutil.which("Xvfb") is None:
        yield None
        return
    read_fd, write_fd = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", screen, "-nolisten", "tcp",
         "-noreset"],
        pass_fds=(write_fd,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    try:
        try:
            number = _read_display_number(read_fd, xvfb)
        finally:
            os.close(read_fd)
        yield f":{number}" if number else None
    finally:
        xvfb.terminate()
        try:
            xvfb.wait(5)
        except subprocess.TimeoutExpired:
            xvfb.kill()
            xvfb.wait(5)


def _read_display_number(fd: int, xvfb: subprocess.Popen[bytes]) -> str:
    """The number Xvfb writes to ``-displayfd`` once it is ready ('' if it died)."""
    text = b""
    while not text.endswith(b"\n"):
        ready, _, _ = select.select([fd], [], [], START_TIMEOUT_S)
        chunk = os.read(fd, 16) if ready else b""
        if not chunk:
            break
        text += chunk
    return text.decode().strip() if xvfb.poll() is None else ""
