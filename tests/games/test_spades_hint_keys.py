"""Spades' ``?`` key at the table: the hint's line shows, its bid is typed or its card is
under the pointer, Enter plays it, the count is kept with the game and told at the end.
Seed 5: South deals, West bids and leads first, so South bids and plays fourth."""

from __future__ import annotations

from pathlib import Path

import pytest

from games._shared.hints import NOT_YOUR_TURN, helps_said
from games._shared.seats import COMPUTER, KEYBOARD
from games.spades import keeping, program
from games.spades import table as spades_table
from games.spades.ai import GreedyBot
from games.spades.instructions import TEXT
from games.spades.messages import label
from games.spades.places import MESSAGE_ROW, PROMPT_ROW
from games.spades.program import SPEC, main
from games.spades.rulebook import SOUTH, WEST
from retro import Script, run_headless
from retro.options import Options as RunOptions
from tests.games.test_spades_program import YOUR_DEAL

QUIET = RunOptions(intro=False, sound=False)
TO_BID = YOUR_DEAL + Script().wait(9000)
"""South's first bid is asked."""


@pytest.fixture(autouse=True)
def plain_opponents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spades_table, "level_bot", lambda word: GreedyBot())


def hinted_bid(shot) -> int:
    line = shot.row_text(MESSAGE_ROW).strip()
    assert line.startswith("HINT: BID "), line
    return int(line.split()[2].rstrip(":"))


def test_a_hint_types_the_bid_and_enter_bids_it(golden, data: Path) -> None:
    script = TO_BID + Script().key("?").wait(300).shot("hint").key("Enter").wait(300)
    result = run_headless(main, seed=5, script=script)
    shot = result.shots["hint"]
    books = hinted_bid(shot)
    assert shot.row_text(PROMPT_ROW).strip().startswith(f"YOUR BID: {books}_")
    assert " - CARDS WORTH " in shot.row_text(MESSAGE_ROW)
    golden("screens/spades/hint_bid.txt", shot.to_text())
    found = keeping.load()
    assert found.state is not None and found.record is not None
    assert found.state.first_bids[SOUTH] == books
    assert found.record.hints == 1


def test_a_hint_puts_the_pointer_on_the_card_and_enter_plays_it(data: Path) -> None:
    script = TO_BID + Script().type("3").key("Enter").wait(9000).key("Enter").wait(12_000) \
        .key("?").wait(300).shot("hint").key("Enter").wait(500)
    result = run_headless(main, seed=5, script=script)
    line = result.shots["hint"].row_text(MESSAGE_ROW).strip()
    assert line.startswith("HINT: ") and " - EXPECT " in line, line
    name = line.split()[1].rstrip(":")
    found = keeping.load()
    assert found.state is not None and found.record is not None
    leader, cards = found.state.tricks[0][0], found.state.tricks[0][1]
    assert leader == WEST and label(cards[(SOUTH - leader) % 4]) == name
    assert found.record.hints == 1


def test_no_hint_while_the_computer_bids(data: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(spades_table.Shell, "notice", lambda self, text: said.append(text))
    run_headless(main, seed=5, script=YOUR_DEAL + Script().wait(100).key("?").wait(100))
    assert NOT_YOUR_TURN in said or any("NO HINT FOR THE DEAL" in text for text in said)


def test_the_options_offer_the_strength_and_the_help_says_why_standard() -> None:
    strength = [o for o in SPEC.options if o.setting == "STRENGTH"]
    assert len(strength) == 1 and strength[0].default == "STANDARD"
    assert "THE COMPUTER'S STRENGTH:" in TEXT and "STANDARD IS WHERE A GAME STARTS" in TEXT
    assert helps_said(0, 2) == "WITH 2 HINTS"


def test_your_partner_plays_as_the_expert_whatever_the_strength(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spades_table, "level_bot", lambda word: word)

    class Seats:
        controllers = [COMPUTER, COMPUTER, KEYBOARD, COMPUTER]

    class FakeShell:
        seats = Seats()
        values = {"STRENGTH": "BEGINNER"}

    table = object.__new__(spades_table.Table)
    table.shell = FakeShell()  # type: ignore[assignment]
    words = [spades_table.Table.player_for(table, seat) for seat in range(4)]
    assert words == ["EXPERT", "BEGINNER", "EXPERT", "BEGINNER"]


def test_the_end_of_the_game_counts_the_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    said: list[str] = []
    real = program.Shell.message

    def message(self, text, *args, **kwargs):
        said.append(text)
        return real(self, text, *args, **kwargs)

    def play(self) -> None:  # straight to a finished game after a take-back and two hints
        self.luck.take_backs, self.luck.hints = 1, 2
        self.state.phase, self.state.winner = "over", 0
        self.end_of_game()

    monkeypatch.setattr(program.Match, "play", play)
    monkeypatch.setattr(program.Shell, "message", message)
    run_headless(main, seed=1, options=QUIET, script=Script().wait(2_000).key(
        "Enter", "Enter", "n"))
    assert any(line.endswith("WITH 1 TAKE-BACK AND 2 HINTS") for line in said)
