"""The in-process figures: rendering, PNG encoding, speaker synthesis, headless input.

Each measure repeats the work and takes the median, so one hiccup of a
shared machine does not decide the figure. The wall clock is only read
here, around the measured work, never inside it.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import retro.demo
from retro.clock import NS_PER_S
from retro.headless import run_headless
from retro.screenshot import png_bytes
from retro.script import Script
from retro.speaker import Speaker, parse_play, synthesize
from retro.textmode import Font, ScreenSnapshot, load_font, render

BENCH_TUNE = ("T120 O3 L8 CDEFGAB>C<BAGFEDC ML L4 CEG>C< MS L16 CDEFGAB>C<BAGFEDC "
              "MN O2 L8 GAB>CDEF# L4 G P4 O4 L16 CC#DD#EFF#GG#AA#B")
"""Our own exercise tune: legato, staccato, sharps and rests, about 10 s long."""
DEMO_KEYS = ("a", "F10", "Up", "shift+F1", "Enter", "ctrl+a", "Home", "F2")
"""Keys the demo shows and goes on from (no Esc/F7, which would end it)."""


@dataclass(frozen=True)
class Figure:
    """One measured number with what it means."""

    key: str
    value: float
    unit: str
    target: str
    note: str


def median_ms(work: Callable[[], object], runs: int) -> float:
    """Median wall time of ``work`` in milliseconds over ``runs`` calls."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


def busy_screens(seed: int) -> dict[str, ScreenSnapshot]:
    """Two full screens: the demo's test card (256 characters, 256 colours) and noise."""
    demo = run_headless(retro.demo.main, seed=seed, record_screens=False).screen
    rng = random.Random(seed)
    noise = ScreenSnapshot.from_bin(rng.randbytes(4000))
    return {"demo": demo, "random": noise}


def render_figures(runs: int, seed: int) -> list[Figure]:
    """render() and render()+PNG of each busy screen; the JSON keeps the worse screen."""
    screens = busy_screens(seed)
    plain, png = {}, {}
    for name, snap in screens.items():
        render(snap)  # fill the glyph tile cache, as any running program has
        plain[name] = median_ms(partial(render, snap), runs)
        png[name] = median_ms(partial(png_bytes, snap), runs)
    cold = cold_render_ms(max(3, runs // 10), seed)

    def detail(values: dict[str, float]) -> str:
        return ", ".join(f"{name} {ms:.2f}" for name, ms in values.items())

    return [
        Figure("render_ms", max(plain.values()), "ms", "",
               f"720x400 image, median of {runs}, worse of: {detail(plain)}"),
        Figure("render_cold_ms", cold, "ms", "",
               "a never-seen random screen (every tile new): the first frame's cost"),
        Figure("render_png_ms", max(png.values()), "ms", "< 10",
               f"render + PNG encode, worse of: {detail(png)}"),
    ]


def cold_render_ms(runs: int, seed: int) -> float:
    """Median time to render a never-seen random screen with an empty glyph tile cache.

    The cache lives per ``Font`` object, so a fresh copy of the font starts
    it empty; the copies are made before the clock starts.
    """
    rng = random.Random(seed + 1)
    bitmap = load_font().bitmap
    cases = [(ScreenSnapshot.from_bin(rng.randbytes(4000)), Font(bitmap)) for _ in range(runs)]
    return statistics.median(
        median_ms(partial(render, snap, font=font), 1)
        for snap, font in cases)


def speaker_figure(runs: int) -> Figure:
    """Seconds of PLAY music synthesised (44.1 kHz, band-limited) per wall second."""
    speaker = Speaker(lambda: 0)
    end_ns = speaker.schedule(parse_play(BENCH_TUNE))
    ms = median_ms(lambda: synthesize(speaker, 0, end_ns), max(3, runs // 10))
    seconds = end_ns / NS_PER_S
    return Figure("speaker_x_realtime", seconds / (ms / 1000), "x", "> 1",
                  f"{seconds:.1f} s of PLAY music in {ms:.0f} ms")


def headless_figure(keys: int, seed: int) -> Figure:
    """Keys per wall second the demo takes through the headless driver."""
    script = Script().key(*(DEMO_KEYS[i % len(DEMO_KEYS)] for i in range(keys)))
    started = time.perf_counter()
    result = run_headless(retro.demo.main, seed=seed, script=script)
    elapsed = time.perf_counter() - started
    if result.ended_by != "input exhausted":
        raise RuntimeError(f"the demo ended early ({result.ended_by})")
    return Figure("headless_keys_per_s", keys / elapsed, "/s", "",
                  f"{keys} keys into retro.demo, a screen recorded per key")
