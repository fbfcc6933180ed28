"""The window figures, measured in a child process on a real (or private virtual) display.

The parent (``window_figures``) starts ``python -m retro.bench.window_rate``
with ``DISPLAY`` set, starting a private Xvfb first when there is no display
and always stopping it again. The child opens real pyglet windows through
``retro.frontend.runner.measure_frame_rate`` and prints one JSON line.
Keeping pyglet in the child means the benchmark's own process never needs
a display, and a GL crash cannot take the other figures with it.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import subprocess
import sys
from collections.abc import Iterator, Sequence

from retro.bench.measures import Figure
from retro.frontend.xvfb import private_xvfb
from retro.textmode.timing import FRAME_HZ

CHILD_TIMEOUT_S = 120.0
SCALE = 2


@contextlib.contextmanager
def display_for_windows() -> Iterator[str | None]:
    """The display to use: ``$DISPLAY``, else a private Xvfb (None if neither exists)."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    with private_xvfb() as display:
        yield display


def window_figures(seconds: float) -> tuple[list[Figure], str]:
    """Run the child on a display; return its figures and a line saying where it ran."""
    with display_for_windows() as display:
        if display is None:
            return [], "window: skipped (no $DISPLAY and no Xvfb to start)"
        where = f"window: on display {display}" + (
            "" if os.environ.get("DISPLAY") else " (a private Xvfb)")
        env = {**os.environ, "DISPLAY": display, "PYGLET_AUDIO": "silent"}
        done = subprocess.run([sys.executable, "-m", "retro.bench.window_rate",
                               "--seconds", str(seconds)],
                              env=env, capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)
        lines = done.stdout.strip().splitlines()
        if done.returncode != 0 or not lines:
            return [], f"{where}: failed ({done.returncode})\n{done.stderr.strip()}"
        return [Figure(**item) for item in json.loads(lines[-1])], where


def measure(seconds: float) -> list[Figure]:
    """In the child: three windows, one after the other."""
    from retro.frontend.runner import measure_frame_rate

    fast = measure_frame_rate(SCALE, seconds, busy=True, uncapped=True, finish=True)
    paced = measure_frame_rate(SCALE, seconds, busy=True, uncapped=False, finish=True)
    still = measure_frame_rate(SCALE, max(1.0, seconds * 2 / 3), busy=False, uncapped=False)
    return [
        Figure("window_fps_2x", fast["fps"], "fps", f">= {FRAME_HZ:.0f}",
               f"every cell new every frame, ticking flat out, glFinish per frame, "
               f"{fast['frames']:.0f} frames, CPU {fast['cpu_percent']:.0f}%"),
        Figure("window_fps_2x_capped", paced["fps"], "fps", f"{FRAME_HZ:.2f}",
               f"the same at the VGA's frame pacing, CPU {paced['cpu_percent']:.0f}%"),
        Figure("idle_redraws_per_s", still["draws_per_s"], "/s", "0",
               f"a still screen for {still['seconds']:.1f} s after the first frame, "
               f"CPU {still['cpu_percent']:.1f}%"),
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m retro.bench.window_rate",
                                     description="The window part of retro.bench (a child).")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args(argv)
    figures = measure(args.seconds)
    print(json.dumps([figure.__dict__ for figure in figures]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
