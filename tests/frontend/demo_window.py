"""Drive a real program window under Xvfb: start it, find it, type, click, look.

``ProgramWindow`` starts a program as a subprocess on the test's X display,
finds its window with ``xdotool search``, sends keys and clicks with
xdotool, captures the window through ``x_client`` and presses Ctrl+F5 to
read the exact screen back from the ``.BIN`` the window saves. Every wait
polls with a deadline, and ``stop`` always kills the process, so a broken
window can fail a test but never hang CI.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from PIL import Image
from window_picture import FramePlace, shows
from x_client import XConnection, XError

import retro.demo
from retro.headless import run_headless
from retro.script import Script
from retro.textmode import ScreenSnapshot

REPO = Path(__file__).resolve().parents[2]
START_TIMEOUT_S = 30.0
"""Python start, pyglet and a GL context on a busy 2-core CI machine; normally ~1 s."""
STEP_TIMEOUT_S = 30.0
"""Longest wait for one reaction (a redraw, a screenshot, an exit); normally ms, but a
software-GL resize of a very wide window took over 10 s with the load at 9 on 2 cores."""
XDOTOOL_TIMEOUT_S = 10.0
POLL_S = 0.01
DEMO_TITLE = "VIRTUAL PC TEST"
STATUS_COL = 31
"""The demo's KEY / MOUSE / BORDER lines start in this column."""
OFF_WINDOW = (1500, 950)
"""A pointer position on the 1600x1000 Xvfb screen but outside any test window."""

T = TypeVar("T")


def wait_for(probe: Callable[[], T], what: str, timeout: float = STEP_TIMEOUT_S,
             describe: Callable[[], str] | None = None) -> T:
    """Poll ``probe`` until it returns something truthy; fail after ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while True:
        value = probe()
        if value:
            return value
        if time.monotonic() > deadline:
            extra = f"\n{describe()}" if describe else ""
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}{extra}")
        time.sleep(POLL_S)


def xdotool(display: str, *args: str) -> str:
    """Run one xdotool command with a deadline; return its output."""
    done = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display},
                          capture_output=True, text=True, timeout=XDOTOOL_TIMEOUT_S)
    if done.returncode != 0 and args[0] != "search":  # search exits 1 when nothing matched
        raise AssertionError(f"xdotool {' '.join(args)} failed: {done.stderr.strip()}")
    return done.stdout


class ProgramWindow:
    """One program running in its own window on a test display."""

    def __init__(self, display: str, command: list[str], title: str, workdir: Path) -> None:
        self.display = display
        self.command = command
        self.title = title
        self.aspect = "--aspect" in command
        self.data_dir = workdir / "data"
        self.stdout_path = workdir / "stdout.txt"
        self.stderr_path = workdir / "stderr.txt"
        self.proc: subprocess.Popen[bytes] | None = None
        self.wid = 0
        self.x = XConnection(display)

    # --- life cycle -----------------------------------------------------------------
    def start(self) -> ProgramWindow:
        """Start the program and wait until its window is mapped and focused."""
        xdotool(self.display, "mousemove", *map(str, OFF_WINDOW))
        before = set(self._windows())
        env = {**os.environ, "DISPLAY": self.display, "PYGLET_AUDIO": "silent",
               "TOMMYS_DATA": str(self.data_dir),
               "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
        with self.stdout_path.open("wb") as out, self.stderr_path.open("wb") as err:
            self.proc = subprocess.Popen(self.command, env=env, stdout=out, stderr=err,
                                         cwd=REPO)

        def new_window() -> int | None:
            if self.proc is not None and self.proc.poll() is not None:
                raise AssertionError(f"{self.command} exited with {self.proc.returncode} before "
                                     f"showing a window:\n{self.stderr()}")
            fresh = [w for w in self._windows() if w not in before]
            return fresh[0] if fresh else None

        self.wid = wait_for(new_window, f"the {self.title!r} window", START_TIMEOUT_S)
        xdotool(self.display, "windowfocus", "--sync", str(self.wid))
        return self

    def _windows(self) -> list[int]:
        found = xdotool(self.display, "search", "--onlyvisible", "--name", f"^{self.title}")
        return [int(line) for line in found.split()]

    def wait_exit(self, timeout: float = STEP_TIMEOUT_S) -> int:
        """The exit status, once the process has ended (fails after ``timeout``)."""
        assert self.proc is not None
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the program still runs {timeout:.0f} s later") from None

    def stop(self) -> None:
        """Kill the program if it still runs; close the X connection."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(STEP_TIMEOUT_S)
        self.x.close()

    def stderr(self) -> str:
        return self.stderr_path.read_text(errors="replace") if self.stderr_path.exists() else ""

    # --- input ------------------------------------------------------------------------
    def key(self, *keys: str) -> None:
        """Send X key names (``F10``, ``shift+F1``, ``a``) to the window, in order."""
        xdotool(self.display, "key", "--window", str(self.wid), *keys)

    def type_keys(self, *keys: str) -> None:
        """Type keys as a real keyboard does: XTEST events to whichever window has the focus.

        Unlike ``key`` (``xdotool key --window``), nothing is addressed to a
        window id, so this also shows whether the window has the focus, and
        it survives a key that makes the window rebuild itself: ``--window``
        would send part of Alt+Enter to the window the switch destroys, and
        xdotool then dies with BadWindow before it lets go of Alt and Enter,
        leaving them held in the X server (every later ``a`` is Alt+A, 1E00).
        """
        xdotool(self.display, "key", *keys)

    def wait_rebuilt(self, size: tuple[int, int], what: str) -> None:
        """Wait for the window that replaces this one (a full-screen switch) at ``size``."""
        old = self.wid

        def rebuilt() -> int | None:
            if self.proc is not None and self.proc.poll() is not None:
                raise AssertionError(f"the program ended ({self.proc.returncode}) during the "
                                     f"switch:\n{self.stderr()}")
            for wid in self._windows():
                try:
                    if wid != old and self.x.size(wid) == size:
                        return wid
                except XError:  # gone again between the search and the question
                    continue
            return None

        self.wid = wait_for(rebuilt, f"the {what} window of {size[0]}x{size[1]}",
                            describe=lambda: f"windows now: {self._windows()}")

    def click(self, col: int, row: int, button: int = 1) -> None:
        """Move the pointer onto a text cell and click X button 1 (left) or 3 (right)."""
        x, y = self.place().cell_centre(col, row)
        xdotool(self.display, "mousemove", "--window", str(self.wid), str(x), str(y),
                "click", str(button))

    def request_close(self) -> None:
        """What a window manager's close button does: WM_DELETE_WINDOW."""
        self.x.request_close(self.wid)

    # --- looking --------------------------------------------------------------------
    def place(self) -> FramePlace:
        """Where the VGA frame sits in the window at its present size."""
        return FramePlace.for_window(*self.x.size(self.wid), self.aspect)

    def capture(self) -> Image.Image:
        """The window's pixels now (RGB)."""
        return self.x.capture(self.wid)

    def wait_picture(self, snap: ScreenSnapshot, what: str) -> Image.Image:
        """Wait until the window shows exactly ``render(snap)``; return that capture."""
        last: list[Image.Image] = []

        def showing() -> Image.Image | None:
            try:
                last[:] = [self.capture()]
            except XError:
                return None
            return last[0] if shows(last[0], snap, self.aspect) else None

        def describe() -> str:
            if not last:
                return "no capture could be taken"
            out = self.data_dir / "mismatch.png"
            last[0].save(out)
            return f"last capture saved to {out}"

        return wait_for(showing, what, describe=describe)

    def screenshot(self) -> ScreenSnapshot:
        """Press Ctrl+F5 and read the exact screen from the .BIN the window saves."""
        folder = self.data_dir / "screenshots"
        number = len(list(folder.glob("SCRN*.BIN"))) + 1 if folder.exists() else 1
        png = folder / f"SCRN{number:04d}.PNG"
        self.key("ctrl+F5")
        wait_for(png.exists, f"{png.name} from Ctrl+F5")  # the .BIN is written first
        return ScreenSnapshot.from_bin(png.with_suffix(".BIN").read_bytes(),
                                       cursor_visible=False)

    def screenshot_until(self, expected: ScreenSnapshot, what: str) -> ScreenSnapshot:
        """Ctrl+F5 until the saved screen holds ``expected``'s bytes (the program may lag)."""
        last: list[ScreenSnapshot] = []

        def saved() -> ScreenSnapshot | None:
            last[:] = [self.screenshot()]
            return last[0] if last[0].data == expected.data else None

        def describe() -> str:
            got = last[0].text().splitlines() if last else []
            want = expected.text().splitlines()
            return "\n".join(f"row {r}: got  {g!r}\n        want {w!r}"
                             for r, (g, w) in enumerate(zip(got, want, strict=False)) if g != w)

        return wait_for(saved, what, describe=describe)


WindowFactory = Callable[[list[str], str], "ProgramWindow"]
"""The ``open_window`` fixture: start (command, window title) and return the window."""


def expected_screen(script: Script) -> ScreenSnapshot:
    """The demo's screen after ``script``, headless, with the mouse cursor drawn on it."""
    result = run_headless(retro.demo.main, seed=1, script=script)
    snap = result.screen
    shown = result.machine.mouse.overlay(snap.data)
    return ScreenSnapshot.from_bin(shown, border_colour=snap.border_colour,
                                   cursor_visible=False)


def status(snap: ScreenSnapshot, row: int) -> str:
    return snap.row_text(row)[STATUS_COL:].rstrip()


def demo_command(*extra: str, scale: int = 1) -> list[str]:
    """The hardware test program with a fixed seed at a fixed window scale."""
    return [sys.executable, "-m", "retro.demo", "--seed", "1", "--scale", str(scale), *extra]
