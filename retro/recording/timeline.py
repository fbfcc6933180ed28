"""What the screen showed and when: the pictures of a run on the machine's clock.

A headless run changes the screen in no time at all and then lets virtual time pass
(``HeadlessDriver.wait``); what a VGA shows during that time is the screen as it
stands at that moment. So the recorder looks at the screen, with the mouse cursor
drawn in, each time the clock is about to move, and keeps it when it differs from the
last. A screen with blinking cells, or a visible cursor, also changes with the blink
phases (16 and 8 VGA frames, ``textmode.timing``), so ``frames`` splits its time at
those phase changes: every frame is one exact picture with its start and end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from retro.clock import NS_PER_S
from retro.machine import Machine
from retro.recording.sound import SpeakerTape
from retro.textmode import ScreenSnapshot
from retro.textmode.timing import CURSOR_BLINK_FRAMES, FRAME_HZ, TEXT_BLINK_FRAMES, blink_phases


@dataclass(frozen=True)
class Frame:
    """One picture as a VGA shows it, from ``start_ns`` to ``end_ns`` of machine time."""

    snap: ScreenSnapshot
    text_on: bool
    """The blink phase: blinking text shows (True) or not."""
    cursor_on: bool
    """The cursor phase: the cursor is drawn (only if the snapshot's cursor is visible)."""
    start_ns: int
    end_ns: int


class Recorder:
    """Collects the pictures of one run; ``frames`` gives them split into exact frames."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, ScreenSnapshot]] = []
        self.tape = SpeakerTape()
        """The speaker's part, for the WAV beside the pictures."""
        self.looked: tuple[object, ...] = ()
        """What the last picture was made from (the screen's generation, the mouse)."""

    def look(self, machine: Machine, snap: ScreenSnapshot | None = None) -> None:
        """Note the screen (or ``snap``) as the VGA would show it from now on: time is
        about to move, or the run has ended on it."""
        self.tape.look(machine.speaker)
        key = (machine.screen.generation, machine.mouse.position, machine.mouse.visible)
        if snap is None and key == self.looked:
            return  # nothing the picture depends on has changed since the last look
        self.looked = key
        snap = snap or machine.screen.snapshot()
        shown = snap.with_data(machine.mouse.overlay(snap.data))
        now = machine.now_ns()
        if self.seen and self.seen[-1][1] == shown:
            return
        if self.seen and self.seen[-1][0] == now:
            self.seen.pop()  # changed again before any time passed: never shown
            if self.seen and self.seen[-1][1] == shown:
                return
        self.seen.append((now, shown))

    def frames(self, end_ns: int) -> list[Frame]:
        """Every exact frame from the first picture until ``end_ns``, equal neighbours
        joined; the last lasts no time when the run ended on a new screen (an animation
        cannot show it, a cast does)."""
        frames: list[Frame] = []
        for index, (start, snap) in enumerate(self.seen):
            end = self.seen[index + 1][0] if index + 1 < len(self.seen) else end_ns
            for frame in _phases(snap, start, end):
                if frames and _same_look(frames[-1], frame):
                    frames[-1] = Frame(frame.snap, frame.text_on, frame.cursor_on,
                                       frames[-1].start_ns, frame.end_ns)
                else:
                    frames.append(frame)
        return frames


def _same_look(a: Frame, b: Frame) -> bool:
    return (a.snap, a.text_on, a.cursor_on) == (b.snap, b.text_on, b.cursor_on)


def frame_start_ns(number: int) -> int:
    """When VGA frame ``number`` begins, in machine nanoseconds."""
    return math.ceil(number * NS_PER_S / FRAME_HZ)


def frame_at(t_ns: int) -> int:
    """The number of the VGA frame showing at ``t_ns``."""
    number = int(t_ns * FRAME_HZ // NS_PER_S)
    while frame_start_ns(number + 1) <= t_ns:  # float rounding at a boundary
        number += 1
    while number and frame_start_ns(number) > t_ns:
        number -= 1
    return number


def _phases(snap: ScreenSnapshot, start: int, end: int) -> list[Frame]:
    """``snap`` from ``start`` to ``end`` split where its look changes with the blink."""
    if end <= start:  # the screen a run ended on: it shows for no time at all
        return [Frame(snap, True, False, start, start)]
    blinking = snap.has_blinking_cells()
    step = CURSOR_BLINK_FRAMES if snap.cursor_visible else TEXT_BLINK_FRAMES if blinking else 0
    if not step:
        return [Frame(snap, True, False, start, end)]
    frames = []
    number = frame_at(start)
    at = start
    while at < end:
        following = frame_start_ns((number // step + 1) * step)
        text_on, cursor_on = blink_phases(number)
        frames.append(Frame(snap, text_on or not blinking, cursor_on and snap.cursor_visible,
                            at, min(following, end)))  # a phase that changes nothing: one frame
        at = following
        number = (number // step + 1) * step
    return frames
