"""A replay played in front of a person: at its own speed, paused, faster or slower.

The replay driver (``retro.replay.driver``) moves the machine's clock through
``advance``; here that takes real time, ``speed`` machine seconds to the wall
second, on a ``PacedClock``. Space pauses (the wall clock under it stops), ``+`` and
``-`` double and halve the speed; the sound plays only at the normal speed, since
the speaker's square wave at another pace would not be the tune. At the end the
last screen stays until the window is closed.
"""

from __future__ import annotations

from collections.abc import Callable

from retro.clock import NS_PER_S, PacedClock
from retro.machine import Machine

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0)
NORMAL = SPEEDS.index(1.0)
_LONGEST_NAP_S = 0.25


class ReplayPace:
    """The speed and pause of a replay in the window, and its waits in real time."""

    def __init__(self, machine: Machine) -> None:
        clock = machine.clock
        assert isinstance(clock, PacedClock), "a paced replay runs on a PacedClock"
        self.machine = machine
        self.clock: PacedClock = clock
        self.step = NORMAL
        self.ended = ""
        """Why the replay is over ("" while it plays)."""
        self.on_change: Callable[[bool], None] | None = None
        """Told whether sound should play, when the speed or the pause changes."""

    @property
    def speed(self) -> float:
        return SPEEDS[self.step]

    @property
    def mark(self) -> str:
        """What the title bar keeps while the replay runs."""
        if self.ended:
            return f"REPLAY {self.ended} - ESC CLOSES"
        if self.clock.paused:
            return "REPLAY PAUSED - SPACE GOES ON"
        return f"REPLAY {self.speed:g}X - SPACE PAUSES, + AND - SPEED"

    def advance(self, t_ns: int) -> None:
        """Let machine time run to ``t_ns`` at the replay's pace (the program's thread)."""
        m = self.machine
        with m.input_ready:
            self.clock.flow(t_ns)
            try:
                while m.powered and (now := self.clock.now_ns()) < t_ns:
                    nap = _LONGEST_NAP_S
                    if not self.clock.paused:
                        nap = min(nap, (t_ns - now) / NS_PER_S / self.speed)
                    m.input_ready.wait(max(nap, 0.001))
            finally:
                self.clock.hold()

    def hold_at_end(self, arrived: bool) -> None:
        """Keep the last screen until the machine is switched off (the window closed);
        the title says whether it is the original's."""
        self.ended = "ENDED" if arrived else "ENDED, NOT ON THE ORIGINAL'S SCREEN"
        self.hold()

    def hold(self) -> None:
        """Keep the screen as it is until the window is closed."""
        m = self.machine
        with m.input_ready:
            while m.powered:
                m.input_ready.wait(_LONGEST_NAP_S)

    def act(self, action: str) -> None:
        """``pause`` (again: go on), ``faster`` or ``slower``; from the window's thread."""
        if action == "pause":
            if self.clock.paused:
                self.clock.resume()
            else:
                self.clock.pause()
        elif action == "faster":
            self.step = min(self.step + 1, len(SPEEDS) - 1)
        elif action == "slower":
            self.step = max(self.step - 1, 0)
        self.clock.set_speed(self.speed)
        if self.on_change is not None:
            self.on_change(self.step == NORMAL and not self.clock.paused)
        with self.machine.input_ready:
            self.machine.input_ready.notify_all()  # a wait in progress takes the new pace
