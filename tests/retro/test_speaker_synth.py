"""Synthesis: exact pitch, band-limited edges, sample-exact timing, streaming, WAV files."""

from __future__ import annotations

import random
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

from test_speaker_measure import PIT, line_amplitude, pitch_hz, tone_segments

from retro.speaker import Speaker, Synth, ToneChange, parse_play, synthesize, write_wav

RATE = 44100
MS = 1_000_000


def square_naive(hz: float, n: int, rate: int) -> list[int]:
    """A square wave drawn sample by sample, aliasing and all (the thing to avoid)."""
    return [16384 if (i * hz / rate) % 1 < 0.5 else -16384 for i in range(n)]


def alias_frequencies(hz: float, rate: int, count: int) -> list[float]:
    """Where the first odd harmonics above Nyquist fold back to."""
    out = []
    k = 1
    while len(out) < count:
        f = k * hz
        if f > rate / 2:
            folded = f % rate
            out.append(rate - folded if folded > rate / 2 else folded)
        k += 2
    return out


def test_high_tone_is_band_limited() -> None:
    hz = PIT / 298  # 4004 Hz
    pcm = synthesize([ToneChange(0, hz)], 0, 300 * MS, RATE)[2000:2000 + 8192]
    naive = square_naive(hz, 8192, RATE)
    fundamental = line_amplitude(pcm, hz, RATE)
    assert 0.9 * 4 / 3.14159 * 16384 < fundamental < 1.1 * 4 / 3.14159 * 16384
    for alias in alias_frequencies(hz, RATE, 4):
        ours = line_amplitude(pcm, alias, RATE) / fundamental
        theirs = line_amplitude(naive, alias, RATE) / line_amplitude(naive, hz, RATE)
        assert theirs > 0.03, alias  # the naive square really does alias here
        assert ours < 0.001, alias  # below -60 dB


def test_amplitude_is_about_half_full_scale() -> None:
    pcm = synthesize([ToneChange(0, PIT / 2711)], 0, 100 * MS, RATE)
    peak = max(abs(v) for v in pcm)
    assert 0.45 * 32768 < peak < 0.65 * 32768


def test_on_and_off_times_are_sample_exact() -> None:
    timeline = [ToneChange(100 * MS, PIT / 2711), ToneChange(300 * MS, None)]
    pcm = synthesize(timeline, 0, 400 * MS, RATE)
    assert len(pcm) == 17640
    ((first, last),) = tone_segments(pcm)
    assert abs(first - 4410) <= 1  # the tone starts high, at full level at once
    assert 13230 - 3 <= last < 13230
    assert not any(pcm[:4410 - 9]) and not any(pcm[13230 + 10:])


def test_pitch_is_exact_over_ten_seconds() -> None:
    hz = PIT / 2711
    pcm = synthesize([ToneChange(0, hz)], 0, 10_000 * MS, RATE)
    assert abs(pitch_hz(pcm, 0, len(pcm) - 1, RATE) / hz - 1) < 1e-6


def test_a_count_change_waits_for_the_half_wave_to_end() -> None:
    """Mode 3 reloads at the end of a half-wave: no gap, no glitch at the switch."""
    low, high = PIT / 2711, PIT / 1355
    pcm = synthesize([ToneChange(0, low), ToneChange(100 * MS, high)], 0, 200 * MS, RATE)
    assert len(tone_segments(pcm, min_gap=60)) == 1
    assert abs(pitch_hz(pcm, 200, 4300, RATE) / low - 1) < 1e-4
    assert abs(pitch_hz(pcm, 4500, 8700, RATE) / high - 1) < 1e-4


def test_inaudible_tones_are_silence() -> None:
    pcm = synthesize([ToneChange(0, PIT / 40)], 0, 50 * MS, RATE)  # 29.8 kHz
    assert not any(pcm)


def test_blocks_join_seamlessly() -> None:
    speaker = Speaker(lambda: 0)
    end = speaker.schedule(parse_play("T200 O5 L32 CDEFGAB>C ML L16 CDEC MS L64 CECECE"))
    whole = synthesize(speaker, 0, end, RATE)
    synth = Synth(speaker, RATE, 0)
    rng = random.Random(7)
    parts = array("h")
    while len(parts) < len(whole):
        parts.extend(synth.render_block(min(rng.choice((1, 7, 64, 441, 1500)),
                                            len(whole) - len(parts))))
    assert parts == whole


def test_wav_round_trip(tmp_path: Path) -> None:
    pcm = synthesize([ToneChange(0, PIT / 2711), ToneChange(50 * MS, None)], 0, 60 * MS, 48000)
    path = tmp_path / "tone.wav"
    write_wav(path, pcm, 48000)
    with wave.open(str(path), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 48000)
        assert wav.getnframes() == len(pcm) == 2880
        assert array("h", wav.readframes(len(pcm))) == pcm
    assert [p.name for p in tmp_path.iterdir()] == ["tone.wav"]  # no temporary file left


Golden = Callable[[str, str | bytes], None]


def test_wav_golden_for_a_short_phrase(golden: Golden, tmp_path: Path) -> None:
    speaker = Speaker(lambda: 0)
    end = speaker.schedule(parse_play("T240 O3 L32 C E G"))
    pcm = synthesize(speaker, 0, end, 8000)
    assert [b - a for a, b in tone_segments(pcm, min_gap=10)] == [200, 200, 200]  # 25 ms each
    write_wav(tmp_path / "phrase.wav", pcm, 8000)
    golden("speaker/phrase_8khz.wav", (tmp_path / "phrase.wav").read_bytes())
