"""A replay round trip for every program of the collection: a run by keys and clicks,
its replay written to a file and read back, played again to the very same screen.

The scripts are seeded random mixes of the keys the games take, clicks and pauses of
every length, so inputs arrive while the computer plays, in the middle of delays, in
dialogs and at flushes; the replay must hand every one over at the same checkpoint and
machine time, and end where the run ended, cell for cell.
"""

from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

from games.fuzz import monkey_script
from retro.headless import run_headless
from retro.options import Options
from retro.replay.file import read_replay, write_replay
from retro.replay.play import Keeper, final_log, run_replay
from retro.script import Script

PROGRAMS = {
    "tommys": "games.launcher",
    "basra": "games.basra.program",
    "rbank": "games.russian_bank.program",
    "sixtysix": "games.sixty_six.program",
    "pachisi": "games.pachisi.program",
    "spades": "games.spades.program",
}
KEYS = ("Enter", "Enter", "Enter", "?", "?", "Space", "Backspace", "Left", "Right", "Up",
        "Down", "Tab", "F10", "F2", "F5", "Esc", "1", "2", "3", "4", "5", "A", "K", "Q", "J",
        "T", "H", "S", "D", "C", "P", "N", "Y", "L", "G", "R", "F", "W", "X", "O")


def mixed_script(seed: int, steps: int = 160) -> Script:
    """Keys, clicks and waits, seeded: some straight after each other, some timed."""
    rng = random.Random(seed)
    script = Script()
    for _ in range(steps):
        roll = rng.random()
        if roll < 0.35:
            script.wait(rng.choice((5, 40, 300, 900, 2500)))
        if roll < 0.12:
            script.click(rng.randrange(80), rng.randrange(25), rng.choice((0, 0, 1)))
        else:
            script.key(rng.choice(KEYS))
    return script


@pytest.mark.parametrize("prog", sorted(PROGRAMS))
def test_a_run_replayed_from_its_file_ends_on_the_same_screen(prog: str, tmp_path: Path,
                                                                monkeypatch: pytest.MonkeyPatch
                                                                ) -> None:
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path / "data"))
    (tmp_path / "data").mkdir()
    program = importlib.import_module(PROGRAMS[prog]).main
    options = Options(intro=False)
    keeper = Keeper(prog, program, 11, options)
    original = run_headless(program, seed=11, script=mixed_script(len(prog)), options=options)
    log = final_log(original.machine, original.ended_by == "return", original.screen)
    assert len(log.deliveries) > 100, "the script reached the program"
    path = tmp_path / f"{prog}.replay"
    write_replay(path, keeper.replay(log))

    replay = read_replay(path)
    again = run_replay(program, replay, options)

    assert again.arrived, again.ended_by
    assert again.driver.delivered == len(log.deliveries)
    assert again.screen == original.screen
    assert again.machine.now_ns() == original.machine.now_ns()
    assert again.machine.input_log.deliveries == log.deliveries  # taken where they were


def test_a_replay_starts_from_the_files_the_run_started_with(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    """A kept game in the data folder: the replay carries it and plays on from it, in a
    folder of its own (the person's files are never read nor changed by a replay)."""
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("TOMMYS_DATA", str(data))
    program = importlib.import_module(PROGRAMS["spades"]).main
    options = Options(intro=False)
    first = Script.parse(" ".join(["wait:2500 ? Enter"] * 6) + " wait:2000")
    run_headless(program, seed=3, script=first, options=options)  # leaves SPADES.TMP
    assert (data / "SPADES.TMP").exists()
    keeper = Keeper("spades", program, 4, options)
    second = run_headless(program, seed=4, script=mixed_script(9, 60), options=options)
    replay = keeper.replay(final_log(second.machine, False, second.screen))
    assert "SPADES.TMP" in replay.files
    kept_now = {p.name: p.read_bytes() for p in data.iterdir() if p.is_file()}

    again = run_replay(program, replay, options)

    assert again.arrived and again.screen == second.screen
    assert {p.name: p.read_bytes() for p in data.iterdir() if p.is_file()} == kept_now


@pytest.mark.parametrize("prog", sorted(PROGRAMS))
def test_monkey_runs_in_one_data_folder_each_replay_to_their_screen(
        prog: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fuzzer's monkey (function keys with Shift, Ctrl and Alt, the keypad, letters,
    clicks, at random moments), three runs in a row in one data folder, so each starts
    from the settings and kept game the one before left: each replays to its screen."""
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    program = importlib.import_module(PROGRAMS[prog]).main
    rng = random.Random(f"replay monkey {prog}")
    for run in range(3):
        options = Options(intro=rng.random() < 0.3, mono=rng.random() < 0.2,
                          mouse=rng.random() < 0.9)
        seed = rng.randrange(1 << 30)
        keeper = Keeper(prog, program, seed, options)
        original = run_headless(program, seed=seed, script=monkey_script(rng, 300),
                                options=options, max_seconds=3000, record_screens=False)
        log = final_log(original.machine, original.ended_by == "return", original.screen)
        again = run_replay(program, keeper.replay(log), options)
        assert again.arrived, (run, again.ended_by)
        assert again.screen == original.screen


def test_a_replay_carries_only_the_files_its_game_looked_for(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Another game's kept game is not shared with a Sixty-Six replay."""
    monkeypatch.setenv("TOMMYS_DATA", str(tmp_path))
    (tmp_path / "PACHISI.TMP").write_text("someone else's game")
    (tmp_path / "SIXTYSIX.CFG").write_text("# settings, one KEY=VALUE a line\nBORDER=3\n")
    program = importlib.import_module(PROGRAMS["sixtysix"]).main
    options = Options(intro=False)
    keeper = Keeper("sixtysix", program, 2, options)
    run = run_headless(program, seed=2, script=mixed_script(3, 40), options=options)
    replay = keeper.replay(final_log(run.machine, False, run.screen))
    assert "SIXTYSIX.CFG" in replay.files and "PACHISI.TMP" not in replay.files
    assert run_replay(program, replay, options).arrived
