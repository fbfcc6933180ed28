#!/usr/bin/env python3
"""Regenerate the renderer's PNG goldens in tests/goldens/png/ from real DOSBox.

Usage: python3 tools/make_goldens_png.py [--oracle DIR] [--only NAME ...]

For every golden this script writes the screen dump NAME.bin (the oracle test
card, or a screen built here with TextScreen), shows it in DOSBox 0.74-3
(``machine=vgaonly``, 720x400, 9-dot cells) through the shared oracle script
``dosbox_render.sh`` and keeps DOSBox's own screenshot. That capture goes
through a 16-bit colour path which reads AA as AD and 55 as 52 in red and
blue (reference/vga.md "Palette"), so every pixel is mapped to the nearest of
the 16 canonical text colours before the PNG is saved, as a palette image
whose index is the colour number. Afterwards the goldens are compared with
retro.textmode.render and the differing pixel counts are printed.

Needs dosbox, xvfb and xdotool (apt-get install -y dosbox xvfb xdotool) and
the oracle directory (default /work/shared/oracle).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from PIL import Image, ImageChops

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(REPO / "tools")]

from golden_screens import build_cards_screen, build_lines_screen  # noqa: E402

from retro.textmode import PALETTE, ScreenSnapshot, render  # noqa: E402

GOLDEN_DIR = REPO / "tests" / "goldens" / "png"
DEFAULT_ORACLE = Path("/work/shared/oracle")
#: A DOSBox colour may be at most this far (per channel) from its canonical value.
MAX_CAPTURE_ERROR = 8
#: The cursor blinks in DOSBox; shots are retried until it is caught visible.
CURSOR_ATTEMPTS = 8


@dataclass(frozen=True)
class Golden:
    """One golden PNG: which dump, which DOSBox settings, which render() call matches."""

    name: str
    screen: str  # NAME of tests/goldens/png/NAME.bin
    env: dict[str, str]
    snapshot_state: dict[str, object] = field(default_factory=dict)
    blink_on: bool = True
    cursor_on: bool = False


GOLDENS = (
    Golden("testcard_blink_on", "testcard", {"BLINK_PHASE": "on"}),
    Golden("testcard_blink_off", "testcard", {"BLINK_PHASE": "off"}, blink_on=False),
    Golden("testcard_bright_bg", "testcard", {"NOBLINK": "1"},
           {"blink_enabled": False}),
    Golden("testcard_cursor", "testcard", {"BLINK_PHASE": "on", "SHOW_CURSOR": "1"},
           {"cursor": (0, 0), "cursor_shape": (13, 14)}, cursor_on=True),
    Golden("cards_blink_on", "cards", {"BLINK_PHASE": "on"}),
    Golden("lines_blink_off", "lines", {"BLINK_PHASE": "off"}, blink_on=False),
    Golden("lines_bright_bg", "lines", {"NOBLINK": "1"}, {"blink_enabled": False}),
)


def write_screens(oracle: Path) -> None:
    """Write the .bin dumps the goldens show."""
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(oracle / "testcard.bin", GOLDEN_DIR / "testcard.bin")
    (GOLDEN_DIR / "cards.bin").write_bytes(build_cards_screen().to_bin())
    (GOLDEN_DIR / "lines.bin").write_bytes(build_lines_screen().to_bin())


def nearest_index(rgb: tuple[int, int, int]) -> int:
    """Palette index of the canonical colour closest to a captured one."""
    index = min(range(16), key=lambda i: sum((a - b) ** 2 for a, b in zip(PALETTE[i], rgb,
                                                                             strict=True)))
    if max(abs(a - b) for a, b in zip(PALETTE[index], rgb, strict=True)) > MAX_CAPTURE_ERROR:
        raise ValueError(f"captured colour {rgb} is not a VGA text colour")
    return index


def to_palette_image(capture: Image.Image) -> Image.Image:
    """Map a DOSBox RGB capture to a palette image of the 16 exact colours."""
    rgb = capture.convert("RGB")
    raw = rgb.tobytes()
    lookup: dict[bytes, int] = {}
    out = bytearray(rgb.width * rgb.height)
    for i in range(len(out)):
        pixel = raw[3 * i : 3 * i + 3]
        index = lookup.get(pixel)
        if index is None:
            index = lookup[pixel] = nearest_index((pixel[0], pixel[1], pixel[2]))
        out[i] = index
    image = Image.frombytes("P", rgb.size, bytes(out))
    image.putpalette(bytes(v for colour in PALETTE for v in colour))
    return image


def differing_pixels(a: Image.Image, b: Image.Image) -> int:
    """How many pixels differ between two images of the same size."""
    diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB")).convert("L")
    return a.width * a.height - diff.histogram()[0]


def expected(golden: Golden) -> Image.Image:
    """What retro.textmode.render draws for a golden."""
    data = (GOLDEN_DIR / f"{golden.screen}.bin").read_bytes()
    state = {"cursor_visible": golden.cursor_on, **golden.snapshot_state}
    snap = ScreenSnapshot.from_bin(data, **state)
    return render(snap, blink_on=golden.blink_on, cursor_on=golden.cursor_on)


def capture(golden: Golden, oracle: Path, workdir: Path) -> Image.Image:
    """Run DOSBox on the golden's dump and return the quantised screenshot."""
    shot = workdir / f"{golden.name}.dosbox.png"
    attempts = CURSOR_ATTEMPTS if golden.cursor_on else 1
    image = None
    for _ in range(attempts):
        subprocess.run([str(oracle / "dosbox_render.sh"), str(GOLDEN_DIR / f"{golden.screen}.bin"),
                        str(shot)], check=True, env={**os.environ, **golden.env})
        with Image.open(shot) as raw:
            image = to_palette_image(raw)
        if not golden.cursor_on or _cursor_shown(image, golden):
            return image
    raise RuntimeError(f"{golden.name}: the cursor was never captured visible")


def _cursor_shown(image: Image.Image, golden: Golden) -> bool:
    col, row = golden.snapshot_state.get("cursor", (0, 0))  # type: ignore[misc]
    data = (GOLDEN_DIR / f"{golden.screen}.bin").read_bytes()
    fg = data[(row * 80 + col) * 2 + 1] & 0x0F
    start = golden.snapshot_state.get("cursor_shape", (13, 14))[0]  # type: ignore[index]
    return all(image.getpixel((col * 9 + x, row * 16 + start)) == fg for x in range(8))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make tests/goldens/png/*.png with DOSBox.")
    parser.add_argument("--oracle", type=Path, default=DEFAULT_ORACLE)
    parser.add_argument("--only", nargs="*", help="golden names to remake (default: all)")
    args = parser.parse_args(argv)
    if not (args.oracle / "dosbox_render.sh").is_file():
        print(f"make_goldens_png: no dosbox_render.sh in {args.oracle}", file=sys.stderr)
        return 2
    write_screens(args.oracle)
    failures = 0
    with tempfile.TemporaryDirectory(prefix="goldens_png.") as tmp:
        for golden in GOLDENS:
            if args.only and golden.name not in args.only:
                continue
            image = capture(golden, args.oracle, Path(tmp))
            image.save(GOLDEN_DIR / f"{golden.name}.png", optimize=True)
            diff = differing_pixels(expected(golden), image)
            failures += diff != 0
            print(f"{golden.name}: saved; render() differs in {diff} pixels")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
