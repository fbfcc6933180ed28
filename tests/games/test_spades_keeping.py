"""Spades keeps its game in SPADES.TMP: stopped anywhere (F7, a closed window, kill -9) it
goes on with the same cards and the same screen; a damaged file goes to .BAD; a finished
game leaves no file. The computer seats play the greedy bot, as the program's tests do."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from killing import run_and_kill, saving_player

from games.spades import keeping
from games.spades import table as spades_table
from games.spades.ai import GreedyBot
from games.spades.program import main
from games.spades.rulebook import Options
from retro import Script, run_headless
from retro.options import Options as RunOptions

QUIET = RunOptions(intro=False, sound=False)
WATCH = "SEATS=CCCC\nDELAY=1\n"
"""The computer on every seat, a tenth of a second between moves."""


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spades_table, "level_bot", lambda word: GreedyBot())


def table_rows(snap) -> list[str]:
    """The table and the prompt, without the message row (RESUMED, a bid said)."""
    return snap.text().splitlines()[:23]


def test_stopped_anywhere_it_goes_on_with_the_same_game(data: Path) -> None:
    """The computer plays all four seats (the demo); runs are cut off at many moments (the deal, the
    bidding, a book) and each next run goes on from the file: the game is never damaged
    and its actions are the very ones an unbroken run makes."""
    (data / "SPADES.CFG").write_text(WATCH)
    run_headless(main, seed=4, script=Script().key("F2").wait(400_000), options=QUIET)
    straight = keeping.load().record
    assert straight is not None
    stops = 0
    (data / "SPADES.TMP").unlink()
    rng = random.Random(5)
    lengths = []
    while len(lengths) < 25:
        run_headless(main, seed=4, script=Script().key("F2").wait(rng.randrange(500, 14_000)),
                     options=QUIET)  # F2: the demo, whose messages wait for nobody
        found = keeping.load()
        assert found.warning is None and found.record is not None
        actions = found.record.actions
        if len(actions) > len(straight.actions):
            break
        assert actions == straight.actions[:len(actions)]
        lengths.append(len(actions))
        stops += 1
    assert not list(data.glob("*.BAD"))
    assert stops >= 20 and len(set(lengths)) > 15


def test_f7_then_the_next_start_shows_the_same_table(data: Path) -> None:
    """Seed 1: North deals; stopped at your first bid and at your first card."""
    for keys in ((), ("3", "Enter", "wait:8000", "Enter")):
        script = Script().wait(20_000)
        for key in keys:
            script.wait(int(key[5:])) if key.startswith("wait:") else script.key(key)
        left = run_headless(main, seed=1, script=script.wait(6_000).shot("left")
                            .key("F7", "y"), options=QUIET)
        assert "KEPT FOR NEXT TIME" in left.screens[-1].text()
        back = run_headless(main, seed=1, script=Script().wait(500).shot("back")
                            .wait(5_000).shot("later"), options=QUIET)
        assert "YOUR UNFINISHED GAME IS BACK" in back.shots["back"].row_text(23)
        assert table_rows(back.shots["later"]) == table_rows(left.shots["left"])
        (data / "SPADES.TMP").unlink()


def test_a_damaged_file_is_set_aside_and_said(data: Path) -> None:
    (data / "SPADES.TMP").write_text('{"game": "spades", "format": 1, "actions": [999]}\n')
    result = run_headless(main, seed=1, script=Script().wait(300).shot("told")
                          .key("Enter").wait(2_000).key("F7", "y"), options=QUIET)
    assert "SPADES.TMP" in result.shots["told"].row_text(23)
    assert list(data.glob("SPADES.TMP*.BAD"))


def test_a_finished_game_removes_the_file(data: Path, monkeypatch) -> None:
    (data / "SPADES.CFG").write_text(WATCH)
    monkeypatch.setattr(spades_table, "Options", lambda **kw: Options(target=30, **kw))
    result = run_headless(main, seed=2, script=Script().wait(30_000).shot("mid")
                          .wait(3_600_000), options=QUIET, max_seconds=36_000)
    assert "WIN THE GAME" in result.screen.text() or "DRAW" in result.screen.text()
    assert not (data / "SPADES.TMP").exists()


def test_a_game_to_30_is_kept_with_its_target(data: Path, monkeypatch) -> None:
    """The rules a game began with go into the file: a short game stays short."""
    (data / "SPADES.CFG").write_text(WATCH)
    monkeypatch.setattr(spades_table, "Options", lambda **kw: Options(target=30, **kw))
    run_headless(main, seed=2, script=Script().wait(5_000), options=QUIET)
    found = keeping.load()
    assert found.state is not None and found.state.options.target == 30


SAVES_PER_RUN = 40
"""The most actions a killed run may save; after them the run waits to be killed. Twelve
runs of them stay short of a whole game (about 900 actions to 400), so the file is never
gone at a kill even on a machine quick enough to make every save before it."""

_PLAYER = saving_player("spades", "Script().wait(10**8)", before="""
from games.spades import table
from games.spades.ai import GreedyBot
table.level_bot = lambda word: GreedyBot()
""")


def test_kill_9_at_any_moment_never_damages_the_file(data: Path) -> None:
    (data / "SPADES.CFG").write_text(WATCH)
    rng = random.Random(16)
    lengths = []
    for kill in range(12):
        run_and_kill(_PLAYER, [str(kill), str(SAVES_PER_RUN)], b"saved\n", rng, 0.4)
        found = keeping.load()
        assert found.warning is None, f"kill {kill}: {found.warning}"
        assert found.state is not None and not found.state.is_terminal()
        lengths.append(len(found.state.history))
    assert not list(data.glob("*.BAD"))
    assert len(set(lengths)) > 6  # the runs carried on from each other's saves
