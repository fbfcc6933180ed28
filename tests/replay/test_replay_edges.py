"""The edges of replaying: a power-off noticed between waits, a program that goes on
past the replay, a flush of keys struck while the program worked, two replays kept in
one run, and every damaged file a message rather than a traceback."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from retro import Keys, Machine
from retro.clock import PacedClock
from retro.errors import PowerOff
from retro.live import LiveDriver
from retro.options import Options
from retro.replay.file import Replay, ReplayError, from_text, read_replay, to_text
from retro.replay.log import End, InputLog
from retro.replay.play import Keeper, LiveKeeping, final_log, replay_folder, run_replay


@pytest.fixture(autouse=True)
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    return tmp_path


def live_machine(options: Options | None = None) -> Machine:
    m = Machine(PacedClock(), options)
    m.driver = LiveDriver(m)
    return m


WHILE_WORKING: list[Callable[[], None]] = []
"""What the world does while the program below works (the live run only)."""


def switched_off_while_working(m: Machine) -> None:
    m.delay(5)
    for happening in WHILE_WORKING:
        happening()
    m.screen.write(0, 0, "DRAWN AFTER THE WAIT", 0x07)
    m.keypressed()  # where it notices


def test_a_power_off_noticed_between_waits_replays_to_the_same_screen() -> None:
    m = live_machine()
    WHILE_WORKING[:] = [m.power_off]  # the window closed while the program worked
    with pytest.raises(PowerOff):
        switched_off_while_working(m)
    WHILE_WORKING.clear()
    log = final_log(m, returned=False)
    again = run_replay(switched_off_while_working,
                       Keeper("x", switched_off_while_working, 0, Options()).replay(log))
    assert again.ended_by == "power off" and again.arrived
    assert again.screen.row_text(0).startswith("DRAWN AFTER THE WAIT")


def test_a_program_that_goes_on_past_the_replays_end_parts_at_once() -> None:
    def idles(m: Machine) -> None:  # another version: an attract loop where it returned
        while True:
            m.delay(20)

    again = run_replay(idles, Replay("x", 0, {}, {}, InputLog([], End(1, 0, "return", ""))))
    assert again.ended_by.startswith("parted: ") and "past the point" in again.ended_by
    assert again.machine.checkpoints == 2


def test_a_key_struck_while_the_program_works_goes_with_a_flush() -> None:
    """An Enter that ended the opening show must not play a card: thrown away with the
    type-ahead, as on the PC, though it was still in the inbox."""
    m = live_machine()
    m.post_key(Keys.ENTER)
    m.flush_input()
    m.post_key(Keys.ESC)
    assert m.readkey() == Keys.ESC


def test_keep_replay_and_ctrl_f7_in_one_run_keep_two_files(data: Path) -> None:
    options = Options(keep_replay=str(replay_folder()))
    m = live_machine(options)
    said: list[str] = []
    keeping = LiveKeeping(m, Keeper("x", lambda m: None, 0, options), said.append,
                          [Path(options.keep_replay or "")])
    m.post_key(Keys.ENTER)
    keeping.keep_now()  # Ctrl+F7 mid-game
    m.poll_event()
    m.post_key(Keys.ESC)
    m.poll_event()
    keeping.finish(returned=True)
    assert said == [f"replay kept: {data / 'replays' / name}" for name in
                    ("X0001.replay", "X0002.replay")]
    assert read_replay(data / "replays" / "X0001.replay").log.end.how == "stop"  # type: ignore[union-attr]
    assert read_replay(data / "replays" / "X0002.replay").log.end.how == "return"  # type: ignore[union-attr]


GOOD = json.loads(to_text(Replay("basra", 1, {"sound": True, "mono": False, "mouse": True,
                                              "intro": True},
                                 log=InputLog([], End(3, 10, "stop", "0" * 32)))))
DAMAGED = {
    "an input too short": {"inputs": [[1, 2]]},
    "an empty input": {"inputs": [[]]},
    "an end too short": {"end": [1, 2]},
    "no end": {"end": None},
    "a file named ''": {"files": {"": ""}},
    "a file name with a NUL": {"files": {"a\x00b": ""}},
    "a file name too long": {"files": {"a" * 300: ""}},
    "a file outside": {"files": {"../up": ""}},
    "a setting that is text": {"settings": {"mouse": "no"}},
    "a sound that is a list": {"settings": {"sound": [1]}},
    "a seed that is true": {"seed": True},
    "a key that is true": {"inputs": [[1, 0, "k", True, 0]]},
    "a time before power-on": {"inputs": [[1, -5, "k", 1, 0]]},
    "inputs out of order": {"inputs": [[2, 5, "k", 1, 0], [1, 6, "k", 1, 0]]},
    "an end before the last input": {"inputs": [[5, 20, "k", 1, 0]]},
    "a mouse off the screen": {"inputs": [[1, 0, "m", "press", 0, 80, 0]]},
    "a list, not a replay": [1, 2],
}


@pytest.mark.parametrize("what", sorted(DAMAGED))
def test_a_damaged_replay_is_a_replay_error(what: str) -> None:
    change = DAMAGED[what]
    text = json.dumps({**GOOD, **change} if isinstance(change, dict) else change)
    with pytest.raises(ReplayError):
        from_text(text)


def test_json_nested_too_deep_is_a_replay_error() -> None:
    with pytest.raises(ReplayError, match="not JSON"):
        from_text('{"format": "tommys replay", "x": ' + "[" * 100_000 + "]" * 100_000 + "}")


def test_the_good_file_the_damaged_ones_come_from_is_read() -> None:
    replay = from_text(json.dumps(GOOD))
    assert replay.program == "basra" and replay.log.end == End(3, 10, "stop", "0" * 32)
