"""The F5 instructions viewer: a scrolling page of text over the whole screen.

It saves the entire screen (cells, cursor, border) first and restores it
exactly when the player presses Esc (or F5 again), so the game carries on
as if nothing had happened.
"""

from __future__ import annotations

from games._shared.look import Look
from retro.bios import Keys, MouseEvent, cursor_key
from retro.machine import Machine

TOP, BOTTOM = 2, 22
PAGE = BOTTOM - TOP + 1
SCROLL = {
    Keys.UP: -1, Keys.DOWN: 1, Keys.PGUP: -PAGE, Keys.PGDN: PAGE,
    Keys.HOME: -10**6, Keys.END: 10**6,
}
"""Scan codes of keypad 8 2 9 3 7 1: with NumLock on they type digits, but the
viewer has no use for digits, so they scroll like the grey keys (as the
shell's speed keys accept keypad 8 and 2 either way)."""


def _draw_page(m: Machine, title: str, lines: list[str], first: int, look: Look) -> None:
    s = m.screen
    s.fill(0, 0, 80, 25, 0x20, look.help_text)
    s.fill(0, 0, 80, 1, 0x20, look.legend)
    s.write((80 - len(title)) // 2, 0, title, look.legend)
    s.box(0, 1, 80, 23, look.help_text, style="double")
    for i, line in enumerate(lines[first:first + PAGE]):
        s.write(2, TOP + i, line[:76], look.help_title if line.isupper() and line.endswith(":")
                else look.help_text)
    s.fill(0, 24, 80, 1, 0x20, look.legend)
    col = 1
    for key, text in (("\x18\x19", "LINE"), ("PGUP PGDN", "PAGE"), ("HOME END", "ENDS"),
                      ("ESC", "BACK")):
        col = s.write(col, 24, key, look.legend_key)
        col = s.write(col + 1, 24, text, look.legend) + 2
    last = min(len(lines), first + PAGE)
    where = f"{first + 1}-{last} OF {len(lines)}"
    s.write(79 - len(where), 24, where, look.legend)


def show_text(m: Machine, title: str, text: str, look: Look, at_end: bool = False) -> None:
    """Show ``text`` until Esc or F5; leave the screen exactly as it was. ``at_end``
    opens it at its last page (a log, whose newest line is the last)."""
    s = m.screen
    saved = s.save(0, 0, 80, 25)
    cursor = (s.cursor_col, s.cursor_row, s.cursor_visible)
    lines = text.strip("\n").splitlines()
    last_first = max(0, len(lines) - PAGE)
    first = last_first if at_end else 0
    s.cursor_visible = False
    try:
        while True:
            _draw_page(m, title, lines, first, look)
            event = m.read_event()
            if isinstance(event, MouseEvent):
                if event.kind == "press":
                    first += -PAGE if event.row < 12 else PAGE
            elif event in (Keys.ESC, Keys.F5):
                return
            else:
                key = cursor_key(event)
                step = SCROLL.get(key) if key is not None else None
                if step is not None:
                    first += step
            first = min(max(first, 0), last_first)
    finally:
        s.restore(saved)
        s.set_cursor(cursor[0], cursor[1])
        s.cursor_visible = cursor[2]
