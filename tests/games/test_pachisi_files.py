"""Pachisi's saved game: PACHISI.TMP after every move, F7 and a closed window, resuming
exactly (dice and turn included), a damaged file, a kill -9 at any moment.

The computer seats play the greedy bot (``pachisi_play`` plans the same game offline).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from killing import run_and_kill, saving_player
from pachisi_play import add_keys, plan_game

from games._shared.kept_game import Luck
from games._shared.shell import Shell
from games._shared.state import sample_chance
from games._shared.strength import LEVELS
from games.pachisi import keeping, program, strengths
from games.pachisi.ai import GreedyBot
from games.pachisi.program import main
from games.pachisi.rules import PachisiState
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)
WATCH = "SEATS=CCCC\nDELAY=1\n"
"""Settings for games the computer plays alone, a tenth of a second per move."""



@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strengths, "PLAYERS", dict.fromkeys(LEVELS, GreedyBot))


def pawns_drawn(snapshot) -> set[tuple[int, int, str]]:
    """Where the board shows a pawn's shape: (row, column, shape)."""
    lines = snapshot.text().splitlines()
    return {(r, c, ch) for r, line in enumerate(lines[1:20], start=1)
            for c, ch in enumerate(line[:58]) if ch in "♥♦♣♠"}


def panel(snapshot) -> tuple[list[str], bytes]:
    """The panel's words and the dice drawn in it (their characters and colours)."""
    lines = snapshot.text().splitlines()
    dice = bytes(snapshot.data[(row * 80 + col) * 2 + k] for row in range(4, 7)
                 for col in range(61, 78) for k in (0, 1))
    return [line[59:] for line in lines[1:12]], dice


def greedy_game(rng: random.Random, actions: int) -> PachisiState:
    """A game of the greedy bot on every seat, stopped after ``actions`` actions."""
    state, bot = PachisiState(), GreedyBot()
    while not state.is_terminal() and len(state.history) < actions:
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(bot.choose(state, rng))
    return state


def _play_out(state: PachisiState, rng: random.Random) -> list[int]:
    bot = GreedyBot()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
        else:
            state.apply_action(bot.choose(state, rng))
    return state.history


@pytest.mark.parametrize("seed", range(8))
def test_save_and_resume_round_trip_at_a_random_point(seed: int) -> None:
    rng = random.Random(seed)
    stop = random.Random(100 + seed).randrange(1, 400)
    state = greedy_game(rng, stop)
    assert keeping.save(state, "KCKC", Luck(rng, [])) is None
    found = keeping.load()
    assert found.warning is None and found.record is not None and found.state is not None
    assert str(found.state) == str(state) and found.record.seats == "KCKC"
    assert found.state.events == state.events
    resumed = found.state
    assert isinstance(resumed, PachisiState)
    assert _play_out(resumed, found.record.generator()) == _play_out(state.clone(), rng)


def test_a_finished_game_leaves_no_file(data_folder: Path) -> None:
    rng = random.Random(3)
    state = greedy_game(rng, 10**6)
    assert state.is_terminal()
    (data_folder / keeping.FILE).write_text("left over")
    assert keeping.save(state, "KCCC", Luck(rng, [])) is None
    assert not (data_folder / keeping.FILE).exists()


def _record_finish(monkeypatch: pytest.MonkeyPatch) -> list[list[int]]:
    """The history of every game the program finishes."""
    finished: list[list[int]] = []
    original = program.Table.finish

    def finish(table: program.Table) -> None:
        finished.append(table.state.history[:])
        original(table)

    monkeypatch.setattr(program.Table, "finish", finish)
    return finished


def test_f7_at_random_moments_then_resuming_plays_the_very_same_game(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    finished = _record_finish(monkeypatch)
    (data_folder / "PACHISI.CFG").write_text(WATCH)
    whole = run_headless(main, seed=5, script=Script().key("Esc").wait(2_000_000), options=QUIET)
    assert whole.ended_by == "input exhausted" and len(finished) == 1
    (data_folder / "PACHISI.CFG").write_text(WATCH)
    moments = random.Random(5)
    script = Script().key("Esc")
    runs = 0
    while len(finished) == 1:
        stopped = run_headless(main, seed=5 if runs == 0 else 1000 + runs, options=QUIET,
                               script=script.wait(moments.randrange(500, 15000)).key("F7"))
        assert stopped.ended_by == "return"  # F7 quit at once: no question was asked
        assert "QUIT PACHISI?" not in stopped.screen.text()
        script, runs = Script(), runs + 1
        assert runs < 60
    assert runs > 3 and finished[1] == finished[0]


def test_closing_the_window_saves_the_last_move(data_folder: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    (data_folder / "PACHISI.CFG").write_text(WATCH)
    seen: dict[str, object] = {}
    pauses = 0
    original = Shell.pause

    def pause(shell: Shell, factor: float = 1.0) -> bool:
        nonlocal pauses
        pauses += 1
        if pauses == 77:
            seen["table"] = shell.commands["F7"].__self__  # type: ignore[attr-defined]
            shell.m.power_off()  # the window is closed: the next wait raises PowerOff
        return original(shell, factor)

    monkeypatch.setattr(Shell, "pause", pause)
    result = run_headless(main, seed=8, script=Script().key("Esc").wait(2_000_000), options=QUIET)
    assert result.ended_by == "power off"
    table = seen["table"]
    assert isinstance(table, program.Table)
    saved = json.loads((data_folder / keeping.FILE).read_text())
    assert saved["actions"] == table.state.history and len(saved["actions"]) > 20
    found = keeping.load()
    assert found.state is not None and str(found.state) == str(table.state)


def test_quitting_at_a_prompt_and_starting_again_resumes_dice_and_turn(
        data_folder: Path) -> None:
    plan = plan_game(117)
    decision = plan.decisions[20]
    start = Script().key("Esc")
    add_keys(start, plan.decisions[:20])
    first = run_headless(main, seed=117, script=start.type("x").shot("left").key("F7"),
                         options=QUIET)
    assert first.ended_by == "return"
    saved = json.loads((data_folder / keeping.FILE).read_text())
    assert saved["actions"] == decision.state.history and saved["seats"] == "KCCC"
    again = run_headless(main, seed=999, script=Script().type("x").shot("back"),
                         options=QUIET)
    left, back = first.shots["left"], again.shots["back"]
    assert pawns_drawn(back) == pawns_drawn(left)
    assert panel(back) == panel(left)  # the turn and the very dice
    assert "RED PLAYS" in back.text().splitlines()[22]


def test_seats_are_kept_with_the_game(data_folder: Path) -> None:
    script = Script().key("p", "y", "Esc").wait(3000).key("F7")  # purple and yellow too
    run_headless(main, seed=4, script=script, options=QUIET)
    saved = json.loads((data_folder / keeping.FILE).read_text())
    assert saved["seats"] == "KKKC"
    (data_folder / "PACHISI.CFG").write_text("SEATS=CCCC\n")
    resumed = run_headless(main, seed=4, script=Script().type("x"), options=QUIET)
    assert "SEATS=KKKC" in (data_folder / "PACHISI.CFG").read_text()
    assert "KEYBOARD" in resumed.screen.text()


def test_a_damaged_save_is_set_aside_and_a_new_game_begins(data_folder: Path) -> None:
    (data_folder / keeping.FILE).write_text('{"game": "pachisi", "actions": [1, 2')
    result = run_headless(main, seed=1, script=Script().shot("told").key("Enter")
                          .shot("menu"), options=QUIET)
    assert "PACHISI.TMP DAMAGED; KEPT AS PACHISI.TMP.BAD; STARTING FRESH" in \
        result.shots["told"].text()
    assert "NEW GAME: WHO PLAYS" in result.shots["menu"].text()
    assert (data_folder / "PACHISI.TMP.BAD").exists()


def test_without_a_file_a_new_game_begins_with_the_menu() -> None:
    result = run_headless(main, seed=1, script=Script().shot("menu"), options=QUIET)
    assert "NEW GAME: WHO PLAYS" in result.shots["menu"].text()
    assert "RED IS PLAYED BY THE" in result.shots["menu"].text()


SAVES_PER_RUN = 20
"""The most moves a killed run may save: a whole game takes some 600, so however fast the
machine (or however late the kill comes under load) the game is never over within the
test, whose file would then be gone. Killed before it, the run dies at a random moment
of its play, writes included; after it, the run waits to be killed."""

_PLAYER = saving_player("pachisi", 'Script().key("Esc").wait(10**8)')


def test_kill_9_at_any_moment_never_corrupts_the_save(data_folder: Path) -> None:
    (data_folder / "PACHISI.CFG").write_text(WATCH)
    rng = random.Random(11)
    lengths = []
    for kill in range(12):
        run_and_kill(_PLAYER, [str(kill), str(SAVES_PER_RUN)], b"saved\n", rng, 0.4)
        found = keeping.load()
        assert found.warning is None, f"kill {kill}: {found.warning}"
        assert found.state is not None and not found.state.is_terminal()
        lengths.append(len(found.state.history))
    assert not list(data_folder.glob("*.BAD"))
    assert len(set(lengths)) > 6  # the runs carried on from each other's saves
