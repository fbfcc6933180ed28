"""Where the VGA frame sits in a window of any size, and which cell a pointer is on.

Pure arithmetic, no pyglet, so it can be tested without a display. The
738x414 frame (720x400 plus the overscan border) is drawn at the largest
whole scale that fits, centred with black around it. A window too small
for scale 1 shows the whole frame shrunk to fit, letterboxed the same way:
never a cropped part of it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from retro.textmode.render import BORDER_X, BORDER_Y

FRAME_W, FRAME_H = 720 + 2 * BORDER_X, 400 + 2 * BORDER_Y
ASPECT_Y = (720 * 3 / 4) / 400
"""Vertical stretch that shows 720x400 as a 4:3 picture, as a CRT did."""


@dataclass(frozen=True)
class Layout:
    """Where the frame sits in the window and how big a VGA pixel is (framebuffer pixels).

    The origin is the frame's top-left corner, counted from the window's
    top-left corner.
    """

    origin_x: float
    origin_y: float
    pixel_w: float
    pixel_h: float
    border_x: int
    border_y: int


def fit_frame(width: int, height: int, aspect: bool) -> Layout:
    """The frame's place in a ``width`` x ``height`` framebuffer.

    A whole scale keeps every VGA pixel the same size; below scale 1 no
    whole scale fits, so the frame shrinks by just enough to fit.
    """
    width, height = max(1, width), max(1, height)
    stretch = ASPECT_Y if aspect else 1.0
    whole = min(width // FRAME_W, int(height // (FRAME_H * stretch)))
    scale = float(whole) if whole >= 1 else min(width / FRAME_W, height / (FRAME_H * stretch))
    pixel_w, pixel_h = scale, scale * stretch
    return Layout(math.floor((width - FRAME_W * pixel_w) / 2),
                  math.floor((height - FRAME_H * pixel_h) / 2),
                  pixel_w, pixel_h, BORDER_X, BORDER_Y)


def cell_at(layout: Layout, ratio: float, window_height: int, x: float,
            y: float) -> tuple[int, int] | None:
    """The text cell (column, row) under a pyglet pointer position, or None off the screen.

    ``x`` and ``y`` are pyglet's: window units counted from the bottom-left
    pixel. ``ratio`` is framebuffer pixels per window unit (2 on a HiDPI
    display). The pixel's centre decides, as it decides what the pixel shows.
    """
    fx = (x + 0.5) * ratio - layout.origin_x
    fy = (window_height - y - 0.5) * ratio - layout.origin_y
    vx = math.floor(fx / layout.pixel_w) - layout.border_x
    vy = math.floor(fy / layout.pixel_h) - layout.border_y
    if 0 <= vx < 720 and 0 <= vy < 400:
        return vx // 9, vy // 16
    return None
