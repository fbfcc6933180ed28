"""Turn a speaker timeline into 16-bit PCM: an exact-pitch, band-limited square wave.

The speaker's channel 2 runs in mode 3, a 50 % square wave, so the sound
is just a list of edges. Edge times come from a phase accumulator in
fractional samples, so a pitch of 440.13 Hz really is 440.13 Hz, and every
edge is drawn as a band-limited step (``blep``). A tone switches on at its
exact time, high first as the PIT output starts, and off to silence at its
exact time. Changing the count while a tone sounds takes effect at the end
of the current half-wave, as mode 3 reloads do. Tones above
``AUDIBLE_LIMIT_HZ`` (``SOUND 32767`` and the like) are silence.

``Synth`` renders block after block with continuous phase, for streaming;
``synthesize`` renders one stretch of time in one go.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable
from itertools import accumulate
from operator import add

from retro.speaker.blep import HALF_WIDTH, PHASE_BITS, PHASES, TAPS, step_rows
from retro.speaker.timeline import NS_PER_S, ToneChange, ToneSource, as_tone_source

AMPLITUDE = 16384
"""Half of full scale, as DOSBox Staging's speaker (``PwmScalar = 0.5``)."""
AUDIBLE_LIMIT_HZ = 20_000.0
_CARRY = TAPS + 1
"""Samples past a block's end that its last edges can still reach."""
_INT16_MIN, _INT16_MAX = -32768, 32767


class Synth:
    """Streams PCM for a tone source from ``start_ns`` on, one block at a time."""

    def __init__(self, source: ToneSource | Iterable[ToneChange], sample_rate: int = 44100,
                 start_ns: int = 0, amplitude: int = AMPLITUDE) -> None:
        self.source = as_tone_source(source)
        self.sample_rate = sample_rate
        self.amplitude = amplitude
        self._rows = {d: step_rows(d * amplitude) for d in (-2, -1, 1, 2)}
        self._limit_hz = min(AUDIBLE_LIMIT_HZ, sample_rate / 2)
        self.seek(start_ns)

    @property
    def time_ns(self) -> int:
        """The timeline time of the next sample to be rendered."""
        return self._origin_ns + self.position * NS_PER_S // self.sample_rate

    def seek(self, t_ns: int) -> None:
        """Continue from timeline time ``t_ns``: a tone sounding there restarts, high first."""
        self._origin_ns = t_ns
        self.position = 0
        self._diff = [0] * _CARRY
        self._running = 0
        self._level = 0
        self._hz: float | None = None
        self._half = 0.0
        self._next_edge = 0.0
        self._block_start = 0
        self._fetched_ns = t_ns + 1
        self._change(0.0, self.source.tone_at(t_ns))

    def render_block(self, n_samples: int) -> array:
        """The next ``n_samples`` samples as ``array('h')``, phase continuous with the last."""
        start, end = self.position, self.position + n_samples
        self._block_start = start
        self._diff.extend([0] * n_samples)
        limit = end + HALF_WIDTH  # edges before this reach into the block
        limit_ns = self._origin_ns + limit * NS_PER_S // self.sample_rate
        rate_per_ns = self.sample_rate / NS_PER_S
        for change in self.source.changes_between(self._fetched_ns, limit_ns):
            at = (change.t_ns - self._origin_ns) * rate_per_ns
            self._toggle_until(at)
            self._change(at, change.hz)
        self._fetched_ns = max(self._fetched_ns, limit_ns)
        self._toggle_until(float(limit))
        diff = self._diff
        block, self._diff = diff[:n_samples], diff[n_samples:]
        if not block:
            return array("h")
        block[0] += self._running
        samples = list(accumulate(block))
        self._running = samples[-1]
        self.position = end
        return _to_int16(samples)

    # --- edges -------------------------------------------------------------
    def _change(self, at: float, hz: float | None) -> None:
        if hz is not None and not 0 < hz <= self._limit_hz:
            hz = None
        if hz is None:
            if self._level:
                self._edge(at, -self._level)
                self._level = 0
            self._hz = None
        elif self._level == 0:
            self._hz, self._half = hz, self.sample_rate / (2 * hz)
            self._edge(at, 1)
            self._level = 1
            self._next_edge = at + self._half
        else:  # a mode 3 reload: the current half-wave ends at the old count
            self._hz, self._half = hz, self.sample_rate / (2 * hz)

    def _toggle_until(self, before: float) -> None:
        """Draw the square wave's own edges that fall before ``before``."""
        if not self._level:
            return
        edge, half, level = self._next_edge, self._half, self._level
        rows, diff, base = self._rows, self._diff, self._block_start + HALF_WIDTH - 1
        up, down = rows[2], rows[-2]
        while edge < before:
            q = int(edge * PHASES + 0.5)
            i = (q >> PHASE_BITS) - base
            row = down[q & (PHASES - 1)] if level > 0 else up[q & (PHASES - 1)]
            if i >= 0:
                diff[i:i + TAPS] = map(add, diff[i:i + TAPS], row)
            else:
                _add_clipped(diff, i, row)
            level = -level
            edge += half
        self._next_edge, self._level = edge, level

    def _edge(self, at: float, delta: int) -> None:
        q = int(at * PHASES + 0.5)
        i = (q >> PHASE_BITS) - (self._block_start + HALF_WIDTH - 1)
        row = self._rows[delta][q & (PHASES - 1)]
        if i >= 0:
            self._diff[i:i + TAPS] = map(add, self._diff[i:i + TAPS], row)
        else:
            _add_clipped(self._diff, i, row)


def _add_clipped(diff: list[int], i: int, row: tuple[int, ...]) -> None:
    """Add a burst that starts before the buffer: the part before goes into sample 0."""
    cut = -i
    diff[0] += sum(row[:cut + 1])
    for j, value in enumerate(row[cut + 1:], start=1):
        diff[j] += value


def _to_int16(samples: list[int]) -> array:
    try:
        return array("h", samples)
    except OverflowError:
        return array("h", [min(_INT16_MAX, max(_INT16_MIN, s)) for s in samples])


def synthesize(timeline: ToneSource | Iterable[ToneChange], start_ns: int, end_ns: int,
               sample_rate: int = 44100, amplitude: int = AMPLITUDE) -> array:
    """16-bit mono PCM of the speaker from ``start_ns`` to ``end_ns`` (``array('h')``).

    ``timeline`` is a Speaker or any list of ``ToneChange``. Sample ``i``
    is the sound at ``start_ns + i / sample_rate`` seconds.
    """
    n = ((end_ns - start_ns) * sample_rate + NS_PER_S // 2) // NS_PER_S
    synth = Synth(timeline, sample_rate, start_ns, amplitude)
    return synth.render_block(max(0, n))
