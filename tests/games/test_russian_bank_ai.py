"""Russian Bank computer players: honesty over the face-down order, legality in both modes,
stops, no repeated position within a turn, the greedy player's order of preference."""

from __future__ import annotations

import random

import pytest

from games._shared.honesty import HonestyProbe, honesty_report
from games._shared.state import resolve_chance, sample_chance
from games.russian_bank.ai import AIBot, GreedyBot, quickest_end
from games.russian_bank.legality import lawful_actions
from games.russian_bank.match import MatchState
from games.russian_bank.notation import END, STOP, TURN, parse_move
from games.russian_bank.observation import observe
from games.russian_bank.order import order_violation
from games.russian_bank.position import make_position
from games.russian_bank.rules import DEFAULT_OPTIONS, BankState, Options
from games.spiel.worlds import russian_bank as reshuffle_face_down

STOP_MODE = Options(stop_mode=True)


def random_position(rng: random.Random, *, stop: float,
                    options: Options = DEFAULT_OPTIONS) -> BankState:
    """A game played at random until a coin with chance ``stop`` halts it at a real choice."""
    while True:
        state = BankState(options)
        while not state.is_terminal():
            resolve_chance(state, rng)
            if state.is_terminal():
                break
            if state.stop_offer is None and len(state.legal_actions()) > 1 \
                    and rng.random() < stop:
                return state
            state.apply_action(rng.choice(state.legal_actions()))


def hidden_cards(state: BankState, viewer: int) -> tuple:
    table = state.table
    return tuple((tuple(table.hands[p][:table.hand_hidden[p]]),
                  tuple(table.reserves[p][:table.reserve_hidden[p]])) for p in (0, 1))



class PeekingBot:
    """A cheat: turns up a card only when it knows the face-down top card can be played."""

    def choose(self, state: BankState, rng: random.Random) -> int:
        actions = lawful_actions(state)
        table = state.table
        hand = table.hands[state.current_player()]
        if TURN in actions and hand:
            peek = hand[-1]
            if table.foundation_masks()[peek % 52 // 13] >> (peek % 13 + 1) & 1:
                return TURN
            return next((a for a in actions if a != TURN), TURN)
        return actions[(hand[-1] if hand else 0) % len(actions)]


def _probe(stop: float = 0.004) -> HonestyProbe:
    return HonestyProbe(
        position=lambda rng: random_position(rng, stop=stop),
        observe=observe,
        resample=reshuffle_face_down,
        hidden=hidden_cards,
    )


@pytest.mark.parametrize("bot", [AIBot, GreedyBot])
def test_computer_players_never_look_at_face_down_cards(bot):
    report = honesty_report(bot(), _probe(), positions=100, seed=21)
    assert report.moved >= 90, "the test must really move face-down cards"
    assert report.changed == 0


def test_honesty_check_catches_a_peeking_bot():
    report = honesty_report(PeekingBot(), _probe(), positions=60, seed=22)
    assert report.changed > 0


@pytest.mark.parametrize("options", [Options(), STOP_MODE])
def test_computer_players_choose_lawful_actions_in_random_positions(options):
    rng = random.Random(31)
    for i in range(40):
        state = random_position(rng, stop=0.02, options=options)
        for bot in (AIBot(), GreedyBot()):
            action = bot.choose(state.clone(), random.Random(i))
            assert action in state.legal_actions()
            assert order_violation(state.table, action) is None, "never a stoppable move"


def test_computer_players_always_call_a_stop():
    state = make_position(houses=("2H1", "KC1", "9S2"), foundations=("AH2",),
                          reserves=("5S1 8D1", "5S2"), hands=("9C1 4C1", "8C2"),
                          options=STOP_MODE)
    state.apply_action(parse_move("R3"))
    for bot in (AIBot(), GreedyBot()):
        assert bot.choose(state.clone(), random.Random(0)) == STOP


def play_ai_game(seed: int) -> list[tuple[int, list[tuple]]]:
    """An AI-against-AI game: for each turn, its mover and the positions it went through."""
    rng = random.Random(seed)
    state = BankState()
    bots = [AIBot(), AIBot()]
    turns: list[tuple[int, list[tuple]]] = []
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(sample_chance(state, rng))
            continue
        mover = state.current_player()
        if not turns or turns[-1][0] != mover or state.turn_moves == 0:
            turns.append((mover, [state.table.key()]))
        state.apply_action(bots[mover].choose(state.clone(), random.Random(seed)))
        if not state.is_terminal() and state.current_player() == mover:
            turns[-1][1].append(state.table.key())
    return turns


def test_the_ai_never_repeats_a_position_within_a_turn():
    turns = play_ai_game(5)
    assert len(turns) > 10
    for _, keys in turns:
        assert len(keys) == len(set(keys))
    assert max(len(keys) for _, keys in turns) > 5, "some turns were long enough to matter"


def test_the_ai_sheds_its_reserve_card_before_turning_up():
    state = make_position(houses=("KC1", "QH2", "9S2", "KH1", "KD2", "KS1", "KC2", "KH2"),
                          foundations=("AS1",), reserves=("5S1 4C1 8D1", "5C2"),
                          hands=("9C1 4H1 JD1", "8C2"))
    assert AIBot().choose(state, random.Random(0)) == parse_move("R3")


def test_the_ai_loads_the_opponent_when_it_costs_nothing():
    state = make_position(houses=("KC1", "QH2", "9S2", "KH1", "KD2", "KS1", "KC2", "7H1"),
                          foundations=("AS1",), reserves=("5S1 4C1 2D1", "6H2"),
                          hands=("9C1 4H1 JD1", "8C2"))
    assert AIBot().choose(state, random.Random(0)) == parse_move("8R")


@pytest.mark.parametrize(("setup", "expected"), [
    ({"turnup": "4H1"}, "P"),
    ({"turnup": "4H1", "houses": ("2H1", "KC1", "9S2")}, "1F"),
    ({"houses": ("KC1", "", "9S2")}, "R2"),
    ({}, "."),
])
def test_quickest_end_finishes_the_turn_soonest(setup, expected):
    houses = setup.get("houses", ("KC1", "QH2", "9S2", "KH1", "KD2", "KS1", "KC2", "KH2"))
    state = make_position(houses=houses, foundations=("AH2",), reserves=("5S1 8D1", "5S2"),
                          hands=("9C1 4C1", "8C2"), turnup=setup.get("turnup"))
    assert quickest_end(state) == parse_move(expected, turned_up=state.table.turnup is not None)


FULL = ("KC1", "QC2", "9S2", "KS1", "KS2", "KC2", "JC1", "5S2")
"""Eight black house cards: nothing builds on another."""


@pytest.mark.parametrize(("setup", "expected"), [
    # the reserve card goes to the foundation (it must), before the turned card's
    ({"reserves": ("5S1 2H2", "5C2"), "turnup": "2H1", "foundations": ("AH1", "AH2")}, "RF"),
    # a reserve move, onto the longest build: 8D1 onto the 9S2 under the 10 -> house 8
    ({"reserves": ("5S1 8D1", "5C2"),
      "houses": ("KC1", "QC2", "9S2", "KS1", "KS2", "KC2", "JC1", "TH1 9S1")}, "R8"),
    # then the turned-up card
    ({"turnup": "JD1"}, "D2"),
    # then a house card onto a longer build than it leaves
    ({"houses": ("KC1", "QD2 JS1", "9S2", "KS1", "KS2", "KC2", "JC1", "TH1")}, "82"),
    # nothing else: turn up a card
    ({}, "."),
])
def test_greedy_prefers_foundation_then_reserve_then_turned_card_then_builds(setup, expected):
    state = make_position(houses=setup.get("houses", FULL),
                          foundations=setup.get("foundations", ("AS1",)),
                          reserves=setup.get("reserves", ("5S1 3C1", "5C2")),
                          hands=("9C1 4C1", "8C2"), turnup=setup.get("turnup"))
    action = GreedyBot().choose(state, random.Random(0))
    assert action == parse_move(expected, turned_up=state.table.turnup is not None)


def test_bots_play_inside_a_match_too():
    match = MatchState(target=30)
    rng = random.Random(2)
    while match.is_chance_node():
        match.apply_action(sample_chance(match, rng))
    for bot in (AIBot(), GreedyBot()):
        assert bot.choose(match, random.Random(0)) in match.legal_actions()


def test_the_ai_ends_a_turn_with_an_unplayable_card():
    state = make_position(houses=FULL, foundations=("AS1",), reserves=("5S1 3C1", "5C2"),
                          hands=("9C1", "8C2"), turnup="7H1")
    assert state.legal_actions() == [END]
    assert AIBot().choose(state, random.Random(0)) == END
