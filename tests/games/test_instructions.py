"""The Sixty-Six F5 text: fits the viewer, period capitals, complete, and in our own words."""

from __future__ import annotations

import re

import pytest

from games.sixty_six.instructions import TEXT
from tests.games.seed_copy import PRINTS, SEEDS, copied_from_seed, prints_of, shared_runs

LINES = TEXT.splitlines()
VIEWER_WIDTH = 76  # games._shared.helpview writes line[:76] inside its frame
SEED_NAME = "002_3517c26f8ac585d0.txt"


def headings() -> list[str]:
    return [line[:-1] for line in LINES if line.endswith(":") and line == line.upper()]


def section(name: str) -> str:
    """The lines under heading ``name`` up to the next heading."""
    start = LINES.index(name + ":") + 1
    end = next((i for i in range(start, len(LINES)) if LINES[i][:-1] in headings()
                and LINES[i].endswith(":")), len(LINES))
    return "\n".join(LINES[start:end])


def test_every_line_fits_the_viewer() -> None:
    too_wide = [line for line in LINES if len(line) > VIEWER_WIDTH]
    assert too_wide == []
    assert all(line == line.rstrip() for line in LINES), "no trailing blanks"


def test_all_letters_are_capitals() -> None:
    assert [line for line in LINES if line != line.upper()] == []


def test_sections_have_headings() -> None:
    assert headings() == [
        "THE CARDS", "THE DEAL", "PLAYING THE TRICKS", "WHEN THE STOCK RUNS OUT",
        "WINNING A DEAL", "MARRIAGES", "CLOSING",
        "EXCHANGING THE TRUMP NINE", "THE COMPUTER'S STRENGTH", "OPEN HANDS",
        "A MATCH LEFT UNFINISHED", "KEYS",
        "COMMAND LINE",
    ]


@pytest.mark.parametrize("key", ["F1", "F2", "F3", "F5", "F7", "F10", "C", "X", "O", "ESC",
                                 "BACKSPACE", "L", "G", "?",
                                 "ENTER", "PGUP", "PGDN", "HOME", "END", "LEFT", "RIGHT",
                                 "UP", "DOWN", "Y", "N", "MOUSE"])
def test_keys_section_names_every_key(key: str) -> None:
    assert re.search(rf"(?<![\w-]){re.escape(key)}(?![\w-])", section("KEYS")), key


@pytest.mark.parametrize(("key", "where"), [("C", "CLOSING"), ("X", "EXCHANGING THE TRUMP NINE"),
                                            ("O", "OPEN HANDS")])
def test_rule_sections_say_which_key_to_press(key: str, where: str) -> None:
    assert re.search(rf"(TYPE|PRESS) {key}\b", section(where))


@pytest.mark.parametrize(("card", "points"), [("ACE (A)", 11), ("TEN (10)", 10), ("KING (K)", 4),
                                              ("QUEEN (Q)", 3), ("JACK (J)", 2), ("NINE (9)", 0)])
def test_every_card_value_is_given(card: str, points: int) -> None:
    assert re.search(rf"{re.escape(card)} +{points}(?!\d)", section("THE CARDS"))


@pytest.mark.parametrize("fact", [
    "24 CARDS", "66 OR MORE", "7 GAME POINTS", "32 OR LESS", "SCHNEIDER", "SCHWARZ", "SW",
    "COUNTS 20", "40 WHEN THE PAIR IS IN TRUMPS", "2 GAME POINTS", "OR 3", "BONUS OF 10",
    "THE 11", "THREE CARDS TO EACH SIDE AND THEN THREE MORE", "COIN TOSS", "1 TO 6",
    ".1 IS THE FASTEST", "10.0", "SIXTYSIX MS", "--SEED N", "--HEADLESS", "--HELP",
    "ON THE LEFT", "ONE GAME POINT", "AH,", "9S OR TD", "T BEING THE TEN",
])
def test_facts_are_stated(fact: str) -> None:
    assert fact in TEXT


@pytest.mark.parametrize("letter", ["S", "M", "C", "D", r"\*"])
def test_command_line_letters_are_listed(letter: str) -> None:
    assert re.search(rf"^  {letter} {{3,}}\S", section("COMMAND LINE"), re.MULTILINE)


@pytest.mark.parametrize("banned", ["EVALUATION", "TOMMY", "TOYS", "MAIL", "ORDER FORM",
                                    "P.O. BOX", "CATALOG", "PURCHASE", "SHIPPING", "$"])
def test_no_shareware_or_company_text(banned: str) -> None:
    assert banned not in TEXT


def test_copy_check_catches_a_copied_sentence() -> None:
    """The checker itself works: a run across a numbered line break is still found."""
    seed_like = "  5. A QUICK BROWN FOX JUMPS\n  6. OVER THE LAZY DOG.  THEN IT RESTS"
    assert shared_runs("OK: a quick brown fox jumps over the lazy dog; then", seed_like) == [
        "a quick brown fox jumps over the lazy",
        "brown fox jumps over the lazy dog then",
        "quick brown fox jumps over the lazy dog",
    ]
    assert shared_runs("a quick brown fox, and then the lazy dog", seed_like) == []


def test_no_eight_word_run_of_the_original_instructions() -> None:
    assert copied_from_seed(TEXT, SEED_NAME) == []


def test_the_prints_are_those_of_the_seeds() -> None:
    """The stored fingerprints stand for the seed files (where these are beside us) and
    are whole: thousands of 12-digit hex prints per seed."""
    names = sorted(path.name for path in PRINTS.glob("*.txt"))
    assert len(names) == 5
    for name in names:
        stored = (PRINTS / name).read_text(encoding="ascii").split()
        assert len(stored) > 1000 and all(re.fullmatch("[0-9a-f]{12}", p) for p in stored)
        if (SEEDS / name).exists():
            assert set(stored) == prints_of((SEEDS / name).read_text(errors="replace")), name


