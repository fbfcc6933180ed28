"""Sixty-Six computer players: honesty, exact endgames, sensible closing, the bully's rules."""

from __future__ import annotations

import random

import pytest

from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.state import sample_chance
from games.sixty_six.ai import AIBot, GreedyBot, decide
from games.sixty_six.deck import card_text, mask_of, parse
from games.sixty_six.match import MatchState
from games.sixty_six.observation import observe
from games.sixty_six.position import make_position
from games.sixty_six.rules import CLOSE, EXCHANGE_TRUMP_NINE, DealState, Options
from games.sixty_six.worlds import count_worlds, worlds_for
from games.spiel.worlds import sixty_six as reshuffle_hidden


def random_position(rng: random.Random, *, stop: float) -> DealState:
    """A deal played at random (no closing) until a coin with chance ``stop`` says halt."""
    while True:
        state = DealState(rng.randrange(2))
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
                continue
            if rng.random() < stop and len(state.legal_actions()) > 1:
                return state
            actions = state.legal_actions()
            if CLOSE in actions and rng.random() < 0.75:
                actions.remove(CLOSE)
            state.apply_action(rng.choice(actions))



class PeekingBot:
    """A cheat for checking the honesty test: leads the suit the opponent lacks most."""

    def choose(self, state: DealState, rng: random.Random) -> int:
        opponent_hand = state.hands[1 - state.current_player()]
        return min(state.legal_actions(), key=lambda a: (opponent_hand >> (a ^ 1) & 1, a))


def _honesty_probe() -> HonestyProbe:
    return HonestyProbe(
        position=lambda rng: random_position(rng, stop=0.12),
        observe=observe,
        resample=reshuffle_hidden,
        hidden=lambda state, viewer: (state.hands[1 - viewer], state.stock),
    )


def test_ai_choice_does_not_change_when_hidden_cards_are_reshuffled():
    report = honesty_report(AIBot(), _honesty_probe(), positions=100, seed=11)
    assert report.moved >= 60, "the test must really move hidden cards"
    assert report.changed == 0


def test_honesty_check_catches_a_peeking_bot():
    report = honesty_report(PeekingBot(), _honesty_probe(), positions=40, seed=12)
    assert report.changed > 0


def brute_force(state: DealState, memo: dict) -> float:
    """Minimax value for player 0 by plain enumeration through the rules engine."""
    if state.is_terminal():
        return state.returns()[0]
    key = (*state.hands, state.leader, state.led, *state.points, *(t > 0 for t in state.tricks))
    if key not in memo:
        values = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply_action(action)
            values.append(brute_force(child, memo))
        memo[key] = max(values) if state.current_player() == 0 else min(values)
    return memo[key]


def exhausted_position(rng: random.Random) -> DealState:
    """A random deal (nobody closes) some steps after the stock ran out, player to move."""
    while True:
        state = DealState(rng.randrange(2))
        while not state.is_terminal() and not state.exhausted:
            if state.is_chance_node():
                state.apply_action(sample_chance(state, rng))
            else:
                state.apply_action(rng.choice([a for a in state.legal_actions() if a != CLOSE]))
        for _ in range(rng.randrange(8)):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            return state


@pytest.mark.slow
def test_ai_is_minimax_optimal_once_the_stock_is_used_up():
    rng = random.Random(2024)
    for i in range(300):
        state = exhausted_position(rng)
        memo: dict = {}
        best = brute_force(state, memo)
        action = AIBot().choose(state.clone(), random.Random(i))
        child = state.clone()
        child.apply_action(action)
        assert brute_force(child, memo) == best, f"position {i}:\n{state}"


def test_worlds_are_all_enumerated_when_few():
    state = make_position(hands=("AH TH KH AD TD KD", "QH JH 9H QD JD 9D"), trump="AC",
                          stock="TC", rest_won_by=1, tricks=(1, 4))
    obs = observe(state, 0)
    assert count_worlds(obs) == 7
    worlds = worlds_for(obs, random.Random(1), 24)
    assert len(worlds) == 7 and len({w.hands for w in worlds}) == 7
    assert all(w.hands[0] == state.hands[0] and w.stock[-1] == parse("AC") for w in worlds)


def test_worlds_keep_known_cards_with_the_opponent_and_excluded_ones_away():
    state = make_position(hands=("AH TH", "KS 9H"), trump="9C", stock="QC", rest_won_by=0,
                          closed_by=0)
    state.known[1] = mask_of([parse("KS")])
    state.excluded[1] = mask_of([parse("QC")])
    for world in worlds_for(observe(state, 0), random.Random(3), 10):
        assert world.hands[1] == state.hands[1], "only 9H can be the opponent's other card"


def test_ai_always_exchanges_the_trump_nine():
    state = make_position(hands=("9C AH JH", "JD KS QD"), trump="AC", stock="TC",
                          won=("QS JS", ""), rest_won_by=1)
    assert AIBot().choose(state, random.Random(0)) == EXCHANGE_TRUMP_NINE


def test_ai_closes_when_closing_wins_every_world():
    state = make_position(hands=("AC TC KC AH TH AD", "QC JC KS QS JH 9H"), trump="9C",
                          stock="KH QH TD KD QD JD 9D JS 9S", won=("AS TS", ""))
    assert AIBot().choose(state, random.Random(0)) == CLOSE


def test_ai_does_not_close_a_weak_hand():
    state = make_position(hands=("9H JH 9D JD QS 9S", "AC TC KC AH TH AD"), trump="QC",
                          stock="KH QH TD KD 9C JS TS AS JC", rest_won_by=1)
    action = decide(observe(state, 0), state.legal_actions(), random.Random(0))
    assert action != CLOSE


def test_ai_wins_at_once_with_a_marriage_when_it_reaches_66():
    state = make_position(hands=("KS QS 9H JD", "AH TH AD TD"), trump="9C", stock="AC",
                          rest_won_by=1, points=(50, 30), tricks=(3, 5))
    action = AIBot().choose(state, random.Random(0))
    assert card_text(action) in ("KS", "QS")


def test_ai_plays_legal_actions_in_random_positions():
    rng = random.Random(5)
    for i in range(40):
        state = random_position(rng, stop=0.1)
        assert AIBot().choose(state.clone(), random.Random(i)) in state.legal_actions()


@pytest.mark.parametrize(("hand", "led", "expected"), [
    ("AH TC 9C", None, "TC"),   # a trump first: the strongest one
    ("AH QH JD", None, "AH"),   # no trump: the strongest card
    ("KD QH 9C", "AD", "9C"),   # trumps even on a led ace
    ("QD TD AH", "KD", "TD"),   # follows suit with its strongest card of the suit
    ("KD 9D AH", "AS", "AH"),   # cannot follow, no trump: the strongest card
])
def test_greedy_bot_trumps_first_then_follows_then_highest(hand, led, expected):
    if led is None:
        state = make_position(hands=(hand, "KS QS JS"), trump="JC", stock="TS", rest_won_by=0,
                              points=(0, 0))
    else:
        state = make_position(hands=("KS QS", hand), led=led, trump="JC", stock="TS",
                              rest_won_by=0, points=(0, 0))
    assert card_text(GreedyBot().choose(state, random.Random(0))) == expected


def test_bots_play_inside_a_match_too():
    match = MatchState()
    rng = random.Random(2)
    while match.is_chance_node():
        match.apply_action(sample_chance(match, rng))
    for bot in (AIBot(), GreedyBot()):
        assert bot.choose(match, random.Random(0)) in match.legal_actions()


def test_ai_counts_marriage_points_held_back_until_its_first_trick():
    """With ``marriage_needs_trick`` the 20 held back count with the first trick: trumping
    the ten brings 20 + 20 = 40 and saves the schneider, any other card loses 2 or 3."""
    state = make_position(hands=("TH KH JD TC QC JC", "AH QH AD AC 9S"), trump="C",
                          won=("", "JH 9H TD KD QD 9D KC 9C AS KS QS JS"), leader=1, led="TS",
                          options=Options(marriage_needs_trick=True))
    state.pending[0] = 20
    assert card_text(AIBot().choose(state, random.Random(0))) in ("TC", "QC")
