"""Each game's end counts in the lifetime statistics (``Shell.game_over``): a whole
Russian Bank game by keys, a game thrown away with G after a move (lost, counted once),
G before any move (nothing), and Russian Bank's own X (lost)."""

from __future__ import annotations

from pathlib import Path

import pytest

from games._shared import lifetime
from games.russian_bank import bank_table
from games.russian_bank import program as russian_bank
from games.russian_bank.ai import GreedyBot
from games.russian_bank.strengths import DEFAULT_STRENGTH
from games.sixty_six import program as sixty_six
from games.sixty_six.ai import GreedyBot as SixtySixGreedy
from retro import Script, run_headless
from retro.options import Options
from tests.games.russian_bank_play import plan_game

QUIET = Options(intro=False, sound=False)
PLAN = plan_game(9)
"""Seed 9: the keyboard's player 1 wins the greedy game by 33 points (``plan_game``)."""
KEYS = [keys for _, keys in PLAN.keys]


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bank_table, "player_for", lambda level: GreedyBot())
    monkeypatch.setattr(sixty_six, "player_for", lambda level: SixtySixGreedy())


def bank(moves: list[str], then: str = "") -> None:
    script = Script()
    for move in moves:
        script.type(move)
    for key in then.split():
        script.key(key).wait(2000)
    run_headless(russian_bank.main, seed=9, options=QUIET, script=script)


def sixty_six_keys(then: str) -> None:
    script = Script().wait(3000)
    for key in then.split():
        script.key(key).wait(4000)
    run_headless(sixty_six.main, seed=6, options=QUIET, script=script)


def test_a_whole_russian_bank_game_by_keys_counts_a_win_and_its_points() -> None:
    bank(KEYS)
    record = lifetime.load().of("rbank")
    assert (record.played, record.won, record.streak, record.best) == (1, 1, 1, 33)
    assert record.levels[DEFAULT_STRENGTH]["WON"] == 1  # Russian Bank starts at BEGINNER


def test_g_after_a_move_counts_the_game_as_lost_once(data_folder: Path) -> None:
    bank(KEYS[:4], "G y Enter")
    record = lifetime.load().of("rbank")
    assert (record.played, record.lost, record.best) == (1, 1, None)
    assert not (data_folder / "RBANK.SCR").exists()  # the game's own record: not counted


def test_x_after_a_move_counts_the_game_as_lost() -> None:
    bank(KEYS[:4], "x y Enter")
    record = lifetime.load().of("rbank")
    assert (record.played, record.lost) == (1, 1)


def test_g_in_sixty_six_after_a_card_is_a_lost_match() -> None:
    sixty_six_keys("1 1 G Y")
    record = lifetime.load().of("sixtysix")
    assert (record.played, record.lost, record.streak) == (1, 1, 0)


def test_g_before_any_move_counts_nothing(data_folder: Path) -> None:
    sixty_six_keys("G Y")
    assert not (data_folder / lifetime.FILE).exists()


def test_a_whole_basra_game_by_keys_counts_with_the_score() -> None:
    from tests.games.test_basra_program import by_keys

    result = by_keys(1500, seed=7)
    over = [s.row_text(23) for s in result.screens if "THE GAME, " in s.row_text(23)][-1]
    won = over.strip().startswith("YOU WIN")
    mine = max if won else min
    score = mine(int(n) for n in over.split("THE GAME, ")[1].split()[:3:2])
    record = lifetime.load().of("basra")
    assert (record.played, record.won, record.best) == (1, int(won), score)


def test_a_whole_short_spades_game_by_keys_counts_with_the_team_total(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from games.spades import table as spades_table
    from games.spades.ai import GreedyBot as SpadesGreedy
    from games.spades.rulebook import Options as SpadesOptions
    from tests.games.test_spades_program import by_keys

    monkeypatch.setattr(spades_table, "Options", lambda **kw: SpadesOptions(target=30, **kw))
    monkeypatch.setattr(spades_table, "level_bot", lambda level: SpadesGreedy())
    result = by_keys(400, seed=1)
    assert any("PLAY ANOTHER GAME?" in s.text() for s in result.screens)
    record = lifetime.load().of("spades")
    assert record.played == 1 and record.best is not None
    assert record.won + record.lost + record.drawn == 1


def test_a_whole_pachisi_game_by_keys_counts_a_win_in_turns(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from games._shared.strength import LEVELS
    from games.pachisi import program as pachisi
    from games.pachisi import strengths
    from games.pachisi.ai import GreedyBot as PachisiGreedy
    from tests.games.pachisi_play import add_keys, plan_game

    monkeypatch.setattr(strengths, "PLAYERS", dict.fromkeys(LEVELS, PachisiGreedy))
    plan = plan_game(117)
    assert plan.final is not None and plan.final.winner == 0
    script = Script().key("Esc")
    add_keys(script, plan.decisions)
    run_headless(pachisi.main, seed=117, script=script.key("Enter").type("n"), options=QUIET)
    record = lifetime.load().of("pachisi")
    turns = sum(e.kind in ("first", "turn") and e.player == 0 for e in plan.final.events)
    assert (record.played, record.won, record.best) == (1, 1, turns)
    assert 10 < turns < 200


def test_a_damaged_file_found_at_a_games_end_is_set_aside_and_said(data_folder: Path) -> None:
    (data_folder / lifetime.FILE).write_text("SIXTYSIX.WON=lots\n")
    script = Script().wait(3000)
    for key in ["1", "1", "G", "Y"]:
        script.key(key).wait(4000)
    result = run_headless(sixty_six.main, seed=6, options=QUIET, script=script)
    said = [s.row_text(23) for s in result.screens]
    assert any("LIFETIME.SCR DAMAGED; KEPT AS LIFETIME.SCR.BAD" in line for line in said)
    assert (data_folder / "LIFETIME.SCR.BAD").read_text() == "SIXTYSIX.WON=lots\n"
    record = lifetime.load().of("sixtysix")
    assert (record.played, record.lost) == (1, 1)  # counted afresh
