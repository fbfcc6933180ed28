"""The BIOS type-ahead buffer, the keyboard's typematic repeat, and the shift flags.

* ``KeyboardBuffer`` is the ring of 16 words at 0040:001E. The BIOS calls it
  full when advancing the tail would meet the head, so one slot always stays
  empty and 15 keys fit; the keyboard interrupt beeps and drops a 16th
  (hardware.md §2.3).
* ``Typematic`` repeats a held key the way the keyboard itself does, because
  pyglet reports a held key only once (hardware.md §7, pitfall 2).
* ``ShiftFlags`` is the shift-state byte at 0040:0017 that INT 16h AH=02h returns.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from enum import IntFlag

from retro.bios.keys import Key

BUFFER_SLOTS = 16  # words at 0040:001E-003D
BUFFER_CAPACITY = BUFFER_SLOTS - 1  # full when tail + 2 == head

# DOSBox's INT 16h AH=03h AL=00h ("set default delay and rate") sends the
# keyboard typematic byte 20h (command F3h): delay bits 01 = 500 ms, rate
# bits 00000 = 30.0 characters per second (src/ints/bios_keyboard.cpp).
TYPEMATIC_DELAY_MS = 500
TYPEMATIC_RATE_CPS = 30.0


class KeyboardBuffer:
    """The BIOS type-ahead ring buffer, shared by the window and program threads.

    ``push`` is the keyboard interrupt storing a key, ``pop`` is INT 16h AH=00h
    taking one, ``peek`` is AH=01h. When the buffer is full the key is dropped
    and ``on_overflow`` is called once per dropped key (the machine beeps).
    """

    def __init__(self, capacity: int = BUFFER_CAPACITY,
                 on_overflow: Callable[[], None] | None = None) -> None:
        if capacity < 1:
            raise ValueError(f"a keyboard buffer holds at least one key, not {capacity}")
        self.capacity = capacity
        self.on_overflow = on_overflow
        self._keys: deque[Key] = deque()
        self._lock = threading.Lock()

    def push(self, key: Key) -> bool:
        """Store a key; False (and an overflow beep) when the buffer is full."""
        with self._lock:
            stored = len(self._keys) < self.capacity
            if stored:
                self._keys.append(key)
        if not stored and self.on_overflow is not None:
            self.on_overflow()  # outside the lock: the callback may touch the machine
        return stored

    def pop(self) -> Key | None:
        """Take the oldest key, or None when the buffer is empty."""
        with self._lock:
            return self._keys.popleft() if self._keys else None

    def peek(self) -> Key | None:
        """The oldest key without taking it, or None."""
        with self._lock:
            return self._keys[0] if self._keys else None

    def unread(self, keys: list[Key]) -> None:
        """Put keys a program took back in front, oldest first (as if never read).

        Keys that no longer fit behind them are dropped from the newest end,
        so the buffer never holds more than its capacity.
        """
        with self._lock:
            self._keys.extendleft(reversed(keys))
            while len(self._keys) > self.capacity:
                self._keys.pop()

    def flush(self) -> None:
        """Throw away every waiting key (what a program does before a Y/N question)."""
        with self._lock:
            self._keys.clear()

    @property
    def full(self) -> bool:
        """Whether the next key would be dropped."""
        with self._lock:
            return len(self._keys) >= self.capacity

    def __len__(self) -> int:
        with self._lock:
            return len(self._keys)


class Typematic:
    """Auto-repeat of the last key held down, as pure time arithmetic.

    After ``press(key, t)`` the key repeats at ``t + delay_ms`` and then every
    ``1000 / rate_cps`` ms until it is released. Only the last key pressed
    repeats; pressing another key moves the repeat to it, and releasing an
    older key leaves it alone. A press that gives no BIOS word (Shift, Ctrl)
    should call ``release_all``: on a real keyboard that key takes over the
    repeat and produces nothing.

    The caller delivers the first keystroke itself; ``due`` only returns the
    repeats. Keys are matched on their scan code, so releasing ``a`` stops a
    held ``A`` even though Shift went up first.
    """

    def __init__(self, delay_ms: float = TYPEMATIC_DELAY_MS,
                 rate_cps: float = TYPEMATIC_RATE_CPS) -> None:
        if delay_ms < 0 or rate_cps <= 0:
            raise ValueError("typematic delay must be >= 0 ms and rate > 0 per second")
        self.delay_ms = delay_ms
        self.rate_cps = rate_cps
        self._held: Key | None = None
        self._pressed_ms = 0.0
        self._delivered = 0

    @property
    def held(self) -> Key | None:
        """The key that is repeating (or will after the delay), if any."""
        return self._held

    def press(self, key: Key, t_ms: float) -> None:
        """A key went down at ``t_ms``: it becomes the one that repeats."""
        self._held = key
        self._pressed_ms = t_ms
        self._delivered = 0

    def release(self, key: Key | int) -> None:
        """A key went up (a ``Key`` or its scan code): stop if it is the repeating one."""
        scan = key if isinstance(key, int) else key.scan
        if self._held is not None and self._held.scan == scan:
            self._held = None

    def release_all(self) -> None:
        """Stop repeating (focus lost, or a key with no BIOS word went down)."""
        self._held = None

    def due(self, t_ms: float) -> list[Key]:
        """The repeats that fall after the last call and at or before ``t_ms``."""
        if self._held is None:
            return []
        since_first = t_ms - self._pressed_ms - self.delay_ms
        if since_first < 0:
            return []
        total = int(since_first * self.rate_cps // 1000) + 1
        new = total - self._delivered
        self._delivered = max(total, self._delivered)
        return [self._held] * max(new, 0)


class ShiftFlags(IntFlag):
    """The BIOS shift-state byte at 0040:0017 (INT 16h AH=02h)."""

    NONE = 0
    RIGHT_SHIFT = 0x01
    LEFT_SHIFT = 0x02
    CTRL = 0x04
    ALT = 0x08
    SCROLL_LOCK = 0x10
    NUM_LOCK = 0x20
    CAPS_LOCK = 0x40
    INSERT = 0x80

    @property
    def shift(self) -> bool:
        """Either Shift key is down."""
        return bool(self & (ShiftFlags.LEFT_SHIFT | ShiftFlags.RIGHT_SHIFT))
