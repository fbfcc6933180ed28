"""The speaker model: registers, timeline, queued notes, BASIC SOUND and BEEP."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from retro.speaker import PIT_HZ, Note, Speaker, ToneChange, divisor_for, hz_for, parse_play
from retro.speaker.speaker import beep_notes, sound_statement_notes
from retro.speaker.timeline import format_timeline

MS = 1_000_000


class FakeClock:
    def __init__(self) -> None:
        self.t = 0

    def __call__(self) -> int:
        return self.t


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def speaker(clock: FakeClock) -> Speaker:
    return Speaker(clock)


def test_pit_arithmetic() -> None:
    assert PIT_HZ == 1_193_182
    assert divisor_for(440) == 2711 and hz_for(2711) == PIT_HZ / 2711
    assert hz_for(0) == hz_for(65536) == PIT_HZ / 65536
    assert divisor_for(19) == 62799 and divisor_for(18.21) == 65523
    with pytest.raises(ValueError, match="below the lowest PIT pitch"):
        divisor_for(18)  # the count would need 17 bits
    with pytest.raises(ValueError, match="PIT count"):
        hz_for(65537)


def test_sound_then_nosound_makes_two_changes(speaker: Speaker, clock: FakeClock) -> None:
    speaker.sound(440)
    assert speaker.tone_hz == PIT_HZ / (1_193_181 // 440)  # Turbo Pascal's constant, PIT pitch
    clock.t = 1000 * MS
    speaker.nosound()
    assert speaker.timeline == [ToneChange(0, PIT_HZ / 2711), ToneChange(1000 * MS, None)]
    assert speaker.tone_hz is None


def test_sound_at_18_hz_or_below_is_ignored(speaker: Speaker) -> None:
    speaker.sound(18)
    assert speaker.timeline == [] and speaker.tone_hz is None
    speaker.sound(19)
    assert speaker.tone_hz == PIT_HZ / (1_193_181 // 19)


def test_registers_need_gate_and_data_bits(speaker: Speaker, clock: FakeClock) -> None:
    speaker.set_divisor(2711)
    assert speaker.tone_hz is None  # port 61h still off
    speaker.set_gate(3)
    assert speaker.tone_hz == PIT_HZ / 2711
    clock.t = 10 * MS
    speaker.set_divisor(0)
    assert speaker.tone_hz == PIT_HZ / 65536
    clock.t = 20 * MS
    speaker.set_gate(1)  # gate without speaker data: silent
    assert speaker.tone_hz is None
    assert [c.t_ns for c in speaker.timeline] == [0, 10 * MS, 20 * MS]


def test_writes_at_the_same_instant_keep_the_last(speaker: Speaker) -> None:
    speaker.sound(440)
    speaker.sound(880)
    assert speaker.timeline == [ToneChange(0, PIT_HZ / (1_193_181 // 880))]


def test_schedule_queues_after_what_is_queued(speaker: Speaker, clock: FakeClock) -> None:
    a = Note(PIT_HZ / 2711, 300 * MS, 100 * MS)
    end = speaker.schedule([a])
    assert end == 400 * MS and speaker.busy_until_ns == end
    clock.t = 100 * MS
    end2 = speaker.schedule([Note(None, 50 * MS), a])
    assert end2 == 850 * MS
    assert speaker.timeline == [
        ToneChange(0, a.hz), ToneChange(300 * MS, None),
        ToneChange(450 * MS, a.hz), ToneChange(750 * MS, None)]
    assert speaker.tone_at(449 * MS) is None and speaker.tone_at(450 * MS) == a.hz
    assert speaker.changes_between(300 * MS, 750 * MS) == speaker.timeline[1:3]


def test_nosound_cancels_everything_queued(speaker: Speaker, clock: FakeClock) -> None:
    speaker.schedule(parse_play("T120 L4 CDEFG"))
    clock.t = 600 * MS
    assert speaker.tone_hz is not None
    speaker.nosound()
    assert all(c.t_ns <= 600 * MS for c in speaker.timeline)
    assert speaker.timeline[-1] == ToneChange(600 * MS, None)
    assert speaker.busy_until_ns <= clock.t
    assert speaker.tone_at(2000 * MS) is None


def test_listeners_hear_every_change(speaker: Speaker, clock: FakeClock) -> None:
    heard: list[ToneChange] = []
    speaker.listeners.append(heard.append)
    speaker.sound(440)
    clock.t = 5 * MS
    speaker.nosound()
    speaker.schedule(beep_notes())
    assert [c.t_ns for c in heard] == [0, 5 * MS, 5 * MS]


def test_sound_statement_notes() -> None:
    (note,) = sound_statement_notes(440, 18.2)
    assert note == Note(PIT_HZ / 2711, 400 * 2_500_000, 0)  # 18.2 ticks x 22 = 400 units
    (rest,) = sound_statement_notes(32767, 1)
    assert rest.hz is None and rest.sound_ns == 22 * 2_500_000
    assert sound_statement_notes(37, 0) == []
    for freq, ticks in ((36, 1), (32768, 1), (440, -1), (440, 65536)):
        with pytest.raises(ValueError, match="SOUND"):
            sound_statement_notes(freq, ticks)


def test_sound_statement_with_zero_ticks_flushes(speaker: Speaker, clock: FakeClock) -> None:
    speaker.sound_statement(440, 36.4)
    speaker.sound_statement(880, 36.4)
    clock.t = 100 * MS
    speaker.sound_statement(440, 0)
    assert speaker.tone_hz is None and speaker.busy_until_ns <= clock.t
    assert speaker.changes_between(100 * MS + 1, 10**12) == []


def test_beep_is_800_hz_for_a_quarter_second(speaker: Speaker) -> None:
    assert beep_notes() == [Note(PIT_HZ / (PIT_HZ // 800), 250 * MS, 0)]
    end = speaker.beep()
    assert end == 250 * MS
    assert speaker.timeline == [ToneChange(0, PIT_HZ / 1491), ToneChange(250 * MS, None)]


def test_trim_keeps_the_change_in_force(speaker: Speaker, clock: FakeClock) -> None:
    for i in range(10):
        clock.t = i * 10 * MS
        speaker.sound(100 + i * 10)
    assert speaker.trim_before(55 * MS) == 5
    assert speaker.timeline[0].t_ns == 50 * MS
    assert speaker.tone_at(55 * MS) == PIT_HZ / (1_193_181 // 150)


def test_a_long_session_does_not_grow_without_bound(speaker: Speaker, clock: FakeClock) -> None:
    for i in range(20_000):
        clock.t = i * 5 * MS
        speaker.sound(200 + i % 2)
    assert len(speaker.timeline) <= 4100
    assert speaker.tone_hz == PIT_HZ / (1_193_181 // 201)


def test_text_dump(speaker: Speaker, clock: FakeClock) -> None:
    speaker.sound(440)
    clock.t = 2 * MS
    speaker.nosound()
    assert str(speaker) == ("Speaker count=2711 port61=00h busy_until=0.000ms\n"
                            "     0.000  440.126\n     2.000  off\n")


def test_tune_timeline_golden(golden: Callable[[str, str | bytes], None]) -> None:
    speaker = Speaker(lambda: 0)
    speaker.schedule(parse_play("T120 O2 L4 A B > C L8 D E MS F G ML A P4 N37 MN L16 C C"))
    golden("speaker/tune_timeline.txt", format_timeline(speaker.timeline))
