"""Run a program with no window, on a virtual clock, fed by a key script.

Tests, screenshots and benchmarks all go through ``run_headless``. Delays
move the virtual clock instead of sleeping, so a whole game takes
milliseconds, and a run is fixed by (seed, script).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from retro.bios import Key, MouseEvent
from retro.clock import NS_PER_MS, NS_PER_S, VirtualClock
from retro.errors import InputExhausted, PowerOff, VirtualTimeLimit
from retro.machine import Machine
from retro.options import Options
from retro.script import Script, Step
from retro.textmode import ScreenSnapshot

Program = Callable[[Machine], object]


class HeadlessDriver:
    """Waits by moving the virtual clock and delivering scripted input.

    A scripted input step is due at the time the previous input was
    delivered plus the ``wait`` steps between them. It is delivered once it
    is due *and* the program has taken all input sent before it (keyboard
    buffer and mouse queue empty), so the script's order is the order the
    program sees and scripts never overflow the keyboard buffer. A step
    written straight after the one before (no ``wait`` between) answers the
    program's next read or poll for input; a step after a ``wait`` arrives
    when its time comes, whatever the program is doing (a key pressed while
    the computer plays). A ``shot`` step captures the screen as soon as the
    input before it has been taken, since it cannot be eaten.
    Once every step is used up, the next time the program asks for input
    (waiting or polling) the run ends with ``InputExhausted``.

    A scripted key is never lost: when the program flushes the keyboard
    (``Machine.flush_input``, e.g. before a PRESS A KEY prompt) while the
    last scripted key or click is still unread, that step is delivered again.
    """

    def __init__(self, machine: Machine, script: Script, max_ns: int) -> None:
        self.machine = machine
        clock = machine.clock
        assert isinstance(clock, VirtualClock), "a headless machine runs on a VirtualClock"
        self.clock: VirtualClock = clock
        self.steps = list(script.steps)
        self.index = 0
        self.ready_ns = 0
        self.max_ns = max_ns
        self.shots: dict[str, ScreenSnapshot] = {}
        self.last_input: int | None = None
        """Index of the key or click step delivered last (the only input that can be unread)."""
        self.last_screen: ScreenSnapshot | None = None
        """The screen at the moment the run was stopped, before anything unwound."""
        self.on_time_moves: Callable[[Machine], None] | None = None
        """Called just before virtual time moves on: what the screen shows now is what a
        VGA shows until then (a recording looks here)."""

    def _next_input(self) -> tuple[Step | None, int, bool] | None:
        """The next input or shot step, when it is due, and whether a wait comes before it.

        Waits at the very end of the script give ``(None, due, True)``: the
        program runs on until then before the script counts as used up.
        """
        due = self.ready_ns
        i = self.index
        while i < len(self.steps) and self.steps[i].kind == "wait":
            due += self.steps[i].ms * NS_PER_MS
            i += 1
        if i == len(self.steps):
            return None if i == self.index else (None, due, True)
        return self.steps[i], due, i > self.index

    def _due(self, reading: bool) -> tuple[Step | None, int] | None:
        """The next step and its time, if it may be delivered now.

        Not while earlier input still waits to be taken (the script's order
        matters more than speed); and a step with no wait before it only when
        the program reads or polls for input (``reading``), never in the
        middle of a delay or a pause, which would eat it.
        """
        upcoming = None if self.machine.has_input() else self._next_input()
        if upcoming is None:
            return None
        step, due, timed = upcoming
        if not (reading or timed or (step is not None and step.kind == "shot")):
            return None
        return step, due

    def poll(self) -> None:
        """The program looks for input without waiting: hand over what is due."""
        self._deliver_due(reading=True)

    def _deliver_due(self, reading: bool) -> None:
        now = self.clock.now_ns()
        while True:
            upcoming = self._due(reading)
            if upcoming is None or upcoming[1] > now:
                return
            step, due = upcoming
            while self.index < len(self.steps) and self.steps[self.index].kind == "wait":
                self.index += 1
            self.ready_ns = max(due, now)  # waits count from when input was delivered
            if step is not None:
                self.index += 1
                self._perform(step)

    def _perform(self, step: Step) -> None:
        if step.kind == "shot":
            self.shots[step.name] = self.machine.screen.snapshot()
        else:
            if step.kind in ("key", "click"):
                self.last_input = self.index - 1
            self.machine.post_step(step)

    def flushing(self) -> None:
        """A script's input comes when the program reads or waits, never at a flush."""

    def input_flushed(self, keys: list[Key], presses: list[MouseEvent]) -> None:
        """Deliver the last scripted key or click again if the flush threw it away.

        Input is only delivered once the queues are empty, so anything flushed
        came from the step delivered last; a click whose press was already read
        is not repeated.
        """
        if self.last_input is None:
            return
        step = self.steps[self.last_input]
        if (step.kind == "key" and step.key in keys) or (step.kind == "click" and presses):
            self.index = self.last_input
            self.ready_ns = self.clock.now_ns()
            self.last_input = None

    def wait(self, deadline_ns: int | None, for_input: bool) -> None:
        while True:
            self._deliver_due(for_input)
            if for_input and self.machine.has_input():
                return
            if for_input and self.index == len(self.steps) and not self.machine.has_input():
                self.last_screen = self.machine.screen.snapshot()  # before pop-ups unwind
                raise InputExhausted  # polling or waiting: the script has nothing more
            now = self.clock.now_ns()
            if deadline_ns is not None and now >= deadline_ns:
                return
            upcoming = self._due(for_input)
            target = deadline_ns
            if upcoming is not None and (target is None or upcoming[1] < target):
                target = max(upcoming[1], now)
            if target is None or target > self.max_ns:
                self.last_screen = self.machine.screen.snapshot()
            if target is None:
                raise InputExhausted
            if target > self.max_ns:
                raise VirtualTimeLimit(f"virtual time passed {self.max_ns / NS_PER_S:.0f} s")
            if self.on_time_moves is not None and target > now:
                self.on_time_moves(self.machine)
            self.clock.advance_to(target)


@dataclass
class RunResult:
    """What a headless run left behind."""

    machine: Machine
    screens: list[ScreenSnapshot] = field(default_factory=list)
    shots: dict[str, ScreenSnapshot] = field(default_factory=dict)
    ended_by: str = "return"  # "return" | "input exhausted" | "power off" | "time limit"
    value: object = None
    stopped_screen: ScreenSnapshot | None = None
    steps_taken: int = 0
    """How many steps of the script were reached (delivered, waited or shot)."""

    @property
    def screen(self) -> ScreenSnapshot:
        """The screen when the run ended: as the program left it, or, if the
        script ran out, as it was at that moment (a pop-up still showing)."""
        return self.stopped_screen or self.machine.screen.snapshot()

    @property
    def elapsed_ms(self) -> int:
        return self.machine.now_ms()


def make_headless_machine(
    seed: int = 0, script: Script | None = None, options: Options | None = None,
    max_seconds: float = 3600.0,
) -> tuple[Machine, HeadlessDriver]:
    """A machine on a virtual clock with its driver attached."""
    machine = Machine(VirtualClock(), options, seed=seed)
    driver = HeadlessDriver(machine, script or Script(), int(max_seconds * NS_PER_S))
    machine.driver = driver
    return machine, driver


def run_headless(
    program: Program,
    *,
    seed: int = 0,
    script: Script | None = None,
    options: Options | None = None,
    max_seconds: float = 3600.0,
    record_screens: bool = True,
    on_time_moves: Callable[[Machine], None] | None = None,
) -> RunResult:
    """Run ``program`` to its end or until the script runs dry.

    Every time the program waits for input with nothing queued, the screen is
    recorded in ``result.screens`` (the "press, then look" capture point).
    ``on_time_moves`` sees the machine each time virtual time is about to pass.
    An exception from the program propagates, so tests see real failures.
    """
    machine, driver = make_headless_machine(seed, script, options, max_seconds)
    result = RunResult(machine=machine)
    driver.on_time_moves = on_time_moves
    if record_screens:
        machine.on_input_wait = lambda m: result.screens.append(m.screen.snapshot())
    try:
        result.value = program(machine)
    except InputExhausted:
        result.ended_by = "input exhausted"
    except PowerOff:
        result.ended_by = "power off"
    except VirtualTimeLimit:
        result.ended_by = "time limit"
    result.shots = driver.shots
    result.steps_taken = driver.index
    if result.ended_by != "return":
        result.stopped_screen = driver.last_screen
    return result
