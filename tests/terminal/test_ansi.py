"""The ANSI encoder (``retro.textmode.ansi``) read back by a real terminal emulator."""

from __future__ import annotations

import random

import pyte
import pytest
from emulated_screen import emulated_cells, expected_cells, first_difference

from retro.textmode import ScreenSnapshot
from retro.textmode.ansi import (
    AnsiScreen,
    ColourDepth,
    colour_depth,
    cursor_codes,
    encode_screen,
    nearest_xterm,
)


def emulate(text: str, size: tuple[int, int] = (80, 25)) -> pyte.Screen:
    screen = pyte.Screen(*size)
    pyte.Stream(screen).feed(text)
    return screen


def random_screen(seed: int, **state) -> ScreenSnapshot:
    return ScreenSnapshot.from_bin(random.Random(seed).randbytes(4000), **state)


@pytest.mark.parametrize("blink", [True, False])
@pytest.mark.parametrize("text_on", [True, False])
def test_every_character_and_colour_comes_back_in_24_bit_colour(blink, text_on):
    snap = random_screen(1, blink_enabled=blink)
    got = emulated_cells(emulate(encode_screen(snap, ColourDepth.TRUE, text_on)))
    want = expected_cells(snap, text_on)
    assert got == want, first_difference(got, want)


def test_mono_shows_underlines_and_greys():
    snap = random_screen(2, mono=True)
    got = emulated_cells(emulate(encode_screen(snap, ColourDepth.TRUE)))
    want = expected_cells(snap)
    assert got == want, first_difference(got, want)
    assert any(cell[3] for cell in got)


def test_sixteen_colours_map_the_vga_order_to_ansis():
    snap = random_screen(3, blink_enabled=False)
    got = emulated_cells(emulate(encode_screen(snap, ColourDepth.ANSI_16)))
    want = expected_cells(snap)
    assert got == want, first_difference(got, want)


def test_256_colours_pick_the_nearest_fixed_xterm_colour():
    assert [nearest_xterm(i) for i in range(16)] == [
        16, 19, 34, 37, 124, 127, 130, 248, 240, 63, 83, 87, 203, 207, 227, 231]
    text = encode_screen(random_screen(4), ColourDepth.XTERM_256)
    assert "38;5;" in text and "38;2;" not in text


def test_only_changed_cells_are_sent_and_the_result_is_the_new_screen():
    before = random_screen(5)
    data = bytearray(before.data)
    for col in (3, 4, 9, 60):
        data[2 * (10 * 80 + col)] = ord("x")
    after = before.with_data(bytes(data))
    terminal = AnsiScreen(ColourDepth.TRUE, origin=(5, 2))
    whole = terminal.paint(before)
    change = terminal.paint(after)
    assert len(change) < len(whole) / 50
    assert terminal.paint(after) == ""  # nothing changed, nothing sent
    shown = emulate(whole + change, size=(90, 30))
    assert emulated_cells(shown, origin=(5, 2)) == expected_cells(after)


def changed(snap: ScreenSnapshot, cells: dict[int, tuple[int, int]]) -> ScreenSnapshot:
    """``snap`` with the cells at these indexes set to (character, attribute)."""
    data = bytearray(snap.data)
    for index, (char, attr) in cells.items():
        data[2 * index:2 * index + 2] = bytes((char, attr))
    return snap.with_data(bytes(data))


def test_unchanged_cells_between_changes_are_stepped_over_or_written_when_shorter():
    before = random_screen(7)
    far_apart = changed(before, {400: (ord("x"), 0x1E), 430: (ord("y"), 0x1E)})
    terminal = AnsiScreen(ColourDepth.TRUE)
    whole = terminal.paint(before)
    step = terminal.paint(far_apart)
    assert step.count("H") == 1 and "\x1b[29C" in step  # one row, one jump, no second move
    plain = ScreenSnapshot.from_bin(bytes([ord("-"), 0x07] * 2000))
    near = changed(plain, {400: (ord("x"), 0x07), 403: (ord("y"), 0x07)})
    terminal_2 = AnsiScreen(ColourDepth.TRUE)
    first = terminal_2.paint(plain)
    assert terminal_2.paint(near).endswith("x--y")  # two dashes are shorter than a jump
    assert emulated_cells(emulate(whole + step)) == expected_cells(far_apart)
    assert emulated_cells(emulate(first + terminal_2.paint(plain))) == expected_cells(plain)


def test_the_colours_carry_over_from_one_paint_to_the_next_until_lost():
    plain = ScreenSnapshot.from_bin(bytes([ord("-"), 0x1E] * 2000))
    terminal = AnsiScreen(ColourDepth.TRUE)
    whole = terminal.paint(plain)
    same_colours = terminal.paint(changed(plain, {5: (ord("x"), 0x1E)}))
    assert "m" not in same_colours.replace("\x1b[1;6H", "")  # no colour sent again
    terminal.pen_lost()
    again = terminal.paint(plain)
    assert "\x1b[0;38;2;255;255;85;48;2;0;0;170m" in again
    assert emulated_cells(emulate(whole + same_colours + "\x1b[0m" + again)) == \
        expected_cells(plain)


def test_a_full_redraw_of_a_busy_screen_is_under_16_kb_in_24_bit_colour():
    text = encode_screen(random_screen(6), ColourDepth.TRUE)
    assert len(text.encode()) > 16_000  # every cell a new colour: the worst case is larger
    plain = ScreenSnapshot.from_bin(bytes([ord("A"), 0x1E] * 2000))
    assert len(encode_screen(plain, ColourDepth.TRUE).encode()) < 3_000


def test_the_cursor_goes_where_the_program_put_it_in_its_shape():
    snap = ScreenSnapshot.from_bin(bytes(4000), cursor=(7, 3), cursor_shape=(13, 14))
    screen = emulate(cursor_codes(snap, (2, 1), shown=True), size=(90, 30))
    assert (screen.cursor.x, screen.cursor.y, screen.cursor.hidden) == (9, 4, False)
    assert "\x1b[3 q" in cursor_codes(snap, (0, 0), True)
    block = ScreenSnapshot.from_bin(bytes(4000), cursor_shape=(0, 15))
    assert "\x1b[1 q" in cursor_codes(block, (0, 0), True)
    assert emulate(cursor_codes(snap, (0, 0), shown=False)).cursor.hidden


@pytest.mark.parametrize("environ, depth", [
    ({"COLORTERM": "truecolor", "TERM": "xterm"}, ColourDepth.TRUE),
    ({"COLORTERM": "24bit"}, ColourDepth.TRUE),
    ({"TERM": "tmux-256color"}, ColourDepth.XTERM_256),
    ({"TERM": "linux"}, ColourDepth.ANSI_16),
    ({}, ColourDepth.ANSI_16),
])
def test_the_colour_depth_is_what_the_terminal_announces(environ, depth):
    assert colour_depth(environ) is depth
