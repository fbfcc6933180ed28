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
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path

from retro.errors import RetroError
from retro.headless import RunResult, run_headless
from retro.machine import Machine
from retro.options import parse_options
from retro.recording import Recorder
from retro.recording.saving import save_recording
from retro.replay.play import Keeper, final_log, kept_path, replay_folder, replay_paths
from retro.screenshot import save_and_tell
from retro.script import Script
from retro.storage import DATA_ENV, fresh_data_folder, why_not, write_and_report

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
    with fresh_data_folder("tommys-headless-"):
        yield


def run_program(program: Program, argv: Sequence[str] | None = None, *, prog: str,
                description: str, title: str | None = None, letters: str = "SMCD*",
                sound_starts_on: bool = True) -> int:
    """Parse ``argv`` and run ``program``; return the process exit status.

    ``letters`` are the DOS letters the program takes and ``sound_starts_on``
    says which way ``S`` turns the sound (see ``retro.options``).
    """
    options = parse_options(argv, prog, description, letters, sound_starts_on)
    if options.replay is not None:
        from retro.replay.command import play_replay

        return play_replay(program, options, prog, title or prog.upper())
    if options.keep_replay == "":  # the person's data folder, not a scripted run's own
        try:
            options = replace(options, keep_replay=str(replay_folder()))
        except OSError as err:
            print(f"{prog}: no folder for replays: {why_not(err)}", file=sys.stderr)
            return 2
    seed = options.seed if options.seed is not None else _fresh_seed()
    try:
        script = Script.parse(options.keys or "")
    except RetroError as err:
        print(f"{prog}: {err}", file=sys.stderr)
        return 2
    if options.terminal:
        from retro.terminal.runner import run_terminal

        if not script.steps:
            return run_terminal(program, options, title or prog.upper(), seed, prog=prog)
        with scripted_data_folder():
            return run_terminal(program, options, title or prog.upper(), seed, script,
                                prog=prog)
    if not options.headless:
        from retro.frontend.runner import run_window

        return run_window(program, options, title or prog.upper(), seed, script, prog=prog)
    recorder = Recorder() if options.record else None
    with scripted_data_folder():
        keeper = Keeper(prog, program, seed, options)
        result = run_headless(program, seed=seed, script=script, options=options,
                              max_seconds=options.max_seconds,
                              on_time_moves=recorder.look if recorder else None)
    if recorder is not None:
        recorder.look(result.machine, result.screen)  # the screen the run ended on
    if recorder is not None and options.record and \
            not save_recording(prog, Path(options.record), recorder, result.machine.now_ns()):
        return 2
    if not keep_replays(prog, replay_paths(prog, options), keeper, result):
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


def keep_replays(prog: str, paths: list[Path], keeper: Keeper, result: RunResult) -> bool:
    """Write the headless run's replay where it is asked for; whether all were written."""
    if not paths:
        return True
    log = final_log(result.machine, result.ended_by == "return", result.screen)
    wheres = [kept_path(prog, path) for path in paths]
    return all(write_and_report(prog, "replay", where, partial(keeper.write, where, log))
               for where in wheres)
