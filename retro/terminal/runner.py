"""Run a program in a text terminal: over SSH, in a Linux console, in tmux, without OpenGL.

The program runs on its own thread against a real clock, exactly as in the window
(``LiveDriver``); the main thread owns the terminal. It waits on the keyboard with
a deadline (the next VGA frame while anything blinks, the lone-Esc timeout, a
quarter second otherwise), turns the bytes into BIOS keys and mouse events
(``retro.terminal.input``), and repaints only what changed (``picture``). The
terminal is given back on every way out (``session``): when the program returns
(F7), when it fails, and on SIGTERM and SIGHUP, which power the machine off so that
a game keeps its position as it unwinds, as when the window is closed.

With ``--keys`` the run is the scripted run ``--headless`` makes, on the virtual clock
and fixed by (seed, keys), shown in the terminal as it goes and ended when the script
is used up: a whole game by keys takes seconds, and its last screen is the headless one.
Keys and clicks typed meanwhile are not the script's and are left out (Ctrl+F5 works).

Sound goes to the machine's sound device as in the window; without one the run is
silent and says so once, in the title and after the terminal is given back.
Ctrl+F5 saves the exact screen (PNG and .BIN) as the window does, and
``--screenshot`` saves the last screen when the program ends. Ctrl+F7 keeps the
replay of the run so far, and ``--keep-replay`` (or ``--record``) the whole run's.
"""

from __future__ import annotations

import os
import select
import signal
import sys
import threading
import time
import traceback
from collections import deque
from collections.abc import Callable
from pathlib import Path
from types import FrameType

from retro.bios import Key
from retro.caption import Caption
from retro.clock import PacedClock
from retro.errors import InputExhausted, PowerOff, VirtualTimeLimit
from retro.frontend.audio import LiveAudio
from retro.headless import make_headless_machine
from retro.live import LiveDriver
from retro.machine import Machine
from retro.options import Options
from retro.recording.cast import Cast
from retro.replay.play import Keeper, LiveKeeping, replay_paths
from retro.screenshot import save_and_tell, save_screenshot
from retro.script import Script
from retro.storage import data_dir, why_not, write_and_report
from retro.terminal.input import Chord, MouseReport, TerminalInput
from retro.terminal.picture import Picture, TerminalPicture, origin_for
from retro.terminal.session import TerminalSession
from retro.textmode import ScreenSnapshot
from retro.textmode.ansi import colour_depth
from retro.textmode.timing import FRAME_HZ, blink_phases

Program = Callable[[Machine], object]
SAVE_TIME_S = 5.0
"""How long a run waits for its program to finish after power-off (a game saves)."""
IDLE_WAIT_S = 0.25
"""The longest wait for a key when nothing blinks: the program's own changes show
within it (the program thread does not wake this one)."""
CHANGE_WAIT_S = 1 / FRAME_HZ
"""How soon a change the program makes is sent: once a VGA frame."""
READ_BYTES = 4096


class TerminalRun:
    """One program shown in one terminal."""

    def __init__(self, machine: Machine, session: TerminalSession, title: str) -> None:
        self.machine = machine
        self.session = session
        self.title = title
        self.picture = TerminalPicture(colour_depth(dict(os.environ)))
        self.keys = TerminalInput()
        self.caption = Caption()
        self.shown_title = ""
        self.started = time.monotonic()
        self.resized = True
        self.last: ScreenSnapshot | None = None
        """The screen a scripted run ended on (the script used up), shown to the end."""
        self.notes: list[str] = []
        """What to tell the person after the terminal is given back (silence, shots)."""
        self.mouse_seen = False
        """Whether the terminal has reported the mouse: until it does, the text-mode mouse
        cursor is not drawn, since a terminal that never reports cannot move it."""
        self.audio: LiveAudio | None = None
        """The live speaker, silenced while the game waits for a larger terminal."""
        self.cast: Cast | None = None
        """``--record OUT.cast``: what this run writes to the terminal, as it goes."""
        self.silence = ""
        """Why there is no sound, held back while the sound is off (``--no-sound``) and
        said once the program sounds the speaker after all."""
        self.on_keep: Callable[[], None] | None = None
        """Ctrl+F7: keep the replay of the run so far (a live run only)."""
        self.said: deque[str] = deque()
        """Notes from the program's thread (a kept replay), shown at the next repaint."""

    # --- what the terminal shows -------------------------------------------------------
    def now_picture(self) -> Picture:
        snap = self.last or self.machine.screen.snapshot()
        shown = snap.with_data(self.machine.mouse.overlay(snap.data)) if self.mouse_seen \
            else snap
        text_on = blink_phases(self.frame())[0] or not snap.has_blinking_cells()
        return Picture(shown, text_on, self.session.size())

    def frame(self) -> int:
        return int((time.monotonic() - self.started) * FRAME_HZ)

    def repaint(self) -> None:
        if self.resized:
            self.resized = False
            self.picture.forget()
            if self.cast is not None and self.cast.events:
                self.cast.resize(time.monotonic() - self.started, *self.session.size())
        picture = self.now_picture()
        self.hold_while_hidden(origin_for(picture.size) is None)
        text = self.picture.update(picture, cursor_shown=True)
        if text:
            self.session.write(text)
            if self.cast is not None:
                self.cast.output(time.monotonic() - self.started, text)
        while self.said:
            self.note(self.said.popleft())
        if self.silence and self.machine.speaker.tone_hz is not None:
            self.note(self.silence)
            self.silence = ""
        self.show_title()

    def hold_while_hidden(self, hidden: bool) -> None:
        """A terminal too small to show the screen stops the machine's time, so the game
        waits for the person (keys are not taken meanwhile); a scripted run goes on."""
        clock = self.machine.clock
        if isinstance(clock, PacedClock):
            if hidden:
                clock.pause()
            else:
                clock.resume()
            if self.audio is not None:
                self.audio.enabled = not hidden  # a held note must not sound on meanwhile

    def show_title(self) -> None:
        text = self.caption.text(self.machine.title or self.title, time.monotonic())
        if text != self.shown_title:
            self.shown_title = text
            self.session.title(text)

    def note(self, text: str) -> None:
        """A few seconds of ``text`` in the terminal's title, and again after the run."""
        self.caption.note(text, time.monotonic())
        self.notes.append(text)

    # --- input ---------------------------------------------------------------------------
    def wait_for_input(self) -> bytes:
        """Bytes from the keyboard, or b'' when the deadline passed first."""
        deadline = CHANGE_WAIT_S
        due = self.keys.due_s(time.monotonic())
        if due is not None:
            deadline = min(deadline, max(due, 0.0))
        ready, _, _ = select.select([self.session.fd_in], [], [], deadline)
        if not ready:
            return b""
        data = os.read(self.session.fd_in, READ_BYTES)
        if not data:
            raise EOFError("the terminal closed")
        return data

    def take_input(self, data: bytes) -> None:
        now = time.monotonic()
        events = self.keys.feed(data, now) if data else []
        events += self.keys.expire(now)
        origin = origin_for(self.session.size())
        for event in events:
            if origin is None:
                continue  # the screen is not shown: the game waits for the person
            if self.machine.inbox is None and not isinstance(event, Chord):
                continue  # a --keys run takes its input from the script alone
            if isinstance(event, Key):
                self.machine.post_key(event)
            elif isinstance(event, MouseReport):
                self.mouse_seen = True
                self.post_mouse(event, origin)
            elif isinstance(event, Chord) and event.name == "screenshot":
                self.save_screenshot()
            elif isinstance(event, Chord) and event.name == "keep replay" and self.on_keep:
                self.on_keep()

    def post_mouse(self, report: MouseReport, origin: tuple[int, int]) -> None:
        col, row = report.col - origin[0], report.row - origin[1]
        if not (0 <= col < 80 and 0 <= row < 25):
            return  # on the frame: the window ignores the border too
        if report.kind != "release" and (col, row) != self.machine.mouse.position:
            self.machine.post_mouse("move", col, row)
        if report.kind in ("press", "release"):
            self.machine.post_mouse(report.kind, col, row, report.button)

    def save_screenshot(self) -> None:
        """Ctrl+F5: the exact screen as PNG, .BIN, .ANS and .TXT, as the window saves it."""
        picture = self.now_picture()
        _, cursor_on = blink_phases(self.frame())
        try:
            png = save_screenshot(picture.snap, data_dir() / "screenshots", picture.text_on,
                                  cursor_on)
        except OSError as err:
            self.note(f"screenshot NOT saved: {why_not(err)}")
            return
        self.note(f"saved {png}")

    # --- the loop ------------------------------------------------------------------------
    def run(self, worker: threading.Thread) -> None:
        while worker.is_alive() and self.machine.powered:
            self.repaint()
            self.take_input(self.wait_for_input())


def run_terminal(program: Program, options: Options, title: str, seed: int,
                 script: Script | None = None, *, prog: str = "") -> int:
    """Show ``program`` in the terminal on stdin/stdout until it ends; the exit status."""
    if not (os.isatty(sys.stdin.fileno()) and os.isatty(sys.stdout.fileno())):
        print(f"{title}: --terminal needs a terminal on stdin and stdout; "
              "try --headless to run without one", file=sys.stderr)
        return 2
    scripted = script is not None and bool(script.steps)
    if scripted:
        machine, driver = make_headless_machine(seed, script, options, options.max_seconds)
    else:
        machine = Machine(PacedClock(), options, seed=seed)
        machine.driver = LiveDriver(machine)
    session = TerminalSession(sys.stdin.fileno(), sys.stdout.buffer, mouse=options.mouse)
    run = TerminalRun(machine, session, title)
    keeping = LiveKeeping(machine, Keeper(prog or title.lower(), program, seed, options),
                          run.said.append, replay_paths(prog or title.lower(), options))
    if not scripted:
        run.on_keep = keeping.keep_now
    if options.record:
        run.cast = Cast(*session.size())
    audio = _start_sound(machine, run, options.sound is not False)
    run.audio = audio
    failure: list[str] = []
    ended: list[ScreenSnapshot] = []
    returned: list[bool] = []

    def program_thread() -> None:
        try:
            program(machine)
            returned.append(True)
        except (InputExhausted, VirtualTimeLimit):
            ended.append(driver.last_screen or machine.screen.snapshot())
        except PowerOff:
            pass
        except BaseException:  # reported once the terminal is back, never swallowed
            failure.append(traceback.format_exc())

    def power_off(signum: int, frame: FrameType | None) -> None:
        machine.power_off()

    def resized(signum: int, frame: FrameType | None) -> None:
        run.resized = True

    worker = threading.Thread(target=program_thread, name="program", daemon=True)
    old_handlers = {sig: signal.signal(sig, handler) for sig, handler in
                    ((signal.SIGTERM, power_off), (signal.SIGHUP, power_off),
                     (signal.SIGWINCH, resized))}
    try:
        session.enter()
        worker.start()
        run.run(worker)
        run.last = ended[0] if ended else None
        run.repaint()
    except (EOFError, OSError):
        pass  # the terminal went away (a dropped link): the game is kept below
    finally:
        last = run.last or machine.screen.snapshot()
        machine.power_off()
        worker.join(timeout=SAVE_TIME_S)
        keeping.tell = run.notes.append
        keeping.finish(bool(returned), last, still_running=worker.is_alive())
        session.restore()
        for sig, handler in old_handlers.items():
            signal.signal(sig, handler)
        audio.stop()
    cast_kept = run.cast is None or not options.record or \
        _save_cast(title, run.cast, Path(options.record))
    status = _report(title, options, last, run.notes, failure)
    return status if cast_kept else max(status, 2)  # a lost cast: said, and still told


def _start_sound(machine: Machine, run: TerminalRun, sound_on: bool) -> LiveAudio:
    """The live speaker, as in the window; silent (said once) with no sound device, and
    with the sound off, said only if the program sounds the speaker after all (F1)."""

    def report(text: str) -> None:
        if sound_on:
            run.note(text)
        else:
            run.silence = text

    audio = LiveAudio(machine.speaker, machine.clock.now_ns, report=report)
    if audio.start():
        audio.wait_until_flowing(timeout_s=1.5)
    return audio


def _report(title: str, options: Options, last: ScreenSnapshot, notes: list[str],
            failure: list[str]) -> int:
    """After the terminal is back: what happened, the --screenshot, the exit status."""
    for text in dict.fromkeys(notes):
        print(f"{title}: {text}", file=sys.stderr)
    if options.screenshot and not save_and_tell(title, Path(options.screenshot), last):
        return 2
    if failure:
        print(f"{title}: the program failed:\n{failure[0]}", file=sys.stderr)
        return 1
    return 0


def _save_cast(title: str, cast: Cast, path: Path) -> bool:
    """``--record OUT.cast``: write what the terminal was sent, and say so or why not."""

    def write() -> str:
        cast.write(path)
        return f"({cast.events[-1][0] if cast.events else 0.0:.1f} s)"

    return write_and_report(title, "recording", path, write)
