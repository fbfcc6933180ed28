"""The window at other sizes: 2x, the 4:3 stretch, and a window resized by hand.

Each picture is checked pixel for pixel against ``window_picture.shows``,
and a click must land on the cell under the pointer whatever the scale.
"""

from __future__ import annotations

import pytest
from demo_window import (
    DEMO_TITLE,
    ProgramWindow,
    WindowFactory,
    demo_command,
    expected_screen,
    status,
    wait_for,
    xdotool,
)

from retro.script import Script

pytestmark = pytest.mark.window


def test_scale_2_is_exact_and_clicks_find_their_cell(open_window: WindowFactory) -> None:
    demo = open_window(demo_command(scale=2), DEMO_TITLE)
    assert demo.x.size(demo.wid) == (1476, 828)
    demo.wait_picture(expected_screen(Script()), "the first screen at 2x")
    demo.click(79, 0)
    expected = expected_screen(Script().click(79, 0))
    snap = demo.screenshot_until(expected, "the screen after a click on 79,0 at 2x")
    assert status(snap, 21) == "       LEFT RELEASE AT 79,0"
    demo.wait_picture(snap, "the mouse cell at 79,0 at 2x")


def test_aspect_stretches_rows_to_4_3(open_window: WindowFactory) -> None:
    demo = open_window(demo_command("--aspect"), DEMO_TITLE)
    assert demo.x.size(demo.wid) == (738, 559)  # 414 rows x 1.35
    demo.wait_picture(expected_screen(Script()), "the first screen stretched to 4:3")
    demo.click(5, 24)
    expected = expected_screen(Script().click(5, 24))
    snap = demo.screenshot_until(expected, "the screen after a click on 5,24 stretched")
    assert status(snap, 21) == "       LEFT RELEASE AT 5,24"
    demo.wait_picture(snap, "the mouse cell at 5,24 stretched")


def test_a_resized_window_centres_the_frame_in_black(demo: ProgramWindow) -> None:
    demo.wait_picture(expected_screen(Script()), "the first screen")
    xdotool(demo.display, "windowsize", "--sync", str(demo.wid), "1000", "600")
    wait_for(lambda: demo.x.size(demo.wid) == (1000, 600), "the window to become 1000x600")
    place = demo.place()
    assert (place.origin_x, place.origin_y, place.pixel_w) == (131, 93, 1)
    demo.wait_picture(expected_screen(Script()), "the frame letterboxed in 1000x600")
    demo.click(0, 0)
    expected = expected_screen(Script().click(0, 0))
    snap = demo.screenshot_until(expected, "the screen after a click on 0,0 letterboxed")
    assert status(snap, 21) == "       LEFT RELEASE AT 0,0"
    demo.wait_picture(snap, "the mouse cell at 0,0 letterboxed")
