"""The hint (?): the expert's move for the keyboard colour, in words, and Enter plays it.

Pachisi hides nothing but the dice to come, which are not in the state at all, so the
card games' honesty harness (redeal what the seat cannot see, ask again) has nothing to
redeal here; what is checked instead is that the hint is the expert player's own choice
and reads the position only (it changes nothing in it). The program runs with seed 117's
plan (``pachisi_play``), its computer seats greedy as in ``test_pachisi_program``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from pachisi_play import add_keys, plan_game
from test_pachisi_strengths import options_of, positions, with_a_capture

from games._shared.dialogs import MESSAGE_WIDTH
from games._shared.hints import NOT_YOUR_TURN
from games._shared.kept_game import Luck
from games._shared.shell import Shell
from games._shared.state import sample_chance
from games._shared.strength import LEVELS
from games.pachisi import keeping, strengths
from games.pachisi import messages as say
from games.pachisi.ai import AIBot, GreedyBot
from games.pachisi.hint import hint_for
from games.pachisi.kept_table import NOTHING_TO_CHOOSE
from games.pachisi.program import main
from games.pachisi.rulebook import PASS
from games.pachisi.rules import PachisiState
from retro import Script, run_headless
from retro.machine import seeded_random
from retro.options import Options

QUIET = Options(intro=False, sound=False)
HINTED = 23
"""Seed 117's decision 23: red has 1 and 6 and the expert's pawn is not the one the
pointer starts on (nor the greedy player's choice)."""


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strengths, "PLAYERS", dict.fromkeys(LEVELS, GreedyBot))



def test_the_hint_is_the_experts_move_and_changes_nothing() -> None:
    for state in positions(11, 40):
        before = str(state), list(state.history)
        hint = hint_for(state, state.turn, random.Random(1))
        assert (str(state), state.history) == before
        assert hint.action == AIBot().choose(state.clone(), random.Random(2))
        assert len(hint.line()) <= MESSAGE_WIDTH  # one line on the message row
        assert hint.estimate  # the expert's own figure: a margin, a sure win, the only way


def test_the_words_name_the_pawn_the_square_and_a_capture() -> None:
    said = 0
    for state in with_a_capture(8):
        hint = hint_for(state, state.turn)
        option = options_of(state)[hint.action]
        if option.landing.victim >= 0:
            colour = say.COLOURS[option.landing.victim >> 2]
            assert f"IT CAPTURES {colour}" in hint.words
            said += 1
        assert hint.words.startswith(("MOVE ", "ENTER ON ", "BONUS: ", "PRESS P"))
    assert said >= 3


def test_every_reason_fits_and_a_pass_says_press_p() -> None:
    words = [hint_for(s, s.turn) for s in positions(12, 150)]
    assert all(len(h.line()) <= MESSAGE_WIDTH for h in words)
    reasons = {h.words.split(": ")[-1] for h in words}
    assert len(reasons) >= 5  # not one stock phrase
    for h in words:
        assert (h.action == PASS) == h.words.startswith("PRESS P")


def run_from(decision_index: int, script: Script, hints: int = 0):
    plan = plan_game(117)
    decision = plan.decisions[decision_index]
    assert keeping.save(decision.state, "KCCC", Luck(decision.dice, [], hints=hints)) is None
    return plan, decision, run_headless(main, seed=117, script=script, options=QUIET)


def test_question_mark_then_enter_plays_the_hinted_move(data_folder: Path,
                                                        noticed: list[str]) -> None:
    plan = plan_game(117)
    decision = plan.decisions[HINTED]
    hint = hint_for(decision.state, 0)
    assert hint.action not in (decision.action, PASS)
    script = Script().type("?").shot("hint").key("Enter").type("x").shot("after")
    _, _, result = run_from(HINTED, script)
    assert hint.line() in noticed
    assert hint.line() in result.shots["hint"].text().splitlines()[23]
    kept = json.loads((data_folder / keeping.FILE).read_text())
    history = decision.state.history
    assert kept["actions"][:len(history) + 1] == [*history, hint.action]
    assert kept["hints"] == 1  # counted, and kept with the game at once


def test_the_hint_screen(golden) -> None:
    """The hint on the message row, the pawn chosen and the pointer on its square."""
    _, _, result = run_from(HINTED, Script().type("?").shot("hint"))
    lines = result.shots["hint"].text().splitlines()
    assert lines[23].lstrip().startswith("HINT: MOVE ")
    assert "GOES WHERE?" in lines[22]
    golden("screens/pachisi/hint.txt", result.shots["hint"].to_text())


def test_no_hint_while_the_computer_plays(noticed: list[str]) -> None:
    plan = plan_game(117)
    first_computer = next(i for i, d in enumerate(plan.decisions) if d.after_computer)
    decision = plan.decisions[first_computer - 1]
    # after red's last move before a computer's turn, ? is pressed during the computer's
    # pause: no hint, and nothing is counted
    script = Script()
    add_keys(script, [decision])
    script.type("?").wait(50)
    run_from(first_computer - 1, script)
    assert NOT_YOUR_TURN in noticed


def test_the_end_of_the_game_says_the_hints_used(monkeypatch: pytest.MonkeyPatch) -> None:
    told: list[str] = []
    monkeypatch.setattr(Shell, "message", lambda shell, text, *args, **kwargs: told.append(text))
    plan = plan_game(117)
    last = len(plan.decisions) - 1
    assert plan.final is not None and plan.final.winner == 0
    run_from(last, Script().type("?").key("Enter").type("xn"), hints=2)
    assert told[-1] == "RED WINS THE GAME! WITH 3 HINTS"


def test_a_roll_that_cannot_be_used_has_nothing_to_hint(data_folder: Path,
                                                        noticed: list[str]) -> None:
    """Red to move with no legal move: the program passes for red with a notice, and ?
    meanwhile says there is nothing to choose (no advice to press P, nothing counted)."""
    rng, state, bot = seeded_random(117), PachisiState(), GreedyBot()
    while True:
        if state.is_chance_node():
            dice = random.Random()
            dice.setstate(rng.getstate())
            state.apply_action(sample_chance(state, rng))
            continue
        if state.turn == 0 and state.legal_actions() == [PASS]:
            break  # what is left of the roll cannot be played
        state.apply_action(bot.choose(state, rng))
    assert keeping.save(state, "KCCC", Luck(dice, [])) is None
    run_headless(main, seed=117, script=Script().type("?x"), options=QUIET)
    assert NOTHING_TO_CHOOSE in noticed
    assert not any(line.startswith("HINT:") for line in noticed)
