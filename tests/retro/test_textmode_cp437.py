"""CP437 <-> Unicode: every byte round-trips, control codes are pictures."""

from __future__ import annotations

import pytest

from retro.textmode.cp437 import FROM_UNICODE, TO_UNICODE, decode, encode


def test_table_has_256_distinct_characters() -> None:
    assert len(TO_UNICODE) == 256
    assert len(set(TO_UNICODE)) == 256


def test_every_byte_round_trips() -> None:
    every = bytes(range(256))
    assert encode(decode(every)) == every
    for code, char in enumerate(TO_UNICODE):
        assert FROM_UNICODE[char] == code


@pytest.mark.parametrize(
    ("code", "char"),
    [(0x01, "☺"), (0x02, "☻"), (0x03, "♥"), (0x04, "♦"), (0x05, "♣"), (0x06, "♠"),
     (0x07, "•"), (0x08, "◘"), (0x0A, "◙"), (0x0D, "♪"), (0x0F, "☼"), (0x10, "►"),
     (0x11, "◄"), (0x14, "¶"), (0x15, "§"), (0x18, "↑"), (0x19, "↓"), (0x1A, "→"),
     (0x1B, "←"), (0x1C, "∟"), (0x1F, "▼"), (0x7F, "⌂"), (0x20, " "), (0x41, "A"),
     (0x80, "Ç"), (0x9B, "¢"), (0xB0, "░"), (0xC4, "─"), (0xC9, "╔"), (0xDB, "█"),
     (0xE1, "ß"), (0xE3, "π"), (0xFE, "■"), (0xFF, "\u00a0")],
)
def test_specific_pictures(code: int, char: str) -> None:
    assert TO_UNICODE[code] == char
    assert encode(char) == bytes((code,))


def test_nul_is_kept_apart_from_space() -> None:
    assert TO_UNICODE[0] == "\x00"
    assert decode(b"\x00 ") == "\x00 "


def test_unknown_characters_become_question_marks() -> None:
    assert encode("a€b中") == b"a?b?"


def test_control_characters_and_look_alikes_map_to_their_glyph() -> None:
    assert encode("\x03\x06\x7f") == b"\x03\x06\x7f"
    assert encode("βμΩ") == bytes((0xE1, 0xE6, 0xEA))


def test_suits_text() -> None:
    assert decode(bytes((3, 4, 5, 6))) == "♥♦♣♠"
