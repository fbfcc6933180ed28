"""The display state of a text screen: cursor, border, blink mode, mono; and change tracking.

These are the CRT controller and attribute controller settings a DOS program
changes through the BIOS (INT 10h AH=01h/02h cursor, AX=1001h border,
AX=1003h blink). :class:`TextScreen` inherits them; they live apart from the
video memory operations to keep both parts short.

Every change, here or in the cells, takes :attr:`lock` and moves
:attr:`generation`, so a window thread can tell cheaply whether to redraw.
Setting a property to the value it already has is not a change.
"""

from __future__ import annotations

import threading

from .snapshot import COLS, ROWS

#: Scan lines 13-14 of 0-15: what the VGA BIOS programs for mode 3
#: (CRTC 0Ah=0Dh, 0Bh=0Eh; reference/vga.md "Cursor").
DEFAULT_CURSOR_SHAPE = (13, 14)
#: The CRTC cursor start/end registers hold 5-bit scan line numbers.
MAX_SCAN_LINE = 31


class DisplayState:
    """Cursor, border colour, blink mode and mono flag, with a lock and a generation counter."""

    def __init__(self, *, blink_enabled: bool = True, mono: bool = False) -> None:
        self.lock = threading.RLock()
        self._generation = 0
        self._cursor = (0, 0)
        self._cursor_shape = DEFAULT_CURSOR_SHAPE
        self._cursor_visible = True
        self._border_colour = 0
        self._blink_enabled = bool(blink_enabled)
        self._mono = bool(mono)

    @property
    def generation(self) -> int:
        """A counter that moves on every change, so a window redraws only when needed."""
        return self._generation

    def _touch(self) -> None:
        self._generation += 1

    def _set_state(self, name: str, value: object) -> None:
        with self.lock:
            if getattr(self, name) != value:
                setattr(self, name, value)
                self._touch()

    @property
    def cursor_col(self) -> int:
        return self._cursor[0]

    @cursor_col.setter
    def cursor_col(self, col: int) -> None:
        self.set_cursor(col, self._cursor[1])

    @property
    def cursor_row(self) -> int:
        return self._cursor[1]

    @cursor_row.setter
    def cursor_row(self, row: int) -> None:
        self.set_cursor(self._cursor[0], row)

    def set_cursor(self, col: int, row: int) -> None:
        """Move the hardware cursor (INT 10h AH=02h)."""
        if not (0 <= col < COLS and 0 <= row < ROWS):
            raise ValueError(f"cursor ({col}, {row}) is outside the 80x25 screen")
        self._set_state("_cursor", (col, row))

    @property
    def cursor_shape(self) -> tuple[int, int]:
        """First and last scan line (0-15 in a 16-line cell) the cursor covers."""
        return self._cursor_shape

    @cursor_shape.setter
    def cursor_shape(self, shape: tuple[int, int]) -> None:
        start, end = shape
        if not (0 <= start <= MAX_SCAN_LINE and 0 <= end <= MAX_SCAN_LINE):
            raise ValueError(f"cursor shape {shape}: scan lines must be 0-31")
        self._set_state("_cursor_shape", (start, end))

    @property
    def cursor_visible(self) -> bool:
        return self._cursor_visible

    @cursor_visible.setter
    def cursor_visible(self, visible: bool) -> None:
        self._set_state("_cursor_visible", bool(visible))

    @property
    def border_colour(self) -> int:
        """Overscan colour 0-15 (attribute controller register 11h, as a text colour)."""
        return self._border_colour

    @border_colour.setter
    def border_colour(self, colour: int) -> None:
        if not 0 <= colour <= 15:
            raise ValueError(f"border colour must be 0-15, got {colour}")
        self._set_state("_border_colour", colour)

    @property
    def blink_enabled(self) -> bool:
        """True: attribute bit 7 blinks. False: it selects bright backgrounds."""
        return self._blink_enabled

    @blink_enabled.setter
    def blink_enabled(self, enabled: bool) -> None:
        self._set_state("_blink_enabled", bool(enabled))

    @property
    def mono(self) -> bool:
        """Render with monochrome (MDA) attribute rules."""
        return self._mono

    @mono.setter
    def mono(self, mono: bool) -> None:
        self._set_state("_mono", bool(mono))
