"""The .ANS file: written by the ANSI encoder's ANSI-art dialect with a SAUCE record, and
ANSI art (ours and other people's) read back as the screen it draws."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from retro.textmode import ScreenSnapshot
from retro.textmode.ans_file import AnsError, ans_bytes, read_ans
from retro.textmode.ansi import ColourDepth, pen_change
from retro.textmode.sauce import (
    EOF_BYTE,
    ICE_COLOURS,
    LETTER_SPACING_9,
    RECORD_BYTES,
    Sauce,
    read_sauce,
    with_sauce,
    without_sauce,
)

DATE = "19940606"
GOLDEN = Path(__file__).resolve().parents[1] / "goldens" / "screens" / "pachisi" / "capture.txt"


def random_screen(seed: int, blink_enabled: bool = True) -> ScreenSnapshot:
    return ScreenSnapshot.from_bin(random.Random(seed).randbytes(4000),
                                   blink_enabled=blink_enabled)


def cell(snap: ScreenSnapshot, col: int, row: int) -> tuple[str, int]:
    code, attr = snap.cell(col, row)
    return chr(code), attr


def body_of(data: bytes) -> bytes:
    return without_sauce(data)


@pytest.mark.parametrize("blink", [True, False])
@pytest.mark.parametrize("seed", range(6))
def test_bin_to_ans_to_bin_is_exact_for_random_screens(seed: int, blink: bool) -> None:
    snap = random_screen(seed, blink)
    reading = read_ans(ans_bytes(snap, DATE))
    assert reading.snap.to_bin() == snap.to_bin(), snap.diff(reading.snap)
    assert reading.snap.blink_enabled is blink
    assert reading.notes == ()


def test_every_character_and_every_attribute_comes_back() -> None:
    data = bytes(b for i in range(2000) for b in (i % 256, (i * 7 + i // 256) % 256))
    snap = ScreenSnapshot.from_bin(data)
    assert read_ans(ans_bytes(snap, DATE)).snap.to_bin() == data


def test_the_body_is_cp437_art_with_only_the_classic_codes() -> None:
    body = body_of(ans_bytes(random_screen(9), DATE))
    sequences = re.findall(rb"\x1b\[([0-9;]*)([A-Za-z])", body)
    finals = {final for _, final in sequences}
    assert finals == {b"H", b"m"}
    numbers = {int(n) for params, final in sequences if final == b"m"
               for n in params.split(b";")}
    allowed = {0, 1, 5, *range(30, 38), *range(40, 48), *range(80, 85)}
    assert numbers <= allowed, sorted(numbers - allowed)
    rows = [int(params.split(b";")[0]) for params, final in sequences if final == b"H"]
    assert rows == list(range(1, 26))  # each row starts from a cursor move to its first column
    text = re.sub(rb"\x1b\[[0-9;]*[A-Za-z]", b"", body)
    assert len(text) == 2000  # one byte per cell: CP437, not UTF-8
    assert not set(text) & {0x09, 0x0A, 0x0D, 0x1A, 0x1B}


def test_a_marked_glyph_shows_its_look_alike_to_other_viewers() -> None:
    data = bytearray(b" \x07" * 2000)
    data[0:10] = b"\x1a\x1e\x1b\x1e\x09\x1e\x0a\x1e\x0d\x1e"
    body = body_of(ans_bytes(ScreenSnapshot.from_bin(bytes(data)), DATE))
    assert b"\x1b[83m\x10\x1b[84m\x11\x1b[80mo\x1b[81m\x08\x1b[82m\x0e" in body


def test_a_bit_that_goes_off_is_a_reset_since_art_viewers_know_no_22_or_25() -> None:
    art = ColourDepth.ANSI_ART
    assert pen_change(None, 0x0007, art) == "\x1b[0m"
    assert pen_change(None, 0x0C0E, art) == "\x1b[0;1;5;33;41m"  # yellow on bright red
    assert pen_change(0x0107, 0x010F, art) == "\x1b[1m"
    assert pen_change(0x010F, 0x0107, art) == "\x1b[0;44m"  # off: reset, the blue again
    assert pen_change(0x0C0E, 0x0C09, art) == "\x1b[34m"  # yellow to light blue


def test_sauce_says_what_the_file_is() -> None:
    data = ans_bytes(random_screen(1), DATE)
    sauce = read_sauce(data)
    assert sauce is not None and len(data) - len(body_of(data)) == 1 + RECORD_BYTES
    assert data[-RECORD_BYTES - 1] == EOF_BYTE and data[-RECORD_BYTES:][:7] == b"SAUCE00"
    assert (sauce.date, sauce.file_size) == (DATE, len(body_of(data)))
    assert (sauce.data_type, sauce.file_type, sauce.columns, sauce.lines) == (1, 1, 80, 25)
    assert sauce.font == "IBM VGA" and sauce.flags & 0b110 == LETTER_SPACING_9
    assert (sauce.title, sauce.author, sauce.group) == ("", "", "")


@pytest.mark.parametrize("blink", [True, False])
def test_the_ice_colours_flag_is_set_exactly_when_blink_is_off(blink: bool) -> None:
    sauce = read_sauce(ans_bytes(random_screen(2, blink), DATE))
    assert sauce is not None and bool(sauce.flags & ICE_COLOURS) is (not blink)


def test_a_sauce_record_round_trips_its_fields() -> None:
    sauce = Sauce(date="20240229", file_size=0, title="Basra", author="Tommy",
                  group="shelf", flags=ICE_COLOURS | LETTER_SPACING_9)
    data = with_sauce(b"art", sauce)
    assert len(data) == 3 + 1 + 128
    assert read_sauce(data) == Sauce(date="20240229", file_size=3, title="Basra",
                                     author="Tommy", group="shelf", flags=5)
    assert without_sauce(data) == b"art" and read_sauce(b"art") is None
    with pytest.raises(ValueError, match="CCYYMMDD"):
        Sauce(date="2024-2-29", file_size=0).record()


def test_comments_before_the_record_are_not_drawn() -> None:
    comments = b"COMNT" + b"a comment".ljust(64)
    record = Sauce(date=DATE, file_size=3, comment_lines=1).record()
    assert without_sauce(b"art\x1a" + comments + record) == b"art"


def test_a_game_screen_with_bright_backgrounds_comes_back_with_them() -> None:
    snap = ScreenSnapshot.from_text(GOLDEN.read_text(encoding="utf-8"))
    assert not snap.blink_enabled and any(a & 0x80 for a in snap.data[1::2])
    back = read_ans(ans_bytes(snap, DATE)).snap
    assert back.data == snap.data and not back.blink_enabled


def test_third_party_art_with_cr_lf_lines_and_bold_codes() -> None:
    art = (b"\x1b[0m\x1b[2J\x1b[1;33;44mHI\x1b[0m there\r\n"
           b"\x1b[5;31mX\x1b[25;22;39;49mY\t\x1b[7;32mR\x1b[27m\r\n"
           b"\x1b[92;104mB\x1b[38;5;196mC\x1b[48;2;1;2;3mD\x1b[0m\x03\xc4\x1a junk")
    snap = read_ans(art).snap
    assert [cell(snap, c, 0) for c in range(4)] == [("H", 0x1E), ("I", 0x1E), (" ", 0x07),
                                                   ("t", 0x07)]
    assert cell(snap, 0, 1) == ("X", 0x84) and cell(snap, 1, 1) == ("Y", 0x07)
    assert cell(snap, 8, 1) == ("R", 0x20)  # the tab went to column 8; 7 swapped the colours
    assert [cell(snap, c, 2) for c in range(5)] == [
        ("B", 0x9A), ("C", 0x9A), ("D", 0x9A), ("\x03", 0x07), ("\xc4", 0x07)]
    assert cell(snap, 5, 2) == (" ", 0x07)  # the art ended at 1Ah
    assert snap.blink_enabled  # no SAUCE: DOS's blink


def test_cursor_moves_saving_and_erasing() -> None:
    art = (b"\x1b[3;5Hab\x1b[sx\x1b[2Ay\x1b[Bz\x1b[3Cw\x1b[2Dv\x1b[uq"
           b"\x1b[10;1H\x1b[41mtext\x1b[10;3H\x1b[K"
           b"\x1b[12;80HLM\x1b[14;1H\x1b[?7h\x1b[=1h\x1b[5zP")
    snap = read_ans(art).snap
    assert cell(snap, 4, 2) == ("a", 0x07) and cell(snap, 6, 2) == ("q", 0x07)
    assert cell(snap, 7, 0) == ("y", 0x07) and cell(snap, 8, 1) == ("z", 0x07)
    assert cell(snap, 12, 1) == ("w", 0x07) and cell(snap, 11, 1) == ("v", 0x07)
    assert snap.row_text(9) == "te" + " " * 78
    assert {cell(snap, c, 9)[1] for c in range(80)} == {0x47}  # erased in the pen's colours
    assert cell(snap, 79, 11) == ("L", 0x47) and cell(snap, 0, 12) == ("M", 0x47)
    assert cell(snap, 0, 13) == ("P", 0x47)  # modes and unknown sequences are skipped


def test_a_clear_screen_starts_the_art_again() -> None:
    snap = read_ans(b"old\x1b[2Jnew").snap
    assert snap.row_text(0).startswith("new ")


def test_art_taller_than_the_screen_keeps_its_first_25_lines_and_says_so() -> None:
    art = b"".join(b"line %d\r\n" % n for n in range(40))
    reading = read_ans(art)
    assert reading.snap.row_text(24).startswith("line 24 ")
    assert reading.notes == ("the art is 40 lines; kept the first 25",)


def test_a_line_of_80_then_cr_lf_leaves_a_blank_line_as_dos_does() -> None:
    snap = read_ans(b"x" * 80 + b"\r\ny").snap
    assert snap.row_text(1).strip() == "" and snap.row_text(2).startswith("y")


def test_what_is_not_ansi_art_is_refused() -> None:
    with pytest.raises(AnsError, match="nothing to draw"):
        read_ans(b"")
    binary_text = Sauce(date=DATE, file_size=0, data_type=5).record()
    with pytest.raises(AnsError, match="data type 5"):
        read_ans(b"\x41\x07\x1a" + binary_text)


def test_a_width_other_than_80_is_read_at_80_and_said() -> None:
    data = with_sauce(b"wide", Sauce(date=DATE, file_size=0, columns=160))
    assert read_ans(data).notes == ("its SAUCE says 160 columns; read at 80",)
