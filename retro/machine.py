"""The virtual PC a program runs on: screen, speaker, keyboard, mouse, clock.

A program is a plain function ``main(m: Machine)`` written the way a 1990s
Pascal or BASIC program was: write to the screen, sound a tone, wait, read a
key, all blocking. Every call that waits goes through one place,
``Machine._wait``, which hands over to a *driver*:

* the headless driver (``retro.headless``) moves a virtual clock and feeds
  scripted input, so a whole game runs in milliseconds and is reproducible;
* the live driver (``retro.live``) waits on a condition variable that the
  window or terminal thread signals when it posts a key or a click into the
  machine's inbox, and hands the inbox over at the program's checkpoints;
* the replay driver (``retro.replay.driver``) hands a logged run's inputs
  over again at the checkpoints and times they came.

The program never knows which one it runs on.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Protocol

from retro.bios import Key, KeyboardBuffer, Mouse, MouseEvent
from retro.clock import NS_PER_MS, Clock, bios_ticks
from retro.errors import PowerOff
from retro.options import Options
from retro.replay.log import POWER_OFF, InputLog
from retro.script import Step
from retro.speaker import Note, PlayState, Speaker, parse_play
from retro.speaker.speaker import beep_notes, sound_statement_notes
from retro.textmode import TextScreen

Event = Key | MouseEvent


def seeded_random(seed: int) -> random.Random:
    """The machine's generator for ``seed``; every integer its own sequence.

    ``random.Random(-n)`` is the same as ``random.Random(n)`` (Python seeds
    with the absolute value), so a negative seed is given as text instead.
    """
    return random.Random(seed if seed >= 0 else f"negative seed {seed}")


class Driver(Protocol):
    """How a machine waits: on a virtual clock with a script, or for real."""

    def wait(self, deadline_ns: int | None, for_input: bool) -> None:
        """Return at ``deadline_ns`` or, if ``for_input``, as soon as input is there."""
        ...

    def poll(self) -> None:
        """The program looks for input without waiting (a key script may answer)."""
        ...

    def input_flushed(self, keys: list[Key], presses: list[MouseEvent]) -> None:
        """The program threw away these unread keys and button presses."""
        ...

    def flushing(self) -> None:
        """The program is about to throw its type-ahead away: what a person typed while it
        worked must be there first, to go with it."""
        ...


class Machine:
    """One virtual IBM PC with a VGA card, as seen by a program."""

    def __init__(self, clock: Clock, options: Options | None = None, seed: int = 0) -> None:
        self.clock = clock
        self.options = options or Options()
        self.rng = seeded_random(seed)
        self.seed = seed
        self.screen = TextScreen()
        self.screen.mono = self.options.mono
        self.speaker = Speaker(clock.now_ns)
        self.keyboard = KeyboardBuffer(on_overflow=self._overflow_beep)
        self.mouse = Mouse(installed=self.options.mouse)
        self.mouse.reset()
        self.sound_enabled = self.options.sound is not False
        self.play_state = PlayState()
        self.input_ready = threading.Condition()
        self.powered = True
        self.driver: Driver | None = None
        self.on_input_wait: Callable[[Machine], None] | None = None
        self.checkpoints = 0
        """How many times the program has waited or looked for input: the points at which
        input can reach it, numbered for the replay (``retro.replay.log``)."""
        self.input_log = InputLog()
        self.inbox: list[Event | Callable[[Machine], None]] | None = None
        """Live runs only: what the front end posted, handed over at the next checkpoint
        by the driver (``retro.live``); None headless, where input is delivered at once."""
        self.title = ""
        """The name of the program running now, for the window's title bar ("" leaves the
        name the window was opened with); a menu's game sets its own while it runs."""

    # --- time -----------------------------------------------------------------
    def now_ns(self) -> int:
        """Nanoseconds since power-on."""
        return self.clock.now_ns()

    def now_ms(self) -> int:
        """Milliseconds since power-on."""
        return self.clock.now_ns() // NS_PER_MS

    def bios_ticks(self) -> int:
        """The BIOS tick counter (about 18.2 per second)."""
        return bios_ticks(self.clock.now_ns())

    def delay(self, ms: float) -> None:
        """Wait ``ms`` milliseconds, like Turbo Pascal's ``Delay``."""
        self._wait(self.now_ns() + int(ms * NS_PER_MS), for_input=False)

    # --- keyboard and mouse -------------------------------------------------
    def readkey(self) -> Key:
        """Wait for a key and return it (INT 16h AH=00h); clicks are ignored."""
        while True:
            key = self.keyboard.pop()
            if key is not None:
                return key
            while self.mouse.next_event() is not None:
                pass
            self._notify_input_wait()
            self._wait(None, for_input=True)

    def read_event(self, moves: bool = False) -> Event:
        """Wait for a key or a mouse press/release (and moves, if asked) and return it."""
        while True:
            event = self._take_event(moves)
            if event is not None:
                return event
            self._notify_input_wait()
            self._wait(None, for_input=True)

    def poll_event(self, moves: bool = False) -> Event | None:
        """A waiting key or mouse event, or None; never waits. Moves are dropped
        unless ``moves`` is true: most programs only care about clicks."""
        self.checkpoints += 1
        if self.driver is not None:
            self.driver.poll()
        return self._take_event(moves)

    def _take_event(self, moves: bool) -> Event | None:
        key = self.keyboard.pop()
        if key is not None:
            return key
        while (event := self.mouse.next_event()) is not None:
            if moves or event.kind != "move":
                return event
        return None

    def wait_for_input(self, deadline_ms: int | None) -> bool:
        """Wait until a key or mouse event is waiting (left unread) or the machine's
        clock reaches ``deadline_ms``; return whether input is waiting.

        For a program that shows something until the person answers or a time is up.
        """
        if self.has_input():
            return True
        deadline_ns = None if deadline_ms is None else int(deadline_ms * NS_PER_MS)
        self._notify_input_wait()
        self._wait(deadline_ns, for_input=True)
        return self.has_input()

    def keypressed(self) -> bool:
        """Is a key waiting? Costs a millisecond of machine time when none is.

        Mouse events do not count (and are left alone): a waiting click must
        not make a ``repeat until keypressed`` loop spin without time passing.
        A power-off is noticed in the wait, where the replay notices it too.
        """
        if len(self.keyboard):
            return True
        clicks_waiting = self.mouse.has_events()
        self._wait(self.now_ns() + NS_PER_MS, for_input=not clicks_waiting)
        return len(self.keyboard) > 0

    def flush_input(self) -> None:
        """Throw away type-ahead keys and pending clicks.

        The driver is told what went: a person's type-ahead is simply lost, as
        on the PC, but a key script gets its step back (see ``retro.headless``).
        A flush is a checkpoint: live input waiting in the inbox is handed over first.
        """
        self.checkpoints += 1
        if self.driver is not None:
            self.driver.flushing()
        keys: list[Key] = []
        while (key := self.keyboard.pop()) is not None:
            keys.append(key)
        presses: list[MouseEvent] = []
        while (event := self.mouse.next_event()) is not None:
            if event.kind == "press":
                presses.append(event)
        if (keys or presses) and self.driver is not None:
            self.driver.input_flushed(keys, presses)

    def post_key(self, key: Key) -> None:
        """Called by a front end when a key is struck."""
        self._post(key)

    def post_mouse(self, kind: str, col: int, row: int, button: int = 0) -> None:
        """Called by a front end for a mouse move, press or release on a cell."""
        self._post(MouseEvent(kind, button if kind != "move" else -1, col, row))

    def post_request(self, request: Callable[[Machine], None]) -> None:
        """Live: run ``request(machine)`` on the program's thread at its next checkpoint,
        where the screen is whole and the log up to date (keeping a replay mid-game).
        Headless, where nothing else runs, it runs at once."""
        self._post(request)

    def _post(self, item: Event | Callable[[Machine], None]) -> None:
        with self.input_ready:
            if self.inbox is not None:
                self.inbox.append(item)
            elif callable(item):
                item(self)
            else:
                self.deliver(item)
            self.input_ready.notify_all()

    def deliver(self, event: Event) -> None:
        """Put one input into the BIOS buffers now, and log it for the replay.

        Only the program's thread delivers (live, the driver empties the inbox at a
        checkpoint), so where an input arrives is fixed by the run, not by a race.
        """
        self.input_log.add(self.checkpoints, self.clock.now_ns(), event)
        if isinstance(event, Key):
            self.keyboard.push(event)
        elif event.kind == "press":
            self.mouse.press(event.button, event.col, event.row)
        elif event.kind == "release":
            self.mouse.release(event.button, event.col, event.row)
        else:
            self.mouse.move_to(event.col, event.row)

    def post_step(self, step: Step) -> None:
        """Deliver one scripted key, click or mouse move (other steps carry no input)."""
        if step.kind == "key" and step.key is not None:
            self.post_key(step.key)
        elif step.kind in ("click", "move"):
            self.post_mouse("move", step.col, step.row)
            if step.kind == "click":
                self.post_mouse("press", step.col, step.row, step.button)
                self.post_mouse("release", step.col, step.row, step.button)

    def has_input(self) -> bool:
        """Whether a key or a mouse event is waiting."""
        return len(self.keyboard) > 0 or self.mouse.has_events()

    # --- sound ----------------------------------------------------------------
    def sound(self, hz: float) -> None:
        """Start a tone that lasts until ``nosound`` (Turbo Pascal ``Sound``)."""
        if self.sound_enabled:
            self.speaker.sound(hz)

    def nosound(self) -> None:
        """Stop the speaker and any music still queued."""
        self.speaker.nosound()

    def tone(self, hz: float, ms: float) -> None:
        """``Sound(hz); Delay(ms); NoSound`` — the classic blocking beep."""
        self.sound(hz)
        self.delay(ms)
        self.nosound()

    def beep(self) -> None:
        """BASIC's BEEP: 800 Hz for a quarter of a second, waiting for it."""
        self._queue(beep_notes(), background=False)

    def sound_for_ticks(self, hz: float, ticks: float) -> None:
        """BASIC's ``SOUND freq, ticks`` (18.2 ticks a second); queued, not waited for."""
        notes = sound_statement_notes(hz, ticks)
        if not notes:
            self.nosound()
            return
        self._queue(notes, background=True)

    def play(self, macro: str, background: bool | None = None) -> None:
        """Play a BASIC ``PLAY`` string; waits unless it says MB (or background=True).

        Raises ``PlayError`` naming the position of a malformed command.
        """
        notes = parse_play(macro, self.play_state)
        bg = self.play_state.background if background is None else background
        self._queue(notes, background=bg)

    def music_playing(self) -> bool:
        """Whether queued notes are still sounding."""
        return self.speaker.busy_until_ns > self.now_ns()

    def _queue(self, notes: list[Note], background: bool) -> None:
        if not self.sound_enabled:
            return
        end = self.speaker.schedule(notes)
        if not background:
            self._wait(end, for_input=False)

    def _overflow_beep(self) -> None:
        self.speaker.schedule(beep_notes())

    # --- power and waiting ------------------------------------------------------
    def power_off(self) -> None:
        """Switch off: the program's next (or current) wait raises ``PowerOff``."""
        with self.input_ready:
            self.powered = False
            self.input_ready.notify_all()

    def _check_power(self) -> None:
        if not self.powered:
            self.input_log.ended(self.checkpoints, self.clock.now_ns(), POWER_OFF,
                                 self.screen.snapshot())
            raise PowerOff

    def _notify_input_wait(self) -> None:
        if self.on_input_wait is not None:
            self.on_input_wait(self)

    def _wait(self, deadline_ns: int | None, for_input: bool) -> None:
        self.checkpoints += 1
        self._check_power()
        if self.driver is None:
            raise RuntimeError("this machine has no driver: run it headless or in a window")
        self.driver.wait(deadline_ns, for_input)
        self._check_power()
