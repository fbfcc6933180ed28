"""TextScreen: writing, clipping, boxes, BIOS scrolling, pop-ups, teletype, change tracking."""

from __future__ import annotations

import pytest

from retro.textmode import TextScreen


def row_codes(screen: TextScreen, row: int, start: int = 0, end: int = 80) -> list[int]:
    return [screen.cell(col, row)[0] for col in range(start, end)]


def row_attrs(screen: TextScreen, row: int, start: int = 0, end: int = 80) -> list[int]:
    return [screen.cell(col, row)[1] for col in range(start, end)]


def test_new_screen_is_blank_grey_on_black_with_bios_cursor() -> None:
    screen = TextScreen()
    assert {screen.cell(c, r) for c in range(80) for r in range(25)} == {(0x20, 0x07)}
    assert (screen.cursor_col, screen.cursor_row) == (0, 0)
    assert screen.cursor_shape == (13, 14)
    assert screen.cursor_visible and screen.blink_enabled and not screen.mono
    assert screen.border_colour == 0


def test_put_and_cell() -> None:
    screen = TextScreen()
    screen.put(79, 24, 0x03, 0x4F)
    assert screen.cell(79, 24) == (0x03, 0x4F)
    with pytest.raises(IndexError):
        screen.cell(80, 0)
    with pytest.raises(ValueError):
        screen.put(0, 0, 256, 0x07)
    with pytest.raises(ValueError):
        screen.put(0, 0, 0x41, -1)


def test_write_maps_unicode_and_returns_next_column() -> None:
    screen = TextScreen()
    assert screen.write(10, 3, "A♥é", 0x1E) == 13
    assert screen.cell(10, 3) == (0x41, 0x1E)
    assert screen.cell(11, 3) == (0x03, 0x1E)
    assert screen.cell(12, 3) == (0x82, 0x1E)
    assert screen.cell(13, 3) == (0x20, 0x07)
    assert screen.row_text(3).rstrip() == " " * 10 + "A♥é"


def test_write_clips_at_both_edges_and_off_screen_rows() -> None:
    screen = TextScreen()
    assert screen.write(77, 0, "ABCDEF", 0x0F) == 83
    assert row_codes(screen, 0, 76) == [0x20, 0x41, 0x42, 0x43]
    assert row_codes(screen, 1, 0, 3) == [0x20] * 3  # nothing wrapped
    screen.write(-2, 2, "XYZ", 0x0F)
    assert screen.cell(0, 2) == (ord("Z"), 0x0F)
    screen.write(0, 25, "lost", 0x0F)
    screen.write(0, -1, "lost", 0x0F)
    assert "lost" not in screen.text()


def test_write_codes_puts_raw_bytes() -> None:
    screen = TextScreen()
    screen.write_codes(0, 0, bytes((0, 1, 0xDB)), 0x70)
    assert row_codes(screen, 0, 0, 3) == [0, 1, 0xDB]
    assert screen.row_text(0)[:3] == " ☺█"  # code 00h shows as a blank


def test_fill_and_recolour_clip() -> None:
    screen = TextScreen()
    screen.fill(78, 23, 5, 5, 0xB1, 0x19)
    assert screen.cell(78, 23) == (0xB1, 0x19) and screen.cell(79, 24) == (0xB1, 0x19)
    assert screen.cell(77, 23) == (0x20, 0x07)
    screen.write(0, 5, "keep", 0x07)
    screen.recolour(0, 5, 3, 1, 0x70)
    assert [screen.cell(c, 5) for c in range(5)] == [
        (ord("k"), 0x70), (ord("e"), 0x70), (ord("e"), 0x70), (ord("p"), 0x07), (0x20, 0x07)]


def test_clear_fills_and_homes_cursor() -> None:
    screen = TextScreen()
    screen.write(5, 5, "x", 0x0F)
    screen.set_cursor(40, 12)
    screen.clear(0x1F)
    assert {screen.cell(c, r) for c in range(80) for r in range(25)} == {(0x20, 0x1F)}
    assert (screen.cursor_col, screen.cursor_row) == (0, 0)


@pytest.mark.parametrize(
    ("style", "corners", "top", "side"),
    [("single", "┌┐└┘", "─", "│"), ("double", "╔╗╚╝", "═", "║"),
     ("single_double", "╓╖╙╜", "─", "║"), ("double_single", "╒╕╘╛", "═", "│"),
     ("block", "▄▄▀▀", "▄", "█")],
)
def test_box_corners_edges_and_fill(style: str, corners: str, top: str, side: str) -> None:
    screen = TextScreen()
    screen.fill(0, 0, 80, 25, ord("."), 0x07)
    screen.box(10, 5, 6, 4, 0x1E, style, fill=0x17)
    lines = [screen.row_text(r)[10:16] for r in range(5, 9)]
    assert lines[0] == corners[0] + top * 4 + corners[1]
    assert lines[1] == side + "    " + side
    assert lines[3][0] == corners[2] and lines[3][5] == corners[3]
    assert screen.cell(10, 5)[1] == 0x1E and screen.cell(12, 6) == (0x20, 0x17)
    assert screen.row_text(4)[10:16] == "......"


def test_box_without_fill_keeps_the_inside() -> None:
    screen = TextScreen()
    screen.write(11, 6, "in", 0x4E)
    screen.box(10, 5, 6, 4, 0x1E)
    assert screen.cell(11, 6) == (ord("i"), 0x4E)


def test_box_rejects_tiny_and_unknown_style() -> None:
    screen = TextScreen()
    with pytest.raises(ValueError, match="2x2"):
        screen.box(0, 0, 1, 5, 0x07)
    with pytest.raises(ValueError, match="unknown box style 'wavy'"):
        screen.box(0, 0, 5, 5, 0x07, "wavy")


def test_box_hanging_over_the_edge_is_clipped() -> None:
    screen = TextScreen()
    screen.box(76, 22, 8, 6, 0x07, "double")
    assert screen.row_text(22)[76:] == "╔═══"
    assert screen.cell(76, 24)[0] == 0xBA


def numbered_screen() -> TextScreen:
    screen = TextScreen()
    for row in range(25):
        screen.write(0, row, f"{row:02d}" * 40, 0x07)
    return screen


def test_scroll_up_moves_window_lines_and_blanks_the_bottom() -> None:
    screen = numbered_screen()
    screen.scroll_up(10, 2, 5, 4, 1, 0x1F)
    assert [screen.row_text(r)[10:15] for r in range(2, 6)] == [
        "03030", "04040", "05050", "     "]
    assert screen.cell(12, 5)[1] == 0x1F
    assert screen.row_text(2)[9] == "2" and screen.row_text(2)[15] == "2"  # outside untouched
    assert screen.row_text(1)[10:15] == "01010" and screen.row_text(6)[10:15] == "06060"


def test_scroll_down_moves_lines_down_and_blanks_the_top() -> None:
    screen = numbered_screen()
    screen.scroll_down(0, 20, 80, 5, 2, 0x20)
    assert screen.row_text(20) == " " * 80 and screen.row_text(21) == " " * 80
    assert screen.row_text(22).startswith("2020") and screen.row_text(24).startswith("2222")
    assert screen.cell(0, 20)[1] == 0x20


@pytest.mark.parametrize("lines", [0, 4, 9])
def test_scroll_with_zero_or_too_many_lines_clears_the_window(lines: int) -> None:
    for method in ("scroll_up", "scroll_down"):
        screen = numbered_screen()
        getattr(screen, method)(3, 3, 4, 4, lines, 0x4E)
        assert {screen.cell(c, r) for c in range(3, 7) for r in range(3, 7)} == {(0x20, 0x4E)}
        assert screen.cell(7, 3)[0] != 0x20


def test_scroll_rejects_negative_lines() -> None:
    with pytest.raises(ValueError):
        TextScreen().scroll_up(0, 0, 80, 25, -1, 0x07)


def test_save_and_restore_bring_back_exactly_what_was_under_a_pop_up() -> None:
    screen = numbered_screen()
    screen.recolour(0, 0, 80, 25, 0x35)
    before = screen.snapshot()
    saved = screen.save(70, 20, 20, 10)  # hangs over the corner: clipped
    assert (saved.col, saved.row, saved.width, saved.height) == (70, 20, 10, 5)
    screen.box(70, 20, 10, 5, 0x4F, "double", fill=0x4F)
    assert screen.snapshot() != before
    screen.restore(saved)
    assert screen.snapshot() == before, before.diff(screen.snapshot())


def test_teletype_writes_moves_and_keeps_attributes() -> None:
    screen = TextScreen()
    screen.recolour(0, 0, 80, 1, 0x1E)
    screen.teletype("Hi")
    assert screen.cell(0, 0) == (ord("H"), 0x1E)
    assert (screen.cursor_col, screen.cursor_row) == (2, 0)
    screen.teletype("!", attr=0x4F)
    assert screen.cell(2, 0) == (ord("!"), 0x4F)


def test_teletype_control_characters() -> None:
    screen = TextScreen()
    screen.teletype("abc\bX\rY\nZ\a")
    assert screen.row_text(0).startswith("YbX")
    assert screen.row_text(1).startswith("Z")
    assert (screen.cursor_col, screen.cursor_row) == (1, 1)
    assert screen.bells == 1
    screen.teletype("\b\b\b")
    assert screen.cursor_col == 0


def test_teletype_wraps_at_column_80_and_scrolls_at_the_bottom() -> None:
    screen = numbered_screen()
    screen.recolour(0, 24, 80, 1, 0x2A)
    screen.set_cursor(78, 24)
    screen.teletype("xyz")
    # "xy" filled row 24, the wrap scrolled everything up, "z" starts the new last row
    assert screen.row_text(0).startswith("0101")
    assert screen.row_text(23).endswith("24xy")
    assert screen.row_text(24) == "z" + " " * 79
    assert screen.cell(5, 24) == (0x20, 0x2A)  # new line blanked in the cursor's attribute
    assert (screen.cursor_col, screen.cursor_row) == (1, 24)


def test_generation_moves_on_every_change_only() -> None:
    screen = TextScreen()
    changes = [
        lambda: screen.put(0, 0, 1, 7),
        lambda: screen.write(0, 0, "a", 7),
        lambda: screen.fill(0, 0, 2, 2),
        lambda: screen.recolour(0, 0, 2, 2, 0x70),
        lambda: screen.box(0, 0, 3, 3, 7),
        lambda: screen.scroll_up(0, 0, 80, 25, 1, 7),
        lambda: screen.scroll_down(0, 0, 80, 25, 1, 7),
        lambda: screen.restore(screen.save(0, 0, 3, 3)),
        lambda: screen.set_cursor(5, 5),
        lambda: screen.teletype("x"),
        lambda: setattr(screen, "cursor_shape", (0, 15)),
        lambda: setattr(screen, "cursor_visible", False),
        lambda: setattr(screen, "border_colour", 4),
        lambda: setattr(screen, "blink_enabled", False),
        lambda: setattr(screen, "mono", True),
        lambda: screen.clear(),
        lambda: screen.load(TextScreen().snapshot()),
    ]
    for change in changes:
        before = screen.generation
        change()
        assert screen.generation > before
    before = screen.generation
    screen.snapshot()
    screen.cell(0, 0)
    screen.row_text(0)
    screen.border_colour = screen.border_colour
    screen.set_cursor(screen.cursor_col, screen.cursor_row)
    assert screen.generation == before


def test_state_validation() -> None:
    screen = TextScreen()
    for bad in (lambda: screen.set_cursor(80, 0), lambda: setattr(screen, "cursor_row", 25),
                lambda: setattr(screen, "border_colour", 16),
                lambda: setattr(screen, "cursor_shape", (0, 32))):
        with pytest.raises(ValueError):
            bad()


def test_snapshot_and_load_round_trip_cells_and_state() -> None:
    screen = numbered_screen()
    screen.set_cursor(7, 9)
    screen.cursor_shape = (0, 15)
    screen.cursor_visible = False
    screen.border_colour = 1
    screen.blink_enabled = False
    screen.mono = True
    snap = screen.snapshot()
    assert snap.cursor == (7, 9) and snap.cursor_shape == (0, 15)
    assert (snap.cursor_visible, snap.border_colour, snap.blink_enabled, snap.mono) == (
        False, 1, False, True)
    other = TextScreen()
    other.load(snap)
    assert other.snapshot() == snap
    assert other.text() == screen.text()


def test_lock_is_reentrant_for_compound_drawing() -> None:
    screen = TextScreen()
    with screen.lock:
        screen.box(0, 0, 10, 5, 0x1F, fill=0x1F)
        screen.write(1, 1, "ok", 0x1F)
    assert screen.row_text(1)[1:3] == "ok"
