"""Key-and-mouse fuzzing of every program: ``python -m games.fuzz [--events N] [PROGRAM...]``.

A seeded monkey presses function keys (with Shift, Ctrl and Alt too), the
arrows (grey, and the keypad with NumLock on and off), Enter, Esc, Space,
Backspace, letters, digits and punctuation, and clicks the mouse anywhere,
at random moments, in every program of the collection: each ready game of
the catalogue, the ``tommys`` menu and the hardware test. Each program runs
headless on the virtual clock; when it ends (F7 then Y, say) it starts
again with the rest of the events, in the same data folder, so settings the
monkey changed carry over.

What counts as a failure: a crash (any exception from the program), or a
hang: a program that lets ten virtual minutes pass without taking the
monkey's next key, or (in the command, which runs each program in its own
process) one that stops answering in real time. The test suite runs a few
thousand events per program; the command runs as many as asked, and shows on a
terminal's stderr how many events each program has had and about how long the
rest will take (``retro.progress``).
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from games.catalogue import PROGRAMS
from retro.headless import run_headless
from retro.machine import Machine
from retro.options import Options
from retro.progress import Progress
from retro.script import Script

CHUNK = 400
"""Events per run: a run that ends early gives the rest to the next run."""
HANG_SECONDS = 600
"""Virtual seconds a program may go without taking the monkey's next key."""
_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_OTHERS = ["Enter", "Esc", "Space", "Backspace", "Tab", "Up", "Down", "Left", "Right",
           "Home", "End", "PgUp", "PgDn", "Ins", "Del", "4800", "5000", "4B00", "4D00",
           "kp8", "kp2", "kp4", "kp6", "kp5", "kpenter", "kp+", "kp-"]


def program_table() -> dict[str, Callable[[Machine], object]]:
    """Every program to fuzz, by command name."""
    from games import launcher
    from retro import demo

    table: dict[str, Callable[[Machine], object]] = {
        p.command: p.load() for p in PROGRAMS if p.ready}
    table["tommys"] = launcher.main
    table["demo"] = demo.main
    return table


def monkey_script(rng: random.Random, events: int) -> Script:
    """``events`` random keys and clicks, each after a random wait (so each arrives when
    due, even while the computer plays)."""
    script = Script()
    for _ in range(events):
        script.wait(rng.choice((0, 0, 20, 50, 120, 300, 800, 2500)))
        roll = rng.random()
        if roll < 0.22:
            prefix = rng.choice(("", "", "", "", "shift+", "ctrl+", "alt+"))
            script.key(f"{prefix}F{rng.randint(1, 10)}")
        elif roll < 0.45:
            script.key(rng.choice(_OTHERS))
        elif roll < 0.65:
            script.type(rng.choice(_LETTERS))
        elif roll < 0.80:
            script.type(rng.choice("0123456789.,-/*?"))
        else:
            script.click(rng.randrange(80), rng.randrange(25), rng.choice((0, 0, 0, 1)))
    return script


@dataclass
class FuzzReport:
    """What one program did with the monkey's events."""

    program: str
    events: int = 0
    runs: int = 0
    crashes: list[str] = field(default_factory=list)
    hangs: int = 0

    def line(self) -> str:
        return (f"{self.program:<10} {self.events:>8} events  {self.runs:>5} runs  "
                f"{len(self.crashes)} crashes  {self.hangs} hangs")


def fuzz_program(name: str, events: int, seed: int,
                 main: Callable[[Machine], object] | None = None) -> FuzzReport:
    """Feed ``events`` monkey events to one program (``main``, or the program called
    ``name``), run after run, in a fresh data folder."""
    main = main or program_table()[name]
    report = FuzzReport(name)
    rng = random.Random(f"fuzz:{name}:{seed}")
    with (tempfile.TemporaryDirectory(prefix="tommys-fuzz-") as data,
          Progress(events, f"{name}: events") as progress):
        os.environ["TOMMYS_DATA"] = data
        while report.events < events:
            chunk = min(CHUNK, events - report.events)
            script = monkey_script(rng, chunk)
            options = Options(intro=rng.random() < 0.3, mono=rng.random() < 0.2,
                              mouse=rng.random() < 0.9)
            run_seed = rng.randrange(1 << 30)
            report.runs += 1
            try:
                result = run_headless(main, seed=run_seed, script=script, options=options,
                                      max_seconds=HANG_SECONDS + chunk * 3,
                                      record_screens=False)
            except Exception:  # noqa: BLE001 - a crash is what the fuzzer looks for
                report.crashes.append(f"seed {run_seed}:\n{traceback.format_exc()}")
                report.events += chunk
                progress.step(chunk)
                continue
            taken = max(1, result.steps_taken // 2)  # a wait step before every event
            report.events += taken
            progress.step(taken)
            report.hangs += result.ended_by == "time limit"
    return report


def _fuzz_job(job: tuple[str, int, int]) -> FuzzReport:
    return fuzz_program(*job)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m games.fuzz",
                                     description="Fuzz every program with random keys and clicks.")
    parser.add_argument("programs", nargs="*", help="command names (default: all)")
    parser.add_argument("--events", type=int, default=100_000, help="events per program")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=3600.0,
                        help="real seconds a program may take before it counts as hung")
    args = parser.parse_args(argv)
    table = program_table()
    unknown = [p for p in args.programs if p not in table]
    if unknown or args.events < 1:
        parser.error(f"unknown program {unknown[0]!r}; choose from {', '.join(table)}"
                     if unknown else "--events must be at least 1")
    failed = False
    with multiprocessing.get_context("fork").Pool(1) as pool:
        for name in args.programs or list(table):
            started = time.perf_counter()
            pending = pool.apply_async(_fuzz_job, ((name, args.events, args.seed),))
            try:
                report = pending.get(timeout=args.timeout)
            except multiprocessing.TimeoutError:
                print(f"{name:<10} HUNG: no answer within {args.timeout:.0f} s", flush=True)
                pool.terminate()
                return 1
            print(f"{report.line()}  {time.perf_counter() - started:7.1f} s", flush=True)
            for crash in report.crashes[:3]:
                print(crash, file=sys.stderr)
            failed |= bool(report.crashes or report.hangs)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
