"""Russian Bank's game log: every event in words under a heading per turn, newest last,
and never a card that lies face down."""

from __future__ import annotations

import pytest

from games._shared.state import sample_chance
from games.russian_bank.ai import GreedyBot
from games.russian_bank.game_log import log_lines
from games.russian_bank.match import MatchState
from games.russian_bank.observation import observe
from games.russian_bank.rules import Options
from retro.machine import seeded_random


def greedy(seed: int, actions: int, stop_mode: bool = False) -> MatchState:
    """The first game of ``seed`` played by the greedy bot for ``actions`` actions."""
    rng = seeded_random(seed)
    match, bot = MatchState(Options(stop_mode=stop_mode)), GreedyBot()
    while match.is_chance_node():
        match.apply_action(sample_chance(match, rng))
    while not match.game.over and len(match.game.history) < actions:
        match.apply_action(bot.choose(match, rng))
    return match


def test_the_log_of_a_scripted_game(golden) -> None:
    lines = log_lines(greedy(9, 400).game)
    assert lines[0] == "BOTH PACKS ARE SHUFFLED AND DEALT"
    assert lines[1] == "PLAYER 2 PLAYS FIRST: LOWER RESERVE CARD" and lines[2] == \
        "TURN 1: PLAYER 2:"
    golden("text/russian_bank/log.txt", "\n".join(lines) + "\n")


@pytest.mark.parametrize("seed", range(4))
def test_the_log_names_no_card_that_lies_face_down(seed: int) -> None:
    """Every card an event names is face up once the action is done (in stop mode, so
    that stops take moves and turned cards back too)."""
    rng = seeded_random(seed)
    match, bot = MatchState(Options(stop_mode=True)), GreedyBot()
    while match.is_chance_node():
        match.apply_action(sample_chance(match, rng))
    game, seen = match.game, len(match.game.events)
    named = 0
    while not game.over and len(game.history) < 1500:
        match.apply_action(bot.choose(match, rng))
        unseen = set().union(*observe(game, 0).unseen)
        for event in game.events[seen:]:
            assert not set(event.cards) & unseen, event
            named += len(event.cards)
        seen = len(game.events)
    assert named > 100
    assert len(log_lines(game)) > 100


def test_a_long_turn_reads_as_one_heading_and_its_moves() -> None:
    lines = log_lines(greedy(9, 200).game)
    headings = [i for i, line in enumerate(lines) if line.startswith("TURN ")]
    first_turn = lines[headings[0] + 1:headings[1]]
    assert len(first_turn) > 20 and all(line.startswith("  ") for line in first_turn)
    assert first_turn[-1].startswith("  P ") and first_turn[-1].endswith("THE TURN ENDS")
    assert lines[headings[1]] == "TURN 2: PLAYER 1:"
