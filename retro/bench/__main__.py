"""Run every benchmark and print the table, then the JSON line (always the last line)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

from retro.bench.measures import Figure, headless_figure, render_figures, speaker_figure
from retro.bench.terminal_figures import terminal_figures
from retro.bench.window_rate import window_figures
from retro.progress import Progress

JSON_KEYS = ("render_ms", "render_png_ms", "window_fps_2x", "window_fps_2x_capped",
             "idle_redraws_per_s", "speaker_x_realtime", "headless_keys_per_s",
             "terminal_bytes_per_key_24-bit", "terminal_redraw_24-bit",
             "terminal_key_to_screen_ms")


Number = TypeVar("Number", int, float)


def _positive(kind: type[Number]) -> Callable[[str], Number]:
    """An argparse ``type`` reading a ``kind`` above zero (its name shows in error messages)."""

    def parse(text: str) -> Number:
        value = kind(text)
        if value <= 0:
            raise ValueError(text)
        return value

    parse.__name__ = f"positive {kind.__name__}"
    return parse


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m retro.bench",
                                     description="Measure the virtual PC on this machine.")
    parser.add_argument("--runs", type=_positive(int), default=50,
                        help="repetitions per in-process figure (default 50)")
    parser.add_argument("--seconds", type=_positive(float), default=3.0,
                        help="seconds each window is measured (default 3)")
    parser.add_argument("--keys", type=_positive(int), default=2000,
                        help="scripted keys for the headless figure (default 2000)")
    parser.add_argument("--no-window", action="store_true", help="skip the window figures")
    parser.add_argument("--moves", type=_positive(int), default=12,
                        help="moves of the terminal's typical game (default 12)")
    parser.add_argument("--presses", type=_positive(int), default=10,
                        help="F10 presses timed in the terminal (default 10)")
    parser.add_argument("--no-terminal", action="store_true",
                        help="skip the terminal figures (a minute or so)")
    return parser


def format_table(figures: list[Figure]) -> str:
    rows = [("figure", "value", "target", "what"), ("------", "-----", "------", "----")]
    for f in figures:
        value = f"{f.value:,.0f}" if f.value >= 100 else f"{f.value:.2f}"
        rows.append((f.key, f"{value} {f.unit}", f.target, f.note))
    width = max(len(row[0]) for row in rows)
    return "\n".join(f"{a:{width}} {b:>14}  {c:>8}  {d}" for a, b, c, d in rows)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"retro.bench: {os.cpu_count()} CPUs, load average {load:.2f} before the run",
          flush=True)
    where = "window: skipped (--no-window)"
    steps = 3 + (not args.no_window) + (not args.no_terminal)
    with Progress(steps, "retro.bench: measures") as progress:
        figures = render_figures(args.runs, seed=1)
        progress.step()
        figures.append(speaker_figure(args.runs))
        progress.step()
        figures.append(headless_figure(args.keys, seed=1))
        progress.step()
        if not args.no_window:
            window, where = window_figures(args.seconds)
            figures.extend(window)
            progress.step()
        if not args.no_terminal:
            figures.extend(terminal_figures(args.moves, args.presses))
            progress.step()
    print(format_table(figures))
    print(where)
    found = {f.key: round(f.value, 3) for f in figures}
    print(json.dumps({key: found.get(key) for key in JSON_KEYS}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
