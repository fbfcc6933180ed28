"""``--replay FILE``: play a replay back, in the window or headless, and say how it went.

A replay written by another version of the collection (its code digest differs) is
said to be so, and played only if it is safe: this version plays it first, silently,
on the virtual clock, and it must take every input where the original did and end on
the original's last screen. The check runs 40-200 times faster than the play did.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from retro.machine import Machine
from retro.options import Options
from retro.recording import Recorder
from retro.recording.saving import save_recording
from retro.replay.file import (
    SUFFIX,
    Replay,
    ReplayError,
    code_digest,
    package_version,
    read_replay,
    write_replay,
)
from retro.replay.play import check, is_same_code, replay_options, run_replay
from retro.screenshot import save_and_tell
from retro.storage import write_and_report

Program = Callable[[Machine], object]


def load_for(program: Program, path: Path, prog: str) -> Replay | str:
    """The replay in ``path`` if ``program`` may play it, else the message why not."""
    try:
        replay = read_replay(path)
    except ReplayError as err:
        return str(err)
    if replay.program != prog:
        advice = f"`tommys --replay {path}`"
        if replay.program != "tommys":
            advice = f"`{replay.program} --replay {path}` or {advice}"
        return f"{path} is a replay of {replay.program}, not of {prog}: play it with {advice}"
    if is_same_code(program, replay):
        if replay.version != package_version():
            print(f"{prog}: this replay was written by version {replay.version} (this is "
                  f"{package_version()}), with the same code: it plays the same",
                  file=sys.stderr)
        return replay
    print(f"{prog}: this replay was written by version {replay.version} (code {replay.code}); "
          f"this is {package_version()} (code {code_digest(program.__module__)}): checking "
          "that it plays the same here", file=sys.stderr)
    problem = check(program, replay)
    if problem:
        return f"it does not play the same in this version ({problem}): not played"
    print(f"{prog}: it plays the same here", file=sys.stderr)
    return replay


def play_replay(program: Program, options: Options, prog: str, title: str) -> int:
    """Play ``options.replay``; the exit status (0 when it ended as the original did)."""
    assert options.replay is not None
    path = Path(options.replay)
    replay = load_for(program, path, prog)
    if isinstance(replay, str):
        print(f"{prog}: {replay}", file=sys.stderr)
        return 2
    if not options.headless:
        from retro.frontend.runner import run_window

        return run_window(program, replay_options(replay, options), title, replay.seed,
                          prog=prog, replay=replay)
    recorder = Recorder() if options.record else None
    run = run_replay(program, replay, options,
                     on_time_moves=recorder.look if recorder else None)
    end_ns = run.machine.now_ns()
    if recorder is not None:
        assert options.record is not None
        recorder.look(run.machine, run.screen)
        out = Path(options.record)
        beside = out.with_suffix(SUFFIX)

        def copy() -> str:
            write_replay(beside, replay)
            return ""

        if not save_recording(prog, out, recorder, end_ns) or \
                not write_and_report(prog, "replay", beside, copy):
            return 2
    if options.screenshot and not save_and_tell(prog, Path(options.screenshot), run.screen):
        return 2
    same = "the original's" if run.arrived else "NOT the original's"
    print(f"{prog}: replayed {run.driver.delivered} of {run.driver.total} inputs in "
          f"{end_ns // 1_000_000} ms of machine time; ended ({run.ended_by}) on a screen that "
          f"is {same}")
    return 0 if run.arrived else 1
