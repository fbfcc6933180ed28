"""Live audio: silent without a device, and the streaming source's samples."""

from __future__ import annotations

from types import SimpleNamespace

from retro.frontend.audio import (
    NO_DEVICE_MESSAGE,
    OPENAL_CONFIG,
    LiveAudio,
    SpeakerStream,
    _make_source,
    shrink_buffers,
    use_small_openal_periods,
)
from retro.frontend.pulse_speaker import LAG_MARGIN_S, pulse_lag_ns
from retro.speaker import PIT_HZ, Speaker, synthesize

MS = 1_000_000
RATE = 44100


class FakeClock:
    def __init__(self, t: int = 0) -> None:
        self.t = t

    def __call__(self) -> int:
        return self.t


def test_start_without_a_device_runs_silent_and_says_so_once() -> None:
    clock = FakeClock()
    said: list[str] = []
    audio = LiveAudio(Speaker(clock), clock, report=said.append)
    assert audio.start() is False
    assert audio.start() is False
    assert said == [NO_DEVICE_MESSAGE]
    assert not audio.running
    audio.enabled = False
    audio.enabled = True
    audio.drain(10**12)  # returns at once: nothing is playing
    audio.stop()
    audio.stop()


def test_stream_renders_the_timeline_lag_behind_now() -> None:
    clock = FakeClock()
    speaker = Speaker(clock)
    speaker.sound(440)
    clock.t = 30 * MS
    speaker.nosound()
    clock.t = 1000 * MS
    speaker.sound(880)
    stream = SpeakerStream(speaker, clock, RATE, lag_ns=1000 * MS)
    first = stream.read(2205)  # timeline 0..50 ms: the 30 ms click, whole
    clock.t += 50 * MS
    second = stream.read(2205)
    assert first + second == synthesize(speaker, 0, 100 * MS, RATE).tobytes()
    assert any(first) and not any(second)


def test_stream_follows_the_clock_after_a_stall() -> None:
    clock = FakeClock(5000 * MS)
    speaker = Speaker(clock)
    speaker.set_divisor(2711)
    speaker.set_gate(3)
    stream = SpeakerStream(speaker, clock, RATE, lag_ns=50 * MS)
    stream.read(441)
    clock.t += 2000 * MS  # the audio thread was starved for two seconds
    data = stream.read(441)
    assert data == synthesize(speaker, 6950 * MS, 6960 * MS, RATE).tobytes()


def test_disabled_stream_is_silent_and_resumes_cleanly() -> None:
    clock = FakeClock(1000 * MS)
    speaker = Speaker(clock)
    speaker.sound(440)
    stream = SpeakerStream(speaker, clock, RATE, lag_ns=0)
    stream.enabled = False
    assert stream.read(441) == bytes(882)
    clock.t += 10 * MS
    stream.enabled = True
    assert stream.read(441) == synthesize(speaker, 1010 * MS, 1020 * MS, RATE).tobytes()


def test_pyglet_source_hands_out_the_stream() -> None:
    clock = FakeClock(200 * MS)
    speaker = Speaker(clock)
    speaker.schedule([])
    speaker.set_divisor(PIT_HZ // 1000)
    speaker.set_gate(3)
    source = _make_source(SpeakerStream(speaker, clock, RATE, lag_ns=0))
    fmt = source.audio_format
    assert (fmt.channels, fmt.sample_size, fmt.sample_rate) == (1, 16, RATE)
    assert source.is_precise() and source.duration is None
    packet = source.get_audio_data(4410 * 2)
    assert packet.length == 8820
    assert bytes(packet.data) == synthesize(speaker, 200 * MS, 300 * MS, RATE).tobytes()


def test_shrink_buffers_cuts_read_ahead() -> None:
    player = SimpleNamespace(_buffered_data_ideal_size=32768,
                             _buffered_data_comfortable_limit=21845)
    shrink_buffers(player, 4410)
    assert (player._buffered_data_ideal_size, player._buffered_data_comfortable_limit) == (
        4410, 2940)
    shrink_buffers(None, 4410)


def test_set_lag_jumps_the_stream_to_the_new_lag() -> None:
    clock = FakeClock(1000 * MS)
    speaker = Speaker(clock)
    speaker.sound(440)
    stream = SpeakerStream(speaker, clock, RATE, lag_ns=400 * MS)
    stream.read(441)
    clock.t += 10 * MS
    stream.set_lag(40 * MS)
    assert stream.read(441) == synthesize(speaker, 970 * MS, 980 * MS, RATE).tobytes()


def test_pulse_lag_keeps_the_whole_server_buffer_in_the_past() -> None:
    # 25 ms of mono 16-bit samples in the server, plus the margin for a late request
    assert pulse_lag_ns(2 * 1102, RATE) == 1102 * 10**9 // RATE + int(LAG_MARGIN_S * 10**9)
    assert 0.039 < pulse_lag_ns(2 * 1102, RATE) / 10**9 < 0.041


def test_openal_gets_short_periods_unless_the_person_chose_a_config() -> None:
    environ: dict[str, str] = {}
    use_small_openal_periods(environ)
    assert environ == {"ALSOFT_CONF": str(OPENAL_CONFIG)}
    settings = OPENAL_CONFIG.read_text().splitlines()
    assert "period_size = 256" in settings and "periods = 3" in settings
    own = {"ALSOFT_CONF": "/home/me/alsoft.conf"}
    use_small_openal_periods(own)
    assert own == {"ALSOFT_CONF": "/home/me/alsoft.conf"}


def test_a_sound_started_after_the_clock_was_held_is_heard_whole() -> None:
    """Live, machine time stands still while the program thinks (``PacedClock``): the
    stream waits in the silence, so a click made at the held time after 300 ms of
    thinking is not already behind it (it would be lost)."""
    clock = FakeClock(1000 * MS)
    speaker = Speaker(clock)
    stream = SpeakerStream(speaker, clock, RATE, lag_ns=50 * MS)
    for _ in range(30):
        stream.read(441)  # 300 ms of audio asked for while the clock is held
    speaker.sound(440)
    clock.t += 30 * MS  # the program's 30 ms click, then the clock moves on
    speaker.nosound()
    out = b""
    for _ in range(12):
        out += stream.read(441)
        clock.t += 10 * MS
    heard = sum(1 for i in range(0, len(out), 2) if out[i:i + 2] != b"\0\0")
    assert 0.8 * 0.03 * RATE < heard < 1.2 * 0.03 * RATE
