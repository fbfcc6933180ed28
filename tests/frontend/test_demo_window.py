"""The hardware test program in a real window under Xvfb, driven by xdotool.

Every check compares the window with an independent account of what it
must show: the exact palette colour for the border, the BIOS key words
spelled out, and the whole screen against a headless run of the same
program with the same input, rendered by ``retro.textmode.render``.
"""

from __future__ import annotations

import pytest
from demo_window import ProgramWindow, expected_screen, status, wait_for
from PIL import Image
from window_picture import FramePlace

from retro.script import Script
from retro.textmode import PALETTE
from retro.textmode.render import BORDER_X, BORDER_Y, frame_size

pytestmark = pytest.mark.window

KEY_ROW, MOUSE_ROW, EVENT_ROW, BORDER_ROW = 19, 20, 21, 22


def border_pixels(picture: Image.Image) -> set[tuple[int, int, int]]:
    """The colours found in the overscan frame around the 720x400 screen."""
    width, height = frame_size(border=True)
    assert picture.size == (width, height)
    rgb = picture.load()
    colours = set()
    for y in range(height):
        inside_rows = BORDER_Y <= y < height - BORDER_Y
        xs = [*range(BORDER_X), *range(width - BORDER_X, width)] if inside_rows else range(width)
        colours.update(rgb[x, y] for x in xs)
    return colours


def test_first_frame_is_the_headless_screen(demo: ProgramWindow) -> None:
    demo.wait_picture(expected_screen(Script()), "the demo's first screen")


def test_f10_steps_the_border_through_all_16_colours(demo: ProgramWindow) -> None:
    for presses in range(1, 17):
        demo.key("F10")
        want = PALETTE[presses % 16]
        wait_for(lambda want=want: border_pixels(demo.capture()) == {want},
                 f"a border of palette colour {presses % 16} {want} after {presses} F10")
    expected = expected_screen(Script().key(*["F10"] * 16))
    snap = demo.screenshot_until(expected, "the screen after 16 F10")
    assert status(snap, BORDER_ROW) == "BORDER  0 BLACK"
    assert status(snap, KEY_ROW) == "KEY 4400 F10"
    demo.wait_picture(expected, "the whole frame after 16 F10")


# (xdotool key names, the BIOS key word and name the demo must show)
KEYS = [
    ("shift+F1", "KEY 5400 Shift+F1"),
    ("a", "KEY 1E61 a"),
    ("shift+a", "KEY 1E41 A"),
    ("Up", "KEY 4800 Up"),
    ("ctrl+a", "KEY 1E01 Ctrl+A"),
    ("alt+x", "KEY 2D00 Alt+X"),
    ("Return", "KEY 1C0D Enter"),
    ("shift+Tab", "KEY 0F00 Shift+Tab"),
    ("shift+1", "KEY 0221 !"),
    ("Home", "KEY 4700 Home"),
    ("BackSpace", "KEY 0E08 Backspace"),
    ("F1", "KEY 3B00 F1"),
]
SCRIPT_NAMES = {"shift+a": "A", "Return": "Enter", "shift+1": "!", "BackSpace": "BackSpace"}


def test_keys_show_their_bios_words(demo: ProgramWindow) -> None:
    script = Script()
    for x_key, shown in KEYS:
        demo.key(x_key)
        script.key(SCRIPT_NAMES.get(x_key, x_key))
        expected = expected_screen(script)
        snap = demo.screenshot_until(expected, f"the screen after {x_key}")
        assert status(snap, KEY_ROW) == shown
        picture = demo.wait_picture(snap, f"the window to show the saved screen after {x_key}")
        assert picture.size == frame_size(border=True)


def test_clicks_move_the_mouse_cursor_and_report_the_cell(demo: ProgramWindow) -> None:
    demo.click(20, 18)
    expected = expected_screen(Script().click(20, 18))
    snap = demo.screenshot_until(expected, "the screen after a left click on 20,18")
    assert status(snap, MOUSE_ROW) == "MOUSE  COL 20 ROW 18  X 160 Y 144  [---]"
    assert status(snap, EVENT_ROW) == "       LEFT RELEASE AT 20,18"
    picture = demo.wait_picture(snap, "the inverted mouse cell at 20,18")
    # A blank black cell under the cursor turns light grey: attribute 07h -> 70h.
    assert cell_colours(picture, 20, 18) == {PALETTE[7]}
    assert cell_colours(picture, 21, 18) == {PALETTE[0]}

    demo.click(70, 23, button=3)
    expected = expected_screen(Script().click(20, 18).click(70, 23, button=1))
    snap = demo.screenshot_until(expected, "the screen after a right click on 70,23")
    assert status(snap, EVENT_ROW) == "       RIGHT RELEASE AT 70,23"
    picture = demo.wait_picture(snap, "the mouse cell moved to 70,23")
    assert cell_colours(picture, 70, 23) == {PALETTE[7]}
    assert cell_colours(picture, 20, 18) == {PALETTE[0]}


def cell_colours(picture: Image.Image, col: int, row: int) -> set[tuple[int, int, int]]:
    """The colours inside one text cell of a capture at --scale 1."""
    x, y = FramePlace.for_window(*picture.size, aspect=False).cell_centre(col, row)
    rgb = picture.load()
    return {rgb[x0, y0] for x0 in range(x - 4, x + 5) for y0 in range(y - 8, y + 8)}
