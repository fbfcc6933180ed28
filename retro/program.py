"""The one entry point every program on the virtual PC uses.

``run_program(main, prog="sixtysix", ...)`` parses the command line (the
DOS letters and the modern flags), then runs ``main(machine)`` in a window,
in the terminal with ``--terminal``, or headless on the virtual clock with ``--headless``
(``TOMMYS_FRONTEND`` picks one when no flag does). It returns the exit
status: 0 fine, 1 the program failed, 2 bad command line or no display.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from retro.clock import NS_PER_S
from retro.errors import RetroError
from retro.headless import run_headless
from retro.machine import Machine
from retro.options import CAST_SUFFIX, parse_options
from retro.recording import Recorder, write_animation
from retro.recording.cast import cast_of
from retro.screenshot import save_and_tell
from retro.script import Script
from retro.storage import DATA_ENV, write_and_report

Program = Callable[[Machine], object]


def _fresh_seed() -> int:
    """A seed for a run nobody asked to repeat (printed, so it can be)."""
    return int.from_bytes(os.urandom(4), "big") & 0x7FFFFFFF


@contextmanager
def scripted_data_folder() -> Iterator[None]:
    """A fresh, empty data folder for a run fixed by (seed, keys), so that remembered
    settings cannot leak in; the one named by the environment when there is one."""
    if os.environ.get(DATA_ENV):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="tommys-headless-") as fresh:
        os.environ[DATA_ENV] = fresh
        try:
            yield
        finally:
            del os.environ[DATA_ENV]


def run_program(program: Program, argv: Sequence[str] | None = None, *, prog: str,
                description: str, title: str | None = None, letters: str = "SMCD*",
                sound_starts_on: bool = True) -> int:
    """Parse ``argv`` and run ``program``; return the process exit status.

    ``letters`` are the DOS letters the program takes and ``sound_starts_on``
    says which way ``S`` turns the sound (see ``retro.options``).
    """
    options = parse_options(argv, prog, description, letters, sound_starts_on)
    seed = options.seed if options.seed is not None else _fresh_seed()
    try:
        script = Script.parse(options.keys or "")
    except RetroError as err:
        print(f"{prog}: {err}", file=sys.stderr)
        return 2
    if options.terminal:
        from retro.terminal.runner import run_terminal

        if not script.steps:
            return run_terminal(program, options, title or prog.upper(), seed)
        with scripted_data_folder():
            return run_terminal(program, options, title or prog.upper(), seed, script)
    if not options.headless:
        from retro.frontend.runner import run_window

        return run_window(program, options, title or prog.upper(), seed, script)
    recorder = Recorder() if options.record else None
    with scripted_data_folder():
        result = run_headless(program, seed=seed, script=script, options=options,
                              max_seconds=options.max_seconds,
                              on_time_moves=recorder.look if recorder else None)
    if recorder is not None:
        recorder.look(result.machine, result.screen)  # the screen the run ended on
    if recorder is not None and options.record and \
            not save_recording(prog, Path(options.record), recorder, result.machine.now_ns()):
        return 2
    if options.screenshot:
        out = Path(options.screenshot)
        shots = {"": result.screen} | {f"-{name}": snap for name, snap in result.shots.items()}
        for suffix, snap in shots.items():
            if not save_and_tell(prog, out.with_name(out.stem + suffix + out.suffix), snap):
                return 2
    print(f"{prog}: ended ({result.ended_by}) after {result.elapsed_ms} ms of machine time, "
          f"seed {seed}")
    return 1 if result.ended_by == "time limit" else 0


def save_recording(prog: str, path: Path, recorder: Recorder, end_ns: int) -> bool:
    """``--record``: write the run's frames (and beside an animation its sound) to
    ``path``, and say so, or why not."""
    frames = recorder.frames(end_ns)
    seconds = f"{end_ns / NS_PER_S:.1f} s"

    def write() -> str:
        if path.suffix.lower() == CAST_SUFFIX:
            cast_of(frames).write(path)
            return f"({seconds})"
        count = write_animation(path, frames)
        sound = path.with_suffix(".wav")
        recorder.tape.write_wav(sound, frames[0].start_ns, end_ns)
        return f"({count} frames, {seconds}) and its sound to {sound.name}"

    return write_and_report(prog, "recording", path, write)
