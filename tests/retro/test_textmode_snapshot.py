"""ScreenSnapshot: binary and text forms, cell access, diffs for assertion messages."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from retro.textmode import ScreenSnapshot, TextScreen

PNG_GOLDENS = Path(__file__).resolve().parents[1] / "goldens" / "png"


def every_byte_snapshot() -> ScreenSnapshot:
    """All 256 codes, seeded random attributes, unusual display state."""
    rng = random.Random(437)
    data = bytearray(4000)
    data[0::2] = bytes(i % 256 for i in range(2000))
    data[1::2] = bytes(rng.randrange(256) for _ in range(2000))
    return ScreenSnapshot(bytes(data), cursor=(79, 24), cursor_shape=(0, 31),
                          cursor_visible=False, border_colour=14, blink_enabled=False, mono=True)


def test_from_bin_and_to_bin() -> None:
    data = (PNG_GOLDENS / "testcard.bin").read_bytes()
    snap = ScreenSnapshot.from_bin(data, cursor=(3, 4), border_colour=2)
    assert snap.to_bin() == data
    assert snap.cursor == (3, 4) and snap.border_colour == 2
    assert snap.cursor_shape == (13, 14) and snap.cursor_visible and snap.blink_enabled


@pytest.mark.parametrize("size", [0, 3999, 4001])
def test_from_bin_rejects_wrong_sizes_clearly(size: int) -> None:
    with pytest.raises(ValueError, match=f"4000 bytes.*got {size}"):
        ScreenSnapshot.from_bin(bytes(size))


def test_state_is_validated() -> None:
    with pytest.raises(ValueError, match="cursor"):
        ScreenSnapshot(bytes(4000), cursor=(80, 0))
    with pytest.raises(ValueError, match="border"):
        ScreenSnapshot(bytes(4000), border_colour=16)


def test_cell_text_and_with_data() -> None:
    screen = TextScreen()
    screen.write(2, 1, "♠ Spades", 0x1F)
    snap = screen.snapshot()
    assert snap.cell(2, 1) == (0x06, 0x1F)
    lines = snap.text().split("\n")
    assert len(lines) == 25 and all(len(line) == 80 for line in lines)
    assert lines[1].rstrip() == "  ♠ Spades"
    blank = snap.with_data(bytes((0x20, 0x07)) * 2000)
    assert blank.cursor == snap.cursor and blank.text().strip() == ""
    with pytest.raises(IndexError):
        snap.cell(0, 25)


def test_snapshot_is_immutable_and_comparable() -> None:
    a = TextScreen().snapshot()
    b = TextScreen().snapshot()
    assert a == b
    with pytest.raises(AttributeError):
        a.cursor = (1, 1)  # type: ignore[misc]


def test_text_form_round_trips_every_byte_and_state() -> None:
    snap = every_byte_snapshot()
    text = snap.to_text()
    assert "\x00" not in text
    assert ScreenSnapshot.from_text(text) == snap
    lines = text.split("\n")
    assert len(lines) == 53 and lines[-1] == ""
    assert lines[0] == ("textmode 80x25 cursor=79,24 cursor_shape=0,31 cursor_visible=0 "
                        "border_colour=14 blink_enabled=0 mono=1")
    assert all(len(line) == 84 for line in lines[1:26])
    assert all(len(line) == 163 for line in lines[27:52])


@pytest.mark.parametrize(
    ("line_no", "replacement", "message"),
    [(0, "hello", "line 1"), (3, "02|short|", "line 4"), (30, "03 XYZ", "line 31"),
     (26, "-- nope --", "attribute rule")],
)
def test_from_text_names_the_bad_line(line_no: int, replacement: str, message: str) -> None:
    lines = every_byte_snapshot().to_text().split("\n")
    lines[line_no] = replacement
    with pytest.raises(ValueError, match=message):
        ScreenSnapshot.from_text("\n".join(lines))


def test_text_golden_of_the_card_table(golden: Callable[[str, str | bytes], None]) -> None:
    data = (PNG_GOLDENS / "cards.bin").read_bytes()
    snap = ScreenSnapshot.from_bin(data, cursor=(0, 24))
    golden("textmode/cards.txt", snap.to_text())
    assert ScreenSnapshot.from_text(snap.to_text()) == snap


def test_diff_lists_state_and_cells() -> None:
    screen = TextScreen()
    before = screen.snapshot()
    assert before.diff(before) == "no differences"
    screen.write(3, 2, "AB", 0x1F)
    screen.set_cursor(5, 5)
    report = before.diff(screen.snapshot())
    assert "2 differing cells" in report
    assert "cursor: (0, 0) -> (5, 5)" in report
    assert "(col 3, row 2): ' ' 20h attr 07h -> 'A' 41h attr 1Fh" in report


def test_diff_is_short_for_big_changes() -> None:
    screen = TextScreen()
    before = screen.snapshot()
    screen.clear(0x1F)
    report = before.diff(screen.snapshot(), limit=5)
    assert report.count("\n") == 6
    assert "... and 1995 more differing cells" in report


def test_a_screen_has_blinking_cells_only_where_the_blink_phase_changes_a_cell() -> None:
    still = ScreenSnapshot.from_bin(bytes([ord("A"), 0x1E] * 2000))
    assert not still.has_blinking_cells()
    one = bytearray(still.data)
    one[2 * 999 + 1] = 0x9E  # bit 7: blinking yellow on blue
    assert ScreenSnapshot.from_bin(bytes(one)).has_blinking_cells()
    assert not ScreenSnapshot.from_bin(bytes(one), blink_enabled=False).has_blinking_cells()
