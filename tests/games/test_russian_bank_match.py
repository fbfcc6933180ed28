"""Russian Bank matches and the arena entry: games to a target, abandoned games, the mode
carried over, duplicate deals, the figures the arena reports."""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from games._shared.arena import play_game
from games._shared.registry import load_entry
from games._shared.state import GameState, sample_chance
from games.russian_bank.ai import GreedyBot
from games.russian_bank.arena import ENTRY
from games.russian_bank.match import MatchState
from games.russian_bank.notation import ABANDON, STOP_MODE_ON
from games.russian_bank.rules import BankState


def play_match(match: MatchState, seed: int, *, abandon_first: bool = False) -> MatchState:
    rng = random.Random(seed)
    bot = GreedyBot()
    while not match.is_terminal():
        if match.is_chance_node():
            match.apply_action(sample_chance(match, rng))
        elif abandon_first and not match.results:
            match.apply_action(STOP_MODE_ON)
            match.apply_action(ABANDON)
        else:
            match.apply_action(bot.choose(match, rng))
    return match


def test_games_add_up_until_the_target_is_reached():
    match = play_match(MatchState(target=150), 3)
    winner = match.winner
    assert winner is not None and match.scores[winner] >= 150 > match.scores[1 - winner]
    for player in (0, 1):
        assert match.scores[player] == sum(r.score for r in match.results if r.winner == player)
    assert len(match.results) >= 2 and match.returns()[winner] == 1.0


def test_an_abandoned_game_scores_nothing_and_the_mode_carries_over():
    match = play_match(MatchState(target=30), 4, abandon_first=True)
    first = match.results[0]
    assert first.abandoned and first.winner is None and first.score == 0
    assert match.game.stop_mode, "the next game kept the stop mode"
    assert len(match.results) == 2 and sum(match.scores) == match.results[1].score


def test_between_games_the_finished_game_stays_on_show():
    match = MatchState(target=999)
    rng = random.Random(5)
    while not match.results:
        if match.is_chance_node():
            match.apply_action(sample_chance(match, rng))
        else:
            match.apply_action(ABANDON)
    assert match.game.abandoned and match.is_chance_node()
    assert match.why_illegal(0, player=0) == "the next game is being dealt"
    match.apply_action(sample_chance(match, rng))
    assert match.game.dealt == 1 and not match.game.over


@pytest.mark.parametrize("target", [29, 1000])
def test_the_target_is_30_to_999(target):
    with pytest.raises(ValueError, match="30 to 999"):
        MatchState(target=target)


def test_the_arena_entry_is_registered_and_plays_duplicate_deals():
    assert load_entry("russian-bank") is ENTRY and ENTRY.long_turns
    first = play_game(ENTRY, 0, "greedy", "random", 7, time.perf_counter)
    second = play_game(ENTRY, 1, "greedy", "random", 7, time.perf_counter)
    assert (first.a_seat, second.a_seat) == (0, 1)
    assert first.stats.keys() >= {"points_won", "loads", "game_moves", "turns_over_500",
                                  "draws_stuck", "draws_long"}
    assert first.a_turn_ms and len(first.a_turn_ms) <= len(first.a_decision_ms)


class FirstLook(GreedyBot):
    """A greedy player that notes the table as it first sees it in each game."""

    seen: list[str] = []

    def choose(self, state: GameState, rng: random.Random) -> int:
        assert isinstance(state, BankState)
        if state.moves_made == 0 and state.turns == 0:
            FirstLook.seen.append(str(state.table.hands) + str(state.table.reserves))
        return super().choose(state, rng)


def test_duplicate_games_deal_the_same_two_packs_with_the_seats_swapped():
    entry = dataclasses.replace(ENTRY, bots={"look": FirstLook})
    deals = []
    for index in (0, 1, 2):
        FirstLook.seen = []
        play_game(entry, index, "look", "look", seed=7)
        deals.append(FirstLook.seen[0])
    assert deals[0] == deals[1] != deals[2]
