"""What a ScreenWindow must show, worked out independently of its shaders.

The rule (``ScreenWindow.layout``): the 738x414 VGA frame, border included,
is drawn at the largest whole scale that fits the window (rows stretched by
``ASPECT_Y`` with ``--aspect``), centred, with black around it; a window
pixel then shows the frame pixel under its centre. A window too small for
scale 1 shows the whole frame shrunk to fit, never a part of it; a window
pixel then shows the average of the frame pixels it covers, weighted by
the area covered (below 1/16 scale, of the 16x16 frame pixels under its
middle). The frame's own pixels come from ``retro.textmode.render``,
the renderer that matches real DOSBox.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageChops

from retro.textmode import ScreenSnapshot, render
from retro.textmode.render import BORDER_X, BORDER_Y, frame_size

FRAME_W, FRAME_H = frame_size(border=True)
ASPECT_Y = (720 * 3 / 4) / 400
"""The 4:3 row stretch, as a CRT showed 720x400 (the window's ``--aspect``)."""
ROW_BIAS = 1 / 64
"""The window moves its copy of the frame down by 1/64 px, so no row centre sits on an edge."""
EDGE_PX = 1 / 32
"""A window pixel centre this close to the edge of a VGA pixel may show either one.

GL works in float32, and the 1/64 px shift moves the edges; both make such a
pixel go either way.
"""
MAX_FOOTPRINT = 16
"""A shrunk window pixel averages at most 16x16 frame pixels, those under its middle."""
SHRUNK_TOLERANCE = 2
"""Largest difference per colour channel for a shrunk frame: GL averages in float32
and rounds to 8 bits, this module in float64."""
CELL_W, CELL_H = 9, 16


@dataclass(frozen=True)
class FramePlace:
    """Where the frame sits in a window of a given size."""

    origin_x: int
    origin_y: int
    pixel_w: float
    pixel_h: float

    @classmethod
    def for_window(cls, width: int, height: int, aspect: bool) -> FramePlace:
        stretch = ASPECT_Y if aspect else 1.0
        whole = min(width // FRAME_W, int(height // (FRAME_H * stretch)))
        scale = float(whole) if whole >= 1 else min(width / FRAME_W,
                                                    height / (FRAME_H * stretch))
        pixel_h = scale * stretch
        return cls(math.floor((width - FRAME_W * scale) / 2),
                   math.floor((height - FRAME_H * pixel_h) / 2), scale, pixel_h)

    @property
    def shrunk(self) -> bool:
        return self.pixel_w < 1

    def cell_centre(self, col: int, row: int) -> tuple[int, int]:
        """The window pixel in the middle of a text cell."""
        x = self.origin_x + (BORDER_X + col * CELL_W + CELL_W / 2) * self.pixel_w
        y = self.origin_y + (BORDER_Y + row * CELL_H + CELL_H / 2) * self.pixel_h
        return int(x), int(y)

    def frame_rows(self, y: int) -> list[int]:
        """Frame rows under window row ``y``'s centre, most likely first (-1: outside)."""
        return _under(y, self.origin_y, self.pixel_h, FRAME_H)

    def frame_columns(self, x: int) -> list[int]:
        """Frame columns under window column ``x``'s centre, most likely first (-1: outside)."""
        return _under(x, self.origin_x, self.pixel_w, FRAME_W)


def _under(pos: int, origin: float, size: float, count: int) -> list[int]:
    """The VGA pixel(s) under a window pixel's centre: two when it is within EDGE_PX of an edge."""
    centre = pos + 0.5 - origin
    found = []
    for at in (centre, centre - EDGE_PX, centre + EDGE_PX):
        v = math.floor(at / size)
        v = v if 0 <= v < count else -1
        if v not in found:
            found.append(v)
    return found


def shows(picture: Image.Image, snap: ScreenSnapshot, aspect: bool = False) -> bool:
    """Is ``picture`` (an RGB window capture) exactly the window's view of ``snap``?

    Either blink phase counts, since the capture may catch either.
    """
    place = FramePlace.for_window(*picture.size, aspect)
    if place.origin_x < 0 or place.origin_y < 0:
        return False
    frames = {render(snap, blink_on=on, border=True).convert("RGB").tobytes()
              for on in (True, False)}
    check = _shows_shrunk if place.shrunk else _shows_scaled
    return any(check(picture, place, frame) for frame in frames)


def _shows_scaled(picture: Image.Image, place: FramePlace, frame: bytes) -> bool:
    """Whole scales: every window pixel is exactly the frame pixel under its centre."""
    width, height = picture.size
    got, stride = picture.tobytes(), 3 * width
    scale = int(place.pixel_w)
    image = Image.frombytes("RGB", (FRAME_W, FRAME_H), frame)
    wide = image.resize((FRAME_W * scale, FRAME_H), Image.Resampling.NEAREST).tobytes()
    wide_stride = 3 * FRAME_W * scale
    left = bytes(3 * place.origin_x)
    right = bytes(stride - len(left) - wide_stride)
    lines = [left + wide[v * wide_stride:(v + 1) * wide_stride] + right for v in range(FRAME_H)]
    black = bytes(stride)
    return all(got[y * stride:(y + 1) * stride] in
               [black if v < 0 else lines[v] for v in place.frame_rows(y)]
               for y in range(height))


def _shows_shrunk(picture: Image.Image, place: FramePlace, frame: bytes) -> bool:
    """Shrunk: every window pixel is the area-weighted average of the frame pixels it covers."""
    want, either_black = _shrunk_view(frame, place, *picture.size)
    diff = ImageChops.difference(picture, Image.frombytes("RGB", picture.size, want))
    r, g, b = (band.point(lambda v: 255 if v > SHRUNK_TOLERANCE else 0)
               for band in diff.split())
    wrong = ImageChops.lighter(ImageChops.lighter(r, g), b)
    if wrong.getbbox() is None:
        return True
    # only a pixel whose centre is on the frame's edge may differ, and only by being black
    data = wrong.tobytes()
    got = picture.tobytes()
    return all(i in either_black and got[3 * i:3 * i + 3] == b"\0\0\0"
               for i, bad in enumerate(data) if bad)


@lru_cache(maxsize=8)
def _shrunk_view(frame: bytes, place: FramePlace, width: int,
                 height: int) -> tuple[bytes, frozenset[int]]:
    """The shrunk picture's RGB bytes, and the pixels that may be black instead
    (their centres are on the frame's edge)."""
    columns = _coverage(width, place.origin_x, place.pixel_w, FRAME_W)
    rows = _coverage(height, place.origin_y + ROW_BIAS, place.pixel_h, FRAME_H)
    # average across each frame row first, then down the columns (the average is separable)
    across: list[list[list[float]]] = []  # [frame row][window column][channel]
    for v in range(FRAME_H):
        base = 3 * FRAME_W * v
        across.append([[sum(w * frame[base + 3 * u + c] for u, w in taps or ()) for c in range(3)]
                       for taps, _ in columns])
    view = bytearray()
    either_black = set()
    for y, (row_taps, row_edge) in enumerate(rows):
        for x, (col_taps, col_edge) in enumerate(columns):
            if row_taps is None or col_taps is None:
                view += b"\0\0\0"
                continue
            view += bytes(round(sum(w * across[v][x][c] for v, w in row_taps)) for c in range(3))
            if row_edge or col_edge:
                either_black.add(y * width + x)
    return bytes(view), frozenset(either_black)


def _coverage(count: int, origin: float, size: float,
              frame_count: int) -> list[tuple[list[tuple[int, float]] | None, bool]]:
    """Per window pixel along one axis: the frame pixels it covers with their weights
    (None: its centre is outside the frame, black), and whether its centre is so near the
    frame's edge that GL may draw it either way."""
    end = frame_count * size
    half = min(1 / size, MAX_FOOTPRINT) / 2  # in frame pixels
    table: list[tuple[list[tuple[int, float]] | None, bool]] = []
    for pos in range(count):
        centre = pos + 0.5 - origin
        edge = abs(centre) < EDGE_PX or abs(centre - end) < EDGE_PX
        if not 0 <= centre < end and not edge:
            table.append((None, False))
            continue
        lo, hi = centre / size - half, centre / size + half
        taps = [(u, min(hi, u + 1) - max(lo, u))
                for u in range(max(0, math.floor(lo)), min(frame_count, math.ceil(hi)))]
        taps = [(u, w) for u, w in taps if w > 0]
        total = sum(w for _, w in taps)
        table.append(([(u, w / total) for u, w in taps], edge))
    return table
