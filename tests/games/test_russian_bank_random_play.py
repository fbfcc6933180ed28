"""Russian Bank random play: every position keeps its 104 cards and the rules' invariants.

The issue asks for 2,000 seeded games; they take about two minutes of one core, too long
for the suite, so the test plays a sample and the full count runs by command:
``python -m games.russian_bank.random_games --games 2000``.
"""

from __future__ import annotations

import random

import pytest

from games._shared.state import resolve_chance
from games.russian_bank.arena import ENTRY, MAX_GAME_LENGTH
from games.russian_bank.invariants import check_cards, check_game
from games.russian_bank.random_games import play_one, play_random_games
from games.russian_bank.rules import BankState, Options


def test_random_games_keep_every_invariant_in_both_modes():
    report = play_random_games(30, first_seed=0, replay_every=10)
    assert report.games == 30
    assert sum(report.wins) + report.draws_stuck + report.draws_long == 30
    assert report.stops > 0, "the stop-mode games called stops"
    assert max(report.lengths) <= MAX_GAME_LENGTH == ENTRY.max_length
    assert report.summary()["length_max"] == max(report.lengths)


def test_the_checks_notice_a_lost_or_doubled_card():
    state = play_one(3, Options())
    state.table.houses[0].append(state.table.foundations[0][0])
    with pytest.raises(AssertionError, match="lost or doubled"):
        check_cards(state)


def test_the_checks_notice_a_face_down_card_of_the_wrong_pack():
    rng = random.Random(5)
    state = BankState()
    for _ in range(200):
        resolve_chance(state, rng)
        state.apply_action(rng.choice(state.legal_actions()))
    check_game(state)
    table = state.table
    assert table.hand_hidden[0] > 0
    table.hands[0][0], table.hands[1][0] = table.hands[1][0], table.hands[0][0]
    with pytest.raises(AssertionError, match="foreign face-down card"):
        check_game(state)
