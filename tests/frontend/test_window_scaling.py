"""The window at other sizes: 2x, the 4:3 stretch, and windows resized by hand.

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
from retro.textmode import PALETTE

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


def test_a_window_below_scale_1_shows_the_whole_frame_shrunk(demo: ProgramWindow) -> None:
    demo.key("F10", "F10")  # a green border, so every edge of the frame can be seen
    script = Script().key("F10", "F10")
    demo.screenshot_until(expected_screen(script), "a green border")
    xdotool(demo.display, "windowsize", "--sync", str(demo.wid), "500", "300")
    wait_for(lambda: demo.x.size(demo.wid) == (500, 300), "the window to become 500x300")
    place = demo.place()
    assert (place.origin_x, place.origin_y) == (0, 9)
    assert place.pixel_w == place.pixel_h == pytest.approx(500 / 738)
    picture = demo.wait_picture(expected_screen(script), "the whole frame shrunk into 500x300")
    # Independently of the layout rule: the rows that show anything form one band of
    # the frame's shrunk height, centred, with the border on all four sides of it.
    rgb = picture.load()
    green, black = PALETTE[2], PALETTE[0]
    band = [y for y in range(300) if {rgb[x, y] for x in range(500)} != {black}]
    assert band == list(range(band[0], band[-1] + 1))
    assert len(band) == pytest.approx(414 * 500 / 738, abs=1)
    assert abs(band[0] - (299 - band[-1])) <= 1
    assert {rgb[x, y] for x in range(500) for y in (band[0], band[-1])} == {green}
    assert {rgb[x, y] for x in (0, 499) for y in band} == {green}
    for col, row in ((79, 24), (0, 0), (40, 12)):
        demo.click(col, row)
        script.click(col, row)
        snap = demo.screenshot_until(expected_screen(script),
                                     f"the screen after a click on {col},{row} at 500x300")
        assert status(snap, 21) == f"       LEFT RELEASE AT {col},{row}"
    demo.wait_picture(expected_screen(script), "the mouse cell at 40,12 at 500x300")


def test_extreme_sizes_lose_nothing(demo: ProgramWindow) -> None:
    """Down to a single pixel and back: the program runs on and the picture comes back whole."""
    demo.key("F10")
    script = Script().key("F10")
    for size in ((1, 1), (1600, 120), (90, 1000), (738, 414)):
        xdotool(demo.display, "windowsize", "--sync", str(demo.wid), *map(str, size))
        wait_for(lambda size=size: demo.x.size(demo.wid) == size, f"a {size} window")
        demo.wait_picture(expected_screen(script), f"the frame in a {size} window")
    demo.key("a")
    script.key("a")
    snap = demo.screenshot_until(expected_screen(script), "the screen after a, resized back")
    assert status(snap, 19) == "KEY 1E61 a"
    assert demo.proc is not None and demo.proc.poll() is None
    assert "Traceback" not in demo.stderr()
