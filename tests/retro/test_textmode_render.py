"""render(): pixel rules for blink, cursor, border, scale, mono and the 9th column."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PIL import Image

from retro.textmode import PALETTE, Font, ScreenSnapshot, TextScreen, render
from retro.textmode.render import frame_size, render_rgb_bytes


def cell_pixels(image: Image.Image, col: int, row: int) -> list[list[int]]:
    """Palette indexes of one 9x16 cell, as 16 rows of 9."""
    return [[image.getpixel((col * 9 + x, row * 16 + y)) for x in range(9)] for y in range(16)]


def colours_in(image: Image.Image, col: int, row: int) -> set[int]:
    return {p for line in cell_pixels(image, col, row) for p in line}


def test_image_size_mode_and_palette() -> None:
    image = render(TextScreen(attr=0x1E).snapshot())
    assert image.size == (720, 400) and image.mode == "P"
    flat = image.getpalette()
    assert [tuple(flat[i * 3 : i * 3 + 3]) for i in range(16)] == list(PALETTE)
    assert image.getcolors() == [(720 * 400, 1)]  # blank blue screen


def test_ninth_column_joins_line_characters_only() -> None:
    screen = TextScreen()
    screen.write_codes(0, 0, bytes((0xC4, 0xC4, 0xB3, 0xDB, 0xB2)), 0x0F)
    image = render(screen.snapshot())
    line_y = next(y for y in range(16) if image.getpixel((0, y)) == 15)
    assert image.getpixel((7, line_y)) == 15 and image.getpixel((8, line_y)) == 15  # ─ joins
    assert all(p == 0 for p in (r[8] for r in cell_pixels(image, 2, 0)))  # │ has a blank 9th
    assert all(p == 15 for line in cell_pixels(image, 3, 0) for p in line)  # █ is solid 9x16
    assert all(r[8] == 0 for r in cell_pixels(image, 4, 0))  # ▓ (B2h) is not a line char


def test_blink_phases_and_bright_backgrounds() -> None:
    screen = TextScreen()
    screen.write(0, 0, "A", 0x9E)  # blinking yellow on blue
    screen.write(1, 0, "A", 0x1E)  # steady yellow on blue
    snap = screen.snapshot()
    assert colours_in(render(snap, blink_on=True), 0, 0) == {1, 14}
    assert colours_in(render(snap, blink_on=False), 0, 0) == {1}
    assert colours_in(render(snap, blink_on=False), 1, 0) == {1, 14}
    bright = replace(snap, blink_enabled=False)
    for phase in (True, False):
        assert colours_in(render(bright, blink_on=phase), 0, 0) == {9, 14}


def cursor_screen(**state: object) -> ScreenSnapshot:
    screen = TextScreen(attr=0x1E)
    screen.write(5, 3, "x", 0x9C)  # blinking light red on blue under the cursor
    snap = screen.snapshot()
    fields = {"cursor": (5, 3), "cursor_shape": (13, 14), "cursor_visible": True, **state}
    return ScreenSnapshot(snap.data, **fields)  # type: ignore[arg-type]


def test_cursor_is_8_pixels_wide_on_its_scan_lines_in_the_foreground_colour() -> None:
    plain = render(cursor_screen())
    image = render(cursor_screen(), cursor_on=True)
    cell = cell_pixels(image, 5, 3)
    assert cell[13] == [12] * 8 + [1] and cell[14] == [12] * 8 + [1]
    assert cell[:13] == cell_pixels(plain, 5, 3)[:13] and cell[15] == [1] * 9
    changed = [
        (x, y) for y in range(400) for x in range(720)
        if image.getpixel((x, y)) != plain.getpixel((x, y))
    ]
    assert changed and all(45 <= x < 53 and y in (61, 62) for x, y in changed)


def test_cursor_keeps_its_colour_in_the_blink_off_phase() -> None:
    cell = cell_pixels(render(cursor_screen(), cursor_on=True, blink_on=False), 5, 3)
    assert cell[13] == [12] * 8 + [1]


@pytest.mark.parametrize(
    ("state", "cursor_on"),
    [({}, False), ({"cursor_visible": False}, True), ({"cursor_shape": (14, 13)}, True),
     ({"cursor_shape": (16, 20)}, True)],
)
def test_cursor_hidden(state: dict[str, object], cursor_on: bool) -> None:
    image = render(cursor_screen(**state), cursor_on=cursor_on)
    assert image.tobytes() == render(cursor_screen()).tobytes()


def test_full_block_cursor_is_clipped_to_the_cell() -> None:
    cell = cell_pixels(render(cursor_screen(cursor_shape=(0, 31)), cursor_on=True), 5, 3)
    assert all(line == [12] * 8 + [1] for line in cell)


def test_border_frame_size_and_colour() -> None:
    snap = ScreenSnapshot(TextScreen(attr=0x1E).snapshot().data, border_colour=6)
    image = render(snap, border=True)
    assert image.size == (738, 414) == frame_size(border=True)
    for x, y in ((0, 0), (8, 200), (737, 413), (729, 5), (300, 6), (300, 407)):
        assert image.getpixel((x, y)) == 6, (x, y)
    for x, y in ((9, 7), (728, 406), (300, 200)):
        assert image.getpixel((x, y)) == 1, (x, y)
    assert image.crop((9, 7, 729, 407)).tobytes() == render(snap).tobytes()


def test_scale_enlarges_by_whole_pixels() -> None:
    screen = TextScreen()
    screen.write(0, 0, "Hi", 0x4E)
    snap = screen.snapshot()
    small = render(snap)
    big = render(snap, scale=3, border=True)
    assert big.size == (738 * 3, 414 * 3) == frame_size(border=True, scale=3)
    assert big.mode == "P"
    for x, y in ((0, 0), (3, 5), (10, 12), (17, 15)):
        assert big.getpixel((27 + 3 * x + 2, 21 + 3 * y + 1)) == small.getpixel((x, y))
    for bad in (0, -1, 1.5):
        with pytest.raises(ValueError):
            render(snap, scale=bad)  # type: ignore[arg-type]


def mono_cells(*attrs: int, blink_on: bool = True) -> Image.Image:
    screen = TextScreen()
    for col, a in enumerate(attrs):
        screen.put(col, 0, 0xDB if a in (0x00, 0x08, 0x80, 0x88) else ord("H"), a)
    snap = screen.snapshot()
    return render(ScreenSnapshot(snap.data, mono=True), blink_on=blink_on)


def test_mono_attribute_rules() -> None:
    attrs = (0x00, 0x08, 0x80, 0x88, 0x07, 0x0F, 0x70, 0x01, 0x09, 0x1E, 0x42)
    image = mono_cells(*attrs)
    expected = [{0}, {0}, {0}, {0}, {0, 7}, {0, 15}, {0, 7}, {0, 7}, {0, 15}, {0, 15}, {0, 7}]
    assert [colours_in(image, col, 0) for col in range(len(attrs))] == expected
    assert cell_pixels(image, 6, 0)[0] == [7] * 9  # reverse: grey background
    assert image.getpixel((6 * 9 + 1, 5)) == 0  # black "H" stroke on grey


def test_mono_underline_spans_all_nine_pixels_of_the_bottom_line() -> None:
    image = mono_cells(0x01, 0x09, 0x07)
    assert cell_pixels(image, 0, 0)[15] == [7] * 9
    assert cell_pixels(image, 1, 0)[15] == [15] * 9
    assert cell_pixels(image, 2, 0)[15] == [0] * 9
    screen = TextScreen()
    screen.put(0, 0, ord("H"), 0x01)
    assert cell_pixels(render(screen.snapshot()), 0, 0)[15] == [0] * 9  # colour: no underline


def test_mono_blinking_cells_lose_text_and_underline_in_the_off_phase() -> None:
    image = mono_cells(0x87, 0x81, 0xF0, blink_on=False)
    assert colours_in(image, 0, 0) == {0}
    assert colours_in(image, 1, 0) == {0}
    assert colours_in(image, 2, 0) == {7}


def test_render_rgb_bytes() -> None:
    snap = TextScreen(attr=0x6E).snapshot()
    width, height, data = render_rgb_bytes(snap, border=True)
    assert (width, height) == (738, 414) and len(data) == 738 * 414 * 3
    assert data[:3] == bytes(PALETTE[0]) and data[(7 * 738 + 9) * 3 :][:3] == bytes(PALETTE[6])


def test_each_font_gets_its_own_tiles() -> None:
    snap = TextScreen().snapshot()
    assert render(snap).getcolors() == [(720 * 400, 0)]
    solid = render(snap, font=Font(b"\xff" * 4096))  # every glyph 8 lit columns
    assert sorted(solid.getcolors()) == [(80 * 400, 0), (8 * 80 * 400, 7)]
    assert render(snap).getcolors() == [(720 * 400, 0)]
