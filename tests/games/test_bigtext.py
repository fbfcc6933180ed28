"""Block-letter font for title screens: glyph coverage, widths, centring, drawing."""

from __future__ import annotations

import string

import pytest

from games._shared.bigtext import (
    GLYPH_HEIGHT,
    GLYPHS,
    centred_col,
    draw_big,
    draw_big_centred,
    text_width,
)
from retro.textmode import Colour, TextScreen, attr

SUPPORTED = string.ascii_uppercase + string.digits + "-!' "
TITLES = ["SIXTY-SIX", "BASRA", "PASSUR", "RUSSIAN BANK", "PACHISI", "SPADES", "TOMMY'S"]
BLOCK_CELLS = set(" █▀▄")
FULL, UPPER, LOWER = 0xDB, 0xDF, 0xDC


def test_every_supported_character_has_a_five_by_five_glyph() -> None:
    assert set(GLYPHS) == set(SUPPORTED)
    for char in SUPPORTED:
        rows = GLYPHS[char]
        assert len(rows) == GLYPH_HEIGHT == 5, char
        for row in rows:
            assert len(row) == 5, (char, row)
            assert set(row) <= BLOCK_CELLS, (char, row)


def test_every_glyph_but_space_shows_something_and_glyphs_differ() -> None:
    for char in SUPPORTED.strip():
        assert "".join(GLYPHS[char]).strip(), char
    shapes = [GLYPHS[char] for char in SUPPORTED]
    assert len(set(shapes)) == len(shapes)


def test_confusable_pairs_differ() -> None:
    for a, b in ["O0", "I1", "S5", "B8", "Z2", "OQ", "UV"]:
        assert GLYPHS[a] != GLYPHS[b], (a, b)


@pytest.mark.parametrize(("text", "width"), [("", 0), ("A", 5), ("AB", 11), ("SIXTY-SIX", 53),
                                              ("RUSSIAN BANK", 71), ("tommy's", 41)])
def test_width_is_five_per_glyph_plus_one_between(text: str, width: int) -> None:
    assert text_width(text) == width


@pytest.mark.parametrize("title", TITLES)
def test_titles_fit_in_80_columns(title: str) -> None:
    col = centred_col(title)
    assert col >= 0
    assert col + text_width(title) <= 80


@pytest.mark.parametrize(("text", "col"), [("A", 37), ("AB", 34), ("SIXTY-SIX", 13),
                                            ("RUSSIAN BANK", 4)])
def test_centring_puts_equal_margins_left_extra_column_on_the_right(text: str, col: int) -> None:
    assert centred_col(text) == col
    right = 80 - col - text_width(text)
    assert right - col in (0, 1)


def test_unknown_characters_raise_naming_them() -> None:
    with pytest.raises(ValueError, match=r"'\?'.*'@'|'@'.*'\?'"):
        text_width("WHY?@")
    with pytest.raises(ValueError, match="'ß'"):
        text_width("STRAßE")  # upper-cases to two letters; the font has no glyph for it
    screen = TextScreen()
    with pytest.raises(ValueError, match="'#'"):
        draw_big(screen, 0, 0, "NO #1", attr(Colour.WHITE))
    with pytest.raises(ValueError, match="'#'"):
        draw_big_centred(screen, 0, "#", attr(Colour.WHITE))
    assert screen.snapshot() == TextScreen().snapshot(), "nothing drawn before the error"


def test_drawing_writes_the_glyph_cells_in_the_given_attribute() -> None:
    screen = TextScreen(attr=attr(Colour.LIGHT_GREY, Colour.BLUE))
    yellow_on_blue = attr(Colour.YELLOW, Colour.BLUE)
    draw_big(screen, 10, 3, "O", yellow_on_blue)
    rows = [screen.row_text(3 + dy)[10:15] for dy in range(5)]
    assert rows == list(GLYPHS["O"])
    assert screen.cell(10, 4) == (FULL, yellow_on_blue)
    assert screen.cell(11, 3) == (UPPER, yellow_on_blue)
    assert screen.cell(10, 3) == (LOWER, yellow_on_blue)
    see_through = (0x20, attr(Colour.LIGHT_GREY, Colour.BLUE))
    assert screen.cell(12, 5) == see_through, "blank glyph cells leave the screen alone"


def test_lower_case_is_drawn_as_upper_case() -> None:
    lower, upper = TextScreen(), TextScreen()
    draw_big(lower, 0, 0, "spades", attr(Colour.WHITE))
    draw_big(upper, 0, 0, "SPADES", attr(Colour.WHITE))
    assert lower.snapshot() == upper.snapshot()


def test_drawing_clips_at_the_screen_edges() -> None:
    screen = TextScreen()
    draw_big(screen, 77, 22, "MM", attr(Colour.WHITE))
    draw_big(screen, -3, -2, "W", attr(Colour.WHITE))
    assert screen.row_text(24)[77:] == GLYPHS["M"][2][:3]
    assert screen.row_text(0)[:2] == GLYPHS["W"][2][3:]


def test_shadow_shows_through_half_cells_of_the_letters() -> None:
    """Where a letter half-covers a shadow cell, the other half stays shadow, not background."""
    screen = TextScreen(attr=attr(Colour.LIGHT_GREY, Colour.BLUE))
    yellow, black = attr(Colour.YELLOW, Colour.BLUE), attr(Colour.BLACK, Colour.BLUE)
    draw_big(screen, 0, 1, "O", black)  # the shadow of an O drawn at (-1, 0)
    draw_big(screen, -1, 0, "O", yellow)
    # The O's bottom row at (0, 4) is "▄" (yellow bottom); the shadow's left stroke
    # (a full block there) must keep the top half: black over yellow.
    code, cell_attr = screen.cell(0, 4)
    assert (code, cell_attr) == (LOWER, attr(Colour.YELLOW, Colour.BLACK))


def test_bright_colours_share_a_cell_when_blinking_is_off() -> None:
    screen = TextScreen(blink_enabled=False)
    screen.fill(0, 0, 5, 5, FULL, attr(Colour.LIGHT_CYAN))
    draw_big(screen, 0, 0, "T", attr(Colour.YELLOW, Colour.BLACK))
    assert screen.cell(0, 0) == (UPPER, attr(Colour.YELLOW, Colour.LIGHT_CYAN))


def test_centred_with_shadow_draws_the_shadow_one_cell_right_and_down() -> None:
    plain, shadowed = TextScreen(), TextScreen()
    draw_big_centred(plain, 2, "I", attr(Colour.WHITE))
    draw_big_centred(shadowed, 2, "I", attr(Colour.WHITE), attr(Colour.DARK_GREY))
    col = centred_col("I")
    for dy, cells in enumerate(GLYPHS["I"]):
        for dx, cell in enumerate(cells):
            if cell == "█":
                assert shadowed.cell(col + dx, 2 + dy) == plain.cell(col + dx, 2 + dy)
    # The bottom serif "▄█▄" casts a shadow on row 7, right of the letter.
    assert shadowed.row_text(7)[col + 1 : col + 6] == GLYPHS["I"][4]
    assert shadowed.cell(col + 2, 7)[1] == attr(Colour.DARK_GREY)
    assert plain.row_text(7).strip() == ""


def test_sixty_six_title_golden(golden) -> None:
    screen = TextScreen(attr=attr(Colour.LIGHT_GREY, Colour.BLUE))
    draw_big_centred(screen, 2, "SIXTY-SIX", attr(Colour.YELLOW, Colour.BLUE),
                     attr(Colour.BLACK, Colour.BLUE))
    draw_big_centred(screen, 10, "TOMMY'S", attr(Colour.WHITE, Colour.BLUE))
    screen.cursor_visible = False  # as every program's screen: see test_golden_cursor.py
    golden("screens/bigtext/sixty_six.txt", screen.snapshot().to_text())
