#!/usr/bin/env python3
"""Print how long retro.textmode.render takes (a benchmark, not a test).

Usage: python3 tools/bench_render.py [--runs 50]

For two screens (the oracle test card, the card-table golden) it prints the
median of N warm runs of: render() alone, render() plus PNG encoding with
Pillow's default zlib level (6) and with level 1, render() with the border at
scale 2, and render_rgb_bytes() (a window texture upload). The first, cold
render (tiles not yet cached) is printed too.
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from retro.textmode import ScreenSnapshot, load_font, render  # noqa: E402
from retro.textmode.render import render_rgb_bytes  # noqa: E402

SCREENS = REPO / "tests" / "goldens" / "png"


def median_ms(job: Callable[[], object], runs: int) -> float:
    """Median wall time of ``runs`` calls, in milliseconds, after one warm-up call."""
    job()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def png_bytes(snap: ScreenSnapshot, level: int) -> bytes:
    out = io.BytesIO()
    render(snap).save(out, format="PNG", compress_level=level)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time retro.textmode.render.")
    parser.add_argument("--runs", type=int, default=50)
    runs = parser.parse_args(argv).runs
    load_font()
    for name in ("testcard", "cards"):
        snap = ScreenSnapshot.from_bin((SCREENS / f"{name}.bin").read_bytes())
        start = time.perf_counter()
        render(snap, blink_on=False)  # a mode not used yet: every tile is new
        cold = (time.perf_counter() - start) * 1000
        print(f"{name}: cold render {cold:.2f} ms; warm medians of {runs}:")
        jobs = {
            "render": lambda s=snap: render(s),
            "render + PNG (zlib 6)": lambda s=snap: png_bytes(s, 6),
            "render + PNG (zlib 1)": lambda s=snap: png_bytes(s, 1),
            "render border scale 2": lambda s=snap: render(s, border=True, scale=2),
            "render_rgb_bytes": lambda s=snap: render_rgb_bytes(s),
        }
        for label, job in jobs.items():
            print(f"  {label:24s} {median_ms(job, runs):6.2f} ms")
        print(f"  PNG size zlib 6 / 1: {len(png_bytes(snap, 6))} / {len(png_bytes(snap, 1))} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
