"""VGA text mode 3: an 80x25 screen of CP437 characters and colour attributes.

The package is data and pure functions: :class:`TextScreen` is the video
memory a program writes to, :class:`ScreenSnapshot` an immutable copy of it,
and :func:`render` turns a snapshot into pixels as a VGA card shows them.
Nothing here needs a display.
"""

from __future__ import annotations

from .colours import COLOUR_NAMES, PALETTE, Colour, attr, split_attr
from .cp437 import decode, encode
from .font import Font, load_font
from .render import render
from .screen import SavedRect, TextScreen
from .snapshot import ScreenSnapshot

__all__ = [
    "COLOUR_NAMES",
    "PALETTE",
    "Colour",
    "Font",
    "SavedRect",
    "ScreenSnapshot",
    "TextScreen",
    "attr",
    "decode",
    "encode",
    "load_font",
    "render",
    "split_attr",
]
