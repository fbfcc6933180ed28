"""Saving the exact text screen: a 720x400 PNG, the 4000-byte .BIN, an .ANS and a .TXT.

The PNG is what a VGA shows in that instant (blink and cursor phase
included); the .BIN is the video memory itself (the BinaryText layout), so the
screen can be rendered again or shown in real DOSBox by ``../shared/oracle``;
the .ANS is the same bytes as ANSI art with a SAUCE record, for art viewers
and forums (``textmode.ans_file``); the .TXT is the characters as UTF-8.
"""

from __future__ import annotations

import datetime
import io
from pathlib import Path

from retro.storage import atomic_write, free_name, write_and_report
from retro.textmode import ScreenSnapshot, render
from retro.textmode.ans_file import ans_bytes

PNG_LEVEL = 3
"""zlib level for screenshots: a busy screen encodes about 3x faster than at the
default 6 for a file about 5 % larger; a text screen stays a few KB."""


SUFFIXES = (".BIN", ".ANS", ".TXT", ".PNG")
"""The files of one screenshot, in the order written: the PNG last, so a PNG that is
there means the others are too."""


def next_free_name(folder: Path, stem: str = "SCRN") -> Path:
    """``SCRN0001.PNG``, ``SCRN0002.PNG``... the first number none of whose four files
    is taken (a lone .TXT left behind still keeps its number)."""
    return free_name(folder, stem, (".PNG", *SUFFIXES[:-1]))


def sauce_date() -> str:
    """Today as a SAUCE record dates a file: CCYYMMDD."""
    return datetime.date.today().strftime("%Y%m%d")


def text_bytes(snap: ScreenSnapshot) -> bytes:
    """The screen's characters as 25 lines of UTF-8, each ended by a newline."""
    return (snap.text() + "\n").encode("utf-8")


def png_bytes(snap: ScreenSnapshot, blink_on: bool = True, cursor_on: bool = False,
              border: bool = False, scale: int = 1) -> bytes:
    """The screen rendered and encoded as PNG."""
    out = io.BytesIO()
    image = render(snap, blink_on=blink_on, cursor_on=cursor_on, border=border, scale=scale)
    image.save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def write_screenshot(png: Path, snap: ScreenSnapshot, blink_on: bool = True,
                     cursor_on: bool = False, date: str | None = None) -> None:
    """Write ``png`` and the .BIN, .ANS and .TXT beside it (same name), each atomically;
    ``date`` (CCYYMMDD) dates the .ANS's SAUCE record, today unless given."""
    date = date or sauce_date()
    atomic_write(png.with_suffix(".BIN"), snap.to_bin())
    atomic_write(png.with_suffix(".ANS"), ans_bytes(snap, date))
    atomic_write(png.with_suffix(".TXT"), text_bytes(snap))
    atomic_write(png, png_bytes(snap, blink_on, cursor_on))


def also_written(png: Path) -> str:
    """The other three files' names, for a message: ``SCRN0001.BIN, .ANS, .TXT``."""
    return f"{png.with_suffix('.BIN').name}, .ANS, .TXT"


def save_screenshot(snap: ScreenSnapshot, folder: Path, blink_on: bool = True,
                    cursor_on: bool = False) -> Path:
    """Write the next free SCRNnnnn.PNG, .BIN, .ANS and .TXT into ``folder``; return the
    PNG."""
    folder.mkdir(parents=True, exist_ok=True)
    png = next_free_name(folder)
    write_screenshot(png, snap, blink_on, cursor_on)
    return png


def save_and_tell(prog: str, png: Path, snap: ScreenSnapshot) -> bool:
    """``--screenshot``: write ``png`` and its .BIN, .ANS and .TXT, then say where on
    stdout, or why not on stderr; whether all four were written."""

    def write() -> str:
        write_screenshot(png, snap)
        return f"(and {also_written(png)})"

    return write_and_report(prog, "screenshot", png, write)
