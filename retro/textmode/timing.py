"""VGA frame timing: the refresh rate and the two blink clocks.

Mode 3 scans 449 lines of 900 dots at 28.322 MHz: 28_322_000 / (900 * 449)
= 70.087 frames a second (DOSBox ``VGA_SetupDrawing``). Text blink shows
for 16 frames and hides for 16 (all emulators agree); the cursor blinks at
8 frames on, 8 off, as DOSBox 0.74 and DOSBox-X draw it (vga.md §1).
"""

from __future__ import annotations

DOT_CLOCK_HZ = 28_322_000
DOTS_PER_LINE = 900
LINES_PER_FRAME = 449
FRAME_HZ = DOT_CLOCK_HZ / (DOTS_PER_LINE * LINES_PER_FRAME)
TEXT_BLINK_FRAMES = 16
CURSOR_BLINK_FRAMES = 8


def blink_phases(frame: int) -> tuple[bool, bool]:
    """(blinking text shown, cursor shown) in VGA frame number ``frame``.

    >>> blink_phases(0), blink_phases(8), blink_phases(16)
    ((True, True), (True, False), (False, True))
    """
    text_on = (frame // TEXT_BLINK_FRAMES) % 2 == 0
    cursor_on = (frame // CURSOR_BLINK_FRAMES) % 2 == 0
    return text_on, cursor_on
