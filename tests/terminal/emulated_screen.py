"""Reading an emulated terminal (pyte) back as the VGA cells it shows.

The terminal tests compare what a real terminal emulator made of our output with the
screen the program drew: per cell the character, the two VGA colours and mono's
underline. pyte keeps a 24-bit colour as its hex digits and one of the 16 by name.
"""

from __future__ import annotations

import pyte

from retro.textmode.ansi import VGA_TO_ANSI
from retro.textmode.attributes import UNDERLINE
from retro.textmode.colours import PALETTE
from retro.textmode.cp437 import TO_UNICODE
from retro.textmode.snapshot import COLS, ROWS, ScreenSnapshot

Cell = tuple[str, int, int, bool]
_BY_HEX = {f"{r:02x}{g:02x}{b:02x}": index for index, (r, g, b) in enumerate(PALETTE)}
_NAMES = ("black", "red", "green", "brown", "blue", "magenta", "cyan", "white")
_BY_NAME = {name: VGA_TO_ANSI.index(ansi) for ansi, name in enumerate(_NAMES)}
_BY_NAME |= {"bright" + name: 8 + vga for name, vga in _BY_NAME.items()}
_BY_NAME["bfightmagenta"] = 13  # pyte 0.8.2 spells background 105 so


def vga_colour(colour: str) -> int:
    """The VGA palette index of a pyte colour (-1 for "default" or one not in the palette)."""
    return _BY_HEX.get(colour.lower(), _BY_NAME.get(colour, -1))


def emulated_cells(screen: pyte.Screen, origin: tuple[int, int] = (0, 0)) -> list[Cell]:
    """The 80x25 cells the emulated terminal shows from ``origin`` (column, row)."""
    left, top = origin
    cells = []
    for row in range(ROWS):
        line = screen.buffer[top + row]
        for col in range(COLS):
            char = line[left + col]
            cells.append((char.data, vga_colour(char.fg), vga_colour(char.bg),
                          bool(char.underscore)))
    return cells


def expected_cells(snap: ScreenSnapshot, text_on: bool = True) -> list[Cell]:
    """The cells ``snap`` shows in one blink phase, as a terminal should show them."""
    from retro.textmode.attributes import attribute_tables
    fg_table, bg_table = attribute_tables(snap.blink_enabled, snap.mono, text_on)
    cells = []
    for i in range(COLS * ROWS):
        code, attr = snap.data[2 * i], snap.data[2 * i + 1]
        cells.append((" " if code == 0 else TO_UNICODE[code], fg_table[attr] & 0x0F,
                      bg_table[attr], bool(fg_table[attr] & UNDERLINE)))
    return cells


def first_difference(got: list[Cell], want: list[Cell]) -> str:
    """Where two screens of cells first differ, for an assertion message."""
    for i, (a, b) in enumerate(zip(got, want, strict=True)):
        if a != b:
            return f"row {i // COLS} col {i % COLS}: terminal shows {a}, screen has {b}"
    return "no difference"
