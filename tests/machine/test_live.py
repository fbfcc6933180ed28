"""The live driver: a program thread blocked on real input and real time."""

from __future__ import annotations

import threading
import time

import pytest

from retro import Keys, Machine
from retro.clock import PacedClock, RealClock
from retro.errors import PowerOff
from retro.live import LiveDriver


def live_machine() -> Machine:
    m = Machine(PacedClock())
    m.driver = LiveDriver(m)
    return m


def test_readkey_wakes_when_another_thread_posts_a_key() -> None:
    m = live_machine()
    got: list[object] = []
    worker = threading.Thread(target=lambda: got.append(m.readkey()))
    worker.start()
    m.post_key(Keys.F1)
    worker.join(timeout=5)
    assert got == [Keys.F1]


def test_delay_waits_real_time() -> None:
    m = live_machine()
    before = m.now_ms()
    m.delay(30)
    assert m.now_ms() - before >= 30


def test_power_off_interrupts_a_blocked_program() -> None:
    m = live_machine()
    caught: list[BaseException] = []

    def program() -> None:
        try:
            m.readkey()
        except PowerOff as stop:
            caught.append(stop)

    worker = threading.Thread(target=program)
    worker.start()
    m.power_off()
    worker.join(timeout=5)
    assert not worker.is_alive()
    assert len(caught) == 1


def test_a_machine_without_a_driver_says_so() -> None:
    with pytest.raises(RuntimeError, match="no driver"):
        Machine(RealClock()).delay(1)


def test_a_paused_real_clock_stands_still_and_goes_on_from_there() -> None:
    """The terminal too small to show the screen pauses machine time (the game waits)."""
    clock = RealClock()
    time.sleep(0.01)
    clock.pause()
    stopped = clock.now_ns()
    time.sleep(0.05)
    assert clock.paused and clock.now_ns() == stopped
    clock.pause()  # again: no change
    assert clock.now_ns() == stopped
    clock.resume()
    after = clock.now_ns()
    assert not clock.paused and stopped <= after < stopped + 40_000_000  # no 50 ms jump
    time.sleep(0.01)
    assert clock.now_ns() > after
