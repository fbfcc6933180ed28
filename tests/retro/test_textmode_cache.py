"""The renderer's tile cache survives screens with more distinct cells than it holds."""

from __future__ import annotations

import random

from retro.textmode import ScreenSnapshot, render
from retro.textmode.font import load_font
from retro.textmode.render import MAX_CACHED_TILES


def test_many_busy_screens_in_a_row_render_without_error() -> None:
    rng = random.Random(4)
    font = load_font()
    seen = 0
    for _ in range(MAX_CACHED_TILES // 2000 + 3):
        data = bytes(rng.randrange(256) for _ in range(4000))
        image = render(ScreenSnapshot.from_bin(data), font=font)
        assert image.size == (720, 400)
        seen += 2000
    assert seen > MAX_CACHED_TILES
