"""Russian Bank's game in play, kept in RBANK.TMP: after every move, resumed at the next
start to the very table it left, through F7, a closed window and kill -9; a damaged file
set aside; a finished game counted once and its file removed; a start from any record.

The computer plays the greedy bot. Seed 9: player 2 begins and player 1 (the keyboard)
wins the greedy game by 33 points.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from killing import run_and_kill

from games._shared.files import file_path
from games._shared.kept_game import Luck
from games._shared.saved_game import SavedGame
from games.russian_bank import bank_table, keeping, match_keeping, program, resuming
from games.russian_bank.ai import GreedyBot
from games.russian_bank.bank_table import BankTable
from games.russian_bank.match_record import MatchRecord
from games.russian_bank.program import main
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import plan_game

QUIET = Options(intro=False, sound=False)
WATCH = "SEATS=CC\nDELAY=1\n"
"""The computer plays both sides, a tenth of a second a move."""
TABLE_ROWS = 22
"""The header and the table (rows 0-21): what a resumed game must show as it was left.
The prompt, message and legend rows below say what is happening now."""


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())


def table_of(screen) -> list[str]:
    return screen.text().splitlines()[:TABLE_ROWS]


def kept() -> dict:
    """RBANK.TMP as JSON."""
    return json.loads(file_path(keeping.FILE).read_text())


class Watcher:
    """Records the table at every save (by the number of actions saved) and at every
    resumption, and can close the window after so many saves."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.saved: dict[int, list[str]] = {}
        self.resumed: list[list[str]] = []
        self.close_after: int | None = None
        self.saves = 0
        keep, tell = BankTable.keep, resuming.tell_resumed

        def watched_keep(bank: BankTable) -> None:
            keep(bank)
            self.saved[len(bank.game.history)] = table_of(bank.m.screen.snapshot())
            self.saves += 1
            if self.close_after is not None and self.saves >= self.close_after:
                bank.m.power_off()  # the window is closed: the next wait ends the run

        def watched_tell(bank: BankTable, tell_target: bool, taken: bool = False) -> None:
            bank.redraw()  # as tell does first (it may then wait, and the window close)
            self.resumed.append(table_of(bank.m.screen.snapshot()))
            tell(bank, tell_target, taken)

        monkeypatch.setattr(BankTable, "keep", watched_keep)
        monkeypatch.setattr(resuming, "tell_resumed", watched_tell)


def test_closing_the_window_at_many_moments_always_resumes_the_table_it_left(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer against itself, the window closed after a random number of saves,
    again and again: each start finds a sound file and shows the very table saved last;
    the game ends as the uninterrupted one did, and the next deal is the same too."""
    finished: list[list[int]] = []
    finish = match_keeping.finish_game

    def record_finish(bank: BankTable) -> None:
        finished.append(bank.game.history[:])
        finish(bank)
        bank.m.power_off()

    monkeypatch.setattr(program.match_keeping, "finish_game", record_finish)
    watcher = Watcher(monkeypatch)
    (data_folder / "RBANK.CFG").write_text(WATCH)
    whole = run_headless(main, seed=5, script=Script().wait(10**9), options=QUIET)
    assert whole.ended_by == "power off" and len(finished) == 1
    next_deal = kept()["actions"]  # kept from its first card on
    (data_folder / "RBANK.SCR").unlink()
    (data_folder / keeping.FILE).unlink()
    moments, runs = random.Random(5), 0
    expected: list[str] = []
    while len(finished) == 1:
        watcher.saves, watcher.close_after = 0, moments.randrange(2, 20)
        watcher.resumed.clear()
        result = run_headless(main, seed=5 if runs == 0 else 1000 + runs, options=QUIET,
                              script=Script().wait(10**9))
        assert result.ended_by == "power off"
        if runs:
            assert watcher.resumed == [expected], f"run {runs}: not the table left"
        if (data_folder / keeping.FILE).exists():
            found = keeping.load()
            assert found.warning is None and found.record is not None
            expected = watcher.saved[len(found.record.actions)]
        runs += 1
        assert runs < 80
    assert runs > 5 and finished[1] == finished[0], (runs, len(finished[0]))
    assert kept()["actions"] == next_deal
    assert not list(data_folder.glob("*.BAD"))


def test_f7_asks_says_the_game_is_kept_and_the_next_start_resumes_it(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    watcher = Watcher(monkeypatch)
    plan = plan_game(9, moves=6)
    script = Script()
    for _, keys in plan.keys:
        script.type(keys)
    first = run_headless(main, seed=9, options=QUIET,
                         script=script.key("F7").shot("asked").type("y"))
    assert first.ended_by == "return"
    assert "QUIT RUSSIAN BANK? THE GAME IS KEPT FOR NEXT TIME" in first.shots["asked"].text()
    saved = kept()
    assert saved["seats"] == "KC" and saved["settings"]["MODE"] == "CHECK"
    assert saved["settings"]["BY"].count(keeping.KEYBOARD) == 6
    left = watcher.saved[len(saved["actions"])]
    again = run_headless(main, seed=77, options=QUIET, script=Script().shot("back"))
    assert watcher.resumed == [left]
    assert "WELCOME BACK: THE GAME GOES ON FROM THE LAST MOVE MADE" in \
        again.shots["back"].text()


def test_the_seats_are_kept_with_the_game(data_folder: Path) -> None:
    run_headless(main, seed=9, options=QUIET,
                 script=Script().wait(500).key("F4").wait(500).key("F7").type("y"))
    assert kept()["seats"] == "KK"
    (data_folder / "RBANK.CFG").write_text("SEATS=CC\n")
    back = run_headless(main, seed=9, options=QUIET, script=Script().wait(300).shot("back"))
    assert "SEATS=KK" in (data_folder / "RBANK.CFG").read_text()
    rows = back.shots["back"].text().splitlines()
    assert "PLAYER 1: KEYBOARD" in rows[17] and "PLAYER 2: KEYBOARD" in rows[1]


@pytest.mark.parametrize("content", [
    "{not json", '{"format": 1, "game": "russian bank", "actions": [1, 2',
    "", '{"format": 1, "game": "basra", "seats": "KC", "settings": {}, "actions": []}',
])
def test_a_damaged_kept_game_is_set_aside_with_a_word_and_a_new_game_dealt(
        data_folder: Path, content: str) -> None:
    (data_folder / keeping.FILE).write_text(content)
    result = run_headless(main, seed=9, options=QUIET,
                          script=Script().shot("told").key("Enter").wait(300).shot("after"))
    assert "RBANK.TMP DAMAGED; KEPT AS RBANK.TMP.BAD; STARTING FRESH" in \
        result.shots["told"].text()
    assert (data_folder / "RBANK.TMP.BAD").read_text() == content
    after = result.shots["after"].text().splitlines()
    assert "GAME 1" in after[0] and "H1" in after[2]
    found = keeping.load()
    assert found.warning is None and found.state is not None  # the new game, kept


def test_a_kept_game_that_does_not_replay_to_its_check_is_set_aside(data_folder: Path) -> None:
    run_headless(main, seed=9, options=QUIET, script=Script().wait(500).key("F7").type("y"))
    saved = kept()
    saved["actions"][3], saved["actions"][4] = saved["actions"][4], saved["actions"][3]
    (data_folder / keeping.FILE).write_text(json.dumps(saved))
    found = keeping.load()
    assert found.warning == "RBANK.TMP DAMAGED; KEPT AS RBANK.TMP.BAD; STARTING FRESH"
    saved["settings"]["BY"] = "K"  # one decider for many actions: damaged too
    (data_folder / keeping.FILE).write_text(json.dumps(saved))
    assert keeping.load().warning is not None


def _won_game_kept(figures: str) -> None:
    """RBANK.TMP holding seed 9's game won by player 1, last move made, ``figures`` as
    the RBANK.SCR it was saved beside."""
    plan = plan_game(9)
    game = plan.game
    assert game is not None and game.over and game.score == 33
    assert keeping.save(game, keeping.RULES * len(game.history), "KC",
                        Luck(random.Random(1), []), figures) is None


def test_a_finished_game_not_yet_counted_is_counted_once_and_its_file_removed(
        data_folder: Path) -> None:
    """The run ended after the last move was kept and before RBANK.SCR had the result."""
    _won_game_kept(keeping.counted(MatchRecord.load()))
    result = run_headless(main, seed=3, options=QUIET,
                          script=Script().shot("result").key("Enter").wait(300).shot("next"))
    assert "YOU WIN" in result.shots["result"].text() and "33" in result.shots["result"].text()
    scores = (data_folder / "RBANK.SCR").read_text()
    assert "P1_POINTS=33\n" in scores and "GAMES_PLAYED=1\n" in scores
    assert "GAME 2" in result.shots["next"].text().splitlines()[0]
    run_headless(main, seed=3, options=QUIET, script=Script().wait(300))
    assert (data_folder / "RBANK.SCR").read_text() == scores  # never twice


def test_a_finished_game_already_counted_is_removed_and_a_new_one_dealt(
        data_folder: Path) -> None:
    """The run ended after RBANK.SCR had the result, before the file went."""
    before = keeping.counted(MatchRecord.load())
    (data_folder / "RBANK.SCR").write_text("P1_POINTS=33\nP1_GAMES=1\nGAMES_PLAYED=1\n")
    _won_game_kept(before)
    result = run_headless(main, seed=3, options=QUIET, script=Script().wait(300).shot("next"))
    assert "GAME 2" in result.shots["next"].text().splitlines()[0]
    assert "P1_POINTS=33\n" in (data_folder / "RBANK.SCR").read_text()
    assert not any("YOU WIN" in s.text() for s in result.screens)


def test_an_abandoned_game_leaves_no_kept_game(data_folder: Path) -> None:
    run_headless(main, seed=9, options=QUIET,
                 script=Script().wait(500).type("x").type("y").key("F7").type("y"))
    assert not (data_folder / keeping.FILE).exists()


def test_play_starts_from_any_record_and_the_same_keys_lead_to_the_same_table(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a take-back does, by hand: the record cut before one of the keyboard's
    decisions resumes to the table as it stood then (the computer's replies undone too);
    typing the same moves again leads to the same game and the same table."""
    watcher = Watcher(monkeypatch)
    keys = [k for _, k in plan_game(9, moves=30).keys]
    script = Script()
    for move in keys:
        script.type(move)
    run_headless(main, seed=9, options=QUIET, script=script.key("F7").type("y"))
    saved = SavedGame(**kept())
    left = watcher.saved[len(saved.actions)]
    decisions = [i for i, by in enumerate(saved.settings["BY"]) if by == keeping.KEYBOARD]
    assert len(decisions) == 30
    for back in (1, 12):
        cut = decisions[-back]
        then = watcher.saved[cut]
        by = saved.settings["BY"][:cut]
        record = SavedGame(saved.game, saved.seats, dict(saved.settings, BY=by),
                           saved.actions[:cut], saved.rng)
        game = keeping.replay(record)
        assert keeping.save(game, by, record.seats, Luck.of(record),
                            record.settings["COUNTED"]) is None
        watcher.resumed.clear()
        again = Script()
        for move in keys[-back:]:
            again.type(move)
        run_headless(main, seed=50 + back, options=QUIET, script=again.key("F7").type("y"))
        assert watcher.resumed == [then], f"{back} back: not the table then"
        assert kept()["actions"] == saved.actions and kept()["settings"] == saved.settings
        assert watcher.saved[len(saved.actions)] == left


SAVES_PER_RUN = 25
"""The most moves a killed run may save: a game takes many hundreds, so it never ends
within the test. Killed before, the run dies at a random moment of its play, writes
included; after it, the run waits to be killed."""

_PLAYER = """
import os, sys, time
from pathlib import Path
from games.russian_bank import program
from games.russian_bank.ai import GreedyBot
from games.russian_bank.bank_table import BankTable
from retro import Script, run_headless
from retro.options import Options
program.AIBot = GreedyBot
keep = BankTable.keep
saves = 0
def watched(bank):
    global saves
    table = "\\n".join(bank.m.screen.snapshot().text().splitlines()[:22])
    screens = Path(sys.argv[3])
    part = screens / "part"
    part.write_text(table)  # the table of this save, whole before the save can exist
    os.replace(part, screens / str(len(bank.game.history)))
    keep(bank)
    saves += 1
    print("saved", flush=True)
    if saves >= int(sys.argv[2]):
        time.sleep(3600)  # the kill comes meanwhile
BankTable.keep = watched
run_headless(program.main, seed=int(sys.argv[1]), script=Script().wait(10**9),
             options=Options(intro=False, sound=False))
"""


def test_kill_9_at_any_moment_never_damages_the_file_and_resumes_the_table_left(
        data_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (data_folder / "RBANK.CFG").write_text(WATCH)
    screens = tmp_path / "screens"
    screens.mkdir()
    watcher = Watcher(monkeypatch)
    watcher.close_after = 1  # the check run below ends at once, at its first save
    rng = random.Random(11)
    lengths = []
    for kill in range(10):
        run_and_kill(_PLAYER, [str(kill), str(SAVES_PER_RUN), str(screens)], b"saved\n",
                     rng, 0.3)
        found = keeping.load()
        assert found.warning is None, f"kill {kill}: {found.warning}"
        assert found.state is not None and not found.state.over and found.record is not None
        length = len(found.record.actions)
        lengths.append(length)
        file = (data_folder / keeping.FILE).read_bytes()
        watcher.saves, watcher.resumed = 0, []
        run_headless(main, seed=500 + kill, options=QUIET, script=Script().wait(10**9))
        assert watcher.resumed == [(screens / str(length)).read_text().splitlines()], \
            f"kill {kill}: not the table left"
        assert (data_folder / keeping.FILE).read_bytes() == file  # looking changed nothing
    assert not list(data_folder.glob("*.BAD"))
    assert len(set(lengths)) > 5  # the runs carried on from each other's saves
