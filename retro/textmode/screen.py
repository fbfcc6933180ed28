"""The 80x25 VGA text screen a program draws on: video memory plus display state.

``TextScreen`` plays the part of the B800h video memory and of the few BIOS
services DOS games used on it (INT 10h scroll, teletype, cursor, blink and
border control). It is plain data guarded by one lock: the program thread
writes through the methods, the window thread takes a :meth:`snapshot` when
:attr:`generation` has moved and renders that.

Drawing clips: cells outside the screen are silently left out, so a box or a
string may hang over an edge. Reading a cell outside the screen is an error.
"""

from __future__ import annotations

from dataclasses import dataclass

from .boxes import box_style
from .cp437 import encode
from .display import DisplayState
from .snapshot import COLS, ROWS, ScreenSnapshot

BLANK = 0x20
DEFAULT_ATTR = 0x07


def _check_byte(name: str, value: int) -> None:
    if not 0 <= value <= 0xFF:
        raise ValueError(f"{name} must be 0-255, got {value}")


@dataclass(frozen=True)
class SavedRect:
    """A rectangle of cells taken by :meth:`TextScreen.save`, already clipped."""

    col: int
    row: int
    width: int
    height: int
    data: bytes  # (char, attr) pairs, row by row


class TextScreen(DisplayState):
    """An 80x25 colour text screen in the VGA mode 3 layout. Coordinates are (col, row)."""

    COLS = COLS
    ROWS = ROWS

    def __init__(self, *, attr: int = DEFAULT_ATTR, blink_enabled: bool = True,
                 mono: bool = False) -> None:
        _check_byte("attr", attr)
        super().__init__(blink_enabled=blink_enabled, mono=mono)
        self._data = bytearray(bytes((BLANK, attr)) * (COLS * ROWS))
        #: How many BEL characters :meth:`teletype` met (the screen makes no sound).
        self.bells = 0

    # -- cells -------------------------------------------------------------

    def cell(self, col: int, row: int) -> tuple[int, int]:
        """(character code, attribute) of one cell."""
        if not (0 <= col < COLS and 0 <= row < ROWS):
            raise IndexError(f"cell ({col}, {row}) is outside the 80x25 screen")
        offset = (row * COLS + col) * 2
        return self._data[offset], self._data[offset + 1]

    def put(self, col: int, row: int, code: int, attr: int) -> None:
        """Set one cell's character code and attribute."""
        _check_byte("code", code)
        self.write_codes(col, row, bytes((code,)), attr)

    def write(self, col: int, row: int, text: str, attr: int) -> int:
        """Write Unicode text (mapped to CP437) in one attribute; returns the column after it.

        The text does not wrap; whatever passes the right edge is cut off, and
        the returned column is then past 79.
        """
        return self.write_codes(col, row, encode(text), attr)

    def write_codes(self, col: int, row: int, codes: bytes, attr: int) -> int:
        """Write raw character codes in one attribute; returns the column after them."""
        _check_byte("attr", attr)
        end = col + len(codes)
        first, last = max(col, 0), min(end, COLS)
        with self.lock:
            if 0 <= row < ROWS and first < last:
                offset = (row * COLS + first) * 2
                count = last - first
                self._data[offset : offset + 2 * count : 2] = codes[first - col : last - col]
                self._data[offset + 1 : offset + 2 * count : 2] = bytes((attr,)) * count
            self._touch()
        return end

    def _clip(self, col: int, row: int, width: int, height: int) -> tuple[int, int, int, int]:
        """The part of a rectangle on screen, as (col, row, width, height), maybe empty."""
        c0, r0 = max(col, 0), max(row, 0)
        c1, r1 = min(col + width, COLS), min(row + height, ROWS)
        return c0, r0, max(c1 - c0, 0), max(r1 - r0, 0)

    def _row_span(self, col: int, row: int, width: int) -> slice:
        start = (row * COLS + col) * 2
        return slice(start, start + 2 * width)

    def fill(self, col: int, row: int, width: int, height: int, code: int = BLANK,
             attr: int = DEFAULT_ATTR) -> None:
        """Fill a rectangle with one character in one attribute."""
        _check_byte("code", code)
        _check_byte("attr", attr)
        c0, r0, w, h = self._clip(col, row, width, height)
        with self.lock:
            for r in range(r0, r0 + h):
                self._data[self._row_span(c0, r, w)] = bytes((code, attr)) * w
            self._touch()

    def recolour(self, col: int, row: int, width: int, height: int, attr: int) -> None:
        """Change the attributes of a rectangle and keep its characters (a highlight bar)."""
        _check_byte("attr", attr)
        c0, r0, w, h = self._clip(col, row, width, height)
        with self.lock:
            for r in range(r0, r0 + h):
                span = self._row_span(c0, r, w)
                self._data[span.start + 1 : span.stop : 2] = bytes((attr,)) * w
            self._touch()

    def clear(self, attr: int = DEFAULT_ATTR) -> None:
        """Blank the whole screen in one attribute and home the cursor (like CLS)."""
        with self.lock:
            self.fill(0, 0, COLS, ROWS, BLANK, attr)
            self.set_cursor(0, 0)

    def box(self, col: int, row: int, width: int, height: int, attr: int,
            style: str = "single", fill: int | None = None) -> None:
        """Draw a frame; ``fill`` is the attribute to blank the inside with (None keeps it)."""
        if width < 2 or height < 2:
            raise ValueError(f"a box needs at least 2x2 cells, got {width}x{height}")
        chars = box_style(style)
        inner = width - 2
        with self.lock:
            if fill is not None:
                self.fill(col + 1, row + 1, inner, height - 2, BLANK, fill)
            self.write_codes(col, row, bytes([chars.top_left, *[chars.top] * inner,
                                              chars.top_right]), attr)
            for r in range(row + 1, row + height - 1):
                self.put(col, r, chars.left, attr)
                self.put(col + width - 1, r, chars.right, attr)
            self.write_codes(col, row + height - 1, bytes([chars.bottom_left,
                                                           *[chars.bottom] * inner,
                                                           chars.bottom_right]), attr)

    def hline(self, col: int, row: int, width: int, attr: int, style: str = "single") -> None:
        """A horizontal divider line of a box style."""
        self.write_codes(col, row, bytes((box_style(style).horizontal,)) * width, attr)

    def vline(self, col: int, row: int, height: int, attr: int, style: str = "single") -> None:
        """A vertical divider line of a box style."""
        code = box_style(style).vertical
        with self.lock:
            for r in range(row, row + height):
                self.put(col, r, code, attr)

    # -- BIOS-like services --------------------------------------------------

    def _scroll(self, col: int, row: int, width: int, height: int, lines: int, attr: int,
                up: bool) -> None:
        if lines < 0:
            raise ValueError(f"lines must be >= 0, got {lines}")
        _check_byte("attr", attr)
        c0, r0, w, h = self._clip(col, row, width, height)
        with self.lock:
            if lines == 0 or lines >= h:
                lines = h
            kept = range(r0, r0 + h - lines) if up else range(r0 + h - 1, r0 + lines - 1, -1)
            step = lines if up else -lines
            for r in kept:
                self._data[self._row_span(c0, r, w)] = self._data[self._row_span(c0, r + step, w)]
            blank = range(r0 + h - lines, r0 + h) if up else range(r0, r0 + lines)
            for r in blank:
                self._data[self._row_span(c0, r, w)] = bytes((BLANK, attr)) * w
            self._touch()

    def scroll_up(self, col: int, row: int, width: int, height: int, lines: int,
                  attr: int) -> None:
        """INT 10h AH=06h: move a window's lines up, blank the bottom ones; 0 clears it."""
        self._scroll(col, row, width, height, lines, attr, up=True)

    def scroll_down(self, col: int, row: int, width: int, height: int, lines: int,
                    attr: int) -> None:
        """INT 10h AH=07h: move a window's lines down, blank the top ones; 0 clears it."""
        self._scroll(col, row, width, height, lines, attr, up=False)

    def save(self, col: int, row: int, width: int, height: int) -> SavedRect:
        """Copy a rectangle (say, under a pop-up) to put back later with :meth:`restore`."""
        c0, r0, w, h = self._clip(col, row, width, height)
        with self.lock:
            data = b"".join(bytes(self._data[self._row_span(c0, r, w)])
                            for r in range(r0, r0 + h))
        return SavedRect(c0, r0, w, h, data)

    def restore(self, saved: SavedRect) -> None:
        """Put back exactly the cells :meth:`save` took."""
        width = saved.width
        with self.lock:
            for i in range(saved.height):
                chunk = saved.data[i * 2 * width : (i + 1) * 2 * width]
                self._data[self._row_span(saved.col, saved.row + i, width)] = chunk
            self._touch()

    def teletype(self, text: str, attr: int | None = None) -> None:
        """Write at the cursor and move it, like INT 10h AH=0Eh.

        ``\\r`` goes to column 0, ``\\n`` starts a new line (column 0 and one
        row down, as DOS C libraries turn it into CR LF), ``\\b`` steps back
        without erasing, BEL is counted in :attr:`bells`. Text wraps after
        column 79; below row 24 the whole screen scrolls up one line, blanked
        with the attribute found at the cursor. ``attr`` None keeps each
        cell's attribute, as the BIOS does in text modes.
        """
        if attr is not None:
            _check_byte("attr", attr)
        with self.lock:
            col, row = self._cursor
            for char in text:
                if char == "\r":
                    col = 0
                elif char == "\n":
                    col, row = 0, self._line_feed(col, row)
                elif char == "\b":
                    col = max(col - 1, 0)
                elif char == "\a":
                    self.bells += 1
                else:
                    offset = (row * COLS + col) * 2
                    self._data[offset] = encode(char)[0]
                    if attr is not None:
                        self._data[offset + 1] = attr
                    col += 1
                    if col == COLS:
                        col, row = 0, self._line_feed(col, row)
            self._touch()
            self.set_cursor(col, row)

    def _line_feed(self, col: int, row: int) -> int:
        if row < ROWS - 1:
            return row + 1
        fill_attr = self._data[(row * COLS + min(col, COLS - 1)) * 2 + 1]
        self.scroll_up(0, 0, COLS, ROWS, 1, fill_attr)
        return row

    # -- whole-screen copies ---------------------------------------------------

    def snapshot(self) -> ScreenSnapshot:
        """An immutable copy of everything visible."""
        with self.lock:
            return ScreenSnapshot(bytes(self._data), self._cursor, self._cursor_shape,
                                  self._cursor_visible, self._border_colour,
                                  self._blink_enabled, self._mono)

    def load(self, snapshot: ScreenSnapshot) -> None:
        """Make the screen show a snapshot, cells and display state."""
        with self.lock:
            self._data[:] = snapshot.data
            self._cursor = snapshot.cursor
            self._cursor_shape = snapshot.cursor_shape
            self._cursor_visible = snapshot.cursor_visible
            self._border_colour = snapshot.border_colour
            self._blink_enabled = snapshot.blink_enabled
            self._mono = snapshot.mono
            self._touch()

    def row_text(self, row: int) -> str:
        """One row as 80 characters of Unicode (00h shows as a space)."""
        return self.snapshot().row_text(row)

    def text(self) -> str:
        """The whole screen as 25 lines of Unicode."""
        return self.snapshot().text()

