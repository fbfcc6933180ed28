"""The PC speaker: PIT channel 2 plus the two speaker bits of port 61h.

The model keeps the register state a DOS program would set (the channel-2
count, port 61h bits 0 and 1) and turns every change into a ``ToneChange``
on a timeline. Music queued for later (BASIC ``PLAY``, ``SOUND f, ticks``,
``BEEP``) is simply written to the timeline with future times. The
synthesiser and the live audio read the timeline; nothing here makes sound.

The timeline may be read from another thread (the audio driver's) while a
program writes to it, so every access holds a lock.
"""

from __future__ import annotations

import bisect
import threading
from collections.abc import Callable, Iterable

from retro.speaker.pit import COUNTER_RANGE, PIT_HZ, exact_pitch, hz_for
from retro.speaker.timeline import (
    Note,
    ToneChange,
    changes_between,
    format_timeline,
    notes_to_changes,
    tone_at,
)

TP_SOUND_CLOCK = 0x1234DD
"""Turbo Pascal's ``Sound(Hz)`` divides 1,193,181 (``1234DDh``) by Hz; we keep its
constant so a game's divisors match the original. The pitch that sounds is
still ``PIT_HZ / divisor``."""

TP_SOUND_LOWEST_HZ = 19
"""``Sound`` does nothing for Hz <= 18: the count would not fit in 16 bits."""

GATE_BIT = 0x01
"""Port 61h bit 0: channel 2 gate, the counter runs."""
SPEAKER_DATA_BIT = 0x02
"""Port 61h bit 1: speaker data enable, ANDed with the channel 2 output."""
SPEAKER_BITS = GATE_BIT | SPEAKER_DATA_BIT

NS_PER_BASIC_UNIT = 2_500_000
"""GW-BASIC queues durations in units of 2.5 ms (400 a second)."""
UNITS_PER_TICK = 22
"""``SOUND``'s duration in clock ticks (18.2 a second) is multiplied by 22 units."""
SOUND_LOWEST_HZ = 37
SOUND_REST_HZ = 32767
"""``SOUND 32767, d`` is the customary rest: far above hearing, so we play silence."""
SOUND_LONGEST_TICKS = 65535
BEEP_HZ = 800
BEEP_UNITS = 100
"""BASIC's ``BEEP``: 800 Hz for 100 units, a quarter of a second."""

HISTORY_NS = 10_000_000_000
"""How much past timeline to keep; the live audio reads well under a second back."""
_TRIM_EVERY = 4096

Listener = Callable[[ToneChange], None]


class Speaker:
    """One-voice PC speaker whose every change lands on a timeline.

    ``now_ns`` is the machine's clock (virtual in headless runs, real in a
    window). Immediate calls (``sound``, ``nosound``, ``set_divisor``,
    ``set_gate``) change the tone at ``now_ns()``; ``schedule`` queues notes
    after whatever is already queued.
    """

    def __init__(self, now_ns: Callable[[], int]) -> None:
        self.now_ns = now_ns
        self.divisor = COUNTER_RANGE
        self.port61 = 0
        self.listeners: list[Listener] = []
        self._lock = threading.Lock()
        self._changes: list[ToneChange] = []
        self._times: list[int] = []
        self._queue_end_ns = 0

    def __str__(self) -> str:
        """The registers, then the timeline as ``t_ms  hz|off`` lines."""
        head = (f"Speaker count={self.divisor} port61={self.port61:02X}h "
                f"busy_until={self._queue_end_ns / 1e6:.3f}ms\n")
        return head + format_timeline(self.timeline)

    # --- the registers ---------------------------------------------------
    def sound(self, hz: float) -> None:
        """Turbo Pascal ``Sound``: start a tone that lasts until ``nosound``.

        The count is ``1234DDh div Hz`` as the CRT unit computes it; Hz <= 18
        is ignored, as there.
        """
        hz = int(hz)
        if hz < TP_SOUND_LOWEST_HZ:
            return
        self.divisor = TP_SOUND_CLOCK // hz or COUNTER_RANGE  # a count of 0 runs 65536
        self.port61 |= SPEAKER_BITS
        self._set_now(self._register_tone())

    def nosound(self) -> None:
        """Turbo Pascal ``NoSound``: speaker off, and anything queued for later dropped."""
        self.port61 &= ~SPEAKER_BITS & 0xFF
        now = self.now_ns()
        with self._lock:
            cut = bisect.bisect_right(self._times, now)
            del self._changes[cut:]
            del self._times[cut:]
            self._queue_end_ns = min(self._queue_end_ns, now)
        self._set_now(None)

    def set_divisor(self, divisor: int) -> None:
        """Write a channel-2 count (0 means 65536); heard at once if the speaker is on."""
        hz_for(divisor)  # validates
        self.divisor = divisor or COUNTER_RANGE
        if self.port61 & SPEAKER_BITS == SPEAKER_BITS:
            self._set_now(self._register_tone())

    def set_gate(self, bits: int) -> None:
        """Write port 61h bits 0 (gate) and 1 (speaker data); both set = tone on."""
        self.port61 = (self.port61 & ~SPEAKER_BITS & 0xFF) | (bits & SPEAKER_BITS)
        self._set_now(self._register_tone())

    def _register_tone(self) -> float | None:
        if self.port61 & SPEAKER_BITS != SPEAKER_BITS:
            return None
        return PIT_HZ / self.divisor

    # --- the timeline -----------------------------------------------------
    @property
    def tone_hz(self) -> float | None:
        """The tone sounding now (from the registers or from queued music)."""
        return self.tone_at(self.now_ns())

    @property
    def timeline(self) -> list[ToneChange]:
        """A copy of the changes kept (recent past and queued future)."""
        with self._lock:
            return list(self._changes)

    @property
    def busy_until_ns(self) -> int:
        """When queued notes end; at or before now means nothing is queued."""
        with self._lock:
            return self._queue_end_ns

    def tone_at(self, t_ns: int) -> float | None:
        """The tone at ``t_ns`` as far as the timeline knows."""
        with self._lock:
            return tone_at(self._changes, self._times, t_ns)

    def changes_between(self, t0_ns: int, t1_ns: int) -> list[ToneChange]:
        """The changes with ``t0_ns <= t_ns < t1_ns``, oldest first."""
        with self._lock:
            return changes_between(self._changes, self._times, t0_ns, t1_ns)

    def schedule(self, notes: Iterable[Note], start_ns: int | None = None) -> int:
        """Queue ``notes`` after what is already queued (or from now); returns their end.

        With ``start_ns`` the notes start there instead. The speaker is off
        at the returned time.
        """
        now = self.now_ns()
        with self._lock:
            start = max(now, self._queue_end_ns) if start_ns is None else start_ns
            sounding = tone_at(self._changes, self._times, start)
            new, end = notes_to_changes(notes, start, sounding)
            for change in new:
                self._insert(change)
            self._queue_end_ns = max(self._queue_end_ns, end)
        if new:
            self._notify(new[0])
        return end

    def sound_statement(self, freq: float, ticks: float) -> int:
        """BASIC ``SOUND freq, ticks``: queue a tone, or stop everything when ticks is 0."""
        notes = sound_statement_notes(freq, ticks)
        if not notes:
            self.nosound()
            return self.now_ns()
        return self.schedule(notes)

    def beep(self) -> int:
        """BASIC ``BEEP``, queued like any other note; returns its end."""
        return self.schedule(beep_notes())

    def trim_before(self, t_ns: int) -> int:
        """Forget changes before ``t_ns``, keeping the one in force at ``t_ns``.

        Returns how many were dropped. The speaker also trims itself, keeping
        ``HISTORY_NS`` of past, so a long session does not grow.
        """
        with self._lock:
            return self._trim(t_ns)

    def _trim(self, t_ns: int) -> int:
        keep_from = bisect.bisect_right(self._times, t_ns) - 1
        if keep_from <= 0:
            return 0
        del self._changes[:keep_from]
        del self._times[:keep_from]
        return keep_from

    def _insert(self, change: ToneChange) -> None:
        """Insert after any change at the same time, so the newest wins."""
        if not self._times or change.t_ns >= self._times[-1]:
            self._changes.append(change)
            self._times.append(change.t_ns)
            return
        i = bisect.bisect_right(self._times, change.t_ns)
        self._changes.insert(i, change)
        self._times.insert(i, change.t_ns)

    def _set_now(self, hz: float | None) -> None:
        now = self.now_ns()
        change = ToneChange(now, hz)
        with self._lock:
            i = bisect.bisect_right(self._times, now)
            if (i and self._changes[i - 1].hz == hz) or (not i and hz is None):
                return
            if i and self._times[i - 1] == now:
                # two register writes at the same instant: the later one is what sounds
                self._changes[i - 1] = change
            else:
                self._changes.insert(i, change)
                self._times.insert(i, now)
            if len(self._changes) > _TRIM_EVERY:
                self._trim(now - HISTORY_NS)
        self._notify(change)

    def _notify(self, change: ToneChange) -> None:
        for listener in list(self.listeners):
            listener(change)


def beep_notes() -> list[Note]:
    """GW-BASIC ``BEEP`` as a note: 800 Hz (exact PIT pitch) for 1/4 s, no gap."""
    return [Note(exact_pitch(BEEP_HZ), BEEP_UNITS * NS_PER_BASIC_UNIT, 0)]


def sound_statement_notes(freq: float, ticks: float) -> list[Note]:
    """BASIC ``SOUND freq, ticks`` as notes; ``[]`` for ticks = 0 (stop and flush).

    ``freq`` must be 37..32767 Hz (32767 is a rest); ``ticks`` counts BIOS
    clock ticks, 0..65535, converted as GW-BASIC does: ``ticks * 22`` units
    of 2.5 ms, rounded to a whole unit (at least one).

    Raises:
        ValueError: for an illegal frequency or duration.
    """
    if not 0 <= ticks <= SOUND_LONGEST_TICKS:
        raise ValueError(f"SOUND: duration {ticks} is outside 0..{SOUND_LONGEST_TICKS} ticks")
    if not SOUND_LOWEST_HZ <= freq <= SOUND_REST_HZ:
        raise ValueError(f"SOUND: frequency {freq} is outside {SOUND_LOWEST_HZ}..{SOUND_REST_HZ}")
    if ticks == 0:
        return []
    units = max(1, round(ticks * UNITS_PER_TICK))
    hz = None if int(freq) == SOUND_REST_HZ else exact_pitch(int(freq))
    return [Note(hz, units * NS_PER_BASIC_UNIT, 0)]
