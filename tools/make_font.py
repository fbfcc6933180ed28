#!/usr/bin/env python3
"""Regenerate fonts/cp437.png from the VGA BIOS of the Debian package seabios.

Usage: python3 tools/make_font.py [--rom ROM.BIN] [--out fonts/cp437.png]

SeaBIOS's VGA BIOS carries the IBM-compatible 8x16 font of vgasrc/vgafonts.c
(public domain, see /usr/share/doc/seabios/copyright). This script finds that
table in the ROM image by its first two glyphs (00h blank, 01h the smiling
face), takes 4096 bytes (256 glyphs x 16 rows) and writes them as a 16x16
sheet of 8x16 glyphs, white on black, one bit per pixel. The game runtime only
reads the PNG; seabios is needed here alone: apt-get install seabios.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from retro.textmode.font import FONT_BYTES, Font, sheet_from_bitmap  # noqa: E402

DEFAULT_ROM = Path("/usr/share/seabios/vgabios-stdvga.bin")
DEFAULT_OUT = REPO / "fonts" / "cp437.png"
#: Glyph 00h (16 blank rows) followed by glyph 01h, the smiling face.
FONT_SIGNATURE = bytes(16) + bytes.fromhex("00007E81A58181BD9981817E00000000")


def extract_font(rom: bytes) -> bytes:
    """The 4096-byte 8x16 font table inside a VGA BIOS image."""
    start = rom.find(FONT_SIGNATURE)
    if start < 0 or start + FONT_BYTES > len(rom):
        raise ValueError("no 8x16 font table found in the ROM image")
    return rom[start : start + FONT_BYTES]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write fonts/cp437.png from SeaBIOS's VGA font.")
    parser.add_argument("--rom", type=Path, default=DEFAULT_ROM, help=f"default {DEFAULT_ROM}")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="default fonts/cp437.png")
    args = parser.parse_args(argv)
    if not args.rom.is_file():
        print(f"make_font: {args.rom} not found; install it with: apt-get install seabios",
              file=sys.stderr)
        return 2
    try:
        bitmap = extract_font(args.rom.read_bytes())
    except ValueError as exc:
        print(f"make_font: {args.rom}: {exc}", file=sys.stderr)
        return 2
    sheet = sheet_from_bitmap(bitmap)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    sheet.save(args.out, optimize=True)
    if Font.from_sheet(sheet).bitmap != bitmap:
        print("make_font: the written sheet does not read back to the same font", file=sys.stderr)
        return 1
    print(f"make_font: wrote {args.out} ({len(bitmap)} bytes of glyphs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
