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
``buffer_s`` right after they are created, and OpenAL Soft is given short
periods (``alsoft.conf``). pyglet's PulseAudio player cannot be cut down
after it has connected, so for PulseAudio (and PipeWire's PulseAudio
service) we write the stream ourselves (``pulse_speaker``). Measured in a
null sink's monitor (``tests/frontend/test_sound_latency.py``), a click
comes out about 45 ms (PulseAudio) and 50 ms (OpenAL) after the program made it.

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
from collections.abc import Callable, Iterator, MutableMapping
from pathlib import Path
from typing import Any

from retro.frontend.pulse_speaker import PulseSpeaker
from retro.frontend.speaker_stream import SAMPLE_RATE, SpeakerStream
from retro.speaker import Speaker
from retro.speaker.timeline import NS_PER_S, ToneChange

__all__ = ["SAMPLE_RATE", "LiveAudio", "SpeakerStream", "audio_driver", "real_clock_ns"]

NO_DEVICE_MESSAGE = "no sound device: running silent"
BUFFER_S = 0.03
"""Audio pyglet may hold ahead of the device (its default is 0.9 s). With OpenAL
Soft's periods cut to 256 frames (``alsoft.conf``) 30 ms plays without a gap on a
loaded machine and 20 ms does not; with its default periods 40 ms already failed."""
OPENAL_CONFIG = Path(__file__).with_name("alsoft.conf")
LAG_MARGIN_S = 0.015
"""Lag beyond the buffer, so the worker thread may be a little late."""
WORKER_NAP_S = 0.01
"""How often pyglet's audio thread tops the buffer up (its default is 0.02 s)."""
DEVICE_ALLOWANCE_S = 0.25
"""Time allowed for the sound system's own buffers to play out after our last sample."""
_READS_WHEN_FLOWING = 3
"""The prefill, pyglet's catch-up read once the device runs, and one in step."""


def real_clock_ns() -> int:
    """The real monotonic clock, for a speaker that is not driven by a machine."""
    return time.monotonic_ns()


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


def use_small_openal_periods(environ: MutableMapping[str, str] | None = None) -> None:
    """Point OpenAL Soft at ``alsoft.conf`` unless the person chose a file of their own.

    OpenAL Soft reads ``ALSOFT_CONF`` (after its system and user files) when
    it is first used, so this must run before pyglet loads it.
    """
    environ = os.environ if environ is None else environ
    environ.setdefault("ALSOFT_CONF", str(OPENAL_CONFIG))


def audio_driver() -> Any | None:
    """pyglet's audio driver, or None when there is no real one (or pyglet fails)."""
    use_small_openal_periods()
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

    It works for the players that size their read-ahead from these two
    attributes, OpenAL's among them; PulseAudio never gets here (see
    ``LiveAudio._open``).
    """
    if audio_player is None:
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
        try:
            player = self._open(self._driver)
        except Exception as error:  # a broken driver must not stop the program
            self._say_silent(f" ({error})")
            return False
        self._player = player
        self.speaker.listeners.append(self._wake)
        return True

    def _open(self, driver: Any) -> Any:
        """A playing pyglet Player, or our own stream for PulseAudio (see ``pulse_speaker``)."""
        if type(driver).__name__ == "PulseAudioDriver":
            pulse = PulseSpeaker(driver, self.stream)
            pulse.start()
            return pulse
        buffer_bytes = 2 * int(self.buffer_s * self.stream.sample_rate)
        with contextlib.suppress(AttributeError):
            driver.worker._nap_time = WORKER_NAP_S
        player = _make_player(buffer_bytes)
        player.queue(_make_source(self.stream))
        player.play()
        return player

    def stop(self) -> None:
        """Stop playing and let go of the device; safe to call more than once."""
        player, self._player = self._player, None
        if self._wake in self.speaker.listeners:
            self.speaker.listeners.remove(self._wake)
        if isinstance(player, PulseSpeaker):
            player.stop()
        elif player is not None:
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
