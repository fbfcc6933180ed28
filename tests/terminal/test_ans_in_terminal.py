"""An .ANS file fed to a terminal emulator (pyte) shows the screen it was written from.

pyte is a Unicode terminal and an .ANS is CP437, so the glyph bytes between the escape
sequences are turned into their Unicode first (00h as a space), as a CP437 terminal would
show them; the escape sequences go to pyte untouched. pyte keeps SGR 1 as ``bold`` and
SGR 5 as ``blink`` beside the colour names, so the colours checked are the name plus 8
for bold (the foreground) and for blink (the background): the attribute's two nibbles.
The five marked control glyphs show as their look-alikes, which is what is checked.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pyte
import pytest
from emulated_screen import first_difference, vga_colour

from retro.textmode import ScreenSnapshot
from retro.textmode.ans_file import ans_bytes
from retro.textmode.ansi import MARKED_GLYPHS
from retro.textmode.cp437 import TO_UNICODE
from retro.textmode.sauce import without_sauce
from retro.textmode.snapshot import COLS, ROWS

SEQUENCE = re.compile(rb"\x1b\[[0-9;]*[A-Za-z]")
GLYPHS = [" " if code == 0 else TO_UNICODE[code] for code in range(256)]
GOLDENS = Path(__file__).resolve().parents[1] / "goldens" / "screens"

Cell = tuple[str, int, int]


def as_unicode(body: bytes) -> str:
    """The art's escape sequences as they are, its CP437 glyphs as Unicode."""
    out, at = [], 0
    for found in SEQUENCE.finditer(body):
        out.append("".join(GLYPHS[b] for b in body[at:found.start()]))
        out.append(found.group().decode("ascii"))
        at = found.end()
    out.append("".join(GLYPHS[b] for b in body[at:]))
    return "".join(out)


def shown(art: bytes) -> list[Cell]:
    screen = pyte.Screen(COLS, ROWS)
    pyte.Stream(screen).feed(as_unicode(without_sauce(art)))
    cells = []
    for row in range(ROWS):
        for col in range(COLS):
            char = screen.buffer[row][col]
            fg, bg = vga_colour(char.fg), vga_colour(char.bg)
            cells.append((char.data, (7 if fg < 0 else fg) | (8 if char.bold else 0),
                          (0 if bg < 0 else bg) | (8 if char.blink else 0)))
    return cells


def written(snap: ScreenSnapshot) -> list[Cell]:
    """What the art should show: each glyph (a marked one as its look-alike), the
    attribute's low nibble as the foreground and high nibble as the background."""
    cells = []
    for i in range(COLS * ROWS):
        code, attr = snap.data[2 * i], snap.data[2 * i + 1]
        code = MARKED_GLYPHS[code][1] if code in MARKED_GLYPHS else code
        cells.append((GLYPHS[code], attr & 0x0F, attr >> 4))
    return cells


@pytest.mark.parametrize("blink", [True, False])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_random_screen_comes_back_in_pyte(seed: int, blink: bool) -> None:
    snap = ScreenSnapshot.from_bin(random.Random(seed).randbytes(4000), blink_enabled=blink)
    got, want = shown(ans_bytes(snap, "20250101")), written(snap)
    assert got == want, first_difference(got, want)


@pytest.mark.parametrize("golden", ["sixty_six/mid_hand", "pachisi/capture", "spades/bidding"])
def test_a_game_screen_comes_back_in_pyte(golden: str) -> None:
    text = (GOLDENS / f"{golden}.txt").read_text(encoding="utf-8")
    snap = ScreenSnapshot.from_text(text)
    got, want = shown(ans_bytes(snap, "20250101")), written(snap)
    assert got == want, first_difference(got, want)
    assert "".join(c for c, _, _ in got[:COLS]) == snap.row_text(0)
