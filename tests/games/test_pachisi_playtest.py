"""Pachisi: the defects a new player found in a play-test, each pinned by a test.

Headless runs of the program (the computer seats play the greedy bot, as in
``test_pachisi_program``) and pure drawings of set positions.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pachisi_play import quick_data_folder

from games.pachisi import program
from games.pachisi.ai import GreedyBot
from games.pachisi.program import main
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)
BEGIN = Script().key("Esc")


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    with quick_data_folder(tmp_path) as folder:
        monkeypatch.setenv("TOMMYS_DATA", str(folder))
        yield folder


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(program, "AIBot", GreedyBot)


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
