"""The 8253/8254 programmable interval timer as the PC speaker sees it.

Channel 2 of the PIT divides a fixed input clock by a 16-bit count and, in
mode 3, drives the speaker with a square wave of ``PIT_HZ / divisor`` hertz.
Every pitch the speaker can make is therefore ``PIT_HZ`` divided by a whole
number: asking for 440 Hz really gives ``PIT_HZ / (PIT_HZ // 440)``, which is
440.13 Hz. This module holds that arithmetic and nothing else.
"""

from __future__ import annotations

PIT_HZ = 1_193_182
"""PIT input clock in Hz: the 14.31818 MHz NTSC colour-burst crystal divided by 12
(1,193,181.67 Hz), rounded as DOSBox Staging does (``PIT_TICK_RATE`` in
``src/hardware/timer.h``)."""

COUNTER_RANGE = 65536
"""A 16-bit count; writing 0 makes the counter run the full 65536 steps."""

BIOS_TICK_HZ = PIT_HZ / COUNTER_RANGE
"""The BIOS timer interrupt rate, channel 0 with count 0: about 18.2065 Hz."""

LOWEST_HZ = PIT_HZ / COUNTER_RANGE
"""The lowest pitch channel 2 can make (count 0 = 65536), about 18.2 Hz."""


def divisor_for(hz: float) -> int:
    """The channel-2 count that comes nearest ``hz`` from above, as DOS code computed it.

    Programs divided the clock by the wanted frequency and dropped the
    remainder, so the count is ``PIT_HZ // hz``. The result is 1..65536, where
    65536 is what the hardware gets when 0 is written.

    Raises:
        ValueError: if the count would not fit in 16 bits or would be 0.

    >>> divisor_for(440)
    2711
    """
    if not hz > 0:
        raise ValueError(f"frequency must be positive, not {hz!r}")
    divisor = int(PIT_HZ // hz)
    if divisor < 1:
        raise ValueError(f"{hz} Hz is above the PIT clock ({PIT_HZ} Hz)")
    if divisor > COUNTER_RANGE:
        raise ValueError(f"{hz} Hz is below the lowest PIT pitch ({LOWEST_HZ:.2f} Hz)")
    return divisor


def hz_for(divisor: int) -> float:
    """The pitch channel 2 makes with count ``divisor`` (0 means 65536).

    >>> round(hz_for(2711), 2)
    440.13
    """
    if divisor == 0:
        divisor = COUNTER_RANGE
    if not 1 <= divisor <= COUNTER_RANGE:
        raise ValueError(f"PIT count must be 0..65535 or 65536, not {divisor}")
    return PIT_HZ / divisor


def exact_pitch(hz: float) -> float:
    """The pitch that really sounds when a program asks for ``hz``.

    >>> round(exact_pitch(800), 3)
    800.256
    """
    return hz_for(divisor_for(hz))
