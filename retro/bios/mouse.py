"""The INT 33h mouse driver in 80x25 text mode.

A text-mode program sees the mouse in *virtual* coordinates 640x200, always
multiples of 8 (one cell is 8x8 virtual pixels), shows and hides the cursor
through a counter, asks for button presses and releases counted since its last
question (functions 05h/06h), and sees the cursor as a software text cursor
that inverts the colours of the cell under it (hardware.md §3).

``Mouse`` holds that state for the program thread while the window thread
feeds it presses and moves, so every method takes one lock. A mouse that is
not ``installed`` (the ``D`` option) answers every question like a PC with no
mouse driver: reset says "not installed", nothing moves, nothing is queued or
drawn.
"""

from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass

COLUMNS, ROWS = 80, 25
CELL_VIRTUAL_PIXELS = 8  # DOSBox CharToPixelRatio; RBIL 330003: "multiples of the cell size"
SCREEN_BYTES = COLUMNS * ROWS * 2  # character and attribute per cell
BUTTON_COUNT = 3  # left 0, right 1, middle 2, as INT 33h numbers them
# Default software text cursor (DOSBox DefaultTextAndMask / DefaultTextXorMask):
# keeps the character, clears intensity and blink, swaps foreground and background.
DEFAULT_SCREEN_MASK = 0x77FF
DEFAULT_CURSOR_MASK = 0x7700
EVENT_QUEUE_LIMIT = 64  # oldest events are dropped beyond this


@dataclass(frozen=True)
class MouseEvent:
    """A press, release or move, on a text cell."""

    kind: str  # "press" | "release" | "move"
    button: int  # 0 left, 1 right, 2 middle; -1 for a move
    col: int
    row: int

    @property
    def x(self) -> int:
        """Virtual x (0..632), as INT 33h reports it in text mode."""
        return self.col * CELL_VIRTUAL_PIXELS

    @property
    def y(self) -> int:
        """Virtual y (0..192)."""
        return self.row * CELL_VIRTUAL_PIXELS


@dataclass
class _ButtonLog:
    """What functions 05h/06h report for one button: a count and the last cell."""

    count: int = 0
    col: int = 0
    row: int = 0

    def take(self) -> tuple[int, int, int]:
        result = (self.count, self.col, self.row)
        self.count = 0
        return result


class Mouse:
    """The mouse driver's state: cursor position and visibility, buttons, events."""

    def __init__(self, installed: bool = True) -> None:
        self._installed = installed
        self._lock = threading.Lock()
        self._col, self._row = COLUMNS // 2, ROWS // 2
        self._hide_counter = -1
        self._buttons = 0
        self._presses = [_ButtonLog() for _ in range(BUTTON_COUNT)]
        self._releases = [_ButtonLog() for _ in range(BUTTON_COUNT)]
        self._events: deque[MouseEvent] = deque(maxlen=EVENT_QUEUE_LIMIT)
        self.screen_mask = DEFAULT_SCREEN_MASK
        self.cursor_mask = DEFAULT_CURSOR_MASK

    @property
    def installed(self) -> bool:
        """Whether a mouse driver is present."""
        return self._installed

    # --- program side: INT 33h functions ----------------------------------------
    def reset(self) -> bool:
        """Function 00h: cursor to the centre and hidden, counters and events cleared.

        Returns whether a mouse is installed (AX = FFFFh).
        """
        with self._lock:
            self._col, self._row = COLUMNS // 2, ROWS // 2  # DOSBox: 320,100
            self._hide_counter = -1
            self._presses = [_ButtonLog() for _ in range(BUTTON_COUNT)]
            self._releases = [_ButtonLog() for _ in range(BUTTON_COUNT)]
            self._events.clear()
            self.screen_mask, self.cursor_mask = DEFAULT_SCREEN_MASK, DEFAULT_CURSOR_MASK
        return self._installed

    def show(self) -> None:
        """Function 01h: count up towards 0; the cursor shows at 0 and never above."""
        with self._lock:
            self._hide_counter = min(self._hide_counter + 1, 0)

    def hide(self) -> None:
        """Function 02h: count down; each hide needs its own show to undo it."""
        with self._lock:
            self._hide_counter -= 1

    @property
    def visible(self) -> bool:
        """Whether the cursor is drawn (installed and the counter is 0)."""
        with self._lock:
            return self._installed and self._hide_counter == 0

    @property
    def position(self) -> tuple[int, int]:
        """The cursor cell (col, row); (0, 0) with no mouse."""
        with self._lock:
            return (self._col, self._row) if self._installed else (0, 0)

    @property
    def virtual_position(self) -> tuple[int, int]:
        """Function 03h CX, DX: the cursor in 640x200 virtual pixels."""
        col, row = self.position
        return col * CELL_VIRTUAL_PIXELS, row * CELL_VIRTUAL_PIXELS

    @property
    def buttons(self) -> int:
        """Function 03h BX: bit 0 left, bit 1 right, bit 2 middle."""
        with self._lock:
            return self._buttons if self._installed else 0

    def press_info(self, button: int) -> tuple[int, int, int]:
        """Function 05h: (presses since the last call, col, row of the last press)."""
        with self._lock:
            return self._presses[_check_button(button)].take()

    def release_info(self, button: int) -> tuple[int, int, int]:
        """Function 06h: (releases since the last call, col, row of the last release)."""
        with self._lock:
            return self._releases[_check_button(button)].take()

    def set_text_cursor(self, screen_mask: int, cursor_mask: int) -> None:
        """Function 0Ah with BX=0: the masks of the software text cursor."""
        with self._lock:
            self.screen_mask, self.cursor_mask = screen_mask & 0xFFFF, cursor_mask & 0xFFFF

    def next_event(self) -> MouseEvent | None:
        """The oldest press, release or move not yet taken, or None."""
        with self._lock:
            return self._events.popleft() if self._events else None

    def peek_event(self) -> MouseEvent | None:
        """The event ``next_event`` would return, left in the queue."""
        with self._lock:
            return self._events[0] if self._events else None

    def has_events(self) -> bool:
        """Whether ``next_event`` would return an event."""
        with self._lock:
            return bool(self._events)

    def overlay(self, data: bytes) -> bytes:
        """The 80x25 screen image (char, attr per cell) with the cursor drawn on it.

        The cell's word (character low, attribute high) becomes
        ``(word & screen_mask) ^ cursor_mask``; unchanged when hidden or absent.
        """
        if len(data) != SCREEN_BYTES:
            raise ValueError(f"a text screen image is {SCREEN_BYTES} bytes, got {len(data)}")
        with self._lock:
            if not (self._installed and self._hide_counter == 0):
                return bytes(data)
            offset = (self._row * COLUMNS + self._col) * 2
            word = ((data[offset] | data[offset + 1] << 8) & self.screen_mask) ^ self.cursor_mask
        image = bytearray(data)
        image[offset], image[offset + 1] = word & 0xFF, word >> 8
        return bytes(image)

    # --- hardware side: called by the front end or a script -----------------------
    def move_to(self, col: int, row: int) -> None:
        """The mouse moved onto a cell (clamped to the screen); queues a move if it changed."""
        with self._lock:
            if self._installed and self._place(col, row):
                self._queue(MouseEvent("move", -1, self._col, self._row))

    def press(self, button: int, col: int, row: int) -> None:
        """A button went down on a cell."""
        self._button_event("press", button, col, row)

    def release(self, button: int, col: int, row: int) -> None:
        """A button went up on a cell."""
        self._button_event("release", button, col, row)

    def _button_event(self, kind: str, button: int, col: int, row: int) -> None:
        _check_button(button)
        with self._lock:
            if not self._installed:
                return
            self._place(col, row)
            if kind == "press":
                self._buttons |= 1 << button
                log = self._presses[button]
            else:
                self._buttons &= ~(1 << button)
                log = self._releases[button]
            log.count, log.col, log.row = log.count + 1, self._col, self._row
            self._queue(MouseEvent(kind, button, self._col, self._row))

    def _place(self, col: int, row: int) -> bool:
        """Clamp and store the cursor cell; True if it moved."""
        col, row = min(max(int(col), 0), COLUMNS - 1), min(max(int(row), 0), ROWS - 1)
        moved = (col, row) != (self._col, self._row)
        self._col, self._row = col, row
        return moved

    def _queue(self, event: MouseEvent) -> None:
        """Queue an event; a move replaces a move still waiting at the end."""
        if event.kind == "move" and self._events and self._events[-1].kind == "move":
            self._events[-1] = event
        else:
            self._events.append(event)


def _check_button(button: int) -> int:
    if button not in range(BUTTON_COUNT):
        raise ValueError(f"mouse buttons are 0 (left), 1 (right) and 2 (middle), not {button}")
    return button
