"""Live PC-speaker sound through pyglet, a few tens of milliseconds behind the program.

pyglet pulls audio from a streaming ``Source`` on its own worker thread.
Our source does not play a prepared buffer: each time it is asked for data
it synthesises the speaker's timeline at a fixed ``lag`` behind the real
clock. Everything the program did up to ``lag`` ago is therefore already on
the timeline when it is rendered, so even a 10 ms click is heard whole, and
all sounds are delayed by the same amount (between ``lag`` and ``lag`` plus
the buffer, fixed when the stream starts) plus the device's own delay. For
that to hold, pyglet must not queue more than ``lag`` of audio ahead; its
players buffer 0.9 s (at least 32 KiB) by default, so ours are cut down to
``buffer_s`` right after they are created.

pyglet is imported only inside functions here. Without a sound device
pyglet falls back to its silent driver; ``LiveAudio.start`` detects that,
says "no sound device: running silent" once and returns False. Nothing in
this module lets an audio problem stop the program.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

from retro.speaker import Speaker, Synth
from retro.speaker.timeline import NS_PER_S, ToneChange

NO_DEVICE_MESSAGE = "no sound device: running silent"
SAMPLE_RATE = 44100
BUFFER_S = 0.05
"""Audio pyglet may hold ahead of the device (its default is 0.9 s). OpenAL Soft
consumes 46 ms at a time here; 40 ms gave dropouts, 50 ms none."""
LAG_MARGIN_S = 0.015
"""Lag beyond the buffer, so the worker thread may be a little late."""
WORKER_NAP_S = 0.01
"""How often pyglet's audio thread tops the buffer up (its default is 0.02 s)."""
PULSE_LAG_S = 0.42
"""pyglet's PulseAudio player keeps its default 0.37 s of read-ahead (see
``shrink_buffers``), so through it sound is heard this late. pyglet tries
OpenAL first, so this is only the fallback."""
DEVICE_ALLOWANCE_S = 0.25
"""Time allowed for the sound system's own buffers to play out after our last sample."""
_READS_WHEN_FLOWING = 3
"""The prefill, pyglet's catch-up read once the device runs, and one in step."""
RESYNC_BEHIND_S = 0.08
RESYNC_AHEAD_S = 0.15
"""How far the stream may drift from ``now - lag`` before it jumps back in line."""


def real_clock_ns() -> int:
    """The real monotonic clock, for a speaker that is not driven by a machine."""
    return time.monotonic_ns()


class SpeakerStream:
    """PCM for the live audio: the speaker's timeline rendered ``lag_ns`` behind now.

    Pure Python and pyglet-free, so it can be tested with a virtual clock.
    """

    def __init__(self, speaker: Speaker, now_ns: Callable[[], int],
                 sample_rate: int = SAMPLE_RATE, lag_ns: int = 55_000_000) -> None:
        self.now_ns = now_ns
        self.sample_rate = sample_rate
        self.lag_ns = lag_ns
        self.enabled = True
        self.samples_out = 0
        self.reads = 0
        self.on_block: Callable[[int, int, bytes], None] | None = None
        """Called as ``on_block(first_sample_index, timeline_ns, data)`` for measurements."""
        self._synth = Synth(speaker, sample_rate, now_ns() - lag_ns)
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
                                         < RESYNC_AHEAD_S * NS_PER_S):
                self._synth.seek(target)
                self._in_step = True
            timeline_ns = self._synth.time_ns
            data = self._synth.render_block(n_samples).tobytes()
            if self.on_block is not None:
                self.on_block(self.samples_out, timeline_ns, data)
        self.samples_out += n_samples
        return data


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Hide what C libraries print while a driver is picked (OpenAL's "AL lib: (EE)")."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            sys.stderr.flush()
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def audio_driver() -> Any | None:
    """pyglet's audio driver, or None when there is no real one (or pyglet fails)."""
    try:
        import pyglet

        if "pyglet.gl" not in sys.modules:
            pyglet.options["shadow_window"] = False  # audio alone needs no display
        with _quiet_stderr():
            import pyglet.media
            from pyglet.media.drivers import get_audio_driver

            driver = get_audio_driver()
    except Exception:
        return None
    if driver is None or type(driver).__name__ == "SilentDriver":
        return None
    return driver


def _make_source(stream: SpeakerStream) -> Any:
    """A pyglet streaming Source that reads from ``stream``."""
    from pyglet.media.codecs.base import AudioData, AudioFormat, Source

    class SpeakerSource(Source):
        def __init__(self) -> None:
            # pyglet's Source declares ``audio_format = None`` without a type, so mypy
            # takes the attribute to be None forever; a real format is what it expects.
            self.audio_format = AudioFormat(  # type: ignore[assignment]
                channels=1, sample_size=16, sample_rate=stream.sample_rate)
            self._duration = None

        def is_precise(self) -> bool:
            return True  # always exactly the bytes asked for

        def get_audio_data(self, num_bytes: int, compensation_time: float = 0.0) -> AudioData:
            try:
                data = stream.read(num_bytes // 2)
            except Exception:  # keep pyglet's audio thread alive whatever happens
                data = bytes(num_bytes - num_bytes % 2)
            return AudioData(data, len(data))

        def seek(self, timestamp: float) -> None:
            pass  # a live stream has no position to seek to

    return SpeakerSource()


def _make_player(buffer_bytes: int) -> Any:
    """A pyglet Player whose driver-side buffer is ``buffer_bytes`` instead of 0.9 s."""
    import pyglet.media

    class LowLatencyPlayer(pyglet.media.Player):
        def _create_audio_player(self) -> None:
            super()._create_audio_player()
            shrink_buffers(self._audio_player, buffer_bytes)

    return LowLatencyPlayer()


def shrink_buffers(audio_player: Any, buffer_bytes: int) -> None:
    """Cut a pyglet driver player's read-ahead to ``buffer_bytes`` (best effort).

    PulseAudio players are left alone: their stream is already connected
    with a server buffer sized from the default, which ours must match.
    """
    if audio_player is None or type(audio_player).__name__ == "PulseAudioPlayer":
        return
    with contextlib.suppress(AttributeError):
        audio_player._buffered_data_ideal_size = buffer_bytes
        audio_player._buffered_data_comfortable_limit = buffer_bytes * 2 // 3


class LiveAudio:
    """Plays a Speaker live through pyglet; silent (never failing) without a device."""

    def __init__(self, speaker: Speaker, now_ns: Callable[[], int],
                 sample_rate: int = SAMPLE_RATE, buffer_s: float = BUFFER_S,
                 report: Callable[[str], None] | None = None) -> None:
        self.speaker = speaker
        self.buffer_s = buffer_s
        lag_ns = int((buffer_s + LAG_MARGIN_S) * NS_PER_S)
        self.stream = SpeakerStream(speaker, now_ns, sample_rate, lag_ns)
        self.report = report or (lambda text: print(text, file=sys.stderr))
        self._player: Any = None
        self._driver: Any = None
        self._told = False

    @property
    def enabled(self) -> bool:
        """Whether sound comes out; switch it at any moment."""
        return self.stream.enabled

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self.stream.enabled = bool(on)

    @property
    def lag_ns(self) -> int:
        """How far behind the program's clock the sound is rendered."""
        return self.stream.lag_ns

    @property
    def running(self) -> bool:
        """True while a real device is playing the stream."""
        return self._player is not None

    def start(self) -> bool:
        """Start playing; False (after one message) when there is no sound device."""
        if self._player is not None:
            return True
        self._driver = audio_driver()
        if self._driver is None:
            self._say_silent()
            return False
        if type(self._driver).__name__ == "PulseAudioDriver":
            self.stream.lag_ns = int(PULSE_LAG_S * NS_PER_S)
        try:
            buffer_bytes = 2 * int(self.buffer_s * self.stream.sample_rate)
            with contextlib.suppress(AttributeError):
                self._driver.worker._nap_time = WORKER_NAP_S
            player = _make_player(buffer_bytes)
            player.queue(_make_source(self.stream))
            player.play()
        except Exception as error:  # a broken driver must not stop the program
            self._say_silent(f" ({error})")
            return False
        self._player = player
        self.speaker.listeners.append(self._wake)
        return True

    def stop(self) -> None:
        """Stop playing and let go of the device; safe to call more than once."""
        player, self._player = self._player, None
        if self._wake in self.speaker.listeners:
            self.speaker.listeners.remove(self._wake)
        if player is not None:
            with contextlib.suppress(Exception):
                player.pause()
                player.delete()

    def wait_until_flowing(self, timeout_s: float = 2.0) -> bool:
        """Block until the device is taking the stream; False on timeout or when silent.

        A device can take over half a second to start after ``start``, and
        pyglet then skips what it missed; music queued before that is cut.
        """
        deadline = time.monotonic() + timeout_s
        while self._player is not None and time.monotonic() < deadline:
            if self.stream.reads >= _READS_WHEN_FLOWING:
                return True
            time.sleep(0.01)
        return False

    def drain(self, end_ns: int) -> None:
        """Block until the timeline up to ``end_ns`` has been heard (for the CLI)."""
        if self._player is None:
            return
        until = end_ns + 2 * self.lag_ns + int(DEVICE_ALLOWANCE_S * NS_PER_S)
        while (left := until - self.stream.now_ns()) > 0:
            time.sleep(min(left / NS_PER_S, 0.05))

    def _wake(self, change: ToneChange) -> None:
        """A speaker change: wake pyglet's audio thread so it tops up promptly."""
        worker = getattr(self._driver, "worker", None)
        if worker is not None:
            with contextlib.suppress(Exception):
                worker.notify()

    def _say_silent(self, detail: str = "") -> None:
        if not self._told:
            self._told = True
            self.report(NO_DEVICE_MESSAGE + detail)
