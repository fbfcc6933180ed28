"""The launcher's lifetime statistics: a line per game, the F3 page, its reset, a damaged
file, and a whole game played through the launcher that shows up in the figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from games import launcher
from games._shared import lifetime
from games._shared.lifetime import DRAWN, LOST, WON
from games._shared.strength import BEGINNER, EXPERT, STANDARD
from games.catalogue import PROGRAMS
from games.sixty_six import program as sixty_six
from games.sixty_six.ai import GreedyBot
from retro import RunResult, Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)
TITLES = [p.title for p in PROGRAMS]


def run(script: Script, max_seconds: float = 3600) -> RunResult:
    return run_headless(launcher.main, seed=5, script=script, options=QUIET,
                        max_seconds=max_seconds)


def figures_of(title: str, screen) -> str:
    """The line of figures under a title."""
    return screen.row_text(launcher.FIRST_ROW + 2 * TITLES.index(title) + 1).strip(" ║")


def some_games() -> None:
    """Spades: 5 games, 3 won; Sixty-Six: 3 matches; Pachisi: one fast win."""
    for outcome, level, total in [(WON, STANDARD, 410), (WON, STANDARD, 388),
                                  (LOST, EXPERT, 312), (DRAWN, BEGINNER, 400),
                                  (WON, EXPERT, 520)]:
        lifetime.count("spades", outcome, level, 1, 2, total)
    for outcome, margin in [(WON, 3), (LOST, 5), (WON, 6)]:
        lifetime.count("sixtysix", outcome, STANDARD, 0, 1, margin)
    lifetime.count("pachisi", WON, BEGINNER, 4, 0, 38)


def test_the_menu_shows_a_line_of_figures_under_each_game(golden) -> None:
    some_games()
    menu = run(Script()).screens[0]
    assert figures_of("BASRA", menu) == "NOT PLAYED YET"
    assert figures_of("SPADES", menu) == (
        "PLAYED 5: 3 WON 1 LOST 1 DRAWN (60%)  STREAK 1, BEST 2  HIGHEST TOTAL 520")
    assert figures_of("SIXTY-SIX", menu).endswith("STREAK 1, BEST 1  BIGGEST WIN 6")
    assert figures_of("PACHISI", menu).endswith("FASTEST WIN 38")
    golden("screens/launcher/menu_with_statistics.txt", menu.to_text())


def test_f3_opens_the_page_of_the_game_under_the_bar(golden) -> None:
    some_games()
    result = run(Script().type("sp").key("F3"))  # S: Sixty-Six, then P: Pachisi... and S
    page = result.screens[-1]
    assert page.row_text(0).strip() == "PACHISI - LIFETIME STATISTICS"
    result = run(Script().key("Up", "F3"))
    page = result.screens[-1]
    assert page.row_text(0).strip() == "SPADES - LIFETIME STATISTICS"
    text = page.text()
    for line in ("GAMES PLAYED          5", "HIGHEST TOTAL       520",
                 "HINTS ASKED FOR       5", "MOVES TAKEN BACK     10", "(THE LONGEST: 2)"):
        assert line in text, line
    rows = [page.row_text(row).strip(" ║").split() for row in range(25)]
    strengths = {row[0]: row[1:] for row in rows
                 if row and row[0] in ("BEGINNER", "STANDARD", "EXPERT")}
    assert strengths == {"BEGINNER": ["0", "0", "1"], "STANDARD": ["2", "0", "0"],
                         "EXPERT": ["1", "1", "0"]}
    assert page.row_text(24).startswith("LEFT/RIGHT OTHER GAME  R RESET  ESC BACK")
    golden("screens/launcher/statistics_spades.txt", page.to_text())


def test_left_and_right_turn_the_pages_and_esc_goes_back_to_that_game() -> None:
    result = run(Script().key("F3", "Left").shot("left").key("Right", "Right", "Esc"))
    assert result.shots["left"].row_text(0).strip() == "SPADES - LIFETIME STATISTICS"
    back = result.screens[-1]
    assert "CHOOSE A GAME AND PRESS ENTER" in back.text()
    row = launcher.FIRST_ROW + 2 * TITLES.index("RUSSIAN BANK")
    assert back.cell(40, row)[1] != back.cell(40, launcher.FIRST_ROW)[1]  # the bar moved


def test_reset_asks_first_and_n_keeps_the_figures() -> None:
    some_games()
    result = run(Script().key("Up", "F3", "R").shot("asked").key("N", "Esc"))
    assert "RESET THE STATISTICS OF SPADES?" in result.shots["asked"].text()
    assert lifetime.load().of("spades").played == 5
    result = run(Script().key("Up", "F3", "R", "Y").shot("reset").key("Esc"))
    assert "GAMES PLAYED          0" in result.shots["reset"].text()
    assert lifetime.load().of("spades").played == 0
    assert lifetime.load().of("sixtysix").played == 3  # the other games keep theirs
    assert figures_of("SPADES", result.screens[-1]) == "NOT PLAYED YET"


def test_a_damaged_file_is_set_aside_and_said_over_the_menu(data_folder: Path) -> None:
    (data_folder / lifetime.FILE).write_text("SPADES.PLAYED=banana\n")
    result = run(Script().key("Enter"))
    said = result.screens[0]
    assert "LIFETIME.SCR DAMAGED; KEPT AS LIFETIME.SCR.BAD; STARTING FRESH" in said.row_text(23)
    assert (data_folder / "LIFETIME.SCR.BAD").read_text() == "SPADES.PLAYED=banana\n"
    assert figures_of("SPADES", result.screens[-1]) == "NOT PLAYED YET"


@pytest.fixture
def greedy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screens are about the figures, not the AI: a quick computer player."""
    monkeypatch.setattr(sixty_six, "player_for", lambda level: GreedyBot())


def test_a_match_played_by_keys_to_its_end_shows_in_the_figures(greedy: None) -> None:
    script = Script().type("s").key("Enter")  # Sixty-Six from the menu
    for _ in range(700):
        script.type("123456")  # a card by its place, over and over
    result = run(script.key("N").wait(500), max_seconds=36_000)
    texts = [s.text() for s in result.screens]
    assert any("THE MATCH 7 TO" in t for t in texts), "the match did not finish"
    won = any("YOU WIN THE MATCH" in t for t in texts)
    record = lifetime.load().of("sixtysix")
    assert (record.played, record.won, record.lost) == (1, int(won), int(not won))
    assert record.levels[STANDARD][WON if won else LOST] == 1
    line = figures_of("SIXTY-SIX", result.screens[-1])
    assert line.startswith(f"PLAYED 1: {int(won)} WON {int(not won)} LOST 0 DRAWN")


def test_a_match_the_demo_finished_does_not_count(greedy: None, data_folder: Path) -> None:
    """You play a card, then F2 hands your seat to the demo, which plays the match out:
    the keyboard plays no seat at the end, so nothing is counted."""
    script = Script().type("s").key("Enter").wait(3000).type("1").wait(500).key("F2")
    result = run(script.wait(3_000_000).key("Enter", "N").wait(500), max_seconds=36_000)
    assert any("THE MATCH 7 TO" in s.text() for s in result.screens)
    assert not (data_folder / lifetime.FILE).exists()
    assert figures_of("SIXTY-SIX", result.screens[-1]) == "NOT PLAYED YET"
