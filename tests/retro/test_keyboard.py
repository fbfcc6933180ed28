"""The BIOS type-ahead buffer (hardware.md §2.3), typematic repeat and shift flags."""

from __future__ import annotations

import threading

import pytest

from retro.bios import KeyboardBuffer, Keys, Typematic, key_for_char
from retro.bios.keyboard import ShiftFlags

LETTERS = "abcdefghijklmnopqrst"


def test_fifteen_keys_fit_and_the_sixteenth_beeps_once() -> None:
    beeps: list[int] = []
    buf = KeyboardBuffer(on_overflow=lambda: beeps.append(1))
    results = [buf.push(key_for_char(ch)) for ch in LETTERS[:16]]
    assert results == [True] * 15 + [False]
    assert len(buf) == 15 and buf.full
    assert beeps == [1]


def test_twenty_typed_keys_keep_the_first_fifteen_in_order() -> None:
    beeps: list[int] = []
    buf = KeyboardBuffer(on_overflow=lambda: beeps.append(1))
    for ch in LETTERS:
        buf.push(key_for_char(ch))
    got = []
    while (key := buf.pop()) is not None:
        got.append(key.char)
    assert "".join(got) == "abcdefghijklmno"
    assert len(beeps) == 5
    assert buf.pop() is None and len(buf) == 0


def test_peek_does_not_take_and_flush_empties() -> None:
    buf = KeyboardBuffer()
    assert buf.peek() is None
    buf.push(Keys.F1)
    buf.push(Keys.ENTER)
    assert buf.peek() == Keys.F1 and len(buf) == 2
    assert buf.pop() == Keys.F1 and buf.peek() == Keys.ENTER
    buf.flush()
    assert len(buf) == 0 and buf.peek() is None and not buf.full


def test_room_frees_up_after_a_pop() -> None:
    buf = KeyboardBuffer(capacity=2)
    assert buf.push(Keys.F1) and buf.push(Keys.F2)
    assert not buf.push(Keys.F3)  # no callback: dropped silently
    buf.pop()
    assert buf.push(Keys.F4)
    assert [buf.pop(), buf.pop(), buf.pop()] == [Keys.F2, Keys.F4, None]
    with pytest.raises(ValueError):
        KeyboardBuffer(capacity=0)


def test_buffer_is_safe_across_threads() -> None:
    buf = KeyboardBuffer(capacity=1000)
    taken: list[int] = []

    def consumer() -> None:
        while len(taken) < 800:
            key = buf.pop()
            if key is not None:
                taken.append(key.scan)

    thread = threading.Thread(target=consumer)
    thread.start()
    for i in range(800):
        while not buf.push(key_for_char(LETTERS[i % 20])._replace(scan=i % 256)):
            pass
    thread.join(timeout=10)
    assert taken == [i % 256 for i in range(800)]


# --- typematic ------------------------------------------------------------------
def test_typematic_defaults_are_500ms_and_30_per_second() -> None:
    t = Typematic()
    assert (t.delay_ms, t.rate_cps) == (500, 30.0)


def test_first_repeat_at_500ms_then_every_thirtieth_second() -> None:
    t = Typematic()
    a = key_for_char("a")
    t.press(a, 1000)
    assert t.due(1000) == [] and t.due(1499) == []
    assert t.due(1500) == [a]
    assert t.due(1533) == []  # next one at 1533.33 ms
    assert t.due(1534) == [a]
    assert t.due(1600) == [a, a]  # 1566.7 and 1600.0
    assert len(t.due(2600)) == 30  # one second later: 30 more
    assert t.due(2600) == []  # nothing delivered twice


def test_repeats_stop_at_release() -> None:
    t = Typematic()
    t.press(Keys.RIGHT, 0)
    assert len(t.due(600)) == 4  # 500, 533, 567, 600
    t.release(Keys.RIGHT)
    assert t.due(5000) == [] and t.held is None


def test_only_the_last_key_pressed_repeats() -> None:
    t = Typematic()
    a, b = key_for_char("a"), key_for_char("b")
    t.press(a, 0)
    assert t.due(500) == [a]
    t.press(b, 510)
    assert t.due(1009) == []  # b's own delay starts again
    assert t.due(1010) == [b]
    t.release(a)  # letting go of the older key changes nothing
    assert t.due(1044) == [b]
    t.release(b)
    assert t.due(3000) == []


def test_release_matches_the_physical_key() -> None:
    t = Typematic()
    t.press(key_for_char("A"), 0)
    t.release(key_for_char("a"))  # Shift went up first: same scan code
    assert t.due(1000) == []
    t.press(Keys.F1, 0)
    t.release(Keys.F1.scan)
    assert t.held is None
    t.press(Keys.F1, 0)
    t.release_all()
    assert t.due(1000) == []


def test_custom_rate_and_bad_values() -> None:
    t = Typematic(delay_ms=250, rate_cps=10)
    t.press(Keys.UP, 0)
    assert len(t.due(1250)) == 11  # 250, 350, ... 1250
    with pytest.raises(ValueError):
        Typematic(rate_cps=0)
    with pytest.raises(ValueError):
        Typematic(delay_ms=-1)


def test_shift_flags_are_the_bios_bits() -> None:
    assert int(ShiftFlags.RIGHT_SHIFT | ShiftFlags.CTRL | ShiftFlags.NUM_LOCK) == 0x25
    assert int(ShiftFlags.CAPS_LOCK) == 0x40 and int(ShiftFlags.INSERT) == 0x80
    assert ShiftFlags.LEFT_SHIFT.shift and not ShiftFlags.ALT.shift
