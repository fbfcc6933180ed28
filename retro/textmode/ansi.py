"""A text screen as ANSI terminal text: the whole screen, or only what changed.

One encoder for everything that writes the screen as escape sequences: the
terminal front end now, ``.ANS`` files and terminal recordings later. It
works on *resolved* cells, the character and the two palette colours a cell
shows in one blink phase (``attributes.cell_planes``), so every rule of the
VGA's attributes (blink or bright backgrounds, the off phase, mono's
underline and invisible cells) is decided in one place and the terminal's own
blink, which never keeps the VGA's pace, is never used: blinking text is drawn
by painting the other phase when its time comes.

Colours come in three depths (``ColourDepth``): the 16 VGA colours exactly as
24-bit colour where the terminal has it; the nearest of xterm's 240 fixed
colours (16-255, never the first 16, which every terminal theme repaints); or
the 16 ANSI colours, the VGA's order mapped to ANSI's (VGA 1 is blue, ANSI 1
is red) with 90-97/100-107 for the bright half.

A fourth, ``ANSI_ART``, is the dialect of ``.ANS`` files (``ans_file``): the
codes DOS's ANSI.SYS and the art viewers (ansilove, PabloDraw) read, 30-37 and
40-47 with 1 for the bright foreground and 5 for the background's high bit
(blink, or a bright background as iCE colours). Those viewers know no 22 or 25,
so a bit that goes off costs a reset (0) and the colours again. Its text is the
CP437 bytes themselves, each as the character of that number (``latin-1``
gives the bytes back), 00h included; the five bytes the viewers act on (tab,
LF, CR, the 1Ah end of file, ESC) are written as a look-alike glyph after an
SGR 80-84 that they ignore and ``ans_file`` reads as "the next glyph is byte X".

``AnsiScreen`` remembers what the terminal shows, so a new screen costs only
the cells that differ, a cursor move to the first on each row, a step over
unchanged cells (or those cells again, when shorter) and the colour changes
between them (only the colour that changes: a 24-bit colour is 16 bytes).
Characters are CP437 turned into Unicode by the one table of ``cp437``; byte
00h, a blank glyph, is a space.
"""

from __future__ import annotations

from array import array
from enum import Enum
from functools import cache

from retro.textmode.attributes import UNDERLINE, cell_planes
from retro.textmode.colours import PALETTE
from retro.textmode.cp437 import TO_UNICODE
from retro.textmode.snapshot import COLS, ROWS, ScreenSnapshot

CSI = "\x1b["
RESET = CSI + "0m"
VGA_TO_ANSI = (0, 4, 2, 6, 1, 5, 3, 7)
"""ANSI colour number of VGA colours 0-7 (and, plus 8, of 8-15)."""
CUBE_LEVELS = (0, 95, 135, 175, 215, 255)
"""The six levels of each channel in xterm's 6x6x6 colour cube (colours 16-231)."""
CURSOR_STYLES = {"block": 1, "underline": 3}
"""DECSCUSR numbers of the blinking block and blinking underline cursors."""
_CHARS = tuple(" " if code == 0 else ch for code, ch in enumerate(TO_UNICODE))


class ColourDepth(Enum):
    """How many colours the terminal can show (or the dialect of ANSI-art files)."""

    TRUE = "24-bit"
    XTERM_256 = "256"
    ANSI_16 = "16"
    ANSI_ART = "ANSI art"
    """Not a terminal's: the 16 colours of ``.ANS`` files, written in CP437 bytes."""


MARKED_GLYPHS = {0x09: (80, 0x6F), 0x0A: (81, 0x08), 0x0D: (82, 0x0E), 0x1A: (83, 0x10),
                 0x1B: (84, 0x11)}
"""ANSI art: glyph byte -> (the SGR number that marks it, the byte written for viewers
that act on it): tab ○ as o, LF ◘ for ◙, CR ♫ for ♪, 1Ah ► for →, ESC ◄ for ←."""
_ART_CHARS = tuple(f"{CSI}{MARKED_GLYPHS[code][0]}m{chr(MARKED_GLYPHS[code][1])}"
                   if code in MARKED_GLYPHS else chr(code) for code in range(256))


def colour_depth(environ: dict[str, str]) -> ColourDepth:
    """The depth a terminal announces: COLORTERM=truecolor/24bit, a TERM naming 256
    colours, or else the 16 every colour terminal has."""
    if environ.get("COLORTERM", "").lower() in ("truecolor", "24bit"):
        return ColourDepth.TRUE
    if "256" in environ.get("TERM", ""):
        return ColourDepth.XTERM_256
    return ColourDepth.ANSI_16


def _xterm_rgb(index: int) -> tuple[int, int, int]:
    """The colour xterm shows for one of its fixed colours 16-255."""
    if index >= 232:
        grey = 8 + 10 * (index - 232)
        return grey, grey, grey
    cube = index - 16
    return CUBE_LEVELS[cube // 36], CUBE_LEVELS[cube // 6 % 6], CUBE_LEVELS[cube % 6]


@cache
def nearest_xterm(vga: int) -> int:
    """The fixed xterm colour (16-255) nearest to VGA palette colour ``vga``."""
    r, g, b = PALETTE[vga]

    def distance(index: int) -> int:
        xr, xg, xb = _xterm_rgb(index)
        return (xr - r) ** 2 + (xg - g) ** 2 + (xb - b) ** 2

    return min(range(16, 256), key=distance)


@cache
def colour_codes(vga: int, depth: ColourDepth, background: bool) -> str:
    """The SGR parameters that set VGA colour ``vga`` as the foreground or background."""
    if depth is ColourDepth.ANSI_ART:
        raise ValueError("ANSI art sets its colours by pen changes (pen_change), together")
    if depth is ColourDepth.TRUE:
        r, g, b = PALETTE[vga]
        return f"{48 if background else 38};2;{r};{g};{b}"
    if depth is ColourDepth.XTERM_256:
        return f"{48 if background else 38};5;{nearest_xterm(vga)}"
    base = (100 if background else 90) if vga >= 8 else (40 if background else 30)
    return str(base + VGA_TO_ANSI[vga & 7])


def sgr(fg: int, bg: int, underline: bool, depth: ColourDepth) -> str:
    """One SGR sequence that sets all three from nothing (after a reset)."""
    codes = ["0", colour_codes(fg, depth, False), colour_codes(bg, depth, True)]
    if underline:
        codes.append("4")
    return CSI + ";".join(codes) + "m"


def pen_change(old: int | None, new: int, depth: ColourDepth) -> str:
    """The SGR sequence from pen ``old`` to pen ``new`` (a resolved cell's bits 8-23, the
    foreground with ``UNDERLINE`` and the background): only what differs, since a 24-bit
    colour is 16 bytes; all three after a reset or from an unknown pen."""
    if depth is ColourDepth.ANSI_ART:
        return _art_pen_change(old, new)
    fg, bg = new & 0xFF, new >> 8
    if old is None:
        return sgr(fg & 0x0F, bg, bool(fg & UNDERLINE), depth)
    old_fg, old_bg = old & 0xFF, old >> 8
    codes = []
    if (fg ^ old_fg) & UNDERLINE:
        codes.append("4" if fg & UNDERLINE else "24")
    if (fg ^ old_fg) & 0x0F:
        codes.append(colour_codes(fg & 0x0F, depth, False))
    if bg != old_bg:
        codes.append(colour_codes(bg, depth, True))
    return CSI + ";".join(codes) + "m"


def _art_pen_change(old: int | None, new: int) -> str:
    """``pen_change`` in the ANSI-art dialect: the 1 and 5 bits only ever turned on (a
    reset turns them off, ANSI.SYS's colours 7 on 0), then the colours that differ."""
    fg, bg = new & 0x0F, (new >> 8) & 0x0F
    codes = []
    if old is None or (old & 0x08 and not fg & 0x08) or (old & 0x800 and not bg & 0x08):
        codes.append("0")
        old = 0x0007
    old_fg, old_bg = old & 0x0F, (old >> 8) & 0x0F
    if fg & 0x08 and not old_fg & 0x08:
        codes.append("1")
    if bg & 0x08 and not old_bg & 0x08:
        codes.append("5")
    if (fg ^ old_fg) & 0x07:
        codes.append(str(30 + VGA_TO_ANSI[fg & 0x07]))
    if (bg ^ old_bg) & 0x07:
        codes.append(str(40 + VGA_TO_ANSI[bg & 0x07]))
    return CSI + ";".join(codes) + "m"


def resolved_cells(snap: ScreenSnapshot, text_on: bool = True) -> array[int]:
    """The 2000 cells as shown in one blink phase, each as one number: the character in
    bits 0-7, the foreground (with ``UNDERLINE``) in 8-15, the background in 16-23."""
    planes = cell_planes(snap.data, snap.blink_enabled, snap.mono, text_on)
    cells = array("I")
    cells.frombytes(bytes(planes))
    if cells.itemsize != 4:  # pragma: no cover - every platform Python runs on has 32-bit I
        raise RuntimeError("array('I') is not 32 bits here")
    if array("I", [1]).tobytes()[0] != 1:  # pragma: no cover - big-endian machines
        cells.byteswap()
    return cells


def cursor_codes(snap: ScreenSnapshot, origin: tuple[int, int], shown: bool) -> str:
    """Put the terminal's cursor where the program put the VGA's, in its shape, or hide it.

    The VGA draws scan lines ``start``-``end`` of the cell; a cursor that starts in the
    lower half is an underline, any other a block.
    """
    if not (shown and snap.cursor_visible):
        return CSI + "?25l"
    col, row = snap.cursor
    start, _ = snap.cursor_shape
    style = CURSOR_STYLES["underline" if start >= 8 else "block"]
    return f"{CSI}{origin[1] + row + 1};{origin[0] + col + 1}H{CSI}{style} q{CSI}?25h"


class AnsiScreen:
    """What the terminal shows of the 80x25 screen, and the text that brings it up to date.

    ``origin`` is the terminal cell (column, row, from 0) of the screen's top left corner.
    """

    def __init__(self, depth: ColourDepth, origin: tuple[int, int] = (0, 0)) -> None:
        self.depth = depth
        self.origin = origin
        self.chars = _ART_CHARS if depth is ColourDepth.ANSI_ART else _CHARS
        """The text of each of the 256 glyphs in this dialect."""
        self.shown: array[int] | None = None
        """What the terminal shows now; None when it is unknown (the next paint is whole)."""
        self.pen: int | None = None
        """The colours our last text left the terminal writing in (bits 8-23 of a resolved
        cell), kept from one paint to the next; None when unknown."""

    def forget(self) -> None:
        """The terminal was cleared or resized: paint everything next time."""
        self.shown = None
        self.pen = None

    def pen_lost(self) -> None:
        """Something else set the terminal's colours (a frame, a reset): set ours again."""
        self.pen = None

    def paint(self, snap: ScreenSnapshot, text_on: bool = True) -> str:
        """The text that makes the terminal show ``snap`` (in blink phase ``text_on``):
        every cell the first time, then only the cells that changed. The cursor is left
        alone (``cursor_codes``) and so are the colours, for the next paint to go on in."""
        cells = resolved_cells(snap, text_on)
        old = self.shown
        self.shown = cells
        out: list[str] = []
        pen = self.pen
        for row in range(ROWS):
            first = row * COLS
            changed = [first + col for col in range(COLS)
                       if old is None or old[first + col] != cells[first + col]]
            if changed:
                col = changed[0] - first
                out.append(f"{CSI}{self.origin[1] + row + 1};{self.origin[0] + col + 1}H")
                pen = self._write(out, cells, changed, pen)
        self.pen = pen
        return "".join(out)

    def _write(self, out: list[str], cells: array[int], changed: list[int],
               pen: int | None) -> int | None:
        """Append the ``changed`` cells of one row, left to right from the first. The
        unchanged cells between two of them are written again when that is shorter and
        needs no colour change, else stepped over (``CSI n C``)."""
        for index, at in enumerate(changed):
            if index and at > changed[index - 1] + 1:
                out.append(self._between(cells, changed[index - 1] + 1, at, pen))
            look = cells[at] >> 8
            if look != pen:
                out.append(pen_change(pen, look, self.depth))
                pen = look
            out.append(self.chars[cells[at] & 0xFF])
        return pen

    def _between(self, cells: array[int], start: int, end: int, pen: int | None) -> str:
        """The shorter way over unchanged cells ``start``-``end``: them again, or a jump."""
        jump = f"{CSI}{end - start if end - start > 1 else ''}C"
        if any(cells[i] >> 8 != pen for i in range(start, end)):
            return jump
        again = "".join(self.chars[cells[i] & 0xFF] for i in range(start, end))
        return again if len(again.encode()) <= len(jump) else jump


def encode_screen(snap: ScreenSnapshot, depth: ColourDepth = ColourDepth.TRUE,
                  text_on: bool = True) -> str:
    """The whole screen as ANSI text from the top left corner of a terminal, the colours
    reset at the end."""
    return AnsiScreen(depth).paint(snap, text_on) + RESET
