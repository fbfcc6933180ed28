"""The frame's place in a window of any size, and the cell under the pointer (no display).

``window_picture.FramePlace`` states the same rule independently; these
tests hold the window's arithmetic to it and to a few sizes worked by hand.
"""

from __future__ import annotations

import math

import pytest
from window_picture import CELL_H, CELL_W, FramePlace

from retro.frontend.layout import ASPECT_Y, FRAME_H, FRAME_W, cell_at, fit_frame
from retro.textmode.render import BORDER_X, BORDER_Y


@pytest.mark.parametrize(("size", "aspect", "origin", "pixel_w", "pixel_h"), [
    ((738, 414), False, (0, 0), 1, 1),
    ((1476, 828), False, (0, 0), 2, 2),
    ((1600, 1000), False, (62, 86), 2, 2),
    ((1000, 600), False, (131, 93), 1, 1),
    ((2213, 1241), False, (368, 206), 2, 2),  # one pixel short of 3x either way
    ((738, 559), True, (0, 0), 1, ASPECT_Y),
    ((500, 300), False, (0, 9), 500 / 738, 500 / 738),  # width decides
    ((738, 207), False, (184, 0), 0.5, 0.5),  # height decides: half size
    ((738, 300), True, (170, 0), 300 / 558.9, 300 / 414),
])
def test_sizes_worked_by_hand(size: tuple[int, int], aspect: bool, origin: tuple[int, int],
                              pixel_w: float, pixel_h: float) -> None:
    layout = fit_frame(*size, aspect)
    assert (layout.origin_x, layout.origin_y) == origin
    assert layout.pixel_w == pytest.approx(pixel_w)
    assert layout.pixel_h == pytest.approx(pixel_h)
    assert (layout.border_x, layout.border_y) == (BORDER_X, BORDER_Y)


SIZES = [(w, h) for w in (1, 37, 200, 500, 737, 738, 739, 1000, 1476, 1920, 3000)
         for h in (1, 50, 300, 413, 414, 415, 559, 600, 828, 1080, 2000)]


@pytest.mark.parametrize("aspect", [False, True])
def test_the_whole_frame_is_inside_centred_and_as_large_as_the_rule_allows(
        aspect: bool) -> None:
    for w, h in SIZES:
        lay = fit_frame(w, h, aspect)
        frame_w, frame_h = FRAME_W * lay.pixel_w, FRAME_H * lay.pixel_h
        assert lay.pixel_h == pytest.approx(lay.pixel_w * (ASPECT_Y if aspect else 1))
        assert lay.origin_x >= 0 and lay.origin_y >= 0, (w, h)
        assert lay.origin_x + frame_w <= w + 1e-9 and lay.origin_y + frame_h <= h + 1e-9, (w, h)
        # centred to the pixel: the far margin is the near one or up to 2 px wider
        assert 0 <= (w - lay.origin_x - frame_w) - lay.origin_x < 2, (w, h)
        assert 0 <= (h - lay.origin_y - frame_h) - lay.origin_y < 2, (w, h)
        if lay.pixel_w >= 1:  # whole scales only, and the next one would not fit
            assert lay.pixel_w == int(lay.pixel_w)
            bigger = lay.pixel_w + 1
            assert FRAME_W * bigger > w or FRAME_H * bigger * lay.pixel_h / lay.pixel_w > h
        else:  # shrunk: it touches two opposite edges
            assert math.isclose(frame_w, w) or math.isclose(frame_h, h), (w, h)
        place = FramePlace.for_window(w, h, aspect)
        assert (place.origin_x, place.origin_y) == (lay.origin_x, lay.origin_y)
        assert place.pixel_w == pytest.approx(lay.pixel_w)


def test_an_empty_window_does_not_divide_by_zero() -> None:
    lay = fit_frame(0, 0, aspect=True)
    assert lay.pixel_w > 0 and lay.pixel_h > 0
    assert cell_at(lay, 1.0, 0, 0.0, 0.0) in {None, (0, 0)}


def shown_cell(place: FramePlace, x: int, y: int) -> tuple[int, int] | None:
    """The cell window pixel (x, y), counted from the top, shows, by ``FramePlace``'s rule."""
    cols, rows = place.frame_columns(x), place.frame_rows(y)
    if len(cols) > 1 or len(rows) > 1:
        return None  # a centre on an edge: either answer is right
    vx, vy = cols[0] - BORDER_X, rows[0] - BORDER_Y
    if cols[0] < 0 or rows[0] < 0 or not (0 <= vx < 720 and 0 <= vy < 400):
        return (-1, -1)
    return vx // CELL_W, vy // CELL_H


@pytest.mark.parametrize(("size", "aspect"), [
    ((738, 414), False), ((1476, 828), False), ((1000, 600), False), ((500, 300), False),
    ((200, 120), False), ((738, 559), True), ((600, 350), True), ((1600, 1000), True),
])
def test_a_click_finds_the_cell_its_pixel_shows(size: tuple[int, int], aspect: bool) -> None:
    w, h = size
    lay = fit_frame(w, h, aspect)
    place = FramePlace.for_window(w, h, aspect)
    for x in range(0, w, 3):
        for y in range(0, h, 3):
            want = shown_cell(place, x, y)
            if want is None:
                continue
            got = cell_at(lay, 1.0, h, float(x), float(h - 1 - y))  # pyglet counts bottom-up
            assert got == (None if want == (-1, -1) else want), (size, aspect, x, y)


def test_every_cell_can_be_clicked_even_at_a_quarter_size() -> None:
    w, h = 185, 104
    lay = fit_frame(w, h, aspect=False)
    assert lay.pixel_w < 0.26
    found = {cell_at(lay, 1.0, h, float(x), float(y)) for x in range(w) for y in range(h)}
    assert {(c, r) for c in range(80) for r in range(25)} <= found


def test_hidpi_ratio_maps_window_units_to_framebuffer_pixels() -> None:
    """A framebuffer twice the window's size: window unit (x, y) covers pixels 2x..2x+1."""
    lay = fit_frame(1476, 828, aspect=False)  # 2x in a 738x414-unit window
    assert cell_at(lay, 2.0, 414, BORDER_X + 0.0, 413.0 - BORDER_Y) == (0, 0)
    assert cell_at(lay, 2.0, 414, BORDER_X + 719.0, float(BORDER_Y)) == (79, 24)
    assert cell_at(lay, 2.0, 414, BORDER_X - 1.0, 200.0) is None
