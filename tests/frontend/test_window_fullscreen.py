"""Full screen and back, by Alt+Enter and from ``--fullscreen``.

pyglet rebuilds the X window at every switch. Afterwards the program must
still run with its state, the new window must show the whole picture, and
keys typed on the keyboard must reach the program with the right BIOS
word. Keys go through XTEST (``ProgramWindow.type_keys``) as a real
keyboard's do: to the window that has the focus. Xvfb runs no window
manager, so a rebuilt window that does not take the focus gets no keys.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from demo_window import (
    DEMO_TITLE,
    REPO,
    ProgramWindow,
    WindowFactory,
    demo_command,
    expected_screen,
    status,
)

from retro.frontend.xvfb import SCREEN
from retro.script import Script

pytestmark = pytest.mark.window

KEY_ROW = 19
FULL = tuple(int(n) for n in SCREEN.split("x")[:2])
"""A full-screen window covers the whole private Xvfb screen."""
WINDOWED = (738, 414)
"""The demo's window at --scale 1."""


def switch(demo: ProgramWindow, script: Script, size: tuple[int, int], what: str) -> None:
    """Alt+Enter, then check the rebuilt window: the picture, then a letter and Enter.

    Alt+Enter is typed with no pause between its presses and releases, so the
    releases reach the X server while the old window still has the focus and
    are lost with it; the next Enter must still arrive.
    """
    demo.type_keys("--delay", "0", "alt+Return")
    demo.wait_rebuilt(size, what)
    demo.wait_picture(expected_screen(script), f"the picture in the {what} window")
    for x_key, name, shown in (("a", "a", "KEY 1E61 a"), ("Return", "Enter", "KEY 1C0D Enter")):
        demo.type_keys(x_key)
        script.key(name)
        snap = demo.screenshot_until(expected_screen(script),
                                     f"the screen after typing {x_key} in the {what} window")
        assert status(snap, KEY_ROW) == shown
    demo.wait_picture(expected_screen(script), f"the {what} window after typing")


def test_alt_enter_goes_full_screen_and_back_and_keys_still_type(demo: ProgramWindow) -> None:
    script = Script()
    demo.type_keys("F10")  # the program's state (a blue border) must survive the switches
    script.key("F10")
    demo.screenshot_until(expected_screen(script), "a blue border before the first switch")
    switch(demo, script, FULL, "full-screen")
    switch(demo, script, WINDOWED, "windowed")
    switch(demo, script, FULL, "second full-screen")
    assert demo.proc is not None and demo.proc.poll() is None, demo.stderr()
    assert "Traceback" not in demo.stderr()


def test_fullscreen_option_starts_full_and_alt_enter_gives_a_window(
        open_window: WindowFactory) -> None:
    demo = open_window(demo_command("--fullscreen"), DEMO_TITLE)
    assert demo.x.size(demo.wid) == FULL
    script = Script()
    demo.wait_picture(expected_screen(script), "the first screen, full screen")
    demo.type_keys("b")
    script.key("b")
    snap = demo.screenshot_until(expected_screen(script), "the screen after b, full screen")
    assert status(snap, KEY_ROW) == "KEY 3062 b"
    switch(demo, script, WINDOWED, "windowed")
    switch(demo, script, FULL, "full-screen again")
    assert "Traceback" not in demo.stderr()


MODE_PROBE = '''
import pyglet
pyglet.options["shadow_window"] = False
from retro.clock import RealClock
from retro.frontend.window import ScreenWindow
from retro.machine import Machine
from retro.options import Options

screen = pyglet.display.get_display().get_default_screen()
changes = []
type(screen).set_mode = lambda self, mode: changes.append(mode)
window = ScreenWindow(Machine(RealClock(), Options(), seed=1), "MODE PROBE", 1, False,
                      True, None)
sizes = [window.get_size()]
window.set_fullscreen(False)
sizes.append(window.get_size())
window.set_fullscreen(True)
sizes.append(window.get_size())
window.close()
print(len(changes), [list(size) for size in sizes])
'''


def test_fullscreen_option_keeps_the_display_mode_as_alt_enter_does(x_display: str) -> None:
    """Both ways to full screen cover the screen at its own size; neither switches its mode.

    pyglet, asked for a full-screen window of a given size, switches the
    display to the closest mode (800x600 for a 738x414 window on a desktop).
    """
    env = {"DISPLAY": x_display, "PYGLET_AUDIO": "silent", "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", MODE_PROBE], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    full, windowed = list(FULL), list(WINDOWED)
    assert done.stdout.split(" ", 1) == ["0", f"{[full, windowed, full]}\n"], done.stdout


FAILING_SWITCH_PROBE = '''
import pyglet
pyglet.options["shadow_window"] = False
from retro.clock import RealClock
from retro.frontend.window import ScreenWindow
from retro.machine import Machine
from retro.options import Options


def refuse(self, *args, **kwargs):
    raise RuntimeError("no full screen today")


machine = Machine(RealClock(), Options(), seed=1)
window = ScreenWindow(machine, "FAILING SWITCH", 1, False, False, None)
ScreenWindow.set_fullscreen = refuse
window.toggle_fullscreen()
window.tick(0.0)
print(machine.powered, window.fullscreen, window.frames_drawn, window.get_size())
window.close()
'''


def test_a_failed_switch_is_reported_and_the_program_goes_on(x_display: str) -> None:
    env = {"DISPLAY": x_display, "PYGLET_AUDIO": "silent", "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", FAILING_SWITCH_PROBE], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "True False 1 (738, 414)\n"
    assert done.stderr.startswith("the full-screen switch failed:\nTraceback")
    assert done.stderr.endswith("RuntimeError: no full screen today\n")
