"""The hint through the keys: ``?`` shows the EXPERT's move for your seat, the pointer
goes onto it and Enter plays it; the hint is counted and kept with the match."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest

from games._shared.strength import EXPERT, STANDARD
from games.sixty_six import keeping, program
from games.sixty_six.ai import GreedyBot
from games.sixty_six.hint import hint_for
from games.sixty_six.keeping import Kept
from games.sixty_six.program import main
from games.sixty_six.rules import EXCHANGE_TRUMP_NINE
from games.sixty_six.screen import HUMAN
from retro import Script, run_headless
from retro.options import Options

QUIET = Options(intro=False, sound=False)


@pytest.fixture(autouse=True)
def plain_opponent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(program, "player_for", lambda level: GreedyBot())


def test_question_mark_then_enter_plays_the_hinted_card(data_folder: Path, golden) -> None:
    """Seed 0: the computer deals, so you lead first; ``?`` then Enter leads the card the
    hint names, worked out from your seat's view with the match's own decision seed."""
    script = Script().wait(3000).key("Right").key("?").wait(500).shot("hint")
    script.key("Enter").wait(500)  # the pointer was on place 2: the hint moved it
    result = run_headless(main, seed=0, options=QUIET, script=script)
    shown = result.shots["hint"].text().splitlines()
    assert "YOUR LEAD" in result.shots["hint"].text()
    found = keeping.load()
    assert found.record is not None and found.record.hints == 1
    saved = found.record
    for cut in range(len(saved.actions)):
        before = keeping.replay(replace(saved, actions=saved.actions[:cut]))
        if not before.is_chance_node() and before.current_player() == HUMAN:
            break
    else:
        pytest.fail("no move of yours was played")
    hint = hint_for(before, HUMAN, random.Random(f"{saved.seed} {cut}"))
    assert saved.actions[cut] == hint.action  # Enter played what the hint said
    assert before.deal is not None and before.deal.hand(HUMAN).index(hint.action) != 1
    assert shown[23].strip().startswith(hint.line()[:70])
    golden("screens/sixty_six/hint.txt", result.shots["hint"].to_text())


def test_the_strength_chosen_in_the_options_plays_from_the_next_move(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """F3, C: the computer's next decision asks for the new level's player."""
    asked: list[str] = []

    def player_for(level: str) -> GreedyBot:
        asked.append(level)
        return GreedyBot()

    monkeypatch.setattr(program, "player_for", player_for)
    script = Script().wait(3000).key("1").wait(4000).key("F3", "C", "Esc").key("1").wait(4000)
    run_headless(main, seed=0, options=QUIET, script=script)
    assert asked[0] == STANDARD  # the default until changed
    assert asked[-1] == EXPERT


def test_the_end_of_the_match_says_how_many_hints_were_used() -> None:
    """Two hints at the first lead (the second counted too), then places to the end."""
    script = Script().wait(3000).key("?").wait(300).key("?").wait(300)
    for _ in range(700):
        script.type("123456")
    result = run_headless(main, seed=5, options=QUIET, script=script.key("N"))
    ends = [s.text().splitlines()[23] for s in result.screens
            if "THE MATCH" in s.text().splitlines()[23]]
    assert ends, "the match did not finish"
    assert "WITH 2 HINTS" in ends[-1]


def _kept_at_a_swap(seed: int) -> Kept:
    """A match of the greedy bot on both seats, stopped where you may swap the trump nine
    (the bully never swaps, so the chance stays open to you)."""
    kept = Kept.new(random.Random(seed), f"swap {seed}")
    bot = GreedyBot()
    while not kept.match.is_terminal():
        if kept.match.is_chance_node():
            kept.chance()
            continue
        deal = kept.match.deal
        assert deal is not None
        if deal.current_player() == HUMAN and deal.can_exchange(HUMAN) and not deal.led:
            return kept
        kept.match.apply_action(bot.choose(deal, kept.thinking_rng()))
    raise AssertionError("no swap came")


def test_a_hinted_trump_nine_swap_is_made_by_enter(data_folder: Path) -> None:
    kept = next(_kept_at_a_swap(seed) for seed in range(40)
                if _kept_at_a_swap_or_none(seed) is not None)
    assert keeping.save(kept, "KC") is None
    before = len(kept.match.history)
    script = Script().wait(1000).key("?").wait(500).shot("hint").key("Enter").wait(500)
    result = run_headless(main, seed=1, options=QUIET, script=script)
    text = result.shots["hint"].text()
    assert "HINT: X: SWAP YOUR TRUMP NINE" in text
    assert "ENTER SWAPS THE TRUMP NINE" in text  # the prompt says what Enter does now
    found = keeping.load()
    assert found.record is not None
    assert found.record.actions[before] == EXCHANGE_TRUMP_NINE


def _kept_at_a_swap_or_none(seed: int) -> Kept | None:
    try:
        return _kept_at_a_swap(seed)
    except AssertionError:
        return None
