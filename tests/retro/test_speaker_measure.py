"""Measuring synthesised PCM the way a listener with a scope would (shared by speaker tests).

Everything here works on plain sample lists and knows nothing of the
synthesiser's internals: tone boundaries from the envelope, pitch from
rising zero crossings, spectrum lines from a windowed DFT.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

PIT = 1_193_182  # the PIT clock, restated here so the tests do not read our tables


def tone_segments(pcm: Sequence[int], threshold: int = 8000,
                  min_gap: int = 200) -> list[tuple[int, int]]:
    """(first, last) sample of each stretch of sound, split at silences of ``min_gap``+."""
    loud = [i for i, v in enumerate(pcm) if abs(v) > threshold]
    if not loud:
        return []
    segments, start, prev = [], loud[0], loud[0]
    for i in loud[1:]:
        if i - prev > min_gap:
            segments.append((start, prev))
            start = i
        prev = i
    segments.append((start, prev))
    return segments


def pitch_hz(pcm: Sequence[int], first: int, last: int, rate: int) -> float:
    """Pitch from the rising zero crossings strictly inside ``first..last``."""
    crossings = []
    for i in range(first + 20, last - 20):
        a, b = pcm[i], pcm[i + 1]
        if a < 0 <= b:
            crossings.append(i + a / (a - b))
    periods = len(crossings) - 1
    return periods * rate / (crossings[-1] - crossings[0])


def line_amplitude(pcm: Sequence[int], hz: float, rate: int) -> float:
    """Amplitude of the spectral line at ``hz`` (Hann-windowed DFT, one bin)."""
    n = len(pcm)
    w = 2 * math.pi * hz / rate
    re = im = 0.0
    for i, v in enumerate(pcm):
        x = v * (0.5 - 0.5 * math.cos(2 * math.pi * i / (n - 1)))
        re += x * math.cos(w * i)
        im -= x * math.sin(w * i)
    return 4 * math.hypot(re, im) / n  # Hann's coherent gain is 1/2


def gw_note_hz(octave: int, semitone: int) -> int:
    """GW-BASIC's whole-hertz pitch, worked out from equal temperament.

    Its table holds the top octave (6) rounded to whole hertz; lower
    octaves halve that and round half up.
    """
    top = round(440 * 2 ** ((semitone - 9) / 12) * 16)
    return math.floor(top / 2 ** (6 - octave) + 0.5)


def pit_pitch(hz: float) -> float:
    """What the speaker sounds when asked for ``hz``: the clock over a whole count."""
    return PIT / (PIT // hz)


# --- the measuring tools measure what they claim --------------------------------------
def test_pitch_and_segments_of_a_known_sine() -> None:
    rate, hz = 44100, 523.25
    sine = [0] * 1000 + [round(16000 * math.sin(2 * math.pi * hz * i / rate))
                         for i in range(20000)] + [0] * 1000
    ((first, last),) = tone_segments(sine)
    assert abs(first - 1000) < 10 and abs(last - 21000) < 10
    assert abs(pitch_hz(sine, first, last, rate) / hz - 1) < 1e-6


def test_line_amplitude_of_a_known_sine() -> None:
    rate = 44100
    sine = [10000 * math.sin(2 * math.pi * 1000 * i / rate) for i in range(4096)]
    assert abs(line_amplitude(sine, 1000, rate) - 10000) < 100
    assert line_amplitude(sine, 5000, rate) < 1


def test_gw_note_table_from_equal_temperament() -> None:
    assert (gw_note_hz(2, 9), gw_note_hz(3, 0), gw_note_hz(0, 0), gw_note_hz(6, 11)) == (
        440, 523, 65, 7902)
    assert round(pit_pitch(440), 2) == 440.13
