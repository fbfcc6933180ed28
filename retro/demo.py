"""The hardware test program: every character, every colour, keys, mouse, sound.

``python -m retro.demo`` shows the 256 CP437 characters, the 16x16 attribute
grid (the lower half blinks), single and double boxes, the last key as its
BIOS word (``KEY 3B00 F1``) and the mouse cell and buttons. F1 plays a tune,
F10 steps the border through the 16 colours, Esc or F7 quits.
"""

from __future__ import annotations

import sys

from retro.bios import Key, Keys, MouseEvent
from retro.machine import Machine
from retro.program import run_program
from retro.textmode import COLOUR_NAMES, attr

TITLE = attr(15, 1)
TEXT = attr(7, 0)
LABEL = attr(14, 0)
FRAME = attr(11, 0)
LEGEND_KEY = attr(0, 7)
LEGEND = attr(15, 0)

TUNE = "MB T150 O3 L8 C E G > C4 < G E C4 P8 MS L16 CDEFG ML L4 > C"
"""Our own little fanfare, played in the background so keys stay live."""

GRID_COL, GRID_ROW = 44, 2
CHARS_COL = 2


def draw_characters(m: Machine) -> None:
    """All 256 codes in a 16x16 grid with hex labels."""
    s = m.screen
    s.write(CHARS_COL, 1, "  " + "".join(f"{d:X} " for d in range(16)), LABEL)
    for hi in range(16):
        s.write(CHARS_COL - 2, 2 + hi, f"{hi:X}", LABEL)
        for lo in range(16):
            s.put(CHARS_COL + 2 + lo * 2, 2 + hi, hi * 16 + lo, TEXT)


def draw_colours(m: Machine) -> None:
    """Background down, foreground across; rows 8-F have bit 7 set and blink."""
    s = m.screen
    s.write(GRID_COL, 1, "".join(f"{f:X} " for f in range(16)), LABEL)
    for bg in range(16):
        s.write(GRID_COL - 2, GRID_ROW + bg, f"{bg:X}", LABEL)
        for fg in range(16):
            s.write_codes(GRID_COL + fg * 2, GRID_ROW + bg, bytes([0x04, 0x20]), bg * 16 + fg)


def draw_boxes(m: Machine) -> None:
    s = m.screen
    s.box(0, 19, 14, 4, FRAME, style="single")
    s.write(2, 20, "SINGLE", FRAME)
    s.box(15, 19, 14, 4, FRAME, style="double")
    s.write(17, 20, "DOUBLE", FRAME)
    s.write_codes(2, 21, bytes([0xB0, 0xB1, 0xB2, 0xDB, 0xDF, 0xDC, 0xDD, 0xDE]), FRAME)
    s.write_codes(17, 21, bytes(range(0xC0, 0xCA)), FRAME)


def draw_legend(m: Machine) -> None:
    s = m.screen
    s.fill(0, 24, 80, 1, 0x20, LEGEND)
    col = 1
    for key, text in (("F1", "TUNE"), ("F10", "BORDER"), ("ESC/F7", "QUIT")):
        col = s.write(col, 24, key, LEGEND_KEY)
        col = s.write(col + 1, 24, text, LEGEND) + 2


def show_status(m: Machine, last_key: Key | None, last_mouse: MouseEvent | None) -> None:
    """The three live lines: last key, mouse, border."""
    s = m.screen
    s.fill(31, 19, 49, 4, 0x20, TEXT)
    key_text = f"KEY {last_key.word:04X} {last_key.name}" if last_key else "KEY ---- (PRESS A KEY)"
    s.write(31, 19, key_text, LABEL)
    mouse = m.mouse
    if not mouse.installed:
        s.write(31, 20, "MOUSE  NONE (D FLAG)", TEXT)
    else:
        col, row = mouse.position
        x, y = mouse.virtual_position
        b = mouse.buttons
        buttons = f"{'L' if b & 1 else '-'}{'M' if b & 4 else '-'}{'R' if b & 2 else '-'}"
        s.write(31, 20, f"MOUSE  COL {col:2d} ROW {row:2d}  X {x:3d} Y {y:3d}  [{buttons}]", TEXT)
        if last_mouse is not None and last_mouse.kind != "move":
            button = ("LEFT", "RIGHT", "MIDDLE")[last_mouse.button]
            s.write(31, 21, f"       {button} {last_mouse.kind.upper()} AT "
                            f"{last_mouse.col},{last_mouse.row}", TEXT)
    b = s.border_colour
    s.write(31, 22, f"BORDER {b:2d} {COLOUR_NAMES[b].upper()}", TEXT)


def main(m: Machine) -> None:
    """Draw the test screen, then react to keys and the mouse until Esc or F7."""
    s = m.screen
    s.clear(TEXT)
    s.cursor_visible = False
    s.fill(0, 0, 80, 1, 0x20, TITLE)
    s.write(22, 0, "VIRTUAL PC HARDWARE TEST - VGA MODE 3", TITLE)
    draw_characters(m)
    draw_colours(m)
    draw_boxes(m)
    draw_legend(m)
    m.mouse.show()
    last_key: Key | None = None
    last_mouse: MouseEvent | None = None
    while True:
        show_status(m, last_key, last_mouse)
        event = m.read_event(moves=True)
        if isinstance(event, MouseEvent):
            last_mouse = event
            continue
        last_key = event
        if event in (Keys.ESC, Keys.F7):
            return
        if event == Keys.F10:
            s.border_colour = (s.border_colour + 1) % 16
        elif event == Keys.F1:
            m.play(TUNE)


def cli(argv: list[str] | None = None) -> int:
    return run_program(main, argv, prog="retro.demo", title="VIRTUAL PC TEST",
                       description="The virtual PC's hardware test screen.")


if __name__ == "__main__":
    sys.exit(cli())
