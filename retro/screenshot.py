"""Saving the exact text screen: a 720x400 PNG and the 4000-byte .BIN.

The PNG is what a VGA shows in that instant (blink and cursor phase
included); the .BIN is the video memory itself, so the screen can be
rendered again or shown in real DOSBox by ``../shared/oracle``.
"""

from __future__ import annotations

import io
from pathlib import Path

from retro.storage import atomic_write
from retro.textmode import ScreenSnapshot, render


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
    render(snap, blink_on=blink_on, cursor_on=cursor_on, border=border, scale=scale).save(
        out, format="PNG")
    return out.getvalue()


def save_screenshot(snap: ScreenSnapshot, folder: Path, blink_on: bool = True,
                    cursor_on: bool = False) -> Path:
    """Write the next free SCRNnnnn.PNG and .BIN pair into ``folder``; return the PNG."""
    folder.mkdir(parents=True, exist_ok=True)
    png = next_free_name(folder)
    atomic_write(png.with_suffix(".BIN"), snap.to_bin())
    atomic_write(png, png_bytes(snap, blink_on, cursor_on))
    return png
