"""Band-limited steps: how a square wave's edges are drawn without aliasing.

A square wave drawn sample by sample has edges that jump between two
samples, which folds every harmonic above half the sample rate back into
the audible range: a high note sounds rough and out of tune. Instead, each
edge is drawn as a band-limited step, the running integral of a
Kaiser-windowed sinc, placed at its exact fractional sample position
(DOSBox Staging's speaker does the same with a longer filter).

The synthesiser works on the first difference of the signal, so an edge
is one short burst of ``TAPS`` numbers (the windowed sinc itself) added
into a buffer, and the signal is the running sum. ``step_rows`` gives those
bursts, pre-scaled to integers that sum exactly to the step height, for
``PHASES`` fractional positions.
"""

from __future__ import annotations

import math
from functools import lru_cache

HALF_WIDTH = 8
"""The windowed sinc reaches this many samples either side of the edge."""
TAPS = 2 * HALF_WIDTH + 1
"""Samples one edge touches, in difference form."""
PHASES = 128
"""Fractional positions per sample an edge is placed at (1/128 sample)."""
PHASE_BITS = 7
CUTOFF = 0.40
"""Filter cutoff as a fraction of the sample rate (0.5 = Nyquist): 17.6 kHz at 44.1 kHz."""
KAISER_BETA = 7.0
"""Kaiser window shape: about 70 dB of stop-band rejection."""
_SUBSTEPS = 4
"""Integration points per phase step when integrating the sinc."""


def _bessel_i0(x: float) -> float:
    """Modified Bessel function of the first kind, order 0 (power series)."""
    total, term, k = 1.0, 1.0, 1
    half = x / 2
    while term > 1e-12 * total:
        term *= (half / k) ** 2
        total += term
        k += 1
    return total


def _impulse(x: float) -> float:
    """The Kaiser-windowed sinc at ``x`` samples from its centre."""
    if abs(x) >= HALF_WIDTH:
        return 0.0
    arg = 2 * CUTOFF * x
    sinc = 1.0 if arg == 0 else math.sin(math.pi * arg) / (math.pi * arg)
    window = _bessel_i0(KAISER_BETA * math.sqrt(1 - (x / HALF_WIDTH) ** 2))
    return sinc * window


@lru_cache(maxsize=1)
def step_curve() -> tuple[float, ...]:
    """The band-limited unit step S(x) on a grid of 1/PHASES from -HALF_WIDTH to +HALF_WIDTH."""
    n = 2 * HALF_WIDTH * PHASES * _SUBSTEPS
    dx = 1 / (PHASES * _SUBSTEPS)
    values = [_impulse(-HALF_WIDTH + i * dx) for i in range(n + 1)]
    running, total = [0.0], 0.0
    for i in range(n):
        total += (values[i] + values[i + 1]) * dx / 2  # trapezoid rule
        running.append(total)
    return tuple(v / total for v in running[::_SUBSTEPS])


def _step_at(curve: tuple[float, ...], x_index: int) -> float:
    """S at grid index ``x_index`` (0 = -HALF_WIDTH), 0 before and 1 after the curve."""
    if x_index <= 0:
        return 0.0
    if x_index >= len(curve):
        return 1.0
    return curve[x_index]


@lru_cache(maxsize=8)
def step_rows(height: int) -> tuple[tuple[int, ...], ...]:
    """For each phase, the TAPS-long difference burst of a step of ``height``.

    For an edge at sample position ``m + phase / PHASES``, burst element ``j``
    goes to sample ``m - HALF_WIDTH + 1 + j``. Each burst sums exactly to
    ``height``, so the running sum never drifts.
    """
    curve = step_curve()
    rows = []
    for phase in range(PHASES):
        # sample m - HALF_WIDTH + 1 + j sits at x = j + 1 - HALF_WIDTH - phase / PHASES
        levels = [round(height * _step_at(curve, (j + 1) * PHASES - phase)) for j in range(TAPS)]
        levels[-1] = height
        rows.append(tuple(b - a for a, b in zip([0, *levels[:-1]], levels, strict=True)))
    return tuple(rows)
