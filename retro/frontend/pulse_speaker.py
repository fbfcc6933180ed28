"""The live speaker straight into a PulseAudio stream, bypassing pyglet's Pulse player.

pyglet's ``PulseAudioPlayer`` sizes its read-ahead (0.9 s of our mono
16-bit sound, half in its own buffer and half in the server's) when it
connects, before we could shrink it, and the speaker's lag had to cover
it: a key click came out of a null sink 1.14 s after the program sounded
it. So when pyglet has picked its PulseAudio driver (which PipeWire's
PulseAudio service also answers), we use that driver's connection but
write our own stream: PulseAudio calls us whenever it wants more, from
its mainloop thread, and we hand it the speaker's timeline rendered
``lag`` behind now. There is no buffer of ours in between.

The stream asks for ``PA_STREAM_ADJUST_LATENCY``: its ``tlength`` is then
the whole delay, server buffer and device together, and the server keeps
for the stream what the device does not take. A click is heard ``lag``
plus the device's share after the program made it, about
``TARGET_S + LAG_MARGIN_S`` (45 ms); a null sink's monitor shows 44 ms.
Everything here runs with pyglet already imported by ``audio_driver``.
"""

from __future__ import annotations

import contextlib
import ctypes
from typing import Any

from retro.frontend.speaker_stream import SpeakerStream
from retro.speaker.timeline import NS_PER_S

TARGET_S = 0.03
"""Total delay asked of the server (its buffer plus the device's)."""
REQUEST_S = 0.01
"""The smallest request the server should make."""
LAG_MARGIN_S = 0.015
"""Lag beyond the server's buffer, so a request may come a little late."""


def pulse_lag_ns(tlength_bytes: int, sample_rate: int) -> int:
    """The lag for a server buffer of ``tlength_bytes``: it must all lie in the past.

    A request tops the server's buffer up to ``tlength``, so the newest
    sample handed over is ``tlength`` ahead of the one playing; rendering
    ``lag = tlength + margin`` behind now keeps even that one in the past,
    where every speaker change has already been made.
    """
    return (tlength_bytes // 2) * NS_PER_S // sample_rate + int(LAG_MARGIN_S * NS_PER_S)


class PulseSpeaker:
    """One PulseAudio playback stream fed from a ``SpeakerStream`` on demand."""

    def __init__(self, driver: Any, stream: SpeakerStream) -> None:
        self.driver = driver
        self.stream = stream
        self._pa_stream: Any = None

    def start(self) -> None:
        """Connect the stream; it starts playing once the first request is filled.

        Raises what pyglet raises when the server refuses; the caller turns
        that into "running silent".
        """
        from pyglet.media.codecs.base import AudioFormat
        from pyglet.media.drivers.pulse import lib_pulseaudio as pa

        rate = self.stream.sample_rate
        audio_format = AudioFormat(channels=1, sample_size=16, sample_rate=rate)
        attr = pa.pa_buffer_attr()
        attr.maxlength = attr.prebuf = attr.fragsize = 0xFFFFFFFF  # server defaults
        attr.tlength = 2 * int(TARGET_S * rate)
        attr.minreq = 2 * int(REQUEST_S * rate)
        flags = pa.PA_STREAM_ADJUST_LATENCY | pa.PA_STREAM_INTERPOLATE_TIMING
        self.stream.set_lag(pulse_lag_ns(attr.tlength, rate))
        mainloop = self.driver.mainloop
        with mainloop.lock:
            pa_stream = self.driver.context.create_stream(audio_format)
            pa_stream.set_write_callback(self._write)
            self._pa_stream = pa_stream
            context = self.driver.context
            context.check(pa.pa_stream_connect_playback(
                pa_stream._pa_stream, None, attr, flags, None, None))
            while not pa_stream.is_ready and not pa_stream.is_failed:
                mainloop.wait()
            if not pa_stream.is_ready:
                self._pa_stream = None
                pa_stream.delete()
                context.raise_error()
            granted = pa.pa_stream_get_buffer_attr(pa_stream._pa_stream).contents.tlength
            if granted != attr.tlength:  # the device took its share, or the server wants more
                self.stream.set_lag(pulse_lag_ns(granted, rate))

    def stop(self) -> None:
        """Disconnect the stream; safe to call more than once."""
        pa_stream, self._pa_stream = self._pa_stream, None
        if pa_stream is None or self.driver.mainloop is None:
            return
        with contextlib.suppress(Exception), self.driver.mainloop.lock:
            pa_stream.delete()

    def _write(self, _stream: Any, nbytes: int, _userdata: Any) -> None:
        """PulseAudio wants ``nbytes`` more: render them now (mainloop thread, lock held)."""
        pa_stream = self._pa_stream
        if pa_stream is None:
            return
        try:
            data = self.stream.read(nbytes // 2)
        except Exception:  # the speaker must never take the sound thread down
            data = bytes(nbytes - nbytes % 2)
        with contextlib.suppress(Exception):
            buffer = ctypes.create_string_buffer(data, len(data))
            pa_stream.write(buffer, len(data))
