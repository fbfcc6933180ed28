"""The speaker's timeline as PCM, rendered a fixed lag behind the real clock.

Both ways to the sound device read it: pyglet's players (``audio``) and our
own PulseAudio stream (``pulse_speaker``). It is pure Python and knows
nothing of pyglet, so it is tested with a virtual clock.
"""

from __future__ import annotations

from collections.abc import Callable

from retro.speaker import Speaker, Synth
from retro.speaker.timeline import NS_PER_S

SAMPLE_RATE = 44100
RESYNC_BEHIND_S = 0.08
RESYNC_AHEAD_S = 0.15
"""How far the stream may drift from ``now - lag`` before it jumps back in line."""
HOLD_AHEAD_S = 0.02
"""Ahead of ``now - lag`` by more than this in silence, the stream waits there: the
machine's time is held while the program works (``PacedClock``), and a sound it
starts then is stamped with the held time, which the stream must not have passed."""


class SpeakerStream:
    """PCM for the live audio: the speaker's timeline rendered ``lag_ns`` behind now.

    Pure Python and pyglet-free, so it can be tested with a virtual clock.
    """

    def __init__(self, speaker: Speaker, now_ns: Callable[[], int],
                 sample_rate: int = SAMPLE_RATE, lag_ns: int = 55_000_000) -> None:
        self.now_ns = now_ns
        self.speaker = speaker
        self.sample_rate = sample_rate
        self.lag_ns = lag_ns
        self.enabled = True
        self.samples_out = 0
        self.reads = 0
        self.on_block: Callable[[int, int, bytes], None] | None = None
        """Called as ``on_block(first_sample_index, timeline_ns, data)`` for measurements."""
        self._synth = Synth(speaker, sample_rate, now_ns() - lag_ns)
        self._in_step = False

    def set_lag(self, lag_ns: int) -> None:
        """Render ``lag_ns`` behind now from the next read on (it jumps there)."""
        self.lag_ns = lag_ns
        self._in_step = False

    def read(self, n_samples: int) -> bytes:
        """The next ``n_samples`` 16-bit samples (silence while disabled)."""
        target = self.now_ns() - self.lag_ns
        self.reads += 1
        if not self.enabled:
            self._in_step = False
            data = bytes(2 * n_samples)
        else:
            drift = self._synth.time_ns - target
            if not self._in_step or not (-RESYNC_BEHIND_S * NS_PER_S < drift
                                         < RESYNC_AHEAD_S * NS_PER_S) or (
                    drift > HOLD_AHEAD_S * NS_PER_S and self._silent(target)):
                self._synth.seek(target)
                self._in_step = True
            timeline_ns = self._synth.time_ns
            data = self._synth.render_block(n_samples).tobytes()
            if self.on_block is not None:
                self.on_block(self.samples_out, timeline_ns, data)
        self.samples_out += n_samples
        return data

    def _silent(self, target: int) -> bool:
        """Whether nothing sounds from ``target`` to where the stream has got."""
        speaker, ahead = self.speaker, self._synth.time_ns
        return speaker.tone_at(target) is None and not speaker.changes_between(target, ahead)
