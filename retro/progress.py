"""How far a long command has got: a count and the time left, on a terminal's stderr.

The fuzzer, the arena and the benchmarks run for minutes; a person at a terminal
wants to see that they move and when they will be done. One line on stderr is
rewritten in place (``\\r``): ``arena: 37/200 games, about 1m 05s left``. The
estimate is the time spent so far per item times the items still to come.

When stderr is not a terminal (a pipe, a file, CI's log), nothing at all is
written: the figures on stdout stay the command's whole output, and a log is
not filled with hundreds of half lines.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator
from typing import TextIO, TypeVar

Item = TypeVar("Item")

REDRAW_S = 0.25
"""The shortest time between two redraws: faster is flicker, and costs a write per item."""


def time_left(seconds: float) -> str:
    """``1h 02m``, ``3m 05s`` or ``42s``: as exact as a person reads a waiting time."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m"
    if minutes:
        return f"{minutes}m {secs:02d}s"
    return f"{secs}s"


class Progress:
    """The progress line of one long command; ``step`` after each item, ``close`` at the end.

    ``clock`` is wall time (``time.monotonic`` unless a test passes its own): the line
    tells a person how long to wait, so it runs on the time they wait in.
    """

    def __init__(self, total: int, what: str, *, stream: TextIO | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.total = total
        self.what = what
        self.done = 0
        self._stream = sys.stderr if stream is None else stream
        self._clock = clock
        self._started = clock()
        self._drawn_at: float | None = None
        self._width = 0
        isatty = getattr(self._stream, "isatty", None)
        self.shown = bool(isatty and isatty())

    def line(self) -> str:
        """The text shown now."""
        count = f"{self.what} {self.done}/{self.total}"
        if self.done == 0 or self.done >= self.total:
            return count
        spent = self._clock() - self._started
        left = spent / self.done * (self.total - self.done)
        return f"{count}, about {time_left(left)} left"

    def step(self, count: int = 1) -> None:
        """``count`` more items are done; redraw if a moment has passed since the last."""
        self.done = min(self.total, self.done + count)
        now = self._clock()
        if self._drawn_at is None or now - self._drawn_at >= REDRAW_S:
            self._draw(now)

    def close(self) -> None:
        """Wipe the line, so what the command prints next starts on a clean one."""
        if self.shown and self._drawn_at is not None:
            self._stream.write("\r" + " " * self._width + "\r")
            self._stream.flush()
        self._drawn_at = None

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _draw(self, now: float) -> None:
        self._drawn_at = now
        if not self.shown:
            return
        text = self.line()
        self._stream.write("\r" + text.ljust(self._width))
        self._stream.flush()
        self._width = len(text)


def counted(items: Iterable[Item], total: int, what: str, *,
            stream: TextIO | None = None,
            clock: Callable[[], float] = time.monotonic) -> Iterator[Item]:
    """``items`` as they come, with a progress line of ``total`` counting them."""
    with Progress(total, what, stream=stream, clock=clock) as progress:
        for item in items:
            yield item
            progress.step()
