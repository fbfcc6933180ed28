"""The screen as an ``.ANS`` file (ANSI art), and ANSI art read back as a screen.

Writing: the one ANSI encoder (``ansi``) paints the screen in its ``ANSI_ART``
dialect, each row from a cursor move to its first column, the colours reset at
the end, then SAUCE (``sauce``) says 80x25, the VGA font, and iCE colours when
the screen has blink disabled. The cells are resolved with blink disabled and
in colour, so a cell's two colours are its attribute's two nibbles and the
attribute byte comes back exactly; a mono screen is written as the colours its
bytes would have (the file has no mono, as the .BIN has none).

The control bytes: ANSI-art viewers draw every byte as its glyph except five,
tab, LF, CR, 1Ah (the end of the file) and ESC, which they act on. A cell
holding one of those is written as a look-alike glyph after an SGR 80-84
(``ansi.MARKED_GLYPHS``) that viewers and terminals ignore and this reader
takes as "the next glyph is that byte". Every other byte, 00h included, goes
in raw, so .BIN -> .ANS -> .BIN is exact for any 4000 bytes, while ansilove
(4.1, tried on game screens and random ones) shows every cell in its place, a
game's arrows -> and <- as the triangles ► and ◄. (A terminal given the file
acts on more control bytes, 00h and 08h among them; each row starts from its
own cursor move, so only that row can slip.)

Reading does what the art viewers do: CP437 glyphs on an 80-column canvas
that wraps before the next byte after column 80 (so 80 glyphs and CR LF leave
a blank line, as on DOS), CUF stopping past column 80 as in ansilove; CR to
column 0, LF down a line, tab to the next multiple of 8; CUP, CUU, CUD, CUF,
CUB, save/restore (ESC[s ESC[u), ESC[2J, ESC[K; SGR 0, 1, 5, 7, 22, 25, 27,
30-37, 39, 40-47, 49, 90-97 and 100-107 (7 swaps the two colours and leaves
the bright and blink bits where they were); anything else is skipped, 38/48's
colour numbers with it; the art ends at 1Ah or its SAUCE record. A canvas
taller than the screen keeps its first 25 lines, as a viewer shows them from
the top, and says so.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from retro.textmode.ansi import MARKED_GLYPHS, VGA_TO_ANSI, ColourDepth, encode_screen
from retro.textmode.sauce import (
    CHARACTER,
    ICE_COLOURS,
    LETTER_SPACING_9,
    Sauce,
    read_sauce,
    with_sauce,
    without_sauce,
)
from retro.textmode.snapshot import COLS, ROWS, ScreenSnapshot

ESC = 0x1B
BLANK = b" \x07"
"""An untouched cell: a space, light grey on black, as DOS leaves a cleared screen."""
_MARKS = {sgr: code for code, (sgr, _) in MARKED_GLYPHS.items()}
ANSI_TO_VGA = tuple(VGA_TO_ANSI.index(ansi) for ansi in range(8))
"""VGA colour of ANSI colours 0-7 (the swap of red and blue, cyan and brown undone)."""


class AnsError(ValueError):
    """A file that is not ANSI art (its SAUCE says another kind, or it is empty)."""


@dataclass(frozen=True)
class AnsReading:
    """A screen read from an .ANS: the screen, its SAUCE if any, what was left out."""

    snap: ScreenSnapshot
    sauce: Sauce | None
    notes: tuple[str, ...]


def ans_bytes(snap: ScreenSnapshot, date: str) -> bytes:
    """``snap`` as an .ANS file: CP437 ANSI art and its SAUCE, dated ``date`` (CCYYMMDD;
    no title, author or group: a screenshot has none to give)."""
    art = replace(snap, blink_enabled=False, mono=False)
    body = encode_screen(art, ColourDepth.ANSI_ART).encode("latin-1")
    flags = LETTER_SPACING_9 | (0 if snap.blink_enabled else ICE_COLOURS)
    return with_sauce(body, Sauce(date=date, file_size=0, flags=flags))


def read_ans(data: bytes) -> AnsReading:
    """The screen an .ANS draws (AnsError when it is not ANSI art)."""
    sauce = read_sauce(data)
    if sauce is not None and sauce.data_type != CHARACTER:
        raise AnsError(f"its SAUCE says data type {sauce.data_type}, not character art")
    body = without_sauce(data)
    if not body:
        raise AnsError("it has nothing to draw")
    canvas = _Canvas()
    canvas.feed(body)
    notes = []
    if canvas.height > ROWS:
        notes.append(f"the art is {canvas.height} lines; kept the first {ROWS}")
    if sauce is not None and sauce.columns not in (0, COLS):
        notes.append(f"its SAUCE says {sauce.columns} columns; read at {COLS}")
    ice = sauce is not None and sauce.ice_colours
    snap = ScreenSnapshot(bytes(canvas.cells), cursor_visible=False, blink_enabled=not ice)
    return AnsReading(snap, sauce, tuple(notes))


class _Canvas:
    """The 80x25 cells as the art's bytes paint them, with the pen and the cursor."""

    def __init__(self) -> None:
        self.cells = bytearray(BLANK * (COLS * ROWS))
        self.row = self.col = 0
        self.saved = (0, 0)
        self.height = 0
        """Lines written to, counting those past the screen's 25."""
        self.fg, self.bg = 7, 0
        self.bold = self.blink = self.reverse = False
        self.mark: int | None = None

    def feed(self, body: bytes) -> None:
        """Paint everything ``body`` draws."""
        at = 0
        while at < len(body):
            byte = body[at]
            if self.col >= COLS:
                self.row, self.col = self.row + 1, 0
            if byte == ESC:
                at = self._escape(body, at)
                continue
            if byte == 0x0D:
                self.col = 0
            elif byte == 0x0A:
                self.row, self.col = self.row + 1, 0
            elif byte == 0x09:
                self.col = min(COLS, (self.col // 8 + 1) * 8)
            else:
                self.put(byte)
            at += 1

    def attribute(self) -> int:
        """The attribute byte the pen writes: bit 3 from SGR 1, bit 7 from SGR 5."""
        fg, bg = self.fg | (8 if self.bold else 0), self.bg | (8 if self.blink else 0)
        if self.reverse:
            fg, bg = (bg & 7) | (fg & 8), (fg & 7) | (bg & 8)
        return fg | bg << 4

    def put(self, code: int) -> None:
        """One glyph at the cursor (the marked byte instead, after an SGR 80-84)."""
        if self.mark is not None:
            code, self.mark = self.mark, None
        self.fill(self.col, self.col + 1, code)
        self.col += 1

    def fill(self, start: int, end: int, code: int = 0x20) -> None:
        """Columns ``start``-``end`` of the cursor's row in ``code`` and the pen."""
        self.height = max(self.height, self.row + 1)
        if self.row < ROWS and start < end:
            first = (self.row * COLS + start) * 2
            self.cells[first : first + (end - start) * 2] = bytes(
                [code, self.attribute()]) * (end - start)

    def _escape(self, body: bytes, at: int) -> int:
        """Act on the escape sequence at ``at``; where the bytes go on after it."""
        if at + 1 >= len(body) or body[at + 1] != ord("["):
            return at + 2
        end = at + 2
        while end < len(body) and 0x20 <= body[end] <= 0x3F:
            end += 1
        if end >= len(body) or not 0x40 <= body[end] <= 0x7E:
            return end  # broken off: what follows is drawn, as the viewers do
        params = body[at + 2 : end].decode("latin-1")
        if params[:1] not in ("?", "=", ">", "<"):
            self._control(chr(body[end]), [int(p) if p.isdigit() else -1
                                           for p in params.split(";")])
        return end + 1

    def _control(self, final: str, numbers: list[int]) -> None:
        """One CSI sequence (a missing number is -1)."""
        first = numbers[0] if numbers[0] > 0 else 1
        if final in "Hf":
            column = numbers[1] if len(numbers) > 1 and numbers[1] > 0 else 1
            self.row, self.col = first - 1, min(column, COLS) - 1
        elif final in "ABCD":
            self._move(final, first)
        elif final == "s":
            self.saved = (self.row, self.col)
        elif final == "u":
            self.row, self.col = self.saved
        elif final == "J" and numbers[0] == 2:
            self.cells[:] = BLANK * (COLS * ROWS)
            self.row = self.col = 0
        elif final == "K":
            spans = {0: (self.col, COLS), 1: (0, self.col + 1), 2: (0, COLS)}
            self.fill(*spans.get(max(numbers[0], 0), (0, 0)))
        elif final == "m":
            self._pen(numbers)

    def _move(self, final: str, count: int) -> None:
        if final == "A":
            self.row = max(0, self.row - count)
        elif final == "B":
            self.row += count
        elif final == "C":
            self.col = min(COLS, self.col + count)
        else:
            self.col = max(0, self.col - count)

    def _pen(self, numbers: list[int]) -> None:
        """SGR: the classic codes, the bright 90-97/100-107, our glyph marks."""
        skip = 0
        for index, number in enumerate(numbers):
            if skip:
                skip -= 1
            elif number in (-1, 0):
                self.fg, self.bg = 7, 0
                self.bold = self.blink = self.reverse = False
            elif number in (38, 48):
                kind = numbers[index + 1] if index + 1 < len(numbers) else -1
                skip = {5: 2, 2: 4}.get(kind, 0)
            elif number in _MARKS:
                self.mark = _MARKS[number]
            else:
                self._pen_part(number)

    def _pen_part(self, number: int) -> None:
        flags = {1: ("bold", True), 22: ("bold", False), 5: ("blink", True),
                 6: ("blink", True), 25: ("blink", False), 7: ("reverse", True),
                 27: ("reverse", False)}
        if number in flags:
            setattr(self, *flags[number])
        elif 30 <= number <= 37 or 90 <= number <= 97:
            self.fg = ANSI_TO_VGA[number % 10] | (8 if number >= 90 else 0)
        elif 40 <= number <= 47 or 100 <= number <= 107:
            self.bg = ANSI_TO_VGA[number % 10] | (8 if number >= 100 else 0)
        elif number == 39:
            self.fg = 7
        elif number == 49:
            self.bg = 0
