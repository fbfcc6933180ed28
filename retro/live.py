"""Waiting for real: the driver a machine uses when it runs in a window or a terminal.

The program runs in its own thread on a ``PacedClock``: machine time moves only in
the driver's waits, with the wall clock, and stands still while the program works.
The front end's thread never touches the BIOS buffers: it posts into the machine's
inbox and signals ``input_ready``; the driver hands the inbox over at the program's
next checkpoint (a wait, or a poll for input), where it is logged with the machine
time. So a live session is fixed by its inputs and their checkpoints, and a replay
(``retro.replay.driver``) can run it again exactly, headless or in a window.
"""

from __future__ import annotations

import time

from retro.bios import Key, MouseEvent
from retro.clock import NS_PER_S, PacedClock
from retro.machine import Machine
from retro.script import Script

_LONGEST_NAP_S = 0.25
"""Wake at least this often, so a lost notification can never hang a program."""


class LiveDriver:
    """Blocks the program thread on real time and real input, on a paced clock."""

    def __init__(self, machine: Machine) -> None:
        clock = machine.clock
        assert isinstance(clock, PacedClock), "a live machine runs on a PacedClock"
        self.machine = machine
        self.clock: PacedClock = clock
        machine.inbox = []

    def wait(self, deadline_ns: int | None, for_input: bool) -> None:
        """Return at the deadline, or once input is there if ``for_input``.

        Time flows only while nothing has happened: input is handed over with the
        clock held, and a wait that ends because of it ends at that very time, as the
        replay driver ends it.
        """
        m = self.machine
        with m.input_ready:
            try:
                while m.powered:
                    if m.inbox:
                        self.clock.hold()
                        self._hand_over()
                    if for_input and m.has_input():
                        return
                    now = self.clock.now_ns()
                    if deadline_ns is not None and now >= deadline_ns:
                        return
                    if not self.clock.flowing:
                        self.clock.flow(deadline_ns)
                    nap = _LONGEST_NAP_S
                    if deadline_ns is not None and not self.clock.paused:  # held: nap long
                        nap = min(nap, (deadline_ns - now) / NS_PER_S / self.clock.speed)
                    m.input_ready.wait(nap)
            finally:
                self.clock.hold()

    def _hand_over(self) -> None:
        """Deliver what the front end posted (time is held), and run its requests: those
        with ``input_ready``'s lock let go, so a replay's writing never stalls the
        front end's thread, which posts under it."""
        m = self.machine
        items, m.inbox = m.inbox or [], []
        for item in items:
            if not callable(item):
                m.deliver(item)
                continue
            m.input_ready.release()
            try:
                item(m)
            finally:
                m.input_ready.acquire()

    def input_flushed(self, keys: list[Key], presses: list[MouseEvent]) -> None:
        """A person's type-ahead is lost on a flush, as on the PC: nothing to do."""

    def poll(self) -> None:
        """The program looks for input without waiting: hand over what was posted."""
        m = self.machine
        with m.input_ready:
            if m.inbox:
                self._hand_over()  # between waits time is held already

    def flushing(self) -> None:
        """Keys struck while the program worked are thrown away with its type-ahead."""
        self.poll()


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
