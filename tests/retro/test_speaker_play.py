"""BASIC PLAY: pitches and durations measured from the synthesised sound, errors, state."""

from __future__ import annotations

import pytest
from test_speaker_measure import gw_note_hz, pit_pitch, pitch_hz, tone_segments

from retro.speaker import PlayError, PlayState, Speaker, parse_play, synthesize

RATE = 44100
TUNE = "T120 O2 L4 A B > C L8 D E MS F G ML A P4 N37"


def gw_units(tempo: int, length: int, dots: int = 0) -> int:
    """Whole duration in 2.5 ms units, as GW-BASIC's integer arithmetic gives it."""
    units = 96000 // (tempo * length)
    for _ in range(dots):
        units = units * 3 // 2
    return units


def sound_units(units: int, style: str) -> int:
    return {"MN": units * 7 // 8, "MS": units * 3 // 4, "ML": units}[style]


def gap_units(units: int, style: str) -> int:
    """The silence after a note; with the sound it can fall a unit short of the whole."""
    return {"MN": units // 8, "MS": units // 4, "ML": 0}[style]


# (octave, semitone, length, style) of each sounding note in TUNE, and where the rest is
EXPECTED = [
    (2, 9, 4, "MN"), (2, 11, 4, "MN"), (3, 0, 4, "MN"), (3, 2, 8, "MN"), (3, 4, 8, "MN"),
    (3, 5, 8, "MS"), (3, 7, 8, "MS"), (3, 9, 8, "ML"), (3, 0, 8, "ML"),
]


def test_each_note_has_the_pit_pitch_and_gw_duration_measured_from_pcm() -> None:
    speaker = Speaker(lambda: 0)
    end = speaker.schedule(parse_play(TUNE))
    pcm = synthesize(speaker, 0, end + 10_000_000, RATE)
    segments = tone_segments(pcm)
    assert len(segments) == len(EXPECTED)
    start_units = 0
    for (first, last), (octave, semitone, length, style) in zip(segments, EXPECTED, strict=True):
        want_hz = pit_pitch(gw_note_hz(octave, semitone))
        got_hz = pitch_hz(pcm, first, last, RATE)
        assert got_hz == pytest.approx(want_hz, rel=1e-4), (octave, semitone)
        units = gw_units(120, length)
        want_s = sound_units(units, style) * 0.0025
        nominal = 240 / (120 * length) * {"MN": 7 / 8, "MS": 3 / 4, "ML": 1}[style]
        assert abs(want_s - nominal) < 0.0015  # GW-BASIC's truncation costs at most a unit
        assert (last - first + 1) / RATE == pytest.approx(want_s, abs=0.0002)
        assert first / RATE == pytest.approx(start_units * 0.0025, abs=0.0001)
        start_units += sound_units(units, style) + gap_units(units, style)
        if (octave, semitone, style) == (3, 9, "ML"):
            start_units += gw_units(120, 4)  # the P4 rest after the legato A


def test_o2_a_is_440_hz_through_divisor_2711() -> None:
    (note,) = parse_play("O2 A")
    assert note.hz == pytest.approx(1_193_182 / 2711)
    assert round(note.hz, 2) == 440.13


def test_defaults_are_o4_t120_l4_mn() -> None:
    (note,) = parse_play("A")
    assert note.hz == pytest.approx(pit_pitch(1760))
    assert (note.sound_ns, note.gap_ns) == (437_500_000, 62_500_000)
    assert PlayState() == PlayState(octave=4, tempo=120, length=4, style="MN", background=False)


def test_dots_multiply_by_three_halves_each() -> None:
    one, two = parse_play("A. A..")
    for note, dots in ((one, 1), (two, 2)):
        units = gw_units(120, 4, dots)
        assert note.sound_ns == units * 7 // 8 * 2_500_000
        assert note.gap_ns == units // 8 * 2_500_000
    (pause,) = parse_play("P4.")
    assert (pause.hz, pause.sound_ns, pause.gap_ns) == (None, 750_000_000, 0)


def test_rests_are_never_shortened() -> None:
    for macro in ("MS P4", "MN N0", "L4 MS N0"):
        (rest,) = parse_play(macro)
        assert (rest.hz, rest.sound_ns, rest.gap_ns) == (None, 500_000_000, 0)
    assert parse_play("P0") == []


def test_numbered_notes_and_note_length_suffix() -> None:
    n37, letter = parse_play("N37 O3 C")
    assert n37 == letter
    state = PlayState()
    short, plain = parse_play("A16 A", state)
    assert (short.sound_ns, short.gap_ns) == (50 * 7 // 8 * 2_500_000, 50 // 8 * 2_500_000)
    assert plain.sound_ns + plain.gap_ns == 500_000_000 and state.length == 4


def test_sharps_flats_spaces_and_lower_case() -> None:
    assert parse_play("A-") == parse_play("G#") == parse_play("g+")
    assert parse_play("D-") == parse_play("C#")
    assert parse_play("t120 o2 a") == parse_play("T120O2A")


def test_octave_steps_are_clamped() -> None:
    low = parse_play("O0 < C")[0]
    assert low.hz == pytest.approx(pit_pitch(gw_note_hz(0, 0)))
    high = parse_play("O6 >>> C")[0]
    assert high.hz == pytest.approx(pit_pitch(4186))
    assert parse_play("O3 > C")[0] == parse_play("O4 C")[0]


def test_state_persists_across_calls_and_mb_sets_background() -> None:
    state = PlayState()
    assert parse_play("O2 T60 MB", state) == []
    (note,) = parse_play("A", state)
    assert note.hz == pytest.approx(1_193_182 / 2711)
    assert note.sound_ns + note.gap_ns == 1_000_000_000
    assert state.background
    parse_play("MF ML", state)
    assert not state.background and state.style == "ML"


@pytest.mark.parametrize(("macro", "position", "problem"), [
    ("T120 O2 AH", 10, "unknown command 'H'"),
    ("O7", 1, "octave 7 is outside 0..6"),
    ("L0", 1, "length 0 is outside 1..64"),
    ("T20", 1, "tempo 20 is outside 32..255"),
    ("A C-", 3, "no such note 'C-'"),
    ("E#", 1, "no such note 'E#'"),
    ("MX", 2, "M must be followed by N, L, S, F or B"),
    ("L8 P", 4, "'P' needs a number"),
    ("N85", 1, "note number 85 is outside 0..84"),
    ("A65", 1, "note length 65 is outside 1..64"),
    (" . A", 2, "a dot must follow a note or a pause"),
    ("XA$;", 1, "X (play a string variable) is not supported"),
])
def test_malformed_strings_name_the_position(macro: str, position: int, problem: str) -> None:
    with pytest.raises(PlayError) as caught:
        parse_play(macro)
    assert caught.value.position == position
    assert str(caught.value) == f"PLAY: {problem} at position {position}"
