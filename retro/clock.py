"""Machine time: a virtual clock for headless runs, a paced one for live runs.

``VirtualClock`` moves only when a driver moves it. ``PacedClock`` (the window and
the terminal) moves with the wall clock while the program waits and stands still
while it works, which is what makes a live run replayable; ``RealClock`` is the wall
clock under it, from zero, and can be paused.

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


class PacedClock:
    """Machine time for a live run that can be replayed exactly.

    Time moves only while the program waits (``flow``), at the wall clock's pace
    (times ``speed``, for a replay played faster), and stands still from the moment
    the wait ends (``hold``) until the next one: the program's own work, the
    computer's thinking, takes no machine time, as on the virtual clock headless.
    So what a program does depends only on the inputs and the machine times at
    which its waits took them, which a replay hands over again.

    It pauses as ``RealClock`` does (a terminal too small to show the screen).
    """

    is_virtual = False

    def __init__(self, wall: RealClock | None = None, speed: float = 1.0) -> None:
        self.wall = wall or RealClock()
        self._now = 0
        self._flow_from: int | None = None
        """The wall time at which the present flow began, or None while time is held."""
        self._limit: int | None = None
        self._speed = speed
        self._lock = threading.Lock()

    def now_ns(self) -> int:
        with self._lock:
            return self._reading()

    def _reading(self) -> int:
        if self._flow_from is None:
            return self._now
        moved = int((self.wall.now_ns() - self._flow_from) * self._speed)
        now = self._now + max(0, moved)
        return now if self._limit is None else min(now, self._limit)

    @property
    def paused(self) -> bool:
        return self.wall.paused

    @property
    def flowing(self) -> bool:
        return self._flow_from is not None

    @property
    def speed(self) -> float:
        return self._speed

    def pause(self) -> None:
        self.wall.pause()

    def resume(self) -> None:
        self.wall.resume()

    def flow(self, limit_ns: int | None = None) -> None:
        """Let time run with the wall clock, never past ``limit_ns`` (a wait's deadline)."""
        with self._lock:
            self._now = self._reading()
            self._flow_from = self.wall.now_ns()
            self._limit = None if limit_ns is None else max(limit_ns, self._now)

    def hold(self) -> int:
        """Stop time where it is now and return that time."""
        with self._lock:
            self._now = self._reading()
            self._flow_from = None
            return self._now

    def set_speed(self, speed: float) -> None:
        """Machine seconds per wall second from now on (a replay's own speed)."""
        with self._lock:
            if self._flow_from is not None:
                self._now = self._reading()
                self._flow_from = self.wall.now_ns()
            self._speed = speed
