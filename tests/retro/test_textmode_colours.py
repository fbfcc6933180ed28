"""Colour numbers, the canonical palette, attribute packing and colour names."""

from __future__ import annotations

import pytest

from retro.textmode import COLOUR_NAMES, PALETTE, Colour, attr, split_attr
from retro.textmode.attributes import resolve
from retro.textmode.colours import parse_colour


def test_palette_levels_and_brown() -> None:
    assert len(PALETTE) == 16
    assert {v for rgb in PALETTE for v in rgb} == {0x00, 0x55, 0xAA, 0xFF}
    assert PALETTE[Colour.BROWN] == (0xAA, 0x55, 0x00)
    assert PALETTE[Colour.LIGHT_GREY] == (0xAA, 0xAA, 0xAA)
    assert PALETTE[Colour.DARK_GREY] == (0x55, 0x55, 0x55)
    assert PALETTE[Colour.YELLOW] == (0xFF, 0xFF, 0x55)
    # bright colours are the dark ones plus 55 in every channel
    for dark in range(8):
        if dark != Colour.BROWN:
            assert PALETTE[dark + 8] == tuple(v + 0x55 for v in PALETTE[dark])


def test_colour_numbers() -> None:
    assert [c.value for c in Colour] == list(range(16))
    assert Colour.WHITE == 15 and Colour.LIGHT_BLUE == 9


def test_attr_packs_and_split_attr_unpacks() -> None:
    assert attr(Colour.YELLOW, Colour.BLUE) == 0x1E
    assert attr(Colour.WHITE) == 0x0F
    assert attr(Colour.RED, Colour.LIGHT_GREY, blink=True) == 0xF4
    assert attr(Colour.BLACK, Colour.DARK_GREY) == 0x80  # bright background = bit 7
    assert split_attr(0x9E) == (14, 1, True)
    assert split_attr(0x70) == (0, 7, False)
    for a in range(256):
        fg, bg, bit7 = split_attr(a)
        assert attr(fg, bg, bit7) == a


@pytest.mark.parametrize("bad", [(16, 0), (-1, 0), (0, 16)])
def test_attr_rejects_out_of_range(bad: tuple[int, int]) -> None:
    with pytest.raises(ValueError):
        attr(*bad)


def test_names_and_parsing() -> None:
    assert COLOUR_NAMES[6] == "brown" and COLOUR_NAMES[7] == "light grey"
    assert parse_colour("14") == 14
    assert parse_colour("yellow") == 14
    assert parse_colour("LIGHT_GRAY") == 7
    assert parse_colour("light-blue") == 9
    assert parse_colour("lightcyan") == 11
    with pytest.raises(ValueError, match="unknown colour 'mauve'"):
        parse_colour("mauve")
    with pytest.raises(ValueError):
        parse_colour("16")


def test_attribute_resolution_colour_mode() -> None:
    assert resolve(0x1E) == (14, 1, False)
    assert resolve(0x9E, blink_on=True) == (14, 1, False)
    assert resolve(0x9E, blink_on=False) == (1, 1, False)
    assert resolve(0x9E, blink_enabled=False) == (14, 9, False)
    assert resolve(0x01) == (1, 0, False)  # no underline in colour mode


@pytest.mark.parametrize(
    ("a", "expected"),
    [(0x00, (0, 0, False)), (0x08, (0, 0, False)), (0x80, (0, 0, False)),
     (0x88, (0, 0, False)), (0x07, (7, 0, False)), (0x0F, (15, 0, False)),
     (0x70, (0, 7, False)), (0x01, (7, 0, True)), (0x09, (15, 0, True)),
     (0x1E, (15, 0, False)), (0x4A, (15, 0, False)), (0x42, (7, 0, False)),
     (0x17, (7, 0, False)), (0x78, (0, 7, False)), (0xF0, (0, 7, False))],
)
def test_attribute_resolution_mono_mode(a: int, expected: tuple[int, int, bool]) -> None:
    assert resolve(a, mono=True) == expected


def test_blink_table_marks_exactly_the_attributes_whose_look_changes() -> None:
    from retro.textmode.attributes import blink_table

    colour = blink_table(True, False)
    assert colour[0x9E] == 1 and colour[0x1E] == 0 and colour[0x91] == 0  # fg == bg: no change
    assert set(blink_table(False, False)) == {0}  # bright backgrounds never blink
    mono = blink_table(True, True)
    assert mono[0x87] == 1 and mono[0x88] == 0  # 88h is invisible in mono
