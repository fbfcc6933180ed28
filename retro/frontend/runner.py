"""Run a program in a real window: pyglet on the main thread, the program on its own.

The program thread blocks in the machine's waits; the window thread posts
input and redraws. When the program returns the window closes; when the
window closes (or SIGTERM or SIGHUP comes) the machine powers off and the program's next wait raises
``PowerOff``. A program's exception is printed with its traceback and turns
into exit status 1, never swallowed.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

from retro.clock import PacedClock, RealClock
from retro.errors import PowerOff
from retro.live import LiveDriver, feed_script
from retro.machine import Machine
from retro.options import Options
from retro.replay.driver import ReplayDriver, ReplayParted
from retro.replay.file import Replay, write_replay
from retro.replay.pace import ReplayPace
from retro.replay.play import (
    BESIDE_SUFFIX,
    REPLAY_TEMP,
    Keeper,
    LiveKeeping,
    replay_paths,
)
from retro.script import Script
from retro.storage import data_dir, fresh_data_folder, why_not

Program = Callable[[Machine], object]
if TYPE_CHECKING:  # only the names: pyglet is imported when a window opens
    from retro.frontend.audio import LiveAudio
    from retro.frontend.window import ScreenWindow
SAVE_TIME_S = 5.0
"""How long a closed window waits for its program to finish: the program's next wait
raises PowerOff, and a game that keeps its position between runs saves on the way out."""


def _which_display() -> str:
    """Which display failed, in the user's terms: pyglet's own message names ``None``."""
    name = os.environ.get("DISPLAY")
    return f"DISPLAY={name} could not be opened" if name else "DISPLAY is not set"


def run_window(program: Program, options: Options, title: str, seed: int,
               script: Script | None = None, *, prog: str = "",
               replay: Replay | None = None) -> int:
    """Show ``program`` in a window until it ends or the window is closed; with
    ``replay``, play that back at its own pace instead of taking the person's input."""
    import pyglet

    pyglet.options["shadow_window"] = False
    pyglet.options["debug_gl"] = False

    from retro.frontend.audio import LiveAudio
    from retro.frontend.window import ScreenWindow

    screenshots = None
    if replay is not None:  # the person's folder, not the replay's own
        with contextlib.suppress(OSError):
            screenshots = data_dir() / "screenshots"
    with fresh_data_folder(REPLAY_TEMP, replay.files) if replay else contextlib.nullcontext():
        machine = Machine(PacedClock(), options, seed=seed)
        try:
            window = ScreenWindow(machine, title, options.scale, options.aspect,
                                  options.fullscreen, screenshots)
        except Exception as err:  # pyglet raises a per-platform NoSuchDisplayException
            if type(err).__name__ != "NoSuchDisplayException":
                raise
            print(f"{title}: no display to open a window on ({_which_display()}); "
                  "try --headless", file=sys.stderr)
            return 2
        audio = LiveAudio(machine.speaker, machine.clock.now_ns)
        if replay is None:
            machine.driver = LiveDriver(machine)
            keeping = LiveKeeping(machine, Keeper(prog or title.lower(), program, seed, options),
                                  window.said.append, replay_paths(prog, options))
            window.on_keep = keeping.keep_now
            window.recordings.beside = keeping.beside
            pace = None
        else:
            pace = ReplayPace(machine)
            machine.driver = ReplayDriver(machine, replay.log, pace.advance, pace.hold_at_end)
            window.replay_keys, window.replay_mark = pace.act, lambda: pace.mark
            window.on_keep = lambda: window.said.append("this is a replay: it is kept already")
            window.recordings.beside = partial(_copy_replay, replay, window.said.append)
            pace.on_change = lambda on: setattr(audio, "enabled", on)
            keeping = None
        if audio.start():
            audio.wait_until_flowing(timeout_s=1.5)  # else the opening tune loses its start
        return _show(program, machine, window, audio, title, script, keeping, pace)


def _show(program: Program, machine: Machine, window: ScreenWindow, audio: LiveAudio,
          title: str, script: Script | None, keeping: LiveKeeping | None,
          pace: ReplayPace | None) -> int:
    """Run the program's thread while pyglet runs the window; the exit status."""
    import pyglet

    failure: list[str] = []
    returned: list[bool] = []

    def program_thread() -> None:
        try:
            program(machine)
            returned.append(True)
        except PowerOff:
            pass
        except ReplayParted as parted:
            print(f"{title}: the replay cannot go on: {parted}", file=sys.stderr)
            if pace is not None:
                pace.ended = "PARTED FROM THE PROGRAM"
                pace.hold()
        except BaseException:  # reported on the main thread, never swallowed
            failure.append(traceback.format_exc())
        if returned and pace is not None:  # the last screen stays until the window closes
            driver = machine.driver
            assert isinstance(driver, ReplayDriver)
            driver.returned()
            pace.hold_at_end(bool(driver.arrived))

    worker = threading.Thread(target=program_thread, name="program", daemon=True)

    def close_when_done(win: ScreenWindow) -> None:
        if not worker.is_alive() and not win.has_exit:
            win.has_exit = True
            win.close()
            pyglet.app.exit()

    def switch_off(signum: int, frame: FrameType | None) -> None:
        machine.power_off()  # as closing the window: the game is kept, and the replay
        pyglet.app.exit()

    window.on_frame = close_when_done
    worker.start()
    if script is not None and script.steps:
        threading.Thread(target=feed_script, args=(machine, script), daemon=True).start()
    old_handlers = {sig: signal.signal(sig, switch_off) for sig in (signal.SIGTERM,
                                                                   signal.SIGHUP)}
    try:
        pyglet.app.run(None)
    finally:
        for sig, handler in old_handlers.items():
            signal.signal(sig, handler)
        machine.power_off()
        worker.join(timeout=SAVE_TIME_S)  # a program may save as its PowerOff unwinds
        audio.stop()
        if keeping is not None:
            keeping.tell = _print_note
            keeping.finish(bool(returned), still_running=worker.is_alive())
    if failure:
        print(f"{title}: the program failed:\n{failure[0]}", file=sys.stderr)
        return 1
    driver = machine.driver
    if isinstance(driver, ReplayDriver) and driver.arrived is False:
        return 1  # a replay that parted, or ended elsewhere than the original did
    return 0


def _copy_replay(replay: Replay, tell: Callable[[str], None], recording: Path) -> None:
    """A recording made while a replay plays: that replay goes beside it."""
    try:
        write_replay(recording.with_suffix(BESIDE_SUFFIX), replay)
    except OSError as err:
        tell(f"replay NOT kept: {why_not(err)}")


def _print_note(text: str) -> None:
    print(text, flush=True)


def measure_frame_rate(scale: int, seconds: float, *, busy: bool, uncapped: bool,
                       warmup: float = 0.5, seed: int = 1,
                       finish: bool = False) -> dict[str, float]:
    """Frames a real window draws per second, for ``python -m retro.bench``.

    ``busy``: every cell gets a new random character and attribute before
    every frame (the worst case, a program rewriting the whole screen all
    the time). Otherwise the screen holds still, cursor hidden and nothing
    blinking, so any redraw is wasted work. ``uncapped`` ticks as fast as
    pyglet can instead of at the VGA's 70 Hz. ``finish`` calls ``glFinish``
    after every frame, so no GL work can be left undone. Counting starts
    ``warmup`` seconds after the window opens, past the first frame.
    """
    import random
    import tempfile
    from pathlib import Path

    import pyglet

    pyglet.options["shadow_window"] = False
    pyglet.options["debug_gl"] = False
    from pyglet import gl

    from retro.frontend.window import ScreenWindow
    from retro.textmode import ScreenSnapshot

    machine = Machine(RealClock(), Options(), seed=seed)
    machine.screen.cursor_visible = False
    rng = random.Random(seed)
    screens = [ScreenSnapshot.from_bin(rng.randbytes(4000), cursor_visible=False)
               for _ in range(64)]
    if not busy:
        for row in range(25):
            machine.screen.write(0, row, f"{row:02d} a still screen: nothing blinks " * 3, 0x1F)
    window = ScreenWindow(machine, "retro.bench", scale, False, False,
                          Path(tempfile.gettempdir()), uncapped=uncapped)
    counts = {"draws": 0}

    def count_draw() -> None:
        counts["draws"] += 1

    window.push_handlers(on_draw=count_draw)

    def next_frame(win: ScreenWindow) -> None:
        if busy:
            machine.screen.load(screens[win.frames_drawn % len(screens)])
        if finish:
            gl.glFinish()

    window.on_frame = next_frame
    marks: list[tuple[int, int, int, float]] = []

    def mark(_dt: float) -> None:
        marks.append((machine.clock.now_ns(), window.frames_drawn, counts["draws"],
                       time.process_time()))
        if len(marks) == 2:
            window.close()
            pyglet.app.exit()

    pyglet.clock.schedule_once(mark, warmup)
    pyglet.clock.schedule_once(mark, warmup + seconds)
    pyglet.app.run(None)
    (t0, f0, d0, c0), (t1, f1, d1, c1) = marks
    elapsed = (t1 - t0) / 1e9
    frames = f1 - f0
    return {"seconds": elapsed, "frames": frames, "fps": frames / elapsed,
            "draws_per_s": (d1 - d0) / elapsed, "cpu_percent": 100 * (c1 - c0) / elapsed}
