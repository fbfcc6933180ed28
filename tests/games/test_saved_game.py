"""Saving a game after every move and resuming it exactly; damaged saves; kill -9."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path

import pytest
from killing import run_and_kill
from toy_race import Race

from games._shared.saved_game import (
    SavedGame,
    discard_game,
    fingerprint,
    load_game,
    replay_actions,
    save_game,
)
from games._shared.state import sample_chance

NAME = "RACE.TMP"



def replay(record: SavedGame) -> Race:
    return replay_actions(Race(int(record.settings["GOAL"])), record.actions)


def play(moves: int, rng: random.Random, state: Race | None = None) -> Race:
    state = state or Race()
    for _ in range(moves):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


def record_of(state: Race, rng: random.Random) -> SavedGame:
    return SavedGame("race", "KC", {"GOAL": str(state.goal)}, state.history[:],
                     SavedGame.generator_state(rng))


def test_a_game_resumes_exactly_dice_generator_and_turn_included() -> None:
    rng = random.Random(4)
    state = play(9, rng)
    assert save_game(NAME, record_of(state, rng), state) is None
    resumed = load_game(NAME, "race", replay)
    assert resumed.warning is None and resumed.record is not None and resumed.state is not None
    assert str(resumed.state) == str(state) and resumed.state.history == state.history
    carried_on = play(40, rng, state)
    again = play(40, resumed.record.generator(), resumed.state)
    assert again.history == carried_on.history  # the same dice follow


def test_no_file_is_no_game_and_no_warning() -> None:
    resumed = load_game(NAME, "race", replay)
    assert (resumed.record, resumed.state, resumed.warning) == (None, None, None)


def test_a_finished_game_removes_its_file(data: Path) -> None:
    state = play(200, random.Random(1))
    save_game(NAME, record_of(state, random.Random(1)), state)
    discard_game(NAME)
    assert not (data / NAME).exists()
    discard_game(NAME)  # twice is fine


def _saved_text(moves: int = 6) -> dict:
    rng = random.Random(2)
    state = play(moves, rng)
    save_game(NAME, record_of(state, rng), state)
    return json.loads(Path(os.environ["TOMMYS_DATA"], NAME).read_text())


class _DiskFull:
    """A file whose every write fails as a full disk does."""

    def __init__(self, real) -> None:
        self._real = real

    def __enter__(self) -> _DiskFull:
        return self

    def __exit__(self, *exc: object) -> None:
        self._real.close()

    def write(self, data: bytes) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


def _fail_in(step: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make one step of an atomic write fail as the disk would."""
    def no_space(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")
    if step == "write":
        real_fdopen = os.fdopen
        monkeypatch.setattr(os, "fdopen", lambda *a, **k: _DiskFull(real_fdopen(*a, **k)))
    elif step == "interrupted":
        def interrupted(*args: object, **kwargs: object) -> None:
            raise KeyboardInterrupt
        monkeypatch.setattr(os, "fsync", interrupted)
    else:
        monkeypatch.setattr(os, step, no_space)


@pytest.mark.parametrize("step", ["write", "fsync", "replace", "interrupted"])
def test_a_failed_save_keeps_the_old_one_and_leaves_no_temporary_file(
        data: Path, step: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(5)
    state = play(6, rng)
    assert save_game(NAME, record_of(state, rng), state) is None
    before = (data / NAME).read_bytes()
    later = play(6, rng, state)
    _fail_in(step, monkeypatch)
    if step == "interrupted":
        with pytest.raises(KeyboardInterrupt):
            save_game(NAME, record_of(later, rng), later)
    else:
        said = save_game(NAME, record_of(later, rng), later)
        assert said == f"COULD NOT SAVE {NAME}: NO SPACE LEFT ON DEVICE"
    monkeypatch.undo()
    assert sorted(p.name for p in data.iterdir()) == [NAME]
    assert (data / NAME).read_bytes() == before


@pytest.mark.parametrize("spoil", [
    lambda d: "not json at all",
    lambda d: json.dumps(d | {"actions": d["actions"] + [99]}),        # an illegal move
    lambda d: json.dumps(d | {"actions": d["actions"][:-1]}),          # fingerprint differs
    lambda d: json.dumps(d | {"game": "chess"}),                       # another game's file
    lambda d: json.dumps(d | {"format": 0}),
    lambda d: json.dumps(d | {"actions": ["1"]}),
    lambda d: json.dumps(d | {"rng": [3, "x", None]}),
    lambda d: json.dumps(d | {"settings": {"GOAL": "nine"}}),
    lambda d: json.dumps({k: v for k, v in d.items() if k != "seats"}),
    lambda d: json.dumps(d)[:40],                                        # cut short
])
def test_a_damaged_save_is_set_aside_and_a_new_game_starts(data: Path, spoil) -> None:
    (data / NAME).write_text(spoil(_saved_text()))
    resumed = load_game(NAME, "race", replay)
    assert resumed.state is None and resumed.record is None
    assert resumed.warning == f"{NAME} DAMAGED; KEPT AS {NAME}.BAD; STARTING FRESH"
    assert (data / f"{NAME}.BAD").exists() and not (data / NAME).exists()


def test_the_fingerprint_sees_every_part_of_the_position() -> None:
    a, b = Race(), Race()
    b.at[1] = 1
    assert fingerprint(a) != fingerprint(b)


_PLAYER = """
import random, sys
sys.path.insert(0, sys.argv[2])
from toy_race import Race
from games._shared.saved_game import SavedGame, save_game, discard_game
from games._shared.state import sample_chance
rng = random.Random(int(sys.argv[1]))
while True:
    state = Race()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        save_game("RACE.TMP", SavedGame("race", "KC", {"GOAL": "30"}, state.history[:],
                                        SavedGame.generator_state(rng)), state)
        print("saved", flush=True)
    discard_game("RACE.TMP")
"""


def test_kill_9_at_any_instant_never_corrupts_the_save(data: Path) -> None:
    here = str(Path(__file__).resolve().parent)
    rng = random.Random(5)
    resumed_games = 0
    for kill in range(25):
        run_and_kill(_PLAYER, [str(kill), here], b"saved\n", rng, 0.05)
        resumed = load_game(NAME, "race", replay)
        assert resumed.warning is None, f"kill {kill}: {resumed.warning}"
        resumed_games += resumed.state is not None
    assert resumed_games >= 20  # most kills land in a game, not between two
    assert not list(data.glob("*.BAD"))
