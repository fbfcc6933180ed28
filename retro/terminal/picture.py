"""What the terminal shows: the 80x25 screen centred in a frame of the border colour.

A terminal larger than the screen shows the VGA's border as the margin around it, so
F10 changes something visible there as it does in the window; one exactly 80x25 shows
the screen alone. A smaller one cannot show the screen: it gets a message saying how
large it must be, and the screen comes back as soon as it is large enough. The picture
is decided from the same things as the window's (screen, blink phase, mouse cursor,
size), and only a change in them sends anything.
"""

from __future__ import annotations

from typing import NamedTuple

from retro.textmode import ScreenSnapshot
from retro.textmode.ansi import CSI, RESET, AnsiScreen, ColourDepth, colour_codes, cursor_codes
from retro.textmode.snapshot import COLS, ROWS


class Picture(NamedTuple):
    """Everything that decides what the terminal shows; it is repainted when this changes."""

    snap: ScreenSnapshot
    text_on: bool
    size: tuple[int, int]


def origin_for(size: tuple[int, int]) -> tuple[int, int] | None:
    """The terminal cell of the screen's top left corner, centred; None when too small."""
    columns, lines = size
    if columns < COLS or lines < ROWS:
        return None
    return (columns - COLS) // 2, (lines - ROWS) // 2


def too_small_message(size: tuple[int, int]) -> str:
    """The words shown in a terminal too small for the screen."""
    return (f"This game needs a terminal of at least {COLS}x{ROWS}; this one is "
            f"{size[0]}x{size[1]}. Make it larger and the game comes back.")


class TerminalPicture:
    """Turns pictures into the text that updates the terminal, sending only changes."""

    def __init__(self, depth: ColourDepth) -> None:
        self.depth = depth
        self.screen = AnsiScreen(depth)
        self.drawn: Picture | None = None
        self.frame_colour: int | None = None

    def forget(self) -> None:
        """The terminal's contents are unknown (a resize): the next update is whole."""
        self.drawn = None
        self.frame_colour = None
        self.screen.forget()

    def update(self, picture: Picture, cursor_shown: bool) -> str:
        """The text that makes the terminal show ``picture`` ('' when nothing changed)."""
        if picture == self.drawn:
            return ""
        if self.drawn is not None and picture.size != self.drawn.size:
            self.forget()
        self.drawn = picture
        origin = origin_for(picture.size)
        if origin is None:
            self.screen.forget()
            self.frame_colour = None
            return self._message(picture.size)
        out = []
        if picture.snap.border_colour != self.frame_colour:
            out.append(self._frame(picture.size, origin, picture.snap.border_colour))
            self.frame_colour = picture.snap.border_colour
            self.screen.pen_lost()
        self.screen.origin = origin
        out.append(self.screen.paint(picture.snap, picture.text_on))
        out.append(cursor_codes(picture.snap, origin, cursor_shown))
        return "".join(out)

    def _frame(self, size: tuple[int, int], origin: tuple[int, int], colour: int) -> str:
        """The margin around the screen painted in the border colour."""
        columns, lines = size
        left, top = origin
        right = columns - left - COLS
        pen = f"{CSI}0;{colour_codes(colour, self.depth, True)}m"
        out = [pen]
        for line in range(lines):
            if top <= line < top + ROWS:
                if left:
                    out.append(f"{CSI}{line + 1};1H{' ' * left}")
                if right:
                    out.append(f"{CSI}{line + 1};{left + COLS + 1}H{' ' * right}")
            else:
                out.append(f"{CSI}{line + 1};1H{' ' * columns}")
        out.append(RESET)
        return "".join(out)

    def _message(self, size: tuple[int, int]) -> str:
        """A cleared terminal with the too-small message, wrapped to its width."""
        columns = max(size[0], 1)
        words, lines, line = too_small_message(size).split(), [], ""
        for word in words:
            if line and len(line) + 1 + len(word) > columns:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}".strip()
        lines.append(line)
        body = "".join(f"{CSI}{n + 1};1H{text[:columns]}" for n, text in enumerate(lines))
        return f"{RESET}{CSI}2J{body}{CSI}?25l"
