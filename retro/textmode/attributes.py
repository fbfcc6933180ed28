"""What colour each attribute byte paints, in colour and in mono mode.

The rules live here once and both renderers use them: the Pillow renderer
for screenshots and goldens, and the window's shader. For each of the eight
combinations of (blink enabled, mono, blink phase) there is a 256-entry
table from attribute byte to foreground and background palette index, so a
whole screen is resolved with two ``bytes.translate`` calls.

Colour (mode 3): bits 0-3 foreground, 4-6 background; bit 7 blinks (the
foreground is replaced by the background in the off phase) or, with blink
disabled, selects the bright half of the background colours.

Mono (MDA rules on a VGA): 00/08/80/88 invisible, 70 reverse (black on
grey), foreground 001 with background 000 underlined, bit 3 intense white,
everything else normal grey on black. Greys are palette 7 (#AAAAAA) and 15
(#FFFFFF), black is 0.
"""

from __future__ import annotations

from functools import lru_cache

UNDERLINE = 0x10
"""Flag or-ed into a foreground entry: draw scan line 15 in the foreground colour."""

GREY, WHITE, BLACK = 7, 15, 0


def _colour_entry(a: int, blink_enabled: bool, blink_on: bool) -> tuple[int, int]:
    fg = a & 0x0F
    if not blink_enabled:
        return fg, a >> 4
    bg = (a >> 4) & 0x07
    if a & 0x80 and not blink_on:
        fg = bg
    return fg, bg


def _mono_entry(a: int, blink_enabled: bool, blink_on: bool) -> tuple[int, int]:
    base = a & 0x7F
    if (base & 0x77) == 0:
        return BLACK, BLACK
    if (base & 0x77) == 0x70:
        fg, bg = BLACK, GREY
    else:
        fg, bg = (WHITE if base & 0x08 else GREY), BLACK
        if (base & 0x77) == 0x01:
            fg |= UNDERLINE
    if blink_enabled and a & 0x80 and not blink_on:
        fg = bg
    return fg, bg


@lru_cache(maxsize=8)
def attribute_tables(blink_enabled: bool, mono: bool, blink_on: bool) -> tuple[bytes, bytes]:
    """Two 256-byte tables: attribute -> foreground (with UNDERLINE), -> background."""
    entry = _mono_entry if mono else _colour_entry
    pairs = [entry(a, blink_enabled, blink_on) for a in range(256)]
    return bytes(fg for fg, _ in pairs), bytes(bg for _, bg in pairs)


@lru_cache(maxsize=4)
def blink_table(blink_enabled: bool, mono: bool) -> bytes:
    """Per attribute, 1 if the blink phase changes how a cell in it looks, else 0.

    Derived from the two phases' tables, so it follows every rule above
    (bright backgrounds never blink; invisible mono cells never show it).
    """
    on = attribute_tables(blink_enabled, mono, True)[0]
    off = attribute_tables(blink_enabled, mono, False)[0]
    return bytes(int(a != b) for a, b in zip(on, off, strict=True))


def resolve(attr: int, blink_enabled: bool = True, mono: bool = False,
            blink_on: bool = True) -> tuple[int, int, bool]:
    """(foreground, background, underlined) palette indices for one attribute.

    >>> resolve(0x1E)
    (14, 1, False)
    >>> resolve(0x9E, blink_on=False)
    (1, 1, False)
    >>> resolve(0x01, mono=True)
    (7, 0, True)
    """
    fg_table, bg_table = attribute_tables(blink_enabled, mono, blink_on)
    return fg_table[attr] & 0x0F, bg_table[attr], bool(fg_table[attr] & UNDERLINE)


def cell_planes(data: bytes, blink_enabled: bool, mono: bool, blink_on: bool) -> bytearray:
    """80x25 cells as RGBA bytes: character, foreground(+UNDERLINE), background, 0."""
    fg_table, bg_table = attribute_tables(blink_enabled, mono, blink_on)
    attrs = data[1::2]
    out = bytearray(len(data) * 2)
    out[0::4] = data[0::2]
    out[1::4] = attrs.translate(fg_table)
    out[2::4] = attrs.translate(bg_table)
    return out


def cursor_colour(attr: int, blink_enabled: bool, mono: bool) -> int:
    """The palette index the hardware cursor is drawn in on a cell.

    The cursor takes the cell's foreground before blinking: it keeps
    showing on blinking text in the hidden phase, as DOSBox draws it.

    >>> cursor_colour(0x9E, True, False)
    14
    """
    return attribute_tables(blink_enabled, mono, True)[0][attr] & 0x0F
