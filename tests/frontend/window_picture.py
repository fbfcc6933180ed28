"""What a ScreenWindow must show, worked out independently of its shaders.

The rule (``ScreenWindow.layout``): the 738x414 VGA frame, border included,
is drawn at the largest whole scale that fits the window (rows stretched by
``ASPECT_Y`` with ``--aspect``), centred, with black around it. A window
pixel shows the frame pixel under its centre. The frame's own pixels come
from ``retro.textmode.render``, the renderer that matches real DOSBox.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image

from retro.textmode import ScreenSnapshot, render
from retro.textmode.render import BORDER_X, BORDER_Y, frame_size

FRAME_W, FRAME_H = frame_size(border=True)
ASPECT_Y = (720 * 3 / 4) / 400
"""The 4:3 row stretch, as a CRT showed 720x400 (the window's ``--aspect``)."""
EDGE = 1e-4
"""A pixel centre this close to a row boundary may fall either way in GL's float32."""
CELL_W, CELL_H = 9, 16


@dataclass(frozen=True)
class FramePlace:
    """Where the frame sits in a window of a given size."""

    origin_x: int
    origin_y: int
    pixel_w: int
    pixel_h: float

    @classmethod
    def for_window(cls, width: int, height: int, aspect: bool) -> FramePlace:
        stretch = ASPECT_Y if aspect else 1.0
        scale = max(1, min(width // FRAME_W, int(height // (FRAME_H * stretch))))
        pixel_h = scale * stretch
        return cls(math.floor((width - FRAME_W * scale) / 2),
                   math.floor((height - FRAME_H * pixel_h) / 2), scale, pixel_h)

    def cell_centre(self, col: int, row: int) -> tuple[int, int]:
        """The window pixel in the middle of a text cell."""
        x = self.origin_x + (BORDER_X + col * CELL_W + CELL_W / 2) * self.pixel_w
        y = self.origin_y + (BORDER_Y + row * CELL_H + CELL_H / 2) * self.pixel_h
        return int(x), int(y)

    def frame_rows(self, y: int) -> set[int]:
        """Frame rows window row ``y`` may show (-1: outside the frame, black)."""
        centre = (y + 0.5 - self.origin_y) / self.pixel_h
        rows = {math.floor(centre - EDGE), math.floor(centre + EDGE)}
        return {v if 0 <= v < FRAME_H else -1 for v in rows}


def shows(picture: Image.Image, snap: ScreenSnapshot, aspect: bool = False) -> bool:
    """Is ``picture`` (an RGB window capture) exactly the window's view of ``snap``?

    Either blink phase counts, since the capture may catch either.
    """
    width, height = picture.size
    place = FramePlace.for_window(width, height, aspect)
    got = picture.tobytes()
    stride = 3 * width
    black = bytes(stride)
    right_w = width - place.origin_x - FRAME_W * place.pixel_w
    if place.origin_x < 0 or right_w < 0:
        return False
    left, right = bytes(3 * place.origin_x), bytes(3 * right_w)
    for blink_on in (True, False):
        frame = render(snap, blink_on=blink_on, border=True).convert("RGB")
        wide = frame.resize((FRAME_W * place.pixel_w, FRAME_H), Image.Resampling.NEAREST)
        data, wide_stride = wide.tobytes(), 3 * wide.width
        lines = [left + data[v * wide_stride:(v + 1) * wide_stride] + right
                 for v in range(FRAME_H)]
        if all(got[y * stride:(y + 1) * stride] in
               [black if v < 0 else lines[v] for v in place.frame_rows(y)]
               for y in range(height)):
            return True
    return False
