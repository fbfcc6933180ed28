"""The hint at the table: ``?`` moves the pointer onto the expert's card and says why,
Enter then plays it; the hint is counted, kept in BASRA.TMP and told at the end; the
strength in BASRA.CFG picks Abdul's player; a golden of the table with a hint line."""

from __future__ import annotations

from pathlib import Path

import pytest

from games._shared.hints import NOT_YOUR_TURN
from games._shared.strength import BEGINNER, EXPERT
from games.basra import keeping, program
from games.basra import table as basra_table
from games.basra.ai import GreedyBot
from games.basra.program import main
from games.basra.screen import hand_cards
from retro import Script, run_headless
from retro.options import Options as RunOptions

QUIET = RunOptions(intro=False, sound=False)


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch) -> dict[str, list]:
    """Abdul plays greedy (the screens stay put when the AI is tuned); the cards played,
    the hints given with the pointer before each, and the levels asked for are noted."""
    seen: dict[str, list] = {"played": [], "hints": [], "levels": [], "notices": []}

    def player_for(level: str) -> GreedyBot:
        seen["levels"].append(level)
        return GreedyBot()

    monkeypatch.setattr(basra_table, "player_for", player_for)
    real_perform, real_hint = program.Match.perform, basra_table.Table.hint

    def perform(self, card: int) -> None:
        seen["played"].append((self.game.current_player(), card))
        real_perform(self, card)

    def hint(self):
        before = self.view.selected
        answer = real_hint(self)
        if not isinstance(answer, str):
            seat = self.game.current_player()
            seen["hints"].append((answer, before, hand_cards(self.game, seat, self.view)))
        return answer

    real_notice = program.Shell.notice

    def notice(self, text: str) -> None:
        seen["notices"].append(text)
        real_notice(self, text)

    monkeypatch.setattr(program.Match, "perform", perform)
    monkeypatch.setattr(basra_table.Table, "hint", hint)
    monkeypatch.setattr(program.Shell, "notice", notice)
    return seen


def hint_then(keys: str) -> Script:
    """Seed 3, your first card: ``?`` for a hint, a look at the screen, then ``keys``."""
    script = Script().wait(20_000).key("?").wait(300).shot("hint")
    for key in keys.split():
        script.key(key).wait(9_000)
    return script


def test_question_mark_then_enter_plays_the_hinted_card(data: Path, watched) -> None:
    result = run_headless(main, seed=3, options=QUIET, script=hint_then("Enter"))
    (hint, pointer_before, cards), = watched["hints"]
    assert cards.index(hint.action) != pointer_before, "the pointer must really move"
    yours = [card for seat, card in watched["played"] if seat == 0]
    assert yours[0] == hint.action
    assert hint.line() in watched["notices"]
    assert hint.line() in result.shots["hint"].row_text(23)


def test_a_hint_is_counted_and_kept_with_the_game(data: Path, watched) -> None:
    run_headless(main, seed=3, options=QUIET, script=hint_then("Enter ? F7 y"))
    assert len(watched["hints"]) == 2
    found = keeping.load()
    assert found.record is not None and found.record.hints == 2


def test_a_hint_while_abdul_is_to_play_says_it_is_not_your_turn(data: Path, watched) -> None:
    # messages wait (F8): Enter plays your card, the ? comes while its message waits
    script = Script().key("F8").wait(20_000).key("Enter").wait(3_000).key("?").wait(3_000)
    run_headless(main, seed=3, options=QUIET, script=script)
    assert NOT_YOUR_TURN in watched["notices"] and watched["hints"] == []


def test_the_table_with_a_hint_line(golden, data: Path, watched) -> None:
    result = run_headless(main, seed=3, options=RunOptions(sound=False),
                          script=Script().key("Enter", "Enter") + hint_then(""))
    shot = result.shots["hint"]
    line = shot.row_text(23).strip()
    assert line.startswith("HINT: ") and " ON THE FLOOR, " in line
    assert "▲" in shot.row_text(6)
    golden("screens/basra/hint.txt", shot.to_text())


def test_the_end_of_the_game_counts_the_hints(monkeypatch) -> None:
    said: list[str] = []
    monkeypatch.setattr(program.Match, "tell",
                        lambda self, text, wait=None, hold=1.0: said.append(text))

    def play(self) -> None:  # straight to a won game after two hints and a take-back
        self.luck.take_backs, self.luck.hints = 1, 2
        self.game.winner, self.game.scores = self.human, [104, 60]
        self.end_of_game()

    monkeypatch.setattr(program.Match, "play", play)
    run_headless(main, seed=3, options=QUIET, script=Script().wait(5_000).key("n"))
    assert "YOU WIN THE GAME, 104 TO 60 WITH 1 TAKE-BACK AND 2 HINTS" in said


@pytest.mark.parametrize("level", [BEGINNER, EXPERT])
def test_abdul_plays_at_the_strength_the_settings_name(data: Path, watched, level) -> None:
    (data / "BASRA.CFG").write_text(f"STRENGTH={level}\n")
    run_headless(main, seed=3, options=QUIET, script=Script().wait(20_000).key("Enter")
                 .wait(9_000))
    assert watched["levels"] and set(watched["levels"]) == {level}
