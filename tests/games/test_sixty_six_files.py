"""Sixty-Six's kept match: SIXTYSIX.TMP once a deal is dealt and after every move, resumed
exactly (the cards to come included), a damaged file set aside, a finished match
removed, a run stopped after every key and a real kill -9 at random moments.

The computer plays the greedy bot unless a test says otherwise.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from killing import run_and_kill, saving_player

from games._shared.shell import Shell
from games.sixty_six import keeping, program
from games.sixty_six.ai import AIBot, GreedyBot
from games.sixty_six.keeping import Kept
from games.sixty_six.match import MatchState
from games.sixty_six.program import main
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(program, "player_for", lambda level: GreedyBot())


def table(result) -> list[str]:
    """The table's rows (0-22): everything but the message row and the legend."""
    return result.screen.text().splitlines()[:23]


def greedy_match(seed: int, actions: int, target: int = 7) -> Kept:
    """A match of the greedy bot on both seats, stopped after ``actions`` actions."""
    kept = Kept.new(random.Random(seed), f"test {seed}", target)
    bot = GreedyBot()
    while not kept.match.is_terminal() and len(kept.match.history) < actions:
        if kept.match.is_chance_node():
            kept.chance()
        else:
            deal = kept.match.deal
            assert deal is not None
            kept.match.apply_action(bot.choose(deal, kept.thinking_rng()))
    return kept


def play_out(kept: Kept) -> list[int]:
    """The rest of the match as the greedy bot plays it, dealt by ``kept``'s generator."""
    bot = GreedyBot()
    while not kept.match.is_terminal():
        if kept.match.is_chance_node():
            kept.chance()
        else:
            deal = kept.match.deal
            assert deal is not None
            kept.match.apply_action(bot.choose(deal, kept.thinking_rng()))
    return kept.match.history


@pytest.mark.parametrize("seed", range(8))
def test_save_and_resume_round_trip_at_a_random_point(seed: int) -> None:
    stop = random.Random(100 + seed).randrange(1, 150)
    kept = greedy_match(seed, stop)
    assert keeping.save(kept, "KC") is None
    found = keeping.load()
    assert found.warning is None and found.record is not None
    back = Kept.of(found)
    assert str(back.match) == str(kept.match) and found.record.seats == "KC"
    assert back.luck.seed == kept.luck.seed
    assert play_out(back) == play_out(kept)  # the very cards to come


def test_a_record_that_does_not_replay_to_its_fingerprint_is_damage(
        data_folder: Path) -> None:
    kept = greedy_match(4, 60)
    assert keeping.save(kept, "KC") is None
    data = json.loads((data_folder / keeping.FILE).read_text())
    data["actions"] = data["actions"][:-1]  # one move short of the position it claims
    (data_folder / keeping.FILE).write_text(json.dumps(data))
    found = keeping.load()
    assert found.record is None and found.warning is not None and "DAMAGED" in found.warning
    assert (data_folder / "SIXTYSIX.TMP.BAD").exists()


def test_a_finished_match_leaves_no_file(data_folder: Path) -> None:
    kept = greedy_match(3, 10**6)
    assert kept.match.is_terminal()
    (data_folder / keeping.FILE).write_text("left over")
    assert keeping.save(kept, "KC") is None
    assert not (data_folder / keeping.FILE).exists()


def test_a_whole_match_by_keys_removes_its_file(data_folder: Path) -> None:
    script = Script()
    for _ in range(300):
        script.type("123456")
    result = run_headless(main, seed=5, script=script.key("N"), options=QUIET)
    assert result.ended_by == "return"
    assert any("THE MATCH" in s.text() and "WIN" in s.text() for s in result.screens)
    assert not (data_folder / keeping.FILE).exists()
    assert not list(data_folder.glob("*.BAD"))


def test_a_damaged_file_is_set_aside_with_a_message_and_a_new_match_begins(
        data_folder: Path) -> None:
    (data_folder / keeping.FILE).write_text('{"game": "sixtysix", "actions": [1, 2')
    result = run_headless(main, seed=0, script=Script().shot("told").key("Enter")
                          .wait(3000).shot("table"), options=QUIET)
    assert "SIXTYSIX.TMP DAMAGED; KEPT AS SIXTYSIX.TMP.BAD; STARTING FRESH" in \
        result.shots["told"].text()
    assert (data_folder / "SIXTYSIX.TMP.BAD").exists()
    rows = result.shots["table"].text().splitlines()
    assert rows[0].strip().startswith("DEAL 1") and "YOU 0 : 0 COMPUTER" in rows[0]


def test_f7_says_the_match_is_kept_and_the_next_start_resumes_it(data_folder: Path) -> None:
    first = run_headless(main, seed=0, options=QUIET, script=Script().wait(3000).key("1")
                         .wait(4000).shot("left").key("F7").shot("asked").key("Y"))
    assert first.ended_by == "return"
    assert "QUIT SIXTY-SIX? THE GAME IS KEPT FOR NEXT TIME" in first.shots["asked"].text()
    saved = json.loads((data_folder / keeping.FILE).read_text())
    assert saved["game"] == "sixtysix" and saved["seats"] == "KC"
    again = run_headless(main, seed=77, options=QUIET,
                         script=Script().wait(100).shot("told").wait(3000).shot("back"))
    assert "THE MATCH YOU LEFT GOES ON WHERE YOU STOPPED" in again.shots["told"].text()
    back = again.shots["back"].text().splitlines()
    assert back[:23] == first.shots["left"].text().splitlines()[:23]


def test_f7_before_anything_is_kept_asks_the_plain_question() -> None:
    result = run_headless(main, seed=0, options=QUIET, script=Script().wait(10).key("F7").shot("q"))
    assert "QUIT SIXTY-SIX?" in result.shots["q"].text()
    assert "KEPT" not in result.shots["q"].text()


def test_closing_the_window_keeps_the_last_move(data_folder: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, object] = {}
    pauses = 0
    original = Shell.pause

    def pause(shell: Shell, factor: float = 1.0) -> bool:
        nonlocal pauses
        pauses += 1
        if pauses == 30:
            assert shell.comforts is not None
            seen["table"] = shell.comforts.kept.now.__self__  # type: ignore[attr-defined]
            shell.m.power_off()  # the window is closed: the next wait raises PowerOff
        return original(shell, factor)

    monkeypatch.setattr(Shell, "pause", pause)
    result = run_headless(main, seed=8, options=QUIET, script=Script().type("123456" * 40))
    assert result.ended_by == "power off"
    kept = seen["table"]
    assert isinstance(kept, program.Table)
    saved = json.loads((data_folder / keeping.FILE).read_text())
    assert saved["actions"] == kept.match.history and len(saved["actions"]) > 20
    found = keeping.load()
    assert found.state is not None and str(found.state) == str(kept.match)


KEYS = [*"123456" * 4, "Backspace", "Backspace", *"123456" * 4, "x", *"123456" * 2,
        "Backspace", *"1234"]
"""Places over and over (a place no longer held is refused), one trump-nine swap, and
three take-backs (each one saved at once, so a stop after it resumes the cut match)."""


@pytest.mark.parametrize(("bot", "seed"), [(GreedyBot, 21), (AIBot, 24)])
def test_stopped_after_every_key_it_resumes_to_the_same_screen_and_the_same_match(
        data_folder: Path, monkeypatch: pytest.MonkeyPatch, bot: type, seed: int) -> None:
    """Each run types one key and stops (the script runs out: as good as a kill between
    two moves); the next start must show the table it stopped at, and the match played
    run after run must be the one a single run plays, the real computer player's too
    (it thinks from the match's own seed, not the run's)."""
    monkeypatch.setattr(program, "player_for", lambda level: bot())
    whole = run_headless(main, seed=seed, options=QUIET, script=Script().key(*KEYS))
    assert whole.ended_by == "input exhausted"
    played = json.loads((data_folder / keeping.FILE).read_text())
    assert played["take_backs"] > 0
    keeping.discard()
    stopped = None
    for step, key in enumerate(KEYS):
        if stopped is not None:
            back = run_headless(main, seed=500 + step, options=QUIET, script=Script())
            assert table(back) == table(stopped), f"after key {step}"
        stopped = run_headless(main, seed=seed if step == 0 else 1000 + step, options=QUIET,
                               script=Script().key(key))
        assert stopped.ended_by == "input exhausted"
        found = keeping.load()
        assert found.warning is None and found.record is not None, f"after key {step}"
    assert not list(data_folder.glob("*.BAD"))
    assert table(stopped) == table(whole)
    chained = json.loads((data_folder / keeping.FILE).read_text())
    assert (chained["actions"], chained["take_backs"]) == (played["actions"],
                                                           played["take_backs"])
    assert len(played["actions"]) > 80  # more than two deals were played, run after run


KILLS = 12

_PLAYER = saving_player("sixty_six", "Script().key(*keys)", saves="40", before="""
from games.sixty_six.ai import GreedyBot
program.player_for = lambda level: GreedyBot()
# take-backs are saved too; one for every three rounds of the places, so a position with a
# single legal card (following suit) still goes forward: a take-back every round undid it
keys = (["1", "2", "3", "4", "5", "6"] * 3 + ["Backspace"]) * 80
""")


def test_kill_9_at_random_moments_never_damages_the_file_and_it_resumes(
        data_folder: Path) -> None:
    """A real process, killed with SIGKILL at a random moment of its play (writes, a
    take-back's included), again and again; each start carries on from the last save.
    The match is to 99 points (a record the test writes), so it never ends in the test."""
    kept = greedy_match(2, 1, target=99)
    while kept.match.is_chance_node():
        kept.chance()
    assert keeping.save(kept, "KC") is None
    rng = random.Random(11)
    lengths = []
    for kill in range(KILLS):
        run_and_kill(_PLAYER, [str(kill)], b"saved\n", rng, 0.3)
        found = keeping.load()
        assert found.warning is None, f"kill {kill}: {found.warning}"
        assert isinstance(found.state, MatchState) and found.state.target == 99
        lengths.append(len(found.state.history))
    assert not list(data_folder.glob("*.BAD"))
    assert len(set(lengths)) > KILLS // 2  # the runs carried on from each other's saves
    assert found.record is not None and found.record.take_backs > 0
    resumed = run_headless(main, seed=3, options=QUIET, script=Script().wait(100).shot("on"))
    assert "MATCH TO 99" in resumed.shots["on"].text()
