"""The 16 text colours of VGA mode 3 and the attribute byte that combines them.

Attribute byte layout (IBM CGA/EGA/VGA text modes):

* bits 0-3: foreground colour 0-15
* bits 4-6: background colour 0-7
* bit 7: blink (the BIOS default) or, with blink turned off through
  INT 10h AX=1003h BL=0, the fourth background bit (16 backgrounds).

The RGB values are the canonical ones: the 6-bit DAC levels 00h/15h/2Ah/3Fh
expanded to 8 bits give 00/55/AA/FF, and palette register 6 = 14h turns
colour 6 into brown #AA5500 instead of dark yellow (reference/vga.md, table
"Palette").
"""

from __future__ import annotations

from enum import IntEnum


class Colour(IntEnum):
    """The 16 text colours, numbered as in the attribute byte."""

    BLACK = 0
    BLUE = 1
    GREEN = 2
    CYAN = 3
    RED = 4
    MAGENTA = 5
    BROWN = 6
    LIGHT_GREY = 7
    DARK_GREY = 8
    LIGHT_BLUE = 9
    LIGHT_GREEN = 10
    LIGHT_CYAN = 11
    LIGHT_RED = 12
    LIGHT_MAGENTA = 13
    YELLOW = 14
    WHITE = 15


#: RGB of each colour, indexed by :class:`Colour`.
PALETTE: tuple[tuple[int, int, int], ...] = (
    (0x00, 0x00, 0x00),
    (0x00, 0x00, 0xAA),
    (0x00, 0xAA, 0x00),
    (0x00, 0xAA, 0xAA),
    (0xAA, 0x00, 0x00),
    (0xAA, 0x00, 0xAA),
    (0xAA, 0x55, 0x00),
    (0xAA, 0xAA, 0xAA),
    (0x55, 0x55, 0x55),
    (0x55, 0x55, 0xFF),
    (0x55, 0xFF, 0x55),
    (0x55, 0xFF, 0xFF),
    (0xFF, 0x55, 0x55),
    (0xFF, 0x55, 0xFF),
    (0xFF, 0xFF, 0x55),
    (0xFF, 0xFF, 0xFF),
)

#: Human names, indexed by :class:`Colour` ("light grey", "yellow", ...).
COLOUR_NAMES: tuple[str, ...] = tuple(c.name.lower().replace("_", " ") for c in Colour)

#: Attribute bit 7: blink, or bright background when blinking is disabled.
ATTR_BIT7 = 0x80


def attr(fg: int, bg: int = 0, blink: bool = False) -> int:
    """Pack a foreground (0-15), a background (0-7, or 0-15) and blink into a byte.

    A background of 8-15 sets bit 7, which shows as a bright background only
    when the screen's blinking is disabled; ``blink=True`` sets the same bit.

    >>> hex(attr(Colour.YELLOW, Colour.BLUE))
    '0x1e'
    """
    if not 0 <= fg <= 15:
        raise ValueError(f"foreground must be 0-15, got {fg}")
    if not 0 <= bg <= 15:
        raise ValueError(f"background must be 0-15, got {bg}")
    return (bg << 4) | fg | (ATTR_BIT7 if blink else 0)


def split_attr(a: int) -> tuple[int, int, bool]:
    """Unpack an attribute into (foreground 0-15, background 0-7, bit 7).

    >>> split_attr(0x9E)
    (14, 1, True)
    """
    if not 0 <= a <= 0xFF:
        raise ValueError(f"attribute must be 0-255, got {a}")
    return a & 0x0F, (a >> 4) & 0x07, bool(a & ATTR_BIT7)


def parse_colour(text: str) -> int:
    """Read a colour given as 0-15 or as a name ("yellow", "light-grey", "LIGHT_GRAY").

    Raises ValueError with the accepted names when the text is neither.
    """
    cleaned = text.strip().lower().replace("-", " ").replace("_", " ").replace("gray", "grey")
    if cleaned.isdigit() and 0 <= int(cleaned) <= 15:
        return int(cleaned)
    for index, name in enumerate(COLOUR_NAMES):
        if cleaned in (name, name.replace(" ", "")):
            return index
    names = ", ".join(n.replace(" ", "_") for n in COLOUR_NAMES)
    raise ValueError(f"unknown colour {text!r}: use 0-15 or one of {names}")
