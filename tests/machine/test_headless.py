"""The machine's blocking calls on the virtual clock, driven by scripts."""

from __future__ import annotations

import time

import pytest

from retro import Keys, Machine, MouseEvent, Script, run_headless
from retro.errors import PowerOff
from retro.headless import make_headless_machine
from retro.options import Options
from retro.speaker import PlayError


def test_delay_moves_virtual_time_and_costs_no_wall_time() -> None:
    def program(m: Machine) -> int:
        m.delay(250)
        m.delay(0.5)
        m.delay(3_600_000 - 1000)
        return m.now_ms()

    started = time.perf_counter()
    result = run_headless(program, max_seconds=7200)
    assert result.value == 3_600_000 - 1000 + 250
    assert result.ended_by == "return"
    assert time.perf_counter() - started < 1.0


def test_readkey_gets_scripted_keys_in_order_and_screens_are_recorded() -> None:
    def program(m: Machine) -> list[str]:
        names = []
        for _ in range(3):
            m.screen.write(0, 0, f"waiting {len(names)}", 0x07)
            names.append(m.readkey().name)
        return names

    result = run_headless(program, script=Script().key("F1", "a", "Shift+F10"))
    assert result.value == ["F1", "a", "Shift+F10"]
    assert [s.text().splitlines()[0].strip() for s in result.screens] == [
        "waiting 0", "waiting 1", "waiting 2"]


def test_waits_in_the_script_set_when_keys_arrive() -> None:
    def program(m: Machine) -> list[int]:
        return [(m.readkey(), m.now_ms())[1] for _ in range(3)]

    result = run_headless(program, script=Script().wait(100).key("a").key("b").wait(40).key("c"))
    assert result.value == [100, 100, 140]


def _busy_pause(m: Machine, ms: int) -> list[str]:
    """A pause that, like the shell's, uses up any key it sees between short delays."""
    eaten = []
    end = m.now_ms() + ms
    while m.now_ms() < end:
        key = m.keyboard.peek()
        if key is not None:
            eaten.append(m.keyboard.pop().name)
        m.delay(20)
    return eaten


def test_a_key_written_straight_after_the_last_answers_the_next_read_not_a_pause() -> None:
    def program(m: Machine) -> tuple[str, list[str], str]:
        first = m.readkey().name
        eaten = _busy_pause(m, 500)
        return first, eaten, m.readkey().name

    result = run_headless(program, script=Script().key("a", "Space"))
    assert result.value == ("a", [], "Space")


def test_a_key_after_a_wait_arrives_in_a_pause_when_due() -> None:
    def program(m: Machine) -> tuple[list[str], int]:
        m.readkey()
        return _busy_pause(m, 500), m.now_ms()

    result = run_headless(program, script=Script().key("a").wait(200).key("F2"))
    assert result.value == (["F2"], 500)


def test_a_flush_gives_the_last_scripted_key_back() -> None:
    def program(m: Machine) -> tuple[bool, str]:
        m.delay(300)
        waiting = m.keyboard.peek() is not None
        m.flush_input()  # as before a PRESS A KEY prompt
        return waiting, m.readkey().name

    result = run_headless(program, script=Script().wait(100).key("x"))
    assert result.value == (True, "x")


def test_a_flush_gives_an_unread_click_back_but_never_repeats_a_read_one() -> None:
    def program(m: Machine) -> list[str]:
        m.delay(300)
        m.flush_input()
        first = m.read_event()
        m.flush_input()  # its release is still queued: the click must not come twice
        second = m.read_event()
        return [str(first.kind), str(getattr(second, "name", second))]

    result = run_headless(program, script=Script().wait(100).click(3, 4).key("q"))
    assert result.value == ["press", "q"]


def test_keys_arrive_during_a_delay_once_due() -> None:
    def program(m: Machine) -> tuple[bool, bool, int]:
        before = m.keypressed()
        m.delay(500)
        return before, m.keypressed(), m.readkey().word

    result = run_headless(program, script=Script().wait(300).key("Enter"))
    assert result.value == (False, True, 0x1C0D)


def test_keypressed_costs_one_millisecond_when_nothing_waits() -> None:
    def program(m: Machine) -> int:
        while not m.keypressed():
            pass
        return m.now_ms()

    result = run_headless(program, script=Script().wait(37).key("x"))
    assert result.value == 37


def test_an_empty_script_ends_the_run_when_the_program_waits() -> None:
    def program(m: Machine) -> None:
        m.screen.write(0, 0, "press a key", 0x07)
        m.readkey()
        raise AssertionError("not reached")

    result = run_headless(program)
    assert result.ended_by == "input exhausted"
    assert result.screen.text().startswith("press a key")


def test_trailing_waits_let_the_program_run_on() -> None:
    ticks: list[int] = []

    def program(m: Machine) -> None:
        while True:
            ticks.append(m.now_ms())
            if m.keypressed():
                m.readkey()
            m.delay(99)

    result = run_headless(program, script=Script().wait(1000))
    assert result.ended_by == "input exhausted"
    assert ticks[-1] == 1000  # 1 ms poll + 99 ms delay a turn, until the last wait ran out


def test_a_runaway_program_hits_the_virtual_time_limit() -> None:
    def program(m: Machine) -> None:
        while True:
            m.delay(1000)

    result = run_headless(program, max_seconds=60)
    assert result.ended_by == "time limit"
    assert result.elapsed_ms <= 60_000


def test_shots_capture_the_screen_when_due() -> None:
    def program(m: Machine) -> None:
        for n in range(5):
            m.screen.write(0, 0, f"frame {n}", 0x07)
            m.delay(100)

    result = run_headless(program, script=Script().wait(250).shot("mid"))
    assert result.shots["mid"].text().startswith("frame 2")


def test_clicks_come_through_read_event_but_readkey_ignores_them() -> None:
    def program(m: Machine) -> list[object]:
        events = [m.read_event() for _ in range(3)]
        return events + [m.readkey()]

    result = run_headless(program, script=Script().click(10, 5).key("q").click(1, 1).key("z"))
    press, release, key, last = result.value
    assert isinstance(press, MouseEvent) and (press.kind, press.col, press.row) == ("press", 10, 5)
    assert isinstance(release, MouseEvent) and release.kind == "release"
    assert key.char == "q" and last.char == "z"


def test_the_sixteenth_waiting_key_is_dropped_with_a_beep() -> None:
    m, _ = make_headless_machine()
    for ch in "abcdefghijklmnop":
        m.post_key(Keys.ENTER if ch == "p" else __import__("retro").bios.key_for_char(ch))
    assert len(m.keyboard) == 15
    assert [c.hz for c in m.speaker.timeline if c.hz] == [pytest.approx(800, rel=0.002)]


def test_play_in_the_foreground_waits_for_the_music() -> None:
    def program(m: Machine) -> int:
        m.play("T120 L4 C D")
        return m.now_ms()

    result = run_headless(program)
    assert result.value == 1000
    tones = [round(c.hz) if c.hz else None for c in result.machine.speaker.timeline]
    assert tones == [1048, None, 1176, None]  # PIT_HZ // 1047 and // 1175


def test_play_in_the_background_returns_at_once() -> None:
    def program(m: Machine) -> tuple[int, bool, bool]:
        m.play("MB T120 L4 C D E")
        playing = m.music_playing()
        m.delay(2000)
        return m.now_ms(), playing, m.music_playing()

    assert run_headless(program).value == (2000, True, False)


def test_malformed_play_strings_name_the_position() -> None:
    def program(m: Machine) -> None:
        m.play("CDE H")

    with pytest.raises(PlayError, match="position 5"):
        run_headless(program)


def test_sound_off_makes_no_tones() -> None:
    def program(m: Machine) -> int:
        m.tone(440, 100)
        m.play("C D")
        m.beep()
        return m.now_ms()

    result = run_headless(program, options=Options(sound=False))
    assert result.machine.speaker.timeline == []
    assert result.value == 100


def test_tone_sounds_then_stops() -> None:
    def program(m: Machine) -> None:
        m.tone(440, 100)

    timeline = run_headless(program).machine.speaker.timeline
    assert [(c.t_ns, round(c.hz) if c.hz else None) for c in timeline] == [
        (0, 440), (100_000_000, None)]


def test_power_off_unwinds_the_program() -> None:
    m, _ = make_headless_machine()
    m.power_off()
    with pytest.raises(PowerOff):
        m.delay(1)


def test_bios_ticks_run_at_18_2_hz() -> None:
    def program(m: Machine) -> list[int]:
        out = []
        for _ in range(3):
            out.append(m.bios_ticks())
            m.delay(1000)
        return out

    assert run_headless(program).value == [0, 18, 36]


def test_a_run_is_fixed_by_seed_and_script() -> None:
    def program(m: Machine) -> list[int]:
        return [m.rng.randrange(1000) for _ in range(5)]

    assert run_headless(program, seed=5).value == run_headless(program, seed=5).value
    assert run_headless(program, seed=5).value != run_headless(program, seed=6).value


def test_a_waiting_click_does_not_stop_time_for_a_keypressed_loop() -> None:
    """A program that never reads the mouse still sees time pass (and so hits the
    time limit) instead of spinning for ever on an unread click."""
    def program(m: Machine) -> None:
        while not m.keypressed():
            pass

    result = run_headless(program, script=Script().click(1, 1).key("a"), max_seconds=2)
    assert result.ended_by == "time limit"
    assert result.elapsed_ms >= 2000


def test_scripted_mouse_moves_reach_programs_that_want_them() -> None:
    def program(m: Machine) -> object:
        return m.read_event(moves=True)

    event = run_headless(program, script=Script().move(7, 3)).value
    assert isinstance(event, MouseEvent) and (event.kind, event.col, event.row) == ("move", 7, 3)


def test_the_stopped_screen_keeps_a_pop_up_that_unwinds_later() -> None:
    def program(m: Machine) -> None:
        saved = m.screen.save(0, 0, 10, 1)
        m.screen.write(0, 0, "QUIT? Y/N", 0x70)
        try:
            m.readkey()
        finally:
            m.screen.restore(saved)

    result = run_headless(program)
    assert result.screen.text().startswith("QUIT? Y/N")
    assert not result.machine.screen.snapshot().text().startswith("QUIT")


def test_basic_sound_statement_queues_its_ticks_without_waiting() -> None:
    def program(m: Machine) -> tuple[int, int]:
        m.sound_for_ticks(440, 18.2)  # 18.2 ticks x 22 = 400 units of 2.5 ms: 1 s
        started, busy_until = m.now_ms(), m.speaker.busy_until_ns // 1_000_000
        m.delay(100)
        m.sound_for_ticks(440, 0)     # duration 0 stops it and empties the queue
        return started, busy_until

    result = run_headless(program)
    assert result.value == (0, 1000)  # 400 units of 2.5 ms
    changes = [(c.t_ns // 1_000_000, round(c.hz) if c.hz else None)
               for c in result.machine.speaker.timeline]
    assert changes == [(0, 440), (100, None)]
