"""Live runs are replayable: the paced clock, the inbox, and a live session replayed.

In a window or a terminal the program runs on a ``PacedClock``: machine time moves
only while it waits, and what the person does reaches it only at its checkpoints. So a
session played in real time, with keys struck at any moment, is fixed by its log, and
the headless replay of that log must end on the session's last screen.
"""

from __future__ import annotations

import contextlib
import importlib
import random
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from retro import Keys, Machine
from retro.bios.keys import parse_key
from retro.clock import NS_PER_MS, PacedClock
from retro.errors import PowerOff
from retro.live import LiveDriver
from retro.options import Options
from retro.replay.file import read_replay
from retro.replay.log import POWER_OFF
from retro.replay.play import Keeper, final_log, keep_request, run_replay


def live_machine(options: Options | None = None, seed: int = 0) -> Machine:
    m = Machine(PacedClock(), options, seed=seed)
    m.driver = LiveDriver(m)
    return m


def test_the_programs_own_work_takes_no_machine_time() -> None:
    m = live_machine()
    start = m.now_ns()
    time.sleep(0.05)  # the computer thinking
    assert m.now_ns() == start
    m.delay(30)
    assert m.now_ns() == start + 30 * NS_PER_MS  # the wait ends at its deadline exactly
    time.sleep(0.02)
    assert m.now_ns() == start + 30 * NS_PER_MS


def test_a_paced_clock_runs_at_its_speed_and_pauses() -> None:
    clock = PacedClock(speed=4.0)
    clock.flow()
    time.sleep(0.05)
    moved = clock.now_ns()
    assert moved >= 4 * 45 * NS_PER_MS
    clock.pause()
    stopped = clock.now_ns()
    time.sleep(0.03)
    assert clock.now_ns() == stopped and clock.paused
    clock.resume()
    assert clock.hold() >= stopped
    held = clock.now_ns()
    time.sleep(0.02)
    assert clock.now_ns() == held
    clock.flow(limit_ns=held + 10 * NS_PER_MS)
    time.sleep(0.05)
    assert clock.now_ns() == held + 10 * NS_PER_MS  # never past the wait's deadline


def test_a_key_struck_while_the_program_works_arrives_at_its_next_checkpoint() -> None:
    m = live_machine()
    m.post_key(Keys.F1)  # the program has not looked yet
    assert len(m.keyboard) == 0 and m.inbox == [Keys.F1]
    before = m.checkpoints
    assert m.readkey() == Keys.F1
    delivery = m.input_log.deliveries[-1]
    assert (delivery.checkpoint, delivery.event) == (before + 1, Keys.F1)


def test_a_keep_request_runs_on_the_programs_thread_at_a_checkpoint() -> None:
    m = live_machine()
    said: list[str] = []
    m.post_request(lambda machine: said.append(threading.current_thread().name))
    assert said == []
    m.poll_event()
    assert said == [threading.current_thread().name]


MODULES = {"sixtysix": "games.sixty_six.program", "basra": "games.basra.program"}


def a_game(prog: str, seed: int) -> tuple[Callable[[Machine], object], Options, Machine,
                                          Keeper]:
    """A game, its options, a live machine for it and the keeper of its replay."""
    program = importlib.import_module(MODULES[prog]).main
    options = Options(intro=False)
    return program, options, live_machine(options, seed), Keeper(prog, program, seed, options)


SESSION_KEYS = ("Enter", "Enter", "?", "?", "Space", "Backspace", "Left", "Right", "F10",
                "A", "K", "Q", "J", "T", "H", "S", "D", "C", "1", "2", "L", "Esc")


def test_a_live_session_replayed_headless_ends_on_its_last_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Sixty-Six played in real time from another thread, keys at random moments (in
    the computer's pauses, mid-delay, in a burst), then switched off as a closed window
    is; the replay of its log must take every key at the same point and end the same."""
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    program, options, m, keeper = a_game("sixtysix", 5)
    ended: list[str] = []

    def run() -> None:
        try:
            program(m)
        except PowerOff:
            ended.append("power off")

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    rng = random.Random(2)
    for _ in range(60):
        time.sleep(rng.choice((0.0, 0.0, 0.002, 0.02, 0.08)))
        if rng.random() < 0.15:
            m.post_mouse("move", rng.randrange(80), rng.randrange(25))
            m.post_mouse("press", *m.mouse.position, 0)
            m.post_mouse("release", *m.mouse.position, 0)
        else:
            m.post_key(parse_key(rng.choice(SESSION_KEYS)))
    time.sleep(0.2)
    m.power_off()
    worker.join(10)
    assert ended == ["power off"]
    log = final_log(m, returned=False)
    assert log.end is not None and log.end.how == POWER_OFF
    assert len(log.deliveries) > 60

    again = run_replay(program, keeper.replay(log), options)

    assert again.ended_by == "power off" and again.arrived
    assert again.machine.input_log.deliveries == log.deliveries


def test_a_replay_kept_mid_game_plays_to_the_screen_it_was_kept_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    program, options, m, keeper = a_game("basra", 8)
    said: list[str] = []
    worker = threading.Thread(target=lambda: _until_power_off(program, m), daemon=True)
    worker.start()
    for name in ("Enter", "?", "Enter", "?", "Enter"):
        time.sleep(0.05)
        m.post_key(parse_key(name))
    m.post_request(keep_request(keeper, said.append))
    deadline = time.monotonic() + 10
    while not said and time.monotonic() < deadline:
        time.sleep(0.01)
    m.power_off()
    worker.join(10)
    assert said and said[0].startswith("replay kept: "), said
    kept = Path(said[0].removeprefix("replay kept: "))
    assert kept.parent == tmp_path / "replays" and kept.name == "BASRA0001.replay"

    again = run_replay(program, read_replay(kept), options)

    assert again.ended_by == "the end of the replay" and again.arrived
    assert again.driver.delivered == 5


def _until_power_off(program: Callable[[Machine], object], m: Machine) -> None:
    with contextlib.suppress(PowerOff):
        program(m)
