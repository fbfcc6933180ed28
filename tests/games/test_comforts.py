"""The shared comforts (take back, the log, a new game, the quit question) on a toy game.

The toy is the dice race of ``toy_race``: you (seat 0) against a random bot, each turn a
roll then "0" (full steps) or "1" (half). The program is as small as a real one can be:
it gives the shell a ``KeptGame``, draws chance through ``Luck``, saves after every move
and plays on from whatever ``TakeBack`` carries. The screen shows the whole position,
so equal screens are equal positions.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from games._shared import comforts
from games._shared.bots import RandomBot
from games._shared.files import file_path
from games._shared.hints import NOT_YOUR_TURN, Hint, helps_said
from games._shared.kept_game import NOTHING_TO_TAKE_BACK, KeptGame, Luck, NewGame, TakeBack
from games._shared.saved_game import Resumed, SavedGame, load_game, replay_actions, save_game
from games._shared.shell import QuitGame, Shell
from games._shared.spec import GameSpec
from retro import Machine, Script, run_headless
from retro.bios import Key
from retro.options import Options
from tests.games.toy_race import Race

SPEC = GameSpec(title="RACE", command="race", settings_file="RACE.CFG",
                instructions="HOW TO PLAY:\nROLL AND RUN.", options=(comforts.take_back_option(),))
FILE = "RACE.TMP"
QUIET = Options(intro=False)


def replay(saved: SavedGame) -> Race:
    return replay_actions(Race(), saved.actions)  # type: ignore[return-value]


def race(said: list[str]):
    """The toy program; every notice goes into ``said`` too."""

    def main(m: Machine) -> None:
        shell = Shell(m, SPEC)
        real_notice = shell.notice
        shell.notice = lambda text: (said.append(text), real_notice(text))[1]  # type: ignore
        found = load_game(FILE, "race", replay)
        resumed = found if found.record is not None else None
        try:
            while True:
                try:
                    play(shell, resumed)
                    return
                except TakeBack as back:
                    resumed = back.resumed
                except NewGame:
                    resumed = None
        except QuitGame:
            return

    return main


def play(shell: Shell, resumed: Resumed | None) -> None:
    m = shell.m
    if resumed is not None and resumed.record is not None:
        state, luck = resumed.state, Luck.of(resumed.record)
    else:
        state, luck = Race(), Luck(random.Random(7), [], seed="toy")
    assert isinstance(state, Race)
    done: list[str] = [f"P{p} {'FULL' if a == 0 else 'HALF'}" for p, a in moves(state)]
    pointer: list[int] = []

    def record() -> SavedGame:
        return luck.record("race", shell.seats.code, {}, state.history)

    def hint() -> Hint | str:
        """The toy's advice: always the full roll, pointed at so Enter plays it."""
        if not shell.keyboard_plays(state.turn) or state.is_chance_node():
            return NOT_YOUR_TURN
        pointer[:] = [0]
        return Hint(0, "RUN THE FULL ROLL", "THE FURTHER THE BETTER")

    shell.keep(KeptGame(FILE, record, replay, lambda s: 0, lambda: done, hint=hint, luck=luck,
                        save=lambda: save_game(FILE, record(), state)))
    while not state.is_terminal():
        m.screen.clear(shell.look.table)
        m.screen.write(0, 0, f"{state} TAKE-BACKS {luck.take_backs} HINTS {luck.hints}",
                       shell.look.text)
        shell.draw_legend()
        if state.is_chance_node():
            state.apply_action(luck.draw(state))
            continue
        if shell.keyboard_plays(state.turn):
            event = shell.read_event()
            if isinstance(event, Key) and event.name == "Enter" and pointer:
                action = pointer.pop()
            elif isinstance(event, Key) and event.char in "01" and event.char:
                action = int(event.char)
            else:
                continue
        else:
            shell.pause()
            action = RandomBot().choose(state, luck.decider(state))
        done.append(f"P{state.turn} {'FULL' if action == 0 else 'HALF'}")
        state.apply_action(action)
        save_game(FILE, luck.record("race", shell.seats.code, {}, state.history), state)


def moves(state: Race) -> list[tuple[int, int]]:
    """(player, choice) of every move so far, for the log of a resumed game."""
    walk, found = Race(), []
    for action in state.history:
        if not walk.is_chance_node():
            found.append((walk.turn, action))
        walk.apply_action(action)
    return found


def run(keys: str, said: list[str] | None = None, fresh: bool = True):
    """A run of the toy; ``fresh``: without the game an earlier run kept."""
    if fresh:
        file_path(FILE).unlink(missing_ok=True)
    script = Script()
    for key in keys.split():
        script.key(key).wait(3_000)
    return run_headless(race([] if said is None else said), seed=1, script=script,
                        options=QUIET)


def top(result) -> list[str]:
    return [s.row_text(0).strip() for s in result.screens]


def test_backspace_takes_back_to_your_last_decision_and_the_dice_stay(data: Path) -> None:
    played = run("0 1 0")
    said: list[str] = []
    back = run("0 1 0 Backspace", said)
    assert back.screens[-1].row_text(0) != played.screens[-1].row_text(0)
    before_last = run("0 1").screens[-1].row_text(0)
    assert back.screens[-1].row_text(0).replace("TAKE-BACKS 1", "TAKE-BACKS 0") == before_last
    again = run("0 1 0 Backspace 0")  # the same key again: the same dice, the same replies
    assert again.screens[-1].row_text(0).replace("TAKE-BACKS 1", "TAKE-BACKS 0") == \
        played.screens[-1].row_text(0)
    kept = json.loads(file_path(FILE).read_text())
    assert kept["take_backs"] == 1


def test_again_and_again_to_the_start_then_a_reason(data: Path) -> None:
    said: list[str] = []
    result = run("0 1 Backspace Backspace Backspace", said)
    assert result.screens[-1].row_text(0).startswith("at [0, 0] turn 0 die")
    assert "TAKE-BACKS 2" in result.screens[-1].row_text(0)
    assert said == [NOTHING_TO_TAKE_BACK.format(unit="HAND")]  # the toy race keeps the default


def test_the_demo_takes_nothing_back_and_says_why(data: Path) -> None:
    said: list[str] = []
    run("0 F2 Backspace", said)
    assert comforts.NO_KEYBOARD in said


def test_the_option_turns_take_backs_off_with_a_reason(data: Path) -> None:
    (data / "RACE.CFG").write_text("TAKEBACK=OFF\n")
    said: list[str] = []
    result = run("0 1 Backspace", said)
    assert said == [comforts.SWITCHED_OFF]
    assert "TAKE-BACKS 0" in result.screens[-1].row_text(0)


def test_the_log_shows_every_move_newest_last_and_esc_restores_the_table(data: Path) -> None:
    result = run("0 1 L")
    log = result.screens[-1]
    assert "RACE - GAME LOG" in log.row_text(0)
    lines = [log.row_text(r).strip(" ║") for r in range(2, 8)]
    assert lines[0] == "P0 FULL" and lines[2] == "P0 HALF"          # yours, newest last
    assert lines[1].startswith("P1 ") and lines[3].startswith("P1 ")  # and the computer's
    table = run("0 1").screens[-1]
    assert run("0 1 L Esc").screens[-1] == table


def test_g_then_y_starts_afresh_and_throws_the_kept_game_away(data: Path) -> None:
    run("0 1")
    assert file_path(FILE).exists()
    kept = run("G N", fresh=False).screens[-1].row_text(0)
    assert not kept.startswith("at [0, 0]")           # N: the kept game plays on
    fresh = run("G Y", fresh=False).screens[-1].row_text(0)
    assert fresh.startswith("at [0, 0] turn 0")
    assert not file_path(FILE).exists()


def test_the_quit_question_says_the_game_is_kept(data: Path) -> None:
    first = run("F7").screens[-1].text()
    assert "QUIT RACE?" in first and "KEPT" not in first  # nothing played, nothing kept
    later = run("0 F7").screens[-1].text()
    assert "QUIT RACE? THE GAME IS KEPT FOR NEXT TIME" in later


def test_a_record_from_before_take_backs_reads_as_none(data: Path) -> None:
    state = Race()
    state.apply_action(3)
    record = SavedGame("race", "KC", {}, state.history[:],
                       SavedGame.generator_state(random.Random(1)))
    save_game(FILE, record, state)
    data_file = file_path(FILE)
    old = json.loads(data_file.read_text())
    for new_field in ("tape", "take_backs", "seed"):
        del old[new_field]
    data_file.write_text(json.dumps(old))
    found = load_game(FILE, "race", replay)
    assert found.warning is None
    assert found.record is not None and found.record.take_backs == 0
    assert found.record.tape == [] and found.record.seed == ""


def test_the_hint_key_says_what_and_why_points_at_it_and_is_counted(data: Path) -> None:
    said: list[str] = []
    hinted = run("? Enter", said)
    assert said == ["HINT: RUN THE FULL ROLL - THE FURTHER THE BETTER"]
    typed = run("0")
    assert hinted.screens[-1].row_text(0).replace("HINTS 1", "HINTS 0") == \
        typed.screens[-1].row_text(0)  # Enter played the hinted choice, the full roll
    assert "HINTS 1" in hinted.screens[-1].row_text(0)
    run("? F7 Y")  # kept with the game at once, before any move
    assert json.loads(file_path(FILE).read_text())["hints"] == 1
    assert "HINTS 1" in run("1", fresh=False).screens[-1].row_text(0)


def test_a_hint_in_the_demo_says_why_there_is_none_and_counts_nothing(data: Path) -> None:
    said: list[str] = []
    result = run("F2 ?", said)
    assert said == [NOT_YOUR_TURN]
    assert "HINTS 0" in result.screens[-1].row_text(0)


@pytest.mark.parametrize("take_backs, hints, words", [
    (0, 0, ""), (1, 0, "WITH 1 TAKE-BACK"), (0, 1, "WITH 1 HINT"),
    (2, 3, "WITH 2 TAKE-BACKS AND 3 HINTS")])
def test_the_end_of_a_game_counts_the_help_used(take_backs: int, hints: int, words: str) -> None:
    assert helps_said(take_backs, hints) == words
