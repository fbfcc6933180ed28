"""With no X server to open a window on, a program says which display failed and exits 2.

No X server is needed: these tests make sure there is none.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from demo_window import DEMO_TITLE, REPO


def display_with_no_server() -> str:
    """A display number no X server on this machine uses (no lock file, no socket)."""
    for number in range(99, 1000):
        if not (Path(f"/tmp/.X{number}-lock").exists()
                or Path(f"/tmp/.X11-unix/X{number}").exists()):
            return f":{number}"
    raise AssertionError("every display number from :99 to :999 is taken")


def run_demo(display: str | None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    if display is not None:
        env["DISPLAY"] = display
    env["PYGLET_AUDIO"] = "silent"
    return subprocess.run([sys.executable, "-m", "retro.demo", "--seed", "1"], cwd=REPO,
                          env=env, capture_output=True, text=True, timeout=60)


def test_a_display_with_no_server_is_named() -> None:
    display = display_with_no_server()
    done = run_demo(display)
    assert done.returncode == 2
    assert done.stderr == (f"{DEMO_TITLE}: no display to open a window on "
                           f"(DISPLAY={display} could not be opened); try --headless\n")


def test_no_display_at_all_says_display_is_not_set() -> None:
    done = run_demo(None)
    assert done.returncode == 2
    assert done.stderr == (f"{DEMO_TITLE}: no display to open a window on "
                           "(DISPLAY is not set); try --headless\n")
