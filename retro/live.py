"""Waiting for real: the driver a machine uses when it runs in a window.

The program runs in its own thread. Its waits block on the machine's
``input_ready`` condition, which the window thread signals whenever it
posts a key or a mouse event, and when the window closes (power off).
"""

from __future__ import annotations

import time

from retro.bios import Key, MouseEvent
from retro.clock import NS_PER_S
from retro.machine import Machine
from retro.script import Script

_LONGEST_NAP_S = 0.25
"""Wake at least this often, so a lost notification can never hang a program."""


class LiveDriver:
    """Blocks the program thread on real time and real input."""

    def __init__(self, machine: Machine) -> None:
        self.machine = machine

    def wait(self, deadline_ns: int | None, for_input: bool) -> None:
        m = self.machine
        with m.input_ready:
            while m.powered:
                if for_input and m.has_input():
                    return
                now = m.clock.now_ns()
                if deadline_ns is not None and now >= deadline_ns:
                    return
                nap = _LONGEST_NAP_S
                if deadline_ns is not None and not m.clock.paused:  # held: nap the longest
                    nap = min(nap, (deadline_ns - now) / NS_PER_S)
                m.input_ready.wait(nap)

    def input_flushed(self, keys: list[Key], presses: list[MouseEvent]) -> None:
        """A person's type-ahead is lost on a flush, as on the PC: nothing to do."""

    def poll(self) -> None:
        """Input arrives from the window thread by itself: nothing to fetch."""


def feed_script(machine: Machine, script: Script) -> None:
    """Type a ``--keys`` script into a live machine in real time (window or terminal)."""
    for step in script.steps:
        if not machine.powered:
            return
        if step.kind == "wait":
            time.sleep(step.ms / 1000)
        else:
            machine.post_step(step)
        time.sleep(0.02)
