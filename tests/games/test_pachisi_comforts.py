"""Pachisi's comforts: take back (the same keys then give the same screen, and the very
dice come again), whichever colours the keyboard plays; the log as a golden; the count
at the end; Backspace with a pawn chosen; the option off and the demo; a new game (G).

The computer seats play the greedy bot, and ``pachisi_play`` plans the same game
offline (seed 117: red, the keyboard, is drawn to begin). A run starts from a decision
of the plan written to PACHISI.TMP, so no test plays the opening moves again.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pachisi_play import add_keys, plan_game

from games._shared import comforts
from games._shared.kept_game import KeptGame, Luck, taken_back
from games._shared.shell import Shell
from games._shared.strength import LEVELS
from games.pachisi import events as ev
from games.pachisi import keeping, program, strengths
from games.pachisi import messages as say
from games.pachisi.ai import GreedyBot
from games.pachisi.game_log import log_lines
from games.pachisi.instructions import TEXT as INSTRUCTIONS
from games.pachisi.program import main
from games.pachisi.rulebook import PASS
from games.pachisi.rules import PachisiState, replay
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)
FROM = 20
"""The decision of seed 117's plan the runs start from (resumed from the file)."""


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strengths, "PLAYERS", dict.fromkeys(LEVELS, GreedyBot))



def board(snapshot) -> list[str]:
    """The screen without the message row (which says TAKEN BACK, or a line of news)."""
    lines = snapshot.text().splitlines()
    return lines[:23] + lines[24:]


def run(script: Script, seed: int = 117):
    """The program on ``script``, with a shot at the keyboard's next prompt (a key it
    ignores first: a key is handed over only when the program reads one)."""
    script.type("x").shot("end")
    return run_headless(main, seed=seed, script=script, options=QUIET).shots["end"]


def kept_record(data_folder: Path) -> dict:
    return json.loads((data_folder / keeping.FILE).read_text())


def future() -> list[int]:
    """The kept game played on by the greedy bot for 300 actions, with the dice its file
    holds: the generator and the rolls a take-back left on the tape."""
    found = keeping.load()
    assert found.record is not None and isinstance(found.state, PachisiState)
    state, luck, bot = found.state, Luck.of(found.record), GreedyBot()
    start = len(state.history)
    while not state.is_terminal() and len(state.history) < start + 300:
        state.apply_action(luck.draw(state) if state.is_chance_node()
                           else bot.choose(state, luck.rng))
    return state.history[start:]


@pytest.mark.parametrize("back", [1, 2, 5])
def test_take_back_n_moves_then_the_same_keys_give_the_same_screen(
        back: int, data_folder: Path, noticed: list[str]) -> None:
    plan = plan_game(117, until=120)
    decisions = plan.decisions[FROM:FROM + 8]
    plan.decisions[FROM].save()
    script = Script()
    add_keys(script, decisions)
    straight = run(script)
    straight_file, straight_future = kept_record(data_folder), future()

    plan.decisions[FROM].save()
    script = Script()
    add_keys(script, decisions)
    script.type("x").key(*["Backspace"] * back)  # at the prompt: not a computer's pause
    add_keys(script, decisions[-back:])  # the pointer starts afresh, as after a computer
    again = run(script)
    assert board(again) == board(straight)
    assert noticed.count(say.taken_back(0, back)) == 1  # red to move, the count so far
    round_trip = kept_record(data_folder)
    assert round_trip["actions"] == straight_file["actions"]
    assert future() == straight_future  # not one roll drawn again
    assert round_trip["take_backs"] == back and straight_file["take_backs"] == 0


def test_several_keyboard_colours_each_take_back_their_own_last_move(
        data_folder: Path, noticed: list[str]) -> None:
    """Red and yellow at the keyboard: the take-back goes to whichever of them chose
    last, the computers' moves since undone too, and names that colour."""
    plan = plan_game(9, keyboard=(0, 2), until=200)
    start = next(i for i in range(10, len(plan.decisions) - 3)
                 if plan.decisions[i].state.turn != plan.decisions[i + 1].state.turn)
    decisions = plan.decisions[start:start + 2]  # one colour's move, then the other's
    first, second = (d.state.turn for d in decisions)
    assert {first, second} == {0, 2}
    plan.decisions[start].save("KCKC")
    script = Script()
    add_keys(script, decisions)
    straight = run(script, seed=9)

    plan.decisions[start].save("KCKC")
    script = Script()
    add_keys(script, decisions)
    script.type("x").key("Backspace", "Backspace")
    add_keys(script, decisions)
    again = run(script, seed=9)
    assert board(again) == board(straight)
    assert say.taken_back(second, 1) in noticed and say.taken_back(first, 2) in noticed


def test_after_a_take_back_and_another_move_the_dice_are_the_same() -> None:
    """Games at random taken back to the keyboard's last choice, another move made: the
    rolls that follow are the very rolls that followed, in the same order."""
    rng = random.Random(16)
    compared = 0
    for _ in range(30):
        state, luck = PachisiState(), Luck(random.Random(rng.random()), [], seed="dice")
        stop = rng.randrange(30, 300)
        while not state.is_terminal() and len(state.history) < stop:
            state.apply_action(luck.draw(state) if state.is_chance_node()
                               else rng.choice(state.legal_actions()))
        saved = keeping.saved(state, "KCCC", luck)
        kept = KeptGame(keeping.FILE, lambda saved=saved: saved, keeping.replay_saved,
                        lambda s: 0, lambda: [], decides=keeping.decides)
        back = taken_back(kept, saved, [0])
        if isinstance(back, str):
            continue
        assert isinstance(back.state, PachisiState)
        cut = len(back.state.history)
        came = [a for a, chance in zip(saved.actions[cut:], _chances(saved)[cut:],
                                       strict=True) if chance]
        walk, again = back.state, Luck.of(back.record)
        others = [a for a in walk.legal_actions() if a != saved.actions[cut]]
        walk.apply_action(rng.choice(others or walk.legal_actions()))
        rolled: list[int] = []
        while len(rolled) < len(came) and not walk.is_terminal():
            if walk.is_chance_node():
                rolled.append(again.draw(walk))
                walk.apply_action(rolled[-1])
            else:
                walk.apply_action(rng.choice(walk.legal_actions()))
        assert rolled == came[:len(rolled)]
        compared += len(rolled)
    assert compared > 40


def _chances(saved) -> list[bool]:
    """For each action of the record: a roll (or the draw) or not."""
    state = replay([], keeping.rules(saved.settings[keeping.SPARE_KEY]))
    marks = []
    for action in saved.actions:
        marks.append(state.is_chance_node())
        state.apply_action(action)
    return marks


def test_a_take_back_never_stops_at_a_pass_the_program_made() -> None:
    """With no move at all the program passes for the keyboard's colour: a take-back
    goes back past it, to a moment the colour chose (else the next Backspace would come
    back to the very same place)."""
    rng = random.Random(5)
    skipped = 0
    for _ in range(40):
        state, luck = PachisiState(), Luck(random.Random(rng.random()), [])
        bot, stop = GreedyBot(), rng.randrange(20, 400)
        while not state.is_terminal() and len(state.history) < stop:
            state.apply_action(luck.draw(state) if state.is_chance_node()
                               else bot.choose(state, rng))
        saved = keeping.saved(state, "KCCC", luck)
        kept = KeptGame(keeping.FILE, lambda saved=saved: saved, keeping.replay_saved,
                        lambda s: 0, lambda: [], decides=keeping.decides)
        back = taken_back(kept, saved, [0])
        if isinstance(back, str):
            continue
        assert back.state is not None and back.state.current_player() == 0
        assert back.state.legal_actions() != [PASS]
        walk = back.state.clone()
        for action in saved.actions[len(walk.history):]:
            skipped += walk.current_player() == 0 and walk.legal_actions() == [PASS]
            walk.apply_action(action)
    assert skipped > 0


def test_nothing_to_take_back_at_the_start_of_the_game(noticed: list[str]) -> None:
    plan = plan_game(117, until=3)
    plan.decisions[0].save()
    run(Script().type("x").key("Backspace"))
    assert "NOTHING TO TAKE BACK: THIS IS YOUR FIRST MOVE OF THE GAME" in noticed


def test_backspace_with_a_pawn_chosen_puts_the_pawn_back(noticed: list[str]) -> None:
    plan = plan_game(117, until=400)
    plan.decisions[35].save()
    script = Script().key("Enter").shot("chosen").key("Backspace").type("x").shot("back")
    shots = run_headless(main, seed=117, script=script, options=QUIET).shots
    assert "GOES WHERE?" in shots["chosen"].text().splitlines()[22]
    assert "POINT AT A PAWN" in shots["back"].text().splitlines()[22]
    assert not any(line.startswith("TAKEN BACK") for line in noticed)


def test_the_log_of_a_scripted_game(golden, opened_logs: list[list[str]]) -> None:
    logs = opened_logs
    plan = plan_game(117, until=60)
    script = Script().key("Esc")
    add_keys(script, plan.decisions[:12])
    script.type("x").key("L").shot("log").key("Esc")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    view = result.shots["log"].text().splitlines()
    assert "PACHISI - GAME LOG" in view[0]
    text = "\n".join(logs[-1]) + "\n"
    assert text.startswith("THE DRAW SAYS RED BEGINS\nRED ROLLS 1 AND 4\n")
    assert all(len(line) <= 76 for line in logs[-1])
    assert logs[-1][-1] in "\n".join(view)  # the newest line on the page shown
    golden("text/pachisi/log.txt", text)


def test_the_log_holds_every_move_of_every_colour() -> None:
    """Each move, capture, pass and roll of the game's events has its line, in order."""
    plan = plan_game(117)
    assert plan.final is not None
    events = [e for e in plan.final.events if e.kind != ev.TURN]
    lines = log_lines(plan.final.events)
    joined = [line.strip() for line in lines]
    assert len([e for e in events if e.kind == ev.ROLL]) == sum(
        " ROLLS " in line and "AGAIN" not in line for line in joined)
    assert joined[-1] == say.say(plan.final.events[-1])


def test_the_end_of_the_game_counts_the_take_backs(monkeypatch: pytest.MonkeyPatch,
                                                   told: list[str]) -> None:
    final = plan_game(117).final
    assert final is not None and final.winner == 0

    def play(self) -> None:  # straight to the won game, after three take-backs
        self.state, self.luck.take_backs = final.clone(), 3
        self.finish()

    monkeypatch.setattr(program.Table, "play", play)
    run_headless(main, seed=117, options=QUIET, script=Script().key("Esc").wait(5_000).key("n"))
    assert "RED WINS THE GAME! WITH 3 TAKE-BACKS" in told


@pytest.fixture
def told(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    lines: list[str] = []
    shown = Shell.message
    monkeypatch.setattr(Shell, "message", lambda shell, text, *args, **kwargs: (
        lines.append(text), shown(shell, text, *args, **kwargs)))
    return lines


def test_option_off_refuses_with_a_reason(data_folder: Path, noticed: list[str]) -> None:
    (data_folder / "PACHISI.CFG").write_text("TAKEBACK=OFF\n")
    plan = plan_game(117, until=120)
    plan.decisions[FROM].save()
    script = Script()
    add_keys(script, plan.decisions[FROM:FROM + 1])
    run(script.type("x").key("Backspace"))
    assert comforts.SWITCHED_OFF in noticed
    assert not any(line.startswith("TAKEN BACK") for line in noticed)


def test_the_menu_of_a_new_game_has_the_take_backs_line() -> None:
    shot = run_headless(main, seed=1, script=Script().shot("menu"), options=QUIET)
    menu = shot.shots["menu"].text()
    assert "TAKE-BACKS" in menu and "ON" in menu


@pytest.mark.parametrize("how", ["F2", "all four computers"])
def test_the_demo_and_a_table_of_computers_refuse_with_a_reason(
        how: str, data_folder: Path, noticed: list[str]) -> None:
    plan = plan_game(117, until=120)
    plan.decisions[FROM].save("CCCC" if how != "F2" else "KCCC")
    script = Script().key("F2") if how == "F2" else Script()
    script.wait(300).key("Backspace").wait(300)
    run_headless(main, seed=117, script=script, options=QUIET)
    assert comforts.NO_KEYBOARD in noticed


def test_g_then_n_plays_on_and_g_then_y_begins_a_new_game(data_folder: Path) -> None:
    plan = plan_game(117, until=120)
    plan.decisions[FROM].save()
    kept = (data_folder / keeping.FILE).read_text()
    result = run_headless(main, seed=117, options=QUIET, script=Script().type("x").shot(
        "before").key("G").shot("asked").key("N").type("x").shot("after"))
    assert comforts.NEW_GAME_QUESTION in result.shots["asked"].text()
    assert board(result.shots["after"]) == board(result.shots["before"])
    assert (data_folder / keeping.FILE).read_text() == kept
    result = run_headless(main, seed=117, options=QUIET,
                          script=Script().type("x").key("G", "Y").shot("new"))
    assert "NEW GAME: WHO PLAYS" in result.shots["new"].text()
    assert not (data_folder / keeping.FILE).exists()


def test_f7_quits_at_once_and_a_take_back_is_kept_with_the_game(data_folder: Path) -> None:
    """Pachisi's F7 asks nothing (as the original): the game is in the file, the
    take-back and its count included, and the help says so and that the shelf marks it."""
    plan = plan_game(117, until=120)
    plan.decisions[FROM].save()
    script = Script()
    add_keys(script, plan.decisions[FROM:FROM + 2])
    script.type("x").key("Backspace").key("F7")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert result.ended_by == "return"
    assert "QUIT PACHISI?" not in result.screens[-1].text()
    record = kept_record(data_folder)
    assert record["take_backs"] == 1
    assert len(record["actions"]) == len(plan.decisions[FROM + 1].state.history)
    found = keeping.load()
    assert found.state is not None and str(found.state) == str(plan.decisions[FROM + 1].state)
    help_text = " ".join(INSTRUCTIONS.split())
    assert "QUIT AT ONCE, NO QUESTION ASKED. THE GAME IS KEPT" in help_text
    assert "THE GAME SHELF MARKS IT KEPT" in help_text
    assert "BACKSPACE TAKE BACK YOUR LAST MOVE" in help_text
