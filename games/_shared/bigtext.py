"""Large block letters for title screens: a 5x5-cell font of our own design.

Period title screens spelled the game's name in big letters built from the
CP437 block characters. Each glyph here is 5 cells wide and 5 rows tall and
uses the full block and the upper/lower half blocks, so every cell is really
two square-ish "pixels" stacked (a VGA cell is 9x16 pixels, a half 9x8): the
font is a 5x10 bitmap, and half blocks give the curves their roundness.

Drawing is transparent and works per half cell: blank parts of a glyph leave
the screen alone, and where a glyph half-covers a cell the other half keeps
the colour it had (read back from the cell). That is what lets a drop shadow
drawn first show through around the letters without notches.

The module needs only a screen with ``cell``, ``put`` and ``blink_enabled``
(a ``retro.textmode.TextScreen``); it does not import ``retro``.
"""

from __future__ import annotations

from typing import Protocol

GLYPH_WIDTH = 5
GLYPH_HEIGHT = 5
GLYPH_GAP = 1
SCREEN_COLS = 80
SCREEN_ROWS = 25
BLINK_BIT = 0x80  # attribute bit 7: blink (or bright background when blink is off)

# CP437 codes of the cells a glyph is made of (IBM PC character set).
FULL_BLOCK = 0xDB  # █
UPPER_HALF = 0xDF  # ▀
LOWER_HALF = 0xDC  # ▄

#: The design sheet: a line naming the glyphs, then their five rows, each
#: glyph five columns and closed by '|' so trailing blanks survive editors.
_SHEET = """
A     B     C     D     E     F     G     H     I     J
▄▀▀▀▄|█▀▀▀▄|▄▀▀▀▄|█▀▀▀▄|█▀▀▀▀|█▀▀▀▀|▄▀▀▀▄|█   █| ▀█▀ |  ▀▀█|
█   █|█   █|█    |█   █|█    |█    |█    |█   █|  █  |    █|
█▀▀▀█|█▀▀▀▄|█    |█   █|█▀▀▀ |█▀▀▀ |█  ▀█|█▀▀▀█|  █  |    █|
█   █|█   █|█    |█   █|█    |█    |█   █|█   █|  █  |█   █|
█   █|█▄▄▄▀|▀▄▄▄▀|█▄▄▄▀|█▄▄▄▄|█    |▀▄▄▄▀|█   █| ▄█▄ |▀▄▄▄▀|

K     L     M     N     O     P     Q     R     S     T
█  ▄▀|█    |█▄ ▄█|█▄  █|▄▀▀▀▄|█▀▀▀▄|▄▀▀▀▄|█▀▀▀▄|▄▀▀▀▄|▀▀█▀▀|
█▄▀  |█    |█ ▀ █|█▀▄ █|█   █|█   █|█   █|█   █|▀▄   |  █  |
█▀▄  |█    |█   █|█ ▀▄█|█   █|█▀▀▀ |█   █|█▀█▀ |  ▀▀▄|  █  |
█  ▀▄|█    |█   █|█  ▀█|█   █|█    |█ ▀▄█|█  ▀▄|    █|  █  |
█   █|█▄▄▄▄|█   █|█   █|▀▄▄▄▀|█    |▀▄▄▀▄|█   █|▀▄▄▄▀|  █  |

U     V     W     X     Y     Z     -     !     '
█   █|█   █|█   █|█   █|█   █|▀▀▀▀█|     |  █  |  █  |
█   █|█   █|█   █|▀▄ ▄▀|▀▄ ▄▀|   ▄▀|     |  █  | ▄▀  |
█   █|█   █|█   █|  █  |  █  | ▄▀  | ▀▀▀ |  █  |     |
█   █|▀▄ ▄▀|█ ▄ █|▄▀ ▀▄|  █  |▄▀   |     |  ▀  |     |
▀▄▄▄▀| ▀▄▀ |█▀ ▀█|█   █|  █  |█▄▄▄▄|     |  █  |     |

0     1     2     3     4     5     6     7     8     9
▄▀▀▀▄| ▄█  |▄▀▀▀▄|▄▀▀▀▄|  ▄▀█|█▀▀▀▀|▄▀▀▀▄|▀▀▀▀█|▄▀▀▀▄|▄▀▀▀▄|
█  ▄█|▀ █  |    █|    █|▄▀  █|█    |█    |   ▄▀|█   █|█   █|
█ ▄▀█|  █  |  ▄▀ |  ▀▀▄|▀▀▀▀█|▀▀▀▀▄|█▀▀▀▄|  █  |▄▀▀▀▄|▀▄▄▄█|
█▄▀ █|  █  |▄▀   |    █|    █|    █|█   █|  █  |█   █|    █|
▀█▄▄▀| ▄█▄ |█▄▄▄▄|▀▄▄▄▀|    █|▀▄▄▄▀|▀▄▄▄▀|  █  |▀▄▄▄▀|▀▄▄▄▀|
"""


def _parse_sheet(sheet: str) -> dict[str, tuple[str, ...]]:
    """Read the design sheet into {character: five rows of five cells}."""
    glyphs: dict[str, tuple[str, ...]] = {" ": (" " * GLYPH_WIDTH,) * GLYPH_HEIGHT}
    lines = [line for line in sheet.splitlines() if line.strip()]
    for band in range(0, len(lines), GLYPH_HEIGHT + 1):
        names = lines[band].split()
        rows = [line.split("|")[:-1] for line in lines[band + 1 : band + 1 + GLYPH_HEIGHT]]
        for index, name in enumerate(names):
            glyphs[name] = tuple(row[index] for row in rows)
    return glyphs


#: Every drawable character and its glyph rows (strings of " ", "█", "▀", "▄").
GLYPHS: dict[str, tuple[str, ...]] = _parse_sheet(_SHEET)

#: Which halves (top, bottom) a glyph cell covers.
_HALVES = {" ": (False, False), "█": (True, True), "▀": (True, False), "▄": (False, True)}


class BlockScreen(Protocol):
    """The part of ``retro.textmode.TextScreen`` block letters use."""

    @property
    def blink_enabled(self) -> bool: ...

    def cell(self, col: int, row: int) -> tuple[int, int]: ...

    def put(self, col: int, row: int, code: int, attr: int) -> None: ...


def _glyph_rows(text: str) -> list[tuple[str, ...]]:
    """The glyph of every character of ``text`` (lower case drawn as upper case).

    Raises:
        ValueError: naming every character the font has no glyph for.
    """
    unknown = sorted({ch for ch in text if ch.upper() not in GLYPHS})
    if unknown:
        shown = ", ".join(repr(ch) for ch in unknown)
        raise ValueError(f"no block letter for {shown}; the font has A-Z, 0-9, - ! ' and space")
    return [GLYPHS[ch.upper()] for ch in text]


def text_width(text: str) -> int:
    """Columns ``text`` takes in block letters: 5 per glyph and 1 between glyphs."""
    glyphs = _glyph_rows(text)
    if not glyphs:
        return 0
    return len(glyphs) * (GLYPH_WIDTH + GLYPH_GAP) - GLYPH_GAP


def _cell_halves(code: int, cell_attr: int, bright_bg: bool) -> tuple[int, int]:
    """The colours (top, bottom) a cell shows now, as far as the block font cares.

    Any character other than a block counts as its background, so letters
    drawn over ordinary text replace it cleanly.
    """
    fg, bg = cell_attr & 0x0F, (cell_attr >> 4) & (0x0F if bright_bg else 0x07)
    if code == FULL_BLOCK:
        return fg, fg
    if code == UPPER_HALF:
        return fg, bg
    if code == LOWER_HALF:
        return bg, fg
    return bg, bg


def _encode_halves(top: int, bottom: int, backdrop: int, bright_bg: bool) -> tuple[int, int]:
    """A (code, attribute) showing colour ``top`` over colour ``bottom``.

    Where it can, the cell keeps ``backdrop`` (the caller's background) as its
    background, so plain letters come out in exactly the attribute asked for.
    With blinking enabled a background can only be colours 0-7, so a bright
    colour goes in the foreground by choosing the upper or the lower half
    block; two different bright colours cannot share a cell there, and the
    lower one is then dimmed.
    """
    if top == bottom:
        return FULL_BLOCK, (backdrop << 4) | top
    if bottom == backdrop:
        return UPPER_HALF, (backdrop << 4) | top
    if top == backdrop:
        return LOWER_HALF, (backdrop << 4) | bottom
    if bright_bg or bottom < 8:
        return UPPER_HALF, (bottom << 4) | top
    if top < 8:
        return LOWER_HALF, (top << 4) | bottom
    return UPPER_HALF, ((bottom & 7) << 4) | top


def _paint_cell(screen: BlockScreen, col: int, row: int, shape: str, attr: int) -> None:
    """Lay the covered halves of one glyph cell, in ``attr``'s colour, over what the cell shows."""
    cover_top, cover_bottom = _HALVES[shape]
    if not (cover_top or cover_bottom):
        return
    bright_bg = not screen.blink_enabled
    colour, backdrop = attr & 0x0F, (attr >> 4) & (0x0F if bright_bg else 0x07)
    top, bottom = _cell_halves(*screen.cell(col, row), bright_bg)
    top = colour if cover_top else top
    bottom = colour if cover_bottom else bottom
    code, cell_attr = _encode_halves(top, bottom, backdrop, bright_bg)
    screen.put(col, row, code, cell_attr | (0 if bright_bg else attr & BLINK_BIT))


def draw_big(screen: BlockScreen, col: int, row: int, text: str, attr: int) -> None:
    """Draw ``text`` in block letters with its top-left cell at (col, row).

    Letters are drawn in the foreground colour of ``attr``; cells and half
    cells the glyphs leave blank keep what the screen showed. Lower case is
    drawn as upper case; parts off the screen are clipped.

    Raises:
        ValueError: naming the characters the font has no glyph for.
    """
    for index, glyph in enumerate(_glyph_rows(text)):
        left = col + index * (GLYPH_WIDTH + GLYPH_GAP)
        for dy, cells in enumerate(glyph):
            for dx, shape in enumerate(cells):
                x, y = left + dx, row + dy
                if 0 <= x < SCREEN_COLS and 0 <= y < SCREEN_ROWS:
                    _paint_cell(screen, x, y, shape, attr)


def centred_col(text: str) -> int:
    """The column that centres ``text`` in block letters on an 80-column screen."""
    return (SCREEN_COLS - text_width(text)) // 2


def draw_big_centred(screen: BlockScreen, row: int, text: str, attr: int,
                     shadow_attr: int | None = None) -> None:
    """Draw ``text`` in block letters centred across the screen, top row ``row``.

    With ``shadow_attr`` a copy in that attribute's foreground colour is drawn
    first, one cell right and one row down, so the letters seem to stand off
    the screen.
    """
    col = centred_col(text)
    if shadow_attr is not None:
        draw_big(screen, col + 1, row + 1, text, shadow_attr)
    draw_big(screen, col, row, text, attr)
