"""What the speaker does over time: a sorted list of tone changes.

A one-voice speaker is fully described by the moments its tone changes.
``ToneChange(t_ns, hz)`` says "from ``t_ns`` on, the speaker sounds ``hz``"
(``None`` = silent). Music queued for later is just changes with future
times, so the synthesiser, the live audio and the tests all read the same
list. ``Note`` is one queued sound: a tone, then a silent gap.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

NS_PER_S = 1_000_000_000
NS_PER_MS = 1_000_000


@dataclass(frozen=True, slots=True)
class ToneChange:
    """From ``t_ns`` on the speaker sounds ``hz`` hertz, or nothing when ``hz`` is None."""

    t_ns: int
    hz: float | None


@dataclass(frozen=True, slots=True)
class Note:
    """A queued sound: ``hz`` (None = rest) for ``sound_ns``, then silence for ``gap_ns``."""

    hz: float | None
    sound_ns: int
    gap_ns: int = 0

    @property
    def total_ns(self) -> int:
        """How long the note occupies the queue."""
        return self.sound_ns + self.gap_ns


class ToneSource(Protocol):
    """Anything a synthesiser can read tones from (a Speaker, or a ``Timeline``)."""

    def tone_at(self, t_ns: int) -> float | None:
        """The tone sounding at ``t_ns``."""
        ...

    def changes_between(self, t0_ns: int, t1_ns: int) -> list[ToneChange]:
        """Changes with ``t0_ns <= t_ns < t1_ns``, in time order."""
        ...


class Timeline:
    """A fixed, sorted list of tone changes with the ``ToneSource`` queries.

    >>> tl = Timeline([ToneChange(0, 440.0), ToneChange(500, None)])
    >>> tl.tone_at(499), tl.tone_at(500)
    (440.0, None)
    """

    def __init__(self, changes: Iterable[ToneChange]) -> None:
        self.changes = sorted(changes, key=lambda c: c.t_ns)
        self._times = [c.t_ns for c in self.changes]

    def tone_at(self, t_ns: int) -> float | None:
        return tone_at(self.changes, self._times, t_ns)

    def changes_between(self, t0_ns: int, t1_ns: int) -> list[ToneChange]:
        return changes_between(self.changes, self._times, t0_ns, t1_ns)


def tone_at(changes: Sequence[ToneChange], times: Sequence[int], t_ns: int) -> float | None:
    """The tone of the last change at or before ``t_ns`` (``times`` = their t_ns)."""
    i = bisect.bisect_right(times, t_ns)
    return changes[i - 1].hz if i else None


def changes_between(changes: Sequence[ToneChange], times: Sequence[int],
                    t0_ns: int, t1_ns: int) -> list[ToneChange]:
    """The changes with ``t0_ns <= t_ns < t1_ns``."""
    lo = bisect.bisect_left(times, t0_ns)
    hi = bisect.bisect_left(times, t1_ns, lo)
    return list(changes[lo:hi])


def as_tone_source(timeline: ToneSource | Iterable[ToneChange]) -> ToneSource:
    """Accept a Speaker (or other ToneSource) or a plain list of changes."""
    if hasattr(timeline, "changes_between") and hasattr(timeline, "tone_at"):
        return timeline  # type: ignore[return-value]
    return Timeline(timeline)  # type: ignore[arg-type]


def notes_to_changes(notes: Iterable[Note], start_ns: int,
                     sounding: float | None = None) -> tuple[list[ToneChange], int]:
    """The tone changes that play ``notes`` one after another from ``start_ns``.

    Each note turns its tone on (a rest turns the speaker off) and, when it
    has a gap, off again after ``sound_ns``. A change that repeats the tone
    already sounding (``sounding`` at the start) is left out. Returns the
    changes and the end time, at which the speaker is off.
    """
    out: list[ToneChange] = []
    t = start_ns
    current = sounding
    for note in notes:
        if note.hz != current:
            out.append(ToneChange(t, note.hz))
            current = note.hz
        t += note.sound_ns
        if note.gap_ns > 0:
            if current is not None:
                out.append(ToneChange(t, None))
                current = None
            t += note.gap_ns
    if current is not None:
        out.append(ToneChange(t, None))
    return out, t


def format_timeline(changes: Iterable[ToneChange], origin_ns: int = 0) -> str:
    """One line per change, ``t_ms  hz|off``: the speaker's text dump for goldens.

    >>> print(format_timeline([ToneChange(0, 440.1), ToneChange(437_500_000, None)]), end="")
         0.000  440.100
       437.500  off
    """
    lines = []
    for c in changes:
        t_ms = (c.t_ns - origin_ns) / NS_PER_MS
        tone = "off" if c.hz is None else f"{c.hz:.3f}"
        lines.append(f"{t_ms:10.3f}  {tone}")
    return "\n".join(lines) + ("\n" if lines else "")
