"""The replay driver: a log's inputs handed to the program again, at their checkpoints.

At each checkpoint the program reaches (``Machine.checkpoints``), the driver moves the
clock to each logged input's time and delivers it, as the live driver did when the
person's key came; then it lets the wait run its course, to its deadline, or returns
at once when the program waits for input and now has some. The clock is moved by
``advance``: at once on the virtual clock headless, at the replay's own pace in the
window. Nothing else comes in: keys pressed during a window replay steer the replay.

A program that asks for an input at another checkpoint or time than the log says has
*parted* from the replay (another version of the program, a changed data file): the
driver says where, and the run stops there.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from retro.bios import Key, MouseEvent
from retro.machine import Machine
from retro.replay.log import POWER_OFF, RETURNED, InputLog, screen_digest
from retro.textmode import ScreenSnapshot


class ReplayParted(BaseException):  # noqa: N818 - like PowerOff, it unwinds the program
    """The program did not do what the replay's run did: it stopped where it parted.

    A BaseException, as ``PowerOff`` is, so no ``except Exception`` in a game eats it."""


class ReplayEnded(BaseException):  # noqa: N818
    """The replay is over while the program goes on (the log was kept mid-game)."""


class ReplayDriver:
    """Delivers a logged run's inputs at their checkpoints and machine times."""

    def __init__(self, machine: Machine, log: InputLog, advance: Callable[[int], None],
                 at_end: Callable[[bool], None] | None = None) -> None:
        self.machine = machine
        self.pending = deque(log.deliveries)
        self.total = len(log.deliveries)
        self.end = log.end
        self.advance = advance
        self.at_end = at_end
        """Called, with whether the screen is the original's, when the log is used up (the
        window holds its last screen there); the run then ends as the original did."""
        self.last_screen: ScreenSnapshot | None = None
        self.arrived: bool | None = None
        """Whether the screen at the end is the original's (None until the end)."""

    @property
    def delivered(self) -> int:
        return self.total - len(self.pending)

    def poll(self) -> None:
        self._hand_over(self.machine.now_ns())

    def flushing(self) -> None:
        self.poll()

    def wait(self, deadline_ns: int | None, for_input: bool) -> None:
        self._hand_over(deadline_ns)
        if not self.machine.powered or (for_input and self.machine.has_input()):
            return
        if deadline_ns is None:  # the original got its next input here
            self.part(f"waits for input that the replay gives at another point "
                      f"(input {self.delivered + 1} of {self.total})" if self.pending
                      else "waits for input after the replay's last")
        else:
            self.advance(deadline_ns)

    def input_flushed(self, keys: list[Key], presses: list[MouseEvent]) -> None:
        """Thrown-away input was thrown away in the original too: nothing to do."""

    def _hand_over(self, deadline_ns: int | None) -> None:
        m = self.machine
        here = m.checkpoints
        if self.end is not None and here > self.end.checkpoint:
            self.part("went on past the point where the replay ends")
        if self.pending and self.pending[0].checkpoint < here:
            self.part(f"went past the point where input {self.delivered + 1} of "
                      f"{self.total} came")
        while self.pending and self.pending[0].checkpoint == here:
            delivery = self.pending[0]
            if delivery.t_ns < m.now_ns() or (deadline_ns is not None
                                              and delivery.t_ns > deadline_ns):
                self.part(f"took input {self.delivered + 1} of {self.total} at another time")
            self.advance(delivery.t_ns)
            self.pending.popleft()
            m.deliver(delivery.event)
        if self.end is not None and self.end.checkpoint == here and self.end.how != RETURNED:
            self.advance(self.end.t_ns)
            self._finish(self.end.how == POWER_OFF)

    def _finish(self, power_off: bool) -> None:
        """The end of the log: note the screen, hold it in the window, and end the run
        as the original ended (switched off, or cut here while it went on)."""
        m = self.machine
        self.last_screen = m.screen.snapshot()
        self.arrived = self.end is not None and screen_digest(self.last_screen) == \
            self.end.screen
        if self.at_end is not None:
            self.at_end(self.arrived)
        if power_off:
            m.power_off()
        elif m.powered:
            raise ReplayEnded("the replay ends here")

    def returned(self) -> None:
        """The program returned by itself: was that where the original returned?"""
        m = self.machine
        self.last_screen = m.screen.snapshot()
        end = self.end
        if end is None or end.how != RETURNED or self.pending or end.checkpoint != \
                m.checkpoints:
            self.arrived = False
            return
        self.arrived = screen_digest(self.last_screen) == end.screen

    def part(self, how: str) -> None:
        """The program parted from the replay: stop here and say where."""
        m = self.machine
        self.last_screen = m.screen.snapshot()
        self.arrived = False
        raise ReplayParted(f"the program {how}, {m.now_ms()} ms into the replay")
