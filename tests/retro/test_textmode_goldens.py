"""render() against screenshots of real DOSBox 0.74-3 (machine=vgaonly): 0 pixels may differ.

The goldens and how they were made: tests/goldens/png/README.md.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

from retro.textmode import PALETTE, ScreenSnapshot, render

PNG_GOLDENS = Path(__file__).resolve().parents[1] / "goldens" / "png"

#: golden name -> (screen dump, snapshot state, render options); mirrors tools/make_goldens_png.py
CASES: dict[str, tuple[str, dict[str, Any], dict[str, Any]]] = {
    "testcard_blink_on": ("testcard", {}, {"blink_on": True}),
    "testcard_blink_off": ("testcard", {}, {"blink_on": False}),
    "testcard_bright_bg": ("testcard", {"blink_enabled": False}, {}),
    "testcard_cursor": ("testcard", {"cursor": (0, 0), "cursor_shape": (13, 14)},
                        {"cursor_on": True}),
    "cards_blink_on": ("cards", {}, {"blink_on": True}),
    "lines_blink_off": ("lines", {}, {"blink_on": False}),
    "lines_bright_bg": ("lines", {"blink_enabled": False}, {}),
}


def load_golden(name: str) -> Image.Image:
    with Image.open(PNG_GOLDENS / f"{name}.png") as image:
        return image.convert("RGB")


def differing_cells(ours: Image.Image, theirs: Image.Image) -> Counter[tuple[int, int]]:
    diff = ImageChops.difference(ours, theirs).convert("L").tobytes()
    return Counter(((i % 720) // 9, (i // 720) // 16) for i, v in enumerate(diff) if v)


@pytest.mark.parametrize("name", sorted(CASES))
def test_render_matches_dosbox_pixel_for_pixel(name: str) -> None:
    screen, state, options = CASES[name]
    data = (PNG_GOLDENS / f"{screen}.bin").read_bytes()
    snap = ScreenSnapshot.from_bin(data, **{"cursor_visible": "cursor" in state, **state})
    ours = render(snap, **options).convert("RGB")
    theirs = load_golden(name)
    assert ours.size == theirs.size == (720, 400)
    if ImageChops.difference(ours, theirs).getbbox() is not None:
        cells = differing_cells(ours, theirs)
        first = sorted(cells.items())[:10]
        listed = ", ".join(f"(col {c}, row {r}): {n} px" for (c, r), n in first)
        pytest.fail(f"{name}: {sum(cells.values())} pixels differ in {len(cells)} cells: {listed}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_goldens_hold_only_the_16_text_colours(name: str) -> None:
    colours = {rgb for _, rgb in load_golden(name).getcolors(1 << 16)}
    assert colours <= set(PALETTE)


def test_dosbox_cursor_is_8_pixels_on_lines_13_and_14() -> None:
    with_cursor, without = load_golden("testcard_cursor"), load_golden("testcard_blink_on")
    assert ImageChops.difference(with_cursor, without).getbbox() == (0, 13, 8, 15)


def test_blink_phases_differ_only_in_blinking_cells() -> None:
    cells = differing_cells(load_golden("testcard_blink_on"), load_golden("testcard_blink_off"))
    data = (PNG_GOLDENS / "testcard.bin").read_bytes()
    assert cells and all(data[(row * 80 + col) * 2 + 1] & 0x80 for col, row in cells)
