"""Pachisi: the defects a new player found in a play-test, each pinned by a test.

Headless runs of the program (the computer seats play the greedy bot, as in
``test_pachisi_program``) and pure drawings of set positions.
"""

from __future__ import annotations

import pytest
from pachisi_play import click_cell, plan_game

from games._shared.strength import LEVELS
from games.pachisi import layout as lay
from games.pachisi import strengths
from games.pachisi.ai import GreedyBot
from games.pachisi.program import main
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)
BEGIN = Script().key("Esc")



@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(strengths, "PLAYERS", dict.fromkeys(LEVELS, GreedyBot))


def rows(snapshot) -> list[str]:
    return snapshot.text().splitlines()


def test_a_held_line_is_shown_once_not_also_on_the_news_row() -> None:
    result = run_headless(main, seed=117, script=Script(BEGIN.steps).shot("draw"),
                          options=QUIET)
    draw = rows(result.shots["draw"])
    assert "THE DRAW SAYS RED BEGINS" in draw[23]
    assert sum("THE DRAW SAYS" in line for line in draw) == 1


def test_the_demo_line_says_it_is_a_demo_and_how_to_stop_it() -> None:
    script = Script(BEGIN.steps).key("F2").wait(200).shot("demo")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    line = rows(result.shots["demo"])[22]
    assert "DEMO" in line and "ALL FOUR" in line  # computer against computer
    assert "F2 STOPS IT: YOU TAKE OVER" in line
    assert len(line.rstrip()) <= 79


def test_a_refused_target_keeps_the_pawn_chosen() -> None:
    plan = plan_game(117)
    decision = plan.decisions[35]
    decision.save()
    assert 20 not in decision.state.targets(0) and 20 not in {
        s for p in range(4) for s in decision.state.targets(p)}
    script = Script().key("Enter").shot("chosen").click(*click_cell(20)).shot("refused")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    refused = rows(result.shots["refused"])
    assert "RED: THE PAWN ON 41 GOES WHERE?" in refused[22]
    assert refused[23].strip()  # the reason is shown
    col, row = lay.square_pos(40)  # square 41: still marked as the chosen pawn
    assert refused[row][col] == "»" and refused[row][col + 2] == "«"


@pytest.mark.parametrize(("key", "moves"), [("kp8", False), ("4800", True), ("Up", True)],
                         ids=["numlock-on-digit", "numlock-off-arrow", "grey-arrow"])
def test_keypad_digits_with_numlock_on_are_digits_not_pointer_moves(key: str,
                                                                      moves: bool) -> None:
    script = Script(BEGIN.steps).type("x").shot("before").key(key).type("x").shot("after")
    result = run_headless(main, seed=117, script=script, options=QUIET)
    assert (result.shots["before"].data != result.shots["after"].data) == moves
