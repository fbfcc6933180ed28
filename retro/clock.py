"""Machine time: a real clock for the window, a virtual one for headless runs.

All time in the project is integer nanoseconds since the machine was
switched on. The BIOS tick counter at 0040:006C counts the PIT's channel 0
interrupts, PIT_HZ / 65536 = about 18.2065 per second.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol

from retro.speaker.pit import PIT_HZ

NS_PER_MS = 1_000_000
NS_PER_S = 1_000_000_000
PIT_TICK_DIVISOR = 65536
"""Channel 0 counts the full 16-bit range: one BIOS tick per 65536 PIT clocks."""


class Clock(Protocol):
    """Anything that can tell the machine's time."""

    def now_ns(self) -> int:
        """Nanoseconds since the machine was switched on."""
        ...

    @property
    def paused(self) -> bool:
        """Whether time stands still until someone lets it go on."""
        ...


class RealClock:
    """Wall-clock time from ``time.monotonic_ns``, starting at zero.

    It can be paused: a terminal too small to show the screen stops the machine's
    time, so every timed wait of the program (the computer's pause, a notice's
    reading time) waits with it, and time goes on from where it stopped.
    """

    is_virtual = False

    def __init__(self) -> None:
        self._start = time.monotonic_ns()
        self._paused_at: int | None = None
        self._lock = threading.Lock()
        """Pausing and reading exclude each other, so no thread sees time go back."""

    def now_ns(self) -> int:
        with self._lock:
            if self._paused_at is not None:
                return self._paused_at
            return time.monotonic_ns() - self._start

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def pause(self) -> None:
        """Stop time here (again: no change)."""
        with self._lock:
            if self._paused_at is None:
                self._paused_at = time.monotonic_ns() - self._start

    def resume(self) -> None:
        """Let time go on from where it stopped."""
        with self._lock:
            if self._paused_at is not None:
                self._start = time.monotonic_ns() - self._paused_at
                self._paused_at = None


class VirtualClock:
    """Time that moves only when the machine says so: delays cost no wall time."""

    is_virtual = True

    paused = False
    """Virtual time stands still between the driver's steps, but is never held."""

    def __init__(self, start_ns: int = 0) -> None:
        self._now = start_ns

    def now_ns(self) -> int:
        return self._now

    def advance_to(self, t_ns: int) -> None:
        """Move time forward to ``t_ns`` (never backwards)."""
        if t_ns > self._now:
            self._now = t_ns


def bios_ticks(t_ns: int) -> int:
    """The BIOS tick count (about 18.2 Hz) at machine time ``t_ns``."""
    return t_ns * PIT_HZ // (PIT_TICK_DIVISOR * NS_PER_S)
