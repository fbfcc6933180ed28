"""Saving the exact text screen: a 720x400 PNG and the 4000-byte .BIN.

The PNG is what a VGA shows in that instant (blink and cursor phase
included); the .BIN is the video memory itself, so the screen can be
rendered again or shown in real DOSBox by ``../shared/oracle``.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from retro.storage import atomic_write
from retro.textmode import ScreenSnapshot, render

PNG_LEVEL = 3
"""zlib level for screenshots: a busy screen encodes about 3x faster than at the
default 6 for a file about 5 % larger; a text screen stays a few KB."""


def next_free_name(folder: Path, stem: str = "SCRN") -> Path:
    """``SCRN0001.PNG``, ``SCRN0002.PNG``... the first one not taken."""
    number = 1
    while (folder / f"{stem}{number:04d}.PNG").exists():
        number += 1
    return folder / f"{stem}{number:04d}.PNG"


def png_bytes(snap: ScreenSnapshot, blink_on: bool = True, cursor_on: bool = False,
              border: bool = False, scale: int = 1) -> bytes:
    """The screen rendered and encoded as PNG."""
    out = io.BytesIO()
    image = render(snap, blink_on=blink_on, cursor_on=cursor_on, border=border, scale=scale)
    image.save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def write_pair(png: Path, snap: ScreenSnapshot, blink_on: bool = True,
               cursor_on: bool = False) -> None:
    """Write ``png`` and the .BIN beside it (same name), each atomically."""
    atomic_write(png.with_suffix(".BIN"), snap.to_bin())
    atomic_write(png, png_bytes(snap, blink_on, cursor_on))


def save_screenshot(snap: ScreenSnapshot, folder: Path, blink_on: bool = True,
                    cursor_on: bool = False) -> Path:
    """Write the next free SCRNnnnn.PNG and .BIN pair into ``folder``; return the PNG."""
    folder.mkdir(parents=True, exist_ok=True)
    png = next_free_name(folder)
    write_pair(png, snap, blink_on, cursor_on)
    return png


def save_and_tell(prog: str, png: Path, snap: ScreenSnapshot) -> bool:
    """``--screenshot``: write ``png`` and its .BIN, then say where on stdout, or why not
    on stderr; whether both were written."""
    try:
        write_pair(png, snap)
    except OSError as err:
        print(f"{prog}: cannot save the screenshot {png}: {err.strerror or err}",
              file=sys.stderr)
        return False
    print(f"{prog}: screenshot saved to {png} (and {png.with_suffix('.BIN').name})")
    return True
