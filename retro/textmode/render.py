"""Turn a screen snapshot into the pixels a VGA monitor shows in mode 3.

Pure functions, no window: a snapshot and a font in, a Pillow image out. The
image is mode "P" with the 16 text colours as its palette, so palette index ==
colour number and a PNG of it is small and quick to write.

Rules, all from reference/vga.md and checked against DOSBox 0.74-3
(``machine=vgaonly``) with 0 differing pixels:

* 80x25 cells of 9x16 pixels = 720x400; the 9th column is part of the glyph
  for C0h-DFh only (see :mod:`retro.textmode.font`).
* Attribute bit 7 blinks when ``blink_enabled``: in the "off" phase the
  foreground is replaced by the background. With blinking disabled bit 7 is
  the fourth background bit.
* The cursor is drawn in the cell's foreground colour on scan lines
  ``cursor_shape[0]..cursor_shape[1]``, 8 pixels wide as DOSBox paints it. A
  start line after the end line, or below line 15, hides it.
* The overscan border is 9 pixels left and right and 7 lines top and bottom
  (the mode-3 CRTC blanking, as 86Box draws it): 738x414 in all.
* Which colours an attribute paints (blink phase, bright backgrounds, mono
  MDA rules) comes from :mod:`retro.textmode.attributes`, the tables the
  window's shader uses too.

Speed: each (character, attribute) pair is turned into 16 coloured 9-pixel
rows once and cached per font and display mode; a frame is then a transpose
and join of those rows, which takes a few milliseconds in CPython.
"""

from __future__ import annotations

import sys
import weakref
from array import array

from PIL import Image

from .attributes import UNDERLINE, attribute_tables, cursor_colour
from .colours import PALETTE
from .font import CELL_HEIGHT, CELL_WIDTH, Font, load_font
from .snapshot import COLS, ROWS, ScreenSnapshot

SCREEN_WIDTH = COLS * CELL_WIDTH  # 720
SCREEN_HEIGHT = ROWS * CELL_HEIGHT  # 400
#: Overscan of mode 3 from its CRTC timing (reference/vga.md "Overscan / border").
BORDER_X = 9
BORDER_Y = 7
#: DOSBox draws the text cursor 8 pixels wide, leaving the 9th column alone.
CURSOR_WIDTH = 8
#: Scan line of the MDA underline (CRTC 14h = 0Fh in mode 7): the bottom one.
UNDERLINE_LINE = CELL_HEIGHT - 1

#: Tiles kept per font and mode before the cache starts afresh (a screen uses a few hundred).
MAX_CACHED_TILES = 8192

_FLAT_PALETTE = bytes(v for rgb in PALETTE for v in rgb)
_BIG_ENDIAN = sys.byteorder == "big"

#: Per font, per display mode: cell word (code | attr << 8) -> 16 coloured rows.
_TILES: weakref.WeakKeyDictionary[Font, dict[tuple[bool, bool, bool], dict[int, tuple[bytes, ...]]]]
_TILES = weakref.WeakKeyDictionary()


def _make_tile(font: Font, word: int, fg_table: bytes, bg_table: bytes) -> tuple[bytes, ...]:
    code, a = word & 0xFF, word >> 8
    fg, bg, underline = fg_table[a] & 0x0F, bg_table[a], fg_table[a] & UNDERLINE
    pixels = font.mask(code).translate(bytes.maketrans(b"\x00\x01", bytes((bg, fg))))
    rows = [pixels[y * CELL_WIDTH : (y + 1) * CELL_WIDTH] for y in range(CELL_HEIGHT)]
    if underline:
        rows[UNDERLINE_LINE] = bytes((fg,)) * CELL_WIDTH
    return tuple(rows)


def _pixels(snap: ScreenSnapshot, font: Font, blink_on: bool) -> bytes:
    """Palette indexes of the 720x400 screen, row by row."""
    mode = (snap.blink_enabled, snap.mono, blink_on)
    tiles = _TILES.setdefault(font, {}).setdefault(mode, {})
    words = array("H", snap.data)
    if _BIG_ENDIAN:
        words.byteswap()
    missing = set(words).difference(tiles)
    if missing:
        if len(tiles) + len(missing) > MAX_CACHED_TILES:
            tiles.clear()
            missing = set(words)  # every tile of this screen is needed again
        fg_table, bg_table = attribute_tables(snap.blink_enabled, snap.mono, blink_on)
        for word in missing:
            tiles[word] = _make_tile(font, word, fg_table, bg_table)
    cells = [tiles[word] for word in words]
    lines = []
    for row in range(ROWS):
        for scanline in zip(*cells[row * COLS : (row + 1) * COLS], strict=True):
            lines.append(b"".join(scanline))
    return b"".join(lines)


def _draw_cursor(pixels: bytearray, snap: ScreenSnapshot) -> None:
    start, end = snap.cursor_shape
    if start > end or start >= CELL_HEIGHT:
        return
    col, row = snap.cursor
    a = snap.cell(col, row)[1]
    fg = cursor_colour(a, snap.blink_enabled, snap.mono)
    x = col * CELL_WIDTH
    for line in range(start, min(end, CELL_HEIGHT - 1) + 1):
        offset = (row * CELL_HEIGHT + line) * SCREEN_WIDTH + x
        pixels[offset : offset + CURSOR_WIDTH] = bytes((fg,)) * CURSOR_WIDTH


def frame_size(*, border: bool = False, scale: int = 1) -> tuple[int, int]:
    """Width and height in pixels of what :func:`render` returns."""
    width = SCREEN_WIDTH + (2 * BORDER_X if border else 0)
    height = SCREEN_HEIGHT + (2 * BORDER_Y if border else 0)
    return width * scale, height * scale


def render(snap: ScreenSnapshot, *, blink_on: bool = True, cursor_on: bool = False,
           border: bool = False, scale: int = 1, font: Font | None = None) -> Image.Image:
    """Draw a snapshot as a mode "P" image (palette index = text colour).

    ``blink_on`` is the blink phase in which blinking text shows its
    foreground; ``cursor_on`` the phase in which the cursor shows (it is drawn
    only if the snapshot's cursor is visible too). ``border`` adds the
    overscan frame in ``snap.border_colour``; ``scale`` enlarges by whole
    pixels.
    """
    if not isinstance(scale, int) or scale < 1:
        raise ValueError(f"scale must be a whole number >= 1, got {scale!r}")
    pixels: bytes | bytearray = _pixels(snap, font or load_font(), blink_on)
    if cursor_on and snap.cursor_visible:
        pixels = bytearray(pixels)
        _draw_cursor(pixels, snap)
    image = Image.frombytes("P", (SCREEN_WIDTH, SCREEN_HEIGHT), bytes(pixels))
    if border:
        framed = Image.new("P", frame_size(border=True), snap.border_colour)
        framed.paste(image, (BORDER_X, BORDER_Y))
        image = framed
    image.putpalette(_FLAT_PALETTE)
    if scale > 1:
        image = image.resize((image.width * scale, image.height * scale),
                             Image.Resampling.NEAREST)
    return image


def render_rgb_bytes(snap: ScreenSnapshot, **options: object) -> tuple[int, int, bytes]:
    """(width, height, RGB bytes top row first) for uploading to a window texture.

    Takes the same keyword options as :func:`render`.
    """
    image = render(snap, **options).convert("RGB")  # type: ignore[arg-type]
    return image.width, image.height, image.tobytes()
