"""Keeping a run's replay, and playing a replay back on the virtual clock.

``Keeper`` notes what a run starts with (seed, settings, the data folder's files) so
that its replay can be written at any point: at the end (``--keep-replay``), beside a
recording, or when the person asks for it mid-game (``keep_request``). ``run_replay``
plays a replay headless on a private copy of its files (a fresh data folder); ``check``
runs one silently to see whether this version of the program still plays it the same.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from retro.clock import VirtualClock
from retro.errors import PowerOff
from retro.machine import Machine
from retro.options import Options
from retro.replay.driver import ReplayDriver, ReplayEnded, ReplayParted
from retro.replay.file import (
    SETTINGS,
    SUFFIX,
    Replay,
    code_digest,
    data_files,
    package_version,
    write_replay,
)
from retro.replay.log import RETURNED, STOPPED, InputLog
from retro.storage import (
    data_dir,
    free_name,
    fresh_data_folder,
    use_count,
    uses_since,
    why_not,
)
from retro.textmode import ScreenSnapshot

Program = Callable[[Machine], object]
REPLAY_FOLDER = "replays"
"""Where kept replays go, in the data folder."""
REPLAY_TEMP = "tommys-replay-"
"""The name a replay's own data folder starts with (a fresh one, holding its files)."""
BESIDE_SUFFIX = SUFFIX.upper()
"""Beside a window's recording, whose names are in capitals (``REC0001.REPLAY``)."""


class Keeper:
    """What a run started with, so that its replay can be written at any point."""

    def __init__(self, prog: str, program: Program, seed: int, options: Options) -> None:
        self.prog = prog
        self.module = program.__module__
        self.seed = seed
        self.settings = {name: getattr(options, name) for name in SETTINGS}
        self.uses_mark = use_count()
        try:
            self.files = data_files()
        except OSError:  # no data folder: the program will find no files either
            self.files = {}

    def replay(self, log: InputLog) -> Replay:
        """The replay of ``log``, with the data files the run could have seen: those it
        started with that the program looked for, and those set aside beside them as
        ``NAME.BAD`` (not another game's kept game)."""
        used = uses_since(self.uses_mark)
        files = {name: data for name, data in self.files.items()
                 if name in used or name.split(".BAD")[0] in used}  # a damaged one set aside
        return Replay(self.prog, self.seed, dict(self.settings), files, log,
                      package_version(), code_digest(self.module))

    def write(self, path: Path, log: InputLog) -> str:
        """Write the replay of ``log`` to ``path``; what to add to the message (nothing)."""
        write_replay(path, self.replay(log))
        return ""


def replay_folder() -> Path:
    """The data folder's ``replays`` (made if missing)."""
    folder = data_dir() / REPLAY_FOLDER
    folder.mkdir(exist_ok=True)
    return folder


def kept_path(prog: str, path: Path | None = None) -> Path:
    """Where a kept replay goes: ``path``, or in a folder (``path``, else the data
    folder's replays) the next free ``PROGnnnn.replay``, picked when it is written."""
    if path is not None and not path.is_dir():
        return path
    return free_name(path or replay_folder(), prog.upper(), (SUFFIX,))


def final_log(machine: Machine, returned: bool, screen: ScreenSnapshot | None = None) -> InputLog:
    """The machine's log with its end: where the program returned, or where the run
    stopped (a script used up, a failure) if nothing ended it before."""
    log = machine.input_log
    if log.end is None:
        how = RETURNED if returned else STOPPED
        log.ended(machine.checkpoints, machine.now_ns(), how, screen or machine.screen.snapshot())
    return log


def keep_request(keeper: Keeper, tell: Callable[[str], None],
                 path: Path | None = None, quiet: bool = False) -> Callable[[Machine], None]:
    """A request for ``Machine.post_request``: write the replay of the run so far (to
    ``path``, else the next free name in the data folder) at the program's next
    checkpoint, and ``tell`` where (unless ``quiet``), or why not."""

    def keep(m: Machine) -> None:
        log = m.input_log.cut(m.checkpoints, m.now_ns(), m.screen.snapshot())
        try:
            where = kept_path(keeper.prog, path)
            keeper.write(where, log)
        except (OSError, ValueError) as err:
            tell(f"replay NOT kept: {why_not(err)}")
            return
        if not quiet:
            tell(f"replay kept: {where}")

    return keep


def replay_paths(prog: str, options: Options) -> list[Path]:
    """Where a run's replay goes when it ends: beside a ``--record`` file, and where
    ``--keep-replay`` says (a file, or a folder: the data folder's replays unless it
    names one, where ``kept_path`` picks the next free name)."""
    paths = [Path(options.record).with_suffix(SUFFIX)] if options.record else []
    if options.keep_replay is not None:
        paths.append(Path(options.keep_replay) if options.keep_replay else replay_folder())
    return paths


class LiveKeeping:
    """A live run's replays: Ctrl+F7 mid-game, one beside each recording as it stops,
    and ``--keep-replay`` when the run ends; ``tell`` is called from the program's thread."""

    def __init__(self, machine: Machine, keeper: Keeper, tell: Callable[[str], None],
                 at_end: list[Path]) -> None:
        self.machine = machine
        self.keeper = keeper
        self.tell = tell
        self.at_end = at_end

    def keep_now(self) -> None:
        self.machine.post_request(keep_request(self.keeper, self.tell))

    def beside(self, recording: Path) -> None:
        self.machine.post_request(keep_request(  # the recording's own note says where
            self.keeper, self.tell, recording.with_suffix(BESIDE_SUFFIX), quiet=True))

    def finish(self, returned: bool, screen: ScreenSnapshot | None = None, *,
               still_running: bool = False) -> None:
        """The program has ended (on ``screen``, if it is not the machine's now): what
        was asked for and not yet done, then the replays the end should write. A program
        that did not stop when told has no end to write, so nothing is written."""
        m = self.machine
        if still_running:
            if self.at_end or m.inbox:
                self.tell("replay NOT kept: the program did not stop")
            return
        final_log(m, returned, screen)  # the end every replay written from now on has
        for item in m.inbox or []:
            if callable(item):
                item(m)
        for path in self.at_end:
            keep_request(self.keeper, self.tell, path)(m)


def replay_options(replay: Replay, options: Options) -> Options:
    """The command line's options with the settings the replay's run started with."""
    return replace(options, **replay.settings, seed=replay.seed)


@dataclass
class ReplayRun:
    """How a replay went."""

    machine: Machine
    driver: ReplayDriver
    ended_by: str
    """"return", "power off", "the end of the replay", or "parted: why"."""

    @property
    def screen(self) -> ScreenSnapshot:
        return self.driver.last_screen or self.machine.screen.snapshot()

    @property
    def arrived(self) -> bool:
        """Whether it ended where the original did, on the original's screen."""
        return bool(self.driver.arrived) and not self.ended_by.startswith("parted")


def run_replay(program: Program, replay: Replay, options: Options | None = None, *,
               on_time_moves: Callable[[Machine], None] | None = None) -> ReplayRun:
    """Play ``replay`` headless on the virtual clock (``on_time_moves`` as headless)."""
    with fresh_data_folder(REPLAY_TEMP, replay.files):
        machine = Machine(VirtualClock(), replay_options(replay, options or Options()),
                          seed=replay.seed)
        clock = machine.clock
        assert isinstance(clock, VirtualClock)

        def advance(t_ns: int) -> None:
            if on_time_moves is not None and t_ns > clock.now_ns():
                on_time_moves(machine)
            clock.advance_to(t_ns)

        driver = ReplayDriver(machine, replay.log, advance)
        machine.driver = driver
        return ReplayRun(machine, driver, _play(program, machine, driver))


def _play(program: Program, machine: Machine, driver: ReplayDriver) -> str:
    try:
        program(machine)
    except ReplayEnded:
        return "the end of the replay"
    except PowerOff:
        return "power off"
    except ReplayParted as err:
        return f"parted: {err}"
    driver.returned()
    return "return"


def check(program: Program, replay: Replay) -> str | None:
    """None when this version plays ``replay`` to the original's last screen; else why not
    (a failure of this version's program on the way is a reason too)."""
    try:
        run = run_replay(program, replay)
    except Exception as err:
        return f"the program fails on the way: {type(err).__name__}: {err}"
    if run.arrived:
        return None
    if run.ended_by.startswith("parted: "):
        return run.ended_by.removeprefix("parted: ")
    return "it ends on another screen than the original"


def is_same_code(program: Program, replay: Replay) -> bool:
    return replay.code == code_digest(program.__module__)
