"""The INT 33h mouse in 80x25 text mode (hardware.md §3)."""

from __future__ import annotations

import pytest

from retro.bios import Mouse, MouseEvent
from retro.bios.mouse import EVENT_QUEUE_LIMIT, SCREEN_BYTES

LEFT, RIGHT, MIDDLE = 0, 1, 2


def screen(char: int = 0x41, attr: int = 0x1F) -> bytes:
    return bytes([char, attr]) * (SCREEN_BYTES // 2)


def cell(data: bytes, col: int, row: int) -> tuple[int, int]:
    offset = (row * 80 + col) * 2
    return data[offset], data[offset + 1]


def test_reset_centres_and_hides_the_cursor() -> None:
    m = Mouse()
    m.move_to(3, 4)
    m.show()
    m.press(LEFT, 5, 5)
    assert m.reset() is True
    assert m.position == (40, 12) and m.virtual_position == (320, 96)
    assert not m.visible
    assert m.press_info(LEFT) == (0, 0, 0)
    assert m.next_event() is None
    m.show()
    assert m.visible  # one show undoes the reset's hidden state


def test_show_hide_counter_saturates_at_zero() -> None:
    m = Mouse()
    m.show()
    m.show()
    m.show()
    assert m.visible
    m.hide()
    assert not m.visible  # the extra shows were not counted
    m.hide()
    m.show()
    assert not m.visible  # two hides need two shows
    m.show()
    assert m.visible


def test_virtual_coordinates_are_multiples_of_eight() -> None:
    m = Mouse()
    for col, row in [(0, 0), (79, 24), (13, 7)]:
        m.move_to(col, row)
        x, y = m.virtual_position
        assert (x, y) == (col * 8, row * 8) and x % 8 == 0 and y % 8 == 0
    assert m.virtual_position == (104, 56)
    assert MouseEvent("move", -1, 79, 24).x == 632 and MouseEvent("move", -1, 79, 24).y == 192


def test_moves_are_clamped_to_the_screen() -> None:
    m = Mouse()
    m.move_to(-5, 99)
    assert m.position == (0, 24)
    m.press(RIGHT, 200, -1)
    assert m.position == (79, 0)
    assert m.virtual_position == (632, 0)


def test_buttons_bitmask() -> None:
    m = Mouse()
    m.press(LEFT, 1, 1)
    m.press(MIDDLE, 1, 1)
    assert m.buttons == 0b101
    m.press(RIGHT, 1, 1)
    m.release(LEFT, 1, 1)
    assert m.buttons == 0b110


def test_press_and_release_counts_reset_after_each_query() -> None:
    m = Mouse()
    m.press(LEFT, 10, 5)
    m.release(LEFT, 10, 5)
    m.press(LEFT, 20, 6)
    m.release(LEFT, 21, 7)
    assert m.press_info(LEFT) == (2, 20, 6)
    assert m.press_info(LEFT) == (0, 20, 6)  # count cleared, last position kept
    assert m.release_info(LEFT) == (2, 21, 7)
    assert m.release_info(LEFT) == (0, 21, 7)
    assert m.press_info(RIGHT) == (0, 0, 0)
    with pytest.raises(ValueError, match="middle"):
        m.press_info(3)


def test_events_come_in_order_and_moves_coalesce() -> None:
    m = Mouse()
    m.move_to(1, 1)
    m.move_to(2, 2)
    m.move_to(2, 2)  # no change: no event
    m.press(LEFT, 3, 3)
    m.release(LEFT, 3, 3)
    assert m.has_events()
    events = [m.next_event() for _ in range(4)]
    assert events == [MouseEvent("move", -1, 2, 2), MouseEvent("press", LEFT, 3, 3),
                      MouseEvent("release", LEFT, 3, 3), None]
    assert not m.has_events()


def test_event_queue_is_bounded() -> None:
    m = Mouse()
    for i in range(EVENT_QUEUE_LIMIT + 10):
        m.press(LEFT, i % 80, 0)
    first = m.next_event()
    assert first is not None and first.col == 10  # the oldest ten were dropped


def test_overlay_inverts_the_cell_under_a_visible_cursor() -> None:
    assert (0x1F41 & 0x77FF) ^ 0x7700 == 0x6041
    m = Mouse()
    data = screen()
    assert m.overlay(data) == data  # hidden after reset
    m.show()
    m.move_to(5, 3)
    out = m.overlay(data)
    assert cell(out, 5, 3) == (0x41, 0x60)
    assert sum(a != b for a, b in zip(out, data, strict=True)) == 1  # only that attribute
    assert cell(m.overlay(screen(0xDB, 0x8E)), 5, 3) == (0xDB, 0x71)  # blink/intensity cleared
    m.hide()
    assert m.overlay(data) == data


def test_overlay_with_other_masks_and_bad_size() -> None:
    m = Mouse()
    m.show()
    m.set_text_cursor(0xFFFF, 0x7700)  # TechHelp's defaults keep the intensity bit
    assert cell(m.overlay(screen()), 40, 12) == (0x41, 0x68)
    m.reset()
    m.show()
    assert cell(m.overlay(screen()), 40, 12) == (0x41, 0x60)  # reset restores the defaults
    with pytest.raises(ValueError, match="4000"):
        m.overlay(b"\x00" * 10)


def test_disabled_mouse_says_no_mouse() -> None:
    m = Mouse(installed=False)
    assert m.reset() is False and not m.installed
    m.show()
    m.move_to(10, 10)
    m.press(LEFT, 10, 10)
    assert not m.visible
    assert m.position == (0, 0) and m.virtual_position == (0, 0)
    assert m.buttons == 0 and m.press_info(LEFT) == (0, 0, 0)
    assert m.next_event() is None and not m.has_events()
    assert m.overlay(screen()) == screen()
