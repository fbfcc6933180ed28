"""Terminal recordings: asciicast v2, the file asciinema's player plays in a web page.

A cast is a JSON header line (version 2, the terminal's width and height) and then one
JSON line an event, ``[seconds, "o", text]`` for text sent to the terminal or
``[seconds, "r", "COLSxROWS"]`` for a resize. The text is made by the one ANSI encoder
(``retro.textmode.ansi``), as the terminal front end sends it: a headless run's frames
become the paint of each change, and a terminal run's cast is what the front end wrote,
when it wrote it. Times are machine time for a headless run, so the cast lasts the run.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from retro.clock import NS_PER_S
from retro.recording.timeline import Frame
from retro.storage import atomic_write
from retro.textmode.ansi import CSI, AnsiScreen, ColourDepth, cursor_codes
from retro.textmode.snapshot import COLS, ROWS

CAST_VERSION = 2
START_CODES = CSI + "0m" + CSI + "2J" + CSI + "?25l"
"""What a cast starts with: colours reset, the screen cleared, no cursor until placed."""


class Cast:
    """The events of one cast, in order, and its header's size."""

    def __init__(self, columns: int = COLS, lines: int = ROWS) -> None:
        self.size = (columns, lines)
        self.events: list[tuple[float, str, str]] = []

    def output(self, seconds: float, text: str) -> None:
        if text:
            self.events.append((round(seconds, 6), "o", text))

    def resize(self, seconds: float, columns: int, lines: int) -> None:
        self.events.append((round(seconds, 6), "r", f"{columns}x{lines}"))

    def text(self) -> str:
        """The whole file: the header line, then an event a line."""
        header = {"version": CAST_VERSION, "width": self.size[0], "height": self.size[1],
                  "env": {"TERM": "xterm-256color"}}
        lines = [json.dumps(header)] + [json.dumps(list(event), ensure_ascii=False)
                                        for event in self.events]
        return "\n".join(lines) + "\n"

    def write(self, path: Path) -> None:
        atomic_write(path, self.text().encode("utf-8"))


def cast_of(frames: Sequence[Frame], depth: ColourDepth = ColourDepth.TRUE) -> Cast:
    """A headless run's frames as a cast of 80x25: each change painted when it came."""
    cast = Cast()
    screen = AnsiScreen(depth)
    start = frames[0].start_ns if frames else 0
    cast.output(0.0, START_CODES)
    for frame in frames:
        text = screen.paint(frame.snap, frame.text_on)
        if text:
            text += cursor_codes(frame.snap, (0, 0), shown=True)
        cast.output((frame.start_ns - start) / NS_PER_S, text)
    if frames:
        cast.output((frames[-1].end_ns - start) / NS_PER_S, CSI + "0m")  # the run's end
    return cast
