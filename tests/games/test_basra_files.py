"""Basra's kept game against stops and kills: BASRA.TMP after every deal and every card,
a run stopped after every key resumed to the table it stopped at, and a real kill -9 of a
child process at random moments never leaving a file that fails to load.

The computer plays the greedy bot unless a test says otherwise.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from killing import run_and_kill, saving_player

from games._shared.kept_game import Luck
from games.basra import keeping
from games.basra import table as basra_table
from games.basra.ai import AIBot, GreedyBot
from games.basra.game import BasraGame
from games.basra.program import main
from games.basra.rulebook import Options
from retro import Script, run_headless
from retro.options import Options as RunOptions

QUIET = RunOptions(intro=False, sound=False)

RUN_ON_MS = 6_000
"""How long a stopped run goes on after its one key: past a take-back's notice (its
reading time) to the next question, as a person who stops there would see it."""


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(basra_table, "player_for", lambda level: GreedyBot())


def table(result) -> list[str]:
    """The table's rows (0-22): everything but the message row and the legend."""
    return result.screen.text().splitlines()[:23]


KEYS = [*["1", "Enter"] * 6, "Backspace", "Backspace", *["1", "Enter"] * 8, "x",
        *["Enter", "1"] * 5, "Backspace", *["1"] * 14]
"""Place 1 and the pointed card (the pointer stays on place 1, where a resumed table puts
it), two take-backs in a row and one after the first hand, a key that names no card
(refused), and enough cards to finish a hand and start the next: its score screen waits
for a key, which these keys answer too."""


@pytest.mark.parametrize(("bot", "seed"), [(GreedyBot, 21), (AIBot, 24)])
def test_stopped_after_every_key_it_resumes_to_the_same_screen_and_the_same_game(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch, bot: type, seed: int) -> None:
    """Each run types one key, goes on a little and stops (the script runs out: as good
    as a kill between two moves); the next start must show the table it stopped at, and
    the game played run after run must be the one a single run plays, the real computer
    player's too (it thinks from the game's own seed, not the run's). A stop after the
    new cards of a hand show, before any is played, must come back to those cards, not
    to the score screen before them."""
    monkeypatch.setattr(basra_table, "player_for", lambda level: bot())
    whole = run_headless(main, seed=seed, options=QUIET, script=Script().key(*KEYS))
    assert whole.ended_by == "input exhausted"
    played = json.loads((data_folder / keeping.FILE).read_text())
    assert played["take_backs"] == 3
    keeping.discard()
    stopped = None
    resumed = 0
    for step, key in enumerate(KEYS):
        if stopped is not None:
            back = run_headless(main, seed=500 + step, options=QUIET, script=Script())
            assert table(back) == table(stopped), f"after key {step - 1} ({KEYS[step - 1]})"
            resumed += 1
        stopped = run_headless(main, seed=seed if step == 0 else 1000 + step, options=QUIET,
                               script=Script().key(key).wait(RUN_ON_MS))
        assert stopped.ended_by == "input exhausted"
        found = keeping.load()
        assert found.warning is None and found.record is not None, f"after key {step}"
    assert resumed == len(KEYS) - 1
    assert not list(data_folder.glob("*.BAD"))
    assert table(stopped) == table(whole)
    chained = json.loads((data_folder / keeping.FILE).read_text())
    assert (chained["actions"], chained["take_backs"]) == (played["actions"],
                                                           played["take_backs"])
    assert "HAND 2" in table(whole)[0]  # the first hand was played out, run after run


KILLS = 12

_PLAYER = saving_player("basra", "Script().key(*keys)", saves="40", before="""
from games.basra import table
from games.basra.ai import GreedyBot
table.player_for = lambda level: GreedyBot()
keys = ["Enter", "1", "Enter", "Backspace", "1", "Enter"] * 200  # take-backs write too
""")


def a_long_game() -> None:
    """BASRA.TMP with a game to 999 at its first card, so no child finishes it."""
    rules = Options(gamepoint=999)
    game = BasraGame(rules, replay_seat=0)
    luck = Luck(random.Random(2), [], seed="basra kill test")
    while game.is_chance_node():
        game.apply_action(luck.draw(game))
    assert keeping.save(game, keeping.Record(rules), "KC", luck) is None


def test_kill_9_at_random_moments_never_damages_the_file_and_it_resumes(
        data_folder: Path) -> None:
    """A real process, killed with SIGKILL at a random moment of its play (writes, a
    take-back's included), again and again; each start carries on from the last save."""
    a_long_game()
    rng = random.Random(11)
    lengths = []
    for kill in range(KILLS):
        run_and_kill(_PLAYER, [str(kill)], b"saved\n", rng, 0.3)
        found = keeping.load()
        assert found.warning is None, f"kill {kill}: {found.warning}"
        assert isinstance(found.state, BasraGame) and found.state.options.gamepoint == 999
        lengths.append(len(found.state.history))
    assert not list(data_folder.glob("*.BAD"))
    assert len(set(lengths)) > KILLS // 2  # the runs carried on from each other's saves
    assert found.record is not None and found.record.take_backs > 0
    resumed = run_headless(main, seed=3, options=QUIET,
                           script=Script().shot("told").wait(20_000).shot("on"))
    assert "THE GAME YOU LEFT IS BACK WHERE YOU STOPPED" in resumed.shots["told"].text()
    assert "GAME TO 999" in resumed.shots["on"].text()
